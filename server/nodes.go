package server

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"net"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// Nodes (issue 28; ARCHITECTURE.md "Nodes: one database, several
// servers"). A server on PostgreSQL is one node of any number sharing the
// database. It registers a nodes row under an id of its own (new at every
// start, and after a lost lease) with a lease kept on the database's
// clock, renewed every LeaseTTL/5. Its own deadline is kept on its
// monotonic clock, read before each renewal, less a margin: past it, or
// when a renewal finds the lease gone, the node drops every game it holds,
// tells their connections to reconnect (bye "moved") and registers anew.
//
// A node serves a game only after claiming it (store.Claim: the epoch,
// the fencing token, raised by one), and saves its choices with
// store.AppendFenced under that epoch, so that a node that lost the game
// writes nothing: it then drops the game and tells its clients to
// reconnect. A request for a game held by another live node gets a
// read-only view, and its WebSocket is told to reconnect (to any node: the
// load balancer's choice). A game whose holder's lease lapsed is claimed by
// the first node asked for it, which replays the record with hash checks
// after the claim commits, so that it sees every save of the old holder;
// a sweeper claims the orphaned games in which a bot must move
// (store.ClaimOrphanedBotGames). Idle unloading and draining release
// games. A node claims only games its build can play: their stored rules
// (engine.Rules: version, encoding, card definitions) must be its own.
//
// On SQLite the server is the only one: it neither registers nor claims,
// its games stay at epoch 0 and it saves with store.AnyEpoch.

// DefaultLeaseTTL is a node's lease when Config.LeaseTTL is zero.
const DefaultLeaseTTL = 10 * time.Second

// sweepLimit is the most orphaned bot games a sweep claims.
const sweepLimit = 50

// nodeState is the node's identity and lease. mu guards it.
type nodeState struct {
	on    bool          // the store is shared (PostgreSQL): the server is a node
	ttl   time.Duration // the lease
	rules string        // the rules versions this build plays, as the nodes row advertises them

	mu         sync.Mutex
	id         string    // this node's id in the nodes row
	registered bool      // the row exists (a registration may have failed)
	deadline   time.Time // the lease as this node counts it (monotonic), less a margin
	skip       []string  // games the sweeper leaves alone: made under another build
	loading    map[string]*loadCall
	peers      map[string]bool // the other nodes' addresses (addrKey), from their rows

	stop    chan struct{} // closed to stop the lease loop
	stopped chan struct{} // closed when it has stopped
	halt    sync.Once
}

// loadCall is a claim and load of one game in flight, shared by the
// requests for it that come meanwhile.
type loadCall struct {
	done chan struct{}
	l    *live
	err  error
}

// newNodeID returns a fresh node id.
func newNodeID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return "n" + hex.EncodeToString(b)
}

// buildRules names the rules this build plays: for each registered
// ruleset, its rules versions and state encoding (a game made under
// another is not claimed; see canPlay). A ruleset's version may name a
// table option's value (NSG's rules mode), so each value of each of its
// table options (engine.TableOptions) is tried, one at a time, beside its
// default setup; each version is named once.
func (s *Server) buildRules() string {
	var out []string
	for _, name := range engine.Rulesets() {
		rs, err := engine.Lookup(name)
		if err != nil {
			continue
		}
		setups := []engine.Setup{{Seed: 1}}
		if to, ok := rs.(engine.TableOptions); ok {
			for _, o := range to.TableOptions() {
				for _, v := range o.Values {
					if v != "" && v != o.Default {
						setups = append(setups, engine.Setup{Seed: 1, Options: map[string]string{o.Name: v}})
					}
				}
			}
		}
		for _, setup := range setups {
			g, err := rs.New(setup)
			if err != nil {
				continue
			}
			if r, ok := s.fingerprint(g); ok && !slices.Contains(out, name+"="+r.Version+"/"+r.Encoding) {
				out = append(out, name+"="+r.Version+"/"+r.Encoding)
			}
		}
	}
	return strings.Join(out, ",")
}

// fingerprint returns the rules this build plays game g under, and
// whether g can say (engine.Fingerprinter).
func (s *Server) fingerprint(g engine.Game) (engine.Rules, bool) {
	fp, ok := g.(engine.Fingerprinter)
	if !ok {
		return engine.Rules{}, false
	}
	return s.ownRules(fp.Fingerprint()), true
}

// ownRules is r, the rules of a game of this build, as this build names
// them: with Config.otherRules, a test's node of another build, appended
// to the version.
func (s *Server) ownRules(r engine.Rules) engine.Rules {
	if r.Version != "" {
		r.Version += s.cfg.otherRules
	}
	return r
}

// startNode registers the node and starts its lease loop, when the store
// is PostgreSQL's.
func (s *Server) startNode() error {
	n := &s.node
	n.loading = map[string]*loadCall{}
	if s.store.Backend() != store.BackendPostgres {
		return nil
	}
	n.on = true
	n.ttl = s.cfg.LeaseTTL
	if n.ttl <= 0 {
		n.ttl = DefaultLeaseTTL
	}
	n.rules = s.buildRules()
	n.stop, n.stopped = make(chan struct{}), make(chan struct{})
	n.id = newNodeID()
	if err := s.register(); err != nil {
		return fmt.Errorf("register the node: %w", err)
	}
	s.log.Info("node registered", "node", n.id, "lease", n.ttl, "rules", n.rules)
	go s.leaseLoop()
	return nil
}

// register adds the node's row under its id, with a lease from now.
func (s *Server) register() error {
	n := &s.node
	n.mu.Lock()
	id := n.id
	n.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), n.ttl/2)
	defer cancel()
	t0 := time.Now()
	if err := s.store.RegisterNode(ctx, store.Node{ID: id, Addr: s.nodeAddr(), Rules: n.rules}, n.ttl); err != nil {
		return err
	}
	n.mu.Lock()
	if n.id == id {
		n.registered, n.deadline = true, t0.Add(n.ttl-n.margin())
	}
	n.mu.Unlock()
	return nil
}

// margin is what the node takes off its lease, against a difference of
// rate between its clock and the database's, and the time a save takes
// to land.
func (n *nodeState) margin() time.Duration { return n.ttl / 5 }

// nodeAddr is the address the node advertises, where the other nodes
// relay to it (Config.NodeAddr).
func (s *Server) nodeAddr() string { return s.cfg.NodeAddr }

// leased returns the node's id and whether its lease runs: a node may
// claim and save only then. On SQLite it is ("", true).
func (s *Server) leased() (string, bool) {
	n := &s.node
	if !n.on {
		return "", true
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.id, n.registered && time.Now().Before(n.deadline)
}

// leaseLoop renews the lease every ttl/5 and sweeps for orphaned bot
// games (and, when draining, releases idle games) every other tick, until
// stopNode.
func (s *Server) leaseLoop() {
	n := &s.node
	defer close(n.stopped)
	t := time.NewTicker(n.ttl / 5)
	defer t.Stop()
	for i := 0; ; i++ {
		select {
		case <-n.stop:
			return
		case <-t.C:
		}
		s.renew()
		if i%10 == 0 {
			s.refreshPeers()
		}
		if i%2 == 1 {
			s.sweep(context.Background())
			if s.drainingNew() {
				s.unloadIdleAfter(time.Now(), 0)
			}
		}
	}
}

// renew renews the lease; a lease found gone, or past the node's deadline
// without a renewal, is lost (loseLease). An unregistered node registers.
func (s *Server) renew() {
	n := &s.node
	n.mu.Lock()
	id, registered, deadline := n.id, n.registered, n.deadline
	n.mu.Unlock()
	if !registered {
		if err := s.register(); err != nil {
			s.log.Error("node registration failed", "node", id, "err", err)
		} else {
			s.log.Info("node registered", "node", id)
		}
		return
	}
	t0 := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), n.ttl/3)
	err := s.store.RenewLease(ctx, id, n.ttl)
	cancel()
	switch {
	case err == nil && t0.Before(deadline.Add(n.margin())):
		n.mu.Lock()
		if n.id == id {
			n.deadline = t0.Add(n.ttl - n.margin())
		}
		n.mu.Unlock()
	case err == nil:
		// Renewed, but the node was away past its own deadline (stopped,
		// starved): it has dropped nothing yet, and its games may have been
		// claimed. Start afresh.
		s.loseLease(id, "the node was away past its lease")
	case errors.Is(err, store.ErrLeaseLost):
		s.loseLease(id, "the lease was found expired")
	case !time.Now().Before(deadline):
		s.loseLease(id, "the lease could not be renewed in time: "+err.Error())
	default:
		s.log.Warn("lease renewal failed; retrying", "node", id, "err", err)
	}
}

// loseLease drops every game the node holds, telling their connections to
// reconnect, and takes a new id, registered at once if it can be (else at
// the next tick).
func (s *Server) loseLease(id, why string) {
	n := &s.node
	s.metrics.leaseLost.Inc()
	n.mu.Lock()
	if n.id != id {
		n.mu.Unlock()
		return
	}
	n.id, n.registered = newNodeID(), false
	newID := n.id
	n.mu.Unlock()
	s.mu.Lock()
	games := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		games = append(games, l)
	}
	s.games = map[string]*live{}
	s.countGames()
	s.mu.Unlock()
	s.log.Error("node lease lost: its games are dropped and their clients told to reconnect", "node", id, "why", why, "games", len(games), "new_node", newID)
	for _, l := range games {
		l.mu.Lock()
		l.moveAway()
		l.unlock()
	}
	ctx, cancel := context.WithTimeout(context.Background(), n.ttl/3)
	s.store.DropNode(ctx, id) // its games are claimable at once (or it has expired already)
	cancel()
	if err := s.register(); err != nil {
		s.log.Error("node registration failed; retrying", "node", newID, "err", err)
	}
}

// stopNode stops the lease loop (Close, and tests that stop a node hard).
func (s *Server) stopNode() {
	n := &s.node
	if !n.on {
		return
	}
	n.halt.Do(func() {
		close(n.stop)
		<-n.stopped
	})
}

// countGames sets the gauges of games held and owned. s.mu is held.
func (s *Server) countGames() {
	s.metrics.live.Set(float64(len(s.games)))
	owned := 0
	for _, l := range s.games {
		if l.epoch > 0 {
			owned++
		}
	}
	s.metrics.owned.Set(float64(owned))
}

// moveAway drops a game the node no longer holds (a fenced save, a lost
// lease): it refuses every choice from now on (code "moved"), its
// connections are told to reconnect (bye "moved", close 1012), which the
// page and the programs do, to the node that holds it now, and it leaves
// the server's games. l.mu is held.
func (l *live) moveAway() {
	if l.moved {
		return
	}
	l.moved = true
	for c := range l.conns {
		c.sendJSON(byeMsg{T: "bye", Reason: "moved", Reconnect: true})
		c.close(websocket.StatusServiceRestart, "moved")
	}
	s := l.s
	go func() { // s.mu is not taken under l.mu
		s.mu.Lock()
		if s.games[l.id] == l {
			delete(s.games, l.id)
			s.countGames()
		}
		s.mu.Unlock()
	}()
}

// fenced handles a save refused because the game is no longer at the
// node's epoch: another node holds it. l.mu is held.
func (l *live) fenced(err error) {
	l.s.metrics.fenced.Inc()
	l.s.log.Warn("save refused: another node holds the game; dropping it", "game", l.id, "epoch", l.epoch, "err", err)
	l.moveAway()
}

// movedError is the error of a choice made on a game the node does not
// hold.
var movedError = &codedError{"moved", "this game is served by another server now; reconnect"}

// claimGame is game on a node: the game is claimed (unless held by
// another live node, made under another build, over, or the node may not
// take games: then a read-only copy is returned, not kept) and loaded.
// Concurrent requests for one game share one claim.
func (s *Server) claimGame(ctx context.Context, id string) (*live, error) {
	n := &s.node
	s.mu.Lock()
	if l, ok := s.games[id]; ok {
		s.mu.Unlock()
		return l, nil
	}
	if c, ok := n.loading[id]; ok {
		s.mu.Unlock()
		<-c.done
		return c.l, c.err
	}
	c := &loadCall{done: make(chan struct{})}
	n.loading[id] = c
	s.mu.Unlock()
	c.l, c.err = s.claimLoad(context.WithoutCancel(ctx), id)
	s.mu.Lock()
	delete(n.loading, id)
	if c.err == nil && c.l.epoch > 0 {
		s.games[id] = c.l
		s.countGames()
	}
	s.mu.Unlock()
	close(c.done)
	if c.err == nil && c.l.epoch > 0 {
		c.l.mu.Lock()
		c.l.kickBots()
		c.l.unlock()
	}
	return c.l, c.err
}

// claimLoad claims game id and loads it, or loads a read-only copy (see
// claimGame).
func (s *Server) claimLoad(ctx context.Context, id string) (*live, error) {
	for try := 0; ; try++ {
		row, err := s.store.Game(ctx, id)
		if err != nil {
			return nil, s.loadFailed(id, err)
		}
		me, ok := s.leased()
		switch {
		case row.Status != store.StatusOpen && row.Status != store.StatusActive, !s.canPlay(row):
			// Over or diverged, nothing to write: any node shows it. Made
			// under another build: shown read-only with the build it needs
			// (load), and left for a node of that build to claim.
			return s.readOnly(ctx, id, "")
		case !ok:
			return s.readOnly(ctx, id, "this server has no lease")
		case s.drainingNew() && row.Owner != me:
			return s.readOnly(ctx, id, "this server is draining")
		}
		epoch, err := s.store.Claim(ctx, id, me, row.Epoch)
		var held *store.HeldError
		switch {
		case errors.As(err, &held):
			return s.readOnly(ctx, id, "held by node "+held.Owner)
		case errors.Is(err, store.ErrFenced) && try < 3:
			continue // claimed or released meanwhile: read it again
		case err != nil:
			return nil, s.loadFailed(id, err)
		}
		if row.Owner != "" && row.Owner != me {
			s.metrics.takeovers.Inc()
			s.log.Info("game taken over", "game", id, "from", row.Owner, "epoch", epoch)
		}
		s.metrics.claims.Inc()
		l, err := s.load(ctx, id)
		if err != nil {
			s.release(id, epoch)
			return nil, s.loadFailed(id, err)
		}
		l.epoch = epoch
		return l, nil
	}
}

// readOnly loads a copy of game id that is not kept and not played: why
// says who holds it, if another node does ("" for a game that is over).
func (s *Server) readOnly(ctx context.Context, id, why string) (*live, error) {
	l, err := s.loadAs(ctx, id, true)
	if err != nil {
		return nil, s.loadFailed(id, err)
	}
	l.away = why
	return l, nil
}

// canPlay reports whether this build plays game row: its setup builds and
// its stored rules are this build's (version, encoding, cards).
func (s *Server) canPlay(row *store.Game) bool {
	rs, err := engine.Lookup(row.Ruleset)
	if err != nil {
		return false
	}
	g, err := rs.New(row.Setup)
	if err != nil {
		return false
	}
	if have, ok := s.fingerprint(g); ok {
		return row.Rules.Compare(have) == nil
	}
	return true
}

// release gives up game id held at epoch (idle, draining, stopping); a
// game another node holds already is not an error.
func (s *Server) release(id string, epoch int64) {
	if !s.node.on || epoch <= 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.node.ttl/2)
	defer cancel()
	if err := s.store.Release(ctx, id, epoch); err != nil && !errors.Is(err, store.ErrFenced) {
		s.log.Warn("release failed", "game", id, "epoch", epoch, "err", err)
		return
	}
	s.metrics.releases.Inc()
}

// sweep claims orphaned games in which a bot must move, and loads them so
// that their bots move. A game this build cannot play is released at once
// and left alone from then on.
func (s *Server) sweep(ctx context.Context) int {
	me, ok := s.leased()
	if !s.node.on || !ok || s.drainingNew() || s.closing() {
		return 0
	}
	n := &s.node
	n.mu.Lock()
	skip := slices.Clone(n.skip)
	n.mu.Unlock()
	cctx, cancel := context.WithTimeout(ctx, n.ttl/2)
	claimed, refused, err := s.store.ClaimOrphanedBotGames(cctx, me, sweepLimit, s.canPlay, skip...)
	cancel()
	if err != nil {
		s.log.Warn("sweep for orphaned bot games failed", "err", err)
		return 0
	}
	s.skipGames(refused...)
	for _, c := range claimed {
		s.metrics.claims.Inc()
		s.metrics.takeovers.Inc()
		s.adopt(ctx, c.ID, c.Epoch)
	}
	if len(claimed) > 0 {
		s.log.Info("orphaned bot games claimed", "games", len(claimed))
	}
	return len(claimed)
}

// adopt loads game id, which the node has claimed at epoch, and serves it
// (its bots move). A game this build cannot play is released at once and
// left alone by later sweeps. It shares claimGame's loads in flight: a
// request that claims the game on this node meanwhile waits for it, and a
// game this node holds already at that epoch or a later one (a request
// claimed it first) is left as it is, so that the game is never loaded
// twice here at once (a load that saw the other copy save between its
// reads of the row and of the log would mark the game diverged).
func (s *Server) adopt(ctx context.Context, id string, epoch int64) {
	n := &s.node
	s.mu.Lock()
	for {
		c, ok := n.loading[id]
		if !ok {
			break
		}
		s.mu.Unlock()
		<-c.done
		s.mu.Lock()
	}
	if l, ok := s.games[id]; ok && l.epoch >= epoch {
		s.mu.Unlock()
		return
	}
	c := &loadCall{done: make(chan struct{})}
	n.loading[id] = c
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(n.loading, id)
		s.mu.Unlock()
		close(c.done)
	}()
	l, err := s.load(ctx, id)
	if err != nil {
		s.log.Error("claimed game not loaded; released", "game", id, "err", err)
		c.err = s.loadFailed(id, err)
		s.release(id, epoch)
		return
	}
	c.l = l // for a request that waited on this load
	if l.build != "" || l.diverged != "" {
		s.skipGames(id)
		s.release(id, epoch)
		return
	}
	l.epoch = epoch
	s.mu.Lock()
	old := s.games[id]
	s.games[id] = l
	s.countGames()
	s.mu.Unlock()
	if old != nil { // held here under an older epoch: that copy is stale now (l.mu is not taken under s.mu)
		old.mu.Lock()
		old.moveAway()
		old.unlock()
	}
	l.mu.Lock()
	l.kickBots()
	l.unlock()
}

// skipGames adds ids to the games the sweeper leaves alone (made under
// another build, or diverged), up to 1,000 of them.
func (s *Server) skipGames(ids ...string) {
	n := &s.node
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, id := range ids {
		if len(n.skip) < 1000 && !slices.Contains(n.skip, id) {
			n.skip = append(n.skip, id)
		}
	}
}

// closing reports whether the server shuts down.
func (s *Server) closing() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.draining
}

// Drain stops the node taking games: no game is created or claimed here
// from now on, /readyz answers 503 (so that the load balancer sends the
// players elsewhere), and the games it holds are released as they go idle
// (no connection, no bot at work), for other nodes to claim. The serve
// flag --drain starts a node draining; SIGUSR1 drains a running one.
func (s *Server) Drain() {
	if s.drainNew.CompareAndSwap(false, true) {
		s.log.Info("draining: no new games; games are released as they go idle")
	}
}

// drainingNew reports whether Drain was called.
func (s *Server) drainingNew() bool { return s.drainNew.Load() }

// leaveCluster releases every game the node holds and removes its row
// (Close): other nodes claim them at once, with no wait for the lease.
func (s *Server) leaveCluster() {
	if !s.node.on {
		return
	}
	s.stopNode()
	s.mu.Lock()
	games := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		games = append(games, l)
	}
	s.mu.Unlock()
	for _, l := range games {
		l.mu.Lock()
		epoch, moved := l.epoch, l.moved
		l.moved = true
		l.unlock()
		if !moved {
			s.release(l.id, epoch)
		}
	}
	n := &s.node
	n.mu.Lock()
	id := n.id
	n.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), n.ttl/2)
	defer cancel()
	if err := s.store.DropNode(ctx, id); err != nil {
		s.log.Warn("node row not removed", "node", id, "err", err)
	}
}

// NodeID returns the node's id ("" on SQLite, where the server is alone).
func (s *Server) NodeID() string {
	id, _ := s.leased()
	return id
}

// leaseStatus says, for /readyz, whether the node's lease runs and its
// id; ok on SQLite.
func (s *Server) leaseStatus() (string, bool) {
	n := &s.node
	if !n.on {
		return "", true
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	left := time.Until(n.deadline)
	if !n.registered || left <= 0 {
		return fmt.Sprintf("node %s has no lease", n.id), false
	}
	return fmt.Sprintf("node %s, lease %.1fs left", n.id, left.Seconds()), true
}

// Relaying. A WebSocket of a game another live node holds is relayed to
// that node (httputil.ReverseProxy: it proxies the upgrade and then copies
// bytes both ways, never reading a view), so that any node accepts any
// seat or spectator. The relayed request carries relayHeader: the client's
// address, a time and an HMAC of both under a key derived from the record
// key (which the nodes share: --record-key), so that the holder limits the
// client by its own address, and a relayed request is never relayed again.
// A header that does not verify is removed (a client cannot forge an
// address). A node that cannot reach the holder answers 503.

// relayHeader carries a relayed request's client address.
const relayHeader = "X-Datafort-Relay"

// relayWindow is how long a relay header is accepted after it was made.
const relayWindow = 30 * time.Second

// relayKey is the HMAC key of relay headers, derived from the record key.
func (s *Server) relayKey() []byte {
	h := sha256.New()
	h.Write([]byte("datafort relay v1\x00"))
	h.Write(s.recordKey.Seed())
	return h.Sum(nil)
}

// relaySign is the relay header of a request from client address ip.
func (s *Server) relaySign(ip string, now time.Time) string {
	msg := ip + "|" + strconv.FormatInt(now.UnixMilli(), 10)
	m := hmac.New(sha256.New, s.relayKey())
	m.Write([]byte(msg))
	return msg + "|" + hex.EncodeToString(m.Sum(nil))
}

// relayVerify returns the client address of a relay header, if it
// verifies and is recent.
func (s *Server) relayVerify(v string, now time.Time) (string, bool) {
	i := strings.LastIndexByte(v, '|')
	if i < 0 {
		return "", false
	}
	msg, sum := v[:i], v[i+1:]
	want, err := hex.DecodeString(sum)
	if err != nil {
		return "", false
	}
	m := hmac.New(sha256.New, s.relayKey())
	m.Write([]byte(msg))
	if !hmac.Equal(m.Sum(nil), want) {
		return "", false
	}
	ip, at, ok := strings.Cut(msg, "|")
	ms, err := strconv.ParseInt(at, 10, 64)
	if !ok || err != nil || ip == "" {
		return "", false
	}
	if d := now.Sub(time.UnixMilli(ms)); d > relayWindow || d < -relayWindow {
		return "", false
	}
	return ip, true
}

// relayed takes a request's relay header: a verified one makes the
// request's address the client's (RemoteAddr, which clientIP reads) and
// reports true; any other is removed.
func (s *Server) relayed(r *http.Request) bool {
	v := r.Header.Get(relayHeader)
	if v == "" {
		return false
	}
	ip, ok := s.relayVerify(v, time.Now())
	if !ok || !s.node.on {
		r.Header.Del(relayHeader)
		return false
	}
	r.RemoteAddr = net.JoinHostPort(ip, "0")
	return true
}

// relayWS relays a WebSocket request of game id (or of the spectator link
// watch) to the node that holds the game, if another live node does, and
// reports whether it did. It never relays a relayed request.
func (s *Server) relayWS(w http.ResponseWriter, r *http.Request, id, watch string) bool {
	if !s.node.on || r.Header.Get(relayHeader) != "" {
		return false
	}
	ctx := r.Context()
	if watch != "" {
		if !validToken(watch) {
			return false
		}
		gid, err := s.store.GameByWatch(ctx, hashToken(watch))
		if err != nil {
			return false
		}
		id = gid
	}
	return s.relayTo(w, r, id, true, false)
}

// relayInvites relays the claim of an invitation (POST /i/{token}) to the
// node that holds its game, so that the holder's game learns that the
// seat is taken (its name, the game no longer open) as on one server; and
// the request of a rematch of a game that is over (POST /g/{id}/rematch)
// to the node that still holds it, whose game keeps the rematch offered
// (one rematch, whoever asks on whichever node) and pushes it to the
// players' tables connected there.
func (s *Server) relayInvites(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && s.node.on && r.Header.Get(relayHeader) == "" {
			if token, ok := strings.CutPrefix(r.URL.Path, "/i/"); ok && validToken(token) {
				if id, _, err := s.store.Invite(r.Context(), hashToken(token)); err == nil && s.relayTo(w, r, id, false, false) {
					return
				}
			}
			if rest, ok := strings.CutPrefix(r.URL.Path, "/g/"); ok {
				if id, ok := strings.CutSuffix(rest, "/rematch"); ok && s.relayTo(w, r, id, false, true) {
					return
				}
			}
		}
		h.ServeHTTP(w, r)
	})
}

// relayTo relays request r of game id to the node that holds it, if
// another live node does, and reports whether it did; ws says r is a
// WebSocket's; over says a game that is over is relayed too (a rematch).
// A game no live node holds and this build cannot play (made
// under other rules: a rolling deploy) is relayed to a live node whose
// build advertises its rules, which claims it (nodeOfBuild).
func (s *Server) relayTo(w http.ResponseWriter, r *http.Request, id string, ws, over bool) bool {
	ctx := r.Context()
	if !validID(id) {
		return false
	}
	s.mu.Lock()
	_, here := s.games[id]
	s.mu.Unlock()
	if here {
		return false
	}
	row, err := s.store.Game(ctx, id)
	me, _ := s.leased()
	if err != nil || row.Owner != "" && row.Owner == me ||
		(row.Status != store.StatusOpen && row.Status != store.StatusActive && !(over && row.Status == store.StatusOver)) {
		return false
	}
	playable := -1 // s.canPlay(row) once asked: 1 or 0
	canPlay := func() bool {
		if playable < 0 {
			playable = 0
			if s.canPlay(row) {
				playable = 1
			}
		}
		return playable == 1
	}
	if row.Owner == "" && canPlay() {
		return false // no holder: claim it here
	}
	nodes, err := s.store.Nodes(ctx)
	if err != nil {
		return false
	}
	to, addr := row.Owner, ""
	for _, n := range nodes {
		if row.Owner != "" && n.ID == row.Owner {
			addr = n.Addr
		}
	}
	if addr == "" && !canPlay() {
		to, addr = nodeOfBuild(nodes, row, me)
	}
	if addr == "" {
		return false // its holder is gone: claim it here (or, of another build, show it read-only)
	}
	if ws {
		// The server's deadlines would end the relayed connection: it is a
		// WebSocket's now, which pings keep alive.
		rc := http.NewResponseController(w)
		rc.SetReadDeadline(time.Time{})
		rc.SetWriteDeadline(time.Time{})
	}
	client := clientIP(r)
	p := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(&url.URL{Scheme: "http", Host: addr})
			pr.Out.Host = pr.In.Host // the Origin check and the seat cookie's path are the client's
			pr.Out.Header.Set(relayHeader, s.relaySign(client, time.Now()))
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			s.log.Warn("relay to the game's node failed", "game", id, "node", to, "addr", addr, "err", err)
			w.Header().Set("Retry-After", "1")
			http.Error(w, "the game's server cannot be reached; try again", http.StatusServiceUnavailable)
		},
	}
	s.metrics.relays.Inc()
	p.ServeHTTP(w, r)
	return true
}

// nodeOfBuild is the id and address of a live node other than me whose
// build advertises the rules version and state encoding game row was made
// under (the nodes row's rules, buildRules), or "" if none; of several, the
// game's id chooses one, so that the requests of one game go to one node.
func nodeOfBuild(nodes []store.Node, row *store.Game, me string) (id, addr string) {
	want := row.Ruleset + "=" + row.Rules.Version + "/" + row.Rules.Encoding
	var fit []store.Node
	for _, n := range nodes {
		if n.ID != me && n.Addr != "" && slices.Contains(strings.Split(n.Rules, ","), want) {
			fit = append(fit, n)
		}
	}
	if len(fit) == 0 {
		return "", ""
	}
	h := fnv.New32a()
	h.Write([]byte(row.ID))
	n := fit[h.Sum32()%uint32(len(fit))]
	return n.ID, n.Addr
}

// refreshPeers reads the other nodes' addresses, whose connections (the
// WebSockets they relay here) the per-address cap does not count.
func (s *Server) refreshPeers() {
	ctx, cancel := context.WithTimeout(context.Background(), s.node.ttl/2)
	defer cancel()
	nodes, err := s.store.Nodes(ctx)
	if err != nil {
		return
	}
	me, _ := s.leased()
	peers := map[string]bool{}
	for _, n := range nodes {
		host, _, err := net.SplitHostPort(n.Addr)
		if err != nil || n.ID == me {
			continue
		}
		if _, err := netip.ParseAddr(host); err == nil {
			peers[addrKey(host)] = true
		}
	}
	s.node.mu.Lock()
	s.node.peers = peers
	s.node.mu.Unlock()
}

// isPeer reports whether key (addrKey) is another node's address.
func (s *Server) isPeer(key string) bool {
	if !s.node.on {
		return false
	}
	s.node.mu.Lock()
	defer s.node.mu.Unlock()
	return s.node.peers[key]
}
