package kernel

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// PendingWindow runs a priority window in which seats may trigger pending
// instances of conditional abilities and use the game's own options (paid
// abilities), each passing under the window's PassRule:
//
//   - the NSG reaction window (CR 9.2.8): OnePassEach over the active
//     player then the others, bound to the fixed set of instances that
//     became pending at the checkpoint that opened it (10.3.2), each seat
//     triggering its own in any order (9.2.8d);
//   - the NSG interrupt window (9.2.9): Succession, its pending instances
//     the relevant conditional interrupts, paid interrupts as Extra;
//   - the NSG paid-ability window (9.2.7): Succession, nothing pending,
//     paid abilities as Extra.
//
// The pending instances are the queue of the window's frame (Queued: its
// controller, whether it is optional, its occurrence). A seat cannot pass
// while it controls a mandatory instance (9.2.8e, 9.2.9f). An instance
// triggered resolves at once, above the window: what it causes opens new
// windows, nested, that close first (9.1.2a, 10.3.2). When the window
// closes, the instances left are lost (9.2.8: unused optional ones).
//
// A game fills one PendingWindow per window kind at start-up, registers
// its Step as the step function of Kind, and opens windows with Open. The
// frame's window is the innermost of Core.Windows.
type PendingWindow[S Host] struct {
	// Kind is the frame kind of the window's frame.
	Kind FrameKind
	// Prompt and Rule are those of the question to the seat with priority.
	Prompt, Rule string
	// Trigger is the verb of the options that trigger a pending instance;
	// Option renders instance q (the option's Verb and Arg are then set).
	Trigger engine.Verb
	Option  func(s S, q Queued) engine.Option
	// Pass is the option that passes.
	Pass engine.Option
	// PassOnly, when set, is []engine.Option{Pass}, made once: the options
	// of a seat that may only pass, shared by every such decision (the
	// Options of a decision are never written to: engine.Game.Pending).
	PassOnly []engine.Option
	// Run starts resolving instance q, triggered by its controller: it
	// pushes its program (a cost to pay, targets to announce).
	Run func(s S, q Queued)
	// Active, when set, says whether instance q is still pending: an
	// instance whose ability became inactive, or an interrupt no longer
	// relevant, is dropped before the seat is asked (NSG 9.6.10, 9.9.4c).
	Active func(s S, q Queued) bool
	// Extra, when set, returns the game's other options for seat in the
	// window of frame f (paid abilities); Use carries one out. Their verbs
	// must differ from Trigger's and Pass's.
	Extra func(s S, f *Frame, seat engine.Seat) []engine.Option
	Use   func(s S, seat engine.Seat, o engine.Option)
	// AutoPass: a seat whose only option is to pass passes without being
	// asked. Set it only when what each seat may do is known to all seats,
	// or the silence would tell them what it holds.
	AutoPass bool
}

// Open opens window w, pushing frame f as its frame, with the pending
// instances q as its queue.
func (p *PendingWindow[S]) Open(s S, w Window, f Frame, q []Queued) {
	c := s.Kernel()
	f.Kind = p.Kind
	c.OpenWindow(w)
	c.PushWith(f, nil, q)
}

// mandatory reports whether seat controls a mandatory instance of q.
func mandatory(q []Queued, seat engine.Seat) bool {
	return slices.ContainsFunc(q, func(x Queued) bool { return x.Seat == seat && !x.Optional })
}

// Step is the step function of the window's frame f: it asks the seat with
// priority, carries out its answer, and closes the window (popping f)
// when the pass rule says so.
func (p *PendingWindow[S]) Step(s S, f *Frame) Status {
	c := s.Kernel()
	w := c.Window()
	if p.Active != nil {
		c.FilterQueue(f, func(q Queued) bool { return p.Active(s, q) })
	}
	if f.Answered {
		seat := w.Priority()
		o, _ := f.Take()
		switch {
		case o.Verb == p.Pass.Verb: // offered only without a mandatory instance
			w.Pass()
		case o.Verb == p.Trigger && o.Arg >= 0 && o.Arg < len(c.Queue(f)) && c.Queue(f)[o.Arg].Seat == seat:
			q := c.Queue(f)[o.Arg]
			c.DeleteQueue(f, o.Arg, o.Arg+1)
			w.Act()
			p.Run(s, q)
			return Next
		default:
			w.Act()
			p.Use(s, seat, o)
			return Next
		}
	}
	for !w.Closed() {
		seat := w.Priority()
		var opts []engine.Option
		for i, q := range c.Queue(f) {
			if q.Seat == seat {
				o := p.Option(s, q)
				o.Verb, o.Arg = p.Trigger, i
				opts = append(opts, o)
			}
		}
		if p.Extra != nil {
			opts = append(opts, p.Extra(s, f, seat)...)
		}
		if !mandatory(c.Queue(f), seat) {
			if len(opts) == 0 && p.AutoPass {
				w.Pass()
				continue
			}
			if len(opts) == 0 && len(p.PassOnly) == 1 {
				opts = p.PassOnly[:1:1]
			} else {
				opts = append(opts, p.Pass)
			}
		}
		return c.Ask(seat, p.Prompt, p.Rule, opts)
	}
	c.CloseWindow()
	c.Pop()
	return Next
}
