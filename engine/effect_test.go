package engine

import "testing"

// TestTakebackFrom checks where a takeback cuts a game's line: at the
// asking seat's last choice, never past a barrier (a choice that revealed,
// drew or began a turn) nor a concession.
func TestTakebackFrom(t *testing.T) {
	c := func(seat Seat) Choice { return Choice{Decision: 1, Seat: seat} }
	none, rev, rnd, turn := Effect{}, Effect{Revealed: true}, Effect{Random: true}, Effect{NewTurn: true}
	for _, tc := range []struct {
		name    string
		choices []Choice
		effects []Effect
		seat    Seat
		want    int
	}{
		{"an empty line gives nothing to take back", nil, nil, 0, 0},
		{"the seat's last choice goes", []Choice{c(0), c(0)}, []Effect{none, none}, 0, 1},
		{"the opponents' answers after it go with it", []Choice{c(0), c(0), c(1), c(1)}, []Effect{none, none, none, none}, 0, 1},
		{"a choice that revealed stays", []Choice{c(0), c(0)}, []Effect{none, rev}, 0, 2},
		{"a choice that drew stays", []Choice{c(0), c(0)}, []Effect{none, rnd}, 0, 2},
		{"an opponent's choice that revealed after it keeps it", []Choice{c(0), c(1)}, []Effect{none, rev}, 0, 2},
		{"the choice that began the turn stays", []Choice{c(1), c(0)}, []Effect{turn, none}, 1, 2},
		{"a choice after a barrier can go", []Choice{c(0), c(0)}, []Effect{rnd, none}, 0, 1},
		{"a seat with no choice since the barrier takes nothing back", []Choice{c(1), c(0)}, []Effect{rev, none}, 1, 2},
		{"a concession stays", []Choice{c(0), {Seat: 1, Concede: true}}, []Effect{none, none}, 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := TakebackFrom(tc.choices, tc.effects, tc.seat); got != tc.want {
				t.Errorf("TakebackFrom keeps %d choices, want %d", got, tc.want)
			}
		})
	}
}
