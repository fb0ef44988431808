package arena_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/arena"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/heuristic"
)

func run(t *testing.T, cfg arena.Config) *arena.Report {
	t.Helper()
	r, err := arena.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRoundRobin(t *testing.T) {
	cfg := arena.Config{Ruleset: onr.Rules, Games: 12, Seed: 3, Entrants: []arena.Entrant{
		{Spec: "random"}, {Spec: "heuristic"}, {Name: "noisy", Spec: "heuristic:noise=3"},
	}}
	r := run(t, cfg)
	t.Run("every pairing plays every deal at both seats, and the two sides agree", func(t *testing.T) {
		for i := range 3 {
			for j := range 3 {
				if i == j {
					continue
				}
				for s := range 2 {
					a, b := r.Results[i][j][s], r.Results[j][i][1-s]
					if a.Games != 12 || a.Wins != b.Losses || a.Losses != b.Wins || a.Draws != b.Draws || a.Wins+a.Draws+a.Losses != a.Games {
						t.Errorf("%s vs %s at seat %d: %+v, mirror %+v", r.Names[i], r.Names[j], s, a, b)
					}
				}
			}
		}
		if r.Errors != 0 {
			t.Errorf("%d games broke", r.Errors)
		}
	})
	t.Run("the heuristic players rate far above the random one", func(t *testing.T) {
		if o := r.Order(); o[2] != 0 || r.Ratings[0] > r.Ratings[1]-300 {
			t.Errorf("names %v ratings %v order %v", r.Names, r.Ratings, o)
		}
		if s := r.Total(1, 0).Score(); s < 0.9 {
			t.Errorf("heuristic scores %.2f against random", s)
		}
	})
	t.Run("ratings average 1500", func(t *testing.T) {
		mean := (r.Ratings[0] + r.Ratings[1] + r.Ratings[2]) / 3
		if math.Abs(mean-1500) > 1e-6 {
			t.Errorf("mean rating %v", mean)
		}
	})
	t.Run("the report does not depend on the number of workers", func(t *testing.T) {
		c := cfg
		c.Workers = 3
		if r2 := run(t, c); !reflect.DeepEqual(r2, r) {
			t.Errorf("3 workers:\n%+v\n1 worker:\n%+v", r2, r)
		}
	})
	t.Run("the text report ranks and pairs the entrants", func(t *testing.T) {
		var b bytes.Buffer
		if err := r.WriteText(&b); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		for _, want := range []string{"rank  entrant", "as corp", "as runner", "pairings", "noisy", "1     heuristic"} {
			if !strings.Contains(out, want) {
				t.Errorf("report lacks %q:\n%s", want, out)
			}
		}
	})
	t.Run("the chart is well-formed SVG naming every entrant", func(t *testing.T) {
		var b bytes.Buffer
		if err := r.WriteSVG(&b); err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(bytes.NewReader(b.Bytes()))
		for {
			if _, err := d.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("not XML: %v\n%s", err, b.String())
			}
		}
		for _, n := range r.Names {
			if !strings.Contains(b.String(), ">"+n+"<") {
				t.Errorf("the chart does not name %s", n)
			}
		}
	})
}

func TestRatingsFitTheOdds(t *testing.T) {
	// A scores 75 % against B over many games: the odds are 3, so the
	// ratings differ by about 400·log10(3) ≈ 191, a little less for the
	// virtual draws that keep ratings finite.
	r := &arena.Report{Names: []string{"a", "b"}, Results: [][][]arena.Result{
		{nil, {{Games: 500, Wins: 375, Losses: 125}, {Games: 500, Wins: 375, Losses: 125}}},
		{{{Games: 500, Wins: 125, Losses: 375}, {Games: 500, Wins: 125, Losses: 375}}, nil},
	}}
	got := arena.Ratings(r)
	if d := got[0] - got[1]; d < 185 || d > 191 {
		t.Errorf("ratings %v: difference %.1f, want about 191", got, d)
	}
	// An entrant that won everything still gets a finite rating.
	r.Results[0][1] = []arena.Result{{Games: 10, Wins: 10}, {Games: 10, Wins: 10}}
	r.Results[1][0] = []arena.Result{{Games: 10, Losses: 10}, {Games: 10, Losses: 10}}
	got = arena.Ratings(r)
	if math.IsInf(got[0], 0) || math.IsNaN(got[0]) || got[0] <= got[1] {
		t.Errorf("ratings %v", got)
	}
}

func TestWilson(t *testing.T) {
	for _, tt := range []struct {
		p      float64
		n      int
		lo, hi float64
	}{
		{0.5, 100, 0.4038, 0.5962},
		{0.9, 1000, 0.8798, 0.9170},
		{0, 10, 0, 0.2775},
	} {
		lo, hi := arena.Wilson(tt.p, tt.n)
		if math.Abs(lo-tt.lo) > 1e-3 || math.Abs(hi-tt.hi) > 1e-3 {
			t.Errorf("Wilson(%v, %d) = %.4f, %.4f; want %.4f, %.4f", tt.p, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestRunRejectsBadConfig(t *testing.T) {
	for _, tt := range []struct {
		name string
		cfg  arena.Config
		want string
	}{
		{"no ruleset", arena.Config{Games: 1}, "no ruleset"},
		{"one entrant", arena.Config{Ruleset: onr.Rules, Games: 1, Entrants: []arena.Entrant{{Spec: "random"}}}, "two entrants"},
		{"no games", arena.Config{Ruleset: onr.Rules, Entrants: []arena.Entrant{{Spec: "random"}, {Spec: "random"}}}, "games"},
		{"unknown bot", arena.Config{Ruleset: onr.Rules, Games: 1, Entrants: []arena.Entrant{{Spec: "random"}, {Spec: "nobody"}}}, `unknown bot "nobody"`},
	} {
		if _, err := arena.Run(tt.cfg); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
}
