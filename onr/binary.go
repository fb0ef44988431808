package onr

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The compact binary encoding of a game state, for search (saving and
// restoring positions, hashing them) and for saves that need not be read by
// people. It holds exactly what the JSON of MarshalBinary holds: Load
// accepts either, and a state restored from one encodes to the same bytes of
// the other (binary_test.go checks every field over random games, and
// TestBinaryCoversEveryField fails when a field of the state is added
// without being encoded here).
//
// Layout: the magic "DFB", a format byte, then every field in the order of
// the Go structs. Integers are varints (signed ones zig-zag), booleans one
// byte, strings and slices a length then their items; a slice's length is
// written plus one, 0 standing for a nil slice, so that nil and empty
// survive the trip as JSON keeps them apart.

var binaryMagic = []byte("DFB\x03") // 3: a Runner's game history, a trace's bid surcharge

// AppendBinary appends the binary encoding of the game to b, with the
// rules and card definitions it is played under (State.Rules).
func (g *Game) AppendBinary(b []byte) ([]byte, error) {
	s := g.s
	if s.rulesBin == nil || s.rulesGen != defsGen {
		s.Rules = s.rules()
		r := encoder{}
		r.rules(&s.Rules)
		s.rulesBin, s.rulesGen = r.b, defsGen
		knownRules.Add(string(r.b), rulesOK{s.Rules, r.b, defsGen})
	}
	e := encoder{b: append(b, binaryMagic...)}
	e.blob(s.rulesBin)
	e.state(s)
	return e.b, nil
}

// defsGen counts the definitions made (Define): a cached encoding of rules
// made under an older count may be stale (tests redefine cards).
var defsGen uint64

// knownRules holds the encoded rules that this build has checked and
// found to be its own (rulesOK), so that loading a position of a game seen
// before does not check every card's definition again; the most recently
// used ones only (cacheSize).
var knownRules = newCache[string, rulesOK]()

type rulesOK struct {
	rules engine.Rules // decoded; shared by the states loaded with it, never modified
	bin   []byte       // the encoding, shared likewise
	gen   uint64       // defsGen when checked
}

// MarshalCompact returns the binary encoding of the game (AppendBinary).
func (g *Game) MarshalCompact() ([]byte, error) { return g.AppendBinary(make([]byte, 0, 4096)) }

// StateHash implements engine.StateHasher: hash256 (hash.go) of the binary
// encoding of the state without its rules (which depend on the build, not
// the game), nil slices written as empty ones. It allocates nothing but its
// buffer, reused from the last call.
func (g *Game) StateHash() [32]byte {
	e := encoder{b: append(g.hashBuf[:0], binaryMagic...), hash: true}
	e.state(g.s)
	g.hashBuf = e.b
	return hash256(e.b)
}

// LoadBinary restores a game encoded by AppendBinary, with the checks of
// Load: every card must be defined, under the same definitions.
func LoadBinary(b []byte) (*Game, error) {
	if !bytes.HasPrefix(b, binaryMagic) {
		return nil, errors.New("onr: load: not a binary game state")
	}
	d := decoder{b: b[len(binaryMagic):]}
	s := &State{}
	rb := d.bytes()
	known, ok := knownRules.Get(string(rb))
	if ok && known.gen == defsGen {
		s.Rules, s.rulesBin = known.rules, known.bin
	} else {
		ok = false
		(&decoder{b: rb}).rules(&s.Rules)
	}
	d.state(s)
	if d.err != nil {
		return nil, fmt.Errorf("onr: load: %w", d.err)
	}
	if d.left() != 0 {
		return nil, fmt.Errorf("onr: load: %d bytes after the state", d.left())
	}
	v, err := lookupVariant(s.Variant)
	if err != nil {
		return nil, fmt.Errorf("onr: load: %w", err)
	}
	s.v = v
	if ok {
		if !d.allDefs {
			if err := s.resolveDefs(); err != nil {
				return nil, fmt.Errorf("onr: load: %w", err)
			}
		}
	} else {
		if err := s.resolve(); err != nil {
			return nil, fmt.Errorf("onr: load: %w", err)
		}
		s.rulesBin = slices.Clone(rb)
		knownRules.Add(string(rb), rulesOK{s.Rules, s.rulesBin, defsGen})
	}
	s.rulesGen = defsGen
	return &Game{s: s}, nil
}

// encoder appends the binary encoding. For a hash (hash set) a nil slice
// is written as an empty one: the two are the same state, and a state
// restored from JSON (which drops empty slices it omits) must hash as the
// original.
type encoder struct {
	b    []byte
	hash bool
}

func (e *encoder) u(x uint64) { e.b = binary.AppendUvarint(e.b, x) }
func (e *encoder) i(x int64)  { e.b = binary.AppendVarint(e.b, x) }
func (e *encoder) i32(x int32) {
	e.b = binary.AppendVarint(e.b, int64(x))
}
func (e *encoder) seat(x engine.Seat) { e.i(int64(x)) }
func (e *encoder) flag(x bool) {
	if x {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *encoder) str(s string) {
	e.u(uint64(len(s)))
	e.b = append(e.b, s...)
}

// seats writes a list of seats.
func (e *encoder) seats(l []engine.Seat) {
	e.n(len(l), l == nil)
	for _, x := range l {
		e.seat(x)
	}
}

// strMap writes a map of strings, its keys in order.
func (e *encoder) strMap(m map[string]string) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	e.n(len(keys), m == nil)
	for _, k := range keys {
		e.str(k)
		e.str(m[k])
	}
}

// blob writes bytes as str writes a string.
func (e *encoder) blob(b []byte) {
	e.u(uint64(len(b)))
	e.b = append(e.b, b...)
}

// n writes the length of a slice, plus one, or 0 for nil.
func (e *encoder) n(l int, isNil bool) {
	if isNil && !e.hash {
		e.u(0)
		return
	}
	e.u(uint64(l) + 1)
}

func (e *encoder) ints(l []int32) {
	e.n(len(l), l == nil)
	for _, x := range l {
		e.i32(x)
	}
}

// rules encodes r. Its Encoding is not written: it is the name of this
// encoding's format byte (encodingName), which the magic already carries.
func (e *encoder) rules(r *engine.Rules) {
	e.str(r.Version)
	keys := make([]string, 0, len(r.Cards))
	for k := range r.Cards {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	e.n(len(keys), r.Cards == nil)
	for _, k := range keys {
		e.str(k)
		e.str(r.Cards[k])
	}
}

func (e *encoder) ref(r kernel.Ref) {
	e.str(r.Card.String())
	e.i(int64(r.Ability))
}

func (e *encoder) option(o engine.Option) {
	if i, ok := verbIndex[o.Verb]; ok {
		e.u(uint64(i) + 1)
	} else {
		e.u(0)
		e.str(o.Verb.String())
	}
	e.i(int64(o.Card))
	e.i(int64(o.Target))
	e.i(int64(o.Arg))
}

func (e *encoder) core(c *kernel.Core) {
	e.b, _ = c.RNG.AppendBinary(e.b)
	e.u(c.NextDecision)
	e.n(len(c.Frames()), c.Frames() == nil)
	for i := range c.Frames() {
		f := &c.Frames()[i]
		e.u(uint64(f.Kind))
		e.i32(f.Step)
		e.seat(f.Seat)
		e.i32(f.Src)
		e.ref(f.Ref)
		e.i32(f.PC)
		e.i32(f.N)
		e.i32(f.M)
		e.i32(f.T)
		e.ints(c.List(f))
		queue := c.Queue(f)
		e.n(len(queue), queue == nil)
		for _, q := range queue {
			e.i32(q.Src)
			e.ref(q.Ref)
		}
		e.option(f.Opt)
		e.i32(f.Num)
		e.seat(f.By)
		// Answered, and bit 2 when the frame has the fields ONR leaves
		// zero (an imminent instruction, queued instances' controllers):
		// they follow only then, so ONR's encoding is what it was before
		// they existed.
		ext := frameExt(f, queue)
		e.b = append(e.b, flagBits(f.Answered, ext))
		if ext {
			e.expected(f.Would)
			for _, q := range queue {
				e.seat(q.Seat)
				// Optional is bit 1 and Own bit 2 of one byte: a
				// queue without Own encodes as it did before Own.
				e.b = append(e.b, flagBits(q.Optional, q.Own))
				e.occurrence(q.Occ)
			}
		}
	}
	e.n(len(c.Windows), c.Windows == nil)
	for _, w := range c.Windows {
		e.b, _ = w.AppendBinary(e.b)
	}
	e.n(len(c.Pending), c.Pending == nil)
	for i := range c.Pending {
		d := &c.Pending[i]
		e.u(d.ID)
		e.seat(d.Seat)
		e.u(uint64(d.Kind))
		e.str(d.Prompt)
		e.n(len(d.Options), d.Options == nil)
		for _, o := range d.Options {
			e.option(o)
		}
		e.i(int64(d.Min))
		e.i(int64(d.Max))
		e.str(d.Rule)
	}
	e.n(len(c.Lasting), c.Lasting == nil)
	for i := range c.Lasting {
		l := &c.Lasting[i]
		e.i32(l.Src)
		e.seat(l.Seat)
		e.u(uint64(l.Mod))
		e.i32(l.N)
		e.i32(l.Arg)
		e.i32(l.Obj)
		e.u(uint64(l.On))
		e.ref(l.Ref)
		e.i32(l.PC)
		e.u(uint64(l.Starts))
		e.u(uint64(l.Until))
		e.i32(l.Count)
		e.flag(l.Mine)
		// Every, and bit 2 when the effect was made after occurrences
		// waiting for a checkpoint (Lasting.After; ONR buffers none): it
		// follows only then.
		e.b = append(e.b, flagBits(l.Every, l.After != 0))
		e.i32(l.Price)
		if l.After != 0 {
			e.i32(l.After)
		}
	}
	e.n(len(c.Uses), c.Uses == nil)
	for _, u := range c.Uses {
		e.i32(u.Obj)
		e.i(int64(u.Ability))
		e.i32(u.N)
		// A limit per seat (Use.Seat, Use.Mine; ONR makes none) is an
		// extension flagged above the 16 bits of Until, so that the
		// encoding of every other limit is what it was.
		if u.Seat != 0 || u.Mine {
			e.u(uint64(u.Until) | useSeatFlag)
			e.seat(u.Seat)
			e.flag(u.Mine)
		} else {
			e.u(uint64(u.Until))
		}
	}
	// Over, and bit 2 when occurrences wait for a checkpoint (which ONR
	// never buffers): they follow only then.
	e.b = append(e.b, flagBits(c.Over, len(c.Occurred) > 0))
	if len(c.Occurred) > 0 {
		e.u(uint64(len(c.Occurred)))
		for _, o := range c.Occurred {
			e.occurrence(o)
		}
	}
}

// flagBits is a flag byte: 1 for set, plus 2 for ext (an extension
// follows).
func flagBits(set, ext bool) byte {
	b := byte(0)
	if set {
		b |= 1
	}
	if ext {
		b |= 2
	}
	return b
}

// frameExt reports whether frame f, with its queue, has a field of the
// extension set: an expected effect, or a queued instance's controller,
// flags or occurrence.
func frameExt(f *kernel.Frame, queue []kernel.Queued) bool {
	if f.Would != (kernel.Expected{}) {
		return true
	}
	for _, q := range queue {
		if q.Seat != 0 || q.Optional || q.Own || q.Occ != (kernel.Occurrence{}) {
			return true
		}
	}
	return false
}

func (e *encoder) expected(x kernel.Expected) {
	e.u(uint64(x.Type))
	e.i(int64(x.Seat))
	e.i32(x.Obj)
	e.i32(x.N)
}

func (e *encoder) occurrence(o kernel.Occurrence) {
	e.u(uint64(o.Type))
	e.seat(o.Seat)
	e.i32(o.Obj)
	e.i32(o.N)
}

func (e *encoder) state(s *State) {
	e.core(&s.Core)
	e.u(s.Seed)
	e.i32(s.Options.MinDeck)
	e.flag(s.Options.AgendaRoundDown)
	e.flag(s.Options.FastPass)
	e.str(s.Variant)
	e.strMap(s.VariantOptions)
	e.i32(s.NextHandle)
	e.i32(s.Turn)
	e.seat(s.Active)
	e.u(uint64(s.Phase))
	e.seats(s.Opening)
	e.seats(s.Order)
	e.i32(s.TurnPos)
	e.i32(s.WinPoints)
	e.flag(s.OwnedTags)
	e.n(len(s.RunsAnywhere), s.RunsAnywhere == nil)
	for _, id := range s.RunsAnywhere {
		e.str(id)
	}
	// The card ids come once each, then every card names its id by its
	// place in that list.
	s.cardIDs()
	e.blob(s.idsBin)
	e.n(len(s.Cards), s.Cards == nil)
	for i := range s.Cards {
		k := &s.Cards[i]
		e.u(uint64(s.idOf[i]))
		e.i32(k.Handle)
		e.u(uint64(k.Side))
		e.seat(k.Owner)
		e.seat(k.At)
		e.u(uint64(k.Zone))
		e.i32(k.Fort)
		e.i32(k.Host)
		flags := uint64(0)
		for j, f := range [...]bool{k.Rezzed, k.FaceUp, k.Seen, k.Known} {
			if f {
				flags |= 1 << j
			}
		}
		e.u(flags)
		e.u(k.KnownTo)
		e.i32(k.Adv)
		e.i32(k.Counters)
		e.str(k.Virus.ID.String())
		e.i32(k.Virus.N)
		e.i32(k.Bits)
		e.i32(k.Spent)
		e.i32(k.Paid)
	}
	e.n(len(s.Forts), s.Forts == nil)
	for i := range s.Forts {
		f := &s.Forts[i]
		e.seat(f.Owner)
		e.u(uint64(f.Central))
		e.str(f.Name)
		e.ints(f.Ice)
		e.ints(f.Cards)
		e.flag(f.Gone)
	}
	e.n(len(s.Players), s.Players == nil)
	for i := range s.Players {
		p := &s.Players[i]
		e.seat(p.Seat)
		e.u(uint64(p.Role))
		e.i(int64(p.Team))
		e.str(p.Name)
		e.flag(p.Out)
		e.i32(p.Bits)
		e.i32(p.Actions)
		e.i32(p.Points)
		e.i32(p.Forgo)
		e.ints(p.Hand)
		e.ints(p.Deck)
		e.ints(p.Discard)
		e.ints(p.Scored)
		e.ints(p.Rig)
		e.ints(p.Aside)
		e.ints(p.Held)
		e.n(len(p.Virus), p.Virus == nil)
		for _, v := range p.Virus {
			e.str(v.ID.String())
			e.i32(v.N)
		}
		e.i32(p.BadPub)
		e.i32(p.InstallActions)
		e.i32(p.Tags)
		e.ints(p.TagsBy)
		e.i32(p.Brain)
		h := &p.Hist
		e.i32(h.Runs)
		e.ints(h.RunsOn)
		e.i32(h.Stolen)
		e.flag(h.SuccessfulHQ)
		e.flag(h.TaggedThisTurn)
		e.i32(p.Game.Runs)
		e.ints(p.Game.RunsOn)
	}
	r := &s.Run
	e.flag(r.Active)
	e.seat(r.Runner)
	e.seat(r.Corp)
	e.i32(r.Fort)
	e.i32(r.Pos)
	e.i32(r.Encounter)
	e.i(r.Broken)
	e.flag(r.Ended)
	e.flag(r.Success)
	e.flag(r.JackedOut)
	e.i32(r.Src)
	e.ints(r.Accessed)
	e.i32(r.ToAccess)
	e.ints(r.Upgrades)
	e.n(len(r.Log), r.Log == nil)
	for _, o := range r.Log {
		e.u(uint64(o.Type))
		e.seat(o.Seat)
		e.i32(o.Obj)
		e.i32(o.N)
	}
	t := &s.Trace
	e.flag(t.Active)
	e.seat(t.Corp)
	e.seat(t.Runner)
	e.i32(t.Src)
	e.i32(t.Limit)
	e.i32(t.BidSurcharge)
	e.i32(t.CorpBid)
	e.flag(t.CorpIn)
	e.i32(t.BaseCard)
	e.flag(t.BaseIn)
	e.i32(t.RunnerBuys)
	e.flag(t.RunnerIn)
	e.flag(t.Paid)
	e.flag(t.Succeeded)
	e.seat(s.Winner)
	e.str(s.Reason)
}

// cardIDs makes the list of the game's card ids (idsBin, idOf) if it is
// not made yet: the cards of a game never change.
func (s *State) cardIDs() {
	if s.idsBin != nil && len(s.idOf) == len(s.Cards) {
		return
	}
	var ids []CardID
	idOf := make([]uint16, len(s.Cards))
	for i := range s.Cards {
		j := slices.Index(ids, s.Cards[i].ID)
		if j < 0 {
			j = len(ids)
			ids = append(ids, s.Cards[i].ID)
		}
		idOf[i] = uint16(j)
	}
	e := encoder{}
	e.u(uint64(len(ids)))
	for _, id := range ids {
		e.str(id.String())
	}
	s.idsBin, s.idOf = e.b, idOf
}

// idTable is a decoded list of card ids (State.idsBin); shared by every
// state loaded with the same list.
type idTable struct {
	ids []CardID
	all bool // every id but "" is defined
	bin []byte
	gen uint64 // defsGen when made
}

// knownIDs holds the id lists decoded lately, by their encoding (cacheSize).
var knownIDs = newCache[string, *idTable]()

// idTableOf returns the id list encoded in b.
func idTableOf(b []byte) (*idTable, error) {
	if t, ok := knownIDs.Get(string(b)); ok && t.gen == defsGen {
		return t, nil
	}
	d := decoder{b: b}
	n := d.u()
	if n > uint64(len(b)) {
		return nil, fmt.Errorf("%d card ids in %d bytes", n, len(b))
	}
	t := &idTable{all: true, bin: slices.Clone(b), gen: defsGen}
	for range n {
		id := d.cardID()
		t.ids = append(t.ids, id)
		t.all = t.all && (defOf(id) != nil || id == 0)
	}
	if d.err != nil || d.left() != 0 {
		return nil, fmt.Errorf("bad list of card ids: %v", d.err)
	}
	knownIDs.Add(string(b), t)
	return t, nil
}

// decoder reads the binary encoding; the first error sticks and later
// reads return zeros.
//
// It reads b from position p, which only it moves: advancing an int, not
// re-slicing b, spares the garbage collector a write barrier per read.
type decoder struct {
	b     []byte
	p     int
	err   error
	arena []int32         // room for the lists still to decode
	queue []kernel.Queued // room for a frame's queue, copied into the stack
	// allDefs: every card id decoded so far is defined in this build, and
	// the card's definition was linked as it was read.
	allDefs bool
}

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
	d.p = len(d.b)
}

// left returns the number of bytes not yet read.
func (d *decoder) left() int { return len(d.b) - d.p }

func (d *decoder) u() uint64 {
	if d.p < len(d.b) && d.b[d.p] < 0x80 {
		x := d.b[d.p]
		d.p++
		return uint64(x)
	}
	x, n := binary.Uvarint(d.b[d.p:])
	if n <= 0 {
		d.fail("truncated or bad unsigned varint")
		return 0
	}
	d.p += n
	return x
}

func (d *decoder) i() int64 {
	if d.p < len(d.b) && d.b[d.p] < 0x80 {
		x := int64(d.b[d.p])
		d.p++
		return x>>1 ^ -(x & 1) // zig-zag
	}
	x, n := binary.Varint(d.b[d.p:])
	if n <= 0 {
		d.fail("truncated or bad varint")
		return 0
	}
	d.p += n
	return x
}

func (d *decoder) i32() int32        { return int32(d.i()) }
func (d *decoder) seat() engine.Seat { return engine.Seat(d.i()) }
func (d *decoder) u8() uint8         { return uint8(d.u()) }
func (d *decoder) u16() uint16       { return uint16(d.u()) }
func (d *decoder) flag() bool {
	if d.p >= len(d.b) {
		d.fail("truncated flag")
		return false
	}
	x := d.b[d.p]
	d.p++
	return x != 0
}

func (d *decoder) bytes() []byte {
	n := d.u()
	if n > uint64(d.left()) {
		d.fail("string of %d bytes, %d left", n, d.left())
		return nil
	}
	s := d.b[d.p : d.p+int(n)]
	d.p += int(n)
	return s
}

func (d *decoder) str() string { return string(d.bytes()) }

// id reads a card id, sharing the string of its definition when it has one.
func (d *decoder) id() string {
	b := d.bytes()
	if len(b) == 0 {
		return ""
	}
	if def := defs[string(b)]; def != nil {
		return def.card.ID
	}
	return string(b)
}

// cardID reads a card id.
func (d *decoder) cardID() CardID {
	b := d.bytes()
	if len(b) == 0 {
		return 0
	}
	if def := defs[string(b)]; def != nil {
		return def.cid
	}
	x, err := ParseCardID(string(b))
	if err != nil {
		d.fail("%v", err)
	}
	return x
}

// n reads a slice length: -1 for nil.
func (d *decoder) n() int {
	x := d.u()
	if x > uint64(d.left())+1 {
		d.fail("slice of %d items, %d bytes left", x-1, d.left())
		return -1
	}
	return int(x) - 1
}

func (d *decoder) ints() []int32 {
	n := d.n()
	if n < 0 {
		return nil
	}
	if n == 0 {
		return []int32{} // not nil: no allocation
	}
	// Lists share a few allocations; each is capped at its length so that
	// appending to it moves it rather than overwriting the next.
	if n > len(d.arena) {
		d.arena = make([]int32, max(n, 256))
	}
	out := d.arena[:n:n]
	d.arena = d.arena[n:]
	for i := range out {
		out[i] = d.i32()
	}
	return out
}

func (d *decoder) seats() []engine.Seat {
	n := d.n()
	if n < 0 {
		return nil
	}
	out := make([]engine.Seat, n)
	for i := range out {
		out[i] = d.seat()
	}
	return out
}

func (d *decoder) strMap() map[string]string {
	n := d.n()
	if n < 0 {
		return nil
	}
	m := make(map[string]string, n)
	for range n {
		k := d.str()
		m[k] = d.str()
	}
	return m
}

func (d *decoder) rules(r *engine.Rules) {
	r.Version = d.str()
	r.Encoding = encodingName(binaryMagic[len(binaryMagic)-1])
	n := d.n()
	if n < 0 {
		return
	}
	r.Cards = make(map[string]string, n)
	for range n {
		k := d.str()
		r.Cards[k] = d.str()
	}
}

func (d *decoder) ref() kernel.Ref {
	card := d.cardID()
	return kernel.Ref{Card: card, Ability: int16(d.i())}
}

func (d *decoder) option() engine.Option {
	return engine.Option{Verb: d.verb(), Card: int(d.i()), Target: int(d.i()), Arg: int(d.i())}
}

// verb reads an option verb: its place in binaryVerbs plus one, or 0 and
// the verb itself.
func (d *decoder) verb() engine.Verb {
	i := d.u()
	if i == 0 {
		name := d.str()
		v, ok := engine.LookupVerb(name)
		if !ok {
			d.fail("unknown option verb %q", name)
		}
		return v
	}
	if i > uint64(len(binaryVerbs)) {
		d.fail("verb %d of %d", i, len(binaryVerbs))
		return 0
	}
	return binaryVerbs[i-1]
}

// binaryVerbs are the verbs the encoding writes as their place in this
// list. Append only: the places are part of the format.
var binaryVerbs = []engine.Verb{VerbDraw, VerbGain, VerbInstall, VerbPlay, VerbAdvance, VerbTrashRes, VerbUse, VerbRun,
	VerbRemoveTag, VerbPass, VerbRez, VerbScore, VerbPurge, VerbBreak, VerbPump, VerbDone, VerbJackOut, VerbContinue,
	VerbAccess, VerbTrash, VerbLeave, VerbSteal, VerbDecline, VerbBaseLink, VerbPrevent, VerbTake, VerbChoose,
	VerbTrashIce, VerbTrashProg, VerbDiscard, VerbResolve, VerbNone, VerbForgo, VerbEndTurn, VerbExpose, VerbPay,
	VerbSetAside, VerbRemoveAsideCounter, VerbRedirect, VerbLift, VerbMoveIce, VerbHold}

var verbIndex = func() map[engine.Verb]int {
	m := map[engine.Verb]int{}
	for i, v := range binaryVerbs {
		m[v] = i
	}
	return m
}()

func (d *decoder) core(c *kernel.Core) {
	rng := d.b[d.p:]
	if len(rng) < rngSize {
		d.fail("truncated generator state")
		return
	}
	if err := c.RNG.UnmarshalBinary(rng[:rngSize]); err != nil {
		d.fail("generator state: %v", err)
		return
	}
	d.p += rngSize
	c.NextDecision = d.u()
	if n := d.n(); n >= 0 {
		// Each frame is pushed as it is read, its list and queue
		// copied into the stack's arenas.
		c.Stack = kernel.NewStack(n)
		for range n {
			c.Push(kernel.Frame{})
			f := c.Top()
			f.Kind = kernel.FrameKind(d.u8())
			f.Step = d.i32()
			f.Seat = d.seat()
			f.Src = d.i32()
			f.Ref = d.ref()
			f.PC = d.i32()
			f.N = d.i32()
			f.M = d.i32()
			f.T = d.i32()
			if l := d.ints(); l != nil {
				c.SetList(f, l)
			}
			var queue []kernel.Queued // nil: none
			if m := d.n(); m >= 0 {
				queue = d.queue[:0]
				for range m {
					queue = append(queue, kernel.Queued{Src: d.i32(), Ref: d.ref()})
				}
				d.queue = queue
				if queue == nil {
					queue = []kernel.Queued{} // an empty queue, not none
				}
			}
			f.Opt = d.option()
			f.Num = d.i32()
			f.By = d.seat()
			var ext bool
			f.Answered, ext = d.flags()
			if ext {
				f.Would = d.expected()
				for j := range queue {
					q := &queue[j]
					q.Seat = d.seat()
					q.Optional, q.Own = d.flags()
					q.Occ = d.occurrence()
				}
			}
			if queue != nil {
				c.SetQueue(f, queue)
			}
		}
	}
	if n := d.n(); n >= 0 {
		c.Windows = make([]kernel.Window, n)
		for i := range c.Windows {
			rest, err := c.Windows[i].DecodeBinary(d.b[d.p:])
			if err != nil {
				d.fail("%v", err)
				return
			}
			d.p = len(d.b) - len(rest)
		}
		// The binding of windows to frames is not saved: each FrameWindow
		// frame runs one window, in order.
		if err := c.BindWindows(isWindowFrame); err != nil {
			d.fail("%v", err)
			return
		}
	}
	if n := d.n(); n >= 0 {
		c.Pending = make([]engine.Decision, n)
		for i := range c.Pending {
			x := &c.Pending[i]
			x.ID = d.u()
			x.Seat = d.seat()
			x.Kind = engine.Kind(d.u8())
			x.Prompt = d.str()
			if m := d.n(); m >= 0 {
				x.Options = make([]engine.Option, m)
				for j := range x.Options {
					x.Options[j] = d.option()
				}
			}
			x.Min = int(d.i())
			x.Max = int(d.i())
			x.Rule = d.str()
		}
	}
	if n := d.n(); n >= 0 {
		c.Lasting = make([]kernel.Lasting, n)
		for i := range c.Lasting {
			l := &c.Lasting[i]
			l.Src = d.i32()
			l.Seat = d.seat()
			l.Mod = kernel.ModKind(d.u16())
			l.N = d.i32()
			l.Arg = d.i32()
			l.Obj = d.i32()
			l.On = kernel.EventType(d.u16())
			l.Ref = d.ref()
			l.PC = d.i32()
			l.Starts = kernel.EventType(d.u16())
			l.Until = kernel.EventType(d.u16())
			l.Count = d.i32()
			l.Mine = d.flag()
			var after bool
			l.Every, after = d.flags()
			l.Price = d.i32()
			if after {
				l.After = d.i32()
			}
		}
	}
	if n := d.n(); n >= 0 {
		c.Uses = make([]kernel.Use, n)
		for i := range c.Uses {
			u := &c.Uses[i]
			u.Obj, u.Ability, u.N = d.i32(), int16(d.i()), d.i32()
			x := d.u()
			u.Until = kernel.EventType(uint16(x))
			switch x &^ 0xffff {
			case 0:
			case useSeatFlag:
				u.Seat, u.Mine = d.seat(), d.flag()
			default:
				d.fail("use limit %d: bad flags %#x", i, x)
			}
		}
	}
	var ext bool
	c.Over, ext = d.flags()
	if ext {
		n := d.u()
		if n > uint64(d.left()) {
			d.fail("%d occurrences, %d bytes left", n, d.left())
			return
		}
		c.Occurred = make([]kernel.Occurrence, n)
		for i := range c.Occurred {
			c.Occurred[i] = d.occurrence()
		}
	}
}

// flags reads a byte written by flagBits.
func (d *decoder) flags() (set, ext bool) {
	if d.p >= len(d.b) {
		d.fail("truncated flag")
		return false, false
	}
	x := d.b[d.p]
	d.p++
	if x > 3 {
		d.fail("flag byte %d", x)
	}
	return x&1 != 0, x&2 != 0
}

func (d *decoder) expected() kernel.Expected {
	return kernel.Expected{Type: kernel.EventType(d.u16()), Seat: int16(d.i()), Obj: d.i32(), N: d.i32()}
}

func (d *decoder) occurrence() kernel.Occurrence {
	return kernel.Occurrence{Type: kernel.EventType(d.u16()), Seat: d.seat(), Obj: d.i32(), N: d.i32()}
}

// useSeatFlag marks, above the 16 bits of a use limit's Until, a limit
// per seat: its Seat and Mine follow.
const useSeatFlag = 1 << 16

// isWindowFrame reports whether frame f runs a priority window: ONR's
// windows are bound to its FrameWindow frames, one each.
func isWindowFrame(f *kernel.Frame) bool { return f.Kind == FrameWindow }

// rngSize is the length of an encoded generator state.
var rngSize = func() int {
	r := engine.NewRNG(1)
	b, _ := r.AppendBinary(nil)
	return len(b)
}()

func (d *decoder) state(s *State) {
	d.core(&s.Core)
	s.Seed = d.u()
	s.Options.MinDeck = d.i32()
	s.Options.AgendaRoundDown = d.flag()
	s.Options.FastPass = d.flag()
	s.Variant = d.str()
	s.VariantOptions = d.strMap()
	s.NextHandle = d.i32()
	s.Turn = d.i32()
	s.Active = d.seat()
	s.Phase = Phase(d.u8())
	s.Opening = d.seats()
	s.Order = d.seats()
	s.TurnPos = d.i32()
	s.WinPoints = d.i32()
	s.OwnedTags = d.flag()
	if n := d.n(); n >= 0 {
		s.RunsAnywhere = make([]string, n)
		for i := range s.RunsAnywhere {
			s.RunsAnywhere[i] = d.id()
		}
	}
	ids, err := idTableOf(d.bytes())
	if err != nil {
		d.fail("%v", err)
		return
	}
	d.allDefs = ids.all
	s.idsBin = ids.bin
	if n := d.n(); n >= 0 {
		s.Cards = make([]Card, n)
		s.idOf = make([]uint16, n)
		for i := range s.Cards {
			k := &s.Cards[i]
			if x := d.u(); x < uint64(len(ids.ids)) {
				k.ID = ids.ids[x]
				s.idOf[i] = uint16(x)
			} else {
				d.fail("card %d: id %d of %d", i, x, len(ids.ids))
				return
			}
			k.Handle = d.i32()
			k.Side = Role(d.u8())
			k.Owner = d.seat()
			k.At = d.seat()
			k.Zone = Zone(d.u8())
			k.Fort = d.i32()
			k.Host = d.i32()
			flags := d.u()
			k.Rezzed, k.FaceUp, k.Seen, k.Known = flags&1 != 0, flags&2 != 0, flags&4 != 0, flags&8 != 0
			k.KnownTo = d.u()
			k.Adv = d.i32()
			k.Counters = d.i32()
			k.Virus.ID = d.cardID()
			k.Virus.N = d.i32()
			k.Bits = d.i32()
			k.Spent = d.i32()
			k.Paid = d.i32()
		}
	}
	if n := d.n(); n >= 0 {
		s.Forts = make([]Fort, n)
		for i := range s.Forts {
			f := &s.Forts[i]
			f.Owner = d.seat()
			f.Central = Central(d.u8())
			f.Name = d.str()
			f.Ice = d.ints()
			f.Cards = d.ints()
			f.Gone = d.flag()
		}
	}
	if n := d.n(); n >= 0 {
		s.Players = make([]Player, n)
		for i := range s.Players {
			p := &s.Players[i]
			p.Seat = d.seat()
			p.Role = Role(d.u8())
			p.Team = int(d.i())
			p.Name = d.str()
			p.Out = d.flag()
			p.Bits = d.i32()
			p.Actions = d.i32()
			p.Points = d.i32()
			p.Forgo = d.i32()
			p.Hand = d.ints()
			p.Deck = d.ints()
			p.Discard = d.ints()
			p.Scored = d.ints()
			p.Rig = d.ints()
			p.Aside = d.ints()
			p.Held = d.ints()
			if m := d.n(); m >= 0 {
				p.Virus = make([]Virus, m)
				for j := range p.Virus {
					p.Virus[j] = Virus{ID: d.cardID(), N: d.i32()}
				}
			}
			p.BadPub = d.i32()
			p.InstallActions = d.i32()
			p.Tags = d.i32()
			p.TagsBy = d.ints()
			p.Brain = d.i32()
			h := &p.Hist
			h.Runs = d.i32()
			h.RunsOn = d.ints()
			h.Stolen = d.i32()
			h.SuccessfulHQ = d.flag()
			h.TaggedThisTurn = d.flag()
			p.Game.Runs = d.i32()
			p.Game.RunsOn = d.ints()
		}
	}
	r := &s.Run
	r.Active = d.flag()
	r.Runner = d.seat()
	r.Corp = d.seat()
	r.Fort = d.i32()
	r.Pos = d.i32()
	r.Encounter = d.i32()
	r.Broken = d.i()
	r.Ended = d.flag()
	r.Success = d.flag()
	r.JackedOut = d.flag()
	r.Src = d.i32()
	r.Accessed = d.ints()
	r.ToAccess = d.i32()
	r.Upgrades = d.ints()
	if n := d.n(); n >= 0 {
		r.Log = make([]kernel.Occurrence, n)
		for i := range r.Log {
			r.Log[i] = kernel.Occurrence{Type: kernel.EventType(d.u16()), Seat: d.seat(), Obj: d.i32(), N: d.i32()}
		}
	}
	t := &s.Trace
	t.Active = d.flag()
	t.Corp = d.seat()
	t.Runner = d.seat()
	t.Src = d.i32()
	t.Limit = d.i32()
	t.BidSurcharge = d.i32()
	t.CorpBid = d.i32()
	t.CorpIn = d.flag()
	t.BaseCard = d.i32()
	t.BaseIn = d.flag()
	t.RunnerBuys = d.i32()
	t.RunnerIn = d.flag()
	t.Paid = d.flag()
	t.Succeeded = d.flag()
	s.Winner = d.seat()
	s.Reason = d.str()
}
