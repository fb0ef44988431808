// Package repocheck holds the checks of the repository as a whole that are
// neither rules nor any one package's behaviour, so that `go test ./...`
// (the only command CI runs) runs them too: staticcheck over every package
// (staticcheck_test.go), at the version go.mod pins as a tool, and the
// clients that must import no game package, directly or through others
// (clients_test.go, `go list -deps`), and the packages that may change a
// game's cards for the whole process (ablations_test.go). It has no code of
// its own.
package repocheck
