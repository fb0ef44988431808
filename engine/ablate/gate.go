package ablate

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Spec names one ablation of one card, as the gate's files and the worker
// read it: "Title|2|off" disables ability 2 of card Title,
// "Title|2|Effect[1]=off" disables one element of it (an op of its
// program: the game puts a no-op in its place), "Title|2|Cost.Bits=2" sets
// a knob of ability 2 (its Path) to a value, "Title|-|base" changes nothing
// (the card's own tests as they are, under the worker's harness).
type Spec struct {
	Card    string
	Ability int    // -1 for base
	Path    string // Off, Base, a knob's path, or with Disable the element's
	To      int64  // the knob's new value
	Disable bool   // the element at Path is disabled
}

// The paths of a Spec that name no knob.
const (
	Off  = "off"
	Base = "base"
)

// String writes s as ParseSpec reads it.
func (s Spec) String() string {
	switch {
	case s.Path == Base:
		return s.Card + "|-|" + Base
	case s.Path == Off:
		return fmt.Sprintf("%s|%d|%s", s.Card, s.Ability, Off)
	case s.Disable:
		return fmt.Sprintf("%s|%d|%s=%s", s.Card, s.Ability, s.Path, Off)
	}
	return fmt.Sprintf("%s|%d|%s=%d", s.Card, s.Ability, s.Path, s.To)
}

// ParseSpec reads a Spec written by String.
func ParseSpec(line string) (Spec, error) {
	parts := strings.Split(line, "|")
	if len(parts) != 3 {
		return Spec{}, fmt.Errorf("ablation %q: want card|ability|change", line)
	}
	s := Spec{Card: parts[0], Ability: -1, Path: parts[2]}
	if parts[2] == Base {
		return s, nil
	}
	i, err := strconv.Atoi(parts[1])
	if err != nil {
		return Spec{}, fmt.Errorf("ablation %q: ability: %w", line, err)
	}
	s.Ability = i
	if parts[2] == Off {
		return s, nil
	}
	path, to, ok := strings.Cut(parts[2], "=")
	if !ok || path == "" {
		return Spec{}, fmt.Errorf("ablation %q: want off, path=off or path=value", line)
	}
	s.Path = path
	if to == Off {
		s.Disable = true
		return s, nil
	}
	if s.To, err = strconv.ParseInt(to, 10, 64); err != nil {
		return Spec{}, fmt.Errorf("ablation %q: value: %w", line, err)
	}
	return s, nil
}

// Outcome is the result of one ablation.
type Outcome struct {
	Spec   Spec
	Result Result
	Detail string
}

// Serve is the worker: the body of a test function that, when the
// environment variable env names a file of specs (one a line), makes each
// ablation in turn with apply, runs the card's own tests with run (the
// names of those that failed, none when they all passed), undoes it, and
// writes what happened to the file named env + ".out" as it goes (so that
// a crash loses nothing): a killed change with the tests that failed under
// it (Outcome.Detail, separated by spaces). Without env it skips.
func Serve(t *testing.T, env string, apply func(Spec) (restore func(), err error), run func(t *testing.T, card string) (failed []string)) {
	in := os.Getenv(env)
	if in == "" {
		t.Skipf("the ablation gate's worker: runs only in a process the gate starts (%s)", env)
	}
	b, err := os.ReadFile(in)
	if err != nil {
		t.Fatalf("ablation worker: %v", err)
	}
	out, err := os.OpenFile(in+".out", os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatalf("ablation worker: %v", err)
	}
	defer out.Close()
	write := func(format string, args ...any) {
		if _, err := fmt.Fprintf(out, format+"\n", args...); err != nil {
			t.Fatalf("ablation worker: %v", err)
		}
	}
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		write("start %d", i)
		s, err := ParseSpec(line)
		if err != nil {
			write("end %d broken %s", i, oneLine(err.Error()))
			continue
		}
		restore := func() {}
		if s.Path != Base {
			if restore, err = apply(s); err != nil {
				write("end %d broken %s", i, oneLine(err.Error()))
				continue
			}
		}
		failed := run(t, s.Card)
		restore()
		if len(failed) == 0 {
			write("end %d %s", i, Survived)
			continue
		}
		write("end %d %s %s", i, Killed, oneLine(strings.Join(failed, " ")))
	}
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// Runner runs ablations in worker processes: the running test binary
// again, with -test.run naming only the worker test.
type Runner struct {
	Worker   string        // the worker test's name: "TestAblationWorker"
	Env      string        // the environment variable Serve reads
	Procs    int           // worker processes at once (0: 1)
	Batch    int           // ablations per process, whole cards kept together (0: 200)
	Stall    time.Duration // a process making no progress this long is killed (0: 60 s)
	TempDir  string        // where the spec files go
	Progress func(done, total int)
}

// Run runs every spec and returns their outcomes, in the order of specs.
// Specs of one card should be next to each other: a batch keeps them
// together.
func (r Runner) Run(ctx context.Context, specs []Spec) ([]Outcome, error) {
	batch := r.Batch
	if batch <= 0 {
		batch = 200
	}
	var batches [][]int
	var cur []int
	for i := range specs {
		if len(cur) >= batch && specs[i].Card != specs[cur[len(cur)-1]].Card {
			batches = append(batches, cur)
			cur = nil
		}
		cur = append(cur, i)
	}
	if len(cur) > 0 {
		batches = append(batches, cur)
	}
	out := make([]Outcome, len(specs))
	procs := max(r.Procs, 1)
	work := make(chan int)
	var (
		mu       sync.Mutex
		firstErr error
		done     int
		wg       sync.WaitGroup
	)
	for p := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				err := r.runBatch(ctx, fmt.Sprintf("w%d-b%d", p, b), specs, batches[b], out)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				done += len(batches[b])
				if r.Progress != nil {
					r.Progress(done, len(specs))
				}
				mu.Unlock()
			}
		}()
	}
	for b := range batches {
		work <- b
	}
	close(work)
	wg.Wait()
	return out, firstErr
}

// runBatch runs the specs of idx in as many processes as it takes: a
// process that dies is started again after the ablation it died in.
func (r Runner) runBatch(ctx context.Context, name string, specs []Spec, idx []int, out []Outcome) error {
	stall := r.Stall
	if stall <= 0 {
		stall = time.Minute
	}
	for try := 0; len(idx) > 0; try++ {
		in := filepath.Join(r.TempDir, fmt.Sprintf("%s-%d.specs", name, try))
		var b strings.Builder
		for _, i := range idx {
			b.WriteString(specs[i].String())
			b.WriteByte('\n')
		}
		if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
			return fmt.Errorf("ablation runner: %w", err)
		}
		pctx, cancel := context.WithCancel(ctx)
		cmd := exec.CommandContext(pctx, os.Args[0], "-test.run=^"+r.Worker+"$", "-test.count=1", "-test.timeout=0")
		cmd.Env = append(os.Environ(), r.Env+"="+in)
		var tail bytes.Buffer
		cmd.Stdout, cmd.Stderr = &tail, &tail
		if err := cmd.Start(); err != nil {
			cancel()
			return fmt.Errorf("ablation runner: %w", err)
		}
		stalled := make(chan bool, 1)
		go func() { stalled <- watch(pctx, in+".out", stall, cancel) }()
		werr := cmd.Wait()
		cancel()
		hung := <-stalled
		started, ended, err := readOut(in + ".out")
		if err != nil {
			return err
		}
		for j, e := range ended {
			o := Outcome{Spec: specs[idx[j]], Result: e.r, Detail: e.detail}
			out[idx[j]] = o
		}
		next := len(ended)
		if next >= len(idx) {
			return nil
		}
		if started <= len(ended) {
			// The process stopped before starting the next ablation: not a
			// card's doing.
			return fmt.Errorf("ablation worker %s stopped before %s (%v): %s", name, specs[idx[next]], werr, lastLines(tail.String(), 20))
		}
		res, detail := Crashed, lastLines(tail.String(), 8)
		if hung {
			res, detail = Hung, fmt.Sprintf("no progress in %s", stall)
		}
		out[idx[next]] = Outcome{Spec: specs[idx[next]], Result: res, Detail: detail}
		idx = idx[next+1:]
	}
	return nil
}

type ending struct {
	r      Result
	detail string
}

// readOut reads a worker's results: how many ablations it started and how
// each that ended did.
func readOut(path string) (started int, ended []ending, err error) {
	b, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return 0, nil, fmt.Errorf("ablation runner: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), " ", 4)
		switch {
		case len(f) >= 2 && f[0] == "start":
			started++
		case len(f) >= 3 && f[0] == "end":
			e := ending{}
			switch f[2] {
			case "survived":
				e.r = Survived
			case "killed":
				e.r = Killed
			default:
				e.r = Broken
			}
			if len(f) == 4 {
				e.detail = f[3]
			}
			ended = append(ended, e)
		}
	}
	return started, ended, sc.Err()
}

// watch cancels the process when its results file has not grown for
// stall; it reports whether it did.
func watch(ctx context.Context, path string, stall time.Duration, cancel func()) bool {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	size, since := int64(-1), time.Now()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
			var n int64
			if fi, err := os.Stat(path); err == nil {
				n = fi.Size()
			}
			if n != size {
				size, since = n, time.Now()
			} else if time.Since(since) > stall {
				cancel()
				return true
			}
		}
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// Owns reports whether the test named name (as testing.T.Name gives it)
// is one of card title's own tests: some part of it starts with the
// title and a colon, "Laser_Wire:_…".
func Owns(name, title string) bool {
	prefix := strings.ReplaceAll(title+":", " ", "_")
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, prefix) {
			return true
		}
	}
	return false
}

// Gate is one game's ablation gate: every change of every card it checks
// must make one of the card's own tests fail, unless the list of
// equivalent changes names it with the reason no game can tell it apart;
// a listed change that a test notices fails it too.
type Gate struct {
	Worker     string   // the worker test's name: "TestAblationWorker"
	Env        string   // the environment variable the worker reads
	Procs      int      // worker processes at once (0: GOMAXPROCS)
	Batch      int      // ablations per worker process
	Only       string   // only these titles, separated by '|' (the -ablate.cards flag); "" for All
	All        []string // every card the game implements
	Equivalent string   // the file of equivalent changes (ReadList)
	Cards      Cards    // the game's cards: Title, Changes and Describe
	Report     string   // if set, a file the outcomes are written to (WriteReport)
}

// Check runs the gate, reporting each survivor, broken change and stale
// line of the equivalent list as an error of t. It skips inside a worker
// and with -short.
func (g Gate) Check(t *testing.T) {
	t.Helper()
	if os.Getenv(g.Env) != "" {
		t.Skip("inside a worker")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	equivalent, err := ReadList(g.Equivalent)
	if err != nil {
		t.Fatal(err)
	}
	titles := g.All
	if g.Only != "" {
		titles = nil
		for _, title := range strings.Split(g.Only, "|") {
			d, ok := g.Cards.Title(title)
			if !ok {
				t.Fatalf("-ablate.cards: %q is not defined", title)
			}
			titles = append(titles, d)
		}
	}
	var specs []Spec
	known := map[string]bool{}
	for _, title := range titles {
		abl, err := g.Cards.Changes(title)
		if err != nil {
			t.Fatal(err)
		}
		specs = append(specs, Spec{Card: title, Ability: -1, Path: Base})
		specs = append(specs, abl...)
		for _, s := range abl {
			known[s.String()] = true
		}
	}
	procs := g.Procs
	if procs <= 0 {
		procs = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	r := Runner{Worker: g.Worker, Env: g.Env, Procs: procs, Batch: g.Batch, Stall: time.Minute, TempDir: t.TempDir()}
	out, err := r.Run(context.Background(), specs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cards, %d ablations, %d worker processes: %s", len(titles), len(specs)-len(titles), procs, time.Since(start).Round(time.Millisecond))

	if g.Report != "" {
		if err := WriteReport(g.Report, out); err != nil {
			t.Fatal(err)
		}
	}
	counts := map[Result]int{}
	for _, o := range out {
		if o.Spec.Path != Base {
			counts[o.Result]++
		}
	}
	t.Logf("killed %d (crashed %d, hung %d), survived %d, broken %d", counts[Killed]+counts[Crashed]+counts[Hung],
		counts[Crashed], counts[Hung], counts[Survived], counts[Broken])
	checked := map[string]bool{}
	for _, title := range titles {
		checked[title] = true
	}
	byCard := map[string]int{}
	for _, o := range out {
		key := o.Spec.String()
		if o.Result == Hung || o.Result == Crashed {
			// Killed, but a hang costs the gate its whole stall: name it so
			// that the card's tests can be bounded.
			t.Logf("%s: %s (%s)", key, o.Result, o.Detail)
		}
		switch {
		case o.Spec.Path == Base:
			if o.Result != Survived {
				t.Errorf("%s: its own tests fail under the gate's harness, unchanged (%s %s)", o.Spec.Card, o.Result, o.Detail)
			}
		case o.Result == Broken:
			t.Errorf("%s: the change cannot be made: %s", key, o.Detail)
		case o.Result == Survived && equivalent[key] != "":
		case o.Result == Survived:
			byCard[o.Spec.Card]++
			t.Errorf("%s: no test of the card fails when %s (%s)", o.Spec.Card, g.Cards.Describe(o.Spec), key)
		case equivalent[key] != "":
			t.Errorf("%s is listed as equivalent (%s) but a test of the card fails under it (%s): remove the line", key, equivalent[key], o.Result)
		}
	}
	for key := range equivalent {
		s, _ := ParseSpec(key) // read by ReadList
		if _, defined := g.Cards.Title(s.Card); !defined {
			t.Errorf("%s is listed but no card %q is defined", key, s.Card)
		} else if checked[s.Card] && !known[key] {
			t.Errorf("%s is listed but the card has no such change now: remove or update the line", key)
		}
	}
	if len(byCard) > 0 {
		t.Logf("%d cards with changes no test of theirs notices", len(byCard))
	}
}

// ReadList reads a list of changes, one a line: the change as Spec writes
// it, then, after a tab, the reason it cannot matter. Blank lines and
// lines starting with # are skipped.
func ReadList(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, why, _ := strings.Cut(line, "\t")
		if _, err := ParseSpec(key); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if strings.TrimSpace(why) == "" {
			return nil, fmt.Errorf("%s:%d: %s: say why the change cannot matter, after a tab", path, n, key)
		}
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("%s:%d: %s listed twice", path, n, key)
		}
		out[key] = why
	}
	return out, sc.Err()
}

// WriteReport writes outcomes to the file path, one a line: the change as
// Spec writes it, its result, and its detail (for a killed change, the
// names of the card's own tests that failed under it), separated by tabs.
func WriteReport(path string, outcomes []Outcome) error {
	var b strings.Builder
	b.WriteString("# change\tresult\tdetail (killed: the card's own tests that failed)\n")
	for _, o := range outcomes {
		fmt.Fprintf(&b, "%s\t%s\t%s\n", o.Spec, o.Result, o.Detail)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("ablation report: %w", err)
	}
	return nil
}
