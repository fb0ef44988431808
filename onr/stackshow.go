package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Showing the top of one's stack and installing from it (search-and-tutor,
// install-by-effect, look-and-arrange): "show the top five cards of your
// stack to the Corp. If any of those cards are programs, trash this card
// and then install one of those programs, at no cost. Shuffle your stack
// afterwards." The top n cards are shown to every player (named in the
// open; they stay known where they lie until the shuffle places every
// card anew). If none is of type t, the stack is shuffled and nothing else
// happens. Otherwise the card whose effect this is is trashed, through the
// trash prevention window (a prevention may save it, and the install still
// happens: R380, R408), and then the player installs one of the cards of
// type t shown that are still in the stack, at no cost, into normal
// memory; it answers "when you install …". The frame's list keeps the
// cards shown, then a 0 once the trash is done.

// ShowTopOfStackInstallOneFree: "show the top n cards of your stack to the
// Corp; if any are of type t, trash this card and then install one of
// them, at no cost; shuffle your stack afterwards".
func ShowTopOfStackInstallOneFree(n int32, t carddb.Type) Op { return showTopInstall{n, t} }

type showTopInstall struct {
	n int32
	t carddb.Type
}

func (o showTopInstall) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	l := s.List(f)
	if len(l) == 0 && !f.Answered {
		top := slices.Clone(p.Deck[:min(int(max(o.n, 0)), len(p.Deck))])
		for _, c := range top {
			s.note(c)
			// Shown to the Corp: Seen on a Runner card says its opponents
			// were shown it, so naming it in this step's events tells them
			// nothing new once the shuffle hides it again (leakcheck.go).
			s.Cards[c].Known, s.Cards[c].KnownTo, s.Cards[c].Seen = true, kernel.SeatsOf(len(s.Players)), true
			s.say(msgShowsTopOfStack, int32(f.Seat), s.cardArg(c))
		}
		if !slices.ContainsFunc(top, func(c int32) bool { return s.isType(c, o.t) }) {
			s.shuffleOwnDeck(f.Seat)
			return Next
		}
		s.SetList(f, append(top, 0))
		if c := f.Src; c != 0 && s.installed(c) {
			s.say(msgIsTrashed, s.cardArg(c))
			depth := len(s.Frames())
			s.trashInstalled(c, c)
			if len(s.Frames()) > depth {
				return Again // the trash prevention window first
			}
		}
		l = s.List(f)
	}
	shown := l[:max(slices.Index(l, 0), 0)]
	var picked int32
	if f.Answered {
		if opt, _ := f.Take(); opt.Verb == VerbChoose {
			picked = s.byHandle(int32(opt.Card))
		}
	}
	var opts []engine.Option
	for _, c := range shown {
		if s.isType(c, o.t) && s.Cards[c].Zone == ZoneDeck && s.Cards[c].At == f.Seat {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if picked == 0 && len(opts) == 1 {
		picked = s.byHandle(int32(opts[0].Card))
	}
	if picked == 0 && len(opts) > 1 {
		return s.ask(f.Seat, fmt.Sprintf("%s: choose a program to install at no cost", s.cardName(f.Src)), "ONR-8.7", opts)
	}
	ok := picked != 0 && slices.Contains(shown, picked) && s.Cards[picked].Zone == ZoneDeck
	s.SetList(f, nil) // shown is a view of the list: read before
	if ok {
		s.installRunner(f.Seat, picked, 0, false)
		s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: f.Seat, Obj: picked}) // "when you install …"
	}
	s.shuffleOwnDeck(f.Seat)
	return Next
}
