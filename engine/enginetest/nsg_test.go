package enginetest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// nsgArranged starts an nsg-toy game of len(credits) seats with the given
// credits and nodes (owner, kind), seat 0 active. With begin, seat 0's turn
// is about to begin; otherwise seat 0 has 3 clicks and is asked for an
// action.
func nsgArranged(t *testing.T, begin bool, credits []int32, nodes ...nsgNode) *nsgGame {
	t.Helper()
	g, err := NSGToy{}.New(engine.Setup{Seed: 1, Options: map[string]string{"seats": strconv.Itoa(len(credits)), "target": "20"}})
	if err != nil {
		t.Fatal(err)
	}
	ng := g.(*nsgGame)
	st := &ng.st
	st.Active, st.Credits, st.Nodes, st.NextObj = 0, slices.Clone(credits), nil, 0
	for i := range st.Clicks {
		st.Clicks[i] = 0
	}
	for _, x := range nodes {
		st.NextObj++
		x.ID, x.HP = st.NextObj, nsgNodeHP
		st.Nodes = append(st.Nodes, x)
	}
	st.Lasting, st.Windows, st.Pending = nil, nil, nil
	st.Stack = kernel.Stack{}
	st.Push(kernel.Frame{Kind: nsgFrameTurn, Seat: 0, Step: nsgTurnBegin})
	if !begin {
		st.Clicks[0] = nsgClicks
		st.Frames()[0].Step = nsgTurnAct
	}
	st.advance(false)
	st.events = nil
	if err := ng.Check(); err != nil {
		t.Fatalf("arranged game: %v", err)
	}
	return ng
}

// nsgOptions returns the descriptions of the options of the one pending
// decision, checking that seat is asked.
func nsgOptions(t *testing.T, g *nsgGame, seat engine.Seat) []string {
	t.Helper()
	p := g.Pending()
	if len(p) != 1 || p[0].Seat != seat {
		t.Fatalf("want %s asked, pending %+v", nsgRole(seat), p)
	}
	var out []string
	for i := range p[0].Options {
		out = append(out, g.Describe(p[0], i))
	}
	return out
}

// nsgDo has seat take the option described as what, and returns the
// texts of the events.
func nsgDo(t *testing.T, g *nsgGame, seat engine.Seat, what string) []string {
	t.Helper()
	opts := nsgOptions(t, g, seat)
	i := slices.Index(opts, what)
	if i < 0 {
		t.Fatalf("%s cannot %q: options %q", nsgRole(seat), what, opts)
	}
	ev, err := g.Apply(engine.Choice{Decision: g.Pending()[0].ID, Seat: seat, Option: i})
	if err != nil {
		t.Fatalf("%s: %q: %v", nsgRole(seat), what, err)
	}
	if err := g.Check(); err != nil {
		t.Fatalf("after %s: %q: %v", nsgRole(seat), what, err)
	}
	return texts(ev)
}

// inOrder fails t unless each of want is found in got, in order (other
// texts may come between).
func inOrder(t *testing.T, got []string, want ...string) {
	t.Helper()
	i := 0
	for _, g := range got {
		if i < len(want) && g == want[i] {
			i++
		}
	}
	if i < len(want) {
		t.Fatalf("events\n%q\nlack %q (in order: %q)", got, want[i], want)
	}
}

func TestCheckGameOnNSGToy(t *testing.T) {
	setups := []struct {
		name    string
		options map[string]string
	}{
		{name: "default games"},
		{name: "short games", options: map[string]string{"target": "2", "turns": "6"}},
		{name: "long games", options: map[string]string{"target": "12", "turns": "40"}},
	}
	for n := nsgMinSeats; n <= nsgMaxSeats; n++ {
		for _, s := range setups {
			t.Run(fmt.Sprintf("%s with %d seats keep the engine contract", s.name, n), func(t *testing.T) {
				opts := map[string]string{"seats": strconv.Itoa(n)}
				for k, v := range s.options {
					opts[k] = v
				}
				for seed := range uint64(15) {
					CheckGame(t, NSGToy{}, engine.Setup{Seed: seed, Options: opts}, 3000)
				}
			})
		}
	}
}

func TestNSGCheckpoints(t *testing.T) {
	t.Run("CR 10.3.4, 1.16.3a, 10.3.5: installing pays the click, checkpoint, pays the install cost of 0, checkpoint, installs, checkpoint", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgSpy})
		ev := nsgDo(t, g, 0, "install a wall (0 credits)")
		want := []string{"p0 pays 1 clicks", "checkpoint", "p0 pays 0 credits", "checkpoint", "p0 installs p0's wall #2", "checkpoint"}
		if len(ev) < len(want) || !slices.Equal(ev[:len(want)], want) {
			t.Fatalf("events\n%q\nwant them to start\n%q", ev, want)
		}
	})
	t.Run("CR 1.16.5c, 1.16.3a: an ignored install cost is paid as 0, with its checkpoint", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0})
		ev := nsgDo(t, g, 0, "install a bank (2 credits)")
		want := []string{"p0 pays 1 clicks", "checkpoint", "p0 has no node: it ignores the install cost", "p0 pays 0 credits", "checkpoint", "p0 installs p0's bank #1", "checkpoint"}
		if len(ev) < len(want) || !slices.Equal(ev[:len(want)], want) {
			t.Fatalf("events\n%q\nwant them to start\n%q", ev, want)
		}
		if g.st.Credits[0] != 0 {
			t.Errorf("credits %d", g.st.Credits[0])
		}
	})
	t.Run("CR 10.3.5: every instruction of a program is followed by a checkpoint, the last one too", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgSpy})
		ev := nsgDo(t, g, 0, "score")
		nsgDo(t, g, 0, "pay the additional cost")
		ev = append(ev, nsgDo(t, g, 0, "trash p0's spy #1")...)
		inOrder(t, ev, "p0 pays 1 clicks", "checkpoint", "p0's spy #1 is trashed", "p0 pays 1 nodes trashed", "checkpoint", "p0 scores 2 points, 2 in all", "checkpoint")
	})
	t.Run("CR 10.3.3: no occurrence waits for a checkpoint when a seat is asked", func(t *testing.T) {
		for seed := range uint64(10) {
			g, _ := NSGToy{}.New(engine.Setup{Seed: seed, Options: map[string]string{"seats": "3"}})
			for step := 0; step < 300; step++ {
				if _, over := g.Result(); over {
					break
				}
				ng := g.(*nsgGame)
				if len(ng.st.Occurred) > 0 {
					t.Fatalf("seed %d step %d: %d occurrences not drained", seed, step, len(ng.st.Occurred))
				}
				p := g.Pending()[0]
				if _, err := g.Apply(engine.Choice{Decision: p.ID, Seat: p.Seat, Option: step % max(1, len(p.Options))}); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

func TestNSGOccurrenceBuffer(t *testing.T) {
	t.Run("CR 10.3.1a: an install makes the other seat's spy pending at the checkpoint after it, with the occurrence, its controller and the optional flag", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{5, 0}, nsgNode{Owner: 1, Kind: nsgSpy})
		ev := nsgDo(t, g, 0, "install a bank (2 credits)")
		inOrder(t, ev, "p0 installs p0's bank #2", "checkpoint", "a reaction window opens with 1 pending")
		if n := strings.Count(strings.Join(ev, "|"), "a reaction window opens"); n != 1 {
			t.Errorf("%d reaction windows opened, want 1: %q", n, ev)
		}
		top := g.st.Top()
		want := []kernel.Queued{{Src: 1, Ref: nsgSpyRef, Seat: 1, Optional: true, Occ: kernel.Occurrence{Type: nsgEvInstall, Seat: 0, Obj: 2}}}
		if top.Kind != nsgFrameReaction || !slices.Equal(g.st.Queue(top), want) {
			t.Fatalf("top frame %+v, want a reaction window pending %+v", top, want)
		}
		if len(g.st.Occurred) != 0 {
			t.Errorf("occurrences left after the checkpoint: %+v", g.st.Occurred)
		}
	})
	t.Run("CR 9.6.5b: a spy installed by the instruction sees only later occurrences", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{5, 5})
		ev := nsgDo(t, g, 0, "install a spy (1 credits)")
		if slices.ContainsFunc(ev, func(s string) bool { return strings.HasPrefix(s, "a reaction window") }) {
			t.Errorf("the spy's own install made something pending: %q", ev)
		}
	})
}

func TestNSGLingeringEffects(t *testing.T) {
	t.Run("CR 10.3.1b: a shield until its controller's next turn begins ends at the checkpoint after that, not at the occurrence", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgWall})
		nsgDo(t, g, 0, "shield")
		nsgDo(t, g, 0, "target p0's wall #1")
		if got := g.st.shields(); !slices.Equal(got, []int32{1}) {
			t.Fatalf("shields %v", got)
		}
		nsgDo(t, g, 0, "end the turn")
		if got := g.st.shields(); !slices.Equal(got, []int32{1}) {
			t.Fatalf("shields %v after p0's turn ended: p1's turn is not p0's", got)
		}
		ev := nsgDo(t, g, 1, "end the turn")
		inOrder(t, ev, "p0's turn begins with 3 clicks", "checkpoint", "the shield on p0's wall #1 expires")
		if i, j := slices.Index(ev, "p0's turn begins with 3 clicks"), slices.Index(ev, "the shield on p0's wall #1 expires"); j != i+2 {
			t.Errorf("events %q: the shield should expire in the checkpoint right after the turn begins", ev)
		}
		if len(g.st.Lasting) != 0 {
			t.Errorf("lasting %+v", g.st.Lasting)
		}
	})
	t.Run("CR 10.3.1a, b: at that checkpoint the bank's instance is made pending, then the shields expire in the order they were made, then the reaction window opens", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgWall}, nsgNode{Owner: 0, Kind: nsgBank})
		nsgDo(t, g, 0, "shield")
		nsgDo(t, g, 0, "target p0's bank #2")
		nsgDo(t, g, 0, "shield")
		nsgDo(t, g, 0, "target p0's wall #1")
		if got := g.st.shields(); !slices.Equal(got, []int32{2, 1}) {
			t.Fatalf("shields %v", got)
		}
		nsgDo(t, g, 0, "end the turn")
		ev := nsgDo(t, g, 1, "end the turn")
		want := []string{"p0's turn begins with 3 clicks", "checkpoint", "the shield on p0's bank #2 expires", "the shield on p0's wall #1 expires", "a reaction window opens with 1 pending"}
		i := slices.Index(ev, want[0])
		if i < 0 || len(ev) < i+len(want) || !slices.Equal(ev[i:i+len(want)], want) {
			t.Fatalf("events %q, want in a row %q", ev, want)
		}
		if len(g.st.Lasting) != 0 {
			t.Errorf("lasting %+v", g.st.Lasting)
		}
	})
}

func TestNSGReactionWindow(t *testing.T) {
	// p0's bank (mandatory) pays at p0's turn begin; p1's and p2's spies
	// (optional) may each take 1 when a bank pays another seat.
	arrange := func(t *testing.T) *nsgGame {
		return nsgArranged(t, true, []int32{0, 0, 0}, nsgNode{Owner: 0, Kind: nsgBank}, nsgNode{Owner: 1, Kind: nsgSpy}, nsgNode{Owner: 2, Kind: nsgSpy})
	}
	t.Run("CR 9.2.8e: a seat with a mandatory instance pending cannot pass", func(t *testing.T) {
		g := arrange(t)
		if got := nsgOptions(t, g, 0); !slices.Equal(got, []string{"trigger p0's bank #1"}) {
			t.Fatalf("p0's options %q, want the bank only", got)
		}
	})
	t.Run("CR 10.3.2, 9.1.2a: what a triggered instance causes opens a nested window that closes first", func(t *testing.T) {
		g := arrange(t)
		ev := nsgDo(t, g, 0, "trigger p0's bank #1")
		inOrder(t, ev, "p0's bank #1 pays p0 1 credit", "checkpoint", "a reaction window opens with 2 pending")
		if len(g.st.Windows) != 2 {
			t.Fatalf("%d windows open, want the outer reaction window and the nested one", len(g.st.Windows))
		}
		q := g.st.Queue(g.st.Top())
		if len(q) != 2 || q[0].Seat != 1 || q[1].Seat != 2 || !q[0].Optional || q[0].Occ.Type != nsgEvBankPaid {
			t.Fatalf("nested window pending %+v", q)
		}
	})
	t.Run("CR 9.2.8b: active seat first, then the others in turn order, one pass each; a passed optional instance is lost", func(t *testing.T) {
		g := arrange(t)
		nsgDo(t, g, 0, "trigger p0's bank #1")
		// p0 controls nothing in the nested window: it passes unasked.
		if got := nsgOptions(t, g, 1); !slices.Equal(got, []string{"trigger p1's spy #2", "pass"}) {
			t.Fatalf("p1's options %q", got)
		}
		nsgDo(t, g, 1, "pass")
		ev := nsgDo(t, g, 2, "trigger p2's spy #3")
		inOrder(t, ev, "p2 gains 1 credit", "checkpoint")
		// p1 passed: it is not asked again, and its spy paid nothing; both
		// windows have closed, and so has the paid-ability window, where
		// nobody can pay: p0 is asked for an action.
		if opts := nsgOptions(t, g, 0); len(g.st.Windows) != 0 || !slices.Contains(opts, "end the turn") {
			t.Fatalf("%d windows open, p0 asked %q", len(g.st.Windows), opts)
		}
		if !slices.Equal(g.st.Credits, []int32{1, 0, 1}) {
			t.Errorf("credits %v, want [1 0 1]", g.st.Credits)
		}
	})
}

func TestNSGPaidAbilityWindow(t *testing.T) {
	t.Run("CR 9.2.7: active seat first, priority alternates, it closes when every seat has passed in succession", func(t *testing.T) {
		g := nsgArranged(t, true, []int32{3, 3})
		var asked []engine.Seat
		asked = append(asked, g.Pending()[0].Seat)
		nsgDo(t, g, 0, "pass")
		asked = append(asked, g.Pending()[0].Seat)
		ev := nsgDo(t, g, 1, "invest 3 credits in a point")
		inOrder(t, ev, "p1 pays 3 credits", "checkpoint", "p1 scores a point, 1 in all", "checkpoint")
		// p1 keeps priority but can no longer pay: it passes unasked; p0,
		// who passed before p1 acted, is asked again.
		asked = append(asked, g.Pending()[0].Seat)
		nsgDo(t, g, 0, "pass")
		if want := []engine.Seat{0, 1, 0}; !slices.Equal(asked, want) {
			t.Fatalf("asked %v, want %v", asked, want)
		}
		if opts := nsgOptions(t, g, 0); !slices.Contains(opts, "end the turn") {
			t.Fatalf("after the window p0 is asked %q, want the action window", opts)
		}
	})
}

func TestNSGInterrupt(t *testing.T) {
	for _, tt := range []struct {
		name     string
		shields  int
		trigger  bool
		imminent []string
		pending  bool
		hp       int32
	}{
		{name: "CR 9.9.4: the wall is pending on 2 expected damage and prevents 1", trigger: true,
			imminent: []string{"p0 targets p1's wall #1: 2 damage is imminent"}, pending: true, hp: 1},
		{name: "CR 9.9.4, 9.9.8: a shield replaces 1 first; the wall prevents the other", shields: 1, trigger: true,
			imminent: []string{"p0 targets p1's wall #1: 2 damage is imminent", "the shield on p1's wall #1 replaces it: 1 damage expected"}, pending: true, hp: 2},
		{name: "CR 9.9.4b: after two shields nothing is expected, so the wall is not pending", shields: 2,
			imminent: []string{"p0 targets p1's wall #1: 2 damage is imminent", "the shield on p1's wall #1 replaces it: 1 damage expected", "the shield on p1's wall #1 replaces it: 0 damage expected"}, hp: 2},
		{name: "CR 9.6.9a: the wall's controller may leave it untriggered", pending: true,
			imminent: []string{"p0 targets p1's wall #1: 2 damage is imminent"}, hp: 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := nsgArranged(t, false, []int32{0, 1}, nsgNode{Owner: 1, Kind: nsgWall}, nsgNode{Owner: 1, Kind: nsgSpy})
			for range tt.shields {
				g.st.AddLasting(kernel.Lasting{Src: 1, Seat: 1, Mod: nsgModShield, N: 1, Obj: 1, Until: nsgEvTurnBegin, Count: 1, Mine: true})
			}
			nsgDo(t, g, 0, "attack")
			if got := nsgOptions(t, g, 0); !slices.Equal(got, []string{"target p1's wall #1", "target p1's spy #2"}) {
				t.Fatalf("targets offered %q", got)
			}
			ev := nsgDo(t, g, 0, "target p1's wall #1")
			if !slices.Equal(ev, tt.imminent) {
				t.Fatalf("events %q, want %q", ev, tt.imminent)
			}
			if im := g.st.Imminent(); im == nil || im.Would.N != int32(2-tt.shields) || im.Would.Obj != 1 {
				t.Fatalf("imminent %+v", im)
			}
			opts := nsgOptions(t, g, 1) // p0 has nothing to do: it passes unasked
			if got := slices.Contains(opts, "trigger p1's wall #1"); got != tt.pending {
				t.Fatalf("p1's options %q: wall pending %v, want %v", opts, got, tt.pending)
			}
			if tt.trigger {
				ev := nsgDo(t, g, 1, "trigger p1's wall #1")
				inOrder(t, ev, "p1 pays 1 credits", "checkpoint", fmt.Sprintf("p1's wall #1 prevents 1 damage: %d expected", 1-tt.shields), "checkpoint")
			}
			ev = nsgDo(t, g, 1, "pass")
			inOrder(t, ev, fmt.Sprintf("p0 deals %d damage to p1's wall #1", max(0, 2-tt.shields-btoi(tt.trigger))))
			if x := g.st.node(1); (x == nil) != (tt.hp == 0) || (x != nil && x.HP != tt.hp) {
				t.Errorf("wall %+v, want %d hit points", x, tt.hp)
			}
			if g.st.Imminent() != nil || len(g.st.shields()) != 0 {
				t.Errorf("after resolution: imminent %+v, shields %v (each used up)", g.st.Imminent(), g.st.shields())
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestNSGTargets(t *testing.T) {
	t.Run("CR 1.15.2b: only valid targets are offered: another seat's nodes", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgSpy}, nsgNode{Owner: 1, Kind: nsgSpy})
		nsgDo(t, g, 0, "attack")
		if got := nsgOptions(t, g, 0); !slices.Equal(got, []string{"target p1's spy #2"}) {
			t.Fatalf("targets %q", got)
		}
	})
	t.Run("CR 1.15.2, 1.15.3: the target is announced before the instruction is imminent, and one sold in the interrupt window makes it fizzle", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 1, Kind: nsgSpy}, nsgNode{Owner: 1, Kind: nsgBank})
		nsgDo(t, g, 0, "attack")
		ev := nsgDo(t, g, 0, "target p1's spy #1")
		if i := slices.Index(ev, "p0 targets p1's spy #1: 2 damage is imminent"); i < 0 {
			t.Fatalf("events %q", ev)
		}
		nsgDo(t, g, 1, "sell a node")
		if got := nsgOptions(t, g, 1); !slices.Equal(got, []string{"trash p1's spy #1", "trash p1's bank #2"}) {
			t.Fatalf("the sell cost asks %q", got)
		}
		// With the target gone p1 has nothing left to do in the window:
		// it closes and the attack resolves.
		ev = nsgDo(t, g, 1, "trash p1's spy #1")
		inOrder(t, ev, "p1's spy #1 is trashed", "p1 pays 1 nodes trashed", "checkpoint", "p1 gains 1 credit", "checkpoint",
			"p0's attack fizzles: its target is gone", "checkpoint")
		if x := g.st.node(2); x == nil || x.HP != nsgNodeHP || g.st.Points[0] != 0 {
			t.Errorf("bank %+v, p0's points %d: the attack must not move to another node", x, g.st.Points[0])
		}
	})
}

func TestNSGAdditionalCost(t *testing.T) {
	t.Run("CR 1.16.10a: the additional cost may be declined, which stops the action; the click stays spent", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgSpy})
		nsgDo(t, g, 0, "score")
		if got := nsgOptions(t, g, 0); !slices.Equal(got, []string{"pay the additional cost", "decline"}) {
			t.Fatalf("options %q", got)
		}
		ev := nsgDo(t, g, 0, "decline")
		inOrder(t, ev, "p0 declines the additional cost: nothing is scored", "checkpoint")
		if g.st.Points[0] != 0 || len(g.st.Nodes) != 1 || g.st.Clicks[0] != 2 {
			t.Errorf("points %d, nodes %v, clicks %d", g.st.Points[0], g.st.Nodes, g.st.Clicks[0])
		}
	})
	t.Run("CR 1.16.1, 1.16.10c: paying it asks which node to trash, then a checkpoint, then the effect", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 0, Kind: nsgSpy}, nsgNode{Owner: 0, Kind: nsgBank}, nsgNode{Owner: 1, Kind: nsgSpy})
		nsgDo(t, g, 0, "score")
		nsgDo(t, g, 0, "pay the additional cost")
		if got := nsgOptions(t, g, 0); !slices.Equal(got, []string{"trash p0's spy #1", "trash p0's bank #2"}) {
			t.Fatalf("the cost asks %q", got)
		}
		ev := nsgDo(t, g, 0, "trash p0's bank #2")
		inOrder(t, ev, "p0's bank #2 is trashed", "p0 pays 1 nodes trashed", "checkpoint", "p0 scores 2 points, 2 in all", "checkpoint")
		if g.st.node(1) == nil || g.st.node(2) != nil {
			t.Errorf("nodes %v", g.st.Nodes)
		}
	})
	t.Run("CR 1.16.1: with nothing to trash, the cost cannot be paid: decline is the only answer", func(t *testing.T) {
		g := nsgArranged(t, false, []int32{0, 0}, nsgNode{Owner: 1, Kind: nsgSpy})
		nsgDo(t, g, 0, "score")
		if got := nsgOptions(t, g, 0); !slices.Equal(got, []string{"decline"}) {
			t.Fatalf("options %q", got)
		}
	})
}

func TestNSGLoad(t *testing.T) {
	g := nsgArranged(t, false, []int32{0, 1}, nsgNode{Owner: 1, Kind: nsgWall})
	nsgDo(t, g, 0, "attack")
	nsgDo(t, g, 0, "target p1's wall #1") // p1 in the interrupt window
	good, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (NSGToy{}).Load(good); err != nil {
		t.Fatalf("a game in an interrupt window does not load: %v", err)
	}
	frame := func(m map[string]any, i int) map[string]any { return m["stack"].([]any)[i].(map[string]any) }
	for _, tt := range []struct {
		name string
		edit func(m map[string]any)
	}{
		{"an occurrence waiting for a checkpoint", func(m map[string]any) { m["occurred"] = []any{map[string]any{"type": 1, "seat": 0}} }},
		{"an imminent effect on a window's frame", func(m map[string]any) { frame(m, 2)["would"] = map[string]any{"type": 5, "seat": 0, "obj": 1, "n": 2} }},
		{"a window frame without its window", func(m map[string]any) { m["windows"] = nil }},
		{"a pending instance of an unknown program", func(m map[string]any) {
			frame(m, 2)["queue"] = []any{map[string]any{"src": 1, "ref": map[string]any{"card": "moat"}, "seat": 1, "occ": map[string]any{"type": 5}}}
		}},
		{"a shield on a node that is gone", func(m map[string]any) {
			m["lasting"] = []any{map[string]any{"src": 9, "seat": 1, "mod": 1, "n": 1, "obj": 9, "until": 1, "count": 1, "mine": true}}
		}},
		{"five seats", func(m map[string]any) { m["credits"] = []int{0, 0, 0, 0, 0} }},
	} {
		t.Run("a state with "+tt.name+" is refused", func(t *testing.T) {
			var m map[string]any
			if err := json.Unmarshal(good, &m); err != nil {
				t.Fatal(err)
			}
			tt.edit(m)
			b, _ := json.Marshal(m)
			if _, err := (NSGToy{}).Load(b); err == nil {
				t.Fatalf("Load accepted\n%s", b)
			}
		})
	}
}
