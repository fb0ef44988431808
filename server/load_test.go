package server

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/server/store/pgtest"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// TestLoad is the load benchmark: DATAFORT_LOAD_GAMES concurrent friend
// games on a loopback server, each played by two programs over real
// WebSockets (as browsers would, one socket per seat), for
// DATAFORT_LOAD_SECONDS. A client answers its decision after a think time
// drawn uniformly from [0.5, 1.5]×DATAFORT_LOAD_THINK_MS (default 1000 ms;
// 0 plays as fast as the server allows). It reports games, choices per
// second, the latency of a choice as the client sees it (sent →
// acknowledged, that is read, applied, hashed, committed with
// synchronous=FULL, views pushed and the ack read back) at p50, p99 and
// max, the same on the server's side (datafort_choice_seconds from
// /metrics: received → acknowledged), the CPU used by the server and by the
// clients, and the server's heap per game. It runs only when
// DATAFORT_LOAD_GAMES is set:
//
//	DATAFORT_LOAD_GAMES=1000 go test ./server -run TestLoad -v
//
// The server runs in a process of its own (this test binary, started again
// as TestLoadServerProcess), so that the clients' CPU and memory are not
// counted as the server's; DATAFORT_LOAD_PROCESS=same runs it inside the
// test process instead. DATAFORT_LOAD_PROFILE=DIR writes the server
// process's CPU, mutex, block and heap profiles to DIR/server.{cpu,mutex,block,mem}.
// DATAFORT_LOAD_DB=postgres runs the server on PostgreSQL instead (a node:
// a cluster of pgtest's with fsync and synchronous_commit on).
func TestLoad(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("DATAFORT_LOAD_GAMES"))
	if games <= 0 {
		t.Skip("set DATAFORT_LOAD_GAMES to run the load benchmark")
	}
	secs := envInt("DATAFORT_LOAD_SECONDS", 30)
	think := envInt("DATAFORT_LOAD_THINK_MS", 1000)
	if os.Getenv("DATAFORT_LOAD_DB") == "postgres" {
		pg, err := pgtest.Start(pgtest.Options{Fsync: true})
		if err != nil {
			t.Skipf("PostgreSQL: %v", err)
		}
		t.Cleanup(func() { pg.Stop() })
		url, err := pg.NewDatabase("load")
		if err != nil {
			t.Fatal(err)
		}
		t.Setenv("DATAFORT_LOAD_DB_URL", url) // the server process's database (loadConfig)
		t.Logf("on PostgreSQL (fsync and synchronous_commit on)")
	}
	var srv loadServer
	if os.Getenv("DATAFORT_LOAD_PROCESS") == "same" {
		srv = &sameProcess{x: startServer(t, t.TempDir(), loadConfig())}
	} else {
		srv = startServerProcess(t, t.TempDir())
	}
	x := srv.test()
	heap0 := srv.heap()

	clients := make([]*wsClient, 0, 2*games)
	start := time.Now()
	for i := range games {
		_, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": strconv.Itoa(i + 1)})
		clients = append(clients, ca, cb)
	}
	t.Logf("%d games created and %d sockets connected in %v", games, len(clients), time.Since(start).Round(time.Millisecond))
	heap1 := srv.heap()
	cpu0 := srv.cpu()
	own0 := processCPU()
	hists := []string{"datafort_choice_seconds", "datafort_commit_seconds", "datafort_store_transaction_seconds"}
	var hist0 []*dto.Histogram
	for _, h := range hists {
		hist0 = append(hist0, srv.histogram(h))
	}

	var mu sync.Mutex
	var lat []time.Duration
	var choices, finished atomic.Int64
	stop := time.Now().Add(time.Duration(secs) * time.Second)
	var wg sync.WaitGroup
	for i, c := range clients {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(i), 7))
			br := bot.NewRandom(uint64(i))
			n := 0
			var done uint64
			for time.Now().Before(stop) {
				if c.last != nil && c.last.Status == "over" {
					finished.Add(1)
					return
				}
				if c.last == nil || c.last.Decision == nil || c.last.Decision.ID == done {
					if _, ok := c.tryNext("view", time.Until(stop)+time.Second); !ok {
						return
					}
					continue
				}
				done = c.last.Decision.ID
				if think > 0 {
					time.Sleep(time.Duration(think/2+r.IntN(think+1)) * time.Millisecond)
				}
				if c.last.Decision == nil {
					continue
				}
				n++
				id := fmt.Sprint("c", n)
				sent := time.Now()
				c.send(randomAnswer(br, c, id))
				for {
					m, ok := c.tryNext("", 30*time.Second)
					if !ok {
						return
					}
					if t := str(m, "t"); (t == "ack" || t == "error") && str(m, "id") == id {
						if t == "ack" {
							d := time.Since(sent)
							mu.Lock()
							lat = append(lat, d)
							mu.Unlock()
							choices.Add(1)
						}
						break
					}
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Duration(secs) * time.Second
	cpu1 := srv.cpu()
	own1 := processCPU()
	slices.Sort(lat)
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(float64(len(lat))*p))]
	}
	n := float64(max(1, choices.Load()))
	t.Logf("games %d, think %d ms, %d s: %d choices (%.0f/s), latency p50 %v p99 %v max %v; games finished %d; server heap per game %.1f KiB",
		games, think, secs, choices.Load(), float64(choices.Load())/elapsed.Seconds(),
		pct(0.50).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), pct(1).Round(time.Microsecond), finished.Load()/2,
		float64(int64(heap1)-int64(heap0))/float64(games)/1024)
	for i, h := range hists {
		p50, p99, count := quantiles(hist0[i], srv.histogram(h))
		t.Logf("server side, %s (interpolated in its buckets): %d observed, p50 %v p99 %v", h, count,
			p50.Round(10*time.Microsecond), p99.Round(10*time.Microsecond))
	}
	t.Logf("CPU of %d cores: server %.2f cores busy (%.0f µs a choice, GC %d cycles, %v paused); clients %.2f cores (%.0f µs a choice)",
		runtime.NumCPU(), (cpu1.cpu-cpu0.cpu).Seconds()/elapsed.Seconds(), float64((cpu1.cpu-cpu0.cpu).Microseconds())/n,
		cpu1.gcs-cpu0.gcs, (cpu1.pause - cpu0.pause).Round(time.Microsecond),
		(own1-own0).Seconds()/elapsed.Seconds(), float64((own1-own0).Microseconds())/n)
	for _, c := range clients {
		c.close()
	}
}

// loadConfig is the server configuration of the load benchmark: durable
// commits and no rate limits.
func loadConfig() Config {
	return Config{Sync: "full", DB: os.Getenv("DATAFORT_LOAD_DB_URL"), Limits: Limits{MsgPerSec: 1e6, MsgBurst: 1e6, CreatePerHour: 1e9, CreateTotalPerHour: 1e9, HandshakePerMin: 1e9, ClaimPerMin: 1e9, ConnsPerAddr: 1e6, ConnsTotal: 1e6}}
}

// loadServer is the server under load, in this process or another.
type loadServer interface {
	test() *testServer
	heap() uint64 // live heap after a collection
	cpu() cpuStat
	histogram(name string) *dto.Histogram
}

type cpuStat struct {
	cpu   time.Duration // user and system
	gcs   uint32
	pause time.Duration
}

func processCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func memStat() (heap uint64, st cpuStat) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc, cpuStat{cpu: processCPU(), gcs: m.NumGC, pause: time.Duration(m.PauseTotalNs)}
}

// sameProcess is the server in the test's own process: its heap and CPU
// include the clients'.
type sameProcess struct{ x *testServer }

func (p *sameProcess) test() *testServer { return p.x }
func (p *sameProcess) heap() uint64 {
	runtime.GC()
	h, _ := memStat()
	return h
}
func (p *sameProcess) cpu() cpuStat { _, st := memStat(); return st }
func (p *sameProcess) histogram(name string) *dto.Histogram {
	ts := httptest.NewServer(p.x.s.MetricsHandler())
	defer ts.Close()
	return scrapeHistogram(p.x.t, ts.URL, name)
}

// serverProcess is the server in a child process, asked for its heap and
// CPU over a pipe.
type serverProcess struct {
	x   *testServer
	in  io.Writer
	out *bufio.Scanner
}

func startServerProcess(t *testing.T, dir string, extra ...string) *serverProcess {
	args := append([]string{"-test.run", "^TestLoadServerProcess$"}, extra...)
	if dir := os.Getenv("DATAFORT_LOAD_PROFILE"); dir != "" {
		for _, p := range []string{"cpu", "mutex", "block", "mem"} {
			args = append(args, "-test."+p+"profile", dir+"/server."+p)
		}
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "DATAFORT_LOAD_CHILD="+dir)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serverProcess{in: in, out: bufio.NewScanner(out)}
	t.Cleanup(func() {
		in.Close()
		cmd.Wait()
	})
	p.x = &testServer{t: t, url: p.ask("url")}
	return p
}

// ask sends a command to the child and returns its answer.
func (p *serverProcess) ask(cmd string) string {
	fmt.Fprintln(p.in, cmd)
	for p.out.Scan() {
		if s, ok := strings.CutPrefix(p.out.Text(), "LOADSERVER "); ok {
			return s
		}
	}
	panic("the server process ended")
}

func (p *serverProcess) test() *testServer { return p.x }
func (p *serverProcess) heap() uint64 {
	n, _ := strconv.ParseUint(p.ask("heap"), 10, 64)
	return n
}
func (p *serverProcess) cpu() cpuStat {
	var st cpuStat
	fmt.Sscan(p.ask("cpu"), &st.cpu, &st.gcs, &st.pause)
	return st
}
func (p *serverProcess) histogram(name string) *dto.Histogram {
	return scrapeHistogram(p.x.t, p.x.url, name)
}

// TestLoadServerProcess is the server of TestLoad when it runs in a
// process of its own (DATAFORT_LOAD_CHILD is its data directory). It
// answers the commands url, heap, cpu and heap-profile on standard input,
// a line each, and stops at the end of the input. DATAFORT_LOAD_SYNC sets
// its Sync mode (default full).
func TestLoadServerProcess(t *testing.T) {
	dir := os.Getenv("DATAFORT_LOAD_CHILD")
	if dir == "" {
		t.Skip("the server process of TestLoad")
	}
	cfg := loadConfig()
	cfg.DataDir, cfg.Dev = dir, true
	if sync := os.Getenv("DATAFORT_LOAD_SYNC"); sync != "" {
		cfg.Sync = sync
	}
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux() // the metrics on the same address, for scrapeHistogram
	mux.Handle("GET /metrics", s.MetricsHandler())
	mux.Handle("/", s.Handler())
	hs := &http.Server{Handler: mux}
	go hs.Serve(ln)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch in.Text() {
		case "url":
			fmt.Println("LOADSERVER http://" + ln.Addr().String())
		case "heap":
			runtime.GC()
			runtime.GC() // the second empties sync.Pools' victim caches too
			h, _ := memStat()
			fmt.Println("LOADSERVER", h)
		case "cpu":
			_, st := memStat()
			fmt.Println("LOADSERVER", int64(st.cpu), st.gcs, int64(st.pause))
		case "heap-profile", "heap-profile-2":
			// A heap profile, to DATAFORT_LOAD_PROFILE/server.heap (or .heap-2).
			runtime.GC()
			if dir := os.Getenv("DATAFORT_LOAD_PROFILE"); dir != "" {
				name := "/server.heap"
				if in.Text() == "heap-profile-2" {
					name += "-2"
				}
				if f, err := os.Create(dir + name); err == nil {
					pprof.Lookup("heap").WriteTo(f, 0)
					f.Close()
				}
			}
			fmt.Println("LOADSERVER done")
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	hs.Shutdown(ctx)
	s.Close()
}

// scrapeHistogram reads histogram name from the server's /metrics.
func scrapeHistogram(t testing.TB, url, name string) *dto.Histogram {
	resp, err := http.Get(url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	p := expfmt.NewTextParser(model.UTF8Validation)
	mfs, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	mf := mfs[name]
	if mf == nil || len(mf.GetMetric()) == 0 {
		return nil // an older server's
	}
	return mf.GetMetric()[0].GetHistogram()
}

// quantiles returns the p50 and p99 of the observations made between two
// scrapes of a histogram, interpolated linearly within a bucket, and their
// number.
func quantiles(a, b *dto.Histogram) (p50, p99 time.Duration, n uint64) {
	if a == nil || b == nil {
		return 0, 0, 0
	}
	n = b.GetSampleCount() - a.GetSampleCount()
	at := func(q float64) time.Duration {
		lo, below := 0.0, 0.0
		for i, bb := range b.GetBucket() {
			c := float64(bb.GetCumulativeCount() - a.GetBucket()[i].GetCumulativeCount())
			if c >= q*float64(n) {
				f := 1.0
				if c > below {
					f = (q*float64(n) - below) / (c - below)
				}
				return time.Duration((lo + f*(bb.GetUpperBound()-lo)) * float64(time.Second))
			}
			lo, below = bb.GetUpperBound(), c
		}
		return -1 // beyond the last bucket
	}
	return at(0.5), at(0.99), n
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n >= 0 {
		return n
	}
	return def
}
