package onr_test

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// TestBinaryRoundTrip: over random games, with the default decks and with
// decks of every implemented card, the compact encoding restores the very
// state the JSON encoding holds, at every step, and its hash follows the
// state: the same for copies, different after every step.
func TestBinaryRoundTrip(t *testing.T) {
	corp, runner := everyCardDecks(t)
	games := 12
	if testing.Short() {
		games = 4
	}
	for seed := range uint64(games) {
		var decks []string
		if seed%2 == 1 {
			decks = []string{corp, runner}
		}
		g, err := onr.New(engine.Setup{Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		seen := map[[32]byte]int{}
		for step := 0; !g.State().Over; step++ {
			if seed < 4 || step%5 == 0 {
				checkBinary(t, g, seed, step)
			}
			h := g.StateHash()
			if prev, dup := seen[h]; dup {
				t.Fatalf("seed %d: steps %d and %d have the same state hash", seed, prev, step)
			}
			seen[h] = step
			p := g.Pending()
			if _, err := g.Apply(r.Choose(p[0])); err != nil {
				t.Fatal(err)
			}
		}
		checkBinary(t, g, seed, -1)
	}
}

func checkBinary(t *testing.T, g *onr.Game, seed uint64, step int) {
	t.Helper()
	want, err := g.MarshalBinary() // JSON
	if err != nil {
		t.Fatal(err)
	}
	b, err := g.MarshalCompact()
	if err != nil {
		t.Fatal(err)
	}
	if len(b) >= len(want) {
		t.Errorf("seed %d step %d: compact encoding of %d bytes, JSON %d", seed, step, len(b), len(want))
	}
	back, err := onr.Load(b)
	if err != nil {
		t.Fatalf("seed %d step %d: %v", seed, step, err)
	}
	got, _ := back.MarshalBinary()
	if !bytes.Equal(got, want) {
		t.Fatalf("seed %d step %d: the state restored from the compact encoding differs:\n%s", seed, step, firstDiff(got, want))
	}
	if again, _ := back.MarshalCompact(); !bytes.Equal(again, b) {
		t.Fatalf("seed %d step %d: a restored state encodes differently", seed, step)
	}
	if back.StateHash() != g.StateHash() || g.Clone().(*onr.Game).StateHash() != g.StateHash() {
		t.Fatalf("seed %d step %d: a restored state or a clone hashes differently", seed, step)
	}
	if j, err := onr.Load(want); err != nil || j.StateHash() != g.StateHash() {
		t.Fatalf("seed %d step %d: the state restored from JSON hashes differently (%v)", seed, step, err)
	}
	if h, _ := engine.Hash(g); h != g.StateHash() {
		t.Fatalf("engine.Hash does not use StateHash")
	}
}

func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-80)
	return "restored: …" + string(a[lo:min(len(a), i+80)]) + "\noriginal: …" + string(b[lo:min(len(b), i+80)])
}

// TestBinaryRejectsDamage: every truncation of an encoding, and a few
// corruptions, are errors, never panics.
func TestBinaryRejectsDamage(t *testing.T) {
	g := playUntil(t, 3, func(g *onr.Game) bool { return g.Turn() >= 6 && g.State().Run.Active })
	if g == nil {
		t.Fatal("no game reached a run at turn 6")
	}
	b, _ := g.MarshalCompact()
	for n := range len(b) {
		if _, err := onr.LoadBinary(b[:n]); err == nil {
			t.Fatalf("a truncation to %d of %d bytes loaded", n, len(b))
		}
	}
	if _, err := onr.LoadBinary(append(slices.Clone(b), 0)); err == nil {
		t.Error("an encoding with a trailing byte loaded")
	}
	bad := slices.Clone(b)
	i := bytes.Index(bad, []byte("wall-of-static"))
	if i < 0 {
		i = bytes.Index(bad, []byte("hostile-takeover"))
	}
	bad[i] = 'X'
	if _, err := onr.LoadBinary(bad); err == nil || !strings.Contains(err.Error(), "not defined") {
		t.Errorf("an encoding naming an unknown card: %v", err)
	}
	if _, err := onr.LoadBinary([]byte(`{"seed":1}`)); err == nil {
		t.Error("JSON loaded as binary")
	}
}

// TestBinaryCoversEveryField lists every field of the state's types but
// the kernel's Core (kernel/corebinary_test.go lists those). A field added
// to one of them must also be added to the compact encoding (binary.go) —
// TestBinaryRoundTrip checks it is encoded right — and then to this list.
func TestBinaryCoversEveryField(t *testing.T) {
	want := []string{
		"Card: ID Handle Side Owner At Zone Fort Host Rezzed FaceUp Seen Known KnownTo Adv Counters Virus Bits Spent Paid",
		"Core: encoded by the kernel",
		"Fort: Owner Central Name Ice Cards Gone",
		"GameHistory: Runs RunsOn",
		"Handles: NextHandle",
		"History: Runs RunsOn Stolen SuccessfulHQ TaggedThisTurn",
		"Occurrence: Type Seat Obj N",
		"Options: MinDeck AgendaRoundDown FastPass",
		"Player: Seat Role Team Name Out Bits Actions Points Forgo Hand Deck Discard Scored Rig Aside Held Virus BadPub InstallActions Tags TagsBy Brain Hist Game",
		"Rules: Version Encoding Cards",
		"Run: Active Runner Corp Fort Pos Encounter Broken Ended Success JackedOut Src Accessed ToAccess Upgrades Log",
		"State: Core Seed Rules Options Variant VariantOptions Handles Turn Active Phase Opening Order TurnPos WinPoints OwnedTags RunsAnywhere Cards Forts Players Run Trace Winner Reason",
		"TraceState: Active Corp Runner Src Limit BidSurcharge CorpBid CorpIn BaseCard BaseIn RunnerBuys RunnerIn Paid Succeeded",
		"Virus: ID N",
	}
	seen := map[reflect.Type]bool{}
	var got []string
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		for ty.Kind() == reflect.Slice || ty.Kind() == reflect.Pointer || ty.Kind() == reflect.Map {
			ty = ty.Elem()
		}
		if ty.Kind() != reflect.Struct || seen[ty] {
			return
		}
		seen[ty] = true
		if ty == reflect.TypeFor[kernel.Core]() {
			// Encoded by the kernel (Core.EncodeTo), whose
			// TestCoreEncodingCoversEveryField lists its fields.
			got = append(got, "Core: encoded by the kernel")
			return
		}
		var names []string
		for f := range ty.Fields() {
			if !f.IsExported() {
				continue
			}
			names = append(names, f.Name)
			walk(f.Type)
		}
		got = append(got, ty.Name()+": "+strings.Join(names, " "))
	}
	walk(reflect.TypeFor[onr.State]())
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the fields of the state changed; encode the new ones in onr/binary.go, then update this list.\ngot:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPendingViewIsPending: the uncopied view of the pending decisions is
// what Pending copies.
func TestPendingViewIsPending(t *testing.T) {
	g := newGame(t, 5)
	r := bot.NewRandom(5)
	for step := 0; step < 300 && !g.State().Over; step++ {
		if !reflect.DeepEqual(g.PendingView(), g.Pending()) {
			t.Fatalf("step %d: PendingView %+v, Pending %+v", step, g.PendingView(), g.Pending())
		}
		if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
			t.Fatal(err)
		}
	}
}

// TestStepIsApplyWithoutEvents: a game stepped with Step stays the game
// applied with Apply (the same hash, the same pending decisions, after
// every choice); after a Step, Apply records the events it would have
// recorded; and a rejected choice gets the same error from both and
// changes neither.
func TestStepIsApplyWithoutEvents(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		applied, stepped := newGame(t, seed), newGame(t, seed)
		r := bot.NewRandom(seed)
		for step := 0; !applied.State().Over; step++ {
			d := applied.Pending()[0]
			bad := engine.Choice{Decision: d.ID + 1000, Seat: d.Seat}
			_, errA := applied.Apply(bad)
			errS := stepped.Step(bad)
			if errA == nil || errS == nil || errA.Error() != errS.Error() {
				t.Fatalf("seed %d step %d: a choice of no pending decision: Apply says %v, Step says %v", seed, step, errA, errS)
			}
			c := r.Choose(d)
			want, err := applied.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			if step%7 == 6 {
				got, err := stepped.Apply(c)
				if err != nil || !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d step %d: Apply after Steps: events %v, error %v; want %v", seed, step, got, err, want)
				}
			} else if err := stepped.Step(c); err != nil {
				t.Fatalf("seed %d step %d: Step: %v", seed, step, err)
			}
			if applied.StateHash() != stepped.StateHash() || !reflect.DeepEqual(applied.PendingView(), stepped.PendingView()) {
				t.Fatalf("seed %d step %d: the stepped game differs from the applied one", seed, step)
			}
		}
		if !stepped.State().Over {
			t.Fatalf("seed %d: the applied game is over, the stepped one is not", seed)
		}
	}
}

// TestResetIsNew: a game reset with a setup is the game New makes with it,
// in its saved form and in every step of play after, whatever game it was
// before (over, or in the middle); a clone made before the reset, and the
// copies Pending handed out, do not change.
func TestResetIsNew(t *testing.T) {
	g := newGame(t, 99)
	r := bot.NewRandom(99)
	for step := 0; step < 40; step++ {
		if err := g.Step(r.Choose(g.Pending()[0])); err != nil {
			t.Fatal(err)
		}
	}
	for seed := uint64(1); seed <= 12; seed++ {
		before := g.Clone().(*onr.Game)
		beforeHash := before.StateHash()
		kept := g.Pending()
		keptCopy := slices.Clone(kept)
		var keptOpts []engine.Option
		if len(kept) > 0 {
			keptOpts = slices.Clone(kept[0].Options)
		}
		if err := g.Reset(engine.Setup{Seed: seed}); err != nil {
			t.Fatal(err)
		}
		fresh := newGame(t, seed)
		steps := 0
		for ; ; steps++ {
			if a, b := mustMarshal(t, g), mustMarshal(t, fresh); !bytes.Equal(a, b) {
				t.Fatalf("seed %d step %d: the reset game differs from New's", seed, steps)
			}
			if !reflect.DeepEqual(g.PendingView(), fresh.PendingView()) {
				t.Fatalf("seed %d step %d: pending decisions differ", seed, steps)
			}
			if fresh.State().Over || (seed%3 == 0 && steps == 60) { // some games are reset in the middle
				break
			}
			c := r.Choose(fresh.Pending()[0])
			if err := fresh.Step(c); err != nil {
				t.Fatal(err)
			}
			if err := g.Step(c); err != nil {
				t.Fatal(err)
			}
		}
		if before.StateHash() != beforeHash || !reflect.DeepEqual(kept, keptCopy) || (len(kept) > 0 && !slices.Equal(kept[0].Options, keptOpts)) {
			t.Fatalf("seed %d: resetting changed a clone or a copy handed out before", seed)
		}
	}
}

func mustMarshal(t *testing.T, g *onr.Game) []byte {
	t.Helper()
	b, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestResetOnlyAtONRsTable: a game at another table than New's (here one
// playing to 5 agenda points) refuses to reset, and stays as it was.
func TestResetOnlyAtONRsTable(t *testing.T) {
	g, err := onr.NewTable(engine.Setup{Seed: 3}, onr.Table{Seats: []onr.TableSeat{{Role: onr.Corp, Team: 0}, {Role: onr.Runner, Team: 1}}, WinPoints: 5})
	if err != nil {
		t.Fatal(err)
	}
	h := g.StateHash()
	if err := g.Reset(engine.Setup{Seed: 4}); err == nil || !strings.Contains(err.Error(), "table") {
		t.Fatalf("Reset of a game to 5 points: %v, want an error naming the table", err)
	}
	if g.StateHash() != h {
		t.Fatal("a refused Reset changed the game")
	}
}

// TestBinaryRefusesWhatONRDoesNotKnow: ONR's hooks of the kernel's codec
// (onr/binary.go: codec) refuse a saved frame of a kind no step function
// runs and a Ref that names no program of this build, naming where; the
// Refs ONR makes (a card's ability, a rules program) load.
func TestBinaryRefusesWhatONRDoesNotKnow(t *testing.T) {
	g := playUntil(t, 3, func(g *onr.Game) bool { return g.Turn() >= 4 && len(g.State().Frames()) > 0 })
	if g == nil {
		t.Fatal("no game reached turn 4 with a frame")
	}
	effect := func(r kernel.Ref) func(s *onr.State) {
		return func(s *onr.State) { s.Lasting = append(s.Lasting, kernel.Lasting{Src: 1, Ref: r, Until: 2}) }
	}
	for _, tt := range []struct {
		name   string
		change func(s *onr.State)
		want   string // in the error; "" for none
	}{
		{"a frame kind no step function runs is refused", func(s *onr.State) { s.Frames()[0].Kind = 200 }, "core: frame 0 of"},
		{"a ref of a card no definition has is refused", effect(kernel.Ref{Card: kernel.CardIDOf("no-such-card")}), `ref "no-such-card" ability 0: no program of this game`},
		{"a ref of an ability a card does not have is refused", effect(kernel.Ref{Card: kernel.CardIDOf("wall-of-static"), Ability: 99}), `ref "wall-of-static" ability 99`},
		{"a ref of a card's ability loads", effect(kernel.Ref{Card: kernel.CardIDOf("wall-of-static")}), ""},
		{"a ref of a rules program loads", effect(kernel.Builtin("mandatory-draw")), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := g.Clone().(*onr.Game)
			tt.change(c.State())
			b, err := c.MarshalCompact()
			if err != nil {
				t.Fatal(err)
			}
			_, err = onr.LoadBinary(b)
			if tt.want == "" && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "at byte")) {
				t.Fatalf("error %v, want one saying %q and where", err, tt.want)
			}
		})
	}
	t.Run("a state of another build, naming an ability this build's card lacks, is refused as needing its build", func(t *testing.T) {
		c := g.Clone().(*onr.Game)
		var id string
		for i := 1; i < len(c.State().Cards) && id == ""; i++ {
			id = c.State().Cards[i].ID.String()
		}
		effect(kernel.Ref{Card: kernel.CardIDOf(id), Ability: 99})(c.State())
		b, err := c.MarshalCompact()
		if err != nil {
			t.Fatal(err)
		}
		fp := c.Fingerprint().Cards[id]
		other := []byte("x" + fp[1:]) // the card's definition in the other build
		i := bytes.Index(b, []byte(fp))
		if fp == "" || i < 0 {
			t.Fatalf("no fingerprint of %q in the encoding", id)
		}
		copy(b[i:], other)
		_, err = onr.LoadBinary(b)
		var be *engine.BuildError
		if !errors.As(err, &be) || !strings.Contains(err.Error(), id) {
			t.Fatalf("error %v, want a build error naming %s", err, id)
		}
	})
}
