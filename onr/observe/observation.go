package observe

import (
	"fmt"

	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// The ONR observation vector, built from one seat's view (onr.View) only.
// Seats are relative to the observer: "own" first, then "opp" (at a
// larger table, Table.Seats: "own", then "seat+1", "seat+2"… in seat
// order after it). Numbers are raw counts (bits, counters, strength), not
// normalised; flags are 0 or 1.
//
//	header   global facts: turn, whose turn, the observer's role, the end,
//	         the observer's pending decision, the run, the trace
//	players  own, then opp (or every seat of the table): playerFields each
//	cards    one block of cardFields per place, in the order of the "card"
//	         operand of action ids: own hand, rig, scored, discard, aside;
//	         the same for opp (each other seat); then fort slot 0..23
//	         (Table.Forts; the view's order) with
//	         ice 0..9 (outermost first) and cards 0..5; then one spare place
//	known    appended later: for own, then opp (each seat, as players),
//	         the cards of its hidden zones the observer knows
//	         (onr.PlayerView.Known: HQ or the hand, R&D or the stack),
//	         ONRKnown blocks of knownFields each: cardFields, then where
//	         the card is (in_hand, in_deck), its place from the top of
//	         the deck (deck_pos, 0 the top) and whether the observer knows
//	         that place (place_known; else deck_pos is -1)
//
// Cards of a discard pile past the first ONRDiscard, cards set aside past
// the first ONRAside and cards of a fort past its first ONRFortCards
// (ONRDiscardMore, ONRAsideMore, ONRFortCardsMore: the places after
// anyPlaces, which action ids name) are not in the vector.
//
// Known cards past the first ONRKnown of a seat (a whole stack being
// searched) are not in the vector.
//
// An empty place is all zeros. A card the observer cannot identify has
// present=1, known=0 and no printed data.
var (
	headerFields = []string{
		"turn", "my_turn", "i_am_corp", "i_am_runner", "over", "i_won",
		"decision_pending", "decision_is_number", "number_min", "number_max",
		"run_active", "run_fort_slot", "run_pos", "run_ice_left", "run_spend_cap",
		"run_broken_0", "run_broken_1", "run_broken_2", "run_broken_3",
		"run_broken_4", "run_broken_5", "run_broken_6", "run_broken_7",
		"trace_active", "trace_limit", "trace_corp_in", "trace_runner_in", "trace_my_amount",
	}
	playerFields = []string{
		"present", "is_corp", "is_runner", "bits", "actions", "points", "hand_size", "hand_count",
		"deck_count", "discard_count", "discard_face_down", "scored_count", "tags", "brain_damage",
		"bad_publicity", "mu", "mu_used", "forgo", "install_actions", "virus_counters",
	}
	cardFields = []string{
		"present", "known", "card_id", "is_agenda", "is_ice", "is_node", "is_upgrade", "is_operation",
		"is_program", "is_hardware", "is_resource", "is_prep", "rezzed", "face_up", "advancement",
		"counters", "bits", "strength", "has_strength", "virus", "repeats", "hosted",
	}
	knownFields = append(append([]string(nil), cardFields...), "in_hand", "in_deck", "deck_pos", "place_known")
	cardTypes   = []carddb.Type{carddb.Agenda, carddb.Ice, carddb.Node, carddb.Upgrade, carddb.Operation,
		carddb.Program, carddb.Hardware, carddb.Resource, carddb.Prep}
)

// onrLayout returns the fields of the ONR observation at table t and its
// size.
func onrLayout(t Table) ([]observe.Field, int) {
	var fs []observe.Field
	off := 0
	add := func(name string, size int, doc string) {
		fs = append(fs, observe.Field{Name: name, Offset: off, Size: size, Doc: doc})
		off += size
	}
	for _, h := range headerFields {
		add(h, 1, "")
	}
	for rel := range t.Seats {
		for _, f := range playerFields {
			add(t.seatName(rel)+"."+f, 1, "")
		}
	}
	cards := fmt.Sprintf("%d places × %d fields (%v); card_id is 1 + the card's index in carddb.All(), 0 if unknown", t.anyPlaces(), len(cardFields), cardFields)
	add("cards", t.anyPlaces()*len(cardFields), cards)
	// Appended: the layout above stays as it was.
	known := fmt.Sprintf("%d seats (own, then the others) × %d known cards of their hidden zones × %d fields (%v); deck_pos is -1 where the place is not known", t.Seats, ONRKnown, len(knownFields), knownFields)
	add("known", t.Seats*ONRKnown*len(knownFields), known)
	return fs, off
}

// KnownSize is the size of the observation's last field, "known" (the
// cards of hidden zones the observer knows), appended after the others.
func (e *Encoder) KnownSize() int { return e.table.Seats * ONRKnown * len(knownFields) }

// Observe implements observe.Encoder.
func (e *Encoder) Observe(view any, out []float32) error {
	if len(out) != e.obsSize {
		return fmt.Errorf("agent: observation buffer of %d, want %d", len(out), e.obsSize)
	}
	head := e.obsSize - e.KnownSize()
	return e.ObserveSplit(view, out[:head], out[head:])
}

// ObserveSplit is Observe writing the fields before "known" into head and
// "known" into known: for a variant's encoder whose own fields come
// between them, its layout growing at its end only (bso/observe).
func (e *Encoder) ObserveSplit(view any, head, known []float32) error {
	v, ok := view.(*onr.View)
	if !ok {
		return fmt.Errorf("agent: an onr encoder needs an *onr.View, got %T", view)
	}
	if len(head) != e.obsSize-e.KnownSize() || len(known) != e.KnownSize() {
		return fmt.Errorf("agent: observation buffers of %d and %d, want %d and %d", len(head), len(known), e.obsSize-e.KnownSize(), e.KnownSize())
	}
	out := head
	clear(out)
	clear(known)
	h := out[:len(headerFields)]
	b := func(x bool) float32 {
		if x {
			return 1
		}
		return 0
	}
	p, err := newPlaces(v, v.Viewer, e.table)
	if err != nil {
		return err
	}
	seats := make([]*onr.PlayerView, e.table.Seats) // by seat relative to the viewer
	for i := range v.Players {
		if rel := p.relOf(v.Players[i].Seat); seats[rel] == nil {
			seats[rel] = &v.Players[i]
		}
	}
	own := seats[0]
	h[0] = float32(v.Turn)
	h[1] = b(own != nil && v.Active == own.Role)
	h[2] = b(v.Seat == "corp")
	h[3] = b(v.Seat == "runner")
	h[4] = b(v.Over)
	h[5] = b(v.Over && own != nil && v.Winner == own.Role)
	if len(v.Pending) > 0 {
		d := v.Pending[0]
		h[6] = 1
		if d.Kind == 1 {
			h[7], h[8], h[9] = 1, float32(d.Min), float32(d.Max)
		}
	}
	if r := v.Run; r != nil {
		h[10] = 1
		h[11] = -1
		if k, err := p.fort(int(r.Fort)); err == nil {
			h[11] = float32(k)
			h[13] = float32(len(v.Forts[k].Ice) - int(r.Pos))
		}
		h[12] = float32(r.Pos)
		h[14] = -1
		if r.SpendCap != nil {
			h[14] = float32(*r.SpendCap)
		}
		for j := range 8 {
			h[15+j] = b(r.Broken&(1<<j) != 0)
		}
	}
	if t := v.Trace; t != nil {
		h[23], h[24], h[25], h[26] = 1, float32(t.Limit), b(t.CorpIn), b(t.RunnerIn)
		switch {
		case t.CorpBid != nil:
			h[27] = float32(*t.CorpBid)
		case t.RunnerBuys != nil:
			h[27] = float32(*t.RunnerBuys)
		}
	}
	off := len(headerFields)
	for _, pl := range seats {
		f := out[off : off+len(playerFields)]
		off += len(playerFields)
		if pl == nil {
			continue
		}
		virus := 0
		for _, s := range pl.Virus {
			var n int
			if _, err := fmt.Sscanf(s[lastSpace(s)+1:], "×%d", &n); err == nil {
				virus += n
			}
		}
		copy(f, []float32{1, b(pl.Role == "corp"), b(pl.Role == "runner"), float32(pl.Bits), float32(pl.Actions),
			float32(pl.Points), float32(pl.HandSize), float32(pl.HandCount), float32(pl.DeckCount),
			float32(len(pl.Discard)), float32(pl.DiscardDown), float32(len(pl.Scored)), float32(pl.Tags),
			float32(pl.Brain), float32(pl.BadPub), float32(pl.MU), float32(pl.MUUsed), float32(pl.Forgo),
			float32(pl.InstallActions), float32(virus)})
	}
	cards := out[off:]
	put := func(f []float32, c *onr.CardView) {
		f[0] = 1
		if c.Title != "" {
			f[1] = 1
			if d, ok := onr.Lookup(c.Title); ok {
				f[2] = float32(e.cardIdx[d.ID()])
				for i, t := range cardTypes {
					f[3+i] = b(d.Card().Type == t)
				}
			}
		}
		f[12], f[13], f[14], f[15], f[16] = b(c.Rezzed), b(c.FaceUp), float32(c.Adv), float32(c.Counters), float32(c.Bits)
		if c.Strength != nil {
			f[17], f[18] = float32(*c.Strength), 1
		}
		f[19], f[20], f[21] = float32(c.Virus), float32(c.Repeats), b(c.Host != 0)
	}
	for i, c := range p.cards {
		if at := p.at[i]; at < e.table.anyPlaces() { // not a card past the first of a discard pile, set aside or a fort
			put(cards[at*len(cardFields):(at+1)*len(cardFields)], c)
		}
	}
	for rel, pl := range seats {
		if pl == nil {
			continue
		}
		for i := range pl.Known[:min(len(pl.Known), ONRKnown)] {
			k := &pl.Known[i]
			f := known[(rel*ONRKnown+i)*len(knownFields):][:len(knownFields)]
			put(f, &k.CardView)
			n := len(cardFields)
			f[n], f[n+1], f[n+2], f[n+3] = b(k.Zone == onr.ZoneHand.String()), b(k.Zone == onr.ZoneDeck.String()), float32(k.Pos), b(k.Pos >= 0)
		}
	}
	return nil
}

func lastSpace(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ' ' {
			return i
		}
	}
	return -1
}
