package neuroscape

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// recommitLong is recommit the long way, as it was before it kept counts:
// every character's committed RAM and need found again at every look.
func recommitLong(s *State) {
	for seat := range s.P {
		for _, c := range slices.Concat(s.P[seat].Play, s.cacheCharacters(engine.Seat(seat))) {
			for r := s.committed(c); len(r) > s.need(c); r = r[:len(r)-1] {
				s.move(r[len(r)-1], zoneBank)
				s.obj(r[len(r)-1]).Running = true
			}
		}
		if s.contested(engine.Seat(seat)) {
			s.recommitDue = true
			continue
		}
		for _, c := range s.fillable(engine.Seat(seat)) {
			for s.missing(c) > 0 && len(s.P[seat].Bank) > 0 {
				s.commitOne(engine.Seat(seat), c)
			}
		}
	}
}

// tiersLong is tiersNow the long way: every tier's needs counted faction
// by faction, outside any reading.
func tiersLong(s *State, seat engine.Seat) []*Tier {
	d := s.def(s.P[seat].Mainframe)
	var out []*Tier
	for i := range d.Tiers {
		t := &d.Tiers[i]
		active := true
		for f, n := range t.Needs {
			if s.synergy(seat, f) < n {
				active = false
			}
		}
		if !active {
			continue
		}
		if t.Mode == "instead" {
			out = out[:0]
		}
		out = append(out, t)
	}
	return out
}

// fastPathGames plays random games (2 and 4 players, decks of the tests'
// stand-ins: characters, protocols, viruses, a trojan, gear, an inflater,
// scripts, environments; mainframes with tiers) and calls look with a
// clone of each game at every decision, its board stirred with rng so
// that RAM lies where recommit has work to do and cost increases sit in
// slots: a character's commitment changed, committed RAM put back in its
// bank, an inflater put in a slot.
func fastPathGames(t *testing.T, games int, look func(t *testing.T, st *State, rng *engine.RNG)) {
	t.Helper()
	randomGames(t, games, func(g *Game, rng *engine.RNG) {
		c := g.Clone().(*Game)
		stir(&c.st, rng)
		look(t, &c.st, rng)
	}, nil)
}

// randomGames plays random games as fastPathGames says, calling before
// and after (when not nil) with the game before and after each choice.
func randomGames(t *testing.T, games int, before, after func(g *Game, rng *engine.RNG)) {
	t.Helper()
	for _, players := range []int{2, 4} {
		for k := range games {
			mains := []*Def{sMainframe, sMainframeCorpo, sMainframeHacker}
			cards := []*Def{sChar11, sChar22, sChar33, sChar44, sCorpo11, sHacker11, sMystic, sScrapper, sProtocol, sVirus, sTrojan,
				sWeapon, sCyber, sInflate, sZap2, sBurn3, sKill, sPinger, sFixer, sSpill, sRave, sFog, sPurge}
			decks := make([]Deck, players)
			for i := range decks {
				decks[i] = Deck{Mainframe: mains[(k+i)%len(mains)].Name, RAM: 25}
				for j := range 50 {
					decks[i].Cyberdeck = append(decks[i].Cyberdeck, cards[(j+k)%len(cards)].Name)
				}
			}
			g, err := NewGame(uint64(100*players+k), 0, decks)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(uint64(7*players + k))
			for step := 0; step < 2000; step++ {
				if _, over := g.Result(); over {
					break
				}
				if before != nil {
					before(g, &rng)
				}
				d := g.Pending()[0]
				if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
					t.Fatal(err)
				}
				if after != nil {
					after(g, &rng)
				}
			}
		}
	}
}

// stir changes st at random as fastPathGames says.
func stir(st *State, rng *engine.RNG) {
	for range 1 + rng.IntN(3) {
		switch rng.IntN(4) {
		case 0: // a character's commitment, up or down
			seat := rng.IntN(len(st.P))
			if p := st.P[seat].Play; len(p) > 0 {
				st.obj(p[rng.IntN(len(p))]).Need = int32(rng.IntN(5))
			}
		case 1: // committed RAM back in its owner's bank
			var under []int32
			for i := range st.Objs {
				if st.Objs[i].Zone == zoneCommitted {
					under = append(under, int32(i+1))
				}
			}
			if len(under) > 0 {
				id := under[rng.IntN(len(under))]
				st.move(id, zoneBank)
				st.obj(id).Running = rng.IntN(2) == 0
			}
		case 2: // an inflater in a slot of a random mainframe
			seat := engine.Seat(rng.IntN(len(st.P)))
			id := st.add(sInflate, seat, zoneSlot)
			st.obj(id).Host = st.P[seat].Mainframe
		}
	}
}

// TestRecommitCountsAsTheLongWay: recommit, which counts the RAM under
// every card once and keeps the counts as it moves RAM, finding the cost
// increase once, leaves every card where the long way leaves it (and asks
// the same question), over random games' boards stirred so that RAM must
// go back to banks and fill characters.
func TestRecommitCountsAsTheLongWay(t *testing.T) {
	moved := 0
	fastPathGames(t, 6, func(t *testing.T, st *State, _ *engine.RNG) {
		a, b := GameOf(st), GameOf(st)
		a.st.recommit()
		recommitLong(&b.st)
		if !slices.Equal(a.st.Objs, b.st.Objs) || a.st.recommitDue != b.st.recommitDue {
			t.Fatalf("turn %d: recommit left the cards\n%v (question %v), the long way\n%v (question %v)", st.Turn, a.st.Objs, a.st.recommitDue, b.st.Objs, b.st.recommitDue)
		}
		for i := range a.st.P {
			if !slices.Equal(a.st.P[i].Bank, b.st.P[i].Bank) {
				t.Fatalf("turn %d: p%d's bank %v, the long way %v", st.Turn, i+1, a.st.P[i].Bank, b.st.P[i].Bank)
			}
		}
		if !slices.Equal(a.st.Objs, st.Objs) {
			moved++
		}
	})
	if moved == 0 {
		t.Fatal("recommit never moved a RAM: the comparison says nothing")
	}
}

// The long ways of the readers of the kept zones (State.at, placed): every
// card walked, as they were before the zones were kept.

func costUpLong(s *State) int {
	for i := range s.Objs {
		if o := &s.Objs[i]; o.Zone == zoneSlot && def(o.Card).CostUp.N > 0 {
			return def(o.Card).CostUp.N
		}
	}
	return 0
}

func inflatersLong(s *State, d *Def) []int32 {
	var out []int32
	for i := range s.Objs {
		if o := &s.Objs[i]; o.Zone == zoneSlot {
			if up := def(o.Card).CostUp; up.N > 0 && !slices.Contains(d.Factions, up.Unless) && !s.faceDown(int32(i+1)) {
				out = append(out, int32(i+1))
			}
		}
	}
	return out
}

// inZoneLong returns the cards in zone z for which keep holds, by id.
func inZoneLong(s *State, z Zone, keep func(o *Obj) bool) []int32 {
	var out []int32
	for i := range s.Objs {
		if o := &s.Objs[i]; o.Zone == z && keep(o) {
			out = append(out, int32(i+1))
		}
	}
	return out
}

func environmentLong(s *State) int32 {
	if e := inZoneLong(s, zoneEnv, func(*Obj) bool { return true }); len(e) > 0 {
		return e[0]
	}
	return 0
}

func synergyLong(s *State, seat engine.Seat, f string) int {
	n := 0
	for _, id := range s.P[seat].Play {
		if slices.Contains(s.def(id).Factions, f) {
			n++
		}
	}
	env := false
	for i := range s.Objs {
		o := &s.Objs[i]
		switch o.Zone {
		case zoneSlot:
			if o.Ctrl == seat && slices.Contains(def(o.Card).Factions, f) && !s.faceDown(int32(i+1)) {
				n++
			}
		case zoneEnv:
			if !env && slices.Contains(def(o.Card).Factions, f) {
				n++
			}
			env = true
		case zoneGear:
			if o.Ctrl == seat && slices.Contains(def(o.Card).Factions, f) {
				n++
			}
		}
	}
	return n
}

// TestKeptZonesAreTheLongWay: the cards kept as in slots, the environment,
// gear and committed RAM (State.at, kept by add and move) are the cards a
// walk of every card finds in them, and the questions read from them — the
// cost increase, the inflaters and what they add to each card's cost, the
// environment, each seat's slots, programs in play, used slots and synergy
// in every faction, each character's gear and committed RAM — are what
// the long way (every card walked) answers; and a seat's tiers (tiersNow,
// which reads: synergy counted in one pass) are the tiers the long way
// finds; over random games' boards with inflaters put in slots and RAM
// moved between banks and characters.
func TestKeptZonesAreTheLongWay(t *testing.T) {
	raised, tiers, envs, gear, under, slots := 0, 0, 0, 0, 0, 0
	fastPathGames(t, 3, func(t *testing.T, st *State, _ *engine.RNG) {
		if want := placedOf(st.Objs); !st.at.matches(st.Objs) || !slices.Equal(st.at.slot, want.slot) || !slices.Equal(st.at.env, want.env) ||
			!slices.Equal(st.at.gear, want.gear) || !slices.Equal(st.at.committed, want.committed) {
			t.Fatalf("turn %d: kept %+v, the long way %+v", st.Turn, st.at, want)
		}
		var factions []string // every faction of a card of the game
		for i := range st.Objs {
			for _, f := range def(st.Objs[i].Card).Factions {
				if !slices.Contains(factions, f) {
					factions = append(factions, f)
				}
			}
		}
		if got, want := st.costUp(), costUpLong(st); got != want {
			t.Fatalf("turn %d: cost increase %d, the long way %d", st.Turn, got, want)
		}
		if got, want := st.environment(), environmentLong(st); got != want {
			t.Fatalf("turn %d: environment %d, the long way %d", st.Turn, got, want)
		} else if got != 0 {
			envs++
		}
		for i := range st.Objs {
			d := def(st.Objs[i].Card)
			if d.Type != carddb.Character && d.Type != carddb.Program {
				continue
			}
			want := inflatersLong(st, d)
			if got := st.inflaters(d); !slices.Equal(got, want) {
				t.Fatalf("turn %d: %s's inflaters %v, the long way %v", st.Turn, d.Name, got, want)
			}
			if got, want := st.inflation(d), len(want)*costUpLong(st); got != want {
				t.Fatalf("turn %d: %s costs %d more, the long way %d", st.Turn, d.Name, got, want)
			}
			raised += st.inflation(d)
		}
		for seat := range st.P {
			s := engine.Seat(seat)
			ctrl := func(o *Obj) bool { return o.Ctrl == s }
			slotted := inZoneLong(st, zoneSlot, ctrl)
			if got := st.slotted(s); !slices.Equal(got, slotted) {
				t.Fatalf("turn %d: p%d's slots %v, the long way %v", st.Turn, seat+1, got, slotted)
			}
			slots += len(slotted)
			programs := slices.Clone(slotted)
			if e := environmentLong(st); e != 0 && st.obj(e).Ctrl == s {
				programs = append(programs, e)
			}
			if got := st.programsInPlay(s); !slices.Equal(got, programs) {
				t.Fatalf("turn %d: p%d's programs in play %v, the long way %v", st.Turn, seat+1, got, programs)
			}
			used := inZoneLong(st, zoneSlot, func(o *Obj) bool { return o.Host == st.P[seat].Mainframe })
			if got := st.slotsUsed(s); got != len(used) {
				t.Fatalf("turn %d: p%d's slots used %d, the long way %d", st.Turn, seat+1, got, len(used))
			}
			for _, f := range factions {
				if got, want := st.synergy(s, f), synergyLong(st, s, f); got != want {
					t.Fatalf("turn %d: p%d's synergy in %s %d, the long way %d", st.Turn, seat+1, f, got, want)
				}
			}
			if want, got := tiersLong(st, s), st.tiersNow(s); !slices.Equal(got, want) {
				t.Fatalf("turn %d: p%d's tiers %v, the long way %v", st.Turn, seat+1, got, want)
			}
			tiers += len(st.tiersNow(s))
			for _, c := range slices.Concat(st.P[seat].Play, st.cacheCharacters(s)) {
				host := func(o *Obj) bool { return o.Host == c }
				if got, want := st.gear(c), append(inZoneLong(st, zoneGear, host), st.tethered(c)...); !slices.Equal(got, want) {
					t.Fatalf("turn %d: %s's gear %v, the long way %v", st.Turn, st.name(c), got, want)
				}
				gear += len(st.gear(c))
				want := inZoneLong(st, zoneCommitted, host)
				if got := st.committed(c); !slices.Equal(got, want) || st.committedCount(c) != len(want) || int(st.ramUnder()[c]) != len(want) {
					t.Fatalf("turn %d: %s's committed RAM %v (%d, %d under), the long way %v", st.Turn, st.name(c), got, st.committedCount(c), st.ramUnder()[c], want)
				}
				under += len(want)
			}
		}
	})
	if raised == 0 || tiers == 0 || envs == 0 || gear == 0 || under == 0 || slots == 0 {
		t.Fatalf("%d cost raised, %d tiers active, %d environments, %d gear, %d committed, %d slotted: the comparison says nothing", raised, tiers, envs, gear, under, slots)
	}
}

// TestRevealedIsTheLongWay: Apply, which takes the sight before a choice
// only when a card is about to enter or leave a deck or a hand (takeSight)
// and says nothing was revealed when none did, gives the Revealed effect
// that comparing the sight before and after every choice gives, over
// random games.
func TestRevealedIsTheLongWay(t *testing.T) {
	var seen []uint8
	count := map[bool]int{}
	randomGames(t, 8, func(g *Game, _ *engine.RNG) {
		seen = g.st.sight(nil)
	}, func(g *Game, _ *engine.RNG) {
		now, want := g.st.sight(nil), false
		for id := range now {
			if id < len(seen) && seen[id]&^now[id] != 0 {
				want = true
			}
		}
		if e, _ := g.LastEffect(); e.Revealed != want {
			t.Fatalf("turn %d: revealed %v, the long way %v", g.st.Turn, e.Revealed, want)
		}
		count[want]++
	})
	if count[true] == 0 || count[false] == 0 {
		t.Fatalf("revealed %d times, not %d times: the comparison says little", count[true], count[false])
	}
}

// TestSightIsTakenBeforeADeckOrHandChanges: while Apply waits for the
// sight (sightDue), a card about to enter or leave a deck or a hand has
// move take it first — the sight as it was before — and a card moving
// between other zones does not.
func TestSightIsTakenBeforeADeckOrHandChanges(t *testing.T) {
	for _, tc := range []struct {
		name  string
		from  Zone
		to    Zone
		taken bool
	}{
		{"a card drawn from the cyberdeck to the hand", zoneDeck, zoneHand, true},
		{"a card of the recycle bin put in the cyberdeck", zoneBin, zoneDeck, true},
		{"a card of the recycle bin put in the hand", zoneBin, zoneHand, true},
		{"a card of the hand discarded", zoneHand, zoneBin, true},
		{"a RAM installed from the RAM deck", zoneRAMDeck, zoneBank, true},
		{"a RAM of the bank put in the RAM deck", zoneBank, zoneRAMDeck, true},
		{"a character in play destroyed", zonePlay, zoneBin, false},
		{"a card of the recycle bin purged", zoneBin, zonePurge, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			st := b.st()
			var id int32
			switch tc.from {
			case zoneDeck:
				id = st.P[0].Deck[len(st.P[0].Deck)-1]
			case zoneRAMDeck:
				id = st.P[0].RAMDeck[len(st.P[0].RAMDeck)-1]
			case zoneBank:
				b.bank(0, 1, 0)
				id = st.P[0].Bank[0]
			default:
				id = b.card(0, sChar11, tc.from)
			}
			before := st.sight(nil)
			st.memo.seen = nil
			st.sightDue, st.sightTaken = true, false
			st.move(id, tc.to)
			if st.sightTaken != tc.taken || (tc.taken && !slices.Equal(st.memo.seen, before)) {
				t.Fatalf("taken %v, sight %v; want taken %v, sight %v", st.sightTaken, st.memo.seen, tc.taken, before)
			}
		})
	}
}

// corrupt breaks one thing of a random card of st, as no rule would: a
// field set, its card or zone changed, a list holding it twice, an effect
// until turn end or a tether on it.
func corrupt(st *State, rng *engine.RNG) {
	id := int32(1 + rng.IntN(len(st.Objs)))
	o := st.obj(id)
	switch rng.IntN(12) {
	case 0:
		o.Host = int32(rng.IntN(3))
	case 1:
		o.Damage = int32(rng.IntN(3) - 1)
	case 2:
		o.Need = int32(rng.IntN(3) - 1)
	case 3:
		o.Target = int32(rng.IntN(3) - 1)
	case 4:
		o.Used, o.Reversed = rng.IntN(2) == 0, rng.IntN(2) == 0
	case 5:
		o.Running = !o.Running
	case 6:
		o.Ctrl = engine.Seat(rng.IntN(len(st.P)+1) - 1)
	case 7:
		o.Card = st.Objs[rng.IntN(len(st.Objs))].Card
	case 8:
		o.Zone = Zone(rng.IntN(int(zoneCount) + 1))
	case 9:
		p := &st.P[rng.IntN(len(st.P))]
		p.Hand = append(p.Hand, id)
	case 10:
		st.Lasting = append(st.Lasting, Lasting{Card: id})
	case 11:
		st.Tethers = append(st.Tethers, Tether{Card: id, Other: int32(1 + rng.IntN(len(st.Objs)))})
	}
}

// TestCheckIsTheLongWay: Check, which looks no further at a card it finds
// plain (plainCard), reports what looking at every card reports, over
// random games' boards, stirred, and with one card corrupted in three of
// four.
func TestCheckIsTheLongWay(t *testing.T) {
	faults := 0
	fastPathGames(t, 3, func(t *testing.T, st *State, rng *engine.RNG) {
		if rng.IntN(4) > 0 {
			corrupt(st, rng)
		}
		g := &Game{st: *st}
		short, long := g.check(true), g.check(false)
		if fmt.Sprint(short) != fmt.Sprint(long) {
			t.Fatalf("turn %d: Check says\n%v\nthe long way\n%v", st.Turn, short, long)
		}
		if long != nil {
			faults++
		}
	})
	if faults == 0 {
		t.Fatal("no fault found: the comparison says little")
	}
}
