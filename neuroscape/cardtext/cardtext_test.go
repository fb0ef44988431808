package cardtext

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
)

var update = flag.Bool("update", false, "rewrite testdata/segments.golden")

// table renders every classification, one line a segment, for the golden
// file a reviewer reads.
func table() string {
	var b strings.Builder
	for _, c := range carddb.All() {
		segs := Segments(c.ID)
		if len(segs) == 0 {
			continue
		}
		fmt.Fprintf(&b, "GEN-%d %s (%s", c.ID, c.Name, c.Type)
		if s := Subtype(c); s != "" {
			fmt.Fprintf(&b, ", %s", s)
		}
		b.WriteString(")\n")
		for _, s := range segs {
			how := "rule"
			if s.ByHand {
				how = "hand"
			}
			kind := string(s.Kind)
			if s.Banner != "" {
				kind += " [" + s.Banner + "]"
			}
			fmt.Fprintf(&b, "  %d %s (%s): %s\n    %s\n", s.Index, kind, how, s.Text, strings.TrimPrefix(s.Reason, "rule: "))
		}
	}
	return b.String()
}

func TestEverySegmentIsClassifiedExactlyOnce(t *testing.T) {
	if err := Check(); err != nil {
		t.Fatalf("decisions.txt:\n%v", err)
	}
	cards := 0
	for _, c := range carddb.All() {
		if c.Type == carddb.RAM {
			continue
		}
		cards++
		segs := Segments(c.ID)
		if len(segs) != len(c.Text) {
			t.Errorf("GEN-%d: %d segments classified, the card prints %d", c.ID, len(segs), len(c.Text))
		}
		banners := map[string]int{}
		for i, s := range segs {
			if s.Index != i || s.Card != c.ID || s.Text != c.Text[i] {
				t.Errorf("GEN-%d/%d: segment %+v is not the card's segment %d", c.ID, i, s, i)
			}
			if !slices.Contains(Kinds(), s.Kind) || s.Reason == "" {
				t.Errorf("GEN-%d/%d: kind %q, reason %q", c.ID, i, s.Kind, s.Reason)
			}
			if (s.Banner != "") != (s.Kind == Activated && len(c.Abilities) > 0) {
				t.Errorf("GEN-%d/%d: %s with banner %q", c.ID, i, s.Kind, s.Banner)
			}
			if s.Banner != "" {
				banners[s.Banner]++
			}
		}
		for _, a := range c.Abilities {
			if banners[a.Name] != 1 {
				t.Errorf("GEN-%d: banner %q belongs to %d segments, want 1", c.ID, a.Name, banners[a.Name])
			}
		}
	}
	if cards != 255 {
		t.Errorf("%d cards checked, want 255", cards)
	}
}

func TestDecisionsThatBreakTheRulesAreRefused(t *testing.T) {
	const hex = "GEN-1/0 | passive | | a\nGEN-1/1 | activated | DDOS ATTACK | b\n"
	tests := []struct {
		rule, gen1, want string // gen1 replaces the file's lines for HEX, CODEMANCER (GEN-1)
	}{
		{"the file as it is has no error", hex, ""},
		{"a hand decision for a segment a rule decides is a second classification", hex + "GEN-6/0 | passive | | no", "decided twice"},
		{"a segment decided twice by hand is refused", hex + "GEN-1/0 | passive | | c", "decided twice"},
		{"a banner the card does not print is refused", "GEN-1/0 | passive | | a\nGEN-1/1 | activated | NO SUCH | b", "has no banner"},
		{"one banner for two segments is refused", "GEN-1/0 | activated | DDOS ATTACK | a\nGEN-1/1 | activated | DDOS ATTACK | b", "used twice"},
		{"a banner left without a segment is refused", "GEN-1/0 | passive | | a\nGEN-1/1 | passive | | b", "belongs to no segment"},
		{"a segment the card does not have is refused", hex + "GEN-2/7 | passive | | x", "names no segment"},
		{"segments left open are refused", "", "is not classified"},
		{"a decision without a reason is refused", "GEN-1/0 | passive | |\nGEN-1/1 | activated | DDOS ATTACK | b", "without a reason"},
		{"an unknown kind is refused", "GEN-1/0 | static | | a\nGEN-1/1 | activated | DDOS ATTACK | b", "unknown kind"},
		{"a banner on a passive segment is refused", "GEN-1/0 | passive | DDOS ATTACK | a\nGEN-1/1 | activated | DDOS ATTACK | b", "a banner on a passive"},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			var keep []string
			for l := range strings.Lines(decisionsText) {
				if !strings.HasPrefix(l, "GEN-1/") {
					keep = append(keep, l)
				}
			}
			_, err := build(strings.Join(keep, "") + tt.gen1 + "\n")
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("build: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("build: %v, want an error with %q", err, tt.want)
			}
		})
	}
}

func TestFieldDecisions(t *testing.T) {
	tagger, _ := carddb.ByID(10)
	shark, _ := carddb.ByID(72)
	if got := AttackType(tagger); got != "mainframe" {
		t.Errorf("TAGGER attacks %q, want mainframe", got)
	}
	if got, ok := RAMCost(shark); !ok || got != 3 {
		t.Errorf("BOARDROOM SHARK costs %d, %v; want 3", got, ok)
	}
	t.Run("the EXEs are exactly the Scripts without SWIFT (NS-14.0)", func(t *testing.T) {
		for _, c := range carddb.All() {
			want := c.SubtypeName()
			if want == "Script" && !c.HasKeyword("SWIFT") {
				want = "EXE"
			}
			if got := Subtype(c); got != want {
				t.Errorf("GEN-%d %s: subtype %q, want %q", c.ID, c.Name, got, want)
			}
		}
	})
	t.Run("every field decision has a reason and a known card", func(t *testing.T) {
		for _, f := range Fields() {
			if _, ok := carddb.ByID(f.Card); !ok || f.Reason == "" || f.Value == "" {
				t.Errorf("%+v", f)
			}
		}
	})
}

// TestSegmentsGolden holds the whole table fixed: every segment of every
// card with its kind, banner and reason (go test -update rewrites it).
func TestSegmentsGolden(t *testing.T) {
	got := table()
	golden := filepath.Join("testdata", "segments.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got != string(want) {
		t.Errorf("the classification differs from %s (go test -update rewrites it; review the diff)", golden)
	}
}

func TestAbilityFindsTheSegmentOfABanner(t *testing.T) {
	tests := []struct {
		rule   string
		id     int
		banner string
		index  int // -1: not found
	}{
		{"a banner decided by hand is found (HEX, CODEMANCER's DDOS ATTACK is its second segment)", 1, "DDOS ATTACK", 1},
		{"a banner paired by rule is found (ADMIN's UPGRADE)", 2, "UPGRADE", 0},
		{"the second of two banners is the second segment (NOVA's PAST LIFE)", 13, "PAST LIFE", 1},
		{"a trojan's ACTIVATE is its effect, not its reminder (FATAL ERROR 75)", 28, "ACTIVATE", 1},
		{"a banner the card does not print is not found", 2, "DDOS ATTACK", -1},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			s, ok := Ability(tt.id, tt.banner)
			if ok != (tt.index >= 0) || ok && s.Index != tt.index {
				t.Errorf("Ability(%d, %q) = segment %d, %v; want %d", tt.id, tt.banner, s.Index, ok, tt.index)
			}
		})
	}
}
