package decklist

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// edited returns the lines of a testdata list with edits made: a line
// "-Title" removes the line ending in that title, "Title=>new" replaces it,
// anything else is appended.
func edited(t *testing.T, file string, edits []string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	for _, e := range edits {
		old, repl, isRepl := strings.Cut(e, "=>")
		drop := strings.HasPrefix(e, "-")
		if !isRepl && !drop {
			lines = append(lines, e)
			continue
		}
		if drop {
			old = e[1:]
		}
		i := slices.IndexFunc(lines, func(l string) bool { return strings.HasSuffix(l, " "+old) || l == old })
		if i < 0 {
			t.Fatalf("%s: no line %q to edit", file, old)
		}
		if drop {
			lines = slices.Delete(lines, i, i+1)
		} else {
			lines[i] = repl
		}
	}
	return strings.Join(lines, "\n")
}

func ruleIDs(ps []Problem) []string {
	var ids []string
	for _, p := range ps {
		ids = append(ids, p.Rule.ID)
	}
	return ids
}

// TestEachRuleOfDeckConstruction starts from a legal list and breaks one
// rule at a time: exactly the broken rule is reported, at the line at
// fault.
func TestEachRuleOfDeckConstruction(t *testing.T) {
	const corp, runner, starter = "standard-weyland-jinteki.txt", "standard-zahya-netrunnerdb.txt", "starter-catalyst-box.txt"
	for _, tc := range []struct {
		name   string
		file   string
		format Format
		edits  []string
		want   []string // rule ids, in order
		line   int      // the first line of the first problem; 0: the whole list
	}{
		{"a legal Corp list has no problem", corp, Standard, nil, nil, 0},
		{"a legal Runner list has no problem", runner, Standard, nil, nil, 0},
		{"a legal starter list has no problem", starter, Starter, nil, nil, 0},
		{"rule_identity: a list without an identity breaks CR 1.4.1", corp, Standard,
			[]string{"-Weyland Consortium: Built to Last"}, []string{"rule_identity"}, 0},
		{"rule_identity: a second identity breaks CR 1.4.1", corp, Standard,
			[]string{"1 Haas-Bioroid: Precision Design"}, []string{"rule_identity"}, 2},
		{"rule_identity: two copies of the identity break CR 1.4.1", corp, Standard,
			[]string{"Weyland Consortium: Built to Last=>2 Weyland Consortium: Built to Last"}, []string{"rule_identity"}, 2},
		{"rule_gateway_identities: The Catalyst is refused in full construction (CR 1.4.1a)", starter, Standard,
			[]string{"3 Diviner"}, []string{"rule_gateway_identities", "rule_disallowed_cards"}, 2},
		{"rule_minimum_deck_size: 39 cards under Zahya's 40 break CR 1.4.3", runner, Standard,
			[]string{"-Sure Gamble (System Gateway)"}, []string{"rule_minimum_deck_size"}, 3},
		{"rule_minimum_deck_size: the identity is not counted in the deck (CR 1.4.3a)", corp, Standard,
			[]string{"-Palisade", "-Malapert Data Vault", "-Archer"}, []string{"rule_minimum_deck_size"}, 2},
		{"rule_disallowed_cards: a Runner card in a Corp deck breaks CR 1.4.4", corp, Standard,
			[]string{"Archer=>1 Sure Gamble"}, []string{"rule_disallowed_cards"}, 21},
		{"rule_disallowed_cards: an out-of-faction agenda without influence breaks CR 1.4.4", corp, Standard,
			[]string{"Hostile Takeover=>2 Hostile Takeover", "1 Luminal Transubstantiation"}, []string{"rule_disallowed_cards"}, 23},
		{"rule_influence_limit: 16 influence over Zahya's 15 breaks CR 1.4.5", runner, Standard,
			[]string{"3 Botulus", "1 Leech"}, []string{"rule_influence_limit"}, 32},
		{"rule_influence_limit: influence counts by copy, not by name (CR 1.4.5a)", runner, Standard,
			[]string{"3 Botulus", "1 Creative Commission"}, []string{"rule_influence_limit"}, 32},
		{"rule_influence_limit: exactly the limit is legal (CR 1.4.5)", runner, Standard,
			[]string{"3 Botulus"}, nil, 0},
		{"rule_40_44: 17 agenda points in 44 cards break CR 1.4.6a", corp, Standard,
			[]string{"Hostile Takeover=>2 Hostile Takeover", "1 Crisium Grid"}, []string{"rule_40_44"}, 3},
		{"rule_40_44: 20 agenda points in 44 cards break CR 1.4.6a", corp, Standard,
			[]string{"Hostile Takeover=>1 Hostile Takeover", "Send a Message=>2 Send a Message", "1 Superconducting Hub"}, []string{"rule_40_44"}, 3},
		{"rule_45_49: 18 points are too few once a 45th card is added (CR 1.4.6b)", corp, Standard,
			[]string{"3 Crisium Grid"}, []string{"rule_45_49"}, 3},
		{"rule_maximum_copies: a fourth copy over two lines breaks CR 1.4.7", corp, Standard,
			[]string{"Archer=>1 Hedge Fund"}, []string{"rule_maximum_copies"}, 7},
		{"rule_maximum_copies: a limit-1 agenda allows one copy (CR 1.4.7)", corp, Standard,
			[]string{"Oaktown Renovation=>3 Above the Law"}, []string{"rule_maximum_copies"}, 4},
		{"rule_maximum_copies: a unique card may have 3 copies (uniqueness is a rule of play, CR 10.1.1)", runner, Standard,
			[]string{"1x Docklands Pass (System Gateway)=>3x Docklands Pass", "-Prepaid VoicePAD (System Update 2021)"}, nil, 0},
		{"card_unknown: a title not in the data is told apart", corp, Standard,
			[]string{"Hedge Fund=>3 Hedge Fun"}, []string{"card_unknown"}, 7},
		{"card_not_implemented: a card in the data not implemented yet is told apart", corp, Standard,
			[]string{"Government Subsidy=>2 Building Blocks"}, []string{"card_not_implemented"}, 8},
		{"list_syntax: a count of 0 cannot be read", corp, Standard,
			[]string{"Archer=>0 Archer", "1 Crisium Grid"}, []string{"list_syntax"}, 21},
		{"format_identity: the starter format needs The Catalyst or The Syndicate", starter, Starter,
			[]string{"The Catalyst: Convention Breaker=>Zahya Sadeghi: Versatile Smuggler", "3 Mutual Favor", "3 Marjanah", "2 Tranquilizer", "2 Verbal Plasticity"},
			[]string{"format_identity"}, 2},
		{"format_product: the starter format takes cards of the System Gateway box only", starter, Starter,
			[]string{"1 Diesel"}, []string{"format_product"}, 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ps := Read(edited(t, tc.file, tc.edits), tc.format, Options{Implemented: func(title string) bool { return title != "Building Blocks" }})
			if got := ruleIDs(ps); !slices.Equal(got, tc.want) {
				t.Fatalf("rules %v, want %v:\n%s", got, tc.want, problemsText(ps))
			}
			if len(ps) > 0 && first(ps[0].Lines) != tc.line {
				t.Errorf("first problem at line %d, want %d: %s", first(ps[0].Lines), tc.line, ps[0].Error())
			}
		})
	}
}

func problemsText(ps []Problem) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString("  " + p.Error() + "\n")
	}
	return b.String()
}

// TestAgendaPointsByDeckSize reads the table of CR 1.4.6a–d at its edges,
// with the CR's own example (66 cards: 28 or 29).
func TestAgendaPointsByDeckSize(t *testing.T) {
	for _, tc := range []struct {
		size, least int
		rule        Rule
	}{
		{39, 0, Rule{}}, {40, 18, Rule40To44}, {44, 18, Rule40To44}, {45, 20, Rule45To49}, {49, 20, Rule45To49},
		{50, 22, Rule50To54}, {54, 22, Rule50To54}, {55, 24, RuleOver54}, {59, 24, RuleOver54}, {60, 26, RuleOver54},
		{66, 28, RuleOver54},
	} {
		t.Run(fmt.Sprintf("%s: %d cards hold %d or %d agenda points", tc.rule, tc.size, tc.least, tc.least+1), func(t *testing.T) {
			least, most, r, ok := AgendaPoints(tc.size)
			if ok != (tc.least > 0) || least != tc.least || (ok && most != least+1) || r != tc.rule {
				t.Errorf("AgendaPoints(%d) = %d, %d, %v, %v; want %d, %d, %v", tc.size, least, most, r, ok, tc.least, tc.least+1, tc.rule)
			}
		})
	}
}
