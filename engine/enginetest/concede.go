package enginetest

import "github.com/datafort/datafort/engine"

// The toys' concession (engine.Choice.Concede). The toys have no rule for
// it and no elimination: a concession ends the game and the conceding
// seat's team loses. With two teams the other team wins; with more (swift
// and nsg at three or four seats, each its own team), the seat of another
// team with the highest score wins, a tie going to the first of them
// clockwise after the conceding seat. The reason is "concession".

// concessionWinner returns the seat whose team wins when seat concedes, at
// a table of seats scored by score.
func concessionWinner(seats []engine.SeatInfo, seat engine.Seat, score func(engine.Seat) int) engine.Seat {
	best, at := engine.NoSeat, 0
	for i := 1; i < len(seats); i++ {
		s := engine.Seat((int(seat) + i) % len(seats))
		if seats[s].Team == seats[seat].Team {
			continue
		}
		if n := score(s); best == engine.NoSeat || n > at {
			best, at = s, n
		}
	}
	return best
}
