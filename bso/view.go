package bso

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// View is one seat's view of a Big Sell-Out game: ONR's view of the table
// (each seat sees only what it may: teammates share nothing hidden,
// "Teams and Seating"), the viewer's role at this table, and the teams.
type View struct {
	*onr.View
	Role  string     `json:"role"` // the viewer's role: "sponsor", "agent", or "spectator"
	Teams []TeamView `json:"teams"`
}

// TeamView is a team as every seat sees it.
type TeamView struct {
	Team   int           `json:"team"`
	Names  []string      `json:"names"`
	Seats  []engine.Seat `json:"seats"`
	Points int32         `json:"points"`         // pooled ("Victory!")
	Debt   int32         `json:"debt,omitempty"` // agenda points still to forgo for a rehired Agent
	Out    bool          `json:"out,omitempty"`
}

// View implements engine.Game.
func (g *Game) View(seat engine.Seat) any {
	s := g.State()
	v := &View{View: g.Game.View(seat).(*onr.View), Role: "spectator", Teams: teamViews(s)}
	if seat >= 0 && int(seat) < len(s.Players) {
		v.Role = roleName(s.Players[seat].Role)
	}
	return v
}

// teamViews returns the teams of the game in s, in team order.
func teamViews(s *onr.State) []TeamView {
	var out []TeamView
	for i := range s.Players {
		p := &s.Players[i]
		for len(out) <= p.Team {
			out = append(out, TeamView{Team: len(out)})
		}
		t := &out[p.Team]
		t.Names = append(t.Names, s.SeatName(p.Seat))
		t.Seats = append(t.Seats, p.Seat)
		t.Points += p.Points
		t.Out = p.Out
	}
	for i := range out {
		out[i].Debt = pointDebt(s, i)
	}
	return out
}
