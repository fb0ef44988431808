package observe

import (
	"math"
	"slices"
	"testing"
)

// TestAppendNonZeroIsTheLongWay compares AppendNonZero, which passes over
// eight zeros at a time, with a test of every entry, on vectors of every
// length up to 40 holding zeros of both signs, non-zero values (a NaN, the
// smallest denormal, -0's neighbours) at every place, and an offset.
func TestAppendNonZeroIsTheLongWay(t *testing.T) {
	negZero := float32(math.Copysign(0, -1))
	values := []float32{1, -2.5, float32(math.NaN()), math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32, negZero}
	for n := range 41 {
		for _, v := range values {
			for k := range n {
				x := make([]float32, n)
				for i := range x {
					if i%3 == 1 {
						x[i] = negZero
					}
				}
				x[k] = v
				var wantIdx []int32
				var wantVal []float32
				for i, y := range x {
					if y != 0 {
						wantIdx = append(wantIdx, int32(7+i))
						wantVal = append(wantVal, y)
					}
				}
				idx, val := AppendNonZero(nil, nil, x, 7)
				same := slices.Equal(idx, wantIdx) && len(val) == len(wantVal)
				for i := range val {
					same = same && math.Float32bits(val[i]) == math.Float32bits(wantVal[i])
				}
				if !same {
					t.Fatalf("%v: got %v %v, want %v %v", x, idx, val, wantIdx, wantVal)
				}
			}
		}
	}
}
