package cards

import (
	"github.com/datafort/datafort/onr"
)

// Trace cards and Corp upgrades of issue 27.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Rez Namatoki Plaza when you install it. Install Namatoki Plaza only
	// if you can pay to rez it. Install only inside a subsidiary data fort.
	// That fort may have an additional agenda or node installed inside it.
	// If Namatoki Plaza leaves play while installed, and this results in
	// the fort having too many agendas and nodes installed inside it, trash
	// one of those agendas or nodes" (R176: at once; R177: the Corp chooses;
	// onr/fortcapacity.go).
	def("Namatoki Plaza", onr.Static(onr.ModRezOnInstall, 1), onr.InstallOnlyIn(onr.Subsidiary),
		onr.Static(onr.ModFortCapacity, 1), onr.Trigger(onr.EvLeftPlay, onr.TrashOverCapacity()))

	// Errata R091: "Bizarre Encryption Scheme may only be installed in a
	// subsidiary data fort. Runner does not score any agenda (or agendas)
	// that he or she accesses from this fort; return the agenda to the fort
	// instead. Runner scores the agenda at the start of his or her next turn
	// if it is still in the fort" (R092-R094; onr/deferredsteal.go).
	def("Bizarre Encryption Scheme", onr.InstallOnlyIn(onr.Subsidiary), onr.Static(onr.ModDeferSteal, 1))
}

// Trace nodes of issue 27.
func init() {
	// "After each trace attempt, whether successful or not, put 1 bit from
	// the bank on Hacker Tracker Central. During a trace attempt, each bit
	// you spend from Hacker Tracker Central increases by 1 both your trace
	// value [errata R148] and your trace limit" (onr/tracebits.go).
	onr.Define(onr.Def{Title: "Hacker Tracker Central", Abilities: []onr.Ability{
		onr.Trigger(onr.EvTraceOver, onr.PutBits(1)), onr.Static(onr.ModTraceBits, 1),
	}})
}
