package decklist

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/datafort/datafort/nsg/carddb"
)

var (
	// BBCode tags and Markdown decoration of NetrunnerDB's other exports.
	bbcodeRE   = regexp.MustCompile(`\[/?[a-zA-Z]+(=[^\]]*)?\]`)
	mdLinkRE   = regexp.MustCompile(`\[([^\]]+)\]\([^)]*\)`)
	mdBulletRE = regexp.MustCompile(`^[*\-+]\s+`)
	// Influence dots after a card line ("●●●●● ●").
	dotsRE = regexp.MustCompile(`[\s•●○◦·]+$`)
	// A section header: "Event (6)", "Code Gate (4)", "###Agenda (11)".
	headerRE = regexp.MustCompile(`^#*\s*([A-Za-z][A-Za-z &/-]*?)\s*\((\d+)\)\s*:?$`)
	// NetrunnerDB's summary lines.
	summaryREs = []*regexp.Regexp{
		regexp.MustCompile(`(?i)^\d+ influence spent\b`),
		regexp.MustCompile(`(?i)^\d+ agenda points?\b`),
		regexp.MustCompile(`(?i)^\d+ cards \(`),
		regexp.MustCompile(`(?i)^cards up to\b`),
		regexp.MustCompile(`(?i)^decklist published\b`),
		regexp.MustCompile(`(?i)^deck built on\b`),
	}
	// Counts: "3 Title", "3x Title", "3 x Title", "x3 Title", "Title x3".
	countFirstRE = regexp.MustCompile(`^(\d+)\s*[xX×]?\s+(\S.*)$`)
	xCountRE     = regexp.MustCompile(`^[xX×](\d+)\s+(\S.*)$`)
	countLastRE  = regexp.MustCompile(`^(\S.*?)\s+[xX×](\d+)$`)
	// The product after a title: "Sure Gamble (System Gateway)".
	productRE = regexp.MustCompile(`\s*_?\([^()]*\)_?$`)
)

// Parse reads a deck list. It never fails: what it cannot read becomes a
// problem of the list (List.Problems), and Check reports it with the rest.
func Parse(text string) *List {
	l := &List{}
	if len(text) > MaxTextSize {
		cut := strings.LastIndexByte(text[:MaxTextSize], '\n')
		if cut < 0 {
			cut = 0
		}
		n := strings.Count(text[:cut], "\n") + 1
		text = text[:cut]
		l.Problems = append(l.Problems, Problem{Lines: []int{n}, Rule: RuleSyntax,
			Msg: fmt.Sprintf("the list is longer than %d bytes; the rest is not read", MaxTextSize)})
	}
	content := 0 // lines with something on them, so far
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		line := strings.TrimSpace(strings.TrimPrefix(raw, "\ufeff"))
		if line == "" {
			continue
		}
		if len(line) > MaxLineLen {
			l.Problems = append(l.Problems, Problem{Lines: []int{n}, Rule: RuleSyntax,
				Msg: fmt.Sprintf("the line is longer than %d bytes", MaxLineLen)})
			continue
		}
		if strings.HasPrefix(line, "//") {
			continue
		}
		line = undecorate(line)
		if headerRE.MatchString(line) {
			if _, ok := resolve(line); !ok {
				continue
			}
		}
		if strings.HasPrefix(line, "#") || line == "" || isSummary(line) {
			continue // a comment, a Markdown heading, a summary line
		}
		content++
		l.read(n, line, content == 1)
	}
	return l
}

// undecorate takes BBCode, Markdown and influence dots off a line.
func undecorate(line string) string {
	line = bbcodeRE.ReplaceAllString(line, "")
	line = mdLinkRE.ReplaceAllString(line, "$1")
	line = mdBulletRE.ReplaceAllString(line, "")
	line = dotsRE.ReplaceAllString(line, "")
	return strings.TrimSpace(line)
}

func isSummary(line string) bool {
	for _, re := range summaryREs {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}

// read reads one line that is neither blank nor a comment, header or
// summary; first says whether it is the list's first line with something
// on it (where NetrunnerDB writes the deck's name).
func (l *List) read(n int, line string, first bool) {
	if c, ok := resolve(line); ok {
		l.add(Entry{Line: n, Count: 1, Card: c, Written: line})
		return
	}
	count, title, counted := splitCount(line)
	if !counted {
		if first {
			l.Name = line
			return
		}
		l.unknown(n, line)
		return
	}
	if count < 1 || count > MaxCount {
		l.Problems = append(l.Problems, Problem{Lines: []int{n}, Rule: RuleSyntax,
			Msg: fmt.Sprintf("%d copies of %q: a count is 1 to %d", count, title, MaxCount)})
		return
	}
	c, ok := resolve(title)
	if !ok {
		l.unknown(n, title)
		return
	}
	l.add(Entry{Line: n, Count: count, Card: c, Written: title})
}

func (l *List) add(e Entry) {
	if e.Card.Type == carddb.Identity {
		l.Identities = append(l.Identities, e)
		return
	}
	l.Cards = append(l.Cards, e)
}

func (l *List) unknown(n int, title string) {
	msg := fmt.Sprintf("%q is not a card of Datafort's NSG card data (System Gateway, System Update 2021 and the cards of Rules Update 24.09)", title)
	if s, ok := suggest(title); ok {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	l.Problems = append(l.Problems, Problem{Lines: []int{n}, Rule: RuleUnknownCard, Msg: msg})
}

// splitCount splits a card line into its count and title.
func splitCount(line string) (int, string, bool) {
	for _, f := range []func() (string, string, bool){
		func() (string, string, bool) { return match2(countFirstRE, line, 1, 2) },
		func() (string, string, bool) { return match2(xCountRE, line, 1, 2) },
		func() (string, string, bool) { return match2(countLastRE, line, 2, 1) },
	} {
		if num, title, ok := f(); ok {
			n, err := strconv.Atoi(num)
			if err != nil {
				n = MaxCount + 1 // too many digits
			}
			return n, strings.TrimSpace(title), true
		}
	}
	return 0, "", false
}

func match2(re *regexp.Regexp, s string, num, title int) (string, string, bool) {
	m := re.FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	return m[num], m[title], true
}

// resolve finds the card a title names: as carddb.Lookup finds it, then
// without a product in parentheses after it, then an identity by the part
// of its title before the colon ("The Catalyst").
func resolve(title string) (*carddb.Card, bool) {
	if c, ok := carddb.Lookup(title); ok {
		return c, true
	}
	bare := strings.TrimSpace(productRE.ReplaceAllString(title, ""))
	if bare == "" {
		return nil, false
	}
	if c, ok := carddb.Lookup(bare); ok {
		return c, true
	}
	if bare == title && strings.ContainsAny(bare, "()") {
		return nil, false
	}
	c, ok := shortNames()[carddb.Slug(bare)]
	return c, ok && c != nil
}
