package onr

// Counters on a card (card-counters): a card's own counters, Card.Counters,
// put by PutCounters and spent by a cost (Cost.Counters); here, what card
// text asks of them and the gain of actions that comes with some.

// HasCounters: "if there are N counters on this card" (Lucidrine™ Drip
// Feed's two Drip counters): the card whose text it is holds at least n of
// its own counters.
func HasCounters(n int32) Cond { return hasCounters{n} }

type hasCounters struct{ n int32 }

func (c hasCounters) Holds(s *State, self int32) bool {
	return self != 0 && s.Cards[self].Counters >= c.n
}

// ClearCounters: "remove all counters from this card".
func ClearCounters() Op { return clearCounters{} }

type clearCounters struct{}

func (clearCounters) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.Cards[c].Counters > 0 {
		s.say(msgLosesCounters, s.cardArg(c), s.Cards[c].Counters)
		s.note(c)
		s.Cards[c].Counters = 0
	}
	return Next
}

// GainActions: "gain N actions" (gain-actions): the controller takes n
// more actions this turn, if it is his or her turn (R056, R057: actions
// are gained only in one's own turn). They are actions like the others:
// unused, they are lost at the end of the turn (R401), and a forgo penalty
// may take them (R402).
func GainActions(n int32) Op { return gainActions{n} }

type gainActions struct{ n int32 }

func (o gainActions) Run(s *State, f *Frame) Status {
	if s.Active != f.Seat || s.Phase != PhaseAction {
		return Next
	}
	s.P(f.Seat).Actions += o.n
	s.say(msgGainsActions, int32(f.Seat), o.n)
	return Next
}

// Counters of a card's own (card-counters; Card.Counters): put on it as it
// is installed (ModInstallCounters), by an effect (PutCounters), spent by a
// cost (Cost.Counters), and the card's end when the last one goes
// (NoCountersLeft: "when the last Ablative counter has been removed, trash
// Armored Fridge").

// installCounters puts on card c, just installed, the counters its
// ModInstallCounters statics give ("put two Trauma counters on it when it
// is installed").
func (s *State) installCounters(c int32) {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModInstallCounters {
			s.took(c, i)
			s.note(c)
			s.Cards[c].Counters += a.N
			s.say(msgGetsCounters, s.cardArg(c), a.N, s.Cards[c].Counters)
		}
	}
}

// NoCountersLeft holds when the card has none of its own counters left.
var NoCountersLeft Cond = CondFunc(noCountersLeft)

func noCountersLeft(s *State, self int32) bool { return self != 0 && s.Cards[self].Counters == 0 }
