package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// agentFortRun arranges Agent 2's turn with ice on Sponsor 1's Agent fort
// and starts his run there, up to the approach of the ice.
func agentFortRun(t *testing.T, ice string, options ...string) (*bso.Game, *onr.State, int32) {
	t.Helper()
	g := newGame(t, 1, options...)
	s := arrange(g, a2, 5)
	c := card(t, g, s1, ice)
	g.InstallCorp(c, fort(t, g, "Sponsor 1's Agent"), false)
	g.InstallRunner(card(t, g, a2, "Krash"), 0) // so that he is asked in encounters
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's Agent")
	return g, s, c
}

func TestFastBoot(t *testing.T) {
	// "Runs": "The Agent declares an attempt to fast-boot the ice and
	// checks the card's rez cost. If the player can pay for it, he or she
	// does so, and the attacking Runner encounters the ice. For the
	// duration of this encounter the ice is considered to be at half its
	// normal strength, and it derezzes immediately after the encounter is
	// completed."
	for _, tc := range []struct {
		opts     []string
		strength int32
	}{{nil, 1}, {[]string{"fast-boot-rounding=up"}, 2}} {
		g, s, ice := agentFortRun(t, "Shock.r", tc.opts...) // rez 1, strength 3
		// The Runner, then the Sponsor, may act first; the Sponsor does not
		// rez it.
		passUntil(t, g, func() bool { _, ok := engine.DecisionFor(g, a1); return ok })
		if got := options(g, a1); !slices.Equal(got, []string{"pass", "fast-boot unrezzed ice"}) {
			t.Fatalf("Agent 1 in his fort's run is offered %q", got)
		}
		choose(t, g, a1, "fast-boot unrezzed ice")
		if !s.Cards[ice].Rezzed || s.Players[a1].Bits != 4 || s.Players[s1].Bits != 5 {
			t.Fatalf("after the fast-boot: rezzed %v, Agent 1 has %d bits, Sponsor 1 %d", s.Cards[ice].Rezzed, s.Players[a1].Bits, s.Players[s1].Bits)
		}
		// The Runner encounters it at once: nobody gets another chance in
		// the approach window (as after the rez of the approached ice, R263).
		if s.Run.Encounter != ice {
			t.Fatalf("the run is not encountering the fast-booted ice; pending %s", pending(g))
		}
		if got := g.IceStrength(ice); got != tc.strength {
			t.Fatalf("%v: the fast-booted Shock.r (strength 3) has strength %d, want %d", tc.opts, got, tc.strength)
		}
		// The encounter ends (no breaker): the ice derezzes before the
		// pass window.
		choose(t, g, a2, "done")
		for s.Run.Active && s.Cards[ice].Rezzed {
			d := g.Pending()[0]
			choose(t, g, d.Seat, g.Describe(d, 0))
		}
		if s.Cards[ice].Rezzed || g.IceStrength(ice) != 3 {
			t.Fatalf("after the encounter the ice is rezzed %v, strength %d", s.Cards[ice].Rezzed, g.IceStrength(ice))
		}
		if !s.Run.Active {
			t.Fatalf("the run ended before the pass window")
		}
	}
}

func TestFastBootUnpaid(t *testing.T) {
	// "If the player can pay for it": an Agent who cannot pay the rez cost
	// learns it, and nothing else happens.
	g, s, ice := agentFortRun(t, "Cortical Scrub") // rez 7
	passUntil(t, g, func() bool { _, ok := engine.DecisionFor(g, a1); return ok })
	ev := choose(t, g, a1, "fast-boot unrezzed ice")
	if s.Cards[ice].Rezzed || s.Players[a1].Bits != 5 {
		t.Fatalf("an unpaid fast-boot rezzed the ice or took bits")
	}
	for _, e := range ev {
		if strings.Contains(e.Text(), "7") || !strings.Contains(e.For(a1), "rez cost of 7") {
			t.Fatalf("event %q / %q: the rez cost is Agent 1's alone to learn", e.Text(), e.For(a1))
		}
	}
	// One declaration per approach: the window does not offer the attempt
	// again (it could only fail again, and kept the window open for ever;
	// found by scenarios/bso/agent-fort-run-tags-the-agent.yaml).
	for _, d := range g.Pending() {
		if slices.Contains(options(g, d.Seat), "fast-boot unrezzed ice") {
			t.Fatalf("after an unpaid fast-boot seat %d is offered it again: %q", d.Seat, options(g, d.Seat))
		}
	}
	if _, asked := engine.DecisionFor(g, a1); asked {
		t.Fatalf("Agent 1, with nothing left to do, is asked %q", options(g, a1))
	}
}

func TestFastBootOnlyForTheResident(t *testing.T) {
	// Only the Agent in the fort run fast-boots; nobody is asked in runs on
	// other forts, and the Sponsor rezzing its ice leaves nothing to boot.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s1, "Shock.r"), fort(t, g, "Sponsor 1's HQ"), false)
	g.InstallRunner(card(t, g, a2, "Krash"), 0)
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's HQ")
	for s.Run.Active {
		for _, d := range g.Pending() {
			if d.Seat != a2 && d.Seat != s1 {
				t.Fatalf("seat %d is asked %q in a run on HQ", d.Seat, d.Prompt)
			}
		}
		d := g.Pending()[0]
		choose(t, g, d.Seat, g.Describe(d, 0))
	}
	g, s, ice := agentFortRun(t, "Shock.r")
	s.Players[s1].Bits = 5
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Shock.r") })
	choose(t, g, s1, "rez Shock.r")
	if _, asked := engine.DecisionFor(g, a1); asked || s.Run.Encounter != ice || g.IceStrength(ice) != 3 {
		t.Fatalf("after the Sponsor's rez: Agent 1 asked %v, encounter %d, strength %d", asked, s.Run.Encounter, g.IceStrength(ice))
	}
}

// successOnAgentFort arranges a successful run of Agent 2 on Sponsor 1's
// empty Agent fort, up to the Runner's choice after access.
func successOnAgentFort(t *testing.T, rig []string, opts ...string) (*bso.Game, *onr.State, []int32) {
	t.Helper()
	g := newGame(t, 1, opts...)
	s := arrange(g, a2, 5)
	var host int32
	var cards []int32
	for _, title := range rig {
		c := card(t, g, a1, title)
		cards = append(cards, c)
		h := int32(0)
		if title == "Codecracker" && host != 0 {
			h = host
		}
		g.InstallRunner(c, h)
		if title == "Imp" {
			host = c
		}
	}
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's Agent")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "tag-agent") })
	return g, s, cards
}

func TestAgentFortSuccessTag(t *testing.T) {
	// "Runs": "That Runner additionally may do one of two things: tag the
	// Agent inside the fort ... or steal a program. Tagging Agents has no
	// cost." The tag is the attacking Runner's ("Handling Tags").
	g, s, _ := successOnAgentFort(t, []string{"Codecracker"})
	choose(t, g, a2, "tag-agent")
	passUntil(t, g, func() bool { return s.Players[a1].Tags == 1 })
	if s.TagsOwned(a1, a2) != 1 || s.Players[a2].Bits != 5 {
		t.Fatalf("Agent 1's tags by owner %v; Agent 2 has %d bits", s.Players[a1].TagsBy, s.Players[a2].Bits)
	}
}

func TestAgentFortSuccessSteal(t *testing.T) {
	// "Stealing a program requires the attacking Runner to pay its
	// installation cost (as if the card were in his or her hand)."
	g, s, rig := successOnAgentFort(t, []string{"Codecracker", "Dwarf"}) // install 2 and 6
	opts := options(g, a2)
	if !slices.Contains(opts, "steal-program Codecracker") || slices.Contains(opts, "steal-program Dwarf") {
		t.Fatalf("with 5 bits Agent 2 is offered %q", opts)
	}
	choose(t, g, a2, "steal-program Codecracker")
	cc := rig[0]
	if s.Controller(cc) != a2 || s.Cards[cc].Zone != onr.ZoneRig || s.Cards[cc].Owner != a1 || s.Players[a2].Bits != 3 {
		t.Fatalf("Codecracker: controller %d zone %s owner %d; Agent 2 has %d bits", s.Controller(cc), s.Cards[cc].Zone, s.Cards[cc].Owner, s.Players[a2].Bits)
	}
}

func TestAgentFortStealDaemon(t *testing.T) {
	// A daemon comes with the programs it hosts; under the optional rule
	// (steal-daemon-pays-hosted, "Optional Rules") the thief pays for them
	// too.
	for _, tc := range []struct {
		opts []string
		cost int32
	}{{nil, 0}, {[]string{"steal-daemon-pays-hosted=true"}, 2}} {
		g, s, rig := successOnAgentFort(t, []string{"Imp", "Codecracker"}, tc.opts...)
		choose(t, g, a2, "steal-program Imp")
		imp, cc := rig[0], rig[1]
		if s.Controller(imp) != a2 || s.Controller(cc) != a2 || s.Cards[cc].Host != imp || s.Players[a2].Bits != 5-tc.cost {
			t.Fatalf("%v: Imp at %d, Codecracker at %d hosted by %d; Agent 2 paid %d", tc.opts, s.Controller(imp), s.Controller(cc), s.Cards[cc].Host, 5-s.Players[a2].Bits)
		}
	}
}

func TestAgentFortStealNestedDaemons(t *testing.T) {
	// A stolen daemon comes with the daemon it hosts and with the program
	// that one hosts: a hosted program stays in its host's rig (ONR-8.8),
	// so the stolen daemon leaving play later trashes all three
	// (ONR-8.8.3). Every invariant holds after each step (apply).
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	succubus := card(t, g, a1, "Succubus")
	g.InstallRunner(succubus, 0)
	afreet := card(t, g, a1, "Afreet")
	g.InstallRunner(afreet, succubus)
	cc := card(t, g, a1, "Codecracker")
	g.InstallRunner(cc, afreet)
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 1's Agent")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "tag-agent") })
	choose(t, g, a2, "steal-program Succubus")
	for _, c := range []int32{succubus, afreet, cc} {
		if s.Controller(c) != a2 || s.Cards[c].Zone != onr.ZoneRig {
			t.Fatalf("after the steal %s is in seat %d's %s, want Agent 2's rig", g.Title(c), s.Controller(c), s.Cards[c].Zone)
		}
	}
	if s.Cards[afreet].Host != succubus || s.Cards[cc].Host != afreet {
		t.Fatalf("after the steal Afreet is hosted by %d, Codecracker by %d", s.Cards[afreet].Host, s.Cards[cc].Host)
	}
	s.Trash(succubus)
	if err := g.Check(); err != nil {
		t.Fatalf("after Succubus is trashed: %v", err)
	}
	for _, c := range []int32{succubus, afreet, cc} {
		if s.Cards[c].Zone != onr.ZoneDiscard {
			t.Fatalf("after Succubus is trashed %s is in %s, want the discard pile", g.Title(c), s.Cards[c].Zone)
		}
	}
}

func TestRunningOtherForts(t *testing.T) {
	// "Running Other Forts": "This strength gain is temporary ... it is
	// factored in last": option other-forts-strength=N gives the ice of a
	// fort other than an Agent fort +N during a run on it.
	g := newGame(t, 1, "other-forts-strength=2")
	s := arrange(g, a2, 5)
	hq := card(t, g, s1, "Wall of Static")
	g.InstallCorp(hq, fort(t, g, "Sponsor 1's HQ"), true)
	agent := card(t, g, s1, "Wall of Static")
	g.InstallCorp(agent, fort(t, g, "Sponsor 1's Agent"), true)
	g.InstallRunner(card(t, g, a2, "Krash"), 0)
	ready(t, g)
	if g.IceStrength(hq) != 2 {
		t.Fatalf("outside a run: strength %d", g.IceStrength(hq))
	}
	choose(t, g, a2, "run on Sponsor 1's HQ")
	if g.IceStrength(hq) != 4 || g.IceStrength(agent) != 2 {
		t.Fatalf("in a run on HQ: HQ's ice %d, the Agent fort's %d; want 4 and 2", g.IceStrength(hq), g.IceStrength(agent))
	}
	for s.Run.Active {
		d := g.Pending()[0]
		choose(t, g, d.Seat, g.Describe(d, 0))
	}
	if g.IceStrength(hq) != 2 {
		t.Fatalf("after the run: strength %d", g.IceStrength(hq))
	}
}

func TestSirenOnlyForTheCorpBeingRun(t *testing.T) {
	// "Optional Rules": "The one difficulty is with Siren--only the Corp
	// being run can take advantage of its power. (Otherwise, Corps can
	// cooperate too easily to stymie Runners.)" Option siren=any-sponsor
	// lets every other team's Sponsor use its Siren. Two Sponsors' Sirens
	// then answer the start of the run together: the Runner, whose turn
	// it is, chooses whose resolves first (ONR-18.1.7), each Sponsor still
	// deciding its own.
	for _, tc := range []struct {
		opts     []string
		redirect bool
		first    engine.Seat // the Sponsor whose Siren the Runner has resolve first
		name     string      // its name
	}{{nil, false, s2, "Sponsor 2"}, {[]string{"siren=any-sponsor"}, true, s2, "Sponsor 2"}, {[]string{"siren=any-sponsor"}, true, s3, "Sponsor 3"}} {
		g := newGame(t, 1, append([]string{"players=6"}, tc.opts...)...)
		s := arrange(g, a1, 5)
		siren := card(t, g, s3, "Siren")
		fi := g.InstallCorp(siren, onr.NewFort, true)
		own := card(t, g, s2, "Siren")
		g.InstallCorp(own, onr.NewFort, true)
		ready(t, g)
		choose(t, g, a1, "run on Sponsor 2's HQ")
		if tc.redirect {
			want := []string{"resolve the effects of Sponsor 3 first", "resolve the effects of Sponsor 2 first"}
			if got := options(g, a1); !slices.Equal(got, want) {
				t.Fatalf("%v: the Runner whose turn it is is offered %q, want %q", tc.opts, got, want)
			}
			choose(t, g, a1, "resolve the effects of "+tc.name+" first")
		}
		if _, asked := engine.DecisionFor(g, a1); asked {
			t.Fatalf("%v: the Runner is asked again: %q", tc.opts, options(g, a1))
		}
		if tc.first == s3 {
			choose(t, g, s3, "decline")
		}
		// Sponsor 2, whose fort is run, may always redirect to its own fort.
		if !slices.Contains(options(g, s2), "redirect Siren") {
			t.Fatalf("%v: the Corp being run is offered %q", tc.opts, options(g, s2))
		}
		choose(t, g, s2, "decline")
		if tc.first == s3 {
			continue
		}
		_, asked := engine.DecisionFor(g, s3)
		if asked != tc.redirect || (asked && !slices.Contains(options(g, s3), "redirect Siren")) {
			t.Fatalf("%v: Sponsor 3 asked %v: %q", tc.opts, asked, options(g, s3))
		}
		if asked {
			choose(t, g, s3, "redirect Siren")
			if s.Run.Corp != s3 || s.Run.Fort != fi {
				t.Fatalf("the redirected run is on %s of seat %d", g.FortName(s.Run.Fort), s.Run.Corp)
			}
		}
	}
}
