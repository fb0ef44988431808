package kernel_test

import (
	"fmt"
	"reflect"
	"testing"
	"unsafe"

	"github.com/datafort/datafort/kernel"
)

// pointers returns the paths of the fields of typ that hold, or are, a
// pointer, slice, string, map, interface, func or chan: what the garbage
// collector would scan in a value of typ, and what a write into it would
// make a write barrier guard while the collector marks.
func pointers(typ reflect.Type, path string) []string {
	switch typ.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return nil
	case reflect.Array:
		return pointers(typ.Elem(), path+"[]")
	case reflect.Struct:
		var out []string
		for i := range typ.NumField() {
			f := typ.Field(i)
			out = append(out, pointers(f.Type, path+"."+f.Name)...)
		}
		return out
	}
	return []string{fmt.Sprintf("%s (%s)", path, typ.Kind())}
}

// TestKernelValuesHoldNoPointer: the values a game keeps by the hundred in
// its state and copies at every step hold no pointer, so that the
// collector neither scans them nor guards their writes (findings,
// performance.md §3): a frame, whose list and queue live in its stack's
// arenas (Stack), and what it and the Core keep.
func TestKernelValuesHoldNoPointer(t *testing.T) {
	t.Logf("unsafe.Sizeof: Frame %d B, Lasting %d B, Queued %d B", unsafe.Sizeof(kernel.Frame{}), unsafe.Sizeof(kernel.Lasting{}), unsafe.Sizeof(kernel.Queued{}))
	for _, tt := range []struct {
		name string
		typ  reflect.Type
	}{
		{"a frame holds no pointer", reflect.TypeFor[kernel.Frame]()},
		{"a lasting effect holds no pointer", reflect.TypeFor[kernel.Lasting]()},
		{"a use limit holds no pointer", reflect.TypeFor[kernel.Use]()},
		{"an occurrence holds no pointer", reflect.TypeFor[kernel.Occurrence]()},
		{"a queued program holds no pointer", reflect.TypeFor[kernel.Queued]()},
		{"a program's Ref holds no pointer", reflect.TypeFor[kernel.Ref]()},
		{"a priority window holds no pointer", reflect.TypeFor[kernel.Window]()},
		{"an expected effect holds no pointer", reflect.TypeFor[kernel.Expected]()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if p := pointers(tt.typ, tt.typ.Name()); len(p) > 0 {
				t.Errorf("%s holds %v", tt.typ, p)
			}
		})
	}
	t.Run("the check finds a pointer however deep it is", func(t *testing.T) {
		type inner struct {
			N int32
			S string
		}
		type outer struct {
			A  [2]inner
			OK bool
		}
		for _, tt := range []struct {
			typ  reflect.Type
			want string
		}{
			{reflect.TypeFor[outer](), "[outer.A[].S (string)]"},
			{reflect.TypeFor[struct{ L []int32 }](), "[x.L (slice)]"},
			{reflect.TypeFor[struct{ M map[int]int }](), "[x.M (map)]"},
			{reflect.TypeFor[struct{ P *int }](), "[x.P (ptr)]"},
			{reflect.TypeFor[struct{ I any }](), "[x.I (interface)]"},
			{reflect.TypeFor[struct{ F func() }](), "[x.F (func)]"},
			{reflect.TypeFor[struct{ C chan int }](), "[x.C (chan)]"},
		} {
			name := tt.typ.Name()
			if name == "" {
				name = "x"
			}
			if got := fmt.Sprint(pointers(tt.typ, name)); got != tt.want {
				t.Errorf("pointers(%s) = %s, want %s", tt.typ, got, tt.want)
			}
		}
	})
}
