package onr

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Hidden information (ONR-2.6). A view holds exactly what one seat may
// know. Cards hidden from the viewer are never named, and cards in hidden
// stored zones (R&D, the Corp's HQ for the Runner, the Runner's hand and
// stack for the Corp) appear only as counts. Every card carries a public
// handle instead of its internal index; the handle is renewed each time the
// card moves, so a card cannot be followed from a hidden place to another
// (a card seen in HQ and later installed face down is not recognisable).

// View is one seat's view of the game. It marshals to JSON.
type View struct {
	Seat    string            `json:"seat"` // the viewer's role ("corp", "runner") or "spectator"
	Viewer  engine.Seat       `json:"viewer"`
	Turn    int32             `json:"turn"`
	Active  string            `json:"active"` // the role of the player whose turn it is
	Players []PlayerView      `json:"players"`
	Forts   []FortView        `json:"forts"`
	Run     *RunView          `json:"run,omitempty"`
	Trace   *TraceView        `json:"trace,omitempty"`
	Pending []engine.Decision `json:"pending,omitempty"` // the viewer's own decisions
	Waiting []string          `json:"waiting,omitempty"` // roles of the players who must decide
	Over    bool              `json:"over,omitempty"`
	Winner  string            `json:"winner,omitempty"`
	Reason  string            `json:"reason,omitempty"`

	strengths []int32 // room for the Strength of its cards (viewInto)
}

// Player returns the view of the first player of role r (in a two-player
// game, the Corp or the Runner), or nil.
func (v *View) Player(r Role) *PlayerView {
	for i := range v.Players {
		if v.Players[i].Role == r.String() {
			return &v.Players[i]
		}
	}
	return nil
}

// CardView is a card as a seat sees it. Title and the printed fields are
// empty when the card is hidden from the viewer.
type CardView struct {
	Handle   int32  `json:"handle"`
	ID       CardID `json:"-"` // the card's id where the viewer may know it (as Title), else 0; clients read Title
	Title    string `json:"title,omitempty"`
	Type     string `json:"type,omitempty"`
	Rezzed   bool   `json:"rezzed,omitempty"`
	FaceUp   bool   `json:"faceUp,omitempty"`
	Adv      int32  `json:"adv,omitempty"`
	Counters int32  `json:"counters,omitempty"`
	Bits     int32  `json:"bits,omitempty"`
	Strength *int32 `json:"strength,omitempty"`
	Host     int32  `json:"host,omitempty"`

	Keywords []string `json:"keywords,omitempty"` // current keywords of visible ice (ONR-16.4.3)
	Repeats  int32    `json:"repeats,omitempty"`  // times each of its own subroutines is repeated (public: chosen when an effect resolves)
	Virus    int32    `json:"virus,omitempty"`    // virus counters on this card
	Chosen   string   `json:"chosen,omitempty"`   // the ice type chosen for an icebreaker that breaks the type chosen (public: chosen in the open)
}

// PlayerView is one player's side of the table as the viewer sees it.
// Hidden zones show as counts; Hand is filled for the viewer's own hand
// only, and Known with the cards of the hidden zones that the viewer knows
// nonetheless.
type PlayerView struct {
	Seat     engine.Seat `json:"seat"`
	Role     string      `json:"role"`
	Team     int         `json:"team"`
	Name     string      `json:"name,omitempty"` // at a table that names its seats ("Sponsor 2")
	Out      bool        `json:"out,omitempty"`  // out of the game: the team was eliminated
	Bits     int32       `json:"bits"`
	Actions  int32       `json:"actions"`
	Points   int32       `json:"points"`
	HandSize int32       `json:"handSize"`
	Forgo    int32       `json:"forgo,omitempty"`

	HandCount   int        `json:"handCount"` // cards in HQ or the Runner's hand
	Hand        []CardView `json:"hand,omitempty"`
	DeckCount   int        `json:"deckCount"`             // cards in R&D or the stack
	Discard     []CardView `json:"discard"`               // the Archives as the viewer sees them, or the trash
	DiscardDown int        `json:"discardDown,omitempty"` // face-down cards in the Archives
	Scored      []CardView `json:"scored"`
	// Known lists the cards of this player's hidden zones that the viewer
	// knows and the view lists nowhere else: cards of another's HQ or hand
	// it accessed, looked at or was shown (ONR-11.11.5), cards of R&D or a
	// stack (its own too) it accessed or looked at, while they stay where
	// they are (Card.KnownTo). Exactly the engine's rule (State.visible):
	// a spectator knows none. HQ or the hand first, then the deck
	// (knownCards).
	Known []KnownCard `json:"known,omitempty"`

	// A Corp's.
	Virus  []string `json:"virus,omitempty"`
	BadPub int32    `json:"badPublicity,omitempty"`
	// InstallActions are install-only actions still to take (Edgerunner,
	// Inc., Temps; dedicated.go).
	InstallActions int32 `json:"installActions,omitempty"`

	// A Runner's.
	Tags   int32      `json:"tags,omitempty"`
	TagsBy []int32    `json:"tagsBy,omitempty"` // his tags by owner seat, at a table whose tags are owned
	Brain  int32      `json:"brain,omitempty"`
	MU     int32      `json:"mu,omitempty"`
	MUUsed int32      `json:"muUsed,omitempty"`
	Rig    []CardView `json:"rig,omitempty"`
	Aside  []CardView `json:"aside,omitempty"` // set aside face up, Counters = Shell counters (R492)
	Held   []CardView `json:"held,omitempty"`  // held face up by cards in play, top first; Host = the holder (R403)
}

// KnownCard is a card of a hidden zone that the viewer knows
// (PlayerView.Known): where it is, and for a deck the place from the top
// where the viewer knows it, with its handle. A card known in a hand, or in
// a deck at a place the viewer does not know (shown to every seat, then
// shuffled in), has Pos -1 and no handle: a handle tells when the card came
// where it is (handles are given in order), which would tell a card of HQ
// accessed at random from the others, or the new place of a card shuffled
// in, a shuffle giving the cards of a deck new handles in their new order.
type KnownCard struct {
	CardView
	Zone string `json:"zone"` // "hand" (HQ or the Runner's hand) or "deck" (R&D or the stack)
	Pos  int    `json:"pos"`  // a deck's card: its place from the top, 0 the top card; -1 not known (and a hand's)
}

// FortView is a data fort.
type FortView struct {
	Index int32      `json:"index"`
	Name  string     `json:"name"`
	Ice   []CardView `json:"ice"` // outermost first
	Cards []CardView `json:"cards"`
}

// RunView is the run in progress.
type RunView struct {
	Fort   int32 `json:"fort"`
	Pos    int32 `json:"pos"`
	Broken int64 `json:"broken,omitempty"`
	// SpendCap is what the run may still spend on icebreakers and link, if
	// an effect caps it (LimitRunSpending).
	SpendCap *int32 `json:"spendCap,omitempty"`
}

// TraceView is the trace in progress. The viewer sees its own committed
// amount and only whether the other side has committed.
type TraceView struct {
	Limit      int32  `json:"limit"`
	Source     string `json:"source,omitempty"`
	CorpIn     bool   `json:"corpIn"`
	RunnerIn   bool   `json:"runnerIn"`
	CorpBid    *int32 `json:"corpBid,omitempty"`
	RunnerBuys *int32 `json:"runnerBuys,omitempty"`
}

// visible reports whether viewer (a seat, or NoSeat for a spectator) may
// know card c's identity: whether it is one of the card's seers.
func (s *State) visible(c int32, viewer engine.Seat) bool { return s.seers(c).Has(viewer) }

// sight is the rule of who may know card c where it is now (ONR-2.6), as
// the kernel states it (kernel.Sight): its holder is the seat Card.At,
// the seats it was revealed to Card.KnownTo.
func (s *State) sight(c int32) kernel.Sight { return sightOf(&s.Cards[c]) }

// sightOf is the sight of card k (State.sight).
func sightOf(k *Card) kernel.Sight {
	switch k.Zone {
	case ZoneDeck:
		// A Runner who accessed a Corp card knows it while it stays where
		// it is (ONR-11.11.5); exposed cards likewise (ONR-16.5.1): each
		// such seat, not his teammates.
		return kernel.Revealed
	case ZoneHand:
		return kernel.Holder | kernel.Revealed
	case ZoneDiscard:
		if k.FaceUp || k.Side == Runner { // the trash is face up (ONR-2.3.1)
			return kernel.Public
		}
		return kernel.Holder
	case ZoneAside, ZoneHeld: // set aside face up (R492), held face up (R403)
		return kernel.Public
	case ZoneIce, ZoneFort:
		if k.Rezzed || k.FaceUp {
			return kernel.Public
		}
		return kernel.Holder | kernel.Revealed
	case ZoneRig:
		if k.FaceUp {
			return kernel.Public
		}
		return kernel.Holder // hidden resources (ONR-16.1.1)
	}
	return kernel.Public // scored, removed: face up
}

// nameFor names card c for seat, or describes it without naming it.
func (s *State) nameFor(c int32, seat engine.Seat) string {
	if s.visible(c, seat) {
		return s.def(c).Title
	}
	if s.isInstalledCorp(c) {
		if s.Cards[c].Zone == ZoneIce {
			return "unrezzed ice"
		}
		return "an unrezzed card"
	}
	if s.Cards[c].Zone == ZoneRig {
		return "a hidden resource"
	}
	return "a hidden card"
}

func (s *State) isInstalledCorp(c int32) bool {
	z := s.Cards[c].Zone
	return z == ZoneIce || z == ZoneFort
}

// cardView fills v, keeping the room of its Keywords, with card c as
// viewer sees it; a strength goes in the view's strengths.
func (s *State) cardView(v *CardView, c int32, viewer engine.Seat, vw *View) {
	k := &s.Cards[c]
	// Field by field rather than a composite literal: the literal reads
	// v.Keywords, so it would be built aside and copied whole.
	v.Handle, v.ID, v.Title, v.Type = k.Handle, 0, "", ""
	v.Rezzed, v.FaceUp, v.Adv, v.Counters, v.Bits = k.Rezzed, k.FaceUp, k.Adv, k.Counters, k.Bits
	v.Strength, v.Host, v.Keywords, v.Chosen = nil, 0, v.Keywords[:0], ""
	v.Repeats, v.Virus = s.lastingSum(ModRepeatSubs, c), k.Virus.N
	if k.Host != 0 {
		v.Host = s.Cards[k.Host].Handle
	}
	if !s.visible(c, viewer) {
		v.Keywords = nil
		return
	}
	d := s.def(c)
	v.ID, v.Title, v.Type = k.ID, d.Title, string(d.card.Type)
	switch {
	case d.card.Type == carddb.Ice:
		v.Strength = vw.strength(s.iceStrength(c))
		v.Keywords = append(v.Keywords, s.keywords(c)...)
	case d.HasStrength() && k.Zone == ZoneRig:
		v.Strength = vw.strength(s.breakerStrength(c))
		v.Chosen = s.chosenType(c)
	}
	if len(v.Keywords) == 0 {
		v.Keywords = nil
	}
}

// strength keeps a strength for a card view: one allocation per view
// rather than one per card.
func (v *View) strength(n int32) *int32 {
	if len(v.strengths) == cap(v.strengths) {
		v.strengths = make([]int32, 0, 64)
	}
	v.strengths = append(v.strengths, n)
	return &v.strengths[len(v.strengths)-1]
}

// cardViews returns the views of the cards of list, in dst's room: never
// nil.
func (s *State) cardViews(dst []CardView, list []int32, viewer engine.Seat, vw *View) []CardView {
	if dst == nil {
		dst = make([]CardView, 0, len(list))
	}
	dst = dst[:0]
	for _, c := range list {
		dst = grow(dst)
		s.cardView(&dst[len(dst)-1], c, viewer, vw)
	}
	return dst
}

// grow extends l by one item, reusing the item already in its room (and
// the room of its slices) when there is one.
func grow[T any](l []T) []T {
	if len(l) < cap(l) {
		return l[:len(l)+1]
	}
	var zero T
	return append(l, zero)
}

// view builds the view of viewer: a seat, or NoSeat for a spectator.
func (s *State) view(viewer engine.Seat) *View {
	v := &View{}
	s.viewInto(v, viewer)
	return v
}

// viewInto builds the view of viewer in v, reusing its room: whatever v
// held before, and any slice of it, is overwritten.
func (s *State) viewInto(v *View, viewer engine.Seat) {
	players, forts, pending, waiting := v.Players[:0], v.Forts[:0], v.Pending[:0], v.Waiting[:0]
	strengths := v.strengths[:0]
	if cap(strengths) < len(s.Cards) {
		strengths = make([]int32, 0, len(s.Cards)) // room for every card: pointers into it stay valid
	}
	*v = View{Viewer: viewer, Turn: s.Turn, Active: s.roleOf(s.Active).String(), Over: s.Over, Reason: s.Reason, strengths: strengths}
	v.Seat = "spectator"
	if viewer >= 0 && int(viewer) < len(s.Players) {
		v.Seat = s.roleOf(viewer).String()
	}
	if s.Over {
		v.Winner = s.roleOf(s.Winner).String()
	}
	for i := range s.Players {
		players = grow(players)
		s.playerView(&players[len(players)-1], &s.Players[i], viewer, v)
	}
	v.Players = players
	for i := range s.Forts {
		f := &s.Forts[i]
		if f.Gone {
			continue
		}
		fi := int32(i)
		forts = grow(forts)
		fv := &forts[len(forts)-1]
		*fv = FortView{Index: fi, Name: s.fortName(fi), Ice: s.cardViews(fv.Ice, f.Ice, viewer, v), Cards: s.cardViews(fv.Cards, f.Cards, viewer, v)}
	}
	if len(forts) > 0 {
		v.Forts = forts
	}
	if s.Run.Active {
		v.Run = &RunView{Fort: s.Run.Fort, Pos: s.Run.Pos, Broken: s.Run.Broken}
		if n, ok := s.spendCap(); ok {
			v.Run.SpendCap = &n
		}
	}
	if t := &s.Trace; t.Active {
		tv := &TraceView{Limit: t.Limit, Source: s.cardName(t.Src), CorpIn: t.CorpIn, RunnerIn: t.RunnerIn}
		if viewer == t.Corp && t.CorpIn {
			tv.CorpBid = &t.CorpBid
		}
		if viewer == t.Runner && t.RunnerIn {
			tv.RunnerBuys = &t.RunnerBuys
		}
		v.Trace = tv
	}
	for _, d := range s.Pending {
		if d.Seat == viewer {
			pending = append(pending, d)
		}
		waiting = append(waiting, s.roleOf(d.Seat).String())
	}
	if len(pending) > 0 {
		v.Pending = pending
	}
	if len(waiting) > 0 {
		v.Waiting = waiting
	}
}

// playerView fills v, reusing its room, with viewer's view of player p.
func (s *State) playerView(v *PlayerView, p *Player, viewer engine.Seat, vw *View) {
	hand, discard, scored, rig, aside, held, virus, tagsBy, known := v.Hand, v.Discard, v.Scored, v.Rig, v.Aside, v.Held, v.Virus[:0], v.TagsBy[:0], v.Known[:0]
	*v = PlayerView{Seat: p.Seat, Role: p.Role.String(), Team: p.Team, Name: p.Name, Out: p.Out, Bits: p.Bits, Actions: p.Actions, Points: p.Points,
		HandSize: s.handSize(p.Seat), Forgo: p.Forgo, HandCount: len(p.Hand), DeckCount: len(p.Deck)}
	if viewer == p.Seat {
		v.Hand = s.cardViews(hand, p.Hand, viewer, vw)
	}
	if known = s.knownCards(known, p, viewer, vw); len(known) > 0 {
		v.Known = known
	}
	if discard == nil {
		discard = make([]CardView, 0, len(p.Discard))
	}
	discard = discard[:0]
	for _, a := range p.Discard {
		listed, faceUp := s.discardListed(a, p, viewer)
		if !faceUp {
			v.DiscardDown++
		}
		if !listed {
			continue
		}
		discard = grow(discard)
		s.cardView(&discard[len(discard)-1], a, viewer, vw)
	}
	v.Discard = discard
	v.Scored = s.cardViews(scored, p.Scored, viewer, vw)
	v.Held = s.cardViews(held, p.Held, viewer, vw) // the Runner's held cards (R403), the ice a Corp holds while it is encountered (outsideice.go)
	if p.Role == Corp {
		for _, x := range p.Virus {
			virus = append(virus, defOf(x.ID).Title+" ×"+strconv.Itoa(int(x.N)))
		}
		if len(virus) > 0 {
			v.Virus = virus
		}
		v.BadPub, v.InstallActions = p.BadPub, p.InstallActions
		return
	}
	v.Tags, v.Brain = p.Tags, p.Brain
	if p.TagsBy != nil {
		v.TagsBy = append(tagsBy, p.TagsBy...)
	}
	v.MU, v.MUUsed = s.mu(p.Seat), s.muUsed(p.Seat)
	v.Rig = s.cardViews(rig, p.Rig, viewer, vw)
	v.Aside = s.cardViews(aside, p.Aside, viewer, vw)
}

// knownCards returns, in dst's room, the cards of player p's hidden zones
// that viewer knows and its view lists nowhere else (PlayerView.Known):
// the cards of p's hand, unless viewer is p, then those of p's deck. A
// face-down card of the Archives is known to its Corp alone, whose view
// lists it (discardListed). A hand's cards come by title, without a
// handle; a deck's card has its place from the top and its handle where the
// viewer knows its place (deckPlaceKnown); those whose place it does not
// know come after, by title, without a handle (KnownCard).
func (s *State) knownCards(dst []KnownCard, p *Player, viewer engine.Seat, vw *View) []KnownCard {
	if viewer < 0 || int(viewer) >= len(s.Players) {
		return dst // a spectator knows no card of a hidden zone (sightOf)
	}
	add := func(c int32, zone Zone, pos int) {
		dst = grow(dst)
		k := &dst[len(dst)-1]
		s.cardView(&k.CardView, c, viewer, vw)
		k.Zone, k.Pos = zone.String(), pos
		if pos < 0 {
			k.Handle = 0
		}
	}
	// visible(c, viewer), with the table's seats read once: this walks
	// every card of a hand and a deck at every view.
	table, seat := kernel.SeatsOf(len(s.Players)), kernel.ViewerOf(viewer)
	sees := func(c int32) bool {
		k := &s.Cards[c]
		return sightOf(k).ViewersAmong(table, k.At, k.KnownTo)&seat != 0
	}
	byTitle := func(a, b KnownCard) int { return cmp.Compare(a.Title, b.Title) }
	if viewer != p.Seat {
		for _, c := range p.Hand {
			if sees(c) {
				add(c, ZoneHand, -1)
			}
		}
		slices.SortStableFunc(dst, byTitle)
	}
	// The deck's cards whose place the viewer knows, then the others: the
	// deck is walked again only where the first walk met any of those.
	unplaced := false
	for i, c := range p.Deck {
		if sees(c) {
			if s.deckPlaceKnown(c) {
				add(c, ZoneDeck, i)
			} else {
				unplaced = true
			}
		}
	}
	if !unplaced {
		return dst
	}
	placed := len(dst)
	for _, c := range p.Deck {
		if sees(c) && !s.deckPlaceKnown(c) {
			add(c, ZoneDeck, -1)
		}
	}
	slices.SortStableFunc(dst[placed:], byTitle)
	return dst
}

// deckPlaceKnown reports whether the seats that know card c of a deck
// (Card.KnownTo) know its place there too: unless every seat knows it — a
// card shown to all and shuffled in (ShuffleThisIntoDeck), whose place
// nobody knows. A card accessed or looked at where it lies is known to
// the seats that saw it; a shuffle places every card of the deck anew
// (shuffleDeck), forgetting it.
func (s *State) deckPlaceKnown(c int32) bool {
	return s.Cards[c].KnownTo != kernel.SeatsOf(len(s.Players))
}

// discardListed reports whether viewer's view of player p lists card a of
// p's discard pile: a face-up card (faceUp: every seat may know it), or
// any card of the viewer's own pile (a face-down card of another's
// Archives is only counted, DiscardDown).
func (s *State) discardListed(a int32, p *Player, viewer engine.Seat) (listed, faceUp bool) {
	faceUp = s.visible(a, engine.NoSeat)
	return faceUp || viewer == p.Seat, faceUp
}

// ViewPlace is where a seat's view (View) lists a card: in a player's list
// (Zone ZoneHand, ZoneRig, ZoneScored, ZoneDiscard, ZoneAside or ZoneHeld
// of the PlayerView of Seat), or in a fort's (Zone ZoneIce or ZoneFort of
// the FortView at Slot in View.Forts), at position Pos of that list. Zone
// is ZoneNone for a card the view does not list.
type ViewPlace struct {
	Zone Zone
	Seat engine.Seat
	Slot int
	Pos  int
	// Def is the card's definition where the viewer may know it (the
	// view's CardView.Title), else nil.
	Def *Def
}

// ViewPlace returns where viewer's view (View) lists the card with handle
// h, as View would list it, without building the view: for a reader that
// looks up a few cards of a decision (an encoder naming a decision's
// options by place, onr/observe). It reads only what the view shows.
func (g *Game) ViewPlace(viewer engine.Seat, h int32) ViewPlace {
	s := g.s
	c := s.byHandle(h)
	if c == 0 {
		return ViewPlace{}
	}
	k := &s.Cards[c]
	var list []int32
	vp := ViewPlace{Zone: k.Zone, Seat: k.At}
	switch k.Zone {
	case ZoneIce, ZoneFort:
		slot, ok := g.ViewFortSlot(k.Fort)
		if !ok {
			return ViewPlace{}
		}
		vp.Seat, vp.Slot = engine.NoSeat, slot
		list = s.Forts[k.Fort].Cards
		if k.Zone == ZoneIce {
			list = s.Forts[k.Fort].Ice
		}
	case ZoneHand, ZoneRig, ZoneScored, ZoneDiscard, ZoneAside, ZoneHeld:
		if k.At < 0 || int(k.At) >= len(s.Players) {
			return ViewPlace{}
		}
		p := &s.Players[k.At]
		switch k.Zone {
		case ZoneHand:
			if viewer != p.Seat {
				return ViewPlace{} // only the viewer's own hand is listed
			}
			list = p.Hand
		case ZoneRig, ZoneAside:
			if p.Role == Corp {
				return ViewPlace{} // playerView lists a Runner's rig and aside only
			}
			list = p.Rig
			if k.Zone == ZoneAside {
				list = p.Aside
			}
		case ZoneScored:
			list = p.Scored
		case ZoneHeld:
			list = p.Held
		case ZoneDiscard:
			if listed, _ := s.discardListed(c, p, viewer); !listed {
				return ViewPlace{}
			}
			for _, a := range p.Discard {
				if a == c {
					break
				}
				if listed, _ := s.discardListed(a, p, viewer); listed {
					vp.Pos++
				}
			}
			list = p.Discard
		}
	default:
		return ViewPlace{}
	}
	i := slices.Index(list, c)
	if i < 0 {
		return ViewPlace{}
	}
	if k.Zone != ZoneDiscard {
		vp.Pos = i
	}
	if s.visible(c, viewer) {
		vp.Def = s.def(c)
	}
	return vp
}

// ViewFortSlot returns the place of fort i among the forts of every
// seat's view (View.Forts: the forts not gone, in their order), and
// whether the view shows it.
func (g *Game) ViewFortSlot(i int32) (int, bool) {
	s := g.s
	if i < 0 || int(i) >= len(s.Forts) || s.Forts[i].Gone {
		return 0, false
	}
	slot := 0
	for j := range i {
		if !s.Forts[j].Gone {
			slot++
		}
	}
	return slot, true
}

// ViewInto is View with the concrete type, built in v's room: whatever v
// held before, and any slice of it, is overwritten. Loops that look at the
// game many times (search playouts) reuse one View and allocate almost
// nothing.
func (g *Game) ViewInto(seat engine.Seat, v *View) *View {
	g.s.viewInto(v, seat)
	return v
}

// View implements engine.Game.
func (g *Game) View(seat engine.Seat) any { return g.s.view(seat) }

// ReuseView implements observe.ViewReuser: seat's view, built in the room
// of old, a view of this game's that its holder no longer reads (nil for
// none).
func (g *Game) ReuseView(seat engine.Seat, old any) any {
	v, _ := old.(*View)
	if v == nil {
		v = &View{}
	}
	return g.ViewInto(seat, v)
}
