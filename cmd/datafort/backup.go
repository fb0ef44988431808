package main

import (
	"context"
	"fmt"
	"os/signal"
	"syscall"

	"github.com/datafort/datafort/server"
)

// runBackup copies the database of a data directory, online: a server may
// be playing on it meanwhile.
func runBackup(e *env, args []string) int {
	fs := newFlagSet(e, "backup")
	data := fs.String("data", "datafort-data", "the data directory of `datafort serve` to back up")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if fs.NArg() != 1 {
		return usageError(e, fs, "want the backup FILE to write (a new file)")
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	info, err := server.Backup(ctx, *data, fs.Arg(0))
	if err != nil {
		return fail(e, fs, err)
	}
	fmt.Fprintf(e.stdout, "datafort backup: %s: %d games, %d choices, %d bytes, checked\n", fs.Arg(0), info.Games, info.Choices, info.Bytes)
	return exitOK
}

// runRestore makes a backup the database of an empty data directory.
func runRestore(e *env, args []string) int {
	fs := newFlagSet(e, "restore")
	data := fs.String("data", "datafort-data", "the data directory to restore into: it must hold no database, and no server may run on it")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if fs.NArg() != 1 {
		return usageError(e, fs, "want the backup FILE to restore (made by datafort backup)")
	}
	info, err := server.Restore(*data, fs.Arg(0))
	if err != nil {
		return fail(e, fs, err)
	}
	fmt.Fprintf(e.stdout, "datafort restore: %s restored into %s: %d games, %d choices; start datafort serve --data %s\n", fs.Arg(0), *data, info.Games, info.Choices, *data)
	return exitOK
}
