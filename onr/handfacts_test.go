package onr

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// TestHandFactsAreTheAbilities: what Define finds once for a card in the
// hand (handfacts.go) is what reading its card and abilities gives, for
// every defined card: its printed install and play costs, whether it
// installs by its cost alone (a program, hardware or resource without an
// install condition or additional cost) and whether it plays by its cost,
// one action and its condition alone (a play ability, no prevention from
// the hand, not Double, no keyword static, no target named, no fort
// chosen), whether it plays so but for the target its text names, and
// what a Corp's card tells the action options at once (handFacts.corp:
// no ModRezOnInstall static, and an agenda or node, an upgrade or ice,
// without a static restricting where it goes, or an operation that plays
// so).
func TestHandFactsAreTheAbilities(t *testing.T) {
	var installs, notInstalls, plays, notPlays, targeted int
	var corps [corpPlayUntargeted + 1]int // cards of each handFacts.corp
	for _, id := range slices.Sorted(maps.Keys(defs)) {
		d := defs[id]
		side := Corp
		if d.card.Side == carddb.Runner {
			side = Runner
		}
		install := d.typ == carddb.Program || d.typ == carddb.Hardware || d.typ == carddb.Resource
		play, plain, named := -1, true, false
		rezToInstall, places := false, false // a ModRezOnInstall static; a static restricting where it goes
		for i, a := range d.Abilities {
			if a.Kind == KindStatic {
				rezToInstall = rezToInstall || a.Mod == ModRezOnInstall
				places = places || a.Mod == ModInstallOnlyIn || a.Mod == ModInstallNotIn
			}
			switch {
			case a.Kind == KindStatic && (a.Mod == ModInstallOnlyIf || a.Mod == ModInstallCost):
				install = false
			case a.Kind == KindStatic && a.Mod == ModKeyword:
				plain = false
			case a.Kind == KindPrevent && a.Where == InHand:
				plain = false
			case a.Kind == KindPlay && play < 0:
				play = i
				_, named = targetRole(side, a.Effect)
				if a.Fort == AnyFort || a.Fort == CentralRDOrHQ {
					plain = false
				}
			}
		}
		for _, k := range d.card.Keywords {
			plain = plain && !strings.EqualFold(k, KeywordDouble)
		}
		plain = plain && play >= 0
		untargeted := plain // plain but for the target it names
		plain = plain && !named
		// What a Corp's card tells the action options at once.
		corp := uint8(0)
		switch {
		case rezToInstall:
		case (d.typ == carddb.Agenda || d.typ == carddb.Node) && !places:
			corp = corpInstallSubs
		case (d.typ == carddb.Upgrade || d.typ == carddb.Ice) && !places:
			corp = corpInstallAnywhere
		case d.typ == carddb.Operation && plain:
			corp = corpPlay
		case d.typ == carddb.Operation && untargeted:
			corp = corpPlayUntargeted
		}
		corps[corp]++
		checks := []struct {
			name      string
			got, want any
		}{
			{"installs by its printed cost alone", d.hand.plainInstall, install},
			{"plays by its printed cost, one action and its condition alone", d.hand.plainPlay, plain},
			{"plays so but for the target it names", d.hand.plainUntargeted, untargeted},
			{"install cost", d.hand.installCost, intOr(d.card.InstallCost, 0)},
			{"play cost", d.hand.playCost, intOr(d.card.PlayCost, 0)},
			{"kind for the Corp's options", d.hand.corp, corp},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s: %s %v, its card and abilities say %v", d.Title, c.name, c.got, c.want)
			}
		}
		if install {
			installs++
		} else if d.typ == carddb.Program || d.typ == carddb.Hardware || d.typ == carddb.Resource {
			notInstalls++
		}
		if plain {
			plays++
		} else if play >= 0 {
			notPlays++
		}
		if untargeted && !plain {
			targeted++
		}
	}
	if installs == 0 || notInstalls == 0 || plays == 0 || notPlays == 0 || targeted == 0 {
		t.Fatalf("%d plain installs, %d not, %d plain plays, %d not, %d plain but for a target: none of one kind to compare", installs, notInstalls, plays, notPlays, targeted)
	}
	for k, n := range corps {
		if n == 0 {
			t.Errorf("no card of Corp kind %d (handFacts.corp) to compare: %v", k, corps)
		}
	}
}

// TestPricedEffectsAreNeverKnownAbsent: whether no lasting effect has a
// price (lastingKinds.offPrice), which spares liftOptions its walk of the
// lasting effects, is known only while none has: an effect with a price
// joining takes it away, at once and once the kinds are made again (a
// turn's start), and the Runner it binds may then lift it; an effect
// without a price leaves it; Check reports it known while a priced effect
// is held.
func TestPricedEffectsAreNeverKnownAbsent(t *testing.T) {
	const runner = engine.Seat(1)
	cases := []struct {
		name  string
		price int32
		lifts int // lift options the Runner then has
	}{
		{"an effect with a price makes it unknown and may be lifted", 2, 1},
		{"an effect without a price leaves it known", 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Lasting, s.Uses = nil, nil
			s.P(runner).Bits = 5
			s.makeLastingKinds()
			if !s.lastKinds.offPrice {
				t.Fatalf("with no lasting effect, a priced one is not known absent: %+v", s.lastKinds)
			}
			s.AddLasting(kernel.Lasting{Seat: runner, Mod: ModLinkBonus, N: 1, Price: tc.price})
			for _, when := range []string{"once it joined", "once the kinds are made again (a turn's start)"} {
				if when != "once it joined" {
					s.makeLastingKinds()
				}
				if err := s.checkLastingKinds(); err != nil {
					t.Fatalf("%s, Check: %v", when, err)
				}
				if got := s.lastKinds.offPrice; got != (tc.price == 0) {
					t.Errorf("%s, no priced effect known %v", when, got)
				}
				lifts := 0
				for _, o := range s.liftOptions(runner, nil) {
					if o.Verb == VerbLift {
						lifts++
					}
				}
				if lifts != tc.lifts {
					t.Errorf("%s, %d lift options, want %d", when, lifts, tc.lifts)
				}
			}
			if tc.price > 0 {
				s.lastKinds.offPrice = true
				if err := s.checkLastingKinds(); err == nil || !strings.Contains(err.Error(), "price") {
					t.Errorf("Check with a priced effect known absent: %v", err)
				}
			}
		})
	}
}

// TestPrintedTypeIsTheCardsType: the printed type Define finds as a number
// (Def.kind) is the card's printed type (Def.typ), for every defined card:
// each type the number names is spelled as the card data spells it, and a
// card of no such type has typeOther; every type but typeOther is some
// card's.
func TestPrintedTypeIsTheCardsType(t *testing.T) {
	seen := map[printedType]bool{}
	for _, id := range slices.Sorted(maps.Keys(defs)) {
		d := defs[id]
		seen[d.kind] = true
		if d.kind == typeOther {
			if slices.Contains(printedTypes[:], d.typ) {
				t.Errorf("%s: printed type %q is spelled by printedTypes, but its number is typeOther", d.Title, d.typ)
			}
			continue
		}
		if d.kind >= numPrintedTypes || printedTypes[d.kind] != d.typ {
			t.Errorf("%s: printed type %q, its number %d says %q", d.Title, d.typ, d.kind, printedTypes[min(d.kind, numPrintedTypes-1)])
		}
	}
	for k := typeOther + 1; k < numPrintedTypes; k++ {
		if !seen[k] {
			t.Errorf("no card of printed type %q to compare", printedTypes[k])
		}
	}
}
