package onr

import "strings"

// KeywordOr separates the ice keywords of a break ability that breaks the
// subroutines of several kinds of ice, as one printed ability: "0[bit]:
// Break stun, hellbolt, or knockout subroutine" is one ability whose
// Keyword is "Stun|Hellbolt|Knockout" (ONR-11.5.2). Ice with any of them
// may be targeted.
const KeywordOr = "|"

// BreaksAnyOf is an icebreaker's "bits: break a subroutine of ice with any
// of these keywords" (ONR-11.5.2): Breaks with the keywords joined by
// KeywordOr. ops are what else each use does.
func BreaksAnyOf(keywords []string, bits int32, ops ...Op) Ability {
	return Breaks(strings.Join(keywords, KeywordOr), bits, ops...)
}

// hasAnyKeyword reports whether card c now has one of the keywords of
// list, a keyword or several joined by KeywordOr.
func (s *State) hasAnyKeyword(c int32, list string) bool {
	for k := range strings.SplitSeq(list, KeywordOr) {
		if s.hasKeyword(c, k) {
			return true
		}
	}
	return false
}
