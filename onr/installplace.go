package onr

// Where a card may be installed (install-restriction): "Install Panic
// Button only in HQ", "only in R&D or HQ", "Install only inside a
// subsidiary data fort". Each place a card allows is a static ability of
// it with the modifier ModInstallOnlyIn and that kind of fort (Fort;
// Subsidiary for a subsidiary fort, a new one included); a card with such
// abilities may be installed only in a fort of one of their kinds. The
// abilities are read from the card's definition, as it is installed from
// hand (action.go installable), not as effects of an active card.

// InstallOnlyIn: "install this card only in [a fort of kind]".
func InstallOnlyIn(kind Central) Ability {
	return Ability{Kind: KindStatic, Mod: ModInstallOnlyIn, Fort: kind}
}

// InstallNotIn: "this card cannot be installed on [a fort of kind]".
func InstallNotIn(kind Central) Ability {
	return Ability{Kind: KindStatic, Mod: ModInstallNotIn, Fort: kind}
}

// placeStatics reports whether definition d has a static that restricts
// where its card may be installed (ModInstallNotIn, ModInstallOnlyIn:
// installPlaceAllowed reads no other).
func (d *Def) placeStatics() bool {
	return d.staticMods.has(ModInstallNotIn) || d.staticMods.has(ModInstallOnlyIn)
}

// installPlaceAllowed reports whether card c's install restrictions, if
// any, allow fort (NewFort: a new subsidiary fort).
func (s *State) installPlaceAllowed(c, fort int32) bool {
	d := s.def(c)
	if !d.statics {
		return true
	}
	kind := Subsidiary
	if fort != NewFort {
		kind = s.Forts[fort].Central
	}
	restricted := false
	for i := range d.Abilities {
		a := &d.Abilities[i]
		if a.Kind == KindStatic && a.Mod == ModInstallNotIn && a.Fort == kind {
			s.took(c, i)
			return false // "cannot be installed on [a fort of kind]"
		}
		if a.Kind == KindStatic && a.Mod == ModInstallOnlyIn {
			restricted = true
			if a.Fort == kind {
				s.took(c, i)
				return true
			}
		}
	}
	return !restricted
}
