package store_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/datafort/datafort/server/store"
)

// BenchmarkAppend: 32 games saved at once, one choice a save, as players
// of that many games would; the writer batches them. It reports choices/s
// and the slowest save. On PostgreSQL pgtest's cluster runs with fsync
// off, so the figure is the store's and the round trips', not the disk's;
// it runs with the saves of a batch pipelined (the default) and one
// statement at a time (postgres-unpipelined), to compare.
func BenchmarkAppend(b *testing.B) {
	type run struct {
		name     string
		backend  string
		pipeline bool
	}
	var runs []run
	for _, be := range backends {
		runs = append(runs, run{be.name, be.name, true})
		if be.name == store.BackendPostgres {
			runs = append(runs, run{be.name + "-unpipelined", be.name, false})
		}
	}
	for _, r := range runs {
		b.Run(r.name, func(b *testing.B) {
			ctx := context.Background()
			var s *store.Store
			if r.backend == store.BackendSQLite {
				var err error
				if s, err = store.Open(b.TempDir()+"/d.db", store.Options{Sync: "normal"}); err != nil {
					b.Fatal(err)
				}
			} else {
				c := pgtestGet(b)
				url, err := c.NewDatabase(b.Name())
				if err != nil {
					b.Fatal(err)
				}
				if s, err = store.OpenPostgres(url, store.Options{}); err != nil {
					b.Fatal(err)
				}
			}
			defer s.Close()
			s.SetPipeline(r.pipeline)
			const games = 32
			for i := range games {
				newGameB(b, s, fmt.Sprint("g", i))
			}
			var next atomic.Int64
			var worst atomic.Int64
			b.ResetTimer()
			start := time.Now()
			var wg sync.WaitGroup
			for i := range games {
				wg.Go(func() {
					id := fmt.Sprint("g", i)
					for seq := 1; next.Add(1) <= int64(b.N); seq++ {
						t0 := time.Now()
						if err := s.Append(ctx, id, seq-1, []store.Choice{choice(seq)}, store.StatusActive, nil, false); err != nil {
							b.Error(err)
							return
						}
						if d := int64(time.Since(t0)); d > worst.Load() {
							worst.Store(d)
						}
					}
				})
			}
			wg.Wait()
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "choices/s")
			b.ReportMetric(float64(worst.Load())/1e6, "max-ms")
		})
	}
}
