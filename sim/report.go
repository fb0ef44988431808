package sim

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// maxTextFailures is the number of failures WriteText lists.
const maxTextFailures = 20

// WriteText writes a summary of r for a person. The lines up to the first
// blank line are deterministic; the timing lines follow it.
func (r *Report) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	p := ew.printf
	p("game       %s\n", r.Ruleset)
	p("seed       %d\n", r.Seed)
	for i, a := range r.Ablations {
		label := "ablated"
		if i > 0 {
			label = ""
		}
		p("%-10s %s: %s\n", label, a.Name, a.Text)
	}
	for _, named := range []struct {
		label string
		m     map[string]string
	}{{"bots", r.Bots}, {"decks", r.Decks}} {
		if len(named.m) == 0 {
			continue
		}
		keys := make([]string, 0, len(named.m))
		for k := range named.m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + "=" + named.m[k]
		}
		p("%-10s %s\n", named.label, strings.Join(parts, ", "))
	}
	p("games      %d (%d completed, %d failed)\n", r.Games, r.Completed, len(r.Failures)+r.FailuresOmitted)
	p("decisions  %d (%.1f per completed game)\n", r.Decisions, r.MeanDecisions)
	p("turns      %.1f per completed game\n", r.MeanTurns)
	p("wins       %s\n", r.counts(r.Wins))
	p("reasons    %s\n", r.counts(r.Reasons))
	if len(r.Teams) > 0 {
		p("teams      %s\n", r.counts(r.Teams))
	}
	p("failures   %d\n", len(r.Failures)+r.FailuresOmitted)
	for i, f := range r.Failures {
		if i == maxTextFailures {
			p("  … and %d more\n", len(r.Failures)-i+r.FailuresOmitted)
			break
		}
		msg := strings.ReplaceAll(strings.TrimRight(f.Error, "\n"), "\n", "\n    ")
		p("  game %d (seed %d): %s at step %d: %s\n", f.Game, f.Seed, f.Kind, f.Step, msg)
	}
	if r.Engagement != nil {
		r.Engagement.writeText(p)
	}
	p("\n")
	p("time       %.3fs (%.1f games/s, %.0f decisions/s)\n", r.Seconds, r.GamesPerSecond, r.DecisionsPerSecond)
	return ew.err
}

// counts renders a map of counts, largest first, with its share of the
// completed games.
func (r *Report) counts(m map[string]int) string {
	if len(m) == 0 {
		return "-"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d (%.1f%%)", k, m[k], 100*float64(m[k])/float64(max(r.Completed, 1)))
	}
	return strings.Join(parts, ", ")
}

// errWriter remembers the first write error and skips later writes.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// writeText writes e for people with p: how many cards were engaged and
// abilities took effect, then every card engaged, most first, each with
// the count of each of its abilities. The cards never engaged are only
// counted: with a game's default decks, they are most of its cards.
func (e *Engagement) writeText(p func(format string, args ...any)) {
	p("engaged    %d of %d implemented cards (the JSON report lists the %d never engaged)\n", len(e.Cards)-len(e.NeverEngaged), len(e.Cards), len(e.NeverEngaged))
	used := 0
	abilities := map[string][]int{} // by card, its abilities' indices in e.Abilities
	for i, a := range e.Abilities {
		if a.Took > 0 {
			used++
		}
		abilities[a.Title] = append(abilities[a.Title], i)
	}
	p("abilities  %d of %d took effect\n", used, len(e.Abilities))
	titles := make([]string, 0, len(e.Cards))
	for t, n := range e.Cards {
		if n > 0 {
			titles = append(titles, t)
		}
	}
	sort.Slice(titles, func(i, j int) bool {
		if e.Cards[titles[i]] != e.Cards[titles[j]] {
			return e.Cards[titles[i]] > e.Cards[titles[j]]
		}
		return titles[i] < titles[j]
	})
	for _, t := range titles {
		p("  %10d  %s\n", e.Cards[t], t)
		for _, i := range abilities[t] {
			a := e.Abilities[i]
			name := a.Kind
			if a.Label != "" {
				name += ": " + a.Label
			}
			p("  %10s    ability %d (%s) took effect %d\n", "", a.Ability, name, a.Took)
		}
	}
}
