package fuzz

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Deck kinds of a fuzz game.
const (
	// EveryCard: the starter decks with one more copy of every implemented
	// card of each side, so that a game may meet every card and every pair
	// of mechanics the engine knows.
	EveryCard = "every-card"
	// Subset: the starter decks with three more copies of each card of a
	// random third of the implemented cards, so that those cards are drawn
	// often and meet each other; the subset changes with every game.
	Subset = "subset"
)

// sides returns the implemented titles of each side, sorted.
func sides() (corp, runner []string) {
	for _, title := range onr.Implemented() {
		c, ok := carddb.Lookup(title)
		if !ok {
			continue
		}
		if c.Side == carddb.Runner {
			runner = append(runner, title)
		} else {
			corp = append(corp, title)
		}
	}
	return corp, runner
}

// EveryCardDecks returns the decks of kind EveryCard.
func EveryCardDecks() (corp, runner string, err error) {
	cs, rs := sides()
	return build(cs, rs, 1)
}

// SubsetDecks returns decks of kind Subset, the subset drawn with seed.
func SubsetDecks(seed uint64) (corp, runner string, err error) {
	rng := engine.NewRNG(seed)
	pick := func(titles []string) []string {
		var out []string
		for _, t := range titles {
			if rng.IntN(3) == 0 {
				out = append(out, t)
			}
		}
		return out
	}
	cs, rs := sides()
	return build(pick(cs), pick(rs), 3)
}

// build adds copies of the titles to the starter decks and tops the Corp's
// up with Hostile Takeovers until it has the agenda points its size needs
// (ONR-3.2).
func build(corpTitles, runnerTitles []string, copies int) (corp, runner string, err error) {
	corp, err = onr.DeckText(onr.DefaultCorpDeck)
	if err != nil {
		return "", "", err
	}
	runner, err = onr.DeckText(onr.DefaultRunnerDeck)
	if err != nil {
		return "", "", err
	}
	add := func(text string, titles []string) string {
		var b strings.Builder
		b.WriteString(text)
		b.WriteString("\n# added for fuzzing\n")
		for _, t := range titles {
			fmt.Fprintf(&b, "%d %s\n", copies, t)
		}
		return b.String()
	}
	corp, runner = add(corp, corpTitles), add(runner, runnerTitles)
	size, points := int32(0), int32(0)
	for _, line := range strings.Split(corp, "\n") {
		var n int32
		count, title, ok := strings.Cut(strings.TrimSpace(line), " ")
		if _, e := fmt.Sscanf(count, "%d", &n); e != nil || !ok {
			continue
		}
		size += n
		if c, ok := carddb.Lookup(title); ok && c.AgendaPoints != nil {
			points += n * int32(*c.AgendaPoints)
		}
	}
	const topUp = "Hostile Takeover"
	c, _ := carddb.Lookup(topUp)
	extra := 0
	for ; points < 2*((size+4)/5); extra++ {
		size, points = size+1, points+int32(*c.AgendaPoints)
	}
	if extra > 0 {
		corp += fmt.Sprintf("%d %s\n", extra, topUp)
	}
	if _, err := onr.ParseDeck("corp", corp, onr.Corp, onr.DefaultOptions()); err != nil {
		return "", "", fmt.Errorf("fuzz: the Corp deck: %w", err)
	}
	if _, err := onr.ParseDeck("runner", runner, onr.Runner, onr.DefaultOptions()); err != nil {
		return "", "", fmt.Errorf("fuzz: the Runner deck: %w", err)
	}
	return corp, runner, nil
}
