package calc

import "testing"

func TestGreet(t *testing.T) {
	if got := Greet("Case"); got != "hello, Case" {
		t.Errorf("Greet(Case) = %q", got)
	}
}
