package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Virus counters that breed (virus-effects, die-roll): "each Incubate
// counter necessitates a die roll at the start of each of your turns; on
// each 6, choose a Virus counter and exchange that counter for two
// counters of the same type" (Incubator). DoubleVirusPerRoll, the effect of
// a trigger of the program's counters at the start of the Runner's turns
// (Where == Counters, virusrunnerturn.go), rolls one die for every counter
// of the program each opposing Corp holds; for each roll of the face, the
// Runner chooses one place holding virus counters (virusPlaces: counters a
// Corp holds, on a card, or in a fort) and it gets one more counter of the
// same program, there (R376). Every virus counter of this engine is a
// Runner program's: the Corp's "virus" cards put counters of their own
// kinds (Pattel Antibody's strength counters), which cannot be chosen
// (R375). The count of faces rolled is kept in the frame (Frame.N) while
// the choices are made, Frame.Step 1 once rolled.

// DoubleVirusPerRoll: "a die roll for each counter of this program at the
// start of each of your turns; on each face, choose a virus counter and
// exchange it for two of the same type".
func DoubleVirusPerRoll(face int32) Op { return doubleVirusPerRoll{face} }

type doubleVirusPerRoll struct{ face int32 }

func (o doubleVirusPerRoll) Run(s *State, f *Frame) Status {
	if f.Step == 0 {
		f.Step, f.N = 1, 0
		for corp := range s.opposing(f.Seat, Corp) {
			for range s.virusHeldBy(corp, f.Ref.Card) {
				d := int32(s.RNG.Die())
				s.say(msgRolls, int32(f.Ref.Card), d)
				if d == o.face {
					f.N++
				}
			}
		}
	}
	places := s.virusPlaces(f.Seat)
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbChooseVirus && a.Arg >= 0 && a.Arg < len(places) {
			s.doubleVirusAt(f, places[a.Arg])
			places = s.virusPlaces(f.Seat)
		}
	}
	for f.N > 0 && len(places) == 1 {
		s.doubleVirusAt(f, places[0])
	}
	if f.N <= 0 || len(places) == 0 {
		f.Step, f.N = 0, 0
		return Next
	}
	opts := make([]engine.Option, len(places))
	for i := range places {
		opts[i] = engine.Option{Verb: VerbChooseVirus, Arg: i}
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose a virus counter to exchange for two (%d to choose)", TitleOf(f.Ref.Card.String()), f.N), "R376", opts)
}

// virusPlace is one place holding virus counters of one program: held by
// Corp seat corp (card 0, lasting -1), on card, or in a fort (lasting, its
// index in State.Lasting).
type virusPlace struct {
	corp    engine.Seat
	held    int // index in the Corp's Virus, or -1
	card    int32
	lasting int
}

// virusPlaces lists the places holding virus counters of the Corps
// opposing Runner seat r, in a fixed order: held by each Corp in seat
// order, on cards in index order, in forts in the order they were put.
func (s *State) virusPlaces(r engine.Seat) []virusPlace {
	var corps []engine.Seat
	var out []virusPlace
	for corp := range s.opposing(r, Corp) {
		corps = append(corps, corp)
		for i, v := range s.P(corp).Virus {
			if v.N > 0 {
				out = append(out, virusPlace{corp: corp, held: i, lasting: -1})
			}
		}
	}
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		if k := &s.Cards[c]; k.Virus.N > 0 && slices.Contains(corps, k.At) {
			out = append(out, virusPlace{corp: k.At, held: -1, card: c, lasting: -1})
		}
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModFortVirus && l.N > 0 && slices.Contains(corps, l.Seat) {
			out = append(out, virusPlace{corp: l.Seat, held: -1, lasting: i})
		}
	}
	return out
}

// doubleVirusAt puts one more counter at place p (R376) for one face
// rolled by the effect of frame f.
func (s *State) doubleVirusAt(f *Frame, p virusPlace) {
	f.N--
	var id CardID
	switch {
	case p.held >= 0:
		v := &s.P(p.corp).Virus[p.held]
		v.N++
		id = v.ID
	case p.card != 0:
		s.note(p.card)
		s.Cards[p.card].Virus.N++
		id = s.Cards[p.card].Virus.ID
	default:
		s.Lasting[p.lasting].N++
		id = s.Lasting[p.lasting].Ref.Card
	}
	s.say(msgVirusCounterDoubled, int32(f.Ref.Card), int32(id))
}

// virusPlaceName names place p for people, a card by its place (a piece
// of ice may be face down).
func (s *State) virusPlaceName(p virusPlace) string {
	switch {
	case p.held >= 0:
		return "held by " + s.seatName(p.corp)
	case p.card != 0:
		k := &s.Cards[p.card]
		if k.Zone == ZoneIce {
			return fmt.Sprintf("on ice %d of %s", slices.Index(s.Forts[k.Fort].Ice, p.card)+1, s.fortName(k.Fort))
		}
		return "on a card"
	}
	return "in " + s.fortName(s.Lasting[p.lasting].Arg)
}

// describeVirusPlace describes option i of a choice of virus counters
// made by seat (DoubleVirusPerRoll).
func (s *State) describeVirusPlace(i int, seat engine.Seat) string {
	places := s.virusPlaces(seat)
	if i < 0 || i >= len(places) {
		return ""
	}
	p := places[i]
	var id CardID
	switch {
	case p.held >= 0:
		id = s.P(p.corp).Virus[p.held].ID
	case p.card != 0:
		id = s.Cards[p.card].Virus.ID
	default:
		id = s.Lasting[p.lasting].Ref.Card
	}
	return TitleOf(id.String()) + " counters " + s.virusPlaceName(p)
}
