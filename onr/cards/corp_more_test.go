package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The class-A Corp cards of the card pool beyond the ice: agendas, nodes,
// upgrades and operations made of the shared vocabulary.

// taggedCorpTurn is the Corp's first action with the Runner tagged tags
// times, holding hand cards, the Corp holding corpHand and 20 bits.
func taggedCorpTurn(t *testing.T, tags int32, hand int, corpHand ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Hand(corp, corpHand...)
	x.Hand(runner, filler("Jack 'n' Joe", hand)...)
	x.Deck(corp, filler("Data Wall", 5)...)
	x.Runner().Tags = tags
	x.Corp().Bits = 20
	x.Ready()
	return x
}

// takeDamage has the Runner take damage he is asked about (the Corp's
// turn: he is asked on public grounds, prevent.go).
func takeDamage(x *onrtest.Table) {
	for x.Offered(runner, "take") {
		x.Do(runner, "take")
	}
}

// toCorpTurnResolving plays the Runner's turn ("gain") and returns once
// the Corp is asked to order its start-of-turn effects; it resolves first,
// then the mandatory draw, and returns at the Corp's first action.
func toCorpTurnResolving(t *testing.T, x *onrtest.Table, first string) {
	t.Helper()
	x.ToTurn(runner)
	for i := 0; i < 50 && !x.Offered(corp, "resolve "+first); i++ {
		switch {
		case x.Offered(runner, "gain"):
			x.Do(runner, "gain")
		default:
			x.PassAll()
		}
	}
	x.Do(corp, "resolve "+first)
	x.ToTurn(corp)
}

func TestClassACorpAgendas(t *testing.T) {
	t.Run("Marine Arcology: scored, [action], [action]: gain 3 bits", func(t *testing.T) {
		x := newTable(t)
		scoreAgenda(t, x, "Marine Arcology", 3)
		x.Do(corp, "use Marine Arcology: Gain 3 bits")
		want(t, "Corp bits", x.Corp().Bits, int32(5+1+3))
		want(t, "Corp actions left", x.Corp().Actions, int32(0))
	})
	t.Run("Marine Arcology: not with one action left: the two are taken together, in one turn (R172)", func(t *testing.T) {
		x := newTable(t)
		scoreAgenda(t, x, "Marine Arcology", 3)
		x.Do(corp, "gain")
		x.PassAll()
		if x.Offered(corp, "use Marine Arcology: Gain 3 bits") {
			t.Errorf("offered with one action left")
		}
	})
	t.Run("On-Call Solo Team: scored, [action]: 1 meat damage, only if the Runner is tagged", func(t *testing.T) {
		for _, tags := range []int32{0, 1} {
			x := newTable(t)
			x.Hand(runner, filler("Jack 'n' Joe", 3)...)
			x.Runner().Tags = tags
			scoreAgenda(t, x, "On-Call Solo Team", 4)
			use := "use On-Call Solo Team: Do 1 meat damage"
			if x.Offered(corp, use) != (tags > 0) {
				t.Fatalf("with %d tags offered %v", tags, x.Offered(corp, use))
			}
			if tags > 0 {
				actions := x.Corp().Actions
				x.Do(corp, use)
				want(t, "Corp actions left", x.Corp().Actions, actions-1)
				takeDamage(x)
				want(t, "cards in hand", len(x.Runner().Hand), 2)
				wantDamage(t, x, 1, "meat")
			}
		}
	})
	t.Run("Political Overthrow: scored, [action]: gain 3 bits", func(t *testing.T) {
		x := newTable(t)
		scoreAgenda(t, x, "Political Overthrow", 9)
		want(t, "Corp points", x.Corp().Points, int32(6))
		actions := x.Corp().Actions
		x.Do(corp, "use Political Overthrow: Gain 3 bits")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		want(t, "Corp bits", x.Corp().Bits, int32(5+1+3))
	})
	t.Run("Polymer Breakthrough: scored, gain 1 bit at the start of each of the Corp's turns", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 3)...)
		scoreAgenda(t, x, "Polymer Breakthrough", 6)
		x.ToTurn(runner)
		bits := x.Corp().Bits
		toCorpTurnResolving(t, x, "Polymer Breakthrough")
		want(t, "Corp bits at the start of its next turn", x.Corp().Bits, bits+1)
	})
	t.Run("Private Cybernet Police: scored, [action]: Trace 5: give the Runner a tag", func(t *testing.T) {
		x := newTable(t)
		scoreAgenda(t, x, "Private Cybernet Police", 7)
		actions := x.Corp().Actions
		x.Do(corp, "use Private Cybernet Police: Trace 5: give the Runner a tag")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		trace(t, x, 5, 3, "", 0)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, int32(1))
	})
	t.Run("Strike Force Kali: scored, [action]: 2 meat damage, only if the Runner is tagged", func(t *testing.T) {
		x := newTable(t)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		x.Runner().Tags = 1
		scoreAgenda(t, x, "Strike Force Kali", 6)
		actions := x.Corp().Actions
		x.Do(corp, "use Strike Force Kali: Do 2 meat damage")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		wantDamage(t, x, 2, "meat")
	})
	t.Run("Subsidiary Branch: gain an action during each turn, from the turn it is scored (R231)", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 3)...)
		scoreAgenda(t, x, "Subsidiary Branch", 6) // one action taken
		taken := 1
		for x.S.Active == x.Seat(corp) {
			x.Do(corp, "gain").PassAll()
			taken++
		}
		want(t, "Corp actions in the turn it was scored", taken, 4)
	})
	t.Run("Unlisted Research Lab: scored, draw an additional card at the start of each of the Corp's turns", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		scoreAgenda(t, x, "Unlisted Research Lab", 3)
		x.ToTurn(runner)
		hand := len(x.Corp().Hand)
		toCorpTurnResolving(t, x, "Unlisted Research Lab")
		want(t, "Corp cards in hand (the draw and one more)", len(x.Corp().Hand), hand+2)
	})
}

func TestClassACorpNodesAndUpgrades(t *testing.T) {
	t.Run("Euromarket Consortium: hand size +2; [action], 1 bit: draw two cards", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Euromarket Consortium", true)
		x.Deck(corp, filler("Data Wall", 3)...)
		x.Ready()
		want(t, "Corp hand size", x.G.HandSize(corp), int32(7))
		hand, actions := len(x.Corp().Hand), x.Corp().Actions
		x.Do(corp, "use Euromarket Consortium: Draw two cards")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		want(t, "Corp cards in hand", len(x.Corp().Hand), hand+2)
		want(t, "Corp bits", x.Corp().Bits, int32(4))
	})
	t.Run("I Got a Rock: [action], 3 agenda points: 15 meat damage, only if the Runner has two or more tags", func(t *testing.T) {
		for _, tags := range []int32{1, 2} {
			x := newTable(t)
			x.Install(onr.NewFort, "I Got a Rock", true)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Corp().Points = 3
			x.Runner().Tags = tags
			x.Ready()
			use := "use I Got a Rock: Do 15 meat damage"
			if x.Offered(corp, use) != (tags == 2) {
				t.Fatalf("with %d tags offered %v", tags, x.Offered(corp, use))
			}
			if tags == 2 {
				actions := x.Corp().Actions
				x.Do(corp, use)
				want(t, "Corp actions left", x.Corp().Actions, actions-1)
				takeDamage(x)
				want(t, "Corp points", x.Corp().Points, int32(0))
				want(t, "winner", x.Winner(), corp)
				want(t, "reason", x.S.Reason, "flatline")
				wantDamage(t, x, 15, "meat")
			}
		}
	})

	accessHQWith := func(t *testing.T, upgrade string, tags int32) *onrtest.Table {
		t.Helper()
		x := newTable(t)
		x.Install(onr.FortHQ, upgrade, true)
		x.Hand(runner, filler("Jack 'n' Joe", 4)...)
		x.Corp().Bits = 20
		x.Runner().Tags = tags
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		return x
	}
	t.Run("Dedicated Response Team: accessed, 3 meat damage if the Runner is tagged", func(t *testing.T) {
		x := accessHQWith(t, "Dedicated Response Team", 1)
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		wantDamage(t, x, 3, "meat")
	})
	t.Run("Dedicated Response Team: accessed, nothing if the Runner is not tagged", func(t *testing.T) {
		x := accessHQWith(t, "Dedicated Response Team", 0)
		want(t, "cards in hand", len(x.Runner().Hand), 4)
	})
	t.Run("Turbeau Delacroix: accessed, Trace 10: give the Runner a tag", func(t *testing.T) {
		x := accessHQWith(t, "Turbeau Delacroix", 0)
		trace(t, x, 10, 4, "", 0)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, int32(1))
	})
}

func TestClassACorpOperations(t *testing.T) {
	plain := []struct {
		name, op string
		bits     int32 // net, after the play cost
		cards    int   // net, the operation itself included
	}{
		{"Annual Reviews: draw three cards", "Annual Reviews", 0, 3 - 1},
		{"Credit Consolidation: gain 15 bits for 10", "Credit Consolidation", 15 - 10, -1},
		{"Night Shift: gain 2 bits and draw one card", "Night Shift", 2, 0},
	}
	for _, tc := range plain {
		t.Run(tc.name, func(t *testing.T) {
			x := taggedCorpTurn(t, 0, 0, tc.op)
			hand := len(x.Corp().Hand)
			x.Do(corp, "play "+tc.op)
			want(t, "Corp bits", x.Corp().Bits, 20+tc.bits)
			want(t, "Corp cards in hand", len(x.Corp().Hand), hand+tc.cards)
		})
	}

	tagged := []struct {
		name, op   string
		cost       int32
		tags, hand int // the Runner's afterwards, from 1 tag and 6 cards
		bits       int32
	}{
		{"Datapool® by Zetatech: only if the Runner is tagged; give the Runner two tags", "Datapool® by Zetatech", 1, 3, 6, 0},
		{"Netwatch Credit Voucher: only if the Runner is tagged; give a tag and gain 1 bit", "Netwatch Credit Voucher", 0, 2, 6, 1},
		{"Punitive Counterstrike: only if the Runner is tagged; 2 meat damage", "Punitive Counterstrike", 0, 1, 4, 0},
		{"Urban Renewal: only if the Runner is tagged; 5 meat damage", "Urban Renewal", 6, 1, 1, 0},
	}
	for _, tc := range tagged {
		t.Run(tc.name, func(t *testing.T) {
			x := taggedCorpTurn(t, 0, 6, tc.op)
			if x.Offered(corp, "play "+tc.op) {
				t.Fatalf("playable with the Runner untagged")
			}
			x = taggedCorpTurn(t, 1, 6, tc.op)
			x.Do(corp, "play "+tc.op)
			takeDamage(x)
			x.PassAll()
			want(t, "tags", x.Runner().Tags, int32(tc.tags))
			want(t, "Runner cards in hand", len(x.Runner().Hand), tc.hand)
			if lost := 6 - tc.hand; lost > 0 { // the operations that do damage do meat damage
				wantDamage(t, x, lost, "meat")
			}
			want(t, "Corp bits", x.Corp().Bits, 20-tc.cost+tc.bits)
		})
	}

	t.Run("Corporate Detective Agency: only if the Runner is tagged; the Corp trashes two of his resources at no cost", func(t *testing.T) {
		resources := []string{"Fall Guy", "Access to Kiribati", "Floating Runner BBS", "Dwarf"}
		x := taggedCorpTurn(t, 0, 0, "Corporate Detective Agency")
		x.Rig(resources...)
		x.G.Reprompt()
		if x.Offered(corp, "play Corporate Detective Agency") {
			t.Fatalf("playable with the Runner untagged")
		}
		x = taggedCorpTurn(t, 1, 0, "Corporate Detective Agency")
		x.Rig(resources...)
		x.G.Reprompt()
		x.Do(corp, "play Corporate Detective Agency")
		if x.Offered(corp, "trash Dwarf") {
			t.Errorf("offers to trash a program")
		}
		x.Do(corp, "trash Fall Guy")
		x.Do(corp, "trash Floating Runner BBS")
		x.PassAll()
		want(t, "Fall Guy trashed", inZone(x, newest(x, "Fall Guy"), onr.ZoneDiscard), true)
		want(t, "Floating Runner BBS trashed", inZone(x, newest(x, "Floating Runner BBS"), onr.ZoneDiscard), true)
		want(t, "Access to Kiribati installed", inZone(x, newest(x, "Access to Kiribati"), onr.ZoneRig), true)
		want(t, "Corp bits (play cost 1, no trash cost)", x.Corp().Bits, int32(19))
	})

	t.Run("Corporate Detective Agency: up to two resources, so the Corp may stop after one or none and is asked even with two or fewer", func(t *testing.T) {
		for _, tc := range []struct {
			name      string
			resources []string
			trash     []string // chosen before done, in order
		}{
			{"stops after one of three", []string{"Fall Guy", "Access to Kiribati", "Floating Runner BBS"}, []string{"Access to Kiribati"}},
			{"trashes none of two", []string{"Fall Guy", "Access to Kiribati"}, nil},
			{"trashes the only one", []string{"Fall Guy"}, []string{"Fall Guy"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				x := taggedCorpTurn(t, 1, 0, "Corporate Detective Agency")
				x.Rig(tc.resources...)
				x.G.Reprompt()
				x.Do(corp, "play Corporate Detective Agency")
				for _, r := range tc.trash {
					x.Do(corp, "trash "+r)
				}
				if len(tc.trash) < 2 && len(tc.trash) < len(tc.resources) {
					x.Do(corp, "done")
				}
				x.PassAll()
				for _, r := range tc.resources {
					want(t, r+" trashed", inZone(x, newest(x, r), onr.ZoneDiscard), slices.Contains(tc.trash, r))
				}
			})
		}
	})

	t.Run("Trojan Horse: only if the Runner stole an agenda during his last turn; give the Runner a tag", func(t *testing.T) {
		for _, stole := range []bool{false, true} {
			x := newTable(t)
			x.Hand(corp, "Trojan Horse")
			x.Deck(corp, filler("Data Wall", 3)...)
			if stole {
				x.Hand(corp, "Hostile Takeover")
			}
			x.Ready()
			x.ToTurn(runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
			for x.S.Run.Active {
				x.Do(runner, x.Options(runner)[0]) // access each card, steal what can be stolen
				x.PassAll()
			}
			want(t, "Runner points", x.Runner().Points, map[bool]int32{false: 0, true: 1}[stole])
			x.ToTurn(corp)
			if x.Offered(corp, "play Trojan Horse") != stole {
				t.Fatalf("stole %v: offered %v", stole, x.Offered(corp, "play Trojan Horse"))
			}
			if stole {
				x.Do(corp, "play Trojan Horse")
				x.PassAll()
				want(t, "tags", x.Runner().Tags, int32(1))
			}
		}
	})
}
