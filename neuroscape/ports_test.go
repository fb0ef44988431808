package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
)

// SC-13's stand-ins: H with a right-arm port of level 2 and no other port,
// HL with a level-1 left-arm port as well, and arm cyberware of levels 1 to
// 3 and head cyberware of level 1.
var sPortH, sPortHL, sArm1, sArm2, sArm3, sHead1 *Def

func init() {
	sub := func(c *carddb.Card) { s := "Cyberware"; c.Subtype = &s }
	ports := func(p map[string]int) func(*carddb.Card) { return func(c *carddb.Card) { c.Ports = p } }
	needs := func(port string, level int) func(*carddb.Card) {
		return func(c *carddb.Card) { c.Port, c.PortLevel = port, level }
	}
	sPortH = DefineCard(standIn("PORTED", carddb.Character, 1, 1, 3, ports(map[string]int{carddb.PortRightArm: 2})), TargetNone, nil)
	sPortHL = DefineCard(standIn("TWO ARMED", carddb.Character, 1, 1, 3, ports(map[string]int{carddb.PortRightArm: 2, carddb.PortLeftArm: 1})), TargetNone, nil)
	sArm1 = DefineCard(standIn("ARM ONE", carddb.Gear, 0, 0, 0, sub, needs(carddb.PortArm, 1)), TargetOwnCharacter, nil)
	sArm2 = DefineCard(standIn("ARM TWO", carddb.Gear, 0, 0, 0, sub, needs(carddb.PortArm, 2)), TargetOwnCharacter, nil)
	sArm3 = DefineCard(standIn("ARM THREE", carddb.Gear, 0, 0, 0, sub, needs(carddb.PortArm, 3)), TargetOwnCharacter, nil)
	sHead1 = DefineCard(standIn("HEAD ONE", carddb.Gear, 0, 0, 0, sub, needs(carddb.PortHead, 1)), TargetOwnCharacter, nil)
}

// TestPorts checks SC-13: cyberware goes only into an open port of its type
// whose level is at least its own (NS-12.2), arm cyberware into either arm
// (NS-12.3); where port data is unknown the attachment is allowed, and
// refused in strict mode (NS-12.4); the host destroyed takes its gear with
// it (NS-12.8).
func TestPorts(t *testing.T) {
	for _, c := range []struct {
		what     string
		host     **Def
		attached []**Def // already on the host
		gear     **Def
		strict   bool
		legal    bool
	}{
		{"NS-12.2: level 2 arm cyberware goes into a level 2 right-arm port", &sPortH, nil, &sArm2, false, true},
		{"NS-12.2: level 3 cyberware does not go into a level 2 port", &sPortH, nil, &sArm3, false, false},
		{"NS-12.2: with the one arm port taken, more arm cyberware is refused", &sPortH, []**Def{&sArm2}, &sArm1, false, false},
		{"NS-12.2: head cyberware is refused on a character without a head port", &sPortH, nil, &sHead1, false, false},
		{"NS-12.3: arm cyberware may use the left arm when the right one is taken", &sPortHL, []**Def{&sArm2}, &sArm1, false, true},
		{"NS-12.3: the level 2 arm cyberware takes the level 2 port, whichever came first", &sPortHL, []**Def{&sArm1}, &sArm2, false, true},
		{"NS-12.4: cyberware without port data attaches without a port check", &sPortH, []**Def{&sArm2}, &sPlainCyber, false, true},
		{"NS-12.4: a character without port data takes cyberware with it", &sChar22, nil, &sArm3, false, true},
		{"NS-12.4: strict mode refuses cyberware without port data", &sPortH, nil, &sPlainCyber, true, false},
		{"NS-12.4: strict mode refuses a character without port data", &sChar22, nil, &sArm1, true, false},
		{"NS-12.4: strict mode allows cyberware whose port data fits", &sPortH, nil, &sArm2, true, true},
	} {
		t.Run(c.what, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			b.st().StrictPorts = c.strict
			b.bank(0, 2, 0)
			h := b.card(0, *c.host, zonePlay)
			for _, a := range c.attached {
				b.attach(*a, h)
			}
			g := b.card(0, *c.gear, zoneHand)
			b.at(stepDeploy)
			if got := b.has(play(g, h)); got != c.legal {
				t.Fatalf("%s on %s offered %v, want %v", (*c.gear).Name, (*c.host).Name, got, c.legal)
			}
		})
	}
	t.Run("NS-12.8: the host destroyed, its ported cyberware is destroyed too", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		h := b.card(0, sPortH, zonePlay)
		g := b.card(0, sArm2, zoneHand)
		b.at(stepDeploy)
		b.do(play(g, h))
		b.resolveCache()
		if o := b.st().obj(g); o.Zone != zoneGear || o.Host != h {
			t.Fatalf("ARM TWO in %s on %d, want attached to %d", o.Zone, o.Host, h)
		}
		b.st().destroy(h, false)
		if z := b.st().obj(g).Zone; z != zoneBin {
			t.Fatalf("ARM TWO in %s after its host was destroyed, want the recycle bin", z)
		}
	})
	t.Run("NS-12.4: strict mode survives a save, as free plays do", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.st().StrictPorts = true
		b.st().Free = []int32{0, 2}
		b.at(stepDeploy)
		data, err := b.g.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var st State
		if err := st.decode(data); err != nil {
			t.Fatal(err)
		}
		if !st.StrictPorts || len(st.Free) != 2 || st.Free[1] != 2 {
			t.Fatalf("strict mode %v, free plays %v after a save; want true, [0 2]", st.StrictPorts, st.Free)
		}
	})
}
