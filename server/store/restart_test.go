package store_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// TestClaimInviteRestart: an invited player's claim that replaces the
// game's start (the deck they chose) writes the claim and the new start
// together; when the game has moved or its start is not the one the
// restart was computed from, neither is written.
func TestClaimInviteRestart(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		inv := sha256.Sum256([]byte("invite-g1"))
		tok := sha256.Sum256([]byte("new token"))
		newHash := sha256.Sum256([]byte("new start"))
		restart := func(from []byte) *store.Restart {
			return &store.Restart{Setup: engine.Setup{Seed: 7, Decks: []string{"", "1 Mouse"}, DeckNames: []string{"corp deck", "shipped deck mice"}},
				Rules: engine.Rules{Version: "v2"}, StateHash: newHash[:], BotDue: true, From: from}
		}
		for _, tc := range []struct {
			name     string
			moved    bool   // a choice is appended before the claim
			from     []byte // the start the restart replaces
			claimed  bool
			restarts bool
		}{
			{"the claim and the new start are written together", false, make([]byte, 32), true, true},
			{"a start that changed meanwhile refuses the claim and keeps the start", false, newHash[:], false, false},
			{"a game that moved refuses the claim and keeps the start", true, make([]byte, 32), false, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s := b.openFresh(t)
				newGame(t, s, "g1")
				if tc.moved {
					if err := s.Append(ctx, "g1", 0, []store.Choice{choice(1)}, store.StatusOpen, nil, false); err != nil {
						t.Fatal(err)
					}
				}
				id, seat, err := s.ClaimInviteRestart(ctx, inv[:], tok[:], "bob", restart(tc.from))
				if tc.claimed != (err == nil) {
					t.Fatalf("claim: %v", err)
				}
				if !tc.claimed && !errors.Is(err, store.ErrConflict) {
					t.Fatalf("claim: %v, want ErrConflict", err)
				}
				if tc.claimed && (id != "g1" || seat != 1) {
					t.Fatalf("claimed %s seat %d", id, seat)
				}
				g, err := s.Game(ctx, "g1")
				if err != nil {
					t.Fatal(err)
				}
				restarted := bytes.Equal(g.StateHash, newHash[:]) && len(g.Setup.Decks) == 2 && g.Setup.Decks[1] == "1 Mouse" && g.Rules.Version == "v2" && g.BotDue
				if restarted != tc.restarts {
					t.Errorf("the start was replaced: %v, want %v (setup %+v)", restarted, tc.restarts, g.Setup)
				}
				if _, _, err := s.Invite(ctx, inv[:]); (err == nil) == tc.claimed {
					t.Errorf("the invitation is open after the claim: %v, want %v", err == nil, !tc.claimed)
				}
				if want := map[bool]string{true: store.StatusActive, false: store.StatusOpen}[tc.claimed]; g.Status != want {
					t.Errorf("status %s, want %s", g.Status, want)
				}
			})
		}
	})
}
