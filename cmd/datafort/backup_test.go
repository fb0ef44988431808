package main

import (
	"path/filepath"
	"testing"

	"github.com/datafort/datafort/server"
)

// TestBackupAndRestoreCommands: backup writes a checked copy of a data
// directory's database; restore puts it into an empty directory and
// refuses one that holds a database; both want one FILE.
func TestBackupAndRestoreCommands(t *testing.T) {
	data := t.TempDir()
	s, err := server.New(server.Config{DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	file := filepath.Join(t.TempDir(), "b.db")
	into := filepath.Join(t.TempDir(), "restored")
	for _, tt := range []cmdTest{
		{name: "backup wants a file", args: []string{"backup", "--data", data}, status: exitUsage, stderr: []string{"want the backup FILE"}},
		{name: "backup copies and checks", args: []string{"backup", "--data", data, file}, status: exitOK, stdout: []string{"0 games", "checked"}},
		{name: "backup never overwrites", args: []string{"backup", "--data", data, file}, status: exitFailure, stderr: []string{"exists"}},
		{name: "restore into an empty directory", args: []string{"restore", "--data", into, file}, status: exitOK, stdout: []string{"restored into " + into}},
		{name: "restore never overwrites a database", args: []string{"restore", "--data", into, file}, status: exitFailure, stderr: []string{"exists: restore into an empty data directory"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
