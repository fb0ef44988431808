package kernel

// Ref names a program from the state: an ability of a card definition, by
// the card's id in the game's card data and the ability's index in the
// definition, or a program of the rules themselves, by a name starting with
// "@" (Builtin). A Ref is stable across builds: adding or changing a card
// changes no Ref of another card, so saved games and records keep their
// meaning.
//
// In memory the card is a CardID, the id interned, so a Ref (4 bytes) holds
// no pointer and neither do the frames, queued programs and lasting effects
// that hold one; a rules program's name is interned the same way, "@"
// included, and the table of ids marks it as a builtin when it is added, so
// that IsBuiltin is a bit test. JSON writes the strings ({"card":"…","ab":n})
// and the games' compact encodings write them too: the numbers never reach a
// save, a record or a hash.
type Ref struct {
	Card    CardID `json:"card,omitempty"`
	Ability int16  `json:"ab,omitempty"`
}

// IsZero reports whether r names nothing.
func (r Ref) IsZero() bool { return r.Card == 0 }

// Builtin is the Ref of the rules program called name. It interns "@name":
// a game calls it when it declares its programs (at initialisation), not in
// a loop.
func Builtin(name string) Ref { return Ref{Card: CardIDOf("@" + name)} }

// IsBuiltin reports whether r names a program of the rules, not of a card.
func (r Ref) IsBuiltin() bool { return r.Card.builtin() }

// Status is what an op or a frame step tells the interpreter.
type Status uint8

// The statuses. Only Next, Wait and Stop are meaningful from a frame step.
const (
	// Next: this op or step is done; go on.
	Next Status = iota
	// Wait: a decision is pending; stop until it is answered.
	Wait
	// Stop: end the program here; its remaining ops do nothing.
	Stop
	// Again: the op pushed a frame and wants to run again once that frame
	// has resolved, to read what it found (a trace's result).
	Again
)

// Op is one instruction of a program, run for the frame f that runs the
// program on game state s. An op that needs a decision asks for it and
// returns Wait; it runs again with the answer in f. An op that pushes a frame
// returns Next (the frame resolves before the next op, as every rule set here
// requires) or Again.
type Op[S any] interface {
	Run(s S, f *Frame) Status
}

// OpFunc adapts a function to an Op.
type OpFunc[S any] func(s S, f *Frame) Status

// Run calls fn.
func (fn OpFunc[S]) Run(s S, f *Frame) Status { return fn(s, f) }
