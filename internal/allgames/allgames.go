// Package allgames registers every game Datafort ships, and the parts that
// live beside them, when it is imported for its side effects: the rulesets
// with the engine, their players with the bot registry (bot.Register), a
// game's observation encoder for package agent with engine/observe, and
// the scenario builders (ONR's, the Big Sell-Out's, NSG's, Neuroscape's) with package scenario.
//
// cmd/datafort and cmd/libdatafort (the C shared library that Python loads)
// both import it, so the two offer the same games and bots.
package allgames

import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/bso/observe" // registers the Big Sell-Out's encoder
	_ "github.com/datafort/datafort/neuroscape/cards"
	_ "github.com/datafort/datafort/neuroscape/heuristic" // registers "heuristic", for neuroscape
	_ "github.com/datafort/datafort/neuroscape/observe"   // registers Neuroscape's encoder
	_ "github.com/datafort/datafort/neuroscape/scenario"  // registers the neuroscape scenario builder
	_ "github.com/datafort/datafort/nsg/cards"            // registers "nsg" with its cards
	_ "github.com/datafort/datafort/nsg/heuristic"        // registers "heuristic", for nsg
	_ "github.com/datafort/datafort/nsg/observe"          // registers nsg's encoder
	_ "github.com/datafort/datafort/nsg/scenario"         // registers the nsg scenario builder
	_ "github.com/datafort/datafort/onr/cards"
	_ "github.com/datafort/datafort/onr/heuristic" // registers "heuristic", for onr and bso
	_ "github.com/datafort/datafort/onr/observe"
	_ "github.com/datafort/datafort/onr/scenario"
	_ "github.com/datafort/datafort/onr/search" // registers "search", for onr
)
