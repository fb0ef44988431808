package enginetest

import (
	"fmt"
	"strconv"

	"github.com/datafort/datafort/engine"
)

// The swift game's table (engine.TableViewer): each seat's points and
// hand, the cache and, with teams, each team's pooled points. It is laid
// out from the seat's View, so it holds nothing the view does not.
var _ engine.TableViewer = (*swiftGame)(nil)

// TableView implements engine.TableViewer.
func (g *swiftGame) TableView(seat engine.Seat) engine.TableView {
	v := g.View(seat).(swiftView)
	t := engine.TableView{Turn: v.Turn, Active: swiftRole(v.Active),
		Step: fmt.Sprintf("turn %d of %d; the first team to %d points wins; the counter is %d", v.Turn, v.Turns, v.Target, v.Counter)}
	if v.Result != nil {
		t.Over, t.Result = true, *v.Result
	}
	for s, n := range v.HandSizes {
		p := engine.TablePlayer{Seat: engine.Seat(s), Role: swiftRole(engine.Seat(s)), Label: swiftRole(engine.Seat(s)), Team: v.Teams[s],
			Counters: []engine.TableCounter{
				{Name: engine.CounterPoints, N: v.Scores[s], Text: strconv.Itoa(v.Scores[s]) + " points"},
				{Name: "bonus", N: v.Bonuses[s], Text: "next card +" + strconv.Itoa(v.Bonuses[s])},
			}}
		if v.Used[s] {
			p.Notes = append(p.Notes, engine.TableNote{Kind: "used", Text: "Its character's ability is used this round."})
		}
		hand := engine.TablePile{Name: engine.PileHand, Title: fmt.Sprintf("Hand (%d)", n), Count: n, Counted: engine.Seat(s) != seat}
		if engine.Seat(s) == seat {
			for _, c := range v.Hand {
				hand.Cards = append(hand.Cards, engine.TableCard{Title: strconv.Itoa(c)})
			}
		}
		p.Piles = []engine.TablePile{hand}
		t.Players = append(t.Players, p)
	}
	if g.st.Teams {
		for team := range 2 {
			tm := engine.TableTeam{Label: fmt.Sprintf("%s and %s", swiftRole(engine.Seat(team)), swiftRole(engine.Seat(team+2))),
				Seats: []engine.Seat{engine.Seat(team), engine.Seat(team + 2)}}
			n := v.Scores[team] + v.Scores[team+2]
			tm.Counters = []engine.TableCounter{{Name: engine.CounterPoints, N: n, Text: strconv.Itoa(n) + " points"}}
			t.Teams = append(t.Teams, tm)
		}
	}
	line := engine.TableLine{Kind: "items", Label: "the cache, top first", Ordered: true, Pos: "item", Empty: "empty", At: -1}
	for _, it := range v.Cache {
		c := engine.TableCard{Title: fmt.Sprintf("#%d %s: ", it.ID, swiftRole(it.Seat))}
		if it.N == 0 {
			c.Title += "character"
		} else {
			c.Title += strconv.Itoa(it.N)
		}
		if it.Target != 0 {
			c.Stats = append(c.Stats, fmt.Sprintf("targets #%d", it.Target))
		}
		if it.Bonus != 0 {
			c.Counters = append(c.Counters, engine.TableCounter{Name: "bonus", N: it.Bonus, Text: "+" + strconv.Itoa(it.Bonus)})
		}
		line.Cards = append(line.Cards, c)
	}
	t.Shared = []engine.TableArea{{Kind: "cache", Name: "The cache", Lines: []engine.TableLine{line}}}
	return t
}
