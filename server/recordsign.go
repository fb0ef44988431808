package server

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// recordKeyFile is the name of the record-signing key in the data
// directory, when Config.RecordKey names none.
const recordKeyFile = "record-key.pem"

// loadRecordKey reads the server's Ed25519 record-signing key from path, a
// PEM "PRIVATE KEY" (PKCS #8) file. If there is no such file, it generates a
// key and writes it there (mode 0600); the file appears whole or not at all
// (written aside, then linked), so that several nodes starting at once on
// one shared file all keep the key written first. created says whether the
// key is new.
func loadRecordKey(path string) (key ed25519.PrivateKey, created bool, err error) {
	key, err = readRecordKey(path)
	if !errors.Is(err, fs.ErrNotExist) {
		return key, false, err
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, false, fmt.Errorf("record key: generate: %w", err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return nil, false, fmt.Errorf("record key: encode: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".record-key-*")
	if err != nil {
		return nil, false, fmt.Errorf("record key: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := pem.Encode(tmp, &pem.Block{Type: "PRIVATE KEY", Bytes: der}); err != nil {
		tmp.Close()
		return nil, false, fmt.Errorf("record key: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, false, fmt.Errorf("record key: write %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return nil, false, fmt.Errorf("record key: write %s: %w", tmp.Name(), err)
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) { // another node wrote it first
			key, err = readRecordKey(path)
			return key, false, err
		}
		return nil, false, fmt.Errorf("record key: %w", err)
	}
	return priv, true, nil
}

// readRecordKey reads a PEM PKCS #8 Ed25519 private key.
func readRecordKey(path string) (ed25519.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("record key: %w", err)
	}
	block, _ := pem.Decode(b)
	if block == nil || block.Type != "PRIVATE KEY" {
		return nil, fmt.Errorf("record key %s: not a PEM \"PRIVATE KEY\" file", path)
	}
	k, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("record key %s: %w", path, err)
	}
	priv, ok := k.(ed25519.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("record key %s: a %T, not an Ed25519 key", path, k)
	}
	return priv, nil
}

// recordPublicKey serves the public half of the record-signing key, in hex,
// which `datafort replay --key` takes.
func (s *Server) recordPublicKey(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, hex.EncodeToString(s.recordKey.Public().(ed25519.PublicKey)))
}

// signedRecord is the game's record, signed by the server's key.
func (l *live) signedRecord(ctx context.Context) (*engine.Record, error) {
	rec, err := l.record(ctx)
	if err != nil {
		return nil, err
	}
	if err := rec.Sign(l.s.recordKey); err != nil {
		return nil, err
	}
	return rec, nil
}

// publicLog is what a spectator of a watch link may download of a finished
// game: its log as spectators read it and its ending, signed like a
// record. It holds no seed, deck, choice or hash: a watch link shows the
// game as it is shown to spectators, and the seed would tell every hidden
// card (server-spec §6.10: the record goes to spectators only when
// spectators are public).
type publicLog struct {
	Ruleset   string            `json:"ruleset"`
	Game      string            `json:"game"`
	Seats     []publicSeat      `json:"seats"`
	Log       []logOut          `json:"log"`
	Result    *engine.Result    `json:"result,omitempty"`
	Conceded  *engine.Seat      `json:"conceded,omitempty"`
	Signature *engine.Signature `json:"signature,omitempty"`
}

// publicSeat is a seat as spectators see it.
type publicSeat struct {
	Seat engine.Seat `json:"seat"`
	Role string      `json:"role"`
	Name string      `json:"name"`
}

// publicLogPrefix names what a public log's signature signs, apart from a
// record's.
const publicLogPrefix = "datafort public log v1\n"

// publicLog returns the game's public log, signed: the game replayed from
// its stored choices, each event as spectators read it.
func (l *live) publicLog(ctx context.Context) (*publicLog, error) {
	rec, err := l.record(ctx)
	if err != nil {
		return nil, err
	}
	cs, err := l.s.store.Choices(ctx, l.id, 0)
	if err != nil {
		return nil, err
	}
	g, err := l.rs.New(rec.Setup)
	if err != nil {
		return nil, fmt.Errorf("public log: new game: %w", err)
	}
	p := &publicLog{Ruleset: rec.Ruleset, Game: l.id, Result: rec.Result, Conceded: rec.Conceded, Log: []logOut{}}
	l.mu.Lock()
	for i, st := range l.seats {
		p.Seats = append(p.Seats, publicSeat{Seat: st.Seat, Role: st.Role, Name: l.seatLabels()[i]})
	}
	l.mu.Unlock()
	for _, c := range cs {
		if c.Source == store.SourceConcede {
			p.Log = append(p.Log, logOut{c.Seq, l.roleName(c.Choice.Seat) + " concedes."})
			continue
		}
		ev, err := g.Apply(c.Choice)
		if err != nil {
			return nil, fmt.Errorf("public log: choice %d: %w", c.Seq, err)
		}
		for _, e := range ev {
			p.Log = append(p.Log, logOut{c.Seq, e.For(engine.NoSeat)})
		}
	}
	b, err := json.Marshal(p)
	if err != nil {
		return nil, fmt.Errorf("public log: %w", err)
	}
	sig := ed25519.Sign(l.s.recordKey, append([]byte(publicLogPrefix), b...))
	p.Signature = &engine.Signature{Key: hex.EncodeToString(l.s.recordKey.Public().(ed25519.PublicKey)), Sig: hex.EncodeToString(sig)}
	return p, nil
}
