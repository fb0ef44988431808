package observe

import (
	"fmt"
	"slices"
	"sync"

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
	if len(head) != e.obsSize-e.KnownSize() || len(known) != e.KnownSize() {
		return fmt.Errorf("agent: observation buffers of %d and %d, want %d and %d", len(head), len(known), e.obsSize-e.KnownSize(), e.KnownSize())
	}
	o, err := e.read(view)
	if err != nil {
		return err
	}
	defer o.release()
	clear(head)
	clear(known)
	e.writeHead(o, head[:e.cardsAt()])
	cards, n := head[e.cardsAt():], len(cardFields)
	for i, c := range o.p.cards {
		if at := o.p.at[i]; at < e.table.anyPlaces() { // not a card past the first of a discard pile, set aside or a fort
			e.putCard(&cardSink{f: cards[at*n : (at+1)*n]}, c)
		}
	}
	for rel, pl := range o.seats {
		if pl == nil {
			continue
		}
		for i := range pl.Known[:min(len(pl.Known), ONRKnown)] {
			e.putKnown(&cardSink{f: known[(rel*ONRKnown+i)*len(knownFields):][:len(knownFields)]}, &pl.Known[i])
		}
	}
	return nil
}

// ObserveSparse implements observe.SparseObserver: the non-zero entries of
// Observe's tensor, block by block (the header and players, each card's
// place, each known card), each written by the code that writes it into
// the tensor: the header in a small room read for its non-zeros, rather
// than a tensor of some 16,000 entries cleared and read whole, and each
// card's fields appended as they are written (cardSink), non-zeros only
// (agent's TestSparseObservationsAreTheTensorsNonZeros). An encoder that
// embeds this one and extends its layout (bso/observe's) defines its own.
func (e *Encoder) ObserveSparse(view any, idx []int32, val []float32) ([]int32, []float32, error) {
	o, err := e.read(view)
	if err != nil {
		return idx, val, err
	}
	defer o.release()
	var room [256]float32
	h := room[:]
	if e.cardsAt() > len(room) {
		h = make([]float32, e.cardsAt())
	}
	h = h[:e.cardsAt()]
	e.writeHead(o, h)
	idx, val = observe.AppendNonZero(idx, val, h, 0)
	// The cards in the order of their places: the view lists the seats in
	// seat order, the places number them from the observer's.
	var small [128]int32
	order := small[:0]
	for i := range o.p.cards {
		if o.p.at[i] < e.table.anyPlaces() {
			order = append(order, int32(i))
		}
	}
	slices.SortFunc(order, func(a, b int32) int { return o.p.at[a] - o.p.at[b] })
	n := len(cardFields)
	sk := cardSink{idx: idx, val: val}
	for _, i := range order {
		sk.at = int32(e.cardsAt() + o.p.at[i]*n)
		e.putCard(&sk, o.p.cards[i])
	}
	knownAt := e.obsSize - e.KnownSize()
	for rel, pl := range o.seats {
		if pl == nil {
			continue
		}
		for i := range pl.Known[:min(len(pl.Known), ONRKnown)] {
			sk.at = int32(knownAt + (rel*ONRKnown+i)*len(knownFields))
			e.putKnown(&sk, &pl.Known[i])
		}
	}
	return sk.idx, sk.val, nil
}

// observed is a view read for an observation: its cards placed (places)
// and its players by seat relative to the viewer.
type observed struct {
	v     *onr.View
	p     *places
	seats []*onr.PlayerView // by seat relative to the viewer; nil where the table has no such seat
}

// read checks and indexes view for an observation.
func (e *Encoder) read(view any) (observed, error) {
	v, ok := view.(*onr.View)
	if !ok {
		return observed{}, fmt.Errorf("agent: an onr encoder needs an *onr.View, got %T", view)
	}
	p := placesPool.Get().(*places)
	*p = places{v: v, own: v.Viewer, t: e.table, n: len(v.Players), loaded: true, lastH: noHandle,
		handles: p.handles, at: p.at, cards: p.cards, forts: p.forts, seats: p.seats}
	o := observed{v: v, p: p}
	if err := p.index(); err != nil {
		o.release()
		return observed{}, err
	}
	p.seats = slices.Grow(p.seats[:0], e.table.Seats)[:e.table.Seats]
	clear(p.seats)
	o.seats = p.seats
	for i := range v.Players {
		if rel := p.relOf(v.Players[i].Seat); o.seats[rel] == nil {
			o.seats[rel] = &v.Players[i]
		}
	}
	return o, nil
}

// placesPool keeps the rooms of the places of observations (read), which
// an observation gives back when written (release): an agent observing
// state after state then makes none.
var placesPool = sync.Pool{New: func() any { return new(places) }}

// release gives o's places back to placesPool, holding no card or player
// of its view.
func (o observed) release() {
	clear(o.p.cards)
	clear(o.p.seats)
	o.p.v, o.p.cards, o.p.seats = nil, o.p.cards[:0], o.p.seats[:0]
	placesPool.Put(o.p)
}

// cardsAt is the offset of the field "cards": the header's and the
// players' fields come before it.
func (e *Encoder) cardsAt() int { return len(headerFields) + e.table.Seats*len(playerFields) }

// b is 1 for true, 0 for false.
func b(x bool) float32 {
	if x {
		return 1
	}
	return 0
}

// writeHead writes the header's and the players' fields of o into out
// (cardsAt long, zeros).
func (e *Encoder) writeHead(o observed, out []float32) {
	v, p := o.v, o.p
	h := out[:len(headerFields)]
	own := o.seats[0]
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
	for _, pl := range o.seats {
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
		f[0], f[1], f[2], f[3], f[4] = 1, b(pl.Role == "corp"), b(pl.Role == "runner"), float32(pl.Bits), float32(pl.Actions)
		f[5], f[6], f[7], f[8] = float32(pl.Points), float32(pl.HandSize), float32(pl.HandCount), float32(pl.DeckCount)
		f[9], f[10], f[11], f[12] = float32(len(pl.Discard)), float32(pl.DiscardDown), float32(len(pl.Scored)), float32(pl.Tags)
		f[13], f[14], f[15], f[16] = float32(pl.Brain), float32(pl.BadPub), float32(pl.MU), float32(pl.MUUsed)
		f[17], f[18], f[19] = float32(pl.Forgo), float32(pl.InstallActions), float32(virus)
	}
}

// cardSink is where putCard and putKnown write a card's fields: into f,
// the card's block of the tensor (zeros), or, where f is nil, appended to
// idx and val as the entries at+i that are not zero (a sparse
// observation: the fields are written in increasing order, so the entries
// come in the order of their indices).
type cardSink struct {
	f   []float32
	idx []int32
	val []float32
	at  int32
}

// put writes v as field i.
func (s *cardSink) put(i int, v float32) {
	if s.f != nil {
		s.f[i] = v
		return
	}
	if v != 0 {
		s.idx = append(s.idx, s.at+int32(i))
		s.val = append(s.val, v)
	}
}

// putCard writes the card fields of c into s, in increasing order.
func (e *Encoder) putCard(s *cardSink, c *onr.CardView) {
	s.put(0, 1)
	if c.Title != "" {
		s.put(1, 1)
		if k := e.known(c); k.idx > 0 {
			s.put(2, float32(k.idx))
			if k.typ >= 0 { // the one of the type fields that is 1 (f is zeros)
				s.put(3+k.typ, 1)
			}
		}
	}
	s.put(12, b(c.Rezzed))
	s.put(13, b(c.FaceUp))
	s.put(14, float32(c.Adv))
	s.put(15, float32(c.Counters))
	s.put(16, float32(c.Bits))
	if c.Strength != nil {
		s.put(17, float32(*c.Strength))
		s.put(18, 1)
	}
	s.put(19, float32(c.Virus))
	s.put(20, float32(c.Repeats))
	s.put(21, b(c.Host != 0))
}

// putKnown writes the fields of known card k into s (knownFields of
// them), in increasing order.
func (e *Encoder) putKnown(s *cardSink, k *onr.KnownCard) {
	e.putCard(s, &k.CardView)
	n := len(cardFields)
	s.put(n, b(k.Zone == onr.ZoneHand.String()))
	s.put(n+1, b(k.Zone == onr.ZoneDeck.String()))
	s.put(n+2, float32(k.Pos))
	s.put(n+3, b(k.Pos >= 0))
}

// cardOf is what the observation says of a card's identity: its index + 1
// in carddb.All(), its definition and the index of its type in cardTypes
// (-1 for none; typeOf); idx 0 for an id of no card of the data.
type cardOf struct {
	idx int
	def *onr.Def
	typ int
}

// cardOfDef is the cardOf of definition d, index idx.
func cardOfDef(idx int, d *onr.Def) cardOf {
	return cardOf{idx: idx, def: d, typ: typeOf(d.Card().Type)}
}

// typeOf is the index of t in cardTypes, -1 for a type not there.
func typeOf(t carddb.Type) int {
	for i, ct := range cardTypes {
		if t == ct {
			return i
		}
	}
	return -1
}

// known returns what the observation says of the identity of card c, a
// card whose title the viewer knows: the definition its title names
// (onr.Lookup), found by the view's id of the card (CardView.ID, the id of
// the definition the title is read from: TestCardIDsNameTheirTitles) in a
// table made with the encoder rather than by making the title a slug at
// every card of every observation; by the title for a card defined since.
func (e *Encoder) known(c *onr.CardView) cardOf {
	if int(c.ID) < len(e.byID) && e.byID[c.ID].def != nil {
		return e.byID[c.ID]
	}
	d, ok := onr.Lookup(c.Title)
	if !ok {
		return cardOf{}
	}
	return cardOfDef(e.cardIdx[d.ID()], d)
}

func lastSpace(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == ' ' {
			return i
		}
	}
	return -1
}
