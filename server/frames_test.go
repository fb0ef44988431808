package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// shownView is what a table page's view tells of a run: its seq, whether
// its choice took place in a run, whether it is a frame between a batch's
// choices, its log lines and whether it asks a decision.
type shownView struct {
	Seq      int
	Run      bool
	Frame    bool
	Lines    int
	Decision bool
}

func (v shownView) String() string {
	return fmt.Sprintf("{seq %d run %v frame %v lines %d}", v.Seq, v.Run, v.Frame, v.Lines)
}

// TestARunStepsAlikeForEverySeat: a person plays a game whose runs go step
// by step (ONR, NSG) against the heuristic bot through the table pages'
// protocol (html views), a spectator watching. The bots' batches send each
// choice taken in a run as a frame of its own, without a decision; every
// view of a choice taken in a run says so (the page then shows its lines
// one at a time); and the person and the spectator get the same views in
// the same order, frames included, with as many lines each (the same
// frames, so the same time on the page: nothing hidden in the timing).
func TestARunStepsAlikeForEverySeat(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		form map[string]string
		// frames: the bot's batches hold several choices of a run (in
		// NSG the Runner is asked at every step of a run, so a batch of
		// the Corp's holds one choice of it at most).
		frames bool
	}{
		{"ONR: the Runner against the heuristic Corp", map[string]string{"game": "onr", "seat1": "me", "seat0": "bot", "seat0.bot": "heuristic", "seed": "7"}, true},
		{"NSG: the Runner against the heuristic Corp", map[string]string{"game": "nsg", "seat1": "me", "seat0": "bot", "seat0.bot": "heuristic", "seed": "7"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			x := startServer(t, t.TempDir(), Config{Limits: fast, AutoPause: 5 * time.Millisecond})
			b := x.browser()
			form := map[string]string{"spectators": "public", "delay": "0", "name": "ann"}
			for k, v := range tc.form {
				form[k] = v
			}
			id := b.newGame(form)
			spec := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator", "render": "html"})
			defer spec.close()
			me := b.dial("/g/"+id+"/ws", map[string]any{"render": "html"})
			defer me.close()
			var mine, theirs []shownView
			read := func(w *wsClient, into *[]shownView, d time.Duration) (map[string]json.RawMessage, bool) {
				m, ok := w.tryNext("view", d)
				if ok {
					var v struct {
						Seq      int             `json:"seq"`
						Run      bool            `json:"run"`
						Frame    bool            `json:"frame"`
						Log      []logOut        `json:"log"`
						Decision json.RawMessage `json:"decision"`
					}
					raw, _ := json.Marshal(m)
					json.Unmarshal(raw, &v)
					*into = append(*into, shownView{v.Seq, v.Run, v.Frame, len(v.Log), len(v.Decision) > 0})
				}
				return m, ok
			}
			// The connections' first views (their whole logs) are not
			// the game's moves: compare from the next ones.
			read(me, &mine, 10*time.Second)
			read(spec, &theirs, 10*time.Second)
			mine, theirs = nil, nil
			r := bot.NewRandom(7)
			over := false
			for n := 0; n < 400 && !over; n++ {
				for me.last.Decision == nil && me.last.Status != "over" {
					if _, ok := read(me, &mine, 20*time.Second); !ok {
						t.Fatalf("no view with a decision after %d choices", n)
					}
				}
				over = me.last.Status == "over"
				if !over {
					me.send(randomAnswer(r, me, fmt.Sprintf("c%d", n)))
					if _, ok := read(me, &mine, 20*time.Second); !ok {
						t.Fatal("no view after a choice")
					}
				}
			}
			time.Sleep(200 * time.Millisecond) // the last views
			for {
				if _, ok := read(me, &mine, 100*time.Millisecond); !ok {
					break
				}
			}
			for {
				if _, ok := read(spec, &theirs, 100*time.Millisecond); !ok {
					break
				}
			}
			strip := func(vs []shownView) []shownView {
				out := make([]shownView, len(vs))
				for i, v := range vs {
					v.Decision = false
					out[i] = v
				}
				return out
			}
			var frames, runs int
			for _, v := range mine {
				if v.Frame {
					frames++
				}
				if v.Run {
					runs++
				}
			}
			t.Logf("%d views, %d of choices taken in a run, %d frames between a batch's choices", len(mine), runs, frames)
			t.Run("the bots' batches send a run's steps as frames of their own, without a decision", func(t *testing.T) {
				if frames == 0 && tc.frames {
					t.Fatal("no frame was sent")
				}
				for _, v := range mine {
					if v.Frame && (v.Decision || !v.Run) {
						t.Errorf("frame %v asks a decision or is not marked as a run's", v)
					}
				}
			})
			t.Run("the views of choices taken in a run say so", func(t *testing.T) {
				if runs == 0 || runs <= frames {
					t.Errorf("%d views of choices taken in a run, no more than the %d frames", runs, frames)
				}
			})
			t.Run("the person and a spectator get the same views, frames and lines in the same order", func(t *testing.T) {
				a, b := strip(mine), strip(theirs)
				if !slices.Equal(a, b) {
					n := min(len(a), len(b))
					for i := range n {
						if a[i] != b[i] {
							t.Fatalf("view %d: the person's %v, the spectator's %v (of %d and %d)", i, a[i], b[i], len(a), len(b))
						}
					}
					t.Fatalf("the person got %d views, the spectator %d", len(a), len(b))
				}
			})
		})
	}
}

// TestTheGamesWithRunsStepThem: the games whose turns hold runs say where
// a run is (engine.RunStepper), which the server reads to show a run
// step by step.
func TestTheGamesWithRunsStepThem(t *testing.T) {
	for _, name := range []string{"onr", "bso", "nsg"} {
		t.Run(name+" says where its runs are", func(t *testing.T) {
			rs, err := engine.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			setup := engine.Setup{Seed: 1}
			if name == "bso" {
				setup.Options = map[string]string{"players": "4"}
			}
			seats, err := engine.SeatsFor(rs, setup)
			if err != nil {
				t.Fatal(err)
			}
			setup.Decks = make([]string, len(seats))
			g, err := rs.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := g.(engine.RunStepper); !ok {
				t.Errorf("a %s game is no engine.RunStepper", name)
			}
		})
	}
}

// TestTheQuestionIsPutWhenThePagesHaveShownTheRun: the time the table
// pages have shown a commit's views, from which the pause before an
// automatic answer runs (autoanswer.go), is the step pause for each line
// of a view of a choice taken in a run and for each frame (at least one
// step, lines or not), after the views before it.
func TestTheQuestionIsPutWhenThePagesHaveShownTheRun(t *testing.T) {
	const pause = 100 // ms
	ev := func(n int) []engine.Event { return make([]engine.Event, n) }
	rs := stepper{}
	for _, tc := range []struct {
		name   string
		st     runSteps
		events [][]engine.Event
		want   int // steps
	}{
		{"a choice out of any run is shown at once", runSteps{rs: rs}, [][]engine.Event{ev(3)}, 0},
		{"a choice taken in a run takes a step a line", runSteps{rs: rs, run: true}, [][]engine.Event{ev(3)}, 3},
		{"each frame takes a step a line, and one without lines a step", runSteps{rs: rs, run: true, frames: []frameAt{{i: 0}, {i: 1}}},
			[][]engine.Event{ev(2), ev(0), ev(1)}, 2 + 1 + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := tc.st
			later := time.Now().Add(time.Hour) // the pages are still showing earlier views
			got := st.shownAt(later, tc.events, pause).Sub(later)
			if want := time.Duration(tc.want*pause) * time.Millisecond; got != want {
				t.Errorf("shown %v after the views before, want %v", got, want)
			}
		})
	}
}

// stepper is a game's run steps, for TestTheQuestionIsPutWhenThePagesHaveShownTheRun.
type stepper struct{}

func (stepper) RunStep(engine.Seat) string { return "" }

// TestADelayedSpectatorSeesARunStepByStep: a person plays ONR against the
// heuristic bot through the table pages' protocol while a spectator
// watches three choices late. The spectator's game catches up in the
// batches the live game took, shifted, so its views are not the person's;
// but it too gets each choice taken in a run as a view of its own (a frame
// between a catch-up's choices, or the catch-up's last view marked as a
// run's): the choices taken in a run it sees are the person's, up to where
// it has got, and its frames ask no decision.
func TestADelayedSpectatorSeesARunStepByStep(t *testing.T) {
	t.Parallel()
	x := startServer(t, t.TempDir(), Config{Limits: fast, AutoPause: 5 * time.Millisecond})
	b := x.browser()
	id := b.newGame(map[string]string{"game": "onr", "seat1": "me", "seat0": "bot", "seat0.bot": "heuristic", "seed": "7",
		"spectators": "public", "delay": "3", "name": "ann"})
	spec := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator", "render": "html"})
	defer spec.close()
	me := b.dial("/g/"+id+"/ws", map[string]any{"render": "html"})
	defer me.close()
	type seen struct {
		Seq      int             `json:"seq"`
		Run      bool            `json:"run"`
		Frame    bool            `json:"frame"`
		Status   string          `json:"status"`
		Decision json.RawMessage `json:"decision"`
	}
	var mine, theirs []seen
	read := func(w *wsClient, into *[]seen, d time.Duration) bool {
		m, ok := w.tryNext("view", d)
		if ok {
			var v seen
			raw, _ := json.Marshal(m)
			json.Unmarshal(raw, &v)
			*into = append(*into, v)
		}
		return ok
	}
	read(me, &mine, 10*time.Second)
	read(spec, &theirs, 10*time.Second)
	mine, theirs = nil, nil
	r := bot.NewRandom(7)
	over := false
	for n := 0; n < 300 && !over; n++ {
		for me.last.Decision == nil && me.last.Status != "over" {
			if !read(me, &mine, 20*time.Second) {
				t.Fatalf("no view with a decision after %d choices", n)
			}
		}
		over = me.last.Status == "over"
		if !over {
			me.send(randomAnswer(r, me, fmt.Sprintf("c%d", n)))
			if !read(me, &mine, 20*time.Second) {
				t.Fatal("no view after a choice")
			}
		}
	}
	time.Sleep(200 * time.Millisecond)
	for read(me, &mine, 100*time.Millisecond) {
	}
	for read(spec, &theirs, 100*time.Millisecond) {
	}
	// upTo is where the spectator got while the game went on (at its
	// end the spectators see the whole game at once).
	upTo, frames := 0, 0
	runSeqs := func(vs []seen, max int) []int {
		var out []int
		for _, v := range vs {
			if v.Run && v.Status != "over" && v.Seq <= max && !slices.Contains(out, v.Seq) {
				out = append(out, v.Seq)
			}
		}
		return out
	}
	for _, v := range theirs {
		if v.Status != "over" {
			upTo = max(upTo, v.Seq)
		}
		if v.Frame {
			frames++
		}
	}
	t.Logf("the person got %d views, the delayed spectator %d (%d frames) up to choice %d", len(mine), len(theirs), frames, upTo)
	t.Run("the delayed spectator gets a run's steps as frames of their own, without a decision", func(t *testing.T) {
		if frames == 0 {
			t.Fatal("no frame was sent to the delayed spectator")
		}
		for _, v := range theirs {
			if v.Frame && (len(v.Decision) > 0 || !v.Run) {
				t.Errorf("frame %+v asks a decision or is not marked as a run's", v)
			}
		}
	})
	t.Run("the delayed spectator sees the choices taken in a run that the person saw, up to where it got", func(t *testing.T) {
		a, b := runSeqs(mine, upTo), runSeqs(theirs, upTo)
		if len(a) == 0 || !slices.Equal(a, b) {
			t.Errorf("choices taken in a run, to choice %d: the person's %v, the delayed spectator's %v", upTo, a, b)
		}
	})
}
