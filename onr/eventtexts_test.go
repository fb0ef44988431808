package onr_test

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

var updateEventTexts = flag.Bool("update-event-texts", false, "rewrite testdata/event-texts.golden")

// eventTextGames are the random games whose event texts
// testdata/event-texts.golden fixes: ONR with its default decks and with
// every implemented card, a table of two named teams and the Big
// Sell-Out at every size.
func eventTextGames(t *testing.T) []struct {
	name  string
	games int
	start func(seed uint64) (engine.Game, error)
} {
	corp, runner, err := fuzz.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	bsoGame := func(n int) func(uint64) (engine.Game, error) {
		return func(seed uint64) (engine.Game, error) {
			return bso.New(engine.Setup{Seed: seed, Options: map[string]string{"players": fmt.Sprint(n)}})
		}
	}
	return []struct {
		name  string
		games int
		start func(seed uint64) (engine.Game, error)
	}{
		{"onr default decks", 200, func(seed uint64) (engine.Game, error) { return onr.New(engine.Setup{Seed: seed}) }},
		{"onr every card", 1500, func(seed uint64) (engine.Game, error) {
			return onr.New(engine.Setup{Seed: seed, Decks: []string{corp, runner}})
		}},
		{"onr two named teams", 100, func(seed uint64) (engine.Game, error) {
			return onr.NewTable(engine.Setup{Seed: seed}, teamTable(2))
		}},
		{"bso 4", 60, bsoGame(4)},
		{"bso 6", 40, bsoGame(6)},
		{"bso 8", 30, bsoGame(8)},
	}
}

// TestEventTexts plays random games and checks that every event reads as
// it always has: its text for every seat and for a spectator, and its JSON,
// hashed per kind of game into testdata/event-texts.golden. Texts are
// formatted when read from what the rules recorded; this test holds them
// byte-identical to the texts the rules once built at the moment of the
// event. With -update-event-texts the golden file is rewritten, and
// EVENT_TEXTS_DUMP=dir writes every text read, to compare two builds.
func TestEventTexts(t *testing.T) {
	if testing.Short() {
		t.Skip("plays several hundred games")
	}
	golden := filepath.Join("testdata", "event-texts.golden")
	var got strings.Builder
	for _, k := range eventTextGames(t) {
		h := sha256.New()
		var dump strings.Builder
		events := 0
		for seed := uint64(1); seed <= uint64(k.games); seed++ {
			g, err := k.start(seed)
			if err != nil {
				t.Fatalf("%s seed %d: %v", k.name, seed, err)
			}
			seats := g.Seats()
			r := bot.NewRandom(seed)
			pick := engine.NewRNG(seed ^ 0x9c1)
			for step := 0; step < 5000; step++ {
				if _, over := g.Result(); over {
					break
				}
				p := g.Pending()
				evs, err := g.Apply(r.Choose(p[pick.IntN(len(p))]))
				if err != nil {
					t.Fatalf("%s seed %d: %v", k.name, seed, err)
				}
				for _, e := range evs {
					events++
					js, err := json.Marshal(e)
					if err != nil {
						t.Fatalf("%s seed %d: %v", k.name, seed, err)
					}
					line := fmt.Sprintf("%d %s %s | %s", seed, e.Type, js, e.For(engine.NoSeat))
					for _, si := range seats {
						line += " | " + e.For(si.Seat)
					}
					fmt.Fprintln(h, line)
					fmt.Fprintln(&dump, line)
				}
			}
		}
		fmt.Fprintf(&got, "%s: %d events, sha256 %x\n", k.name, events, h.Sum(nil))
		if dir := os.Getenv("EVENT_TEXTS_DUMP"); dir != "" {
			name := filepath.Join(dir, strings.ReplaceAll(k.name, " ", "-")+".txt")
			if err := os.WriteFile(name, []byte(dump.String()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if *updateEventTexts {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("event texts changed:\n got %s\nwant %s\n(EVENT_TEXTS_DUMP=dir writes them to compare with another build)", got.String(), want)
	}
}

// TestEventsAreRecordedAsMessages plays random games and checks that the
// rules record every event as a message (engine.Told), building no text
// when it happens: a plain-text event of ONR or bso fails it.
func TestEventsAreRecordedAsMessages(t *testing.T) {
	if testing.Short() {
		t.Skip("plays many games")
	}
	told, plain := 0, 0
	for _, k := range eventTextGames(t) {
		t.Run(k.name, func(t *testing.T) {
			for seed := uint64(1); seed <= uint64(k.games)/4+1; seed++ {
				g, err := k.start(seed)
				if err != nil {
					t.Fatal(err)
				}
				r := bot.NewRandom(seed)
				pick := engine.NewRNG(seed ^ 0x9c1)
				for step := 0; step < 5000; step++ {
					if _, over := g.Result(); over {
						break
					}
					p := g.Pending()
					evs, err := g.Apply(r.Choose(p[pick.IntN(len(p))]))
					if err != nil {
						t.Fatal(err)
					}
					for _, e := range evs {
						if _, ok := e.Message(); ok {
							told++
							continue
						}
						plain++
						t.Errorf("seed %d: a %q event recorded as plain text: %q", seed, e.Type, e.Text())
					}
				}
			}
		})
	}
	t.Logf("%d events, %d recorded as messages, %d as plain text", told+plain, told, plain)
}

// TestEventTextsDoNotChangeLater checks that an event reads the same
// whenever it is read: texts read as each choice is applied are read again
// once the game is over and after the game's memory was reset into other
// games (engine.Resetter), which reuses its cards, forts and players.
func TestEventTextsDoNotChangeLater(t *testing.T) {
	type read struct {
		e     engine.Event
		texts [3]string
	}
	var kept []read
	g, err := onr.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 30; seed++ {
		if err := g.Reset(engine.Setup{Seed: seed}); err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		pick := engine.NewRNG(seed ^ 0x9c1)
		for !g.State().Over {
			p := g.Pending()
			evs, err := g.Apply(r.Choose(p[pick.IntN(len(p))]))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				kept = append(kept, read{e, [3]string{e.For(0), e.For(1), e.For(engine.NoSeat)}})
			}
		}
	}
	// A table of named seats, whose names its events take.
	tg, err := onr.NewTable(engine.Setup{Seed: 7}, teamTable(2))
	if err != nil {
		t.Fatal(err)
	}
	r, pick := bot.NewRandom(7), engine.NewRNG(7)
	for step := 0; step < 2000 && !tg.State().Over; step++ {
		p := tg.Pending()
		evs, err := tg.Apply(r.Choose(p[pick.IntN(len(p))]))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			kept = append(kept, read{e, [3]string{e.For(0), e.For(1), e.For(engine.NoSeat)}})
		}
	}
	for i, k := range kept {
		now := [3]string{k.e.For(0), k.e.For(1), k.e.For(engine.NoSeat)}
		if now != k.texts {
			t.Fatalf("event %d read %q when it happened, %q now", i, k.texts, now)
		}
	}
	t.Logf("%d events read again", len(kept))
}
