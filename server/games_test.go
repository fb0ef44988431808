package server

// The games and bots the server's tests play. The server imports no game:
// a game reaches it through its registration (cmd/datafort/games.go and
// bots.go import them for `datafort serve`); bots_test.go imports the
// players.
import (
	_ "github.com/datafort/datafort/bso"
	_ "github.com/datafort/datafort/engine/enginetest" // registers the swift toy
	_ "github.com/datafort/datafort/neuroscape/cards"  // registers "neuroscape" with its cards
	_ "github.com/datafort/datafort/nsg/cards"         // registers nsg with its cards
	_ "github.com/datafort/datafort/onr/cards"
)
