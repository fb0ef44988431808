package cards_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// top returns the top n cards of seat's cyberdeck, top first.
func (tb *table) top(seat engine.Seat, n int) []int32 {
	d := tb.st().P[seat].Deck
	out := slices.Clone(d[max(0, len(d)-n):])
	slices.Reverse(out)
	return out
}

// zoneOf returns the name of the zone card id is in.
func (tb *table) zoneOf(id int32) string { return tb.st().Objs[id-1].Zone.String() }

// asked is one question an effect asked as it happened.
type asked struct {
	d    engine.Decision
	pick int
}

// resolveAsking passes until the Cache is empty and no effect asks, as
// resolve does; every question with an option of verb "take", "use" or
// "choose" is answered by answer (an option's index) and kept.
func (tb *table) resolveAsking(answer func(engine.Decision) int) []asked {
	tb.t.Helper()
	var out []asked
	for len(tb.g.Pending()) > 0 {
		d := tb.g.Pending()[0]
		asking := slices.ContainsFunc(d.Options, func(o engine.Option) bool {
			v := o.Verb.String()
			return v == "take" || v == "use" || v == "choose"
		})
		if !asking && len(tb.g.View(0).(neuroscape.View).Cache) == 0 {
			return out
		}
		i := tb.policy(d)
		if asking {
			i = answer(d)
			out = append(out, asked{d, i})
		}
		tb.apply(d, i)
	}
	return out
}

func last(d engine.Decision) int { return len(d.Options) - 1 }

// optionCards returns the cards d's options name.
func optionCards(d engine.Decision) []int32 {
	var out []int32
	for _, o := range d.Options {
		out = append(out, int32(o.Card))
	}
	return out
}

// checkTook checks a DIVINE n or a look at n: the question offered exactly
// the top n cards (top), the one taken is in the hand, the rest binned.
func (tb *table) checkTook(q []asked, top []int32) {
	tb.t.Helper()
	if len(q) != 1 {
		tb.t.Fatalf("%d questions, want 1", len(q))
	}
	offered := optionCards(q[0].d)
	slices.Sort(offered)
	want := slices.Clone(top)
	slices.Sort(want)
	if !slices.Equal(offered, want) {
		tb.t.Fatalf("offered %v, want the top cards %v", offered, want)
	}
	took := int32(q[0].d.Options[q[0].pick].Card)
	for _, id := range top {
		want := "recycle bin"
		if id == took {
			want = "hand"
		}
		if z := tb.zoneOf(id); z != want {
			tb.t.Fatalf("%s in %s, want %s", tb.name(id), z, want)
		}
	}
}

// TestDivineCards checks the cards that DIVINE: look at the top cards of
// their player's cyberdeck, put 1 into the hand, bin the rest.
func TestDivineCards(t *testing.T) {
	for _, c := range []struct {
		card, verb, what string
		n                int
		deck             []string
	}{
		{"SEER", "activate", "SECOND SIGHT: DIVINE 2 puts 1 of the top 2 into the hand and bins the other", 2, nil},
		{"SEARCHER OF THE SKY", "activate", "CELESTIAL VISION: DIVINE 2 puts 1 of the top 2 into the hand and bins the other", 2, nil},
		{"THE STAR", "play", "DIVINE 3 puts 1 of the top 3 into the hand and bins the rest", 3, []string{"PSYCHIC"}},
	} {
		t.Run(c.card+": "+c.what, func(t *testing.T) {
			names := append([]string{c.card, "VIRTUAL KID"}, c.deck...)
			tb := newTable(t, 7, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
			tb.activate = true
			d, i := tb.until(tb.wants(c.verb, c.card, none))
			top := tb.top(d.Seat, c.n)
			deckSize := len(tb.st().P[d.Seat].Deck)
			tb.apply(d, i)
			tb.checkTook(tb.resolveAsking(last), top)
			if got := len(tb.st().P[d.Seat].Deck); got != deckSize-c.n {
				t.Fatalf("cyberdeck %d, want %d", got, deckSize-c.n)
			}
		})
	}
}

// TestTheFool checks THE FOOL: draw 1, then discard 1.
func TestTheFool(t *testing.T) {
	t.Run("THE FOOL: draws 1, then discards 1 of its player's choice, the card drawn among them", func(t *testing.T) {
		names := []string{"THE FOOL", "PSYCHIC", "VIRTUAL KID"}
		tb := newTable(t, 7, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "THE FOOL", none))
		drawn := tb.top(d.Seat, 1)[0]
		hand := len(tb.st().P[d.Seat].Hand)
		fool := int32(d.Options[i].Card)
		tb.apply(d, i)
		q := tb.resolveAsking(func(d engine.Decision) int { return slices.Index(optionCards(d), drawn) })
		if len(q) != 1 || q[0].pick < 0 || q[0].d.Seat != d.Seat {
			t.Fatalf("%d questions (the drawn card offered: %v), want 1 to the player with the drawn card", len(q), len(q) == 1 && q[0].pick >= 0)
		}
		if z := tb.zoneOf(drawn); z != "recycle bin" {
			t.Fatalf("the card drawn and discarded is in %s", z)
		}
		if got := len(tb.st().P[d.Seat].Hand); got != hand-1 || tb.zoneOf(fool) != "recycle bin" {
			t.Fatalf("hand %d from %d, want one less (THE FOOL played, one drawn, one discarded)", got, hand)
		}
	})
}

// TestAekaniPriestessAndTheAmrita checks HEALING WATER with and without
// THE AMRITA, and THE AMRITA's netcheck.
func TestAekaniPriestessAndTheAmrita(t *testing.T) {
	names := []string{"AEKANI PRIESTESS", "THE AMRITA", "DUST DEVIL INITIATE"}
	for _, c := range []struct {
		what string
		env  bool
		gain int32
	}{
		{"HEALING WATER gains 3 MF or 3 BF health, as its player chooses", false, 3},
		{"HEALING WATER gains 5 instead while THE AMRITA is the active environment", true, 5},
	} {
		for _, pool := range []neuroscape.Pool{neuroscape.MF, neuroscape.BF} {
			t.Run("AEKANI PRIESTESS: "+c.what+" ("+pool.String()+")", func(t *testing.T) {
				tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
				amrita := func(d engine.Decision, o engine.Option) bool {
					v := tb.g.View(0).(neuroscape.View)
					return tb.wants("activate", "AEKANI PRIESTESS", none)(d, o) && (v.Environment != nil) == c.env &&
						(v.Environment == nil || v.Environment.Name == "THE AMRITA")
				}
				var d engine.Decision
				var i int
				if c.env {
					d, i = tb.untilWith(amrita, tb.wants("play", "THE AMRITA", none))
				} else {
					d, i = tb.until(amrita)
				}
				before := tb.st().Health[d.Seat%2]
				tb.apply(d, i)
				tb.resolveAsking(func(d engine.Decision) int {
					return slices.IndexFunc(d.Options, func(o engine.Option) bool { return neuroscape.Pool(o.Arg) == pool })
				})
				want := before
				want[pool] += c.gain
				if got := tb.st().Health[d.Seat%2]; got != want {
					t.Fatalf("health %v from %v, want %v", got, before, want)
				}
			})
		}
	}
	t.Run("THE AMRITA: on NETCHECK, the active player gains 1 MF and 1 BF for each Dustrunner character they control", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "THE AMRITA", none))
		tb.apply(d, i)
		tb.resolve()
		seen := 0
		for step := 0; step < 3000 && seen < 2 && len(tb.g.Pending()) > 0; step++ {
			d := tb.g.Pending()[0]
			if d.Rule == "NS-16.5" && tb.g.View(0).(neuroscape.View).Environment != nil { // the active player's Deploy: its netcheck comes next
				a := d.Seat
				n := int32(0)
				for _, id := range tb.st().P[a].Play {
					if slices.Contains(mustCard(tb.name(id)).Factions, "Dustrunner") {
						n++
					}
				}
				before := tb.st().Health[a%2]
				tb.apply(d, 0) // done: the netcheck
				if tb.st().Health[a%2] != [2]int32{before[0] + n, before[1] + n} {
					t.Fatalf("p%d with %d Dustrunner characters: health %v from %v", a+1, n, tb.st().Health[a%2], before)
				}
				if n > 0 {
					seen++
				}
				continue
			}
			tb.apply(d, tb.policy(d))
		}
		if seen < 2 {
			t.Fatal("no netcheck with a Dustrunner character under THE AMRITA")
		}
	})
}

// TestAurora checks AURORA's tiers: when its player's Mystic or Dustrunner
// characters are blocked, DIVINE 2 (once, or once for each at Mystic 2 and
// Dustrunner 2).
func TestAurora(t *testing.T) {
	names := []string{"SEARCHER OF THE SKY", "DUST DEVIL INITIATE", "PSYCHIC", "VIRTUAL KID"}
	for _, c := range []struct {
		what string
		tier int
	}{
		{"with Mystic 1 and Dustrunner 1, DIVINE 2 once when its player's Mystic or Dustrunner characters are blocked", 0},
		{"with Mystic 2 and Dustrunner 2, DIVINE 2 for each blocked Mystic or Dustrunner", 1},
	} {
		t.Run("AURORA: "+c.what, func(t *testing.T) {
			tb := newTable(t, 1, deck("AURORA", names...), deck("AURORA", names...))
			var blocked int
			var top []int32
			d, _ := tb.spreader(func(d engine.Decision, o engine.Option) bool {
				if o.Verb.String() != "take" || d.Seat != 0 {
					return false
				}
				blocked = 0
				for _, a := range tb.st().Attacks {
					if len(a.Blockers) > 0 && tb.name(a.Char) != "VIRTUAL KID" && tb.st().Objs[a.Char-1].Zone.String() == "play" {
						blocked++
					}
				}
				top = slices.Concat(optionCards(d), tb.top(0, 2*blocked))
				tiers := tb.g.View(0).(neuroscape.View).Players[0].Tiers
				return slices.Equal(tiers, []int{c.tier}) && blocked >= 2 // "once" and "for each" differ
			})
			if n := len(optionCards(d)); n != 2 {
				t.Fatalf("DIVINE 2 offers %d cards to take, want the top 2", n)
			}
			// The questions until the swift check after blockers.
			var questions int
			for len(tb.g.Pending()) > 0 {
				d = tb.g.Pending()[0]
				if d.Rule == "NS-17.2" {
					break
				}
				if d.Options[0].Verb.String() != "take" || d.Seat != 0 {
					t.Fatalf("asked %q of p%d", d.Prompt, d.Seat+1)
				}
				questions++
				tb.apply(d, 0)
			}
			want := 1
			if c.tier == 1 {
				want = blocked
			}
			if questions != want {
				t.Fatalf("%d blocked: DIVINE 2 asked %d times, want %d", blocked, questions, want)
			}
			for _, id := range top[:2*want] {
				if z := tb.zoneOf(id); z != "hand" && z != "recycle bin" {
					t.Fatalf("%s looked at, now in %s", tb.name(id), z)
				}
			}
		})
	}
}

// TestDustToDust checks DUST TO DUST: two targets, a character at play and
// a RAM declared at once.
func TestDustToDust(t *testing.T) {
	t.Run("DUST TO DUST: destroys target RAM and target character, both declared as it is played", func(t *testing.T) {
		names := []string{"DUST TO DUST", "DUST DEVIL INITIATE", "VIRTUAL KID"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "DUST TO DUST", character))
		char := int32(d.Options[i].Target)
		tb.apply(d, i)
		d = tb.g.Pending()[0]
		if d.Rule != "NS-18.1" || d.Seat != tb.g.Pending()[0].Seat {
			t.Fatalf("asked %q (%s), want the second target", d.Prompt, d.Rule)
		}
		ram := int32(d.Options[0].Target)
		for _, o := range d.Options {
			if n := tb.name(int32(o.Target)); n != "BASIC RAM" {
				t.Fatalf("second target %s offered", n)
			}
		}
		owner := tb.st().Objs[ram-1].Owner
		tb.apply(d, 0)
		if v := tb.g.View(0).(neuroscape.View); len(v.Cache) == 0 || v.Cache[0].Second != ram {
			t.Fatalf("the Cache shows %+v, want its second target %d", v.Cache, ram)
		}
		tb.resolve()
		if tb.zoneOf(char) != "recycle bin" || tb.zoneOf(ram) != "recycle bin" || tb.st().Objs[ram-1].Owner != owner {
			t.Fatalf("the character in %s, the RAM in %s: want both destroyed", tb.zoneOf(char), tb.zoneOf(ram))
		}
	})
}

// TestDigitalSpectre checks DIGITAL SPECTRE's trigger and PHASE SHIFT.
func TestDigitalSpectre(t *testing.T) {
	names := []string{"DIGITAL SPECTRE", "VIRTUAL KID", "ADMIN"}
	step := func(tb *table) string { return tb.g.View(0).(neuroscape.View).Step }
	t.Run("DIGITAL SPECTRE: when its attack hits a player, 2 MF damage more to that player", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		var want [2][2]int32
		tb.attacker(func(d engine.Decision, o engine.Option) bool {
			if d.Rule != "NS-17.2" || step(tb) != "combat damage" { // the swift check after blockers (4d)
				return false
			}
			spectre := false
			want = tb.st().Health
			for _, a := range tb.st().Attacks {
				if len(a.Blockers) > 0 {
					continue
				}
				pool := neuroscape.BF
				if mustCard(tb.name(a.Char)).AttackType != nil && *mustCard(tb.name(a.Char)).AttackType == "mainframe" {
					pool = neuroscape.MF
				}
				atk := int32(*mustCard(tb.name(a.Char)).Attack)
				want[a.Defender%2][pool] -= atk
				if tb.name(a.Char) == "DIGITAL SPECTRE" && atk > 0 {
					spectre = true
					want[a.Defender%2][neuroscape.MF] -= 2
				}
			}
			return spectre
		})
		for len(tb.g.Pending()) > 0 && step(tb) != "reset" {
			d := tb.g.Pending()[0]
			tb.apply(d, tb.policy(d))
		}
		if got := tb.st().Health; got != want {
			t.Fatalf("health %v after combat damage, want %v", got, want)
		}
	})
	t.Run("DIGITAL SPECTRE: PHASE SHIFT gives it STEALTH until turn end: no one may block it", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == 0 && d.Rule == "NS-16.5" && tb.wants("activate", "DIGITAL SPECTRE", none)(d, o)
		})
		spectre := int32(d.Options[i].Card)
		turn := tb.st().Turn
		tb.apply(d, i)
		tb.resolve()
		checked := false
		tb.fighter(func(d engine.Decision, o engine.Option) bool {
			if tb.st().Turn != turn {
				return true
			}
			if d.Rule != "NS-19.3" || !slices.ContainsFunc(tb.st().Attacks, func(a neuroscape.Attack) bool { return a.Char == spectre }) {
				return false
			}
			for _, o := range d.Options {
				if o.Verb.String() == "block" && int32(o.Target) == spectre {
					t.Fatalf("p%d offered to block DIGITAL SPECTRE with STEALTH", d.Seat+1)
				}
			}
			checked = checked || slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Verb.String() == "block" })
			return false
		})
		if !checked {
			t.Fatal("no blocker could have blocked: nothing checked")
		}
		if slices.ContainsFunc(tb.st().Lasting, func(l neuroscape.Lasting) bool { return l.Stealth }) {
			t.Fatal("STEALTH lasts past turn end")
		}
	})
}

// TestHexCodemancer checks HEX, CODEMANCER's passive and DDOS ATTACK.
func TestHexCodemancer(t *testing.T) {
	names := []string{"HEX, CODEMANCER", "OVERLOAD MK. II", "ADMIN", "OVERLOAD MK. II"}
	hexOf := func(tb *table, seat engine.Seat) int32 {
		for _, id := range tb.st().P[seat].Play {
			if tb.name(id) == "HEX, CODEMANCER" {
				return id
			}
		}
		return 0
	}
	runs := func(tb *table, d engine.Decision, i int) int {
		_, n := tb.bank(d.Seat)
		tb.apply(d, i)
		_, n2 := tb.bank(d.Seat)
		return n2 - n
	}
	t.Run("HEX, CODEMANCER: DDOS ATTACK deals X MF damage to a player, X double its player's Hacker synergy", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
		tb.activate = true
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "HEX, CODEMANCER", player)(d, o) && len(tb.st().P[d.Seat].Play) >= 2
		})
		tb.card = int32(d.Options[i].Card)
		x := int32(0)
		for _, id := range tb.st().P[d.Seat].Play {
			if slices.Contains(mustCard(tb.name(id)).Factions, "Hacker") {
				x++
			}
		}
		before := tb.g.Clone().(*neuroscape.Game).State()
		tb.apply(d, i)
		tb.resolve()
		damagesPlayer(neuroscape.MF, 2*x)(tb, d.Seat, int32(d.Options[i].Target), before)
	})
	first := func(tb *table) (engine.Decision, int) {
		return tb.until(func(d engine.Decision, o engine.Option) bool {
			two := 0
			for _, id := range tb.st().P[d.Seat].Hand {
				if tb.name(id) == "OVERLOAD MK. II" {
					two++
				}
			}
			r, _ := tb.bank(d.Seat)
			return d.Seat == tb.st().Active && hexOf(tb, d.Seat) != 0 && tb.wants("play", "OVERLOAD MK. II", player)(d, o) && two >= 2 && r >= 3
		})
	}
	t.Run("HEX, CODEMANCER: on its player's turn, the first Hacker program they play costs 3 RAM less", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
		d, i := first(tb)
		if n := runs(tb, d, i); n != 0 {
			t.Fatalf("OVERLOAD MK. II (cost 3) ran %d RAM, want 0", n)
		}
	})
	t.Run("HEX, CODEMANCER: the second Hacker program of the turn costs its full cost", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
		d, i := first(tb)
		seat, turn := d.Seat, tb.st().Turn
		tb.apply(d, i)
		tb.resolve()
		d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
			if tb.st().Turn != turn {
				t.Fatal("no second program that turn")
			}
			return d.Seat == seat && tb.wants("play", "OVERLOAD MK. II", player)(d, o)
		})
		if n := runs(tb, d, i); n != 3 {
			t.Fatalf("the second OVERLOAD MK. II ran %d RAM, want 3", n)
		}
	})
	t.Run("HEX, CODEMANCER: on an opponent's turn, a Hacker program costs its full cost", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return d.Seat != tb.st().Active && hexOf(tb, d.Seat) != 0 && tb.wants("play", "OVERLOAD MK. II", player)(d, o)
		})
		if n := runs(tb, d, i); n != 3 {
			t.Fatalf("OVERLOAD MK. II ran %d RAM, want 3", n)
		}
	})
}

// TestNova checks NOVA, THE WHITE RABBIT's two abilities.
func TestNova(t *testing.T) {
	names := []string{"NOVA, THE WHITE RABBIT", "ADMIN", "RED KNIGHT", "DUST DEVIL INITIATE", "VIRTUAL KID"}
	ability := func(tb *table, arg int) func(engine.Decision, engine.Option) bool {
		return func(d engine.Decision, o engine.Option) bool {
			return tb.wants("activate", "NOVA, THE WHITE RABBIT", none)(d, o) && o.Arg == arg
		}
	}
	t.Run("NOVA, THE WHITE RABBIT: LUCIDITY draws 1 and runs her", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
		d, i := tb.until(ability(tb, 0))
		top := tb.top(d.Seat, 2)
		nova, drawn := int32(d.Options[i].Card), top[0]
		tb.apply(d, i)
		tb.resolve()
		if tb.zoneOf(drawn) != "hand" || tb.zoneOf(top[1]) != "cyberdeck" || !tb.st().Objs[nova-1].Running {
			t.Fatalf("the top card in %s, the next in %s (want only 1 drawn), NOVA running %v", tb.zoneOf(drawn), tb.zoneOf(top[1]), tb.st().Objs[nova-1].Running)
		}
	})
	t.Run("NOVA, THE WHITE RABBIT: PAST LIFE puts a Hacker or Wonderland card of the cyberdeck into the hand, revealed, shuffles, and purges her", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
		d, i := tb.until(ability(tb, 1))
		seat, nova := d.Seat, int32(d.Options[i].Card)
		var want []int32
		for _, id := range tb.st().P[seat].Deck {
			if f := mustCard(tb.name(id)).Factions; slices.Contains(f, "Hacker") || slices.Contains(f, "Wonderland") {
				want = append(want, id)
			}
		}
		deckSize, ram := len(tb.st().P[seat].Deck), len(tb.st().P[seat].Bank)
		committed := *mustCard("NOVA, THE WHITE RABBIT").RAMCost
		tb.apply(d, i)
		q := tb.resolveAsking(last)
		if len(q) != 1 {
			t.Fatalf("%d questions, want 1", len(q))
		}
		offered := optionCards(q[0].d)
		slices.Sort(offered)
		slices.Sort(want)
		if !slices.Equal(offered, want) || len(want) == 0 {
			t.Fatalf("offered %v, want the Hacker and Wonderland cards of the cyberdeck %v", offered, want)
		}
		found := offered[len(offered)-1]
		if tb.zoneOf(found) != "hand" || len(tb.st().P[seat].Deck) != deckSize-1 {
			t.Fatalf("%s in %s, cyberdeck %d from %d", tb.name(found), tb.zoneOf(found), len(tb.st().P[seat].Deck), deckSize)
		}
		if tb.zoneOf(nova) != "purge" || len(tb.st().P[seat].Bank) != ram+committed {
			t.Fatalf("NOVA in %s, bank %d from %d: want her purged and her %d RAM back", tb.zoneOf(nova), len(tb.st().P[seat].Bank), ram, committed)
		}
	})
}

// TestTheGrid checks THE GRID's netcheck: the active player may INDEX 3
// PROGRAM.
func TestTheGrid(t *testing.T) {
	names := []string{"THE GRID", "OVERLOAD MK. I", "ADMIN", "VIRTUAL KID", "STATIC BLAST"}
	for _, use := range []bool{true, false} {
		what := "the active player may INDEX 3 PROGRAM: reveal the top 3, put 1 program into the hand, bin the rest"
		if !use {
			what = "the active player may decline: nothing happens"
		}
		t.Run("THE GRID: on NETCHECK, "+what, func(t *testing.T) {
			tb := newTable(t, 3, deck("FIRESTARTER", names...), deck("FIRESTARTER", names...))
			d, i := tb.until(tb.wants("play", "THE GRID", none))
			tb.apply(d, i)
			tb.resolve()
			d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
				return o.Verb.String() == "use" == use && o.Verb.String() != "pass" && d.Options[0].Verb.String() == "use"
			})
			seat, four := d.Seat, tb.top(d.Seat, 4)
			top := four[:3]
			if seat != tb.st().Active {
				t.Fatalf("p%d asked on p%d's turn", seat+1, tb.st().Active+1)
			}
			deckSize := len(tb.st().P[seat].Deck)
			tb.apply(d, i)
			var programs []int32
			for _, id := range top {
				if mustCard(tb.name(id)).Type == carddb.Program {
					programs = append(programs, id)
				}
			}
			if !use {
				if len(tb.st().P[seat].Deck) != deckSize {
					t.Fatal("declined, and the cyberdeck changed")
				}
				return
			}
			var took int32
			if q := tb.g.Pending()[0]; q.Options[0].Verb.String() == "take" {
				offered := optionCards(q)
				slices.Sort(offered)
				if want := slices.Sorted(slices.Values(programs)); !slices.Equal(offered, want) {
					t.Fatalf("offered %v, want the programs among the top 3 %v", offered, want)
				}
				took = int32(q.Options[0].Card)
				tb.apply(q, 0)
			} else if len(programs) == 1 {
				took = programs[0]
			}
			if len(programs) == 0 {
				t.Fatal("no program among the top 3: nothing checked")
			}
			for _, id := range top {
				want := "recycle bin"
				if id == took {
					want = "hand"
				}
				if z := tb.zoneOf(id); z != want {
					t.Fatalf("%s in %s, want %s", tb.name(id), z, want)
				}
			}
			if z := tb.zoneOf(four[3]); z != "cyberdeck" {
				t.Fatalf("the 4th card, %s, in %s: INDEX 3 leaves it in the cyberdeck", tb.name(four[3]), z)
			}
		})
	}
}

// attacker answers decisions as the table's policy does, but p1 attacks
// whenever it may (with at most tb.maxAttacks characters, when set) and
// nobody blocks, until an option want accepts comes.
func (tb *table) attacker(want func(engine.Decision, engine.Option) bool) (engine.Decision, int) {
	tb.t.Helper()
	for step := 0; step < 5000 && len(tb.g.Pending()) > 0; step++ {
		d := tb.g.Pending()[0]
		choice := -1
		for i, o := range d.Options {
			if want(d, o) {
				return d, i
			}
			if o.Verb.String() == "attack" && d.Seat == 0 && choice < 0 && (tb.maxAttacks == 0 || len(tb.st().Attacks) < tb.maxAttacks) {
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

// spreader is fighter, but a blocker blocks an attacker nobody blocks yet
// when there is one.
func (tb *table) spreader(want func(engine.Decision, engine.Option) bool) (engine.Decision, int) {
	tb.t.Helper()
	for step := 0; step < 5000 && len(tb.g.Pending()) > 0; step++ {
		d := tb.g.Pending()[0]
		choice := -1
		for i, o := range d.Options {
			if want(d, o) {
				return d, i
			}
			v := o.Verb.String()
			free := v == "block" && o.Arg == 0 && !slices.ContainsFunc(tb.st().Attacks, func(a neuroscape.Attack) bool { return a.Char == int32(o.Target) && len(a.Blockers) > 0 })
			if (v == "attack" && d.Seat == 0 && choice < 0) || free {
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

// playTrojan has p2 play the trojan named name on p1's mainframe and
// resolve it; it checks that p1 sees no face and the events name none.
func (tb *table) playTrojan(name string) (trojan int32, turn int) {
	tb.t.Helper()
	// With RAM left to pay its activation at once (the trojan costs 2,
	// its activation at most 3), and a Hacker character in play (the
	// synergy a face-down trojan does not give).
	d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
		r, _ := tb.bank(1)
		hacker := slices.ContainsFunc(tb.st().P[1].Play, func(id int32) bool { return slices.Contains(mustCard(tb.name(id)).Factions, "Hacker") })
		return d.Seat == 1 && tb.wants("play", name, player)(d, o) && o.Target == -1 && r >= 5 && hacker
	})
	trojan, turn = int32(d.Options[i].Card), tb.st().Turn
	for len(tb.g.Pending()) > 0 {
		d := tb.g.Pending()[0]
		ev, err := tb.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
		if err != nil {
			tb.t.Fatal(err)
		}
		for _, e := range ev {
			if strings.Contains(e.Text(), name) {
				tb.t.Fatalf("event %q names the face-down card", e.Text())
			}
		}
		if tb.zoneOf(trojan) == "slot" {
			break
		}
		i = tb.policy(tb.g.Pending()[0])
	}
	for seat, want := range map[engine.Seat]string{0: "face-down card", 1: name} {
		var seen []string
		for _, c := range tb.g.View(seat).(neuroscape.View).Players[0].Slots {
			if c.ID == trojan {
				seen = append(seen, c.Name)
			}
		}
		if !slices.Equal(seen, []string{want}) {
			tb.t.Fatalf("p%d sees the trojan in p1's slots as %v, want %q", seat+1, seen, want)
		}
	}
	return trojan, turn
}

// TestTrojans checks FATAL ERROR 75 and RUBBER DUCKY: played face down on
// an opponent's mainframe, activated from the next turn on, then binned
// (SC-22, SC-16f).
func TestTrojans(t *testing.T) {
	names := []string{"FATAL ERROR 75", "ADMIN", "VIRTUAL KID", "RUBBER DUCKY", "OVERLOAD MK. I"}
	t.Run("FATAL ERROR 75: face down on an opponent's mainframe, it shows no face to them, gives no synergy and is not activated the turn it was played", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		trojan, turn := tb.playTrojan("FATAL ERROR 75")
		hackers := 0
		for _, id := range tb.st().P[1].Play {
			if slices.Contains(mustCard(tb.name(id)).Factions, "Hacker") {
				hackers++
			}
		}
		if got := tb.g.View(1).(neuroscape.View).Players[1].Synergy["Hacker"]; got != hackers || hackers == 0 {
			t.Fatalf("p2's Hacker synergy %d with %d Hacker characters: the face-down trojan counts", got, hackers)
		}
		for tb.st().Turn == turn && len(tb.g.Pending()) > 0 {
			d := tb.g.Pending()[0]
			for _, o := range d.Options {
				if o.Verb.String() == "activate" && int32(o.Card) == trojan {
					t.Fatal("the trojan offered for activation the turn it was played")
				}
			}
			tb.apply(d, tb.policy(d))
		}
	})
	t.Run("FATAL ERROR 75: ACTIVATE, on a later turn, destroys the attacking characters of the player whose mainframe holds it, then goes to the recycle bin", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		trojan, _ := tb.playTrojan("FATAL ERROR 75")
		// p1 attacks with one character only, keeping the others out of
		// combat.
		tb.maxAttacks = 1
		d, i := tb.attacker(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == 1 && o.Verb.String() == "activate" && int32(o.Card) == trojan && len(tb.st().Attacks) >= 1 && len(tb.st().P[0].Play) > len(tb.st().Attacks)
		})
		var attackers []int32
		for _, a := range tb.st().Attacks {
			attackers = append(attackers, a.Char)
		}
		var others []int32 // p1's characters that do not attack: they stay
		for _, id := range tb.st().P[0].Play {
			if !slices.Contains(attackers, id) {
				others = append(others, id)
			}
		}
		if len(others) == 0 {
			t.Fatal("every character of p1 attacks: nothing to tell attackers from")
		}
		tb.apply(d, i)
		tb.resolve()
		for _, id := range others {
			if z := tb.zoneOf(id); z != "play" {
				t.Fatalf("%s, not attacking, in %s", tb.name(id), z)
			}
		}
		for _, id := range attackers {
			if z := tb.zoneOf(id); z != "recycle bin" {
				t.Fatalf("attacker %s in %s", tb.name(id), z)
			}
		}
		if z := tb.zoneOf(trojan); z != "recycle bin" {
			t.Fatalf("the trojan in %s after its activation", z)
		}
	})
	t.Run("RUBBER DUCKY: ACTIVATE copies an opponent's script on the Cache: the copy, its target chosen anew, resolves first, then the original", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		trojan, _ := tb.playTrojan("RUBBER DUCKY")
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == 0 && tb.wants("play", "OVERLOAD MK. I", player)(d, o) && o.Target == -2 && tb.st().Objs[trojan-1].Zone.String() == "slot" && !tb.st().Objs[trojan-1].Used
		})
		overload := int32(d.Options[i].Card)
		tb.apply(d, i) // p1's OVERLOAD at p2
		d = tb.g.Pending()[0]
		i = slices.IndexFunc(d.Options, func(o engine.Option) bool { return int32(o.Card) == trojan && int32(o.Target) == overload })
		if d.Seat != 1 || i < 0 {
			t.Fatalf("p%d asked %q without RUBBER DUCKY on OVERLOAD", d.Seat+1, d.Prompt)
		}
		before := tb.st().Health
		tb.apply(d, i)
		// p1 passes; the ability resolves: p2 chooses the copy's target.
		for d = tb.g.Pending()[0]; d.Rule != "NS-20.5"; d = tb.g.Pending()[0] {
			tb.apply(d, tb.policy(d))
			if len(tb.g.Pending()) == 0 {
				t.Fatal("the game ended and no one chose the copy's target (NS-20.5)")
			}
		}
		pick := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Target == -1 })
		tb.apply(d, pick) // the copy targets p1
		if z := tb.zoneOf(trojan); z != "recycle bin" {
			t.Fatalf("RUBBER DUCKY in %s after its activation", z)
		}
		v := tb.g.View(0).(neuroscape.View)
		if len(v.Cache) != 2 || v.Cache[0].Name != "OVERLOAD MK. I" || v.Cache[0].ID == overload || v.Cache[0].Target != -1 || v.Cache[1].ID != overload {
			t.Fatalf("the Cache %+v, want the copy targeting p1 on top of the original", v.Cache)
		}
		copyID := v.Cache[0].ID
		// A save with the token in it loads to the same game.
		raw, err := tb.g.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		g2, err := neuroscape.Ruleset{}.Load(raw)
		if err != nil {
			t.Fatal(err)
		}
		if raw2, _ := g2.(*neuroscape.Game).MarshalBinary(); !bytes.Equal(raw, raw2) || g2.(*neuroscape.Game).State().FirstToken != copyID {
			t.Fatalf("the loaded game saves other bytes, or its first token is %d, not %d", g2.(*neuroscape.Game).State().FirstToken, copyID)
		}
		if d := tb.g.Pending()[0]; d.Seat != 0 || d.Rule != "NS-17.2" {
			t.Fatalf("p%d asked %q, want p1's swift check on the copy", d.Seat+1, d.Prompt)
		}
		var order []string
		for len(tb.g.Pending()) > 0 && len(tb.g.View(0).(neuroscape.View).Cache) > 0 {
			d := tb.g.Pending()[0]
			ev, err := tb.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: tb.policy(d)})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if strings.HasSuffix(e.Text(), " resolves") {
					order = append(order, e.Text())
				}
			}
		}
		if want := []string{fmt.Sprintf("OVERLOAD MK. I #%d resolves", copyID), fmt.Sprintf("OVERLOAD MK. I #%d resolves", overload)}; !slices.Equal(order, want) {
			t.Fatalf("resolved %q, want %q", order, want)
		}
		if h := tb.st().Health; h[0][neuroscape.MF] != before[0][neuroscape.MF]-2 || h[1][neuroscape.MF] != before[1][neuroscape.MF]-2 {
			t.Fatalf("health %v from %v: want 2 MF off each side", h, before)
		}
		if z := tb.zoneOf(copyID); z != "gone" {
			t.Fatalf("the copy, a token, in %s: want gone (NS-20.7)", z)
		}
	})
}

// TestScenarioCards checks cards the scenarios name that no shipped deck
// holds: BLUE SCREEN OF DEATH (SC-07c) and THE NET (SC-16f).
func TestScenarioCards(t *testing.T) {
	t.Run("BLUE SCREEN OF DEATH: its target player rolls at once for each character and program they control, 10 or below destroying it", func(t *testing.T) {
		names := []string{"BLUE SCREEN OF DEATH", "ADMIN", "VIRTUAL KID", "DUST DEVIL INITIATE"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("play", "BLUE SCREEN OF DEATH", armedPlayer)(d, o) && len(tb.st().P[-1-o.Target].Play) >= 2
		})
		victim := engine.Seat(-1 - d.Options[i].Target)
		listed := slices.Clone(tb.st().P[victim].Play)
		var rolls []string
		for step := 0; len(tb.g.Pending()) > 0; step++ {
			if step > 0 {
				d = tb.g.Pending()[0]
				i = tb.policy(d)
			}
			ev, err := tb.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
			if err != nil {
				t.Fatal(err)
			}
			if err := tb.g.Check(); err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if strings.Contains(e.Text(), fmt.Sprintf("p%d rolls", victim+1)) {
					rolls = append(rolls, e.Text())
				}
			}
			if len(tb.g.View(0).(neuroscape.View).Cache) == 0 && len(rolls) > 0 && (len(tb.g.Pending()) == 0 || tb.g.Pending()[0].Rule != "NS-6.3") {
				break // the rolls are over (NS-6.3 asks the order among equal costs)
			}
		}
		if len(rolls) != len(listed) {
			t.Fatalf("%d rolls %q for %d characters", len(rolls), rolls, len(listed))
		}
		for _, id := range listed {
			crashed := slices.ContainsFunc(rolls, func(r string) bool { return strings.HasSuffix(r, fmt.Sprintf("#%d: it crashes", id)) })
			if z := tb.zoneOf(id); (z == "recycle bin") != crashed {
				t.Fatalf("%s in %s, crashed %v", tb.name(id), z, crashed)
			}
		}
	})
	t.Run("THE NET: when a player plays a program, they draw 1", func(t *testing.T) {
		names := []string{"THE NET", "ADMIN", "OVERLOAD MK. I"}
		tb := newTable(t, 3, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
		d, i := tb.until(tb.wants("play", "THE NET", none))
		tb.apply(d, i)
		tb.resolve()
		d, i = tb.until(tb.wants("play", "OVERLOAD MK. I", player))
		deckSize := len(tb.st().P[d.Seat].Deck)
		tb.apply(d, i)
		if got := len(tb.st().P[d.Seat].Deck); got != deckSize-1 || tb.g.View(0).(neuroscape.View).Environment == nil {
			t.Fatalf("cyberdeck %d from %d as OVERLOAD goes on the Cache, want 1 drawn", got, deckSize)
		}
	})
}

// TestHexDiscountOnADearProgram checks HEX, CODEMANCER's discount on a
// position, on a Hacker program that costs more than 3: BLUE SCREEN OF
// DEATH (5) runs exactly 2 RAM.
func TestHexDiscountOnADearProgram(t *testing.T) {
	t.Run("HEX, CODEMANCER: the first Hacker program costs 3 RAM less, no more: BLUE SCREEN OF DEATH runs 2", func(t *testing.T) {
		pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pos.AddCharacter(0, "HEX, CODEMANCER", neuroscape.InPlay{Committed: -1}); err != nil {
			t.Fatal(err)
		}
		if _, err := pos.AddHand(0, "BLUE SCREEN OF DEATH"); err != nil {
			t.Fatal(err)
		}
		if err := pos.AddBank(0, 6, 0); err != nil {
			t.Fatal(err)
		}
		g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
		if err != nil {
			t.Fatal(err)
		}
		tb := &table{t: t, g: g}
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == 0 && tb.wants("play", "BLUE SCREEN OF DEATH", player)(d, o)
		})
		cost := *mustCard("BLUE SCREEN OF DEATH").RAMCost
		r0, _ := tb.bank(0)
		tb.apply(d, i)
		if r, _ := tb.bank(0); r0-r != cost-3 {
			t.Fatalf("BLUE SCREEN OF DEATH (cost %d) ran %d RAM, want %d", cost, r0-r, cost-3)
		}
	})
}
