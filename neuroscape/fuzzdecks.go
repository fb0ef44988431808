package neuroscape

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
	"github.com/datafort/datafort/neuroscape/decklist"
)

// Neuroscape's fuzz decks (engine.FuzzDecks; package fuzz): legal decks
// (NS-21: one mainframe, a cyberdeck of 50 or more, 25 Basic RAM; at most
// a card's copy limit of each) that meet every implemented card over a
// run. Deck construction knows no faction (NS-11.2 checks requirements at
// play), so one deck may hold every card; a card whose requirement the
// deck cannot meet is drawn and never played, which the engagement count
// reports.
var _ engine.FuzzDecks = Ruleset{}

// EveryCardDecks implements engine.FuzzDecks: for seat s, the s-th
// implemented mainframe (by name, round the list) and one copy of every
// implemented cyberdeck card, topped up to the cyberdeck's minimum with
// more copies (a card's copy limit respected); the other mainframes are
// met in the subset decks.
func (Ruleset) EveryCardDecks(options map[string]string) ([]string, error) {
	o, err := readOptions(engine.Setup{Options: options})
	if err != nil {
		return nil, err
	}
	mains, cards := fuzzCards()
	if len(mains) == 0 || len(cards) == 0 {
		return nil, fmt.Errorf("neuroscape: fuzz decks: %d implemented mainframes and %d cyberdeck cards", len(mains), len(cards))
	}
	out := make([]string, o.players)
	for s := range out {
		n := make([]int, len(cards))
		for i := range n {
			n[i] = 1
		}
		if out[s], err = fuzzDeck(mains[s%len(mains)], cards, n); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// SubsetDecks implements engine.FuzzDecks: for each seat, a mainframe drawn
// with seed and a cyberdeck of a third of the implemented cards drawn with
// it, each at its copy limit, topped up to the minimum as EveryCardDecks
// does.
func (Ruleset) SubsetDecks(options map[string]string, seed uint64) ([]string, error) {
	o, err := readOptions(engine.Setup{Options: options})
	if err != nil {
		return nil, err
	}
	mains, cards := fuzzCards()
	if len(mains) == 0 || len(cards) == 0 {
		return nil, fmt.Errorf("neuroscape: fuzz decks: %d implemented mainframes and %d cyberdeck cards", len(mains), len(cards))
	}
	rng := engine.NewRNG(seed)
	out := make([]string, o.players)
	for s := range out {
		main := mains[rng.IntN(len(mains))]
		n := make([]int, len(cards))
		for i, c := range cards {
			if rng.IntN(3) == 0 {
				n[i] = copyLimit(c)
			}
		}
		if out[s], err = fuzzDeck(main, cards, n); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fuzzCards returns the implemented mainframes and cyberdeck cards of the
// data (tokens are no cards of it), by name.
func fuzzCards() (mains, cards []*carddb.Card) {
	for _, name := range Defined() {
		c, ok := carddb.Lookup(name)
		if !ok || !Implemented(name) {
			continue
		}
		switch c.Type {
		case carddb.Mainframe:
			mains = append(mains, c)
		case carddb.RAM:
		default:
			cards = append(cards, c)
		}
	}
	return mains, cards
}

// copyLimit is the most copies of c a deck may hold (NS-21.2).
func copyLimit(c *carddb.Card) int {
	if c.CopyLimit != nil && *c.CopyLimit > 0 {
		return *c.CopyLimit
	}
	return decklist.DefaultCopyLimit
}

// fuzzDeck writes the deck list of mainframe main and n[i] copies of
// cards[i], topped up to the cyberdeck's minimum by one more copy of each
// card in turn, with 25 Basic RAM; it is read back as New reads it.
func fuzzDeck(main *carddb.Card, cards []*carddb.Card, n []int) (string, error) {
	size := 0
	for _, k := range n {
		size += k
	}
	for grown := true; size < decklist.MinCyberdeck && grown; {
		grown = false
		for i, c := range cards {
			if size < decklist.MinCyberdeck && n[i] < copyLimit(c) {
				n[i]++
				size++
				grown = true
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Mainframe: %s\n\nCyberdeck:\n", main.Name)
	for i, c := range cards {
		if n[i] > 0 {
			fmt.Fprintf(&b, "%d %s\n", n[i], c.Name)
		}
	}
	fmt.Fprintf(&b, "\nRAM deck:\n%d %s\n", decklist.RAMDeckSize, basicRAM)
	if _, err := legalDeck("fuzz", b.String()); err != nil {
		return "", fmt.Errorf("neuroscape: the fuzz deck of %s: %w", main.Name, err)
	}
	return b.String(), nil
}
