package store

import (
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// ApplicationID is SQLite's application_id of a datafort database ("DFrt"),
// set when its schema is created or brought up to date, so that a database
// of another program is never taken for one.
const ApplicationID = 0x44467274

// sqliteMagic begins every SQLite database file.
const sqliteMagic = "SQLite format 3\x00"

// ErrNotDatafort: the file is not a datafort database (empty, not SQLite,
// or another program's).
var ErrNotDatafort = errors.New("not a datafort database")

// check refuses, before anything writes to it, a database file at path that
// exists but is empty, is not SQLite, belongs to another program, or fails
// SQLite's quick_check. A missing file is fine: Open creates it.
func check(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	head := make([]byte, 100)
	n, err := io.ReadFull(f, head)
	f.Close()
	switch {
	case n == 0:
		return fmt.Errorf("store: %s is empty (0 bytes), expected a datafort database (SQLite, application_id %#x); if it was lost, restore a backup (docs/storage.md); to start afresh, remove the file: %w", path, ApplicationID, ErrNotDatafort)
	case err != nil || string(head[:16]) != sqliteMagic:
		return fmt.Errorf("store: %s is not an SQLite database (it does not begin with %q), expected a datafort database: %w", path, strings.TrimSuffix(sqliteMagic, "\x00"), ErrNotDatafort)
	}
	if w, err := os.OpenFile(path, os.O_RDWR, 0); err != nil {
		return fmt.Errorf("store: %s is not writable: %w", path, err)
	} else {
		w.Close()
	}
	// A plain connection: no pragma of Open's changes the file before it is
	// known to be ours.
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	defer db.Close()
	var problems []string
	rows, err := db.Query(`PRAGMA quick_check(5)`)
	if err != nil {
		return fmt.Errorf("store: %s: integrity check (PRAGMA quick_check): %w; restore a backup (docs/storage.md)", path, err)
	}
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			rows.Close()
			return fmt.Errorf("store: %s: integrity check: %w", path, err)
		}
		problems = append(problems, p)
	}
	if err := rows.Err(); err != nil {
		rows.Close()
		return fmt.Errorf("store: %s: integrity check (PRAGMA quick_check): %w; restore a backup (docs/storage.md)", path, err)
	}
	rows.Close()
	if len(problems) != 1 || problems[0] != "ok" {
		return fmt.Errorf("store: %s is damaged: PRAGMA quick_check says %s; restore a backup (docs/storage.md)", path, strings.Join(problems, "; "))
	}
	var app int64
	if err := db.QueryRow(`PRAGMA application_id`).Scan(&app); err != nil {
		return fmt.Errorf("store: %s: %w", path, err)
	}
	if app == ApplicationID {
		return nil
	}
	if app != 0 {
		return fmt.Errorf("store: %s has application_id %#x, expected %#x (datafort): it is another program's database: %w", path, app, ApplicationID, ErrNotDatafort)
	}
	// No application_id: a database of an earlier build (schema_migrations
	// and games), or a new one with no table yet; else another program's.
	tables := map[string]bool{}
	rows, err = db.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		return fmt.Errorf("store: %s: %w", path, err)
	}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return fmt.Errorf("store: %s: %w", path, err)
		}
		tables[name] = true
	}
	rows.Close()
	if len(tables) == 0 || tables["schema_migrations"] && (tables["games"] || len(tables) == 1) {
		return nil
	}
	names := make([]string, 0, len(tables))
	for t := range tables {
		names = append(names, t)
	}
	slices.Sort(names)
	if len(names) > 5 {
		names = append(names[:5], "…")
	}
	return fmt.Errorf("store: %s is another program's SQLite database (tables %s; no application_id), expected a datafort database (application_id %#x, tables schema_migrations, games …): %w", path, strings.Join(names, ", "), ApplicationID, ErrNotDatafort)
}

// stamp sets the database's application_id once its schema is ours.
func stamp(db *sql.DB) error {
	var app int64
	if err := db.QueryRow(`PRAGMA application_id`).Scan(&app); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if app == ApplicationID {
		return nil
	}
	if _, err := db.Exec(fmt.Sprintf(`PRAGMA application_id = %d`, ApplicationID)); err != nil {
		return fmt.Errorf("store: setting application_id: %w", err)
	}
	return nil
}
