package kernel_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The occurrences and values of the test game.
const (
	evTurnEnd      kernel.EventType = 1
	evAction       kernel.EventType = 2
	evEncounter    kernel.EventType = 3 // an encounter begins
	evEncounterEnd kernel.EventType = 4
	evPassed       kernel.EventType = 5 // Obj: the ice passed
	evRunEnds      kernel.EventType = 6

	modStrength kernel.ModKind = 1
	modNoRun    kernel.ModKind = 2
)

// occ is an occurrence of type ty by seat, concerning obj.
func occ(ty kernel.EventType, seat engine.Seat, obj int32) kernel.Occurrence {
	return kernel.Occurrence{Type: ty, Seat: seat, Obj: obj}
}

// srcs returns the Src of each lasting effect of ls, in order.
func srcs(ls []kernel.Lasting) []int32 {
	out := []int32{}
	for _, l := range ls {
		out = append(out, l.Src)
	}
	return out
}

func TestLasting(t *testing.T) {
	type emit struct {
		o     kernel.Occurrence
		fired []int32 // Src of the delayed triggers it fires, in order
		left  []int32 // Src of the lasting effects left after it
	}
	for _, tt := range []struct {
		name    string
		lasting []kernel.Lasting
		emits   []emit
	}{
		{
			name:    "an effect lasts until an occurrence of Until, which ends it",
			lasting: []kernel.Lasting{{Src: 1, Mod: modStrength, N: 2, Until: evTurnEnd}},
			emits: []emit{
				{o: occ(evAction, alice, 0), left: []int32{1}},
				{o: occ(evTurnEnd, alice, 0), left: []int32{}},
			},
		},
		{
			name:    "an effect with Count lasts until the Count-th occurrence of Until",
			lasting: []kernel.Lasting{{Src: 1, Mod: modNoRun, Until: evAction, Count: 3}},
			emits: []emit{
				{o: occ(evAction, bob, 0), left: []int32{1}},
				{o: occ(evTurnEnd, bob, 0), left: []int32{1}},
				{o: occ(evAction, bob, 0), left: []int32{1}},
				{o: occ(evAction, alice, 0), left: []int32{}},
			},
		},
		{
			name:    "a Count below 1 is taken as 1",
			lasting: []kernel.Lasting{{Src: 1, Until: evAction, Count: -2}},
			emits:   []emit{{o: occ(evAction, bob, 0), left: []int32{}}},
		},
		{
			name: "Mine: only occurrences by the effect's seat count towards its end",
			lasting: []kernel.Lasting{
				{Src: 1, Seat: bob, Mod: modNoRun, Until: evAction, Count: 2, Mine: true},
				{Src: 2, Seat: bob, Mod: modNoRun, Until: evAction, Count: 2},
			},
			emits: []emit{
				{o: occ(evAction, alice, 0), left: []int32{1, 2}},
				{o: occ(evAction, alice, 0), left: []int32{1}},
				{o: occ(evAction, bob, 0), left: []int32{1}},
				{o: occ(evAction, bob, 0), left: []int32{}},
			},
		},
		{
			name: "Starts: an effect is dormant until an occurrence of Starts; while dormant nothing ends it",
			lasting: []kernel.Lasting{
				{Src: 1, Mod: modNoRun, Starts: evEncounter, Until: evEncounterEnd},
			},
			emits: []emit{
				{o: occ(evEncounterEnd, bob, 0), left: []int32{1}}, // the encounter in progress ends: not the next one
				{o: occ(evEncounter, bob, 0), left: []int32{1}},
				{o: occ(evEncounterEnd, bob, 0), left: []int32{}},
			},
		},
		{
			name: "a delayed trigger fires once, at the first occurrence of On, and is gone",
			lasting: []kernel.Lasting{
				{Src: 1, On: evEncounterEnd, Ref: kernel.Builtin("end-run"), Until: evRunEnds},
			},
			emits: []emit{
				{o: occ(evAction, bob, 0), left: []int32{1}},
				{o: occ(evEncounterEnd, bob, 0), fired: []int32{1}, left: []int32{}},
				{o: occ(evEncounterEnd, bob, 0), left: []int32{}},
			},
		},
		{
			name: "a delayed trigger with Obj fires only for an occurrence concerning that object",
			lasting: []kernel.Lasting{
				{Src: 1, On: evPassed, Obj: 7, Until: evRunEnds},
				{Src: 2, On: evPassed, Until: evRunEnds},
			},
			emits: []emit{
				{o: occ(evPassed, bob, 8), fired: []int32{2}, left: []int32{1}},
				{o: occ(evPassed, bob, 7), fired: []int32{1}, left: []int32{}},
			},
		},
		{
			name: "delayed triggers fire in the order they were made, the others staying in order",
			lasting: []kernel.Lasting{
				{Src: 3, On: evTurnEnd, Until: evRunEnds},
				{Src: 1, Mod: modStrength, Until: evRunEnds},
				{Src: 2, On: evTurnEnd, Until: evRunEnds},
				{Src: 4, Mod: modStrength, Until: evRunEnds},
			},
			emits: []emit{{o: occ(evTurnEnd, alice, 0), fired: []int32{3, 2}, left: []int32{1, 4}}},
		},
		{
			name:    "a delayed trigger ends unfired at its Until",
			lasting: []kernel.Lasting{{Src: 1, On: evEncounterEnd, Until: evRunEnds}},
			emits: []emit{
				{o: occ(evRunEnds, bob, 0), left: []int32{}},
				{o: occ(evEncounterEnd, bob, 0), left: []int32{}},
			},
		},
		{
			name:    "a dormant delayed trigger does not fire until it has started",
			lasting: []kernel.Lasting{{Src: 1, On: evEncounterEnd, Starts: evEncounter, Until: evRunEnds}},
			emits: []emit{
				{o: occ(evEncounterEnd, bob, 0), left: []int32{1}},
				{o: occ(evEncounter, bob, 0), left: []int32{1}},
				{o: occ(evEncounterEnd, bob, 0), fired: []int32{1}, left: []int32{}},
			},
		},
		{
			name:    "a dormant effect starts only at an occurrence of Starts, not at another occurrence",
			lasting: []kernel.Lasting{{Src: 1, On: evEncounterEnd, Starts: evEncounter, Until: evRunEnds}},
			emits: []emit{
				{o: occ(evAction, bob, 0), left: []int32{1}},
				{o: occ(evPassed, bob, 7), left: []int32{1}},
				{o: occ(evEncounterEnd, bob, 0), left: []int32{1}}, // still dormant: it does not fire
				{o: occ(evEncounter, bob, 0), left: []int32{1}},
				{o: occ(evEncounterEnd, bob, 0), fired: []int32{1}, left: []int32{}},
			},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var c kernel.Core
			for _, l := range tt.lasting {
				c.AddLasting(l)
			}
			for i, e := range tt.emits {
				fired := c.Emit(e.o)
				if got := srcs(fired); !slices.Equal(got, e.fired) {
					t.Fatalf("occurrence %d (%+v) fired %v, want %v", i, e.o, got, e.fired)
				}
				if got := srcs(c.Lasting); !slices.Equal(got, e.left) {
					t.Fatalf("occurrence %d (%+v) left %v, want %v", i, e.o, got, e.left)
				}
			}
		})
	}
	t.Run("a fired delayed trigger comes back as made: its program, op and seat", func(t *testing.T) {
		var c kernel.Core
		l := kernel.Lasting{Src: 5, Seat: bob, On: evPassed, Ref: kernel.Builtin("later"), PC: 2, Until: evRunEnds, Count: 1}
		c.AddLasting(l)
		if fired := c.Emit(occ(evPassed, alice, 9)); len(fired) != 1 || fired[0] != l {
			t.Fatalf("fired %+v, want %+v", fired, l)
		}
	})
	t.Run("an effect is Active only once it has started", func(t *testing.T) {
		var c kernel.Core
		c.AddLasting(kernel.Lasting{Src: 1, Starts: evEncounter, Until: evRunEnds})
		if c.Lasting[0].Active() {
			t.Fatalf("a dormant effect is active")
		}
		c.Emit(occ(evAction, bob, 0))
		if c.Lasting[0].Active() {
			t.Fatalf("a dormant effect is active after an occurrence other than its Starts")
		}
		c.Emit(occ(evEncounter, bob, 0))
		if !c.Lasting[0].Active() {
			t.Fatalf("a started effect is not active")
		}
	})
	t.Run("AddLasting takes a Count below 1 as 1 and keeps any other as given", func(t *testing.T) {
		for count, want := range map[int32]int32{-2: 1, 0: 1, 1: 1, 6: 6} {
			var c kernel.Core
			c.AddLasting(kernel.Lasting{Until: evAction, Count: count})
			if c.Lasting[0].Count != want {
				t.Errorf("Count %d is stored as %d, want %d", count, c.Lasting[0].Count, want)
			}
		}
	})
}

func TestForget(t *testing.T) {
	for _, tt := range []struct {
		name     string
		obj      int32
		left     []int32 // Src of the lasting effects left
		usesLeft []int32 // Obj of the use limits left
	}{
		{"forgetting an object ends the effects bound to it and its use limits, and nothing else", 7, []int32{2, 7, 4}, []int32{8}},
		{"forgetting another object leaves these alone", 8, []int32{1, 2, 7, 4}, []int32{7}},
		{"forgetting object 0 forgets nothing, though effects bound to no object have Obj 0", 0, []int32{1, 2, 7, 4}, []int32{7, 8}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var c kernel.Core
			c.AddLasting(kernel.Lasting{Src: 1, Mod: modStrength, Obj: 7, Until: evTurnEnd})
			c.AddLasting(kernel.Lasting{Src: 2, Mod: modStrength, Until: evTurnEnd})     // bound to no object
			c.AddLasting(kernel.Lasting{Src: 7, Mod: modNoRun, Until: evTurnEnd})        // made by 7, bound to none: it stays
			c.AddLasting(kernel.Lasting{Src: 4, On: evPassed, Obj: 9, Until: evRunEnds}) // another object's
			c.MarkUsed(7, 0, 1, evTurnEnd)
			c.MarkUsed(8, 0, 1, evTurnEnd)
			c.Forget(tt.obj)
			if got := srcs(c.Lasting); !slices.Equal(got, tt.left) {
				t.Errorf("lasting effects left %v, want %v", got, tt.left)
			}
			var uses []int32
			for _, u := range c.Uses {
				uses = append(uses, u.Obj)
			}
			if !slices.Equal(uses, tt.usesLeft) {
				t.Errorf("use limits left %v, want %v", uses, tt.usesLeft)
			}
		})
	}
	t.Run("forgetting the object of a delayed trigger means it never fires", func(t *testing.T) {
		var c kernel.Core
		c.AddLasting(kernel.Lasting{Src: 1, On: evPassed, Obj: 9, Until: evRunEnds})
		c.Forget(9)
		if fired := c.Emit(occ(evPassed, bob, 9)); len(fired) != 0 {
			t.Fatalf("fired %+v", fired)
		}
	})
}

func TestUses(t *testing.T) {
	t.Run("an ability not yet used has been used 0 times", func(t *testing.T) {
		var c kernel.Core
		if n := c.Used(3, 0); n != 0 {
			t.Fatalf("Used = %d", n)
		}
	})
	t.Run("uses add up per object and ability", func(t *testing.T) {
		var c kernel.Core
		c.MarkUsed(3, 0, 1, evTurnEnd)
		c.MarkUsed(3, 0, 2, evTurnEnd)
		c.MarkUsed(3, 1, 1, evTurnEnd)
		c.MarkUsed(4, 0, 5, evTurnEnd)
		for _, tt := range []struct {
			obj  int32
			ab   int16
			want int32
		}{{3, 0, 3}, {3, 1, 1}, {4, 0, 5}, {4, 1, 0}, {5, 0, 0}} {
			if got := c.Used(tt.obj, tt.ab); got != tt.want {
				t.Errorf("Used(%d, %d) = %d, want %d", tt.obj, tt.ab, got, tt.want)
			}
		}
	})
	t.Run("uses are forgotten at their Until and only then", func(t *testing.T) {
		var c kernel.Core
		c.MarkUsed(3, 0, 1, evTurnEnd)
		c.MarkUsed(4, 0, 1, evRunEnds)
		c.Emit(occ(evAction, alice, 3))
		if c.Used(3, 0) != 1 || c.Used(4, 0) != 1 {
			t.Fatalf("an action forgot uses: %+v", c.Uses)
		}
		c.Emit(occ(evRunEnds, alice, 0))
		if c.Used(3, 0) != 1 || c.Used(4, 0) != 0 {
			t.Fatalf("after the run: %+v", c.Uses)
		}
		c.Emit(occ(evTurnEnd, bob, 0))
		if c.Used(3, 0) != 0 || len(c.Uses) != 0 {
			t.Fatalf("after the turn: %+v", c.Uses)
		}
		c.MarkUsed(3, 0, 1, evTurnEnd)
		if c.Used(3, 0) != 1 {
			t.Fatalf("a use after the limit ended counts from 0 again: %d", c.Used(3, 0))
		}
	})
	// At a 2v2 table, seats 0 and 2 are teammates: each character's limit
	// lasts until its own controller's next Refresh (NS-9.2.2).
	const evRefresh = evTurnEnd
	for _, tt := range []struct {
		name     string
		refresh  []engine.Seat // the seats whose Refresh happens, in order
		want0    int32         // uses left of seat 0's character (obj 10)
		want2    int32         // uses left of seat 2's character (obj 12)
		wantLeft int
	}{
		{"another player's Refresh, even a teammate's, ends no seat's limit", []engine.Seat{1, 3}, 1, 1, 2},
		{"a seat's own Refresh ends its limit only", []engine.Seat{1, 2}, 1, 0, 1},
		{"each seat's Refresh ends its own limit", []engine.Seat{2, 3, 0}, 0, 0, 0},
	} {
		t.Run("per seat: "+tt.name, func(t *testing.T) {
			var c kernel.Core
			c.MarkUsedBy(0, 10, 0, 1, evRefresh)
			c.MarkUsedBy(2, 12, 0, 1, evRefresh)
			for _, s := range tt.refresh {
				c.Emit(occ(evRefresh, s, 0))
			}
			if c.Used(10, 0) != tt.want0 || c.Used(12, 0) != tt.want2 || len(c.Uses) != tt.wantLeft {
				t.Fatalf("uses %+v, want %d of seat 0's and %d of seat 2's", c.Uses, tt.want0, tt.want2)
			}
		})
	}
	t.Run("per seat: a limit already counting keeps its seat and end", func(t *testing.T) {
		var c kernel.Core
		c.MarkUsedBy(0, 10, 0, 1, evRefresh)
		c.MarkUsedBy(0, 10, 0, 1, evRefresh)
		if want := []kernel.Use{{Obj: 10, N: 2, Until: evRefresh, Seat: 0, Mine: true}}; !slices.Equal(c.Uses, want) {
			t.Fatalf("uses %+v, want %+v", c.Uses, want)
		}
	})
}

// TestEveryAndMine: a delayed trigger with Every fires at each occurrence
// and stays; with Mine only occurrences by its seat fire it; one without
// Every fires once and ends.
func TestEveryAndMine(t *testing.T) {
	for _, tc := range []struct {
		name  string
		l     kernel.Lasting
		emits []kernel.Occurrence
		fired int
		stays bool
	}{
		{"a counter fires at each encounter and stays", kernel.Lasting{Src: 1, Seat: 1, On: evEncounter, Every: true},
			[]kernel.Occurrence{occ(evEncounter, 1, 0), occ(evEncounter, 1, 0), occ(evEncounter, 0, 0)}, 3, true},
		{"with Mine, only its seat's occurrences fire it", kernel.Lasting{Src: 1, Seat: 1, On: evEncounter, Every: true, Mine: true},
			[]kernel.Occurrence{occ(evEncounter, 0, 0), occ(evEncounter, 1, 0), occ(evEncounter, 0, 0)}, 1, true},
		{"without Every it fires once and ends", kernel.Lasting{Src: 1, Seat: 1, On: evEncounter},
			[]kernel.Occurrence{occ(evEncounter, 1, 0), occ(evEncounter, 1, 0)}, 1, false},
		{"an Every trigger still ends at its Until", kernel.Lasting{Src: 1, Seat: 1, On: evEncounter, Every: true, Until: evRunEnds},
			[]kernel.Occurrence{occ(evEncounter, 1, 0), occ(evRunEnds, 1, 0), occ(evEncounter, 1, 0)}, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c kernel.Core
			c.AddLasting(tc.l)
			fired := 0
			for _, o := range tc.emits {
				fired += len(c.Emit(o))
			}
			if fired != tc.fired || (len(c.Lasting) == 1) != tc.stays {
				t.Errorf("fired %d times, %d lasting left; want %d, stays %v", fired, len(c.Lasting), tc.fired, tc.stays)
			}
		})
	}
}

// emitLongWay is Core.Emit as it was before its first walk (the effects
// before the first that the occurrence touches are found without writing):
// every effect through the switch, compacted as it goes.
func emitLongWay(c *kernel.Core, o kernel.Occurrence) (fired []kernel.Lasting) {
	if o.Type == 0 {
		return nil
	}
	n := 0
	for i := range c.Lasting {
		l := &c.Lasting[i]
		switch {
		case l.Starts != 0:
			if l.Starts == o.Type {
				l.Starts = 0
			}
		case l.On != 0 && l.On == o.Type && (l.Obj == 0 || l.Obj == o.Obj) && (!l.Mine || l.Seat == o.Seat):
			fired = append(fired, *l)
			if !l.Every {
				continue
			}
		case l.Until == o.Type && (!l.Mine || l.Seat == o.Seat):
			if l.Count--; l.Count <= 0 {
				continue
			}
		}
		if n != i {
			c.Lasting[n] = *l
		}
		n++
	}
	c.Lasting = c.Lasting[:n]
	uses := c.Uses[:0]
	for _, u := range c.Uses {
		if u.Until != o.Type || (u.Mine && u.Seat != o.Seat) {
			uses = append(uses, u)
		}
	}
	c.Uses = uses
	return fired
}

// TestEmitIsTheLongWay: Emit, which walks past the effects an occurrence
// does not touch before its compacting loop, leaves the lasting effects
// and use limits and fires the delayed triggers the long way does
// (emitLongWay), for lists where the first touched effect is first, in the
// middle, last or missing, of every kind (dormant, delayed, counted, mine),
// with random lists besides.
func TestEmitIsTheLongWay(t *testing.T) {
	fact := kernel.Lasting{Src: 9, Seat: 1, Mod: modStrength, Until: evTurnEnd, Count: 1, Mine: true}
	ends := kernel.Lasting{Src: 2, Mod: modStrength, Until: evAction, Count: 1}
	counts := kernel.Lasting{Src: 3, Mod: modStrength, Until: evAction, Count: 3}
	dormant := kernel.Lasting{Src: 4, Mod: modStrength, Starts: evEncounter, Until: evAction, Count: 1}
	delayed := kernel.Lasting{Src: 5, On: evAction, Until: evTurnEnd, Count: 1}
	every := kernel.Lasting{Src: 6, On: evAction, Until: evTurnEnd, Count: 1, Every: true}
	mine := kernel.Lasting{Src: 7, Seat: 1, Mod: modStrength, Until: evAction, Count: 1, Mine: true}
	cases := []struct {
		name string
		list []kernel.Lasting
		o    kernel.Occurrence
	}{
		{"nothing touched keeps every effect", []kernel.Lasting{fact, fact, fact}, occ(evAction, 0, 0)},
		{"the first effect ending", []kernel.Lasting{ends, fact, fact}, occ(evAction, 0, 0)},
		{"an effect ending in the middle", []kernel.Lasting{fact, ends, fact}, occ(evAction, 0, 0)},
		{"the last effect ending", []kernel.Lasting{fact, fact, ends}, occ(evAction, 0, 0)},
		{"an effect counting down after facts", []kernel.Lasting{fact, counts, ends, fact}, occ(evAction, 0, 0)},
		{"a dormant effect after facts, started by another occurrence", []kernel.Lasting{fact, dormant, ends}, occ(evEncounter, 0, 0)},
		{"a dormant effect after facts, not started", []kernel.Lasting{fact, dormant, ends}, occ(evAction, 0, 0)},
		{"delayed triggers after facts fire", []kernel.Lasting{fact, delayed, every, fact}, occ(evAction, 0, 0)},
		{"an effect of another seat's is kept", []kernel.Lasting{fact, mine, ends}, occ(evAction, 0, 0)},
		{"an effect of the seat's ends", []kernel.Lasting{fact, mine, ends}, occ(evAction, 1, 0)},
		{"the facts end at their occurrence", []kernel.Lasting{fact, ends, fact}, occ(evTurnEnd, 1, 0)},
		{"an empty list", nil, occ(evAction, 0, 0)},
	}
	rng := engine.NewRNG(7)
	pool := []kernel.Lasting{fact, ends, counts, dormant, delayed, every, mine}
	types := []kernel.EventType{evTurnEnd, evAction, evEncounter}
	for i := range 200 {
		var list []kernel.Lasting
		for range rng.IntN(8) {
			list = append(list, pool[rng.IntN(len(pool))])
		}
		cases = append(cases, struct {
			name string
			list []kernel.Lasting
			o    kernel.Occurrence
		}{"random list " + strconv.Itoa(i), list, occ(types[rng.IntN(len(types))], engine.Seat(rng.IntN(2)), 0)})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var short, long kernel.Core
			short.Lasting, long.Lasting = slices.Clone(tc.list), slices.Clone(tc.list)
			use := kernel.Use{Obj: 1, Ability: 1, N: 1, Until: tc.o.Type}
			short.Uses, long.Uses = []kernel.Use{use}, []kernel.Use{use}
			got, want := short.Emit(tc.o), emitLongWay(&long, tc.o)
			if !slices.Equal(got, want) || !slices.Equal(short.Lasting, long.Lasting) || !slices.Equal(short.Uses, long.Uses) {
				t.Fatalf("Emit fired %v and left %v, the long way fired %v and left %v", got, short.Lasting, want, long.Lasting)
			}
		})
	}
}
