package neuroscape

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

var sTrojan *Def

func init() {
	trojan := func(c *carddb.Card) {
		s, cost := "Trojan", 1
		c.Subtype = &s
		c.Abilities = append(c.Abilities, carddb.Ability{Name: "ACTIVATE", RAMCost: &cost})
	}
	sTrojan = DefineCard(standIn("TEST TROJAN", carddb.Program, 2, 0, 0, trojan), TargetFoeMainframe, nil).
		Ability(TargetNone, Effect{Kind: EffDestroyAttacking})
}

// sampleOf deals seat's information state in b's game again, and checks
// the world: Check clean, the seat's view the real one's.
func sampleOf(t *testing.T, b *board, info *Info, seat engine.Seat) *Game {
	t.Helper()
	rng := engine.NewRNG(7)
	w, err := info.Sample(&rng, nil)
	if err != nil {
		t.Fatalf("sampling: %v", err)
	}
	world := w.(*Game)
	if err := world.Check(); err != nil {
		t.Fatalf("the world breaks an invariant: %v", err)
	}
	want, _ := json.Marshal(b.g.View(seat))
	got, _ := json.Marshal(world.View(seat))
	if string(got) != string(want) {
		t.Fatalf("the world's view differs:\nreal  %s\nworld %s", want, got)
	}
	return world
}

// TestInformationStates checks the cases of info.go on boards built for
// them: another seat's decision left out and asked again in the world, a
// face-down item on the Cache dealt a trojan, and the states for which
// there is none (ErrNoInfoState).
func TestInformationStates(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, b *board)
	}{
		{"another seat's decision leaves the information state and a world asks it again, with the same id", func(t *testing.T, b *board) {
			zap := b.card(0, sZap2, zoneHand)
			b.card(1, sZap2, zoneHand)
			b.bank(0, 2, 0)
			b.bank(1, 2, 0)
			b.at(stepDeploy)
			b.do(play(zap, playerTarget(1)))
			d := b.decision()
			if d.Seat != 1 {
				t.Fatalf("seat %d decides, want seat 1 to respond", d.Seat)
			}
			info, err := b.g.Info(0)
			if err != nil {
				t.Fatal(err)
			}
			if len(info.s.Pending) != 0 || len(info.asked) != 1 {
				t.Fatalf("the information state keeps %d decisions, asks %v again", len(info.s.Pending), info.asked)
			}
			world := sampleOf(t, b, info, 0)
			if w := world.Pending(); len(w) != 1 || w[0].ID != d.ID || w[0].Seat != 1 || w[0].Prompt != d.Prompt {
				t.Fatalf("the world asks %+v, want seat 1 asked %q as decision %d", w, d.Prompt, d.ID)
			}
		}},
		{"NS-14.8 a face-down item waiting on the Cache loses its card, and a world deals it a trojan", func(t *testing.T, b *board) {
			tro := b.card(0, sTrojan, zoneHand)
			b.bank(0, 3, 0)
			b.at(stepDeploy)
			b.do(play(tro, playerTarget(1)))
			info, err := b.g.Info(1)
			if err != nil {
				t.Fatal(err)
			}
			if info.s.obj(tro).Card != 0 || info.s.Frames()[info.s.itemFrame(tro)].Ref.Card != 0 {
				t.Fatal("the information state of seat 1 knows seat 0's face-down card")
			}
			world := sampleOf(t, b, info, 1)
			if d := world.st.def(tro); !d.trojan() || world.st.Frames()[world.st.itemFrame(tro)].Ref.Card != d.id {
				t.Fatalf("the world deals %s to the face-down card, its item plays %v", d.Name, world.st.Frames()[world.st.itemFrame(tro)].Ref)
			}
			if _, err := b.g.Info(0); err != nil {
				t.Errorf("seat 0, which knows its card: %v", err)
			}
		}},
		{"NS-0.4 no information state while another seat looks at cards hidden from the seat", func(t *testing.T, b *board) {
			b.at(stepDeploy)
			b.st().move(b.st().P[1].Deck[len(b.st().P[1].Deck)-1], zoneLook)
			if _, err := b.g.Info(0); !errors.Is(err, ErrNoInfoState) {
				t.Errorf("seat 0: err %v, want ErrNoInfoState", err)
			}
			if _, err := b.g.Info(1); err != nil {
				t.Errorf("seat 1, which looks: %v", err)
			}
		}},
		{"no information state while a card hidden from the seat is in progress", func(t *testing.T, b *board) {
			b.at(stepDeploy)
			hand := b.card(1, sZap2, zoneHand)
			b.st().Push(kernel.Frame{Kind: frameProgram, Seat: 1, Src: hand, Ref: kernel.Ref{Card: sZap2.id}, PC: 1})
			_, err := b.g.Info(0)
			if !errors.Is(err, ErrNoInfoState) || !strings.Contains(err.Error(), "in progress") {
				t.Errorf("seat 0: err %v, want ErrNoInfoState: in progress", err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.run(t, newBoard(t, 2, 3))
		})
	}
}

// TestDrawsAreToldToWhoSeesTheHand: a card drawn leaves a cyberdeck for a
// hand, so the seats that see that hand (HandSight: its holder and, in
// 2v2, its teammate) read which card it is in the event, and the others
// only that a card was drawn (NS-2.1, NS-23.2). Without it the drawer's
// view would change with no event telling it why, and a world dealt again
// with another card on top could not be told apart by its events.
func TestDrawsAreToldToWhoSeesTheHand(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		told    []engine.Seat
	}{
		{"NS-2.1 in 1v1 the drawer reads its card, the opponent only the draw", 2, []engine.Seat{0}},
		{"NS-23.2 in 2v2 the drawer and its teammate read the card, the opponents only the draw", 4, []engine.Seat{0, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, tc.players, 3)
			b.at(stepDrawInstall)
			top := b.st().P[0].Deck[len(b.st().P[0].Deck)-1]
			d := b.decision()
			ev, err := b.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: b.find(engine.Option{Verb: verbDraw})})
			if err != nil {
				t.Fatal(err)
			}
			if len(ev) != 1 {
				t.Fatalf("events %v, want the draw", ev)
			}
			name := b.st().name(top)
			for s := engine.NoSeat; int(s) < tc.players; s++ {
				text := ev[0].For(s)
				if told := slices.Contains(tc.told, s); told != strings.Contains(text, name) || !strings.HasPrefix(text, "p1 draws a card") {
					t.Errorf("seat %d reads %q; want the card %s named: %v", s, text, name, told)
				}
			}
		})
	}
}

// TestRevealedFacesTellNoIDs: the cards a player revealed (INDEX) show
// their faces to every seat and their ids only to those that see its hand;
// the others read the faces by name, so that their order does not tell
// which id is which face (the cards binned afterwards show their ids), and
// a world dealing the faces among the ids again looks the same.
func TestRevealedFacesTellNoIDs(t *testing.T) {
	for _, tc := range []struct {
		name   string
		viewer engine.Seat
		want   string
	}{
		{"NS-2.1 an opponent reads the faces by name, without ids", 0, "ONE ONE #0, THREE THREE #0, TWO TWO #0"},
		{"NS-2.1 the revealer reads them with their ids, in id order", 1, "THREE THREE #%d, ONE ONE #%d, TWO TWO #%d"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, 2, 3)
			b.at(stepDeploy)
			var ids []any
			for _, d := range []*Def{sChar33, sChar11, sChar22} {
				ids = append(ids, b.card(1, d, zoneReveal))
			}
			var got []string
			for _, c := range b.g.View(tc.viewer).(View).Players[1].Revealed {
				got = append(got, fmt.Sprintf("%s #%d", c.Name, c.ID))
			}
			want := tc.want
			if strings.Contains(want, "%") {
				want = fmt.Sprintf(want, ids...)
			}
			if strings.Join(got, ", ") != want {
				t.Errorf("seat %d reads %v, want %s", tc.viewer, got, want)
			}
		})
	}
}
