package onr

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
			s.Cards[c].Counters += a.N
			s.eventf("counter", "%s gets %s (%d)", s.cardName(c), count(a.N, "counter", "counters"), s.Cards[c].Counters)
		}
	}
}

// NoCountersLeft holds when the card has none of its own counters left.
var NoCountersLeft Cond = CondFunc(noCountersLeft)

func noCountersLeft(s *State, self int32) bool { return self != 0 && s.Cards[self].Counters == 0 }
