package onr

// More damage from each source (damage-modifiers): "each source of meat
// damage inflicts +1 meat damage". A static ModDamageBonus of an active
// card adds its amount to every source of damage of the kind whose
// occurrence is its On (EvMeatDamage for meat), before any prevention;
// a source that does no damage gets none.

// damageBonus returns what active cards' damage-bonus statics add to a
// source of n damage of kind.
func (s *State) damageBonus(kind DamageKind, n int32) int32 {
	if n <= 0 {
		return 0
	}
	on := kind.event()
	return s.statics(ModDamageBonus, func(_ int32, a *Ability) bool { return a.On == on })
}
