package calc

import "testing"

func TestGreet(t *testing.T) {
	for name, want := range map[string]string{"Case": "hello, Case", "Wintermute Corp": "hello, Wintermute"} {
		if got := Greet(name); got != want {
			t.Errorf("Greet(%s) = %q, want %q", name, got, want)
		}
	}
}
