package onr

// Trash costs changed by other cards (trash-cost-modifier): "All nodes and
// other upgrades installed inside this fort cost 2 bits, in addition to the
// normal cost, to trash." A static ability with the modifier ModTrashCost
// adds its amount to the trash cost of every other card passing its Filter
// (with SameFort: installed in or on its fort), while it is active. It
// changes the cost, not whether a card can be trashed: a card with no
// trash cost still has none. Cards the Runner trashes in a fort are
// trashed together (R035), so the modifier still applies to the others
// when he pays to trash its own card too (R179).

// extraTrashCost returns what the active cards' ModTrashCost statics add
// to the trash cost of card c.
func (s *State) extraTrashCost(c int32) int32 {
	return s.statics(ModTrashCost, func(o int32, a *Ability) bool {
		return o != c && a.Filter.matches(s, c) && (!a.Filter.SameFort || s.inFortOf(o, c))
	})
}
