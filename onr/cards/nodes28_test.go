package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
)

// LDL Traffic Analyzers (issue 28; onr/cards/nodes28.go,
// onr/advtracebits.go).

func TestLDLTrafficAnalyzersIsAdvanced(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rezzed bool
	}{
		{"LDL Traffic Analyzers: advanced before it is rezzed", false},
		{"LDL Traffic Analyzers: advanced after it is rezzed", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			ldl, _ := x.Install(onr.NewFort, "LDL Traffic Analyzers", tc.rezzed)
			x.Corp().Bits = 5
			x.Ready()
			x.Do(corp, "advance LDL Traffic Analyzers")
			want(t, "advancement counters", x.S.Cards[ldl].Adv, int32(1))
			want(t, "Corp bits", x.Corp().Bits, int32(4))
		})
	}
}

func TestLDLTrafficAnalyzersPaysTraceBids(t *testing.T) {
	for _, tc := range []struct {
		name     string
		rezzed   bool
		adv      int32 // advancement counters on it
		pool     int32 // the Corp's bits after it started the trace
		limit    int   // the highest bid offered
		bid      int
		corpBits int32 // the Corp's pool after the trace
		advAfter int32
		rezAfter bool
		tagged   bool
	}{
		{"LDL Traffic Analyzers: each counter is worth 5 bits of the bid: 2 bits and 1 counter allow a bid of 5, which it pays in full", true, 1, 2, 5, 5, 2, 0, true, true},
		{"LDL Traffic Analyzers: the bits it gains and the bid does not spend go back to the bank", true, 2, 0, 5, 3, 0, 1, true, true},
		{"LDL Traffic Analyzers: a bid of 5 is paid by a counter before the pool", true, 2, 6, 5, 5, 6, 1, true, true},
		{"LDL Traffic Analyzers: a bid of 3 the pool of 1 cannot pay spends a counter, 2 of its bits returned", true, 1, 1, 5, 3, 1, 0, true, true},
		{"LDL Traffic Analyzers: a bid below 5 the pool can pay spends no counter", true, 2, 4, 5, 3, 1, 2, true, true},
		{"LDL Traffic Analyzers: face down, it is rezzed during the trace as its counter pays", false, 1, 0, 5, 4, 0, 0, true, true},
		{"LDL Traffic Analyzers: face down and not needed, it stays face down", false, 1, 3, 5, 2, 1, 1, false, true},
		{"LDL Traffic Analyzers: without counters it adds nothing", true, 0, 2, 2, 2, 0, 0, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			bloodCat(x)
			ldl, _ := x.Install(onr.NewFort, "LDL Traffic Analyzers", tc.rezzed)
			x.S.Cards[ldl].Adv = tc.adv
			x.Corp().Bits = tc.pool
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
			trace(t, x, tc.limit, tc.bid, "", 0)
			closeWindow(x)
			x.PassAll()
			if tc.advAfter < tc.adv && !x.Logged(fmt.Sprintf("LDL Traffic Analyzers: Corp spends an advancement counter for 5 bits on the trace: %d spent, %d returned to the bank", min(tc.bid, 5), 5-min(tc.bid, 5))) {
				t.Fatalf("the counter's bits not said: %v", x.Events)
			}
			want(t, "tagged", x.Runner().Tags == 1, tc.tagged)
			want(t, "Corp bits", x.Corp().Bits, tc.corpBits)
			want(t, "advancement counters left", x.S.Cards[ldl].Adv, tc.advAfter)
			want(t, "rezzed", x.S.Cards[ldl].Rezzed, tc.rezAfter)
		})
	}
}
