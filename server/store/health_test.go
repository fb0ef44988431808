package store_test

import (
	"context"
	"testing"

	"github.com/datafort/datafort/server/store"
)

// TestHeartbeatIsARealWrite: each heartbeat commits a write that another
// connection sees, and the schema version is this build's.
func TestHeartbeatIsARealWrite(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		path := b.fresh(t)
		s := b.open(t, path)
		for want := 1; want <= 3; want++ {
			if err := s.Heartbeat(ctx); err != nil {
				t.Fatal(err)
			}
			raw := b.raw(t, path)
			var n int
			if err := raw.QueryRow(`SELECT writes FROM heartbeat WHERE id = 1`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			raw.Close()
			if n != want {
				t.Errorf("after %d heartbeats the row counts %d writes", want, n)
			}
		}
		if v, err := s.Version(ctx); err != nil || v != store.SchemaVersion() {
			t.Errorf("schema version %d, %v; this build's is %d", v, err, store.SchemaVersion())
		}
	})
}
