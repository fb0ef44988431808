package scenario

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
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

// options lists side's options. For a number decision it holds one entry,
// "a number from MIN to MAX".
func (p *play) options(side onr.Role) []option {
	d, ok := engine.DecisionFor(p.g, p.g.SeatOf(side))
	if !ok {
		return nil
	}
	if d.Kind == engine.Number {
		t := p.g.Describe(d, 0)
		return []option{{t, t}}
	}
	// The other side sees every card the player cannot: installed Corp
	// cards for the Runner, the Runner's hand for the Corp. Name each card
	// the way whichever side sees it does.
	other := d
	other.Seat = p.g.SeatOf(otherRole(side))
	out := make([]option, len(d.Options))
	for i := range d.Options {
		pl := p.g.Describe(d, i)
		ju := p.g.Describe(other, i)
		if strings.Contains(ju, "a hidden card") || strings.Contains(ju, "unrezzed ice") || strings.Contains(ju, "an unrezzed card") {
			ju = pl
		}
		out[i] = option{player: pl, judge: ju}
	}
	return out
}

var (
	spaces   = regexp.MustCompile(`\s+`)
	remoteIn = regexp.MustCompile(`\b(?:remote|server) ([0-9]+)\b`)
)

// normalize makes option texts comparable: case, spacing, "remote N" for
// "fort N", and "the Archives" for "Archives".
func normalize(s string) string {
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

// choose answers side's decision with the option described as text.
func (p *play) choose(side onr.Role, text string) error {
	d, err := p.decision(side)
	if err != nil {
		return err
	}
	if d.Kind == engine.Number {
		key := "number: {side: " + side.String() + ", value: N}"
		return fmt.Errorf("the %s is asked for a number (%q, %d to %d), not an option; use %s", side, d.Prompt, d.Min, d.Max, key)
	}
	offered := p.options(side)
	i, err := matchOption(offered, text)
	if err != nil {
		return fmt.Errorf("the %s cannot choose %q now: %v; %q offers %s", side, text, err, d.Prompt, showOptions(offered))
	}
	return p.apply(engine.Choice{Decision: d.ID, Seat: p.g.SeatOf(side), Option: i})
}

// otherRole returns the other role of a two-player game.
func otherRole(r onr.Role) onr.Role {
	if r == onr.Corp {
		return onr.Runner
	}
	return onr.Corp
}
