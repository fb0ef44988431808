package neuroscape

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
)

// CardView is a card a seat may see.
type CardView struct {
	ID       int32  `json:"id"`
	Name     string `json:"name"`
	Cost     int    `json:"cost"`
	Atk      int    `json:"atk,omitempty"`
	Def      int    `json:"def,omitempty"`
	Blue     bool   `json:"blue,omitempty"`
	Running  bool   `json:"running,omitempty"`
	Damage   int32  `json:"damage,omitempty"`
	RAM      int    `json:"ram,omitempty"`     // committed RAM
	Missing  int    `json:"missing,omitempty"` // RAM missing (NS-5.6)
	Target   int32  `json:"target,omitempty"`  // on the Cache: its target (a card id, or -(1+seat) for a player)
	Second   int32  `json:"second,omitempty"`  // on the Cache: its second target (Def.Target2), once declared; a tether: its second character (NS-12.10)
	Owner    int    `json:"owner"`
	Ctrl     int    `json:"ctrl"`
	Attacks  int    `json:"attacks,omitempty"`  // attacking: the defending seat + 1
	Blocking int32  `json:"blocking,omitempty"` // blocking: the attacker
	Used     bool   `json:"used,omitempty"`     // has activated an ability this round
	Ability  string `json:"ability,omitempty"`  // on the Cache: the activated ability this item is
	Host     int32  `json:"host,omitempty"`     // gear: the character it is attached to (NS-12)
	// Counters are the counters on the card in play, by kind (NS-2.6).
	Counters map[string]int `json:"counters,omitempty"`
}

// PlayerView is what a seat may know of one player.
type PlayerView struct {
	Seat        int            `json:"seat"`
	Team        int            `json:"team"`
	Mainframe   string         `json:"mainframe"`
	MainframeID int32          `json:"mainframe_id"`    // the mainframe's card id (public), which options name
	Tiers       []int          `json:"tiers,omitempty"` // the indexes of the applying tiers (NS-4.4)
	DeckSize    int            `json:"deck"`
	RAMDeck     int            `json:"ram_deck"`
	HandSize    int            `json:"hand_size"`
	Hand        []CardView     `json:"hand,omitempty"` // the viewer's own, or its teammate's (NS-23.2)
	Refreshed   int            `json:"refreshed"`      // RAM in the bank
	Running     int            `json:"running"`
	Play        []CardView     `json:"play"`
	Slots       []CardView     `json:"slots,omitempty"`    // the protocols and viruses in its mainframe's slots (NS-4.5)
	Gear        []CardView     `json:"gear,omitempty"`     // the gear it controls, each with its Host (NS-12)
	Bin         []CardView     `json:"bin"`                // bottom first (NS-2.1: public, ordered)
	Purge       []CardView     `json:"purge,omitempty"`    // removed from the game (NS-2.1: public)
	Looking     []CardView     `json:"looking,omitempty"`  // cards it looks at (DIVINE, a search), as HandSight lets the viewer see them
	Revealed    []CardView     `json:"revealed,omitempty"` // cards it has revealed to take one (INDEX); their ids only to the seats that see its hand, the others' by name
	Synergy     map[string]int `json:"synergy,omitempty"`
}

// View is what one seat may know of the game.
type View struct {
	Seat     int          `json:"seat"`
	Round    int          `json:"round"`
	Rounds   int          `json:"rounds"`
	Turn     int          `json:"turn"`
	Active   int          `json:"active"`
	Step     string       `json:"step"`
	Health   [2][2]int32  `json:"health"` // [team][BF, MF]
	Players  []PlayerView `json:"players"`
	Cache    []CardView   `json:"cache"` // top first (NS-17.9)
	Priority int          `json:"priority"`
	Rolls    []int32      `json:"rolls,omitempty"`
	Result   string       `json:"result,omitempty"`
	// Environment is the active environment (NS-14.9), if any.
	Environment *CardView `json:"environment,omitempty"`
}

// HandSight is the project's decision on NS-23.2: a seat sees its own hand
// and, in 2v2, its teammate's ("teammates may look at each other's
// hands"); nobody sees an opponent's. Face-down cards (trojans) are not in
// play yet; when they are, the same rule holds for them (NS-2.5).
func HandSight(viewer, holder engine.Seat) bool {
	return viewer != engine.NoSeat && team(viewer) == team(holder)
}

func (s *State) cardView(id int32) CardView {
	o, d := s.obj(id), s.def(id)
	atk, dfn := s.stats(id)
	v := CardView{ID: id, Name: d.Name, Cost: d.Cost, Atk: atk, Def: dfn, Blue: d.Blue, Running: o.Running,
		Damage: o.Damage, Target: o.Target, Owner: int(o.Owner), Ctrl: int(o.Ctrl), Used: o.Used}
	if o.Zone == zonePlay || o.Zone == zoneCache {
		v.RAM = s.committedCount(id)
		v.Missing = max(0, s.need(id)-v.RAM)
	}
	if i := s.attacking(id); i >= 0 {
		v.Attacks = int(s.Attacks[i].Defender) + 1
	}
	v.Counters = s.counterViews(id)
	for _, a := range s.Attacks {
		if slices.Contains(a.Blockers, id) {
			v.Blocking = a.Char
		}
	}
	return v
}

// faceDownName is what a seat that may not see a face-down card's face sees
// of its name (NS-2.5).
const faceDownName = "face-down card"

// cardViewFor is cardView as viewer may see it: of a face-down card whose
// face it may not know, only its id, place and target (NS-2.5, NS-14.8.2;
// every trojan costs 2, NS-14.8.1).
func (s *State) cardViewFor(viewer engine.Seat, id int32) CardView {
	o := s.obj(id)
	if !s.faceDown(id) || HandSight(viewer, o.Ctrl) {
		return s.cardView(id)
	}
	return CardView{ID: id, Name: faceDownName, Cost: 2, Target: o.Target, Owner: int(o.Owner), Ctrl: int(o.Ctrl)}
}

// View implements engine.Game.
func (g *Game) View(seat engine.Seat) any {
	st := &g.st
	defer st.doneReading(st.read())
	v := View{Seat: int(seat), Round: st.Round, Rounds: st.Rounds, Turn: st.Turn, Active: int(st.Active),
		Health: st.Health, Priority: -1, Rolls: slices.Clone(st.Rolls)}
	v.Step = "setup"
	for _, f := range st.Frames() {
		if f.Kind == frameTurn {
			v.Step = stepNames[min(f.Step, stepCount-1)]
		}
	}
	set := viewSets(st)
	for i := range st.P {
		p := &st.P[i]
		s := engine.Seat(i)
		pv := PlayerView{Seat: i, Team: team(s), Mainframe: st.def(p.Mainframe).Name, MainframeID: p.Mainframe, DeckSize: len(p.Deck),
			RAMDeck: len(p.RAMDeck), HandSize: len(p.Hand), Play: []CardView{}, Bin: []CardView{}, Synergy: map[string]int{}}
		mf := st.def(p.Mainframe)
		for _, t := range st.activeTiers(s) {
			for j := range mf.Tiers {
				if &mf.Tiers[j] == t {
					pv.Tiers = append(pv.Tiers, j)
				}
			}
		}
		if HandSight(seat, s) {
			for _, id := range p.Hand {
				pv.Hand = append(pv.Hand, st.cardView(id))
			}
		}
		for _, id := range p.Bank {
			if st.obj(id).Running {
				pv.Running++
			} else {
				pv.Refreshed++
			}
		}
		for _, id := range p.Play {
			pv.Play = append(pv.Play, st.cardView(id))
			for _, f := range st.def(id).Factions {
				if _, ok := pv.Synergy[f]; !ok {
					pv.Synergy[f] = st.synergy(s, f)
				}
			}
		}
		for _, id := range p.Bin {
			pv.Bin = append(pv.Bin, st.cardView(id))
		}
		mine := &set[i]
		for _, id := range mine.purge {
			pv.Purge = append(pv.Purge, st.cardView(id))
		}
		if HandSight(seat, s) {
			for _, id := range mine.look {
				pv.Looking = append(pv.Looking, st.cardView(id))
			}
		}
		for _, id := range mine.reveal {
			c := st.cardView(id)
			if !HandSight(seat, s) {
				c.ID = 0 // the face, not the id: the card taken goes into a hand, where an id would follow it
			}
			pv.Revealed = append(pv.Revealed, c)
		}
		if !HandSight(seat, s) {
			// The faces by name: in id order they would tell which id is
			// which face (the cards binned after show theirs).
			slices.SortStableFunc(pv.Revealed, func(a, b CardView) int { return strings.Compare(a.Name, b.Name) })
		}
		for _, id := range mine.slots {
			pv.Slots = append(pv.Slots, st.cardViewFor(seat, id))
		}
		for _, id := range mine.gear {
			g := st.cardView(id)
			g.Host, g.Second = st.obj(id).Host, st.tetherOther(id)
			pv.Gear = append(pv.Gear, g)
		}
		v.Players = append(v.Players, pv)
	}
	for _, f := range st.Frames() {
		if f.Kind == frameProgram && f.Src != 0 && f.Ref.Ability >= 0 && f.PC == 0 && !st.entered(&f) { // PC > 0: done, waiting under what it put on the Cache
			c := st.cardViewFor(seat, f.Src)
			if f.Ref.Ability > 0 {
				c.Ability, c.Target = st.def(f.Src).Abilities[f.Ref.Ability-1].Name, f.T
			}
			if l := st.List(&f); f.Ref.Ability == 0 && len(l) > 0 {
				c.Second = l[0]
			}
			v.Cache = append(v.Cache, c)
		}
	}
	slices.Reverse(v.Cache)
	if e := st.environment(); e != 0 {
		c := st.cardView(e)
		v.Environment = &c
	}
	if len(st.Windows) > 0 {
		v.Priority = int(st.Window().Priority())
	}
	if r, over := g.Result(); over {
		v.Result = r.Reason
		if !r.Draw {
			v.Result = fmt.Sprintf("team %d wins: %s", r.Team+1, r.Reason)
		}
	}
	return v
}

// viewSet is, for one seat, the ids of the cards of View's lists besides
// its hand, play and bin, each in id order.
type viewSet struct {
	purge, look, reveal []int32 // in its purge zone, looked at, revealed: its owner's (setAside)
	slots               []int32 // in a slot of its mainframe
	gear                []int32 // attached as gear it controls
}

// viewSets returns each seat's viewSet, found in one pass over the cards
// rather than one per list and seat.
func viewSets(st *State) []viewSet {
	out := make([]viewSet, len(st.P))
	mine := func(seat engine.Seat) bool { return seat >= 0 && int(seat) < len(out) }
	for j := range st.Objs {
		o, id := &st.Objs[j], int32(j+1)
		switch o.Zone {
		case zonePurge:
			if mine(o.Owner) {
				out[o.Owner].purge = append(out[o.Owner].purge, id)
			}
		case zoneLook:
			if mine(o.Owner) {
				out[o.Owner].look = append(out[o.Owner].look, id)
			}
		case zoneReveal:
			if mine(o.Owner) {
				out[o.Owner].reveal = append(out[o.Owner].reveal, id)
			}
		case zoneSlot:
			for i := range st.P {
				if o.Host == st.P[i].Mainframe {
					out[i].slots = append(out[i].slots, id)
				}
			}
		case zoneGear:
			if mine(o.Ctrl) {
				out[o.Ctrl].gear = append(out[o.Ctrl].gear, id)
			}
		}
	}
	return out
}

// optName returns card id's name in an option's text, as seat may know it
// (nameFor); a face-up card in play or on the Cache when another of its
// name is there also says whose and which of its controller's it is, in
// the order they entered play or came on the Cache (public, NS-2.1), a
// card in a recycle bin which of its owner's there, from the bottom, so
// that two copies read apart without their ids: "ADMIN #25 (p1's 2nd in
// play)".
func (s *State) optName(seat engine.Seat, id int32) string {
	n := s.nameFor(seat, id)
	o := s.obj(id)
	var list []int32
	where := "in play"
	switch {
	case s.faceDown(id):
		return n
	case o.Zone == zonePlay:
		for _, p := range s.P {
			list = append(list, p.Play...)
		}
	case o.Zone == zoneCache:
		list, where = s.waitingItems(), "on the Cache"
	case o.Zone == zoneBin: // public too, bottom first (NS-22.6's choice among copies)
		list, where = s.P[o.Owner].Bin, "in the recycle bin"
	default:
		return n
	}
	k, mine, all := 0, 0, 0
	for _, c := range list {
		co := s.obj(c)
		if co.Card != o.Card || s.faceDown(c) { // a face-down one is not known to be a copy
			continue
		}
		all++
		if co.Ctrl == o.Ctrl {
			mine++
		}
		if c == id {
			k = mine
		}
	}
	if all < 2 || k == 0 {
		return n
	}
	return fmt.Sprintf("%s (%s's %s %s)", n, role(o.Ctrl), engine.Ordinal(k), where)
}

// Describe implements engine.Game.
func (g *Game) Describe(d engine.Decision, i int) string {
	plain := g.describe(d, i, false)
	key := idIn.ReplaceAllString(plain, "")
	for j := range d.Options {
		if j != i && idIn.ReplaceAllString(g.describe(d, j, false), "") == key {
			return g.describe(d, i, true) // copies read apart (State.optName)
		}
	}
	return plain
}

// idIn is a card's id in a text ("ADMIN #25"), which readers such as the
// scenario runner leave out.
var idIn = regexp.MustCompile(`#[0-9]+\s*`)

// describe is Describe's text for option i; with qualify, a card in play
// or on the Cache says which of its name it is (State.optName).
func (g *Game) describe(d engine.Decision, i int, qualify bool) string {
	st := &g.st
	nameFor := st.nameFor
	if qualify {
		nameFor = st.optName
	}
	if i < 0 || i >= len(d.Options) {
		return fmt.Sprintf("option %d", i)
	}
	o := d.Options[i]
	card := func() string {
		if o.Card < 1 || o.Card > len(st.Objs) {
			return "?"
		}
		return nameFor(d.Seat, int32(o.Card))
	}
	target := func() string {
		switch {
		case o.Target > 0 && o.Target <= len(st.Objs):
			return " targeting " + nameFor(d.Seat, int32(o.Target))
		case o.Target < 0:
			return " targeting " + role(targetSeat(int32(o.Target)))
		}
		return ""
	}
	switch o.Verb {
	case verbMulligan:
		return "put " + card() + " on the bottom"
	case verbKeep:
		return "keep the hand"
	case verbFirst:
		if o.Arg == 1 {
			return fmt.Sprintf("%s's side plays second", role(targetSeat(int32(o.Target))))
		}
		return role(targetSeat(int32(o.Target))) + " plays first"
	case verbDraw:
		return "draw a card"
	case verbInstall:
		return "install a RAM"
	case verbDone:
		return "done"
	case verbForceQuit:
		return "force quit " + card()
	case verbPlay:
		if o.Arg == 1 {
			return "play " + card() + " reversed" + target()
		}
		return "play " + card() + target()
	case verbPass:
		return "pass"
	case verbAttack:
		return fmt.Sprintf("attack %s with %s", role(targetSeat(int32(o.Target))), card())
	case verbBlock:
		if o.Arg > 0 {
			return fmt.Sprintf("assign a point of damage to %s", card())
		}
		return fmt.Sprintf("block %s with %s", nameFor(d.Seat, int32(o.Target)), card())
	case verbRoll:
		return "roll for " + card()
	case verbActivate:
		if o.Card >= 1 && o.Card <= len(st.Objs) && o.Arg < len(st.def(int32(o.Card)).Abilities) {
			return "activate " + card() + "'s " + st.def(int32(o.Card)).Abilities[o.Arg].Name + target()
		}
		return "activate " + card()
	case verbTarget:
		return "target:" + target()[len(" targeting"):]
	case verbRetarget:
		return "new target:" + target()[len(" targeting"):]
	case verbChoose:
		return "choose " + Pool(o.Arg).String()
	case verbTake:
		if d.Rule == "NS-0.4" && strings.Contains(d.Prompt, "discard") {
			return "discard " + card()
		}
		return "take " + card()
	case verbUse:
		return "use " + card()
	case verbCommit:
		return "commit a RAM to " + card()
	}
	return o.Verb.String()
}
