package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// histRun makes the Runner run on fort (as the action names it: "HQ",
// "fort 1"), passing every window, and answer each access with the last
// option that starts with act, or the first option.
func histRun(x *onrtest.Table, fort, act string) {
	x.T.Helper()
	x.Do(runner, "run on "+fort).PassAll()
	x.Do(runner, "continue").PassAll()
	for i := 0; x.S.Run.Active && i < 20; i++ {
		opts := x.Options(runner)
		pick := opts[0]
		for _, o := range opts {
			if strings.HasPrefix(o, act) {
				pick = o
			}
		}
		x.Do(runner, pick).PassAll()
	}
}

// histCorpRezzes makes the Runner run on fort and the Corp rez the ice it
// is asked about (rez) or pass, until the run is over.
func histCorpRezzes(x *onrtest.Table, fort string, rez bool) {
	x.T.Helper()
	x.Do(runner, "run on "+fort)
	for i := 0; x.S.Run.Active && i < 40; i++ {
		switch opts := x.Options(corp); {
		case rez && len(opts) > 1 && strings.HasPrefix(opts[1], "rez "):
			x.Do(corp, opts[1])
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case len(x.Options(runner)) > 0:
			x.Do(runner, x.Options(runner)[0])
		case len(x.Options(corp)) > 0:
			x.Do(corp, x.Options(corp)[0])
		default:
			x.T.Fatalf("stuck: %s", x.Describe())
		}
	}
}

func TestCardsThatAskTheTurnsHistory(t *testing.T) {
	for _, tc := range []struct {
		name, node, act string
		turnsLater      int
		offered         bool
	}{
		{"Data Sifters: the Runner trashed a node during his last turn: give him a tag", "Rustbelt HQ Branch", "trash", 0, true},
		{"Data Sifters: not if the Runner left the node he accessed", "Rustbelt HQ Branch", "leave", 0, false},
		{"Data Sifters: not if he trashed no node but an upgrade", "Antiquated Interface Routines", "trash", 0, false},
		{"Data Sifters: not for a node trashed in an earlier turn of the Runner's than his last", "Rustbelt HQ Branch", "trash", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, tc.node, false)
				x.Hand(corp, "Data Sifters")
			})
			x.Runner().Bits = 10
			histRun(x, "fort 1", tc.act)
			for range tc.turnsLater {
				x.ToTurn(corp)
				x.ToTurn(runner)
			}
			x.ToTurn(corp)
			x.Corp().Bits = 4
			if got := x.Offered(corp, "play Data Sifters"); got != tc.offered {
				t.Fatalf("offered %v, want %v: %v", got, tc.offered, x.Options(corp))
			}
			if tc.offered {
				x.Do(corp, "play Data Sifters").PassAll()
				want(t, "tags", x.Runner().Tags, int32(1))
			}
		})
	}

	for _, tc := range []struct {
		name string
		adv  int32
		act  string
		gain int32
	}{
		{"Silver Lining Recovery Protocol: gain three bits for each advancement counter the agendas stolen in the Runner's last turn had", 2, "steal", 6},
		{"Silver Lining Recovery Protocol: no agenda stolen, no bits", 2, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
				x.S.Cards[c].Adv = tc.adv
				x.Hand(corp, "Silver Lining Recovery Protocol")
			})
			if tc.act != "" {
				histRun(x, "fort 1", tc.act)
			}
			x.ToTurn(corp)
			bits := x.Corp().Bits
			x.Do(corp, "play Silver Lining Recovery Protocol").PassAll()
			want(t, "Corp bits gained", x.Corp().Bits-bits, tc.gain)
		})
	}

	for _, tc := range []struct {
		name, card, agenda string
		offered            bool
		points             int32
	}{
		{"Hot Tip for WNS: score 1 agenda point having liberated a Black Ops agenda this turn", "Hot Tip for WNS", "Executive Extraction", true, 1},
		{"Hot Tip for WNS: no point for a Gray Ops agenda", "Hot Tip for WNS", "Hostile Takeover", true, 0},
		{"Desperate Competitor: score 1 agenda point having liberated a Gray Ops agenda this turn", "Desperate Competitor", "Hostile Takeover", true, 1},
		{"Desperate Competitor: not playable having liberated only a Black Ops agenda", "Desperate Competitor", "Executive Extraction", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, tc.agenda, false)
				x.Hand(runner, tc.card)
			})
			histRun(x, "fort 1", "steal")
			points := x.Runner().Points
			if points == 0 {
				t.Fatalf("no agenda stolen: %v", x.Options(runner))
			}
			if got := x.Offered(runner, "play "+tc.card); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if tc.offered {
				x.Do(runner, "play "+tc.card).PassAll()
			}
			want(t, "Runner points scored", x.Runner().Points-points, tc.points)
		})
	}

	for _, tc := range []struct {
		name  string
		nodes []string
		gain  int32
	}{
		{"On the Fast Track: gain 8 bits having trashed an advertisement card this turn", []string{"Rockerboy Promotion"}, 8},
		{"On the Fast Track: gain 6 bits having trashed a transactions card this turn", []string{"Information Laundering"}, 6},
		{"On the Fast Track: only the 8 bits having trashed both", []string{"Information Laundering", "Rockerboy Promotion"}, 8},
		{"On the Fast Track: nothing having trashed neither", []string{"Rustbelt HQ Branch"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				for _, n := range tc.nodes {
					x.Install(onr.NewFort, n, false)
				}
				x.Hand(runner, "On the Fast Track")
			})
			x.Runner().Bits = 10
			for i := range tc.nodes {
				histRun(x, "fort "+string(rune('1'+i)), "trash")
			}
			bits := x.Runner().Bits
			x.Do(runner, "play On the Fast Track").PassAll()
			want(t, "Runner bits gained", x.Runner().Bits-bits, tc.gain)
		})
	}

	for _, tc := range []struct {
		name     string
		rezzed   bool // the ice was rezzed before the Runner's turn
		rez      bool // the Corp rezzes it in the Runner's turn
		wantGain int32
	}{
		{"Field Reporter for Ice and Data: at the end of the Runner's turn, gain 1 bit for each piece of ice the Corp rezzed during it", false, true, 2},
		{"Field Reporter for Ice and Data: ice rezzed before the turn gives nothing", true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.NewFort, "Data Wall", tc.rezzed)
				x.Ice(onr.NewFort, "Data Wall", tc.rezzed)
				x.Rig("Field Reporter for Ice and Data")
			})
			x.Corp().Bits = 20
			histCorpRezzes(x, "fort 1", tc.rez)
			histCorpRezzes(x, "fort 2", tc.rez)
			bits := x.Runner().Bits
			gains := int32(x.TakeGains(runner))
			x.PassAll()
			want(t, "Runner bits gained at the end of the turn", x.Runner().Bits-bits-gains, tc.wantGain)
		})
	}
}

// histScore has the Corp, at its first action, advance agenda title,
// installed one counter short of its difficulty, and so score it.
func histScore(x *onrtest.Table, title string) {
	x.T.Helper()
	c, _ := x.Install(onr.NewFort, title, false)
	x.S.Cards[c].Adv = x.G.Difficulty(c) - 1
	x.Ready()
	x.Do(corp, "advance "+title)
	for i := 0; i < 10 && x.S.Cards[c].Zone != onr.ZoneScored; i++ {
		if x.Offered(corp, "score "+title) {
			x.Do(corp, "score "+title)
			continue
		}
		x.Take()
	}
	x.PassAll()
	if x.S.Cards[c].Zone != onr.ZoneScored {
		x.T.Fatalf("%s not scored: %v", title, x.Options(corp))
	}
}

func TestCardsThatAskTheTurnsHistoryToo(t *testing.T) {
	for _, tc := range []struct {
		name, agenda string
		turnsLater   int
		offered      bool
	}{
		{"Terrorist Reprisal: the Corp scored a Black Ops agenda during its last turn: it discards five cards at random", "Executive Extraction", 0, true},
		{"Terrorist Reprisal: not after a Gray Ops agenda", "Hostile Takeover", 0, false},
		{"Terrorist Reprisal: not for an agenda scored in an earlier turn of the Corp's than its last", "Executive Extraction", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Corp().Bits = 5
			histScore(x, tc.agenda)
			for range tc.turnsLater {
				x.ToTurn(runner)
				x.ToTurn(corp)
			}
			x.Hand(runner, "Terrorist Reprisal")
			x.ToTurn(runner)
			x.Hand(corp, filler("Data Wall", 6)...)
			x.Runner().Bits = 2
			x.Ready()
			if got := x.Offered(runner, "play Terrorist Reprisal"); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			hq, archives := len(x.Corp().Hand), len(x.Corp().Discard)
			x.Do(runner, "play Terrorist Reprisal").PassAll()
			want(t, "HQ", len(x.Corp().Hand), hq-5)
			want(t, "Archives", len(x.Corp().Discard), archives+5)
		})
	}

	for _, tc := range []struct {
		name, agenda string
		offered      bool
	}{
		{"Deal with Militech: having liberated a Research agenda this turn, a +1 strength counter on each icebreaker", "Polymer Breakthrough", true},
		{"Deal with Militech: not after a Gray Ops agenda", "Hostile Takeover", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, tc.agenda, false)
				x.Hand(runner, "Deal with Militech")
			})
			rig := x.Rig("Dwarf", "Hammer", "Grubb")
			x.Ready()
			histRun(x, "fort 1", "steal")
			if got := x.Offered(runner, "play Deal with Militech"); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			var before []int32
			for _, c := range rig {
				before = append(before, x.G.BreakerStrength(c))
			}
			x.Do(runner, "play Deal with Militech").PassAll()
			for i, c := range rig {
				want(t, x.S.Def(c).Title+" strength", x.G.BreakerStrength(c), before[i]+1)
			}
		})
	}

	for _, tc := range []struct {
		name    string
		runs    []string
		offered bool
		trashed []bool // HQ's rezzed, HQ's unrezzed, R&D's rezzed ice
	}{
		{"Remote Detonator: trash all rezzed ice on the fort of the successful run this turn; the Corp gives you three tags", []string{"HQ"}, true, []bool{true, false, false}},
		{"Remote Detonator: that fort is the last one of a successful run", []string{"HQ", "R&D"}, true, []bool{false, false, true}},
		{"Remote Detonator: not playable with no successful run this turn", nil, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Remote Detonator") })
			for _, r := range tc.runs {
				histRun(x, r, "")
			}
			hqRezzed, _ := x.Ice(0, "Data Wall", true)
			hqUnrezzed, _ := x.Ice(0, "Wall of Static", false)
			rdRezzed, _ := x.Ice(1, "Data Wall", true)
			x.Runner().Bits = 7
			x.Ready()
			if got := x.Offered(runner, "play Remote Detonator"); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			x.Do(runner, "play Remote Detonator").PassAll()
			for i, c := range []int32{hqRezzed, hqUnrezzed, rdRezzed} {
				want(t, x.S.Def(c).Title+" trashed", inZone(x, c, onr.ZoneDiscard), tc.trashed[i])
			}
			want(t, "tags", x.Runner().Tags, int32(3))
		})
	}

	for _, tc := range []struct {
		name    string
		runs    []string
		offered bool
	}{
		{"Fortress Respecification: rearrange the ice of the last fort of a successful run this turn", []string{"R&D", "HQ"}, true},
		{"Fortress Respecification: not playable with no successful run this turn", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Fortress Respecification") })
			for _, r := range tc.runs {
				histRun(x, r, "")
			}
			outer, _ := x.Ice(0, "Data Wall", false)
			inner, _ := x.Ice(0, "Wall of Static", true)
			x.Ice(1, "Data Wall", true)
			x.Ice(1, "Wall of Static", true)
			x.Ready()
			if got := x.Offered(runner, "play Fortress Respecification"); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			x.Do(runner, "play Fortress Respecification")
			for _, o := range x.Options(runner) {
				if strings.Contains(o, "Data Wall") {
					t.Fatalf("the unrezzed ice is named to the Runner: %q", o)
				}
			}
			x.Do(runner, "move Wall of Static to position 1 of HQ (outermost first)").Do(runner, "done").PassAll()
			want(t, "HQ's outermost ice", x.S.Forts[0].Ice[0], inner)
			want(t, "HQ's innermost ice", x.S.Forts[0].Ice[1], outer)
		})
	}

	for _, tc := range []struct {
		name    string
		runs    []string
		rd      string
		offered bool
		badPub  int32
	}{
		{"Frame-Up: successful runs on both HQ and R&D this turn: 1 Bad Publicity point", []string{"HQ", "R&D"}, "Data Wall", true, 1},
		{"Frame-Up: 1 more having liberated a Black Ops card during those runs", []string{"HQ", "R&D"}, "Executive Extraction", true, 2},
		{"Frame-Up: not playable after a run on HQ only", []string{"HQ"}, "Data Wall", false, 0},
		{"Frame-Up: nor after a run on R&D only", []string{"R&D"}, "Data Wall", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Deck(corp, tc.rd)
				x.Hand(runner, "Frame-Up")
			})
			for _, r := range tc.runs {
				histRun(x, r, "steal")
			}
			x.Runner().Bits = 2
			x.Ready()
			if got := x.Offered(runner, "play Frame-Up"); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if tc.offered {
				x.Do(runner, "play Frame-Up").PassAll()
			}
			want(t, "Bad Publicity", x.Corp().BadPub, tc.badPub)
		})
	}
	t.Run("Frame-Up: 1 more having trashed a Black Ops card during those runs", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "I Got a Rock", false)
			x.Hand(runner, "Frame-Up")
		})
		x.Runner().Bits = 10
		histRun(x, "fort 1", "trash")
		histRun(x, "HQ", "")
		histRun(x, "R&D", "")
		x.Runner().Bits = 2
		x.Ready()
		x.Do(runner, "play Frame-Up").PassAll()
		want(t, "Bad Publicity", x.Corp().BadPub, int32(2))
	})

	for _, tc := range []struct {
		name, ice, answer string
		offered           bool
		derezzed          bool
		badPub            int32
	}{
		{"Senatorial Field Trip: the Corp rezzed Black Ice this turn and derezzes it", "Brain Wash", "choose Brain Wash", true, true, 0},
		{"Senatorial Field Trip: or it receives 2 Bad Publicity points", "Brain Wash", "decline", true, false, 2},
		{"Senatorial Field Trip: not playable after a rez of other ice", "Data Wall", "", false, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.NewFort, tc.ice, false)
				x.Hand(runner, "Senatorial Field Trip")
				x.Hand(runner, filler("Livewire's Contacts", 3)...)
			})
			x.Corp().Bits = 30
			histCorpRezzes(x, "fort 1", true)
			ice := newest(x, tc.ice)
			if !x.S.Cards[ice].Rezzed {
				t.Fatalf("%s not rezzed", tc.ice)
			}
			x.Runner().Bits = 1
			x.Ready()
			if got := x.Offered(runner, "play Senatorial Field Trip"); got != tc.offered {
				t.Fatalf("offered %v, want %v: %v", got, tc.offered, x.Options(runner))
			}
			if !tc.offered {
				return
			}
			x.Do(runner, "play Senatorial Field Trip")
			x.Do(corp, tc.answer).PassAll()
			want(t, "ice rezzed", x.S.Cards[ice].Rezzed, !tc.derezzed)
			want(t, "Bad Publicity", x.Corp().BadPub, tc.badPub)
		})
	}

	for _, tc := range []struct {
		name      string
		installed string // by the Runner in his last turn
		offered   bool
	}{
		{"Underworld Mole: Trace 4: trash a resource the Runner installed during his last turn and give him a tag", "Back Door to Hilliard", true},
		{"Underworld Mole: not playable if he installed no resource", "Dwarf", false},
		{"Underworld Mole: not playable for a hidden resource, which the Corp cannot know", "Bolt-Hole", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, tc.installed)
				x.Hand(corp, "Underworld Mole")
				x.Rig("Access through Alpha") // installed before the Runner's last turn
			})
			x.Runner().Bits = 10
			x.Ready()
			x.Do(runner, "install "+tc.installed).PassAll()
			x.ToTurn(corp)
			x.Corp().Bits = 20
			x.Runner().Bits = 0
			x.Ready()
			if got := x.Offered(corp, "play Underworld Mole"); got != tc.offered {
				t.Fatalf("offered %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			x.Do(corp, "play Underworld Mole").PassAll()
			if d, _ := engine.DecisionFor(x.G, x.Seat(corp)); d.Kind != engine.Number || d.Max != 4 {
				t.Fatalf("the Corp's bid: %+v, want up to 4 bits (Trace 4)", d)
			}
			x.Number(corp, 4).Do(runner, "none")
			for i := 0; i < 10 && !x.Offered(corp, "trash "+tc.installed); i++ {
				if d, ok := engine.DecisionFor(x.G, x.Seat(runner)); ok && d.Kind == engine.Number {
					x.Number(runner, 0)
					continue
				}
				x.PassAll()
			}
			if opts := x.Options(corp); len(opts) != 1 {
				t.Fatalf("offered %v, want only the resource installed in the Runner's last turn", opts)
			}
			x.Do(corp, "trash "+tc.installed).PassAll()
			want(t, tc.installed+" trashed", inZone(x, newest(x, tc.installed), onr.ZoneDiscard), true)
			want(t, "tags", x.Runner().Tags, int32(1))
		})
	}
}

func TestRovingSubmarine(t *testing.T) {
	for _, tc := range []struct {
		name, action string // the Corp's action in its last turn ("" for none)
		runnable     bool
	}{
		{"Roving Submarine: its fort may be run after the Corp installed a card in it during its last turn", "install Data Wall on fort 1", true},
		{"Roving Submarine: or advanced a card in it", "advance Hostile Takeover", true},
		{"Roving Submarine: not after an install elsewhere", "install Data Wall on HQ", false},
		{"Roving Submarine: nor after an advance elsewhere", "advance Priority Requisition", false},
		{"Roving Submarine: not after a turn of the Corp's that did neither", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, fort := x.Install(onr.NewFort, "Roving Submarine", true)
			x.Install(fort, "Hostile Takeover", false)
			x.Install(onr.NewFort, "Priority Requisition", false)
			x.Hand(corp, "Data Wall")
			x.Corp().Bits = 10
			x.Ready()
			if tc.action != "" {
				x.Do(corp, tc.action).PassAll()
			}
			x.ToTurn(runner)
			if got := x.Offered(runner, "run on fort 1"); got != tc.runnable {
				t.Fatalf("run on fort 1 offered %v, want %v: %v", got, tc.runnable, x.Options(runner))
			}
			x.ToTurn(corp)
			x.ToTurn(runner)
			if x.Offered(runner, "run on fort 1") {
				t.Fatalf("run on fort 1 offered after a Corp turn that did neither: %v", x.Options(runner))
			}
		})
	}
	t.Run("Roving Submarine: installed only in a subsidiary fort, rezzed as it is installed", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Roving Submarine")
		x.Corp().Bits = 5
		x.Ready()
		for _, central := range []string{"HQ", "R&D", "the Archives"} {
			if x.Offered(corp, "install Roving Submarine in "+central) {
				t.Fatalf("offered to install it in %s: %v", central, x.Options(corp))
			}
		}
		x.Do(corp, "install Roving Submarine in a new fort").PassAll()
		want(t, "rezzed", x.S.Cards[newest(x, "Roving Submarine")].Rezzed, true)
		want(t, "Corp bits", x.Corp().Bits, int32(2))
	})
}
