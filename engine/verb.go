package engine

import (
	"fmt"

	"github.com/datafort/datafort/internal/intern"
)

// Verb says what an Option does: "run", "rez", "pass". It is a small number
// standing for a name interned in this process by NewVerb, so that an Option
// holds no pointer: options are copied and kept by the thousand in a game,
// and the garbage collector need not scan them. Only the name is ever
// written out (JSON and text through MarshalText, saves by each game's own
// encoding); the number may differ between builds and processes. The zero
// Verb is the empty name.
type Verb uint16

// verbs is the process's table of verb names. Names are only ever added
// (at package initialisation, as games declare their verbs); readers find
// them without a lock.
var verbs = intern.New(1<<16, nil)

// NewVerb returns the Verb named name, interning the name if it is new. Games
// call it for their verbs at package initialisation; it panics when the
// table is full (65,535 names), which only a program minting verbs from
// input could reach. Use LookupVerb for names from input.
func NewVerb(name string) Verb {
	v, err := verbs.Intern(name)
	if err != nil {
		panic(fmt.Sprintf("engine.NewVerb(%q): %v", name, err))
	}
	return Verb(v)
}

// LookupVerb returns the Verb named name if some game of this build declared
// it. A name from outside (a saved game, a client) that no game declares
// cannot be the verb of a legal option.
func LookupVerb(name string) (Verb, bool) {
	v, ok := verbs.Lookup(name)
	return Verb(v), ok
}

// String returns the verb's name.
func (v Verb) String() string {
	if name, ok := verbs.Name(uint16(v)); ok {
		return name
	}
	return fmt.Sprintf("Verb(%d)", uint16(v))
}

// MarshalText encodes the verb by name.
func (v Verb) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText decodes a verb name that some game of this build declares.
func (v *Verb) UnmarshalText(b []byte) error {
	x, ok := LookupVerb(string(b))
	if !ok {
		return fmt.Errorf("unknown option verb %q", b)
	}
	*v = x
	return nil
}
