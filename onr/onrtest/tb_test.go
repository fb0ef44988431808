package onrtest

import (
	"strings"
	"testing"
)

// *testing.T is a TB.
var _ TB = (*testing.T)(nil)

func TestRecorderOutcomes(t *testing.T) {
	cases := []struct {
		name string
		f    func(TB)
		want Outcome
		msg  string
	}{
		{"a check that reports nothing passes", func(t TB) { t.Logf("fine") }, Passed, ""},
		{"Errorf fails and goes on", func(t TB) { t.Errorf("one"); t.Errorf("two") }, Failed, "two"},
		{"Fatalf fails and stops", func(t TB) { t.Fatalf("stop"); t.Errorf("never") }, Failed, "stop"},
		{"a panic fails", func(t TB) { panic("boom") }, Failed, "panic: boom"},
		{"Skip skips", func(t TB) { t.Skip("not yet") }, Skipped, "skipped: not yet"},
		{"a failing subtest fails its check", func(t TB) {
			Run(t, "inner", func(t TB) { t.Fatalf("inner broke") })
			t.Logf("goes on")
		}, Failed, "inner: inner broke"},
		{"a passing subtest passes", func(t TB) { Run(t, "inner", func(t TB) {}) }, Passed, ""},
		{"a skipped subtest marks the check skipped", func(t TB) { Run(t, "a/b", func(t TB) { t.Skipf("later") }) }, Skipped, "a/b: skipped: later"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cleaned := false
			r := RecordCheck("check", func(tb TB) { tb.Cleanup(func() { cleaned = true }); c.f(tb) })
			if r.Outcome != c.want {
				t.Errorf("outcome %s, want %s (messages %q)", r.Outcome, c.want, r.Messages)
			}
			if c.msg != "" && !strings.Contains(strings.Join(r.Messages, "\n"), c.msg) {
				t.Errorf("messages %q, want one containing %q", r.Messages, c.msg)
			}
			if c.msg == "" && len(r.Messages) > 0 {
				t.Errorf("messages %q, want none", r.Messages)
			}
			if !cleaned {
				t.Errorf("cleanup not run")
			}
		})
	}
}

func TestRunUnderGoTest(t *testing.T) {
	ran := false
	if !Run(t, "sub", func(tb TB) { ran = true }) || !ran {
		t.Fatal("Run under *testing.T did not run the subtest")
	}
}
