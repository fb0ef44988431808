package main

// The games datafort can play register themselves with the engine when their
// package is imported; a game's observation encoder for `datafort agent`
// registers itself with engine/observe the same way.
import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/onr/cards"
	_ "github.com/datafort/datafort/onr/observe"
)
