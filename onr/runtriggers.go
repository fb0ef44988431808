package onr

import "github.com/datafort/datafort/kernel"

// Delayed triggers a card sets up for the run it makes (run-rider,
// trigger-rez): "make a run; whenever … during that run, …". The rider is
// made as the run starts, before anything of it happens, so no occurrence
// of the run is missed (EveryTimeThisRun, written after MakeRun, would
// resolve only once the run is over). Like InsteadOfAccess, the ops written
// after MakeRun are the rider's effect and are not resolved now.

// WheneverThisRun: "whenever ON happens during that run, …": the ops after
// MakeRun resolve at each occurrence of on until the run ends
// (Reconnaissance: each rez by the Corp).
func WheneverThisRun(on kernel.EventType) Rider { return Rider{on: on} }
