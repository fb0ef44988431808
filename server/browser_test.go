package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// Browser tests drive Debian's Chromium through the DevTools protocol
// (chromedp) against a real `datafort serve` process, which they kill with
// SIGKILL and restart, or an in-process server. Each has its own server
// and pages, so they run in parallel (t.Parallel), in one Chromium. They need chromium; when it is missing they fail,
// unless DATAFORT_BROWSER_OPTIONAL=1 says they may be skipped. Screenshots
// go to $DATAFORT_SCREENSHOTS, or to the test's temporary directory.

// chromiumPath finds the browser or skips/fails the test.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("DATAFORT_BROWSER_OPTIONAL") == "1" {
		t.Skip("chromium not found and DATAFORT_BROWSER_OPTIONAL=1: skipping the browser test (install it with: apt-get install -y chromium)")
	}
	t.Fatal("chromium not found: install it (apt-get install -y chromium), or set DATAFORT_BROWSER_OPTIONAL=1 to skip browser tests")
	return ""
}

var buildOnce sync.Once
var builtBinary string
var buildErr error

// datafortBinary builds cmd/datafort once per test run.
func datafortBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "datafort-bin")
		if err != nil {
			buildErr = err
			return
		}
		builtBinary = filepath.Join(dir, "datafort")
		out, err := exec.Command("go", "build", "-o", builtBinary, "github.com/datafort/datafort/cmd/datafort").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBinary
}

// proc is a `datafort serve` process.
type proc struct {
	t      *testing.T
	bin    string
	dir    string
	addr   string
	cmd    *exec.Cmd
	exited chan struct{} // closed when cmd has exited (Wait returned)
	log    *os.File
}

// procAutoPause is the server processes' pause before the answers of a seat
// with automatic answers are released (Config.AutoPause, the -auto-pause
// flag); TestAutoAnswerLooksLikeAQuickChoice checks what the pause hides.
const procAutoPause = 5 * time.Millisecond

// procStepPause is the server processes' pause between a run's lines on
// the table pages (Config.StepPause, the -step-pause flag): short, so that
// the pages still step through every run but a game of hundreds of
// moves does not wait on the default's; TestBrowserEncounterPanel checks
// the steps at a pause a person sees.
const procStepPause = 20 * time.Millisecond

func freeAddr(t *testing.T) string {
	for {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		ln.Close()
		// A port once given is never given again in this binary: a server
		// killed and restarted on its address leaves it free for a moment,
		// and another test's server started there would answer the first
		// one's pages (a flaky "connection refused" once it stopped).
		if _, taken := givenAddrs.LoadOrStore(addr, true); !taken {
			return addr
		}
	}
}

// givenAddrs holds every address freeAddr gave.
var givenAddrs sync.Map

func startProc(t *testing.T) *proc {
	p := &proc{t: t, bin: datafortBinary(t), dir: t.TempDir(), addr: freeAddr(t)}
	p.start()
	t.Cleanup(func() { p.kill() })
	return p
}

func (p *proc) start() {
	p.t.Helper()
	log, err := os.OpenFile(filepath.Join(p.dir, "server.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		p.t.Fatal(err)
	}
	p.log = log
	// One socket a seat, so that a second tab takes the seat over (the
	// replaced page's look is checked; the default is 5).
	// Automatic answers are released after procAutoPause, not the default
	// 1.5 s, which the page's every move against a bot would wait.
	p.cmd = exec.Command(p.bin, "serve", "-addr", p.addr, "-data", filepath.Join(p.dir, "data"), "-dev", "-sync", "normal", "-max-seat-sockets", "1",
		"-auto-pause", procAutoPause.String(), "-step-pause", procStepPause.String())
	p.cmd.Stdout, p.cmd.Stderr = log, log
	if err := p.cmd.Start(); err != nil {
		p.t.Fatal(err)
	}
	exited, cmd := make(chan struct{}), p.cmd
	p.exited = exited
	go func() { cmd.Wait(); close(exited) }()
	deadline := time.Now().Add(20 * time.Second)
	for {
		select {
		case <-exited:
			// Its address was taken (by another process): what answers
			// there is not this server.
			b, _ := os.ReadFile(filepath.Join(p.dir, "server.log"))
			p.t.Fatalf("the server on %s exited as it started:\n%.2000s", p.addr, b)
		default:
		}
		resp, err := http.Get(p.url() + "/healthz")
		if err == nil && resp.StatusCode == 200 {
			resp.Body.Close()
			// Answered: by this server, unless it is exiting for want of
			// its address while another answers there.
			select {
			case <-exited:
				continue
			case <-time.After(100 * time.Millisecond):
			}
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the server did not start: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill sends SIGKILL: nothing is flushed, only what was committed remains.
func (p *proc) kill() {
	if p.cmd != nil && p.cmd.Process != nil {
		p.cmd.Process.Signal(syscall.SIGKILL)
		<-p.exited
		p.cmd = nil
		p.log.Close()
	}
}

func (p *proc) url() string { return "http://" + p.addr }

// theBrowser is the one Chromium of the test binary, started by the first
// browser test and closed by TestMain (closeBrowser): each test opens its
// pages in browser contexts of their own (newPage), so that tests share the
// process and nothing else (cookies, storage, tabs).
var theBrowser struct {
	sync.Mutex
	ctx    context.Context // the browser's first tab; nil until started
	cancel func()          // closes the browser and removes its profile
	err    error           // why it could not start, for every later test
}

// browserCtx returns the context of the test binary's one Chromium,
// starting it on first use.
func browserCtx(t *testing.T) context.Context {
	t.Helper()
	path := chromiumPath(t)
	theBrowser.Lock()
	defer theBrowser.Unlock()
	if theBrowser.ctx == nil && theBrowser.err == nil {
		theBrowser.ctx, theBrowser.cancel, theBrowser.err = startBrowser(path)
	}
	if theBrowser.err != nil {
		t.Fatal(theBrowser.err)
	}
	return theBrowser.ctx
}

// startBrowser starts Chromium with a profile in a new temporary directory.
func startBrowser(path string) (context.Context, func(), error) {
	profile, err := os.MkdirTemp("", "datafort-chromium-")
	if err != nil {
		return nil, nil, fmt.Errorf("chromium profile: %w", err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profile), chromedp.WindowSize(1400, 1000),
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, bcancel := chromedp.NewContext(actx)
	stop := func() {
		bcancel()
		acancel() // waits for the browser to exit
		os.RemoveAll(profile)
	}
	if err := chromedp.Do(bctx); err != nil { // start the browser
		stop()
		return nil, nil, fmt.Errorf("start chromium: %w", err)
	}
	return bctx, stop, nil
}

// closeBrowser closes the test binary's Chromium, if one was started.
func closeBrowser() {
	theBrowser.Lock()
	defer theBrowser.Unlock()
	if theBrowser.cancel != nil {
		theBrowser.cancel()
		theBrowser.ctx, theBrowser.cancel = nil, nil
	}
}

// page is one tab, in its own browser context (its own cookies) unless
// it shares one.
type page struct {
	t      *testing.T
	name   string
	ctx    context.Context
	mu     sync.Mutex
	frames []string
}

func newPage(t *testing.T, b context.Context, name string, share *page) *page {
	var ctx context.Context
	var cancel context.CancelFunc
	if share != nil {
		ctx, cancel = chromedp.NewContext(share.ctx)
	} else {
		ctx, cancel = chromedp.NewContext(b, chromedp.WithNewBrowserContext())
	}
	t.Cleanup(cancel)
	p := &page{t: t, name: name, ctx: ctx}
	if err := chromedp.Listen(ctx, func(ev any) {
		if f, ok := ev.(*network.EventWebSocketFrameReceived); ok && f.Response != nil {
			p.mu.Lock()
			p.frames = append(p.frames, string(f.Response.PayloadData))
			p.mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	return p
}

// enterSeat opens the game's page at base/g/id as the seat of token: the
// seat's cookie, as the lobby sets it on creating or joining the game, is
// put in the browser's cookie store through the DevTools protocol (a
// cookie written by the page's script reaches the store asynchronously, and
// a navigation right after it could go without it: the page then says "not
// found"), then the page is opened until it shows the table, three times
// at most.
func (p *page) enterSeat(base, id, token string) {
	p.t.Helper()
	setCookie := func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, network.SetCookie, network.SetCookieParams{Name: seatCookie(id), Value: token, URL: base + "/g/" + id, Path: "/g/" + id})
		return chromedp.Void{}, err
	}
	for try := 0; ; try++ {
		p.do(setCookie, chromedp.Navigate(base+"/g/"+id))
		if p.eval(`String(document.body.classList.contains('table'))`) == "true" {
			return
		}
		if try == 2 {
			p.t.Fatalf("%s: the table does not show with the seat's cookie", p.name)
		}
	}
}

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
}

func (p *page) eval(js string) string {
	p.t.Helper()
	s, err := p.tryEval(js)
	if err != nil {
		p.t.Fatalf("%s: eval %s: %v", p.name, js, err)
	}
	return s
}

// tryEval evaluates js in the page, returning chromedp's error.
func (p *page) tryEval(js string) (string, error) {
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[string](js))
}

// navigating reports whether err is the page navigating away under an
// evaluation (a form submitted, a reload): the next page is not there yet.
func navigating(err error) bool {
	m := err.Error()
	return strings.Contains(m, "navigated or closed") || strings.Contains(m, "Execution context was destroyed") || strings.Contains(m, "Cannot find context")
}

// waitJS waits until the JavaScript expression is true; an evaluation cut
// off by the page navigating (a form submitted just before) is retried.
func (p *page) waitJS(js string, d time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(d)
	for {
		got, err := p.tryEval("(() => { try { return String(!!(" + js + ")); } catch (e) { return 'false'; } })()")
		if err != nil && !navigating(err) {
			p.t.Fatalf("%s: eval %s: %v", p.name, js, err)
		}
		if err == nil && got == "true" {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s: timed out waiting for %s\nat %s:\n%.2000s", p.name, js, p.eval("location.href"), p.eval("document.body.innerText"))
		}
		time.Sleep(30 * time.Millisecond)
	}
}

var shots = struct {
	sync.Mutex
	dir string
}{}

// screenshot saves a full-page PNG.
func (p *page) screenshot(name string) {
	p.t.Helper()
	shots.Lock()
	dir := os.Getenv("DATAFORT_SCREENSHOTS")
	if dir == "" {
		dir = p.t.TempDir()
	}
	os.MkdirAll(dir, 0o755)
	shots.Unlock()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", path)
}

// state is what the test reads of a table page.
type state struct {
	Seq      int    `json:"seq"`
	Status   string `json:"status"`
	Decision string `json:"decision"` // its id, or ""
	Kind     string `json:"kind"`
	Count    int    `json:"count"`
	Conn     string `json:"conn"`
}

const stateJS = `JSON.stringify((() => {
  const g = document.querySelector('#decision [data-decision]');
  return {seq: parseInt(document.body.dataset.seq||"0"), status: document.body.dataset.status||"",
    decision: g ? g.dataset.decision : "", kind: g ? (g.tagName === "FORM" ? "number" : "select") : "",
    count: document.querySelectorAll('#decision .opt[data-n]').length, conn: (document.getElementById('conn')||{}).textContent||""};
})())`

func (p *page) state() state {
	var s state
	json.Unmarshal([]byte(p.eval(stateJS)), &s)
	return s
}

// move makes one random choice through the page if it has a decision, and
// waits for the page to move past it. It reports whether it moved.
func (p *page) move(r *rand.Rand) bool {
	s := p.state()
	if s.Decision == "" {
		return false
	}
	if s.Kind == "number" {
		// (No input: the page has moved on, and doUnlessMovedOn says so.)
		lo, _ := strconv.Atoi(p.eval(`String((document.querySelector('#decision input[name=n]') || {}).min)`))
		hi, _ := strconv.Atoi(p.eval(`String((document.querySelector('#decision input[name=n]') || {}).max)`))
		n := lo
		if hi > lo {
			n += r.IntN(hi - lo + 1)
		}
		if !p.doUnlessMovedOn(s, chromedp.SetValue(chromedp.CSS(`#decision input[name=n]`), strconv.Itoa(n)), chromedp.Click(chromedp.CSS(`#decision form button`))) {
			return false
		}
	} else {
		// The options a person can click: the group of a second copy of a
		// card offering the same options is not shown (its first copy's is).
		var shown []int
		if err := json.Unmarshal([]byte(p.eval(`JSON.stringify([...document.querySelectorAll('#decision .opt')].filter(e => e.offsetParent !== null).map(e => +e.dataset.n))`)), &shown); err != nil || len(shown) == 0 {
			// The server may have answered a one-answer question in the
			// meantime (automatic answers, after procAutoPause): then the
			// page has moved on and there is nothing to click.
			if now := p.state(); err == nil && (now.Seq != s.Seq || now.Decision != s.Decision) {
				return false
			}
			p.t.Fatalf("%s: no option shown of %d (%v)", p.name, s.Count, err)
		}
		n := shown[r.IntN(len(shown))]
		sel := chromedp.CSS(fmt.Sprintf(`#decision .opt[data-n="%d"]`, n))
		if !p.doUnlessMovedOn(s, chromedp.Click(sel)) {
			return false
		}
		if p.eval(fmt.Sprintf(`String(!!document.querySelector('#decision .opt[data-n="%d"].armed'))`, n)) == "true" {
			if !p.doUnlessMovedOn(s, chromedp.Click(sel)) { // confirm an irreversible option
				return false
			}
		}
	}
	p.waitJS(fmt.Sprintf(`(() => { const g = document.querySelector('#decision [data-decision]'); return parseInt(document.body.dataset.seq) > %d || !g || g.dataset.decision !== %q; })()`, s.Seq, s.Decision), 20*time.Second)
	return true
}

// doUnlessMovedOn does the actions, which answer the decision the page
// showed in s. It reports false if they fail because the page has moved
// past that decision meanwhile (the server answered it: automatic
// answers), and fails the test if they fail otherwise.
func (p *page) doUnlessMovedOn(s state, actions ...chromedp.Action[chromedp.Void]) bool {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second) // as do
	defer cancel()
	err := chromedp.Do(ctx, actions...)
	if err == nil {
		return true
	}
	if now := p.state(); now.Seq != s.Seq || now.Decision != s.Decision {
		return false
	}
	p.t.Fatalf("%s: %v", p.name, err)
	return false
}

// play moves on whichever page has a decision until the game is over or
// n moves are made; it returns the moves made.
func play(t *testing.T, r *rand.Rand, n int, pages ...*page) int {
	t.Helper()
	moves := 0
	idle := time.Now()
	for moves < n {
		moved := false
		for _, p := range pages {
			if p.move(r) {
				moves++
				moved = true
				idle = time.Now()
			}
		}
		if moved {
			continue
		}
		if pages[0].state().Status == "over" {
			return moves
		}
		// A bot's batch on a loaded machine (load 25 on two cores) can
		// take longer than 20 s: the wait is for progress, not a timing.
		if time.Since(idle) > 60*time.Second {
			t.Fatalf("no page has a decision and the game is not over (after %d moves); the first page: %+v\n%.1500s", moves,
				pages[0].state(), pages[0].eval(`document.body.innerText`))
		}
		time.Sleep(30 * time.Millisecond)
	}
	return moves
}

// TestBrowserFriendGame: two people create and join a game through the
// pages and play it to its end by clicking; mid-game the server is killed
// with SIGKILL and restarted, and both pages carry on; one player reloads
// and the other opens the table in a second tab, which takes the seat over;
// a spectator watches throughout, and neither its frames nor its page ever
// name a card hidden from it.
func TestBrowserFriendGame(t *testing.T) {
	t.Parallel()
	srv := startProc(t)
	b := browserCtx(t)
	ann := newPage(t, b, "corp", nil)
	bob := newPage(t, b, "runner", nil)
	r := rand.New(rand.NewPCG(1, 2))

	ann.do(chromedp.Navigate(srv.url()+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`input[name=seat0][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat1][value=invite]`)),
		chromedp.Click(chromedp.CSS(`input[name=spectators][value=public]`)), chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "77"),
		chromedp.SetValue(chromedp.CSS(`input[name=name]`), "ann"), chromedp.Click(chromedp.CSS(`#create`)))
	ann.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	invite := ann.eval(`document.querySelector('input[data-link=invite]').value`)
	gameURL := ann.eval(`location.href`)
	if !strings.Contains(invite, "/i/") {
		t.Fatalf("no invite link on the creator's page: %q", invite)
	}
	bob.do(chromedp.Navigate(invite), chromedp.WaitVisible(chromedp.CSS(`#join`)), chromedp.SetValue(chromedp.CSS(`input[name=name]`), "bob"), chromedp.Click(chromedp.CSS(`#join`)))
	bob.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	spec := newPage(t, b, "spectator", nil)
	spec.do(chromedp.Navigate(gameURL))
	spec.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	ann.screenshot("01-corp-start")
	bob.screenshot("02-runner-start")

	// Keyboard play: the digit 1 picks option 1.
	for _, p := range []*page{ann, bob} {
		if s := p.state(); s.Decision != "" && s.Kind == "select" {
			p.do(chromedp.KeyEvent("1"))
			p.waitJS(fmt.Sprintf(`parseInt(document.body.dataset.seq) > %d || (document.querySelector('#decision .opt.armed'))`, s.Seq), 10*time.Second)
			if p.eval(`String(!!document.querySelector('#decision .opt.armed'))`) == "true" {
				p.do(chromedp.KeyEvent("1"))
				p.waitJS(fmt.Sprintf(`parseInt(document.body.dataset.seq) > %d`, s.Seq), 10*time.Second)
			}
			break
		}
	}

	moves := play(t, r, 40, ann, bob)
	ann.screenshot("03-corp-mid-game")
	spec.screenshot("04-spectator-mid-game")

	// kill -9 and restart on the same address and data.
	before := ann.state().Seq
	srv.kill()
	ann.waitJS(`document.getElementById('conn').textContent !== 'connected'`, 10*time.Second)
	srv.start()
	for _, p := range []*page{ann, bob, spec} {
		p.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	}
	if after := ann.state().Seq; after != before {
		t.Fatalf("after the restart the page shows seq %d, it showed %d", after, before)
	}
	ann.screenshot("05-corp-after-restart")
	moves += play(t, r, 30, ann, bob)

	// Reload, and a second tab that takes the seat over.
	ann.do(chromedp.Reload())
	ann.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	bob2 := newPage(t, b, "runner tab 2", bob)
	bob2.do(chromedp.Navigate(gameURL))
	bob2.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	bob.waitJS(`document.body.classList.contains('replaced')`, 10*time.Second)
	bob.screenshot("06-runner-old-tab-replaced")
	moves += play(t, r, 5000, ann, bob2)
	if st := ann.state(); st.Status != "over" {
		t.Fatalf("after %d moves the game is %q", moves, st.Status)
	}
	ann.waitJS(`document.querySelector('.after a')`, 10*time.Second)
	ann.screenshot("07-corp-game-over")
	spec.screenshot("08-spectator-game-over")
	t.Logf("%d moves through the pages", moves)

	// The record: download it as the page offers it, and replay it.
	id := gameURL[strings.LastIndex(gameURL, "/")+1:]
	ctx, cancel := context.WithTimeout(ann.ctx, 30*time.Second)
	defer cancel()
	recJSON, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch('/g/`+id+`/record.json').then(r => r.text())`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	var rec engine.Record
	if err := json.Unmarshal([]byte(recJSON), &rec); err != nil {
		t.Fatalf("record: %v", err)
	}
	g, err := engine.Replay(onr.Rules, rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, over := g.Result(); !over {
		t.Fatal("the record does not replay to the end")
	}

	// Leak scan: titles of cards never visible to a spectator at any step.
	never := neverPublic(t, rec)
	sc := newScanner(forms(never))
	spec.mu.Lock()
	frames := append([]string(nil), spec.frames...)
	spec.mu.Unlock()
	if len(frames) < 10 {
		t.Fatalf("only %d frames captured from the spectator's socket", len(frames))
	}
	for _, f := range frames {
		if title, leak := sc.find(plain(f)); leak {
			t.Fatalf("a spectator frame names %q, never public:\n%s", title, f)
		}
	}
	if title, leak := sc.find(spec.eval(`document.documentElement.outerHTML`)); leak {
		t.Fatalf("the spectator's page names %q, never public", title)
	}
	// Witness: the same scan finds such cards in the Corp's own frames.
	ann.mu.Lock()
	corpFrames := strings.Join(ann.frames, "\n")
	ann.mu.Unlock()
	if _, ok := sc.find(plain(corpFrames)); !ok {
		t.Fatal("the scan finds no never-public card even in the Corp's own frames: it cannot be trusted")
	}
}

// neverPublic replays rec and returns the titles of cards hidden from a
// spectator at every step.
func neverPublic(t *testing.T, rec engine.Record) []string {
	g, err := onr.New(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	all := map[string]bool{}
	mark := func() {
		s := g.State()
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			k := &s.Cards[c]
			all[k.ID.String()] = true
			if k.Zone != onr.ZoneNone && !hiddenFrom(k, engine.NoSeat) {
				seen[k.ID.String()] = true
			}
		}
	}
	mark()
	for _, c := range rec.Choices {
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
		mark()
	}
	var out []string
	for id := range all {
		if !seen[id] {
			out = append(out, onr.TitleOf(id))
		}
	}
	return out
}

// TestBrowserBadDeck: a pasted deck with mistakes is refused with each
// mistake's line and rule, and the form keeps the text.
func TestBrowserBadDeck(t *testing.T) {
	t.Parallel()
	srv := startProc(t)
	b := browserCtx(t)
	p := newPage(t, b, "player", nil)
	deck := "# my deck\n3 Hostile Takeover\n2 Dwarf\n1 No Such Card\n"
	// The form lists each seat only the decks of its side (ONR-3.1, ONR-3.2):
	// the shipped decks offered, by seat, as the prefix of their names.
	offered := `[...document.querySelectorAll('fieldset.seat')].map(f => f.dataset.role + ":" + [...new Set([...f.querySelectorAll('select[name$=".deck"] option')].map(o => o.value).filter(v => v !== "starter" && v !== "paste").map(v => v.split("-")[0]))].join(",")).join(" ")`
	p.do(chromedp.Navigate(srv.url()+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	if got := p.eval(offered); got != "corp:corp runner:runner" {
		t.Errorf("deck lists offered by seat: %q, want corp:corp runner:runner", got)
	}
	p.do(
		chromedp.Click(chromedp.CSS(`input[name=seat0][value=me]`)), chromedp.SetValue(chromedp.CSS(`select[name="seat0.deck"]`), "paste"),
		chromedp.SetValue(chromedp.CSS(`#seat0-decktext`), deck), chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.getElementById('deck-errors')`, 20*time.Second)
	text := p.eval(`document.getElementById('deck-errors').innerText`)
	for _, want := range []string{"pasted deck:3: Dwarf is a runner card", "(ONR-3.2)", "pasted deck:4: unknown card \"No Such Card\""} {
		if !strings.Contains(text, want) {
			t.Errorf("the errors do not say %q:\n%s", want, text)
		}
	}
	if got := p.eval(`document.getElementById('seat0-decktext').value`); got != deck {
		t.Errorf("the form lost the deck text: %q", got)
	}
	p.screenshot("09-bad-deck")
}

// TestBrowserBotGameSurvivesKill: a person plays a bot (the random one and
// the heuristic one, chosen in the form); the server is killed mid-game and
// restarted, and the game goes on, the bot answering from the restored game.
func TestBrowserBotGameSurvivesKill(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"random", "heuristic"} {
		t.Run("against the "+name+" bot", func(t *testing.T) {
			t.Parallel()
			browserBotGameSurvivesKill(t, name)
		})
	}
}

func browserBotGameSurvivesKill(t *testing.T, botName string) {
	srv := startProc(t)
	b := browserCtx(t)
	p := newPage(t, b, "runner", nil)
	r := rand.New(rand.NewPCG(3, 4))
	p.do(chromedp.Navigate(srv.url()+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`input[name=seat1][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat0][value=bot]`)),
		chromedp.SetValue(chromedp.CSS(`select[name="seat0.bot"]`), botName),
		chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "5"), chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.getElementById('conn').textContent === 'connected' && document.querySelector('#decision [data-decision]')`, 20*time.Second)
	play(t, r, 25, p)
	// Kill right after a move: the bot may be due to reply.
	p.move(r)
	srv.kill()
	srv.start()
	p.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
	moves := play(t, r, 5000, p)
	if st := p.state(); st.Status != "over" {
		t.Fatalf("after %d more moves the game is %q", moves, st.Status)
	}
	p.screenshot("10-bot-game-over-" + botName)
}
