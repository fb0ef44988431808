package main

// The games datafort can play register themselves with the engine when their
// package is imported, and their players with the bot registry (bot.Register)
// when theirs is.
import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/onr/cards"
	_ "github.com/datafort/datafort/onr/heuristic" // registers "heuristic", for onr and bso
	_ "github.com/datafort/datafort/onr/search"    // registers "search", for onr
)
