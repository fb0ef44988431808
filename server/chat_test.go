package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// spectate opens a spectator's connection to public game id and waits for
// its view.
func spectate(t *testing.T, x *testServer, id string) *wsClient {
	t.Helper()
	w := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
	w.next("view")
	return w
}

// chatAnswer sends a chat line on w and returns the ack or the error's
// code.
func chatAnswer(t *testing.T, w *wsClient, id, text string) string {
	t.Helper()
	w.send(map[string]any{"t": "chat", "id": id, "text": text})
	for {
		m, ok := w.tryNext("", 5*time.Second)
		if !ok {
			t.Fatalf("no answer to chat %s", id)
		}
		if str(m, "id") != id {
			continue
		}
		if str(m, "t") == "ack" {
			return "ack"
		}
		return str(m, "code")
	}
}

func TestSpectatorsPerGame(t *testing.T) {
	const cap = 3
	x := startServer(t, t.TempDir(), Config{Limits: Limits{MsgPerSec: 1e6, MsgBurst: 1e6, HandshakePerMin: 1e6, SpectatorsPerGame: cap}})
	id, _, _, ca, _ := friendGame(t, x, map[string]string{"seed": "3", "spectators": "public"})
	var specs []*wsClient
	for range cap {
		specs = append(specs, spectate(t, x, id))
	}
	over := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
	m, ok := over.tryNext("error", 5*time.Second)
	if !ok || str(m, "code") != "game_full" {
		t.Fatalf("spectator %d: %v, want error game_full", cap+1, m)
	}
	for range over.msgs {
	}
	if got := websocket.CloseStatus(over.err); got != websocket.StatusTryAgainLater {
		t.Errorf("spectator %d closed with %v, want 1013 (try again later)", cap+1, got)
	}
	t.Run("the players still play and chat", func(t *testing.T) {
		if got := chatAnswer(t, ca, "p1", "still here"); got != "ack" {
			t.Errorf("player's chat: %s", got)
		}
	})
	t.Run("a place freed is taken by a new spectator", func(t *testing.T) {
		specs[0].close()
		deadline := time.Now().Add(5 * time.Second)
		for {
			w := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
			if _, ok := w.tryNext("view", 2*time.Second); ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatal("no place for a new spectator after one left")
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
}

func TestSpectatorChat(t *testing.T) {
	fast := Limits{MsgPerSec: 1e6, MsgBurst: 1e6, HandshakePerMin: 1e6}
	t.Run("spectators' lines come on their own channel and a player may mute them", func(t *testing.T) {
		x := startServer(t, t.TempDir(), Config{Limits: fast})
		id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "3", "spectators": "public"})
		sp := spectate(t, x, id)
		ca.send(map[string]any{"t": "mute", "id": "mu", "on": true})
		ca.next("ack")
		if got := chatAnswer(t, sp, "s1", "go runner"); got != "ack" {
			t.Fatalf("spectator's chat: %s", got)
		}
		if m := cb.next("chat"); str(m, "channel") != channelSpectators || str(m, "text") != "go runner" {
			t.Errorf("the other player got %v, want the line on the spectators' channel", m)
		}
		if m, ok := ca.tryNext("chat", 500*time.Millisecond); ok {
			t.Errorf("the player who muted the spectators got %v", m)
		}
		if got := chatAnswer(t, cb, "p1", "thanks"); got != "ack" {
			t.Fatalf("player's chat: %s", got)
		}
		if m := sp.next("chat"); str(m, "channel") != channelPlayers {
			t.Errorf("the spectator got the player's line as %v", m)
		}
		if m := ca.next("chat"); str(m, "text") != "thanks" {
			t.Errorf("a muting player lost the players' channel: %v", m)
		}
		sp.send(map[string]any{"t": "mute", "id": "smu", "on": true})
		if m := sp.next("error"); str(m, "code") != "spectator" {
			t.Errorf("a spectator muting: %v, want error spectator", m)
		}
	})
	t.Run("spectators together may send so many lines a minute", func(t *testing.T) {
		// 8 a minute: a burst of 3, whatever the connection.
		x := startServer(t, t.TempDir(), Config{Limits: Limits{MsgPerSec: 1e6, MsgBurst: 1e6, HandshakePerMin: 1e6, SpectatorChatPerMin: 8}})
		id, _, _, ca, _ := friendGame(t, x, map[string]string{"seed": "3", "spectators": "public"})
		got := ""
		for i := range 5 {
			got += " " + chatAnswer(t, spectate(t, x, id), fmt.Sprint("s", i), "spam")
		}
		if got != " ack ack ack rate_limited rate_limited" {
			t.Errorf("5 spectators' lines at once:%s; want 3 acks, then rate_limited", got)
		}
		if got := chatAnswer(t, ca, "p", "players unaffected"); got != "ack" {
			t.Errorf("player's chat after the spectators' limit: %s", got)
		}
	})
	t.Run("each channel stores so many lines a game, counted across a reload", func(t *testing.T) {
		lim := Limits{MsgPerSec: 1e6, MsgBurst: 1e6, HandshakePerMin: 1e6, SpectatorChatPerMin: 1e6, ChatLinesPlayers: 3, ChatLinesSpectators: 2}
		dir := t.TempDir()
		x := startServer(t, dir, Config{Limits: lim})
		id, _, _, ca, _ := friendGame(t, x, map[string]string{"seed": "3", "spectators": "public"})
		for i := range 2 {
			if got := chatAnswer(t, ca, fmt.Sprint("p", i), "line"); got != "ack" {
				t.Fatalf("player's line %d: %s", i+1, got)
			}
		}
		sp := spectate(t, x, id)
		for i := range 2 {
			if got := chatAnswer(t, sp, fmt.Sprint("s", i), "line"); got != "ack" {
				t.Fatalf("spectator's line %d: %s", i+1, got)
			}
		}
		if got := chatAnswer(t, sp, "s2", "one too many"); got != "chat_full" {
			t.Errorf("spectators' line 3 of 2: %s, want chat_full", got)
		}
		// A new server on the same data counts the stored lines.
		x.stop()
		y := startServer(t, dir, Config{Limits: lim})
		lines, err := y.s.store.ChatLines(context.Background(), id, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(lines) != 4 {
			t.Fatalf("%d lines stored, want 4", len(lines))
		}
		l, err := y.s.game(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		seat := l.seats[0].Seat
		if err := l.chat(context.Background(), seat, "third"); err != nil {
			t.Fatalf("player's line 3 of 3 after the reload: %v", err)
		}
		if err := l.chat(context.Background(), seat, "fourth"); codeOf(err) != "chat_full" {
			t.Errorf("player's line 4 of 3 after the reload: %v, want chat_full", err)
		}
	})
}
