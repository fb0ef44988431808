package cards_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// A card counts as done only with a test that plays its text: every
// implemented card must have a subtest in this package whose name starts
// with "<title>:". The names are read from the test sources themselves, so
// the list cannot drift from the tests.
func TestEveryImplementedCardHasATest(t *testing.T) {
	names := subtestNames(t)
	if len(names) == 0 {
		t.Fatal("no subtest names found in the test sources")
	}
	var missing []string
	for _, title := range onr.Implemented() {
		found := false
		for _, n := range names {
			if strings.HasPrefix(n, title+":") {
				found = true
				break
			}
		}
		if !found {
			missing = append(missing, title)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d implemented cards have no subtest named \"<title>: …\": %q", len(missing), missing)
	}
}

// subtestNames returns the names of the subtests of this package's test
// files: the string literals passed to t.Run, and, where t.Run is given a
// field of a table row (t.Run(tc.name, …)), that field's string literal in
// every row of the package's tables of anonymous structs.
func subtestNames(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	fields := map[string]bool{} // table fields used as subtest names
	var names []string
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Run" {
				return true
			}
			switch a := call.Args[0].(type) {
			case *ast.BasicLit:
				if s, ok := stringLit(a); ok {
					names = append(names, s)
				}
			case *ast.SelectorExpr:
				fields[a.Sel.Name] = true
			}
			return true
		})
	}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			arr, ok := lit.Type.(*ast.ArrayType)
			if !ok {
				return true
			}
			st, ok := arr.Elt.(*ast.StructType)
			if !ok {
				return true
			}
			var order []string // field names in declaration order
			for _, fl := range st.Fields.List {
				for _, id := range fl.Names {
					order = append(order, id.Name)
				}
			}
			for _, e := range lit.Elts {
				row, ok := e.(*ast.CompositeLit)
				if !ok {
					continue
				}
				for i, v := range row.Elts {
					field := ""
					if kv, ok := v.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							field = id.Name
						}
						v = kv.Value
					} else if i < len(order) {
						field = order[i]
					}
					if !fields[field] {
						continue
					}
					if bl, ok := v.(*ast.BasicLit); ok {
						if s, ok := stringLit(bl); ok {
							names = append(names, s)
						}
					}
				}
			}
			return true
		})
	}
	sort.Strings(names)
	return names
}

func stringLit(b *ast.BasicLit) (string, bool) {
	if b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}
