package onr

import "fmt"

// TrashRunnerCardWith: the controller trashes one installed card of the
// Runner's with the keyword, of its choice ("trash a daemon", target-filters;
// ONR-18.3.4). With none installed it does nothing.
func TrashRunnerCardWith(keyword string) Op { return trashRunnerKeyword{keyword} }

type trashRunnerKeyword struct{ keyword string }

func (o trashRunnerKeyword) Run(s *State, f *Frame) Status {
	c, st := s.chooseCardAmongHidden(f, s.P(s.runnerOf(f)).Rig, func(c int32) bool { return s.hasKeyword(c, o.keyword) },
		VerbTrash, fmt.Sprintf("Choose a %s to trash", o.keyword), "ONR-18.3.4")
	if c != 0 {
		s.say(msgCardTrashes, s.cardArg(f.Src), s.cardArg(c))
		s.trashInstalled(c, f.Src)
	}
	return st
}

func (trashRunnerKeyword) speaksOf() who { return ofRunner }
