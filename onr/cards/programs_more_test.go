package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's part 2 (issue 26) that the existing
// vocabulary, or one small new op, expresses.

func TestPart2Programs(t *testing.T) {
	const mouse = "use Mouse: Expose a card installed in a fort"
	// mouseTable arranges unrezzed Wall of Static on HQ, a new fort holding
	// an unrezzed Hostile Takeover, and Mouse in the rig; it returns at the
	// Runner's first action with the fort's index.
	mouseTable := func(t *testing.T) (*onrtest.Table, int32) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", false)
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Rig("Mouse")
		})
		return x, fort
	}
	t.Run("Mouse: [action]: expose a card installed in a fort, which the Runner then knows", func(t *testing.T) {
		x, fort := mouseTable(t)
		bits := x.Runner().Bits
		x.Do(runner, mouse)
		passExposeQuestions(x.Do(runner, "expose card 1 in fort 1")) // the Corp has a face-down card in a fort (onr/exposeprevent.go)
		if got := mtFortTitles(x, runner, fort); !slices.Equal(got, []string{"Hostile Takeover"}) {
			t.Errorf("Runner's view of the fort %q", got)
		}
		want(t, "Hostile Takeover face up", x.S.Cards[newest(x, "Hostile Takeover")].FaceUp, false)
		want(t, "Runner bits (no bit cost)", x.Runner().Bits, bits)
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
		want(t, "expose events", countEvents(x, "expose"), 1)
	})
	t.Run("Mouse: ice is installed on a fort, not in it, and is never offered (R407)", func(t *testing.T) {
		x, _ := mouseTable(t)
		x.Do(runner, mouse)
		if got, w := x.Options(runner), []string{"expose card 1 in fort 1", "done"}; !slices.Equal(got, w) {
			t.Fatalf("options %q, want %q", got, w)
		}
	})
	t.Run("Mouse: one card exposed, not two", func(t *testing.T) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Install(fort, "Dieter Esslin", false)
			x.Rig("Mouse")
		})
		x.Do(runner, mouse)
		x.Do(runner, "expose card 1 in fort 1")
		if x.Offered(runner, "expose card 2 in fort 1") {
			t.Errorf("offered a second card to expose")
		}
	})
}

func TestPart2VirusPrograms(t *testing.T) {
	// corpHand fills HQ with five cards and R&D with three.
	corpHand := func(x *onrtest.Table) {
		x.Hand(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
		x.Deck(corp, "Data Wall", "Quandary", "Hunter")
	}
	// accessOn runs on fort ("HQ", "R&D") with no ice and returns how many
	// cards the Runner accessed.
	accessOn := func(x *onrtest.Table, fort string) int {
		x.Events = nil
		x.Do(runner, "run on "+fort)
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		return len(accessed(x))
	}
	t.Run("Vienna 22: a successful run on HQ gives the Corp a Vienna counter, one on R&D none", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { corpHand(x); x.Rig("Vienna 22") })
		accessOn(x, "R&D")
		want(t, "virus kinds after an R&D run", len(x.Corp().Virus), 0)
		accessOn(x, "HQ")
		if len(x.Corp().Virus) != 1 || x.Corp().Virus[0].N != 1 {
			t.Fatalf("Corp virus counters %+v, want one Vienna counter", x.Corp().Virus)
		}
	})
	for _, tc := range []struct {
		name     string
		fort     string
		counters int32
		accessed int
	}{
		{"Vienna 22: with no counter a run on HQ accesses one card", "HQ", 0, 1},
		{"Vienna 22: each Vienna counter accesses one more card from HQ", "HQ", 2, 3},
		{"Vienna 22: Vienna counters access no more cards from R&D", "R&D", 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				corpHand(x)
				if v := x.Rig("Vienna 22")[0]; tc.counters > 0 {
					virus(x, v, tc.counters)
				}
			})
			want(t, "cards accessed", accessOn(x, tc.fort), tc.accessed)
		})
	}
}

func TestPart2TracePrograms(t *testing.T) {
	// The Corp's bid is asked with the trace's limit as its most, the
	// Corp holding more bits than any limit.
	for _, tc := range []struct {
		name  string
		rig   []string
		start func(x *onrtest.Table)
		most  int
	}{
		{"Rabbit: a trace by ice has its limit reduced by 1 (Hunter's Trace 5 bids up to 4)", []string{"Rabbit"}, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Hunter", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
		}, 4},
		{"Rabbit: without Rabbit Hunter's Trace 5 bids up to 5", nil, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Hunter", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
		}, 5},
		{"Rabbit: a trace by a node keeps its limit (Blood Cat's Trace 5 bids up to 5)", []string{"Rabbit"}, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Blood Cat", true)
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Rig(tc.rig...)
			x.Corp().Bits = 20
			tc.start(x)
			x.Corp().Bits = 20
			d := x.Decision(corp)
			want(t, "most the Corp may bid", d.Max, tc.most)
		})
	}
}

func TestPart2CorpTurnViruses(t *testing.T) {
	// corpTurn gives the Corp n counters of program title (none for 0),
	// then, in the Runner's turn, 10 bits, and returns at the Corp's next
	// first action, its start-of-turn effects done, with how many cards HQ
	// held before them.
	corpTurn := func(t *testing.T, title string, n int32) (*onrtest.Table, int) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Deck(corp, filler("Data Wall", 8)...)
			if c := x.Rig(title)[0]; n > 0 {
				virus(x, c, n)
			}
		})
		x.Corp().Bits = 10
		hand := len(x.Corp().Hand)
		x.TakeGains(runner)
		for range 6 {
			if x.Offered(corp, "gain") {
				break
			}
			x.PassAll()
			if opts := x.Options(corp); len(opts) > 0 && !x.Offered(corp, "gain") {
				x.Do(corp, opts[0])
			}
		}
		if !x.Offered(corp, "gain") {
			t.Fatalf("not at the Corp's first action: %s", x.Describe())
		}
		return x, hand
	}
	for _, tc := range []struct {
		name     string
		counters int32
		lost     int32
	}{
		{"Taxman: no counter costs the Corp nothing", 0, 0},
		{"Taxman: one Tax counter costs the Corp nothing", 1, 0},
		{"Taxman: two Tax counters make the Corp lose 1 bit at the start of its turn", 2, 1},
		{"Taxman: five Tax counters make the Corp lose 2 bits (every two)", 5, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := corpTurn(t, "Taxman", tc.counters)
			want(t, "Corp bits", x.Corp().Bits, 10-tc.lost)
		})
	}
	for _, tc := range []struct {
		name     string
		counters int32
		drawn    int
	}{
		{"Skivviss: no counter: the Corp draws its one card", 0, 1},
		{"Skivviss: each Skivviss counter makes the Corp draw one extra card at the start of its turn", 2, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, hand := corpTurn(t, "Skivviss", tc.counters)
			want(t, "cards drawn", len(x.Corp().Hand)-hand, tc.drawn)
			want(t, "Corp actions (not drawn as an action, R459)", x.Corp().Actions, int32(3))
		})
	}
	for _, tc := range []struct {
		name     string
		counters int32
		trashed  int
	}{
		{"Cascade: one Cascade counter trashes nothing", 1, 0},
		{"Cascade: every two Cascade counters trash the top card of R&D face up at the start of the Corp's turn (R304)", 5, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Deck(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire", "Wall of Static")
				virus(x, x.Rig("Cascade")[0], tc.counters)
			})
			deck := slices.Clone(x.Corp().Deck)
			x.TakeGains(runner)
			for range 6 {
				if x.Offered(corp, "gain") {
					break
				}
				x.PassAll()
				if opts := x.Options(corp); len(opts) > 0 && !x.Offered(corp, "gain") {
					x.Do(corp, opts[0])
				}
			}
			want(t, "cards in the Archives", len(x.Corp().Discard), tc.trashed)
			for _, c := range x.Corp().Discard {
				want(t, "trashed face up", x.S.Cards[c].FaceUp, true)
			}
			// One card drawn and the trashed ones: R&D lost its top cards.
			if got, w := x.Corp().Deck, deck[1+tc.trashed:]; !slices.Equal(got, w) {
				t.Errorf("R&D %v, want %v: cards taken from the top", got, w)
			}
		})
	}
	t.Run("Cascade: a successful run on R&D gives the Corp a Cascade counter, one on HQ none", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Deck(corp, filler("Data Wall", 3)...)
			x.Hand(corp, "Data Wall")
			x.Rig("Cascade")
		})
		for i, fort := range []string{"HQ", "R&D"} {
			x.Do(runner, "run on "+fort)
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
			want(t, "Cascade counters after the run on "+fort, heldCounters(x), int32(i))
		}
	})
	t.Run("Scaldan: each Scaldan counter makes the Corp roll a die at the start of its turn, 5 or 6 giving 1 Bad Publicity, each a separate effect (R447)", func(t *testing.T) {
		const counters = 12
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Deck(corp, filler("Data Wall", 4)...)
			virus(x, x.Rig("Scaldan")[0], counters)
		})
		x.Events = nil
		x.TakeGains(runner)
		for range 3 * counters {
			if x.Offered(corp, "gain") {
				break
			}
			x.PassAll()
			if opts := x.Options(corp); len(opts) > 0 && !x.Offered(corp, "gain") {
				x.Do(corp, opts[0])
			}
		}
		var rolls []int
		for _, e := range x.Events {
			if e.Type == "die" {
				txt := e.For(runnerSeat)
				rolls = append(rolls, int(txt[len(txt)-1]-'0'))
			}
		}
		want(t, "dice rolled", len(rolls), counters)
		high := 0
		for _, r := range rolls {
			if r >= 5 {
				high++
			}
		}
		// The rolls must include a 4, a 5 and a 6 for the range to be pinned.
		for _, r := range []int{4, 5, 6} {
			if !slices.Contains(rolls, r) {
				t.Fatalf("rolls %v lack a %d: choose another number of counters", rolls, r)
			}
		}
		want(t, "Bad Publicity (one per 5 or 6)", x.Corp().BadPub, int32(high))
	})
	for _, tc := range []struct {
		name, program, counter string
		forts                  [2]string // the run that gives no counter, then the one that gives one
	}{
		{"Scaldan: a successful run on HQ gives the Corp a Scaldan counter, one on R&D none", "Scaldan", "Scaldan", [2]string{"R&D", "HQ"}},
		{"Skivviss: a successful run on R&D gives the Corp a Skivviss counter, one on HQ none", "Skivviss", "Skivviss", [2]string{"HQ", "R&D"}},
		{"Taxman: a successful run on HQ gives the Corp a Tax counter, one on R&D none", "Taxman", "Tax", [2]string{"R&D", "HQ"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Deck(corp, filler("Data Wall", 3)...)
				x.Hand(corp, "Data Wall")
				x.Rig(tc.program)
			})
			for i, fort := range tc.forts {
				x.Do(runner, "run on "+fort)
				x.PassAll()
				x.Do(runner, "continue")
				x.PassAll()
				want(t, tc.counter+" counters after the run on "+fort, heldCounters(x), int32(i))
			}
		})
	}
}

// heldCounters returns the virus counters the Corp holds, of every program.
func heldCounters(x *onrtest.Table) int32 {
	var n int32
	for _, v := range x.Corp().Virus {
		n += v.N
	}
	return n
}
