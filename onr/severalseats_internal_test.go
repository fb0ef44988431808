package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// severalSeatsLongWay is severalSeats without its first test: every
// delayed trigger and every queue's triggers asked (mayResolve).
func (s *State) severalSeatsLongWay(delayed []Frame, queues []seatQueue) bool {
	seen := map[engine.Seat]bool{}
	for _, f := range delayed {
		seen[f.Seat] = true
	}
	for _, x := range queues {
		for _, q := range x.q {
			if s.mayResolve(q) {
				seen[x.seat] = true
				break
			}
		}
	}
	return len(seen) > 1
}

// TestSeveralSeatsIsTheLongWay: severalSeats, which answers false at once
// for one seat's queue and no delayed trigger, answers as asking every
// trigger would, for the shapes of answers together sees.
func TestSeveralSeatsIsTheLongWay(t *testing.T) {
	var s State
	trig := []kernel.Queued{{}} // Src 0: resolves (mayResolve)
	for _, tc := range []struct {
		name    string
		delayed []Frame
		queues  []seatQueue
	}{
		{"one seat's queue alone is one seat", nil, []seatQueue{{0, trig}}},
		{"two seats' queues are several", nil, []seatQueue{{0, trig}, {1, trig}}},
		{"two queues of one seat are one", nil, []seatQueue{{1, trig}, {1, trig}}},
		{"a delayed trigger and another seat's queue are several", []Frame{{Seat: 0}}, []seatQueue{{1, trig}}},
		{"a delayed trigger and its seat's queue are one", []Frame{{Seat: 1}}, []seatQueue{{1, trig}}},
		{"delayed triggers of two seats are several", []Frame{{Seat: 0}, {Seat: 1}}, nil},
		{"one delayed trigger is one seat", []Frame{{Seat: 0}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, want := s.severalSeats(tc.delayed, tc.queues), s.severalSeatsLongWay(tc.delayed, tc.queues); got != want {
				t.Fatalf("severalSeats says %v, the long way %v", got, want)
			}
		})
	}
}
