package onr_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards"
)

func TestZZExplore(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		enginetest.CheckGame(t, onr.Rules, engine.Setup{Seed: seed}, 100000)
	}
}
