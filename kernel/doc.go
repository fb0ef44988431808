// Package kernel holds the game-agnostic rules machinery shared by Datafort's
// games; it names no card and no role.
//
// Everything here is plain data or pure functions on plain data, so that a
// game keeps it inside its state and the state still clones by copying,
// marshals to JSON and hashes the same after a round trip. The priority
// window (Window, window.go) gives priority to an ordered list of seats under
// one of the pass rules of the supported games (PassRule).
package kernel
