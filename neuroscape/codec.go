package neuroscape

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// codec is the game's kernel codec: its verbs as small numbers, the frame
// kinds its machine runs, the Refs of its cards, and the frames that own
// windows (the swift checks).
var codec = func() *kernel.Codec {
	c := kernel.NewCodec(verbs...)
	c.KnownKind = func(k kernel.FrameKind) bool { return machine.Runs(k) }
	c.KnownRef = func(r kernel.Ref) bool {
		d := def(r.Card)
		if d == nil {
			return false
		}
		low := -len(d.Tiers)
		if len(d.Netcheck) > 0 {
			low = -1 // its netcheck effect (a protocol's, a virus's, an environment's)
		}
		return d != nil && int(r.Ability) >= low && int(r.Ability) <= len(d.Abilities)
	}
	c.WindowFrame = func(f *kernel.Frame) bool { return f.Kind == frameWindow || f.Kind == frameFixed }
	return c
}()

// MarshalBinary implements engine.Game: savedRules and the rules the game
// is played under (Game.Fingerprint: its version and the fingerprints of
// its cards' definitions), then the state (encode).
func (g *Game) MarshalBinary() ([]byte, error) {
	r := g.st.rules()
	e := savedRules.Encoder(r, codec)
	return append(e.B, g.st.encode()...), nil
}

// encode returns the encoding of the state: the Core with the kernel's
// codec, then the game's fields; card ids as their codes.
func (st *State) encode() []byte {
	e := &kernel.Encoder{Codec: codec}
	e.Uvarint(uint64(st.Format))
	st.Core.EncodeTo(e)
	for _, n := range []int{st.Rounds, st.Round, st.Turn, int(st.Active), int(st.First), st.Winner, st.Conceded} {
		e.Varint(int64(n))
	}
	for t := range 2 {
		e.Int32(st.Health[t][BF])
		e.Int32(st.Health[t][MF])
		e.Bool(st.Out[t])
	}
	e.Len(len(st.Objs), st.Objs == nil)
	for _, o := range st.Objs {
		e.CardID(o.Card)
		e.Seat(o.Owner)
		e.Seat(o.Ctrl)
		e.Uvarint(uint64(o.Zone))
		e.Int32(o.Host)
		e.Bool(o.Running)
		e.Int32(o.Damage)
		e.Int32(o.Need)
		e.Int32(o.Target)
		e.Bool(o.Reversed)
		e.Bool(o.Used)
	}
	e.Len(len(st.P), st.P == nil)
	for _, p := range st.P {
		for _, l := range [][]int32{p.Deck, p.RAMDeck, p.Hand, p.Bank, p.Bin, p.Play} {
			e.Int32s(l)
		}
		e.Int32(p.Mainframe)
	}
	e.Len(len(st.Attacks), st.Attacks == nil)
	for _, a := range st.Attacks {
		e.Int32(a.Char)
		e.Seat(a.Defender)
		e.Int32s(a.Blockers)
		e.Int32s(a.Assign)
	}
	e.Int32s(st.Rolls)
	prevent := slices.ContainsFunc(st.Lasting, func(l Lasting) bool { return l.Prevent }) || st.Unpaid != nil || st.Tethers != nil || st.Counters != nil || lastingPsychosis(st) || st.Bases != nil // (the sixth section is written when the seventh is)
	if len(st.Lasting) > 0 || st.FirstToken != 0 || st.StrictPorts || st.Free != nil || prevent {                                                                                                   // a trailing section, absent when empty: earlier saves stay as they were
		e.Len(len(st.Lasting), false)
		for _, l := range st.Lasting {
			e.Int32(l.Card)
			e.Int32(l.Atk)
			e.Int32(l.Dfn)
			e.Bool(l.Stamina)
			e.Bool(l.EndDestroy)
		}
		// A second trailing section, absent unless one of them has
		// STEALTH or a mark: saves made before these existed are read
		// as they were.
		if st.FirstToken != 0 || st.StrictPorts || st.Free != nil || prevent || slices.ContainsFunc(st.Lasting, func(l Lasting) bool { return l.Stealth || l.Mark }) {
			for _, l := range st.Lasting {
				e.Bool(l.Stealth)
				e.Bool(l.Mark)
			}
		}
	}
	if st.FirstToken != 0 || st.StrictPorts || st.Free != nil || prevent { // a third, once a token exists (the two before it then written too)
		e.Int32(st.FirstToken)
	}
	if st.StrictPorts || st.Free != nil || prevent { // a fourth, in strict port mode (NS-12.4; the three before it then written too)
		e.Bool(st.StrictPorts)
	}
	if st.Free != nil || prevent { // a fifth, while a seat may play cards free this turn (the four before it then written too)
		e.Int32s(st.Free)
	}
	if prevent { // a sixth, while damage to a character is prevented (the five before it then written too)
		for _, l := range st.Lasting {
			e.Bool(l.Prevent)
		}
	}
	if st.Unpaid != nil || st.Tethers != nil || st.Counters != nil || lastingPsychosis(st) || st.Bases != nil { // a seventh, while a character played free waits on the Cache (the six before it then written too)
		e.Int32s(st.Unpaid)
	}
	if st.Tethers != nil || st.Counters != nil || lastingPsychosis(st) || st.Bases != nil { // an eighth, while a tether is attached (the seven before it then written too)
		e.Len(len(st.Tethers), false)
		for _, t := range st.Tethers {
			e.Int32(t.Card)
			e.Int32(t.Other)
		}
	}
	if st.Counters != nil || lastingPsychosis(st) || st.Bases != nil { // a ninth, while a card in play has counters (the eight before it then written too)
		e.Len(len(st.Counters), false)
		for _, c := range st.Counters {
			e.Int32(c.Card)
			e.Uvarint(uint64(c.Kind))
			e.Int32(c.N)
		}
	}
	if lastingPsychosis(st) || st.Bases != nil { // a tenth, while a character has psychosis until turn end (the nine before it then written too)
		for _, l := range st.Lasting {
			e.Int32(l.Psychosis)
		}
	}
	if st.Bases != nil { // an eleventh, while a token copy has altered base values (NS-20.2; the ten before it then written too)
		e.Len(len(st.Bases), false)
		for _, b := range st.Bases {
			e.Int32(b.Card)
			e.Int32(b.Atk)
			e.Int32(b.Dfn)
		}
	}
	return e.B
}

// decode restores a state written by MarshalBinary (or by encode alone);
// Check then verifies it.
func (st *State) decode(b []byte) error {
	_, b, err := splitSave(b)
	if err != nil {
		return err
	}
	d := kernel.NewDecoder(b, codec)
	if f := int(d.Uvarint()); d.Err() == nil && f != format {
		return fmt.Errorf("unknown format %d", f)
	}
	st.Format = format
	if err := st.Core.DecodeFrom(d); err != nil {
		return err
	}
	ints := []*int{&st.Rounds, &st.Round, &st.Turn, nil, nil, &st.Winner, &st.Conceded}
	for i, p := range ints {
		v := int(d.Varint())
		switch i {
		case 3:
			st.Active = engine.Seat(v)
		case 4:
			st.First = engine.Seat(v)
		default:
			*p = v
		}
	}
	for t := range 2 {
		st.Health[t][BF] = d.Int32()
		st.Health[t][MF] = d.Int32()
		st.Out[t] = d.Bool()
	}
	if n := d.Len(); n >= 0 {
		st.Objs = make([]Obj, n)
		for i := range st.Objs {
			o := &st.Objs[i]
			o.Card = d.CardID()
			o.Owner, o.Ctrl = d.Seat(), d.Seat()
			o.Zone = Zone(d.Uvarint())
			o.Host = d.Int32()
			o.Running = d.Bool()
			o.Damage, o.Need, o.Target = d.Int32(), d.Int32(), d.Int32()
			o.Reversed = d.Bool()
			o.Used = d.Bool()
			if d.Err() == nil && (o.Card >= kernel.MaxCardIDs || def(o.Card) == nil) {
				return fmt.Errorf("card %d: unknown card %q", i+1, o.Card)
			}
		}
		st.at = placedOf(st.Objs)
	}
	if n := d.Len(); n >= 0 {
		st.P = make([]Player, n)
		for i := range st.P {
			p := &st.P[i]
			for _, l := range []*[]int32{&p.Deck, &p.RAMDeck, &p.Hand, &p.Bank, &p.Bin, &p.Play} {
				*l = d.Int32s()
			}
			p.Mainframe = d.Int32()
		}
	}
	if n := d.Len(); n >= 0 {
		st.Attacks = make([]Attack, n)
		for i := range st.Attacks {
			a := &st.Attacks[i]
			a.Char, a.Defender = d.Int32(), d.Seat()
			a.Blockers, a.Assign = d.Int32s(), d.Int32s()
		}
	}
	st.Rolls = d.Int32s()
	if d.Err() == nil && d.Left() > 0 {
		if n := d.Len(); n >= 0 {
			st.Lasting = make([]Lasting, n)
			for i := range st.Lasting {
				l := &st.Lasting[i]
				l.Card, l.Atk, l.Dfn = d.Int32(), d.Int32(), d.Int32()
				l.Stamina, l.EndDestroy = d.Bool(), d.Bool()
			}
			if n == 0 {
				st.Lasting = nil // written empty only because a later section follows
			}
			if d.Err() == nil && d.Left() > 0 {
				for i := range st.Lasting {
					l := &st.Lasting[i]
					l.Stealth, l.Mark = d.Bool(), d.Bool()
				}
			}
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		st.FirstToken = d.Int32()
	}
	if d.Err() == nil && d.Left() > 0 {
		st.StrictPorts = d.Bool()
	}
	if d.Err() == nil && d.Left() > 0 {
		if st.Free = d.Int32s(); len(st.Free) == 0 {
			st.Free = nil // written empty only because a later section follows
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		for i := range st.Lasting {
			st.Lasting[i].Prevent = d.Bool()
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		if st.Unpaid = d.Int32s(); len(st.Unpaid) == 0 {
			st.Unpaid = nil // written empty only because a later section follows
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		if n := d.Len(); n > 0 {
			st.Tethers = make([]Tether, n)
			for i := range st.Tethers {
				st.Tethers[i] = Tether{Card: d.Int32(), Other: d.Int32()}
			}
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		if n := d.Len(); n > 0 {
			st.Counters = make([]Counter, n)
			for i := range st.Counters {
				st.Counters[i] = Counter{Card: d.Int32(), Kind: CounterKind(d.Uvarint()), N: d.Int32()}
			}
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		for i := range st.Lasting {
			st.Lasting[i].Psychosis = d.Int32()
		}
	}
	if d.Err() == nil && d.Left() > 0 {
		if n := d.Len(); n > 0 {
			st.Bases = make([]Base, n)
			for i := range st.Bases {
				st.Bases[i] = Base{Card: d.Int32(), Atk: d.Int32(), Dfn: d.Int32()}
			}
		}
	}
	if d.Err() != nil {
		return d.Err()
	}
	if d.Left() != 0 {
		return fmt.Errorf("%d bytes after the state", d.Left())
	}
	return nil
}

// lastingPsychosis reports whether an effect until turn end gives psychosis
// (State.Lasting), which the codec's tenth section saves.
func lastingPsychosis(st *State) bool {
	return slices.ContainsFunc(st.Lasting, func(l Lasting) bool { return l.Psychosis != 0 })
}
