package cards

import (
	"github.com/datafort/datafort/onr"
)

// The deflectors (mid-run-fort-change, Classic; onr/deflect.go,
// ONR-11.14): a subroutine that makes the Runner encounter the outermost
// rezzed ice of another fort instead of passing the ice, the run now a run
// on that fort.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	payToDeflect := onr.Sub(onr.MayPay(2, onr.DeflectRun(onr.AnyFort))) // "If you pay 2 bits, …a data fort of your choice"
	payToDeflect.Label = "pay 2 bits to move the run to a fort of your choice"

	def("Dumpster", onr.InstallNotIn(onr.CentralArchives), onr.Sub(onr.DeflectRun(onr.CentralArchives)))
	def("Entrapment", payToDeflect)
	def("Vortex", payToDeflect)
	// "Runner automatically breaks this subroutine if there are no
	// subsidiary data forts": as Trapdoor is encountered.
	def("Trapdoor", onr.InstallOnlyIn(onr.CentralRD), onr.InstallOnlyIn(onr.CentralHQ), onr.Sub(onr.DeflectRun(onr.Subsidiary)),
		onr.Trigger(onr.EvEncountered, onr.If(onr.NoFortOfKind(onr.Subsidiary), onr.AutoBreakSubroutine(0))))
}
