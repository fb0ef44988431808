package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

// TestCybertechThinkTank: the Corp's window after a source of damage is
// used (onr/damagesource.go, R112).
func TestCybertechThinkTank(t *testing.T) {
	const use = "use Cybertech Think Tank: Increase the meat damage by 1"
	t.Run("Cybertech Think Tank: may be advanced before it is rezzed; each advancement counter adds 1 to the meat damage of another source, after the source is used (R112)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", false)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 8)...)
		x.Runner().Tags = 1
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "advance Cybertech Think Tank")
		want(t, "counters after an advance while unrezzed", x.S.Cards[c].Adv, int32(1))
		x.Do(corp, "rez Cybertech Think Tank")
		x.S.Cards[c].Adv = 2
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		want(t, "the Corp's options", strings.Join(x.Options(corp), ", "), "done, "+use)
		x.Do(corp, use)
		if !x.Logged("Cybertech Think Tank: the meat damage rises to 5") {
			t.Errorf("no increase logged")
		}
		x.Do(corp, use)
		want(t, "counters left", x.S.Cards[c].Adv, int32(0))
		want(t, "the Corp asked with no counter left", len(x.Options(corp)), 0)
		x.Take()
		wantDamage(t, x, 6, "meat")
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 2)
	})
	t.Run("Cybertech Think Tank: the Corp may leave the damage as it is", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", true)
		x.S.Cards[c].Adv = 1
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 8)...)
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		x.Do(corp, "done").Take()
		wantDamage(t, x, 4, "meat")
		want(t, "counters kept", x.S.Cards[c].Adv, int32(1))
	})
	t.Run("Cybertech Think Tank: not unrezzed, and not for Net damage", func(t *testing.T) {
		for _, rezzed := range []bool{false, true} {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", rezzed)
			x.S.Cards[c].Adv = 1
			x.Hand(corp, "Setup!")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			x.Do(runner, "run on HQ")
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(corp, use):
					t.Fatalf("offered against Net damage (rezzed %v)", rezzed)
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					x.PassAll().Take()
				}
			}
			wantDamage(t, x, 2, "Net")
			want(t, "counters kept", x.S.Cards[c].Adv, int32(1))
		}
	})
	t.Run("Cybertech Think Tank: unrezzed, not offered against meat damage", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", false)
		x.S.Cards[c].Adv = 1
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 8)...)
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		want(t, "offered unrezzed", x.Offered(corp, use), false)
		x.Take()
		wantDamage(t, x, 4, "meat")
	})
}
