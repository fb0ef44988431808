package engine

import (
	"fmt"
	"slices"
)

// Concession is the result of a game of two teams that seat concedes:
// every seat of the other team wins, "concession". Seat must be one of
// seats. It is what a game's own concession (Choice.Concede) gives at a
// table of two teams, and how CheckEnding reads the concession of a record
// that says Conceded (made outside the game, by an older server).
func Concession(seats []SeatInfo, seat Seat) Result {
	res := Result{Reason: ReasonConcession, Team: NoTeam}
	for _, si := range seats {
		if si.Seat != seat && si.Team != seats[seat].Team {
			res.Winners = append(res.Winners, si.Seat)
			res.Team = si.Team
		}
	}
	return res
}

// CheckShape refuses a record that cannot be checked as a whole: one
// without its rules, when the game g it starts says which rules it is
// played under (a Fingerprinter), and one whose hashes are not one per
// choice (a record cut short, or hashes added or dropped).
func (rec Record) CheckShape(g Game) error {
	if _, ok := g.(Fingerprinter); ok && (rec.Rules == nil || rec.Rules.Version == "") {
		return fmt.Errorf("the record names no rules version, so the rules its choices were made under cannot be checked")
	}
	if len(rec.Hashes) > 0 && len(rec.Hashes) != len(rec.Choices) {
		return fmt.Errorf("the record has %d hashes for %d choices: it is truncated or edited", len(rec.Hashes), len(rec.Choices))
	}
	if rec.Conceded != nil && rec.Result == nil {
		return fmt.Errorf("the record says seat %d conceded but claims no result", *rec.Conceded)
	}
	return nil
}

// CheckEnding compares the ending the record claims (Result, Conceded) with
// the game g that replaying all its choices reached, and returns the game's
// ending: its result and whether it is over. A record that claims a result
// must reach exactly that result (or, if it claims a concession, must reach
// a game not yet over, the concession's result being Concession's); a
// record that claims nothing and whose game is not over is unfinished
// (over is false, no error). The error names the last choice and the
// difference.
func (rec Record) CheckEnding(g Game) (res Result, over bool, err error) {
	last := len(rec.Choices) - 1
	got, ended := g.Result()
	switch {
	case rec.Conceded != nil:
		seat := *rec.Conceded
		seats := g.Seats()
		if seat < 0 || int(seat) >= len(seats) {
			return Result{}, false, fmt.Errorf("after choice %d: the record says seat %d conceded, but the game has %d seats", last, seat, len(seats))
		}
		if ended {
			return got, true, fmt.Errorf("after choice %d: the record says seat %d conceded, but the game was already over: %s", last, seat, DescribeResult(seats, got))
		}
		want := Concession(seats, seat)
		if rec.Result == nil || !sameResult(*rec.Result, want) {
			return want, true, fmt.Errorf("after choice %d: the record claims %s, but seat %d's concession gives %s", last, describeClaim(seats, rec.Result), seat, DescribeResult(seats, want))
		}
		return want, true, nil
	case rec.Result != nil:
		if !ended {
			return Result{}, false, fmt.Errorf("after choice %d: the record claims %s, but its choices end with the game not over (%d decisions pending): the record is truncated or its result forged", last, describeClaim(g.Seats(), rec.Result), len(g.Pending()))
		}
		if !sameResult(*rec.Result, got) {
			return got, true, fmt.Errorf("after choice %d: the record claims %s, but its choices reach %s", last, describeClaim(g.Seats(), rec.Result), DescribeResult(g.Seats(), got))
		}
		return got, true, nil
	}
	return got, ended, nil
}

// sameResult reports whether two results are the same ending.
func sameResult(a, b Result) bool {
	return a.Team == b.Team && a.Reason == b.Reason && a.Draw == b.Draw && slices.Equal(a.Winners, b.Winners)
}

// describeClaim describes a claimed result, which may be missing.
func describeClaim(seats []SeatInfo, r *Result) string {
	if r == nil {
		return "no result"
	}
	return DescribeResult(seats, *r)
}

// DescribeResult names a result's winners by role and seat, and its reason:
// "runner (seat 1) won (flatline)", or "draw (turn limit)".
func DescribeResult(seats []SeatInfo, res Result) string {
	if len(res.Winners) == 0 {
		return "draw (" + res.Reason + ")"
	}
	s := ""
	for i, w := range res.Winners {
		if i > 0 {
			s += ", "
		}
		if w >= 0 && int(w) < len(seats) {
			s += fmt.Sprintf("%s (seat %d)", seats[w].Role, w)
		} else {
			s += fmt.Sprintf("seat %d", w)
		}
	}
	return s + " won (" + res.Reason + ")"
}
