package onr

import (
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine"
)

// scribble sets every field of v, a struct, to a value that is not zero,
// so that a field a reset forgets shows.
func scribble(v reflect.Value) {
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
			f.SetInt(int64(i + 3))
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 2, 4))
		default:
			panic("scribble: a field of kind " + f.Kind().String())
		}
	}
}

// TestStartRunResetsEveryField checks that startRun, which writes the Run
// field by field rather than as a Run{} literal, leaves it as the literal
// would: every field it does not name zero, Accessed and Upgrades nil, and
// the log empty in its old room. Every field is scribbled on first, so a
// field added to Run and not reset fails here.
func TestStartRunResetsEveryField(t *testing.T) {
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	runner, corp := runnerOf(s).Seat, corpOf(s).Seat
	fort := int32(-1)
	for i := range s.Forts {
		if s.Forts[i].Owner == corp {
			fort = int32(i)
			break
		}
	}
	if fort < 0 {
		t.Fatal("no fort of the Corp")
	}
	t.Run("a run begun after another is the Run literal, its log's room kept", func(t *testing.T) {
		scribble(reflect.ValueOf(&s.Run).Elem())
		log := s.Run.Log
		s.startRun(runner, fort, 7)
		want := Run{Active: true, Runner: runner, Corp: corp, Fort: fort, Src: 7, Log: log[:0]}
		if !reflect.DeepEqual(s.Run, want) {
			t.Fatalf("startRun left %+v, want %+v", s.Run, want)
		}
		if cap(s.Run.Log) != cap(log) || len(log) == 0 || &s.Run.Log[:1][0] != &log[0] {
			t.Fatal("startRun did not keep the log's room")
		}
	})
}
