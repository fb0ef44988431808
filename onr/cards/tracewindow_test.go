package cards_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards of the trace's post-reveal window (ONR-12.2.4): against Blood
// Cat's Trace 5 ("give the Runner a tag"), the Runner, with no base-link
// card, uses them after both amounts are revealed; a tie succeeds
// (ONR-12.2.5).

// revealTable installs a rezzed Blood Cat (the Corp has 10 bits), the
// Runner's rig and 5 bits, and has the Corp use Blood Cat and bid: the
// Runner has no base-link card to choose.
func revealTable(t *testing.T, bid int, rig ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	bloodCat(x)
	x.Rig(rig...)
	x.Runner().Bits = 5
	x.Ready()
	x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
	trace(t, x, 5, bid, "", 0)
	return x
}

// closeWindow answers "done" to the post-reveal window if it is still
// open: it closes by itself once nothing is left to use.
func closeWindow(x *onrtest.Table) {
	if x.Offered(runner, "done") {
		x.Do(runner, "done")
	}
}

func TestTraceRevealWindow(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rig    []string
		bid    int
		uses   []string // the abilities used in the window, in order
		tagged bool
		link   int
		spent  int32
	}{
		{"Signpost: after the reveal, 1 bit: +2 link, the trace of 1 fails", []string{"Signpost"}, 1, []string{"use Signpost: +2 link"}, false, 2, 1},
		{"Signpost: +2 link ties a trace of 2, which succeeds", []string{"Signpost"}, 2, []string{"use Signpost: +2 link"}, true, 2, 1},
		{"Signpost: not used, the link stays 0", []string{"Signpost"}, 1, []string{"done"}, true, 0, 0},
		{"The Springboard: after the reveal, 1 bit: +1 link, the trace of 0 fails", []string{"The Springboard"}, 0, []string{"use The Springboard: +1 link"}, false, 1, 1},
		{"Wired Switchboard: after the reveal, [trash]: +3 link, the trace of 2 fails", []string{"Wired Switchboard"}, 2, []string{"use Wired Switchboard: +3 link"}, false, 3, 0},
		{"Signpost and The Springboard add up: +3 link", []string{"Signpost", "The Springboard"}, 2, []string{"use Signpost: +2 link", "use The Springboard: +1 link"}, false, 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := revealTable(t, tc.bid, tc.rig...)
			if !x.Logged(fmt.Sprintf("Trace 5 revealed: the Corp spent %d, the Runner 0", tc.bid)) {
				t.Errorf("the reveal was not announced before the window: %s", x.Describe())
			}
			for _, u := range tc.uses {
				x.Do(runner, u)
			}
			closeWindow(x)
			x.PassAll()
			want(t, "tagged", x.Runner().Tags == 1, tc.tagged)
			want(t, "Runner bits spent", 5-x.Runner().Bits, tc.spent)
			wantLink(t, x, tc.link)
		})
	}

	t.Run("Signpost: only once during each trace attempt, and again in the next", func(t *testing.T) {
		x := revealTable(t, 1, "Signpost")
		x.Do(runner, "use Signpost: +2 link")
		if x.Offered(runner, "use Signpost: +2 link") {
			t.Errorf("Signpost offered twice in one trace: %q", x.Options(runner))
		}
		closeWindow(x)
		x.PassAll()
		x.Runner().Tags = 0
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 1, "", 0)
		if !x.Offered(runner, "use Signpost: +2 link") {
			t.Errorf("Signpost not offered in the next trace: %q", x.Options(runner))
		}
	})
	t.Run("The Springboard: only once during each trace attempt", func(t *testing.T) {
		x := revealTable(t, 1, "The Springboard")
		x.Do(runner, "use The Springboard: +1 link")
		if x.Offered(runner, "use The Springboard: +1 link") {
			t.Errorf("The Springboard offered twice in one trace: %q", x.Options(runner))
		}
	})
	t.Run("Wired Switchboard: using it reveals and trashes it", func(t *testing.T) {
		x := revealTable(t, 2, "Wired Switchboard")
		c := newest(x, "Wired Switchboard")
		want(t, "face down before use", x.S.Cards[c].FaceUp, false)
		x.Do(runner, "use Wired Switchboard: +3 link")
		want(t, "trashed", inZone(x, c, onr.ZoneDiscard), true)
		want(t, "face up in the trash", x.S.Cards[c].FaceUp, true)
	})
	t.Run("Signpost: the link lasts for its trace only", func(t *testing.T) {
		x := revealTable(t, 1, "Signpost")
		x.Do(runner, "use Signpost: +2 link")
		closeWindow(x)
		x.PassAll()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 0, "", 0)
		closeWindow(x)
		x.PassAll()
		want(t, "tags (the second trace of 0 against link 0 succeeds)", x.Runner().Tags, int32(1))
	})
}

func TestTraceRevealWindowTiming(t *testing.T) {
	t.Run("Signpost: not usable before the amounts are revealed", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Signpost", "Access to Kiribati")
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		if opts := x.Options(runner); slices.Contains(opts, "use Signpost: +2 link") {
			t.Errorf("Signpost offered with the secret choices: %q", opts)
		}
		x.Number(corp, 1)
		if opts := x.Options(runner); slices.Contains(opts, "use Signpost: +2 link") {
			t.Errorf("Signpost offered with the secret choices: %q", opts)
		}
	})
	t.Run("Signpost: not usable outside a trace", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Signpost")
		x.Ready()
		x.ToTurn(runner)
		if opts := x.Options(runner); slices.Contains(opts, "use Signpost: +2 link") {
			t.Errorf("Signpost offered in the Runner's turn: %q", opts)
		}
	})
	t.Run("The window: a Runner with nothing for it and no face-down card is not asked", func(t *testing.T) {
		x := revealTable(t, 1)
		want(t, "tagged at once", x.Runner().Tags, int32(1))
		if x.Logged("revealed: the Corp spent") {
			t.Errorf("a window opened with nothing to use")
		}
	})
	t.Run("The window: a Runner with a face-down card is asked, so that being asked tells the Corp nothing", func(t *testing.T) {
		x := revealTable(t, 1, "Credit Subversion")
		want(t, "options", fmt.Sprint(x.Options(runner)), "[done]")
		x.Do(runner, "done")
		x.Do(runner, "take") // the question of cancelling the trace's effect, asked for the same reason (onr/tracecancel.go)
		x.Do(runner, "take") // the tag-avoidance question, asked for the same reason
		want(t, "tagged", x.Runner().Tags, int32(1))
	})
}

func TestCrashSpace(t *testing.T) {
	const cs = "Crash Space"
	// Against Blood Cat's Trace 5: the Corp bids, the Runner uses base
	// (Runner Sensei: 2 bits for base link 4) or nothing.
	for _, tc := range []struct {
		name  string
		bid   int
		base  string
		rig   []string
		tags  int32
		spent int32 // the Corp's bits
	}{
		{cs + ": a trace the link avoids succeeds anyway, and gives a tag besides its own", 0, "Runner Sensei", []string{cs, "Runner Sensei"}, 2, 0},
		{cs + ": a trace that succeeds gives one tag more; the bid is paid", 3, "", []string{cs}, 2, 3},
		{cs + ": without it, the same link avoids the trace", 0, "Runner Sensei", []string{"Runner Sensei"}, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			bloodCat(x)
			x.Rig(tc.rig...)
			x.Runner().Bits = 5
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
			trace(t, x, 5, tc.bid, tc.base, 0)
			x.PassAll()
			want(t, "tags", x.Runner().Tags, tc.tags)
			want(t, "Corp bits spent", 10-x.Corp().Bits, tc.spent)
		})
	}
	t.Run(cs+": gain 1 bit at the start of each of your turns", func(t *testing.T) {
		x := newTable(t)
		x.Rig(cs)
		x.Ready()
		x.ToTurn(runner)
		want(t, "Runner bits after his turn began", x.Runner().Bits, int32(6))
	})
	t.Run(cs+": [action]: trash it; leaving play, lose 2 bits", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig(cs)[0]
		x.Ready()
		x.ToTurn(runner)
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "use "+cs+": Trash "+cs)
		x.PassAll()
		want(t, "trashed", inZone(x, c, onr.ZoneDiscard), true)
		want(t, "Runner bits", x.Runner().Bits, bits-2)
		want(t, "actions left", x.Runner().Actions, actions-1)
	})
}
