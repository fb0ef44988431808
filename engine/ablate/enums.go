package ablate

import "strconv"

// The enumerations of the package.

// KnobKind says what a knob is and how it is changed.
type KnobKind uint8

// The kinds of knobs.
const (
	// Number: a plain integer (int, int32, uint8…, not a named type): it is
	// changed by +1 and, when above 0, by −1.
	Number KnobKind = iota
	// Flag: a plain bool: it is flipped.
	Flag
	// Enum: an integer of a named type listed in Options.Enums: it is
	// changed to each other listed value.
	Enum
)

// Result is what a card's own tests did under one ablation.
type Result uint8

// The results of an ablation.
const (
	Survived Result = iota // every test of the card passed
	Killed                 // at least one failed
	Crashed                // the test process died in it (a panic): killed
	Hung                   // it made no progress within the stall time: killed
	Broken                 // the ablation could not be made (see the detail)
)

var resultNames = [...]string{"survived", "killed", "crashed", "hung", "broken"}

// String names the result.
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return "result(" + strconv.Itoa(int(r)) + ")"
}

// IsKill reports whether the result counts as a failing test.
func (r Result) IsKill() bool { return r == Killed || r == Crashed || r == Hung }
