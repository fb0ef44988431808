// Package cardtext records what the Neuroscape card data leaves open about
// card texts (NS-9.1, the data README's "What is NOT known"): for every
// printed text segment of every card, which kind of ability it is (Kind),
// and for an activated ability which printed `abilities` banner it belongs
// to; and the card fields the data does not settle: which Scripts are EXEs
// (NS-14.0, AMB-32), BOARDROOM SHARK's RAM cost and TAGGER's attack type.
//
// Segments are classified in three stages, each decision with a one-line
// reason:
//
//  1. Rules that read one segment where its wording is unambiguous: a
//     mainframe tier by its lead ("When …" → triggered, else passive), a
//     REVERSED line, the TROJAN/MALICIOUS/TETHER reminders, a one-shot
//     program's text (its effect, or an ADDITIONAL COST), a keyword
//     reminder such as "OVERRUN (…)", a trigger word at the start ("When",
//     "Whenever", "On enter", "On NETCHECK", …), a replacement ("If …
//     would …").
//  2. Decisions by hand, in decisions.txt, for segments stage 1 leaves
//     open; a decision for a segment stage 1 decides is an error.
//  3. Rules over what is left of a card: when as many segments are left
//     as banners, they pair in printed order; a persistent card with no
//     banner left makes its remaining segments passive.
//
// Every segment ends with exactly one classification (the tests hold this
// for all 255 cards). The data file is embedded; the card data itself is
// neuroscape/carddb's.
package cardtext

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/datafort/datafort/neuroscape/carddb"
)

//go:embed decisions.txt
var decisionsText string

// Segment is one printed text segment of a card and what it is.
type Segment struct {
	Card   int    // the card's collector number (carddb.Card.ID)
	Index  int    // the segment's position in carddb.Card.Text
	Text   string // the segment as the data prints it
	Kind   Kind
	Banner string // Activated: the name of the printed ability banner; "" when it has none
	Reason string // one line: why this kind (and banner)
	ByHand bool   // decided in decisions.txt rather than by a rule
}

// FieldDecision is a decision on a card field the data leaves open.
type FieldDecision struct {
	Card   int    // collector number
	Field  string // FieldSubtype, FieldRAMCost or FieldAttackType
	Value  string // the value decided
	Reason string
}

type tables struct {
	segments map[int][]Segment
	fields   []FieldDecision
	err      error
}

var load = sync.OnceValue(func() *tables {
	t, err := build(decisionsText)
	if err != nil {
		return &tables{err: err}
	}
	return t
})

// Check returns the error found in the embedded decisions, or nil: a
// malformed line, a decision for a segment a rule already decides, a
// segment left unclassified, a banner used twice. The tests hold it nil;
// the other functions panic when it is not.
func Check() error { return load().err }

func mustLoad() *tables {
	t := load()
	if t.err != nil {
		panic(fmt.Sprintf("neuroscape/cardtext: %v", t.err))
	}
	return t
}

// Segments returns the classified text segments of the card with
// collector number id, in printed order (nil for a card without text).
func Segments(id int) []Segment { return slices.Clone(mustLoad().segments[id]) }

// All returns every classified segment of every card, by card then
// segment.
func All() []Segment {
	var out []Segment
	for _, c := range carddb.All() {
		out = append(out, mustLoad().segments[c.ID]...)
	}
	return out
}

// Ability returns the segment holding the activated ability printed with
// the banner named banner (as carddb.Ability.Name spells it) on the card
// with collector number id.
func Ability(id int, banner string) (Segment, bool) {
	for _, s := range mustLoad().segments[id] {
		if s.Kind == Activated && s.Banner == banner {
			return s, true
		}
	}
	return Segment{}, false
}

// Fields returns the card-field decisions, in file order.
func Fields() []FieldDecision { return slices.Clone(mustLoad().fields) }

func field(c *carddb.Card, name string) (string, bool) {
	for _, f := range mustLoad().fields {
		if f.Card == c.ID && f.Field == name {
			return f.Value, true
		}
	}
	return "", false
}

// Subtype returns the card's subtype as the engine treats it: "EXE" for a
// Script decided to be one (NS-14.0), else the data's subtype ("" for
// none).
func Subtype(c *carddb.Card) string {
	if v, ok := field(c, FieldSubtype); ok {
		return v
	}
	return c.SubtypeName()
}

// RAMCost returns the card's RAM cost as decided where the sources
// disagree, else the data's; false when the card has none.
func RAMCost(c *carddb.Card) (int, bool) {
	if v, ok := field(c, FieldRAMCost); ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			panic(fmt.Sprintf("neuroscape/cardtext: GEN-%d ram_cost %q: %v", c.ID, v, err))
		}
		return n, true
	}
	if c.RAMCost == nil {
		return 0, false
	}
	return *c.RAMCost, true
}

// AttackType returns a character's attack type, "bioframe" or
// "mainframe", as decided where the data does not know it; "" for a card
// that is no character.
func AttackType(c *carddb.Card) string {
	if v, ok := field(c, FieldAttackType); ok {
		return v
	}
	if c.AttackType == nil {
		return ""
	}
	return *c.AttackType
}

// handDecision is one segment line of decisions.txt.
type handDecision struct {
	kind   Kind
	banner string
	reason string
	line   int
	used   bool
}

type segKey struct{ card, index int }

// build parses the decisions and classifies every segment of every card.
func build(text string) (*tables, error) {
	hand, fields, err := parse(text)
	if err != nil {
		return nil, err
	}
	t := &tables{segments: map[int][]Segment{}, fields: fields}
	var errs []string
	for _, c := range carddb.All() {
		segs, problems := classify(c, hand)
		t.segments[c.ID] = segs
		errs = append(errs, problems...)
	}
	for k, d := range hand {
		if !d.used {
			errs = append(errs, fmt.Sprintf("decisions.txt:%d: GEN-%d/%d names no segment of the card data", d.line, k.card, k.index))
		}
	}
	if len(errs) > 0 {
		slices.Sort(errs)
		return nil, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return t, nil
}

// parse reads decisions.txt: "GEN-<id>/<segment> | <kind> | <banner> |
// <reason>" for a segment, "GEN-<id> | <field> | <value> | <reason>" for a
// card field; "#" starts a comment line.
func parse(text string) (map[segKey]*handDecision, []FieldDecision, error) {
	hand := map[segKey]*handDecision{}
	var fields []FieldDecision
	n := 0
	for raw := range strings.Lines(text) {
		n++
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		if len(parts) != 4 {
			return nil, nil, fmt.Errorf("decisions.txt:%d: want 4 fields separated by |, got %d", n, len(parts))
		}
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		id, index, isSeg, err := parseRef(parts[0])
		if err != nil {
			return nil, nil, fmt.Errorf("decisions.txt:%d: %w", n, err)
		}
		if _, ok := carddb.ByID(id); !ok {
			return nil, nil, fmt.Errorf("decisions.txt:%d: no card GEN-%d", n, id)
		}
		if parts[3] == "" {
			return nil, nil, fmt.Errorf("decisions.txt:%d: a decision without a reason", n)
		}
		if !isSeg {
			switch parts[1] {
			case FieldSubtype, FieldRAMCost, FieldAttackType:
			default:
				return nil, nil, fmt.Errorf("decisions.txt:%d: unknown field %q", n, parts[1])
			}
			fields = append(fields, FieldDecision{Card: id, Field: parts[1], Value: parts[2], Reason: parts[3]})
			continue
		}
		kind := Kind(parts[1])
		if !slices.Contains(Kinds(), kind) {
			return nil, nil, fmt.Errorf("decisions.txt:%d: unknown kind %q", n, parts[1])
		}
		if parts[2] != "" && kind != Activated {
			return nil, nil, fmt.Errorf("decisions.txt:%d: a banner on a %s segment", n, kind)
		}
		k := segKey{id, index}
		if prev, ok := hand[k]; ok {
			return nil, nil, fmt.Errorf("decisions.txt:%d: GEN-%d/%d decided twice (line %d)", n, id, index, prev.line)
		}
		hand[k] = &handDecision{kind: kind, banner: parts[2], reason: parts[3], line: n}
	}
	return hand, fields, nil
}

// parseRef reads "GEN-12" or "GEN-12/1".
func parseRef(s string) (id, index int, segment bool, err error) {
	rest, ok := strings.CutPrefix(s, "GEN-")
	if !ok {
		return 0, 0, false, fmt.Errorf("%q is not GEN-<id> or GEN-<id>/<segment>", s)
	}
	idText, indexText, segment := strings.Cut(rest, "/")
	if id, err = strconv.Atoi(idText); err != nil {
		return 0, 0, false, fmt.Errorf("%q: bad collector number", s)
	}
	if segment {
		if index, err = strconv.Atoi(indexText); err != nil {
			return 0, 0, false, fmt.Errorf("%q: bad segment number", s)
		}
	}
	return id, index, segment, nil
}

// classify runs the three stages over one card.
func classify(c *carddb.Card, hand map[segKey]*handDecision) ([]Segment, []string) {
	var problems []string
	segs := make([]Segment, len(c.Text))
	decided := make([]bool, len(c.Text))
	banners := map[string]bool{} // banner → used
	for _, a := range c.Abilities {
		banners[a.Name] = false
	}
	use := func(i int, b string) {
		if b == "" {
			return
		}
		used, ok := banners[b]
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("GEN-%d/%d: %s has no banner %q", c.ID, i, c.Name, b))
		case used:
			problems = append(problems, fmt.Sprintf("GEN-%d/%d: banner %q of %s used twice", c.ID, i, b, c.Name))
		}
		banners[b] = true
	}

	// Stage 1: one segment at a time.
	for i, text := range c.Text {
		segs[i] = Segment{Card: c.ID, Index: i, Text: text}
		if kind, banner, reason, ok := bySegment(c, text); ok {
			segs[i].Kind, segs[i].Banner, segs[i].Reason = kind, banner, reason
			decided[i] = true
			use(i, banner)
		}
	}
	// Stage 2: by hand.
	for i := range c.Text {
		d, ok := hand[segKey{c.ID, i}]
		if !ok {
			continue
		}
		d.used = true
		if decided[i] {
			problems = append(problems, fmt.Sprintf("decisions.txt:%d: GEN-%d/%d is decided twice: by hand, and by the rule %q", d.line, c.ID, i, segs[i].Reason))
			continue
		}
		segs[i].Kind, segs[i].Banner, segs[i].Reason, segs[i].ByHand = d.kind, d.banner, d.reason, true
		decided[i] = true
		use(i, d.banner)
	}
	// Stage 3: what is left of the card.
	var left []int
	for i := range c.Text {
		if !decided[i] {
			left = append(left, i)
		}
	}
	var free []string
	for _, a := range c.Abilities {
		if !banners[a.Name] {
			free = append(free, a.Name)
		}
	}
	switch {
	case len(left) == 0:
	case len(free) == len(left):
		for j, i := range left {
			segs[i].Kind, segs[i].Banner = Activated, free[j]
			segs[i].Reason = "rule: the segments left pair with the ability banners left, in printed order"
			decided[i] = true
			use(i, free[j])
		}
	case len(free) == 0 && persistent(c):
		for _, i := range left {
			segs[i].Kind = Passive
			segs[i].Reason = "rule: text of a persistent card with no trigger word and no ability banner left is a continuous effect (NS-9.4)"
			decided[i] = true
		}
	}
	for i := range c.Text {
		if !decided[i] {
			problems = append(problems, fmt.Sprintf("GEN-%d/%d: %s segment %q is not classified (banners left: %q)", c.ID, i, c.Name, c.Text[i], free))
		}
	}
	for _, a := range c.Abilities {
		if !banners[a.Name] && len(problems) == 0 {
			problems = append(problems, fmt.Sprintf("GEN-%d: %s's banner %q belongs to no segment", c.ID, c.Name, a.Name))
		}
	}
	return segs, problems
}

// persistent reports whether c stays in play (NS-3.3): characters, gear,
// and programs other than one-shots and trojans (a trojan's text is its
// activation).
func persistent(c *carddb.Card) bool {
	switch c.Type {
	case carddb.Character, carddb.Gear:
		return true
	case carddb.Program:
		return !oneShot(c) && c.SubtypeName() != "Trojan"
	}
	return false
}

// oneShot reports whether c is a program that takes effect once and goes
// to the recycle bin (NS-3.3).
func oneShot(c *carddb.Card) bool {
	if c.Type != carddb.Program {
		return false
	}
	switch c.SubtypeName() {
	case "Script", "Tarot", "Drug":
		return true
	}
	return false
}

// triggerStarts are the openings of a triggered ability (NS-9.3), after a
// leading SWIFT.
var triggerStarts = []string{
	"When ", "Whenever ", "On enter", "On NETCHECK", "On your NETCHECK", "On their NETCHECK",
	"On its controller's NETCHECK", "On your SYSTEM CHECK", "On their SYSTEM CHECK", "On turn end",
}

// keywordStarts open a keyword ability's reminder: the whole segment is
// that keyword, a passive ability of the card.
var keywordStarts = []string{"OVERRUN (", "STAMINA (", "MIRAGE (", "DATAVAMP (", "BIOVAMP (", "FEEDBACK ("}

func startsWithAny(s string, prefixes []string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}

// bySegment is stage 1: the rules that classify a segment from its own
// wording and its card's type.
func bySegment(c *carddb.Card, text string) (kind Kind, banner, reason string, ok bool) {
	body := strings.TrimPrefix(text, "SWIFT ")
	body = strings.ReplaceAll(body, "’", "'")
	switch {
	case c.Type == carddb.Mainframe:
		tier := body
		for _, p := range []string{"Instead, ", "+ / ", "+ ", "Or "} {
			tier = strings.TrimPrefix(tier, p)
		}
		lead := ""
		if c.Mainframe != nil {
			lead = c.Mainframe.Lead
		}
		if startsWithAny(strings.TrimSpace(lead+" "+tier), triggerStarts) {
			return Triggered, "", "rule: a mainframe tier whose lead or text opens with a trigger word fires while the tier is active (NS-4.3)", true
		}
		return Passive, "", "rule: a mainframe tier without a trigger word applies while its condition holds (NS-4.3)", true
	case strings.HasPrefix(body, "REVERSED "):
		return Reversed, "", "rule: the REVERSED line replaces the reversible word(s) when the tarot is played reversed (NS-14.3)", true
	case strings.HasPrefix(body, "TROJAN ("):
		return Play, "", "rule: the TROJAN reminder says how a trojan is played and activated (NS-14.8)", true
	case c.SubtypeName() == "Trojan":
		if len(c.Abilities) == 1 && c.Abilities[0].Name == "ACTIVATE" {
			return Activated, "ACTIVATE", "rule: a trojan's other text is what its activation does (NS-14.8.3, banner ACTIVATE)", true
		}
	case strings.HasPrefix(body, "MALICIOUS (") || strings.HasPrefix(body, "TETHER ("):
		return Play, "", "rule: the MALICIOUS/TETHER reminder says where the gear may be attached (NS-12.9, NS-12.10)", true
	case oneShot(c):
		if strings.HasPrefix(body, "ADDITIONAL COST [") && strings.HasSuffix(body, "]") {
			return Cost, "", "rule: a segment that is only an ADDITIONAL COST is paid to play the card (NS-24.2)", true
		}
		return Effect, "", "rule: text of a one-shot program is its effect as it resolves (NS-3.3)", true
	case startsWithAny(body, keywordStarts):
		return Passive, "", "rule: a keyword with its reminder is a keyword ability the card has while in play", true
	case startsWithAny(body, triggerStarts):
		return Triggered, "", "rule: text opening with a trigger word (when, whenever, on enter, on NETCHECK, …) is a triggered ability (NS-9.3)", true
	case strings.HasPrefix(body, "If ") && strings.Contains(body, " would "):
		return Passive, "", "rule: an \"If … would …\" replacement applies as the event happens, not after it as a trigger would (NS-9.4, AMB-23)", true
	case strings.HasPrefix(body, "Attach to target player's mainframe. "):
		rest := strings.TrimPrefix(body, "Attach to target player's mainframe. ")
		if startsWithAny(rest, triggerStarts) {
			return Triggered, "", "rule: a virus's attach instruction (NS-14.7) followed by a trigger word is a triggered ability", true
		}
	}
	return "", "", "", false
}
