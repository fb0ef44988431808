package onr_test

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

// Every enumeration of package onr is defined in enums.go, with explicit
// values that are saved in game states and so never renumbered or reused
// (see the head of enums.go). These tests read the package's source with
// go/types, so that a constant added anywhere, written with iota or a
// conversion, is found.

// enumFile is the one file that declares the enumerations.
const enumFile = "enums.go"

// enumTypes are the enumerations, named as onrTypeName writes them: the
// types of package onr, and the kernel types whose ONR values enums.go
// declares (occurrences, modifiers, frame kinds).
var enumTypes = []string{
	"Role", "Zone", "Central", "Phase", "Kind", "Timing", "Presence", "Count", "DamageKind", "Use",
	"kernel.EventType", "kernel.ModKind", "kernel.FrameKind", "kernel.CostKind", "Msg",
}

// enumStringers are the String methods of enumerations, called on every
// value of their type.
var enumStringers = map[string]func(v int64) string{
	"Role":       func(v int64) string { return onr.Role(v).String() },
	"Zone":       func(v int64) string { return onr.Zone(v).String() },
	"DamageKind": func(v int64) string { return onr.DamageKind(v).String() },
}

// onrSource is package onr as go/types sees it: its non-test files, type
// checked.
type onrSource struct {
	fset  *token.FileSet
	files []*ast.File
	pkg   *types.Package
	info  *types.Info
}

func loadOnrSource(t *testing.T) *onrSource {
	t.Helper()
	src := &onrSource{fset: token.NewFileSet(), info: &types.Info{Defs: map[*ast.Ident]types.Object{}}}
	names, err := filepath.Glob("*.go") // the test runs in the package's directory
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(src.fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "onr" {
			continue
		}
		src.files = append(src.files, f)
	}
	if len(src.files) == 0 {
		t.Fatalf("no source files of package onr in the working directory")
	}
	conf := types.Config{Importer: importer.ForCompiler(src.fset, "source", nil)}
	src.pkg, err = conf.Check("github.com/datafort/datafort/onr", src.fset, src.files, src.info)
	if err != nil {
		t.Fatalf("type-checking package onr: %v", err)
	}
	return src
}

// typeName names typ relative to package onr: "Zone", "kernel.EventType".
func (src *onrSource) typeName(typ types.Type) string {
	return types.TypeString(typ, func(p *types.Package) string {
		if p == src.pkg {
			return ""
		}
		return p.Name()
	})
}

// enumConst is a constant of an enumeration type.
type enumConst struct {
	name  string
	typ   string
	value int64
	at    token.Position
}

func (c enumConst) String() string {
	return fmt.Sprintf("%s:%d: %s %s = %d", filepath.Base(c.at.Filename), c.at.Line, c.name, c.typ, c.value)
}

// enumConsts returns every constant of package onr, package-level or
// local, whose type is an enumeration, by type, in source order.
func (src *onrSource) enumConsts(t *testing.T) map[string][]enumConst {
	t.Helper()
	out := map[string][]enumConst{}
	for id, obj := range src.info.Defs {
		c, ok := obj.(*types.Const)
		if !ok {
			continue
		}
		typ := src.typeName(c.Type())
		if !slices.Contains(enumTypes, typ) {
			continue
		}
		v, exact := constant.Int64Val(constant.ToInt(c.Val()))
		if !exact {
			t.Errorf("%s: %s has the value %s, not an integer", src.fset.Position(id.Pos()), c.Name(), c.Val())
		}
		out[typ] = append(out[typ], enumConst{c.Name(), typ, v, src.fset.Position(id.Pos())})
	}
	for _, cs := range out {
		sort.Slice(cs, func(i, j int) bool {
			a, b := cs[i].at, cs[j].at
			return a.Filename < b.Filename || a.Filename == b.Filename && a.Offset < b.Offset
		})
	}
	return out
}

func TestEnumerations(t *testing.T) {
	src := loadOnrSource(t)
	consts := src.enumConsts(t)

	t.Run("every enumeration type of package onr is declared in enums.go", func(t *testing.T) {
		for _, name := range enumTypes {
			if strings.Contains(name, ".") {
				continue // a kernel type: only its ONR values are declared here
			}
			obj, ok := src.pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok {
				t.Errorf("package onr declares no type %s", name)
				continue
			}
			if at := src.fset.Position(obj.Pos()); filepath.Base(at.Filename) != enumFile {
				t.Errorf("%s:%d: type %s is declared outside %s", at.Filename, at.Line, name, enumFile)
			}
		}
	})

	t.Run("every enumeration has values", func(t *testing.T) {
		for _, name := range enumTypes {
			if len(consts[name]) == 0 {
				t.Errorf("no constant of type %s: is the list of enumerations of this test out of date?", name)
			}
		}
	})

	t.Run("every constant of an enumeration type is declared in enums.go", func(t *testing.T) {
		for _, name := range enumTypes {
			for _, c := range consts[name] {
				if filepath.Base(c.at.Filename) != enumFile {
					t.Errorf("%s: a value of an enumeration declared outside %s", c, enumFile)
				}
			}
		}
	})

	t.Run("no two constants of an enumeration type have the same value", func(t *testing.T) {
		for _, name := range enumTypes {
			by := map[int64]enumConst{}
			for _, c := range consts[name] {
				if other, dup := by[c.value]; dup {
					t.Errorf("%s and %s: the same value %d of %s", other, c, c.value, name)
				}
				by[c.value] = c
			}
		}
	})

	t.Run("every name table of enums.go names each value of its type once, and nothing else", func(t *testing.T) {
		tables := onr.NameTablesForTest()
		// Every table of enums.go is among those checked.
		for _, f := range src.files {
			if filepath.Base(src.fset.Position(f.Pos()).Filename) != enumFile {
				continue
			}
			for _, decl := range f.Decls {
				gd, ok := decl.(*ast.GenDecl)
				if !ok || gd.Tok != token.VAR {
					continue
				}
				for _, spec := range gd.Specs {
					for _, n := range spec.(*ast.ValueSpec).Names {
						if _, ok := tables[n.Name]; strings.HasSuffix(n.Name, "Names") && !ok {
							t.Errorf("%s declares the name table %s, which NameTablesForTest (export_test.go) does not give", enumFile, n.Name)
						}
					}
				}
			}
		}
		for table, nt := range tables {
			if !slices.Contains(enumTypes, nt.Type) {
				t.Errorf("%s names values of %s, not an enumeration", table, nt.Type)
				continue
			}
			values := map[int64]enumConst{}
			for _, c := range consts[nt.Type] {
				values[c.value] = c
				if n, ok := nt.Names[c.value]; !ok || n == "" {
					t.Errorf("%s: %s has no name in %s", c, c.name, table)
				}
			}
			named := map[string]int64{}
			for v, n := range nt.Names {
				if _, ok := values[v]; !ok {
					t.Errorf("%s names %d (%q), which is no value of %s", table, v, n, nt.Type)
				}
				if w, dup := named[n]; dup {
					t.Errorf("%s gives %d and %d the same name %q", table, w, v, n)
				}
				named[n] = v
			}
		}
	})

	t.Run("every String method of an enumeration names each value, no two alike", func(t *testing.T) {
		for _, name := range enumTypes {
			obj, ok := src.pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok {
				continue
			}
			if m, _, _ := types.LookupFieldOrMethod(obj.Type(), false, src.pkg, "String"); m == nil {
				continue
			}
			str, ok := enumStringers[name]
			if !ok {
				t.Errorf("%s has a String method that this test does not call: add it to enumStringers", name)
				continue
			}
			named := map[string]enumConst{}
			for _, c := range consts[name] {
				var s string
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%s: String panics: %v", c, r)
						}
					}()
					s = str(c.value)
				}()
				if s == "" {
					t.Errorf("%s: String returns nothing", c)
				}
				if other, dup := named[s]; dup {
					t.Errorf("%s and %s: String gives both %q", other, c, s)
				}
				named[s] = c
			}
		}
	})
}
