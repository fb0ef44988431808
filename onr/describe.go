package onr

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Help implements engine.OptionHelper: it describes option i of pending
// decision d for the seat that must answer it (the card, the cost, the
// ability's or subroutine's text, a warning), telling only what that seat
// may know. The costs are the printed ones (what a payment ability or a
// lasting effect changes is paid when the option is taken).
func (g *Game) Help(d engine.Decision, i int) engine.OptionHelp {
	s := g.s
	if d.Kind != engine.Select || i < 0 || i >= len(d.Options) {
		return engine.OptionHelp{}
	}
	o := d.Options[i]
	h := engine.OptionHelp{Card: o.Card}
	c := int32(0)
	if o.Card != 0 {
		c = s.byHandle(int32(o.Card))
	}
	visible := c != 0 && s.visible(c, d.Seat)
	action := d.Prompt == "Take an action"
	var cost Cost
	if action {
		cost.Actions = 1
	}
	switch o.Verb {
	case VerbInstall:
		if visible {
			k := s.def(c).card
			switch {
			case k.Type == carddb.Ice && o.Target != NewFort && o.Target >= 0 && o.Target < len(s.Forts):
				cost.Bits = s.iceInstallCost(s.controller(c), int32(o.Target)) // one bit per ice already there (ONR-8.2.1; installcost.go)
			case k.InstallCost != nil:
				cost.Bits = int32(*k.InstallCost)
			}
			if s.Cards[c].Side == Corp && o.Target != NewFort && o.Target >= 0 && o.Target < len(s.Forts) &&
				(k.Type == carddb.Agenda || k.Type == carddb.Node) && s.fortIsFull(int32(o.Target)) {
				for _, x := range s.Forts[o.Target].Cards {
					if t := s.def(x).card.Type; t == carddb.Agenda || t == carddb.Node {
						h.Warn = "the agenda or node already in " + s.fortName(int32(o.Target)) + " will be trashed"
					}
				}
			}
		}
	case VerbPlay:
		if action && visible {
			cost.Actions = s.playActions(c) // a double card (ONR-6.3.5)
		}
		if visible && s.def(c).card.PlayCost != nil {
			cost.Bits = int32(*s.def(c).card.PlayCost)
		}
		if visible {
			h.Text = s.def(c).card.Text
		}
	case VerbAdvance:
		cost.Bits = 1
	case VerbTrashRes:
		cost.Bits = trashPrice(o)
	case VerbRemoveTag:
		cost.Bits = 2
	case VerbLift:
		if i := s.liftable(d.Seat, o.Arg); i >= 0 {
			cost.Bits = s.Lasting[i].Price
		}
	case VerbPurge:
		cost.Actions = 3
		h.Warn = "purging takes three actions"
	case VerbRez:
		if visible {
			cost.Bits = s.rezCost(c)
			h.Text = s.def(c).card.Text
		}
	case VerbUse, VerbPrevent:
		if visible && o.Arg >= 0 && o.Arg < len(s.def(c).Abilities) {
			a := &s.def(c).Abilities[o.Arg]
			cost.Actions, cost.Bits = max(cost.Actions*boolToInt32(action && a.When&AsAction != 0), a.Cost.Actions), a.Cost.Bits
			cost.Trash, cost.Points, cost.Take = a.Cost.Trash, a.Cost.Points, a.Cost.Take
			h.Text = a.Label
			if a.Cost.Trash {
				h.Warn = "this trashes " + s.def(c).Title
			}
		}
	case VerbBreak:
		if visible && o.Arg >= 0 && o.Arg < len(s.def(c).Abilities) {
			cost.Bits = s.breakCost(&s.def(c).Abilities[o.Arg], len(s.subroutines(s.Run.Encounter))) + s.breakerUseCost(c)
		}
		if ice := s.Run.Encounter; ice != 0 && o.Target >= 0 {
			if subs := s.def(ice).card.Subroutines(); len(subs) > 0 && s.visible(ice, d.Seat) {
				h.Text = subs[s.printedSub(ice, s.subroutines(ice), o.Target, len(subs))]
			}
		}
	case VerbPump:
		if visible && o.Arg >= 0 && o.Arg < len(s.def(c).Abilities) {
			cost.Bits = s.def(c).Abilities[o.Arg].Cost.Bits + s.breakerUseCost(c)
		}
	case VerbTrash:
		if o.Arg > 0 {
			cost.Bits = int32(o.Arg)
		}
		if c != 0 && s.Cards[c].At == d.Seat {
			h.Warn = "you will trash your own card"
		}
	case VerbTrashIce, VerbTrashProg, VerbDiscard:
		h.Warn = "the card will be trashed"
	case VerbSteal:
		if o.Arg > 0 {
			cost.Bits = int32(o.Arg)
			h.Warn = fmt.Sprintf("stealing costs %d bits", o.Arg)
		}
	case VerbJackOut:
		h.Warn = "the run ends"
		cost.Bits = int32(o.Arg)
	case VerbEndTurn, VerbForgo:
		if action {
			cost.Actions = 0
		}
	}
	if o.Verb == VerbDone && o.Arg > 0 {
		cost.Bits = int32(o.Arg)
	}
	h.Cost = costText(cost)
	h.Area = s.optionArea(o, c)
	return h
}

// optionArea is the table area option o, about card c (0: none), aims at
// (engine.OptionHelp.Area): the fort a Corp card is installed in or on, a
// card is played on, or a run is made on; "" for any other option. The
// Runner's installs aim at no fort (their Target is a host).
func (s *State) optionArea(o engine.Option, c int32) string {
	if o.Target < 0 || o.Target >= len(s.Forts) {
		return ""
	}
	switch {
	case o.Verb == VerbRun,
		o.Verb == VerbInstall && c != 0 && s.Cards[c].Side == Corp,
		o.Verb == VerbPlay && c != 0 && s.playsOnFort(c):
		return engine.AreaKey("fort", o.Target) // the Kind of a fort's engine.TableArea (tableview.go)
	}
	return ""
}

func boolToInt32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// costText renders a cost, e.g. "1 action, 2 bits".
func costText(c Cost) string {
	var parts []string
	plural := func(n int32, one, many string) {
		if n == 1 {
			parts = append(parts, "1 "+one)
		} else if n > 1 {
			parts = append(parts, fmt.Sprintf("%d %s", n, many))
		}
	}
	plural(c.Actions, "action", "actions")
	plural(c.Bits, "bit", "bits")
	plural(c.Points, "agenda point", "agenda points")
	plural(c.Take, "bit from the card", "bits from the card")
	if c.Trash {
		parts = append(parts, "trash it")
	}
	return strings.Join(parts, ", ")
}

// HandleVisible reports whether seat (engine.NoSeat: a spectator) may know
// the identity of the card with public handle h. Unknown handles are not
// visible.
func (g *Game) HandleVisible(h int, seat engine.Seat) bool {
	c := g.s.byHandle(int32(h))
	return c != 0 && g.s.visible(c, seat)
}

// CardData returns the printed data of the card with public handle h when
// seat may know it, else nil.
func (g *Game) CardData(h int, seat engine.Seat) *carddb.Card {
	c := g.s.byHandle(int32(h))
	if c == 0 || !g.s.visible(c, seat) {
		return nil
	}
	return g.s.def(c).card
}

// RunStep names where the run in progress is, as every seat may read it:
// the fort, the ice position and whether it is being approached,
// encountered or passed, or the access. It is "" when no run is in
// progress.
func (g *Game) RunStep(seat engine.Seat) string {
	s := g.s
	r := &s.Run
	if !r.Active {
		return ""
	}
	fort := s.fortName(r.Fort)
	n := int32(0)
	if r.Fort >= 0 && int(r.Fort) < len(s.Forts) {
		n = int32(len(s.Forts[r.Fort].Ice))
	}
	step := s.runStep()
	switch {
	case r.Success:
		return fmt.Sprintf("Run on %s: successful; accessing cards", fort)
	case r.Encounter != 0 && r.Encounter == s.outsideIce():
		return fmt.Sprintf("Run on %s: past its ice, encountering ice not installed (%s)", fort, s.nameFor(r.Encounter, seat))
	case r.Encounter != 0:
		name := s.nameFor(r.Encounter, seat)
		return fmt.Sprintf("Run on %s: encountering ice %d of %d, outermost first (%s)", fort, r.Pos+1, n, name)
	case (step == runStart || step == runStartCorp) && n == 0:
		return fmt.Sprintf("Run on %s: the run begins, no ice to pass", fort)
	case step == runStart || step == runStartCorp:
		return fmt.Sprintf("Run on %s: the run begins, %d ice to pass", fort, n)
	case (step == runPassWindow || step == runJackOut) && r.Pos >= 1 && r.Pos <= n:
		ice := s.Forts[r.Fort].Ice[r.Pos-1]
		return fmt.Sprintf("Run on %s: passed ice %d of %d (%s)", fort, r.Pos, n, s.nameFor(ice, seat))
	case r.Pos >= 0 && r.Pos < n:
		ice := s.Forts[r.Fort].Ice[r.Pos]
		return fmt.Sprintf("Run on %s: approaching ice %d of %d, outermost first (%s)", fort, r.Pos+1, n, s.nameFor(ice, seat))
	default:
		if n == 0 {
			return fmt.Sprintf("Run on %s: no ice; the fort is reached", fort)
		}
		if n == 1 {
			return fmt.Sprintf("Run on %s: past its ice; the fort is reached", fort)
		}
		return fmt.Sprintf("Run on %s: past all %d ice; the fort is reached", fort, n)
	}
}

// runStep returns the step of the run in progress (run.go's run steps),
// -1 if no run frame is open.
func (s *State) runStep() int32 {
	fs := s.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Kind == FrameRun {
			return fs[i].Step
		}
	}
	return -1
}
