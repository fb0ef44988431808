package arena

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// pct renders a score with its interval, e.g. "62.5% (55.1–69.4)".
func pct(r Result) string {
	if r.Games == 0 {
		return "-"
	}
	lo, hi := r.Interval()
	return fmt.Sprintf("%.1f%% (%.1f–%.1f)", 100*r.Score(), 100*lo, 100*hi)
}

// WriteText writes the report as tables: the ranking (rating, score
// against the field overall and at each seat) and every pairing.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "arena %s, seed %d: %d deals per pairing, each played once with each entrant at each seat\n", r.Ruleset, r.Seed, r.Games)
	fmt.Fprintf(&b, "scores are the share of games won (a draw half), with 95 %% Wilson intervals; ratings are Elo-style (Bradley–Terry fit, mean 1500)\n")
	for _, e := range r.Entrants {
		fmt.Fprintf(&b, "entrant %s: bot %s", e.Name, e.Bot)
		for s, d := range e.Decks {
			if d != "" && s < len(r.Roles) {
				fmt.Fprintf(&b, "; %s deck %s", r.Roles[s], d)
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
	width := len("entrant")
	for _, n := range r.Names {
		width = max(width, len(n))
	}
	fmt.Fprintf(&b, "%-4s  %-*s  %6s  %-22s", "rank", width, "entrant", "rating", "score")
	for _, role := range r.Roles {
		fmt.Fprintf(&b, "  %-22s", "as "+role)
	}
	b.WriteString("\n")
	for rank, i := range r.Order() {
		fmt.Fprintf(&b, "%-4d  %-*s  %6.0f  %-22s", rank+1, width, r.Names[i], r.Ratings[i], pct(r.Total(i, -1)))
		for s := range r.Roles {
			fmt.Fprintf(&b, "  %-22s", pct(r.Seat(i, s)))
		}
		b.WriteString("\n")
	}
	b.WriteString("\npairings: the row entrant's score against the column entrant, both seats\n")
	fmt.Fprintf(&b, "%-*s", width, "")
	order := r.Order()
	for _, j := range order {
		fmt.Fprintf(&b, "  %-22s", trunc(r.Names[j], 22))
	}
	b.WriteString("\n")
	for _, i := range order {
		fmt.Fprintf(&b, "%-*s", width, r.Names[i])
		for _, j := range order {
			cell := "-"
			if i != j {
				cell = pct(r.Total(i, j))
			}
			fmt.Fprintf(&b, "  %-22s", cell)
		}
		b.WriteString("\n")
	}
	if r.Errors > 0 {
		fmt.Fprintf(&b, "\n%d games broke (a player or the game failed) and count as draws\n", r.Errors)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func trunc(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}

// WriteSVG draws the report: for each entrant, best rated first, a bar of
// its score against the field with the 95 % interval and its rating; then
// a grid of the pairings, each cell shaded by the row entrant's score.
func (r *Report) WriteSVG(w io.Writer) error {
	order := r.Order()
	n := len(order)
	const (
		left   = 230.0 // room for names
		barW   = 420.0
		rowH   = 30.0
		top    = 60.0
		cell   = 64.0
		margin = 20.0
	)
	gridTop := top + float64(n)*rowH + 70
	width := max(left+barW+120, left+float64(n)*cell+margin)
	height := gridTop + float64(n)*cell + 50
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="13">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="%.0f" y="24" font-size="16" font-weight="bold">%s arena: score against the field (95 %% interval) and Elo-style rating</text>`+"\n", margin, html.EscapeString(r.Ruleset))
	fmt.Fprintf(&b, `<text x="%.0f" y="42" fill="#555">%d deals per pairing, each entrant at each seat; seed %d</text>`+"\n", margin, r.Games, r.Seed)
	// Axis: 0, 50, 100 %.
	for _, p := range []float64{0, 0.25, 0.5, 0.75, 1} {
		x := left + p*barW
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", x, top-8, x, top+float64(n)*rowH)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" fill="#777" font-size="11">%.0f%%</text>`+"\n", x, top+float64(n)*rowH+14, 100*p)
	}
	for row, i := range order {
		y := top + float64(row)*rowH
		t := r.Total(i, -1)
		lo, hi := t.Interval()
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`+"\n", left-8, y+rowH/2+4, html.EscapeString(trunc(r.Names[i], 30)))
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#4a7fb5"/>`+"\n", left, y+5, t.Score()*barW, rowH-10)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black" stroke-width="1.5"/>`+"\n", left+lo*barW, y+rowH/2, left+hi*barW, y+rowH/2)
		for _, p := range []float64{lo, hi} {
			fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black" stroke-width="1.5"/>`+"\n", left+p*barW, y+rowH/2-5, left+p*barW, y+rowH/2+5)
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f">%.1f%%  Elo %.0f</text>`+"\n", left+barW+8, y+rowH/2+4, 100*t.Score(), r.Ratings[i])
	}
	// The grid of pairings.
	fmt.Fprintf(&b, `<text x="%.0f" y="%.1f" font-weight="bold">pairings: the row entrant's score against the column entrant</text>`+"\n", margin, gridTop-28)
	for col, j := range order {
		x := left + float64(col)*cell
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="11">%s</text>`+"\n", x+cell/2, gridTop-8, html.EscapeString(trunc(r.Names[j], 10)))
	}
	for row, i := range order {
		y := gridTop + float64(row)*cell
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="end">%s</text>`+"\n", left-8, y+cell/2+4, html.EscapeString(trunc(r.Names[i], 30)))
		for col, j := range order {
			x := left + float64(col)*cell
			if i == j {
				fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#eee" stroke="white"/>`+"\n", x, y, cell, cell)
				continue
			}
			t := r.Total(i, j)
			s := t.Score()
			// From red (0) through white (0.5) to blue (1).
			rr, gg, bb := 255.0, 255.0, 255.0
			if s < 0.5 {
				gg, bb = 255*2*s, 255*2*s
			} else {
				rr, gg = 255*2*(1-s), 255*(0.5+(1-s))
			}
			lo, hi := t.Interval()
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="rgb(%.0f,%.0f,%.0f)" stroke="white"/>`+"\n", x, y, cell, cell, rr, gg, bb)
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%.0f%%</text>`+"\n", x+cell/2, y+cell/2, 100*s)
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="10" fill="#333">%.0f–%.0f</text>`+"\n", x+cell/2, y+cell/2+14, 100*lo, 100*hi)
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
