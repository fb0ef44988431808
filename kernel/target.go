package kernel

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// Target declares the targets of an instruction as data: which objects
// may be targeted (the filter), how many (Min to Max), and who chooses.
// They are announced before the instruction becomes imminent and at no
// other time (NSG CR 1.15.2, 1.15.2f; Neuroscape NS-18.1), and checked
// again when it resolves: a target no longer valid is skipped (NSG 1.15.3;
// a Neuroscape item whose targets are all gone fizzles, NS-18.6).
//
// The targets chosen are object ids (card instances), kept in the list of
// the frame that resolves the instruction (Core.List).
type Target[S Host] struct {
	// Min and Max bound the number of targets. With fewer valid
	// candidates than Min, the chooser takes as many as there are (NSG
	// 1.15.2e).
	Min, Max int32
	// Chooser returns the seat that chooses; nil: the frame's seat.
	Chooser func(s S, f *Frame) engine.Seat
	// Candidates returns the objects where targets are looked for (NSG
	// 1.15.2c: the play area unless the instruction names a zone).
	Candidates func(s S, f *Frame) []int32
	// Valid is the filter: whether obj may be targeted by f's instruction
	// now. It is asked when targets are announced and again at resolution.
	Valid func(s S, f *Frame, obj int32) bool
	// Option renders candidate obj as an option. Announce sets its Arg to
	// the candidate's place in the list of valid candidates.
	Option func(s S, obj int32) engine.Option
	// Done is the option that stops choosing once Min targets are chosen;
	// Announce sets its Arg to -1.
	Done engine.Option
	// Prompt and Rule are those of the question.
	Prompt, Rule string
}

// valid returns the valid candidates not yet chosen.
func (t *Target[S]) valid(s S, f *Frame, chosen []int32) []int32 {
	var out []int32
	for _, o := range t.Candidates(s, f) {
		if !slices.Contains(chosen, o) && t.Valid(s, f, o) {
			out = append(out, o)
		}
	}
	return out
}

// Announce has the chooser announce the targets of the instruction of
// frame f, on top of the stack, one at a time, appending each to f's list:
// it asks and returns Wait, to be called again with the answer in f, until
// Max targets are chosen, or Min and the chooser is done, or no valid
// candidate is left; then it returns Next. The candidates and the filter
// are asked anew at each question, and nothing else happens in between, so
// an answer names the same object it was offered for.
func (t *Target[S]) Announce(s S, f *Frame) Status {
	c := s.Kernel()
	for {
		left := t.valid(s, f, c.List(f))
		if f.Answered {
			o, _ := f.Take()
			if o.Arg < 0 || o.Arg >= len(left) {
				return Next // done
			}
			c.AppendList(f, left[o.Arg])
			continue
		}
		n := int32(len(c.List(f)))
		if n >= t.Max || len(left) == 0 {
			return Next
		}
		opts := make([]engine.Option, 0, len(left)+1)
		for i, o := range left {
			opt := t.Option(s, o)
			opt.Arg = i
			opts = append(opts, opt)
		}
		if n >= t.Min {
			d := t.Done
			d.Arg = -1
			opts = append(opts, d)
		}
		seat := f.Seat
		if t.Chooser != nil {
			seat = t.Chooser(s, f)
		}
		return c.Ask(seat, t.Prompt, t.Rule, opts)
	}
}

// Recheck returns the targets of chosen that are still valid as the
// instruction of f resolves (NSG CR 1.15.3), in the order announced. An
// empty result for a non-empty chosen means the instruction has lost every
// target.
func (t *Target[S]) Recheck(s S, f *Frame, chosen []int32) []int32 {
	var out []int32
	for _, o := range chosen {
		if t.Valid(s, f, o) {
			out = append(out, o)
		}
	}
	return out
}
