package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
)

var sCyber, sPlainCyber, sWeapon, sCyb11, sCyberMF *Def

func init() {
	sub := func(s string) func(*carddb.Card) { return func(c *carddb.Card) { c.Subtype = &s } }
	cost := 1
	zap := func(c *carddb.Card) {
		c.Abilities = append(c.Abilities, carddb.Ability{Name: "JOLT", RAMCost: &cost, RunSelf: true})
	}
	// IMPLANT: Cybernetic cyberware, +1/+2; JOLT (run 1 RAM, run the
	// character): 1 MF damage to target player.
	sCyber = DefineCard(standIn("IMPLANT", carddb.Gear, 1, 0, 0, sub("Cyberware"), faction("Cybernetic"), zap), TargetOwnCharacter, nil).
		Attached(1, 2).Ability(TargetPlayer, Effect{Kind: EffDamage, N: 1, Pool: MF})
	// G0 of SC-11: faction-less cyberware with no effect.
	sPlainCyber = DefineCard(standIn("G0", carddb.Gear, 1, 0, 0, sub("Cyberware")), TargetOwnCharacter, nil)
	sWeapon = DefineCard(standIn("PIPE", carddb.Gear, 1, 0, 0, sub("Weapon")), TargetOwnCharacter, nil).Attached(3, 0)
	sCyb11 = DefineCard(standIn("CHROME", carddb.Character, 1, 1, 1, faction("Cybernetic")), TargetNone, nil)
	sCyberMF = DefineCard(standIn("TEST CYBER MAINFRAME", carddb.Mainframe, 0, 0, 0), TargetNone, nil,
		Tier{Needs: map[string]int{"Cybernetic": 2}, Mode: "base", Timing: TimingPassive, Faction: "Cybernetic", PerCyberware: [2]int{1, 1}},
		Tier{Needs: map[string]int{"Cybernetic": 4}, Mode: "instead", Timing: TimingPassive, Faction: "Cybernetic", PerCyberware: [2]int{2, 1}},
	)
}

// attach puts gear g on character host as if played by host's controller.
func (b *board) attach(g *Def, host int32) int32 {
	st := b.st()
	id := b.card(st.obj(host).Ctrl, g, zoneGear)
	st.obj(id).Host = host
	return id
}

// TestGear checks gear (NS-12): attaching, bonuses, granted abilities and
// a host leaving play.
func TestGear(t *testing.T) {
	t.Run("NS-12.1: gear is played on a character of its player or a teammate, and attaches as it resolves", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		b.bank(0, 1, 0)
		chars := []int32{b.card(0, sChar22, zonePlay), b.card(1, sChar22, zonePlay), b.card(2, sChar22, zonePlay), b.card(3, sChar22, zonePlay)}
		g := b.card(0, sWeapon, zoneHand)
		b.at(stepDeploy)
		for seat, c := range chars {
			if legal := seat%2 == 0; b.has(play(g, c)) != legal {
				t.Fatalf("gear on p%d's character offered %v, want %v", seat+1, !legal, legal)
			}
		}
		b.do(play(g, chars[2]))
		b.resolveCache()
		if o := b.st().obj(g); o.Zone != zoneGear || o.Host != chars[2] || o.Ctrl != 0 {
			t.Fatalf("gear in %s on %d controlled by p%d; want attached to %d, controlled by p1 (NS-12.7)", o.Zone, o.Host, o.Ctrl+1, chars[2])
		}
	})
	t.Run("NS-12.5: gear's cost is paid by running RAM, nothing committed", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		c := b.card(0, sChar22, zonePlay)
		g := b.card(0, sWeapon, zoneHand)
		b.at(stepDeploy)
		b.do(play(g, c))
		b.resolveCache()
		st := b.st()
		if r := st.obj(st.P[0].Bank[0]); len(st.P[0].Bank) != 1 || !r.Running || len(st.committed(g)) != 0 {
			t.Fatalf("bank %v (running %v), %d committed to the gear; want 1 running RAM, none committed", st.P[0].Bank, r.Running, len(st.committed(g)))
		}
	})
	t.Run("NS-12.11: attached character gets the gear's bonus while it is attached", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar22, zonePlay)
		b.attach(sWeapon, c)
		b.attach(sCyber, c)
		if a, d := b.st().stats(c); a != 2+3+1 || d != 2+0+2 {
			t.Fatalf("2/2 with +3/+0 and +1/+2: %d/%d, want 6/4", a, d)
		}
		if v := b.g.View(1).(View); v.Players[0].Play[0].Atk != 6 || len(v.Players[0].Gear) != 2 || v.Players[0].Gear[0].Host != c {
			t.Fatalf("the opponent's view: %+v, gear %+v; want 6 attack and both gear on %d", v.Players[0].Play[0], v.Players[0].Gear, c)
		}
	})
	t.Run("NS-12.6: an ability gear grants is its character's: it runs the character and takes its once-a-round use", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 2, 0)
		c := b.card(0, sChar22, zonePlay)
		g := b.attach(sCyber, c)
		b.at(stepDeploy)
		b.do(activate(g, playerTarget(1)))
		b.resolveCache()
		if o := b.st().obj(c); !o.Running || !o.Used || b.st().Health[1][MF] != startHealth-1 {
			t.Fatalf("character running %v, used %v, p2 at %d MF; want run, used, 1 MF damage", o.Running, o.Used, b.st().Health[1][MF])
		}
		if b.has(activate(g, playerTarget(1))) {
			t.Fatal("the granted ability offered twice in a round")
		}
	})
	t.Run("NS-12.8: gear attached to a character that leaves play is destroyed", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		c := b.card(1, sChar22, zonePlay)
		g := b.attach(sWeapon, c)
		k := b.card(0, sSlowKill, zoneHand)
		b.at(stepDeploy)
		b.do(play(k, c))
		b.resolveCache()
		if o := b.st().obj(g); o.Zone != zoneBin || o.Host != 0 {
			t.Fatalf("gear of a destroyed character in %s on %d, want the recycle bin", o.Zone, o.Host)
		}
	})
	t.Run("NS-10.2: attached gear with a faction icon gives its controller synergy", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(1, sChar22, zonePlay)
		b.attach(sCyber, c)
		if n, m := b.st().synergy(1, "Cybernetic"), b.st().synergy(0, "Cybernetic"); n != 1 || m != 0 {
			t.Fatalf("Cybernetic synergy p2 %d, p1 %d; want 1 and 0", n, m)
		}
	})
}

// TestCyberwareTiers is SC-11: a mainframe's passive tiers giving its
// player's Cybernetic characters a bonus for each cyberware attached.
func TestCyberwareTiers(t *testing.T) {
	b := newBoard(t, 2, 1)
	st := b.st()
	st.obj(st.P[0].Mainframe).Card = sCyberMF.id
	want := func(t *testing.T, id int32, atk, dfn int) {
		t.Helper()
		if a, d := st.stats(id); a != atk || d != dfn {
			t.Fatalf("%s: %d/%d, want %d/%d", st.name(id), a, d, atk, dfn)
		}
	}
	s1 := b.card(0, sCyb11, zonePlay)
	b.attach(sPlainCyber, s1)
	t.Run("SC-11 step 1: synergy 1, no tier", func(t *testing.T) { want(t, s1, 1, 1) })
	s2 := b.card(0, sCyb11, zonePlay)
	t.Run("SC-11 step 2: synergy 2, tier 1 gives +1/+1 for each cyberware", func(t *testing.T) {
		want(t, s1, 2, 2)
		want(t, s2, 1, 1)
	})
	s3 := b.card(0, sCyb11, zonePlay)
	b.card(0, sCyb11, zonePlay)
	t.Run("SC-11 step 3: synergy 4, tier 2 instead gives +2/+1", func(t *testing.T) { want(t, s1, 3, 2) })
	st.destroy(s3, false)
	t.Run("SC-11 step 4: a character leaves, synergy 3, tier 1 again", func(t *testing.T) { want(t, s1, 2, 2) })
	t.Run("NS-12.11: a weapon is no cyberware for the tier", func(t *testing.T) {
		b.attach(sWeapon, s2)
		want(t, s2, 4, 1)
	})
	t.Run("SC-11: a character of another faction gets nothing from the tier", func(t *testing.T) {
		c := b.card(0, sChar22, zonePlay)
		b.attach(sPlainCyber, c)
		want(t, c, 2, 2)
	})
}
