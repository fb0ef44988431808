package nsg

import (
	"github.com/datafort/datafort/engine"
)

// sees reports whether viewer may know card c's identity (CR 1.12):
// hands their holder's, decks nobody's, facedown Archives cards and
// unrezzed installed cards the Corp's, the rest everyone's.
func (s *State) sees(viewer engine.Seat, c *Card) bool {
	switch c.Zone {
	case ZoneHQ:
		return viewer == s.Corp
	case ZoneGrip:
		return viewer == s.Runner
	case ZoneRD, ZoneStack:
		return false
	case ZoneArchives:
		return c.FaceUp || viewer == s.Corp
	case ZoneServer:
		return c.Rezzed || viewer == s.Corp
	case ZoneSetAside: // a public zone; a card found by a search is facedown until revealed (CR 4.8.4), a drawn one seen by its owner (8.4.5a)
		return c.FaceUp || viewer == c.Owner
	}
	return true
}

// CardView is a card as a seat sees it: Title empty when hidden.
type CardView struct {
	ID     int32  `json:"id"`
	Title  string `json:"title,omitempty"`
	Rezzed bool   `json:"rezzed,omitempty"`
	Adv    int32  `json:"adv,omitempty"`
	Hosted int32  `json:"hosted,omitempty"`
	Virus  int32  `json:"virus,omitempty"`
}

// ServerView is a server as a seat sees it.
type ServerView struct {
	Name string     `json:"name"`
	Root []CardView `json:"root,omitempty"`
	Ice  []CardView `json:"ice,omitempty"` // innermost first
}

// View is everything a seat may know.
type View struct {
	Seat     engine.Seat  `json:"seat"`
	Rules    string       `json:"rules"`
	Turn     int32        `json:"turn"`
	Active   engine.Seat  `json:"active"`
	Identity []string     `json:"identity"`
	Credits  []int32      `json:"credits"`
	Clicks   []int32      `json:"clicks"`
	Points   []int32      `json:"points"`
	HandSize []int32      `json:"handSize"`
	Tags     int32        `json:"tags"`
	BadPub   int32        `json:"badPub"`
	Core     int32        `json:"core"`
	Link     int32        `json:"link"`
	Memory   [2]int32     `json:"memory"` // used, total
	HQ       int          `json:"hq"`
	RD       int          `json:"rd"`
	Grip     int          `json:"grip"`
	Stack    int          `json:"stack"`
	Hand     []CardView   `json:"hand,omitempty"` // the viewer's own
	Archives []CardView   `json:"archives,omitempty"`
	Heap     []CardView   `json:"heap,omitempty"`
	Rig      []CardView   `json:"rig,omitempty"`
	Scored   [][]CardView `json:"scored"` // per seat
	Servers  []ServerView `json:"servers"`
	SetAside []CardView   `json:"setAside,omitempty"` // the set-aside zone (CR 4.8): a card a search found
	Run      *RunState    `json:"run,omitempty"`
	RunIce   string       `json:"runIce,omitempty"`
	Pending  []string     `json:"pending,omitempty"`
}

func (s *State) cardView(id int32, viewer engine.Seat) CardView {
	c := s.card(id)
	v := CardView{ID: id, Rezzed: c.Rezzed, Adv: c.Adv, Hosted: c.Hosted, Virus: c.Virus}
	if s.sees(viewer, c) {
		v.Title = c.Title
	}
	return v
}

func (s *State) cardViews(l []int32, viewer engine.Seat) []CardView {
	out := make([]CardView, len(l))
	for i, id := range l {
		out[i] = s.cardView(id, viewer)
	}
	return out
}

// View implements engine.Game: what seat may know; engine.NoSeat, the
// public information only.
func (g *Game) View(seat engine.Seat) any {
	s := &g.st
	v := View{Seat: seat, Rules: s.Rules, Turn: s.Turn, Active: s.Active, Identity: append([]string(nil), s.Identity...),
		Credits: append([]int32(nil), s.Credits...), Clicks: append([]int32(nil), s.Clicks...),
		Points:   []int32{s.agendaPoints(0), s.agendaPoints(1)},
		HandSize: []int32{s.handSize(0), s.handSize(1)},
		Tags:     s.Tags, BadPub: s.BadPub, Core: s.CoreDamage, Link: s.Link, Memory: [2]int32{s.memoryUsed(), s.memory()},
		HQ: len(s.HQ), RD: len(s.RD), Grip: len(s.Grip), Stack: len(s.RunnerStack),
		Archives: s.cardViews(s.Archives, seat), Heap: s.cardViews(s.Heap, seat), Rig: s.cardViews(s.Rig, seat),
		Scored: make([][]CardView, 2)}
	switch seat {
	case s.Corp:
		v.Hand = s.cardViews(s.HQ, seat)
	case s.Runner:
		v.Hand = s.cardViews(s.Grip, seat)
	}
	for _, id := range s.Scored {
		o := s.card(id).Owner
		v.Scored[o] = append(v.Scored[o], s.cardView(id, seat))
	}
	for _, c := range s.Cards {
		if c.Zone == ZoneSetAside {
			v.SetAside = append(v.SetAside, s.cardView(c.ID, seat))
		}
	}
	for i, sv := range s.Servers {
		if !s.serverExists(int32(i)) {
			continue
		}
		v.Servers = append(v.Servers, ServerView{Name: s.serverName(int32(i)), Root: s.cardViews(sv.Root, seat), Ice: s.cardViews(sv.Ice, seat)})
	}
	if s.Run.On || s.Run.Encounter { // a run, or a forced encounter with none (CR 6.5.9)
		r := s.Run
		v.Run = &r
		if c := s.card(r.Ice); c != nil {
			v.RunIce = s.cardView(r.Ice, seat).Title
		}
	}
	for _, d := range s.Pending {
		v.Pending = append(v.Pending, s.role(d.Seat))
	}
	return v
}
