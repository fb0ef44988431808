package server

import (
	"os"
	"strconv"
	"testing"

	"github.com/datafort/datafort/bot"
)

// socketBuffers is the heap of a game's two sockets' buffers, which the
// bound on a loaded game's memory leaves out: each WebSocket keeps the
// 4 KiB read and 4 KiB write buffers of the HTTP connection it took over.
const socketBuffers = 2 * (4096 + 4096)

// maxGameHeap is the most heap a loaded game with both seats connected may
// hold besides its sockets' buffers (issue 22: 16 KB).
const maxGameHeap = 16_000

// TestMemoryPerLoadedGame measures the heap a loaded friend game holds
// with both seats connected, as the load test measures it: a server in a
// process of its own (so that the clients' memory is not counted), its
// live heap after two collections before and after many games are made and
// their seats connected, divided by their number. A few games made first
// warm the server's caches (parsed decks, encoders), which do not grow
// with the games. It measures the games at their start, and again after
// every game has had some choices (the log, the answers, the bots' and
// spectators' state must not grow in memory with the game), and fails
// above maxGameHeap besides the sockets' buffers.
//
// DATAFORT_LOAD_PROFILE=DIR writes the server's heap profiles at both
// points to DIR/server.heap and DIR/server.heap-2.
func TestMemoryPerLoadedGame(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server process and plays 100 games")
	}
	const warm, games, choices = 10, 100, 40
	var extra []string
	if os.Getenv("DATAFORT_LOAD_PROFILE") != "" {
		extra = append(extra, "-test.memprofilerate=512")
	}
	t.Setenv("DATAFORT_LOAD_SYNC", "normal") // the games' moves are not what is measured
	srv := startServerProcess(t, t.TempDir(), extra...)
	x := srv.test()
	type pair struct{ a, b *wsClient }
	connect := func(from, n int) []pair {
		out := make([]pair, 0, n)
		for i := range n {
			_, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": strconv.Itoa(from + i + 1)})
			out = append(out, pair{ca, cb})
		}
		return out
	}
	connect(0, warm)
	h0 := srv.heap()
	ps := connect(warm, games)
	h1 := srv.heap()
	srv.ask("heap-profile")
	perGame := func(h uint64) float64 { return (float64(h) - float64(h0)) / games }
	check := func(when string, h uint64) {
		t.Helper()
		per := perGame(h)
		t.Logf("%d games %s, both seats connected: %.0f bytes a game, %.0f besides the sockets' buffers (bound %d)",
			games, when, per, per-socketBuffers, maxGameHeap)
		if per-socketBuffers > maxGameHeap {
			t.Errorf("a loaded game %s holds %.0f bytes besides its sockets' buffers; the bound is %d", when, per-socketBuffers, maxGameHeap)
		}
	}
	check("at the start", h1)

	played := 0
	for i, p := range ps {
		r := bot.NewRandom(uint64(i))
		for n := range choices {
			if !step(t, r, n, p.a, p.b) {
				break
			}
			played++
		}
	}
	check("after "+strconv.Itoa(played)+" choices in all", srv.heap())
	srv.ask("heap-profile-2")
}
