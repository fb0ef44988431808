// Package prompt says what a person is asked and what the cards say, the
// same for every client (the browser's pages, the terminal): a pending
// decision's options grouped by card and numbered in a stable order, each
// with its label, cost, ability or subroutine text and a warning when it
// cannot be taken back as the player might expect; and a card's printed
// facts (type, keywords, costs, strength, text).
//
// Everything comes from the deciding seat's own decision (Game.Describe,
// and engine.OptionHelper's Help, its texts rendered by
// engine.PrintedTexts) and the faces of cards that seat may see
// (engine.CardFaces), so a prompt holds nothing the seat's view does not.
// The package imports no game: a game shows its options and cards through
// those optional interfaces of engine (engine/face.go); a game without them
// gets its options labelled by Describe and no card texts.
package prompt

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Option is one option of a decision as a person reads it.
type Option struct {
	I     int    `json:"i"`              // the option's index in the decision
	N     int    `json:"n"`              // its number on screen, from 1
	Label string `json:"label"`          // Describe's text
	Verb  string `json:"verb,omitempty"` // the rules verb
	Cost  string `json:"cost,omitempty"`
	Text  string `json:"text,omitempty"` // the ability's or subroutine's printed text
	Warn  string `json:"warn,omitempty"` // ask for confirmation, saying this
	Card  int    `json:"card,omitempty"` // public handle of its card
	// Area is the table area it aims at (engine.OptionHelp.Area), for
	// pages that draw the table; not sent.
	Area string `json:"-"`
	// Lines is Text rendered for people, one ability a line (the game's
	// engine.PrintedTexts); pages and terminals show it. It is not sent:
	// JSON readers get Text.
	Lines []string `json:"-"`
}

// Group is the options about one card (or about none: "General").
type Group struct {
	Title   string   `json:"title"`
	Card    int      `json:"card,omitempty"`
	Options []Option `json:"options"`
}

// Decision is a seat's pending decision with its options described and
// grouped by card, in a stable order (the card's first option's order).
type Decision struct {
	ID     uint64  `json:"id"`
	Kind   string  `json:"kind"`
	Prompt string  `json:"prompt"`
	Rule   string  `json:"rule,omitempty"`
	Min    int     `json:"min,omitempty"`
	Max    int     `json:"max,omitempty"`
	Groups []Group `json:"groups,omitempty"`
	Count  int     `json:"count"` // number of options
}

// Option returns the option numbered n on screen, if any.
func (d *Decision) Option(n int) (Option, bool) {
	for _, g := range d.Groups {
		for _, o := range g.Options {
			if o.N == n {
				return o, true
			}
		}
	}
	return Option{}, false
}

// Build describes d, a pending decision of g, for the seat that must
// answer it.
func Build(g engine.Game, d engine.Decision) Decision {
	out := Decision{ID: d.ID, Kind: d.Kind.String(), Prompt: d.Prompt, Rule: d.Rule, Min: d.Min, Max: d.Max, Count: len(d.Options)}
	if d.Kind != engine.Select {
		return out
	}
	helper, _ := g.(engine.OptionHelper)
	faces, _ := g.(engine.CardFaces)
	texts, _ := g.(engine.PrintedTexts)
	idx := map[int]int{}
	for i, o := range d.Options {
		op := Option{I: i, Label: g.Describe(d, i), Verb: o.Verb.String(), Card: o.Card}
		if helper != nil {
			h := helper.Help(d, i)
			op.Cost, op.Text, op.Warn, op.Card, op.Area = h.Cost, h.Text, h.Warn, h.Card, h.Area
		}
		switch {
		case op.Text == "":
		case texts != nil:
			op.Lines = texts.TextLines(op.Text)
		default:
			op.Lines = strings.Split(op.Text, "\n")
		}
		key := op.Card
		gi, ok := idx[key]
		if !ok {
			title := "General"
			if key != 0 {
				title = "Card #" + strconv.Itoa(key)
				if faces != nil {
					if f, ok := faces.CardFace(key, d.Seat); ok {
						title = f.Title
					} else {
						title = "Face-down card #" + strconv.Itoa(key)
					}
				}
			}
			gi = len(out.Groups)
			idx[key] = gi
			out.Groups = append(out.Groups, Group{Title: title, Card: key})
		}
		out.Groups[gi].Options = append(out.Groups[gi].Options, op)
	}
	n := 0
	for gi := range out.Groups {
		for oi := range out.Groups[gi].Options {
			n++
			out.Groups[gi].Options[oi].N = n
		}
	}
	return out
}

// Card is a card's printed facts as a person reads them (the game's
// engine.CardFace), with their rendering for a terminal (Lines).
type Card struct {
	engine.CardFace
}

// CardOf returns the card of face f.
func CardOf(f engine.CardFace) *Card { return &Card{CardFace: f} }

// Lines renders the card for a terminal: its title and type line, its
// stats, then its text, one ability a line.
func (c *Card) Lines() []string {
	head := c.Title + " — " + c.Line
	if c.Unique {
		head += " (unique)"
	}
	out := []string{head}
	if c.Stats != "" {
		out = append(out, c.Stats)
	}
	for _, t := range c.Text {
		if t != "" {
			out = append(out, "  "+t)
		}
	}
	return out
}

// LookupCard finds the card a person asks about at seat: "#N" is the card
// with public handle N, which must be one seat may see; anything else is a
// title (any spelling the game accepts) from the game's card list, whose
// printed text is public. It returns an error saying why nothing is shown,
// also for a game that has no engine.CardFaces.
func LookupCard(g engine.Game, seat engine.Seat, query string) (*Card, error) {
	h, ok := g.(engine.CardFaces)
	if !ok {
		return nil, errors.New("this game has no card texts")
	}
	query = strings.TrimSpace(query)
	if rest, ok := strings.CutPrefix(query, "#"); ok {
		n, err := strconv.Atoi(rest)
		if err != nil {
			return nil, fmt.Errorf("%q is not a card number such as #12", query)
		}
		f, ok := h.CardFace(n, seat)
		if !ok {
			return nil, fmt.Errorf("card #%d is not one you can see", n)
		}
		return CardOf(f), nil
	}
	f, ok := h.CardNamed(query)
	if !ok {
		return nil, fmt.Errorf("no card is called %q", query)
	}
	return CardOf(f), nil
}
