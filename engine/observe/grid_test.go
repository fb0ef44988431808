package observe

import "testing"

// TestGridSplitsWhatItIndexes: every id of a family is one triple of
// operands, in order, and Split gives back what Index was given.
func TestGridSplitsWhatItIndexes(t *testing.T) {
	for _, g := range []Grid{{1, 1, 1}, {3, 1, 1}, {1, 4, 1}, {1, 1, 5}, {3, 4, 5}, {7, 2, 3}} {
		seen := make([]bool, g.Size())
		for c := range g.Card {
			for tg := range g.Target {
				for a := range g.Arg {
					r := g.Index(c, tg, a)
					if r < 0 || r >= g.Size() || seen[r] {
						t.Fatalf("grid %v: operands %d,%d,%d give id %d, out of range or taken", g, c, tg, a, r)
					}
					seen[r] = true
					if c2, t2, a2 := g.Split(r); c2 != c || t2 != tg || a2 != a {
						t.Fatalf("grid %v: Split(%d) = %d,%d,%d, want %d,%d,%d", g, r, c2, t2, a2, c, tg, a)
					}
				}
			}
		}
	}
	t.Run("the arg varies fastest, then the target, then the card", func(t *testing.T) {
		g := Grid{2, 3, 4}
		if g.Index(0, 0, 1) != 1 || g.Index(0, 1, 0) != 4 || g.Index(1, 0, 0) != 12 {
			t.Errorf("grid %v: ids %d %d %d, want 1 4 12", g, g.Index(0, 0, 1), g.Index(0, 1, 0), g.Index(1, 0, 0))
		}
	})
	t.Run("a verb without operands is named alone", func(t *testing.T) {
		if got := Name("pass", nil); got != "pass" {
			t.Errorf("Name = %q", got)
		}
		if got := Name("run", []string{"server 1"}); got != "run [server 1]" {
			t.Errorf("Name = %q", got)
		}
	})
}
