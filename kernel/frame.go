package kernel

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// FrameKind says what a Frame is in the middle of doing. A game defines its
// frame kinds, with fixed values (they are saved), and registers a step
// function for each with its Machine.
type FrameKind uint8

// Frame is one entry of the resolution stack: whatever the game is in the
// middle of resolving, as plain data. The top frame owns the pending
// decisions; a choice is stored in it (Opt, Num, By, Answered) and its step
// function runs again.
//
// The meaning of Step, N, M, T and List is the frame kind's own; each game
// documents them with its kinds.
type Frame struct {
	Kind FrameKind   `json:"kind"`
	Step int32       `json:"step,omitempty"`
	Seat engine.Seat `json:"seat"`          // the controller of the program, or the player the frame is about
	Src  int32       `json:"src,omitempty"` // source object (a card instance)
	// Would is the expected effect of the imminent instruction this frame
	// is resolving, as data, while interrupts and replacement effects may
	// still change it (NSG CR 9.9.2, 9.9.4); zero when none is imminent.
	// See Core.Imminent and Core.Replace. (Here, after Src, it costs a
	// frame 8 bytes, not 12: every frame of every game holds one.)
	Would Expected `json:"would,omitzero"`
	Ref   Ref      `json:"ref,omitzero"` // the program run, for program frames
	PC    int32    `json:"pc,omitempty"` // the next op of Ref
	N     int32    `json:"n,omitempty"`
	M     int32    `json:"m,omitempty"`
	T     int32    `json:"t,omitempty"`
	List  []int32  `json:"list,omitempty"`
	// Queue holds programs waiting to resolve in an order their controller
	// chooses (simultaneous triggers), or the pending instances of a
	// PendingWindow's frame (NSG CR 9.2.8, 9.6.4).
	Queue []Queued `json:"queue,omitempty"`

	Opt      engine.Option `json:"opt,omitzero"`
	Num      int32         `json:"num,omitempty"`
	By       engine.Seat   `json:"by,omitempty"` // the seat that answered
	Answered bool          `json:"answered,omitempty"`
}

// Queued is a program waiting in a frame's Queue: Ref run with source Src.
//
// In a PendingWindow's frame it is a pending instance of a conditional
// ability (NSG CR 9.6.4): Seat is its controller, who alone may trigger it
// (9.2.8a); Optional says it may be left untriggered ("may", 9.6.9a), while
// a mandatory one keeps its controller from passing (9.2.8e, 9.2.9f); Occ
// is the occurrence that made it pending, one instance per occurrence
// (9.6.4b). A queue frame (Machine.PushQueue) runs every program with the
// queue's own seat and ignores these three fields.
type Queued struct {
	Src      int32       `json:"src,omitempty"`
	Optional bool        `json:"optional,omitempty"` // next to Src: no padding of its own
	Ref      Ref         `json:"ref"`
	Seat     engine.Seat `json:"seat,omitempty"`
	Occ      Occurrence  `json:"occ,omitzero"`
}

// Take consumes the answer stored in f.
func (f *Frame) Take() (engine.Option, int32) {
	f.Answered = false
	return f.Opt, f.Num
}

// Core is the game-agnostic part of a game state: the seeded RNG, the
// resolution stack, the pending decisions, lasting effects and use limits.
// A game embeds it in its state, so its fields marshal with the state.
type Core struct {
	RNG          engine.RNG        `json:"rng"`
	NextDecision uint64            `json:"nextDecision"`
	Stack        []Frame           `json:"stack,omitempty"`
	Windows      []Window          `json:"windows,omitempty"` // the open priority windows, innermost last
	Pending      []engine.Decision `json:"pending,omitempty"`
	Lasting      []Lasting         `json:"lasting,omitempty"`
	Uses         []Use             `json:"uses,omitempty"`
	// Occurred buffers the occurrences since the last checkpoint (Occur,
	// Drain; NSG CR 10.3.1a). A game whose triggers fire at once (ONR)
	// leaves it empty.
	Occurred []Occurrence `json:"occurred,omitempty"`
	Over     bool         `json:"over,omitempty"`
}

// Kernel returns c; a game state embedding a Core implements Host through it.
func (c *Core) Kernel() *Core { return c }

// Clone returns a copy of c that shares nothing mutable with it, except the
// Options of pending decisions, which are never changed once asked.
func (c *Core) Clone() Core {
	n := *c
	n.Stack = slices.Clone(c.Stack)
	for i := range n.Stack {
		n.Stack[i].List = slices.Clone(n.Stack[i].List)
		n.Stack[i].Queue = slices.Clone(n.Stack[i].Queue)
	}
	if c.Windows != nil { // room for the windows a step opens; nil stays nil
		n.Windows = append(make([]Window, 0, len(c.Windows)+2), c.Windows...)
	}
	n.Pending = slices.Clone(c.Pending) // options are never mutated in place
	n.Lasting = slices.Clone(c.Lasting)
	n.Uses = slices.Clone(c.Uses)
	n.Occurred = slices.Clone(c.Occurred)
	return n
}

// Push puts f on top of the stack.
func (c *Core) Push(f Frame) { c.Stack = append(c.Stack, f) }

// Top returns the top frame.
func (c *Core) Top() *Frame { return &c.Stack[len(c.Stack)-1] }

// Pop removes the top frame.
func (c *Core) Pop() { c.Stack = c.Stack[:len(c.Stack)-1] }

// RemoveFrame removes frame i: the top frame, or one just below frames that
// have already finished.
func (c *Core) RemoveFrame(i int) { c.Stack = append(c.Stack[:i], c.Stack[i+1:]...) }

// Ask publishes a Select decision for seat and returns Wait.
func (c *Core) Ask(seat engine.Seat, prompt, rule string, opts []engine.Option) Status {
	c.NextDecision++
	c.Pending = append(c.Pending, engine.Decision{
		ID: c.NextDecision, Seat: seat, Kind: engine.Select,
		Prompt: prompt, Options: opts, Rule: rule,
	})
	return Wait
}

// AskNumber publishes a Number decision for seat and returns Wait.
func (c *Core) AskNumber(seat engine.Seat, prompt, rule string, lo, hi int32) Status {
	c.NextDecision++
	c.Pending = append(c.Pending, engine.Decision{
		ID: c.NextDecision, Seat: seat, Kind: engine.Number,
		Prompt: prompt, Min: int(lo), Max: int(hi), Rule: rule,
	})
	return Wait
}

// Asking reports whether seat has a pending decision.
func (c *Core) Asking(seat engine.Seat) bool {
	for i := range c.Pending {
		if c.Pending[i].Seat == seat {
			return true
		}
	}
	return false
}

// Answer validates choice ch against the pending decisions and, if it is
// legal, removes the decision answered and stores the answer in the top
// frame, which asked it. On error nothing changes.
func (c *Core) Answer(ch engine.Choice) error {
	if c.Over {
		return &engine.ChoiceError{Choice: ch, Err: engine.ErrGameOver}
	}
	i, err := engine.Find(c.Pending, ch)
	if err != nil {
		return err
	}
	if len(c.Stack) == 0 {
		return &engine.ChoiceError{Choice: ch, Err: engine.ErrIllegal, Detail: "no frame asked this decision"}
	}
	f := c.Top()
	f.Opt, f.Num = engine.Option{}, 0
	if d := &c.Pending[i]; d.Kind == engine.Select {
		f.Opt = d.Options[ch.Option]
	} else {
		f.Num = int32(ch.Number)
	}
	f.By, f.Answered = ch.Seat, true
	// Pending is never shared: Game.Pending hands out copies and Clone
	// copies it, so it is changed in place.
	c.Pending = slices.Delete(c.Pending, i, i+1)
	return nil
}

// OpenWindow pushes a priority window for a frame of kind k about to be
// pushed; the frame finds it with Window.
func (c *Core) OpenWindow(w Window) { c.Windows = append(c.Windows, w) }

// Window returns the innermost open window.
func (c *Core) Window() *Window { return &c.Windows[len(c.Windows)-1] }

// CloseWindow removes the innermost open window.
func (c *Core) CloseWindow() { c.Windows = c.Windows[:len(c.Windows)-1] }
