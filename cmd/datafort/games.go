package main

// The games datafort can play register themselves with the engine when their
// package is imported; onr/scenario registers ONR's and the Big Sell-Out's
// scenario builders with package scenario.
import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/onr/cards"
	_ "github.com/datafort/datafort/onr/scenario"
)
