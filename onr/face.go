package onr

import (
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// What an ONR game shows the clients through engine's optional interfaces
// (engine/face.go: where a game plugs in). A Big Sell-Out game embeds a
// Game and shows the same.
var (
	_ engine.OptionHelper = (*Game)(nil) // Help, describe.go
	_ engine.CardFaces    = (*Game)(nil)
	_ engine.PrintedTexts = (*Game)(nil)
	_ engine.Renderer     = (*Game)(nil)
	_ engine.TurnCounter  = (*Game)(nil)
)

// CardFace implements engine.CardFaces: the printed face of the card with
// public handle h when seat (engine.NoSeat: a spectator) may know it.
func (g *Game) CardFace(h int, seat engine.Seat) (engine.CardFace, bool) {
	c := g.CardData(h, seat)
	if c == nil {
		return engine.CardFace{}, false
	}
	return Face(c), true
}

// CardNamed implements engine.CardFaces: the printed face of the card of
// the card list (all 580, implemented or not) whose title is name, in any
// spelling carddb.Lookup accepts.
func (g *Game) CardNamed(name string) (engine.CardFace, bool) {
	c, ok := carddb.Lookup(name)
	if !ok {
		return engine.CardFace{}, false
	}
	return Face(c), true
}

// TextLines implements engine.PrintedTexts: FaceText.
func (g *Game) TextLines(t string) []string { return FaceText(t) }

// Face returns the printed facts of c as a person reads them: its type
// and keywords ("Ice: Wall"), its costs, strength, MU and the like
// ("rez 2 · strength 3"; a variable one as printed) and its text, one
// ability a line (FaceText).
func Face(c *carddb.Card) engine.CardFace {
	f := engine.CardFace{Title: c.Title, Unique: c.Unique, Text: FaceText(c.Text)}
	line := capital(string(c.Type))
	if len(c.Keywords) > 0 {
		line += ": " + strings.Join(c.Keywords, " – ")
	}
	f.Line = line
	var st []string
	num := func(label string, p *int, key string) {
		switch {
		case p != nil:
			st = append(st, label+" "+strconv.Itoa(*p))
		case c.Variable[key] != "":
			st = append(st, label+" "+c.Variable[key])
		}
	}
	num("rez", c.RezCost, "rez_cost")
	num("install", c.InstallCost, "install_cost")
	num("play", c.PlayCost, "play_cost")
	num("difficulty", c.Difficulty, "difficulty")
	num("points", c.AgendaPoints, "agenda_points")
	num("strength", c.Strength, "strength")
	num("MU", c.MU, "mu")
	num("trash", c.TrashCost, "trash_cost")
	f.Stats = strings.Join(st, " · ")
	return f
}

// FaceText renders a printed card text for people: "[bit]" as "¤" and the
// subroutine marker as an arrow, one line per ability.
func FaceText(t string) []string {
	t = strings.ReplaceAll(t, "[bit]", "¤")
	t = strings.ReplaceAll(t, "[subroutine] ", "↳ ")
	t = strings.ReplaceAll(t, "[subroutine]", "↳")
	return strings.Split(t, "\n")
}

// capital returns s with its first byte in upper case.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
