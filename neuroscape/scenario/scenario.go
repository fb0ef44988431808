// Package scenario is Neuroscape's scenario builder: it reads the setup and
// the expectations of scenario files of game neuroscape (docs/scenarios.md,
// "Neuroscape scenarios") and sets up the position they describe with
// neuroscape.Position. It registers itself with the game-agnostic step
// runner (package scenario) for "neuroscape".
package scenario

import (
	"fmt"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards" // the card definitions
	shared "github.com/datafort/datafort/scenario"
)

// Game is the name the builder is registered under.
const Game = neuroscape.Name

func init() { shared.Register(Game, builder{}) }

type builder struct{}

// ReadScenario implements shared.Builder: the table's size is read first,
// from setup.players, since the seats depend on it.
func (builder) ReadScenario(r *shared.Reader, root *yaml.Node) (shared.File, error) {
	f := &File{r: r, players: 2}
	root = shared.Deref(root)
	if root.Kind != yaml.MappingNode {
		return f, nil // the runner reports the mistake
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value != "setup" {
			continue
		}
		setup := shared.Deref(root.Content[i+1])
		if setup.Kind != yaml.MappingNode {
			return f, nil
		}
		for j := 0; j+1 < len(setup.Content); j += 2 {
			if setup.Content[j].Value != "players" {
				continue
			}
			n := shared.Deref(setup.Content[j+1])
			v, err := r.Integer(n, "setup.players")
			if err != nil {
				return nil, err
			}
			if v != 2 && v != 4 {
				return nil, r.Errf(n, "setup.players must be 2 or 4 (NS-1.1, NS-23), not %d", v)
			}
			f.players = v
		}
	}
	return f, nil
}

// DefaultMainframe is every player's mainframe when the setup names none:
// its tiers need Cybernetic characters with cyberware, so that it does
// nothing in a position that does not give it those.
const DefaultMainframe = "SYNTHETIX"

// File is a neuroscape scenario file's part: the rules and the digest's
// scenario it checks, and its setup.
type File struct {
	r       *shared.Reader
	players int
	// Rules are the NS rules the file checks (the key rules), each in
	// the index (rules.tsv).
	Rules []string
	// SC is the digest's scenario the file plays (the key sc), "" if
	// none.
	SC string
	// standIns are the stand-in cards the file defines (key stand_ins),
	// which only it may name.
	standIns []*neuroscape.Def
	setup    setup
	opening  []engine.Event // the events of Build's run to the first decision
}

// Opening implements shared.Openers: the events of the turn's start, when
// the setup starts at a step that makes some (stability rolls).
func (f *File) Opening() []engine.Event { return f.opening }

// setup is the position a file describes.
type setup struct {
	line       int
	seed       uint64
	turn       engine.Seat
	first      engine.Seat
	firstSet   bool
	turnNumber int
	round      int
	step       string
	seats      []seatSetup
	cache      []cacheItem // top first, as the file writes it
	// turnKeys are the keys given of a position in a turn (turn, first,
	// turn_number, round, cache), which a setup at the game's start
	// refuses.
	turnKeys []*yaml.Node
	// strictPorts: setup.ports is "strict" (NS-12.4).
	strictPorts bool
}

// setupStep is setup.step's value for a game at its start: the decks
// shuffled, 5 cards drawn, the mulligans to decide (NS-15).
const setupStep = "setup"

// cacheItem is a card the setup puts on the Cache.
type cacheItem struct {
	entry
	seat     engine.Seat
	target   string // a seat's word or a card's title; "" for none
	ramUnder bool   // the target is a RAM committed to the character target
	tnode    *yaml.Node
	reversed bool
}

// seatSetup is one player's part of the setup.
type seatSetup struct {
	set                bool
	node               *yaml.Node
	mainframe          *entry
	health             *[2]int32
	healthNode         *yaml.Node
	hand, bin          []entry
	deck               []entry
	deckSet            bool
	ramDeck            int
	ramDeckSet         bool
	refreshed, running int
	play               []character
	posKeys            []*yaml.Node // keys other than mainframe, deck and ram_deck
	slots              []slotEntry
	environment        *entry
}

// entry is a card the setup names and where.
type entry struct {
	title string
	node  *yaml.Node
}

// character is a character the setup puts in play.
type character struct {
	entry
	state neuroscape.InPlay
	gear  []entry
}

// slotEntry is a protocol or virus the setup puts in a slot.
type slotEntry struct {
	entry
	on engine.Seat
}

// Table implements shared.File: seats p1 to p4, team p1 and p3 against p2
// and p4 (NS-23; seat order is the figure 8).
func (f *File) Table() *shared.Table {
	t := &shared.Table{Example: "p1"}
	for i := range f.players {
		s := engine.Seat(i)
		t.Seats = append(t.Seats, shared.Seat{Word: neuroscape.SeatName(s), Label: neuroscape.SeatName(s), Seat: s})
	}
	return t
}

// Keys implements shared.File.
func (f *File) Keys() []string {
	return []string{"name", "game", "sc", "rules", "stand_ins", "setup", "steps"}
}

// ReadKey implements shared.File: the NS rules a file checks (each in the
// index) and the digest's scenario it plays.
func (f *File) ReadKey(fl shared.Field) error {
	switch fl.Key {
	case "stand_ins":
		return f.readStandIns(fl.Val)
	case "rules":
		vals, nodes, err := f.r.Strs(fl.Val, "rules", true)
		if err != nil {
			return err
		}
		idx, err := Rules()
		if err != nil {
			return err
		}
		for i, v := range vals {
			r, ok := idx.Find(v)
			if !ok {
				return f.r.Errf(nodes[i], "rules: %q is not a rule of the index (neuroscape/scenario/rules.tsv)", v)
			}
			if r.Class != Outcome {
				return f.r.Errf(nodes[i], "rules: %s is a definition in the index (%s), not a rule that states an outcome", r.ID, r.Note)
			}
			if slices.Contains(f.Rules, r.ID) {
				return f.r.Errf(nodes[i], "rules: %s appears twice", r.ID)
			}
			f.Rules = append(f.Rules, r.ID)
		}
	case "sc":
		v, err := f.r.Str(fl.Val, "sc")
		if err != nil {
			return err
		}
		if !slices.Contains(DigestScenarios(), scenarioOf(v)) {
			return f.r.Errf(fl.Val, "sc: %q is not a scenario of the digest (SC-01 to SC-25, with a letter for a variant: SC-04a)", v)
		}
		f.SC = v
	}
	return nil
}

// setupKeys are the keys of setup, in the order messages give them.
var setupKeys = []string{"players", "seed", "turn", "first", "turn_number", "round", "step", "cache", "ports"}

// seatKeys are the keys of one player's setup.
var seatKeys = []string{"mainframe", "health", "hand", "deck", "ram_deck", "bank", "bin", "play", "slots", "environment"}

// ReadSetup implements shared.File.
func (f *File) ReadSetup(n *yaml.Node) error {
	r := f.r
	t := f.Table()
	keys := slices.Clone(setupKeys)
	for _, s := range t.Seats {
		keys = append(keys, s.Word)
	}
	fields, err := r.Fields(n, "setup", keys...)
	if err != nil {
		return err
	}
	st := &f.setup
	st.line, st.turnNumber, st.round, st.step = n.Line, 2, 1, "deploy"
	st.seats = make([]seatSetup, f.players)
	for _, fl := range fields {
		what := "setup." + fl.Key
		switch fl.Key {
		case "players": // read by ReadScenario
		case "seed":
			v, err := r.Count(fl.Val, what)
			if err != nil {
				return err
			}
			st.seed = uint64(v)
		case "turn", "first":
			s, err := r.Seat(t, fl.Val, what)
			if err != nil {
				return err
			}
			if fl.Key == "turn" {
				st.turn = s.Seat
			} else {
				st.first, st.firstSet = s.Seat, true
			}
		case "turn_number", "round":
			v, err := r.Count(fl.Val, what)
			if err != nil {
				return err
			}
			if v < 1 {
				return r.Errf(fl.Val, "%s counts from 1", what)
			}
			if fl.Key == "round" {
				st.round = v
			} else {
				st.turnNumber = v
			}
		case "cache":
			if st.cache, err = f.readCache(fl.Val); err != nil {
				return err
			}
		case "ports":
			v, err := r.Str(fl.Val, what)
			if err != nil {
				return err
			}
			if v != "strict" && v != "permissive" {
				return r.Errf(fl.Val, "%s: %q is neither strict nor permissive (NS-12.4)", what, v)
			}
			st.strictPorts = v == "strict"
		case "step":
			v, err := r.Str(fl.Val, what)
			if err != nil {
				return err
			}
			names := neuroscape.StepNames()
			i := slices.IndexFunc(names, func(s string) bool { return strings.EqualFold(s, strings.TrimSpace(v)) })
			switch {
			case strings.EqualFold(strings.TrimSpace(v), setupStep):
				st.step = setupStep
			case i < 0 || names[i] == "start":
				return r.Errf(fl.Val, "%s: %q is neither %s nor a step of the turn (%s)", what, v, setupStep, strings.Join(names[1:], ", "))
			default:
				st.step = names[i]
			}
		default:
			s, _ := t.Find(fl.Key)
			if err := f.readSeat(fl.Val, s); err != nil {
				return err
			}
		}
		switch fl.Key {
		case "turn", "first", "turn_number", "round", "cache":
			st.turnKeys = append(st.turnKeys, fl.KeyNode)
		}
	}
	if !st.firstSet {
		st.first = st.turn
	}
	return nil
}

func (f *File) readSeat(n *yaml.Node, s shared.Seat) error {
	r := f.r
	fields, err := r.Fields(n, "setup."+s.Word, seatKeys...)
	if err != nil {
		return err
	}
	sd := &f.setup.seats[s.Seat]
	sd.set, sd.node = true, n
	for _, fl := range fields {
		if fl.Key != "mainframe" && fl.Key != "deck" && fl.Key != "ram_deck" {
			sd.posKeys = append(sd.posKeys, fl.KeyNode)
		}
		what := "setup." + s.Word + "." + fl.Key
		switch fl.Key {
		case "mainframe", "environment":
			v, err := r.Str(fl.Val, what)
			if err != nil {
				return err
			}
			e := &entry{title: v, node: fl.Val}
			if fl.Key == "mainframe" {
				sd.mainframe = e
			} else {
				sd.environment = e
			}
		case "health":
			hf, err := r.Fields(fl.Val, what, "bf", "mf")
			if err != nil {
				return err
			}
			h := [2]int32{20, 20}
			for _, x := range hf {
				v, err := r.Integer(x.Val, what+"."+x.Key)
				if err != nil {
					return err
				}
				h[map[string]int{"bf": 0, "mf": 1}[x.Key]] = int32(v)
			}
			sd.health, sd.healthNode = &h, fl.Val
		case "hand", "bin", "deck":
			es, err := f.entries(fl.Val, what)
			if err != nil {
				return err
			}
			switch fl.Key {
			case "hand":
				sd.hand = es
			case "bin":
				sd.bin = es
			default:
				sd.deck, sd.deckSet = es, true
			}
		case "ram_deck":
			v, err := r.Count(fl.Val, what)
			if err != nil {
				return err
			}
			sd.ramDeck, sd.ramDeckSet = v, true
		case "bank":
			bf, err := r.Fields(fl.Val, what, "refreshed", "running")
			if err != nil {
				return err
			}
			for _, x := range bf {
				v, err := r.Count(x.Val, what+"."+x.Key)
				if err != nil {
					return err
				}
				if x.Key == "refreshed" {
					sd.refreshed = v
				} else {
					sd.running = v
				}
			}
		case "play":
			list, err := r.List(fl.Val, what, false)
			if err != nil {
				return err
			}
			for _, e := range list {
				c, err := f.character(e, what)
				if err != nil {
					return err
				}
				sd.play = append(sd.play, c)
			}
		case "slots":
			list, err := r.List(fl.Val, what, false)
			if err != nil {
				return err
			}
			for _, e := range list {
				se := slotEntry{entry: entry{node: e}, on: s.Seat}
				if e.Kind == yaml.ScalarNode {
					se.title = e.Value
				} else {
					sf, err := r.Fields(e, what+" entry", "card", "on")
					if err != nil {
						return err
					}
					for _, x := range sf {
						if x.Key == "card" {
							if se.title, err = r.Str(x.Val, what+".card"); err != nil {
								return err
							}
							continue
						}
						on, err := r.Seat(f.Table(), x.Val, what+".on")
						if err != nil {
							return err
						}
						se.on = on.Seat
					}
				}
				if se.title == "" {
					return r.Errf(e, "%s: an entry needs its card", what)
				}
				sd.slots = append(sd.slots, se)
			}
		}
	}
	return nil
}

// readCache reads setup.cache: a list, top first, of {card, seat, target,
// reversed}; a target is a seat, a card's title, or {ram_under: TITLE}
// (one of the RAM committed to that character, which are alike).
func (f *File) readCache(n *yaml.Node) ([]cacheItem, error) {
	r := f.r
	return shared.Each(r, n, "setup.cache", func(e *yaml.Node) (cacheItem, error) {
		c := cacheItem{entry: entry{node: e}, seat: -1}
		fields, err := r.Fields(e, "setup.cache entry", "card", "seat", "target", "reversed")
		if err != nil {
			return c, err
		}
		for _, x := range fields {
			w := "setup.cache." + x.Key
			switch x.Key {
			case "card":
				c.title, err = r.Str(x.Val, w)
			case "seat":
				var s shared.Seat
				s, err = r.Seat(f.Table(), x.Val, w)
				c.seat = s.Seat
			case "target":
				c.tnode = x.Val
				if x.Val.Kind == yaml.MappingNode {
					var tf []shared.Field
					if tf, err = r.Fields(x.Val, w, "ram_under"); err == nil && len(tf) == 1 {
						c.target, err = r.Str(tf[0].Val, w+".ram_under")
						c.ramUnder = true
					}
					break
				}
				c.target, err = r.Str(x.Val, w)
			case "reversed":
				c.reversed, err = r.Bool(x.Val, w)
			}
			if err != nil {
				return c, err
			}
		}
		if c.title == "" || c.seat < 0 {
			return c, r.Errf(e, "setup.cache: an item needs its card and the seat that played it, e.g. {card: OVERLOAD MK. I, seat: p1, target: p2}")
		}
		return c, nil
	})
}

// entries reads a list of card titles.
func (f *File) entries(n *yaml.Node, what string) ([]entry, error) {
	titles, nodes, err := f.r.Strs(n, what, false)
	if err != nil {
		return nil, err
	}
	out := make([]entry, len(titles))
	for i := range titles {
		out[i] = entry{title: titles[i], node: nodes[i]}
	}
	return out, nil
}

// character reads a character in play: a title or {card, committed,
// running, damage, used, gear}.
func (f *File) character(n *yaml.Node, what string) (character, error) {
	r := f.r
	c := character{entry: entry{node: n}, state: neuroscape.InPlay{Committed: -1}}
	if n.Kind == yaml.ScalarNode {
		c.title = n.Value
		return c, nil
	}
	fields, err := r.Fields(n, what+" entry", "card", "committed", "running", "damage", "used", "gear")
	if err != nil {
		return c, err
	}
	for _, fl := range fields {
		w := what + "." + fl.Key
		var v int
		switch fl.Key {
		case "card":
			c.title, err = r.Str(fl.Val, w)
		case "committed":
			c.state.Committed, err = r.Count(fl.Val, w)
		case "running":
			c.state.Running, err = r.Bool(fl.Val, w)
		case "used":
			c.state.Used, err = r.Bool(fl.Val, w)
		case "damage":
			v, err = r.Count(fl.Val, w)
			c.state.Damage = int32(v)
		case "gear":
			c.gear, err = f.entries(fl.Val, w)
		}
		if err != nil {
			return c, err
		}
	}
	if c.title == "" {
		return c, r.Errf(n, "%s: an entry needs its card (card: TITLE)", what)
	}
	return c, nil
}

// Build implements shared.File: the position, every player at 20/20 with
// DefaultMainframe, 5 VIRTUAL KID in the cyberdeck and 10 Basic RAM in the
// RAM deck unless the setup says otherwise, nothing else anywhere; then
// the turn of setup.turn at the start of setup.step, run to its first
// decision.
func (f *File) Build() (engine.Game, error) {
	st := &f.setup
	if st.step == setupStep {
		return f.buildStart()
	}
	p, err := neuroscape.NewPosition(f.players, st.seed, DefaultMainframe)
	if err != nil {
		return nil, fmt.Errorf("%s:%d: %w", f.r.File, st.line, err)
	}
	p.SetStrictPorts(st.strictPorts)
	p.UseStandIns(f.standIns...)
	at := func(n *yaml.Node, err error) error {
		if err == nil {
			return nil
		}
		return f.r.Errf(n, "%v", err)
	}
	var healthSet [2]*yaml.Node
	for i := range st.seats {
		seat := engine.Seat(i)
		sd := &st.seats[i]
		if sd.mainframe != nil {
			if err := at(sd.mainframe.node, p.SetMainframe(seat, sd.mainframe.title)); err != nil {
				return nil, err
			}
		}
		if sd.health != nil {
			if prev := healthSet[i%2]; prev != nil {
				return nil, f.r.Errf(sd.healthNode, "a team's health is shared (NS-23.1): give it once, for one of its players (it was given at line %d)", prev.Line)
			}
			healthSet[i%2] = sd.healthNode
			if err := at(sd.healthNode, p.SetHealth(seat, sd.health[0], sd.health[1])); err != nil {
				return nil, err
			}
		}
		deck := sd.deck
		if !sd.deckSet {
			for range 5 {
				deck = append(deck, entry{title: "VIRTUAL KID", node: sd.node})
			}
		}
		for j := len(deck) - 1; j >= 0; j-- { // bottom first: each goes on top
			if err := at(deck[j].node, p.SetDeck(seat, []string{deck[j].title})); err != nil {
				return nil, err
			}
		}
		ram := 10
		if sd.ramDeckSet {
			ram = sd.ramDeck
		}
		if err := p.AddRAMDeck(seat, ram); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", f.r.File, st.line, err)
		}
		if err := p.AddBank(seat, sd.refreshed, sd.running); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", f.r.File, st.line, err)
		}
		for _, e := range sd.hand {
			if _, err := p.AddHand(seat, e.title); err != nil {
				return nil, at(e.node, err)
			}
		}
		for _, e := range sd.bin {
			if _, err := p.AddBin(seat, e.title); err != nil {
				return nil, at(e.node, err)
			}
		}
		for _, c := range sd.play {
			id, err := p.AddCharacter(seat, c.title, c.state)
			if err != nil {
				return nil, at(c.node, err)
			}
			for _, g := range c.gear {
				if _, err := p.AddGear(seat, id, g.title); err != nil {
					return nil, at(g.node, err)
				}
			}
		}
		if sd.environment != nil {
			if _, err := p.SetEnvironment(seat, sd.environment.title); err != nil {
				return nil, at(sd.environment.node, err)
			}
		}
	}
	// Slots after every seat's cards, in file order, so that a slot on a
	// later seat's mainframe finds it.
	for i := range st.seats {
		for _, s := range st.seats[i].slots {
			if _, err := p.AddSlot(engine.Seat(i), s.on, s.title); err != nil {
				return nil, at(s.node, err)
			}
		}
	}
	for i := len(st.cache) - 1; i >= 0; i-- { // bottom first
		c := st.cache[i]
		var tgt int32
		if c.target != "" {
			if s, ok := f.Table().Find(c.target); ok && !c.ramUnder {
				tgt = neuroscape.PlayerTarget(s.Seat)
			} else {
				ids := p.CardsNamed(c.target)
				if len(ids) != 1 {
					return nil, f.r.Errf(c.tnode, "setup.cache: the target %q names %d cards in play or on the Cache below; it must name one (or a seat)", c.target, len(ids))
				}
				tgt = ids[0]
				if c.ramUnder {
					ram := p.RAMUnder(tgt)
					if len(ram) == 0 {
						return nil, f.r.Errf(c.tnode, "setup.cache: no RAM is committed to %s", c.target)
					}
					tgt = ram[0]
				}
			}
		}
		if _, err := p.AddCacheItem(c.seat, c.title, tgt, c.reversed); err != nil {
			return nil, at(c.node, err)
		}
	}
	g, err := p.Start(neuroscape.Turn{Active: st.turn, First: st.first, Turn: st.turnNumber, Round: st.round, Step: st.step})
	if err != nil {
		return nil, fmt.Errorf("%s:%d: setup: %w", f.r.File, st.line, err)
	}
	f.opening = p.Events()
	return g, nil
}

// Normalize implements shared.OptionTexts: with its card's handle gone,
// "activate SCRAPPER #39's SCRAP HEAP" reads "activate scrapper's scrap
// heap", as a file writes it.
func (f *File) Normalize(text string) string { return strings.ReplaceAll(text, " 's", "'s") }

// Hidden implements shared.OptionTexts: an option names no card hidden
// from the seat it is offered to.
func (f *File) Hidden(string) bool { return false }

// buildStart builds a game at its start (setup.step: setup): each seat's
// mainframe, cyberdeck (10 VIRTUAL KID unless given; shuffled: its order
// means nothing) and RAM deck as the setup says, the decks shuffled and
// 5 cards drawn (NS-15.1, NS-15.2), the first mulligan to decide. Nothing
// else may be set up.
func (f *File) buildStart() (engine.Game, error) {
	st := &f.setup
	if len(st.turnKeys) > 0 {
		n := st.turnKeys[0]
		return nil, f.r.Errf(n, "setup.%s: a game at its start (step: setup) has no turn yet; only players, seed and each player's mainframe, deck and ram_deck are set up", n.Value)
	}
	decks := make([]neuroscape.Deck, f.players)
	for i := range st.seats {
		sd := &st.seats[i]
		if len(sd.posKeys) > 0 {
			n := sd.posKeys[0]
			return nil, f.r.Errf(n, "%s: a game at its start (step: setup) is dealt from the decks; only mainframe, deck and ram_deck are set up", n.Value)
		}
		d := neuroscape.Deck{Mainframe: DefaultMainframe, RAM: 10}
		if sd.mainframe != nil {
			md, ok := neuroscape.Lookup(sd.mainframe.title)
			if !ok {
				return nil, f.r.Errf(sd.mainframe.node, "%q is not an implemented Neuroscape card", sd.mainframe.title)
			}
			d.Mainframe = md.Name
		}
		if sd.ramDeckSet {
			d.RAM = sd.ramDeck
		}
		if !sd.deckSet {
			for range 10 {
				d.Cyberdeck = append(d.Cyberdeck, "VIRTUAL KID")
			}
		}
		for _, e := range sd.deck {
			cd, ok := neuroscape.Lookup(e.title)
			if !ok {
				return nil, f.r.Errf(e.node, "%q is not an implemented Neuroscape card", e.title)
			}
			d.Cyberdeck = append(d.Cyberdeck, cd.Name)
		}
		decks[i] = d
	}
	g, err := neuroscape.NewGame(st.seed, 0, decks)
	if err != nil {
		return nil, fmt.Errorf("%s:%d: setup: %w", f.r.File, st.line, err)
	}
	g.State().StrictPorts = st.strictPorts
	f.opening = nil
	return g, nil
}
