package cards

import "github.com/datafort/datafort/onr"

// Hardware of the card pool's third part (issue 26).
func init() {
	// "[action]: Make a run on the Archives. If run is successful, do not
	// access cards from the Archives; instead, shuffle the face-up pile of
	// the Archives and then put the top two cards from that pile on R&D"
	// (onr/archivesrd.go).
	onr.Define(onr.Def{Title: "Record Reconstructor", Abilities: []onr.Ability{onr.Action("Make a run on the Archives", onr.Cost{Actions: 1},
		onr.MakeRun(onr.CentralArchives, onr.InsteadOfAccess()), onr.FaceUpArchivesOntoRD(2))}})
}
