package server

import (
	"net/http"
	"strconv"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/web"
)

// replayData is the replay page's data.
type replayData struct {
	Step, Total, PrevStep, NextStep int
	Prev, Next                      bool
	As                              string
	Perspectives                    []string
	Chosen                          string
	Events                          []string
	Parts                           web.Parts
	RecordURL                       string
}

// replayPage steps through a finished game from its record: the board after
// choice ?step=N, seen by ?as= a seat's role or "spectator". A seat may take
// any perspective (the record, seed included, is theirs once the game is
// over); a spectator only the spectator's.
func (s *Server) replayPage(w http.ResponseWriter, r *http.Request) {
	l, seat, err := s.gameFor(r)
	if err != nil {
		s.refuse(w, err)
		return
	}
	l.mu.Lock()
	status, setup, rs, build, upto := l.status, l.setup, l.rs, l.build, l.seq
	seats := append([]store.Seat(nil), l.seats...)
	names := l.seatLabels()
	l.mu.Unlock()
	if status != store.StatusOver {
		s.message(w, http.StatusForbidden, "Not yet", "The replay is available once the game is over.")
		return
	}
	// The choices the game applied, from its record (a live game keeps
	// none in memory).
	rows, err := s.store.Choices(r.Context(), l.id, 0)
	if err != nil {
		s.refuse(w, err)
		return
	}
	var choices []engine.Choice
	for _, c := range rows {
		if c.Seq <= upto && c.Source != store.SourceConcede {
			choices = append(choices, c.Choice)
		}
	}
	if build != "" {
		s.message(w, http.StatusConflict, "Another build", "This game was made under another build of the server, so it does not replay here: it needs a build of "+build+". Its record can still be downloaded.")
		return
	}
	persp := []string{"spectator"}
	if seat != engine.NoSeat {
		persp = nil
		for _, st := range seats {
			persp = append(persp, st.Role)
		}
		persp = append(persp, "spectator")
	}
	as := r.URL.Query().Get("as")
	viewer := engine.NoSeat
	found := false
	for _, p := range persp {
		if p == as {
			found = true
		}
	}
	if !found {
		as = persp[0]
	}
	for _, st := range seats {
		if st.Role == as {
			viewer = st.Seat
		}
	}
	step, err := strconv.Atoi(r.URL.Query().Get("step"))
	if err != nil || step < 0 {
		step = 0
	}
	step = min(step, len(choices))
	g, err := rs.New(setup)
	if err != nil {
		s.message(w, http.StatusInternalServerError, "Replay failed", "The game's setup is refused by this build.")
		return
	}
	d := replayData{Step: step, Total: len(choices), As: as, Perspectives: persp, PrevStep: step - 1, NextStep: step + 1,
		Prev: step > 0, Next: step < len(choices), RecordURL: "record.json"}
	for i, c := range choices[:step] {
		var dec engine.Decision
		var have bool
		var desc string
		if i == step-1 {
			for _, p := range g.Pending() {
				if p.ID == c.Decision && p.Seat == c.Seat {
					dec, have = p, true
					desc = g.Describe(p, c.Option)
				}
			}
		}
		ev, err := g.Apply(c)
		if err != nil {
			s.message(w, http.StatusInternalServerError, "Replay failed", "The record does not replay under this build.")
			return
		}
		if i == step-1 {
			who := "Seat " + strconv.Itoa(int(c.Seat))
			if int(c.Seat) < len(seats) {
				who = seats[c.Seat].Role
			}
			d.Chosen = who + " chose"
			if have && c.Seat == viewer {
				if dec.Kind == engine.Number {
					d.Chosen += " " + strconv.Itoa(c.Number)
				} else {
					d.Chosen += ": " + dec.Prompt + " → " + desc
				}
			}
			for _, e := range ev {
				d.Events = append(d.Events, e.For(viewer))
			}
		}
	}
	var waiting []string
	for _, p := range g.Pending() {
		if int(p.Seat) < len(seats) {
			waiting = append(waiting, seats[p.Seat].Role)
		}
	}
	d.Parts = web.Render(g, viewer, nil, names, waiting, step == len(choices))
	web.Page(w, http.StatusOK, "replay", d)
}
