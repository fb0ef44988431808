package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Test-only hooks for the external tests of package onr (package onr_test).
// They are compiled into the test binary only.

// ReplaceDefForTest gives the defined card title the abilities given, as a
// build with another definition of that card would have it: the
// definition is rebuilt by Define, so its fingerprint and everything Define
// derives from the abilities are recomputed. The *Def stays the same
// pointer, so that games already holding the card see the change. restore
// puts the old definition back; calling it again does nothing.
func ReplaceDefForTest(title string, abilities []Ability) (restore func()) {
	d, ok := Lookup(title)
	if !ok {
		panic(fmt.Sprintf("ReplaceDefForTest: %q is not defined", title))
	}
	return replaceDef(d, abilities)
}

// BreakTraceTiesForTest makes trace ties go to the Runner, against
// ONR-12.2.5, until restore is called.
func BreakTraceTiesForTest() (restore func()) { return BreakForTest("trace-ties") }

// BreakForTest breaks the named rule (broken.go) until restore is called:
// "trace-ties", "fit-mu", "discard", "flatline", "mandatory-draw",
// "simultaneous".
func BreakForTest(rule string) (restore func()) {
	flags := map[string]*bool{
		"trace-ties": &broken.traceTies, "fit-mu": &broken.fitMU, "discard": &broken.discard,
		"flatline": &broken.flatline, "mandatory-draw": &broken.mandatoryDraw, "simultaneous": &broken.simultaneous,
	}
	f, ok := flags[rule]
	if !ok {
		panic("BreakForTest: no rule " + rule)
	}
	*f = true
	return func() { *f = false }
}

// UndefineForTest removes the definition of title registered by a test
// with Define, as a build without that card would be.
func UndefineForTest(title string) {
	d, ok := Lookup(title)
	if !ok {
		panic(fmt.Sprintf("UndefineForTest: %q is not defined", title))
	}
	delete(defs, d.ID())
	setDef(d.ID(), nil)
	prints.Set(d.cid, "")
	fromHand = slices.DeleteFunc(fromHand, func(x *Def) bool { return x == d })
	defsGen++ // what the definitions together say (defsummary.go) is stale
}

// HideDefForTest removes the definition of the defined card title, as a
// build without that card would be, until restore puts the same
// definition back (fingerprint, order among the cards played from hand
// included); calling restore again does nothing. Every card of the data is
// implemented, so tests of what a build without a card does hide one.
func HideDefForTest(title string) (restore func()) {
	d, ok := Lookup(title)
	if !ok {
		panic(fmt.Sprintf("HideDefForTest: %q is not defined", title))
	}
	fp, at := prints.Of(d.cid), slices.Index(fromHand, d)
	UndefineForTest(title)
	defsGen++
	done := false
	return func() {
		if done {
			return
		}
		done = true
		defs[d.ID()] = d
		setDef(d.ID(), d)
		prints.Set(d.cid, fp)
		if at >= 0 {
			fromHand = slices.Insert(fromHand, at, d)
		}
		defsGen++
	}
}

// NameTable is a name table of enums.go: the type whose values it names
// (as go/types writes it relative to package onr: "Zone",
// "kernel.EventType") and its entries, value → name.
type NameTable struct {
	Type  string
	Names map[int64]string
}

// NameTablesForTest returns the name tables of the enumerations of
// enums.go, by variable name.
func NameTablesForTest() map[string]NameTable {
	out := map[string]NameTable{
		"zoneNames":   {"Zone", map[int64]string{}},
		"damageNames": {"DamageKind", map[int64]string{}},
		"eventNames":  {"kernel.EventType", map[int64]string{}},
		"modNames":    {"kernel.ModKind", map[int64]string{}},
	}
	for i, n := range zoneNames {
		out["zoneNames"].Names[int64(i)] = n
	}
	for i, n := range damageNames {
		out["damageNames"].Names[int64(i)] = n
	}
	for e, n := range eventNames {
		out["eventNames"].Names[int64(e)] = n
	}
	for m, n := range modNames {
		out["modNames"].Names[int64(m)] = n
	}
	return out
}

// VisibleForTest reports whether seat may know the identity of card c of
// g (the rule of View).
func VisibleForTest(g *Game, c int32, seat engine.Seat) bool { return g.s.visible(c, seat) }

// DealTruthForTest is Info.Deal dealing every masked card the identity it
// has in g, the game in is of: the world that is the real game. A world
// asking another seat's question again (askAgain) must ask it exactly as g
// did. Only for information states with nothing of a trace masked.
func DealTruthForTest(in *Info, g *Game) (*Game, error) {
	if in.trace != nil {
		return nil, fmt.Errorf("a trace is masked")
	}
	n := in.s.clone()
	for c := range n.Cards {
		n.Cards[c].ID = g.s.Cards[c].ID
	}
	n.touch()
	if in.reask > 0 {
		if err := n.askAgain(in.reask); err != nil {
			return nil, err
		}
	}
	n.RNG, n.Seed = g.s.RNG, g.s.Seed
	return &Game{s: n}, nil
}
