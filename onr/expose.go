package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Exposing installed cards (ONR-16.5.1). An exposed card is shown to both
// players and stays installed face down and unrezzed: it is not rezzed,
// not active and not face up (Card.FaceUp stays false). From then on the
// Runner knows it for as long as it stays where it is (Card.Known, as for a
// card accessed in its fort, ONR-11.11.5; moving a card clears it, see
// place), and it counts as seen (Card.Seen), so that it goes face up into
// the Archives if trashed (ONR-2.2.3).
//
// Decisions taken here:
//   - Only installed Corp cards that are unrezzed can be chosen: exposing
//     a rezzed card or a Runner card (face up, ONR-8.7.1) would show
//     nothing, and cards stored in R&D, HQ or the Archives are not
//     installed (R370, R443).
//   - The identity of an exposed card is told to both players in the
//     event's secret text (Event.Private: Corp and Runner), not to
//     spectators, who read only the position; a spectator's view never
//     shows it either (view.go), so nothing reaches a seat that may not
//     know it.
//   - The cards are named by position, which both players know (R083):
//     ice by its place counted from the outermost (ONR-2.2.5), cards in a
//     fort by install order. Since the Corp may not rearrange the cards in
//     a fort (R083), Fort.Cards is kept in install order, which check
//     enforces (checkInstallOrder).

// Expose: "expose up to N installed cards" (Hunt Club BBS; ONR-16.5.1).
// The controller of the effect chooses the cards one at a time, each at most
// once, and may stop ("done") before N; every choice, of which cards and
// how many, is made before any card is exposed, and then all are exposed
// together (R028, R369). The choices are kept in the frame's list meanwhile.
func Expose(n int32) Op { return expose{n: n} }

// ExposeInForts is Expose offering only the cards installed in forts, not
// the ice installed on them (ONR-2.2.5: ice is installed on a fort, its
// other cards in it; R407).
func ExposeInForts(n int32) Op { return expose{n: n, inForts: true} }

// expose is Expose's op: up to n cards, the ice too unless inForts; with
// oneFort, only those in or on the fort chosen as the card was played
// (Frame.T; ExposeOnOneFort).
type expose struct {
	n       int32
	inForts bool
	oneFort bool
}

func (e expose) Run(s *State, f *Frame) Status {
	n := e.n
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbExpose {
			s.exposeChosen(f)
			return Next
		}
		s.AppendList(f, s.byHandle(int32(o.Card)))
	}
	if chosen := s.List(f); int32(len(chosen)) < n {
		only := int32(-1)
		if e.oneFort {
			only = f.T
		}
		if opts := s.exposeOptions(chosen, e.inForts, only); len(opts) > 0 {
			opts = append(opts, engine.Option{Verb: VerbDone})
			prompt := fmt.Sprintf("Choose a card to expose (%d of up to %d), or done", len(chosen)+1, n)
			return s.ask(f.Seat, prompt, "ONR-16.5.1", opts)
		}
	}
	s.exposeChosen(f)
	return Next
}

// exposeOptions lists the installed cards that can still be exposed: the
// unrezzed Corp cards on or in every fort, outermost ice first, that are not
// among chosen; with inForts, only the cards in the forts, not their ice;
// with only not -1, only those of fort only.
func (s *State) exposeOptions(chosen []int32, inForts bool, only int32) []engine.Option {
	var opts []engine.Option
	for fi := range s.liveForts() {
		if only >= 0 && fi != only {
			continue
		}
		f := &s.Forts[fi]
		lists := [][]int32{f.Ice, f.Cards}
		if inForts {
			lists = lists[1:]
		}
		for _, list := range lists {
			for _, c := range list {
				if !s.Cards[c].Rezzed && !s.Cards[c].FaceUp && !slices.Contains(chosen, c) {
					opts = append(opts, engine.Option{Verb: VerbExpose, Card: s.h(c)})
				}
			}
		}
	}
	return opts
}

// exposeChosen exposes the cards chosen in f's list, in the order chosen,
// and clears the list.
func (s *State) exposeChosen(f *Frame) {
	var cards []int32
	for _, c := range s.List(f) {
		if s.isInstalledCorp(c) {
			cards = append(cards, c)
		}
	}
	s.SetList(f, nil)
	s.exposeAll(f.Seat, cards) // the Corp's answer first (exposeprevent.go)
}

// expose shows installed Corp card c to its Corp and to the Runner the
// effect of seat by speaks of; by is the seat whose effect exposes it.
func (s *State) expose(c int32, by engine.Seat) { s.exposeTo(c, by, s.runnerFor(by)) }

// exposeTo exposes installed Corp card c, by seat by, to Runner seat
// runner (and its Corp, who knows it).
func (s *State) exposeTo(c int32, by, runner engine.Seat) {
	k := &s.Cards[c]
	k.Seen, k.Known = true, true
	k.KnownTo |= kernel.ViewerOf(runner)
	f := &s.Forts[k.Fort]
	m, pos := msgExposesCard, slices.Index(f.Cards, c)+1
	if k.Zone == ZoneIce {
		m, pos = msgExposesIce, slices.Index(f.Ice, c)+1
	}
	s.sayTo(seatBit(k.At)|seatBit(runner), m, int32(by), int32(pos), s.fortArg(k.Fort), s.cardArg(c))
}

// position names where installed Corp card c is, in terms both players
// know (R083): "ice 2 on HQ", counting from the outermost piece
// (ONR-2.2.5), or "card 1 in fort 3", counting in install order.
func (s *State) position(c int32) string {
	k := &s.Cards[c]
	f := &s.Forts[k.Fort]
	if k.Zone == ZoneIce {
		return fmt.Sprintf("ice %d on %s", slices.Index(f.Ice, c)+1, s.fortName(k.Fort))
	}
	return fmt.Sprintf("card %d in %s", slices.Index(f.Cards, c)+1, s.fortName(k.Fort))
}

// describeExpose renders the target of an expose option for seat: the
// position, and the card's title if seat may know it.
func (s *State) describeExpose(h int, seat engine.Seat) string {
	c := s.byHandle(int32(h))
	if c == 0 || !s.isInstalledCorp(c) {
		return "?"
	}
	if s.visible(c, seat) {
		return s.position(c) + " (" + s.def(c).Title + ")"
	}
	return s.position(c)
}

// checkInstallOrder verifies that the cards in fort fi are in install
// order. The Runner knows the order in which face-down cards went into a
// fort, so the Corp may not rearrange them (R083); a card gets a new handle
// each time it is placed (place), so install order is increasing handles.
func (s *State) checkInstallOrder(fi int32) error {
	cards := s.Forts[fi].Cards
	for i := 1; i < len(cards); i++ {
		if s.Cards[cards[i-1]].Handle >= s.Cards[cards[i]].Handle {
			return fmt.Errorf("%s: the cards are not in install order (R083: the Corp may not rearrange them)", s.fortName(fi))
		}
	}
	return nil
}
