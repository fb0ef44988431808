package engine

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestVerb(t *testing.T) {
	t.Run("the same name is the same verb, another name another", func(t *testing.T) {
		a, b, c := NewVerb("verb-test-a"), NewVerb("verb-test-a"), NewVerb("verb-test-b")
		if a != b || a == c || a == 0 {
			t.Fatalf("NewVerb: a %d, a again %d, b %d", a, b, c)
		}
		if a.String() != "verb-test-a" || c.String() != "verb-test-b" {
			t.Fatalf("names %q, %q", a, c)
		}
	})
	t.Run("the zero verb is the empty name", func(t *testing.T) {
		if v, ok := LookupVerb(""); !ok || v != 0 || Verb(0).String() != "" {
			t.Fatalf("LookupVerb(\"\") = %d, %v; Verb(0) = %q", v, ok, Verb(0))
		}
	})
	t.Run("JSON writes the name and reads it back", func(t *testing.T) {
		o := Option{Verb: NewVerb("verb-test-run"), Card: 3}
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `"verb":"verb-test-run"`) {
			t.Fatalf("marshalled %s", b)
		}
		var back Option
		if err := json.Unmarshal(b, &back); err != nil || back != o {
			t.Fatalf("unmarshalled %+v, %v; want %+v", back, err, o)
		}
	})
	t.Run("a name no game declares is refused, not interned", func(t *testing.T) {
		var o Option
		err := json.Unmarshal([]byte(`{"verb":"verb-test-never-declared"}`), &o)
		if err == nil || !strings.Contains(err.Error(), "verb-test-never-declared") {
			t.Fatalf("unmarshal of an unknown verb: %v", err)
		}
		if _, ok := LookupVerb("verb-test-never-declared"); ok {
			t.Fatal("reading an unknown verb interned it")
		}
	})
	t.Run("an option holds no pointer, so the collector never scans the options a game keeps", func(t *testing.T) {
		typ := reflect.TypeFor[Option]()
		for i := range typ.NumField() {
			switch k := typ.Field(i).Type.Kind(); k {
			case reflect.Int, reflect.Uint16, reflect.Int32, reflect.Uint32, reflect.Int64:
			default:
				t.Errorf("Option.%s is a %s", typ.Field(i).Name, k)
			}
		}
	})
}
