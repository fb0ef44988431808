package rulings

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// GoCheck is a Go test that checks a ruling.
type GoCheck struct {
	ID      string // the ruling, e.g. "R012"
	Skipped bool   // the test calls t.Skip: the engine does not do it yet
	Package string // the test's directory, relative to the repository root, in slash form
	Test    string // the test's name: TestX, or TestX/subtest name as written
}

// Name returns "package: Test".
func (c GoCheck) Name() string { return c.Package + ": " + c.Test }

// GoChecksFile is the name of the committed index of Go checks.
const GoChecksFile = "gochecks.txt"

const goChecksHeader = `# Go tests that check official ONR rulings, one line per ruling and test:
# id, ok or skip (the test calls t.Skip), the test's directory, the test.
# Generated from every *_test.go file of the repository; do not edit. After
# adding or renaming a test named after a ruling, run
#     go test ./onr/rulings -run TestGoChecksIndex -update
`

var (
	// An id in a test function's name: TestR012_BreakOrder, TestR010R011.
	idInFunc = regexp.MustCompile(`R[0-9]{3}`)
	// Ids at the start of a subtest or table row name: "R012 …",
	// "R010, R011: …".
	leadingIDs = regexp.MustCompile(`^(R[0-9]{3}(?:[ ,/&+]+R[0-9]{3})*)(?:$|[^0-9A-Za-z])`)
	anyID      = regexp.MustCompile(`R[0-9]{3}`)
)

// idsInName returns the ruling ids a subtest or table row name starts with.
func idsInName(name string) []string {
	m := leadingIDs.FindStringSubmatch(name)
	if m == nil {
		return nil
	}
	return anyID.FindAllString(m[1], -1)
}

// described reports whether name says something after its leading ids:
// "R012 breaking order" is a test case's name, "R012" alone may be data.
func described(name string) bool {
	m := leadingIDs.FindStringSubmatch(name)
	if m == nil {
		return false
	}
	rest := name[len(m[1]):]
	return rest != "" && strings.ContainsRune(" :,.-", rune(rest[0])) && strings.TrimLeft(rest, " :,.-") != ""
}

func idsInFunc(name string) []string {
	var out []string
	for _, m := range idInFunc.FindAllStringIndex(name, -1) {
		if m[1] == len(name) || name[m[1]] < '0' || name[m[1]] > '9' {
			out = append(out, name[m[0]:m[1]])
		}
	}
	return out
}

// ScanGoChecks finds the Go checks of rulings in every *_test.go file under
// root, skipping testdata, vendor and hidden directories. See the package
// comment for the names it recognises.
func ScanGoChecks(root string) ([]GoCheck, error) {
	var out []GoCheck
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		out = append(out, scanFile(f, filepath.ToSlash(rel))...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	sortChecks(out)
	return dedupe(out), nil
}

func sortChecks(cs []GoCheck) {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.ID != b.ID {
			return a.ID < b.ID
		}
		if a.Package != b.Package {
			return a.Package < b.Package
		}
		return a.Test < b.Test
	})
}

func dedupe(cs []GoCheck) []GoCheck {
	var out []GoCheck
	for i, c := range cs {
		if i > 0 && c.ID == cs[i-1].ID && c.Package == cs[i-1].Package && c.Test == cs[i-1].Test {
			out[len(out)-1].Skipped = out[len(out)-1].Skipped || c.Skipped
			continue
		}
		out = append(out, c)
	}
	return out
}

// scanFile finds the checks of one test file.
func scanFile(f *ast.File, pkg string) []GoCheck {
	var out []GoCheck
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || fn.Body == nil || !strings.HasPrefix(fn.Name.Name, "Test") || fn.Name.Name == "TestMain" {
			continue
		}
		test := fn.Name.Name
		skipped := skips(fn.Body)
		for _, id := range idsInFunc(test) {
			out = append(out, GoCheck{ID: id, Skipped: skipped, Package: pkg, Test: test})
		}
		out = append(out, scanBody(fn.Body, pkg, test, skipped)...)
	}
	return out
}

// scanBody finds subtests (t.Run with a literal name) and table rows named
// after rulings in body; prefix is the name of the enclosing test, skipped
// whether it skips before its subtests run.
func scanBody(body *ast.BlockStmt, pkg, prefix string, skipped bool) []GoCheck {
	var out []GoCheck
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			name, fl, ok := tRun(x)
			if !ok {
				return true
			}
			test := prefix + "/" + name
			sub := skipped || (fl != nil && skips(fl.Body))
			for _, id := range idsInName(name) {
				out = append(out, GoCheck{ID: id, Skipped: sub, Package: pkg, Test: test})
			}
			if fl != nil {
				out = append(out, scanBody(fl.Body, pkg, test, sub)...)
				return false
			}
		case *ast.CompositeLit:
			rows := tableRow(x, pkg, prefix)
			for i := range rows {
				rows[i].Skipped = rows[i].Skipped || skipped
			}
			out = append(out, rows...)
		}
		return true
	})
	return out
}

// tRun recognises X.Run("literal name", func…) and returns the name and the
// function literal, if the second argument is one.
func tRun(call *ast.CallExpr) (string, *ast.FuncLit, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Run" || len(call.Args) != 2 {
		return "", nil, false
	}
	name, ok := stringLit(call.Args[0])
	if !ok {
		return "", nil, false
	}
	fl, _ := call.Args[1].(*ast.FuncLit)
	return name, fl, true
}

func stringLit(e ast.Expr) (string, bool) {
	bl, ok := e.(*ast.BasicLit)
	if !ok || bl.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(bl.Value)
	return s, err == nil
}

// tableRow recognises a table-driven test case named after a ruling: a
// composite literal with a name field ({name: "R012 …", …}), a map entry
// with a literal key ("R012 …": …), or a positional literal whose first
// element is the name ({"R012 …", …}); the last two need words after the
// id, so that an id alone ("R012") stays data. A row with a non-empty skip field
// ({…, skip: "not implemented"}) counts as skipped.
func tableRow(cl *ast.CompositeLit, pkg, prefix string) []GoCheck {
	var out []GoCheck
	add := func(name string, skipped bool) {
		for _, id := range idsInName(name) {
			out = append(out, GoCheck{ID: id, Skipped: skipped, Package: pkg, Test: prefix + "/" + name})
		}
	}
	skipped := false
	var name string
	for i, el := range cl.Elts {
		switch kv := el.(type) {
		case *ast.KeyValueExpr:
			if key, ok := kv.Key.(*ast.Ident); ok {
				switch strings.ToLower(key.Name) {
				case "name", "desc", "title":
					if s, ok := stringLit(kv.Value); ok {
						name = s
					}
				case "skip", "todo":
					if s, ok := stringLit(kv.Value); ok && s != "" {
						skipped = true
					}
					if id, ok := kv.Value.(*ast.Ident); ok && id.Name == "true" {
						skipped = true
					}
				}
			} else if s, ok := stringLit(kv.Key); ok && described(s) {
				add(s, false) // a map entry keyed by the case name
			}
		default:
			if i == 0 {
				if s, ok := stringLit(el); ok && described(s) {
					name = s
				}
			}
		}
	}
	if name != "" {
		add(name, skipped)
	}
	return out
}

// skips reports whether body calls Skip, Skipf or SkipNow outside nested
// function literals (which are subtests or helpers with their own say).
func skips(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
				switch sel.Sel.Name {
				case "Skip", "Skipf", "SkipNow":
					found = true
					return false
				}
			}
		}
		return true
	})
	return found
}

// FormatGoChecks renders the index file.
func FormatGoChecks(cs []GoCheck) string {
	var b strings.Builder
	b.WriteString(goChecksHeader)
	for _, c := range cs {
		status := "ok"
		if c.Skipped {
			status = "skip"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", c.ID, status, c.Package, c.Test)
	}
	return b.String()
}

// ParseGoChecks reads the index file.
func ParseGoChecks(text string) ([]GoCheck, error) {
	var out []GoCheck
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.SplitN(line, "\t", 4)
		if len(f) != 4 || (f[1] != "ok" && f[1] != "skip") {
			return nil, fmt.Errorf("%s:%d: want id, ok or skip, directory and test, separated by tabs", GoChecksFile, n)
		}
		out = append(out, GoCheck{ID: f[0], Skipped: f[1] == "skip", Package: f[2], Test: f[3]})
	}
	return out, sc.Err()
}

// GoChecks returns the committed index of Go checks.
func GoChecks() ([]GoCheck, error) { return ParseGoChecks(goChecksText) }

// ParseNotTestable reads not-testable.tsv: one "id<TAB>reason" per line;
// blank lines and lines starting with # are ignored.
func ParseNotTestable(text string) (map[string]string, error) {
	out := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, reason, ok := strings.Cut(line, "\t")
		id, reason = strings.TrimSpace(id), strings.TrimSpace(reason)
		switch {
		case !ok || reason == "":
			return nil, fmt.Errorf("not-testable.tsv:%d: want the ruling id, a TAB and the reason it cannot be tested", n)
		case !ValidID(id):
			return nil, fmt.Errorf("not-testable.tsv:%d: %q is not a ruling id (R001 to R525)", n, id)
		case out[id] != "":
			return nil, fmt.Errorf("not-testable.tsv:%d: %s is listed twice", n, id)
		}
		out[id] = reason
	}
	return out, sc.Err()
}

// NotTestableReasons returns the committed list of rulings that cannot be tested,
// with the reasons.
func NotTestableReasons() (map[string]string, error) { return ParseNotTestable(notTestableText) }
