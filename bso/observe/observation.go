package observe

import (
	"fmt"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
)

// The Big Sell-Out's observation vector, built from one seat's bso.View
// only: ONR's (onr/observe) at bso's table — its header, the players'
// fields of every seat ("own", "seat+1"… relative to the viewer, in seat
// order after it), the cards of every place — then the table's:
//
//	bso      the viewer's role and the number of seats
//	seats    one block of seatFields per seat, relative to the viewer as
//	         ONR's players are: its team (teammate of the viewer, its
//	         partner, the team's pooled points), its role, whose turn, who
//	         runs and is run, who traces and is traced
//	forts    one block of fortFields per fort slot (bso.View.Forts'
//	         order, as action ids name forts): its kind and owner, and the
//	         Agent residing in an Agent fort
//	known    ONR's "known" field (the cards of every seat's hidden zones
//	         that the viewer knows), appended to ONR's layout after
//	         bso's fields were, so it comes after them
//
// Seats are numbers relative to the viewer plus one (0: none), so that a
// policy reads "my teammate" and "the Sponsor on my left" at any seat. An
// empty seat or fort is all zeros. ONR's header's my_turn is true for
// every Sponsor (or Agent) when a Sponsor (an Agent) has the turn: the
// seats' "active" says whose turn it is.
var (
	bsoFields  = []string{"i_am_sponsor", "i_am_agent", "seats"}
	seatFields = []string{
		"present", "teammate", "partner", "sponsor", "agent", "out", "team_points", "team_debt",
		"active", "running", "run_on", "tracing", "traced",
	}
	fortFields = []string{
		"present", "owner", "owner_is_me", "owner_is_teammate", "subsidiary", "hq", "rd", "archives",
		"agent_fort", "resident", "resident_is_me", "resident_is_teammate",
	}
)

// bsoLayout returns the fields of the observation, ONR's core (of size
// core) then bso's, and its size.
func bsoLayout(core []observe.Field, size int) ([]observe.Field, int) {
	fs := append([]observe.Field(nil), core...)
	add := func(name string, n int, doc string) {
		fs = append(fs, observe.Field{Name: name, Offset: size, Size: n, Doc: doc})
		size += n
	}
	for _, h := range bsoFields {
		add("bso."+h, 1, "")
	}
	add("seats", BSOSeats*len(seatFields), fmt.Sprintf("%d seats (own, then seat+1…) × %d fields (%v); partner is its teammate's seat relative to the viewer + 1", BSOSeats, len(seatFields), seatFields))
	add("forts", BSOForts*len(fortFields), fmt.Sprintf("%d fort slots × %d fields (%v); owner and resident are seats relative to the viewer + 1, 0 for none", BSOForts, len(fortFields), fortFields))
	return fs, size
}

// observeTable writes bso's fields of view v into out, whole. A seat is
// its own teammate (teammate, owner_is_teammate).
func observeTable(v *bso.View, out []float32) error {
	clear(out)
	b := func(x bool) float32 {
		if x {
			return 1
		}
		return 0
	}
	n := engine.Seat(len(v.Players))
	if n > BSOSeats {
		return fmt.Errorf("agent: %d seats, the encoding holds %d", n, BSOSeats)
	}
	if len(v.Forts) > BSOForts {
		return fmt.Errorf("agent: %d forts, the encoding holds %d", len(v.Forts), BSOForts)
	}
	// rel is a seat relative to the viewer (a spectator's: the seat); seat
	// is one plus it, 0 for none.
	rel := func(s engine.Seat) int {
		if v.Viewer < 0 || v.Viewer >= n {
			return int(s)
		}
		return int((s - v.Viewer + n) % n)
	}
	seat := func(s engine.Seat) float32 {
		if s < 0 || s >= n {
			return 0
		}
		return float32(rel(s) + 1)
	}
	myTeam := -1
	for i := range v.Players {
		if v.Players[i].Seat == v.Viewer {
			myTeam = v.Players[i].Team
		}
	}
	teamOf := func(s engine.Seat) int {
		if s < 0 || s >= n {
			return -2
		}
		return v.Players[s].Team
	}
	out[0], out[1], out[2] = b(v.Role == bso.RoleSponsor), b(v.Role == bso.RoleAgent), float32(n)
	seats := out[len(bsoFields) : len(bsoFields)+BSOSeats*len(seatFields)]
	for i := range v.Players {
		p := &v.Players[i]
		f := seats[rel(p.Seat)*len(seatFields):][:len(seatFields)]
		var team bso.TeamView
		if p.Team >= 0 && p.Team < len(v.Teams) {
			team = v.Teams[p.Team]
		}
		partner := engine.NoSeat
		for _, s := range team.Seats {
			if s != p.Seat {
				partner = s
			}
		}
		copy(f, []float32{1, b(p.Team == myTeam), seat(partner), b(p.Role == onr.Corp.String()), b(p.Role == onr.Runner.String()),
			b(p.Out), float32(team.Points), float32(team.Debt),
			b(p.Seat == v.ActiveSeat), b(p.Seat == v.RunBy), b(p.Seat == v.RunOn), b(p.Seat == v.TraceBy), b(p.Seat == v.TraceOn)})
	}
	forts := out[len(bsoFields)+BSOSeats*len(seatFields):]
	for k, fo := range v.FortOwners {
		f := forts[k*len(fortFields):][:len(fortFields)]
		copy(f, []float32{1, seat(fo.Owner), b(fo.Owner == v.Viewer), b(teamOf(fo.Owner) == myTeam),
			b(fo.Central == onr.Subsidiary), b(fo.Central == onr.CentralHQ), b(fo.Central == onr.CentralRD), b(fo.Central == onr.CentralArchives),
			b(fo.Central == bso.CentralAgent), seat(fo.Resident), b(fo.Resident >= 0 && fo.Resident == v.Viewer),
			b(fo.Resident >= 0 && teamOf(fo.Resident) == myTeam)})
	}
	return nil
}
