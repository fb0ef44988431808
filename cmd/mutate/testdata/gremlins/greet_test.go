package calc

import "testing"

// Long names are not checked at the boundary: len(name) >= 10 survives.
func TestGreet(t *testing.T) {
	for name, want := range map[string]string{"Case": "hello, Case", "Wintermute Corp": "hello, you"} {
		if got := Greet(name); got != want {
			t.Errorf("Greet(%s) = %q, want %q", name, got, want)
		}
	}
}
