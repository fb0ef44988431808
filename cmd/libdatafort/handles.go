//go:build cgo

package main

import (
	"errors"
	"fmt"
	"runtime/debug"
	"sync"

	"github.com/datafort/datafort/agent"
)

// Return codes of every exported function (see libdatafort.go).
const (
	codeOK       = 0  // DF_OK
	codeInvalid  = -1 // DF_EINVAL: a bad argument (a null pointer, an unknown name, bad JSON)
	codeHandle   = -2 // DF_EHANDLE: not a live handle of the kind the function takes
	codeRefused  = -3 // DF_EREFUSED: the game refused (an illegal action, no information state…)
	codeTooSmall = -4 // DF_ETOOSMALL: the caller's buffer is too small; the size needed is returned
	codePanic    = -5 // DF_EPANIC: an internal error, recovered; the handle may be unusable
)

// errCode is an error with its return code.
type errCode struct {
	code int
	err  error
}

func (e *errCode) Error() string { return e.err.Error() }
func (e *errCode) Unwrap() error { return e.err }

func invalid(format string, a ...any) error {
	return &errCode{codeInvalid, fmt.Errorf(format, a...)}
}

func refused(err error, format string, a ...any) error {
	return &errCode{codeRefused, fmt.Errorf(format+": %w", append(a, err)...)}
}

func tooSmall(need, have int) error {
	return &errCode{codeTooSmall, fmt.Errorf("buffer of %d too small: %d needed", have, need)}
}

// kind is what a handle names.
type kind int

const (
	kindGame kind = iota + 1
	kindState
	kindBot
	kindBatch
)

var kindNames = map[kind]string{kindGame: "game", kindState: "state", kindBot: "bot", kindBatch: "batch"}

// entry is a live handle's object. Its mutex serialises calls on it, so
// that two threads calling with the same handle do not race.
type entry struct {
	mu   sync.Mutex
	kind kind
	obj  any
}

// The handle table. Handles count up from 1 and are never reused, so a
// freed or never-given handle is always refused, never confused with
// another object.
var (
	tableMu sync.RWMutex
	table   = map[int64]*entry{}
	nextID  int64
)

// put registers obj and returns its handle.
func put(k kind, obj any) int64 {
	tableMu.Lock()
	defer tableMu.Unlock()
	nextID++
	table[nextID] = &entry{kind: k, obj: obj}
	return nextID
}

// get returns the entry of handle h, which must be of kind k.
func get(h int64, k kind) (*entry, error) {
	tableMu.RLock()
	e, ok := table[h]
	tableMu.RUnlock()
	if !ok {
		return nil, &errCode{codeHandle, fmt.Errorf("no live %s handle %d", kindNames[k], h)}
	}
	if e.kind != k {
		return nil, &errCode{codeHandle, fmt.Errorf("handle %d is a %s, not a %s", h, kindNames[e.kind], kindNames[k])}
	}
	return e, nil
}

// free forgets handle h of kind k.
func free(h int64, k kind) error {
	e, err := get(h, k)
	if err != nil {
		return err
	}
	e.mu.Lock() // wait for a call in flight on it
	defer e.mu.Unlock()
	tableMu.Lock()
	defer tableMu.Unlock()
	if table[h] != e {
		return &errCode{codeHandle, fmt.Errorf("%s handle %d freed twice", kindNames[k], h)}
	}
	delete(table, h)
	return nil
}

// live returns the number of live handles (df_live_handles).
func live() int {
	tableMu.RLock()
	defer tableMu.RUnlock()
	return len(table)
}

// with runs f on the object of handle h (of kind k) under its lock.
func with[T any](h int64, k kind, f func(T) error) error {
	e, err := get(h, k)
	if err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return f(e.obj.(T))
}

// call runs f, turning its error (or a panic) into a return code and the
// calling thread's message (df_last_error).
func call(f func() error) (code int) {
	defer func() {
		if r := recover(); r != nil {
			setError(fmt.Errorf("internal error: %v\n%s", r, debug.Stack()))
			code = codePanic
		}
	}()
	err := f()
	if err == nil {
		return codeOK
	}
	setError(err)
	var ec *errCode
	if errors.As(err, &ec) {
		return ec.code
	}
	return codeRefused
}

// Messages of failed calls, by calling thread (tid.go), as errno.
var (
	errMu  sync.Mutex
	errMsg = map[int]string{}
)

func setError(err error) {
	errMu.Lock()
	defer errMu.Unlock()
	errMsg[threadID()] = err.Error()
}

func lastError() string {
	errMu.Lock()
	defer errMu.Unlock()
	return errMsg[threadID()]
}

// game is a game handle's object.
type game struct {
	*agent.Game
	name   string
	params agent.Params
	info   agent.Info
	infoJ  []byte
}
