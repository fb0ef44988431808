package onr

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// fuzzSides returns the implemented titles of each side, sorted.
func fuzzSides() (corp, runner []string) {
	for _, title := range Implemented() {
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

// EveryCardDecks returns the decks fuzz games of the every-card kind play
// (package fuzz): the starter decks with one more copy of every implemented
// card of each side, so that a game may meet every card and every pair of
// mechanics the engine knows.
func EveryCardDecks() (corp, runner string, err error) {
	cs, rs := fuzzSides()
	return fuzzBuild(cs, rs, 1)
}

// SubsetDecks returns decks fuzz games of the subset kind play (package
// fuzz): the starter decks with three more copies of each card of a random
// third of the implemented cards, drawn with seed, so that those cards are
// drawn often and meet each other.
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
	cs, rs := fuzzSides()
	return fuzzBuild(pick(cs), pick(rs), 3)
}

// fuzzBuild adds copies of the titles to the starter decks and tops the
// Corp's up with more copies of the starter's first agenda until it has the
// agenda points its size needs (ONR-3.2).
func fuzzBuild(corpTitles, runnerTitles []string, copies int) (corp, runner string, err error) {
	corp, err = DeckText(DefaultCorpDeck)
	if err != nil {
		return "", "", err
	}
	runner, err = DeckText(DefaultRunnerDeck)
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
	size, points, topUp := int32(0), int32(0), ""
	for _, line := range strings.Split(corp, "\n") {
		var n int32
		count, title, ok := strings.Cut(strings.TrimSpace(line), " ")
		if _, e := fmt.Sscanf(count, "%d", &n); e != nil || !ok {
			continue
		}
		size += n
		if c, ok := carddb.Lookup(title); ok && c.AgendaPoints != nil {
			points += n * int32(*c.AgendaPoints)
			if topUp == "" {
				topUp = title
			}
		}
	}
	c, _ := carddb.Lookup(topUp)
	extra := 0
	for ; points < 2*((size+4)/5); extra++ {
		size, points = size+1, points+int32(*c.AgendaPoints)
	}
	if extra > 0 {
		corp += fmt.Sprintf("%d %s\n", extra, topUp)
	}
	if _, err := ParseDeck("corp", corp, Corp, DefaultOptions()); err != nil {
		return "", "", fmt.Errorf("fuzz: the Corp deck: %w", err)
	}
	if _, err := ParseDeck("runner", runner, Runner, DefaultOptions()); err != nil {
		return "", "", fmt.Errorf("fuzz: the Runner deck: %w", err)
	}
	return corp, runner, nil
}

// EveryCardDecks implements engine.FuzzDecks: the Corp's and the Runner's
// every-card decks (EveryCardDecks).
func (rules) EveryCardDecks(map[string]string) ([]string, error) {
	corp, runner, err := EveryCardDecks()
	if err != nil {
		return nil, err
	}
	return []string{corp, runner}, nil
}

// SubsetDecks implements engine.FuzzDecks: the Corp's and the Runner's
// subset decks (SubsetDecks).
func (rules) SubsetDecks(_ map[string]string, seed uint64) ([]string, error) {
	corp, runner, err := SubsetDecks(seed)
	if err != nil {
		return nil, err
	}
	return []string{corp, runner}, nil
}
