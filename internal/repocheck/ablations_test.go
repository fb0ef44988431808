package repocheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// ablationUsers are the directories, relative to the module root, whose
// code may change a game's cards (engine.Ablator): a change is the
// process's, every game of the process plays it, so only a command that
// plays nothing else may make one (`datafort sim --ablate`, with package
// sim), beside the engine that declares the hooks and the games that
// implement them. A server, a lobby or anything sharing its process with
// games played for real must not.
var ablationUsers = []string{"engine", "engine/ablate", "sim", "cmd/datafort", "onr", "bso", "nsg", "neuroscape"}

// ablationNames are the names through which code changes a game's cards:
// engine.MakeAblations and engine.Ablator, their ONR side (onr.Ablate,
// onr.MakeAblation, an Ablator's Ablate), and sim.Config's Ablate field.
var ablationNames = []string{"MakeAblations", "Ablator", "Ablate", "MakeAblation"}

// TestOnlyTheSimCommandChangesCards parses every non-test Go file of the
// module and fails on each use of a name that changes a game's cards
// outside ablationUsers, naming the file and line.
func TestOnlyTheSimCommandChangesCards(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (n == "testdata" || strings.HasPrefix(n, ".") || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		if slices.Contains(ablationUsers, filepath.ToSlash(rel)) {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var id *ast.Ident
			switch n := n.(type) {
			case *ast.SelectorExpr:
				id = n.Sel
			case *ast.KeyValueExpr:
				id, _ = n.Key.(*ast.Ident)
			}
			if id != nil && slices.Contains(ablationNames, id.Name) {
				t.Errorf("%s: %s changes a game's cards outside the packages allowed to (ablationUsers)", fset.Position(id.Pos()), id.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
