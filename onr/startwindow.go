package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The Corp's start of turn as one window (ONR-5.1.1, R026, R447, R517).
//
// "If a player has multiple effects to process at any given time (e.g.,
// start of turn …), that player chooses the order in which the effects are
// processed. Thus the Corp could rez a Holovid Campaign at the start of his
// or her turn, then gain a bit from that Holovid Campaign at the start of
// that turn" (R026); "each Scaldan counter generates a separate
// start-of-turn effect, so the Corp may forgo actions between die rolls"
// (R447); "the Corp may forgo actions to remove Virus counters before
// forgoing actions to Pipe counters" (R517). The rez and scoring windows
// are open at the start of the turn (ONR-9.3, ONR-10.4), purging with them
// (ONR-15.3): the Corp may act between its start-of-turn effects.
//
// So the start-of-turn window of a Corp's turn (WinTurnStart) holds the
// Corp's start-of-turn effects (its mandatory draw, its cards' triggers,
// the virus counters it holds) as the queue of its frame, when they are
// two or more: the Runner has priority first (R025, R518), then the Corp,
// whose question offers each pending effect ("resolve …") with what it may
// do in the window (rez, score, purge, special effects) and no pass while
// one is pending. Each effect resolves above the window, and the Corp is
// asked again. When the last has resolved the window starts over, the
// Runner first, as the window after the effects always was.
//
// Questions: the Corp is asked while two or more effects are pending, as it
// was asked to order them; with one left, only if it may purge (virus
// counters are public), else the effect resolves unasked: whatever else
// the Corp might do before its last effect it may do right after it, to
// the same end (a card rezzed then still gives its effect, below). With a
// single effect (the mandatory draw alone), nothing changes: the draw
// resolves, then the window. The Runner is asked as in any window. Every
// ground is public: the pending effects are the draw, face-up cards and
// counters.
//
// A card the Corp rezzes in this window, at the start of its own turn,
// adds its start-of-turn triggers to the pending effects (R026's Holovid
// Campaign). Effects that can no longer happen leave the queue before each
// question: a card's that no longer works, and, after a purge, the virus
// counters' (one effect for every Per counters still held, virusturn.go).
//
// The delayed triggers answering the start of the turn (the Corp's Kludge
// and lease counters, other seats' effects: together) resolve above the
// window, before it opens; a program's rest has no place in the queue.
// Virus counters given and cards scored during the window add no effect.
//
// Frame.M of the window is startEffectsHeld while it holds effects; when
// the last leaves, the window starts over (kernel.Window.Reopen).

// startEffectsHeld marks (Frame.M) a turn-start window holding its Corp's
// start-of-turn effects.
const startEffectsHeld = 1

// startEffectsPrompt is the Corp's question while its start-of-turn effects
// are pending.
const startEffectsPrompt = "Choose the next effect to resolve, or rez, score, purge or use special effects"

// holdStartEffects puts Corp seat's start-of-turn effects q into the
// turn-start window just pushed (the top frame) when two or more of them
// may resolve, and reports whether it did; otherwise the caller resolves
// them as before, ahead of the window.
func (s *State) holdStartEffects(seat engine.Seat, q []kernel.Queued) bool {
	if s.roleOf(seat) != Corp {
		return false
	}
	n := 0
	for _, e := range q {
		if s.mayResolve(e) {
			n++
		}
	}
	if n < 2 {
		return false
	}
	held := make([]kernel.Queued, len(q))
	for i, e := range q {
		e.Seat = seat
		held[i] = e
	}
	f := s.top()
	f.M = startEffectsHeld
	s.SetQueue(f, held)
	return true
}

// settleStartEffects drops from turn-start window f the effects that can no
// longer happen, and starts the window over, the Runner first, when its
// last effect has gone. It returns the effects still pending.
func (s *State) settleStartEffects(f *Frame) []kernel.Queued {
	if f.M != startEffectsHeld {
		return nil
	}
	var seen []kernel.Queued // one entry per counter effect kept, to count them
	s.FilterQueue(f, func(q kernel.Queued) bool {
		if q.Src != 0 {
			return s.mayResolve(q)
		}
		if q.Ref.IsBuiltin() {
			return true // the mandatory draw
		}
		a := &defOf(q.Ref.Card).Abilities[q.Ref.Ability]
		if a.Where != CountersCorpTurn {
			return true
		}
		held := s.heldCounters(q.Seat, q.Ref.Card)
		allowed := min(held, 1)
		if a.Per > 0 {
			allowed = held / a.Per
		}
		n := int32(0)
		for _, e := range seen {
			if e.Ref == q.Ref {
				n++
			}
		}
		if n >= allowed {
			return false // its counters were purged
		}
		seen = append(seen, q)
		return true
	})
	q := s.Queue(f)
	if len(q) == 0 {
		f.M = 0
		s.Window().Reopen() // the window after the effects, the Runner first
	}
	return q
}

// heldCounters returns the virus counters of program id that seat holds.
func (s *State) heldCounters(seat engine.Seat, id CardID) int32 {
	for _, v := range s.P(seat).Virus {
		if v.ID == id {
			return v.N
		}
	}
	return 0
}

// startEffectOptions returns the options of seat's question in turn-start
// window f holding pending start-of-turn effects of seat: one "resolve" per
// effect, then what seat may do in the window (opts, without a pass). It
// reports whether to ask: with one effect left, only if a purge is offered.
func (s *State) startEffectOptions(pending []kernel.Queued, opts []engine.Option) ([]engine.Option, bool) {
	out := make([]engine.Option, 0, len(pending)+len(opts))
	for i, q := range pending {
		out = append(out, queueOption(s, q, i))
	}
	purge := false
	for _, o := range opts {
		if o.Verb == VerbPass {
			continue
		}
		purge = purge || o.Verb == VerbPurge
		out = append(out, o)
	}
	return out, len(pending) > 1 || purge
}

// resolveStartEffect resolves pending effect i of turn-start window f, above
// the window.
func (s *State) resolveStartEffect(f *Frame, i int) Status {
	q := s.Queue(f)
	if i < 0 || i >= len(q) {
		return Next
	}
	e := q[i]
	s.DeleteQueue(f, i, i+1)
	if s.queuedRunnable(e, e.Seat) {
		s.pushProgram(e.Ref, e.Seat, e.Src)
	}
	return Next
}

// addStartEffects adds to turn-start window fi (its index in the stack) the
// start-of-turn triggers of card c, which Corp seat has just rezzed in it at
// the start of its own turn (R026).
func (s *State) addStartEffects(fi int, seat engine.Seat, c int32) {
	if s.Active != seat || s.roleOf(seat) != Corp || !s.Cards[c].Rezzed {
		return
	}
	f := &s.Frames()[fi]
	if f.Kind != FrameWindow || f.N != WinTurnStart {
		return
	}
	d := s.def(c)
	for i := range d.Abilities {
		if a := &d.Abilities[i]; a.Kind == KindTrigger && a.On == EvTurnStart && s.works(c, a) && s.fortMatches(a) {
			f.M = startEffectsHeld
			s.AppendQueue(f, kernel.Queued{Src: c, Ref: s.ref(c, i), Seat: seat})
		}
	}
}
