package main

import (
	"net"
	"os"
	"strings"
	"testing"
)

func TestServeLinksComeFromTheAddress(t *testing.T) {
	host, _ := os.Hostname()
	if host == "" {
		host = "localhost"
	}
	bound := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8081}
	for _, tc := range []struct{ addr, want string }{
		{"localhost:8080", "http://localhost:8081"},
		{"127.0.0.1:0", "http://127.0.0.1:8081"},
		{"[::1]:8080", "http://[::1]:8081"},
		{":8080", "http://" + net.JoinHostPort(host, "8081")},
		{"0.0.0.0:8080", "http://" + net.JoinHostPort(host, "8081")},
	} {
		t.Run(tc.addr+" gives "+tc.want, func(t *testing.T) {
			if got := addrURL(tc.addr, bound); got != tc.want {
				t.Errorf("addrURL(%q) = %q, want %q", tc.addr, got, tc.want)
			}
		})
	}
}

func TestServeRefusesBadLimits(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a deck cap below Neuroscape's legal deck", []string{"--max-deck-cards", "264"}, "at least 265"},
		{"a zero connection cap", []string{"--max-conns", "0"}, "must be positive"},
		{"a zero interval between readiness writes", []string{"--ready-every", "0s"}, "must be positive"},
		{"no socket a seat", []string{"--max-seat-sockets", "0"}, "must be positive"},
		{"a public URL with a path", []string{"--public-url", "https://example.org/play"}, "--public-url"},
		{"a public URL without a scheme", []string{"--public-url", "example.org"}, "--public-url"},
		{"a database that is not a postgres:// URL", []string{"--db", "games.db"}, "--db is a postgres://"},
		{"a node's lease under a second", []string{"--lease", "500ms"}, "--lease is at least 1s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, stderr := datafort(t, "", append([]string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir()}, tc.args...)...)
			if status != exitUsage || !strings.Contains(stderr, tc.want) {
				t.Errorf("status %d, stderr %q; want a usage error with %q", status, stderr, tc.want)
			}
		})
	}
}

func TestServeKeepsConnectionsBelowTheOpenFileLimit(t *testing.T) {
	for _, tc := range []struct {
		name          string
		conns, nofile int
		want          int
		lowered       bool
	}{
		{"a cap well below the limit is kept", 4096, 20000, 4096, false},
		{"a cap over the limit is lowered to leave the reserve", 4096, 512, 512 - fdReserve, true},
		{"a cap just under the limit is lowered to leave the reserve", 500, 512, 512 - fdReserve, true},
		{"an unknown limit keeps the cap", 4096, 0, 4096, false},
		{"a tiny limit still allows one connection", 4096, 50, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, lowered := capConns(tc.conns, tc.nofile)
			if n != tc.want || lowered != tc.lowered {
				t.Errorf("capConns(%d, %d) = %d, %v; want %d, %v", tc.conns, tc.nofile, n, lowered, tc.want, tc.lowered)
			}
		})
	}
}

func TestServeRelaysOnlyToAnAddressOtherNodesCanReach(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bound net.Addr
		want  string
	}{
		{"an address with a host is advertised", &net.TCPAddr{IP: net.IPv4(10, 0, 0, 1), Port: 8080}, "10.0.0.1:8080"},
		{"all IPv4 addresses are not", &net.TCPAddr{IP: net.IPv4zero, Port: 8080}, ""},
		{"all IPv6 addresses are not", &net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := relayAddr(tc.bound); got != tc.want {
				t.Errorf("relayAddr(%v) = %q, want %q", tc.bound, got, tc.want)
			}
		})
	}
}
