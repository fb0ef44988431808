package nsg

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/decklist"
)

// NSG's fuzz decks (engine.FuzzDecks, engine.FuzzOptions; package fuzz):
// decks that meet every implemented card over a run, each legal in the
// run's format. The default format (starter) admits only the System
// Gateway box, so a run that names no format is played in the casual one
// (FormatCasual: any implemented card of the identity's side and faction,
// or with an influence cost). A run in the starter format meets the
// implemented cards of the box; full construction (standard) has no fuzz
// decks yet (its influence limits need a deck builder), and a run in it
// is refused with a message saying so.
var (
	_ engine.FuzzDecks   = Ruleset{}
	_ engine.FuzzOptions = Ruleset{}
)

// fuzzFormat is the format of a fuzz run that names none.
const fuzzFormat = FormatCasual

// FuzzOptions implements engine.FuzzOptions: the run's options, with the
// format fuzzFormat when they name none.
func (Ruleset) FuzzOptions(options map[string]string) map[string]string {
	if _, ok := options["format"]; ok {
		return options
	}
	out := maps.Clone(options)
	if out == nil {
		out = map[string]string{}
	}
	out["format"] = fuzzFormat
	return out
}

// EveryCardDecks implements engine.FuzzDecks: for each side, the identity
// of the side that the format allows with the most implemented cards (the
// first by title among equals), and one copy of every implemented card of
// the side that the format allows it. A card that identity may not hold
// (an agenda of another faction) is met in the subset decks, which play
// every identity.
func (Ruleset) EveryCardDecks(options map[string]string) ([]string, error) {
	f, err := fuzzDeckFormat(options)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, side := range []carddb.Side{carddb.Corp, carddb.Runner} {
		ids := fuzzIdentities(side, f)
		if len(ids) == 0 {
			return nil, fmt.Errorf("nsg: fuzz decks: no implemented %s identity is allowed in the %s format", side, f.Name)
		}
		best := ids[0]
		for _, id := range ids[1:] {
			if len(fuzzCards(id, f)) > len(fuzzCards(best, f)) {
				best = id
			}
		}
		text, err := fuzzDeck(best, f, nil)
		if err != nil {
			return nil, err
		}
		out = append(out, text)
	}
	return out, nil
}

// SubsetDecks implements engine.FuzzDecks: for each side, an identity drawn
// with seed among the implemented ones the format allows, one copy of
// every card it may hold, and as many more copies as a deck may hold
// (the card's deck limit, in the starter format what the box holds) of a
// third of them drawn with seed. A starter Corp deck that reaches 40 cards
// (where agenda points start to count, CR 1.4.6) sheds extra copies until
// it is smaller.
func (Ruleset) SubsetDecks(options map[string]string, seed uint64) ([]string, error) {
	f, err := fuzzDeckFormat(options)
	if err != nil {
		return nil, err
	}
	rng := engine.NewRNG(seed)
	var out []string
	for _, side := range []carddb.Side{carddb.Corp, carddb.Runner} {
		ids := fuzzIdentities(side, f)
		if len(ids) == 0 {
			return nil, fmt.Errorf("nsg: fuzz decks: no implemented %s identity is allowed in the %s format", side, f.Name)
		}
		text, err := fuzzDeck(ids[rng.IntN(len(ids))], f, &rng)
		if err != nil {
			return nil, err
		}
		out = append(out, text)
	}
	return out, nil
}

// fuzzDeckFormat is the format of a fuzz run with options, refused when
// no fuzz decks are built for it.
func fuzzDeckFormat(opts map[string]string) (decklist.Format, error) {
	o, err := options(engine.Setup{Options: opts})
	if err != nil {
		return decklist.Format{}, err
	}
	if o.format.Name == FormatStandard {
		return decklist.Format{}, fmt.Errorf("nsg: fuzz decks are built for the %s and %s formats, not yet for %s (its influence limits need a deck builder)", FormatCasual, FormatStarter, FormatStandard)
	}
	return o.format, nil
}

// fuzzIdentities returns the implemented identities of side that format f
// allows, by title.
func fuzzIdentities(side carddb.Side, f decklist.Format) []*carddb.Card {
	var out []*carddb.Card
	for _, title := range Implemented() {
		c, ok := carddb.Lookup(title)
		if !ok || c.Type != carddb.Identity || c.Side != side {
			continue
		}
		gateway := slices.Contains(decklist.GatewayIdentities, c.Title)
		if f.RefuseGateway && gateway || len(f.Identities) > 0 && !slices.Contains(f.Identities, c.Title) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// fuzzCards returns the implemented cards, by title, that a deck of
// identity id may hold in format f (CR 1.4.4: its side, and its faction
// or an influence cost; the format's product), each with the most copies
// it may hold.
func fuzzCards(id *carddb.Card, f decklist.Format) []fuzzEntry {
	var out []fuzzEntry
	for _, title := range Implemented() {
		c, ok := carddb.Lookup(title)
		if !ok || c.Type == carddb.Identity || c.Side != id.Side {
			continue
		}
		if c.Faction != id.Faction && c.Influence == nil {
			continue
		}
		most := c.DeckLimit
		if len(f.Packs) > 0 {
			if !slices.Contains(f.Packs, c.Pack) {
				continue
			}
			most = min(most, c.Quantity)
		}
		if most > 0 {
			out = append(out, fuzzEntry{card: c, most: most, n: 1})
		}
	}
	return out
}

// fuzzEntry is a card of a fuzz deck: how many copies it holds, and the
// most it may.
type fuzzEntry struct {
	card    *carddb.Card
	most, n int
}

// fuzzDeck writes the fuzz deck of identity id in format f: one copy of
// every card it may hold, and, with rng, the most copies of a third of
// them drawn with it; outside the casual format, more copies up to the
// identity's minimum size. It is read back as New reads it, so a deck the
// format refuses is an error here and not a failed game.
func fuzzDeck(id *carddb.Card, f decklist.Format, rng *engine.RNG) (string, error) {
	cards := fuzzCards(id, f)
	if len(cards) == 0 {
		return "", fmt.Errorf("nsg: fuzz decks: %s may hold no implemented card in the %s format", id.Title, f.Name)
	}
	size := len(cards)
	if rng != nil {
		for i := range cards {
			if rng.IntN(3) == 0 {
				size += cards[i].most - cards[i].n
				cards[i].n = cards[i].most
			}
		}
	}
	if f.Name != FormatCasual && id.MinimumDeckSize != nil {
		// The identity's minimum size (CR 1.4.3): one more copy of each
		// card in turn.
		for grown := true; size < *id.MinimumDeckSize && grown; {
			grown = false
			for i := range cards {
				if size < *id.MinimumDeckSize && cards[i].n < cards[i].most {
					cards[i].n++
					size++
					grown = true
				}
			}
		}
	}
	if id.Side == carddb.Corp && f.Name == FormatStarter {
		// Below 40 cards the CR's agenda-point table has no row: shed
		// extra copies, the last cards' first, agendas last.
		for pass := 0; pass < 2 && size >= 40; pass++ {
			for i := len(cards) - 1; i >= 0 && size >= 40; i-- {
				if (cards[i].card.Type == carddb.Agenda) == (pass == 0) {
					continue
				}
				for cards[i].n > 1 && size >= 40 {
					cards[i].n--
					size--
				}
			}
		}
	}
	slices.SortStableFunc(cards, func(a, b fuzzEntry) int { return cmp.Compare(a.card.Title, b.card.Title) })
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", id.Title)
	for _, e := range cards {
		fmt.Fprintf(&b, "%d %s\n", e.n, e.card.Title)
	}
	if _, err := readDeck(b.String(), id.Side, f); err != nil {
		return "", fmt.Errorf("nsg: the fuzz deck of %s in the %s format: %w", id.Title, f.Name, err)
	}
	return b.String(), nil
}
