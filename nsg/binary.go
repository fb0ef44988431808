package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// binaryFormat is the first byte of a saved state: the version of its
// encoding (the kernel's compact encoding, then the game's fields).
const binaryFormat = 3

// binaryFormat2 is the format without cards' hosts: still written when
// no card is hosted (so the saves, and their fingerprints, of games
// without hosting are what they were), and read with a host of 0.
const binaryFormat2 = 2

// codec is the kernel codec of the game's states: its verbs by place
// (append only), its window frames, frame kinds and programs.
var codec = func() *kernel.Codec {
	c := kernel.NewCodec(verbCredit, verbDraw, verbInstall, verbPlay, verbAdvance, verbPurge, verbTrashRes, verbUntag,
		verbRun, verbAbility, verbRez, verbScore, verbPass, verbTrigger, verbDiscard, verbKeep, verbMulligan,
		verbJackOut, verbContinue, verbTrashIt, verbNoAction, verbYes, verbNo, verbTarget, verbPay, verbGain, verbDrawC, verbBoth,
		verbName)
	c.WindowFrame = func(f *kernel.Frame) bool { return slices.Contains(windowKinds, f.Kind) }
	c.KnownKind = func(k kernel.FrameKind) bool { return slices.Contains(frameKinds, k) }
	c.KnownRef = func(r kernel.Ref) bool { return program(r) != nil }
	return c
}()

// MarshalBinary implements engine.Game: savedRules and the rules the game
// is played under (Game.Fingerprint: its version and the fingerprints of
// its cards' definitions), then the state in the kernel's compact encoding
// (kernel.Core.EncodeTo, then the game's fields).
func (g *Game) MarshalBinary() ([]byte, error) {
	r := g.st.rules()
	e := savedRules.Encoder(r, nil)
	g.st.encode(e)
	return e.B, nil
}

func (s *State) encode(e *kernel.Encoder) {
	format := uint64(binaryFormat2)
	for _, c := range s.Cards {
		if c.Host != 0 {
			format = binaryFormat
			break
		}
	}
	e.Uvarint(format)
	s.Core.EncodeTo(e)
	e.String(s.Rules)
	e.Seat(s.Corp)
	e.Seat(s.Runner)
	e.Seat(s.Active)
	e.Int32(s.Turn)
	e.Int32(s.NextObj)
	e.Len(len(s.Cards), s.Cards == nil)
	for _, c := range s.Cards {
		e.Int32(c.ID)
		e.String(c.Title)
		e.Seat(c.Owner)
		e.Uvarint(uint64(c.Zone))
		e.Int32(c.Server)
		e.Bool(c.Ice)
		e.Bool(c.Rezzed)
		e.Bool(c.FaceUp)
		e.Int32(c.Adv)
		e.Int32(c.Hosted)
		e.Int32(c.Virus)
		e.Int32(c.Turn)
		if format == binaryFormat {
			e.Int32(c.Host)
		}
	}
	e.Int32s(s.Credits)
	e.Int32s(s.Clicks)
	e.Len(len(s.Identity), s.Identity == nil)
	for _, id := range s.Identity {
		e.String(id)
	}
	for _, l := range [][]int32{s.HQ, s.RD, s.Archives, s.Grip, s.RunnerStack, s.Heap, s.Rig, s.Scored} {
		e.Int32s(l)
	}
	e.Len(len(s.Servers), s.Servers == nil)
	for _, sv := range s.Servers {
		e.Int32s(sv.Root)
		e.Int32s(sv.Ice)
	}
	for _, n := range []int32{s.Tags, s.BadPub, s.CoreDamage, s.Link} {
		e.Int32(n)
	}
	r := s.Run
	e.Bool(r.On)
	for _, n := range []int32{r.Server, r.Pos, r.Ice, r.Sub, r.Fund, r.Extra, r.Src, r.Flags, r.Stolen, s.LastRun.Server, s.LastRun.Stolen} {
		e.Int32(n)
	}
	e.Uvarint(uint64(r.Broken))
	for _, b := range []bool{r.Ended, r.JackOut, r.Success, r.Encounter, s.TraceWon, s.LastRun.Success} {
		e.Bool(b)
	}
	e.Seat(s.Winner)
	e.String(s.Reason)
	if s.WinPoints != 0 { // written only when set, so that a game at 7 saves as before
		e.Int32(s.WinPoints)
	}
}

// Load restores a game saved with MarshalBinary, and checks it: it must
// have been saved under this build's rules (its version and rules mode,
// and the definitions of the cards it uses), else Load fails with an
// *engine.BuildError naming what differs; a state saved without its rules
// (before saves carried them) names none, and is refused so too.
func (Ruleset) Load(b []byte) (engine.Game, error) {
	g := &Game{}
	want, b, err := splitSave(b)
	if err != nil {
		return nil, fmt.Errorf("nsg: load: %w", err)
	}
	if err := g.st.decode(kernel.NewDecoder(b, codec)); err != nil {
		return nil, fmt.Errorf("nsg: load: %w", err)
	}
	if err := want.Compare(g.st.rules()); err != nil {
		return nil, fmt.Errorf("nsg: load: %w", err)
	}
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("nsg: load: %w", err)
	}
	return g, nil
}

// splitSave returns the rules a save (MarshalBinary) names and the
// encoding of its state (cardkit.SavedRules).
func splitSave(b []byte) (engine.Rules, []byte, error) { return savedRules.Split(b, codec) }

// SaveFormat returns the format of the state a save (MarshalBinary)
// holds: the first byte of its encoding, after the rules it names.
func SaveFormat(b []byte) (byte, error) {
	_, st, err := splitSave(b)
	if err == nil && len(st) == 0 {
		err = fmt.Errorf("no state")
	}
	if err != nil {
		return 0, fmt.Errorf("nsg: save: %w", err)
	}
	return st[0], nil
}

func (s *State) decode(d *kernel.Decoder) error {
	f := d.Uvarint()
	if f != binaryFormat && f != binaryFormat2 {
		d.Failf("unknown format %d", f)
		return d.Err()
	}
	if err := s.Core.DecodeFrom(d); err != nil {
		return err
	}
	s.Format = stateFormat
	s.Rules = d.String()
	s.Corp, s.Runner, s.Active = d.Seat(), d.Seat(), d.Seat()
	s.Turn, s.NextObj = d.Int32(), d.Int32()
	if n := d.Len(); n >= 0 {
		s.Cards = make([]Card, n)
		for i := range s.Cards {
			c := &s.Cards[i]
			c.ID, c.Title, c.Owner = d.Int32(), d.String(), d.Seat()
			c.Zone = Zone(d.Uint8())
			c.Server, c.Ice, c.Rezzed, c.FaceUp = d.Int32(), d.Bool(), d.Bool(), d.Bool()
			c.Adv, c.Hosted, c.Virus, c.Turn = d.Int32(), d.Int32(), d.Int32(), d.Int32()
			if f == binaryFormat {
				c.Host = d.Int32()
			}
		}
	}
	s.Credits, s.Clicks = d.Int32s(), d.Int32s()
	if n := d.Len(); n >= 0 {
		s.Identity = make([]string, n)
		for i := range s.Identity {
			s.Identity[i] = d.String()
		}
	}
	for _, l := range []*[]int32{&s.HQ, &s.RD, &s.Archives, &s.Grip, &s.RunnerStack, &s.Heap, &s.Rig, &s.Scored} {
		*l = d.Int32s()
	}
	if n := d.Len(); n >= 0 {
		s.Servers = make([]Server, n)
		for i := range s.Servers {
			s.Servers[i] = Server{Root: d.Int32s(), Ice: d.Int32s()}
		}
	}
	for _, p := range []*int32{&s.Tags, &s.BadPub, &s.CoreDamage, &s.Link} {
		*p = d.Int32()
	}
	r := &s.Run
	r.On = d.Bool()
	for _, p := range []*int32{&r.Server, &r.Pos, &r.Ice, &r.Sub, &r.Fund, &r.Extra, &r.Src, &r.Flags, &r.Stolen, &s.LastRun.Server, &s.LastRun.Stolen} {
		*p = d.Int32()
	}
	r.Broken = uint32(d.Uvarint())
	for _, p := range []*bool{&r.Ended, &r.JackOut, &r.Success, &r.Encounter, &s.TraceWon, &s.LastRun.Success} {
		*p = d.Bool()
	}
	s.Winner = d.Seat()
	s.Reason = d.String()
	if d.Err() == nil && d.Left() != 0 {
		s.WinPoints = d.Int32()
	}
	if d.Err() == nil && d.Left() != 0 {
		d.Failf("%d bytes left over", d.Left())
	}
	return d.Err()
}
