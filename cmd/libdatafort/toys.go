//go:build libdatafort_toys && cgo

package main

// Built with -tags libdatafort_toys, the library also registers the
// engine's test games ("toy", "swift" with 2 to 4 seats and teams), which
// the Python tests use to exercise more than two seats. The library as
// documented (docs/python.md) plays exactly cmd/datafort's games.
import _ "github.com/datafort/datafort/engine/enginetest"
