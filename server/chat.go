package server

import (
	"context"
	"fmt"
	"time"

	"github.com/datafort/datafort/engine"
)

// Chat channels: players' lines go to everyone; spectators' lines go to
// spectators and to the players who have not muted them (spec §6.9).
const (
	channelPlayers    = "players"
	channelSpectators = "spectators"
)

// chatBounds bounds a game's chat: the lines stored per channel, and the
// rate of the spectators' lines from all spectators together. The live
// game's mutex guards it.
type chatBounds struct {
	counted    bool // players and spectators hold the stored counts
	players    int
	spectators int
	specRate   bucket
}

// channelOf is the chat channel of seat.
func channelOf(seat engine.Seat) string {
	if seat == engine.NoSeat {
		return channelSpectators
	}
	return channelPlayers
}

// admitChat decides whether a chat line of seat may be stored and sent,
// counting it if so. The stored counts are read from the store the first
// time (the game may have been loaded with lines already stored). l.mu is
// not held.
func (l *live) admitChat(ctx context.Context, seat engine.Seat) error {
	lim := l.s.limits
	l.mu.Lock()
	counted := l.chatB.counted
	l.mu.Unlock()
	if !counted {
		lines, err := l.s.store.ChatLines(ctx, l.id, lim.ChatLinesPlayers+lim.ChatLinesSpectators+1)
		if err != nil {
			return &codedError{"busy", "the chat could not be read"}
		}
		p, sp := 0, 0
		for _, c := range lines {
			if c.Seat == engine.NoSeat {
				sp++
			} else {
				p++
			}
		}
		l.mu.Lock()
		if !l.chatB.counted {
			l.chatB.counted, l.chatB.players, l.chatB.spectators = true, p, sp
		}
		l.mu.Unlock()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	b := &l.chatB
	if seat == engine.NoSeat {
		if b.spectators >= lim.ChatLinesSpectators {
			return &codedError{"chat_full", fmt.Sprintf("this game's spectator chat is full (%d lines)", lim.ChatLinesSpectators)}
		}
		if ok, wait := b.specRate.take(time.Now(), lim.SpectatorChatPerMin/60, lim.SpectatorChatPerMin/4+1); !ok {
			l.s.metrics.rateLimits.WithLabelValues("spectator_chat").Inc()
			return &codedError{"rate_limited", fmt.Sprintf("the spectators of this game may send %.0f lines a minute in all; wait %d s", lim.SpectatorChatPerMin, int(wait/time.Second)+1)}
		}
		b.spectators++
		return nil
	}
	if b.players >= lim.ChatLinesPlayers {
		return &codedError{"chat_full", fmt.Sprintf("this game's chat is full (%d lines)", lim.ChatLinesPlayers)}
	}
	b.players++
	return nil
}
