//go:build linux

package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/datafort/datafort/bot"
)

// TestAbuseAtFullSize runs the resource attacks of the findings
// (../shared/docs/findings/server-security.md V1–V5) at their full size
// against a server in a child process whose open-file limit is lowered to
// abuseNofile, as the findings' `prlimit --nofile=512:512` did. The child
// is this test binary started again as TestAbuseServerProcess; it serves
// with the default limits except the timeouts and the idle unload, which
// are shortened so that the run takes about a minute (abuseLimits), and
// the total connection cap, which is lowered below the open-file limit as
// `datafort serve` lowers it (capConns). A friend game is played by two
// programs before and during the attacks. The test checks that every
// attack gets its documented refusal, that a fresh client is answered in
// bounded time after each attack (and served, except while the total cap
// is held), that the server's live heap and its peak resident size stay
// under stated bounds, and that no acknowledged choice or chat line is
// lost: the game is reloaded from the store by a new server after the
// child has stopped. It runs only when DATAFORT_ABUSE is set:
//
//	DATAFORT_ABUSE=1 go test ./server -run TestAbuseAtFullSize -v
func TestAbuseAtFullSize(t *testing.T) {
	if os.Getenv("DATAFORT_ABUSE") == "" {
		t.Skip("set DATAFORT_ABUSE=1 to run the full-size attacks (about a minute, 2,000 connections)")
	}
	start := time.Now()
	dir := t.TempDir()
	srv := startAbuseChild(t, dir)
	x := &testServer{t: t, url: srv.ask("url")}
	t.Logf("child: %s", srv.ask("limits"))

	before := srv.stats()
	t.Logf("before the attacks: %v", before)
	peak := before

	// The reference games, played before and during every attack: a new
	// one starts when one ends.
	var games []*refGame
	ref := func() *refGame {
		if len(games) == 0 || games[len(games)-1].over() {
			if len(games) > 0 {
				g := games[len(games)-1]
				g.halt()
				t.Logf("the reference game %s ended after %d choices", g.id, g.acks())
			}
			games = append(games, startRefGame(t, x, len(games)+11))
		}
		return games[len(games)-1]
	}
	t.Cleanup(func() {
		for _, g := range games {
			g.halt()
		}
	})
	allAcks := func() int64 {
		n := int64(0)
		for _, g := range games {
			n += g.acks()
		}
		return n
	}
	waitAcks := func(n int64) {
		deadline := time.Now().Add(20 * time.Second)
		for allAcks() < n && time.Now().Before(deadline) {
			ref()
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitAcks(20)
	t.Logf("the reference game %s: %d choices before the attacks", ref().id, allAcks())

	measure := func(name string) abuseStats {
		st := srv.stats()
		peak = peak.max(st)
		t.Logf("%s: %v", name, st)
		if st.heap > abuseHeapBound && !abuseRaceBuild {
			t.Errorf("%s: live heap %s, over the bound of %s", name, mib(st.heap), mib(abuseHeapBound))
		}
		return st
	}
	// probe checks that a fresh client from an address of its own gets
	// /healthz answered within abuseProbeBound; want is the status it
	// must get (200 unless the attack holds the total cap).
	probe := func(name string, want int) time.Duration {
		t.Helper()
		status, d, err := timedHealthz(x, "127.0.0.2")
		if err != nil || d > abuseProbeBound || status != want {
			t.Errorf("%s: a fresh client got %d in %v (%v); want %d within %v", name, status, d.Round(time.Millisecond), err, want, abuseProbeBound)
		}
		return d
	}
	// during reports the reference game's choices acknowledged while f
	// ran and the slowest of them.
	during := func(f func()) (int64, time.Duration) {
		g := ref()
		n0 := allAcks()
		for _, p := range g.players {
			p.resetSlowest()
		}
		f()
		var slow time.Duration
		for _, p := range g.players {
			slow = max(slow, p.slowest())
		}
		return allAcks() - n0, slow
	}

	t.Run("V1: 520 idle connections from one address: 429 past the address's cap, others served", func(t *testing.T) {
		var held []net.Conn
		var res map[int]int
		n, slow := during(func() {
			held, res = openIdle(t, x, []string{"127.0.1.1"}, 520)
			probe("520 idle from one address", http.StatusOK)
			measure("520 idle connections from one address held")
		})
		t.Logf("520 connections from one address: %v (status: count); the game went on: %d choices, slowest %v", res, n, slow.Round(time.Millisecond))
		if res[http.StatusOK] != DefaultLimits.ConnsPerAddr || res[http.StatusTooManyRequests] != 520-DefaultLimits.ConnsPerAddr {
			t.Errorf("got %v, want %d served and %d refused with 429", res, DefaultLimits.ConnsPerAddr, 520-DefaultLimits.ConnsPerAddr)
		}
		closeAll(held)
	})

	t.Run("V1: 520 idle connections from 26 addresses reach the total cap: 503 at once, never a hang, and served again after the idle timeout", func(t *testing.T) {
		var addrs []string
		for i := range 26 {
			addrs = append(addrs, fmt.Sprintf("127.0.2.%d", i+1))
		}
		var held []net.Conn
		var res map[int]int
		var open time.Duration
		var opened time.Time
		n, slow := during(func() {
			held, res = openIdle(t, x, addrs, 520)
			opened = time.Now()
			probe("the total cap held", http.StatusServiceUnavailable)
			st := measure("520 idle connections from 26 addresses held")
			t.Logf("open descriptors in the server: %d of %d", st.fds, abuseNofile)
			begin := time.Now()
			for {
				status, _, _ := timedHealthz(x, "127.0.0.2")
				if status == http.StatusOK {
					break
				}
				if time.Since(begin) > abuseLimits.IdleTimeout+5*time.Second {
					t.Errorf("a fresh client is still refused %v after the idle connections were left idle (idle timeout %v)", time.Since(begin).Round(time.Millisecond), abuseLimits.IdleTimeout)
					break
				}
				time.Sleep(200 * time.Millisecond)
			}
			open = time.Since(begin)
		})
		t.Logf("520 connections from 26 addresses: %v; a fresh client served again after %v; the game went on: %d choices, slowest %v", res, open.Round(time.Millisecond), n, slow.Round(time.Millisecond))
		if res[http.StatusServiceUnavailable] == 0 || res[http.StatusOK]+res[http.StatusServiceUnavailable] != 520 || res[http.StatusOK] > abuseNofile-fdReserveOfServe {
			t.Errorf("got %v, want at most %d served and the rest refused with 503", res, abuseNofile-fdReserveOfServe)
		}
		if n == 0 {
			t.Error("the reference game made no move while the total cap was held")
		}
		time.Sleep(time.Until(opened.Add(abuseLimits.IdleTimeout + 2*time.Second)))
		closed := 0
		for _, c := range held {
			if closedWithin(c, 100*time.Millisecond) {
				closed++
			}
		}
		if closed != len(held) {
			t.Errorf("%d of %d idle connections still open after the idle timeout", len(held)-closed, len(held))
		}
		closeAll(held)
	})

	t.Run("V1: 200 slow bodies and 300 partial headers are cut off by the read and header timeouts", func(t *testing.T) {
		var bodies, headers [2]int
		n, slow := during(func() {
			bodies = slowConns(t, x, "127.0.3.", 10, 200, true, abuseLimits.ReadTimeout)
			probe("after slow bodies", http.StatusOK)
			headers = slowConns(t, x, "127.0.4.", 10, 300, false, abuseLimits.ReadHeaderTimeout)
			probe("after partial headers", http.StatusOK)
			measure("slow bodies and partial headers cut off")
		})
		t.Logf("slow bodies: %d of %d closed within the read timeout + 3 s; partial headers: %d of %d within the header timeout + 3 s; the game went on: %d choices, slowest %v",
			bodies[0], bodies[1], headers[0], headers[1], n, slow.Round(time.Millisecond))
		if bodies[0] != 200 || headers[0] != 300 {
			t.Errorf("%d of 200 slow bodies and %d of 300 partial headers closed; want all", bodies[0], headers[0])
		}
	})

	t.Run("V2: a 16 KB pasted deck of 200 Dwarf lines is refused naming the cap", func(t *testing.T) {
		form := url.Values{"side": {"runner"}, "opponent": {"bot"}, "bot": {"search"}, "deck": {"paste"},
			"decktext": {strings.Repeat("200 Dwarf\n", 1638)}, "spectators": {"off"}, "delay": {"0"}}
		status, _, body := browserFrom(x, "127.0.5.200").post("/games", form)
		errs := errorsOf(body)
		t.Logf("16 KB deck: %d %q", status, errs)
		if status != http.StatusBadRequest || !strings.Contains(errs, fmt.Sprintf("at most %d cards", DefaultLimits.DeckCards)) {
			t.Errorf("%d %q, want 400 naming the cap of %d cards", status, errs, DefaultLimits.DeckCards)
		}
		measure("16 KB deck refused")
	})

	t.Run("V5: 40 addresses creating 600 bot games: at most the total's burst is created, the rest refused with 503 (or 429 past an address's burst); idle games are unloaded", func(t *testing.T) {
		var res map[int]int
		var perAddr []int
		var took time.Duration
		n, slow := during(func() {
			begin := time.Now()
			res, perAddr = createGames(t, x, 40, 15)
			took = time.Since(begin)
			probe("after 600 game creations", http.StatusOK)
		})
		st := measure("after the game creations")
		t.Logf("600 creations from 40 addresses in %v: %v; live games %d; the game went on: %d choices, slowest %v", took.Round(time.Millisecond), res, st.live, n, slow.Round(time.Millisecond))
		created := res[http.StatusSeeOther]
		burstTotal := int(DefaultLimits.CreateTotalPerHour/6) + 1
		burstAddr := int(DefaultLimits.CreatePerHour/6) + 1
		if created == 0 || created > burstTotal+1 || res[http.StatusServiceUnavailable] == 0 || created+res[http.StatusTooManyRequests]+res[http.StatusServiceUnavailable] != 600 {
			t.Errorf("got %v, want at most %d created and the rest refused with 429 or 503", res, burstTotal+1)
		}
		if m := slices.Max(perAddr); m > burstAddr {
			t.Errorf("one address created %d games, over its burst of %d", m, burstAddr)
		}
		deadline := time.Now().Add(abuseLimits.IdleUnload + 10*time.Second)
		for st.live > 1 && time.Now().Before(deadline) {
			time.Sleep(500 * time.Millisecond)
			st = srv.stats()
		}
		t.Logf("after the idle unload (%v): %v", abuseLimits.IdleUnload, st)
		if st.live > 1 {
			t.Errorf("%d games still live after the idle unload, want only the reference game", st.live)
		}
		measure("after the idle unload")
	})

	t.Run("V3: 1,500 spectators from 30 addresses: 50 watch, the rest are refused (game_full and 1013, or 429), and the players' moves stay fast", func(t *testing.T) {
		var res map[string]int
		var held []*wsClient
		var took time.Duration
		n, slow := during(func() {
			begin := time.Now()
			held, res = spectators(t, x, ref().id, 30, 50)
			took = time.Since(begin)
			probe("1,500 spectators", http.StatusOK)
			time.Sleep(3 * time.Second) // moves with 50 spectators watching
			measure("50 spectators watching, 1,450 refused")
		})
		t.Logf("1,500 spectators joined or were refused in %v: %v; the game went on: %d choices, slowest %v", took.Round(time.Millisecond), res, n, slow.Round(time.Millisecond))
		if res["view"] != DefaultLimits.SpectatorsPerGame || res["view"]+res["game_full"]+res["429"] != 1500 {
			t.Errorf("got %v, want %d watching and the rest refused with game_full or 429", res, DefaultLimits.SpectatorsPerGame)
		}
		if n == 0 {
			t.Error("the reference game made no move while the spectators watched")
		}
		if slow > abuseMoveBound {
			t.Errorf("a move took %v with the spectators watching, over %v", slow, abuseMoveBound)
		}
		for _, w := range held {
			w.close()
		}
	})

	var chatAcks int
	var chatGame string
	t.Run("V4: 60 spectators from one address flooding the chat: the game's spectator rate holds, players keep their own channel", func(t *testing.T) {
		g := ref()
		chatGame = g.id
		muting, other := g.players[0], g.players[1]
		specs0 := other.chats(channelSpectators)
		muted0 := muting.chats(channelSpectators)
		players0 := muting.chats(channelPlayers) + other.chats(channelPlayers)
		var res map[string]int
		n, slow := during(func() {
			time.Sleep(time.Second) // the spectators of the last attack leave
			res = chatFlood(t, x, g.id, "127.0.7.1", 60, abuseChatFor)
			probe("after the chat flood", http.StatusOK)
			measure("after the chat flood")
		})
		time.Sleep(500 * time.Millisecond) // the last lines reach the players
		chatAcks = res["ack"]
		got := other.chats(channelSpectators) - specs0
		t.Logf("60 spectators from one address, a line every 2 s for %v: %v; the player who did not mute got %d spectators' lines, the one who muted %d; the game went on: %d choices, slowest %v",
			abuseChatFor, res, got, muting.chats(channelSpectators)-muted0, n, slow.Round(time.Millisecond))
		burst := int(DefaultLimits.SpectatorChatPerMin/4) + 1
		most := burst + int(DefaultLimits.SpectatorChatPerMin*abuseChatFor.Seconds()/60) + 1
		if res["ack"] == 0 || res["ack"] > most || res["rate_limited"] == 0 {
			t.Errorf("got %v, want at most %d lines acknowledged and the rest refused with rate_limited", res, most)
		}
		if res["connected"] > int(DefaultLimits.HandshakePerMin/2)+2 || res["429"] == 0 || res["other"] != 0 {
			t.Errorf("got %v, want one address's handshake burst connected and the rest refused with 429", res)
		}
		if got != res["ack"] {
			t.Errorf("the player got %d spectators' lines, %d were acknowledged", got, res["ack"])
		}
		if m := muting.chats(channelSpectators) - muted0; m != 0 {
			t.Errorf("the player who muted the spectators got %d of their lines", m)
		}
		if m := muting.chats(channelPlayers) + other.chats(channelPlayers) - players0; m != 0 {
			t.Errorf("%d spectators' lines came on the players' channel", m)
		}
	})

	waitAcks(allAcks() + 5)
	for _, g := range games {
		g.halt()
	}
	final := measure("after every attack")
	peak = peak.max(final)
	if peak.rss > abuseRSSBound && !abuseRaceBuild {
		t.Errorf("the server's peak resident size was %s, over the bound of %s", mib(peak.rss), mib(abuseRSSBound))
	}
	logs := srv.stop()
	if n := strings.Count(logs, "too many open files"); n > 0 {
		t.Errorf("the server ran out of descriptors %d times", n)
	}
	if n := strings.Count(logs, "level=ERROR"); n > 0 {
		t.Errorf("the server logged %d errors:\n%s", n, logs)
	}
	t.Logf("peak over the run: %v; the suite took %v", peak, time.Since(start).Round(time.Second))

	t.Run("nothing acknowledged is lost: each reference game reloads from the store with every choice and chat line", func(t *testing.T) {
		y := startServer(t, dir, Config{})
		for _, g := range games {
			stored, err := y.s.store.Choices(t.Context(), g.id, 0)
			if err != nil {
				t.Fatal(err)
			}
			byID := map[string]int{}
			for _, c := range stored {
				if c.ClientID != "" {
					byID[c.ClientID] = c.Seq
				}
			}
			lost, total := 0, 0
			for _, p := range g.players {
				for cid, seq := range p.acked() {
					total++
					if byID[cid] != seq {
						lost++
					}
				}
			}
			refused := map[string]int{}
			for _, p := range g.players {
				p.mu.Lock()
				for code, n := range p.errs {
					refused[code] += n
				}
				p.mu.Unlock()
			}
			t.Logf("game %s: %d choices stored, %d acknowledged to the players, %d of them not stored with their seq; choices refused: %v", g.id, len(stored), total, lost, refused)
			for code, n := range refused {
				if code != "stale" {
					t.Errorf("game %s: %d of the players' choices refused with %s during the attacks", g.id, n, code)
				}
			}
			if lost != 0 || total == 0 {
				t.Errorf("game %s: %d of %d acknowledged choices are not in the store with their seq", g.id, lost, total)
			}
			b := &browser{x: y, jar: g.a.jar, c: &http.Client{Jar: g.a.jar}}
			w := b.dial("/g/"+g.id+"/ws", nil)
			w.next("view")
			if w.last.Seq != len(stored) || w.last.Status == "diverged" {
				t.Errorf("game %s reloaded at seq %d (%s); the store holds %d choices", g.id, w.last.Seq, w.last.Status, len(stored))
			}
			w.close()
		}
		lines, err := y.s.store.ChatLines(t.Context(), chatGame, 10000)
		if err != nil {
			t.Fatal(err)
		}
		if len(lines) != chatAcks {
			t.Errorf("%d chat lines stored, %d were acknowledged", len(lines), chatAcks)
		}
	})
}

// refGame is a reference game: a public friend game (delay 3) whose two
// seats are played by abusePlayers; its first seat mutes the spectators.
type refGame struct {
	id      string
	a       *browser // the first seat's browser, with its cookies
	players []*abusePlayer
	stop    chan struct{}
	wg      sync.WaitGroup
	once    sync.Once
}

func startRefGame(t *testing.T, x *testServer, seed int) *refGame {
	t.Helper()
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": strconv.Itoa(seed), "spectators": "public", "delay": "3"})
	ca.send(map[string]any{"t": "mute", "id": "mute", "on": true})
	g := &refGame{id: id, a: a, stop: make(chan struct{}),
		players: []*abusePlayer{{c: ca, think: abuseThink, seed: uint64(2 * seed)}, {c: cb, think: abuseThink, seed: uint64(2*seed + 1)}}}
	for _, p := range g.players {
		g.wg.Go(func() { p.run(g.stop) })
	}
	return g
}

// halt stops the players and closes their sockets.
func (g *refGame) halt() {
	g.once.Do(func() {
		close(g.stop)
		g.wg.Wait()
		for _, p := range g.players {
			p.c.close()
		}
	})
}

func (g *refGame) acks() int64 { return acks(g.players) }
func (g *refGame) over() bool  { return over(g.players) }

// The child's limits and the bounds the test states.
const (
	abuseNofile      = 512             // the open-file limit of the server's process, as in the findings
	fdReserveOfServe = 96              // what `datafort serve` keeps apart from connections (cmd/datafort fdReserve)
	abuseHeapBound   = 32 << 20        // the server's live heap after a collection, at every measurement
	abuseRSSBound    = 128 << 20       // its peak resident size over the run
	abuseProbeBound  = 3 * time.Second // a fresh client's answer
	abuseMoveBound   = 2 * time.Second // a player's choice, sent to acknowledged
	abuseChatFor     = 10 * time.Second
	abuseThink       = 150 * time.Millisecond // a reference player's think time (0.5–1.5×)
)

// abuseLimits are the child's limits: the defaults, with shorter timeouts
// and idle unload so that the run is short, and the total connection cap
// lowered below the open-file limit as `datafort serve` does.
var abuseLimits = func() Limits {
	l := DefaultLimits
	l.ReadHeaderTimeout, l.ReadTimeout, l.IdleTimeout = 3*time.Second, 5*time.Second, 10*time.Second
	l.IdleUnload = 5 * time.Second
	l.ConnsTotal = abuseNofile - fdReserveOfServe
	return l
}()

// abuseStats are the child's figures at one moment.
type abuseStats struct {
	heap, rss       uint64 // live heap after a collection; peak resident size (VmHWM)
	goroutines, fds int
	live            int // games held in memory
}

func (s abuseStats) String() string {
	return fmt.Sprintf("heap %s, peak RSS %s, %d goroutines, %d descriptors, %d live games", mib(s.heap), mib(s.rss), s.goroutines, s.fds, s.live)
}

func (s abuseStats) max(o abuseStats) abuseStats {
	return abuseStats{max(s.heap, o.heap), max(s.rss, o.rss), max(s.goroutines, o.goroutines), max(s.fds, o.fds), max(s.live, o.live)}
}

func mib(n uint64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

// abuseChild is the server's process.
type abuseChild struct {
	t    *testing.T
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Scanner
	logs lockedLog
}

// lockedLog is the child's standard error, kept.
type lockedLog struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func startAbuseChild(t *testing.T, dir string) *abuseChild {
	cmd := exec.Command(os.Args[0], "-test.run", "^TestAbuseServerProcess$")
	cmd.Env = append(os.Environ(), "DATAFORT_ABUSE_CHILD="+dir)
	p := &abuseChild{t: t, cmd: cmd}
	cmd.Stderr = &p.logs
	var err error
	if p.in, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p.out = bufio.NewScanner(out)
	t.Cleanup(func() { p.stop() })
	return p
}

// ask sends a command to the child and returns its answer.
func (p *abuseChild) ask(cmd string) string {
	fmt.Fprintln(p.in, cmd)
	for p.out.Scan() {
		if s, ok := strings.CutPrefix(p.out.Text(), "ABUSESERVER "); ok {
			return s
		}
	}
	p.t.Fatalf("the server process ended; its log:\n%s", p.logs.String())
	return ""
}

func (p *abuseChild) stats() abuseStats {
	var s abuseStats
	fmt.Sscan(p.ask("stats"), &s.heap, &s.rss, &s.goroutines, &s.fds, &s.live)
	return s
}

// stop ends the child (closing its input drains and closes the server)
// and returns its log.
func (p *abuseChild) stop() string {
	if p.in != nil {
		p.in.Close()
		p.in = nil
		done := make(chan error, 1)
		go func() { done <- p.cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				p.t.Errorf("the server process: %v\n%s", err, p.logs.String())
			}
		case <-time.After(30 * time.Second):
			p.cmd.Process.Kill()
			p.t.Errorf("the server process did not stop within 30 s")
		}
	}
	return p.logs.String()
}

// TestAbuseServerProcess is the server of TestAbuseAtFullSize
// (DATAFORT_ABUSE_CHILD is its data directory). It lowers its open-file
// limit to abuseNofile before it opens anything, serves with abuseLimits
// through Serve, answers the commands url, limits and stats on standard
// input, a line each, and drains and stops at the end of the input.
func TestAbuseServerProcess(t *testing.T) {
	dir := os.Getenv("DATAFORT_ABUSE_CHILD")
	if dir == "" {
		t.Skip("the server process of TestAbuseAtFullSize")
	}
	lim := syscall.Rlimit{Cur: abuseNofile, Max: abuseNofile}
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		t.Fatalf("lowering the open-file limit: %v", err)
	}
	syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim)
	s, err := New(Config{DataDir: dir, Sync: "normal", Dev: true, Limits: abuseLimits,
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch in.Text() {
		case "url":
			fmt.Println("ABUSESERVER http://" + ln.Addr().String())
		case "limits":
			fmt.Printf("ABUSESERVER open files %d:%d; %d connections in all, %d an address; timeouts header %v, read %v, idle %v; idle unload %v\n",
				lim.Cur, lim.Max, abuseLimits.ConnsTotal, abuseLimits.ConnsPerAddr, abuseLimits.ReadHeaderTimeout, abuseLimits.ReadTimeout, abuseLimits.IdleTimeout, abuseLimits.IdleUnload)
		case "stats":
			runtime.GC()
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			fds, _ := os.ReadDir("/proc/self/fd")
			s.mu.Lock()
			live := len(s.games)
			s.mu.Unlock()
			fmt.Println("ABUSESERVER", m.HeapAlloc, peakRSS(), runtime.NumGoroutine(), len(fds), live)
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
	s.Close()
}

// peakRSS is the process's peak resident size (VmHWM), in bytes.
func peakRSS() uint64 {
	b, _ := os.ReadFile("/proc/self/status")
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// abusePlayer plays one seat of the reference game with random choices,
// a think time apart, counting what it receives.
type abusePlayer struct {
	c     *wsClient
	think time.Duration
	seed  uint64

	mu    sync.Mutex
	acks  map[string]int // client id → seq acknowledged
	slow  time.Duration  // the slowest acknowledgement since resetSlowest
	chat  map[string]int // chat lines received, by channel
	errs  map[string]int // choices refused, by error code ("unanswered": no answer in 10 s)
	ended bool
}

func (p *abusePlayer) run(stop <-chan struct{}) {
	p.mu.Lock()
	p.acks, p.chat, p.errs = map[string]int{}, map[string]int{}, map[string]int{}
	p.mu.Unlock()
	r := bot.NewRandom(p.seed)
	jitter := rand.New(rand.NewPCG(p.seed, 3))
	var answered uint64
	var pending string
	var sent, due time.Time
	n := 0
	for {
		select {
		case <-stop:
			return
		default:
		}
		wait := 100 * time.Millisecond
		if pending == "" && !due.IsZero() {
			wait = max(time.Millisecond, time.Until(due))
		}
		if m, ok := p.c.tryNext("", wait); ok {
			switch str(m, "t") {
			case "chat":
				p.mu.Lock()
				p.chat[str(m, "channel")]++
				p.mu.Unlock()
			case "ack":
				if cid := str(m, "id"); cid == pending {
					p.mu.Lock()
					p.acks[cid] = num(m, "seq")
					p.slow = max(p.slow, time.Since(sent))
					p.mu.Unlock()
					pending = ""
				}
			case "error":
				if str(m, "id") == pending {
					p.mu.Lock()
					p.errs[str(m, "code")]++
					p.mu.Unlock()
					pending, answered = "", 0
				}
			}
		}
		if pending != "" {
			if time.Since(sent) > 10*time.Second { // neither acknowledged nor refused
				p.mu.Lock()
				p.errs["unanswered"]++
				p.mu.Unlock()
				pending, answered = "", 0
			}
			continue
		}
		if p.c.last != nil && p.c.last.Status == "over" {
			p.mu.Lock()
			p.ended = true // still reading (chat) until stopped
			p.mu.Unlock()
			continue
		}
		d := p.c.last
		if d == nil || d.Decision == nil || d.Decision.ID == answered {
			due = time.Time{}
			continue
		}
		if due.IsZero() {
			due = time.Now().Add(p.think/2 + time.Duration(jitter.Int64N(int64(p.think))))
		}
		if time.Now().Before(due) {
			continue
		}
		n++
		pending = fmt.Sprintf("s%d-%d", p.seed, n)
		answered, due, sent = d.Decision.ID, time.Time{}, time.Now()
		p.c.send(randomAnswer(r, p.c, pending))
	}
}

func (p *abusePlayer) acked() map[string]int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return maps.Clone(p.acks)
}

func (p *abusePlayer) chats(channel string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.chat[channel]
}

func (p *abusePlayer) resetSlowest() {
	p.mu.Lock()
	p.slow = 0
	p.mu.Unlock()
}

func (p *abusePlayer) slowest() time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.slow
}

func acks(ps []*abusePlayer) int64 {
	n := 0
	for _, p := range ps {
		p.mu.Lock()
		n += len(p.acks)
		p.mu.Unlock()
	}
	return int64(n)
}

func over(ps []*abusePlayer) bool {
	for _, p := range ps {
		p.mu.Lock()
		e := p.ended
		p.mu.Unlock()
		if e {
			return true
		}
	}
	return false
}

// timedHealthz asks /healthz as a fresh client from the address from.
func timedHealthz(x *testServer, from string) (int, time.Duration, error) {
	begin := time.Now()
	resp, err := browserFrom(x, from).c.Get(x.url + "/healthz")
	if err != nil {
		return 0, time.Since(begin), err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, time.Since(begin), nil
}

// openIdle opens n connections spread over addrs, each after one GET
// /healthz, one after the other; it keeps those served (and those left
// unanswered, counted as status 0) and returns them with the count of
// each status.
func openIdle(t *testing.T, x *testServer, addrs []string, n int) ([]net.Conn, map[int]int) {
	t.Helper()
	res := map[int]int{}
	var held []net.Conn
	wait := 5 * time.Second
	for i := range n {
		c := dialFrom(t, x, addrs[i%len(addrs)])
		io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		c.SetReadDeadline(time.Now().Add(wait))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			// No answer (0): the server is not accepting; wait less
			// for the next ones.
			res[0]++
			held = append(held, c)
			wait = 200 * time.Millisecond
			continue
		}
		resp.Body.Close()
		res[resp.StatusCode]++
		if resp.StatusCode == http.StatusOK {
			held = append(held, c)
		} else {
			c.Close()
		}
	}
	return held, res
}

func closeAll(cs []net.Conn) {
	for _, c := range cs {
		c.Close()
	}
	time.Sleep(200 * time.Millisecond) // the server sees them close
}

// slowConns opens n connections from addresses prefix+1…prefix+addrs that
// send a request slowly: a body announced as 60,000 bytes sent a byte a
// second (body), or headers that never end. It returns how many the
// server closed within limit + 3 s, and n.
func slowConns(t *testing.T, x *testServer, prefix string, addrs, n int, body bool, limit time.Duration) [2]int {
	t.Helper()
	var closed atomic.Int64
	var wg sync.WaitGroup
	for i := range n {
		c := dialFrom(t, x, fmt.Sprint(prefix, i%addrs+1))
		if body {
			io.WriteString(c, "POST /games HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\na")
		} else {
			io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n")
		}
		wg.Go(func() {
			deadline := time.Now().Add(limit + 3*time.Second)
			for time.Now().Before(deadline) {
				if body {
					c.SetWriteDeadline(time.Now().Add(time.Second))
					io.WriteString(c, "a")
				} else {
					io.WriteString(c, "X-Slow: 1\r\n")
				}
				if closedWithin(c, time.Second) {
					closed.Add(1)
					return
				}
			}
		})
	}
	wg.Wait()
	return [2]int{int(closed.Load()), n}
}

// createGames has each of addrs addresses (127.0.5.1…) post per bot-game
// creations at once; it returns the count of each status and the games
// each address created.
func createGames(t *testing.T, x *testServer, addrs, per int) (map[int]int, []int) {
	t.Helper()
	kinds := map[string]int{}
	defer func() { t.Logf("game creations by answer: %v", kinds) }()
	form := url.Values{"side": {"runner"}, "opponent": {"bot"}, "bot": {"random"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}}
	var mu sync.Mutex
	res := map[int]int{}
	created := make([]int, addrs)
	var wg sync.WaitGroup
	for a := range addrs {
		wg.Go(func() {
			b := browserFrom(x, fmt.Sprintf("127.0.5.%d", a+1))
			for range per {
				req, _ := http.NewRequest("POST", x.url+"/games", strings.NewReader(form.Encode()))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				req.Header.Set("Origin", x.url)
				resp, err := b.c.Do(req)
				status, kind := 0, ""
				if err == nil {
					body, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					status, kind = resp.StatusCode, refusalKind(resp.StatusCode, string(body))
				}
				mu.Lock()
				res[status]++
				kinds[kind]++
				if status == http.StatusSeeOther {
					created[a]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return res, created
}

// wsFrom dials a spectator's WebSocket to path from the address from and
// says hello; it returns the client, or the HTTP status of a refused
// handshake.
func wsFrom(x *testServer, from, path string) (*wsClient, int, error) {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	hc := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(x.url, "http")+path, &websocket.DialOptions{HTTPClient: hc, HTTPHeader: http.Header{"Origin": {x.url}}})
	if err != nil {
		// A refused handshake leaves its connection idle in the
		// transport; a client that gives up closes it.
		hc.CloseIdleConnections()
		if resp != nil {
			return nil, resp.StatusCode, err
		}
		return nil, 0, err
	}
	w := &wsClient{t: x.t, c: c, msgs: make(chan map[string]json.RawMessage, 1024), raw: make(chan string, 1)}
	go func() {
		defer close(w.msgs)
		for {
			_, data, err := c.Read(context.Background())
			if err != nil {
				w.err = err
				return
			}
			var m map[string]json.RawMessage
			if json.Unmarshal(data, &m) == nil {
				select {
				case w.msgs <- m:
				default: // a watcher that is not read drops what it is sent
				}
			}
		}
	}()
	w.send(map[string]any{"t": "hello", "v": 1, "as": "spectator", "render": "json"})
	return w, 0, nil
}

// spectators has addrs addresses (127.0.6.1…) each open per spectators'
// WebSockets on game id, one after the other; it keeps those that watch
// and counts the outcomes: view, game_full (closed 1013), 429, other.
func spectators(t *testing.T, x *testServer, id string, addrs, per int) ([]*wsClient, map[string]int) {
	t.Helper()
	var mu sync.Mutex
	res := map[string]int{}
	var held []*wsClient
	var wg sync.WaitGroup
	for a := range addrs {
		wg.Go(func() {
			for range per {
				w, status, err := wsFrom(x, fmt.Sprintf("127.0.6.%d", a+1), "/g/"+id+"/ws")
				out := "other"
				switch {
				case status == http.StatusTooManyRequests:
					out = "429"
				case err != nil:
					t.Logf("spectator: %v", err)
				default:
					m, ok := w.tryNext("", 10*time.Second)
					for ok && str(m, "t") != "view" && str(m, "t") != "error" {
						m, ok = w.tryNext("", 10*time.Second)
					}
					switch {
					case ok && str(m, "t") == "view":
						out = "view"
					case ok && str(m, "code") == "game_full":
						for range w.msgs {
						}
						if websocket.CloseStatus(w.err) == websocket.StatusTryAgainLater {
							out = "game_full"
						}
					}
				}
				mu.Lock()
				res[out]++
				if out == "view" {
					held = append(held, w)
				} else if w != nil {
					w.c.CloseNow()
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return held, res
}

// chatFlood has n spectators of game id from the address from each send a
// chat line of 499 characters every 2 s for d; it counts the outcomes:
// connected, 429 (handshake refused), and each line's ack or error code.
func chatFlood(t *testing.T, x *testServer, id, from string, n int, d time.Duration) map[string]int {
	t.Helper()
	var mu sync.Mutex
	res := map[string]int{}
	count := func(k string) {
		mu.Lock()
		res[k]++
		mu.Unlock()
	}
	var specs []*wsClient
	for range n {
		w, status, err := wsFrom(x, from, "/g/"+id+"/ws")
		switch {
		case status == http.StatusTooManyRequests:
			count("429")
		case err != nil:
			t.Logf("spectator: %v", err)
			count("other")
		default:
			count("connected")
			specs = append(specs, w)
		}
	}
	line := strings.Repeat("x", 499)
	stop := time.Now().Add(d)
	var wg sync.WaitGroup
	for i, w := range specs {
		wg.Go(func() {
			defer w.c.CloseNow()
			time.Sleep(time.Duration(i) * 2 * time.Second / time.Duration(len(specs)))
			for k := 0; time.Now().Before(stop); k++ {
				cid := fmt.Sprintf("f%d-%d", i, k)
				w.send(map[string]any{"t": "chat", "id": cid, "text": line})
				next := time.Now().Add(2 * time.Second)
				for {
					m, ok := w.tryNext("", time.Until(next)+time.Second)
					if !ok {
						count("closed")
						return
					}
					if str(m, "id") == cid {
						if str(m, "t") == "ack" {
							count("ack")
						} else {
							count(str(m, "code"))
						}
						break
					}
				}
				time.Sleep(time.Until(next))
			}
		})
	}
	wg.Wait()
	return res
}

// refusalKind names the answer to a game creation: created, or the limit
// that refused it.
func refusalKind(status int, body string) string {
	switch {
	case status == http.StatusSeeOther:
		return "created"
	case strings.Contains(body, "Too many games were created from your address"):
		return "address limit"
	case strings.Contains(body, "The server is creating too many games"):
		return "total limit"
	case strings.Contains(body, "the server is full"):
		return "connections full"
	}
	b := body
	if i := strings.Index(b, "<h1>"); i >= 0 {
		b = b[i:]
	}
	return fmt.Sprintf("%d %.80s", status, b)
}
