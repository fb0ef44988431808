package engine

import (
	"bytes"
	"encoding/json"
	"strconv"
	"testing"
	"unicode/utf8"
	"unsafe"
)

// countTeller words message code 1 as "<name> pays <n> for R&D" and its
// secret as "... (<card n>)", from names fixed when it is made, and counts
// how often it is asked.
type countTeller struct {
	names []string
	calls *int
}

func (t countTeller) Tell(m Message, secret bool) string {
	*t.calls++
	var b []byte
	b = append(b, t.names[m.Args[0]]...)
	b = append(b, " pays "...)
	b = strconv.AppendInt(b, int64(m.Args[1]), 10)
	b = append(b, " for R&D"...)
	if secret {
		b = append(b, " (card "...)
		b = strconv.AppendInt(b, int64(m.Args[2]), 10)
		b = append(b, ')')
	}
	return string(b)
}

func TestToldEventsReadAsPlainOnes(t *testing.T) {
	calls := 0
	teller := countTeller{names: []string{"Ann", "Bob"}, calls: &calls}
	told := Told("pay", teller, Message{Code: 1, Args: [MessageArgs]int32{1, 3, 42}})
	told.Private = 1 << 1
	if calls != 0 {
		t.Fatalf("recording a told event asked its teller %d times; it must word it only when read", calls)
	}
	plain := PlainSecret("pay", "Bob pays 3 for R&D", "Bob pays 3 for R&D (card 42)", 1<<1)
	for _, e := range []Event{told, plain} {
		_, isTold := e.Message()
		t.Run("a seat outside Private reads the public text (told "+strconv.FormatBool(isTold)+")", func(t *testing.T) {
			for _, seat := range []Seat{NoSeat, 0, 2} {
				if got := e.For(seat); got != "Bob pays 3 for R&D" {
					t.Errorf("For(%d) = %q", seat, got)
				}
			}
		})
		t.Run("a seat in Private reads the secret text (told "+strconv.FormatBool(isTold)+")", func(t *testing.T) {
			if got := e.For(1); got != "Bob pays 3 for R&D (card 42)" {
				t.Errorf("For(1) = %q", got)
			}
			if r := e.ReadBy(0); r.Secret() != "" || r.Private != 0 || r.Text() != "Bob pays 3 for R&D" {
				t.Errorf("ReadBy(0) = %q / %q / %b", r.Text(), r.Secret(), r.Private)
			}
			if r := e.ReadBy(1); r.Text() != "Bob pays 3 for R&D (card 42)" {
				t.Errorf("ReadBy(1) = %q", r.Text())
			}
		})
	}
	t.Run("a told event marshals exactly as the plain one, HTML escaped or not", func(t *testing.T) {
		for _, escape := range []bool{true, false} {
			var a, b bytes.Buffer
			for _, x := range []struct {
				w *bytes.Buffer
				e Event
			}{{&a, told}, {&b, plain}} {
				enc := json.NewEncoder(x.w)
				enc.SetEscapeHTML(escape)
				if err := enc.Encode([]Event{x.e}); err != nil {
					t.Fatal(err)
				}
			}
			if a.String() != b.String() {
				t.Errorf("escape %v: told %s, plain %s", escape, a.String(), b.String())
			}
			if want := map[bool]string{true: `R\u0026D`, false: `R&D`}[escape]; !bytes.Contains(a.Bytes(), []byte(want)) {
				t.Errorf("escape %v: %s does not hold %s", escape, a.String(), want)
			}
		}
	})
	t.Run("a told event without Private has no secret text", func(t *testing.T) {
		e := Told("pay", teller, Message{Code: 1, Args: [MessageArgs]int32{0, 1, 7}})
		if e.Secret() != "" || e.For(0) != "Ann pays 1 for R&D" {
			t.Errorf("Secret %q, For(0) %q", e.Secret(), e.For(0))
		}
		b, _ := json.Marshal(e)
		if string(b) != `{"type":"pay","text":"Ann pays 1 for R\u0026D"}` {
			t.Errorf("marshal: %s", b)
		}
	})
	t.Run("an event read back from JSON is a plain one with the same texts", func(t *testing.T) {
		b, _ := json.Marshal(told)
		var back Event
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if _, ok := back.Message(); ok || back.For(1) != told.For(1) || back.For(0) != told.For(0) || back.Private != told.Private {
			t.Errorf("back: %q / %q", back.For(0), back.For(1))
		}
	})
}

// TestEventIsCompact checks that an event, which a game hands out for every
// thing that happens, stays as small as the text events it replaced (80
// bytes: a type, a mask, two amounts and two texts), although it holds its
// message and its seat.
func TestEventIsCompact(t *testing.T) {
	if n := unsafe.Sizeof(Event{}); n > 80 {
		t.Errorf("an Event is %d bytes, want at most 80", n)
	}
}

func TestEventSeat(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    Event
		want string
	}{
		{"seat 0 is a seat", Plain("x", "t").WithSeat(0), `{"type":"x","text":"t","seat":0}`},
		{"the last seat", Plain("x", "t").WithSeat(254), `{"type":"x","text":"t","seat":254}`},
		{"NoSeat is no seat", Plain("x", "t").WithSeat(3).WithSeat(NoSeat), `{"type":"x","text":"t"}`},
		{"read by a seat, the event keeps its seat", Plain("x", "t").WithSeat(2).ReadBy(1), `{"type":"x","text":"t","seat":2}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.e)
			if err != nil || string(b) != tc.want {
				t.Errorf("marshal: %s, %v; want %s", b, err, tc.want)
			}
		})
	}
}

// TestAppendJSONString checks that an event's JSON quotes its texts as
// encoding/json does, HTML left to the calling encoder: quotes,
// backslashes, control characters, the line and paragraph separators,
// invalid UTF-8 and every rune of a range.
func TestAppendJSONString(t *testing.T) {
	cases := []string{"", "plain", `a "quoted" \ back`, "tab\tnew\nline\rcr\bbs\fff\x00\x1f\x7f",
		"R&D <b>", "sep\u2028par\u2029", "bad \xff\xfe utf8", "é ü – ♥ 𝄞"}
	var all []rune
	for r := rune(0); r < 0x2100; r++ {
		all = append(all, r)
	}
	cases = append(cases, string(all))
	for _, s := range cases {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		got := string(appendJSONString(nil, s)) + "\n"
		if got != want.String() {
			t.Errorf("%q: got %s, want %s", s, got, want.String())
		}
		if !utf8.ValidString(got) {
			t.Errorf("%q: invalid UTF-8 out", s)
		}
	}
}
