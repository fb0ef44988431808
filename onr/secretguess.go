package onr

import "fmt"

// A number hidden, then guessed (secret-choice): "Hide at least 2 [bits]
// from your pool in your hand; the Corp then guesses how many bits you
// hid. If the Corp guesses correctly, lose that many bits. Otherwise, …"
// The controller (the Runner who played the card) is asked first for a
// number from min to his or her pool; the answer waits in the program's
// frame (its list), which no view shows, and an information state is
// refused meanwhile (secret, info.go). Then the Corp is asked to guess a
// number from min to the Runner's pool: the question, its range and its
// moment are the same whatever was hidden, so being asked tells the Corp
// nothing; the pool is not changed while the bits are hidden (R466: the
// Corp could count them before the effect started, not after). Both
// numbers are then revealed; a right guess makes the Runner lose that many
// bits and the ops are skipped, a wrong one lets them resolve. With fewer
// than min bits nothing can be hidden: the ops are skipped.
func UnlessGuessed(min int32, ops ...Op) Op { return governed{guessHidden{min: min}, ops} }

type guessHidden struct{ min, n int32 }

func (o guessHidden) withSkip(n int32) Op { o.n = n; return o }

// secret marks an op whose frame holds a secret answer (its list).
func (guessHidden) secret() {}

func (o guessHidden) Run(s *State, f *Frame) Status {
	runner, corp := f.Seat, s.corpOf(f)
	bits := s.P(runner).Bits
	if corp < 0 || bits < o.min {
		s.SetList(f, nil)
		return skip(f, o.n)
	}
	if f.Answered {
		_, n := f.Take()
		if len(s.List(f)) == 0 {
			s.SetList(f, []int32{n}) // the number hidden, until the guess
		} else {
			hid := s.List(f)[0]
			s.SetList(f, nil)
			s.say(msgGuessRevealed, s.cardArg(f.Src), int32(runner), hid, int32(corp), n)
			if n == hid {
				s.say(msgLosesBits, int32(runner), min(hid, bits))
				s.lose(runner, hid)
				return skip(f, o.n)
			}
			return Next
		}
	}
	if len(s.List(f)) == 0 {
		return s.askNumber(runner, fmt.Sprintf("%s: hide %d or more bits of your pool", s.cardName(f.Src), o.min), "ONR-18.1", o.min, bits)
	}
	return s.askNumber(corp, fmt.Sprintf("%s: guess how many bits the Runner hid (%d to %d)", s.cardName(f.Src), o.min, bits), "ONR-18.1", o.min, bits)
}
