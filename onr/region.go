package onr

import "slices"

// Regions (ONR-8.4.2): "Only one region may be installed in each fort.
// Trash older ones." The printed Region keyword decides the rule, as Deck
// does for the Runner's decks (ONR-8.9.1). A region's "rez it when you
// install it; install it only if you can pay to rez it" is its own
// ModRezOnInstall static.

// regionKeyword is the keyword of the upgrades one fort holds only one of.
const regionKeyword = "Region"

// trashOlderRegions trashes the regions already in fort when region c is
// installed there.
func (s *State) trashOlderRegions(c, fort int32) {
	if !s.hasKeyword(c, regionKeyword) {
		return
	}
	for _, o := range slices.Clone(s.Forts[fort].Cards) {
		if o != c && s.hasKeyword(o, regionKeyword) {
			s.trash(o)
		}
	}
}

// inFortOf reports whether card c is installed in or on the fort that card
// src is installed in (fort-scope: "agendas installed inside this fort",
// "walls on this fort"), for a static whose Filter says SameFort.
func (s *State) inFortOf(src, c int32) bool {
	return s.installed(src) && (s.Cards[c].Zone == ZoneFort || s.Cards[c].Zone == ZoneIce) && s.Cards[c].Fort == s.Cards[src].Fort
}
