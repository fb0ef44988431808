package onr

import "github.com/datafort/datafort/kernel"

// Subroutines a card in or on a fort gives the ice of that fort
// (dynamic-subroutines): "All ice on this fort has an additional
// subroutine, …, after all other subroutines." Such a card has a static
// ability with the modifier ModAddSub and Filter.SameFort whose Effect is
// the subroutine; while the card is active, every piece of ice installed on
// its fort that passes the rest of the Filter has that subroutine after its
// own (ice.go ownSubroutines), never repeated by a repetition of the ice's
// own subroutines (ONR-11.6.4).

// FortIceSub is that static ability: label reads the subroutine as the
// card prints it ("End the run unless Runner pays 1 bit").
func FortIceSub(label string, ops ...Op) Ability {
	return Ability{Kind: KindStatic, Mod: ModAddSub, Label: label, Filter: Filter{SameFort: true}, Effect: Do(ops...)}
}

// IceWithSub is the static ability of a card installed in a fort that
// gives every piece of its Corp's installed ice with keyword, on any fort, an
// additional subroutine after all its others: "All code gates have an
// additional subroutine, [subroutine] End the run, after all other
// subroutines." label reads the subroutine as the card prints it.
func IceWithSub(keyword, label string, ops ...Op) Ability {
	return Ability{Kind: KindStatic, Mod: ModAddSub, Label: label, Filter: Filter{Keywords: []string{keyword}}, Effect: Do(ops...)}
}

// fortSubs appends to out the subroutines the active cards installed in
// forts give ice c: those of its own fort (Filter.SameFort) and those of
// any fort of the same controller that give every piece of its ice passing
// their Filter (IceWithSub; at a table of several Corps, a card speaks of
// its own Corp's ice, as rez costs do: values.go rezCost), in the order of the cards and of their abilities.
func (s *State) fortSubs(c int32, out []kernel.Ref) []kernel.Ref {
	k := &s.Cards[c]
	if k.Zone != ZoneIce {
		return out
	}
	for _, o := range s.activeWith(withStatics) {
		if s.Cards[o].Zone != ZoneFort || !s.active(o) {
			continue
		}
		sameFort := s.Cards[o].Fort == k.Fort
		abs := s.def(o).Abilities
		for i := range abs {
			if a := &abs[i]; a.Kind == KindStatic && a.Mod == ModAddSub && a.Where == Active && (sameFort || !a.Filter.SameFort && s.controller(o) == s.controller(c)) && a.Filter.matches(s, c) && a.holds(s, o) {
				s.took(o, i)
				out = append(out, s.ref(o, i))
			}
		}
	}
	return out
}
