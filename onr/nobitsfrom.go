package onr

// Bits the Runner may not use during runs on a fort (prohibitions,
// restricted-bits, fort-scope): "During runs on this fort, Runner cannot
// use bits from stealth sources" (ONR-16.2.3). A static ModNoBitsFrom of
// an active card installed in or on a fort, with the Keyword of the
// sources, keeps the bits on the Runner's cards with that keyword out of
// every payment while a run is made on that fort (restricted.go bitsPay).

// NoBitsFromDuringRuns is that static: "during runs on this fort, Runner
// cannot use bits from [keyword] sources".
func NoBitsFromDuringRuns(keyword string) Ability {
	return Ability{Kind: KindStatic, Mod: ModNoBitsFrom, N: 1, Keyword: keyword, Filter: Filter{SameFort: true}}
}

// bitsBanned reports whether the bits on card c may not be used now: c is
// the Runner's and a ModNoBitsFrom static names one of its keywords, of a
// card on the fort run if the static's Filter says SameFort, of any active
// card during any run if not. The statics' amounts are only tested for
// being above 0.
func (s *State) bitsBanned(c int32) bool {
	if !s.Run.Active || s.controller(c) != s.Run.Runner {
		return false
	}
	return s.statics(ModNoBitsFrom, func(o int32, a *Ability) bool {
		return (!a.Filter.SameFort || runOnThisFort(s, o)) && s.hasKeyword(c, a.Keyword)
	}) > 0
}
