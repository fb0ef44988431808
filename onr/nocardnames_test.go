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
	"github.com/datafort/datafort/onr/carddb"
)

// The rules code names no card (onr/def.go): what a card does is in its
// definition (onr/cards), built from the shared vocabulary. Comments may
// cite a card as an example; code may not: no string literal holds an
// implemented card's title, no identifier spells one, and no identifier
// holds a word of a printed title unless the word is also one of the rules
// (testdata/rules-vocabulary.txt).

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

// cnVocabularyFile lists the words of card titles that are words of the
// rules too, and so may make up an identifier of the rules code.
const cnVocabularyFile = "testdata/rules-vocabulary.txt"

// cnTitleWords returns the words of titles that an identifier could hold:
// each word (titles split at spaces and hyphens) spelt as cnSpelling
// spells a title, and a possessive also without its "'s" ("Pattel's" is
// pattels and pattel), mapped to the titles that hold it. A word of one
// letter ("I", "'n'") names nothing and is left out.
func cnTitleWords(titles []string) map[string][]string {
	out := map[string][]string{}
	for _, title := range titles {
		seen := map[string]bool{}
		for _, w := range strings.FieldsFunc(title, func(r rune) bool { return r == ' ' || r == '-' }) {
			forms := []string{w}
			if base, ok := strings.CutSuffix(w, "'s"); ok {
				forms = append(forms, base)
			}
			for _, f := range forms {
				var b strings.Builder
				for _, r := range f {
					if unicode.IsLetter(r) || unicode.IsDigit(r) {
						b.WriteRune(unicode.ToLower(r))
					}
				}
				if sp := b.String(); len([]rune(sp)) > 1 && !seen[sp] {
					seen[sp] = true
					out[sp] = append(out[sp], title)
				}
			}
		}
	}
	return out
}

// cnReadVocabulary reads the list of cnVocabularyFile: a word a line,
// lower-cased, with an optional comment after '#'; lines holding only a
// comment and blank lines are skipped. It returns each word with its line.
func cnReadVocabulary(t *testing.T, name string) map[string]int {
	t.Helper()
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatalf("the rules vocabulary: %v", err)
	}
	out := map[string]int{}
	for i, line := range strings.Split(string(src), "\n") {
		w, _, _ := strings.Cut(line, "#")
		w = strings.TrimSpace(w)
		switch {
		case w == "":
		case strings.ToLower(w) != w || strings.ContainsAny(w, " \t"):
			t.Errorf("%s:%d: %q is not one lower-case word", name, i+1, w)
		case out[w] > 0:
			t.Errorf("%s:%d: %q is listed already at line %d", name, i+1, w, out[w])
		default:
			out[w] = i + 1
		}
	}
	return out
}

// cnWordScan returns every identifier of the Go source src holding a word
// of a title (words, from cnTitleWords) that is not in vocabulary: the
// identifier's words (cnWords), lower-cased, each also without a plural
// "s" ("Shells" holds shell).
func cnWordScan(t *testing.T, name string, src []byte, words map[string][]string, vocabulary map[string]int) []cnFinding {
	t.Helper()
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(src))
	var s scanner.Scanner
	var errs scanner.ErrorList
	s.Init(file, src, errs.Add, 0) // mode 0: comments are skipped
	var out []cnFinding
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok != token.IDENT {
			continue
		}
		for _, w := range cnWords(lit) {
			w = strings.ToLower(w)
			titles, ok := words[w]
			if !ok {
				w = strings.TrimSuffix(w, "s")
				titles, ok = words[w]
			}
			if ok && vocabulary[w] == 0 {
				out = append(out, cnFinding{fset.Position(pos), titles[0], fmt.Sprintf("identifier %s (the word %q, not in %s)", lit, w, cnVocabularyFile)})
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

	// Words of every printed title, implemented or not, so that
	// implementing a card never makes the rules code fail this test.
	var printed []string
	for _, c := range carddb.All() {
		printed = append(printed, c.Title)
	}
	words := cnTitleWords(printed)
	vocabulary := cnReadVocabulary(t, cnVocabularyFile)

	t.Run("every word of the rules vocabulary is a word of a printed title", func(t *testing.T) {
		if len(vocabulary) == 0 {
			t.Fatalf("%s lists no word", cnVocabularyFile)
		}
		for w, line := range vocabulary {
			if _, ok := words[w]; !ok {
				t.Errorf("%s:%d: %q is no word of a title: it need not be listed", cnVocabularyFile, line, w)
			}
		}
	})

	t.Run("an identifier built from a title word not in the rules vocabulary names a card", func(t *testing.T) {
		src := []byte(`package p

// PattelCounter in a comment is fine.
var PattelCounter, SetAsideWithShell, VerbRemoveShell, RemoveShellCounter, hasShellsLeft = 1, 2, 3, 4, 5
var RunnerBits, iceOfFort, VirusOnBrokenIce, Deckbuilding = "Pattel's Virus", 6, 7, 8
`)
		var got []string
		for _, f := range cnWordScan(t, "p.go", src, words, vocabulary) {
			got = append(got, fmt.Sprintf("%d %s", f.at.Line, f.text))
		}
		in := " (the word %q, not in " + cnVocabularyFile + ")"
		want := []string{
			"4 identifier PattelCounter" + fmt.Sprintf(in, "pattel"),
			"4 identifier SetAsideWithShell" + fmt.Sprintf(in, "shell"),
			"4 identifier VerbRemoveShell" + fmt.Sprintf(in, "shell"),
			"4 identifier RemoveShellCounter" + fmt.Sprintf(in, "shell"),
			"4 identifier hasShellsLeft" + fmt.Sprintf(in, "shell"),
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})

	t.Run("no identifier of the rules package holds a title word that is not in the rules vocabulary", func(t *testing.T) {
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
			for _, f := range cnWordScan(t, name, src, words, vocabulary) {
				t.Errorf("%s: the rules code names a card by a word of its title (name what it does)", f)
			}
		}
		if scanned == 0 {
			t.Fatalf("no source file in the working directory")
		}
	})
}
