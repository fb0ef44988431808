package store_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

func newGame(t *testing.T, s *store.Store, id string) { newGameB(t, s, id) }

func newGameB(t testing.TB, s *store.Store, id string) {
	t.Helper()
	inv := sha256.Sum256([]byte("invite-" + id))
	tok := sha256.Sum256([]byte("token-" + id))
	g := &store.Game{ID: id, Ruleset: "onr", Setup: engine.Setup{Seed: 7}, Rules: engine.Rules{Version: "v"}, Status: store.StatusOpen, StateHash: make([]byte, 32)}
	seats := []store.Seat{
		{Seat: 0, Role: "corp", Team: 0, Kind: "human", TokenHash: tok[:]},
		{Seat: 1, Role: "runner", Team: 1, Kind: "human", InviteHash: inv[:]},
	}
	if err := s.CreateGame(context.Background(), g, seats); err != nil {
		t.Fatal(err)
	}
}

func choice(seq int) store.Choice {
	return store.Choice{Seq: seq, Choice: engine.Choice{Decision: uint64(seq), Seat: engine.Seat(seq % 2), Option: seq % 3}, Source: store.SourceHuman, Hash: sha256.Sum256([]byte{byte(seq)}), At: time.Now()}
}

func TestAppendAndReopen(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		path := b.fresh(t)
		s := b.open(t, path)
		newGame(t, s, "g1")
		if err := s.Append(ctx, "g1", 0, []store.Choice{choice(1), choice(2)}, store.StatusActive, nil, true); err != nil {
			t.Fatal(err)
		}
		// Not at seq 1 any more: a stale writer is refused and nothing changes.
		if err := s.Append(ctx, "g1", 1, []store.Choice{choice(2)}, store.StatusActive, nil, false); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("append at a stale seq: %v, want ErrConflict", err)
		}
		// A choice answering the same decision twice is refused by the unique key.
		dup := choice(3)
		dup.Choice.Decision, dup.Choice.Seat = 2, 0
		if err := s.Append(ctx, "g1", 2, []store.Choice{dup}, store.StatusActive, nil, false); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("append of an answered decision: %v, want ErrConflict", err)
		}
		if err := s.Append(ctx, "g1", 2, []store.Choice{choice(3)}, store.StatusOver, []byte(`{"reason":"x"}`), false); err != nil {
			t.Fatal(err)
		}
		s.Close()

		s = b.open(t, path)
		g, err := s.Game(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if g.Seq != 3 || g.Status != store.StatusOver || string(g.Result) != `{"reason":"x"}` || g.Setup.Seed != 7 {
			t.Fatalf("after reopening: %+v", g)
		}
		cs, err := s.Choices(ctx, "g1", 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) != 3 {
			t.Fatalf("%d choices, want 3", len(cs))
		}
		for i, c := range cs {
			want := choice(i + 1)
			if c.Seq != want.Seq || c.Choice != want.Choice || c.Hash != want.Hash {
				t.Fatalf("choice %d: %+v, want %+v", i, c, want)
			}
		}
		if cs, _ := s.Choices(ctx, "g1", 2); len(cs) != 1 || cs[0].Seq != 3 {
			t.Fatalf("choices after 2: %+v", cs)
		}
	})
}

// TestAppendRefusesWhatDoesNotFollow: Append writes choices only right
// after the game's last one, in an unbroken run; otherwise it returns
// ErrConflict and writes nothing, neither the choices nor the game row.
func TestAppendRefusesWhatDoesNotFollow(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		for _, tc := range []struct {
			name string
			prev int
			cs   []store.Choice
		}{
			{"a writer that believes the game is further on than it is (prev ahead of the stored seq)", 4, []store.Choice{choice(5)}},
			{"a batch with a gap in its seqs", 2, []store.Choice{choice(3), choice(5)}},
			{"a batch that repeats a seq", 2, []store.Choice{choice(3), choice(3)}},
			{"a batch that does not start right after prev", 2, []store.Choice{choice(4), choice(5)}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s := b.openFresh(t)
				newGame(t, s, "g1")
				if err := s.Append(ctx, "g1", 0, []store.Choice{choice(1), choice(2)}, store.StatusActive, nil, false); err != nil {
					t.Fatal(err)
				}
				if err := s.Append(ctx, "g1", tc.prev, tc.cs, store.StatusOver, []byte(`{"reason":"x"}`), true); !errors.Is(err, store.ErrConflict) {
					t.Fatalf("Append: %v, want ErrConflict", err)
				}
				g, err := s.Game(ctx, "g1")
				if err != nil {
					t.Fatal(err)
				}
				if h := choice(2).Hash; g.Seq != 2 || g.Status != store.StatusActive || g.Result != nil || g.BotDue || !bytes.Equal(g.StateHash, h[:]) {
					t.Errorf("game row after the refused append: seq %d status %q result %s bot due %v, want seq 2, active, no result, no bot due, choice 2's hash", g.Seq, g.Status, g.Result, g.BotDue)
				}
				cs, err := s.Choices(ctx, "g1", 0)
				if err != nil {
					t.Fatal(err)
				}
				if len(cs) != 2 || cs[0].Seq != 1 || cs[1].Seq != 2 {
					t.Errorf("%d choices stored after the refused append, want choices 1 and 2", len(cs))
				}
			})
		}
	})
}

func TestClaimInviteOnce(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		newGame(t, s, "g1")
		inv := sha256.Sum256([]byte("invite-g1"))
		tok := sha256.Sum256([]byte("new token"))
		id, seat, err := s.ClaimInvite(ctx, inv[:], tok[:], "bob")
		if err != nil || id != "g1" || seat != 1 {
			t.Fatalf("claim: %v %v %v", id, seat, err)
		}
		if _, _, err := s.ClaimInvite(ctx, inv[:], tok[:], "eve"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("second claim: %v, want ErrNotFound", err)
		}
		if got, err := s.SeatByToken(ctx, "g1", tok[:]); err != nil || got != 1 {
			t.Fatalf("seat by token: %v %v", got, err)
		}
		wrong := sha256.Sum256([]byte("wrong"))
		if _, err := s.SeatByToken(ctx, "g1", wrong[:]); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("wrong token: %v", err)
		}
		if g, _ := s.Game(ctx, "g1"); g.Status != store.StatusActive {
			t.Fatalf("status after the last invite is claimed: %s", g.Status)
		}
	})
}

// TestClaimInviteActivatesTheGameAtTheLastInvite: a game waiting for
// several invited players stays open until every invite is claimed, and
// becomes active with the last claim, whichever order they come in.
func TestClaimInviteActivatesTheGameAtTheLastInvite(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		for _, order := range [][]int{{1, 2}, {2, 1}} {
			t.Run(fmt.Sprintf("seats claimed in the order %v", order), func(t *testing.T) {
				ctx := context.Background()
				s := b.openFresh(t)
				tok := sha256.Sum256([]byte("host"))
				invites := map[int][32]byte{1: sha256.Sum256([]byte("invite-1")), 2: sha256.Sum256([]byte("invite-2"))}
				g := &store.Game{ID: "g1", Ruleset: "onr", Setup: engine.Setup{Seed: 7}, Rules: engine.Rules{Version: "v"}, Status: store.StatusOpen, StateHash: make([]byte, 32)}
				inv1, inv2 := invites[1], invites[2]
				seats := []store.Seat{
					{Seat: 0, Role: "corp", Team: 0, Kind: "human", TokenHash: tok[:]},
					{Seat: 1, Role: "runner", Team: 1, Kind: "human", InviteHash: inv1[:]},
					{Seat: 2, Role: "runner", Team: 1, Kind: "human", InviteHash: inv2[:]},
				}
				if err := s.CreateGame(ctx, g, seats); err != nil {
					t.Fatal(err)
				}
				for i, seat := range order {
					inv := invites[seat]
					mine := sha256.Sum256([]byte(fmt.Sprint("token-", seat)))
					id, got, err := s.ClaimInvite(ctx, inv[:], mine[:], fmt.Sprint("player ", seat))
					if err != nil || id != "g1" || int(got) != seat {
						t.Fatalf("claim of seat %d: %q %d %v", seat, id, got, err)
					}
					want := store.StatusOpen
					if i == len(order)-1 {
						want = store.StatusActive
					}
					if row, err := s.Game(ctx, "g1"); err != nil || row.Status != want {
						t.Fatalf("after %d of %d claims the game is %q (%v), want %q", i+1, len(order), row.Status, err, want)
					}
				}
			})
		}
	})
}

// TestGroupCommit appends to many games at once: every append lands, each in
// order, and a failing write in a batch does not undo the others.
func TestGroupCommit(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		const games, moves = 40, 25
		for i := range games {
			newGame(t, s, fmt.Sprint("g", i))
		}
		var wg sync.WaitGroup
		errs := make(chan error, games*moves*2)
		for i := range games {
			wg.Go(func() {
				id := fmt.Sprint("g", i)
				for m := 1; m <= moves; m++ {
					if err := s.Append(ctx, id, m-1, []store.Choice{choice(m)}, store.StatusActive, nil, false); err != nil {
						errs <- err
					}
					// A conflicting append in the same batches must fail alone.
					if err := s.Append(ctx, id, m-1, []store.Choice{choice(m)}, store.StatusActive, nil, false); !errors.Is(err, store.ErrConflict) {
						errs <- fmt.Errorf("%s: duplicate append: %v", id, err)
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		for i := range games {
			g, err := s.Game(ctx, fmt.Sprint("g", i))
			if err != nil || g.Seq != moves {
				t.Fatalf("game %d: seq %d, %v", i, g.Seq, err)
			}
		}
		if b.name == store.BackendPostgres && s.Pipelined() == 0 {
			t.Error("no save was pipelined with others: the pipeline was not exercised")
		}
	})
}

func TestNewerSchemaRefused(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		path := b.fresh(t)
		s := b.open(t, path)
		// Pretend a newer build migrated the file.
		if err := s.SetStatus(context.Background(), "nothing", store.StatusOver, nil); err != nil {
			t.Fatal(err)
		}
		s.Close()
		db := b.raw(t, path)
		if _, err := db.Exec(b.rebind(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)`), store.SchemaVersion()+1); err != nil {
			t.Fatal(err)
		}
		db.Close()
		if s, err := b.try(path); err == nil {
			s.Close()
			t.Fatal("a database with a newer schema was opened")
		} else if !strings.Contains(err.Error(), "newer than this build") {
			t.Fatalf("refused for another reason: %v", err)
		}
	})
}

// TestBotDueListsOnlyActiveGames: BotDue is the list of games in which a
// bot seat must move now. A game whose row still says a bot is due but that
// is finished, found diverged, or still waiting for a human to claim a
// seat, is not one: no bot moves in it.
func TestBotDueListsOnlyActiveGames(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		for _, tc := range []struct {
			name   string
			id     string
			arrive func(t *testing.T, id string) error // creates game id and brings it where the case says
			due    bool                                // the row's bot-due flag
			listed bool
		}{
			{"an active game whose bot is due is listed", "due", func(t *testing.T, id string) error {
				newGame(t, s, id)
				return s.Append(ctx, id, 0, []store.Choice{choice(1)}, store.StatusActive, nil, true)
			}, true, true},
			{"an active game whose bot is not due is not listed", "waiting", func(t *testing.T, id string) error {
				newGame(t, s, id)
				return s.Append(ctx, id, 0, []store.Choice{choice(1)}, store.StatusActive, nil, false)
			}, false, false},
			{"a game that ended on the choice that made a bot due is not listed", "over", func(t *testing.T, id string) error {
				newGame(t, s, id)
				return s.Append(ctx, id, 0, []store.Choice{choice(1)}, store.StatusOver, []byte(`{"reason":"x"}`), true)
			}, true, false},
			{"a game found diverged while a bot was due is not listed", "diverged", func(t *testing.T, id string) error {
				newGame(t, s, id)
				if err := s.Append(ctx, id, 0, []store.Choice{choice(1)}, store.StatusActive, nil, true); err != nil {
					return err
				}
				return s.SetStatus(ctx, id, store.StatusDiverged, []byte(`{"reason":"diverged"}`))
			}, true, false},
			{"an open game created with a bot due is not listed", "open", func(t *testing.T, id string) error {
				g := &store.Game{ID: id, Ruleset: "onr", Setup: engine.Setup{Seed: 7}, Rules: engine.Rules{Version: "v"}, Status: store.StatusOpen, StateHash: make([]byte, 32), BotDue: true}
				return s.CreateGame(ctx, g, nil)
			}, true, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if err := tc.arrive(t, tc.id); err != nil {
					t.Fatal(err)
				}
				if g, err := s.Game(ctx, tc.id); err != nil || g.BotDue != tc.due {
					t.Fatalf("game row: %+v, %v: want its bot-due flag %v", g, err, tc.due)
				}
				ids, err := s.BotDue(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if got := slices.Contains(ids, tc.id); got != tc.listed {
					t.Errorf("BotDue lists %q: %v, want %v (listed: %q)", tc.id, got, tc.listed, ids)
				}
			})
		}
	})
}

// TestChatLinesAreTheLastOldestFirst: ChatLines(n) returns the game's last
// n lines (all of them if it has fewer), oldest first, as a chat pane
// shows them; another game's lines are never among them.
func TestChatLinesAreTheLastOldestFirst(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		newGame(t, s, "g1")
		newGame(t, s, "g2")
		for i := 1; i <= 5; i++ {
			for _, id := range []string{"g1", "g2"} {
				line := store.Chat{Seat: engine.Seat(i % 2), Name: "p", Text: fmt.Sprintf("%s line %d", id, i), Seq: i, At: time.UnixMilli(int64(i))}
				if n, err := s.AddChat(ctx, id, line); err != nil || n != i {
					t.Fatalf("AddChat %s line %d: number %d, %v", id, i, n, err)
				}
			}
		}
		for _, tc := range []struct {
			name string
			n    int
			want []int // line numbers
		}{
			{"the last three lines, oldest first", 3, []int{3, 4, 5}},
			{"the last line alone", 1, []int{5}},
			{"every line, oldest first, when fewer are stored than asked", 10, []int{1, 2, 3, 4, 5}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				lines, err := s.ChatLines(ctx, "g1", tc.n)
				if err != nil {
					t.Fatal(err)
				}
				var got []int
				for _, l := range lines {
					got = append(got, l.N)
					if want := fmt.Sprintf("g1 line %d", l.N); l.Text != want || l.Seq != l.N {
						t.Errorf("line %d: %q at seq %d, want %q at seq %d", l.N, l.Text, l.Seq, want, l.N)
					}
				}
				if !slices.Equal(got, tc.want) {
					t.Errorf("ChatLines(%d): lines %v, want %v", tc.n, got, tc.want)
				}
			})
		}
	})
}

// TestOpenRefusesAnotherProgramsDatabase: a database that holds another
// program's tables (and no schema_migrations) is refused as not a
// datafort database, and no table of datafort is added to it.
func TestOpenRefusesAnotherProgramsDatabase(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		db := b.fresh(t)
		raw := b.raw(t, db)
		if _, err := raw.Exec(`CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT)`); err != nil {
			t.Fatal(err)
		}
		raw.Close()
		s, err := b.try(db)
		if err == nil {
			s.Close()
			t.Fatal("another program's database was opened")
		}
		if !errors.Is(err, store.ErrNotDatafort) || !strings.Contains(err.Error(), "accounts") {
			t.Errorf("refused with %v, want ErrNotDatafort naming the table accounts", err)
		}
		raw = b.raw(t, db)
		defer raw.Close()
		var n int
		if err := raw.QueryRow(b.rebind(`SELECT COUNT(*) FROM accounts`)).Scan(&n); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"schema_migrations", "games"} {
			if _, err := raw.Exec(`SELECT 1 FROM ` + table); err == nil {
				t.Errorf("table %s was created in the refused database", table)
			}
		}
	})
}
