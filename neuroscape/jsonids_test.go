package neuroscape

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
)

// idsBothWays returns the ids the leak checker reads in v's JSON, written
// (json.Marshal, numbersAfter) and walked (jsonIDs).
func idsBothWays(t *testing.T, v any) (written, walked []int) {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	numbersAfter(string(raw), `"id":`, func(digits string) bool {
		id, _ := strconv.Atoi(digits)
		written = append(written, id)
		return false
	})
	jsonIDs(v, func(id int) bool { walked = append(walked, id); return false })
	return written, walked
}

type idInner struct {
	ID   int32          `json:"id"`
	More map[string]int `json:"more,omitempty"`
}

type idEmbedded struct {
	idInner
	Name string `json:"name"`
}

type idOwnJSON struct{ N int }

func (o idOwnJSON) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf(`{"id":%d}`, o.N)), nil }

type idPtrJSON struct{ N int }

func (o *idPtrJSON) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf(`{"id":%d}`, o.N)), nil }

type idTree struct {
	ID   uint16    `json:"id,omitempty"`
	Kids []*idTree `json:"kids"`
}

// TestJSONIDsIsTheJSON: the leak checker reads the ids of a view without
// writing its JSON (jsonIDs); it reads what the JSON text holds after
// "id": — the same numbers in the same order — over the views of random
// play at 2 and 4 players and over values that try encoding/json's rules:
// omitted, negative, float, quoted and duplicate ids, embedded structs,
// maps keyed "id", nil pointers, interfaces, bytes, a type with its own
// marshaller, a recursive type.
func TestJSONIDsIsTheJSON(t *testing.T) {
	same := func(name string, v any) {
		t.Helper()
		written, walked := idsBothWays(t, v)
		if !reflect.DeepEqual(written, walked) {
			t.Fatalf("%s: %+v: written %v, walked %v", name, v, written, walked)
		}
	}
	one := 1
	for i, v := range []any{
		nil, 3, "x", CardView{}, CardView{ID: 7, Counters: map[string]int{"id": 5, "a": 1}}, CardView{ID: -2},
		&View{}, View{Environment: &CardView{ID: 9}},
		struct {
			ID int `json:"id,omitempty"`
		}{0},
		struct {
			ID float64 `json:"id"`
		}{4.5},
		struct {
			ID int `json:"id,string"`
		}{6},
		struct {
			A  idEmbedded `json:"a"`
			ID int        `json:"ID"`
		}{idEmbedded{idInner{ID: 3}, "n"}, 4},
		map[string]int{"id": 8, "b": 9}, map[string]float64{"id": 2.5}, map[string]idInner{"z": {ID: 1}, "a": {ID: 2}},
		map[int]int{1: 2}, []any{idInner{ID: 11}, &idInner{ID: 12}, nil, map[string]any{"id": 13}},
		struct {
			P *idInner `json:"p"`
			Q *idInner `json:"q"`
			B []byte   `json:"id2"`
		}{Q: &idInner{ID: 14}, B: []byte("x")},
		[]idOwnJSON{{15}, {16}}, []idPtrJSON{{19}}, idPtrJSON{20}, &idPtrJSON{21}, struct {
			A idPtrJSON  `json:"a"`
			B *idPtrJSON `json:"b"`
		}{idPtrJSON{22}, &idPtrJSON{23}}, &idTree{ID: 1, Kids: []*idTree{{ID: 0}, {ID: 2, Kids: []*idTree{{ID: 3}}}}},
		struct {
			ID *int `json:"id"`
		}{&one},
		[2]idInner{{ID: 17}, {ID: 18}},
	} {
		same(fmt.Sprintf("value %d", i), v)
	}
	// Two fields keyed "id" (a type go vet would refuse to spell out):
	// encoding/json writes neither.
	twice := reflect.New(reflect.StructOf([]reflect.StructField{
		{Name: "A", Type: reflect.TypeFor[int](), Tag: `json:"id"`},
		{Name: "B", Type: reflect.TypeFor[int](), Tag: `json:"id"`},
	})).Elem()
	twice.Field(0).SetInt(1)
	twice.Field(1).SetInt(2)
	same("two fields keyed id", twice.Interface())
	views := 0
	for _, n := range []int{2, 4} {
		bd := newBoard(t, n, 6)
		for seat := range n {
			bd.card(engine.Seat(seat), sChar11, zoneHand)
			bd.card(engine.Seat(seat), sChar22, zonePlay)
			bd.bank(engine.Seat(seat), 3, 1)
		}
		bd.at(stepDeploy)
		g := bd.g
		rng := engine.NewRNG(6)
		for step := 0; len(g.Pending()) > 0 && step < 400; step++ {
			for seat := engine.NoSeat; int(seat) < n; seat++ {
				same(fmt.Sprintf("%d players, step %d, seat %d's view", n, step, seat), g.View(seat))
				views++
			}
			if _, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if views < 100 {
		t.Fatalf("only %d views compared", views)
	}
}
