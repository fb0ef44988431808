package cards_test

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// TestCharactersWithoutText checks the characters with no text beyond their
// keywords: each enters play with its printed values and commits its cost;
// BOONYEN's OVERRUN is its definition's (the rule: TestCombat's NS-19.7);
// JABBERWOCKY needs Wonderland synergy (NS-11).
func TestCharactersWithoutText(t *testing.T) {
	for _, name := range []string{"VIRTUAL KID", "UNPAID INTERN", "DUST DEVIL INITIATE", "BOONYEN, WARDRIVER"} {
		t.Run(name+": enters play with its printed values and commits its cost", func(t *testing.T) {
			tb := newTable(t, 5, deck("A-Z LUXUREON", name), deck("A-Z LUXUREON", name))
			d, i := tb.until(tb.wants("play", name, none))
			id := int32(d.Options[i].Card)
			tb.apply(d, i)
			tb.resolve()
			c, _ := carddb.Lookup(name)
			var v neuroscape.CardView
			for _, cv := range tb.g.View(d.Seat).(neuroscape.View).Players[d.Seat].Play {
				if cv.ID == id {
					v = cv
				}
			}
			if v.ID != id || v.Atk != *c.Attack || v.Def != *c.Defense || v.RAM != *c.RAMCost || v.Blue != (*c.AttackType == "mainframe") {
				t.Fatalf("%+v in play, want %d/%d blue %v with %d RAM", v, *c.Attack, *c.Defense, *c.AttackType == "mainframe", *c.RAMCost)
			}
		})
	}
	t.Run("BOONYEN, WARDRIVER: has OVERRUN", func(t *testing.T) {
		if d, ok := neuroscape.Lookup("BOONYEN, WARDRIVER"); !ok || !d.Overrun {
			t.Fatal("BOONYEN without OVERRUN")
		}
	})
	t.Run("JABBERWOCKY: is not played without Wonderland synergy", func(t *testing.T) {
		tb := newTable(t, 5, deck("A-Z LUXUREON", "JABBERWOCKY", "VIRTUAL KID"), deck("A-Z LUXUREON", "VIRTUAL KID"))
		for step := 0; step < 400 && len(tb.g.Pending()) > 0; step++ {
			d := tb.g.Pending()[0]
			for _, o := range d.Options {
				if tb.wants("play", "JABBERWOCKY", none)(d, o) {
					t.Fatalf("step %d: JABBERWOCKY offered with no Wonderland card in play", step)
				}
			}
			tb.apply(d, tb.policy(d))
		}
	})
}

// TestCacheCards checks THE HIGH PRIESTESS and PROPAGANDA in games.
func TestCacheCards(t *testing.T) {
	t.Run("THE HIGH PRIESTESS: counters a character on the Cache", func(t *testing.T) {
		tb := newTable(t, 5, deck("A-Z LUXUREON", "ASTRA, COSMIC KITTY", "THE HIGH PRIESTESS"), deck("A-Z LUXUREON", "ASTRA, COSMIC KITTY", "THE HIGH PRIESTESS"))
		d, i := tb.until(tb.wants("play", "THE HIGH PRIESTESS", character))
		target := int32(d.Options[i].Target)
		tb.apply(d, i)
		tb.resolve()
		if z := tb.st().Objs[target-1].Zone.String(); z != "recycle bin" {
			t.Fatalf("the countered %s is in %s", tb.name(target), z)
		}
	})
	t.Run("PROPAGANDA: changes the target of a program on the Cache", func(t *testing.T) {
		tb := newTable(t, 5, deck("A-Z LUXUREON", "EXECUTIVE", "PROPAGANDA", "ADMIN", "OVERLOAD MK. I"), deck("A-Z LUXUREON", "EXECUTIVE", "PROPAGANDA", "ADMIN", "OVERLOAD MK. I"))
		propaganda, overload := tb.wants("play", "PROPAGANDA", character), tb.wants("play", "OVERLOAD MK. I", player)
		var d engine.Decision
		var i int
		for {
			d, i = tb.until(func(d engine.Decision, o engine.Option) bool { return propaganda(d, o) || overload(d, o) })
			if propaganda(d, d.Options[i]) {
				break
			}
			tb.apply(d, i) // OVERLOAD goes on the Cache at a player
		}
		item := int32(d.Options[i].Target)
		tb.apply(d, i)
		var chosen int32
		for len(tb.g.Pending()) > 0 && len(tb.g.View(0).(neuroscape.View).Cache) > 0 {
			d := tb.g.Pending()[0]
			if d.Rule == "NS-18.4" {
				chosen = int32(d.Options[0].Target)
				if v := tb.g.View(0).(neuroscape.View); slices.ContainsFunc(v.Cache, func(c neuroscape.CardView) bool { return c.ID == item && c.Target == chosen }) {
					t.Fatal("the current target offered")
				}
				before := neuroscape.GameOf(tb.st())
				tb.apply(d, 0) // the rest of the Cache resolves: OVERLOAD hits the chosen target
				if chosen < 0 {
					damagesPlayer(neuroscape.MF, 2)(tb, d.Seat, chosen, before.State())
				} else {
					damagesCharacter(2)(tb, d.Seat, chosen, before.State())
				}
				continue
			}
			tb.apply(d, tb.policy(d))
		}
		if chosen == 0 {
			t.Fatal("PROPAGANDA asked for no new target")
		}
	})
}

// TestEveryDefinedCardIsTested fails when a card with a definition is named
// by no test of this package: each must have its behaviour checked.
func TestEveryDefinedCardIsTested(t *testing.T) {
	var src string
	for _, f := range []string{"cards_test.go", "mainframes_test.go", "others_test.go", "deckcards_test.go"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src += string(b)
	}
	for _, name := range neuroscape.Defined() {
		if !strings.Contains(src, `"`+name+`"`) && !strings.Contains(src, `"`+name+`:`) {
			t.Errorf("%s is defined but no test names it", name)
		}
	}
}

// untilWith is until, applying every option help accepts on the way (as
// playing the programs an ability needs in slots).
func (tb *table) untilWith(want, help func(engine.Decision, engine.Option) bool) (engine.Decision, int) {
	tb.t.Helper()
	for {
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool { return want(d, o) || help(d, o) })
		if want(d, d.Options[i]) {
			return d, i
		}
		tb.apply(d, i)
		tb.resolve()
	}
}

// slotProgram accepts playing a protocol or virus.
func (tb *table) slotProgram(d engine.Decision, o engine.Option) bool {
	return tb.wants("play", "SYSTEM ERROR", player)(d, o) || tb.wants("play", "GENERATIONAL WEALTH", player)(d, o)
}

// TestAbilitiesOnProgramsAndSelf checks the activated abilities that count
// or destroy programs in slots, and the one that destroys its own character.
func TestAbilitiesOnProgramsAndSelf(t *testing.T) {
	names := []string{"ANIMA PROXY", "NAMELESS", "SYSTEM ERROR", "GENERATIONAL WEALTH", "SEEKER DRONES", "OMNIS DEATHBRINGER"}
	t.Run("ANIMA PROXY: REVERSE POLARITY deals 1 MF damage to a player for each program attached to their mainframe", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		// Two programs attached to one mainframe, so that 1 per program
		// differs from 1 in all.
		twice := func(d engine.Decision, o engine.Option) bool {
			if !tb.wants("activate", "ANIMA PROXY", slottedPlayer)(d, o) {
				return false
			}
			n := 0
			for _, x := range tb.st().Objs {
				if x.Zone.String() == "slot" && x.Host == tb.st().P[-1-o.Target].Mainframe {
					n++
				}
			}
			return n >= 2
		}
		d, i := tb.untilWith(twice, tb.slotProgram)
		tb.card = int32(d.Options[i].Card)
		before := tb.g.Clone().(*neuroscape.Game).State()
		tg := int32(d.Options[i].Target)
		n := int32(0)
		for _, o := range before.Objs {
			if o.Zone.String() == "slot" && o.Host == before.P[-1-tg].Mainframe {
				n++
			}
		}
		tb.apply(d, i)
		tb.resolve()
		damagesPlayer(neuroscape.MF, n)(tb, d.Seat, tg, before)
	})
	t.Run("NAMELESS: BASS FACE destroys a program in a slot", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.untilWith(tb.wants("activate", "NAMELESS", character), tb.slotProgram)
		tg := int32(d.Options[i].Target)
		tb.apply(d, i)
		tb.resolve()
		destroys(tb, d.Seat, tg, nil)
	})
	t.Run("SEEKER DRONES: SEARCH AND DESTROY destroys itself and deals 2 BF damage to a character", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("activate", "SEEKER DRONES", sturdyCharacter))
		tb.card = int32(d.Options[i].Card)
		before := tb.g.Clone().(*neuroscape.Game).State()
		tb.apply(d, i)
		tb.resolve()
		destroys(tb, d.Seat, tb.card, before)
		damagesCharacter(2)(tb, d.Seat, int32(d.Options[i].Target), before)
		if tg := int32(d.Options[i].Target); tb.st().Objs[tg-1].Zone.String() != "play" {
			t.Fatalf("%s left play", tb.name(tg))
		}
	})
	t.Run("SEEKER DRONES: SEARCH AND DESTROY targeting itself destroys it and deals no damage", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "SEEKER DRONES", character)(d, o) && o.Target == o.Card
		})
		id := int32(d.Options[i].Card)
		before := tb.g.Clone().(*neuroscape.Game).State()
		tb.apply(d, i)
		tb.resolve()
		destroys(tb, d.Seat, id, before)
		if o := tb.st().Objs[id-1]; o.Damage != 0 || tb.st().Health != before.Health {
			t.Fatalf("%s has %d damage, health %v from %v", tb.name(id), o.Damage, tb.st().Health, before.Health)
		}
	})
}

// TestGearCards checks the gear cards in games: attached to a character of
// their player, their bonus and the ability they grant.
func TestGearCards(t *testing.T) {
	names := []string{"RAILGUN", "RIOT BLADE", "VIRTUAL KID", "SCRAPPER"}
	attached := func(tb *table, name string) (engine.Seat, int32, int32) {
		tb.t.Helper()
		d, i := tb.until(tb.wants("play", name, character))
		g, host := int32(d.Options[i].Card), int32(d.Options[i].Target)
		if tb.st().Objs[host-1].Ctrl != d.Seat {
			tb.t.Fatalf("%s offered on p%d's character", name, tb.st().Objs[host-1].Ctrl+1)
		}
		tb.apply(d, i)
		tb.resolve()
		if o := tb.st().Objs[g-1]; o.Zone.String() != "gear" || o.Host != host {
			tb.t.Fatalf("%s in %s on %d, want attached to %d", name, o.Zone, o.Host, host)
		}
		return d.Seat, g, host
	}
	for _, w := range []struct {
		name string
		atk  int
	}{{"RAILGUN", 5}, {"SPECTRE 9MM", 2}} {
		t.Run(fmt.Sprintf("%s: attached character gets +%d/+0", w.name, w.atk), func(t *testing.T) {
			names := append([]string{w.name}, names[2:]...)
			tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
			seat, _, host := attached(tb, w.name)
			c := mustCard(tb.name(host))
			if a, df, ok := tb.statsOf(seat, host); !ok || a != *c.Attack+w.atk || df != *c.Defense {
				t.Fatalf("%s in play %v at %d/%d with %s, want %d/%d", c.Name, ok, a, df, w.name, *c.Attack+w.atk, *c.Defense)
			}
		})
	}
	t.Run("RIOT BLADE: SLASH, its character's ability, deals 1 BF damage to any target and runs the character", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		_, g, host := attached(tb, "RIOT BLADE")
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return o.Verb.String() == "activate" && int32(o.Card) == g && o.Target < 0
		})
		before := tb.g.Clone().(*neuroscape.Game).State()
		tb.apply(d, i)
		tb.resolve()
		damagesPlayer(neuroscape.BF, 1)(tb, d.Seat, int32(d.Options[i].Target), before)
		if o := tb.st().Objs[host-1]; !o.Used || (!o.Running && o.Zone.String() == "play") {
			t.Fatalf("%s used %v, running %v; want both", tb.name(host), o.Used, o.Running)
		}
	})
}

// TestTethers checks the tethers in a game (NS-12.10): played on two of its
// player's characters, CHAIN AMPLIFIER gives both +1/+1 and no other
// character anything; HOT WIRE changes no values (its OVERRUN is sc-04d's).
func TestTethers(t *testing.T) {
	for _, c := range []struct {
		name, what string
		bonus      int
	}{
		{"CHAIN AMPLIFIER", "both characters of its tether chain get +1/+1, every other character nothing", 1},
		{"HOT WIRE", "attached to two characters, it changes no character's values (its OVERRUN: sc-04d)", 0},
	} {
		t.Run(c.name+": "+c.what, func(t *testing.T) {
			names := []string{c.name, "DUST DEVIL INITIATE", "SCAVENGER", "VIRTUAL KID"}
			tb := newTable(t, 5, deck("AURORA", names...), deck("AURORA", names...))
			play := tb.wants("play", c.name, character)
			d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
				n := 0
				for _, p := range tb.st().P {
					n += len(p.Play)
				}
				return play(d, o) && n >= 3
			})
			g := int32(d.Options[i].Card)
			tb.apply(d, i)
			tb.resolve()
			st := tb.st()
			if o := st.Objs[g-1]; o.Zone.String() != "gear" || len(st.Tethers) != 1 || st.Tethers[0].Card != g {
				t.Fatalf("%s in %s, tethers %v; want one attached", c.name, o.Zone, st.Tethers)
			}
			a, b := st.Objs[g-1].Host, st.Tethers[0].Other
			if a == b {
				t.Fatalf("%s attached twice to %s", c.name, tb.name(a))
			}
			if g2 := savedAndLoaded(t, tb.g); !reflect.DeepEqual(g2.State().Tethers, st.Tethers) {
				t.Fatalf("tethers %v saved and loaded as %v", st.Tethers, g2.State().Tethers)
			}
			var all []int32
			for _, p := range st.P {
				all = append(all, p.Play...)
			}
			for _, id := range all {
				cd := mustCard(tb.name(id))
				bonus := 0
				if id == a || id == b {
					bonus = c.bonus
				}
				if at, df, ok := tb.statsOf(st.Objs[id-1].Ctrl, id); !ok || at != *cd.Attack+bonus || df != *cd.Defense+bonus {
					t.Errorf("%s at %d/%d, want %d/%d", cd.Name, at, df, *cd.Attack+bonus, *cd.Defense+bonus)
				}
			}
		})
	}
}

// TestSynthetix checks SYNTHETIX's tiers in a game: a Cybernetic character
// gets +1/+1 for each cyberware attached with 2 Cybernetic synergy, +2/+1
// instead with 4.
func TestSynthetix(t *testing.T) {
	for _, c := range []struct {
		what     string
		others   int // Cybernetic characters in play before the blade attaches
		atk, dfn int
	}{
		{"SYNTHETIX: with 2 Cybernetic, a Cybernetic character gets +1/+1 for each cyberware attached", 1, 1, 1},
		{"SYNTHETIX: with 4 Cybernetic, a Cybernetic character gets +2/+1 instead", 3, 2, 1},
	} {
		t.Run(c.what, func(t *testing.T) {
			names := []string{"RIOT BLADE", "VIRTUAL KID", "SCRAPPER"}
			tb := newTable(t, 3, deck("SYNTHETIX", names...), deck("SYNTHETIX", names...))
			d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
				return tb.wants("play", "RIOT BLADE", character)(d, o) && len(tb.st().P[d.Seat].Play) == c.others
			})
			host := int32(d.Options[i].Target)
			tb.apply(d, i)
			tb.resolve()
			card := mustCard(tb.name(host))
			if !slices.Contains(card.Factions, "Cybernetic") {
				t.Fatalf("%s is not Cybernetic", card.Name)
			}
			found := false
			for _, v := range tb.g.View(d.Seat).(neuroscape.View).Players[d.Seat].Play {
				if v.ID == host {
					found = true
					if v.Atk != *card.Attack+c.atk || v.Def != *card.Defense+c.dfn {
						t.Fatalf("%s %d/%d with one cyberware, want %d/%d", card.Name, v.Atk, v.Def, *card.Attack+c.atk, *card.Defense+c.dfn)
					}
				}
			}
			if !found {
				t.Fatalf("%s not in play", card.Name)
			}
		})
	}
}

// TEST ORACLE is a test stand-in: a Mystic 3/4 character that lets its
// player play tarots reversed (NS-14.3), for STRENGTH's reversed text.
func init() {
	cost, atk, dfn, red := 1, 3, 4, "bioframe"
	c := &carddb.Card{ID: 20001, Code: "TEST-ORACLE", Name: "TEST ORACLE", Type: carddb.Character, RAMCost: &cost,
		Attack: &atk, Defense: &dfn, AttackType: &red, Factions: []string{"Mystic"}}
	neuroscape.DefineCard(c, neuroscape.TargetNone, nil).GrantsReversal = true
	standIns[c.Code] = c
}

// statsOf returns character id's attack and defense as seat sees them.
func (tb *table) statsOf(seat engine.Seat, id int32) (int, int, bool) {
	for _, p := range tb.g.View(seat).(neuroscape.View).Players {
		for _, v := range p.Play {
			if v.ID == id {
				return v.Atk, v.Def, true
			}
		}
	}
	return 0, 0, false
}

// TestLastingCards checks the cards whose effects last until turn end.
func TestLastingCards(t *testing.T) {
	for _, c := range []struct {
		what     string
		names    []string
		reversed int
		atk, dfn int
		stamina  bool
	}{
		{"STIM PACK: target character gets +1/+1 and STAMINA until turn end", []string{"STIM PACK", "VIRTUAL KID"}, 0, 1, 1, true},
		{"STRENGTH: target character gets +2/+2 until turn end", []string{"STRENGTH", "PSYCHIC", "TEST ORACLE"}, 0, 2, 2, false},
		{"STRENGTH: reversed, target character gets -2/-2 until turn end", []string{"STRENGTH", "TEST ORACLE"}, 1, -2, -2, false},
	} {
		t.Run(c.what, func(t *testing.T) {
			tb := newTable(t, 3, deck("A-Z LUXUREON", c.names...), deck("A-Z LUXUREON", c.names...))
			d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
				return tb.wants("play", c.names[0], character)(d, o) && o.Arg == c.reversed && (c.reversed == 0 || tb.name(int32(o.Target)) == "TEST ORACLE")
			})
			tg := int32(d.Options[i].Target)
			card := mustCard(tb.name(tg))
			tb.apply(d, i)
			tb.resolve()
			a, df, ok := tb.statsOf(d.Seat, tg)
			if !ok || a != *card.Attack+c.atk || df != *card.Defense+c.dfn {
				t.Fatalf("%s in play %v at %d/%d, want %d/%d", card.Name, ok, a, df, *card.Attack+c.atk, *card.Defense+c.dfn)
			}
			stamina := slices.ContainsFunc(tb.st().Lasting, func(l neuroscape.Lasting) bool { return l.Card == tg && l.Stamina })
			if stamina != c.stamina {
				t.Fatalf("STAMINA until turn end %v, want %v", stamina, c.stamina)
			}
			turn := tb.st().Turn
			for tb.st().Turn == turn && len(tb.g.Pending()) > 0 {
				d := tb.g.Pending()[0]
				tb.apply(d, tb.policy(d))
			}
			if a, df, ok := tb.statsOf(d.Seat, tg); ok && (a != *card.Attack || df != *card.Defense) {
				t.Fatalf("%s at %d/%d after turn end, want its printed values", card.Name, a, df)
			}
		})
	}
	t.Run("LASERSAW BERSERKER: RAMPAGE gives him +2/+0 for each Cybernetic his player controls until turn end, and destroys him on turn end", func(t *testing.T) {
		names := []string{"LASERSAW BERSERKER", "VIRTUAL KID", "SCRAPPER"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "LASERSAW BERSERKER", none)(d, o) && len(tb.st().P[d.Seat].Play) >= 2
		})
		id := int32(d.Options[i].Card)
		cyber := 0
		for _, c := range tb.st().P[d.Seat].Play {
			if slices.Contains(mustCard(tb.name(c)).Factions, "Cybernetic") {
				cyber++
			}
		}
		tb.apply(d, i)
		tb.resolve()
		if a, df, _ := tb.statsOf(d.Seat, id); a != 5+2*cyber || df != 2 {
			t.Fatalf("5/2 with %d Cybernetic: %d/%d, want %d/2", cyber, a, df, 5+2*cyber)
		}
		turn := tb.st().Turn
		for tb.st().Turn == turn && len(tb.g.Pending()) > 0 {
			d := tb.g.Pending()[0]
			tb.apply(d, tb.policy(d))
		}
		if z := tb.st().Objs[id-1].Zone.String(); z != "recycle bin" {
			t.Fatalf("after turn end in %s, want the recycle bin", z)
		}
	})
}

// fighter answers decisions as the table's policy does, but p1 attacks and
// everyone blocks whenever they may, until an option want accepts comes.
func (tb *table) fighter(want func(engine.Decision, engine.Option) bool) (engine.Decision, int) {
	tb.t.Helper()
	for step := 0; step < 5000 && len(tb.g.Pending()) > 0; step++ {
		d := tb.g.Pending()[0]
		choice := -1
		for i, o := range d.Options {
			if want(d, o) {
				return d, i
			}
			if v := o.Verb.String(); ((v == "attack" && d.Seat == 0) || v == "block") && choice < 0 {
				choice = i
			}
		}
		if choice < 0 {
			choice = tb.policy(d)
		}
		tb.apply(d, choice)
	}
	tb.t.Fatal("the wanted option never came")
	return engine.Decision{}, 0
}

// TestThrasherCards checks SKIN SMASHER, TRAMPLE and DOWNLOAD MORE RAM in
// games.
func TestThrasherCards(t *testing.T) {
	t.Run("SKIN SMASHER: COUNT IN gives the other Thrasher characters its player controls +1/+1 until turn end", func(t *testing.T) {
		names := []string{"SKIN SMASHER", "ROADIE", "ADMIN"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			if !tb.wants("activate", "SKIN SMASHER", none)(d, o) {
				return false
			}
			kinds := map[string]bool{}
			for _, id := range tb.st().P[d.Seat].Play {
				kinds[tb.name(id)] = true
			}
			return kinds["ROADIE"] && kinds["ADMIN"]
		})
		src := int32(d.Options[i].Card)
		tb.apply(d, i)
		tb.resolve()
		for _, id := range tb.st().P[d.Seat].Play {
			c := mustCard(tb.name(id))
			bonus := 0
			if id != src && slices.Contains(c.Factions, "Thrasher") {
				bonus = 1
			}
			if a, df, _ := tb.statsOf(d.Seat, id); a != *c.Attack+bonus || df != *c.Defense+bonus {
				t.Fatalf("%s at %d/%d, want +%d/+%d", c.Name, a, df, bonus, bonus)
			}
		}
	})
	t.Run("TRAMPLE: destroys a blocking character with defense 2 or less, and targets no other", func(t *testing.T) {
		names := []string{"TRAMPLE", "ROADIE", "NAMELESS", "VIRTUAL KID"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.fighter(tb.wants("play", "TRAMPLE", character))
		offered := map[int32]bool{}
		for _, o := range d.Options {
			if tb.wants("play", "TRAMPLE", character)(d, o) {
				if tg := int32(o.Target); tb.st().Objs[tg-1].Zone.String() != "play" || defense(tb.name(tg)) > 2 || !blocking(tb.st(), tg) {
					t.Fatalf("TRAMPLE offered on %s (defense %d, blocking %v)", tb.name(tg), defense(tb.name(tg)), blocking(tb.st(), tg))
				}
				offered[int32(o.Target)] = true
			}
		}
		two := 0 // blockers of defense exactly 2: the bound
		for _, a := range tb.st().Attacks {
			for _, b := range a.Blockers {
				if defense(tb.name(b)) <= 2 && !offered[b] {
					t.Fatalf("TRAMPLE not offered on the blocking %s (defense %d)", tb.name(b), defense(tb.name(b)))
				}
				if defense(tb.name(b)) == 2 {
					two++
				}
			}
		}
		if two == 0 {
			t.Fatal("no blocker of defense 2: the bound is not checked")
		}
		tg := int32(d.Options[i].Target)
		tb.apply(d, i)
		tb.resolve()
		destroys(tb, d.Seat, tg, nil)
	})
	t.Run("DOWNLOAD MORE RAM: puts up to 4 RAM from its player's recycle bin into the bank running", func(t *testing.T) {
		names := []string{"DOWNLOAD MORE RAM", "VIRTUAL KID"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "DOWNLOAD MORE RAM", none))
		// Five RAM of the RAM deck go to the recycle bin: a state no card
		// makes yet.
		st := tb.g.Clone().(*neuroscape.Game).State()
		bin := neuroscape.Zone(0)
		for bin.String() != "recycle bin" {
			bin++
		}
		p := &st.P[d.Seat]
		for range 5 {
			id := p.RAMDeck[len(p.RAMDeck)-1]
			p.RAMDeck = p.RAMDeck[:len(p.RAMDeck)-1]
			p.Bin = append(p.Bin, id)
			st.Objs[id-1].Zone = bin
		}
		tb.g = neuroscape.GameOf(st)
		bank := len(p.Bank)
		_, running := tb.bank(d.Seat)
		tb.apply(d, i)
		tb.resolve()
		_, running2 := tb.bank(d.Seat)
		cost := *mustCard("DOWNLOAD MORE RAM").RAMCost
		if got := len(tb.st().P[d.Seat].Bank); got != bank+4 || running2 != running+cost+4 {
			t.Fatalf("bank %d with %d running, from %d with %d: want 4 more, running, and %d run to pay", got, running2, bank, running, cost)
		}
	})
}

func blocking(st *neuroscape.State, id int32) bool {
	return slices.ContainsFunc(st.Attacks, func(a neuroscape.Attack) bool { return slices.Contains(a.Blockers, id) })
}

// TestBattleAxe checks BATTLE AXE in a game: its bonus, and 1 BF damage to
// each character blocking its character.
func TestBattleAxe(t *testing.T) {
	t.Run("BATTLE AXE: attached character gets +3/+0; when it becomes blocked, 1 BF damage to each character blocking it", func(t *testing.T) {
		names := []string{"BATTLE AXE", "VIRTUAL KID", "NAMELESS"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.fighter(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == 0 && tb.wants("play", "BATTLE AXE", character)(d, o)
		})
		host := int32(d.Options[i].Target)
		c := mustCard(tb.name(host))
		tb.apply(d, i)
		tb.resolve()
		if a, df, ok := tb.statsOf(0, host); !ok || a != *c.Attack+3 || df != *c.Defense {
			t.Fatalf("%s in play %v at %d/%d, want %d/%d", c.Name, ok, a, df, *c.Attack+3, *c.Defense)
		}
		var blockers []int32
		tb.fighter(func(d engine.Decision, o engine.Option) bool {
			for _, a := range tb.st().Attacks {
				if a.Char == host && len(a.Blockers) > 0 && o.Verb.String() == "pass" { // the swift check after blockers (4d)
					blockers = a.Blockers
					return true
				}
			}
			return false
		})
		for _, k := range blockers {
			o := tb.st().Objs[k-1]
			if alive := defense(tb.name(k)) > 1; (alive && (o.Zone.String() != "play" || o.Damage != 1)) || (!alive && o.Zone.String() != "recycle bin") {
				t.Fatalf("blocker %s in %s with %d damage, want 1 damage", tb.name(k), o.Zone, o.Damage)
			}
		}
	})
}

// TestShredder checks SHREDDER's FEEDBACK in a game (the rule:
// neuroscape's TestFeedback).
func TestShredder(t *testing.T) {
	t.Run("SHREDDER: FEEDBACK, 2 damage from OVERLOAD MK. I deals 2 BF damage to its player", func(t *testing.T) {
		names := []string{"SHREDDER", "OVERLOAD MK. I", "ADMIN", "OVERLOAD MK. I"} // OVERLOAD needs Hacker synergy: ADMIN
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("play", "OVERLOAD MK. I", character)(d, o) && tb.name(int32(o.Target)) == "SHREDDER"
		})
		before := tb.g.Clone().(*neuroscape.Game).State()
		tb.apply(d, i)
		tb.resolve()
		if got, want := tb.st().Health[d.Seat%2][neuroscape.BF], before.Health[d.Seat%2][neuroscape.BF]-2; got != want {
			t.Fatalf("the caster's side at %d BF, want %d", got, want)
		}
	})
}

// TestEMPGrenade checks EMP GRENADE in a game.
func TestEMPGrenade(t *testing.T) {
	t.Run("EMP GRENADE: destroys a RAM, which goes to its owner's recycle bin", func(t *testing.T) {
		names := []string{"EMP GRENADE", "DUST DEVIL INITIATE"} // its requirement: Dustrunner
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "EMP GRENADE", character))
		tg := int32(d.Options[i].Target)
		if tb.name(tg) != "BASIC RAM" {
			t.Fatalf("EMP GRENADE offered on %s", tb.name(tg))
		}
		owner := tb.st().Objs[tg-1].Owner
		bin := len(tb.st().P[owner].Bin)
		tb.apply(d, i)
		tb.resolve()
		if z := tb.st().Objs[tg-1].Zone.String(); z != "recycle bin" || len(tb.st().P[owner].Bin) < bin+1 {
			t.Fatalf("RAM in %s, want its owner's recycle bin", z)
		}
	})
}

// TestMysticCards checks SEANCE SISTERS and LUNA, THE SACRED MOON in games.
func TestMysticCards(t *testing.T) {
	t.Run("SEANCE SISTERS: +1/+1 for each other Mystic its player controls", func(t *testing.T) {
		names := []string{"SEANCE SISTERS", "PSYCHIC"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		var sisters int32
		d, _ := tb.until(func(d engine.Decision, o engine.Option) bool {
			others := 0
			sisters = 0
			for _, id := range tb.st().P[d.Seat].Play {
				if tb.name(id) == "SEANCE SISTERS" && sisters == 0 {
					sisters = id
				} else if slices.Contains(mustCard(tb.name(id)).Factions, "Mystic") {
					others++
				}
			}
			return sisters != 0 && others >= 2
		})
		others := len(tb.st().P[d.Seat].Play) - 1 // every card of this deck is Mystic
		if a, df, _ := tb.statsOf(d.Seat, sisters); a != 1+others || df != 1+others {
			t.Fatalf("SEANCE SISTERS at %d/%d with %d other Mystic, want %d/%d", a, df, others, 1+others, 1+others)
		}
	})
	t.Run("LUNA, THE SACRED MOON: its player may play tarots reversed", func(t *testing.T) {
		names := []string{"LUNA, THE SACRED MOON", "STRENGTH", "PSYCHIC"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		for step := 0; step < 3000 && len(tb.g.Pending()) > 0; step++ {
			d := tb.g.Pending()[0]
			luna := slices.ContainsFunc(tb.st().P[d.Seat].Play, func(id int32) bool { return tb.name(id) == "LUNA, THE SACRED MOON" })
			for _, o := range d.Options {
				if tb.wants("play", "STRENGTH", character)(d, o) && o.Arg == 1 && !luna {
					t.Fatal("STRENGTH offered reversed without LUNA")
				}
				if tb.wants("play", "STRENGTH", character)(d, o) && o.Arg == 1 && luna {
					return
				}
			}
			tb.apply(d, tb.policy(d))
		}
		t.Fatal("STRENGTH never offered reversed")
	})
	t.Run("LUNA, THE SACRED MOON: THE PATH OF L gives 1 MF and 1 BF for each tarot in its player's recycle bin", func(t *testing.T) {
		names := []string{"LUNA, THE SACRED MOON", "STRENGTH", "PSYCHIC", "STRENGTH"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		tarots := func(s engine.Seat) int32 {
			n := int32(0)
			for _, id := range tb.st().P[s].Bin {
				if tb.name(id) == "STRENGTH" {
					n++
				}
			}
			return n
		}
		d, i := tb.untilWith(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "LUNA, THE SACRED MOON", none)(d, o) && tarots(d.Seat) > 0
		}, tb.wants("play", "STRENGTH", character))
		n := tarots(d.Seat)
		before := tb.st().Health[d.Seat%2]
		tb.apply(d, i)
		tb.resolve()
		if got := tb.st().Health[d.Seat%2]; got[neuroscape.MF] != before[neuroscape.MF]+n || got[neuroscape.BF] != before[neuroscape.BF]+n {
			t.Fatalf("health %v from %v with %d tarots in the bin, want +%d each", got, before, n, n)
		}
	})
}

// TestMoshPit checks MOSH PIT in a game: it becomes the environment, seen
// by everyone (its text, "Damage can't be prevented.", has nothing to act
// on: no card prevents damage yet).
func TestMoshPit(t *testing.T) {
	t.Run("MOSH PIT: becomes the active environment, in every seat's view", func(t *testing.T) {
		names := []string{"MOSH PIT", "ROADIE"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "MOSH PIT", none))
		id := int32(d.Options[i].Card)
		tb.apply(d, i)
		tb.resolve()
		if z := tb.st().Objs[id-1].Zone.String(); z != "environment" {
			t.Fatalf("MOSH PIT in %s, want the environment", z)
		}
		for seat := range 2 {
			if e := tb.g.View(engine.Seat(seat)).(neuroscape.View).Environment; e == nil || e.ID != id {
				t.Fatalf("p%d's view shows environment %+v", seat+1, e)
			}
		}
	})
}

// TestKnights checks RED KNIGHT and WHITE KNIGHT: their player chooses the
// pool as the ability resolves.
func TestKnights(t *testing.T) {
	for _, c := range []struct {
		card, what string
		target     func(*table, int32) bool
		sign       int32 // -1 damage to the target, +1 gain for the player
	}{
		{"RED KNIGHT", "MALICE deals 2 MF or 2 BF damage to a player, as its player chooses", player, -1},
		{"WHITE KNIGHT", "VIRTUE gains 2 MF or 2 BF health, as its player chooses", none, 1},
	} {
		for _, pool := range []neuroscape.Pool{neuroscape.MF, neuroscape.BF} {
			t.Run(fmt.Sprintf("%s: %s (%v chosen)", c.card, c.what, pool), func(t *testing.T) {
				names := []string{c.card, "ADMIN"}
				tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
				d, i := tb.until(tb.wants("activate", c.card, c.target))
				side := int(d.Seat) % 2
				if c.sign < 0 {
					side = int(-1-d.Options[i].Target) % 2
				}
				before := tb.st().Health[side]
				tb.apply(d, i)
				chose := false
				for len(tb.g.Pending()) > 0 && len(tb.g.View(0).(neuroscape.View).Cache) > 0 {
					d := tb.g.Pending()[0]
					pick := tb.policy(d)
					for j, o := range d.Options {
						if o.Verb.String() == "choose" && neuroscape.Pool(o.Arg) == pool {
							pick, chose = j, true
						}
					}
					tb.apply(d, pick)
				}
				got := tb.st().Health[side]
				want := before
				want[pool] += 2 * c.sign
				if !chose || got != want {
					t.Fatalf("asked %v; health %v from %v, want %v", chose, got, before, want)
				}
			})
		}
	}
}

// TestPsychosisCards checks CODEBREAKER's "+5 PSYCHOSIS" in games: its
// character, declared as an attacker, rolls against 5 (NS-13.2); a failed
// roll hurts its own player by its attack and the attack never happened
// (NS-13.4). Under GEARHEAD, whose first tier gives "-5 PSYCHOSIS" at 2
// Cybernetic (the character and the cyberware), the total is 0 and no roll
// is made.
func TestPsychosisCards(t *testing.T) {
	for _, c := range []struct {
		what      string
		mainframe string
		rolls     bool
	}{
		{"CODEBREAKER: its character rolls against psychosis 5 as it attacks, and a failed roll hurts its own player", "FIRESTARTER", true},
		{"GEARHEAD: at 2 Cybernetic its tier takes 5 psychosis off, and a total of 0 rolls nothing", "GEARHEAD", false},
	} {
		t.Run(c.what, func(t *testing.T) {
			passed, failed := 0, 0
			for seed := uint64(1); seed <= 12; seed++ {
				names := []string{"CODEBREAKER", "SCRAPPER", "ROGUE VALKYRIE"}
				tb := newTable(t, seed, deck(c.mainframe, names...), deck(c.mainframe, names...))
				d, i := tb.until(tb.wants("play", "CODEBREAKER", character))
				host := int32(d.Options[i].Target)
				tb.apply(d, i)
				tb.resolve()
				d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
					return o.Verb.String() == "attack" && int32(o.Card) == host && len(tb.st().Objs) > 0 && tb.st().Objs[host-1].Zone.String() == "play"
				})
				team := d.Seat % 2
				before := tb.st().Health[team]
				evs, err := tb.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
				if err != nil {
					t.Fatal(err)
				}
				rolled := slices.ContainsFunc(evs, func(e engine.Event) bool { return strings.Contains(e.Text(), "psychosis 5") })
				attacking := slices.ContainsFunc(tb.st().Attacks, func(a neuroscape.Attack) bool { return a.Char == host })
				after := tb.st().Health[team]
				switch {
				case rolled != c.rolls:
					t.Fatalf("seed %d: rolled %v against psychosis 5, want %v (events %v)", seed, rolled, c.rolls, evs)
				case attacking && after == before:
					passed++
				case !attacking && after[neuroscape.BF] == before[neuroscape.BF]-int32(*mustCard(tb.name(host)).Attack) && after[neuroscape.MF] == before[neuroscape.MF]: // both red
					failed++
				default:
					t.Fatalf("seed %d: attacking %v, health %v from %v", seed, attacking, after, before)
				}
			}
			if c.rolls && (passed == 0 || failed == 0) || !c.rolls && failed > 0 {
				t.Fatalf("%d attacks went on, %d failed", passed, failed)
			}
		})
	}
}

// TestCostChangingCards checks ARTIFICIAL INFLATION in games: once it is in
// a slot, every non-Corpo character in play needs 1 RAM more committed
// (what the bank cannot give is missing), a Corpo one its cost, and a
// non-Corpo card costs 1 more to play (NS-5.7.3).
func TestCostChangingCards(t *testing.T) {
	t.Run("ARTIFICIAL INFLATION: non-Corpo characters need 1 more RAM committed, Corpo ones their cost", func(t *testing.T) {
		checked := 0
		for seed := uint64(1); seed <= 6; seed++ {
			names := []string{"ARTIFICIAL INFLATION", "EXECUTIVE", "VIRTUAL KID", "TRUSTFUND BABY"}
			tb := newTable(t, seed, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
			d, i := tb.until(tb.wants("play", "ARTIFICIAL INFLATION", player))
			tb.apply(d, i)
			tb.resolve()
			for _, p := range tb.g.View(d.Seat).(neuroscape.View).Players {
				for _, c := range p.Play {
					card := mustCard(c.Name)
					want := *card.RAMCost
					if !slices.Contains(card.Factions, "Corpo") {
						want++
						checked++
					}
					if c.RAM+c.Missing != want {
						t.Fatalf("seed %d: %s has %d committed and misses %d, want %d in all", seed, c.Name, c.RAM, c.Missing, want)
					}
				}
			}
			// A non-Corpo card in hand costs 1 more: VIRTUAL KID is
			// offered only with 2 refreshed RAM.
			d, _ = tb.until(func(d engine.Decision, o engine.Option) bool { return o.Verb.String() == "done" })
			r, _ := tb.bank(d.Seat)
			kid := slices.ContainsFunc(d.Options, func(o engine.Option) bool {
				return o.Verb.String() == "play" && tb.name(int32(o.Card)) == "VIRTUAL KID"
			})
			if kid && r < 2 {
				t.Fatalf("seed %d: VIRTUAL KID offered with %d refreshed RAM", seed, r)
			}
		}
		if checked == 0 {
			t.Fatal("no non-Corpo character was in play to check")
		}
	})
}

// TestTheSingularity checks THE SINGULARITY on a position: as it enters,
// every RAM its player controls is destroyed (bank and committed); while it
// is in play its player's characters need nothing committed and their
// abilities cost nothing (NS-5.7.4); WILL INTO BEING lets its player play 2
// cards without paying, a character so played needing 0 committed
// (NS-5.7.1).
func TestTheSingularity(t *testing.T) {
	t.Run("THE SINGULARITY: on enter destroys its player's RAM; their cards in play and abilities cost none; WILL INTO BEING plays 2 cards free", testTheSingularity)
}

func testTheSingularity(t *testing.T) {
	pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
	if err != nil {
		t.Fatal(err)
	}
	must := func(_ int32, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(pos.AddCharacter(0, "NAMELESS", neuroscape.InPlay{Committed: -1}))
	must(pos.AddCharacter(0, "VIRTUAL KID", neuroscape.InPlay{Committed: -1}))
	must(0, pos.AddBank(0, 7, 0))
	must(pos.AddHand(0, "THE SINGULARITY"))
	must(pos.AddHand(0, "ROGUE VALKYRIE"))
	must(pos.AddHand(0, "DELETE"))
	must(pos.AddHand(0, "DELETE")) // a third play, which is not free
	must(pos.AddSlot(1, 0, "SYSTEM ERROR"))
	g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: g}
	do := func(verb, name, target string) {
		t.Helper()
		d := g.Pending()[0]
		for i, o := range d.Options {
			if o.Verb.String() == verb && o.Card > 0 && tb.name(int32(o.Card)) == name && (target == "" || o.Target > 0 && tb.name(int32(o.Target)) == target) {
				tb.apply(d, i)
				tb.resolve()
				return
			}
		}
		t.Fatalf("no option to %s %s among %v", verb, name, d.Options)
	}
	st := tb.st()
	do("play", "THE SINGULARITY", "")
	if r, n := tb.bank(0); r+n != 0 {
		t.Fatalf("bank %dR/%dN after THE SINGULARITY entered, want every RAM destroyed", r, n)
	}
	for _, id := range st.P[0].Play {
		if c, m := st.CommittedTo(id), st.MissingFrom(id); c != 0 || m != 0 {
			t.Fatalf("%s: %d committed, %d missing; want none needed while THE SINGULARITY is in play", tb.name(id), c, m)
		}
	}
	do("activate", "NAMELESS", "SYSTEM ERROR") // BASS FACE: 3 RAM printed, free now
	do("activate", "THE SINGULARITY", "")
	do("play", "ROGUE VALKYRIE", "")
	do("play", "DELETE", "THE SINGULARITY")
	for _, o := range g.Pending()[0].Options {
		if o.Verb.String() == "play" && o.Card > 0 && tb.name(int32(o.Card)) == "DELETE" {
			t.Fatal("a second DELETE offered with an empty bank: WILL INTO BEING gives 2 free plays, not 3")
		}
	}
	var valkyrie, nameless int32
	for _, id := range st.P[0].Play {
		switch tb.name(id) {
		case "ROGUE VALKYRIE":
			valkyrie = id
		case "NAMELESS":
			nameless = id
		}
	}
	if valkyrie == 0 {
		t.Fatal("ROGUE VALKYRIE not in play after a free play")
	}
	if m := st.MissingFrom(valkyrie); m != 0 {
		t.Fatalf("ROGUE VALKYRIE played free misses %d, want 0 (NS-5.7.1)", m)
	}
	if nameless == 0 || st.MissingFrom(nameless) != 3 {
		t.Fatalf("NAMELESS misses %d once THE SINGULARITY is gone, want 3", st.MissingFrom(nameless))
	}
}

// TestCloakingField checks CLOAKING FIELD on a position: the character it
// is attached to is no target for any card, its own player's included,
// while the others stay targets (NS-18.5).
func TestCloakingField(t *testing.T) {
	t.Run("CLOAKING FIELD: its character is no target for any card, its own player's included", testCloakingField)
}

func testCloakingField(t *testing.T) {
	pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
	if err != nil {
		t.Fatal(err)
	}
	kid, err := pos.AddCharacter(0, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
	if err != nil {
		t.Fatal(err)
	}
	other, err := pos.AddCharacter(0, "SCRAPPER", neuroscape.InPlay{Committed: -1})
	if err == nil {
		_, err = pos.AddGear(0, kid, "CLOAKING FIELD")
	}
	if err == nil {
		err = pos.AddBank(0, 4, 0)
	}
	if err == nil {
		_, err = pos.AddHand(0, "RIOT BLADE")
	}
	if err == nil {
		_, err = pos.AddHand(0, "DEATH METAL")
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err = pos.AddCharacter(0, "NAMELESS", neuroscape.InPlay{Committed: -1}); err != nil { // Thrasher, for DEATH METAL
		t.Fatal(err)
	}
	g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
	if err != nil {
		t.Fatal(err)
	}
	targets := map[int32]bool{}
	for _, o := range g.Pending()[0].Options {
		if o.Verb.String() == "play" {
			targets[int32(o.Target)] = true
		}
	}
	if targets[kid] || !targets[other] {
		t.Fatalf("targets %v: the cloaked %d offered %v, %d offered %v; want only the other", targets, kid, targets[kid], other, targets[other])
	}
}

// TestDamagePrevention checks SNEAKERHEAD on a position: attached, its
// character gets +0/+2 and takes no damage until turn end; under MOSH PIT
// ("Damage can't be prevented.") the damage is dealt (NS-0.3.2).
func TestDamagePrevention(t *testing.T) {
	for _, c := range []struct {
		what        string
		environment string
		damage      int32
	}{
		{"SNEAKERHEAD: all damage to its character is prevented until turn end", "", 0},
		{"MOSH PIT: SNEAKERHEAD's prevention does nothing, damage can't be prevented", "MOSH PIT", 4},
	} {
		t.Run(c.what, func(t *testing.T) {
			pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
			if err != nil {
				t.Fatal(err)
			}
			host, err := pos.AddCharacter(0, "DUST DEVIL INITIATE", neuroscape.InPlay{Committed: -1})
			for _, name := range []string{"SNEAKERHEAD", "OVERLOAD MK. II"} {
				if err == nil {
					_, err = pos.AddHand(0, name)
				}
			}
			if err == nil {
				_, err = pos.AddCharacter(0, "ADMIN", neuroscape.InPlay{Committed: -1}) // Hacker, for OVERLOAD
			}
			if err == nil {
				err = pos.AddBank(0, 7, 0) // 3 for SNEAKERHEAD, 4 for OVERLOAD MK. II
			}
			if err == nil && c.environment != "" {
				_, err = pos.SetEnvironment(1, c.environment)
			}
			if err != nil {
				t.Fatal(err)
			}
			g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
			if err != nil {
				t.Fatal(err)
			}
			tb := &table{t: t, g: g}
			for _, name := range []string{"SNEAKERHEAD", "OVERLOAD MK. II"} {
				d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
					return o.Verb.String() == "play" && tb.name(int32(o.Card)) == name && int32(o.Target) == host
				})
				if tb.st().Turn != 2 {
					t.Fatalf("%s played on turn %d, want the position's turn 2", name, tb.st().Turn)
				}
				tb.apply(d, i)
				tb.resolve()
			}
			o := tb.st().Objs[host-1]
			if a, df, _ := tb.statsOf(0, host); o.Zone.String() == "play" && df != 4 {
				t.Fatalf("DUST DEVIL INITIATE %d/%d with SNEAKERHEAD, want +0/+2 (4 defense)", a, df)
			}
			survives := c.damage < 4
			if (o.Zone.String() == "play") != survives || survives && o.Damage != c.damage {
				t.Fatalf("DUST DEVIL INITIATE in %s with %d damage after OVERLOAD MK. II's 4, want %d (in play %v)", o.Zone, o.Damage, c.damage, survives)
			}
		})
	}
}

// TestMaliciousCyberware checks OVERDRIVER on positions: it may be played
// on an opponent's character (MALICIOUS, NS-12.9), and the character it is
// attached to is never offered to be force quit.
func TestMaliciousCyberware(t *testing.T) {
	t.Run("OVERDRIVER: malicious, it may be attached to an opponent's character", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		foe, err := pos.AddCharacter(1, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
		if err == nil {
			_, err = pos.AddCharacter(0, "NAMELESS", neuroscape.InPlay{Committed: -1})
		}
		if err == nil {
			_, err = pos.AddHand(0, "OVERDRIVER")
		}
		if err == nil {
			err = pos.AddBank(0, 2, 0)
		}
		if err != nil {
			t.Fatal(err)
		}
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(g.Pending()[0].Options, func(o engine.Option) bool { return o.Verb.String() == "play" && int32(o.Target) == foe }) {
			t.Fatal("OVERDRIVER not offered on p2's VIRTUAL KID")
		}
	})
	t.Run("OVERDRIVER: its character can't be force quit", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		host, err := pos.AddCharacter(1, "ROGUE VALKYRIE", neuroscape.InPlay{Committed: -1})
		if err == nil {
			_, err = pos.AddGear(0, host, "OVERDRIVER")
		}
		var other int32
		if err == nil {
			other, err = pos.AddCharacter(1, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
		}
		if err != nil {
			t.Fatal(err)
		}
		g, err := start(t, pos, neuroscape.Turn{Active: 1, First: 0, Turn: 3, Round: 2, Step: "force quit"})
		if err != nil {
			t.Fatal(err)
		}
		quits := map[int32]bool{}
		for _, o := range g.Pending()[0].Options {
			if o.Verb.String() == "forcequit" {
				quits[int32(o.Card)] = true
			}
		}
		if quits[host] || !quits[other] {
			t.Fatalf("force quit offered for %v; want VIRTUAL KID (%d) and not ROGUE VALKYRIE (%d)", quits, other, host)
		}
	})
}

// TestTokenCards checks THE HIVE on a position: at the active player's
// Netcheck it creates a DRONE token, a 1/1 Nanobot character with nothing
// committed whose icon counts for synergy (NS-10.6, NS-20.7); and a DRONE is
// no card a deck may hold.
func TestTokenCards(t *testing.T) {
	t.Run("THE HIVE: on NETCHECK the active player creates a DRONE, which counts for Nanobot synergy", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pos.SetEnvironment(1, "THE HIVE"); err != nil {
			t.Fatal(err)
		}
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "netcheck"})
		if err != nil {
			t.Fatal(err)
		}
		st := g.State()
		if len(st.P[0].Play) != 1 || len(st.P[1].Play) != 0 {
			t.Fatalf("in play: p1 %v, p2 %v; want one token for p1, none for p2", st.P[0].Play, st.P[1].Play)
		}
		id := st.P[0].Play[0]
		if a, d := st.CardStats(id); st.CardName(id) != "DRONE" || a != 1 || d != 1 || st.CommittedTo(id) != 0 || st.MissingFrom(id) != 0 {
			t.Fatalf("%s %d/%d, %d committed, %d missing; want a DRONE 1/1 needing nothing", st.CardName(id), a, d, st.CommittedTo(id), st.MissingFrom(id))
		}
		if n, m := st.Synergy(0, "Nanobot"), st.Synergy(1, "Nanobot"); n != m+1 {
			t.Fatalf("Nanobot synergy p1 %d, p2 %d; want p1's DRONE to give it one more", n, m)
		}
	})
	t.Run("DRONE: a token entering play counts as engaged (the fuzz report's count)", func(t *testing.T) {
		count, err := neuroscape.Ruleset{}.CountEngagement()
		if err != nil {
			t.Fatal(err)
		}
		defer count.Stop()
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pos.SetEnvironment(1, "THE HIVE"); err != nil {
			t.Fatal(err)
		}
		if _, err := pos.Start(neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "netcheck"}); err != nil {
			t.Fatal(err)
		}
		count.Stop()
		if n := count.Cards()["DRONE"]; n != 1 {
			t.Errorf("DRONE engaged %d times, want 1 (one created)", n)
		}
	})
	t.Run("DRONE: a token is no card of a deck", func(t *testing.T) {
		d := deck("FIRESTARTER", "VIRTUAL KID", "DRONE")
		if _, err := neuroscape.NewGame(1, 0, []neuroscape.Deck{d, d}); err == nil || !strings.Contains(err.Error(), "token") {
			t.Fatalf("a deck with DRONE: %v, want refused as a token", err)
		}
	})
}

// TestHighPriestessReversed checks THE HIGH PRIESTESS's reversed text on a
// position: a player with permission (LUNA, THE SACRED MOON, NS-14.3) plays it
// reversed on an opponent's OVERLOAD MK. I on the Cache, which is
// countered: its damage never happens.
func TestHighPriestessReversed(t *testing.T) {
	t.Run("THE HIGH PRIESTESS: reversed, counters a program on the Cache", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pos.AddCharacter(0, "LUNA, THE SACRED MOON", neuroscape.InPlay{Committed: -1}); err != nil {
			t.Fatal(err)
		}
		if _, err := pos.AddHand(0, "THE HIGH PRIESTESS"); err != nil {
			t.Fatal(err)
		}
		if err := pos.AddBank(0, 6, 0); err != nil {
			t.Fatal(err)
		}
		overload, err := pos.AddCacheItem(1, "OVERLOAD MK. I", neuroscape.PlayerTarget(0), false)
		if err != nil {
			t.Fatal(err)
		}
		g, err := start(t, pos, neuroscape.Turn{Active: 1, First: 0, Turn: 3, Round: 2, Step: "deploy"})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		mf := tb.st().Health[0][neuroscape.MF]
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == 0 && tb.wants("play", "THE HIGH PRIESTESS", character)(d, o) && int32(o.Target) == overload && o.Arg == 1
		})
		tb.apply(d, i)
		tb.resolve()
		if z := tb.zoneOf(overload); z != "recycle bin" {
			t.Fatalf("OVERLOAD MK. I in %s, want countered into the recycle bin", z)
		}
		if got := tb.st().Health[0][neuroscape.MF]; got != mf {
			t.Fatalf("p1 at %d MF from %d: the countered OVERLOAD MK. I dealt its damage", got, mf)
		}
	})
}

// TestPsychosisTotals checks, on positions, the psychosis a character
// rolls against as it activates BRAIN BLAST (its CODEBREAKER's ability) on
// a program in a slot (NS-13.1, NS-13.2): the cyberware's psychosis added,
// GEARHEAD's tier taken off, OVERDRIVER's doubling applied last; and what
// BRAIN BLAST does when the roll passes.
func TestPsychosisTotals(t *testing.T) {
	for _, c := range []struct {
		what       string
		mainframe  string
		cybernetic int      // other Cybernetic characters of its player
		gear       []string // on the VIRTUAL KID (Cybernetic) that activates
		total      int      // the psychosis rolled against; 0: no roll
	}{
		{"CODEBREAKER: BRAIN BLAST destroys a program in a slot, its character rolling against psychosis 5", "FIRESTARTER", 0, []string{"CODEBREAKER"}, 5},
		{"OVERDRIVER: doubles its character's psychosis: CODEBREAKER's 5 makes 10", "FIRESTARTER", 0, []string{"CODEBREAKER", "OVERDRIVER"}, 10},
		// CODEBREAKER is Cybernetic gear: it counts for the synergy too.
		{"GEARHEAD: at 2 Cybernetic, 5 psychosis less: CODEBREAKER's 5 rolls nothing", "GEARHEAD", 0, []string{"CODEBREAKER"}, 0},
		{"GEARHEAD: at 3 Cybernetic, 5 psychosis less: two CODEBREAKERs' 10 make 5", "GEARHEAD", 0, []string{"CODEBREAKER", "CODEBREAKER"}, 5},
		{"GEARHEAD: at 4 Cybernetic, 10 psychosis less: two CODEBREAKERs' 10 roll nothing", "GEARHEAD", 1, []string{"CODEBREAKER", "CODEBREAKER"}, 0},
	} {
		t.Run(c.what, func(t *testing.T) {
			passed := 0
			for seed := uint64(1); seed <= 8; seed++ {
				pos, err := neuroscape.NewPosition(2, seed, c.mainframe)
				if err != nil {
					t.Fatal(err)
				}
				kid, err := pos.AddCharacter(0, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
				if err != nil {
					t.Fatal(err)
				}
				var brainBlast int32
				for _, name := range c.gear {
					id, err := pos.AddGear(0, kid, name)
					if err != nil {
						t.Fatal(err)
					}
					if name == "CODEBREAKER" && brainBlast == 0 {
						brainBlast = id
					}
				}
				for range c.cybernetic {
					if _, err := pos.AddCharacter(0, "SCRAPPER", neuroscape.InPlay{Committed: -1}); err != nil {
						t.Fatal(err)
					}
				}
				virus, err := pos.AddSlot(1, 0, "SYSTEM ERROR")
				if err == nil {
					err = pos.AddBank(0, 6, 0)
				}
				if err != nil {
					t.Fatal(err)
				}
				g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
				if err != nil {
					t.Fatal(err)
				}
				tb := &table{t: t, g: g}
				d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
					return d.Seat == 0 && o.Verb.String() == "activate" && int32(o.Card) == brainBlast && int32(o.Target) == virus
				})
				evs, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
				if err != nil {
					t.Fatal(err)
				}
				var rolls []string
				for _, e := range evs {
					if strings.Contains(e.Text(), "psychosis") {
						rolls = append(rolls, e.Text())
					}
				}
				want := fmt.Sprintf("'s psychosis %d as it", c.total)
				switch {
				case c.total == 0 && len(rolls) > 0:
					t.Fatalf("seed %d: rolled %v, want no roll (psychosis 0)", seed, rolls)
				case c.total > 0 && (len(rolls) != 1 || !strings.Contains(rolls[0], want)):
					t.Fatalf("seed %d: rolled %v, want one roll against psychosis %d", seed, rolls, c.total)
				}
				if len(rolls) > 0 && strings.HasSuffix(rolls[0], "it fails") {
					continue
				}
				passed++
				tb.resolve()
				if z := tb.zoneOf(virus); z != "recycle bin" {
					t.Fatalf("seed %d: SYSTEM ERROR in %s after BRAIN BLAST, want destroyed", seed, z)
				}
			}
			if passed == 0 {
				t.Fatal("no roll passed: BRAIN BLAST's effect not checked")
			}
		})
	}
}

// TestTheSpiritRealm checks THE SPIRIT REALM on a position (NS-11.5,
// NS-22.6): as it enters, the characters in recycle bins sharing a faction
// with their owner's mainframe enter play under their owner's control,
// each with a SPIRIT counter and nothing committed, one copy of an iconic
// name for its owner; as it leaves play, they are purged.
func TestTheSpiritRealm(t *testing.T) {
	t.Run("THE SPIRIT REALM: characters of their owner's mainframe's factions come back from the bins with a SPIRIT counter, and are purged when it leaves play", testTheSpiritRealm)
}

func testTheSpiritRealm(t *testing.T) {
	pos, err := neuroscape.NewPosition(2, 1, "SYNTHETIX")
	if err != nil {
		t.Fatal(err)
	}
	must := func(_ int32, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(0, pos.SetMainframe(0, "AURORA"))
	must(pos.AddCharacter(0, "PSYCHIC", neuroscape.InPlay{Committed: -1}))
	must(0, pos.AddBank(0, 9, 0))
	must(pos.AddHand(0, "THE SPIRIT REALM"))
	must(pos.AddHand(0, "MOSH PIT"))
	for _, n := range []string{"SEANCE SISTERS", "VIRTUAL KID", "LUNA, THE SACRED MOON", "LUNA, THE SACRED MOON"} {
		must(pos.AddBin(0, n))
	}
	must(pos.AddBin(1, "ROGUE VALKYRIE")) // SYNTHETIX: Cybernetic
	must(pos.AddBin(1, "UNPAID INTERN"))
	g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: g}
	play := func(name string) {
		t.Helper()
		d, i := tb.until(tb.wants("play", name, none))
		tb.apply(d, i)
		tb.resolve()
		for p := g.Pending(); len(p) > 0 && p[0].Rule == "NS-22.6"; p = g.Pending() { // which LUNA: the first offered
			tb.apply(p[0], 0)
		}
	}
	play("THE SPIRIT REALM")
	st := tb.st()
	var spirits []int32
	for seat, want := range [][]string{{"PSYCHIC", "SEANCE SISTERS", "LUNA, THE SACRED MOON"}, {"ROGUE VALKYRIE"}} {
		var got []string
		for _, id := range st.P[seat].Play {
			got = append(got, tb.name(id))
			if tb.name(id) == "PSYCHIC" {
				continue
			}
			spirits = append(spirits, id)
			if c := tb.countersOf(engine.Seat(seat), id)["SPIRIT"]; c != 1 || st.CommittedTo(id) != 0 || st.MissingFrom(id) != 0 {
				t.Errorf("%s: %d SPIRIT counters, %d committed, %d missing; want 1, 0, 0", tb.name(id), c, st.CommittedTo(id), st.MissingFrom(id))
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("p%d's characters in play %v, want %v", seat+1, got, want)
		}
	}
	if n := len(st.P[0].Bin); n != 2 {
		t.Fatalf("p1's bin holds %d cards, want VIRTUAL KID and the other LUNA", n)
	}
	if g2 := savedAndLoaded(t, g); !reflect.DeepEqual(g2.State().Counters, st.Counters) {
		t.Fatalf("counters %v saved and loaded as %v", st.Counters, g2.State().Counters)
	}
	play("MOSH PIT")
	for _, id := range spirits {
		if z := tb.zoneOf(id); z != "purge" {
			t.Errorf("%s in %s once THE SPIRIT REALM has left play, want purge", tb.name(id), z)
		}
	}
}

// countersOf returns the counters on card id in play as seat's view shows
// them.
func (tb *table) countersOf(seat engine.Seat, id int32) map[string]int {
	for _, p := range tb.g.View(seat).(neuroscape.View).Players {
		for _, v := range p.Play {
			if v.ID == id {
				return v.Counters
			}
		}
	}
	return nil
}

// TestSpinalSplitter checks SPINAL SPLITTER on a position (NS-20.1): as its
// character attacks, two token copies of it enter play attacking the same
// player, and it and each copy roll against psychosis 10.
func TestSpinalSplitter(t *testing.T) {
	t.Run("SPINAL SPLITTER: its attacking character makes 2 attacking token copies, all three checking psychosis 10", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		kid, err := pos.AddCharacter(0, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pos.AddGear(0, kid, "SPINAL SPLITTER"); err != nil {
			t.Fatal(err)
		}
		if err := pos.AddBank(0, 4, 0); err != nil {
			t.Fatal(err)
		}
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "declare attackers"})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		d, i := tb.until(tb.wants("attack", "VIRTUAL KID", player))
		ev, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
		copies, checks := 0, 0
		for _, e := range ev {
			if strings.Contains(e.Text(), "token copy of VIRTUAL KID") {
				copies++
			}
			if strings.Contains(e.Text(), "psychosis") {
				checks++
				if !strings.Contains(e.Text(), "psychosis 10 as it attacks") {
					t.Errorf("%q: want a check against psychosis 10", e.Text())
				}
			}
		}
		if copies != 2 || checks != 3 {
			t.Fatalf("%d copies, %d psychosis checks; want 2 and 3", copies, checks)
		}
		if n := len(tb.st().P[0].Play); n != 3 {
			t.Fatalf("p1 controls %d characters, want VIRTUAL KID and 2 copies", n)
		}
		if g2 := savedAndLoaded(t, g); !reflect.DeepEqual(g2.State().Lasting, tb.st().Lasting) {
			t.Fatalf("effects until turn end %v saved and loaded as %v", tb.st().Lasting, g2.State().Lasting)
		}
	})
}

// savedAndLoaded returns g saved and loaded again, failing t unless the
// copy saves exactly as g does.
func savedAndLoaded(t *testing.T, g *neuroscape.Game) *neuroscape.Game {
	t.Helper()
	raw, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := neuroscape.Ruleset{}.Load(raw)
	if err != nil {
		t.Fatal(err)
	}
	raw2, err := g2.MarshalBinary()
	if err != nil || string(raw2) != string(raw) {
		t.Fatalf("the loaded game saves differently (%v)", err)
	}
	return g2.(*neuroscape.Game)
}

// TestTetherChainCards checks, on positions, the cards that read a tether
// chain (NS-12.10): SYNCHRONIZE gives every character of its chain the
// chain's highest base values, BADLANDS INFANTRY gets +1/+1 for each other
// character of its chain.
func TestTetherChainCards(t *testing.T) {
	type char struct {
		name     string
		gear     string // attached before the game starts
		atk, dfn int    // wanted once the tethers are attached
	}
	for _, c := range []struct {
		what    string
		chars   []char
		tethers [][3]string // the tether, its first and its second character
	}{
		{"SYNCHRONIZE: the characters of its chain take its highest base attack and defense, not a modified one; others keep theirs",
			[]char{{"BOONYEN, WARDRIVER", "SPECTRE 9MM", 9, 8}, {"VIRTUAL KID", "", 7, 8}, {"DUST DEVIL INITIATE", "", 2, 2}},
			[][3]string{{"SYNCHRONIZE", "VIRTUAL KID", "BOONYEN, WARDRIVER"}}},
		{"BADLANDS INFANTRY: +1/+1 for one other character in its tether chain",
			[]char{{"BADLANDS INFANTRY", "", 2, 2}, {"DUST DEVIL INITIATE", "", 2, 2}, {"VIRTUAL KID", "", 1, 2}},
			[][3]string{{"HOT WIRE", "BADLANDS INFANTRY", "DUST DEVIL INITIATE"}}},
		{"BADLANDS INFANTRY: +2/+2 for two other characters in its tether chain, one of them tethered to the other only",
			[]char{{"BADLANDS INFANTRY", "", 3, 3}, {"DUST DEVIL INITIATE", "", 2, 2}, {"VIRTUAL KID", "", 1, 2}},
			[][3]string{{"HOT WIRE", "BADLANDS INFANTRY", "DUST DEVIL INITIATE"}, {"HOT WIRE", "DUST DEVIL INITIATE", "VIRTUAL KID"}}},
	} {
		t.Run(c.what, func(t *testing.T) {
			pos, err := neuroscape.NewPosition(2, 1, "AURORA")
			if err != nil {
				t.Fatal(err)
			}
			must := func(id int32, err error) int32 {
				t.Helper()
				if err != nil {
					t.Fatal(err)
				}
				return id
			}
			ids := map[string]int32{}
			for _, ch := range c.chars {
				ids[ch.name] = must(pos.AddCharacter(0, ch.name, neuroscape.InPlay{Committed: -1}))
				if ch.gear != "" {
					must(pos.AddGear(0, ids[ch.name], ch.gear))
				}
			}
			must(0, pos.AddBank(0, 9, 0))
			for _, tt := range c.tethers {
				must(pos.AddHand(0, tt[0]))
			}
			g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
			if err != nil {
				t.Fatal(err)
			}
			tb := &table{t: t, g: g}
			for _, tt := range c.tethers {
				first, second := ids[tt[1]], ids[tt[2]]
				d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
					return tb.wants("play", tt[0], character)(d, o) && int32(o.Target) == first
				})
				tb.apply(d, i)
				d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
					return o.Verb.String() == "target" && int32(o.Target) == second
				})
				tb.apply(d, i)
				tb.resolve()
			}
			if n := len(tb.st().Tethers); n != len(c.tethers) {
				t.Fatalf("%d tethers attached, want %d", n, len(c.tethers))
			}
			for _, ch := range c.chars {
				if at, df, ok := tb.statsOf(0, ids[ch.name]); !ok || at != ch.atk || df != ch.dfn {
					t.Errorf("%s at %d/%d, want %d/%d", ch.name, at, df, ch.atk, ch.dfn)
				}
			}
		})
	}
}

// TestGokudoSilencer checks GOKUDO SILENCER's two abilities on positions:
// SEVERANCE destroys a tether (NS-12.10), DAMASCUS BLADE puts a BLEED
// counter that does nothing until the character's controller's Netcheck,
// which gives it a -1/-1 counter (NS-0.3.3's decision, AMB-65).
func TestGokudoSilencer(t *testing.T) {
	newPos := func(t *testing.T) (*neuroscape.Position, func(int32, error) int32) {
		pos, err := neuroscape.NewPosition(2, 1, "AURORA")
		if err != nil {
			t.Fatal(err)
		}
		return pos, func(id int32, err error) int32 {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
	}
	t.Run("GOKUDO SILENCER: SEVERANCE destroys target tether: it goes to its owner's recycle bin and its chain loses its bonus", func(t *testing.T) {
		pos, must := newPos(t)
		gokudo := must(pos.AddCharacter(0, "GOKUDO SILENCER", neuroscape.InPlay{Committed: -1}))
		dd := must(pos.AddCharacter(0, "DUST DEVIL INITIATE", neuroscape.InPlay{Committed: -1}))
		vk := must(pos.AddCharacter(0, "VIRTUAL KID", neuroscape.InPlay{Committed: -1}))
		amp := must(pos.AddHand(0, "CHAIN AMPLIFIER"))
		must(0, pos.AddBank(0, 3, 0))
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("play", "CHAIN AMPLIFIER", character)(d, o) && int32(o.Target) == dd
		})
		tb.apply(d, i)
		d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
			return o.Verb.String() == "target" && int32(o.Target) == vk
		})
		tb.apply(d, i)
		tb.resolve()
		if at, df, _ := tb.statsOf(0, dd); at != 3 || df != 3 || len(tb.st().Tethers) != 1 {
			t.Fatalf("DUST DEVIL INITIATE at %d/%d with %d tethers before SEVERANCE, want 3/3 and 1", at, df, len(tb.st().Tethers))
		}
		d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "GOKUDO SILENCER", character)(d, o) && int32(o.Target) == amp
		})
		tb.apply(d, i)
		tb.resolve()
		if z := tb.zoneOf(amp); z != "recycle bin" || len(tb.st().Tethers) != 0 {
			t.Fatalf("CHAIN AMPLIFIER in %s with %d tethers, want the recycle bin and none", z, len(tb.st().Tethers))
		}
		for _, id := range []int32{dd, vk} {
			cd := mustCard(tb.name(id))
			if at, df, _ := tb.statsOf(0, id); at != *cd.Attack || df != *cd.Defense {
				t.Errorf("%s at %d/%d after SEVERANCE, want its printed %d/%d", cd.Name, at, df, *cd.Attack, *cd.Defense)
			}
		}
		if !tb.st().Objs[gokudo-1].Running {
			t.Error("GOKUDO SILENCER refreshed after SEVERANCE, want running (its cost)")
		}
	})
	t.Run("GOKUDO SILENCER: DAMASCUS BLADE puts one BLEED counter on target character, which gets a -1/-1 counter at its controller's Netcheck", func(t *testing.T) {
		pos, must := newPos(t)
		must(pos.AddCharacter(0, "GOKUDO SILENCER", neuroscape.InPlay{Committed: -1}))
		vk := must(pos.AddCharacter(1, "VIRTUAL KID", neuroscape.InPlay{Committed: -1}))
		must(0, pos.AddBank(0, 1, 0))
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "GOKUDO SILENCER", character)(d, o) && int32(o.Target) == vk
		})
		tb.apply(d, i)
		tb.resolve()
		if c := tb.countersOf(0, vk); c["BLEED"] != 1 || c["-1/-1"] != 0 {
			t.Fatalf("VIRTUAL KID's counters %v, want one BLEED", c)
		}
		if at, df, _ := tb.statsOf(0, vk); at != 1 || df != 2 {
			t.Fatalf("VIRTUAL KID at %d/%d with a BLEED counter, want 1/2", at, df)
		}
		if r, n := tb.bank(0); r != 0 || n != 1 {
			t.Fatalf("p1's bank %dR/%dN after DAMASCUS BLADE, want 0R/1N (its cost 1)", r, n)
		}
		tb.until(func(engine.Decision, engine.Option) bool {
			return tb.st().Active == 1 && tb.countersOf(0, vk)["-1/-1"] > 0
		})
		if c := tb.countersOf(0, vk); c["BLEED"] != 1 || c["-1/-1"] != 1 {
			t.Fatalf("VIRTUAL KID's counters %v at p2's Netcheck, want one BLEED and one -1/-1", c)
		}
		if at, df, _ := tb.statsOf(0, vk); at != 0 || df != 1 {
			t.Fatalf("VIRTUAL KID at %d/%d, want 0/1", at, df)
		}
	})
}

// TestReanimator checks REANIMATOR's RECOMPILE on a position: it targets a
// Mystic character in its player's own recycle bin only; the character
// enters play with a SPIRIT counter and nothing committed (NS-11.5), and
// is purged at turn end.
func TestReanimator(t *testing.T) {
	t.Run("REANIMATOR: RECOMPILE puts a Mystic character of its player's recycle bin into play with a SPIRIT counter, purged at turn end", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "AURORA")
		if err != nil {
			t.Fatal(err)
		}
		must := func(id int32, err error) int32 {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		must(pos.AddCharacter(0, "REANIMATOR", neuroscape.InPlay{Committed: -1}))
		sisters := must(pos.AddBin(0, "SEANCE SISTERS"))
		kid := must(pos.AddBin(0, "VIRTUAL KID"))
		theirs := must(pos.AddBin(1, "SEANCE SISTERS"))
		must(0, pos.AddBank(0, 2, 0))
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "REANIMATOR", character)(d, o) && int32(o.Target) == sisters
		})
		var targets []int32
		for _, o := range d.Options {
			if tb.wants("activate", "REANIMATOR", character)(d, o) {
				targets = append(targets, int32(o.Target))
			}
		}
		if slices.Contains(targets, kid) || slices.Contains(targets, theirs) {
			t.Fatalf("RECOMPILE offered on %v; want only p1's SEANCE SISTERS #%d (not VIRTUAL KID #%d, not p2's #%d)", targets, sisters, kid, theirs)
		}
		tb.apply(d, i)
		tb.resolve()
		st := tb.st()
		if z := tb.zoneOf(sisters); z != "play" || st.Objs[sisters-1].Ctrl != 0 {
			t.Fatalf("SEANCE SISTERS in %s, controlled by p%d; want in play, p1's", z, st.Objs[sisters-1].Ctrl+1)
		}
		if c := tb.countersOf(0, sisters)["SPIRIT"]; c != 1 || st.CommittedTo(sisters) != 0 || st.MissingFrom(sisters) != 0 {
			t.Fatalf("SEANCE SISTERS: %d SPIRIT counters, %d committed, %d missing; want 1, 0, 0", c, st.CommittedTo(sisters), st.MissingFrom(sisters))
		}
		if r, n := tb.bank(0); r != 0 || n != 2 {
			t.Fatalf("p1's bank %dR/%dN after RECOMPILE, want 0R/2N (its cost 2)", r, n)
		}
		tb.until(func(engine.Decision, engine.Option) bool { return tb.st().Active == 1 })
		if z := tb.zoneOf(sisters); z != "purge" {
			t.Fatalf("SEANCE SISTERS in %s once p1's turn has ended, want purge", z)
		}
	})
}
