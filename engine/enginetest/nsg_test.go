package enginetest

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestCheckGameOnNSGToy(t *testing.T) {
	for n := nsgMinSeats; n <= nsgMaxSeats; n++ {
		t.Run(fmt.Sprintf("%d seats keep the engine contract", n), func(t *testing.T) {
			for seed := range uint64(20) {
				CheckGame(t, NSGToy{}, engine.Setup{Seed: seed, Options: map[string]string{"seats": strconv.Itoa(n)}}, 3000)
			}
		})
	}
}
