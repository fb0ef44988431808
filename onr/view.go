package onr

import (
	"slices"
	"strconv"

	"github.com/datafort/datafort/engine"
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
	Seat    string            `json:"seat"` // "corp", "runner" or "spectator"
	Turn    int32             `json:"turn"`
	Active  string            `json:"active"`
	Corp    CorpView          `json:"corp"`
	Runner  RunnerView        `json:"runner"`
	Forts   []FortView        `json:"forts"`
	Run     *RunView          `json:"run,omitempty"`
	Trace   *TraceView        `json:"trace,omitempty"`
	Pending []engine.Decision `json:"pending,omitempty"` // the viewer's own decisions
	Waiting []string          `json:"waiting,omitempty"` // sides that must decide
	Over    bool              `json:"over,omitempty"`
	Winner  string            `json:"winner,omitempty"`
	Reason  string            `json:"reason,omitempty"`
}

// CardView is a card as a seat sees it. Title and the printed fields are
// empty when the card is hidden from the viewer.
type CardView struct {
	Handle   int32  `json:"handle"`
	Title    string `json:"title,omitempty"`
	Type     string `json:"type,omitempty"`
	Rezzed   bool   `json:"rezzed,omitempty"`
	FaceUp   bool   `json:"faceUp,omitempty"`
	Adv      int32  `json:"adv,omitempty"`
	Counters int32  `json:"counters,omitempty"`
	Bits     int32  `json:"bits,omitempty"`
	Strength *int32 `json:"strength,omitempty"`
	Host     int32  `json:"host,omitempty"`

	Keywords   []string `json:"keywords,omitempty"`   // current keywords of visible ice (ONR-16.4.3)
	Transmuted int32    `json:"transmuted,omitempty"` // Ice Transmutations applied to this ice (public: chosen when scored)
	Pattel     int32    `json:"pattel,omitempty"`     // Pattel counters on this ice
}

// CorpView is the Corp's side of the table.
type CorpView struct {
	Bits         int32      `json:"bits"`
	Actions      int32      `json:"actions"`
	Points       int32      `json:"points"`
	HandSize     int32      `json:"handSize"`
	HQ           int        `json:"hq"` // cards stored in HQ
	Hand         []CardView `json:"hand,omitempty"`
	RD           int        `json:"rd"` // cards stored in R&D
	Archives     []CardView `json:"archives"`
	ArchivesDown int        `json:"archivesDown"` // face-down cards in the Archives
	Scored       []CardView `json:"scored"`
	Virus        []string   `json:"virus,omitempty"`
	Forgo        int32      `json:"forgo,omitempty"`
	BadPub       int32      `json:"badPublicity,omitempty"`
	// InstallActions are install-only actions still to take (Edgerunner,
	// Inc., Temps; dedicated.go).
	InstallActions int32 `json:"installActions,omitempty"`
}

// RunnerView is the Runner's side of the table.
type RunnerView struct {
	Bits     int32      `json:"bits"`
	Actions  int32      `json:"actions"`
	Points   int32      `json:"points"`
	Tags     int32      `json:"tags"`
	Brain    int32      `json:"brain"`
	HandSize int32      `json:"handSize"`
	MU       int32      `json:"mu"`
	MUUsed   int32      `json:"muUsed"`
	HandN    int        `json:"handCount"`
	Hand     []CardView `json:"hand,omitempty"`
	StackN   int        `json:"stack"`
	Trash    []CardView `json:"trash"`
	Rig      []CardView `json:"rig"`
	Stolen   []CardView `json:"stolen"`
	Aside    []CardView `json:"aside,omitempty"` // set aside face up, Counters = Shell counters (R492)
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
	// Capped marks a run made with Wilson's action; CapLeft is what it may
	// still spend on icebreakers and link (dedicated.go).
	Capped  bool  `json:"capped,omitempty"`
	CapLeft int32 `json:"capLeft,omitempty"`
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

// visible reports whether viewer (a side, or -1 for a spectator) may know
// card c's identity.
func (s *State) visible(c int32, viewer int) bool {
	k := &s.Cards[c]
	switch k.Zone {
	case ZoneStack:
		return false
	case ZoneRD:
		// The Runner knows a card he accessed while it stays there (ONR-11.11.5).
		return viewer == int(Runner) && k.Known
	case ZoneHQ:
		return viewer == int(Corp) || (viewer == int(Runner) && k.Known)
	case ZoneHand:
		return viewer == int(Runner)
	case ZoneArchives:
		return k.FaceUp || viewer == int(Corp)
	case ZoneAside:
		return true // set aside face up (R492)
	case ZoneIce, ZoneFort:
		return k.Rezzed || k.FaceUp || viewer == int(Corp) || (viewer == int(Runner) && k.Known)
	case ZoneRig:
		return k.FaceUp || viewer == int(Runner) // hidden resources (ONR-16.1.1)
	}
	return true // rig, trash, scored, stolen, removed: face up
}

// nameFor names card c for side, or describes it without naming it.
func (s *State) nameFor(c int32, side Side) string {
	if s.visible(c, int(side)) {
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

func (s *State) cardView(c int32, viewer int) CardView {
	k := &s.Cards[c]
	v := CardView{Handle: k.Handle, Rezzed: k.Rezzed, FaceUp: k.FaceUp, Adv: k.Adv, Counters: k.Counters, Bits: k.Bits}
	v.Transmuted, v.Pattel = k.Transmuted, k.Pattel
	if k.Host != 0 {
		v.Host = s.Cards[k.Host].Handle
	}
	if !s.visible(c, viewer) {
		return v
	}
	d := s.def(c)
	v.Title, v.Type = d.Title, string(d.card.Type)
	switch {
	case d.card.Type == carddb.Ice:
		st := s.iceStrength(c)
		v.Strength = &st
		v.Keywords = slices.Clone(s.keywords(c))
	case d.card.Strength != nil && k.Zone == ZoneRig:
		st := s.breakerStrength(c)
		v.Strength = &st
	}
	return v
}

func (s *State) cardViews(list []int32, viewer int) []CardView {
	out := make([]CardView, 0, len(list))
	for _, c := range list {
		out = append(out, s.cardView(c, viewer))
	}
	return out
}

// view builds the view of viewer: int(Corp), int(Runner) or -1.
func (s *State) view(viewer int) *View {
	v := &View{Turn: s.Turn, Active: s.Active.String(), Over: s.Over, Reason: s.Reason}
	switch viewer {
	case int(Corp):
		v.Seat = "corp"
	case int(Runner):
		v.Seat = "runner"
	default:
		v.Seat = "spectator"
	}
	if s.Over {
		v.Winner = s.Winner.String()
	}
	c := &v.Corp
	c.Bits, c.Actions, c.Points, c.Forgo, c.BadPub = s.Corp.Bits, s.Corp.Actions, s.Corp.Points, s.Corp.Forgo, s.Corp.BadPub
	c.HandSize = s.handSize(Corp)
	c.InstallActions = s.Corp.InstallActions
	c.HQ, c.RD = len(s.Corp.HQ), len(s.Corp.RD)
	if viewer == int(Corp) {
		c.Hand = s.cardViews(s.Corp.HQ, viewer)
	}
	for _, a := range s.Corp.Archives {
		if !s.Cards[a].FaceUp {
			c.ArchivesDown++
			if viewer != int(Corp) {
				continue
			}
		}
		c.Archives = append(c.Archives, s.cardView(a, viewer))
	}
	c.Scored = s.cardViews(s.Corp.Scored, viewer)
	for _, x := range s.Corp.Virus {
		c.Virus = append(c.Virus, defs[x.Def].Title+" ×"+strconv.Itoa(int(x.N)))
	}
	r := &v.Runner
	r.Bits, r.Actions, r.Points, r.Tags, r.Brain = s.Runner.Bits, s.Runner.Actions, s.Runner.Points, s.Runner.Tags, s.Runner.Brain
	r.HandSize, r.MU, r.MUUsed = s.handSize(Runner), s.mu(), s.muUsed()
	r.HandN, r.StackN = len(s.Runner.Hand), len(s.Runner.Stack)
	if viewer == int(Runner) {
		r.Hand = s.cardViews(s.Runner.Hand, viewer)
	}
	r.Trash = s.cardViews(s.Runner.Trash, viewer)
	r.Rig = s.cardViews(s.Runner.Rig, viewer)
	r.Stolen = s.cardViews(s.Runner.Stolen, viewer)
	r.Aside = s.cardViews(s.Runner.Aside, viewer)
	for _, i := range s.liveForts() {
		f := &s.Forts[i]
		v.Forts = append(v.Forts, FortView{Index: i, Name: s.fortName(i), Ice: s.cardViews(f.Ice, viewer), Cards: s.cardViews(f.Cards, viewer)})
	}
	if s.Run.Active {
		v.Run = &RunView{Fort: s.Run.Fort, Pos: s.Run.Pos, Broken: s.Run.Broken}
		v.Run.Capped, v.Run.CapLeft = s.Run.Capped, s.Run.CapLeft
	}
	if t := &s.Trace; t.Active {
		tv := &TraceView{Limit: t.Limit, Source: s.cardName(t.Src), CorpIn: t.CorpIn, RunnerIn: t.RunnerIn}
		if viewer == int(Corp) && t.CorpIn {
			tv.CorpBid = &t.CorpBid
		}
		if viewer == int(Runner) && t.RunnerIn {
			tv.RunnerBuys = &t.RunnerBuys
		}
		v.Trace = tv
	}
	for _, d := range s.Pending {
		if int(d.Seat) == viewer {
			v.Pending = append(v.Pending, d)
		}
		v.Waiting = append(v.Waiting, Side(d.Seat).String())
	}
	return v
}

// View implements engine.Game.
func (g *Game) View(seat engine.Seat) any { return g.s.view(int(seat)) }
