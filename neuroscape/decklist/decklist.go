// Package decklist reads Neuroscape deck lists in a text form and checks
// them against the deck-construction rules (NS-21, NS-22.4), reporting every
// problem at once, each with its line and the rule it breaks.
//
// A list names one mainframe, the cyberdeck, the RAM deck and optionally a
// sideboard:
//
//	# Hacker / Dustrunner tempo
//	Mainframe: MELTDOWN
//
//	Cyberdeck:
//	4 HEX, CODEMANCER
//	4x Admin              // names match ignoring case and punctuation
//
//	RAM deck:
//	25 Basic RAM
//
//	Sideboard:
//	2 Delete
//
// Comments start with "#" or "//" at the start of a line or after
// whitespace. A section header is a line "Cyberdeck:", "Deck:",
// "Mainframe:", "RAM deck:", "RAM:" or "Sideboard:" (the colon may be left
// out); the lines after it belong to that section until the next header.
// Lines before any header belong to the cyberdeck. A header followed by a
// name on the same line ("Mainframe: MELTDOWN", "RAM deck: 25 Basic RAM")
// is one entry of that section and does not change the current section.
// Every other line is "COUNT NAME" or "COUNTx NAME"; in the mainframe
// section the count may be left out. A name is a card name of the Genesis
// card data (neuroscape/carddb), matched as carddb.Lookup matches, or its
// code ("GEN-12").
//
// Sizes count every line of a section as written, a misspelt name or a
// card in the wrong section among them, so that one mistake is reported
// once and not again as a deck too small.
//
// Faction requirements are not part of deck construction: the rules check
// them only when a card is played (NS-11.2). Read reports instead, as a
// warning, a card whose requirement no other card of the deck could ever
// meet, and a tarot in a deck without a Mystic character (NS-14.3).
//
// Advanced RAM (NS-21.3) has no card data yet (AMB-12): the caller names
// the advanced RAM cards it knows (Options.AdvancedRAM), which are counted
// in the RAM deck's composition and nowhere else.
package decklist

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/datafort/datafort/deck"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Limits of the input and of the deck (NS-21.1, NS-21.3).
const (
	MaxFileSize = 1 << 20 // bytes in a list
	MaxLineLen  = 1000    // bytes in a line, without its line ending
	MaxCount    = 255     // copies in one entry

	MinCyberdeck     = 50  // cards in a cyberdeck, at least
	MaxCyberdeck     = 255 // cards in a cyberdeck, at most
	RAMDeckSize      = 25  // RAM cards in a RAM deck, exactly
	MaxAdvancedRAM   = 5   // advanced RAM in a RAM deck, at most
	DefaultSideboard = 10  // sideboard cards, at most, unless Options says otherwise
	DefaultCopyLimit = 4   // copies of a card in cyberdeck and sideboard together
	requirementIcons = 1   // icons of a requirement whose count is unknown (NS-11.4)
)

// Options adjust what Read accepts. The zero value checks the rules as
// NS-21 states them, with every card of the data counted as implemented.
type Options struct {
	// Implemented reports whether the caller's engine can play the card
	// of this name (a card data name, or a name of AdvancedRAM). Nil: every
	// card is implemented. A card it refuses is reported as not
	// implemented yet, apart from names that are no card at all.
	Implemented func(name string) bool
	// AdvancedRAM names the advanced RAM cards the caller knows (no card
	// data has any, AMB-12). They may appear in the RAM deck only.
	AdvancedRAM []string
	// MaxSideboard is the largest sideboard accepted; 0 means
	// DefaultSideboard (AMB-57 keeps it configurable).
	MaxSideboard int
}

// Entry is one line of a deck list that names cards.
type Entry struct {
	Section  Section
	Count    int
	Name     string       // as written, runs of spaces collapsed
	Line     int          // 1-based line number
	Card     *carddb.Card // the card named, nil for an advanced RAM or an unknown name
	Advanced bool         // an advanced RAM of Options.AdvancedRAM
}

// Deck is a legal deck, its cards expanded in list order.
type Deck struct {
	Name        string         // the file name or label given to Read
	Mainframe   *carddb.Card   // the one mainframe
	Cyberdeck   []*carddb.Card // 50 to 255 cards
	BasicRAM    int            // Basic RAM cards in the RAM deck
	AdvancedRAM []string       // advanced RAM cards in the RAM deck, by name, each copy once
	Sideboard   []*carddb.Card // 0 to the sideboard limit
	Entries     []Entry        // every entry as read
}

// Result is what Read found: the deck when the list is legal, and every
// problem. Errors and warnings are *deck.Error values: "FILE:LINE: MSG
// (RULE)", Line 0 when the problem is no one line's, Err one of the Err…
// or Warn… causes of this package.
type Result struct {
	Deck     *Deck         // nil when there are errors
	Errors   []*deck.Error // problems that make the list illegal or unplayable, by line
	Warnings []*deck.Error // legal, but some card could never be played as it is
}

// Err returns the errors as one error, one per line, or nil.
func (r Result) Err() error {
	if len(r.Errors) == 0 {
		return nil
	}
	msgs := make([]string, len(r.Errors))
	for i, e := range r.Errors {
		msgs[i] = e.Error()
	}
	return &ListError{Problems: r.Errors, text: strings.Join(msgs, "\n")}
}

// ListError is every error of a deck list, as Result.Err returns it.
type ListError struct {
	Problems []*deck.Error
	text     string
}

// Error returns the problems' messages, one a line.
func (e *ListError) Error() string { return e.text }

// Unwrap returns the problems, so that errors.Is finds each cause.
func (e *ListError) Unwrap() []error {
	out := make([]error, len(e.Problems))
	for i, p := range e.Problems {
		out[i] = p
	}
	return out
}

// Read reads the deck list text, labelled file in messages, and checks it.
func Read(file, text string, opts Options) Result {
	r := &reader{file: file, opts: opts, advanced: map[string]string{}}
	for _, n := range opts.AdvancedRAM {
		r.advanced[carddb.Key(n)] = n
	}
	r.parse(text)
	r.resolve()
	r.checkDeck()
	return r.result()
}

type reader struct {
	file     string
	opts     Options
	advanced map[string]string // key → name of the advanced RAM cards
	entries  []Entry
	headers  map[Section]int // line of each section's first header
	errs     []*deck.Error
	warns    []*deck.Error
}

func (r *reader) fail(line int, rule string, cause error, format string, args ...any) {
	r.errs = append(r.errs, &deck.Error{File: r.file, Line: line, Rule: rule, Msg: fmt.Sprintf(format, args...), Err: cause})
}

func (r *reader) warn(line int, rule string, cause error, format string, args ...any) {
	r.warns = append(r.warns, &deck.Error{File: r.file, Line: line, Rule: rule, Msg: fmt.Sprintf(format, args...), Err: cause})
}

// parse splits the text into entries and reports malformed lines.
func (r *reader) parse(text string) {
	r.headers = map[Section]int{}
	if len(text) > MaxFileSize {
		r.fail(0, "", ErrTooLarge, "deck list is larger than %d bytes", MaxFileSize)
		return
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	section := Cyberdeck
	n := 0
	for raw := range strings.Lines(text) {
		n++
		raw = strings.TrimSuffix(strings.TrimSuffix(raw, "\n"), "\r")
		if len(raw) > MaxLineLen {
			r.fail(n, "", ErrTooLarge, "line is %d bytes long, more than %d", len(raw), MaxLineLen)
			continue
		}
		if !utf8.ValidString(raw) {
			r.fail(n, "", ErrSyntax, "line is not valid UTF-8")
			continue
		}
		line := strings.Join(strings.Fields(stripComment(raw)), " ")
		if line == "" {
			continue
		}
		if s, rest, ok := header(line); ok {
			if rest == "" {
				section = s
				if _, seen := r.headers[s]; !seen {
					r.headers[s] = n
				}
				continue
			}
			r.entry(n, s, rest)
			continue
		}
		r.entry(n, section, line)
	}
}

// header reports whether line is a section header, with the text after its
// colon.
func header(line string) (Section, string, bool) {
	head, rest, colon := strings.Cut(line, ":")
	s, ok := sectionHeaders[carddb.Key(head)]
	if !ok || (!colon && carddb.Key(head) != carddb.Key(line)) {
		return 0, "", false
	}
	return s, strings.TrimSpace(rest), true
}

// entry reads "COUNT NAME" (or a bare name in the mainframe section).
func (r *reader) entry(n int, s Section, line string) {
	first, name, _ := strings.Cut(line, " ")
	digits := strings.TrimSuffix(strings.TrimSuffix(first, "x"), "X")
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		if s == MainframeSection {
			r.entries = append(r.entries, Entry{Section: s, Count: 1, Name: line, Line: n})
			return
		}
		r.fail(n, "", ErrSyntax, "want COUNT NAME, as in \"4 HEX, CODEMANCER\"; %q is not a count", first)
		return
	}
	count, err := strconv.Atoi(digits)
	if err != nil || count < 1 || count > MaxCount {
		r.fail(n, "", ErrSyntax, "count %s is not between 1 and %d", first, MaxCount)
		return
	}
	if name == "" {
		r.fail(n, "", ErrSyntax, "missing card name after count %s", first)
		return
	}
	r.entries = append(r.entries, Entry{Section: s, Count: count, Name: name, Line: n})
}

// stripComment removes a comment starting with "#" or "//" at the start of
// s or after whitespace.
func stripComment(s string) string {
	for i := range len(s) {
		if (s[i] == '#' || strings.HasPrefix(s[i:], "//")) && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			return s[:i]
		}
	}
	return s
}

// resolve finds each entry's card and checks that its section may hold it
// and that the caller implements it.
func (r *reader) resolve() {
	for i := range r.entries {
		e := &r.entries[i]
		key := carddb.Key(e.Name)
		c, found := lookup(e.Name)
		adv, isAdvanced := r.advanced[key]
		switch {
		case isAdvanced && !found:
			if e.Section != RAMDeck {
				r.fail(e.Line, "NS-21.1", ErrWrongSection, "%s is an advanced RAM card; only the RAM deck holds RAM", adv)
				continue
			}
			e.Advanced = true
			r.implemented(e, adv)
			continue
		case !found:
			r.unknown(e)
			continue
		}
		e.Card = c
		switch {
		case e.Section == RAMDeck && c.Type != carddb.RAM:
			r.fail(e.Line, "NS-21.1", ErrWrongSection, "%s is a %s card; the RAM deck holds RAM cards only", c.Name, typeName(c))
		case e.Section == MainframeSection && c.Type != carddb.Mainframe:
			r.fail(e.Line, "NS-21.1", ErrWrongSection, "%s is a %s card, not a mainframe", c.Name, typeName(c))
		case (e.Section == Cyberdeck || e.Section == Sideboard) && c.Type == carddb.RAM:
			r.fail(e.Line, "NS-21.1", ErrWrongSection, "%s is RAM; RAM belongs in the RAM deck, never in the %s", c.Name, e.Section)
		case (e.Section == Cyberdeck || e.Section == Sideboard) && c.Type == carddb.Mainframe:
			r.fail(e.Line, "NS-21.1", ErrWrongSection, "%s is a mainframe; it belongs on a \"Mainframe:\" line, never in the %s", c.Name, e.Section)
		default:
			r.implemented(e, c.Name)
		}
	}
}

func (r *reader) implemented(e *Entry, name string) {
	if r.opts.Implemented != nil && !r.opts.Implemented(name) {
		r.fail(e.Line, "", ErrNotImplemented, "%s is in the card data but not implemented yet", name)
	}
}

func (r *reader) unknown(e *Entry) {
	msg := fmt.Sprintf("unknown card %q: no card of the Genesis card data has this name", e.Name)
	var extra []string // advanced RAM names are suggested in the RAM deck only
	if e.Section == RAMDeck {
		extra = r.opts.AdvancedRAM
	}
	if s := suggest(e.Name, extra); len(s) > 0 {
		quoted := make([]string, len(s))
		for i, n := range s {
			quoted[i] = strconv.Quote(n)
		}
		msg += " (did you mean " + strings.Join(quoted, " or ") + "?)"
	}
	r.fail(e.Line, "", ErrUnknownCard, "%s", msg)
}

func typeName(c *carddb.Card) string {
	if c.Type == carddb.Gear {
		return "gear"
	}
	return strings.ToLower(string(c.Type))
}

// checkDeck checks the deck as a whole: one mainframe, the sizes, the RAM
// deck's composition and the copy limits.
func (r *reader) checkDeck() {
	var mainframes []Entry
	size := map[Section]int{}
	firstLine := map[Section]int{}
	advanced := 0
	for _, e := range r.entries {
		size[e.Section] += e.Count
		if _, ok := firstLine[e.Section]; !ok {
			firstLine[e.Section] = e.Line
		}
		if e.Section == MainframeSection && e.Card != nil && e.Card.Type == carddb.Mainframe {
			mainframes = append(mainframes, e)
		}
		if e.Advanced {
			advanced += e.Count
		}
	}
	at := func(s Section) int {
		if l, ok := r.headers[s]; ok {
			return l
		}
		return firstLine[s]
	}

	switch n := total(mainframes); {
	case n == 0 && size[MainframeSection] == 0:
		r.fail(0, "NS-21.1", ErrMainframeCount, "no mainframe: a deck has exactly 1 (write \"Mainframe: NAME\")")
	case n > 1 && len(mainframes) == 1:
		r.fail(mainframes[0].Line, "NS-21.1", ErrMainframeCount, "%d mainframes; a deck has exactly 1", n)
	case n > 1:
		for _, e := range mainframes[1:] {
			r.fail(e.Line, "NS-21.1", ErrMainframeCount, "a second mainframe, %s (line %d names %s); a deck has exactly 1", e.Card.Name, mainframes[0].Line, mainframes[0].Card.Name)
		}
	}

	if n := size[Cyberdeck]; n < MinCyberdeck || n > MaxCyberdeck {
		r.fail(at(Cyberdeck), "NS-21.1", ErrCyberdeckSize, "the cyberdeck has %d cards; it needs %d to %d", n, MinCyberdeck, MaxCyberdeck)
	}
	if n := size[RAMDeck]; n != RAMDeckSize {
		r.fail(at(RAMDeck), "NS-21.1", ErrRAMDeck, "the RAM deck has %d cards; it needs exactly %d, naming Basic RAM", n, RAMDeckSize)
	}
	if advanced > MaxAdvancedRAM {
		r.fail(at(RAMDeck), "NS-21.3", ErrRAMDeck, "the RAM deck has %d advanced RAM; at most %d may be advanced, the rest Basic RAM", advanced, MaxAdvancedRAM)
	}
	maxSide := cmp.Or(r.opts.MaxSideboard, DefaultSideboard)
	if n := size[Sideboard]; n > maxSide {
		r.fail(at(Sideboard), "NS-21.1", ErrSideboardSize, "the sideboard has %d cards; at most %d", n, maxSide)
	}
	r.checkCopies()
	r.checkPlayable()
}

func total(es []Entry) int {
	n := 0
	for _, e := range es {
		n += e.Count
	}
	return n
}

// checkCopies applies each card's copy limit to cyberdeck and sideboard
// together (NS-21.2); iconic cards have the same limit (NS-22.4).
func (r *reader) checkCopies() {
	lines := map[*carddb.Card][]Entry{}
	var order []*carddb.Card
	for _, e := range r.entries {
		if e.Card == nil || (e.Section != Cyberdeck && e.Section != Sideboard) || e.Card.Type == carddb.RAM || e.Card.Type == carddb.Mainframe {
			continue
		}
		if _, ok := lines[e.Card]; !ok {
			order = append(order, e.Card)
		}
		lines[e.Card] = append(lines[e.Card], e)
	}
	for _, c := range order {
		limit := DefaultCopyLimit
		if c.CopyLimit != nil {
			limit = *c.CopyLimit
		}
		es := lines[c]
		n := total(es)
		if limit == 0 || n <= limit {
			continue
		}
		rule := "NS-21.2"
		what := ""
		if c.Iconic {
			rule, what = "NS-21.2, NS-22.4", " (iconic cards have the same limit)"
		}
		where := ""
		if len(es) > 1 {
			parts := make([]string, len(es))
			for i, e := range es {
				parts[i] = fmt.Sprintf("%d on line %d (%s)", e.Count, e.Line, e.Section)
			}
			where = ": " + strings.Join(parts, ", ")
		}
		r.fail(es[0].Line, rule, ErrCopyLimit, "%d copies of %s in cyberdeck and sideboard together%s; at most %d%s", n, c.Name, where, limit, what)
	}
}

// persistent reports whether c stays in play face up once played, so that
// its faction icons give synergy (NS-10.2): characters, gear, and programs
// other than one-shots and trojans.
func persistent(c *carddb.Card) bool {
	switch c.Type {
	case carddb.Character, carddb.Gear:
		return true
	case carddb.Program:
		switch c.SubtypeName() {
		case "Protocol", "Virus", "Environment", "Datashard", "":
			return true
		}
	}
	return false
}

// checkPlayable warns of cyberdeck cards that the deck itself could never
// make playable: a faction requirement (NS-11, default 1 icon, NS-11.4)
// that no other persistent card of the deck gives, and a tarot without a
// Mystic character (NS-14.3). Neither is a deck-construction rule: both
// are checked only when the card is played (NS-11.2), where an opponent's
// environment may still help.
func (r *reader) checkPlayable() {
	givers := map[string]map[*carddb.Card]bool{} // faction → persistent cyberdeck cards carrying it
	mystic := false
	for _, e := range r.entries {
		if e.Card == nil || e.Section != Cyberdeck || !persistent(e.Card) {
			continue
		}
		for _, f := range e.Card.Factions {
			if givers[f] == nil {
				givers[f] = map[*carddb.Card]bool{}
			}
			givers[f][e.Card] = true
		}
		if e.Card.Type == carddb.Character && slices.Contains(e.Card.Factions, "Mystic") {
			mystic = true
		}
	}
	warned := map[*carddb.Card]bool{}
	for _, e := range r.entries {
		c := e.Card
		if c == nil || e.Section != Cyberdeck || warned[c] {
			continue
		}
		warned[c] = true
		if f := c.RequirementFaction; f != nil {
			others := len(givers[*f])
			if givers[*f][c] {
				others--
			}
			if others < requirementIcons {
				r.warn(e.Line, "NS-11.2", ErrWarnRequirement, "%s needs %s synergy when played, and no other persistent card of this cyberdeck gives it (only an environment in play could)", c.Name, *f)
			}
		}
		if c.SubtypeName() == "Tarot" && !mystic {
			r.warn(e.Line, "NS-14.3", ErrWarnTarot, "%s is a tarot; playing it needs a Mystic character in play, and this cyberdeck has none", c.Name)
		}
	}
}

func (r *reader) result() Result {
	order := func(a, b *deck.Error) int {
		la, lb := a.Line, b.Line
		if la == 0 {
			la = int(^uint(0) >> 1)
		}
		if lb == 0 {
			lb = int(^uint(0) >> 1)
		}
		return cmp.Compare(la, lb)
	}
	slices.SortStableFunc(r.errs, order)
	slices.SortStableFunc(r.warns, order)
	res := Result{Errors: r.errs, Warnings: r.warns}
	if len(r.errs) > 0 {
		return res
	}
	d := &Deck{Name: r.file, Entries: r.entries}
	for _, e := range r.entries {
		for range e.Count {
			switch {
			case e.Section == MainframeSection:
				d.Mainframe = e.Card
			case e.Section == Cyberdeck:
				d.Cyberdeck = append(d.Cyberdeck, e.Card)
			case e.Section == Sideboard:
				d.Sideboard = append(d.Sideboard, e.Card)
			case e.Advanced:
				d.AdvancedRAM = append(d.AdvancedRAM, r.advanced[carddb.Key(e.Name)])
			default:
				d.BasicRAM++
			}
		}
	}
	res.Deck = d
	return res
}
