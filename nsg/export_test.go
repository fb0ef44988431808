package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// SaveWithoutRulesForTest returns g's save as it was made before saves
// carried the rules they were made under: the state's encoding alone.
func SaveWithoutRulesForTest(g *Game) []byte {
	e := kernel.Encoder{}
	g.st.encode(&e)
	return e.B
}

// FindTitleForTest returns the title of titles that text contains as the
// leak checker finds it (titleFinder), "" for none.
func FindTitleForTest(text string, titles map[string]bool) string {
	return newTitleFinder(titles).find(text)
}

// NameOptionForTest is the option naming title of the card pool ("name a
// card", CR 1.15.1b).
func NameOptionForTest(title string) engine.Option {
	return engine.Option{Verb: verbName, Arg: slices.Index(poolTitles(), title)}
}

// MemorySetsForTest returns the appropriate sets of checkpoint step
// 10.3.1e for the memory limit (memorySets).
func MemorySetsForTest(s *State) [][]int32 { return s.memorySets() }

// KeptDifferenceForTest compares what s keeps to spare searches with the
// long way, and returns the first difference ("" for none): card by id
// (State.at) with a search of Cards for every id up to NextObj, each
// card's and identity's definition (Card.def, State.idDefs) with Lookup
// of its title, and each card's sight (sightOf, and sight's tables) with
// sees of every viewer.
func KeptDifferenceForTest(s *State) string {
	for id := int32(-1); id <= s.NextObj+1; id++ {
		var want *Card
		for i := range s.Cards {
			if id > 0 && s.Cards[i].ID == id {
				want = &s.Cards[i]
			}
		}
		if got := s.card(id); got != want {
			return fmt.Sprintf("card(%d) = %p, a search finds %p", id, got, want)
		}
	}
	for i := range s.Cards {
		c := &s.Cards[i]
		if got, want := s.def(c.ID), Lookup(c.Title); got != want {
			return fmt.Sprintf("def(%d) of %q is %s, Lookup gives %s", c.ID, c.Title, defTitle(got), defTitle(want))
		}
		var want uint8
		for v := engine.NoSeat; v < engine.Seat(len(seatInfo)); v++ {
			if s.sees(v, c) {
				want |= 1 << (v + 1)
			}
		}
		if got := s.sightOf(c); got != want {
			return fmt.Sprintf("sightOf(%+v) = %03b, sees gives %03b", *c, got, want)
		}
		if got := s.sight(nil)[i]; got != want {
			return fmt.Sprintf("sight of %+v (its table) = %03b, sees gives %03b", *c, got, want)
		}
	}
	for _, seat := range []engine.Seat{s.Corp, s.Runner} {
		if got, want := s.def(IdentityObj(seat)), Lookup(s.Identity[seat]); got != want {
			return fmt.Sprintf("def of identity %q is %s, Lookup gives %s", s.Identity[seat], defTitle(got), defTitle(want))
		}
	}
	return ""
}

// CheckInstalledForTest makes every State.installed compare its list
// with the long way (the cards of Cards in ZoneRig or ZoneServer now, in
// Cards order) and report a difference to fail, until stop is called.
func CheckInstalledForTest(fail func(string)) (stop func()) {
	checkInstalled = func(s *State, got []int32) {
		var want, listed []int32
		for i := range s.Cards {
			if z := s.Cards[i].Zone; z == ZoneRig || z == ZoneServer {
				want = append(want, int32(i))
			}
		}
		// A card listed may have left those zones since (its zone is
		// read): the list in order, the installed ones among it.
		for j, k := range got {
			if j > 0 && got[j-1] >= k || int(k) >= len(s.Cards) {
				fail(fmt.Sprintf("installed %v is not indexes of Cards in order", got))
				return
			}
			if z := s.Cards[k].Zone; z == ZoneRig || z == ZoneServer {
				listed = append(listed, k)
			}
		}
		if !slices.Equal(listed, want) {
			fail(fmt.Sprintf("installed lists %v, the cards installed are %v", listed, want))
		}
	}
	return func() { checkInstalled = nil }
}

// defTitle names d in a test's message.
func defTitle(d *Def) string {
	if d == nil {
		return "none"
	}
	return fmt.Sprintf("%q's", d.Title)
}

// CheckSightForTest makes every Apply that reads the sight it kept from
// the last choice (Game.seen) compare it with State.sight of the state
// now, and report a difference to fail, until stop is called.
func CheckSightForTest(fail func(string)) (stop func()) {
	checkSight = func(s *State, kept []uint8) {
		if want := s.sight(nil); !slices.Equal(kept, want) {
			fail(fmt.Sprintf("the sight kept from the last choice is %v, sight now gives %v", kept, want))
		}
	}
	return func() { checkSight = nil }
}

// StateOfForTest returns g's state as Game.State does, without making g
// read its sight again (Game.seen): for tests that look at a game's kept
// facts between choices without changing it.
func StateOfForTest(g *Game) *State { return &g.st }

// DerivedDifferenceForTest compares what each definition keeps from its
// abilities and subtypes (Def.derive: kinds, byKind, console) with the long way
// (a scan of its abilities, HasSubtype), for every card and stand-in
// defined, and returns the first difference ("" for none).
func DerivedDifferenceForTest() string {
	for _, t := range append(Implemented(), StandIns()...) {
		d := Lookup(t)
		if !d.derived {
			return fmt.Sprintf("%q: its definition derived nothing", t)
		}
		for k := AbilityKind(0); k < 64; k++ {
			want := slices.ContainsFunc(d.Abilities, func(a Ability) bool { return a.Kind == k })
			if got := d.hasKind(k); got != want {
				return fmt.Sprintf("%q: hasKind(%d) = %v, its abilities say %v", t, k, got, want)
			}
			var idx []int
			for i, a := range d.Abilities {
				if a.Kind == k {
					idx = append(idx, i)
				}
			}
			if got := d.abilities(k); !slices.Equal(got, idx) {
				return fmt.Sprintf("%q: abilities(%d) = %v, a scan of its abilities gives %v", t, k, got, idx)
			}
		}
		if got, want := d.isConsole(), d.HasSubtype("Console"); got != want {
			return fmt.Sprintf("%q: isConsole() = %v, its subtypes say %v", t, got, want)
		}
	}
	return ""
}

// CheckQuietForTest makes every checkpoint that skips its steps c, d and
// e, the cards being as they were at one where none did anything
// (State.quiet), run them the long way (each seat's agenda points,
// uniqueness's victims, the memory limit's sets) and report to fail what
// they would have done, until stop is called.
func CheckQuietForTest(fail func(string)) (stop func()) {
	checkQuiet = func(s *State) {
		for _, seat := range []engine.Seat{s.Corp, s.Runner} {
			if p := s.agendaPoints(seat); p >= s.winAt() {
				fail(fmt.Sprintf("a checkpoint skipped the win of seat %d, with %d agenda points", seat, p))
			}
		}
		if v := s.uniqueVictims(nil); len(v) > 0 {
			fail(fmt.Sprintf("a checkpoint skipped uniqueness, which trashes %+v", v))
		}
		if sets := s.memorySets(); len(sets) > 0 {
			fail(fmt.Sprintf("a checkpoint skipped the memory limit, whose appropriate sets are %v", sets))
		}
	}
	return func() { checkQuiet = nil }
}

// CheckStaticsForTest makes every staticInstances compare the abilities
// it kept (State.statics) with staticAbilities now and report a
// difference to fail, until stop is called.
func CheckStaticsForTest(fail func(string)) (stop func()) {
	checkStatics = func(s *State, kept []staticAb) {
		if want := s.staticAbilities(nil); !slices.Equal(kept, want) {
			fail(fmt.Sprintf("staticInstances kept abilities %+v, staticAbilities gives %+v", kept, want))
		}
	}
	return func() { checkStatics = nil }
}

// CheckPaidsForTest makes every anyWindowPaid compare the cards it kept
// (State.paids) with paidCards now and report a difference to fail, until
// stop is called.
func CheckPaidsForTest(fail func(string)) (stop func()) {
	checkPaids = func(s *State, kept []int32) {
		if want := s.paidCards(nil); !slices.Equal(kept, want) {
			fail(fmt.Sprintf("anyWindowPaid kept cards %v, paidCards gives %v", kept, want))
		}
	}
	return func() { checkPaids = nil }
}
