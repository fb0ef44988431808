package main

// The games datafort can play register themselves with the engine when their
// package is imported, and so do their parts that live beside them: their
// players with the bot registry (bot.Register), a game's observation encoder
// for `datafort agent` with engine/observe, and onr/scenario ONR's and the
// Big Sell-Out's scenario builders with package scenario. Package
// internal/allgames imports them all, so that cmd/libdatafort (the library
// Python loads) registers exactly the same games.
import _ "github.com/datafort/datafort/internal/allgames"
