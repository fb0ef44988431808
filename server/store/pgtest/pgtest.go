// Package pgtest starts a throwaway PostgreSQL cluster for tests, from the
// server programs Debian's postgresql package installs under
// /usr/lib/postgresql/<major>/bin (outside PATH): initdb into a temporary
// directory, pg_ctl start on a free loopback port (and a Unix socket in that
// directory), and pg_ctl stop at the end. PostgreSQL refuses to run as
// root, so when the test runs as root (as CI does) the programs run as the
// `postgres` user through `runuser -u postgres --`.
//
// Without PostgreSQL the tests that need it skip, naming why, unless the
// environment sets DATAFORT_CLUSTER_REQUIRED=1: then they fail.
//
// A test binary starts at most one cluster (on first use, by Get), and each
// test gets a database of its own in it (Cluster.NewDatabase). Wrap the
// package's tests with Main so that the cluster is stopped when they end.
package pgtest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
)

// RequiredEnv is the environment variable that, set to 1, turns a missing
// or broken PostgreSQL into a test failure instead of a skip (.ci/run sets
// it after installing postgresql).
const RequiredEnv = "DATAFORT_CLUSTER_REQUIRED"

// BinGlob is where Debian's postgresql package puts its server programs.
const BinGlob = "/usr/lib/postgresql/*/bin"

// ErrNoPostgres: no PostgreSQL server programs were found.
var ErrNoPostgres = errors.New("no PostgreSQL server programs (initdb, pg_ctl) found under " + BinGlob + ": apt-get install postgresql")

// Required reports whether the environment requires PostgreSQL tests to
// run (RequiredEnv=1).
func Required() bool { return os.Getenv(RequiredEnv) == "1" }

// Cluster is a running PostgreSQL cluster of this test binary.
type Cluster struct {
	// Bin is the directory of the server programs used.
	Bin string
	// Dir holds the cluster's data (Dir/data), its log (Dir/log) and its
	// Unix socket.
	Dir string
	// Port is the loopback TCP port it listens on.
	Port int

	runAs string // "" or the user the programs run as
	admin *sql.DB
	dbs   atomic.Int64
}

// Options configure Start.
type Options struct {
	// Fsync keeps PostgreSQL's fsync and synchronous_commit on. Off (the
	// default) is faster on a busy machine and loses nothing unless the
	// machine itself crashes, which a test does not survive anyway.
	Fsync bool
}

// Bin finds the newest PostgreSQL's server programs, or ErrNoPostgres.
func Bin() (string, error) {
	dirs, _ := filepath.Glob(BinGlob)
	var ok []string
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err != nil {
			continue
		}
		if _, err := os.Stat(filepath.Join(d, "pg_ctl")); err != nil {
			continue
		}
		ok = append(ok, d)
	}
	if len(ok) == 0 {
		return "", ErrNoPostgres
	}
	// By major version, numerically: 9 < 15 < 16.
	major := func(d string) int {
		n, _ := strconv.Atoi(filepath.Base(filepath.Dir(d)))
		return n
	}
	slices.SortFunc(ok, func(a, b string) int { return major(a) - major(b) })
	return ok[len(ok)-1], nil
}

// Start initialises a cluster in a new temporary directory and starts it.
// Stop it with Stop.
func Start(o Options) (*Cluster, error) {
	bin, err := Bin()
	if err != nil {
		return nil, err
	}
	c := &Cluster{Bin: bin}
	if os.Geteuid() == 0 {
		if _, err := user.Lookup("postgres"); err != nil {
			return nil, fmt.Errorf("pgtest: running as root, and no postgres user to run PostgreSQL as: %w", err)
		}
		if _, err := exec.LookPath("runuser"); err != nil {
			return nil, fmt.Errorf("pgtest: running as root, and no runuser to run PostgreSQL as postgres: %w", err)
		}
		c.runAs = "postgres"
	}
	if c.Dir, err = os.MkdirTemp("", "datafort-pg-"); err != nil {
		return nil, fmt.Errorf("pgtest: %w", err)
	}
	c.watch()
	if c.runAs != "" {
		u, _ := user.Lookup(c.runAs)
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(c.Dir, uid, gid); err != nil {
			os.RemoveAll(c.Dir)
			return nil, fmt.Errorf("pgtest: %w", err)
		}
		// The temporary directory's parents must let that user in (a
		// TMPDIR under /root does not): else use /tmp.
		if out, err := exec.Command("runuser", "-u", c.runAs, "--", "test", "-w", c.Dir).CombinedOutput(); err != nil {
			os.RemoveAll(c.Dir)
			if c.Dir, err = os.MkdirTemp("/tmp", "datafort-pg-"); err != nil {
				return nil, fmt.Errorf("pgtest: %s cannot write the temporary directory (%s), and /tmp: %w", c.runAs, out, err)
			}
			c.watch()
			if err := os.Chown(c.Dir, uid, gid); err != nil {
				os.RemoveAll(c.Dir)
				return nil, fmt.Errorf("pgtest: %w", err)
			}
		}
	}
	if out, err := c.run("initdb", "-D", c.data(), "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"); err != nil {
		os.RemoveAll(c.Dir)
		return nil, fmt.Errorf("pgtest: initdb: %w\n%s", err, out)
	}
	// A free port may be taken by another process between the probe and
	// the start: try a few.
	var last error
	for range 5 {
		if c.Port, err = freePort(); err != nil {
			last = err
			continue
		}
		opts := fmt.Sprintf("-c listen_addresses=127.0.0.1 -p %d -k %s -c max_connections=200 -c shared_buffers=32MB", c.Port, c.Dir)
		if !o.Fsync {
			opts += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
		}
		out, err := c.run("pg_ctl", "-D", c.data(), "-l", filepath.Join(c.Dir, "log"), "-w", "-t", "60", "-o", opts, "start")
		if err == nil {
			last = nil
			break
		}
		last = fmt.Errorf("pg_ctl start: %w\n%s\n%s", err, out, c.tailLog())
	}
	if last != nil {
		os.RemoveAll(c.Dir)
		return nil, fmt.Errorf("pgtest: %w", last)
	}
	if c.admin, err = sql.Open("pgx", c.URL("postgres")); err != nil {
		c.Stop()
		return nil, fmt.Errorf("pgtest: %w", err)
	}
	c.admin.SetMaxOpenConns(2)
	return c, nil
}

func (c *Cluster) data() string { return filepath.Join(c.Dir, "data") }

// shellQuote quotes s for sh.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// run runs one of the server programs, as c.runAs if set.
func (c *Cluster) run(prog string, args ...string) ([]byte, error) {
	path := filepath.Join(c.Bin, prog)
	var cmd *exec.Cmd
	if c.runAs != "" {
		cmd = exec.Command("runuser", append([]string{"-u", c.runAs, "--", path}, args...)...)
	} else {
		cmd = exec.Command(path, args...)
	}
	cmd.Dir = c.Dir
	return cmd.CombinedOutput()
}

func (c *Cluster) tailLog() string {
	b, _ := os.ReadFile(filepath.Join(c.Dir, "log"))
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	return string(b)
}

// freePort returns a loopback TCP port that was free a moment ago.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// URL is the postgres:// URL of database db in the cluster, over loopback
// TCP.
func (c *Cluster) URL(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.Port, db)
}

// NewDatabase creates an empty database with a fresh name built from hint
// and returns its URL.
func (c *Cluster) NewDatabase(hint string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToLower(hint) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else if b.Len() > 0 && !strings.HasSuffix(b.String(), "_") {
			b.WriteByte('_')
		}
		if b.Len() >= 40 {
			break
		}
	}
	name := fmt.Sprintf("t%d_%s", c.dbs.Add(1), strings.Trim(b.String(), "_"))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := c.admin.ExecContext(ctx, `CREATE DATABASE "`+name+`"`); err != nil {
		return "", fmt.Errorf("pgtest: create database %s: %w", name, err)
	}
	return c.URL(name), nil
}

// Stop stops the cluster at once and removes its directory.
func (c *Cluster) Stop() error {
	if c.admin != nil {
		c.admin.Close()
	}
	out, err := c.run("pg_ctl", "-D", c.data(), "-m", "immediate", "-w", "stop")
	if err != nil {
		err = fmt.Errorf("pgtest: pg_ctl stop: %w\n%s", err, out)
	}
	return errors.Join(err, os.RemoveAll(c.Dir))
}

var (
	once     sync.Once
	shared   *Cluster
	startErr error
)

// Get returns the test binary's cluster, starting it on first use. Where
// PostgreSQL cannot be started, it skips t, or fails it if Required.
func Get(t testing.TB) *Cluster {
	t.Helper()
	once.Do(func() { shared, startErr = Start(Options{}) })
	if startErr != nil {
		if Required() {
			t.Fatalf("PostgreSQL is required here (%s=1) but could not be started: %v", RequiredEnv, startErr)
		}
		t.Skipf("PostgreSQL not available (set %s=1 to make this a failure): %v", RequiredEnv, startErr)
	}
	return shared
}

// Own starts a cluster of t's own, stopped when t ends (for a package
// whose tests share no TestMain to call Main from). Where PostgreSQL
// cannot be started, it skips t, or fails it if Required.
func Own(t testing.TB) *Cluster {
	t.Helper()
	c, err := Start(Options{})
	if err != nil {
		if Required() {
			t.Fatalf("PostgreSQL is required here (%s=1) but could not be started: %v", RequiredEnv, err)
		}
		t.Skipf("PostgreSQL not available (set %s=1 to make this a failure): %v", RequiredEnv, err)
	}
	t.Cleanup(func() {
		if err := c.Stop(); err != nil {
			t.Error(err)
		}
	})
	return c
}

// Database creates a database of its own for t in the test binary's
// cluster (see Get) and returns its URL.
func Database(t testing.TB) string {
	t.Helper()
	c := Get(t)
	url, err := c.NewDatabase(t.Name())
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// Main runs a package's tests (call it from TestMain) and stops the
// cluster if one was started; it returns the exit code for os.Exit.
func Main(m *testing.M) int {
	code := m.Run()
	if shared != nil {
		if err := shared.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			if code == 0 {
				code = 1
			}
		}
	}
	return code
}
