package main

// The games datafort can play register themselves with the engine when their
// package is imported.
import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/onr/cards"
)
