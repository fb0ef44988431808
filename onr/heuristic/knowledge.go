package heuristic

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	_ "github.com/datafort/datafort/onr/cards" // the card definitions the bots read
)

// What the bots know of cards is public: the printed card data (carddb)
// and the implemented definitions (onr.Lookup), the same for every player.
// Nothing here reads a game.

// info is what a bot knows of one card title.
type info struct {
	def   *onr.Def
	card  *carddb.Card
	lower string // the printed text in lower case

	subs   []subInfo   // ice: its subroutines in order
	breaks []breakInfo // icebreakers: their break abilities
	pumps  []pumpInfo  // icebreakers: their strength abilities
}

// subInfo says what a subroutine of ice does, read from its printed text.
type subInfo struct {
	etr      bool  // ends the run outright
	traceETR bool  // a trace that ends the run if it succeeds
	trace    int32 // trace strength, 0 for none
	net      int32 // net damage
	brain    int32 // brain damage
	meat     int32 // meat damage
	tag      bool  // gives a tag (usually after a trace)
	trashes  bool  // trashes a Runner card
	other    bool  // anything else
}

// harm is a rough cost in bits of letting the subroutine fire, apart from
// ending the run.
func (s subInfo) harm() float64 {
	h := 2*float64(s.net) + 4*float64(s.brain) + 3*float64(s.meat)
	if s.tag {
		h += 2
	}
	if s.trashes {
		h += 4
	}
	if s.other {
		h++
	}
	return h
}

// stops reports whether the subroutine may end the run.
func (s subInfo) stops() bool { return s.etr || s.traceETR }

type breakInfo struct {
	ability int    // index in the definition
	keyword string // "" for any ice
	cost    int32
	all     bool // breaks all subroutines at once
}

type pumpInfo struct {
	ability int
	n       int32
	cost    int32
	forRun  bool // lasts the run, not the encounter
}

var (
	infoOnce  sync.Once
	infoCache map[string]*info // by title, every implemented card; read only once made
	infoByID  []*info          // the same by card id (onr.CardView.ID), for the cards of the card data
	reNumber  = regexp.MustCompile(`(\d+)`)
	reTrace   = regexp.MustCompile(`(?i)trace (\d+)`)
	reDamage  = regexp.MustCompile(`(?i)do (\d+) (net|brain|meat)`)
)

// cardInfo returns what is known of the card titled title, or nil for an
// unknown title (a hidden card has an empty title).
func cardInfo(title string) *info {
	if title == "" {
		return nil
	}
	infoOnce.Do(buildInfos)
	return infoCache[title]
}

// viewInfo returns what is known of the card of view c: by its id, which
// spares hashing its title at every look, or by its title for a card of an
// id the card data does not have.
func viewInfo(c *onr.CardView) *info {
	infoOnce.Do(buildInfos)
	if id := int(c.ID); id > 0 && id < len(infoByID) && infoByID[id] != nil {
		return infoByID[id]
	}
	return cardInfo(c.Title)
}

// buildInfos builds the knowledge of every implemented card, by title and
// by id.
func buildInfos() {
	infoCache = map[string]*info{}
	for _, t := range onr.Implemented() {
		in := buildInfo(t)
		infoCache[t] = in
		if in == nil {
			continue
		}
		id := int(onr.CardIDOf(in.card.ID))
		if id >= len(infoByID) {
			infoByID = append(infoByID, make([]*info, id+1-len(infoByID))...)
		}
		infoByID[id] = in
	}
}

func buildInfo(title string) *info {
	d, ok := onr.Lookup(title)
	if !ok {
		return nil
	}
	in := &info{def: d, card: d.Card(), lower: strings.ToLower(d.Card().Text)}
	printed := in.card.Subroutines()
	k := 0
	for i, a := range d.Abilities {
		switch a.Kind {
		case onr.KindSub:
			text := ""
			if k < len(printed) {
				text = printed[k]
			}
			k++
			in.subs = append(in.subs, parseSub(text))
		case onr.KindBreak:
			in.breaks = append(in.breaks, breakInfo{ability: i, keyword: a.Keyword, cost: a.Cost.Bits})
		case onr.KindBreakAll:
			in.breaks = append(in.breaks, breakInfo{ability: i, cost: a.Cost.Bits, all: true})
		case onr.KindPump:
			in.pumps = append(in.pumps, pumpInfo{ability: i, n: a.N, cost: a.Cost.Bits, forRun: a.Until == onr.EvRunEnds})
		}
	}
	return in
}

// parseSub reads a printed subroutine.
func parseSub(text string) subInfo {
	t := strings.ToLower(text)
	var s subInfo
	if m := reTrace.FindStringSubmatch(t); m != nil {
		n, _ := strconv.Atoi(m[1])
		s.trace = int32(n)
	}
	if strings.Contains(t, "end the run") {
		if s.trace > 0 {
			s.traceETR = true
		} else {
			s.etr = true
		}
	}
	for _, m := range reDamage.FindAllStringSubmatch(t, -1) {
		n, _ := strconv.Atoi(m[1])
		switch m[2] {
		case "net":
			s.net += int32(n)
		case "brain":
			s.brain += int32(n)
		case "meat":
			s.meat += int32(n)
		}
	}
	s.tag = strings.Contains(t, "tag")
	s.trashes = strings.Contains(t, "trash")
	if !s.etr && !s.traceETR && s.net+s.brain+s.meat == 0 && !s.tag && !s.trashes {
		s.other = true
	}
	return s
}

// is reports whether the card is of type t.
func (in *info) is(t carddb.Type) bool { return in != nil && in.card.Type == t }

// keyword reports whether the card's printed keywords include k.
func (in *info) keyword(k string) bool { return in != nil && in.card.HasKeyword(k) }

// num returns a printed number, or dflt when the card has none.
func num(p *int, dflt int32) int32 {
	if p == nil {
		return dflt
	}
	return int32(*p)
}

// points returns an agenda's points.
func (in *info) points() int32 { return num(in.card.AgendaPoints, 0) }

// difficulty returns an agenda's difficulty.
func (in *info) difficulty() int32 { return num(in.card.Difficulty, 0) }

// rezCost returns the printed rez cost.
func (in *info) rezCost() int32 { return num(in.card.RezCost, 0) }

// installCost returns the printed install cost.
func (in *info) installCost() int32 { return num(in.card.InstallCost, 0) }

// playCost returns the printed play cost.
func (in *info) playCost() int32 { return num(in.card.PlayCost, 0) }

// trashCost returns the printed trash cost, and false if it has none.
func (in *info) trashCost() (int32, bool) {
	if in.card.TrashCost == nil {
		return 0, false
	}
	return int32(*in.card.TrashCost), true
}

// mu returns the printed MU of a program.
func (in *info) mu() int32 { return num(in.card.MU, 0) }

// text returns the printed text in lower case.
func (in *info) text() string { return in.lower }

// gainsBits returns the bits an operation or prep says it gains ("Gain 9
// bits"), or 0.
func (in *info) gainsBits() int32 {
	t := in.text()
	i := strings.Index(t, "gain ")
	if i < 0 {
		return 0
	}
	m := reNumber.FindString(t[i:])
	n, _ := strconv.Atoi(m)
	if !strings.Contains(t[i:min(len(t), i+20)], "[bit]") {
		return 0
	}
	return int32(n)
}

// draws returns the cards an operation or prep says it draws, or 0.
func (in *info) draws() int32 {
	t := in.text()
	switch {
	case strings.Contains(t, "draw three"):
		return 3
	case strings.Contains(t, "draw two"):
		return 2
	case strings.Contains(t, "draw a card"), strings.Contains(t, "draw one"):
		return 1
	}
	return 0
}
