package observe

import "math"

// SparseObserver is implemented by an encoder whose observations are
// large and mostly zeros (ONR's: some 16,000 entries for a few hundred
// non-zero): ObserveSparse appends to idx and val the index and value of
// every non-zero entry of what Observe writes for view, in increasing
// index order, and returns the slices, without writing the whole tensor.
// On an error it returns idx and val as they were.
type SparseObserver interface {
	ObserveSparse(view any, idx []int32, val []float32) ([]int32, []float32, error)
}

// ObserveSparse appends the non-zero entries of enc's observation of view
// to idx and val, in increasing index order: through enc's ObserveSparse
// when it is a SparseObserver, else by reading the whole tensor, written
// into dense (ObservationSize long, overwritten).
func ObserveSparse(enc Encoder, view any, dense []float32, idx []int32, val []float32) ([]int32, []float32, error) {
	if so, ok := enc.(SparseObserver); ok {
		return so.ObserveSparse(view, idx, val)
	}
	if err := enc.Observe(view, dense); err != nil {
		return idx, val, err
	}
	idx, val = AppendNonZero(idx, val, dense, 0)
	return idx, val, nil
}

// AppendNonZero appends to idx and val the index (plus at) and value of
// every non-zero entry of t, in order. Observations are mostly zeros: it
// passes over eight entries at a time whose bits, but for the sign, are
// all zero (+0 and -0, which equal 0).
func AppendNonZero(idx []int32, val []float32, t []float32, at int) ([]int32, []float32) {
	i := 0
	for ; i+8 <= len(t); i += 8 {
		w := t[i : i+8 : i+8]
		if (math.Float32bits(w[0])|math.Float32bits(w[1])|math.Float32bits(w[2])|math.Float32bits(w[3])|
			math.Float32bits(w[4])|math.Float32bits(w[5])|math.Float32bits(w[6])|math.Float32bits(w[7]))&^signBit == 0 {
			continue
		}
		for j, v := range w {
			if v != 0 {
				idx = append(idx, int32(at+i+j))
				val = append(val, v)
			}
		}
	}
	for ; i < len(t); i++ {
		if v := t[i]; v != 0 {
			idx = append(idx, int32(at+i))
			val = append(val, v)
		}
	}
	return idx, val
}

// signBit is a float32's sign bit.
const signBit = 1 << 31
