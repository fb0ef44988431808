package cards_test

import (
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

func TestOperations(t *testing.T) {
	play := func(title string, credits, want int32) func(*testing.T, *nsgtest.Table) {
		return func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard(title, nsg.ZoneHQ, 0, false)
			s.Credits[corp] = credits
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-play", id, 0)
			if s.Credits[corp] != want {
				t.Errorf("%s with %d credits leaves %d, want %d", title, credits, s.Credits[corp], want)
			}
		}
	}
	runCards(t, []cardTest{
		{"Hedge Fund: costs 5 and gains 9", play("Hedge Fund", 5, 9)},
		{"Government Subsidy: costs 10 and gains 15", play("Government Subsidy", 10, 15)},
	})
}
