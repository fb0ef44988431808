package kernel

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// AppendBinary appends a compact encoding of the window to b: its pass
// rule, its seats, who has priority, the passes, and its two flags. The
// frame it is bound to is left out: the codec of the Core restores it with
// Core.BindWindows.
func (w Window) AppendBinary(b []byte) ([]byte, error) {
	b = append(b, byte(w.rule), w.n)
	for _, s := range w.seats[:w.n] {
		b = append(b, byte(s))
	}
	flags := byte(0)
	if w.reopen {
		flags |= 1
	}
	if w.closed {
		flags |= 2
	}
	return append(b, w.at, w.passes, flags), nil
}

// DecodeBinary decodes a window encoded by AppendBinary, bound to no frame,
// from the start of data and returns the rest, refusing a window that no sequence of passes
// and acts could have produced.
func (w *Window) DecodeBinary(data []byte) ([]byte, error) {
	if len(data) < 2 {
		return nil, fmt.Errorf("kernel: window: truncated")
	}
	d := Window{rule: PassRule(data[0]), n: data[1]}
	data = data[2:]
	if int(d.n) > MaxSeats || len(data) < int(d.n)+3 {
		return nil, fmt.Errorf("kernel: window: %d seats, truncated or over %d", d.n, MaxSeats)
	}
	for i := range int(d.n) {
		d.seats[i] = engine.Seat(data[i])
	}
	data = data[d.n:]
	d.at, d.passes = data[0], data[1]
	d.reopen, d.closed = data[2]&1 != 0, data[2]&2 != 0
	if int(d.at) >= MaxSeats || int(d.passes) > MaxSeats {
		return nil, fmt.Errorf("kernel: window: priority at %d after %d passes", d.at, d.passes)
	}
	if err := d.check(); err != nil {
		return nil, fmt.Errorf("kernel: window: %w", err)
	}
	*w = d
	return data[3:], nil
}
