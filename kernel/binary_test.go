package kernel

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestWindowBinaryRoundTrip(t *testing.T) {
	var ws []Window
	for _, rule := range []PassRule{Rounds, Succession, OnePassEach} {
		w := NewWindow(rule, 1, 0, 2)
		ws = append(ws, w)
		for range 5 {
			w.Pass()
			ws = append(ws, w)
			w.Act()
			ws = append(ws, w)
		}
	}
	ws = append(ws, Window{}, NewWindow(Rounds))
	for i, w := range ws {
		b, err := w.AppendBinary([]byte{7})
		if err != nil {
			t.Fatal(err)
		}
		var got Window
		rest, err := got.DecodeBinary(append(b[1:], 9))
		if err != nil {
			t.Fatalf("window %d %+v: %v", i, w, err)
		}
		if got != w || len(rest) != 1 || rest[0] != 9 {
			t.Fatalf("window %d: got %+v rest %v, want %+v", i, got, rest, w)
		}
		for n := range len(b) - 1 {
			if _, err := new(Window).DecodeBinary(b[1 : 1+n]); err == nil {
				t.Fatalf("window %d: a truncation to %d bytes decoded", i, n)
			}
		}
	}
	bad, _ := NewWindow(Rounds, 0, 1).AppendBinary(nil)
	bad[0] = 9 // no such pass rule
	if _, err := new(Window).DecodeBinary(bad); err == nil {
		t.Error("a window with an unknown pass rule decoded")
	}
	_ = engine.NoSeat
}
