package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Advancement counters put by an effect (advancement-ops): not the
// advance action (ONR-10.1, which costs an action and a bit each), but
// counters the effect adds for free. They do not come from the bit pool
// (R170); they go only on the controller's installed cards that can be
// advanced (advanceable).

// AddAdvancement: "add N advancement counters to any combination of
// installed cards that can be advanced": the controller puts them one at a
// time, each on any such card of his or hers, the same card as often as he
// or she likes (R169, R234). All n are put while there is a card to take
// them. Whether one can is hidden while the controller has an unrezzed
// card in a fort: the first counter is then asked for all the same, with
// only "none" when no card can take it.
func AddAdvancement(n int32) Op { return addAdvancement{n: n} }

// AdvanceEachOfUpTo: "add one advancement counter to each of up to N
// installed cards that can be advanced": never two on one card (R236); the
// controller may stop after any of them.
func AdvanceEachOfUpTo(n int32) Op { return addAdvancement{n: n, each: true} }

// AddAdvancementToOne: "add N advancement counters to an installed card
// that can be advanced": all N on the one card the controller chooses
// first.
func AddAdvancementToOne(n int32) Op { return addAdvancement{n: n, one: true} }

type addAdvancement struct {
	n    int32
	each bool // one counter a card, and the controller may stop
	one  bool // every counter on the card that took the first
}

// Run keeps the cards given a counter so far in the frame's list, one
// entry a counter, and asks for the next until n are put.
func (o addAdvancement) Run(s *State, f *Frame) Status {
	if f.Answered {
		opt, _ := f.Take()
		if opt.Verb != VerbChoose {
			s.SetList(f, nil)
			return Next
		}
		c := s.byHandle(int32(opt.Card))
		s.note(c)
		s.Cards[c].Adv++
		s.happened(DeedAdvanced, f.Seat, c, s.Cards[c].Fort, 1)
		s.say(msgPutsAdvancement, int32(f.Seat), s.fortArg(s.Cards[c].Fort))
		s.AppendList(f, c)
	}
	placed := s.List(f)
	if int32(len(placed)) >= o.n {
		s.SetList(f, nil)
		return Next
	}
	var opts []engine.Option
	hidden := false // an unrezzed card that might take the counter
	for fi := range s.fortsOf(f.Seat) {
		for _, c := range s.Forts[fi].Cards {
			if (o.each && containsCard(placed, c)) || (o.one && len(placed) > 0 && placed[0] != c) {
				continue
			}
			if s.advanceable(c) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
			hidden = hidden || !s.Cards[c].Rezzed
		}
	}
	if len(opts) == 0 && !hidden {
		s.SetList(f, nil)
		return Next
	}
	if o.each || len(opts) == 0 {
		// With nothing to take a counter, "none" alone: asked while the
		// controller has a face-down card, which might take one, so that
		// the question tells nothing of it.
		opts = append(opts, engine.Option{Verb: VerbNone})
	}
	left := o.n - int32(len(placed))
	return s.ask(f.Seat, fmt.Sprintf("Choose a card to get an advancement counter (%d left)", left), "ONR-10.1", opts)
}

// containsCard reports whether list holds card c.
func containsCard(list []int32, c int32) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

// MoveAdvancement: "move up to N advancement counters from one card to
// another installed card that can be advanced": the controller chooses a
// card of his or hers holding advancement counters, then another that can
// be advanced, then how many to move, from 0 to N (no more than the first
// card holds). The frame's list keeps the two cards while they are chosen.
func MoveAdvancement(n int32) Op { return moveAdvancement{n} }

type moveAdvancement struct{ n int32 }

func (o moveAdvancement) Run(s *State, f *Frame) Status {
	picked := s.List(f)
	if f.Answered {
		opt, num := f.Take()
		if len(picked) == 2 {
			from, to := picked[0], picked[1]
			s.SetList(f, nil)
			num = min(num, s.Cards[from].Adv)
			s.note(from)
			s.note(to)
			s.Cards[from].Adv -= num
			s.Cards[to].Adv += num
			s.happened(DeedAdvanced, f.Seat, to, s.Cards[to].Fort, num)
			s.say(msgMovesAdvancement, int32(f.Seat), num, s.fortArg(s.Cards[from].Fort), s.fortArg(s.Cards[to].Fort))
			return Next
		}
		if opt.Verb == VerbNone {
			s.SetList(f, nil) // no card to move them to
			return Next
		}
		s.AppendList(f, s.byHandle(int32(opt.Card)))
		picked = s.List(f)
	}
	if len(picked) == 2 {
		return s.askNumber(f.Seat, "How many advancement counters to move?", "ONR-10.1", 0, min(o.n, s.Cards[picked[0]].Adv))
	}
	// Whether another card can take the counters is hidden while an
	// unrezzed card might: the cards to move from are those with counters
	// and another card that can take them or is unrezzed, and the card to
	// move to is asked for, with "none" alone, while an unrezzed card is
	// there (mightTakeAdvancement).
	var opts []engine.Option
	for fi := range s.fortsOf(f.Seat) {
		for _, c := range s.Forts[fi].Cards {
			switch {
			case len(picked) == 0 && s.Cards[c].Adv > 0 && s.mightTakeAdvancement(f.Seat, c):
			case len(picked) == 1 && c != picked[0] && s.advanceable(c):
			default:
				continue
			}
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 0 && (len(picked) == 0 || !s.mightTakeAdvancement(f.Seat, picked[0])) {
		s.SetList(f, nil)
		return Next
	}
	if len(opts) == 0 {
		opts = append(opts, engine.Option{Verb: VerbNone})
	}
	if len(picked) == 0 {
		return s.ask(f.Seat, "Choose a card to move advancement counters from", "ONR-10.1", opts)
	}
	return s.ask(f.Seat, "Choose a card to move them to", "ONR-10.1", opts)
}

// mightTakeAdvancement reports whether, on public grounds, Corp seat has
// an installed card other than c that might be advanced: one that can be,
// or an unrezzed one.
func (s *State) mightTakeAdvancement(seat engine.Seat, c int32) bool {
	for fi := range s.fortsOf(seat) {
		for _, x := range s.Forts[fi].Cards {
			if x != c && (s.advanceable(x) || !s.Cards[x].Rezzed) {
				return true
			}
		}
	}
	return false
}
