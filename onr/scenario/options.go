package scenario

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// option is one option of a pending decision, as its player reads it and
// as a judge, who sees every card, reads it. They differ when the option
// names a card hidden from the player: the Runner reads "access an
// unrezzed card" where the judge reads "access Antiquated Interface
// Routines". A scenario may name an option either way.
type option struct {
	player string
	judge  string
}

func (o option) String() string {
	if o.judge == o.player {
		return strconv.Quote(o.player)
	}
	return fmt.Sprintf("%q (%s)", o.player, o.judge)
}

func showOptions(l []option) string {
	q := make([]string, len(l))
	for i, o := range l {
		q[i] = o.String()
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// options lists seat's options. For a number decision it holds one entry,
// "a number from MIN to MAX".
func (p *play) options(seat engine.Seat) []option {
	d, ok := engine.DecisionFor(p.eg, seat)
	if !ok {
		return nil
	}
	if d.Kind == engine.Number {
		t := p.eg.Describe(d, 0)
		return []option{{t, t}}
	}
	// Some other seat sees every card the player cannot: in ONR the other
	// side (installed Corp cards for the Runner, the Runner's hand for the
	// Corp); at a larger table the card's own player. Name each card the
	// way the first other seat that sees it does.
	out := make([]option, len(d.Options))
	for i := range d.Options {
		pl := p.eg.Describe(d, i)
		ju := pl
		for _, other := range p.lay.seats {
			if !hidden(ju) {
				break
			}
			if other.seat == seat {
				continue
			}
			od := d
			od.Seat = other.seat
			if t := p.eg.Describe(od, i); !hidden(t) {
				ju = t
			}
		}
		out[i] = option{player: pl, judge: ju}
	}
	return out
}

// hidden reports whether an option's text hides a card from its reader.
func hidden(t string) bool {
	return strings.Contains(t, "a hidden card") || strings.Contains(t, "unrezzed ice") || strings.Contains(t, "an unrezzed card")
}

var (
	spaces   = regexp.MustCompile(`\s+`)
	remoteIn = regexp.MustCompile(`\b(?:remote|server) ([0-9]+)\b`)
	// handleIn is a card's public handle in an option's text ("trash-node
	// #226 (Remote Facility)"): it depends on how many cards the setup
	// made, so a scenario leaves it out.
	handleIn = regexp.MustCompile(`#[0-9]+\s*`)
)

// normalize makes option texts comparable: case, spacing, "remote N" for
// "fort N", "the Archives" for "Archives", and without card handles
// ("#226 ").
func normalize(s string) string {
	s = handleIn.ReplaceAllString(s, "")
	s = strings.ToLower(strings.TrimSpace(spaces.ReplaceAllString(s, " ")))
	s = remoteIn.ReplaceAllString(s, "fort $1")
	s = strings.ReplaceAll(s, "the archives", "archives")
	s = strings.NewReplacer("“", `"`, "”", `"`, "’", "'").Replace(s)
	return s
}

func (o option) is(text string) bool {
	t := normalize(text)
	return normalize(o.player) == t || normalize(o.judge) == t
}

// matchOption finds text among the offered options. Several options may
// read the same (two copies of a card); they must then be the same for the
// judge too, or the text is ambiguous.
func matchOption(offered []option, text string) (int, error) {
	found := -1
	for i, o := range offered {
		if !o.is(text) {
			continue
		}
		if found < 0 {
			found = i
			continue
		}
		if offered[found].judge != o.judge {
			return 0, fmt.Errorf("%q is ambiguous: it may mean %q or %q; name the card", text, offered[found].judge, o.judge)
		}
	}
	if found < 0 {
		return 0, fmt.Errorf("not offered")
	}
	return found, nil
}

// sameOptions reports whether the offered options are exactly the texts
// wanted, in any order.
func sameOptions(want []string, offered []option) bool {
	if len(want) != len(offered) {
		return false
	}
	used := make([]bool, len(offered))
next:
	for _, w := range want {
		for i, o := range offered {
			if !used[i] && o.is(w) {
				used[i] = true
				continue next
			}
		}
		return false
	}
	return true
}

// choose answers seat's decision with the option described as text.
func (p *play) choose(seat engine.Seat, text string) error {
	d, err := p.decision(seat)
	if err != nil {
		return err
	}
	if d.Kind == engine.Number {
		key := "number: {side: " + p.lay.at(seat).word + ", value: N}"
		if p.lay.bso() {
			key = "number: {seat: " + p.lay.at(seat).word + ", value: N}"
		}
		return fmt.Errorf("%s is asked for a number (%q, %d to %d), not an option; use %s", p.who(seat), d.Prompt, d.Min, d.Max, key)
	}
	offered := p.options(seat)
	i, err := matchOption(offered, text)
	if err != nil {
		return fmt.Errorf("%s cannot choose %q now: %v; %q offers %s", p.who(seat), text, err, d.Prompt, showOptions(offered))
	}
	return p.apply(engine.Choice{Decision: d.ID, Seat: seat, Option: i})
}
