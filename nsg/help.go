package nsg

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg/carddb"
)

// What a person needs besides an option's label (engine.OptionHelper) and
// the printed texts' markup rendered (engine.PrintedTexts), for the
// terminal and the browser. Like Describe, Help tells only what the
// deciding seat may know: a card's text only when the seat may see it.
var (
	_ engine.OptionHelper = (*Game)(nil)
	_ engine.PrintedTexts = (*Game)(nil)
)

// Help implements engine.OptionHelper: option i of pending decision d, its
// card, its cost, its card's printed text (a subroutine's own, to break
// it), a warning for jacking out and the table area it aims at.
func (g *Game) Help(d engine.Decision, i int) engine.OptionHelp {
	if d.Kind != engine.Select || i < 0 || i >= len(d.Options) {
		return engine.OptionHelp{}
	}
	s := &g.st
	o := d.Options[i]
	h := engine.OptionHelp{Card: o.Card}
	c := s.card(int32(o.Card))
	seen := c != nil && s.sees(d.Seat, c)
	var def *Def
	if seen {
		def = c.definition()
	}
	text := func() string {
		if def == nil {
			return ""
		}
		if pc, ok := carddb.Lookup(def.Title); ok {
			return pc.Text
		}
		return ""
	}
	area := func(sv int) string { return engine.AreaKey(areaServer, sv) }
	credits := func(n int32) string { return plural(n, "credit") }
	switch o.Verb {
	case verbCredit, verbDraw:
		h.Cost = "1 click"
	case verbInstall:
		h.Cost = "1 click"
		if def != nil {
			n := s.runnerInstallCost(def)
			if d.Seat == s.Corp {
				n = s.installCost(def, int32(o.Target-1))
			}
			if n > 0 {
				h.Cost += ", " + credits(n)
			}
		}
		if d.Seat == s.Corp {
			h.Area = area(o.Target - 1)
		} else {
			h.Area = engine.AreaKey(areaRig, 0)
		}
		h.Text = text()
	case verbPlay:
		h.Cost = "1 click"
		if def != nil && def.Cost > 0 {
			h.Cost += ", " + credits(def.Cost)
		}
		h.Text = text()
	case verbAdvance:
		h.Cost = "1 click, 1 credit"
	case verbPurge:
		h.Cost = "3 clicks"
	case verbTrashRes:
		h.Cost = "1 click, 2 credits"
		h.Text = text()
	case verbUntag:
		h.Cost = "1 click, 2 credits"
	case verbRun:
		h.Cost = "1 click"
		h.Area = area(o.Target - 1)
	case verbRez:
		if def != nil {
			h.Cost = credits(s.rezCost(c.ID))
		}
		h.Text = text()
	case verbScore, verbTrigger:
		h.Text = text()
	case verbTrashIt:
		if def != nil {
			h.Cost = credits(def.TrashCost)
		}
	case verbAbility:
		if def == nil || o.Arg < 0 || o.Arg >= len(def.Abilities) {
			break
		}
		if d.Prompt == "Break a subroutine" {
			h.Text = subroutineText(text(), o.Arg)
			break
		}
		a := def.Abilities[o.Arg]
		var cost []string
		if a.Clicks > 0 {
			cost = append(cost, plural(a.Clicks, "click"))
		}
		if a.Credits > 0 {
			cost = append(cost, credits(a.Credits))
		}
		if a.Kind == AbEncounterVirus {
			cost = append(cost, "1 hosted virus counter")
		}
		if a.TrashCost {
			cost = append(cost, "trash this card")
		}
		h.Cost = strings.Join(cost, ", ")
		h.Text = text()
	case verbJackOut:
		h.Warn = "the run ends"
	case verbTarget:
		if o.Card == 0 {
			h.Area = area(o.Target - 1)
		}
		h.Text = text()
	}
	return h
}

// subroutineText is the text of subroutine k (from 0) of a printed text:
// its k-th "[subroutine]" line.
func subroutineText(t string, k int) string {
	n := 0
	for _, l := range strings.Split(t, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "[subroutine]") {
			if n == k {
				return l
			}
			n++
		}
	}
	return ""
}

var (
	htmlTag    = regexp.MustCompile(`</?[a-z]+[^>]*>`)
	creditsRef = regexp.MustCompile(`(\d+|X)\[credit\]`)
)

// textSymbols are the printed texts' symbols as the terminal writes them.
var textSymbols = strings.NewReplacer(
	"[subroutine]", "↳", "[click]", "click", "[credit]", "credit", "[recurring-credit]", "recurring credit",
	"[mu]", "MU", "[link]", "link", "[trash]", "trash", "[interrupt]", "interrupt →",
)

// TextLines implements engine.PrintedTexts: a card's printed text (the
// data's markup: HTML emphasis, [credit], [click], [subroutine]) one
// ability a line, in words.
func (g *Game) TextLines(t string) []string {
	var out []string
	for _, l := range strings.Split(t, "\n") {
		l = htmlTag.ReplaceAllString(l, "")
		l = creditsRef.ReplaceAllStringFunc(l, func(m string) string {
			n := strings.TrimSuffix(m, "[credit]")
			if n == "1" {
				return "1 credit"
			}
			return n + " credits"
		})
		l = strings.TrimSpace(textSymbols.Replace(l))
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// helpText is the help of every option of d as its decider reads it,
// for the leak checker.
func (g *Game) helpText(d engine.Decision) string {
	var b strings.Builder
	for i := range d.Options {
		h := g.Help(d, i)
		fmt.Fprintf(&b, "%s\n%s\n%s\n", h.Cost, h.Text, h.Warn)
	}
	return b.String()
}
