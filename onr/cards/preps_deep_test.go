package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestDeepPreps(t *testing.T) {
	t.Run("Corruption: the agenda points stolen this turn go to the Corp; the Runner gains 10 bits a point and a tag", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "AI Chief Financial Officer", "Data Wall")
		x.Hand(runner, "Corruption")
		x.Ready()
		x.ToTurn(runner)
		x.Runner().Points = 1 // from an earlier turn: kept
		want(t, "playable before a steal", x.Offered(runner, "play Corruption"), false)
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "the Runner's points after the steal", x.Runner().Points, int32(3))
		bits, tags := x.Runner().Bits, x.Runner().Tags
		x.Do(runner, "play Corruption")
		x.PassAll()
		want(t, "the Runner's points", x.Runner().Points, int32(1))
		want(t, "the Corp's points", x.Corp().Points, int32(2))
		want(t, "bits gained", x.Runner().Bits-bits, int32(20))
		want(t, "tags", x.Runner().Tags-tags, int32(1))
	})
	for _, tc := range []struct {
		name            string
		jackOut         bool
		herrings        bool  // Red Herrings on the agenda's fort: the Runner does not pay to liberate it
		badPub          int32 // the Corp's Bad Publicity points before
		tags, gotBadPub int32
		corpLoses       bool
	}{
		{"Live News Feed: a successful run gives two tags and 1 Bad Publicity point for each black ice encountered, Black Ops card rezzed and Black Ops agenda liberated in it, not for other ice and cards", false, false, 0, 2, 4, false},
		{"Live News Feed: a Black Ops agenda accessed and not liberated gives no point", false, true, 0, 2, 3, false},
		{"Live News Feed: a run the Runner jacks out of gives nothing", true, false, 0, 0, 0, false},
		{"Live News Feed: the Corp with 7 Bad Publicity points loses the game", false, false, 3, 2, 7, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, fa := x.Install(onr.NewFort, "Executive Extraction", false)
			x.Ice(fa, "Data Wall", true)       // ice, not black ice: broken with Dwarf
			x.Ice(fa, "Fatal Attractor", true) // black ice, rezzed before the run
			x.Install(onr.NewFort, "Schlaghund", false)
			x.Install(onr.NewFort, "I Got a Rock", false)
			x.Install(onr.NewFort, "ESA Contract", false) // a node, not Black Ops
			x.Rig("Dwarf")
			if tc.herrings {
				x.Install(fa, "Red Herrings", true)
			}
			x.Hand(runner, "Live News Feed")
			x.Corp().BadPub = tc.badPub
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 5
			x.Events = nil
			x.Do(runner, "play Live News Feed on fort 1")
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(corp, "rez Schlaghund"): // two Black Ops nodes rezzed in the run
					x.Do(corp, "rez Schlaghund")
				case x.Offered(corp, "rez I Got a Rock"):
					x.Do(corp, "rez I Got a Rock")
				case x.Offered(corp, "rez ESA Contract"):
					x.Do(corp, "rez ESA Contract")
				case x.Offered(runner, "break subroutine 1 with Dwarf"):
					x.Do(runner, "break subroutine 1 with Dwarf")
				case x.Offered(runner, "access an unrezzed card"):
					x.Do(runner, "access an unrezzed card")
				case slices.ContainsFunc(x.Options(runner), func(o string) bool { return strings.HasPrefix(o, "leave ") }):
					x.Do(runner, x.Options(runner)[0]) // leave it: no steal paid for, no trash
				case x.Offered(runner, "continue") && tc.jackOut:
					x.Do(runner, "jack-out")
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					x.PassAll()
				}
			}
			want(t, "ESA Contract rezzed in the run", x.Logged("Corp rezzes ESA Contract"), true)
			want(t, "Data Wall encountered", x.Logged("Runner encounters Data Wall"), true)
			want(t, "tags", x.Runner().Tags, tc.tags)
			want(t, "the Corp's Bad Publicity points", x.Corp().BadPub, tc.gotBadPub)
			want(t, "the game is over", x.S.Over, tc.corpLoses)
			if tc.corpLoses && x.Winner() != runner {
				t.Errorf("the Runner did not win")
			}
		})
	}
	for _, tc := range []struct {
		name   string
		fort   string
		trash  bool // the Runner pays to trash what he accesses
		badPub int32
	}{
		{"Subliminal Corruption: 1 Bad Publicity point for each advertisement the Runner trashes during the run, none for other cards", "fort 1", true, 1},
		{"Subliminal Corruption: none for an advertisement the Runner leaves", "fort 1", false, 0},
		{"Subliminal Corruption: none for an advertisement already in the Archives, which cannot be trashed (R476)", "the Archives", true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, f := x.Install(onr.NewFort, "Rockerboy Promotion", false) // an advertisement
			x.Install(f, "Red Herrings", true)                           // not one
			x.G.Put(x.Card("Holovid Campaign"), onr.ZoneDiscard, true)   // an advertisement in the Archives
			x.Hand(runner, "Subliminal Corruption")
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 20
			x.Events = nil
			x.Do(runner, "play Subliminal Corruption on "+tc.fort)
			trashed := 0
			for i := 0; i < 30 && x.S.Run.Active; i++ {
				opts := x.Options(runner)
				trash := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "trash ") })
				access := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "access ") })
				leave := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, "leave ") })
				switch {
				case trash >= 0 && tc.trash:
					x.Do(runner, opts[trash])
					trashed++
				case leave >= 0:
					x.Do(runner, opts[leave])
				case access >= 0:
					x.Do(runner, opts[access])
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					x.PassAll()
				}
			}
			if tc.trash && tc.fort == "fort 1" && trashed != 2 {
				t.Fatalf("the Runner trashed %d cards, want Rockerboy Promotion and Red Herrings", trashed)
			}
			if tc.fort == "the Archives" && !x.Logged("Holovid Campaign") {
				t.Errorf("Holovid Campaign was not accessed in the Archives")
			}
			want(t, "the Corp's Bad Publicity points", x.Corp().BadPub, tc.badPub)
		})
	}
}
