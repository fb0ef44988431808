package cards_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The Runner's cards the ablation gate (issue 21) found under-pinned: each
// test asserts exactly what a printed number or clause of the card makes
// happen (the bits a break costs, how much a prevention prevents and that
// it prevents no more, the kind of damage, each outcome of a die), so that
// moving the number or dropping the clause fails it.

// passUntil answers the Runner's and the Corp's windows, and "take" when the
// Runner is asked whether to prevent, until done holds or nothing is left
// to pass; it fails the test if the Runner is offered forbid ("" for none).
func passUntil(t *testing.T, x *onrtest.Table, forbid string, done func() bool) {
	t.Helper()
	for i := 0; i < 50 && !done(); i++ {
		if forbid != "" && x.Offered(runner, forbid) {
			t.Fatalf("offered %q: %q", forbid, x.Options(runner))
		}
		switch {
		case x.Offered(runner, "take"):
			x.Do(runner, "take")
		case x.Offered(runner, "pass") || x.Offered(corp, "pass"):
			x.PassAll()
		default:
			return
		}
	}
}

// breakBits returns the bits the Runner pays for step, a break.
func breakBits(x *onrtest.Table, step string) int32 {
	x.T.Helper()
	before := x.Runner().Bits
	x.Do(runner, step)
	return before - x.Runner().Bits
}

// pumpTo buys breaker strength until it matches the ice being encountered.
func pumpTo(x *onrtest.Table, breaker, pump, ice string) {
	x.T.Helper()
	b, i := newest(x, breaker), newest(x, ice)
	for n := 0; n < 20 && x.G.BreakerStrength(b) < x.G.IceStrength(i); n++ {
		x.Do(runner, pump)
	}
}

// atAction reports whether side is asked for an action in its own turn.
func atAction(x *onrtest.Table, side onr.Role) func() bool {
	return func() bool {
		return x.S.Active == x.Seat(side) && x.Offered(side, "gain")
	}
}

// sampleFaces plays game(seed) for seeds 1, 2, … until each face of faces
// has been rolled once; game returns the face its die showed (0: none). It
// fails the test if some face is never rolled in 300 seeds.
func sampleFaces(t *testing.T, faces []int, game func(t *testing.T, seed uint64) int) {
	t.Helper()
	seen := map[int]bool{}
	for seed := uint64(1); seed < 300 && len(seen) < len(faces); seed++ {
		var face int
		ok := t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) { face = game(t, seed) })
		if !ok {
			return
		}
		if slices.Contains(faces, face) {
			seen[face] = true
		}
	}
	if len(seen) < len(faces) {
		t.Errorf("seeds 1-299 rolled only %v of %v", seen, faces)
	}
}

func TestRunnerCardsPinned(t *testing.T) {
	// Break costs: the bits one use of the break ability takes, exactly
	// (the printed "N[bit]: break …").
	breaks := []struct {
		name, ice, breaker, pump string
		bits                     int32
	}{
		{"Bartmoss Memorial Icebreaker: \"1[bit]: Break ice subroutine\" takes 1 bit", "Wall of Static", "Bartmoss Memorial Icebreaker",
			"pump Bartmoss Memorial Icebreaker: +1 strength for 1", 1},
		{"Dupré: \"1[bit]: Break code gate subroutine\" takes 1 bit", "Sleeper", "Dupré", "pump Dupré: +1 strength for 2", 1},
		{"Psychic Friend: \"1[bit]: Break code gate subroutine\" takes 1 bit", "Quandary", "Psychic Friend", "pump Psychic Friend: +1 strength for 2", 1},
		{"Blink: \"0[bit]: Roll a die …\" takes no bit", "Wall of Static", "Blink", "", 0},
	}
	for _, tc := range breaks {
		t.Run(tc.name, func(t *testing.T) {
			x := runSetup(t, []string{tc.ice}, []string{tc.breaker}, 5, 10)
			runHQ(x)
			if tc.pump != "" {
				pumpTo(x, tc.breaker, tc.pump, tc.ice)
			}
			want(t, "bits the break took", breakBits(x, "break subroutine 1 with "+tc.breaker), tc.bits)
		})
	}

	// Multi-break (BreakMore): one use breaks the subroutine it targets and
	// up to N-1 more of the same ice; the next one is a new use, paid
	// again. Ice Transmutation's repeats give the ice enough subroutines.
	multi := []struct {
		name, ice, breaker, pump string
		transmuted               bool
		subs                     int   // subroutines broken, one after the other
		bits                     int32 // what breaking them costs
	}{
		{"Big Frackin' Gun: \"break up to five sentry subroutines\": a sixth is another use, 6 bits more", "Colonel Failure", "Big Frackin' Gun",
			"pump Big Frackin' Gun: +1 strength for 1", true, 6, 6 + 6},
		{"Redecorator: \"break up to two sentry subroutines\": a third is another use, 1 bit more", "Colonel Failure", "Redecorator",
			"pump Redecorator: +1 strength for 3", false, 3, 1 + 1},
		{"Pile Driver: \"break up to four wall subroutines\": a fifth is another use, 3 bits more", "Wall of Ice", "Pile Driver",
			"pump Pile Driver: +1 strength for 1", true, 5, 3 + 3},
	}
	for _, tc := range multi {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				ice, _ := x.Ice(onr.FortHQ, tc.ice, true)
				if tc.transmuted {
					x.G.Transmute(ice, 1)
				}
				x.Rig(tc.breaker)
				x.Hand(runner, filler("Jack 'n' Joe", 3)...)
				x.Runner().Bits = 40
			})
			runHQ(x)
			pumpTo(x, tc.breaker, tc.pump, tc.ice)
			var bits int32
			for j := 1; j <= tc.subs; j++ {
				bits += breakBits(x, fmt.Sprintf("break subroutine %d with %s", j, tc.breaker))
			}
			want(t, fmt.Sprintf("bits for %d subroutines", tc.subs), bits, tc.bits)
		})
	}

	// Blink: "0[bit]: Roll a die. On a 4, 5, or 6, break ice subroutine;
	// otherwise, suffer that much Net damage", dealt at once (R043). Each
	// face is played: a failed roll leaves the subroutine to fire (Wall of
	// Static ends the run).
	blink := []struct {
		name  string
		faces []int
	}{
		{"Blink: on a 4, 5 or 6 the subroutine breaks and no damage is done", []int{4, 5, 6}},
		{"Blink: on a 1, 2 or 3 the subroutine stands and the Runner suffers that much Net damage", []int{1, 2, 3}},
	}
	for _, tc := range blink {
		t.Run(tc.name, func(t *testing.T) {
			sampleFaces(t, tc.faces, func(t *testing.T, seed uint64) int {
				x := onrtest.New(t, seed)
				x.Ice(onr.FortHQ, "Wall of Static", true)
				x.Rig("Blink")
				x.Hand(runner, filler("Jack 'n' Joe", 5)...)
				x.Ready().ToTurn(runner)
				runHQ(x)
				x.Do(runner, "break subroutine 1 with Blink")
				roll := rolled(x, "Blink")
				if !slices.Contains(tc.faces, roll) {
					return roll
				}
				if roll >= 4 {
					want(t, "cards in hand", len(x.Runner().Hand), 5)
					want(t, "damage logged", countEvents(x, "damage"), 0)
					x.Do(runner, "continue")
					passUntil(t, x, "", func() bool { return !x.S.Run.Active })
					wantSuccessful(t, x)
					return roll
				}
				// No other breaker: the encounter moves on to the subroutine.
				passUntil(t, x, "", func() bool { return !x.S.Run.Active })
				wantDamage(t, x, roll, "Net")
				want(t, "cards in hand", len(x.Runner().Hand), 5-roll)
				wantRunEndedBy(t, x, "Wall of Static")
				return roll
			})
		})
	}

	// Pile Driver: "Whenever you use Pile Driver's break-walls subroutine,
	// lose a total of 3 bits from stealth cards": 3 of the 5 that Cloak
	// and Vewy Vewy Quiet hold, no more.
	t.Run("Pile Driver: a use loses a total of 3 bits from stealth cards, no more", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		rig := x.Rig("Cloak", "Vewy Vewy Quiet", "Pile Driver")
		x.Runner().Bits = 10
		x.Ready().ToTurn(runner)
		stealth := func() int32 { return x.S.Cards[rig[0]].Bits + x.S.Cards[rig[1]].Bits }
		want(t, "stealth bits before", stealth(), int32(5))
		runHQ(x)
		pumpTo(x, "Pile Driver", "pump Pile Driver: +1 strength for 1", "Wall of Static")
		x.Do(runner, "break subroutine 1 with Pile Driver")
		want(t, "stealth bits after one use", stealth(), int32(2))
	})

	// Dupré: "All strength counters on Dupré are lost if you use Dupré on
	// a fort other than the one you last used it on": its pump is a use.
	t.Run("Dupré: buying strength on another fort loses its counters", func(t *testing.T) {
		x := runSetup(t, []string{"Sleeper"}, []string{"Dupré"}, 3, 20)
		x.Ice(onr.FortRD, "Quandary", true) // strength 2: a pump is offered
		d := newest(x, "Dupré")
		runHQ(x)
		x.Do(runner, "pump Dupré: +1 strength for 2")
		x.Do(runner, "break subroutine 1 with Dupré")
		passUntil(t, x, "", func() bool { return x.Offered(runner, "continue") })
		x.Do(runner, "continue")
		passUntil(t, x, "", func() bool { return !x.S.Run.Active || x.Offered(runner, "leave") })
		for x.S.Run.Active && x.Offered(runner, "leave") {
			x.Do(runner, "leave")
		}
		x.PassAll()
		want(t, "strength with one counter", x.G.BreakerStrength(d), int32(1))
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "pump Dupré: +1 strength for 2")
		want(t, "strength after a pump on R&D: the pump's +1, no counter", x.G.BreakerStrength(d), int32(1))
	})

	// Morphing Tool: "1[bit], [action]: choose the ice type it breaks".
	t.Run("Morphing Tool: choosing the type again takes an action and 1 bit", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Morphing Tool")
			x.Runner().Bits = 5
		})
		x.Do(runner, "use Morphing Tool: Choose the ice type Morphing Tool breaks")
		x.Number(runner, 1)
		want(t, "actions left", x.Runner().Actions, int32(3))
		want(t, "bits left", x.Runner().Bits, int32(4))
	})

	// Corporate Ally: "The difficulty of all agendas is +1": 4 advancement
	// counters score Hostile Takeover (difficulty 3), 3 do not.
	for _, adv := range []int32{3, 4} {
		t.Run(fmt.Sprintf("Corporate Ally: with it, Hostile Takeover (difficulty 3) scores with %d counters: %v", adv, adv == 4), func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
			x.S.Cards[c].Adv = adv
			x.Rig("Corporate Ally")
			x.Ready()
			x.Do(corp, "gain") // scored in the window after an action (ONR-10.4)
			want(t, "score offered", x.Offered(corp, "score Hostile Takeover"), adv == 4)
		})
	}

	// The Deck: "0[bit]: Base link 5".
	t.Run("The Deck: its base link is 5, for 0 bits", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("The Deck")
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 0, "The Deck", 0)
		x.PassAll()
		wantLink(t, x, 5)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
	})

	// Pocket Virtual Reality: "[subroutine] Trace 6 …", twice: the Corp,
	// with more bits than that, may spend up to 6 on each.
	t.Run("Pocket Virtual Reality: each of its two subroutines is a trace of limit 6", func(t *testing.T) {
		x := fortSetup(t, []string{"Pocket Virtual Reality"}, nil, 5, 5, 10)
		runHQ(x)
		trace(t, x, 6, 0, "", 0)
		x.Take()
		trace(t, x, 6, 0, "", 0)
		x.Take()
	})

	// Hunt Club BBS: "Expose up to three installed cards": with four
	// unrezzed cards installed, the third exposed ends it.
	t.Run("Hunt Club BBS: exposes at most three of four installed cards", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			for _, f := range []int32{onr.FortHQ, onr.FortRD, onr.FortArchives, onr.FortHQ} {
				x.Ice(f, "Wall of Static", false)
			}
			x.Hand(runner, "Hunt Club BBS")
		})
		x.Do(runner, "play Hunt Club BBS")
		for _, e := range []string{"expose ice 1 on HQ", "expose ice 2 on HQ", "expose ice 1 on R&D"} {
			x.Do(runner, e)
		}
		if x.Offered(runner, "done") || x.Offered(runner, "expose ice 1 on Archives") {
			t.Errorf("asked for a fourth card: %q", x.Options(runner))
		}
		known := 0
		for _, c := range x.G.Find("Wall of Static") {
			if x.S.Cards[c].Known {
				known++
			}
		}
		want(t, "Wall of Static known to the Runner", known, 3)
		want(t, "expose events", countEvents(x, "expose"), 3)
	})

	// Preventions of a printed amount, against more than that in one
	// lump: one use prevents exactly the amount, the rest is suffered.
	// Datapool® by Zetatech gives a tagged Runner two tags at once; Omnitech
	// "Spinal Tap" Cybermodem, leaving play as a new deck replaces it
	// (ONR-8.9.1), does 2 brain damage that may be prevented; Cerberus's
	// first subroutine does 3 Net damage.
	const tap = "Omnitech \"Spinal Tap\" Cybermodem"
	twoTags := func(t *testing.T, card string) *onrtest.Table {
		x := newTable(t)
		x.Hand(corp, "Datapool® by Zetatech")
		x.Rig(card)
		x.Runner().Tags = 1
		x.Ready()
		x.Corp().Bits = 10
		x.Do(corp, "play Datapool® by Zetatech")
		return x
	}
	twoBrain := func(t *testing.T, card string) *onrtest.Table {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Rig(tap, card)
			x.Hand(runner, "PK-6089a", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
			x.Runner().Bits = 10
		})
		x.Do(runner, "install PK-6089a")
		return x
	}
	threeNet := func(t *testing.T, card string) *onrtest.Table {
		x := runSetup(t, []string{"Cerberus"}, []string{card}, 5, 5)
		runHQ(x)
		if x.Offered(runner, "done") { // a breaker breaks nothing
			x.Do(runner, "done")
		}
		passUntil(t, x, "", func() bool { return x.Offered(runner, "prevent "+card) })
		return x
	}
	tags := func(x *onrtest.Table) int { return int(x.Runner().Tags) }
	brain := func(x *onrtest.Table) int { return int(x.Runner().Brain) }
	discarded := func(x *onrtest.Table) int { return -len(x.Runner().Hand) }
	const shields = "Enterprise, Inc., Shields"
	prevents := []struct {
		name, card string
		setup      func(t *testing.T, card string) *onrtest.Table // up to the prevention's offer
		again      bool                                           // the prevention may be used again (paid again), and is not
		count      func(x *onrtest.Table) int                     // what the Runner has suffered so far
	}{
		{"Leland, Corporate Bodyguard: \"[trash]: avoid receiving a tag\" avoids one of two", "Leland, Corporate Bodyguard", twoTags, false, tags},
		{"Nomad Allies: \"[trash]: avoid receiving a tag\" avoids one of two", "Nomad Allies", twoTags, false, tags},
		{"Wilson, Weeflerunner Apprentice: \"[trash]: avoid receiving a tag\" avoids one of two", "Wilson, Weeflerunner Apprentice", twoTags, false, tags},
		{"Lifesaver™ Nanosurgeons: \"[trash]: Prevent 1 brain damage\" prevents one of two", "Lifesaver™ Nanosurgeons", twoBrain, false, brain},
		{shields + ": \"1[bit]: Prevent 1 brain damage\" prevents one of two a use", shields, twoBrain, true, brain},
		{shields + ": \"1[bit]: Prevent up to 2 Net damage\" prevents two of three a use", shields, threeNet, true, discarded},
		{"Evil Twin: \"prevents up to 2 Net and/or brain damage total each turn\": two of three", "Evil Twin", threeNet, false, discarded},
	}
	for _, tc := range prevents {
		t.Run(tc.name, func(t *testing.T) {
			x := tc.setup(t, tc.card)
			before := tc.count(x)
			suffered := func() bool { return tc.count(x) > before }
			x.Do(runner, "prevent "+tc.card)
			if !tc.again {
				passUntil(t, x, "prevent "+tc.card, suffered)
			} else if x.Offered(runner, "prevent "+tc.card) {
				x.Do(runner, "take") // not again: the rest is suffered
			}
			passUntil(t, x, "", suffered)
			want(t, "suffered of the lump", tc.count(x)-before, 1)
		})
	}

	// "… take 1 brain damage, which cannot be prevented" (Lucidrine™ Drip
	// Feed at two Drip counters); "On a 1, suffer 2 brain damage. This
	// damage cannot be prevented" (Spinal Tap at the start of the Runner's
	// turn): Skullcap, which prevents any amount of brain damage, is never
	// offered, and the damage is suffered whole.
	t.Run("Lucidrine™ Drip Feed: at two Drip counters, 1 brain damage that cannot be prevented", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		feed := x.Rig("Lucidrine™ Drip Feed", "Skullcap")[0]
		x.S.Cards[feed].Counters = 2
		x.Ready()
		x.TakeGains(corp)
		passUntil(t, x, "prevent Skullcap", atAction(x, runner))
		wantDamage(t, x, 1, "brain")
		want(t, "brain damage", x.Runner().Brain, int32(1))
		want(t, "Skullcap installed", inZone(x, newest(x, "Skullcap"), onr.ZoneRig), true)
	})
	t.Run(tap+": on a 1, 2 brain damage that cannot be prevented", func(t *testing.T) {
		sampleFaces(t, []int{1}, func(t *testing.T, seed uint64) int {
			x := onrtest.New(t, seed)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Rig(tap, "Skullcap")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.TakeGains(corp)
			passUntil(t, x, "prevent Skullcap", atAction(x, runner))
			roll := rolled(x, tap)
			if roll != 1 {
				return roll
			}
			wantDamage(t, x, 2, "brain")
			want(t, "brain damage", x.Runner().Brain, int32(2))
			want(t, "Skullcap installed", inZone(x, newest(x, "Skullcap"), onr.ZoneRig), true)
			return roll
		})
	})

	// Joan of Arc: "[trash]: Prevent one or more of your other installed
	// programs from being trashed": against programs trashed together
	// (Shock Treatment with four tags), one use of the [trash] ability
	// saves every other program among them.
	t.Run("Joan of Arc: [trash] saves every other program trashed together", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.FortHQ, "Shock Treatment", true)
			x.Rig("Zetatech Mem Chip", "Dwarf", "Raptor", "Joan of Arc")
			x.Runner().Tags = 4
		})
		runHQ(x)
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(corp, "trash Dwarf")
		x.Do(corp, "trash Raptor")
		x.Do(runner, "prevent Joan of Arc: trash Joan of Arc")
		x.PassAll()
		if got, w := mtTitles(x, x.Runner().Rig), []string{"Dwarf", "Raptor"}; !slices.Equal(got, w) {
			t.Errorf("rig %q, want %q", got, w)
		}
		if !x.Logged("Joan of Arc prevents Dwarf, Raptor from being trashed") {
			t.Errorf("events %v", x.Events)
		}
	})

	// Arasaka Owns You: "You forgo your next four actions, and you forfeit
	// the next 3 agenda points you score": the Runner steals Main-Office
	// Relocation (3 points, forfeited), then Hostile Takeover (1 point,
	// kept).
	t.Run("Arasaka Owns You: the Runner forgoes four actions and forfeits the next 3 agenda points, no more", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Install(onr.NewFort, "Main-Office Relocation", false)
		x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Hand(runner, "Arasaka Owns You", "Jack 'n' Joe")
		x.Deck(runner, filler("Score!", 6)...)
		x.Runner().Tags = 1
		x.Ready()
		x.Corp().Bits = 3
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent Arasaka Owns You")
		want(t, "actions to forgo", x.Runner().Forgo, int32(4))
		x.ToTurn(runner)
		want(t, "actions left in the first turn he acts", x.Runner().Actions, int32(4))
		for _, fort := range []string{"fort 1", "fort 2"} {
			x.Do(runner, "run on "+fort)
			x.PassAll()
			x.Do(runner, "continue")
			passUntil(t, x, "", func() bool { return !x.S.Run.Active })
		}
		want(t, "Runner points: 3 forfeited, then 1 kept", x.Runner().Points, int32(1))
	})
}
