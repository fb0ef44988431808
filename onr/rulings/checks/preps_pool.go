package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R508 (Total Genetic Retrofit): two played avoid the Runner's next two
// tags, not only one; the third is received.
func checkR508_RetrofitsAreCumulative(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Total Genetic Retrofit", "Total Genetic Retrofit", "Drone for a Day", "Drone for a Day")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "play Total Genetic Retrofit").PassAll()
	x.Do(onr.Runner, "play Total Genetic Retrofit").PassAll()
	for i := range 2 {
		x.Do(onr.Runner, "play Drone for a Day").PassAll()
		if x.Runner().Tags != 0 {
			t.Fatalf("after tag %d the Runner has %d tags; want both avoided", i+1, x.Runner().Tags)
		}
	}
}
