package onr

// broken breaks rules on purpose. Only tests set it (BreakForTest,
// export_test.go), to see the invariants (rulescheck.go) and the rulings
// ledger catch a broken rule; a build never sets it, and each flag costs
// one test of a bool where its rule is applied.
var broken struct {
	traceTies     bool // ties go to the Runner, against ONR-12.2.5
	fitMU         bool // programs over memory are not trashed (ONR-8.7.4)
	discard       bool // no discard at the end of a turn (ONR-5.1.5)
	flatline      bool // a maximum hand size below 0 does not flatline (ONR-14.5.2)
	mandatoryDraw bool // the Corp does not draw at the start of its turn (ONR-5.1.2)
	simultaneous  bool // the seats' simultaneous effects resolve in a fixed order; the active player is not asked (ONR-18.1.7)
}
