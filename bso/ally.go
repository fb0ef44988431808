package bso

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// Corporate Ally ("Optional Rules"): "Corporate Ally works best if used to
// target only one Corp. However, some play groups have it affect all
// Corps. Players should agree on how to treat this card before they start
// the game." Option corporate-ally=one (the default, what "works best")
// makes an Agent who installs a card that raises the difficulty of agendas
// (onr.ModDifficulty: Corporate Ally) name one Sponsor of another team as
// it is installed; it raises only that Sponsor's agendas. With
// corporate-ally=all it raises every agenda at the table, as printed.

// Frame and marker of the Ally's target.
const (
	frameAllyTarget = onr.FirstVariantFrame + 7 // Frame.Seat the Agent, Src the card

	// modAllyTarget: card Obj affects only Sponsor Seat's cards.
	modAllyTarget kernel.ModKind = 1004
)

// Verb of the Ally's target.
var (
	VerbTarget = engine.NewVerb("target") // name the Sponsor a card of yours affects (Target: seat+1)
)

func init() { onr.RegisterFrame(frameAllyTarget, "ally-target", stepAllyTarget) }

// allyInstalled asks an Agent who installed a difficulty-raising card to
// name its Sponsor, under corporate-ally=one.
func allyInstalled(s *onr.State, c int32) {
	if opts(s).CorporateAlly != "one" || s.Cards[c].Zone != onr.ZoneRig || s.Def(c).StaticN(onr.ModDifficulty) == 0 {
		return
	}
	s.Push(onr.Frame{Kind: frameAllyTarget, Seat: s.Controller(c), Src: c})
}

// stepAllyTarget asks the Agent which Sponsor card Frame.Src affects.
func stepAllyTarget(s *onr.State, f *onr.Frame) onr.Status {
	c, agent := f.Src, f.Seat
	if s.Cards[c].Zone != onr.ZoneRig {
		s.Pop()
		return onr.Next
	}
	var opts []engine.Option
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role == onr.Corp && !p.Out && p.Team != s.Players[agent].Team {
			opts = append(opts, engine.Option{Verb: VerbTarget, Card: s.Handle(c), Target: int(p.Seat) + 1})
		}
	}
	var o engine.Option
	switch {
	case len(opts) == 0:
		s.Pop()
		return onr.Next
	case len(opts) == 1:
		o = opts[0]
	case !f.Answered:
		return s.Ask(agent, fmt.Sprintf("%s: the difficulty of which Sponsor's agendas is +1?", s.Def(c).Title), "BSO Optional Rules", opts)
	default:
		o, _ = f.Take()
	}
	s.Pop()
	sponsor := engine.Seat(o.Target - 1)
	s.AddLasting(kernel.Lasting{Src: c, Seat: sponsor, Mod: modAllyTarget, Obj: c})
	s.Say(msgTargets, int32(agent), s.CardArg(c), int32(sponsor))
	return onr.Next
}

// staticApplies is the Variant's StaticApplies: a card that targets one
// Sponsor raises only that Sponsor's agendas.
func staticApplies(s *onr.State, src, c int32, mod kernel.ModKind) bool {
	if mod != onr.ModDifficulty {
		return true
	}
	for _, l := range s.Lasting {
		if l.Mod == modAllyTarget && l.Obj == src {
			return s.Controller(c) == l.Seat
		}
	}
	return opts(s).CorporateAlly != "one" || s.Cards[src].Zone != onr.ZoneRig
}
