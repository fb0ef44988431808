package engine

import (
	"bytes"
	"encoding/json"
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
// Seat, Subject and N are optional structured fields, so that clients, bots and
// animations need not parse Text. Every seat may read them: like Text they must
// hold only public information, never what Secret alone may say. A game sets
// those that apply and leaves the others at their zero value:
//
//   - Seat is the seat the event is about (usually the one that acted), or nil
//     when it is about no particular seat. It is a pointer because seat 0 is a
//     real seat: nil means "none" and marshals to nothing, a pointer to 0 marshals
//     as "seat":0. Set it with WithSeat and read it with SeatOf; events are
//     values shared by their readers, so never write through the pointer.
//   - Subject is an opaque public id of the object the event is about (a card
//     handle, a Cache item), with the meaning the game's View gives it; 0 means
//     none, so games number their public objects from 1.
//   - N is the amount involved (bits gained, damage dealt, points scored); 0
//     when there is none or it is zero, which readers cannot tell apart.
type Event struct {
	Type    string
	Private uint64
	Seat    *Seat
	Subject int
	N       int

	text, secret string  // a plain event's texts
	teller       Teller  // a told event's words; nil for a plain one
	msg          Message // a told event's record
}

// MessageArgs is how many operands a Message holds.
const MessageArgs = 6

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
	// Tell appends to b the text of m that every seat reads or, with secret,
	// the one the seats of the event's Private read, and returns it.
	Tell(b []byte, m Message, secret bool) []byte
}

// Plain returns an event of kind typ whose text, which every seat reads,
// is text.
func Plain(typ, text string) Event { return Event{Type: typ, text: text} }

// PlainSecret returns an event of kind typ that the seats of private read
// as secret and the others as text.
func PlainSecret(typ, text, secret string, private uint64) Event {
	return Event{Type: typ, text: text, secret: secret, Private: private}
}

// Told returns an event of kind typ recorded as m, worded by t when read.
// The event has a secret text exactly when its Private names a seat: set
// Private for a message whose secret wording t knows.
func Told(typ string, t Teller, m Message) Event {
	return Event{Type: typ, teller: t, msg: m}
}

// Message returns the message e was recorded as, and false if e is a plain
// event.
func (e Event) Message() (Message, bool) { return e.msg, e.teller != nil }

// tell words e's message.
func (e Event) tell(secret bool) string {
	var buf [128]byte
	return string(e.teller.Tell(buf[:0], e.msg, secret))
}

// Text returns the text of e that every seat may read.
func (e Event) Text() string {
	if e.teller != nil {
		return e.tell(false)
	}
	return e.text
}

// Secret returns the text of e that the seats of e.Private read, or "" if
// it has none.
func (e Event) Secret() string {
	if e.teller != nil {
		if e.Private == 0 {
			return ""
		}
		return e.tell(true)
	}
	return e.secret
}

// hasSecret reports whether e has a secret text.
func (e Event) hasSecret() bool {
	if e.teller != nil {
		return e.Private != 0
	}
	return e.secret != ""
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
	return Event{Type: e.Type, Seat: e.Seat, Subject: e.Subject, N: e.N, text: e.For(seat)}
}

// WithSeat returns a copy of e about seat s (see Event.Seat).
func (e Event) WithSeat(s Seat) Event {
	e.Seat = &s
	return e
}

// SeatOf returns the seat e is about, and false if it is about no seat.
func (e Event) SeatOf() (Seat, bool) {
	if e.Seat == nil {
		return NoSeat, false
	}
	return *e.Seat, true
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
// marshal e.ReadBy(seat) for what a seat may read. It escapes no HTML
// itself: the encoder that calls it escapes the whole or not, as it was
// told (json.Encoder.SetEscapeHTML).
func (e Event) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(eventJSON{Type: e.Type, Text: e.Text(), Secret: e.Secret(), Private: e.Private, Seat: e.Seat, Subject: e.Subject, N: e.N}); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON decodes a plain event.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*e = Event{Type: j.Type, Private: j.Private, Seat: j.Seat, Subject: j.Subject, N: j.N, text: j.Text, secret: j.Secret}
	return nil
}
