//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/datafort/datafort/server"
)

// drainSignal drains srv when the process gets SIGUSR1 (a rolling
// deploy's first step; see server.Server.Drain).
func drainSignal(srv *server.Server) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGUSR1)
	go func() {
		for range c {
			srv.Drain()
		}
	}()
}
