package onr

import (
	"bytes"
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
// Layout: the magic "DFB", a format byte, the rules, the kernel's Core
// (kernel.Core.EncodeTo, under ONR's codec: its option verbs, frame kinds,
// windows and programs), then every field of ONR's own state in the order
// of the Go structs, written with the kernel's primitives
// (kernel/codec.go): integers are varints (signed ones zig-zag), booleans
// one byte, strings and slices a length then their items; a slice's
// length is written plus one, 0 standing for a nil slice, so that nil and
// empty survive the trip as JSON keeps them apart.

var binaryMagic = []byte("DFB\x03") // 3: a Runner's game history, a trace's bid surcharge

// AppendBinary appends the binary encoding of the game to b, with the
// rules and card definitions it is played under (State.Rules).
func (g *Game) AppendBinary(b []byte) ([]byte, error) {
	s := g.s
	if s.rulesBin == nil || s.rulesGen != defsGen {
		s.Rules = s.rules()
		r := encoder{}
		r.rules(&s.Rules)
		s.rulesBin, s.rulesGen = r.B, defsGen
		knownRules.Add(string(r.B), rulesOK{s.Rules, r.B, defsGen})
	}
	e := encoder{kernel.Encoder{B: append(b, binaryMagic...), Codec: codec}}
	e.Bytes(s.rulesBin)
	e.state(s)
	return e.B, nil
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
	e := encoder{kernel.Encoder{B: append(g.hashBuf[:0], binaryMagic...), Hash: true, Codec: codec}}
	e.state(g.s)
	g.hashBuf = e.B
	return hash256(e.B)
}

// LoadBinary restores a game encoded by AppendBinary, with the checks of
// Load: every card must be defined, under the same definitions.
func LoadBinary(b []byte) (*Game, error) {
	if !bytes.HasPrefix(b, binaryMagic) {
		return nil, errors.New("onr: load: not a binary game state")
	}
	d := newDecoder(b[len(binaryMagic):])
	s := &State{}
	rb := d.Bytes()
	known, ok := knownRules.Get(string(rb))
	if ok && known.gen == defsGen {
		s.Rules, s.rulesBin = known.rules, known.bin
	} else {
		ok = false
		r := newDecoder(rb)
		r.rules(&s.Rules)
		if r.Err() != nil {
			return nil, fmt.Errorf("onr: load: rules: %w", r.Err())
		}
	}
	d.state(s)
	if d.Err() != nil {
		if !ok {
			// The rules are not known to be this build's: a state of
			// another build may name programs or frame kinds this one
			// lacks, and is refused for what it is, the build it needs.
			if err := otherBuild(b, s.Rules); err != nil {
				return nil, fmt.Errorf("onr: load: %w", err)
			}
		}
		return nil, fmt.Errorf("onr: load: %w", d.Err())
	}
	if d.Left() != 0 {
		return nil, fmt.Errorf("onr: load: %d bytes after the state", d.Left())
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

// otherBuild returns the *engine.BuildError of a state encoded in b under
// rules that are not this build's, read without the checks of ONR's
// programs and frame kinds; nil if it cannot tell.
func otherBuild(b []byte, rules engine.Rules) error {
	d := &decoder{Decoder: kernel.NewDecoder(b[len(binaryMagic):], lenientCodec)}
	d.Bytes() // the rules, read already
	s := &State{Rules: rules}
	d.state(s)
	if d.Err() != nil {
		return nil
	}
	v, err := lookupVariant(s.Variant)
	if err != nil {
		return nil
	}
	s.v = v
	var be *engine.BuildError
	if err := s.Rules.Compare(s.rules()); errors.As(err, &be) {
		return err
	}
	return nil
}

// encoder appends the binary encoding of ONR's state: the kernel's
// primitives and Core (kernel.Encoder, Core.EncodeTo), and ONR's own
// fields. For a hash (Hash set) a nil slice is written as an empty one.
type encoder struct{ kernel.Encoder }

// rules encodes r. Its Encoding is not written: it is the name of this
// encoding's format byte (encodingName), which the magic already carries.
func (e *encoder) rules(r *engine.Rules) {
	e.String(r.Version)
	e.StringMap(r.Cards)
}

func (e *encoder) state(s *State) {
	s.Core.EncodeTo(&e.Encoder)
	e.Uvarint(s.Seed)
	e.Int32(s.Options.MinDeck)
	e.Bool(s.Options.AgendaRoundDown)
	e.Bool(s.Options.FastPass)
	e.String(s.Variant)
	e.StringMap(s.VariantOptions)
	e.Int32(s.NextHandle)
	e.Int32(s.Turn)
	e.Seat(s.Active)
	e.Uvarint(uint64(s.Phase))
	e.Seats(s.Opening)
	e.Seats(s.Order)
	e.Int32(s.TurnPos)
	e.Int32(s.WinPoints)
	e.Bool(s.OwnedTags)
	e.Len(len(s.RunsAnywhere), s.RunsAnywhere == nil)
	for _, id := range s.RunsAnywhere {
		e.String(id)
	}
	// The card ids come once each, then every card names its id by its
	// place in that list.
	s.cardIDs()
	e.Bytes(s.idsBin)
	e.Len(len(s.Cards), s.Cards == nil)
	for i := range s.Cards {
		k := &s.Cards[i]
		e.Uvarint(uint64(s.idOf[i]))
		e.Int32(k.Handle)
		e.Uvarint(uint64(k.Side))
		e.Seat(k.Owner)
		e.Seat(k.At)
		e.Uvarint(uint64(k.Zone))
		e.Int32(k.Fort)
		e.Int32(k.Host)
		flags := uint64(0)
		for j, f := range [...]bool{k.Rezzed, k.FaceUp, k.Seen, k.Known} {
			if f {
				flags |= 1 << j
			}
		}
		e.Uvarint(flags)
		e.Uvarint(uint64(k.KnownTo))
		e.Int32(k.Adv)
		e.Int32(k.Counters)
		e.String(k.Virus.ID.String())
		e.Int32(k.Virus.N)
		e.Int32(k.Bits)
		e.Int32(k.Spent)
		e.Int32(k.Paid)
	}
	e.Len(len(s.Forts), s.Forts == nil)
	for i := range s.Forts {
		f := &s.Forts[i]
		e.Seat(f.Owner)
		e.Uvarint(uint64(f.Central))
		e.String(f.Name)
		e.Int32s(f.Ice)
		e.Int32s(f.Cards)
		e.Bool(f.Gone)
	}
	e.Len(len(s.Players), s.Players == nil)
	for i := range s.Players {
		p := &s.Players[i]
		e.Seat(p.Seat)
		e.Uvarint(uint64(p.Role))
		e.Varint(int64(p.Team))
		e.String(p.Name)
		e.Bool(p.Out)
		e.Int32(p.Bits)
		e.Int32(p.Actions)
		e.Int32(p.Points)
		e.Int32(p.Forgo)
		e.Int32s(p.Hand)
		e.Int32s(p.Deck)
		e.Int32s(p.Discard)
		e.Int32s(p.Scored)
		e.Int32s(p.Rig)
		e.Int32s(p.Aside)
		e.Int32s(p.Held)
		e.Len(len(p.Virus), p.Virus == nil)
		for _, v := range p.Virus {
			e.String(v.ID.String())
			e.Int32(v.N)
		}
		e.Int32(p.BadPub)
		e.Int32(p.InstallActions)
		e.Int32(p.Tags)
		e.Int32s(p.TagsBy)
		e.Int32(p.Brain)
		h := &p.Hist
		e.Int32(h.Runs)
		e.Int32s(h.RunsOn)
		e.Int32(h.Stolen)
		e.Bool(h.SuccessfulHQ)
		e.Bool(h.TaggedThisTurn)
		e.Int32(p.Game.Runs)
		e.Int32s(p.Game.RunsOn)
	}
	r := &s.Run
	e.Bool(r.Active)
	e.Seat(r.Runner)
	e.Seat(r.Corp)
	e.Int32(r.Fort)
	e.Int32(r.Pos)
	e.Int32(r.Encounter)
	e.Varint(r.Broken)
	e.Bool(r.Ended)
	e.Bool(r.Success)
	e.Bool(r.JackedOut)
	e.Int32(r.Src)
	e.Int32s(r.Accessed)
	e.Int32(r.ToAccess)
	e.Int32s(r.Upgrades)
	e.Len(len(r.Log), r.Log == nil)
	for _, o := range r.Log {
		e.Occurrence(o)
	}
	t := &s.Trace
	e.Bool(t.Active)
	e.Seat(t.Corp)
	e.Seat(t.Runner)
	e.Int32(t.Src)
	e.Int32(t.Limit)
	e.Int32(t.BidSurcharge)
	e.Int32(t.CorpBid)
	e.Bool(t.CorpIn)
	e.Int32(t.BaseCard)
	e.Bool(t.BaseIn)
	e.Int32(t.RunnerBuys)
	e.Bool(t.RunnerIn)
	e.Bool(t.Paid)
	e.Bool(t.Succeeded)
	e.Seat(s.Winner)
	e.String(s.Reason)
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
	e.Uvarint(uint64(len(ids)))
	for _, id := range ids {
		e.String(id.String())
	}
	s.idsBin, s.idOf = e.B, idOf
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
	d := kernel.NewDecoder(b, nil)
	n := d.Uvarint()
	if n > uint64(len(b)) {
		return nil, fmt.Errorf("%d card ids in %d bytes", n, len(b))
	}
	t := &idTable{all: true, bin: slices.Clone(b), gen: defsGen}
	for range n {
		id := d.CardID()
		t.ids = append(t.ids, id)
		t.all = t.all && (defOf(id) != nil || id == 0)
	}
	if d.Err() != nil {
		return nil, fmt.Errorf("card ids: %w", d.Err())
	}
	if d.Left() != 0 {
		return nil, fmt.Errorf("card ids: %d bytes after them", d.Left())
	}
	knownIDs.Add(string(b), t)
	return t, nil
}

// decoder reads the binary encoding of ONR's state (kernel.Decoder: the
// first error sticks, and later reads return zeros).
type decoder struct {
	*kernel.Decoder
	// allDefs: every card id decoded so far is defined in this build, and
	// the card's definition was linked as it was read.
	allDefs bool
}

// newDecoder returns a decoder of b under ONR's codec.
func newDecoder(b []byte) *decoder { return &decoder{Decoder: kernel.NewDecoder(b, codec)} }

// id reads a card id, sharing the string of its definition when it has one.
func (d *decoder) id() string {
	b := d.Bytes()
	if len(b) == 0 {
		return ""
	}
	if def := defs[string(b)]; def != nil {
		return def.card.ID
	}
	return string(b)
}

func (d *decoder) rules(r *engine.Rules) {
	r.Version = d.String()
	r.Encoding = encodingName(binaryMagic[len(binaryMagic)-1])
	r.Cards = d.StringMap()
}

// codec is ONR's part of the kernel's encoding: its option verbs, and the
// checks of a decoded Core that need ONR's tables.
var codec = func() *kernel.Codec {
	c := kernel.NewCodec(binaryVerbs...)
	c.WindowFrame = isWindowFrame
	c.KnownKind = func(k kernel.FrameKind) bool { return machine.Runs(k) } // machine is made in init
	c.KnownRef = knownRef
	return c
}()

// lenientCodec is codec without the checks of ONR's programs and frame
// kinds: to tell a state of another build from a damaged one (otherBuild).
var lenientCodec = func() *kernel.Codec {
	c := kernel.NewCodec(binaryVerbs...)
	c.WindowFrame = isWindowFrame
	return c
}()

// binaryVerbs are the verbs the encoding writes as their place in this
// list. Append only: the places are part of the format.
var binaryVerbs = []engine.Verb{VerbDraw, VerbGain, VerbInstall, VerbPlay, VerbAdvance, VerbTrashRes, VerbUse, VerbRun,
	VerbRemoveTag, VerbPass, VerbRez, VerbScore, VerbPurge, VerbBreak, VerbPump, VerbDone, VerbJackOut, VerbContinue,
	VerbAccess, VerbTrash, VerbLeave, VerbSteal, VerbDecline, VerbBaseLink, VerbPrevent, VerbTake, VerbChoose,
	VerbTrashIce, VerbTrashProg, VerbDiscard, VerbResolve, VerbNone, VerbForgo, VerbEndTurn, VerbExpose, VerbPay,
	VerbSetAside, VerbRemoveAsideCounter, VerbRedirect, VerbLift, VerbMoveIce, VerbHold,
	VerbChooseFort, VerbChooseVirus, VerbStackTop}

// knownRef reports whether r names a program of this build: an ability
// of a defined card, or a rules program (program).
func knownRef(r kernel.Ref) bool {
	if d := defOf(r.Card); d != nil {
		return r.Ability >= 0 && int(r.Ability) < len(d.Abilities)
	}
	return int(r.Card) < len(builtins) && builtins[r.Card] != nil
}

// isWindowFrame reports whether frame f runs a priority window: ONR's
// windows are bound to its FrameWindow frames, one each.
func isWindowFrame(f *kernel.Frame) bool { return f.Kind == FrameWindow }

func (d *decoder) state(s *State) {
	if s.Core.DecodeFrom(d.Decoder) != nil {
		return
	}
	s.Seed = d.Uvarint()
	s.Options.MinDeck = d.Int32()
	s.Options.AgendaRoundDown = d.Bool()
	s.Options.FastPass = d.Bool()
	s.Variant = d.String()
	s.VariantOptions = d.StringMap()
	s.NextHandle = d.Int32()
	s.Turn = d.Int32()
	s.Active = d.Seat()
	s.Phase = Phase(d.Uint8())
	s.Opening = d.Seats()
	s.Order = d.Seats()
	s.TurnPos = d.Int32()
	s.WinPoints = d.Int32()
	s.OwnedTags = d.Bool()
	if n := d.Len(); n >= 0 {
		s.RunsAnywhere = make([]string, n)
		for i := range s.RunsAnywhere {
			s.RunsAnywhere[i] = d.id()
		}
	}
	ids, err := idTableOf(d.Bytes())
	if err != nil {
		d.Failf("%w", err)
		return
	}
	d.allDefs = ids.all
	s.idsBin = ids.bin
	if n := d.Len(); n >= 0 {
		s.Cards = make([]Card, n)
		s.idOf = make([]uint16, n)
		for i := range s.Cards {
			k := &s.Cards[i]
			if x := d.Uvarint(); x < uint64(len(ids.ids)) {
				k.ID = ids.ids[x]
				s.idOf[i] = uint16(x)
			} else {
				d.Failf("card %d: id %d of %d", i, x, len(ids.ids))
				return
			}
			k.Handle = d.Int32()
			k.Side = Role(d.Uint8())
			k.Owner = d.Seat()
			k.At = d.Seat()
			k.Zone = Zone(d.Uint8())
			k.Fort = d.Int32()
			k.Host = d.Int32()
			flags := d.Uvarint()
			k.Rezzed, k.FaceUp, k.Seen, k.Known = flags&1 != 0, flags&2 != 0, flags&4 != 0, flags&8 != 0
			if x := d.Uvarint(); x < 1<<kernel.MaxSeats {
				k.KnownTo = kernel.Viewers(x)
			} else {
				d.Failf("card %d: known to seats %#x, beyond the %d seats a table may have", i, x, kernel.MaxSeats)
				return
			}
			k.Adv = d.Int32()
			k.Counters = d.Int32()
			k.Virus.ID = d.CardID()
			k.Virus.N = d.Int32()
			k.Bits = d.Int32()
			k.Spent = d.Int32()
			k.Paid = d.Int32()
			if d.Err() != nil {
				d.Wrap("card %d of %d", i, n)
				return
			}
		}
	}
	if n := d.Len(); n >= 0 {
		s.Forts = make([]Fort, n)
		for i := range s.Forts {
			f := &s.Forts[i]
			f.Owner = d.Seat()
			f.Central = Central(d.Uint8())
			f.Name = d.String()
			f.Ice = d.Int32s()
			f.Cards = d.Int32s()
			f.Gone = d.Bool()
			if d.Err() != nil {
				d.Wrap("fort %d of %d", i, n)
				return
			}
		}
	}
	if n := d.Len(); n >= 0 {
		s.Players = make([]Player, n)
		for i := range s.Players {
			p := &s.Players[i]
			p.Seat = d.Seat()
			p.Role = Role(d.Uint8())
			p.Team = int(d.Varint())
			p.Name = d.String()
			p.Out = d.Bool()
			p.Bits = d.Int32()
			p.Actions = d.Int32()
			p.Points = d.Int32()
			p.Forgo = d.Int32()
			p.Hand = d.Int32s()
			p.Deck = d.Int32s()
			p.Discard = d.Int32s()
			p.Scored = d.Int32s()
			p.Rig = d.Int32s()
			p.Aside = d.Int32s()
			p.Held = d.Int32s()
			if m := d.Len(); m >= 0 {
				p.Virus = make([]Virus, m)
				for j := range p.Virus {
					p.Virus[j] = Virus{ID: d.CardID(), N: d.Int32()}
				}
			}
			p.BadPub = d.Int32()
			p.InstallActions = d.Int32()
			p.Tags = d.Int32()
			p.TagsBy = d.Int32s()
			p.Brain = d.Int32()
			h := &p.Hist
			h.Runs = d.Int32()
			h.RunsOn = d.Int32s()
			h.Stolen = d.Int32()
			h.SuccessfulHQ = d.Bool()
			h.TaggedThisTurn = d.Bool()
			p.Game.Runs = d.Int32()
			p.Game.RunsOn = d.Int32s()
			if d.Err() != nil {
				d.Wrap("player %d of %d", i, n)
				return
			}
		}
	}
	r := &s.Run
	r.Active = d.Bool()
	r.Runner = d.Seat()
	r.Corp = d.Seat()
	r.Fort = d.Int32()
	r.Pos = d.Int32()
	r.Encounter = d.Int32()
	r.Broken = d.Varint()
	r.Ended = d.Bool()
	r.Success = d.Bool()
	r.JackedOut = d.Bool()
	r.Src = d.Int32()
	r.Accessed = d.Int32s()
	r.ToAccess = d.Int32()
	r.Upgrades = d.Int32s()
	if n := d.Len(); n >= 0 {
		r.Log = make([]kernel.Occurrence, n)
		for i := range r.Log {
			r.Log[i] = d.Occurrence()
		}
	}
	t := &s.Trace
	t.Active = d.Bool()
	t.Corp = d.Seat()
	t.Runner = d.Seat()
	t.Src = d.Int32()
	t.Limit = d.Int32()
	t.BidSurcharge = d.Int32()
	t.CorpBid = d.Int32()
	t.CorpIn = d.Bool()
	t.BaseCard = d.Int32()
	t.BaseIn = d.Bool()
	t.RunnerBuys = d.Int32()
	t.RunnerIn = d.Bool()
	t.Paid = d.Bool()
	t.Succeeded = d.Bool()
	s.Winner = d.Seat()
	s.Reason = d.String()
}
