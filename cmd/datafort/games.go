package main

// The games datafort can play register themselves with the engine when their
// package is imported, and so do their parts that live beside them: their
// players with the bot registry (bot.Register), a game's observation encoder
// for `datafort agent` with engine/observe, and onr/scenario ONR's and the
// Big Sell-Out's scenario builders with package scenario.
import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/nsg/cards" // registers "nsg" with its cards
	_ "github.com/datafort/datafort/onr/cards"
	_ "github.com/datafort/datafort/onr/heuristic" // registers "heuristic", for onr and bso
	_ "github.com/datafort/datafort/onr/observe"
	_ "github.com/datafort/datafort/onr/scenario"
	_ "github.com/datafort/datafort/onr/search" // registers "search", for onr
)
