// Package decks holds the Neuroscape decks shipped with Datafort: four
// legal decks (NS-21) over different faction pairs, embedded as deck lists
// in the text form of neuroscape/decklist and named by their file names.
//
// They are built from the cards the scenarios SC-01…SC-25 name and from the
// cards whose texts are simplest to implement first (vanilla characters,
// plain damage, draw and RAM); each line of a list says why its card is
// there, and Needs lists the cards a deck needs implemented.
package decks

import (
	"embed"
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
	"github.com/datafort/datafort/neuroscape/decklist"
)

//go:embed *.txt
var files embed.FS

// Deck is one shipped deck.
type Deck struct {
	// Name is the deck's stable short name, its file name without
	// ".txt", as "hacker-wonderland": saved in setups and typed on command
	// lines, so it never changes.
	Name string
	// Factions is the deck's faction pair: every card of it carries one
	// of them or none.
	Factions [2]string
	// Text is the deck list.
	Text string
}

// Default is the name of the deck a seat plays when it names none.
const Default = "hacker-wonderland"

// pairs is every shipped deck's faction pair, by name.
var pairs = map[string][2]string{
	"hacker-wonderland": {"Hacker", "Wonderland"},
	"cybernetic-corpo":  {"Cybernetic", "Corpo"},
	"mystic-dustrunner": {"Mystic", "Dustrunner"},
	"thrasher-corpo":    {"Thrasher", "Corpo"},
}

// All returns the shipped decks sorted by name.
func All() []Deck {
	var out []Deck
	for _, name := range Names() {
		d, _ := Lookup(name)
		out = append(out, d)
	}
	return out
}

// Names returns the shipped decks' names, sorted.
func Names() []string {
	var names []string
	for n := range pairs {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Lookup returns the shipped deck named name.
func Lookup(name string) (Deck, bool) {
	pair, ok := pairs[name]
	if !ok {
		return Deck{}, false
	}
	text, err := files.ReadFile(name + ".txt")
	if err != nil {
		panic(fmt.Sprintf("neuroscape/decks: %s has no embedded file: %v", name, err)) // a broken build
	}
	return Deck{Name: name, Factions: pair, Text: string(text)}, true
}

// Needs returns the names of the distinct cards the deck named name holds
// (mainframe, cyberdeck and RAM deck), in list order: the cards an engine
// must implement to play it.
func Needs(name string) ([]string, error) {
	d, ok := Lookup(name)
	if !ok {
		return nil, fmt.Errorf("neuroscape/decks: no shipped deck %q (shipped: %s)", name, strings.Join(Names(), ", "))
	}
	res := decklist.Read(name+".txt", d.Text, decklist.Options{})
	if err := res.Err(); err != nil {
		return nil, fmt.Errorf("neuroscape/decks: reading %s: %w", name, err)
	}
	var out []string
	seen := map[*carddb.Card]bool{}
	for _, e := range res.Deck.Entries {
		if e.Card != nil && !seen[e.Card] {
			seen[e.Card] = true
			out = append(out, e.Card.Name)
		}
	}
	return out, nil
}

// EngineDecks returns the shipped decks as engine.Decks for seats of the
// given role (engine.SeatInfo.Role), sorted by name, Default marked.
func EngineDecks(role string) []engine.Deck {
	var out []engine.Deck
	for _, d := range All() {
		out = append(out, engine.Deck{Name: d.Name, Role: role, Text: d.Text, Default: d.Name == Default})
	}
	return out
}
