package onr_test

import (
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/datafort/datafort/onr"
)

// The rules code names no card (onr/def.go): what a card does is in its
// definition (onr/cards), built from the shared vocabulary. Comments may
// cite a card as an example; code may not: no string literal holds an
// implemented card's title, and no identifier spells one.

// cnWords splits an identifier into its words: at an underscore, at a
// lower-case letter or digit followed by an upper-case one, and before the
// last upper-case letter of a run followed by a lower-case one
// ("HQMole" is HQ, Mole; "wallOfStatic" is wall, Of, Static).
func cnWords(id string) []string {
	var out []string
	rs := []rune(id)
	start := 0
	flush := func(end int) {
		if w := strings.Trim(string(rs[start:end]), "_"); w != "" {
			out = append(out, w)
		}
		start = end
	}
	for i := 1; i < len(rs); i++ {
		prev, r := rs[i-1], rs[i]
		switch {
		case r == '_':
			flush(i)
		case unicode.IsUpper(r) && (unicode.IsLower(prev) || unicode.IsDigit(prev)):
			flush(i)
		case unicode.IsUpper(r) && unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1]):
			flush(i)
		}
	}
	flush(len(rs))
	return out
}

// cnSpelling is how an identifier would spell title: its letters and
// digits, lower-cased, and whether an identifier can spell it at all.
// "Wizard's Book" is spelt wizardsbook (WizardsBook, wizardsBook), a
// trademark sign is no part of a name ("Dropp™" is dropp); a title holding
// other punctuation ("Score!", "Shock.r") cannot be an identifier, and
// its letters alone make a word of the rules (score), so it is checked in
// string literals only.
func cnSpelling(title string) (string, bool) {
	var b strings.Builder
	for _, r := range strings.TrimRight(title, "™") {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		case r == ' ' || r == '\'' || r == '-':
		default:
			return "", false
		}
	}
	return b.String(), b.Len() > 0
}

// cnSpells reports whether some run of the words of identifier id spells s.
func cnSpells(id, s string) bool {
	w := cnWords(id)
	for i := range w {
		var b strings.Builder
		for _, x := range w[i:] {
			b.WriteString(strings.ToLower(x))
			if b.Len() >= len(s) {
				break
			}
		}
		if b.String() == s {
			return true
		}
	}
	return false
}

// cnFinding is a card title found in the code of a file.
type cnFinding struct {
	at    token.Position
	title string
	text  string
}

func (f cnFinding) String() string {
	return fmt.Sprintf("%s:%d: %s in %s", f.at.Filename, f.at.Line, f.title, f.text)
}

// cnOrdinaryWords are titles that are also ordinary words of the
// vocabulary's own names: the ice "Filter" and Ability.Filter, the cards an
// ability applies to. An identifier spelling one of them is not taken to
// name the card; a string literal holding it still is.
var cnOrdinaryWords = map[string]bool{"Filter": true}

// cnScan returns every string literal and identifier of the Go source src
// that holds or spells one of titles; comments are not scanned.
func cnScan(t *testing.T, name string, src []byte, titles []string) []cnFinding {
	t.Helper()
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(src))
	var s scanner.Scanner
	var errs scanner.ErrorList
	s.Init(file, src, errs.Add, 0) // mode 0: comments are skipped
	spelt := map[string]string{}
	for _, title := range titles {
		if sp, ok := cnSpelling(title); ok && !cnOrdinaryWords[title] {
			spelt[title] = sp
		}
	}
	var out []cnFinding
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch tok {
		case token.STRING, token.CHAR:
			text, err := strconv.Unquote(lit)
			if err != nil {
				t.Errorf("%s: cannot unquote %s: %v", fset.Position(pos), lit, err)
				continue
			}
			for _, title := range titles {
				if strings.Contains(text, title) {
					out = append(out, cnFinding{fset.Position(pos), title, "string " + lit})
				}
			}
		case token.IDENT:
			for _, title := range titles {
				if sp, ok := spelt[title]; ok && cnSpells(lit, sp) {
					out = append(out, cnFinding{fset.Position(pos), title, "identifier " + lit})
				}
			}
		}
	}
	if errs.Len() > 0 {
		t.Errorf("%s: %v", name, errs.Err())
	}
	return out
}

func TestNoCardNamesInTheRules(t *testing.T) {
	titles := onr.Implemented()

	t.Run("the scan finds a title in a string literal and an identifier, and not in a comment", func(t *testing.T) {
		src := []byte(`package p

// Hammer and "Wall of Static" in a comment are fine.
var hammerCost = "Wall of Static"
var wizardsBook, dataWall, DROPP_USED, score, HQMoleBits = 1, 2, 3, 4, 5
var imports, implemented, hammering, datawalls = "Imp", 0, 0, 0 /* Tutor */
`)
		var got []string
		for _, f := range cnScan(t, "p.go", src, []string{"Hammer", "Wall of Static", "Wizard's Book", "Data Wall", "Dropp™", "Score!", "HQ Mole", "Imp", "Tutor"}) {
			got = append(got, fmt.Sprintf("%d %s", f.at.Line, f.text))
		}
		want := []string{
			"4 identifier hammerCost", `4 string "Wall of Static"`,
			"5 identifier wizardsBook", "5 identifier dataWall", "5 identifier DROPP_USED", "5 identifier HQMoleBits",
			`6 string "Imp"`,
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})

	t.Run("no implemented card title appears in the code of the rules package", func(t *testing.T) {
		if len(titles) == 0 {
			t.Fatalf("no implemented card")
		}
		names, err := filepath.Glob("*.go") // the rules package, not onr/cards
		if err != nil {
			t.Fatal(err)
		}
		scanned := 0
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			scanned++
			for _, f := range cnScan(t, name, src, titles) {
				t.Errorf("%s: the rules code names a card", f)
			}
		}
		if scanned == 0 {
			t.Fatalf("no source file in the working directory")
		}
	})
}
