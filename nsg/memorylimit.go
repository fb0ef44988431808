package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The checkpoint's step 10.3.1e for the Runner's memory limit (CR 10.3.1e
// [step_checkpoint_card_restrictions], 3.9.3c
// [rule_program_other_exceed_memory_limit]): when the installed programs'
// memory costs exceed the memory limit for a reason other than installing
// a program (a console giving memory trashed, a newer console with less),
// an appropriate set of programs is trashed: one whose trash leaves the
// rest within the limit and from which no program can be left out while
// it still does. The Runner controls every program, so it chooses among
// the sets when there are several (one program at a time, each keeping a
// set possible); with one set there is nothing to choose. The other
// illegal states the step names (an illegal host or location, a broken
// restriction) cannot arise with the implemented cards.

// registerMemoryLimit registers the frame of the Runner's choice, from
// the machine's init.
func registerMemoryLimit() {
	machine.Register(frameMemoryLimit, "memory limit", (*State).stepMemoryLimit)
	frameKinds = append(frameKinds, frameMemoryLimit)
}

// memoryPrompt asks the Runner for a program of the set to trash.
const memoryPrompt = "Your programs exceed your memory limit: choose a program to trash"

// memorySets returns the appropriate sets of step 10.3.1e for the memory
// limit, each a list of program ids in rig order, in the order of the
// rig: nil while the programs are within the limit. A set is appropriate
// when its memory costs sum to at least the excess and leaving out its
// cheapest program would not: a program of no memory cost is never in one.
func (s *State) memorySets() [][]int32 {
	over := s.memoryUsed() - s.memory()
	if over <= 0 {
		return nil
	}
	var progs []int32
	for _, id := range s.Rig {
		if d := s.def(id); d != nil && d.Type == TypeProgram && d.MemoryCost > 0 {
			progs = append(progs, id)
		}
	}
	var sets [][]int32
	var set []int32
	var grow func(from int, sum int32)
	grow = func(from int, sum int32) {
		if sum >= over {
			least := sum
			for _, id := range set {
				least = min(least, s.def(id).MemoryCost)
			}
			if sum-least < over {
				sets = append(sets, slices.Clone(set))
			}
			return // a set with more programs would not be minimal
		}
		for i := from; i < len(progs); i++ {
			set = append(set, progs[i])
			grow(i+1, sum+s.def(progs[i]).MemoryCost)
			set = set[:len(set)-1]
		}
	}
	grow(0, 0)
	return sets
}

// trashOverMemory trashes the programs of set, an appropriate set of step
// 10.3.1e, as a rule of the game: nothing prevents it.
func (s *State) trashOverMemory(set []int32) {
	for _, id := range set {
		s.event(s.Runner, "trash", fmt.Sprintf("the Runner trashes %s: its programs exceed the memory limit", s.card(id).Title))
		s.trash(id, s.Runner)
	}
}

// pushMemoryLimit defers the rest of the checkpoint until the Runner has
// chosen among the appropriate sets: the frame keeps the pending
// instances q of step a as its queue, and the cards that entered the
// breached root as its list (their count, then each card and server),
// followed by the programs chosen so far.
func (s *State) pushMemoryLimit(q []kernel.Queued, entered []kernel.Occurrence) {
	list := []int32{int32(len(entered))}
	for _, o := range entered {
		list = append(list, o.Obj, o.N)
	}
	s.PushWith(kernel.Frame{Kind: frameMemoryLimit, Seat: s.Runner}, list, q)
}

// stepMemoryLimit asks the Runner for the programs of an appropriate set,
// one at a time, offering those that keep a set possible; once the
// programs chosen are one set, or only one set holds them, it trashes
// that set and finishes the checkpoint (checkpointEnd).
func (s *State) stepMemoryLimit(f *kernel.Frame) kernel.Status {
	list := s.List(f)
	k := int(list[0])
	sets := s.memorySets()
	if f.Answered {
		o, _ := f.Take()
		id := int32(o.Card)
		chosen := list[1+2*k:]
		if o.Verb == verbTarget && !slices.Contains(chosen, id) && slices.ContainsFunc(sets, func(set []int32) bool { return holds(set, chosen) && slices.Contains(set, id) }) {
			s.AppendList(f, id)
			list = s.List(f)
		}
	}
	chosen := list[1+2*k:]
	sets = slices.DeleteFunc(sets, func(set []int32) bool { return !holds(set, chosen) })
	if len(sets) > 1 {
		var opts []engine.Option
		for _, id := range s.Rig {
			if !slices.Contains(chosen, id) && slices.ContainsFunc(sets, func(set []int32) bool { return slices.Contains(set, id) }) {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		return s.Ask(s.Runner, memoryPrompt, "CR 10.3.1e", opts)
	}
	entered := make([]kernel.Occurrence, k)
	for i := range entered {
		entered[i] = kernel.Occurrence{Type: evInstall, Obj: list[1+2*i], N: list[2+2*i]}
	}
	q := slices.Clone(s.Queue(f))
	s.Pop()
	if len(sets) == 1 {
		s.trashOverMemory(sets[0])
		q = s.detect(q)
	}
	s.checkpointEnd(q, entered)
	return kernel.Next
}

// holds reports whether set holds every program of chosen.
func holds(set, chosen []int32) bool {
	for _, id := range chosen {
		if !slices.Contains(set, id) {
			return false
		}
	}
	return true
}
