package neuroscape

import (
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
				c := g.Clone().(*Game)
				stir(&c.st, &rng)
				look(t, &c.st, &rng)
				d := g.Pending()[0]
				if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
					t.Fatal(err)
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

// TestReadersCostAndTiersAsTheLongWay: while a reader looks (State.read),
// the slots, the environment, the programs in play, each character's gear
// and the cost increase, read from the cards on the board found once
// (onBoard), are what every card read outside a reading gives; what cost
// increases add to a card (inflation, the slotted inflaters found once) is
// len(inflaters) times costUp found outside any reading; and a seat's tiers (tiersNow, which reads: synergy counted in one pass)
// are the tiers the long way finds, over random games' boards with
// inflaters put in slots.
func TestReadersCostAndTiersAsTheLongWay(t *testing.T) {
	raised, tiers, envs, gear := 0, 0, 0, 0
	fastPathGames(t, 3, func(t *testing.T, st *State, _ *engine.RNG) {
		for seat := range st.P {
			if want, got := tiersLong(st, engine.Seat(seat)), st.tiersNow(engine.Seat(seat)); !slices.Equal(got, want) {
				t.Fatalf("turn %d: p%d's tiers %v, the long way %v", st.Turn, seat+1, got, want)
			}
			tiers += len(st.tiersNow(engine.Seat(seat)))
		}
		var ds []*Def
		for i := range st.Objs {
			if d := def(st.Objs[i].Card); d.Type == carddb.Character || d.Type == carddb.Program {
				ds = append(ds, d)
			}
		}
		want := make([]int, len(ds))
		for i, d := range ds {
			want[i] = len(st.inflaters(d)) * st.costUpNow()
		}
		type board struct {
			up, env  int32
			slots    [4][]int32
			programs [4][]int32
			gear     [][]int32
		}
		look := func() board {
			var b board
			b.up, b.env = int32(st.costUp()), st.environment()
			for seat := range st.P {
				b.slots[seat], b.programs[seat] = st.slotted(engine.Seat(seat)), st.programsInPlay(engine.Seat(seat))
			}
			for _, p := range st.P {
				for _, c := range p.Play {
					b.gear = append(b.gear, st.gear(c))
				}
			}
			return b
		}
		long := look()
		if long.env != 0 {
			envs++
		}
		for _, g := range long.gear {
			gear += len(g)
		}
		began := st.read()
		short := look()
		if short.up != long.up || short.env != long.env || !equalLists(short.slots[:], long.slots[:]) ||
			!equalLists(short.programs[:], long.programs[:]) || !equalLists(short.gear, long.gear) {
			t.Fatalf("turn %d: while reading %+v, the long way %+v", st.Turn, short, long)
		}
		for seat := range st.P { // the programs in play, in one pass: the slots, then the environment
			want := long.slots[seat]
			if long.env != 0 && st.obj(long.env).Ctrl == engine.Seat(seat) {
				want = append(slices.Clone(want), long.env)
			}
			if !slices.Equal(long.programs[seat], want) {
				t.Fatalf("turn %d: p%d's programs in play %v, the slots and the environment %v", st.Turn, seat+1, long.programs[seat], want)
			}
		}
		for i, d := range ds {
			if got := st.inflation(d); got != want[i] {
				t.Fatalf("turn %d: %s costs %d more while reading, %d the long way", st.Turn, d.Name, got, want[i])
			}
			raised += want[i]
		}
		st.doneReading(began)
	})
	if raised == 0 || tiers == 0 || envs == 0 || gear == 0 {
		t.Fatalf("%d cost raised, %d tiers active, %d environments, %d gear: the comparison says nothing", raised, tiers, envs, gear)
	}
}

// equalLists reports whether a and b hold the same lists.
func equalLists(a, b [][]int32) bool {
	return slices.EqualFunc(a, b, func(x, y []int32) bool { return slices.Equal(x, y) })
}
