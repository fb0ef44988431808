package onr

import "github.com/datafort/datafort/engine"

// Runner cards that bar the Corp from creating data forts (fort-lock): "The
// Corp cannot create any new data forts." A static ability of an active
// card (ModNoNewForts) binds every Corp its controller opposes: no card of
// such a Corp may be installed in a new fort, by action or by effect
// (installable; the free install of shown ice, showinstallice.go). Forts
// that already exist stay open to installs (ONR-8.1).

// CorpCannotCreateForts: "The Corp cannot create any new data forts."
func CorpCannotCreateForts() Ability {
	return Ability{Kind: KindStatic, Mod: ModNoNewForts}
}

// newFortsBarred reports whether Corp seat may not create a new fort: an
// active card of a player opposing it has a ModNoNewForts static (a
// switch: its N is not read).
func (s *State) newFortsBarred(seat engine.Seat) bool {
	barred := false
	s.statics(ModNoNewForts, func(c int32, _ *Ability) bool {
		barred = barred || s.Players[s.controller(c)].Team != s.Players[seat].Team
		return barred
	})
	return barred
}
