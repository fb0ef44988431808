package neuroscape

import (
	"encoding"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// jsonIDs calls f with each number that json.Marshal(v) writes right after
// the key "id", as the leak checker reads them (numbersAfter(text, `"id":`)
// and strconv.Atoi: a value written with digits first, so a number that is
// not negative), in the order it writes them, and stops at the first true;
// it reports whether f did. It walks v as encoding/json does instead of writing it: the leak
// checker reads every view of every step of a checked game. A part of v
// whose JSON the walk does not mirror (a type with its own marshaller, an
// embedded struct, an "id" that is not an integer or is written as a
// string, a map holding more than numbers) is written with json.Marshal
// and read as text. TestJSONIDsIsTheJSON compares the two ways.
func jsonIDs(v any, f func(id int) bool) bool {
	return walkIDs(reflect.ValueOf(v), f)
}

// idPlan is how jsonIDs walks a type.
type idPlan struct {
	asText bool      // marshalled and read as text
	none   bool      // holds no id: skipped
	fields []idField // of a struct: the fields that hold or may hold one
	idKey  bool      // of a map with string keys and integer values: the value at "id"
}

// idField is a struct field jsonIDs reads: an integer keyed "id", or a
// value that may hold one.
type idField struct {
	index     int
	id        bool
	omitEmpty bool // an id of 0 is not written
}

var (
	idPlans    sync.Map                     // reflect.Type → *idPlan, made
	idPlanning sync.Mutex                   // held while plans are made
	idMaking   = map[reflect.Type]*idPlan{} // the plans being made, under idPlanning
)

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

func planOf(t reflect.Type) *idPlan {
	if p, ok := idPlans.Load(t); ok {
		return p.(*idPlan)
	}
	idPlanning.Lock()
	defer idPlanning.Unlock()
	p := planning(t)
	for t, q := range idMaking {
		idPlans.Store(t, q)
	}
	clear(idMaking)
	return p
}

// planning returns t's plan, made if need be, under idPlanning: a
// recursive type finds its own plan while it is made, and walks itself.
func planning(t reflect.Type) *idPlan {
	if p, ok := idPlans.Load(t); ok {
		return p.(*idPlan)
	}
	if p, ok := idMaking[t]; ok {
		return p
	}
	p := &idPlan{}
	idMaking[t] = p
	makePlan(t, p)
	return p
}

func isInt(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Uintptr
}

func makePlan(t reflect.Type, p *idPlan) {
	if t.Implements(marshalerType) || t.Implements(textMarshalerType) ||
		reflect.PointerTo(t).Implements(marshalerType) || reflect.PointerTo(t).Implements(textMarshalerType) {
		p.asText = true
		return
	}
	switch t.Kind() {
	case reflect.Struct:
		ids := 0
		for i := range t.NumField() {
			sf := t.Field(i)
			if sf.Anonymous {
				p.asText = true // promoted fields: encoding/json's rules of names
				return
			}
			if !sf.IsExported() {
				continue
			}
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if name == "" {
				name = sf.Name
			}
			if name == "id" {
				if ids++; ids > 1 || !isInt(sf.Type.Kind()) || strings.Contains(opts, "string") {
					p.asText = true // two fields of one name are not written
					return
				}
				p.fields = append(p.fields, idField{index: i, id: true, omitEmpty: strings.Contains(opts, "omitempty")})
				continue
			}
			if !planning(sf.Type).none || strings.Contains(opts, "string") {
				p.fields = append(p.fields, idField{index: i})
			}
		}
		p.none = len(p.fields) == 0
	case reflect.Pointer, reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 {
			p.none = true // written as base64
			return
		}
		e := planning(t.Elem())
		p.none = e.none && !e.asText
	case reflect.Map:
		switch e := t.Elem().Kind(); {
		case t.Key().Kind() == reflect.String && !t.Key().Implements(textMarshalerType) && isInt(e) && !t.Elem().Implements(marshalerType) && !t.Elem().Implements(textMarshalerType):
			p.idKey = true
		case (isInt(e) || e == reflect.String || e == reflect.Bool) && !planning(t.Elem()).asText:
			p.none = true // a key "id" holds no digits, or the key is no string
		default:
			p.asText = true
		}
	case reflect.Interface:
		// walked by its dynamic value
	default:
		p.none = true
	}
}

func walkIDs(v reflect.Value, f func(int) bool) bool {
	if !v.IsValid() {
		return false
	}
	p := planOf(v.Type())
	switch {
	case p.none:
		return false
	case p.asText:
		if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface || v.Kind() == reflect.Map || v.Kind() == reflect.Slice) && v.IsNil() {
			return false // null, or an empty value
		}
		var raw []byte
		var err error
		switch {
		case v.CanAddr() && v.Addr().CanInterface():
			// addressable, as encoding/json finds it inside a slice or
			// a pointed-to struct: a marshaller of the pointer is used
			raw, err = json.Marshal(v.Addr().Interface())
		case v.CanInterface():
			raw, err = json.Marshal(v.Interface())
		}
		return err == nil && numbersAfter(string(raw), `"id":`, func(digits string) bool {
			id, _ := strconv.Atoi(digits)
			return f(id)
		})
	}
	switch v.Kind() {
	case reflect.Struct:
		for _, fd := range p.fields {
			fv := v.Field(fd.index)
			if fd.id {
				if id, ok := intID(fv); ok && !(fd.omitEmpty && fv.IsZero()) && f(id) {
					return true
				}
				continue
			}
			if walkIDs(fv, f) {
				return true
			}
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return walkIDs(v.Elem(), f)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if walkIDs(v.Index(i), f) {
				return true
			}
		}
	case reflect.Map:
		if p.idKey && v.Len() > 0 {
			if x := v.MapIndex(reflect.ValueOf("id").Convert(v.Type().Key())); x.IsValid() {
				if id, ok := intID(x); ok && f(id) {
					return true
				}
			}
		}
	}
	return false
}

// intID returns integer v as strconv.Atoi reads the digits JSON writes for
// it (the largest int for more), false for a negative one (written with a
// sign first).
func intID(v reflect.Value) (int, bool) {
	if v.CanInt() {
		n := v.Int()
		return int(n), n >= 0
	}
	return int(min(v.Uint(), math.MaxInt)), true
}
