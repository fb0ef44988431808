// Package scenario is NSG's scenario builder: it reads the setup and the
// expectations of scenario files of game nsg (docs/scenarios.md; the keys
// are listed in nsg/rulings/testdata/scenarios/README.md) and sets up the
// position they describe on a game of package nsg. It registers itself with
// the game-agnostic step runner (package scenario) for "nsg".
package scenario

import (
	"fmt"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/carddb"
	_ "github.com/datafort/datafort/nsg/cards"    // the card definitions
	_ "github.com/datafort/datafort/nsg/standins" // the stand-ins scenario files may name
	shared "github.com/datafort/datafort/scenario"
)

// Game is the name the builder is registered under.
const Game = "nsg"

func init() { shared.Register(Game, builder{}) }

type builder struct{}

// ReadScenario implements shared.Builder.
func (builder) ReadScenario(r *shared.Reader, _ *yaml.Node) (shared.File, error) {
	return &File{r: r}, nil
}

// Seats as the files name them.
const (
	corpSeat   engine.Seat = 0
	runnerSeat engine.Seat = 1
)

// File is an nsg scenario file's part: its rules modes, rulings and rules
// cited, and its setup.
type File struct {
	r *shared.Reader
	// Modes are the rules modes the file runs in, each a separate run
	// (nsg.Rules2603 when the file names none).
	Modes []string
	// Mode is the mode Build sets up; "" means the first of Modes.
	Mode    string
	Rulings []string // the Rules Update 24.09 rulings it checks
	Rules   []string // the CR rules it checks, "NUMBER ID"
	setup   setup
	cleared map[int32]bool // the cards Build set aside (not removed from the game by the play)
}

// setup is the position a file describes.
type setup struct {
	turn      engine.Seat
	turnSet   bool
	clicks    int32
	clicksSet bool
	sides     [2]side
	line      int
}

// side is one side's part of the setup; nil lists are left as the game
// dealt them (emptied: a scenario's position holds only what it names).
type side struct {
	identity   string
	idLine     *yaml.Node
	credits    int32
	creditsSet bool
	tags       int32
	badPub     int32 // the Corp's bad publicity
	coreDamage int32 // the Runner's core damage
	zones      map[nsg.Zone][]card
	servers    []server
}

// card is a card of the setup and where it was written.
type card struct {
	title  string
	rezzed bool
	hosted int32 // credits hosted on it
	adv    int32
	virus  int32
	hostOn string     // a rig entry's hosted_on: the installed ice it is hosted on
	hostAt *yaml.Node // where hosted_on was written
	node   *yaml.Node
}

// server is a server of the Corp's setup.
type server struct {
	index int32
	ice   []card // outermost first, as the files write them
	root  []card
}

// Table implements shared.File.
func (f *File) Table() *shared.Table {
	return &shared.Table{
		Seats: []shared.Seat{
			{Word: "corp", Label: "the corp", Seat: corpSeat},
			{Word: "runner", Label: "the runner", Seat: runnerSeat},
		},
		SeatKey: "side", Example: "runner",
	}
}

// Keys implements shared.File.
func (f *File) Keys() []string {
	return []string{"name", "game", "ruling", "rules", "modes", "setup", "steps"}
}

// ReadKey implements shared.File: the rulings and rules a file checks and
// its rules modes.
func (f *File) ReadKey(fl shared.Field) error {
	vals, nodes, err := f.r.Strs(fl.Val, fl.Key, true)
	if err != nil {
		return err
	}
	switch fl.Key {
	case "ruling":
		f.Rulings = vals
	case "rules":
		f.Rules = vals
	case "modes":
		for i, m := range vals {
			if m != nsg.Rules2603 && m != nsg.Rules2409 {
				return f.r.Errf(nodes[i], "modes: %q is not a rules mode: want %s or %s", m, nsg.Rules2603, nsg.Rules2409)
			}
			if slices.Contains(f.Modes, m) {
				return f.r.Errf(nodes[i], "modes: %s appears twice", m)
			}
			f.Modes = append(f.Modes, m)
		}
	}
	return nil
}

// RunModes returns the modes the file runs in.
func (f *File) RunModes() []string {
	if len(f.Modes) == 0 {
		return []string{nsg.Rules2603}
	}
	return f.Modes
}

// ReadSetup implements shared.File.
func (f *File) ReadSetup(n *yaml.Node) error {
	r := f.r
	fields, err := r.Fields(n, "setup", "turn", "clicks", "corp", "runner")
	if err != nil {
		return err
	}
	st := &f.setup
	st.line = n.Line
	for _, fl := range fields {
		switch fl.Key {
		case "turn":
			s, err := r.Seat(f.Table(), fl.Val, "setup.turn")
			if err != nil {
				return err
			}
			st.turn, st.turnSet = s.Seat, true
		case "clicks":
			c, err := r.Count(fl.Val, "setup.clicks")
			if err != nil {
				return err
			}
			st.clicks, st.clicksSet = int32(c), true
		case "corp":
			if err := f.readSide(fl.Val, corpSeat); err != nil {
				return err
			}
		case "runner":
			if err := f.readSide(fl.Val, runnerSeat); err != nil {
				return err
			}
		}
	}
	return nil
}

// zoneKeys maps each side's zone keys to the zones they fill.
var zoneKeys = [2]map[string]nsg.Zone{
	corpSeat:   {"hq": nsg.ZoneHQ, "rd": nsg.ZoneRD, "score_area": nsg.ZoneScore},
	runnerSeat: {"grip": nsg.ZoneGrip, "stack": nsg.ZoneStack, "heap": nsg.ZoneHeap, "rig": nsg.ZoneRig, "score_area": nsg.ZoneScore},
}

func (f *File) readSide(n *yaml.Node, seat engine.Seat) error {
	r := f.r
	name := f.Table().At(seat).Word
	known := []string{"identity", "credits"}
	for k := range zoneKeys[seat] {
		known = append(known, k)
	}
	if seat == corpSeat {
		known = append(known, "archives", "servers", "bad_publicity")
	} else {
		known = append(known, "tags", "core_damage")
	}
	slices.Sort(known)
	fields, err := r.Fields(n, "setup."+name, known...)
	if err != nil {
		return err
	}
	sd := &f.setup.sides[seat]
	sd.zones = map[nsg.Zone][]card{}
	for _, fl := range fields {
		what := "setup." + name + "." + fl.Key
		switch fl.Key {
		case "identity":
			id, err := r.Str(fl.Val, what)
			if err != nil {
				return err
			}
			if err := f.known(fl.Val, id, seat); err != nil {
				return err
			}
			sd.identity, sd.idLine = id, fl.Val
		case "credits":
			c, err := r.Count(fl.Val, what)
			if err != nil {
				return err
			}
			sd.credits, sd.creditsSet = int32(c), true
		case "tags":
			c, err := r.Count(fl.Val, what)
			if err != nil {
				return err
			}
			sd.tags = int32(c)
		case "bad_publicity", "core_damage":
			c, err := r.Count(fl.Val, what)
			if err != nil {
				return err
			}
			if fl.Key == "bad_publicity" {
				sd.badPub = int32(c)
			} else {
				sd.coreDamage = int32(c)
			}
		case "archives":
			afs, err := r.Fields(fl.Val, what, "faceup", "facedown")
			if err != nil {
				return err
			}
			for _, af := range afs {
				cs, err := f.cards(af.Val, what+"."+af.Key, seat)
				if err != nil {
					return err
				}
				for i := range cs {
					cs[i].rezzed = af.Key == "faceup" // faceup, in Archives
				}
				sd.zones[nsg.ZoneArchives] = append(sd.zones[nsg.ZoneArchives], cs...)
			}
		case "servers":
			if err := f.readServers(fl.Val, sd); err != nil {
				return err
			}
		default:
			// A score area holds agendas, Corp cards: the Runner's its
			// stolen ones.
			of := seat
			if fl.Key == "score_area" {
				of = corpSeat
			}
			cs, err := f.cards(fl.Val, what, of)
			if err != nil {
				return err
			}
			sd.zones[zoneKeys[seat][fl.Key]] = cs
		}
	}
	return nil
}

// known checks that title is a card of seat's side with a definition,
// telling a card not in the data from one not implemented yet.
func (f *File) known(n *yaml.Node, title string, seat engine.Seat) error {
	if strings.HasPrefix(title, nsg.StandInPrefix) {
		// A stand-in (nsg/standins): a test card, not of the data.
		d := nsg.Lookup(title)
		if d == nil {
			return f.r.Errf(n, "%q is no stand-in of nsg/standins", title)
		}
		if (d.Side == string(carddb.Runner)) != (seat == runnerSeat) {
			return f.r.Errf(n, "%s is a %s card, not the %s's", title, d.Side, seatWord(seat))
		}
		return nil
	}
	c, ok := carddb.Lookup(title)
	if !ok {
		return f.r.Errf(n, "%q is not a card of the NSG data", title)
	}
	want := carddb.Corp
	if seat == runnerSeat {
		want = carddb.Runner
	}
	if c.Side != want {
		return f.r.Errf(n, "%s is a %s card, not the %s's", c.Title, c.Side, want)
	}
	if nsg.Lookup(c.Title) == nil {
		return f.r.Errf(n, "%s is in the NSG data but not implemented yet", c.Title)
	}
	return nil
}

// cards reads a list of cards: titles or {card, rezzed, credits,
// advancements, counters: {virus}, hosted_on (a rig entry: an installed
// piece of ice, by title)}.
func (f *File) cards(n *yaml.Node, what string, seat engine.Seat) ([]card, error) {
	r := f.r
	return shared.Each(r, n, what, func(e *yaml.Node) (card, error) {
		c := card{node: e}
		if e.Kind == yaml.ScalarNode {
			c.title = e.Value
		} else {
			fields, err := r.Fields(e, what+" entry", "card", "rezzed", "credits", "advancements", "counters", "hosted_on")
			if err != nil {
				return c, err
			}
			for _, fl := range fields {
				var err error
				var v int
				switch fl.Key {
				case "card":
					c.title, err = r.Str(fl.Val, what+".card")
				case "rezzed":
					c.rezzed, err = r.Bool(fl.Val, what+".rezzed")
				case "credits":
					v, err = r.Count(fl.Val, what+".credits")
					c.hosted = int32(v)
				case "advancements":
					v, err = r.Count(fl.Val, what+".advancements")
					c.adv = int32(v)
				case "hosted_on":
					if !strings.HasSuffix(what, ".rig") {
						return c, r.Errf(fl.KeyNode, "%s: only a rig entry is hosted_on a piece of ice", what)
					}
					c.hostOn, c.hostAt = fl.Val.Value, fl.Val
					if c.hostOn, err = r.Str(fl.Val, what+".hosted_on"); err == nil && (nsg.Lookup(c.hostOn) == nil || nsg.Lookup(c.hostOn).Type != nsg.TypeIce) {
						err = r.Errf(fl.Val, "%s.hosted_on: %q is not an implemented piece of ice", what, c.hostOn)
					}
				case "counters":
					var cf []shared.Field
					cf, err = r.Fields(fl.Val, what+".counters", "virus")
					if err == nil && len(cf) == 1 {
						v, err = r.Count(cf[0].Val, what+".counters.virus")
						c.virus = int32(v)
					}
				}
				if err != nil {
					return c, err
				}
			}
			if c.title == "" {
				return c, r.Errf(e, "%s: an entry needs its card", what)
			}
		}
		if err := f.known(e, c.title, seat); err != nil {
			return c, err
		}
		c.title = nsg.Lookup(c.title).Title
		return c, nil
	})
}

// readServers reads the Corp's servers: {name, ice, root}.
func (f *File) readServers(n *yaml.Node, sd *side) error {
	r := f.r
	list, err := r.List(n, "setup.corp.servers", false)
	if err != nil {
		return err
	}
	for _, e := range list {
		fields, err := r.Fields(e, "a server", "name", "ice", "root")
		if err != nil {
			return err
		}
		sv := server{index: -1}
		for _, fl := range fields {
			switch fl.Key {
			case "name":
				name, err := r.Str(fl.Val, "a server's name")
				if err != nil {
					return err
				}
				i, ok := serverIndex(name)
				if !ok {
					return r.Errf(fl.Val, "%q is not a server: want HQ, R&D, Archives or remote N", name)
				}
				for _, o := range sd.servers {
					if o.index == i {
						return r.Errf(fl.Val, "server %s appears twice", name)
					}
				}
				sv.index = i
			case "ice":
				if sv.ice, err = f.cards(fl.Val, "a server's ice", corpSeat); err != nil {
					return err
				}
			case "root":
				if sv.root, err = f.cards(fl.Val, "a server's root", corpSeat); err != nil {
					return err
				}
			}
		}
		if sv.index < 0 {
			return r.Errf(e, "a server needs its name")
		}
		sd.servers = append(sd.servers, sv)
	}
	return nil
}

// serverIndex reads a server's name.
func serverIndex(name string) (int32, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "hq":
		return nsg.ServerHQ, true
	case "r&d", "rd":
		return nsg.ServerRD, true
	case "archives":
		return nsg.ServerArchives, true
	}
	var n int32
	if _, err := fmt.Sscanf(strings.ToLower(strings.TrimSpace(name)), "remote %d", &n); err == nil && n >= 1 {
		return nsg.FirstRemote + n - 1, true
	}
	return 0, false
}
