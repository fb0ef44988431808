package onr

import "testing"

// TestGatesSkipWhatTheyGovern: a conditional op is spread out by Do into a
// gate and the ops it governs; the gate lets them resolve or moves the
// program past them, and the ops after them resolve either way.
func TestGatesSkipWhatTheyGovern(t *testing.T) {
	yes, no := CondFunc(func(*State, int32) bool { return true }), CondFunc(func(*State, int32) bool { return false })
	for _, tc := range []struct {
		name string
		op   Op
		n    int32 // the frame's N: the die rolled
		pc   int32 // where the program goes on after the gate
	}{
		{"If with its condition holding resolves its ops", If(yes, GainBits(1), GainBits(2)), 0, 0},
		{"If with its condition failing skips its ops", If(no, GainBits(1), GainBits(2)), 0, 2},
		{"Unless with its condition holding skips its ops", Unless(yes, GainBits(1)), 0, 1},
		{"Unless with its condition failing resolves its ops", Unless(no, GainBits(1)), 0, 0},
		{"OnRoll with the roll in range resolves its ops", OnRoll(1, 1, BrainDamage(3)), 1, 0},
		{"OnRoll with the roll out of range skips its ops", OnRoll(1, 1, BrainDamage(3)), 4, 1},
		{"a governed trace is spread out with the gate", If(no, Trace(3, GiveTags(1))), 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Do(tc.op, GainBits(9))
			f := &Frame{N: tc.n}
			if st := p[0].Run(&State{}, f); st != Next {
				t.Fatalf("the gate returned %v", st)
			}
			if f.PC != tc.pc {
				t.Errorf("after the gate the program is at %d, want %d (program %d ops)", f.PC, tc.pc, len(p))
			}
			if last := p[len(p)-1]; last != GainBits(9) {
				t.Errorf("the op after the governed ones is %#v, want it last", last)
			}
		})
	}
}
