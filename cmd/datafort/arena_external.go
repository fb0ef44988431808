package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
)

// The "external" player: a program speaking the agent protocol's player
// side (docs/agent.md, "An external agent"), seated with the bot spec
// external:cmd=COMMAND (COMMAND split at spaces, no shell). One process
// per COMMAND serves every seat and game of a run: datafort sends it
// {"cmd":"hello","protocol":2}, wants {"protocol":2} back, then at each
// decision of a seat it plays an "act" request with the seat's legal action
// ids and sparse observation, and wants {"action":ID}, strictly: an unknown
// or missing field, or an illegal action, breaks the game. At the end of
// the run datafort sends {"cmd":"quit"} and closes the program's input.

func init() {
	bot.Register("external", bot.Info{About: "an external program speaking the agent protocol's player side, started as external:cmd=COMMAND (datafort arena only)"}, newExternal)
}

// externalRuns counts the arena runs under way, the only place an external
// player may be seated: elsewhere (the server above all, whose bot specs
// come from its users) a spec naming a command to start is refused.
var externalRuns atomic.Int32

// externals holds the running agent programs by command.
var externals = struct {
	sync.Mutex
	byCmd map[string]*externalProc
}{byCmd: map[string]*externalProc{}}

// externalProc is one running agent program; mu orders its exchanges.
type externalProc struct {
	mu   sync.Mutex
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	err  error // the first failure, kept: a broken program stays broken
	errb lockedBuffer
}

// lockedBuffer is the program's stderr, written by exec's copying
// goroutine and read in error messages.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// externalPlayer is a seat played by an agent program.
type externalPlayer struct {
	cfg     bot.Config
	command string
	enc     observe.Encoder
}

func newExternal(cfg bot.Config) (bot.Player, error) {
	if externalRuns.Load() == 0 {
		return nil, errors.New("external: only datafort arena seats an external program")
	}
	command := cfg.Params["cmd"]
	for k := range cfg.Params {
		if k != "cmd" {
			return nil, fmt.Errorf("external: unknown parameter %q (it takes cmd)", k)
		}
	}
	if strings.TrimSpace(command) == "" {
		return nil, errors.New("external: want cmd=COMMAND")
	}
	return &externalPlayer{cfg: cfg, command: command, enc: observe.For(cfg.Game)}, nil
}

// externalAct is the request for a move.
type externalAct struct {
	Cmd          string             `json:"cmd"`
	Game         string             `json:"game"`
	Seed         uint64             `json:"seed"`
	Player       int                `json:"player"`
	Role         string             `json:"role"`
	LegalActions []int              `json:"legal_actions"`
	Observation  *agent.Observation `json:"observation"`
}

// Choose asks the program for the seat's move; a failure panics, which
// the arena counts as a broken game.
func (p *externalPlayer) Choose(o *bot.Observation) engine.Choice {
	d := o.Decision
	view := o.View()               // for the observation
	ids, err := o.ActionIDs(p.enc) // named from the game where the encoder can: the view not indexed
	if err != nil {
		panic(fmt.Errorf("external: actions of seat %d: %w", d.Seat, err))
	}
	t := make([]float32, p.enc.ObservationSize())
	if err := p.enc.Observe(view, t); err != nil {
		panic(fmt.Errorf("external: observation of seat %d: %w", d.Seat, err))
	}
	obs := &agent.Observation{Indices: []int{}, Values: []float32{}}
	for i, v := range t {
		if v != 0 {
			obs.Indices = append(obs.Indices, i)
			obs.Values = append(obs.Values, v)
		}
	}
	legal := append([]int(nil), ids...)
	slices.Sort(legal)
	req := externalAct{Cmd: "act", Game: p.cfg.Game, Seed: p.cfg.Seed, Player: int(d.Seat), Role: p.cfg.Role, LegalActions: legal, Observation: obs}
	proc := externalFor(p.command)
	a, err := proc.act(req)
	if err != nil {
		panic(err)
	}
	for i, id := range ids {
		if id == a {
			c := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
			if d.Kind == engine.Number {
				c.Option, c.Number = 0, max(d.Min, 0)+i
			}
			return c
		}
	}
	panic(proc.fail(fmt.Errorf("external %q: action %d is not legal for seat %d (legal: %v)", p.command, a, d.Seat, legal)))
}

// fail marks the program broken by err, and returns err.
func (p *externalProc) fail(err error) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err == nil {
		p.err = err
	}
	return err
}

// externalFor returns the program of command, started on first use; a
// failure to start it is kept in its err.
func externalFor(command string) *externalProc {
	externals.Lock()
	defer externals.Unlock()
	if p, ok := externals.byCmd[command]; ok {
		return p
	}
	p := &externalProc{}
	p.mu.Lock()
	defer p.mu.Unlock()
	externals.byCmd[command] = p
	args := strings.Fields(command)
	p.cmd = exec.Command(args[0], args[1:]...)
	p.cmd.Stderr = &p.errb
	in, err := p.cmd.StdinPipe()
	if err == nil {
		var out io.ReadCloser
		if out, err = p.cmd.StdoutPipe(); err == nil {
			p.in, p.out = in, bufio.NewReader(out)
			err = p.cmd.Start()
		}
	}
	if err != nil {
		p.err = fmt.Errorf("external %q: %w", command, err)
		return p
	}
	var hello struct {
		Protocol *int `json:"protocol"`
	}
	if err := p.exchange(map[string]any{"cmd": "hello", "protocol": agent.ProtocolVersion}, &hello); err != nil {
		p.err = fmt.Errorf("external %q: hello: %w", command, err)
	} else if hello.Protocol == nil || *hello.Protocol != agent.ProtocolVersion {
		p.err = fmt.Errorf("external %q: hello: want {\"protocol\":%d}", command, agent.ProtocolVersion)
	}
	return p
}

// act sends req and returns the action of the answer.
func (p *externalProc) act(req externalAct) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return 0, p.err
	}
	var ans struct {
		Action *int `json:"action"`
	}
	if err := p.exchange(req, &ans); err != nil {
		// The program's answers may be out of step with its requests now.
		p.err = fmt.Errorf("external: act: %w", err)
		return 0, p.err
	}
	// A wrong answer breaks the program before the lock is released, so
	// that no other game's request reaches it after that answer.
	if ans.Action == nil {
		p.err = errors.New(`external: act: missing field "action"`)
		return 0, p.err
	}
	if _, legal := slices.BinarySearch(req.LegalActions, *ans.Action); !legal {
		p.err = fmt.Errorf("external: action %d is not legal for seat %d (legal: %v)", *ans.Action, req.Player, req.LegalActions)
		return 0, p.err
	}
	return *ans.Action, nil
}

// exchange sends one line and decodes the answer strictly into v.
func (p *externalProc) exchange(req, v any) error {
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	if _, err := p.in.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("writing to the program: %w (stderr: %.200s)", err, p.errb.String())
	}
	line, err := p.out.ReadBytes('\n')
	if err != nil {
		return fmt.Errorf("no answer: %w (stderr: %.200s)", err, p.errb.String())
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("answer %.200q: %w", line, err)
	}
	return nil
}

// closeExternals ends every program started by this run: "quit", its input
// closed, and waits for it; w gets the failures of their exits.
func closeExternals(w io.Writer) {
	externals.Lock()
	defer externals.Unlock()
	for c, p := range externals.byCmd {
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.in != nil {
			if p.err == nil {
				_, _ = p.in.Write([]byte(`{"cmd":"quit"}` + "\n"))
			}
			_ = p.in.Close()
			if err := p.cmd.Wait(); err != nil {
				fmt.Fprintf(w, "external %q: %v\n", c, err)
			}
		}
		delete(externals.byCmd, c)
	}
}
