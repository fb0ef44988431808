package server

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
)

// TestLoad is the load benchmark: DATAFORT_LOAD_GAMES concurrent friend
// games on a loopback server, each played by two programs over real
// WebSockets (as browsers would, one socket per seat), for
// DATAFORT_LOAD_SECONDS. A client answers its decision after a think time
// drawn uniformly from [0.5, 1.5]×DATAFORT_LOAD_THINK_MS (default 1000 ms;
// 0 plays as fast as the server allows). It reports games, choices per
// second, the latency of a choice (sent → acknowledged, that is applied,
// hashed, committed with synchronous=FULL, and views pushed) at p50, p99
// and max, and the heap per game. It runs only when DATAFORT_LOAD_GAMES is
// set:
//
//	DATAFORT_LOAD_GAMES=1000 go test ./server -run TestLoad -v
func TestLoad(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("DATAFORT_LOAD_GAMES"))
	if games <= 0 {
		t.Skip("set DATAFORT_LOAD_GAMES to run the load benchmark")
	}
	secs := envInt("DATAFORT_LOAD_SECONDS", 30)
	think := envInt("DATAFORT_LOAD_THINK_MS", 1000)
	dir := t.TempDir()
	x := startServer(t, dir, Config{Sync: "full", Limits: Limits{MsgPerSec: 1e6, MsgBurst: 1e6, CreatePerHour: 1e9, HandshakePerMin: 1e9, ClaimPerMin: 1e9}})
	runtime.GC()
	var m0 runtime.MemStats
	runtime.ReadMemStats(&m0)

	clients := make([]*wsClient, 0, 2*games)
	start := time.Now()
	for i := range games {
		_, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": strconv.Itoa(i + 1)})
		clients = append(clients, ca, cb)
	}
	t.Logf("%d games created and %d sockets connected in %v", games, len(clients), time.Since(start).Round(time.Millisecond))
	runtime.GC()
	var m1 runtime.MemStats
	runtime.ReadMemStats(&m1)

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
	slices.Sort(lat)
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(float64(len(lat))*p))]
	}
	t.Logf("games %d, think %d ms, %d s: %d choices (%.0f/s), latency p50 %v p99 %v max %v; games finished %d; heap per game %.1f KiB",
		games, think, secs, choices.Load(), float64(choices.Load())/elapsed.Seconds(),
		pct(0.50).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), pct(1).Round(time.Microsecond), finished.Load()/2,
		float64(int64(m1.HeapAlloc)-int64(m0.HeapAlloc))/float64(games)/1024)
	for _, c := range clients {
		c.close()
	}
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n >= 0 {
		return n
	}
	return def
}
