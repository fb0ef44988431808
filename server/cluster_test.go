package server

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
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
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/store/pgtest"
)

// clusterAutoPause is the nodes' pause before the answers of a seat with
// automatic answers are released (Config.AutoPause): the clients' think
// time is 10–50 ms, and the default 1.5 s would make each game against the
// bot last several minutes.
const clusterAutoPause = 5 * time.Millisecond

// TestCluster is issue 28's cluster test: four `datafort serve` nodes
// (this test binary started again as TestClusterNodeProcess, each a
// process of its own on loopback) share one PostgreSQL database, started
// by pgtest (skipped without it unless DATAFORT_CLUSTER_REQUIRED=1); the
// fourth is of another build: its build advertises another rules version
// (Config.otherRules), and it holds the games made on it. Friend games
// (both seats played by this test's clients) and games against the random
// bot are played through them: every (re)connection goes to a node drawn
// at random, as a load balancer would send it; a node that does not hold
// the game relays the WebSocket to its holder (or, for a game of another
// build that no node holds, to a node of that build), and a client that
// reconnects re-sends the choice it had no ack for (the same decision and
// answer). In six friend games the players ask now and then to take back
// their last choice, which the other accepts. Meanwhile the nodes suffer,
// in turn:
//
//   - kill -9 of the node of another build; right after its lease lapses,
//     every live node is asked for each of its games at once (they must
//     not claim them); restarted under a new id after twice the lease, it
//     plays them on; meanwhile the next two faults:
//   - two nodes holding one game: the test moves three games of the node
//     holding the most to another node behind its back (its lease still
//     runs), so that its next saves of them are stale;
//   - every node's connections to PostgreSQL reset once (each node reaches
//     PostgreSQL through a proxy of this test);
//   - a takeback during a takeover: the test has the next player who may
//     take back ask to, and as soon as the other is asked, kill -9 of the
//     game's holder while the consent is on its way (0–40 ms later);
//     restarted 1.5 s later, claims raced at its lease's lapse: the rewind
//     is applied whole or not at all;
//   - kill -9 of the node holding the most games, restarted under a new id
//     1.5 s later; right after its lease lapses, every live node is asked
//     for each of its games at once, so that they race to claim them;
//   - SIGSTOP of the node then holding the most games for twice the lease,
//     then SIGCONT; meanwhile the link to PostgreSQL of the busiest of the
//     two others is cut (reset, and new connections refused) as long.
//
// The faults other than the first spare the node of another build.
// It asserts safety: every acknowledged choice is in the log at its seq
// with its answer (lost = 0), no seat's decision was acknowledged at two
// seqs (duplicated = 0), every game replays from its record with every
// hash matching (diverged = 0), epochs never go back along a game's log,
// stale saves were refused (datafort_fenced_total > 0), and
// every game finishes; a choice taken back is in the takeback's rows
// (choices_undone) instead of the log, every takeback announced to a
// client is in the store, and each took back an unbroken run of choices;
// and no node ever claimed a game of another build than its own (a
// trigger of the test records every claim: the owner and the epoch of
// each change of a game's holder), nor did any game's epoch go back along
// these claims. It reports (t.Log) choices per second, the latency
// of a choice (sent → ack) and the takeover time of the games of the
// killed and stopped nodes (the fault → their first ack after it), with
// what else each fault did: the fault table.
func TestCluster(t *testing.T) {
	if testing.Short() {
		t.Skip("the cluster test starts PostgreSQL and four server processes")
	}
	pg := pgtest.Get(t)
	dbURL, err := pg.NewDatabase("cluster")
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	const ttl = 2 * time.Second
	friends, bots := envInt("DATAFORT_CLUSTER_FRIEND_GAMES", 12), envInt("DATAFORT_CLUSTER_BOT_GAMES", 6)
	const otherFriends, otherBots, takebackGames = 2, 1, 6
	cl := &cluster{t: t, db: dbURL, ttl: ttl, logs: t.TempDir(), relay: "1", asks: make(chan string, 64)}
	cl.rules[otherNode] = otherBuild
	for i := range cl.proxy {
		cl.proxy[i] = startDBProxy(t, "127.0.0.1:"+strconv.Itoa(pg.Port))
	}
	for i := range cl.nodes {
		cl.start(i)
		if i == 0 { // the tables are made: the claims' audit before any game
			if _, err := db.Exec(claimAudit); err != nil {
				t.Fatal(err)
			}
		}
	}
	defer cl.stopAll()

	// The games, each created on a node drawn at random.
	// The friend games first, then those against the bot, then those made
	// on the node of another build (friend games, then against the bot).
	var clients []*clusterClient
	others := map[string]bool{} // the games made on the node of another build
	for i := range friends + bots + otherFriends + otherBots {
		base := cl.pickOf(false)
		other := i >= friends+bots
		if other {
			base = cl.nodes[otherNode].url
		}
		friend := i < friends || other && i < friends+bots+otherFriends
		a := newClusterBrowser(base)
		vals := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"public"}, "delay": {"0"}, "name": {"ann"}, "seed": {strconv.Itoa(100 + i)}}
		if !friend {
			vals.Set("side", "runner")
			vals.Set("opponent", "bot")
			vals.Set("bot", "random")
		}
		id := a.create(t, vals)
		if other {
			others[id] = true
		}
		takebacks := 0
		if i < takebackGames {
			takebacks = 2
		}
		clients = append(clients, &clusterClient{cl: cl, game: id, token: a.cookie(id, seatCookie(id)), rng: bot.NewRandom(uint64(i) + 1), takebacks: takebacks, tbGame: i < takebackGames})
		if friend {
			b := newClusterBrowser(cl.pick())
			b.claim(t, a.cookie(id, inviteCookie(id)), id)
			clients = append(clients, &clusterClient{cl: cl, game: id, token: b.cookie(id, seatCookie(id)), rng: bot.NewRandom(uint64(i) + 1000), takebacks: takebacks, tbGame: i < takebackGames})
		}
	}
	games := map[string]bool{}
	for _, c := range clients {
		games[c.game] = true
	}
	t.Logf("%d games (%d friend, %d against the random bot; %d of them made on the node of another build; takebacks asked in %d), %d clients, %d nodes (node %d of another build), lease %v",
		len(games), friends+otherFriends, bots+otherBots, len(others), takebackGames, len(clients), len(cl.nodes), otherNode, ttl)

	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	var wg sync.WaitGroup
	for _, c := range clients {
		wg.Go(func() { c.run(ctx) })
	}

	// The faults.
	type fault struct {
		name  string
		at    time.Time
		games []string // the games the failed node held
		what  string   // what else happened, for the table
	}
	var faults []fault
	owned := func(node string) []string {
		rows, err := db.Query(`SELECT id FROM games WHERE owner = $1 AND status = 'active'`, node)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var ids []string
		for rows.Next() {
			var id string
			rows.Scan(&id)
			ids = append(ids, id)
		}
		return ids
	}
	// busiest is the live node of this build holding the most games in play.
	busiest := func() int {
		best, most := 0, -1
		for i, n := range cl.nodes {
			if n.dead || cl.rules[i] != "" {
				continue
			}
			if k := len(owned(n.id)); k > most {
				best, most = i, k
			}
		}
		return best
	}
	counted := map[*clusterNode]bool{} // nodes whose metrics are in the totals
	var fenced, takeovers, relays float64
	count := func(n *clusterNode) {
		if !counted[n] {
			counted[n] = true
			fenced += n.metric("datafort_fenced_total")
			takeovers += n.metric("datafort_takeovers_total")
			relays += n.metric("datafort_relays_total")
		}
	}

	// The node of another build killed, early, while its games are young;
	// its games raced for at its lease's lapse by every live node (the
	// others must not claim them), and it restarted after twice the lease;
	// meanwhile, the next two faults.
	time.Sleep(500 * time.Millisecond)
	o := fault{name: "kill -9 of the node of another build", at: time.Now(), games: owned(cl.nodes[otherNode].id)}
	oldOther := cl.nodes[otherNode].id
	count(cl.nodes[otherNode])
	cl.nodes[otherNode].kill()
	o.at = time.Now() // not before: a choice its node acked as it was killed is not a takeover's
	t.Logf("fault 1 at %v: kill -9 of node %d, of another build, holding %d games", time.Since(start).Round(time.Millisecond), otherNode, len(o.games))

	time.Sleep(time.Until(o.at.Add(1500 * time.Millisecond)))
	from := busiest()
	to := (from + 1) % otherNode // a node of the same build
	stolen := 0
	for _, id := range owned(cl.nodes[from].id) {
		if stolen == 3 {
			break
		}
		var epoch int64
		if err := db.QueryRow(`UPDATE games SET owner = $1, epoch = epoch + 1 WHERE id = $2 AND owner = $3 RETURNING epoch`, cl.nodes[to].id, id, cl.nodes[from].id).Scan(&epoch); err != nil {
			continue
		}
		cl.nodes[to].ask(fmt.Sprintf("adopt %s %d", id, epoch))
		stolen++
	}
	t.Logf("fault 2 at %v: %d games of node %d moved to node %d behind its back", time.Since(start).Round(time.Millisecond), stolen, from, to)

	time.Sleep(time.Until(o.at.Add(ttl - 300*time.Millisecond)))
	for range 7 {
		cl.raceClaims(o.games)
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(time.Until(o.at.Add(3 * time.Second)))
	for _, p := range cl.proxy {
		p.cut(0)
	}
	t.Logf("fault 3 at %v: every node's connections to PostgreSQL reset once", time.Since(start).Round(time.Millisecond))
	time.Sleep(time.Until(o.at.Add(2 * ttl)))
	cl.start(otherNode)
	faults = append(faults, o)
	t.Logf("at %v: node %d, of another build, restarted", time.Since(start).Round(time.Millisecond), otherNode)

	// A takeback during a takeover: the next takeback asked for, kill -9
	// of its game's holder as the other player's consent is on its way
	// (the client waits 0–40 ms after telling the test).
	var tb fault
	tbAsked := "" // the game
	for len(cl.asks) > 0 {
		<-cl.asks
	}
	// The next player of those games who may take back asks to (again
	// every half second: a request may be refused, stale already).
	for wait := time.Now().Add(10 * time.Second); tbAsked == "" && time.Now().Before(wait); {
		cl.wantTakeback.Store(true)
		select {
		case tbAsked = <-cl.asks:
		case <-time.After(500 * time.Millisecond):
		}
	}
	cl.wantTakeback.Store(false)
	if tbAsked == "" {
		t.Error("fault 4 not made: no takeback asked for within 10 s")
	} else {
		var owner string
		db.QueryRow(`SELECT COALESCE(owner, '') FROM games WHERE id = $1`, tbAsked).Scan(&owner)
		h := -1
		for i, n := range cl.nodes {
			if !n.dead && n.id == owner {
				h = i
			}
		}
		if h < 0 {
			t.Errorf("fault 4 not made: the game %s of the takeback asked for is held by %q, no live node", tbAsked, owner)
		} else {
			tb = fault{name: "takeback during a takeover (kill -9 of its holder)", at: time.Now(), games: owned(owner)}
			count(cl.nodes[h])
			cl.nodes[h].kill()
			tb.at = time.Now()
			t.Logf("fault 4 at %v: a takeback asked for in game %s: kill -9 of its holder, node %d (%s), holding %d games", time.Since(start).Round(time.Millisecond), tbAsked, h, owner, len(tb.games))
			time.Sleep(1500 * time.Millisecond)
			cl.start(h)
			time.Sleep(ttl - 1500*time.Millisecond - 300*time.Millisecond)
			for range 7 {
				cl.raceClaims(tb.games)
				time.Sleep(100 * time.Millisecond)
			}
			faults = append(faults, tb)
		}
	}

	time.Sleep(1500 * time.Millisecond)
	k := busiest()
	victim := cl.nodes[k].id
	f := fault{name: "kill -9", at: time.Now(), games: owned(victim)}
	count(cl.nodes[k])
	cl.nodes[k].kill()
	f.at = time.Now()
	faults = append(faults, f)
	t.Logf("fault 5 at %v: kill -9 of node %d (%s), holding %d games", time.Since(start).Round(time.Millisecond), k, victim, len(f.games))
	time.Sleep(1500 * time.Millisecond)
	cl.start(k)
	// From just before its lease lapses to just after, every live node is
	// asked for each of its games at once, again and again: they race to
	// claim them (with the clients, which reconnect to any node).
	time.Sleep(ttl - 1500*time.Millisecond - 300*time.Millisecond)
	for range 7 {
		cl.raceClaims(f.games)
		time.Sleep(100 * time.Millisecond)
	}

	time.Sleep(3 * time.Second)
	k = busiest()
	victim = cl.nodes[k].id
	f = fault{name: "SIGSTOP for 2×lease", at: time.Now(), games: owned(victim)}
	cl.nodes[k].signal(syscall.SIGSTOP)
	faults = append(faults, f)
	t.Logf("fault 6 at %v: SIGSTOP of node %d (%s), holding %d games", time.Since(start).Round(time.Millisecond), k, victim, len(f.games))
	// Meanwhile, the busiest of the others loses PostgreSQL (its link cut
	// and refused) for as long.
	c := -1
	for i, n := range cl.nodes {
		if i != k && cl.rules[i] == "" && (c < 0 || len(owned(n.id)) > len(owned(cl.nodes[c].id))) {
			c = i
		}
	}
	g := fault{name: "node–database link cut for 2×lease", at: time.Now(), games: owned(cl.nodes[c].id)}
	cl.proxy[c].cut(2 * ttl)
	faults = append(faults, g)
	t.Logf("fault 7 at %v: node %d's link to PostgreSQL cut for %v, holding %d games", time.Since(start).Round(time.Millisecond), c, 2*ttl, len(g.games))
	time.Sleep(2 * ttl)
	cl.nodes[k].signal(syscall.SIGCONT)

	wg.Wait()
	elapsed := time.Since(start)

	// Figures.
	var acks []clusterAck
	reconnects, resent := 0, 0
	unfinished := map[string]bool{}
	otherBuildErrors := 0 // choices of the other build's games refused by the others' read-only copies
	for _, c := range clients {
		otherBuildErrors += c.errors["other_build"]
		acks = append(acks, c.acks...)
		reconnects += c.reconnects
		resent += c.resent
		if !c.over {
			unfinished[c.game] = true
		}
		for code, n := range c.errors {
			t.Logf("client of game %s: %d errors %q", c.game, n, code)
		}
	}
	var lat []time.Duration
	for _, a := range acks {
		lat = append(lat, a.latency)
	}
	slices.Sort(lat)
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	t.Logf("%d choices acknowledged in %v: %.0f/s; latency p50 %v, p99 %v, max %v; %d connections, %d choices re-sent after a reconnect",
		len(acks), elapsed.Round(time.Millisecond), float64(len(acks))/elapsed.Seconds(), pct(.5), pct(.99), pct(1), reconnects, resent)
	st, err := store.OpenPostgres(dbURL, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	takebacks := map[string][]store.Takeback{}
	for id := range games {
		tbs, err := st.Takebacks(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		takebacks[id] = tbs
	}
	// The claims, as the audit trigger recorded them.
	type claim struct {
		game, owner, version string
		epoch                int64
	}
	var claims []claim
	rows, err := db.Query(`SELECT game, COALESCE(owner, ''), epoch, COALESCE(version, '') FROM claim_audit ORDER BY n`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var c claim
		if err := rows.Scan(&c.game, &c.owner, &c.epoch, &c.version); err != nil {
			t.Fatal(err)
		}
		claims = append(claims, c)
	}
	rows.Close()
	wrongBuild, claimsBack, otherClaims := 0, 0, 0
	lastEpoch := map[string]int64{}
	for _, c := range claims {
		if e, ok := lastEpoch[c.game]; ok && c.epoch < e {
			claimsBack++
			t.Errorf("game %s: claimed at epoch %d after epoch %d", c.game, c.epoch, e)
		}
		lastEpoch[c.game] = c.epoch
		if c.owner == "" {
			continue
		}
		byOther, ofOther := cl.otherIDs[c.owner], strings.HasSuffix(c.version, otherBuild)
		if byOther {
			otherClaims++
		}
		if byOther != ofOther {
			wrongBuild++
			t.Errorf("game %s (rules version %q) claimed at epoch %d by node %s, of another build", c.game, c.version, c.epoch, c.owner)
		}
	}
	for i := range faults {
		f := &faults[i]
		switch {
		case f.name == o.name:
			reclaimed := map[string]bool{}
			for _, c := range claims {
				if cl.otherIDs[c.owner] && c.owner != oldOther && slices.Contains(o.games, c.game) {
					reclaimed[c.game] = true
				}
			}
			f.what = fmt.Sprintf("the other nodes claimed none of its games (%d choices refused by their read-only copies: other_build); restarted, it claimed %d of them again", otherBuildErrors, len(reclaimed))
		case tbAsked != "" && f.name == tb.name:
			f.what = "the takeback asked for was lost with its holder: nothing taken back, the game went on from its last save"
			for _, x := range takebacks[tbAsked] {
				if !x.At.Before(tb.at.Add(-time.Second)) && x.At.Before(tb.at.Add(200*time.Millisecond)) {
					f.what = fmt.Sprintf("the takeback asked for was applied whole before the kill (%d choices back to seq %d)", len(x.Undone), x.ToSeq)
				}
			}
		}
	}
	for _, f := range faults {
		var took []time.Duration
		for _, id := range f.games {
			first := time.Time{}
			for _, a := range acks {
				if a.game == id && a.at.After(f.at) && (first.IsZero() || a.at.Before(first)) {
					first = a.at
				}
			}
			if !first.IsZero() {
				took = append(took, first.Sub(f.at))
			}
		}
		slices.Sort(took)
		if len(took) > 0 {
			t.Logf("%s: %d games held; first ack after the fault: p50 %v, max %v; %s", f.name, len(f.games), took[len(took)/2].Round(time.Millisecond), took[len(took)-1].Round(time.Millisecond), f.what)
		} else {
			t.Logf("%s: %d games held; none acknowledged a choice after it; %s", f.name, len(f.games), f.what)
		}
	}
	for _, n := range cl.nodes {
		count(n)
	}
	t.Logf("stale saves refused: %v; takeovers: %v; WebSockets relayed to the holder: %v (the nodes' metrics; a killed node's as scraped before its kill)", fenced, takeovers, relays)

	// Safety.
	lost, dup, diverged, back, undone, half := 0, 0, 0, 0, 0, 0
	type key struct {
		game string
		dec  uint64
		seat int
	}
	seqOf := map[key]int{}
	logs := map[string][]store.Choice{}
	for id := range games {
		cs, err := st.Choices(context.Background(), id, 0)
		if err != nil {
			t.Fatal(err)
		}
		logs[id] = cs
	}
	same := func(a clusterAck, c store.Choice) bool {
		return c.Seq == a.seq && c.Choice.Decision == a.decision && int(c.Choice.Seat) == a.seat && c.Choice.Option == a.option && c.Choice.Number == a.number
	}
	takenBack := func(a clusterAck) bool {
		for _, x := range takebacks[a.game] {
			for _, c := range x.Undone {
				if same(a, c) {
					return true
				}
			}
		}
		return false
	}
	for _, a := range acks {
		cs := logs[a.game]
		inLog := a.seq >= 1 && a.seq <= len(cs) && same(a, cs[a.seq-1])
		if !inLog && takenBack(a) {
			undone++ // acknowledged, then taken back: its decision was asked again
			continue
		}
		k := key{a.game, a.decision, a.seat}
		if s, ok := seqOf[k]; ok && s != a.seq {
			dup++
			t.Errorf("game %s: seat %d's answer to decision %d acknowledged at seq %d and %d", a.game, a.seat, a.decision, s, a.seq)
		}
		seqOf[k] = a.seq
		if !inLog {
			lost++
			t.Errorf("game %s: the choice acknowledged at seq %d (decision %d, seat %d, option %d, number %d) is not in the log", a.game, a.seq, a.decision, a.seat, a.option, a.number)
		}
	}
	for id, cs := range logs {
		for i := 1; i < len(cs); i++ {
			if cs[i].Epoch < cs[i-1].Epoch {
				back++
				t.Errorf("game %s: seq %d written under epoch %d after seq %d under %d", id, cs[i].Seq, cs[i].Epoch, cs[i-1].Seq, cs[i-1].Epoch)
			}
		}
		row, err := st.Game(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if err := replayChecked(row, cs); err != nil {
			diverged++
			t.Errorf("game %s: %v", id, err)
		}
		if row.Status != store.StatusOver {
			unfinished[id] = true
		}
	}
	// Takebacks: each took back an unbroken run of choices after its seq,
	// and each a client was told of is in the store.
	applied := 0
	for id, tbs := range takebacks {
		for _, x := range tbs {
			applied++
			for i, c := range x.Undone {
				if c.Seq != x.ToSeq+1+i {
					half++
					t.Errorf("game %s: takeback %d back to seq %d holds choice %d at place %d", id, x.N, x.ToSeq, c.Seq, i)
				}
			}
			if len(x.Undone) == 0 {
				half++
				t.Errorf("game %s: takeback %d back to seq %d took back nothing", id, x.N, x.ToSeq)
			}
		}
	}
	asked, told := 0, 0
	for _, c := range clients {
		asked += c.tbAsked
		for _, to := range c.tbDone {
			told++
			if !slices.ContainsFunc(takebacks[c.game], func(x store.Takeback) bool { return x.ToSeq == to }) {
				half++
				t.Errorf("game %s: a takeback back to seq %d was announced to seat %d, and is not in the store", c.game, to, c.seat)
			}
		}
	}
	t.Logf("takebacks: %d asked for, %d applied (%d acknowledged choices taken back), %d announcements to players; half-applied %d", asked, applied, undone, told, half)
	t.Logf("claims: %d (by the node of another build %d); claims of a game of another build %d, epochs gone back along the claims %d", len(claims), otherClaims, wrongBuild, claimsBack)
	t.Logf("lost %d, duplicated %d, diverged %d, epochs gone back %d, unfinished %d of %d games", lost, dup, diverged, back, len(unfinished), len(games))
	if fenced == 0 {
		t.Error("no stale save was refused: the fence was never exercised")
	}
	for _, c := range clients {
		if unfinished[c.game] {
			row, _ := st.Game(context.Background(), c.game)
			if row != nil {
				t.Logf("unfinished game %s: status %s, owner %q, epoch %d, seq %d, bot due %v", c.game, row.Status, row.Owner, row.Epoch, row.Seq, row.BotDue)
			}
			t.Logf("its client (seat %d, since %d, over %v, pending %+v, last %+v): %s", c.seat, c.since, c.over, c.pending, c.last, strings.Join(c.trail, "; "))
		}
	}
	if len(unfinished) > 0 {
		var lines strings.Builder
		for id := range unfinished {
			lines.WriteString(cl.logLines(id, 40))
		}
		t.Errorf("%d games did not finish within 3 minutes: %v\n%s\nthe nodes' lines of those games:\n%s", len(unfinished), slices.Sorted(mapKeys(unfinished)), cl.tailLogs(), lines.String())
	}
}

func mapKeys(m map[string]bool) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// replayChecked replays a game's log from its setup, checking the state
// hash after every choice.
func replayChecked(row *store.Game, cs []store.Choice) error {
	rs, err := engine.Lookup(row.Ruleset)
	if err != nil {
		return err
	}
	g, err := rs.New(row.Setup)
	if err != nil {
		return err
	}
	for _, c := range cs {
		if c.Source == store.SourceConcede {
			continue
		}
		if _, err := g.Apply(c.Choice); err != nil {
			return fmt.Errorf("choice %d: %w", c.Seq, err)
		}
		h, err := engine.Hash(g)
		if err != nil {
			return err
		}
		if h != c.Hash {
			return fmt.Errorf("choice %d reaches another state than the one stored", c.Seq)
		}
	}
	return nil
}

// otherNode is the node of TestCluster whose build advertises another
// rules version: its version with otherBuild appended (Config.otherRules).
const (
	otherNode  = 3
	otherBuild = "+other"
)

// claimAudit is TestCluster's audit of claims: a trigger records each
// game made and each change of its holder or epoch (a claim, a release, a
// takeover), with the rules version the game was made under, in the order
// they were made (n).
const claimAudit = `
CREATE TABLE claim_audit (n bigserial PRIMARY KEY, game text NOT NULL, owner text, epoch bigint NOT NULL, version text);
CREATE FUNCTION claim_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW.epoch IS DISTINCT FROM OLD.epoch OR NEW.owner IS DISTINCT FROM OLD.owner THEN
		INSERT INTO claim_audit (game, owner, epoch, version) VALUES (NEW.id, NEW.owner, NEW.epoch, NEW.rules::jsonb->>'version');
	END IF;
	RETURN NULL;
END $$;
CREATE TRIGGER claim_audit AFTER INSERT OR UPDATE ON games FOR EACH ROW EXECUTE FUNCTION claim_audit();`

// cluster is TestCluster's nodes.
type cluster struct {
	t     *testing.T
	db    string
	ttl   time.Duration
	logs  string
	relay string      // "1": the nodes relay WebSockets to the holder
	proxy [4]*dbProxy // node i reaches PostgreSQL through proxy[i]
	rules [4]string   // node i's Config.otherRules
	asks  chan string // the games in which a client was asked to consent to a takeback
	// wantTakeback: the test wants a takeback asked for now (by the first
	// player of a game of takebacks who may).
	wantTakeback atomic.Bool
	mu           sync.Mutex
	nodes        [4]*clusterNode
	// otherIDs are the ids the node of another build had.
	otherIDs map[string]bool
}

// clusterNode is a node process.
type clusterNode struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Scanner
	url     string
	metrics string
	id      string
	log     string
	dead    bool
	mu      sync.Mutex // serialises ask
}

// start starts node i (again, under a new id, if it ran before).
func (cl *cluster) start(i int) {
	t := cl.t
	log := filepath.Join(cl.logs, fmt.Sprintf("node%d-%d.log", i, time.Now().UnixNano()))
	lf, err := os.Create(log)
	if err != nil {
		t.Fatal(err)
	}
	defer lf.Close()
	cmd := exec.Command(os.Args[0], "-test.run", "^TestClusterNodeProcess$")
	u, _ := url.Parse(cl.db)
	u.Host = cl.proxy[i].addr()
	cmd.Env = append(os.Environ(), "DATAFORT_CLUSTER_NODE_DB="+u.String(), "DATAFORT_CLUSTER_NODE_TTL="+cl.ttl.String(),
		"DATAFORT_CLUSTER_NODE_KEY="+filepath.Join(cl.logs, "record-key.pem"), "DATAFORT_CLUSTER_NODE_RELAY="+cl.relay,
		"DATAFORT_CLUSTER_NODE_RULES="+cl.rules[i])
	cmd.Stderr = lf
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
	n := &clusterNode{cmd: cmd, in: in, out: bufio.NewScanner(out), log: log}
	f := strings.Fields(n.ask("hello"))
	if len(f) != 3 {
		t.Fatalf("node %d: %q", i, f)
	}
	n.url, n.metrics, n.id = f[0], f[1], f[2]
	cl.mu.Lock()
	cl.nodes[i] = n
	if cl.rules[i] != "" {
		if cl.otherIDs == nil {
			cl.otherIDs = map[string]bool{}
		}
		cl.otherIDs[n.id] = true
	}
	cl.mu.Unlock()
}

// ask sends a command to the node and returns its answer.
func (n *clusterNode) ask(cmd string) string {
	n.mu.Lock()
	defer n.mu.Unlock()
	fmt.Fprintln(n.in, cmd)
	for n.out.Scan() {
		if s, ok := strings.CutPrefix(n.out.Text(), "CLUSTERNODE "); ok {
			return s
		}
	}
	return ""
}

// kill kills the node with SIGKILL.
func (n *clusterNode) kill() {
	n.cmd.Process.Kill()
	n.cmd.Wait()
	n.dead = true
}

func (n *clusterNode) signal(sig syscall.Signal) { n.cmd.Process.Signal(sig) }

// metric reads a counter or gauge of the node's /metrics (0 if absent).
func (n *clusterNode) metric(name string) float64 {
	resp, err := http.Get(n.metrics)
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			f, _ := strconv.ParseFloat(v, 64)
			return f
		}
	}
	return 0
}

// pick is a live node's URL drawn at random: the load balancer.
func (cl *cluster) pick() string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	for {
		n := cl.nodes[rand.IntN(len(cl.nodes))]
		if n != nil && !n.dead {
			return n.url
		}
	}
}

// pickOf is a live node's URL drawn at random among those of this build
// (other false) or of another (true).
func (cl *cluster) pickOf(other bool) string {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	for {
		i := rand.IntN(len(cl.nodes))
		if n := cl.nodes[i]; n != nil && !n.dead && (cl.rules[i] != "") == other {
			return n.url
		}
	}
}

// raceClaims asks every live node for each game at once (the table page,
// as a spectator), so that they race to claim those that are orphaned.
func (cl *cluster) raceClaims(ids []string) {
	var wg sync.WaitGroup
	for _, id := range ids {
		for _, n := range cl.nodes {
			if n == nil || n.dead {
				continue
			}
			wg.Go(func() {
				if resp, err := http.Get(n.url + "/g/" + id); err == nil {
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
			})
		}
	}
	wg.Wait()
}

// stopAll stops the nodes still running (gracefully: their input ends).
func (cl *cluster) stopAll() {
	for _, n := range cl.nodes {
		if n == nil || n.dead {
			continue
		}
		n.signal(syscall.SIGCONT)
		n.in.Close()
		done := make(chan struct{})
		go func() { n.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			n.cmd.Process.Kill()
			<-done
		}
	}
}

// tailLogs is the end of every node's log.
func (cl *cluster) tailLogs() string {
	var b strings.Builder
	files, _ := filepath.Glob(filepath.Join(cl.logs, "*.log"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		if len(data) > 3000 {
			data = data[len(data)-3000:]
		}
		fmt.Fprintf(&b, "--- %s\n%s\n", filepath.Base(f), data)
	}
	return b.String()
}

// logLines is the first n lines of the nodes' logs that name game id
// (warnings and errors first), each after its log's name.
func (cl *cluster) logLines(id string, n int) string {
	var first, rest []string
	files, _ := filepath.Glob(filepath.Join(cl.logs, "*.log"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for _, ln := range strings.Split(string(data), "\n") {
			if !strings.Contains(ln, id) {
				continue
			}
			ln = filepath.Base(f) + ": " + ln
			if strings.Contains(ln, "level=WARN") || strings.Contains(ln, "level=ERROR") {
				first = append(first, ln)
			} else {
				rest = append(rest, ln)
			}
		}
	}
	all := append(first, rest...)
	return strings.Join(all[:min(n, len(all))], "\n") + "\n"
}

// TestClusterNodeProcess is a node of TestCluster, in a process of its
// own: DATAFORT_CLUSTER_NODE_DB is the database's URL, and
// DATAFORT_CLUSTER_NODE_TTL the lease. It answers commands on standard
// input, a line each: "hello" (its URL, its metrics' URL and its node id)
// and "adopt ID EPOCH" (serve game ID, claimed for it at EPOCH by the
// test); the end of the input stops it as SIGTERM would.
func TestClusterNodeProcess(t *testing.T) {
	dbURL := os.Getenv("DATAFORT_CLUSTER_NODE_DB")
	if dbURL == "" {
		t.Skip("a node of TestCluster")
	}
	ttl, err := time.ParseDuration(os.Getenv("DATAFORT_CLUSTER_NODE_TTL"))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg := loadConfig()
	cfg.DataDir, cfg.DB, cfg.Dev, cfg.LeaseTTL = t.TempDir(), dbURL, true, ttl
	cfg.RecordKey = os.Getenv("DATAFORT_CLUSTER_NODE_KEY")
	cfg.otherRules = os.Getenv("DATAFORT_CLUSTER_NODE_RULES")
	// A seat playing against bots only has its one-answer questions
	// answered by default, and every answer of it is then held AutoPause
	// after its question (autoanswer.go): 1.5 s a choice would make a game
	// against the bot last minutes. A short pause keeps the hold exercised.
	cfg.AutoPause = clusterAutoPause
	if os.Getenv("DATAFORT_CLUSTER_NODE_RELAY") == "1" {
		cfg.NodeAddr = ln.Addr().String()
	}
	cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	if err := s.Resume(ctx); err != nil {
		t.Fatal(err)
	}
	mln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go s.ServeMetrics(ctx, mln)
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		switch {
		case len(f) == 1 && f[0] == "hello":
			fmt.Printf("CLUSTERNODE http://%s http://%s/metrics %s\n", ln.Addr(), mln.Addr(), s.NodeID())
		case len(f) == 3 && f[0] == "adopt":
			epoch, _ := strconv.ParseInt(f[2], 10, 64)
			s.adopt(ctx, f[1], epoch)
			fmt.Println("CLUSTERNODE ok")
		default:
			fmt.Println("CLUSTERNODE unknown command")
		}
	}
	cancel()
	<-served
	s.Close()
}

// clusterBrowser is a browser of TestCluster: its cookies, and the node
// it was sent to.
type clusterBrowser struct {
	base string
	jar  *cookiejar.Jar
	c    *http.Client
}

func newClusterBrowser(base string) *clusterBrowser {
	jar, _ := cookiejar.New(nil)
	return &clusterBrowser{base: base, jar: jar, c: &http.Client{Jar: jar, Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

func (b *clusterBrowser) post(t *testing.T, path string, form url.Values) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", b.base+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", b.base)
	resp, err := b.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, resp.Header.Get("Location")
}

func (b *clusterBrowser) create(t *testing.T, form url.Values) string {
	t.Helper()
	st, loc := b.post(t, "/games", form)
	if st != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") {
		t.Fatalf("create a game on %s: %d %q", b.base, st, loc)
	}
	return strings.TrimPrefix(loc, "/g/")
}

func (b *clusterBrowser) claim(t *testing.T, invite, id string) {
	t.Helper()
	if st, loc := b.post(t, "/i/"+invite, url.Values{"name": {"bob"}}); st != http.StatusSeeOther || loc != "/g/"+id {
		t.Fatalf("claim the invite of %s on %s: %d %q", id, b.base, st, loc)
	}
}

func (b *clusterBrowser) cookie(id, name string) string {
	u, _ := url.Parse(b.base + "/g/" + id)
	for _, c := range b.jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

// clusterAck is a choice a client had acknowledged.
type clusterAck struct {
	game           string
	seq            int
	decision       uint64
	seat           int
	option, number int
	at             time.Time
	latency        time.Duration
}

// clusterChoice is a choice sent and not yet acknowledged.
type clusterChoice struct {
	id             string
	decision       uint64
	option, number int
	kind           string
	sent           time.Time
}

// clusterClient plays one seat of a game through whichever node the load
// balancer (cluster.pick) sends it to, reconnecting on every bye or broken
// connection and re-sending its unacknowledged choice.
type clusterClient struct {
	cl      *cluster
	game    string
	token   string
	rng     *bot.Random
	seat    int
	since   int
	n       int
	pending *clusterChoice
	last    *clusterDecision // the seat's decision in the last view
	acks    []clusterAck
	over    bool
	errors  map[string]int

	reconnects, resent int
	trail              []string // the last events of its sessions, shown if its game does not finish

	takebacks int   // how many more takebacks the seat may ask for, at random
	tbGame    bool  // a game of takebacks: the seat asks for one when the test wants it too
	tbAsked   int   // how many it asked for
	tbN       int   // its takeback messages sent
	tbDone    []int // the seqs of the takebacks it was told of (takeback_done)
}

// note records an event of the client's sessions for the report of a game
// that does not finish.
func (c *clusterClient) note(format string, args ...any) {
	c.trail = append(c.trail, time.Now().Format("15:04:05.000")+" "+fmt.Sprintf(format, args...))
	if len(c.trail) > 12 {
		c.trail = c.trail[1:]
	}
}

type clusterDecision struct {
	ID    uint64 `json:"id"`
	Kind  string `json:"kind"`
	Min   int    `json:"min"`
	Max   int    `json:"max"`
	Count int    `json:"count"`
}

func (c *clusterClient) run(ctx context.Context) {
	for !c.over && ctx.Err() == nil {
		c.session(ctx, c.cl.pick())
		time.Sleep(time.Duration(20+rand.IntN(40)) * time.Millisecond)
	}
}

// send sends ch on ws.
func (c *clusterClient) send(ctx context.Context, ws *websocket.Conn, ch *clusterChoice) {
	m := map[string]any{"t": "choice", "id": ch.id, "decision": ch.decision}
	if ch.kind == "number" {
		m["number"] = ch.number
	} else {
		m["option"] = ch.option
	}
	b, _ := json.Marshal(m)
	wctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	ws.Write(wctx, websocket.MessageText, b)
	cancel()
}

// sendTakeback sends a takeback message m (a request or an answer) on ws,
// with a message id of its own ("tbN").
func (c *clusterClient) sendTakeback(ctx context.Context, ws *websocket.Conn, m map[string]any) {
	c.tbN++
	m["id"] = "tb" + strconv.Itoa(c.tbN)
	b, _ := json.Marshal(m)
	wctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	ws.Write(wctx, websocket.MessageText, b)
	cancel()
}

// think waits before an answer (10–50 ms), so that games last through
// the faults.
func (c *clusterClient) think() { time.Sleep(time.Duration(10+rand.IntN(41)) * time.Millisecond) }

// answer picks and sends an answer to the seat's last decision.
func (c *clusterClient) answer(ctx context.Context, ws *websocket.Conn) {
	d := c.last
	ed := engine.Decision{ID: d.ID, Kind: engine.Select, Min: d.Min, Max: d.Max}
	if d.Kind == "number" {
		ed.Kind = engine.Number
	} else {
		ed.Options = make([]engine.Option, d.Count)
	}
	ch := c.rng.Choose(ed)
	c.n++
	c.pending = &clusterChoice{id: "c" + strconv.Itoa(c.n), decision: d.ID, option: ch.Option, number: ch.Number, kind: d.Kind, sent: time.Now()}
	c.send(ctx, ws, c.pending)
}

// session is one connection to the node at base, until it ends.
func (c *clusterClient) session(ctx context.Context, base string) {
	dctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	ws, _, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(base, "http")+"/g/"+c.game+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {base}}})
	cancel()
	if err != nil {
		c.note("dial %s: %v", base, err)
		return
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 22)
	c.reconnects++
	hello, _ := json.Marshal(map[string]any{"t": "hello", "v": ProtocolVersion, "token": c.token, "since": c.since, "render": "json"})
	wctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	err = ws.Write(wctx, websocket.MessageText, hello)
	cancel()
	if err != nil {
		return
	}
	if c.pending != nil { // no ack for it: the same answer to the same decision again
		c.resent++
		c.send(ctx, ws, c.pending)
	}
	for {
		rctx, cancel := context.WithTimeout(ctx, 3*time.Second) // a stopped node is silent
		_, b, err := ws.Read(rctx)
		cancel()
		if err != nil {
			c.note("session to %s ended (pending %v, last %v): %v", base, c.pending != nil, c.last != nil, err)
			return
		}
		var m struct {
			T        string           `json:"t"`
			ID       string           `json:"id"`
			Code     string           `json:"code"`
			Seq      int              `json:"seq"`
			Status   string           `json:"status"`
			Decision *clusterDecision `json:"decision"`
			You      *struct {
				Seat int `json:"seat"`
			} `json:"you"`
			Log      []logOut       `json:"log"`
			Takeback *takebackState `json:"takeback"`
		}
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		switch m.T {
		case "welcome":
			if m.You != nil {
				c.seat = m.You.Seat
			}
		case "view":
			for _, ln := range m.Log {
				c.since = max(c.since, ln.Seq)
			}
			if m.Status == store.StatusOver {
				c.over = true
				return
			}
			c.last = m.Decision
			c.note("view from %s: since %d, decision %+v, pending %v, takeback %+v", base, c.since, c.last, c.pending != nil, m.Takeback)
			tb := m.Takeback
			switch {
			case tb != nil && tb.Ask != "":
				// The other player asks to take back: the test is told (it
				// may kill the holder now), and the consent sent 0–40 ms later.
				select {
				case c.cl.asks <- c.game:
				default:
				}
				time.Sleep(time.Duration(rand.IntN(41)) * time.Millisecond)
				c.sendTakeback(ctx, ws, map[string]any{"t": "takeback_answer", "on": true})
			case tb != nil && tb.Asked:
				// its own takeback awaits the other's answer: nothing played meanwhile
			case tb != nil && tb.Can && c.pending == nil && (c.takebacks > 0 && rand.IntN(4) == 0 || c.tbGame && c.cl.wantTakeback.CompareAndSwap(true, false)):
				c.takebacks--
				c.tbAsked++
				c.think()
				c.sendTakeback(ctx, ws, map[string]any{"t": "takeback"})
			case c.last != nil && c.pending == nil:
				c.think()
				c.answer(ctx, ws)
			}
		case "takeback_done":
			c.tbDone = append(c.tbDone, m.Seq)
			c.since = m.Seq // the log after it is sent again
			c.note("takeback back to seq %d", m.Seq)
		case "ack":
			if p := c.pending; p != nil && m.ID == p.id {
				c.acks = append(c.acks, clusterAck{game: c.game, seq: m.Seq, decision: p.decision, seat: c.seat, option: p.option, number: p.number, at: time.Now(), latency: time.Since(p.sent)})
				c.pending = nil
				if c.last != nil && c.last.ID != p.decision {
					c.think()
					c.answer(ctx, ws)
				}
			}
		case "error":
			if c.errors == nil {
				c.errors = map[string]int{}
			}
			c.errors[m.Code]++
			c.note("error %q for %q (pending %+v)", m.Code, m.ID, c.pending)
			if strings.HasPrefix(m.ID, "tb") { // a takeback refused: play on
				if m.Code == "moved" || m.Code == storageCode || m.Code == "other_build" {
					return
				}
				if c.last != nil && c.pending == nil {
					c.answer(ctx, ws)
				}
			}
			if p := c.pending; p != nil && m.ID == p.id {
				switch m.Code {
				case "busy", storageCode, "moved", "other_build":
					return // reconnect, and send it again
				}
				c.pending = nil // refused: counted, and the decision answered anew
				if c.last != nil {
					c.answer(ctx, ws)
				}
			}
		case "bye":
			c.note("bye from %s: %s", base, b)
			return
		}
	}
}
