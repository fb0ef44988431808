package onr_test

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The payment files: the only places where bits or actions leave a
// player's pools. values.go holds ONR's registry of cost parts
// (kernel.Costs) and its handlers, and the losses that are not costs (bits
// lost, actions forgone: ONR-18.1.1, 6.5.1); restricted.go payRestricted,
// the handler of bits paid for one use, restricted bits first. Every
// payment goes through the registry.
var paymentFiles = map[string]bool{"values.go": true, "restricted.go": true}

// The pools of a player (fields of onr.Player): bits, and actions, basic
// or install-only. An action is a cost in ONR (each basic action "costs
// one action", ONR-6.1, 6.2; an ability's cost may include actions, 6.3),
// so it is paid through the registry like bits.
var pools = map[string]bool{"Bits": true, "Actions": true, "InstallActions": true}

// poolWrites type-checks the Go files of the rules package and returns
// where a player's pool (pools) is decreased (-= or --) or emptied (= 0),
// and where the function payRestricted is named, each by file.
func poolWrites(t *testing.T, imp types.Importer, files map[string][]byte) (writes, restricted map[string][]int) {
	t.Helper()
	fset := token.NewFileSet()
	var parsed []*ast.File
	for name, src := range files {
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}, Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: imp}
	if _, err := conf.Check("github.com/datafort/datafort/onr", fset, parsed, info); err != nil {
		t.Fatalf("type-checking the rules package: %v", err)
	}
	isPool := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || !pools[sel.Sel.Name] {
			return false
		}
		s := info.Selections[sel]
		if s == nil {
			return false
		}
		recv := s.Recv()
		if p, ok := recv.(*types.Pointer); ok {
			recv = p.Elem()
		}
		n, ok := recv.(*types.Named)
		return ok && n.Obj().Name() == "Player" && n.Obj().Pkg().Path() == "github.com/datafort/datafort/onr"
	}
	writes, restricted = map[string][]int{}, map[string][]int{}
	at := func(m map[string][]int, pos token.Pos) {
		p := fset.Position(pos)
		m[p.Filename] = append(m[p.Filename], p.Line)
	}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if n.Tok == token.SUB_ASSIGN && isPool(n.Lhs[0]) {
					at(writes, n.Pos())
				}
				if n.Tok == token.ASSIGN {
					for i, l := range n.Lhs {
						if v, ok := n.Rhs[min(i, len(n.Rhs)-1)].(*ast.BasicLit); ok && v.Value == "0" && isPool(l) {
							at(writes, n.Pos())
						}
					}
				}
			case *ast.IncDecStmt:
				if n.Tok == token.DEC && isPool(n.X) {
					at(writes, n.Pos())
				}
			case *ast.Ident:
				if o, ok := info.Uses[n].(*types.Func); ok && o.Name() == "payRestricted" {
					at(restricted, n.Pos())
				}
			}
			return true
		})
	}
	return writes, restricted
}

// rulesFiles returns the Go files of the rules package in the working
// directory, not its tests, by name.
func rulesFiles(t *testing.T) map[string][]byte {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, name := range names {
		if !strings.HasSuffix(name, "_test.go") {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			files[name] = src
		}
	}
	if len(files) == 0 {
		t.Fatal("no source file in the working directory")
	}
	return files
}

// TestOnePaymentPath checks that every payment of bits or actions goes
// through ONR's registry of cost parts (values.go costs, kernel.Costs): no
// bit or action leaves a player's pool outside the payment files, and the
// restricted payment is reached only as the registry's handler.
func TestOnePaymentPath(t *testing.T) {
	files := rulesFiles(t)
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil) // shared: it type-checks the imports once
	t.Run("the scan finds bits and actions paid outside the payment files and a restricted payment outside the registry", func(t *testing.T) {
		broken := map[string][]byte{}
		for name, src := range files {
			broken[name] = src
		}
		broken["zz_broken.go"] = []byte(`package onr

func (s *State) zzPayDirectly(seat int, c int32) {
	s.Players[seat].Bits -= 2
	p := &s.Players[seat]
	p.Bits--
	s.Cards[c].Bits-- // a card's bits, not a pool
	s.payRestricted(p.Seat, ForPlays, c, 1)
	s.Players[seat].Actions--
	p.InstallActions -= 1
	p.Tags, p.InstallActions = 0, 0
	p.Actions = 4 // a new turn's actions, not a payment
	p.Forgo--     // a penalty owed, not a pool
}
`)
		writes, restricted := poolWrites(t, imp, broken)
		if got, want := fmt.Sprint(writes["zz_broken.go"], restricted["zz_broken.go"]), "[4 6 9 10 11] [8]"; got != want {
			t.Errorf("found lines %s in the broken file, want %s", got, want)
		}
	})
	writes, restricted := poolWrites(t, imp, files)
	t.Run("no bit or action leaves a player's pool outside the payment files", func(t *testing.T) {
		if len(writes) == 0 {
			t.Fatalf("no pool is paid anywhere: the scan finds nothing")
		}
		for name, lines := range writes {
			if !paymentFiles[name] {
				t.Errorf("%s:%v: bits or actions leave a pool outside the payment files; pay through the registry (State.pay, payBits, payForUse, payAction)", name, lines)
			}
		}
	})
	t.Run("the restricted payment is reached only through the registry", func(t *testing.T) {
		for name, lines := range restricted {
			if name != "values.go" && name != "restricted.go" {
				t.Errorf("%s:%v: payRestricted called outside the registry; pay through payForUse", name, lines)
			}
		}
		if len(restricted["values.go"]) != 1 {
			t.Errorf("payRestricted is named %d times in values.go, want once (the registry's handler)", len(restricted["values.go"]))
		}
	})
}
