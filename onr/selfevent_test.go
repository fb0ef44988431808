package onr

import (
	"testing"

	"github.com/datafort/datafort/kernel"
)

// TestSelfEvents: the occurrences only the card they concern answers are
// exactly the six of selfEvents; every other occurrence, and any type past
// the bitset, reaches every active card's triggers.
func TestSelfEvents(t *testing.T) {
	self := []kernel.EventType{EvScored, EvAccessed, EvRezzed, EvEncountered, EvPassed, EvInstalled}
	for e := kernel.EventType(0); e < 200; e++ {
		want := false
		for _, x := range self {
			want = want || x == e
		}
		if got := selfEvent(e); got != want {
			t.Errorf("selfEvent(%s) = %v, want %v", eventName(e), got, want)
		}
	}
}
