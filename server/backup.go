package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/datafort/datafort/server/store"
)

// dbName is the database file of a data directory.
const dbName = "datafort.db"

// Backup writes a consistent copy of the database of data directory dir to
// dest (a new file) while a server may be playing on it; see store.Backup.
func Backup(ctx context.Context, dir, dest string) (store.BackupInfo, error) {
	return store.Backup(ctx, filepath.Join(dir, dbName), dest)
}

// Restore makes the backup file src the database of data directory dir,
// which must hold no database (it is created if needed). It takes the
// directory's lock while it works, so it is refused while a server runs
// there. A server started on dir then resumes every game of the backup.
func Restore(dir, src string) (store.BackupInfo, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return store.BackupInfo{}, fmt.Errorf("data directory: %w", err)
	}
	lock, err := lockDataDir(dir)
	if err != nil {
		return store.BackupInfo{}, err
	}
	if lock != nil {
		defer lock.Close()
	}
	return store.Restore(src, filepath.Join(dir, dbName))
}
