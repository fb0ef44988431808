package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The questions below were asked, or not, on the grounds of a card some
// seat does not know; the every-card re-deal comparisons of onr/asked_test.go
// found each. Each is now asked on public grounds, with only the answer
// that does nothing when the hidden card allows nothing.

// runTo starts a run on fort and answers the questions (runUntil) until
// either side is asked stop, or the run ends.
func runTo(x *onrtest.Table, fort, stop string) {
	runUntil(x, fort, func() bool { return prompt(x, runner) == stop || prompt(x, corp) == stop }, nil)
}

// runUntil starts a run on fort and answers the questions until stop holds
// or the run ends. act, when given, may answer a question first (reporting
// true). Otherwise the Corp bids its most in a trace and the Runner his
// least; the Runner continues, ends the window before the access's end
// with done and accesses the cards in their order; windows are passed; and
// any other question gets done, none, or its first option.
func runUntil(x *onrtest.Table, fort string, stop, act func() bool) {
	x.Do(runner, "run on "+fort)
	for i := 0; i < 40 && x.S.Run.Active && !stop(); i++ {
		if act != nil && act() {
			continue
		}
		d := x.G.Pending()[0]
		side := x.S.Players[d.Seat].Role
		switch {
		case d.Kind == engine.Number && side == corp:
			x.Number(corp, d.Max)
		case d.Kind == engine.Number:
			x.Number(runner, d.Min)
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "pass") || x.Offered(corp, "pass"):
			x.PassAll()
		case x.Offered(side, "done"):
			x.Do(side, "done")
		case x.Offered(side, "none"):
			x.Do(side, "none")
		default:
			x.Do(side, x.Options(side)[0])
		}
	}
}

func TestQuestionsOnPublicGrounds(t *testing.T) {
	for _, faceDown := range []bool{true, false} {
		t.Run(fmt.Sprintf("a Runner short of an accessed upgrade's trash cost is asked whether to pay it (leave alone) while he has a face-down card that might pay the rest: face-down card %v", faceDown), func(t *testing.T) {
			var mix int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				mix, _ = x.Install(onr.NewFort, "Chester Mix", true) // trash cost 3
				if faceDown {
					x.Rig("Bolt-Hole")
				} else {
					x.Rig("Access to Kiribati")
				}
			})
			x.Runner().Bits = 1
			runTo(x, "fort 1", "Pay 3 to trash Chester Mix?")
			asked := prompt(x, runner) == "Pay 3 to trash Chester Mix?"
			want(t, "asked to pay 3 to trash", asked, faceDown)
			if asked != faceDown {
				for _, e := range x.Events {
					t.Log(e.Text())
				}
				t.Log(x.Describe())
			}
			if asked {
				want(t, "options", fmt.Sprint(x.Options(runner)), "[leave Chester Mix]")
				x.Do(runner, "leave Chester Mix")
				want(t, "Chester Mix still installed", x.S.Cards[mix].Zone, onr.ZoneFort)
			}
		})
	}
	for _, archives := range []string{"a face-down agenda", "nothing"} {
		t.Run("Reclamation Project asks for the ice of the Archives, stop alone, while a face-down card is there: "+archives, func(t *testing.T) {
			x := newTable(t)
			x.Hand(corp, "Reclamation Project")
			if archives != "nothing" {
				c := x.Hand(corp, "Hostile Takeover")[0]
				x.G.Put(c, onr.ZoneDiscard, false)
			}
			x.Ready()
			x.Do(corp, "play Reclamation Project")
			asked := prompt(x, corp) == "Show a card of the Archives to the Runner and store it in HQ, or stop"
			want(t, "asked", asked, archives != "nothing")
			if asked {
				want(t, "options", len(x.Options(corp)), 1)
				x.Do(corp, x.Options(corp)[0])
			}
			want(t, "asked for an action next", prompt(x, corp), "Take an action")
		})
	}
	for _, rezzed := range []bool{false, true} {
		t.Run(fmt.Sprintf("Systematic Layoffs asks where its counters go, none alone, while the Corp has an unrezzed card that might take one: nothing advanceable, the card rezzed %v", rezzed), func(t *testing.T) {
			x := newTable(t)
			x.Hand(corp, "Systematic Layoffs")
			x.Install(onr.NewFort, "Chester Mix", rezzed)
			x.Ready()
			x.Do(corp, "play Systematic Layoffs")
			asked := prompt(x, corp) == "Choose a card to get an advancement counter (2 left)"
			want(t, "asked", asked, !rezzed)
			if asked {
				want(t, "options", fmt.Sprint(x.Options(corp)), "[none]")
				x.Do(corp, "none")
			}
			want(t, "asked again", prompt(x, corp) == "Choose a card to get an advancement counter (1 left)", false)
			want(t, "counters put", x.S.Cards[x.Card("Chester Mix")].Adv, 0)
		})
	}
	for _, faceDown := range []bool{true, false} {
		t.Run(fmt.Sprintf("Chimera, accessed, asks its Corp for a daemon to trash, none alone, while the Runner has a face-down card, whose keywords the Corp does not know: face-down card %v", faceDown), func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, "Chimera", true)
				if faceDown {
					x.Rig("Bolt-Hole")
				} else {
					x.Rig("Access to Kiribati")
				}
			})
			runTo(x, "fort 1", "Choose a Daemon to trash")
			asked := prompt(x, corp) == "Choose a Daemon to trash"
			want(t, "asked", asked, faceDown)
			if asked {
				want(t, "options", fmt.Sprint(x.Options(corp)), "[none]")
			}
		})
	}
	for _, tc := range []struct {
		name   string
		noBits bool // Airport Locker (5 bits) out of reach
	}{
		{"a Runner without bits encountering AP ice is asked, done alone, while he has a face-down card that might be Simulacrum, which costs none: its condition read for his face-down card", true},
		{"a Runner encountering AP ice with nothing to break it is asked, done alone, while he has a face-down card that might pass it (Simulacrum)", false},
	} {
		for _, faceDown := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s: face-down card %v", tc.name, faceDown), func(t *testing.T) {
				x := runnerTurn(t, func(x *onrtest.Table) {
					x.Ice(onr.FortHQ, "Fatal Attractor", true)
					x.Hand(runner, filler("Access to Kiribati", 4)...)
					if faceDown {
						x.Rig("Bolt-Hole")
					} else {
						x.Rig("Access to Kiribati")
					}
				})
				if tc.noBits {
					x.Runner().Bits = 0
				}
				encounter := func() bool { return strings.HasPrefix(prompt(x, runner), "Break subroutines of Fatal Attractor") }
				runUntil(x, "HQ", encounter, nil)
				asked := encounter()
				want(t, "asked during the encounter", asked, faceDown)
				if asked {
					want(t, "options", fmt.Sprint(x.Options(runner)), "[done]")
				}
			})
		}
	}
	for _, faceDown := range []bool{true, false} {
		t.Run(fmt.Sprintf("a Runner short of an agenda's steal cost is asked whether to pay it, leave alone, while he has a face-down card that might pay the rest: face-down card %v", faceDown), func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				c := x.Hand(corp, "Fetal AI")[0] // 2 to steal
				x.G.Put(c, onr.ZoneDiscard, false)
				x.S.Cards[c].FaceUp = true
				x.Hand(runner, filler("Access to Kiribati", 4)...)
				if faceDown {
					x.Rig("Bolt-Hole")
				} else {
					x.Rig("Access to Kiribati")
				}
			})
			x.Runner().Bits = 0
			runTo(x, "the Archives", "Pay 2 to steal Fetal AI?")
			asked := prompt(x, runner) == "Pay 2 to steal Fetal AI?"
			want(t, "asked to pay 2 to steal", asked, faceDown)
			if asked {
				want(t, "options", fmt.Sprint(x.Options(runner)), "[leave Fetal AI]")
			}
		})
	}
	for _, hidden := range []bool{true, false} {
		t.Run(fmt.Sprintf("Vapor Ops asks where its counters go, none alone, while the Corp has another unrezzed card that might take them: another card unrezzed %v", hidden), func(t *testing.T) {
			x := newTable(t)
			vapor, _ := x.Install(onr.NewFort, "Vapor Ops", true)
			x.S.Cards[vapor].Adv = 2
			x.Install(onr.NewFort, "Chester Mix", !hidden)
			x.Ready()
			x.Do(corp, "use Vapor Ops: Move advancement counters to another card")
			asked := prompt(x, corp) == "Choose a card to move them to"
			want(t, "asked", asked, hidden)
			if asked {
				want(t, "options", fmt.Sprint(x.Options(corp)), "[none]")
				x.Do(corp, "none")
			}
			want(t, "counters kept", x.S.Cards[vapor].Adv, int32(2))
		})
	}
	t.Run("Team Restructuring asks for a second card, none alone, while an unrezzed card it did not advance is left", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Team Restructuring")
		x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Install(onr.NewFort, "Chester Mix", false)
		x.Ready()
		x.Do(corp, "play Team Restructuring")
		want(t, "first", prompt(x, corp), "Choose a card to get an advancement counter (2 left)")
		x.Do(corp, "choose Hostile Takeover")
		want(t, "second asked", prompt(x, corp), "Choose a card to get an advancement counter (1 left)")
		want(t, "options", fmt.Sprint(x.Options(corp)), "[none]")
	})
	for _, faceDown := range []bool{true, false} {
		t.Run(fmt.Sprintf("a Runner without the bits of a trace's cancelling (Back Door to Netwatch, 3) is asked after a successful trace, take alone, while he has a face-down card that might pay them: face-down card %v", faceDown), func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, "Fetch 4.0.1", true)
				if faceDown {
					x.Rig("Bolt-Hole")
				} else {
					x.Rig("Access to Kiribati")
				}
			})
			x.Runner().Bits = 0
			x.Corp().Bits = 5
			const cancel = "The trace succeeded: cancel its effect?"
			runTo(x, "HQ", cancel)
			asked := prompt(x, runner) == cancel
			want(t, "asked to cancel the trace's effect", asked, faceDown)
			if asked {
				want(t, "options", fmt.Sprint(x.Options(runner)), "[take]")
			}
		})
	}
	for _, hidden := range []bool{true, false} {
		t.Run(fmt.Sprintf("Lesley Major, used, asks for the card of its fort to take the counters, none alone, while the fort holds an unrezzed card: the other card unrezzed %v", hidden), func(t *testing.T) {
			const use = "use Lesley Major: Pay 5 bits: two advancement counters on a card of this fort"
			const choose = "Choose a card of this fort to get 2 advancement counters"
			x := newTable(t)
			_, fort := x.Install(onr.NewFort, "Lesley Major", true)
			x.Install(fort, "Chester Mix", !hidden)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 7
			runUntil(x, "fort 1", func() bool { return prompt(x, corp) == choose }, func() bool {
				if !x.Offered(corp, use) {
					return false
				}
				x.Do(corp, use)
				return true
			})
			asked := prompt(x, corp) == choose
			want(t, "asked", asked, hidden)
			if asked {
				want(t, "options", fmt.Sprint(x.Options(corp)), "[none]")
			}
		})
	}
	t.Run("Lisa Blight: the Corp is asked in the same windows of a run on its fort whether its unrezzed ice has a subroutine to repeat or none", func(t *testing.T) {
		asked := map[string][]string{}
		for _, ice := range []string{"Wall of Static", "Gatekeeper"} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				_, fort := x.Install(onr.NewFort, "Lisa Blight", true)
				x.Ice(fort, ice, false)
				x.Hand(corp, "Data Wall")
			})
			x.Corp().Bits = 1 // Lisa's bit; neither ice can be rezzed
			x.Do(runner, "run on fort 1")
			for i := 0; i < 30 && x.S.Run.Active; i++ {
				for _, d := range x.G.Pending() {
					asked[ice] = append(asked[ice], fmt.Sprint(x.S.Players[d.Seat].Role, " ", d.Rule))
				}
				switch {
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				case x.Offered(corp, "pass"):
					x.Do(corp, "pass")
				default:
					x.Do(x.S.Players[x.G.Pending()[0].Seat].Role, x.Options(x.S.Players[x.G.Pending()[0].Seat].Role)[0])
				}
			}
		}
		if !slices.Equal(asked["Wall of Static"], asked["Gatekeeper"]) {
			t.Errorf("asked with Wall of Static (a subroutine):\n%v\nwith Gatekeeper (none):\n%v", asked["Wall of Static"], asked["Gatekeeper"])
		}
	})
	t.Run("the agenda or node trashed to make room is told to every seat by its place, named to the Corp", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Hostile Takeover")
		x.Install(onr.NewFort, "Marine Arcology", false)
		x.Ready()
		x.Do(corp, "install Hostile Takeover in fort 1")
		want(t, "logged to all", x.Logged("card 1 in fort 1 is trashed to make room for the card installed"), true)
		secret := slices.ContainsFunc(x.Events, func(e engine.Event) bool {
			return e.For(x.Seat(corp)) == "Marine Arcology in fort 1 is trashed to make room for the card installed"
		})
		want(t, "named to the Corp", secret, true)
	})
	t.Run("the access effect of a card accessed face down is told to every seat before it resolves", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			c, _ := x.Install(onr.NewFort, "Viral Breeding Ground", false)
			x.S.Cards[c].Adv = 1
			x.Rig("Dwarf")
		})
		runTo(x, "fort 1", "Choose a program for the Runner to bring into his hand (up to 2 more), or done")
		want(t, "logged to all", x.Logged("the card accessed in fort 1 takes effect"), true)
		want(t, "the Corp asked to choose the programs", prompt(x, corp), "Choose a program for the Runner to bring into his hand (up to 2 more), or done")
	})
}
