package scenario

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Option is one option of a pending decision, as its player reads it and
// as a judge, who sees every card, reads it. They differ when the option
// names a card hidden from the player (OptionTexts.Hidden): ONR's Runner
// reads "access an unrezzed card" where the judge reads "access
// Antiquated Interface Routines". A scenario may name an option either
// way.
type Option struct {
	Player string
	Judge  string
}

// String quotes the option as its player reads it, and the judge's text
// beside it when that differs.
func (o Option) String() string {
	if o.Judge == o.Player {
		return strconv.Quote(o.Player)
	}
	return fmt.Sprintf("%q (%s)", o.Player, o.Judge)
}

func showOptions(l []Option) string {
	q := make([]string, len(l))
	for i, o := range l {
		q[i] = o.String()
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// Options lists seat's options. For a number decision it holds one entry,
// "a number from MIN to MAX" as the game describes it.
func (p *Play) Options(seat engine.Seat) []Option {
	d, ok := engine.DecisionFor(p.Game, seat)
	if !ok {
		return nil
	}
	if d.Kind == engine.Number {
		t := p.Game.Describe(d, 0)
		return []Option{{t, t}}
	}
	texts, _ := p.Scenario.Part.(OptionTexts)
	hidden := func(t string) bool { return texts != nil && texts.Hidden(t) }
	// Some other seat sees every card the player cannot: in ONR the other
	// side (installed Corp cards for the Runner, the Runner's hand for the
	// Corp); at a larger table the card's own player. Name each card the
	// way the first other seat that sees it does.
	out := make([]Option, len(d.Options))
	for i := range d.Options {
		pl := p.Game.Describe(d, i)
		ju := pl
		for _, other := range p.Table().Seats {
			if !hidden(ju) {
				break
			}
			if other.Seat == seat {
				continue
			}
			od := d
			od.Seat = other.Seat
			if t := p.Game.Describe(od, i); !hidden(t) {
				ju = t
			}
		}
		out[i] = Option{Player: pl, Judge: ju}
	}
	return out
}

var (
	spaces = regexp.MustCompile(`\s+`)
	// handleIn is a card's public handle in an option's text ("trash-node
	// #226 (Remote Facility)"): it depends on how many cards the setup
	// made, so a scenario leaves it out.
	handleIn = regexp.MustCompile(`#[0-9]+\s*`)
)

// normalize makes option texts comparable: case, spacing, card handles
// ("#226 ") and typographic quotes do not matter, nor what the game's
// OptionTexts.Normalize makes alike.
func (p *Play) normalize(s string) string {
	s = handleIn.ReplaceAllString(s, "")
	s = strings.ToLower(strings.TrimSpace(spaces.ReplaceAllString(s, " ")))
	if t, ok := p.Scenario.Part.(OptionTexts); ok {
		s = t.Normalize(s)
	}
	return strings.NewReplacer("“", `"`, "”", `"`, "’", "'").Replace(s)
}

func (p *Play) is(o Option, text string) bool {
	t := p.normalize(text)
	return p.normalize(o.Player) == t || p.normalize(o.Judge) == t
}

// match finds text among the offered options. Several options may read
// the same (two copies of a card); they must then be the same for the
// judge too, or the text is ambiguous.
func (p *Play) match(offered []Option, text string) (int, error) {
	found := -1
	for i, o := range offered {
		if !p.is(o, text) {
			continue
		}
		if found < 0 {
			found = i
			continue
		}
		if offered[found].Judge != o.Judge {
			return 0, fmt.Errorf("%q is ambiguous: it may mean %q or %q; name the card", text, offered[found].Judge, o.Judge)
		}
	}
	if found < 0 {
		return 0, fmt.Errorf("not offered")
	}
	return found, nil
}

// Offers reports whether seat is offered an option that reads text.
func (p *Play) Offers(seat engine.Seat, text string) bool {
	_, err := p.match(p.Options(seat), text)
	return err == nil
}

// sameOptions reports whether the offered options are exactly the texts
// wanted, in any order.
func (p *Play) sameOptions(want []string, offered []Option) bool {
	if len(want) != len(offered) {
		return false
	}
	used := make([]bool, len(offered))
next:
	for _, w := range want {
		for i, o := range offered {
			if !used[i] && p.is(o, w) {
				used[i] = true
				continue next
			}
		}
		return false
	}
	return true
}

// Choose answers seat's decision with the option described as text.
func (p *Play) Choose(seat engine.Seat, text string) error {
	d, err := p.decision(seat)
	if err != nil {
		return err
	}
	if d.Kind == engine.Number {
		t := p.Table()
		key := "number: {" + t.seatKey() + ": " + t.At(seat).Word + ", value: N}"
		return fmt.Errorf("%s is asked for a number (%q, %d to %d), not an option; use %s", p.Who(seat), d.Prompt, d.Min, d.Max, key)
	}
	offered := p.Options(seat)
	i, err := p.match(offered, text)
	if err != nil {
		return fmt.Errorf("%s cannot choose %q now: %v; %q offers %s", p.Who(seat), text, err, d.Prompt, showOptions(offered))
	}
	return p.Apply(engine.Choice{Decision: d.ID, Seat: seat, Option: i})
}
