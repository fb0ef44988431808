package neuroscape

import (
	"bytes"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// TestUntilTurnEnd checks effects lasting until turn end (NS-16.8 5b,
// AMB-37) and STAMINA (NS-19.1).
func TestUntilTurnEnd(t *testing.T) {
	t.Run("NS-16.8: a bonus until turn end applies at once and ends at Reset", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		c := b.card(0, sChar22, zonePlay)
		st.effects(0, []Effect{{Kind: EffBoost, Atk: 2, Dfn: 1}}, c, 0)
		if a, d := st.stats(c); a != 4 || d != 3 {
			t.Fatalf("2/2 with +2/+1: %d/%d, want 4/3", a, d)
		}
		b.at(stepReset)
		if a, d := st.stats(c); a != 2 || d != 2 || st.Lasting != nil {
			t.Fatalf("after Reset: %d/%d, lasting %v; want 2/2 and none", a, d, st.Lasting)
		}
	})
	t.Run("NS-9.5: a bonus for each card of a faction is counted as it resolves", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		c := b.card(0, sCyb11, zonePlay)
		b.card(0, sCyb11, zonePlay)
		st.effects(0, []Effect{{Kind: EffBoostSource, Atk: 2, Faction: "Cybernetic"}}, 0, c)
		b.card(0, sCyb11, zonePlay)
		if a, _ := st.stats(c); a != 1+2*2 {
			t.Fatalf("1/1 with +2/+0 for each of 2 Cybernetic: %d attack, want 5 (a third coming later counts not)", a)
		}
	})
	t.Run("NS-8.3: a penalty until turn end that leaves no defense destroys the character", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		c := b.card(1, sChar22, zonePlay)
		b.at(stepDeploy)
		st.effects(0, []Effect{{Kind: EffBoost, Atk: -2, Dfn: -2}}, c, 0)
		if o := st.obj(c); o.Zone != zoneBin || st.Lasting != nil {
			t.Fatalf("2/2 with -2/-2 in %s, lasting %v; want the recycle bin and none", o.Zone, st.Lasting)
		}
		b.check()
	})
	t.Run("NS-16.8 5b: on turn end, the character is destroyed", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		c := b.card(0, sChar22, zonePlay)
		other := b.card(0, sChar22, zonePlay)
		st.effects(0, []Effect{{Kind: EffEndDestroySource}}, 0, c)
		b.at(stepDeploy)
		if st.obj(c).Zone != zonePlay {
			t.Fatal("destroyed before turn end")
		}
		b.at(stepReset)
		if st.obj(c).Zone != zoneBin || st.obj(other).Zone != zonePlay {
			t.Fatalf("at turn end: %s in %s, the other in %s; want only it destroyed", st.name(c), st.obj(c).Zone, st.obj(other).Zone)
		}
	})
	t.Run("NS-19.1: a character with STAMINA is not run as it attacks", func(t *testing.T) {
		for _, stamina := range []bool{false, true} {
			b := newBoard(t, 2, 1)
			st := b.st()
			c := b.card(0, sChar22, zonePlay)
			if stamina {
				st.effects(0, []Effect{{Kind: EffBoost, Stamina: true}}, c, 0)
			}
			b.at(stepAttackers)
			b.do(engine.Option{Verb: verbAttack, Card: int(c), Target: int(playerTarget(1))})
			if st.obj(c).Running == stamina || st.attacking(c) < 0 {
				t.Fatalf("STAMINA %v: attacking %v, running %v", stamina, st.attacking(c) >= 0, st.obj(c).Running)
			}
		}
	})
	t.Run("NS-16.8: a character leaving play loses its effects until turn end", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		c := b.card(0, sChar22, zonePlay)
		st.effects(0, []Effect{{Kind: EffBoost, Atk: 1, Dfn: 1}, {Kind: EffEndDestroySource}}, c, c)
		st.destroy(c, false)
		if st.Lasting != nil {
			t.Fatalf("lasting %v after it left play", st.Lasting)
		}
	})
	t.Run("saves keep effects until turn end, and a game without any saves as before", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		c := b.card(0, sChar22, zonePlay)
		b.at(stepDeploy)
		plain, _ := b.g.MarshalBinary()
		st.effects(0, []Effect{{Kind: EffBoost, Atk: 1, Dfn: -1, Stamina: true}, {Kind: EffEndDestroySource}}, c, c)
		raw, err := b.g.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		g2, err := Ruleset{}.Load(raw)
		if err != nil {
			t.Fatal(err)
		}
		if got := g2.(*Game).st.Lasting; len(got) != 2 || got[0] != st.Lasting[0] || got[1] != st.Lasting[1] {
			t.Fatalf("restored %v, want %v", got, st.Lasting)
		}
		if _, err := (Ruleset{}).Load(raw[:len(raw)-1]); err == nil {
			t.Fatal("a truncated save loads")
		}
		st.Lasting = nil // as at turn end
		again, _ := b.g.MarshalBinary()
		if !bytes.Equal(again, plain) {
			t.Fatalf("a game whose effects ended saves %d bytes, %d before any", len(again), len(plain))
		}
	})
}

// TestGainPerBin checks EffGainPerBin (LUNA, THE SACRED MOON's ability):
// health for each card of a subtype in its player's recycle bin, doubled
// while that player controls the card named.
func TestGainPerBin(t *testing.T) {
	b := newBoard(t, 2, 1)
	st := b.st()
	b.card(0, sCounterChar, zoneBin) // a tarot
	b.card(0, sCounterChar, zoneBin)
	b.card(0, sZap2, zoneBin)        // a script: not counted
	b.card(1, sCounterChar, zoneBin) // another player's: not counted
	gain := []Effect{{Kind: EffGainPerBin, N: 1, Pool: MF, Subtype: "Tarot", DoubleWith: "TWO TWO"}}
	t.Run("gains N for each tarot in its player's recycle bin", func(t *testing.T) {
		st.effects(0, gain, 0, 0)
		if st.Health[0][MF] != startHealth+2 || st.Health[0][BF] != startHealth {
			t.Fatalf("health %v, want MF %d", st.Health[0], startHealth+2)
		}
	})
	t.Run("doubled while its player controls the card named", func(t *testing.T) {
		b.card(0, sChar22, zonePlay)
		st.effects(0, gain, 0, 0)
		if st.Health[0][MF] != startHealth+2+4 {
			t.Fatalf("MF %d, want %d", st.Health[0][MF], startHealth+6)
		}
	})
}

// TestPerOther checks Def.PerOther (SEANCE SISTERS): +Atk/+Dfn for each
// other card of a faction its controller controls.
func TestPerOther(t *testing.T) {
	b := newBoard(t, 2, 1)
	st := b.st()
	sisters := b.card(0, sPerOther, zonePlay)
	b.card(0, sMystic, zonePlay)
	b.card(0, sMystic, zonePlay)
	b.card(1, sMystic, zonePlay) // an opponent's: not counted
	b.card(0, sChar22, zonePlay) // no icon: not counted
	if a, d := st.stats(sisters); a != 1+2 || d != 1+2 {
		t.Fatalf("1/1 with two other Mystic: %d/%d, want 3/3 (itself not counted)", a, d)
	}
}

var sPerOther = func() *Def {
	d := DefineCard(standIn("COVEN", carddb.Character, 1, 1, 1, faction("Mystic")), TargetNone, nil)
	d.PerOther.Faction, d.PerOther.Atk, d.PerOther.Dfn = "Mystic", 1, 1
	return d
}()
