package server

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// /readyz's write is coalesced, since anyone may ask for /readyz: at most one
// heartbeat write is made every Limits.ReadyEvery (the serve flag
// --ready-every, 1 s by default). A caller within that time of the last
// successful write is answered with its result, unless a storage error has
// been counted since (then the next caller writes again); callers while a
// write is in flight wait for it and share its result. A failed write is
// never reused: the next caller writes again, so /readyz turns ready as soon
// as the storage recovers.

// readyWrites is the state of the coalesced write. mu guards it.
type readyWrites struct {
	mu     sync.Mutex
	ok     time.Time    // when the last successful write ended; zero after a failure
	fails  uint64       // the storage errors counted when that write began
	flight *readyFlight // the write in flight, or nil
	writes uint64       // writes made (for tests)
}

// readyFlight is one heartbeat write; err is set before done is closed.
type readyFlight struct {
	done chan struct{}
	err  error
}

// readyWrite returns the result of a durable heartbeat write made for this
// call, or shared with it as above. It gives up waiting when ctx ends
// (counted and logged as a failed heartbeat); the write itself goes on, as
// the store never abandons a queued write.
func (s *Server) readyWrite(ctx context.Context) error {
	r := &s.ready
	r.mu.Lock()
	if r.flight == nil && !r.ok.IsZero() && time.Since(r.ok) < s.limits.ReadyEvery && s.store.failures.Load() == r.fails {
		r.mu.Unlock()
		return nil
	}
	f := r.flight
	if f == nil {
		f = &readyFlight{done: make(chan struct{})}
		r.flight = f
		r.writes++
		fails := s.store.failures.Load()
		go func() {
			err := s.store.Heartbeat(context.WithoutCancel(ctx))
			r.mu.Lock()
			r.flight = nil
			r.ok, r.fails = time.Time{}, fails
			if err == nil {
				r.ok = time.Now()
			}
			r.mu.Unlock()
			f.err = err
			close(f.done)
		}()
	}
	r.mu.Unlock()
	select {
	case <-f.done:
		return f.err
	case <-ctx.Done():
		return s.store.failed("heartbeat", "", fmt.Errorf("no durable write within %v", readyTimeout))
	}
}
