package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os/signal"
	"strings"
	"syscall"

	"github.com/datafort/datafort/server"
)

func runServe(e *env, args []string) int {
	fs := newFlagSet(e, "serve")
	addr := fs.String("addr", "localhost:8080", "listen on `HOST:PORT`")
	data := fs.String("data", "datafort-data", "keep the database in `DIR` (created if needed; locked against a second server; see docs/storage.md)")
	sync := fs.String("sync", "full", "SQLite durability: full (survives power loss) or normal (survives a crash of the process)")
	origins := fs.String("origins", "", "comma-separated extra `HOSTS` allowed to open WebSockets and post forms")
	recordKey := fs.String("record-key", "", "sign the records served with the Ed25519 key in `FILE` (PEM PKCS #8; made if missing, so several nodes can share one; default DIR/record-key.pem)")
	dev := fs.Bool("dev", false, "development mode: the new-game form accepts a seed (loopback addresses only)")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(e, fs, err)
	}
	if *dev {
		if tcp, ok := ln.Addr().(*net.TCPAddr); !ok || !tcp.IP.IsLoopback() {
			ln.Close()
			return usageError(e, fs, "--dev is only allowed on a loopback address")
		}
	}
	log := slog.New(slog.NewTextHandler(e.stderr, nil))
	cfg := server.Config{DataDir: *data, Sync: *sync, Logger: log, Dev: *dev, RecordKey: *recordKey}
	if *origins != "" {
		cfg.Origins = strings.Split(*origins, ",")
	}
	srv, err := server.New(cfg)
	if err != nil {
		ln.Close()
		return fail(e, fs, err)
	}
	defer srv.Close()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := srv.Resume(ctx); err != nil {
		return fail(e, fs, err)
	}
	fmt.Fprintf(e.stdout, "datafort serve: listening on http://%s/ (data in %s)\n", ln.Addr(), *data)
	log.Info("listening", "addr", ln.Addr().String(), "data", *data)
	if err := srv.Serve(ctx, ln); err != nil {
		return fail(e, fs, err)
	}
	log.Info("stopped")
	return exitOK
}
