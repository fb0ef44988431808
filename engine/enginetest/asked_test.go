package enginetest

import (
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// swiftRedeal deals the hands of every seat but seat in g afresh, each as
// many cards as before, so that seat cannot tell g from what it was. It
// reports whether some hand changed.
func swiftRedeal(g *swiftGame, seat engine.Seat, rng *engine.RNG) bool {
	changed := false
	for s, h := range g.st.Hands {
		if engine.Seat(s) == seat {
			continue
		}
		for i := range h {
			c := rng.IntN(swiftCards) + 1
			changed = changed || c != h[i]
			h[i] = c
		}
	}
	return changed
}

// swiftWindowKind names the window kind of a swift question by its prompt.
func swiftWindowKind(prompt string) string {
	switch {
	case strings.HasPrefix(prompt, "Respond to"):
		return "swift window"
	case strings.HasPrefix(prompt, "Swift check"):
		return "fixed check"
	case strings.HasPrefix(prompt, "Choose the next effect"):
		return "queue order"
	case strings.HasPrefix(prompt, "Your relay resolves"):
		return "relay"
	}
	return "other"
}

// TestSwiftAsksOnlyOnPublicGrounds: at every table, from the start and
// from random points of random games, the other seats' hands are dealt
// again (the seat observed cannot tell the two games apart) and both games
// are played on with the same public choices: the seat sees the same
// questions — who is asked, the kind, prompt and its own options, in the
// same order — in both, and the same view, to the end: a card played is
// the same card in both, so nothing hidden is ever told apart. Each window kind
// (the swift window, the fixed check, the ordering of triggers) is compared
// on questions to the observed seat and to others.
func TestSwiftAsksOnlyOnPublicGrounds(t *testing.T) {
	seen := map[string]int{}
	for _, tb := range swiftTables {
		t.Run(tb.name, func(t *testing.T) {
			for seed := range uint64(20) {
				opts := maps.Clone(tb.opts)
				opts["turns"] = "12"
				start := newSwift(t, engine.Setup{Seed: seed, Options: opts})
				for seat := range engine.Seat(len(start.st.Hands)) {
					for _, prefix := range []int{0, 7, 19, 40} {
						rng := engine.NewRNG(seed*1000 + uint64(seat)*100 + uint64(prefix))
						a := start.Clone().(*swiftGame)
						// Random play for prefix steps, then on until
						// seat is the one asked: the questions pending
						// when the hands are dealt again are then its own,
						// whose options its opponents' hands do not shape.
						for step := 0; ; step++ {
							p := a.Pending()
							if len(p) == 0 || step >= prefix && p[0].Seat == seat {
								break
							}
							d := p[rng.IntN(len(p))]
							if _, err := a.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(max(1, len(d.Options)))}); err != nil {
								t.Fatal(err)
							}
						}
						if _, over := a.Result(); over {
							continue
						}
						b := a.Clone().(*swiftGame)
						if !swiftRedeal(b, seat, &rng) {
							continue
						}
						// Classified by the prompt the game holds: another
						// seat's is not in its Asked.
						SameAsked(t, seat, a, b, &rng, 400, nil, func(g engine.Game, qs []Asked) {
							for _, q := range qs {
								who := "others"
								if q.Seat == seat {
									who = "its own"
								}
								for _, d := range g.Pending() {
									if d.ID == q.ID {
										seen[swiftWindowKind(d.Prompt)+", "+who]++
									}
								}
							}
						})
					}
				}
			}
		})
	}
	t.Logf("questions compared: %v", seen)
	for _, k := range []string{"swift window", "fixed check", "queue order"} {
		for _, who := range []string{"its own", "others"} {
			if seen[k+", "+who] == 0 {
				t.Errorf("no %s question to %s seat was compared", k, who)
			}
		}
	}
}

// nsgWindowKind names the window or step of an nsg-toy question by its rule.
func nsgWindowKind(q Asked) string {
	switch q.Rule {
	case "CR 9.2.8":
		return "reaction window"
	case "CR 9.2.9":
		return "interrupt window"
	case "CR 9.2.7":
		return "paid-ability window"
	case "CR 1.16.1", "CR 1.16.10":
		return "cost"
	case "CR 1.15.2":
		return "target"
	}
	return "other"
}

// TestNSGAsksOnlyOnPublicGrounds: at 2, 3 and 4 seats, from the start and
// from random points of random games, the other seats' secrets (the toy's
// one hidden element) are dealt again and both games are played on with
// the same public choices: the seat sees the same questions and the same
// view to the end. The reaction, interrupt and paid-ability windows are
// each compared on the observed seat's questions and others'.
func TestNSGAsksOnlyOnPublicGrounds(t *testing.T) {
	seen := map[string]int{}
	for seats := nsgMinSeats; seats <= nsgMaxSeats; seats++ {
		t.Run(strconv.Itoa(seats)+" seats", func(t *testing.T) {
			for seed := range uint64(15) {
				g, err := NSGToy{}.New(engine.Setup{Seed: seed, Options: map[string]string{"seats": strconv.Itoa(seats), "turns": "12"}})
				if err != nil {
					t.Fatal(err)
				}
				start := g.(*nsgGame)
				for seat := range engine.Seat(seats) {
					for _, prefix := range []int{0, 9, 30} {
						rng := engine.NewRNG(seed*1000 + uint64(seat)*100 + uint64(prefix))
						a := start.Clone().(*nsgGame)
						for range prefix {
							p := a.Pending()
							if len(p) == 0 {
								break
							}
							d := p[rng.IntN(len(p))]
							c := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(max(1, len(d.Options)))}
							if d.Kind == engine.Number {
								c.Number = d.Min
							}
							if _, err := a.Apply(c); err != nil {
								t.Fatal(err)
							}
						}
						if _, over := a.Result(); over {
							continue
						}
						b := a.Clone().(*nsgGame)
						changed := false
						for s := range b.st.Secrets {
							if engine.Seat(s) != seat {
								b.st.Secrets[s] = b.st.Secrets[s]%nsgSecretMax + 1
								changed = true
							}
						}
						if !changed {
							t.Fatal("no secret dealt again")
						}
						for _, q := range SameAsked(t, seat, a, b, &rng, 400, nil, nil) {
							who := "others"
							if q.Seat == seat {
								who = "its own"
							}
							seen[nsgWindowKind(q)+", "+who]++
						}
					}
				}
			}
		})
	}
	t.Logf("questions compared: %v", seen)
	for _, k := range []string{"reaction window", "interrupt window", "paid-ability window"} {
		for _, who := range []string{"its own", "others"} {
			if seen[k+", "+who] == 0 {
				t.Errorf("no %s question to %s seat was compared", k, who)
			}
		}
	}
}
