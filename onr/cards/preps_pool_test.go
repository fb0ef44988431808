package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestPrepsOfThePoolsThirdPart(t *testing.T) {
	t.Run("Drone for a Day: gain 9 bits and the Corp gives the Runner a tag, for 4 bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Drone for a Day") })
		x.Runner().Bits = 4
		x.Do(runner, "play Drone for a Day")
		want(t, "Runner bits", x.Runner().Bits, int32(9))
		want(t, "tags", x.Runner().Tags, int32(1))
	})
	t.Run("Panzer Run: gain 4 bits and draw two cards, for two actions and 1 bit", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Panzer Run")
			x.Deck(runner, "Dwarf", "Hammer", "Grubb")
		})
		x.Runner().Bits = 1
		actions := x.Runner().Actions
		x.Do(runner, "play Panzer Run")
		want(t, "Runner bits", x.Runner().Bits, int32(4))
		want(t, "hand", len(x.Runner().Hand), 2)
		want(t, "stack", len(x.Runner().Deck), 1)
		want(t, "Runner actions", x.Runner().Actions, actions-2)
	})
	for _, tc := range []struct {
		name           string
		tags, wantTags int32
	}{
		{"Meat Upgrade: remove two of three tags and draw three cards, for two actions and 2 bits", 3, 1},
		{"Meat Upgrade: up to two tags: the one tag is removed", 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Meat Upgrade")
				x.Deck(runner, "Dwarf", "Hammer", "Grubb", "Codecracker")
			})
			x.Runner().Bits, x.Runner().Tags = 2, tc.tags
			actions := x.Runner().Actions
			x.Do(runner, "play Meat Upgrade").PassAll()
			want(t, "tags", x.Runner().Tags, tc.wantTags)
			want(t, "hand", len(x.Runner().Hand), 3)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			want(t, "Runner actions", x.Runner().Actions, actions-2)
		})
	}
	for _, tc := range []struct{ name, rd string }{
		{"Kilroy Was Here: an operation accessed in R&D, which has no trash cost, may be trashed at no cost", "Accounts Receivable"},
		{"Kilroy Was Here: a node accessed in R&D is trashed at no cost, its trash cost unpaid", "Rustbelt HQ Branch"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Kilroy Was Here")
				x.Deck(corp, tc.rd)
			})
			x.Runner().Bits = 0
			x.Do(runner, "play Kilroy Was Here").PassAll()
			want(t, "a run on R&D", x.Logged("Runner runs on R&D"), true)
			x.Do(runner, "continue").PassAll()
			x.Do(runner, "trash "+tc.rd).PassAll()
			want(t, "R&D", len(x.Corp().Deck), 0)
			want(t, "Archives", len(x.Corp().Discard), 1)
			want(t, "Runner points", x.Runner().Points, int32(0))
		})
	}
}

func TestPrepsThatSearchForAnyCard(t *testing.T) {
	t.Run("Gideon's Pawnshop: any card of the trash, hardware or prep, into the hand", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Gideon's Pawnshop") })
		for _, c := range []string{"WuTech Mem Chip", "Networking"} {
			x.G.Put(x.Card(c), onr.ZoneDiscard, false)
		}
		x.Runner().Bits = 2
		x.Do(runner, "play Gideon's Pawnshop")
		if !x.Offered(runner, "choose Networking") || x.Offered(runner, "none") {
			t.Errorf("offered %q", x.Options(runner))
		}
		x.Do(runner, "choose WuTech Mem Chip")
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "taken", x.G.Title(x.Runner().Hand[0]), "WuTech Mem Chip")
		want(t, "Runner bits", x.Runner().Bits, int32(0))
	})
	t.Run("Mantis, Fixer-at-Large: any card of the stack into the hand, unseen by the Corp; the stack reshuffled", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Mantis, Fixer-at-Large")
			x.Deck(runner, "Dwarf", "WuTech Mem Chip", "Networking")
		})
		x.Runner().Bits = 3
		x.Events = nil
		x.Do(runner, "play Mantis, Fixer-at-Large")
		if !x.Offered(runner, "choose Dwarf") || !x.Offered(runner, "choose Networking") {
			t.Errorf("offered %q", x.Options(runner))
		}
		x.Do(runner, "choose WuTech Mem Chip")
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "taken", x.G.Title(x.Runner().Hand[0]), "WuTech Mem Chip")
		want(t, "stack", len(x.Runner().Deck), 2)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "told the Runner", shownTo(x, runner, "WuTech Mem Chip"), true)
		want(t, "told the Corp", shownTo(x, corp, "WuTech Mem Chip"), false)
		want(t, "known to the Corp in the hand", x.G.Visible(x.Runner().Hand[0], x.Seat(corp)), false)
		want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
	})
	t.Run("Mantis, Fixer-at-Large: the stack is a hidden zone, so the Runner may find nothing", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Mantis, Fixer-at-Large")
			x.Deck(runner, "Dwarf")
		})
		x.Runner().Bits = 3
		x.Do(runner, "play Mantis, Fixer-at-Large").Do(runner, "none")
		want(t, "hand", len(x.Runner().Hand), 0)
		want(t, "stack", len(x.Runner().Deck), 1)
	})
}

// afterHQRun is the Runner's turn with title in hand, a piece of rezzed and
// a piece of unrezzed ice on R&D, and, if run, a successful run on an empty
// HQ made.
func afterHQRun(t *testing.T, title string, run bool) (x *onrtest.Table, rezzed, unrezzed int32) {
	t.Helper()
	x = runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, title)
		rezzed, _ = x.Ice(onr.FortRD, "Wall of Static", true)
		unrezzed, _ = x.Ice(onr.FortRD, "Brain Wash", false)
	})
	if run {
		x.Do(runner, "run on HQ").PassAll()
		x.Do(runner, "continue").PassAll()
		wantSuccessful(t, x)
	}
	x.Events = nil
	return x, rezzed, unrezzed
}

func TestPrepsThatTrashIce(t *testing.T) {
	for _, title := range []string{"Security Code WORM Chip", "Core Command: Jettison Ice", "Synchronized Attack on HQ"} {
		t.Run(title+": played only after a successful run on HQ this turn", func(t *testing.T) {
			x, _, _ := afterHQRun(t, title, false)
			x.Runner().Bits = 10
			if x.Offered(runner, "play "+title) {
				t.Fatalf("offered before any run: %q", x.Options(runner))
			}
			x.Do(runner, "run on R&D").PassAll()
			for x.S.Run.Active {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			if x.Offered(runner, "play "+title) {
				t.Fatalf("offered after a run on R&D: %q", x.Options(runner))
			}
		})
	}
	t.Run("Security Code WORM Chip: a piece of unrezzed ice is trashed, face down, named to the Runner only by its place", func(t *testing.T) {
		x, rezzed, unrezzed := afterHQRun(t, "Security Code WORM Chip", true)
		x.Do(runner, "play Security Code WORM Chip")
		if x.Offered(runner, "trash Wall of Static") || len(x.Options(runner)) != 1 {
			t.Errorf("offered %q: want the one piece of unrezzed ice", x.Options(runner))
		}
		x.Do(runner, "trash unrezzed ice")
		want(t, "Brain Wash in the Archives", inZone(x, unrezzed, onr.ZoneDiscard), true)
		want(t, "Brain Wash face up", x.S.Cards[unrezzed].FaceUp, false)
		want(t, "Wall of Static installed", inZone(x, rezzed, onr.ZoneIce), true)
		want(t, "told the Runner", shownTo(x, runner, "Brain Wash"), false)
		want(t, "told the Corp", shownTo(x, corp, "Brain Wash"), true)
	})
	for _, tc := range []struct {
		name    string
		bits    int32
		trashed bool
	}{
		{"Core Command: Jettison Ice: the Runner pays the rez cost of a piece of rezzed ice to trash it", 3, true},
		{"Core Command: Jettison Ice: ice whose rez cost the Runner cannot pay is not offered", 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, rezzed, unrezzed := afterHQRun(t, "Core Command: Jettison Ice", true)
			x.Runner().Bits = tc.bits // Wall of Static's rez cost is 3
			x.Do(runner, "play Core Command: Jettison Ice")
			want(t, "Wall of Static offered", x.Offered(runner, "trash Wall of Static"), tc.trashed)
			if x.Offered(runner, "trash Brain Wash") || x.Offered(runner, "trash unrezzed ice") {
				t.Errorf("offered %q", x.Options(runner))
			}
			if tc.trashed {
				x.Do(runner, "trash Wall of Static")
				want(t, "Runner bits", x.Runner().Bits, tc.bits-3)
			}
			want(t, "Wall of Static in the Archives", inZone(x, rezzed, onr.ZoneDiscard), tc.trashed)
			want(t, "Brain Wash installed", inZone(x, unrezzed, onr.ZoneIce), true)
		})
	}
}

func TestPrepsThatScorePoints(t *testing.T) {
	for _, tc := range []struct {
		name          string
		points, wantP int32
		won           bool
	}{
		{"Blackmail: instead of accessing HQ, the Runner scores 1 agenda point", 0, 1, false},
		{"Blackmail: the point scored counts toward victory: a seventh wins the game", 6, 7, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Blackmail")
				x.Hand(corp, "Hostile Takeover")
			})
			x.Runner().Bits, x.Runner().Points = 11, tc.points
			x.Do(runner, "gain") // asks again, with the 12 bits the card costs
			x.Events = nil
			x.Do(runner, "play Blackmail").PassAll()
			want(t, "a run on HQ", x.Logged("Runner runs on HQ"), true)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			x.Do(runner, "continue").PassAll()
			want(t, "Runner points", x.Runner().Points, tc.wantP)
			want(t, "cards accessed", len(accessed(x)), 0)
			want(t, "HQ", len(x.Corp().Hand), 1)
			want(t, "game over", x.S.Over, tc.won)
		})
	}
}

// knownToRunner reports whether the Runner may see card c.
func knownToRunner(x *onrtest.Table, c int32) bool { return x.G.Visible(c, x.Seat(runner)) }

func TestPrepsThatExpose(t *testing.T) {
	t.Run("Ice and Data's Guide to the Net: the outermost ice of each fort is exposed, no other", func(t *testing.T) {
		var hq [2]int32
		var rd, archives int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Ice and Data's Guide to the Net")
			hq[0], _ = x.Ice(onr.FortHQ, "Wall of Static", false)
			hq[1], _ = x.Ice(onr.FortHQ, "Brain Wash", false)
			rd, _ = x.Ice(onr.FortRD, "Banpei", false)
			archives, _ = x.Ice(onr.FortArchives, "Wall of Static", true)
		})
		outer, inner := x.S.Forts[x.S.Cards[hq[0]].Fort].Ice[0], hq[0]
		if outer == hq[0] {
			inner = hq[1]
		}
		x.Do(runner, "play Ice and Data's Guide to the Net")
		want(t, "outermost HQ ice known to the Runner", knownToRunner(x, outer), true)
		want(t, "R&D's one piece known to the Runner", knownToRunner(x, rd), true)
		want(t, "inner HQ ice known to the Runner", knownToRunner(x, inner), false)
		want(t, "pieces exposed", countEvents(x, "expose"), 2)
		want(t, "rezzed Archives ice still installed", inZone(x, archives, onr.ZoneIce), true)
	})
	for _, tc := range []struct {
		name  string
		stop  int // expose this many, then done (0: as many as offered)
		wantN int
	}{
		{"Ice and Data Special Report: up to five cards in or on the one fort chosen, no sixth, none elsewhere", 0, 5},
		{"Ice and Data Special Report: the Runner may stop after one", 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var rd int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Ice and Data Special Report")
				for range 5 {
					x.Ice(onr.FortHQ, "Wall of Static", false)
				}
				x.Install(onr.FortHQ, "Dieter Esslin", false)
				rd, _ = x.Ice(onr.FortRD, "Banpei", false)
			})
			x.Runner().Bits = 3
			x.Events = nil
			x.Do(runner, "play Ice and Data Special Report on HQ")
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			n := 0
			for ; tc.stop == 0 || n < tc.stop; n++ {
				var next string
				for _, o := range x.Options(runner) {
					if strings.HasPrefix(o, "expose") {
						if strings.Contains(o, "R&D") {
							t.Fatalf("R&D's ice offered: %q", x.Options(runner))
						}
						next = o
					}
				}
				if next == "" {
					break
				}
				x.Do(runner, next)
			}
			if tc.stop > 0 {
				x.Do(runner, "done")
			}
			x.PassAll()
			want(t, "cards exposed", countEvents(x, "expose"), tc.wantN)
			want(t, "R&D's ice known to the Runner", knownToRunner(x, rd), false)
		})
	}
}

func TestPrepsThatAvoidTags(t *testing.T) {
	for _, tc := range []struct {
		name     string
		plays    []string
		tags     int32 // before
		wantTags int32
	}{
		{"Total Genetic Retrofit: all tags are removed, at no cost", []string{"Total Genetic Retrofit"}, 3, 0},
		{"Total Genetic Retrofit: the next tag is avoided automatically, the one after it received", []string{"Total Genetic Retrofit", "Drone for a Day", "Drone for a Day"}, 0, 1},
		{"Total Genetic Retrofit: two played avoid the next two tags (R508)", []string{"Total Genetic Retrofit", "Total Genetic Retrofit", "Drone for a Day", "Drone for a Day"}, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, tc.plays...) })
			x.Runner().Bits, x.Runner().Tags = 10, tc.tags
			bits := int32(10)
			for _, p := range tc.plays {
				x.Do(runner, "play "+p).PassAll()
				if p == "Total Genetic Retrofit" {
					bits -= 3
				} else {
					bits += 9 - 4
				}
			}
			want(t, "tags", x.Runner().Tags, tc.wantTags)
			want(t, "Runner bits", x.Runner().Bits, bits)
		})
	}
}

func TestPrepsThatAvoidPartOfTheTagsGiven(t *testing.T) {
	t.Run("Total Genetic Retrofit: of two tags given at once, one is avoided and one received", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Total Genetic Retrofit", "Meat Upgrade")
			x.Hand(corp, "Datapool® by Zetatech")
		})
		x.Runner().Bits = 5
		x.Do(runner, "play Total Genetic Retrofit").PassAll()
		// Tagged since (the tags are set as a step that removes tags is
		// taken, for the rules' watch), so that the Corp may play Datapool.
		x.Runner().Tags = 3
		x.Do(runner, "play Meat Upgrade").PassAll()
		want(t, "tags before Datapool", x.Runner().Tags, int32(1))
		x.ToTurn(corp)
		x.Corp().Bits = 5
		x.Do(corp, "gain").PassAll() // asks again, with the bits
		x.Do(corp, "play Datapool® by Zetatech").PassAll()
		want(t, "tags", x.Runner().Tags, int32(2))
	})
}

func TestPrepsThatDisruptHQ(t *testing.T) {
	for _, tc := range []struct {
		name          string
		corpBits      int32
		keep          []string
		wantHQ        int
		wantCorpBits  int32
		wantCorpAsked bool
	}{
		{"Synchronized Attack on HQ: the Corp pays 2 bits for each card it keeps and discards the rest", 5, []string{"Wall of Static", "Accounts Receivable"}, 2, 1, true},
		{"Synchronized Attack on HQ: the Corp may keep none and discard all", 5, nil, 0, 5, true},
		{"Synchronized Attack on HQ: with under 2 bits the Corp discards all, unasked", 1, nil, 0, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Synchronized Attack on HQ")
				x.Hand(corp, "Wall of Static", "Accounts Receivable", "Brain Wash")
			})
			x.Do(runner, "run on HQ").PassAll()
			x.Do(runner, "continue").PassAll()
			for x.S.Run.Active {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			hq := len(x.Corp().Hand)
			want(t, "HQ after the run", hq, 3)
			x.Runner().Bits, x.Corp().Bits = 4, tc.corpBits
			x.Do(runner, "play Synchronized Attack on HQ")
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			want(t, "the Corp asked", len(x.Options(corp)) > 0, tc.wantCorpAsked)
			for _, c := range tc.keep {
				x.Do(corp, "pay 2 for "+c)
			}
			if len(x.Options(corp)) > 0 {
				x.Do(corp, "done")
			}
			x.PassAll()
			want(t, "HQ", len(x.Corp().Hand), tc.wantHQ)
			want(t, "Archives", len(x.Corp().Discard), hq-tc.wantHQ)
			want(t, "Corp bits", x.Corp().Bits, tc.wantCorpBits)
		})
	}
}

func TestPrepsThatReplaceAccessIfTheCorpHasBits(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		corpBits, wantCorp   int32
		wantRunner, wantTags int32
		wantAccessed         int
	}{
		{"Edited Shipping Manifests: instead of accessing HQ, the Corp loses 1 bit and tags the Runner, who gains 10 bits", 3, 2, 10, 1, 0},
		{"Edited Shipping Manifests: a Corp with 1 bit, any bits, loses it instead of the access", 1, 0, 10, 1, 0},
		{"Edited Shipping Manifests: a Corp with no bits when the access would start: the Runner accesses HQ as normal (R340)", 0, 0, 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Edited Shipping Manifests")
				x.Hand(corp, "Accounts Receivable")
			})
			x.Runner().Bits, x.Corp().Bits = 1, tc.corpBits
			x.Events = nil
			x.Do(runner, "play Edited Shipping Manifests").PassAll()
			want(t, "a run on HQ", x.Logged("Runner runs on HQ"), true)
			x.Do(runner, "continue").PassAll()
			for x.S.Run.Active {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			want(t, "Corp bits", x.Corp().Bits, tc.wantCorp)
			want(t, "Runner bits", x.Runner().Bits, tc.wantRunner)
			want(t, "tags", x.Runner().Tags, tc.wantTags)
			want(t, "cards accessed", len(accessed(x)), tc.wantAccessed)
		})
	}
}

func TestPrepsThatRaiseLink(t *testing.T) {
	for _, tc := range []struct {
		name     string
		stumble  bool
		bid      int
		wantTags int32
	}{
		{"Stumble through Wilderspace: +9 link in a trace during the run: a bid of 8 fails", true, 8, 0},
		{"Stumble through Wilderspace: +9 link in a trace during the run: a bid of 9 ties, and succeeds", true, 9, 1},
		{"Stumble through Wilderspace: a plain run has no such link: a bid of 8 succeeds", false, 8, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Stumble through Wilderspace")
				x.Install(onr.FortHQ, "Turbeau Delacroix", true)
			})
			x.Runner().Bits, x.Corp().Bits = 2, 10
			if tc.stumble {
				x.Do(runner, "play Stumble through Wilderspace on HQ").PassAll()
				want(t, "Runner bits", x.Runner().Bits, int32(0))
			} else {
				x.Do(runner, "run on HQ").PassAll()
			}
			x.Do(runner, "continue").PassAll()
			trace(t, x, 10, tc.bid, "", 0)
			x.PassAll()
			want(t, "tags", x.Runner().Tags, tc.wantTags)
		})
	}
}

func TestTheRunnersTraceLineCountsLinkForTheRun(t *testing.T) {
	for _, tc := range []struct {
		name    string
		stumble bool
		want    string
	}{
		{"Stumble through Wilderspace: the Runner's trace line counts the run's +9 link", true, "your link is 9"},
		{"a plain run: the Runner's trace line gives a link of 0 without a base-link card", false, "your link is 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Stumble through Wilderspace")
				x.Install(onr.FortHQ, "Turbeau Delacroix", true)
				x.Rig("Access to Kiribati")
			})
			x.Runner().Bits, x.Corp().Bits = 6, 10
			if tc.stumble {
				x.Do(runner, "play Stumble through Wilderspace on HQ").PassAll()
			} else {
				x.Do(runner, "run on HQ").PassAll()
			}
			x.Do(runner, "continue").PassAll()
			x.Do(runner, "none")
			var line string
			for _, n := range x.G.TableView(runnerSeat).Notes {
				if n.Kind == "trace" {
					line = n.Text
				}
			}
			if !strings.Contains(line, tc.want) {
				t.Errorf("the Runner's trace line reads %q, want %q in it", line, tc.want)
			}
		})
	}
}

func TestPrepsThatBanNoisyIcebreakers(t *testing.T) {
	for _, tc := range []struct{ name, prep, fort string }{
		{"All-Hands: a run on HQ accessing three additional cards of HQ", "All-Hands", "HQ"},
		{"Rush Hour: a run on R&D accessing three additional cards of R&D", "Rush Hour", "R&D"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, tc.prep)
				cards := filler("Accounts Receivable", 5)
				if tc.fort == "HQ" {
					x.Hand(corp, cards...)
				} else {
					x.Deck(corp, cards...)
				}
			})
			x.Runner().Bits = 3
			x.Events = nil
			x.Do(runner, "play "+tc.prep).PassAll()
			want(t, "the run's fort", x.Logged("Runner runs on "+tc.fort), true)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			x.Do(runner, "continue").PassAll()
			for x.S.Run.Active {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			want(t, "cards accessed", len(accessed(x)), 4)
		})
	}
	for _, tc := range []struct {
		name, prep, breaker string
		offered             bool
	}{
		{"All-Hands: the Runner cannot use a noisy icebreaker during the run", "All-Hands", "Hammer", false},
		{"Rush Hour: the Runner cannot use a noisy icebreaker during the run", "Rush Hour", "Hammer", false},
		{"All-Hands: in a plain run the noisy icebreaker is offered", "", "Hammer", true},
		{"All-Hands: an icebreaker that is not noisy may be used during the run", "All-Hands", "Dwarf", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fort := int32(onr.FortHQ)
			if tc.prep == "Rush Hour" {
				fort = onr.FortRD
			}
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "All-Hands", "Rush Hour")
				x.Rig(tc.breaker)
				x.Ice(fort, "Wall of Static", true)
			})
			x.Runner().Bits = 5
			x.Events = nil
			if tc.prep == "" {
				x.Do(runner, "run on HQ").PassAll()
			} else {
				x.Do(runner, "play "+tc.prep).PassAll()
			}
			hammer := false
			for _, o := range x.Options(runner) {
				hammer = hammer || strings.Contains(o, tc.breaker)
			}
			want(t, "breaker offered in the encounter", hammer, tc.offered)
			if !tc.offered {
				wantRunEndedBy(t, x, "Wall of Static")
			}
		})
	}
}

func TestPrepsThatRaiseRezCosts(t *testing.T) {
	for _, tc := range []struct {
		name           string
		interference   bool
		corpBits       int32
		wantOffered    bool
		wantCorpBitsTo int32 // after the rez, if offered
	}{
		{"Running Interference: during the run, rezzing ice costs its rez cost again: 6 for Wall of Static", true, 6, true, 0},
		{"Running Interference: with 5 bits, the Corp cannot rez Wall of Static during the run", true, 5, false, 5},
		{"Running Interference: in a plain run Wall of Static costs its 3", false, 3, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var wall int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Running Interference")
				wall, _ = x.Ice(onr.FortHQ, "Wall of Static", false)
			})
			x.Runner().Bits, x.Corp().Bits = 2, tc.corpBits
			if tc.interference {
				x.Do(runner, "play Running Interference on HQ")
				want(t, "Runner bits", x.Runner().Bits, int32(0))
			} else {
				x.Do(runner, "run on HQ")
			}
			for i := 0; i < 10 && !x.Offered(corp, "rez Wall of Static") && x.Offered(runner, "pass"); i++ {
				x.Do(runner, "pass")
			}
			want(t, "rez offered", x.Offered(corp, "rez Wall of Static"), tc.wantOffered)
			if tc.wantOffered {
				x.Do(corp, "rez Wall of Static")
				want(t, "Wall of Static rezzed", x.S.Cards[wall].Rezzed, true)
			}
			want(t, "Corp bits", x.Corp().Bits, tc.wantCorpBitsTo)
		})
	}
}

func TestPrepsWhoseRezCostsEndWithTheRun(t *testing.T) {
	t.Run("Running Interference: after its run, for two actions, rezzing ice costs its rez cost alone", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Running Interference")
			x.Ice(onr.FortHQ, "Wall of Static", false)
		})
		x.Runner().Bits, x.Corp().Bits = 2, 3
		actions := x.Runner().Actions
		x.Do(runner, "play Running Interference on the Archives").PassAll()
		x.Do(runner, "continue").PassAll()
		for x.S.Run.Active {
			x.Do(runner, x.Options(runner)[0]).PassAll()
		}
		want(t, "Runner actions", x.Runner().Actions, actions-2)
		x.Do(runner, "run on HQ")
		for i := 0; i < 10 && !x.Offered(corp, "rez Wall of Static") && x.Offered(runner, "pass"); i++ {
			x.Do(runner, "pass")
		}
		x.Do(corp, "rez Wall of Static")
		want(t, "Corp bits", x.Corp().Bits, int32(0))
	})
}

func TestPrepsThatAvoidTagsHideCardsBackInHand(t *testing.T) {
	const tgr = "Total Genetic Retrofit"
	t.Run(tgr+": its tag avoided once it is back in the Runner's hand, the Corp reads no name of it, the Runner does", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.EmptyDeck(runner)
			x.Hand(runner, tgr, "MIT West Tier", "Drone for a Day")
		})
		x.Runner().Bits = 20
		x.Do(runner, "play "+tgr).PassAll()
		// MIT West Tier shuffles the hand and the trash into the empty
		// stack and draws them both: the Retrofit is in hand again.
		x.Do(runner, "play MIT West Tier").PassAll()
		if c := newest(x, tgr); !inZone(x, c, onr.ZoneHand) {
			t.Fatalf("%s not back in hand: zone %v", tgr, x.S.Cards[c].Zone)
		}
		x.Events = nil
		x.Do(runner, "play Drone for a Day").PassAll()
		want(t, "tags", x.Runner().Tags, int32(0))
		var runnerRead bool
		for _, e := range x.Events {
			if r := e.ReadBy(x.Seat(corp)).Text(); strings.Contains(r, tgr) {
				t.Errorf("the Corp reads %q while %s is in the Runner's hand", r, tgr)
			}
			if r := e.ReadBy(x.Seat(runner)).Text(); strings.Contains(r, "avoids") && strings.Contains(r, tgr) {
				runnerRead = true
			}
		}
		if !runnerRead {
			t.Errorf("the Runner never reads that %s avoids the tag", tgr)
		}
	})
}
