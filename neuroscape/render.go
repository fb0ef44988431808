package neuroscape

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// The board as text for a terminal (engine.Renderer), written from the
// seat's View alone and the public card data, so that it shows nothing the
// view does not: a hand only to its holder and, in 2v2, the holder's
// teammate (HandSight, NS-23.2).
var _ engine.Renderer = (*Game)(nil)

// binShown is how many of a bin's top cards the board names.
const binShown = 5

// Render implements engine.Renderer: the round, the turn and its step,
// health (per player in 1v1, per team in 2v2), then each player in seat
// order with its mainframe and slots, RAM, piles, synergy, characters and
// gear, and the hand when the seat may see it; then the Cache (top first),
// the environment, who may respond and the result.
func (g *Game) Render(seat engine.Seat) string {
	v := g.View(seat).(View)
	var b strings.Builder
	fmt.Fprintf(&b, "NEUROSCAPE · round %d of %d · turn %d", v.Round, v.Rounds, v.Turn)
	if v.Active >= 0 {
		fmt.Fprintf(&b, " · %s's turn: %s", role(engine.Seat(v.Active)), v.Step)
	} else {
		fmt.Fprintf(&b, " · %s", v.Step)
	}
	b.WriteString("\n")
	teams := len(v.Players) > 2
	var health []string
	for tm := range 2 {
		var who []string
		for _, p := range v.Players {
			if p.Team == tm {
				who = append(who, role(engine.Seat(p.Seat)))
			}
		}
		name := strings.Join(who, "")
		if teams {
			name = fmt.Sprintf("team %d (%s)", tm+1, strings.Join(who, ", "))
		}
		health = append(health, fmt.Sprintf("%s BF %d MF %d", name, v.Health[tm][BF], v.Health[tm][MF]))
	}
	fmt.Fprintf(&b, "Health: %s\n", strings.Join(health, " · "))
	for _, p := range v.Players {
		renderPlayer(&b, &v, &p, seat)
	}
	b.WriteString("\n")
	if len(v.Cache) == 0 {
		b.WriteString("The Cache: empty\n")
	} else {
		b.WriteString("The Cache, top first:\n")
		for _, c := range v.Cache {
			fmt.Fprintf(&b, "  %s\n", cacheItem(c))
		}
	}
	if e := v.Environment; e != nil {
		fmt.Fprintf(&b, "Environment: #%d %s (%s's)\n", e.ID, e.Name, role(engine.Seat(e.Ctrl)))
	}
	if v.Priority >= 0 {
		fmt.Fprintf(&b, "%s may respond\n", role(engine.Seat(v.Priority)))
	}
	if v.Result != "" {
		fmt.Fprintf(&b, "Result: %s\n", v.Result)
	}
	return b.String()
}

// renderPlayer writes player p's part of the board as seat sees it.
func renderPlayer(b *strings.Builder, v *View, p *PlayerView, seat engine.Seat) {
	s := engine.Seat(p.Seat)
	who := ""
	switch {
	case seat == engine.NoSeat:
	case s == seat:
		who = " · you"
	case team(s) == team(seat):
		who = " · your teammate"
	default:
		who = " · opponent"
	}
	fmt.Fprintf(b, "\n%s · team %d%s\n", strings.ToUpper(role(s)), p.Team+1, who)
	mf := p.Mainframe
	if len(p.Tiers) > 0 {
		mf += " (" + strings.Join(tierStats(p.Tiers), ", ") + ")"
	}
	if len(p.Slots) > 0 {
		var slots []string
		for _, c := range p.Slots {
			slots = append(slots, fmt.Sprintf("#%d %s (%s's)", c.ID, c.Name, role(engine.Seat(c.Ctrl))))
		}
		mf += " · slots: " + strings.Join(slots, ", ")
	}
	row := func(label, text string) { fmt.Fprintf(b, "  %-10s %s\n", label, text) }
	row("mainframe", mf)
	row("RAM", fmt.Sprintf("bank %d refreshed, %d running · RAM deck %d", p.Refreshed, p.Running, p.RAMDeck))
	piles := fmt.Sprintf("hand %d · cyberdeck %d · bin %d", p.HandSize, p.DeckSize, len(p.Bin))
	if n := len(p.Bin); n > 0 {
		var top []string
		for i := n - 1; i >= max(0, n-binShown); i-- {
			top = append(top, p.Bin[i].Name)
		}
		piles += " (top: " + strings.Join(top, ", ")
		if n > binShown {
			piles += ", …"
		}
		piles += ")"
	}
	row("cards", piles)
	if len(p.Synergy) > 0 {
		var syn []string
		for f, n := range sortedSynergy(p.Synergy) {
			syn = append(syn, fmt.Sprintf("%s %d", f, n))
		}
		row("synergy", strings.Join(syn, ", "))
	}
	if len(p.Play) == 0 {
		row("in play", "nothing")
	}
	for i, c := range p.Play {
		label := ""
		if i == 0 {
			label = "in play"
		}
		row(label, character(c))
	}
	for i, c := range p.Gear {
		label := ""
		if i == 0 {
			label = "gear"
		}
		row(label, fmt.Sprintf("#%d %s on #%d", c.ID, c.Name, c.Host))
	}
	if HandSight(seat, s) {
		if len(p.Hand) == 0 {
			row("hand", "empty")
		}
		for i, c := range p.Hand {
			label := ""
			if i == 0 {
				label = "hand"
			}
			row(label, handCard(c))
		}
	}
}

// character describes a character in play: its stats, the pool its attack
// hits, its state in combat, damage and committed RAM.
func character(c CardView) string {
	pool := "BF"
	if c.Blue {
		pool = "MF"
	}
	parts := []string{fmt.Sprintf("#%d %s %d/%d (%s)", c.ID, c.Name, c.Atk, c.Def, pool)}
	if c.Running {
		parts = append(parts, "running")
	}
	if c.Used {
		parts = append(parts, "ability used")
	}
	if c.Attacks > 0 {
		parts = append(parts, "attacking "+role(engine.Seat(c.Attacks-1)))
	}
	if c.Blocking != 0 {
		parts = append(parts, fmt.Sprintf("blocking #%d", c.Blocking))
	}
	if c.Damage > 0 {
		parts = append(parts, fmt.Sprintf("%d damage", c.Damage))
	}
	if c.RAM > 0 || c.Missing > 0 {
		ram := fmt.Sprintf("RAM %d/%d", c.RAM, c.RAM+c.Missing)
		if c.Missing > 0 {
			ram += " (missing RAM: unstable)"
		}
		parts = append(parts, ram)
	}
	return strings.Join(parts, " · ")
}

// handCard describes a card in a hand: its cost, type and stats.
func handCard(c CardView) string {
	s := fmt.Sprintf("#%d %s — %d RAM", c.ID, c.Name, c.Cost)
	if d, ok := carddb.Lookup(c.Name); ok {
		kind := string(d.Type)
		if st := d.SubtypeName(); st != "" {
			kind += " (" + st + ")"
		}
		s += ", " + strings.ToLower(kind)
		if d.Type == carddb.Character {
			s += fmt.Sprintf(" %d/%d", c.Atk, c.Def)
		}
	}
	return s
}

// cacheItem describes an item of the Cache: the card or ability, whose,
// and its target.
func cacheItem(c CardView) string {
	s := fmt.Sprintf("#%d %s", c.ID, c.Name)
	if c.Ability != "" {
		s += "'s " + c.Ability
	}
	s += fmt.Sprintf(" (%s's)", role(engine.Seat(c.Ctrl)))
	switch {
	case c.Target > 0:
		s += fmt.Sprintf(" targeting #%d", c.Target)
	case c.Target < 0:
		s += " targeting " + role(targetSeat(c.Target))
	}
	return s
}

// Card faces for the terminal and the browser (engine.CardFaces): option
// groups titled by card, `help CARD`.
var _ engine.CardFaces = (*Game)(nil)

// CardFace implements engine.CardFaces: the face of card h when seat may
// know it — a card in a hand only to those who may see the hand
// (HandSight), a card in a deck to nobody, every other card to everyone.
func (g *Game) CardFace(h int, seat engine.Seat) (engine.CardFace, bool) {
	st := &g.st
	if h < 1 || h > len(st.Objs) {
		return engine.CardFace{}, false
	}
	o := st.obj(int32(h))
	switch o.Zone {
	case zoneNone, zoneDeck, zoneRAMDeck:
		return engine.CardFace{}, false
	case zoneHand:
		if !HandSight(seat, o.Owner) {
			return engine.CardFace{}, false
		}
	}
	return Face(st.def(int32(h)).Card), true
}

// CardNamed implements engine.CardFaces: the printed face of the card of
// the data called name, in any spelling carddb.Lookup accepts.
func (g *Game) CardNamed(name string) (engine.CardFace, bool) {
	c, ok := carddb.Lookup(name)
	if !ok {
		return engine.CardFace{}, false
	}
	return Face(c), true
}

// Option help for the terminal and the browser (engine.OptionHelper): the
// card an option is about, what it costs and its printed text.
var _ engine.OptionHelper = (*Game)(nil)

// Help implements engine.OptionHelper: for a card played, its RAM cost
// (committed by a character, NS-5.5; run otherwise, NS-5.4) and its text;
// for an ability activated, its cost (RAM run, the character run: NS-9.2)
// and the text of its card; for any other option about a card, the card.
// It tells only what the deciding seat may know: the cards an option names
// are the seat's own or public.
func (g *Game) Help(d engine.Decision, i int) engine.OptionHelp {
	st := &g.st
	if d.Kind != engine.Select || i < 0 || i >= len(d.Options) {
		return engine.OptionHelp{}
	}
	o := d.Options[i]
	if o.Card < 1 || o.Card > len(st.Objs) {
		return engine.OptionHelp{}
	}
	h := engine.OptionHelp{Card: o.Card}
	def := st.def(int32(o.Card))
	switch o.Verb {
	case verbPlay:
		h.Cost = fmt.Sprintf("%d RAM", def.Cost)
		if def.Type == carddb.Character {
			h.Cost = fmt.Sprintf("%d RAM committed", def.Cost)
		}
		if def.Cost == 0 {
			h.Cost = ""
		}
		h.Text = strings.Join(def.Card.Text, "\n")
	case verbActivate:
		if o.Arg >= 0 && o.Arg < len(def.Abilities) {
			a := def.Abilities[o.Arg]
			var cost []string
			if a.Cost > 0 {
				cost = append(cost, fmt.Sprintf("%d RAM", a.Cost))
			}
			if a.RunSelf {
				cost = append(cost, "runs the character")
			}
			h.Cost = strings.Join(cost, ", ")
		}
		h.Text = strings.Join(def.Card.Text, "\n")
	}
	return h
}
