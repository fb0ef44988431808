package neuroscape

import (
	"fmt"
	"strconv"

	"github.com/datafort/datafort/engine"
)

// The table (engine.TableViewer) and the lobby (engine.Playable,
// engine.TableOptions). The table is laid out from the seat's View, so it
// holds nothing the view does not: a hand is shown to its holder and, in
// 2v2, to the holder's teammate (HandSight, NS-23.2); to everyone else it
// is a count.
var (
	_ engine.TableViewer  = (*Game)(nil)
	_ engine.Playable     = Ruleset{}
	_ engine.TableOptions = Ruleset{}
)

// Playable implements engine.Playable: the lobby offers Neuroscape, 1v1
// and 2v2.
func (Ruleset) Playable() bool { return true }

// TableOptions implements engine.TableOptions: two players, or four in two
// teams (NS-23).
func (Ruleset) TableOptions() []engine.TableOption {
	return []engine.TableOption{{Name: "players", Label: "players", Values: []string{"2", "4"}, Default: "2"}}
}

// Pile, area and counter keys of the table, beside engine's well-known ones.
const (
	pileBin     = "bin"      // a player's bin, bottom first (NS-2.1)
	pileRAMDeck = "ram deck" // its RAM deck
	counterBF   = "bioframe" // bioframe health (NS-1.2)
	counterMF   = "mainframe health"
	counterRAM  = "ram" // RAM in the bank: refreshed and running (NS-5)
	areaPlay    = "play"
	areaCache   = "cache"
)

// TableView implements engine.TableViewer.
func (g *Game) TableView(seat engine.Seat) engine.TableView {
	v := g.View(seat).(View)
	t := engine.TableView{Turn: v.Turn, Step: fmt.Sprintf("round %d of %d: %s", v.Round, v.Rounds, v.Step)}
	if v.Active >= 0 {
		t.Active = role(engine.Seat(v.Active))
	}
	if v.Priority >= 0 {
		t.Notes = append(t.Notes, engine.TableNote{Kind: "priority", Text: role(engine.Seat(v.Priority)) + " may respond"})
	}
	if r, over := g.Result(); over {
		t.Over, t.Result = true, v.Result
		if r.Draw {
			t.Result = "a draw: " + r.Reason
		}
	}
	health := func(tm int) []engine.TableCounter {
		bf, mf := int(v.Health[tm][0]), int(v.Health[tm][1])
		return []engine.TableCounter{
			{Name: counterBF, N: bf, Text: fmt.Sprintf("bioframe %d", bf)},
			{Name: counterMF, N: mf, Text: fmt.Sprintf("mainframe %d", mf)},
		}
	}
	teams := len(v.Players) > 2
	for _, pv := range v.Players {
		s := engine.Seat(pv.Seat)
		p := engine.TablePlayer{Seat: s, Role: role(s), Label: role(s), Team: pv.Team, Out: g.st.Out[pv.Team]}
		if !teams {
			p.Counters = health(pv.Team)
		}
		p.Counters = append(p.Counters,
			engine.TableCounter{Name: counterRAM, N: pv.Refreshed + pv.Running, Text: fmt.Sprintf("RAM %d refreshed, %d running", pv.Refreshed, pv.Running)},
			engine.TableCounter{Name: "hand size", N: pv.HandSize, Text: fmt.Sprintf("hand %d", pv.HandSize)})
		for f, n := range sortedSynergy(pv.Synergy) {
			p.Counters = append(p.Counters, engine.TableCounter{Name: "synergy " + f, N: n, Text: fmt.Sprintf("%s %d", f, n)})
		}
		hand := engine.TablePile{Name: engine.PileHand, Title: fmt.Sprintf("Hand (%d)", pv.HandSize), Count: pv.HandSize,
			Counted: !HandSight(seat, s)}
		if !hand.Counted {
			hand.Cards = tableCards(pv.Hand)
		}
		p.Piles = []engine.TablePile{
			hand,
			{Name: engine.PileDeck, Title: fmt.Sprintf("Cyberdeck (%d)", pv.DeckSize), Count: pv.DeckSize, Counted: true},
			{Name: pileRAMDeck, Title: fmt.Sprintf("RAM deck (%d)", pv.RAMDeck), Count: pv.RAMDeck, Counted: true},
			{Name: pileBin, Title: fmt.Sprintf("Bin (%d)", len(pv.Bin)), Count: len(pv.Bin), Cards: tableCards(pv.Bin)},
		}
		mfLine := engine.TableLine{Kind: "mainframe", Label: "mainframe and its slots", At: -1,
			Cards: append([]engine.TableCard{{Title: pv.Mainframe, Stats: tierStats(pv.Tiers)}}, tableCards(pv.Slots)...)}
		chars := engine.TableLine{Kind: "cards", Label: "in play", Empty: "nothing in play", At: -1, Cards: tableCards(pv.Play)}
		lines := []engine.TableLine{mfLine, chars}
		if len(pv.Gear) > 0 { // NS-12: each on the character it is attached to
			gear := engine.TableLine{Kind: "cards", Label: "gear", At: -1, Cards: tableCards(pv.Gear)}
			for i, c := range pv.Gear {
				gear.Cards[i].Stats = append(gear.Cards[i].Stats, fmt.Sprintf("on #%d", c.Host))
			}
			lines = append(lines, gear)
		}
		p.Areas = []engine.TableArea{{Kind: areaPlay, Index: pv.Seat, Name: role(s) + "'s side", Lines: lines}}
		t.Players = append(t.Players, p)
	}
	if teams {
		for tm := range 2 {
			var seats []engine.Seat
			for _, pv := range v.Players {
				if pv.Team == tm {
					seats = append(seats, engine.Seat(pv.Seat))
				}
			}
			t.Teams = append(t.Teams, engine.TableTeam{Label: fmt.Sprintf("%s and %s", role(seats[0]), role(seats[1])),
				Seats: seats, Counters: health(tm), Out: g.st.Out[tm]})
		}
	}
	cache := engine.TableLine{Kind: "items", Label: "the Cache, top first", Ordered: true, Pos: "item", Empty: "empty", At: -1,
		Cards: tableCards(v.Cache)}
	t.Shared = []engine.TableArea{{Kind: areaCache, Name: "The Cache", Lines: []engine.TableLine{cache}}}
	return t
}

// sortedSynergy yields a player's synergy points by faction, in the order
// of the faction names.
func sortedSynergy(m map[string]int) func(yield func(string, int) bool) {
	return func(yield func(string, int) bool) {
		for _, f := range sortedKeys(m) {
			if !yield(f, m[f]) {
				return
			}
		}
	}
}

// tierStats names a mainframe's applying tiers (NS-4.4).
func tierStats(tiers []int) []string {
	var out []string
	for _, i := range tiers {
		out = append(out, "tier "+strconv.Itoa(i+1))
	}
	return out
}

// tableCards lays out cards the seat may see.
func tableCards(cs []CardView) []engine.TableCard {
	var out []engine.TableCard
	for _, c := range cs {
		tc := engine.TableCard{Handle: int(c.ID), Title: c.Name}
		if c.Cost > 0 {
			tc.Stats = append(tc.Stats, fmt.Sprintf("%d RAM", c.Cost))
		}
		if c.Atk != 0 || c.Def != 0 {
			tc.Stats = append(tc.Stats, fmt.Sprintf("%d/%d", c.Atk, c.Def))
		}
		if c.Ability != "" {
			tc.Stats = append(tc.Stats, "ability "+c.Ability)
		}
		if c.Target > 0 {
			tc.Stats = append(tc.Stats, fmt.Sprintf("targets #%d", c.Target))
		} else if c.Target < 0 {
			tc.Stats = append(tc.Stats, "targets "+role(targetSeat(c.Target)))
		}
		for _, f := range []struct {
			on   bool
			name string
		}{{c.Running, "running"}, {c.Used, "used"}, {c.Blue, "attacks mainframes"}, {c.Attacks > 0, "attacking"}, {c.Blocking != 0, "blocking"}} {
			if f.on {
				tc.Flags = append(tc.Flags, f.name)
			}
		}
		if c.Damage > 0 {
			tc.Counters = append(tc.Counters, engine.TableCounter{Name: "damage", N: int(c.Damage), Text: fmt.Sprintf("%d damage", c.Damage)})
		}
		if c.RAM > 0 || c.Missing > 0 {
			tc.Counters = append(tc.Counters, engine.TableCounter{Name: counterRAM, N: c.RAM, Text: fmt.Sprintf("RAM %d/%d", c.RAM, c.RAM+c.Missing)})
		}
		out = append(out, tc)
	}
	return out
}
