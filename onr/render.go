package onr

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Render implements engine.Renderer: seat's view as text for a terminal. It
// is built from the same View as every other client, so it shows nothing
// the view does not hold.
func (g *Game) Render(seat engine.Seat) string {
	v := g.s.view(seat)
	var b strings.Builder
	active, you := v.Active, v.Seat
	if n := g.s.Players[g.s.Active].Name; n != "" {
		active = n
	}
	if seat >= 0 && int(seat) < len(g.s.Players) && g.s.Players[seat].Name != "" {
		you = g.s.Players[seat].Name
	}
	fmt.Fprintf(&b, "Turn %d (%s) — you are %s\n", v.Turn, active, you)
	for i := range v.Players {
		p := &v.Players[i]
		if p.Role == Corp.String() {
			g.renderCorp(&b, v, p, seat)
		} else {
			renderRunner(&b, p)
		}
	}
	if v.Run != nil {
		fmt.Fprintf(&b, "%s\n", g.RunStep(seat))
	}
	if v.Trace != nil {
		fmt.Fprintf(&b, "TRACE %d from %s\n", v.Trace.Limit, v.Trace.Source)
	}
	if v.Over {
		fmt.Fprintf(&b, "GAME OVER: %s wins (%s)\n", v.Winner, v.Reason)
	}
	return b.String()
}

func (g *Game) renderCorp(b *strings.Builder, v *View, c *PlayerView, seat engine.Seat) {
	fmt.Fprintf(b, "%-7s bits %d  actions %d  points %d  HQ %d  R&D %d  Archives %d (%d face down)  hand size %d%s%s\n",
		heading(c, "CORP"), c.Bits, c.Actions, c.Points, c.HandCount, c.DeckCount, len(c.Discard)+boolInt(seat != c.Seat)*c.DiscardDown, c.DiscardDown, c.HandSize, badPubText(c), outText(c))
	if len(c.Virus) > 0 {
		fmt.Fprintf(b, "        virus counters: %s\n", strings.Join(c.Virus, ", "))
	}
	if len(c.Scored) > 0 {
		fmt.Fprintf(b, "        scored: %s\n", names(c.Scored, false))
	}
	if len(c.Discard) > 0 {
		fmt.Fprintf(b, "  Archives: %s\n", names(c.Discard, false))
	}
	for _, f := range v.Forts {
		if g.s.Forts[f.Index].Owner != c.Seat || len(f.Ice) == 0 && len(f.Cards) == 0 && g.s.Forts[f.Index].Central == Subsidiary {
			continue
		}
		fmt.Fprintf(b, "  %-12s ice (outermost first): %s\n", f.Name, names(f.Ice, true))
		if len(f.Cards) > 0 {
			fmt.Fprintf(b, "  %-12s in it: %s\n", "", names(f.Cards, true))
		}
	}
	if len(c.Hand) > 0 {
		fmt.Fprintf(b, "  your HQ: %s\n", names(c.Hand, false))
	}
	renderKnown(b, c, "HQ", "R&D")
}

// renderKnown lists the cards of p's hidden zones the viewer knows
// (PlayerView.Known): those of its hand (called hand), then those of its
// deck (called deck) with their places from the top where known.
func renderKnown(b *strings.Builder, p *PlayerView, hand, deck string) {
	for _, z := range []struct {
		zone Zone
		name string
	}{{ZoneHand, hand}, {ZoneDeck, deck}} {
		var parts []string
		for i := range p.Known {
			k := &p.Known[i]
			if k.Zone != z.zone.String() {
				continue
			}
			switch {
			case z.zone != ZoneDeck:
				parts = append(parts, k.Title)
			case k.Pos == 0:
				parts = append(parts, "top: "+k.Title)
			case k.Pos > 0:
				parts = append(parts, engine.Ordinal(k.Pos+1)+" from top: "+k.Title)
			default:
				parts = append(parts, k.Title+" (place unknown)")
			}
		}
		if len(parts) > 0 {
			fmt.Fprintf(b, "  you know in %s: %s\n", z.name, strings.Join(parts, ", "))
		}
	}
}

func renderRunner(b *strings.Builder, r *PlayerView) {
	fmt.Fprintf(b, "%-7s bits %d  actions %d  points %d  tags %d  brain %d  hand %d  stack %d  MU %d/%d  hand size %d%s\n",
		heading(r, "RUNNER"), r.Bits, r.Actions, r.Points, r.Tags, r.Brain, r.HandCount, r.DeckCount, r.MUUsed, r.MU, r.HandSize, outText(r))
	if len(r.Rig) > 0 {
		fmt.Fprintf(b, "  rig: %s\n", names(r.Rig, false))
	}
	if len(r.Hand) > 0 {
		fmt.Fprintf(b, "  your hand: %s\n", names(r.Hand, false))
	}
	if len(r.Scored) > 0 {
		fmt.Fprintf(b, "  stolen: %s\n", names(r.Scored, false))
	}
	if len(r.Discard) > 0 {
		fmt.Fprintf(b, "  trash: %s\n", names(r.Discard, false))
	}
	if len(r.Aside) > 0 {
		fmt.Fprintf(b, "  set aside: %s\n", asideNames(r.Aside))
	}
	if len(r.Held) > 0 {
		fmt.Fprintf(b, "  held on cards: %s\n", names(r.Held, false))
	}
	renderKnown(b, r, "hand", "stack")
}

// heading is the name of a player's line: the seat's name at a table that
// names its seats, else its role.
func heading(p *PlayerView, role string) string {
	if p.Name != "" {
		return strings.ToUpper(p.Name)
	}
	return role
}

// outText marks a player out of the game.
func outText(p *PlayerView) string {
	if p.Out {
		return "  (out of the game)"
	}
	return ""
}

// badPubText shows a Corp's bad publicity, if any.
func badPubText(p *PlayerView) string {
	if p.BadPub > 0 {
		return "  bad publicity " + fmt.Sprint(p.BadPub)
	}
	return ""
}

// count is "1 bit", "2 bits": a number and its noun, singular for one.
func count[N int | int32 | int64](n N, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// names lists cards as a person reads them: title, or "#handle" when hidden.
func names(cs []CardView, installed bool) string {
	if len(cs) == 0 {
		return "—"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		var p string
		if c.Title == "" {
			p = fmt.Sprintf("#%d (hidden)", c.Handle)
		} else {
			p = fmt.Sprintf("#%d %s", c.Handle, c.Title)
		}
		var extra []string
		if installed {
			if c.Rezzed {
				extra = append(extra, "rezzed")
			} else {
				extra = append(extra, "unrezzed")
			}
		}
		if len(c.Keywords) > 0 {
			extra = append(extra, strings.Join(c.Keywords, " - ")) // current keywords (morphing ice)
		}
		if c.Strength != nil {
			extra = append(extra, fmt.Sprintf("str %d", *c.Strength))
		}
		if c.Adv > 0 {
			extra = append(extra, count(c.Adv, "advancement", "advancements"))
		}
		if c.Bits > 0 {
			extra = append(extra, count(c.Bits, "bit", "bits"))
		}
		if c.Counters > 0 {
			extra = append(extra, count(c.Counters, "counter", "counters"))
		}
		if len(extra) > 0 {
			p += " [" + strings.Join(extra, ", ") + "]"
		}
		parts[i] = p
	}
	return strings.Join(parts, ", ")
}
