package cards_test

import (
	"fmt"

	"github.com/datafort/datafort/onr/onrtest"
)

// wantDamage checks that the Runner took n damage of the kind given ("Net",
// "meat", "brain") as the log says it, and brain damage only if the kind
// is brain: the hand counts a test checks are the same for Net and meat
// damage (the ablation gate changes a damage kind, and wants a test of the
// card to notice).
func wantDamage(t interface {
	Helper()
	Errorf(format string, args ...any)
}, x *onrtest.Table, n int, kind string) {
	t.Helper()
	if line := fmt.Sprintf("Runner takes %d %s damage", n, kind); !x.Logged(line) {
		t.Errorf("log lacks %q", line)
	}
	if kind != "brain" && x.Runner().Brain != 0 {
		t.Errorf("brain damage %d after %s damage", x.Runner().Brain, kind)
	}
}

// wantLink checks that the last trace logged the Runner's link as link:
// the base link and +1 links bought add up (ONR-12.1.3), whatever the
// trace's outcome.
func wantLink(t interface {
	Helper()
	Errorf(format string, args ...any)
}, x *onrtest.Table, link int) {
	t.Helper()
	if line := fmt.Sprintf("the Runner's link is %d ", link); !x.Logged(line) {
		t.Errorf("log lacks %q", line)
	}
}
