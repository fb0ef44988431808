package server

import (
	"encoding/json"
	"html/template"
	"net/http"
	"strconv"
	"strings"

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
	// Turn is the turn under way after the step (0 where the game counts
	// no turns); Turns lists each turn's first step, for the jump.
	Turn  int
	Turns []replayTurn
	// Takebacks are the takebacks made in the game, each at the step of
	// the kept line where it cut the game back; Here says those made at
	// the step shown.
	Takebacks []replayTakeback
	Here      []string
}

// replayTakeback is a takeback by consent as the replay shows it: the
// step of the line the game kept at which it cut the game back, who took
// back and how many choices. The choices taken back are not shown: they
// are a dropped branch, and another seat never saw what they were.
type replayTakeback struct {
	Step   int    `json:"step"`
	By     string `json:"by"`
	Undone int    `json:"undone"`
	Text   string `json:"text"`
}

// replayTurn is a turn of the replayed game and the step at which it
// begins.
type replayTurn struct {
	Turn int `json:"turn"`
	Step int `json:"step"`
}

// replayFrame is one step of the replay as the page's script gets it
// (?format=json): the same parts as the page, seen by the same seat.
type replayFrame struct {
	Step   int           `json:"step"`
	Total  int           `json:"total"`
	As     string        `json:"as"`
	Turn   int           `json:"turn"`
	Chosen string        `json:"chosen"`
	Events []string      `json:"events"`
	Status template.HTML `json:"status"`
	Board  template.HTML `json:"board"`
	// Takeback says what takebacks were made at this step, if any.
	Takeback []string `json:"takeback,omitempty"`
}

// replayPage steps through a finished game from its record: the board after
// choice ?step=N, seen by ?as= a seat's role or "spectator" (by default
// the asker's own seat). A seat may take any perspective (the record, seed
// included, is theirs once the game is over); a spectator only the
// spectator's. With ?format=json it answers the step alone, for the page's
// script (static/replay.js), which steps in the page.
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
	var seqs []int // the seq of each of choices
	for _, c := range rows {
		if c.Seq <= upto && c.Source != store.SourceConcede {
			choices = append(choices, c.Choice)
			seqs = append(seqs, c.Seq)
		}
	}
	tbs, err := s.store.Takebacks(r.Context(), l.id)
	if err != nil {
		s.refuse(w, err)
		return
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
		if seat != engine.NoSeat && int(seat) < len(seats) {
			as = seats[seat].Role // the asker's own seat
		}
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
	for _, tb := range tbs {
		// The step of the kept line after which the game was cut back:
		// the choices kept up to the seq it went back to.
		at := 0
		for at < len(seqs) && seqs[at] <= tb.ToSeq {
			at++
		}
		who := "Seat " + strconv.Itoa(int(tb.By))
		if int(tb.By) < len(seats) && seats[tb.By].Role != "" {
			who = strings.ToUpper(seats[tb.By].Role[:1]) + seats[tb.By].Role[1:]
		}
		n := len(tb.Undone)
		text := "Here the " + who + " took back " + strconv.Itoa(n) + " choice"
		if n != 1 {
			text += "s"
		}
		text += ", with every other player's consent; the replay goes on along the line the game kept."
		d.Takebacks = append(d.Takebacks, replayTakeback{Step: at, By: who, Undone: n, Text: text})
		if at == step {
			d.Here = append(d.Here, text)
		}
	}
	// at notes the game after k choices: the turn under way (a new one
	// begins a jump target) and, at the step asked for, its parts.
	tc, _ := g.(engine.TurnCounter)
	at := func(k int) {
		if tc != nil {
			if t := tc.Turn(); len(d.Turns) == 0 || d.Turns[len(d.Turns)-1].Turn != t {
				d.Turns = append(d.Turns, replayTurn{Turn: t, Step: k})
			}
		}
		if k != step {
			return
		}
		if tc != nil {
			d.Turn = tc.Turn()
		}
		var waiting []string
		for _, p := range g.Pending() {
			if int(p.Seat) < len(seats) {
				waiting = append(waiting, seats[p.Seat].Role)
			}
		}
		d.Parts = web.Render(g, viewer, nil, names, waiting, step == len(choices))
	}
	at(0)
	for i, c := range choices {
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
		at(i + 1)
	}
	if r.URL.Query().Get("format") == "json" {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		json.NewEncoder(w).Encode(replayFrame{Step: d.Step, Total: d.Total, As: d.As, Turn: d.Turn, Chosen: d.Chosen,
			Events: d.Events, Status: d.Parts.Status, Board: d.Parts.Board, Takeback: d.Here})
		return
	}
	web.Page(w, http.StatusOK, "replay", d)
}
