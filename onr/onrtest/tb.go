package onrtest

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// TB is what the harness and the rulings checks need of whoever runs them:
// a subset of testing.TB that *testing.T satisfies, and so does a Recorder,
// which runs checks outside "go test" (datafort rulings). Subtests go
// through Run.
type TB interface {
	Helper()
	Name() string
	Error(args ...any)
	Errorf(format string, args ...any)
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	FailNow()
	Failed() bool
	Log(args ...any)
	Logf(format string, args ...any)
	Skip(args ...any)
	Skipf(format string, args ...any)
	Cleanup(func())
}

// Run runs f as a subtest of tb called name, as t.Run does: under "go
// test" it is t.Run; under a Recorder, a nested record whose failures are
// the parent's. It reports whether f passed.
func Run(tb TB, name string, f func(t TB)) bool {
	switch t := tb.(type) {
	case *testing.T:
		return t.Run(name, func(t *testing.T) { f(t) })
	case *Recorder:
		return t.run(name, f)
	}
	tb.Helper()
	f(tb)
	return !tb.Failed()
}

// Recorder runs a check outside "go test" and records what it reports. Its
// Fatal and Skip methods end the check's goroutine, as testing's do; a
// panic is recorded as a failure. A Recorder is used by one goroutine at a
// time.
type Recorder struct {
	name     string // the check's name, with its subtests: check/sub/subsub
	sub      string // the subtests' part of name
	failed   bool
	skipped  bool
	messages []string // failures and skip reasons, in order
	logs     []string
	cleanups []func()
	parent   *Recorder
}

// Outcome is how a recorded check ended.
type Outcome string

// Outcomes of a recorded check.
const (
	Passed  Outcome = "pass"
	Failed  Outcome = "fail"
	Skipped Outcome = "skip"
)

// Record is the result of running a check under a Recorder.
type Record struct {
	Name     string
	Outcome  Outcome
	Messages []string // why it failed or was skipped, each line prefixed with the subtest
	Logs     []string
	Duration time.Duration
}

// RecordCheck runs f under a new Recorder called name and returns what it
// recorded. It returns when f has finished, failed fatally, skipped or
// panicked.
func RecordCheck(name string, f func(t TB)) Record {
	r := &Recorder{name: name}
	start := time.Now()
	r.exec(f)
	rec := Record{Name: name, Outcome: Passed, Messages: r.messages, Logs: r.logs, Duration: time.Since(start)}
	switch {
	case r.failed:
		rec.Outcome = Failed
	case r.skipped:
		rec.Outcome = Skipped
	}
	return rec
}

// exec runs f on its own goroutine, so that FailNow and SkipNow can end it
// with runtime.Goexit, then runs the cleanups.
func (r *Recorder) exec(f func(t TB)) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if p := recover(); p != nil {
				r.fail(fmt.Sprintf("panic: %v\n%s", p, debug.Stack()))
			}
		}()
		defer r.runCleanups()
		f(r)
	}()
	<-done
}

func (r *Recorder) runCleanups() {
	for i := len(r.cleanups) - 1; i >= 0; i-- {
		r.cleanups[i]()
	}
	r.cleanups = nil
}

func (r *Recorder) run(name string, f func(t TB)) bool {
	c := &Recorder{name: r.name + "/" + name, sub: name, parent: r}
	if r.sub != "" {
		c.sub = r.sub + "/" + name
	}
	c.exec(f)
	r.failed = r.failed || c.failed
	r.skipped = r.skipped || c.skipped // a check with a skipped part is not a whole check
	r.logs = append(r.logs, c.logs...)
	r.messages = append(r.messages, c.messages...)
	return !c.failed
}

func (r *Recorder) fail(msg string) {
	r.failed = true
	r.messages = append(r.messages, r.prefix()+strings.TrimRight(msg, "\n"))
}

// prefix names the subtest a message comes from.
func (r *Recorder) prefix() string {
	if r.sub == "" {
		return ""
	}
	return r.sub + ": "
}

// Helper does nothing: the recorder reports no file and line.
func (r *Recorder) Helper() {}

// Name returns the check's name, with its subtests.
func (r *Recorder) Name() string { return r.name }

// Error records a failure.
func (r *Recorder) Error(args ...any) { r.fail(fmt.Sprintln(args...)) }

// Errorf records a failure.
func (r *Recorder) Errorf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }

// Fatal records a failure and ends the check.
func (r *Recorder) Fatal(args ...any) { r.fail(fmt.Sprintln(args...)); r.FailNow() }

// Fatalf records a failure and ends the check.
func (r *Recorder) Fatalf(format string, args ...any) {
	r.fail(fmt.Sprintf(format, args...))
	r.FailNow()
}

// FailNow marks the check failed and ends it.
func (r *Recorder) FailNow() {
	r.failed = true
	runtime.Goexit()
}

// Failed reports whether the check has failed.
func (r *Recorder) Failed() bool { return r.failed }

// Log records a message.
func (r *Recorder) Log(args ...any) {
	r.logs = append(r.logs, strings.TrimRight(fmt.Sprintln(args...), "\n"))
}

// Logf records a message.
func (r *Recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

// Skip records that the check was skipped, and why, and ends it.
func (r *Recorder) Skip(args ...any) { r.skip(fmt.Sprintln(args...)) }

// Skipf records that the check was skipped, and why, and ends it.
func (r *Recorder) Skipf(format string, args ...any) { r.skip(fmt.Sprintf(format, args...)) }

func (r *Recorder) skip(msg string) {
	r.skipped = true
	r.messages = append(r.messages, r.prefix()+"skipped: "+strings.TrimRight(msg, "\n"))
	runtime.Goexit()
}

// Cleanup registers f to run when the check (or subtest) ends.
func (r *Recorder) Cleanup(f func()) { r.cleanups = append(r.cleanups, f) }
