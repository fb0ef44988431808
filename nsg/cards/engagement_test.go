package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestEngagementCountsWhatTookEffect: the engagement count (the fuzz
// report's, engine.Engagement) counts an ability once when its program
// starts or its break or boost is used, not the abilities left unused, and
// a card engaged by an occurrence of the rules (the ice encountered).
func TestEngagementCountsWhatTookEffect(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(x *nsgtest.Table)
		took map[string][]int64 // per title, each ability's count
		some []string           // cards engaged at least once
	}{
		{"playing Hedge Fund counts its play ability once", func(x *nsgtest.Table) {
			id := x.St().AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-play", id, 0)
		}, map[string][]int64{"Hedge Fund": {1}}, []string{"Hedge Fund"}},
		{"Cleaver breaking one subroutine counts its break, not its boost; Palisade encountered is engaged", func(x *nsgtest.Table) {
			ice, brk, _ := breakerAt(x, "Cleaver", "Palisade", nsg.ServerHQ, 5)
			x.ChooseArg(runner, "nsg-ability", brk, 0)
			x.ChooseArg(runner, "nsg-ability", ice, 0)
		}, map[string][]int64{"Cleaver": {1, 0}}, []string{"Cleaver", "Palisade"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := nsgtest.Start(t, nsg.Rules2603)
			count, err := nsg.Ruleset{}.CountEngagement()
			if err != nil {
				t.Fatal(err)
			}
			tc.run(x)
			count.Stop()
			got := map[string][]int64{}
			for _, a := range count.Abilities() {
				if _, ok := tc.took[a.Title]; ok {
					got[a.Title] = append(got[a.Title], a.Took)
				}
			}
			for title, want := range tc.took {
				if !slices.Equal(got[title], want) {
					t.Errorf("%s's abilities took effect %v times, want %v", title, got[title], want)
				}
			}
			cards := count.Cards()
			for _, title := range tc.some {
				if cards[title] == 0 {
					t.Errorf("%s never engaged (%v)", title, count.NeverUsed())
				}
			}
		})
	}
}
