// Package cardkit holds what every game needs around its card
// definitions, whatever their shape: the fingerprint of a definition (a
// digest of its value, stable across builds, so that a record names the
// definitions it was played with), a registry of the fingerprints of a
// game's definitions by card id that says which rules a game is played
// under (engine.Rules), and the behaviour coverage count (how often each
// ability of each card, and each op of its program, took effect).
//
// A game keeps its own definition type (ONR's onr.Def, NSG's to come) and
// its rules procedures; it hands this package only values: the parts of a
// definition to digest, and the shape of its abilities to count.
package cardkit
