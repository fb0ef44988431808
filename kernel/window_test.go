package kernel

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/datafort/datafort/engine"
)

// The ONR seats, as the window lists them: Runner first (ONR-18.2.1).
const (
	corp   engine.Seat = 0
	runner engine.Seat = 1
)

// step is one move in a window: the seat expected to have priority, and
// whether it acts or passes.
type step struct {
	seat engine.Seat
	act  bool
}

func pass(s engine.Seat) step { return step{seat: s} }
func act(s engine.Seat) step  { return step{seat: s, act: true} }

func (s step) String() string {
	if s.act {
		return fmt.Sprintf("%d acts", s.seat)
	}
	return fmt.Sprintf("%d passes", s.seat)
}

// play runs steps in w, checking before each that its seat has priority and
// that the window closes exactly at the last step when closes is set (and
// not at all otherwise).
func play(t *testing.T, w Window, steps []step, closes bool) Window {
	t.Helper()
	for i, s := range steps {
		if w.Closed() {
			t.Fatalf("step %d (%v): the window is already closed", i, s)
		}
		if got := w.Priority(); got != s.seat {
			t.Fatalf("step %d (%v): seat %d has priority", i, s, got)
		}
		if s.act {
			w.Act()
			continue
		}
		closed := w.Pass()
		if closed != w.Closed() {
			t.Fatalf("step %d: Pass returned %v but Closed is %v", i, closed, w.Closed())
		}
		if want := closes && i == len(steps)-1; closed != want {
			t.Fatalf("step %d (%v): closed %v, want %v", i, s, closed, want)
		}
	}
	if closes && w.Priority() != engine.NoSeat {
		t.Fatalf("a closed window gives priority to seat %d", w.Priority())
	}
	return w
}

func TestWindow(t *testing.T) {
	tests := []struct {
		name   string
		rule   PassRule
		seats  []engine.Seat
		steps  []step
		closes bool // the window closes at the last step; else it stays open
		next   engine.Seat
	}{
		// Rounds: ONR-18.2.1, R025.
		{name: "ONR: the window closes when the Runner then the Corp pass",
			rule: Rounds, seats: []engine.Seat{runner, corp},
			steps: []step{pass(runner), pass(corp)}, closes: true},
		{name: "ONR: the Runner keeps priority while he acts",
			rule: Rounds, seats: []engine.Seat{runner, corp},
			steps: []step{act(runner), act(runner), pass(runner), pass(corp)}, closes: true},
		{name: "ONR: the Runner is asked again after the Corp acts",
			rule: Rounds, seats: []engine.Seat{runner, corp},
			steps: []step{pass(runner), act(corp), pass(corp), pass(runner), pass(corp)}, closes: true},
		{name: "ONR: the Corp keeps priority while it acts, then the Runner is asked",
			rule: Rounds, seats: []engine.Seat{runner, corp},
			steps: []step{pass(runner), act(corp), act(corp), pass(corp)}, next: runner},
		{name: "ONR: each round in which the Corp acts is followed by another",
			rule: Rounds, seats: []engine.Seat{runner, corp},
			steps: []step{pass(runner), act(corp), pass(corp), act(runner), pass(runner), act(corp), pass(corp), pass(runner), pass(corp)}, closes: true},
		{name: "ONR: an act by the Runner, first in the round, asks nobody again",
			rule: Rounds, seats: []engine.Seat{runner, corp},
			steps: []step{act(runner), pass(runner), pass(corp)}, closes: true},
		{name: "rounds of three: an act by the second seat starts a new round after the third passes",
			rule: Rounds, seats: []engine.Seat{2, 0, 1},
			steps: []step{pass(2), act(0), pass(0), pass(1), pass(2), pass(0), pass(1)}, closes: true},
		{name: "rounds of three: an act by the last seat starts a new round",
			rule: Rounds, seats: []engine.Seat{0, 1, 2},
			steps: []step{pass(0), pass(1), act(2), pass(2)}, next: 0},
		{name: "rounds of four (BSO fast-boot seats): a round of passes closes the window",
			rule: Rounds, seats: []engine.Seat{3, 2, 1, 0},
			steps: []step{pass(3), pass(2), pass(1), pass(0)}, closes: true},
		{name: "rounds of four: an act in the middle of the round is answered by a full round",
			rule: Rounds, seats: []engine.Seat{3, 2, 1, 0},
			steps: []step{pass(3), pass(2), act(1), pass(1), pass(0), pass(3), pass(2), pass(1), pass(0)}, closes: true},
		{name: "rounds of one: the only seat closes the window by passing",
			rule: Rounds, seats: []engine.Seat{5},
			steps: []step{act(5), pass(5)}, closes: true},

		// Succession: NSG CR 9.2.7, Neuroscape NS-17.
		{name: "NSG paid-ability window: closes on a pass straight after the other seat's pass",
			rule: Succession, seats: []engine.Seat{corp, runner},
			steps: []step{pass(corp), pass(runner)}, closes: true},
		{name: "NSG paid-ability window: a player who uses an ability gets priority again",
			rule: Succession, seats: []engine.Seat{corp, runner},
			steps: []step{pass(corp), act(runner), act(runner), pass(runner)}, next: corp},
		{name: "NSG paid-ability window: after an act, both must pass in succession",
			rule: Succession, seats: []engine.Seat{corp, runner},
			steps: []step{pass(corp), act(runner), pass(runner), pass(corp)}, closes: true},
		{name: "NSG paid-ability window: a pass, an act and a pass do not close it",
			rule: Succession, seats: []engine.Seat{corp, runner},
			steps: []step{act(corp), pass(corp), act(runner), pass(runner)}, next: corp},
		{name: "Neuroscape swift check: the creator is not asked; the other three pass in turn order",
			rule: Succession, seats: []engine.Seat{2, 3, 0}, // creator 1
			steps: []step{pass(2), pass(3), pass(0)}, closes: true},
		{name: "Neuroscape swift check: priority wraps round to the seats already passed",
			rule: Succession, seats: []engine.Seat{2, 3, 0},
			steps: []step{pass(2), act(3), pass(3), pass(0), pass(2)}, closes: true},
		{name: "succession of three: a late act needs every seat to pass again",
			rule: Succession, seats: []engine.Seat{0, 1, 2},
			steps: []step{pass(0), pass(1), act(2), pass(2), pass(0)}, next: 1},
		{name: "succession of four: four passes in a row close it",
			rule: Succession, seats: []engine.Seat{1, 2, 3, 0},
			steps: []step{pass(1), act(2), pass(2), pass(3), pass(0), pass(1)}, closes: true},

		// OnePassEach: NSG CR 9.2.8.
		{name: "NSG reaction window: each player passes once and it closes",
			rule: OnePassEach, seats: []engine.Seat{runner, corp},
			steps: []step{pass(runner), pass(corp)}, closes: true},
		{name: "NSG reaction window: a pass is final even after the other player acts",
			rule: OnePassEach, seats: []engine.Seat{runner, corp},
			steps: []step{pass(runner), act(corp), act(corp), pass(corp)}, closes: true},
		{name: "NSG reaction window: a player keeps priority until it passes",
			rule: OnePassEach, seats: []engine.Seat{corp, runner},
			steps: []step{act(corp), act(corp), pass(corp), act(runner)}, next: runner},
		{name: "one pass each of three: the order given is kept",
			rule: OnePassEach, seats: []engine.Seat{1, 0, 2},
			steps: []step{pass(1), act(0), pass(0), pass(2)}, closes: true},
		{name: "one pass each of four: the last seat's pass closes it",
			rule: OnePassEach, seats: []engine.Seat{0, 1, 2, 3},
			steps: []step{pass(0), pass(1), act(2), pass(2), act(3), pass(3)}, closes: true},
		{name: "one pass each of eight seats",
			rule: OnePassEach, seats: []engine.Seat{7, 6, 5, 4, 3, 2, 1, 0},
			steps: []step{pass(7), pass(6), pass(5), pass(4), pass(3), pass(2), pass(1), pass(0)}, closes: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := NewWindow(tt.rule, tt.seats...)
			if w.Rule() != tt.rule || !slices.Equal(w.Seats(), tt.seats) {
				t.Fatalf("window %v over %v, want %v over %v", w.Rule(), w.Seats(), tt.rule, tt.seats)
			}
			w = play(t, w, tt.steps, tt.closes)
			if !tt.closes && w.Priority() != tt.next {
				t.Errorf("seat %d has priority, want seat %d", w.Priority(), tt.next)
			}
			roundTrip(t, w)
		})
	}
}

// roundTrip checks that w survives JSON unchanged.
func roundTrip(t *testing.T, w Window) {
	t.Helper()
	b, err := json.Marshal(w)
	if err != nil {
		t.Fatal(err)
	}
	var back Window
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("unmarshal %s: %v", b, err)
	}
	if back != w {
		t.Fatalf("JSON %s round-trips to %+v, want %+v", b, back, w)
	}
}

func TestWindowIsPlainData(t *testing.T) {
	t.Run("a copy continues independently", func(t *testing.T) {
		w := NewWindow(Rounds, runner, corp)
		w.Pass()
		c := w
		c.Act()
		c.Pass()
		if w.Priority() != corp || w.Closed() {
			t.Fatalf("the original moved on with its copy: priority %d closed %v", w.Priority(), w.Closed())
		}
		if c.Priority() != runner {
			t.Fatalf("the copy gives priority to %d, want the Runner again", c.Priority())
		}
	})
	t.Run("every state on the way round-trips through JSON", func(t *testing.T) {
		for _, rule := range []PassRule{Rounds, Succession, OnePassEach} {
			w := NewWindow(rule, 3, 1, 2)
			roundTrip(t, w)
			for i := 0; !w.Closed() && i < 20; i++ {
				if i%3 == 1 && i < 6 {
					w.Act()
				} else {
					w.Pass()
				}
				roundTrip(t, w)
			}
			if !w.Closed() {
				t.Fatalf("%v window did not close", rule)
			}
		}
	})
	t.Run("the zero window is closed and round-trips", func(t *testing.T) {
		var w Window
		if !w.Closed() || w.Priority() != engine.NoSeat || !w.Pass() {
			t.Fatal("the zero window is open")
		}
		roundTrip(t, w)
	})
	t.Run("a window over no seats is closed at once", func(t *testing.T) {
		w := NewWindow(Succession)
		if !w.Closed() || w.Priority() != engine.NoSeat {
			t.Fatal("an empty window is open")
		}
		roundTrip(t, w)
	})
	t.Run("acting or passing in a closed window changes nothing", func(t *testing.T) {
		w := NewWindow(OnePassEach, 0)
		w.Pass()
		c := w
		c.Act()
		if !c.Pass() || c != w {
			t.Fatalf("closed window changed: %+v -> %+v", w, c)
		}
	})
	t.Run("a window over the largest seats keeps them and round-trips", func(t *testing.T) {
		w := NewWindow(Rounds, MaxSeat, 0, 200)
		if got := w.Seats(); !slices.Equal(got, []engine.Seat{MaxSeat, 0, 200}) || w.Priority() != MaxSeat {
			t.Fatalf("seats %v, priority %d", got, w.Priority())
		}
		roundTrip(t, w)
		b, _ := w.AppendBinary(nil)
		var back Window
		if _, err := back.DecodeBinary(b); err != nil || back != w {
			t.Fatalf("binary round-trip: %+v, %v; want %+v", back, err, w)
		}
	})
	t.Run("a window is a small value: its seats are bytes", func(t *testing.T) {
		if n := unsafe.Sizeof(Window{}); n > 20 {
			t.Fatalf("a Window is %d bytes, want at most 20", n)
		}
	})
	t.Run("JSON names the rule by its number and lists only the seats", func(t *testing.T) {
		b, _ := json.Marshal(NewWindow(Succession, 2, 0))
		if want := `{"rule":2,"seats":[2,0],"at":0}`; string(b) != want {
			t.Fatalf("JSON %s, want %s", b, want)
		}
	})
}

func TestWindowRejectsImpossibleJSON(t *testing.T) {
	for _, tt := range []struct {
		name, json string
	}{
		{"an unknown rule", `{"rule":9,"seats":[0,1],"at":0}`},
		{"a zero rule with seats", `{"rule":0,"seats":[0,1],"at":0}`},
		{"priority past the last seat", `{"rule":1,"seats":[0,1],"at":2}`},
		{"negative priority", `{"rule":1,"seats":[0,1],"at":-1}`},
		{"a seat listed twice", `{"rule":2,"seats":[1,1],"at":0}`},
		{"a negative seat", `{"rule":2,"seats":[0,-1],"at":0}`},
		{"a seat above MaxSeat", `{"rule":2,"seats":[0,256],"at":0}`},
		{"nine seats", `{"rule":3,"seats":[0,1,2,3,4,5,6,7,8],"at":0}`},
		{"more passes in succession than seats", `{"rule":2,"seats":[0,1],"at":0,"passes":3}`},
		{"every seat passed in succession but open", `{"rule":2,"seats":[0,1],"at":0,"passes":2}`},
		{"passes counted under rounds", `{"rule":1,"seats":[0,1],"at":1,"passes":1}`},
		{"a new round pending at the first seat", `{"rule":1,"seats":[0,1],"at":0,"reopen":true}`},
		{"a rounds window closed before its last seat", `{"rule":1,"seats":[0,1],"at":0,"closed":true}`},
		{"an empty window with priority", `{"rule":3,"seats":[],"at":1}`},
		{"not JSON", `[1,2]`},
	} {
		t.Run("a window with "+tt.name+" is refused", func(t *testing.T) {
			var w Window
			err := json.Unmarshal([]byte(tt.json), &w)
			if err == nil {
				t.Fatalf("Unmarshal(%s) accepted %+v", tt.json, w)
			}
			if !strings.Contains(err.Error(), "kernel: window") {
				t.Errorf("error %q does not say it is about a window", err)
			}
		})
	}
}

func TestNewWindowPanicsOnBadSeats(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rule  PassRule
		seats []engine.Seat
	}{
		{"no rule", 0, []engine.Seat{0}},
		{"nine seats", Rounds, []engine.Seat{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{"a seat twice", Rounds, []engine.Seat{0, 1, 0}},
		{"NoSeat", Succession, []engine.Seat{engine.NoSeat}},
		{"seat 256, above MaxSeat", Rounds, []engine.Seat{0, MaxSeat + 1}},
	} {
		t.Run("a window with "+tt.name+" is a bug", func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Fatal("NewWindow did not panic")
				}
			}()
			NewWindow(tt.rule, tt.seats...)
		})
	}
}

func TestPassRule(t *testing.T) {
	rules := []PassRule{Rounds, Succession, OnePassEach}
	t.Run("the rules have distinct, non-zero values and names", func(t *testing.T) {
		values, names := map[PassRule]bool{}, map[string]bool{}
		for _, r := range rules {
			if r == 0 || values[r] || names[r.String()] {
				t.Errorf("rule %d (%v) is zero or repeats a value or name", uint8(r), r)
			}
			values[r], names[r.String()] = true, true
		}
	})
	t.Run("the saved values never change", func(t *testing.T) {
		want := map[PassRule]uint8{Rounds: 1, Succession: 2, OnePassEach: 3}
		for _, r := range rules {
			if uint8(r) != want[r] {
				t.Errorf("%v is %d, saved games have %d", r, uint8(r), want[r])
			}
		}
	})
	t.Run("an unknown rule names its number", func(t *testing.T) {
		if got := PassRule(0).String(); got != "PassRule(0)" {
			t.Errorf("String() = %q", got)
		}
	})
}

func TestWindowReopen(t *testing.T) {
	for _, rule := range []PassRule{Rounds, Succession, OnePassEach} {
		t.Run(fmt.Sprintf("a %v window reopened starts over from its first seat, its binding kept", rule), func(t *testing.T) {
			var c Core
			c.PushWindow(Frame{}, NewWindow(rule, 2, 0, 1))
			w := c.Window()
			w.Pass()
			w.Act()
			for !w.Closed() {
				w.Pass()
			}
			w.Reopen()
			if w.Closed() || w.Priority() != 2 || c.WindowFrame(0) != 0 {
				t.Fatalf("reopened: closed %v, priority %d, frame %d", w.Closed(), w.Priority(), c.WindowFrame(0))
			}
			want := NewWindow(rule, 2, 0, 1)
			want.owner = 1
			if *w != want {
				t.Fatalf("reopened %+v, want a new window %+v", *w, want)
			}
			play(t, *w, []step{pass(2), pass(0), pass(1)}, true)
		})
	}
	t.Run("a window over no seats stays closed", func(t *testing.T) {
		w := NewWindow(Succession)
		w.Reopen()
		if !w.Closed() {
			t.Fatal("opened")
		}
	})
}

// TestPassWithinIsPassWhereItPasses: Window.PassWithin, Pass's usual case
// alone, leaves the window as Pass leaves it wherever it reports a pass,
// and changes nothing wherever it does not, at every state of windows of
// each rule played through with acts and passes.
func TestPassWithinIsPassWhereItPasses(t *testing.T) {
	for _, rule := range []PassRule{Rounds, Succession, OnePassEach} {
		t.Run("in a "+rule.String()+" window, PassWithin is Pass or nothing", func(t *testing.T) {
			w := NewWindow(rule, 3, 1, 2)
			within := 0
			for i := 0; !w.Closed() && i < 20; i++ {
				got, want := w, w
				if got.PassWithin() {
					within++
					if closed := want.Pass(); closed || got != want {
						t.Fatalf("step %d: PassWithin gives %+v, Pass %+v (closed %v)", i, got, want, closed)
					}
				} else if got != w {
					t.Fatalf("step %d: PassWithin passed nothing but changed %+v to %+v", i, w, got)
				}
				if i%3 == 1 && i < 6 {
					w.Act()
				} else {
					w.Pass()
				}
			}
			if rule == Rounds && within == 0 {
				t.Fatal("PassWithin never passed in a rounds window")
			}
		})
	}
}
