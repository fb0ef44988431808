package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// BackupInfo describes a backup made or checked.
type BackupInfo struct {
	Games   int // game rows
	Choices int // choice rows
	Bytes   int64
}

// Backup writes a consistent copy of the database at path to dest, which
// must not exist, while a server may be playing on it: SQLite's VACUUM INTO
// reads one snapshot (the write-ahead log included) without stopping the
// writer. The copy is synced to disk and then checked as a restore would
// check it.
func Backup(ctx context.Context, path, dest string) (BackupInfo, error) {
	if _, err := os.Stat(path); err != nil {
		return BackupInfo{}, fmt.Errorf("store: backup: %w", err)
	}
	if _, err := os.Stat(dest); err == nil {
		return BackupInfo{}, fmt.Errorf("store: backup: %s exists; name a new file", dest)
	}
	if err := check(path); err != nil {
		return BackupInfo{}, err
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return BackupInfo{}, fmt.Errorf("store: backup: %w", err)
	}
	_, err = db.ExecContext(ctx, `VACUUM INTO ?`, dest)
	db.Close()
	if err != nil {
		os.Remove(dest)
		return BackupInfo{}, fmt.Errorf("store: backup of %s into %s: %w", path, dest, err)
	}
	if err := syncFile(dest); err != nil {
		return BackupInfo{}, fmt.Errorf("store: backup: %w", err)
	}
	return Verify(dest)
}

// Verify checks that the file at path is a whole datafort database (see
// check) and counts what it holds.
func Verify(path string) (BackupInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return BackupInfo{}, fmt.Errorf("store: %w", err)
	}
	if err := check(path); err != nil {
		return BackupInfo{}, err
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return BackupInfo{}, fmt.Errorf("store: %w", err)
	}
	defer db.Close()
	info := BackupInfo{Bytes: st.Size()}
	if err := db.QueryRow(`SELECT (SELECT COUNT(*) FROM games), (SELECT COUNT(*) FROM choices)`).Scan(&info.Games, &info.Choices); err != nil {
		return BackupInfo{}, fmt.Errorf("store: %s: %w: %w", path, ErrNotDatafort, err)
	}
	return info, nil
}

// Restore puts the backup at src in place as the database at path, which
// must not exist: it checks the backup, copies it beside path, syncs it and
// renames it into place. The caller makes sure no server uses path's
// directory.
func Restore(src, path string) (BackupInfo, error) {
	for _, p := range []string{path, path + "-wal"} {
		if _, err := os.Stat(p); err == nil {
			return BackupInfo{}, fmt.Errorf("store: restore: %s exists: restore into an empty data directory", p)
		}
	}
	if st, err := os.Stat(src + "-wal"); err == nil && st.Size() > 0 {
		return BackupInfo{}, fmt.Errorf("store: restore: %s has a write-ahead log beside it (%s), so the file alone may lack the last moves: make the backup with datafort backup", src, src+"-wal")
	}
	info, err := Verify(src)
	if err != nil {
		return BackupInfo{}, err
	}
	tmp := path + ".restoring"
	if err := copyFile(src, tmp); err != nil {
		os.Remove(tmp)
		return BackupInfo{}, fmt.Errorf("store: restore: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return BackupInfo{}, fmt.Errorf("store: restore: %w", err)
	}
	if err := syncFile(filepath.Dir(path)); err != nil {
		return BackupInfo{}, fmt.Errorf("store: restore: %w", err)
	}
	return info, nil
}

func copyFile(src, dest string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dest, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return errors.Join(out.Sync(), out.Close())
}

// syncFile flushes a file, or a directory's entries, to disk.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	return errors.Join(f.Sync(), f.Close())
}
