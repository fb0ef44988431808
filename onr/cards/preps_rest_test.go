package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// runAndAccess makes a run on the fort named, unopposed, and accesses
// whatever it offers, stealing what may be stolen.
func runAndAccess(x *onrtest.Table, fort string) {
	x.Do(runner, "run on "+fort).PassAll()
	x.Do(runner, "continue").PassAll()
	for x.S.Run.Active {
		x.Do(runner, x.Options(runner)[0]).PassAll()
	}
}

func TestPrepsOnTheNextAgendaAccessed(t *testing.T) {
	for _, tc := range []struct {
		name, prep string
		hq, remote string // the card in HQ, the card installed in a remote fort
		runs       []string
		wantBits   int32
		wantPoints int32
	}{
		{"Prearranged Drop: the next agenda accessed this turn gives 6 bits", "Prearranged Drop",
			"Hostile Takeover", "Rustbelt HQ Branch", []string{"HQ"}, 6, 1},
		{"Prearranged Drop: a card accessed that is no agenda gives nothing", "Prearranged Drop",
			"Accounts Receivable", "Rustbelt HQ Branch", []string{"HQ"}, 0, 0},
		{"Prearranged Drop: a card accessed that is no agenda gives nothing, and the drop waits for the agenda", "Prearranged Drop",
			"Accounts Receivable", "Hostile Takeover", []string{"HQ", "remote"}, 6, 1},
		{"Prearranged Drop: only the next agenda: a second one gives nothing", "Prearranged Drop",
			"Hostile Takeover", "Hostile Takeover", []string{"HQ", "remote"}, 6, 2},
		{"Promises, Promises: the next agenda accessed this turn scores 1 additional agenda point", "Promises, Promises",
			"Hostile Takeover", "Rustbelt HQ Branch", []string{"HQ"}, 0, 2},
		{"Promises, Promises: a card accessed that is no agenda scores nothing", "Promises, Promises",
			"Accounts Receivable", "Rustbelt HQ Branch", []string{"HQ"}, 0, 0},
		{"Promises, Promises: a card accessed that is no agenda scores nothing, and the promise waits for the agenda", "Promises, Promises",
			"Accounts Receivable", "Hostile Takeover", []string{"HQ", "remote"}, 0, 2},
		{"Promises, Promises: only the next agenda: a second one scores only its own point", "Promises, Promises",
			"Hostile Takeover", "Hostile Takeover", []string{"HQ", "remote"}, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var remote int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, tc.prep)
				x.Hand(corp, tc.hq)
				_, remote = x.Install(onr.NewFort, tc.remote, false)
			})
			x.Runner().Bits = 2
			x.Do(runner, "play "+tc.prep).PassAll()
			x.Runner().Bits = 0
			for _, f := range tc.runs {
				if f == "remote" {
					f = x.G.FortName(remote)
				}
				runAndAccess(x, f)
			}
			want(t, "Runner bits", x.Runner().Bits, tc.wantBits)
			want(t, "Runner points", x.Runner().Points, tc.wantPoints)
		})
	}
	t.Run("Prearranged Drop: this turn only: an agenda accessed next turn gives nothing", func(t *testing.T) {
		var remote int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Prearranged Drop")
			_, remote = x.Install(onr.NewFort, "Hostile Takeover", false)
		})
		x.Do(runner, "play Prearranged Drop").PassAll()
		x.ToTurn(corp).ToTurn(runner)
		x.Runner().Bits = 0
		runAndAccess(x, x.G.FortName(remote))
		want(t, "Runner points", x.Runner().Points, int32(1))
		want(t, "Runner bits", x.Runner().Bits, int32(0))
	})
}

func TestPrepsThatPreventDamageDuringTheRun(t *testing.T) {
	for _, tc := range []struct {
		name     string
		weefle   bool
		wantHand int // of ten cards, after Bolter Cluster's 4 and Data Darts' 3 Net damage, and Dedicated Response Team's 3 meat
	}{
		{"Weefle Initiation: up to 7 damage of the run prevented, of any kind: of 10 done, 3 taken", true, 7},
		{"Weefle Initiation: a plain run prevents nothing: the 10 damage taken", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Weefle Initiation")
				x.Hand(runner, filler("Dwarf", 10)...)
				x.Install(onr.FortHQ, "Dedicated Response Team", true)
				x.Ice(onr.FortHQ, "Bolter Cluster", true)
				x.Ice(onr.FortHQ, "Data Darts", true)
				x.Runner().Tags = 1
			})
			if tc.weefle {
				x.Do(runner, "play Weefle Initiation on HQ").PassAll()
			} else {
				x.Do(runner, "run on HQ").PassAll()
			}
			for x.S.Run.Active && !x.S.Over {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			want(t, "cards in hand", len(x.Runner().Hand)-b2i(!tc.weefle), tc.wantHand)
		})
	}
	t.Run("Weefle Initiation: the pool ends with its run: the next run's damage is taken", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Weefle Initiation")
			x.Hand(runner, filler("Dwarf", 10)...)
			x.Ice(onr.FortHQ, "Data Darts", true)
		})
		x.Do(runner, "play Weefle Initiation on HQ").PassAll()
		for x.S.Run.Active {
			x.Do(runner, x.Options(runner)[0]).PassAll()
		}
		want(t, "cards in hand after the first run", len(x.Runner().Hand), 10)
		x.Do(runner, "run on HQ").PassAll()
		for x.S.Run.Active {
			x.Do(runner, x.Options(runner)[0]).PassAll()
		}
		want(t, "cards in hand after the second run", len(x.Runner().Hand), 7)
	})
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestPrepsThatTrashTheIceOfTheFortRun(t *testing.T) {
	for _, tc := range []struct {
		name         string
		jackOut      bool
		wantTrashed  int
		wantTags     int32
		wantAccessed int
	}{
		{"Demolition Run: a successful run trashes every rezzed ice of the fort, not the unrezzed, and gives three tags instead of the access", false, 2, 3, 0},
		{"Demolition Run: a run jacked out of trashes nothing and gives no tag", true, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ice [3]int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Demolition Run")
				x.Hand(runner, filler("Dwarf", 10)...)
				x.Hand(corp, "Hostile Takeover")
				ice[0], _ = x.Ice(onr.FortHQ, "Bolter Cluster", true)
				ice[1], _ = x.Ice(onr.FortHQ, "Wall of Static", false)
				ice[2], _ = x.Ice(onr.FortHQ, "Data Darts", true)
			})
			x.Runner().Bits = 4
			x.Events = nil
			x.Do(runner, "play Demolition Run on HQ").PassAll()
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			if tc.jackOut {
				x.Do(runner, "jack-out").PassAll()
			}
			for x.S.Run.Active {
				x.Do(runner, x.Options(runner)[0]).PassAll()
			}
			trashed := 0
			for _, c := range ice {
				if inZone(x, c, onr.ZoneDiscard) {
					trashed++
				}
			}
			want(t, "ice trashed", trashed, tc.wantTrashed)
			want(t, "unrezzed ice trashed", inZone(x, ice[1], onr.ZoneDiscard), false)
			want(t, "tags", x.Runner().Tags, tc.wantTags)
			want(t, "cards accessed", len(accessed(x)), tc.wantAccessed)
			want(t, "Runner points", x.Runner().Points, int32(0))
		})
	}
}

func TestPrepsThatTradeDamageForBits(t *testing.T) {
	for _, tc := range []struct {
		name              string
		hand, brain, take int
		wantMax           int
	}{
		{"Do the 'Drine™: 2 unpreventable brain damage suffered, 4 bits for each point", 3, 0, 2, 3},
		{"Do the 'Drine™: never more than the cards in hand, or the damage would flatline", 2, 0, 2, 2},
		{"Do the 'Drine™: never more than the hand size, or it would drop below 0", 6, 2, 3, 3},
		{"Do the 'Drine™: nothing suffered, nothing gained", 3, 0, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Do the 'Drine™")
				x.Hand(runner, filler("Dwarf", tc.hand)...)
				x.Rig("Cortical Stimulators")
				x.Runner().Brain = int32(tc.brain)
			})
			x.Runner().Bits = 0
			x.Do(runner, "play Do the 'Drine™")
			want(t, "most damage offered", x.Decision(runner).Max, tc.wantMax)
			x.Number(runner, tc.take)
			if x.Offered(runner, "prevent Cortical Stimulators") {
				t.Errorf("a prevention is offered against unpreventable damage: %q", x.Options(runner))
			}
			x.PassAll()
			want(t, "Runner bits", x.Runner().Bits, int32(4*tc.take))
			want(t, "brain damage", x.Runner().Brain, int32(tc.brain+tc.take))
			want(t, "cards in hand", len(x.Runner().Hand), tc.hand-tc.take)
			want(t, "game over", x.S.Over, false)
		})
	}
}

func TestPrepsThatTreatARunAsAnother(t *testing.T) {
	t.Run("Private LDL Access: a successful run on HQ accesses R&D instead of HQ", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Private LDL Access")
			x.Hand(corp, "Hostile Takeover")
			x.Deck(corp, "Hostile Takeover", "Accounts Receivable")
		})
		x.Events = nil
		x.Do(runner, "play Private LDL Access").PassAll()
		want(t, "a run on HQ", x.Logged("Runner runs on HQ"), true)
		x.Do(runner, "continue").PassAll()
		for x.S.Run.Active {
			x.Do(runner, x.Options(runner)[0]).PassAll()
		}
		want(t, "cards accessed", len(accessed(x)), 1)
		want(t, "R&D", len(x.Corp().Deck), 1)
		want(t, "HQ", len(x.Corp().Hand), 1)
		want(t, "Runner points", x.Runner().Points, int32(1))
	})
}

func TestPrepsThatForceARez(t *testing.T) {
	for _, tc := range []struct {
		name        string
		corpBits    int32
		answer      string // the Corp's; "" when it is not asked
		wantRezzed  bool
		wantTrashed bool
		wantBits    int32
	}{
		{"Forged Activation Orders: the Corp rezzes the unrezzed ice chosen, paying its rez cost", 5, "rez", true, false, 5 - 3},
		{"Forged Activation Orders: the Corp trashes the unrezzed ice chosen instead", 5, "trash", false, true, 5},
		{"Forged Activation Orders: a Corp that cannot pay the rez cost must trash it", 1, "", false, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var wall, other int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Forged Activation Orders")
				other, _ = x.Ice(onr.FortHQ, "Data Darts", true)
				wall, _ = x.Ice(onr.FortHQ, "Wall of Static", false)
			})
			x.Runner().Bits, x.Corp().Bits = 1, tc.corpBits
			x.Do(runner, "play Forged Activation Orders")
			if opts := x.Options(runner); len(opts) != 1 {
				t.Fatalf("offered %q; want the unrezzed ice alone (R352)", opts)
			}
			x.Do(runner, x.Options(runner)[0])
			if tc.answer != "" {
				x.Do(corp, tc.answer+" Wall of Static")
			}
			x.PassAll()
			want(t, "rezzed", x.S.Cards[wall].Rezzed, tc.wantRezzed)
			want(t, "trashed", inZone(x, wall, onr.ZoneDiscard), tc.wantTrashed)
			want(t, "Corp bits", x.Corp().Bits, tc.wantBits)
			want(t, "the rezzed ice untouched", x.S.Cards[other].Zone, onr.ZoneIce)
		})
	}
}

func TestPrepsThatTrashInstalledCardsForBits(t *testing.T) {
	t.Run("misc.for-sale: any number of installed cards trashed, 3 bits for each", func(t *testing.T) {
		var rig []int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "misc.for-sale")
			rig = x.Rig("Dwarf", "WuTech Mem Chip", "Hammer")
		})
		x.Runner().Bits = 0
		x.Do(runner, "play misc.for-sale")
		x.Do(runner, "trash Dwarf").Do(runner, "trash WuTech Mem Chip").Do(runner, "done").PassAll()
		want(t, "Runner bits", x.Runner().Bits, int32(6))
		want(t, "Dwarf trashed", inZone(x, rig[0], onr.ZoneDiscard), true)
		want(t, "WuTech Mem Chip trashed", inZone(x, rig[1], onr.ZoneDiscard), true)
		want(t, "Hammer kept", inZone(x, rig[2], onr.ZoneRig), true)
	})
	t.Run("misc.for-sale: none chosen, nothing gained", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "misc.for-sale")
			x.Rig("Dwarf")
		})
		x.Runner().Bits = 0
		x.Do(runner, "play misc.for-sale").Do(runner, "done").PassAll()
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "rig", len(x.Runner().Rig), 1)
	})
	t.Run("misc.for-sale: a card saved from the trash gives nothing, the others their bits (R383)", func(t *testing.T) {
		var rig []int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "misc.for-sale")
			rig = x.Rig("Dwarf", "WuTech Mem Chip", "Joan of Arc")
		})
		x.Runner().Bits = 0
		x.Do(runner, "play misc.for-sale")
		x.Do(runner, "trash Dwarf").Do(runner, "trash WuTech Mem Chip").Do(runner, "done")
		x.Do(runner, "prevent Joan of Arc: trash Joan of Arc").PassAll()
		want(t, "Dwarf saved", inZone(x, rig[0], onr.ZoneRig), true)
		want(t, "WuTech Mem Chip trashed", inZone(x, rig[1], onr.ZoneDiscard), true)
		want(t, "Runner bits", x.Runner().Bits, int32(3))
	})
}

func TestPrepsThatArrangeTheStack(t *testing.T) {
	t.Run("If You Want It Done Right...: one of the top five into the hand, unseen by the Corp, the other four on top in the order chosen", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "If You Want It Done Right...")
			x.Deck(runner, "Dwarf", "Hammer", "Codecracker", "WuTech Mem Chip", "Raptor", "Networking")
		})
		x.Do(runner, "play If You Want It Done Right...")
		if n := len(x.Options(runner)); n != 5 {
			t.Fatalf("offered %q; want the top five", x.Options(runner))
		}
		x.Do(runner, "choose Codecracker")
		for _, c := range []string{"Raptor", "Dwarf", "WuTech Mem Chip"} {
			x.Do(runner, "choose "+c)
		}
		x.PassAll()
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "taken", x.G.Title(x.Runner().Hand[0]), "Codecracker")
		want(t, "known to the Corp in the hand", x.G.Visible(x.Runner().Hand[0], x.Seat(corp)), false)
		var stack []string
		for _, c := range x.Runner().Deck {
			stack = append(stack, x.G.Title(c))
		}
		want(t, "stack", strings.Join(stack, ", "), "Raptor, Dwarf, WuTech Mem Chip, Hammer, Networking")
	})
	t.Run("If You Want It Done Right...: a stack of one card: it is taken", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "If You Want It Done Right...")
			x.Deck(runner, "Dwarf")
		})
		x.Do(runner, "play If You Want It Done Right...").Do(runner, "choose Dwarf").PassAll()
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "stack", len(x.Runner().Deck), 0)
	})
}

func TestPrepsThatTradeTheHandForTheStack(t *testing.T) {
	t.Run("Boostergang Connections: the hand trashed, as many cards of the stack into the hand, unseen by the Corp; the stack shuffled", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Boostergang Connections", "Dwarf", "Dwarf", "Dwarf")
			x.Deck(runner, "Hammer", "Codecracker", "WuTech Mem Chip", "Raptor", "Networking")
		})
		x.Runner().Bits = 7
		x.G.Reprompt() // asks again, with the 7 bits the card costs
		x.Events = nil
		x.Do(runner, "play Boostergang Connections")
		want(t, "Runner trash", len(x.Runner().Discard), 4) // the three and the prep
		for _, c := range []string{"Raptor", "Hammer", "Networking"} {
			x.Do(runner, "choose "+c)
		}
		x.PassAll()
		var hand []string
		for _, c := range x.Runner().Hand {
			hand = append(hand, x.G.Title(c))
			want(t, "known to the Corp in the hand", x.G.Visible(c, x.Seat(corp)), false)
		}
		want(t, "hand", strings.Join(hand, ", "), "Raptor, Hammer, Networking")
		want(t, "stack", len(x.Runner().Deck), 2)
		want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
	})
	t.Run("Boostergang Connections: the search may stop short", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Boostergang Connections", "Dwarf", "Dwarf")
			x.Deck(runner, "Hammer", "Codecracker")
		})
		x.Runner().Bits = 7
		x.G.Reprompt() // asks again, with the 7 bits the card costs
		x.Do(runner, "play Boostergang Connections").Do(runner, "choose Hammer").Do(runner, "none").PassAll()
		want(t, "hand", len(x.Runner().Hand), 1)
		want(t, "stack", len(x.Runner().Deck), 1)
	})
}

func TestPrepsThatGiveBadPublicity(t *testing.T) {
	for _, tc := range []struct {
		name        string
		connections []string
		corpBadPub  int32
		offered     bool
		wantOver    bool
	}{
		{"Poisoned Water Supply: with three connections in play, two are trashed and the Corp gets 1 Bad Publicity point", []string{"Broker", "Databroker", "Nomad Allies"}, 0, true, false},
		{"Poisoned Water Supply: the seventh Bad Publicity point makes the Corp lose", []string{"Broker", "Databroker"}, 6, true, true},
		{"Poisoned Water Supply: not playable with fewer than two connections in play", []string{"Broker"}, 0, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var rig []int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Poisoned Water Supply")
				rig = x.Rig(tc.connections...)
				x.Corp().BadPub = tc.corpBadPub
			})
			x.Runner().Bits = 4
			x.G.Reprompt()
			if got := x.Offered(runner, "play Poisoned Water Supply"); got != tc.offered || !tc.offered {
				want(t, "offered", got, tc.offered)
				return
			}
			x.Do(runner, "play Poisoned Water Supply")
			x.Do(runner, "trash Broker").Do(runner, "trash "+tc.connections[len(tc.connections)-1])
			x.PassAll()
			want(t, "Corp Bad Publicity", x.Corp().BadPub, tc.corpBadPub+1)
			want(t, "game over", x.S.Over, tc.wantOver)
			if tc.wantOver {
				want(t, "reason", x.S.Reason, "bad publicity")
				want(t, "winner", x.Winner(), onr.Runner)
				return
			}
			want(t, "connections left", len(x.Runner().Rig), len(tc.connections)-2)
			want(t, "Databroker kept", inZone(x, rig[1], onr.ZoneRig), true)
		})
	}
}

func TestPrepsThatRevealRD(t *testing.T) {
	for _, tc := range []struct {
		name           string
		rd             []string
		wantHQ, wantRD int
		wantShuffled   bool
		wantAgendaInHQ bool
	}{
		{"Gypsy™ Schedule Analyzer: instead of the access, R&D revealed down to the first agenda, stored in HQ; the others shuffled back",
			[]string{"Accounts Receivable", "Data Wall", "Hostile Takeover", "Rustbelt HQ Branch"}, 1, 3, true, true},
		{"Gypsy™ Schedule Analyzer: no agenda in R&D: every card revealed and shuffled back, nothing stored",
			[]string{"Accounts Receivable", "Data Wall"}, 0, 2, true, false},
		{"Gypsy™ Schedule Analyzer: an agenda on top: stored in HQ, nothing to shuffle",
			[]string{"Hostile Takeover", "Data Wall"}, 1, 1, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Gypsy™ Schedule Analyzer")
				x.Deck(corp, tc.rd...)
			})
			hq := len(x.Corp().Hand)
			x.Runner().Bits = 2
			x.Events = nil
			x.Do(runner, "play Gypsy™ Schedule Analyzer").PassAll()
			want(t, "a run on R&D", x.Logged("Runner runs on R&D"), true)
			x.Do(runner, "continue").PassAll()
			for i := 0; x.S.Run.Active; i++ {
				opts := x.Options(runner)
				if len(opts) == 0 || i == 40 {
					t.Fatalf("the run goes on with nothing for the Runner to answer: %s", x.Describe())
				}
				x.Do(runner, opts[0]).PassAll()
			}
			want(t, "cards accessed", len(accessed(x)), 0)
			want(t, "HQ", len(x.Corp().Hand)-hq, tc.wantHQ)
			want(t, "R&D", len(x.Corp().Deck), tc.wantRD)
			want(t, "R&D shuffled", x.Logged("shuffled into R&D"), tc.wantShuffled)
			want(t, "Data Wall revealed", x.Logged("reveals Data Wall from R&D"), tc.rd[0] != "Hostile Takeover")
			// A card revealed and shuffled back stays known to every seat
			// (its place in R&D does not): the events naming it tell no
			// seat what it may not know (fuzz seed 1, games 1075, 3700, 5350).
			for _, c := range x.Corp().Deck {
				if x.Logged("reveals " + x.G.Title(c) + " from R&D") {
					for _, seat := range []engine.Seat{x.Seat(corp), x.Seat(runner)} {
						want(t, x.G.Title(c)+" known to seat "+fmt.Sprint(seat), x.G.Visible(c, seat), true)
					}
				}
			}
			if tc.wantAgendaInHQ {
				if len(x.Corp().Hand) == 0 {
					t.Fatalf("HQ is empty, want Hostile Takeover stored there")
				}
				c := x.Corp().Hand[len(x.Corp().Hand)-1]
				want(t, "stored", x.G.Title(c), "Hostile Takeover")
				want(t, "known to the Runner in HQ", x.G.Visible(c, x.Seat(runner)), true)
			}
			want(t, "Runner points", x.Runner().Points, int32(0))
		})
	}
}
