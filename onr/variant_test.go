package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// testVariant exercises the variant hooks: a "tithe" action that asks how
// many bits to give the bank through a frame of its own, ice one stronger,
// and a central fort of its own.
//
// Its frame kind is far above those of the real variants, which share the
// registry with it whenever they are linked into this test binary (the
// ledger test runs every shipped scenario through onr/scenario, which links
// bso: its kinds start at FirstVariantFrame).
const testFrame = onr.FirstVariantFrame + 100

var testVariant = &onr.Variant{
	Name: "test-variant",
	Actions: func(s *onr.State, seat engine.Seat, opts []engine.Option) []engine.Option {
		return append(opts, engine.Option{Verb: engine.NewVerb("tithe")})
	},
	Perform: func(s *onr.State, seat engine.Seat, o engine.Option) bool {
		if o.Verb.String() != "tithe" {
			return false
		}
		s.Push(onr.Frame{Kind: testFrame, Seat: seat})
		return true
	},
	Describe: func(s *onr.State, d engine.Decision, o engine.Option) (string, bool) {
		if o.Verb.String() == "tithe" {
			return "tithe to the bank", true
		}
		return "", false
	},
	IceStrength: func(s *onr.State, c int32, st int32) int32 { return st + 1 },
}

func init() {
	onr.RegisterVariant(testVariant)
	onr.RegisterFrame(testFrame, "tithe", func(s *onr.State, f *onr.Frame) onr.Status {
		if !f.Answered {
			return s.AskNumber(f.Seat, "How many bits?", "test", 0, s.P(f.Seat).Bits)
		}
		_, n := f.Take()
		s.PayBits(f.Seat, n)
		s.Event("tithe", "tithe paid")
		s.Pop()
		return onr.Next
	})
}

func TestVariantHooks(t *testing.T) {
	tb := teamTable(2)
	tb.Variant = "test-variant"
	tb.Centrals = []onr.Fort{{Central: onr.FirstVariantCentral, Name: "Vault"}}
	g := newTable(t, 1, tb)
	s := g.State()
	if g.FortName(3) != "C0's Vault" || s.Forts[3].Owner != 0 || len(s.Forts) != 8 {
		t.Fatalf("forts %d; fort 3 is %q", len(s.Forts), g.FortName(3))
	}
	ice, _ := g.NewCardFor("Wall of Static", 0)
	g.InstallCorp(ice, 3, true)
	printed := int32(*g.Def(ice).Card().Strength)
	if got := g.IceStrength(ice); got != printed+1 {
		t.Fatalf("Wall of Static on the Vault has strength %d, want its %d and the variant's 1", got, printed)
	}
	if !slices.Contains(options(g, 0), "tithe to the bank") {
		t.Fatalf("the variant's action is not offered: %q", options(g, 0))
	}
	bits := s.Players[0].Bits
	choose(t, g, 0, "tithe to the bank")
	d, _ := engine.DecisionFor(g, 0)
	apply(t, g, engine.Choice{Decision: d.ID, Seat: 0, Number: 2})
	if s.Players[0].Bits != bits-2 || s.Players[0].Actions != 2 {
		t.Fatalf("after a tithe of 2: %d bits (had %d), %d actions", s.Players[0].Bits, bits, s.Players[0].Actions)
	}
	// A saved game finds its variant again.
	b, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	l, err := onr.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if hashOf(t, l) != hashOf(t, g) || l.IceStrength(ice) != printed+1 {
		t.Fatalf("the loaded game differs, or lost its variant (strength %d)", l.IceStrength(ice))
	}
	bad := strings.Replace(string(b), `"variant":"test-variant"`, `"variant":"no-such-variant"`, 1)
	if _, err := onr.Load([]byte(bad)); err == nil || !strings.Contains(err.Error(), "no-such-variant") {
		t.Fatalf("loading a game of an unknown variant: %v", err)
	}
}

func TestVariantVersion(t *testing.T) {
	// A game of a variant is played under ONR's rules version and the
	// variant's: a save made under another version of the variant is
	// refused.
	tb := teamTable(2)
	tb.Variant = "test-variant"
	g := newTable(t, 1, tb)
	want := onr.RulesVersion + "+test-variant-"
	if v := g.Fingerprint().Version; v != want {
		t.Fatalf("rules version %q, want %q", v, want)
	}
	b, _ := g.MarshalBinary()
	testVariant.Version = "2"
	defer func() { testVariant.Version = "" }()
	if _, err := onr.Load(b); err == nil || !strings.Contains(err.Error(), "test-variant-2") {
		t.Fatalf("loading a save of another version of the variant: %v", err)
	}
}
