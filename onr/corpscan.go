package onr

// What the Corp's window scan (corpWindowOptions) reads once a scan
// instead of once a card. Nothing here is kept between scans: each fact is
// read at the first card that needs it and holds for the rest of the scan,
// between whose cards nothing is paid, moved or rezzed.
//
// Where no active card changes a rez cost (ModRezCost), no lasting effect
// makes ice cost its rez cost again (ModIceRezAgain) and no kind of
// restricted bits is in play (ModScopedBits, ModInstallActionBits,
// ModRecurring: restrictedBits gives 0), a card whose own statics leave its
// rez alone (Def.rezPlain) costs its printed rez cost (never below 0),
// rezMoney is the Corp's pool, nothing else is paid on the rez (rezAlso)
// and nothing bars its timing (rezTimely): the rez is offered where the
// pool covers the printed cost, with nothing read that could count an
// ability as taking effect (rezPlainScan). Where no active card changes a
// difficulty (ModDifficulty) and no fort holds counters (ModFortVirus), an
// agenda's difficulty is its printed one (scanDifficulty). Both are off
// under State.unmasked (the long way of TestActionOptionsAreTheLongWays).

// rezPlain reports whether definition d has no static of the modifiers
// that rezCost, rezAlso and rezTimely read of the card itself (ModRezCost,
// ModRezAlso, ModRezOnlyIf).
func (d *Def) rezPlain() bool {
	return !d.statics || !(d.staticMods.has(ModRezCost) || d.staticMods.has(ModRezAlso) || d.staticMods.has(ModRezOnlyIf))
}

// rezPlainScan reports whether, for the rest of one scan, a card with
// Def.rezPlain may be rezzed exactly when the pool covers its printed rez
// cost (see above): never under State.unmasked.
func (s *State) rezPlainScan() bool {
	return !s.unmasked && !s.mayStatic(ModRezCost) && !s.mayLast(ModIceRezAgain) &&
		!s.mayLast(ModScopedBits) && !s.mayLast(ModInstallActionBits) && !s.mayStatic(ModRecurring)
}

// plainRezOK is the rez test of corpWindowOptions for a card of definition
// d with Def.rezPlain while rezPlainScan holds: its printed rez cost, never
// below 0, against the pool bits.
func plainRezOK(d *Def, bits int32) bool { return max(0, d.rezCost) <= bits }

// scanDifficulty returns difficulty(c) for agenda c of definition d: its
// printed difficulty where no active card may change it and no fort holds
// counters (never under State.unmasked), else the long way.
func (s *State) scanDifficulty(c int32, d *Def) int32 {
	if s.difficultyPlain() {
		return intOr(d.card.Difficulty, 0)
	}
	return s.difficulty(c)
}

// difficultyPlain reports whether every agenda's difficulty is its printed
// one (scanDifficulty), read with nothing that could count a modifier as
// taking effect: no active card may change a difficulty, no fort holds
// counters, and not under State.unmasked.
func (s *State) difficultyPlain() bool {
	return !s.mayStatic(ModDifficulty) && !s.mayLast(ModFortVirus) && !s.unmasked
}
