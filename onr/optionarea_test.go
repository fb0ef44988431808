package onr_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestOptionHelpNamesTheFortAnOptionAimsAt: in the first action windows of
// seeded games, every option that runs on, installs a Corp card in or on,
// or plays a card on a fort names that fort's table area (the area the
// seat's table shows, whose name the option's label says), and no other
// option names one.
func TestOptionHelpNamesTheFortAnOptionAimsAt(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 21} {
		g, err := onr.Rules.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		aimed := map[string]int{}
		for steps := 0; steps < 400 && len(aimed) < 4; steps++ {
			ps := g.Pending()
			if len(ps) == 0 {
				break
			}
			d := ps[0]
			if d.Prompt == "Take an action" {
				areas := map[string]string{}
				for _, p := range g.(engine.TableViewer).TableView(d.Seat).Players {
					for _, a := range p.Areas {
						areas[engine.AreaKey(a.Kind, a.Index)] = a.Name
					}
				}
				for i, o := range d.Options {
					h := g.(engine.OptionHelper).Help(d, i)
					label := g.Describe(d, i)
					wantArea := o.Verb == onr.VerbRun || o.Verb == onr.VerbInstall && o.Target >= 0 && g.Seats()[d.Seat].Role == "corp" ||
						o.Verb == onr.VerbPlay && strings.Contains(label, " on ")
					name, known := areas[h.Area]
					switch {
					case wantArea && (!known || !strings.Contains(strings.ToLower(label), strings.ToLower(name))):
						t.Errorf("seed %d: %q aims at area %q (%q), which its label does not name", seed, label, h.Area, name)
					case !wantArea && h.Area != "":
						t.Errorf("seed %d: %q aims at %q; it aims at no fort", seed, label, h.Area)
					}
					if h.Area != "" {
						aimed[o.Verb.String()]++
					}
				}
			}
			c := engine.Choice{Decision: d.ID, Seat: d.Seat}
			if d.Kind == engine.Select {
				c.Option = int(seed+uint64(steps)) % len(d.Options)
			} else {
				c.Number = d.Min
			}
			if err := engine.Step(g, c); err != nil {
				t.Fatal(err)
			}
		}
		if aimed["run"] == 0 || aimed["install"] == 0 {
			t.Errorf("seed %d: options aimed, by verb: %v; want runs and installs among them", seed, aimed)
		}
	}
}
