package bso

import (
	"slices"

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
	// FortOwners says whose each fort of View.Forts is, in the same order:
	// what every seat sees of the table, so that a reader (a bot) need not
	// parse the forts' names.
	FortOwners []FortOwner `json:"fortOwners"`
	// ActiveSeat is the seat whose turn it is; RunBy and RunOn are the Runner
	// making the run in progress and the Corp run, TraceBy and TraceOn the
	// Corp tracing and the Runner traced in the trace in progress (each
	// engine.NoSeat when there is none): seats every player sees, which
	// ONR's view gives only as roles.
	ActiveSeat engine.Seat `json:"activeSeat"`
	RunBy      engine.Seat `json:"runBy"`
	RunOn      engine.Seat `json:"runOn"`
	TraceBy    engine.Seat `json:"traceBy"`
	TraceOn    engine.Seat `json:"traceOn"`
}

// FortOwner is what every seat sees of whose a fort is.
type FortOwner struct {
	Fort    int32       `json:"fort"`    // the fort's index (onr.FortView.Index)
	Owner   engine.Seat `json:"owner"`   // the Sponsor whose fort it is
	Central onr.Central `json:"central"` // its kind: onr.Subsidiary, a central fort, or CentralAgent
	// Resident is the Agent residing in an Agent fort, else engine.NoSeat.
	Resident engine.Seat `json:"resident"`
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
	return g.viewInto(seat, &View{View: g.Game.View(seat).(*onr.View)})
}

// ReuseView implements observe.ViewReuser: seat's view, its ONR part built
// in the room of old's (a view of this game's that its holder no longer
// reads; nil for none). It shadows the embedded game's, which would build
// ONR's view alone, without the table (teams, forts' owners).
func (g *Game) ReuseView(seat engine.Seat, old any) any {
	v, _ := old.(*View)
	if v == nil {
		v = &View{}
	}
	ov := v.View
	if ov == nil {
		ov = &onr.View{}
	}
	owners := v.FortOwners
	*v = View{View: g.Game.ViewInto(seat, ov), FortOwners: owners}
	return g.viewInto(seat, v)
}

// viewInto completes v, whose ONR view of seat is built, with the table.
func (g *Game) viewInto(seat engine.Seat, v *View) *View {
	s := g.State()
	v.Role, v.Teams = "spectator", teamViews(s)
	v.ActiveSeat, v.RunBy, v.RunOn, v.TraceBy, v.TraceOn = s.Active, engine.NoSeat, engine.NoSeat, engine.NoSeat, engine.NoSeat
	if s.Run.Active {
		v.RunBy, v.RunOn = s.Run.Runner, s.Run.Corp
	}
	if s.Trace.Active {
		v.TraceBy, v.TraceOn = s.Trace.Corp, s.Trace.Runner
	}
	v.FortOwners = slices.Grow(v.FortOwners[:0], len(v.Forts))[:len(v.Forts)]
	for i, f := range v.Forts {
		sf := &s.Forts[f.Index]
		v.FortOwners[i] = FortOwner{Fort: f.Index, Owner: sf.Owner, Central: sf.Central, Resident: resident(s, f.Index)}
	}
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
