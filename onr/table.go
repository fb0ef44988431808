package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Tables. An ONR game is two seats, the Corp at seat 0 and the Runner at
// seat 1, each its own team, taking turns in seat order. A team variant
// (the Big Sell-Out: Sponsors and Agents, 4 to 8 seats) plays the same
// rules and cards at a larger table: NewTable takes the table as data —
// each seat's role, team and name, the order of turns and an opening — and
// the procedures below are written for any number of seats and teams:
//
//   - turns follow Table.Opening once, then Table.Order round and round
//     (State.TurnPos), skipping eliminated seats (ONR-5);
//   - the members of a team pool their agenda points: a team wins with
//     WinPoints (ONR-17.1), and either member may spend the team's points
//     (ONR-2.4.3);
//   - a result that makes a player lose (ONR-17.2–17.4) defeats his or her
//     team: with two teams in play the other team wins; with more, the team
//     is eliminated — its seats take no more turns, get no more decisions,
//     its cards stop working and its forts cannot be run — and the others
//     play on until one team is left (defeat).

// Table is the layout of an ONR-based game: who sits where, in which team,
// and in what order turns are taken. The zero Table is ONR's: the Corp at
// seat 0, the Runner at seat 1, turns in seat order (ONR-1.2).
type Table struct {
	// Seats describes each seat, by seat number: clockwise around the table.
	Seats []TableSeat
	// Opening lists turns taken once at the start, before Order begins.
	Opening []engine.Seat
	// Order is the cycle of turns after the opening; empty means every
	// seat in seat order.
	Order []engine.Seat
	// WinPoints is the number of agenda points a team needs to win; 0
	// means ONR's 7 (ONR-17.1).
	WinPoints int32
	// OwnedTags makes a tag the property of the player whose effect gave
	// it: only that player's team may use it (tags.go).
	OwnedTags bool
	// RunsAnywhere lists the cards (by card id) whose conditions on the
	// Runner's runs ("play only if Runner attempted a run …") count his runs
	// on any Corp's forts; other Corps' cards count only runs on their own
	// forts, which at ONR's table are all of them.
	RunsAnywhere []string
	// Centrals are central forts each Corp has beyond ONR's three: a
	// variant's, with Central from FirstVariantCentral on and a Name.
	Centrals []Fort
	// Variant names the registered Variant whose hooks apply (variant.go).
	Variant string
	// VariantOptions are the variant's named options, saved with the game
	// (State.VariantOptions).
	VariantOptions map[string]string
}

// TableSeat is one seat of a Table.
type TableSeat struct {
	Role Role
	Team int
	// Name is how events and options name the player ("Sponsor 2"); empty
	// means the role ("Corp", "Runner").
	Name string
}

// Check reports what is wrong with a table: a seat without a deck role, a
// turn order naming a seat that does not exist, a team without a Corp or
// a Runner, fewer than two teams, or more seats than a window can list.
func (t Table) Check() error {
	if len(t.Seats) == 0 {
		return nil // ONR's two seats
	}
	if len(t.Seats) > kernel.MaxSeats {
		return fmt.Errorf("onr: a table of %d seats; at most %d", len(t.Seats), kernel.MaxSeats)
	}
	teams := map[int][2]int{} // Corps and Runners of each team
	for i, st := range t.Seats {
		if st.Role != Corp && st.Role != Runner {
			return fmt.Errorf("onr: seat %d has role %d", i, st.Role)
		}
		n := teams[st.Team]
		n[st.Role]++
		teams[st.Team] = n
	}
	if len(teams) < 2 {
		return fmt.Errorf("onr: a table of %d team(s); at least two", len(teams))
	}
	for _, list := range [][]engine.Seat{t.Opening, t.Order} {
		for _, s := range list {
			if s < 0 || int(s) >= len(t.Seats) {
				return fmt.Errorf("onr: the turn order names seat %d of %d", s, len(t.Seats))
			}
		}
	}
	for _, f := range t.Centrals {
		if f.Central < FirstVariantCentral || f.Name == "" {
			return fmt.Errorf("onr: a table's own central fort needs a kind from %d on and a name", FirstVariantCentral)
		}
	}
	if t.Seats[t.first()].Role != Corp {
		return fmt.Errorf("onr: the first turn is a Runner's; the Corp takes the first turn (ONR-1.2)")
	}
	return nil
}

// first returns the seat that takes the first turn.
func (t Table) first() engine.Seat {
	switch {
	case len(t.Opening) > 0:
		return t.Opening[0]
	case len(t.Order) > 0:
		return t.Order[0]
	}
	return 0
}

// twoPlayer is ONR's table (ONR-1.1, ONR-1.2).
var twoPlayer = Table{Seats: []TableSeat{{Role: Corp, Team: 0}, {Role: Runner, Team: 1}}}

// NewTable starts a game of ONR at table t (ONR-4): every seat's deck
// checked and shuffled, 5 bits and 5 cards each, each Corp's central forts,
// the first seat of the opening (or of the order) to take the first turn.
// Setup.Decks holds one deck list per seat; an empty one means the default
// deck of the seat's role. Options are ONR's (ParseOptions).
func NewTable(setup engine.Setup, t Table) (*Game, error) {
	if err := t.Check(); err != nil {
		return nil, err
	}
	opts, err := ParseOptions(setup.Options)
	if err != nil {
		return nil, err
	}
	return newGame(setup, opts, t, nil)
}

// turnAt returns the seat of the turn at position pos of the turn
// sequence: the opening, then the order round and round.
func (s *State) turnAt(pos int32) engine.Seat {
	if int(pos) < len(s.Opening) {
		return s.Opening[pos]
	}
	return s.Order[(int(pos)-len(s.Opening))%len(s.Order)]
}

// nextTurn moves the turn sequence on from seat's turn and returns the seat
// whose turn follows: the next seat of the table's order that is still in
// the game; in ONR the players take turns in seat order, the Corp first
// (ONR-5).
func (s *State) nextTurn(seat engine.Seat) engine.Seat {
	if len(s.Order) == 0 {
		n := len(s.Players)
		for i := 1; i <= n; i++ {
			if next := engine.Seat((int(seat) + i) % n); !s.Players[next].Out {
				return next
			}
		}
		return seat
	}
	for range len(s.Opening) + len(s.Order) + 1 {
		s.TurnPos++
		if next := s.turnAt(s.TurnPos); !s.Players[next].Out {
			return next
		}
	}
	return seat
}

// seatName names seat for people: the table's name for it, or its role.
func (s *State) seatName(seat engine.Seat) string {
	if seat < 0 || int(seat) >= len(s.Players) {
		return "nobody"
	}
	if n := s.Players[seat].Name; n != "" {
		return n
	}
	return s.Players[seat].Role.Title()
}

// seatText names seat at the start of an event's text: its name at a
// table that names its seats, else its role as ONR's events write it
// ("corp", "runner").
func (s *State) seatText(seat engine.Seat) string {
	if n := s.Players[seat].Name; n != "" {
		return n
	}
	return s.Players[seat].Role.String()
}

// theSeat names seat as card text does: "The Corp", "The Runner", or its
// name at a table that names its seats.
func (s *State) theSeat(seat engine.Seat) string {
	if n := s.Players[seat].Name; n != "" {
		return n
	}
	return "The " + s.Players[seat].Role.Title()
}

// winPoints returns the agenda points a team needs to win (ONR-17.1).
func (s *State) winPoints() int32 {
	if s.WinPoints > 0 {
		return s.WinPoints
	}
	return defaultWinPoints
}

// teamPoints returns the agenda points of team: its members' points
// pooled.
func (s *State) teamPoints(team int) int32 {
	var n int32
	for i := range s.Players {
		if s.Players[i].Team == team {
			n += s.Players[i].Points
		}
	}
	return n
}

// payPoints pays n agenda points for seat from its team's pool: its own
// first, then its teammates', in seat order (ONR-2.4.3).
func (s *State) payPoints(seat engine.Seat, n int32) {
	own := s.P(seat)
	u := min(n, max(own.Points, 0))
	own.Points -= u
	n -= u
	for i := range s.Players {
		if p := &s.Players[i]; n > 0 && p.Seat != seat && p.Team == own.Team && p.Points > 0 {
			u := min(n, p.Points)
			p.Points -= u
			n -= u
		}
	}
	own.Points -= n // more than the pool: the caller checked it could pay
}

// allSeats returns the Event.Private mask of every seat.
func (s *State) allSeats() uint64 { return 1<<uint(len(s.Players)) - 1 }

// gainPoints gives seat n agenda points it scored or stole, or as many of
// them as the variant lets its team gain (Variant.Points); it returns them.
func (s *State) gainPoints(seat engine.Seat, n int32) int32 {
	if v := s.v; v != nil && v.Points != nil {
		n = v.Points(s, seat, n)
	}
	n = s.forfeit(seat, n) // "forfeit the next 3 agenda points you score" (flatline.go)
	s.P(seat).Points += n
	return n
}

// teamsLeft returns the first seat of each team still in the game, in seat
// order.
func (s *State) teamsLeft() []engine.Seat {
	var out []engine.Seat
	for i := range s.Players {
		p := &s.Players[i]
		if p.Out || slices.ContainsFunc(out, func(q engine.Seat) bool { return s.Players[q].Team == p.Team }) {
			continue
		}
		out = append(out, p.Seat)
	}
	return out
}

// defeat makes seat's team lose for reason (ONR-17.2–17.4: "empty R&D",
// "flatline", "bad publicity"). With one other team left in the game, that
// team wins for that reason, as in ONR; with more, seat's team is
// eliminated and the game goes on.
func (s *State) defeat(seat engine.Seat, reason string) {
	if s.Over || s.Players[seat].Out {
		return
	}
	if v := s.v; v != nil && v.Defeat != nil && v.Defeat(s, seat, reason) {
		return
	}
	s.defeatNow(seat, reason)
}

// defeatNow is defeat without the variant's say.
func (s *State) defeatNow(seat engine.Seat, reason string) {
	if s.Over || s.Players[seat].Out {
		return
	}
	team := s.Players[seat].Team
	var others []engine.Seat
	for _, q := range s.teamsLeft() {
		if s.Players[q].Team != team {
			others = append(others, q)
		}
	}
	if len(others) <= 1 {
		winner := seat
		if len(others) == 1 {
			winner = others[0]
		}
		s.win(winner, reason)
		return
	}
	s.eliminate(team, reason)
}

// eliminate takes team out of the game for reason, while other teams play
// on: its seats take no more turns and get no more decisions, its cards stop
// working (activeCards), its forts cannot be run (runnableForts). What it
// was in the middle of ends: its pending decisions, a run or trace it takes
// part in, and the turn if it was one of its seats'.
func (s *State) eliminate(team int, reason string) {
	for i := range s.Players {
		if p := &s.Players[i]; p.Team == team {
			p.Out = true
		}
	}
	s.runOpts.at = 0 // the Corps a Runner may run changed (runoptions.go)
	s.touch()
	s.dropTagsOf()
	s.say(msgEliminated, int32(team), word(reason))
	s.Pending = slices.DeleteFunc(s.Pending, func(d engine.Decision) bool { return s.Players[d.Seat].Out })
	if s.Players[s.Active].Out {
		s.abandonTurn()
		return
	}
	if s.Run.Active && (s.Players[s.Run.Runner].Out || s.Players[s.Run.Corp].Out) {
		s.unwindTo(FrameRun)
		s.abortRun()
	}
	if s.Trace.Active && (s.Players[s.Trace.Runner].Out || s.Players[s.Trace.Corp].Out) {
		s.unwindTo(FrameTrace)
		runner, src := s.Trace.Runner, s.Trace.Src
		s.Trace = TraceState{}
		s.traceOver(runner, src) // what lasted for it ends (tracewindow.go)
	}
}

// abandonTurn ends the turn of a player who left the game: whatever the
// stack held ends with it, and the next turn begins.
func (s *State) abandonTurn() {
	if s.Run.Active {
		s.abortRun()
	}
	s.Unwind(0)
	s.Pending = nil
	s.Trace = TraceState{}
	s.Phase = PhaseDiscard
}

// unwindTo removes the topmost frame of kind k and every frame above it;
// the windows bound to the frames removed close with them. For a run, that
// is the run's own frame, not that of an encounter of ice not installed
// above it (outsideice.go).
func (s *State) unwindTo(k kernel.FrameKind) {
	i := len(s.Frames()) - 1
	for i >= 0 && (s.Frames()[i].Kind != k || k == FrameRun && s.Frames()[i].T != 0) {
		i--
	}
	if i < 0 {
		return
	}
	s.Unwind(i)
}

// abortRun ends the run in progress at once, as if it had never reached
// its end: nothing of its end happens (no virus counters, no end-of-run
// effects), but what lasted for the run or waited for its encounters ends.
func (s *State) abortRun() {
	r := &s.Run
	if r.Encounter != 0 {
		s.Emit(kernel.Occurrence{Type: EvEncounterEnd, Seat: r.Runner, Obj: r.Encounter})
	}
	if c := r.Encounter; c != 0 && s.Cards[c].Zone == ZoneHeld {
		// Ice encountered though not installed, held by its source: "trash
		// that ice after the encounter ends" (outsideice.go), which this
		// encounter does.
		s.say(msgTrashedAfterEncounter, s.cardArg(c), s.cardArg(s.Cards[c].Host))
		s.trash(c)
	}
	s.Emit(kernel.Occurrence{Type: EvRunEnds, Seat: r.Runner})
	s.endRunLastings()
	log := s.Run.Log[:0]
	s.Run = Run{Log: log}
	s.say(msgRunEndsPlayerLeft)
}
