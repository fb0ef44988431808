package server

import (
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// bucket is a token bucket: rate tokens per second up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

// take takes one token if there is one, refilling first; it returns how
// long to wait for the next token otherwise.
func (b *bucket) take(now time.Time, rate, burst float64) (bool, time.Duration) {
	if b.last.IsZero() {
		b.tokens = burst
	} else {
		b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*rate)
	}
	b.last = now
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / rate * float64(time.Second))
}

// ipLimiter is a token bucket per client address.
type ipLimiter struct {
	rate, burst float64
	mu          sync.Mutex
	m           map[string]*bucket
	swept       time.Time
}

func newIPLimiter(rate, burst float64) *ipLimiter {
	return &ipLimiter{rate: rate, burst: burst, m: map[string]*bucket{}}
}

// allow takes a token for ip.
func (l *ipLimiter) allow(ip string) (bool, time.Duration) {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute && len(l.m) > 1000 {
		for k, b := range l.m { // forget full buckets
			if now.Sub(b.last).Seconds()*l.rate > l.burst {
				delete(l.m, k)
			}
		}
		l.swept = now
	}
	b := l.m[ip]
	if b == nil {
		b = &bucket{}
		l.m[ip] = b
	}
	return b.take(now, l.rate, l.burst)
}

// metrics are the server's Prometheus metrics.
type metrics struct {
	choices    *prometheus.CounterVec
	rejected   *prometheus.CounterVec
	apply      prometheus.Histogram
	commit     prometheus.Histogram
	txn        prometheus.Histogram
	batch      prometheus.Histogram
	loads      prometheus.Counter
	diverged   prometheus.Counter
	conns      prometheus.Gauge
	live       prometheus.Gauge
	rateLimits *prometheus.CounterVec
	botThink   *prometheus.HistogramVec

	// A node's (nodes.go).
	owned     prometheus.Gauge
	claims    prometheus.Counter
	takeovers prometheus.Counter
	releases  prometheus.Counter
	fenced    prometheus.Counter
	leaseLost prometheus.Counter
	relays    prometheus.Counter
}

func newMetrics(reg *prometheus.Registry) *metrics {
	buckets := []float64{.0001, .00025, .0005, .001, .002, .003, .005, .0075, .01, .015, .02, .03, .05, .075, .1, .25, .5, 1, 2.5}
	m := &metrics{
		choices:    prometheus.NewCounterVec(prometheus.CounterOpts{Name: "datafort_choices_total", Help: "Choices committed, by source."}, []string{"source"}),
		rejected:   prometheus.NewCounterVec(prometheus.CounterOpts{Name: "datafort_choices_rejected_total", Help: "Choices rejected, by error code."}, []string{"code"}),
		apply:      prometheus.NewHistogram(prometheus.HistogramOpts{Name: "datafort_choice_seconds", Help: "Time from receiving a choice to its acknowledgement (apply, hash, commit).", Buckets: buckets}),
		commit:     prometheus.NewHistogram(prometheus.HistogramOpts{Name: "datafort_commit_seconds", Help: "Time to commit an append: waiting for the store's writer, then its transaction.", Buckets: buckets}),
		txn:        prometheus.NewHistogram(prometheus.HistogramOpts{Name: "datafort_store_transaction_seconds", Help: "Time of one group-commit transaction of the store, from its begin to its durable commit.", Buckets: buckets}),
		batch:      prometheus.NewHistogram(prometheus.HistogramOpts{Name: "datafort_store_batch_writes", Help: "Writes committed together in one transaction.", Buckets: []float64{1, 2, 4, 8, 16, 32, 64, 128, 256}}),
		loads:      prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_game_loads_total", Help: "Games loaded by replaying their record."}),
		diverged:   prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_replay_divergence_total", Help: "Games whose record did not replay under this build."}),
		conns:      prometheus.NewGauge(prometheus.GaugeOpts{Name: "datafort_connections", Help: "Open WebSocket connections."}),
		live:       prometheus.NewGauge(prometheus.GaugeOpts{Name: "datafort_live_games", Help: "Games held in memory."}),
		rateLimits: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "datafort_rate_limited_total", Help: "Requests refused by a rate limit, by kind."}, []string{"kind"}),
		botThink:   prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "datafort_bot_choice_seconds", Help: "Wall time a bot takes to answer one decision, by bot.", Buckets: buckets}, []string{"bot"}),
		owned:      prometheus.NewGauge(prometheus.GaugeOpts{Name: "datafort_games_owned", Help: "Games this node holds (claimed, at its epoch); 0 on SQLite."}),
		claims:     prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_claims_total", Help: "Games this node claimed (takeovers included)."}),
		takeovers:  prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_takeovers_total", Help: "Games this node claimed from another node whose lease had lapsed (or by the orphaned bot games' sweep)."}),
		releases:   prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_releases_total", Help: "Games this node released (idle, draining, stopping)."}),
		fenced:     prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_fenced_total", Help: "Saves refused because another node held the game (stale writes rejected); the game was dropped here."}),
		leaseLost:  prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_lease_lost_total", Help: "Times this node lost its lease and dropped every game."}),
		relays:     prometheus.NewCounter(prometheus.CounterOpts{Name: "datafort_relays_total", Help: "WebSockets this node relayed to the node holding their game."}),
	}
	reg.MustRegister(m.choices, m.rejected, m.apply, m.commit, m.txn, m.batch, m.loads, m.diverged, m.conns, m.live, m.rateLimits, m.botThink,
		m.owned, m.claims, m.takeovers, m.releases, m.fenced, m.leaseLost, m.relays)
	return m
}
