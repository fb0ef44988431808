package engine

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// Event is something that happened, as told to the players. Its Text is
// what every seat may read; seats in Private (a bit mask of seats) read its
// Secret instead, which may name a card the others cannot see.
//
// A game records an event at the moment it happens in one of two ways:
//
//   - Told: as a Message, a code and a few numbers (card identities, seats,
//     amounts) captured as they were at that moment, which the game's Teller
//     turns into words only when a reader asks (Text, Secret, For,
//     MarshalJSON). Recording one builds no string and allocates nothing.
//   - Plain (or PlainSecret): with its texts already written, for events
//     made outside a game's rules (a server's "X concedes.") and the few a
//     game words in no message of its own.
//
// Both read the same: a reader cannot tell them apart but by Message.
//
// Its seat, Subject and N are optional structured fields, so that clients, bots and
// animations need not parse Text. Every seat may read them: like Text they must
// hold only public information, never what Secret alone may say. A game sets
// those that apply and leaves the others at their zero value:
//
//   - the seat the event is about (usually the one that acted), if any: set it
//     with WithSeat and read it with SeatOf. Its JSON field "seat" is left out
//     when there is none; seat 0 marshals as "seat":0.
//   - Subject is an opaque public id of the object the event is about (a card
//     handle, a Cache item), with the meaning the game's View gives it; 0 means
//     none, so games number their public objects from 1.
//   - N is the amount involved (bits gained, damage dealt, points scored); 0
//     when there is none or it is zero, which readers cannot tell apart.
type Event struct {
	Type    string
	Private uint64
	Subject int
	N       int

	teller Teller // words the message; a *plainText for a plain event; nil for the zero Event
	code   uint16 // the message (Message), its fields laid out so that an Event is 80 bytes
	seat   uint8  // the seat the event is about, plus 1; 0 for none (WithSeat)
	args   [MessageArgs]int32
}

// MessageArgs is how many operands a Message holds.
const MessageArgs = 5

// Message is an event as a game records it when it happens: a code of the
// game's own and up to MessageArgs small operands, card identities, seats
// and amounts, with the meaning the code gives them. It holds no pointer
// and no text: it says what happened as it was public (or secret) at that
// moment, and the game's Teller words it later.
type Message struct {
	Code uint16
	Args [MessageArgs]int32
}

// Teller words the messages of one game. A game keeps one per game, made
// at setup from what never changes during the game (players' names, card
// titles), and shares it with its clones; it must never read the game's
// later state, so that an event reads the same whenever it is read.
type Teller interface {
	// Tell returns the text of m that every seat reads or, with secret, the
	// one the seats of the event's Private read.
	Tell(m Message, secret bool) string
}

// plainText is the Teller of a plain event: its texts, written.
type plainText struct{ text, secret string }

// Tell implements Teller.
func (p *plainText) Tell(_ Message, secret bool) string {
	if secret {
		return p.secret
	}
	return p.text
}

// Plain returns an event of kind typ whose text, which every seat reads,
// is text.
func Plain(typ, text string) Event { return PlainSecret(typ, text, "", 0) }

// PlainSecret returns an event of kind typ that the seats of private read
// as secret and the others as text.
func PlainSecret(typ, text, secret string, private uint64) Event {
	return Event{Type: typ, Private: private, teller: &plainText{text, secret}}
}

// Told returns an event of kind typ recorded as m, worded by t when read.
// The event has a secret text exactly when its Private names a seat: set
// Private for a message whose secret wording t knows.
func Told(typ string, t Teller, m Message) Event {
	return Event{Type: typ, teller: t, code: m.Code, args: m.Args}
}

// Message returns the message e was recorded as, and false if e is a plain
// event.
func (e Event) Message() (Message, bool) {
	if _, plain := e.teller.(*plainText); plain || e.teller == nil {
		return Message{}, false
	}
	return Message{Code: e.code, Args: e.args}, true
}

// tell words e's message.
func (e Event) tell(secret bool) string {
	return e.teller.Tell(Message{Code: e.code, Args: e.args}, secret)
}

// Text returns the text of e that every seat may read.
func (e Event) Text() string {
	if e.teller == nil {
		return ""
	}
	return e.tell(false)
}

// Secret returns the text of e that the seats of e.Private read, or "" if
// it has none.
func (e Event) Secret() string {
	if !e.hasSecret() {
		return ""
	}
	return e.tell(true)
}

// hasSecret reports whether e has a secret text.
func (e Event) hasSecret() bool {
	if p, ok := e.teller.(*plainText); ok {
		return p.secret != ""
	}
	return e.teller != nil && e.Private != 0
}

// For returns the text of e that seat may read.
func (e Event) For(seat Seat) string {
	if seat >= 0 && e.Private&(1<<uint(seat)) != 0 && e.hasSecret() {
		return e.Secret()
	}
	return e.Text()
}

// ReadBy returns e as seat reads it: a plain event with seat's text and no
// secret, the structured fields unchanged.
func (e Event) ReadBy(seat Seat) Event {
	r := Plain(e.Type, e.For(seat))
	r.Subject, r.N, r.seat = e.Subject, e.N, e.seat
	return r
}

// WithSeat returns a copy of e about seat s, from 0 to 254; NoSeat makes it
// about no seat.
func (e Event) WithSeat(s Seat) Event {
	e.seat = uint8(s + 1)
	return e
}

// SeatOf returns the seat e is about, and false if it is about no seat.
func (e Event) SeatOf() (Seat, bool) {
	if e.seat == 0 {
		return NoSeat, false
	}
	return Seat(e.seat) - 1, true
}

// eventJSON is an event's JSON form: its texts written out, whether told or
// plain.
type eventJSON struct {
	Type    string `json:"type"`
	Text    string `json:"text"`
	Secret  string `json:"secret,omitempty"`
	Private uint64 `json:"private,omitempty"`
	Seat    *Seat  `json:"seat,omitempty"`
	Subject int    `json:"subject,omitempty"`
	N       int    `json:"n,omitempty"`
}

// MarshalJSON encodes e with its texts written out, the secret one too:
// marshal e.ReadBy(seat) for what a seat may read. It writes what
// encoding/json writes of eventJSON, escaping no HTML itself: the encoder
// that calls it escapes the whole or not, as it was told
// (json.Encoder.SetEscapeHTML).
func (e Event) MarshalJSON() ([]byte, error) {
	text, secret := e.Text(), e.Secret()
	b := make([]byte, 0, 40+len(e.Type)+len(text)+len(secret))
	b = append(b, `{"type":`...)
	b = appendJSONString(b, e.Type)
	b = append(b, `,"text":`...)
	b = appendJSONString(b, text)
	if secret != "" {
		b = append(b, `,"secret":`...)
		b = appendJSONString(b, secret)
	}
	if e.Private != 0 {
		b = strconv.AppendUint(append(b, `,"private":`...), e.Private, 10)
	}
	if s, ok := e.SeatOf(); ok {
		b = strconv.AppendInt(append(b, `,"seat":`...), int64(s), 10)
	}
	if e.Subject != 0 {
		b = strconv.AppendInt(append(b, `,"subject":`...), int64(e.Subject), 10)
	}
	if e.N != 0 {
		b = strconv.AppendInt(append(b, `,"n":`...), int64(e.N), 10)
	}
	return append(b, '}'), nil
}

// appendJSONString appends s quoted as encoding/json quotes a string when
// it escapes no HTML: invalid UTF-8 as U+FFFD, control characters and the
// line and paragraph separators U+2028 and U+2029 escaped.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// UnmarshalJSON decodes a plain event.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*e = PlainSecret(j.Type, j.Text, j.Secret, j.Private)
	e.Subject, e.N = j.Subject, j.N
	if j.Seat != nil {
		*e = e.WithSeat(*j.Seat)
	}
	return nil
}
