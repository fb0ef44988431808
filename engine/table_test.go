package engine

import "testing"

// TestOrdinal: a place reads 1st, 2nd, 3rd, 4th, and the teens th.
func TestOrdinal(t *testing.T) {
	for k, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th",
		21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th", 112: "112th"} {
		if got := Ordinal(k); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", k, got, want)
		}
	}
}
