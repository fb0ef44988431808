package onr

// Bad Publicity for what a run met (history-facts, computed-amount): "you
// give the Corp 1 Bad Publicity point for each black ice you encountered
// during the run, 1 for each Black Ops card the Corp rezzed during the run,
// and 1 for each Black Ops agenda you liberated during the run". Each
// count is read from the run's log as the effect resolves (Run.Log, the
// cards it accessed): the distinct pieces of ice of the keyword the Runner
// encountered (a piece met twice counts once), the cards of the keyword
// rezzed, the agendas of the keyword accessed in the run that are now in
// his or her scored area, and the cards of the keyword he or she trashed
// (each trash the history records as DeedTrashed during a run is an
// EvCardTrashed of the log; a card already in the Archives cannot be
// trashed, R476). Each point given may make the Corp lose
// (ONR-16.3.1, giveBadPublicity).

// GiveBadPublicityPer: "give the Corp N Bad Publicity points for each …
// during the run", x one of the run's counts (CountEncounteredThisRun,
// CountRezzedThisRun, CountStolenThisRun, CountTrashedThisRun) of cards
// with keyword.
func GiveBadPublicityPer(n int32, x Count, keyword string) Op {
	return giveBadPublicityPer{n, x, keyword}
}

type giveBadPublicityPer struct {
	n       int32
	x       Count
	keyword string
}

func (o giveBadPublicityPer) Run(s *State, f *Frame) Status {
	if n := o.n * s.countThisRun(o.x, o.keyword); n > 0 {
		s.giveBadPublicity(s.corpOf(f), n)
	}
	return Next
}

// countThisRun returns count x of the run in progress, of cards with
// keyword.
func (s *State) countThisRun(x Count, keyword string) int32 {
	r := &s.Run
	if !r.Active {
		return 0
	}
	var seen []int32
	for _, o := range r.Log {
		if o.Obj <= 0 || !s.hasKeyword(o.Obj, keyword) || containsCard(seen, o.Obj) {
			continue
		}
		if x == CountEncounteredThisRun && o.Type == EvEncounterStart || x == CountRezzedThisRun && o.Type == EvRezzed ||
			x == CountTrashedThisRun && o.Type == EvCardTrashed && o.Seat == r.Runner {
			seen = append(seen, o.Obj)
		}
	}
	if x == CountStolenThisRun {
		for _, c := range r.Accessed {
			if k := &s.Cards[c]; k.Zone == ZoneScored && k.At == r.Runner && s.hasKeyword(c, keyword) {
				seen = append(seen, c)
			}
		}
	}
	return int32(len(seen))
}
