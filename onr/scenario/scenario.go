// Package scenario reads ONR scenario files and checks them against the
// rules engine. A scenario is a YAML file that writes down a board position
// and a sequence of plays, with the outcomes expected along the way, so that
// a judge or a player can check a ruling without writing Go:
//
//	name: Laser Wire does Net damage, then ends the run
//	rules: [ONR-11.6.1, ONR-11.6.2]
//	setup:
//	  turn: runner
//	  runner: {hand: [Jack 'n' Joe]}
//	  forts:
//	    - name: HQ
//	      ice: [{card: Laser Wire, rezzed: true}]
//	steps:
//	  - runner: run on HQ
//	  - expect: {runner.trash: [Jack 'n' Joe], run_active: false}
//
// With "game: bso" a scenario sets up a table of The Big Sell-Out (package
// bso) instead: the seats are named "sponsor 1", "agent 1", "sponsor 2", …,
// each Sponsor's part holds its forts (its Agent fort among them), each
// Agent's his rig and his tags by owner, and steps and expectations name
// seats where ONR's name sides (layout.go, bsobuild.go, bsoexpect.go).
//
// The format is documented, with worked examples, in docs/scenarios.md.
// Mistakes in a file are reported as "FILE:LINE: message"; a failed
// expectation names the step, the expectation, and the expected and actual
// values.
package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
	"github.com/datafort/datafort/onr/rulings"
)

// Scenario is a parsed scenario file.
type Scenario struct {
	Name     string   // the scenario's name
	File     string   // the file it was read from
	Game     string   // GameONR (the default) or GameBSO
	Rulings  []string // ids of the official rulings it checks, e.g. "R012"
	Rules    []string // rules digest references, e.g. "ONR-11.6.2"
	Sections []string // sections of the Big Sell-Out's seed it checks (Sections)
	Setup    Setup
	Steps    []Step

	line int     // line of the name
	lay  *layout // the table's seats
}

// Setup is the board position a scenario starts from.
type Setup struct {
	Seed    uint64            // seeds the game's random choices (HQ access, damage)
	Turn    engine.Seat       // whose turn it is
	Actions int               // actions left to the active side; -1 for a full turn
	Options map[string]string // rules options (see onr.ParseOptions, bso.ParseOptions)
	Corp    SideSetup         // ONR: the Corp's side
	Runner  SideSetup         // ONR: the Runner's side
	Forts   []FortSetup       // ONR: the Corp's forts

	// The Big Sell-Out.
	Players int         // 4, 6 or 8
	Opening bool        // the turn is the first of the opening round, not of the turn order
	Seats   []SideSetup // the seats the setup describes, in the order written

	line int
}

// SideSetup is one player's part of the position. Nil numbers keep their
// defaults.
type SideSetup struct {
	Seat engine.Seat // the seat (bso; ONR's are the Corp's and the Runner's)
	Name string      // the seat's name as written
	Role onr.Role

	Bits   *int
	Tags   *int         // Runner only
	Brain  *int         // Runner only: brain damage taken
	Points *int         // overrides the points of the scored or stolen agendas
	BadPub *int         // Corp only: Bad Publicity points (ONR-16.3)
	Virus  []VirusSetup // Corp only: virus counters the Runner gave the Corp (ONR-15)

	Hand      []CardSetup
	Deck      []CardSetup // top first
	DeckGiven bool        // false: the deck holds neutral filler cards

	ArchivesUp   []CardSetup // Corp only
	ArchivesDown []CardSetup // Corp only
	Trash        []CardSetup // Runner only
	Scored       []CardSetup // the Corp's scored agendas or the Runner's stolen ones
	Rig          []CardSetup // Runner only, in installation order

	Forts  []FortSetup // bso: a Sponsor's forts
	TagsBy []TagSetup  // bso: an Agent's tags by owner
}

// TagSetup is a number of tags of an Agent owned by one seat ("Handling
// Tags": the team that tags owns the tag).
type TagSetup struct {
	Owner engine.Seat
	N     int

	line int
}

// VirusSetup is a kind of virus counters the Corp holds.
type VirusSetup struct {
	Title string // the virus program
	N     int

	line int
}

// CardSetup is one card of the position.
type CardSetup struct {
	Title       string
	Rezzed      bool
	Advancement int
	Counters    int
	Bits        *int   // bits stored on the card; nil keeps the card's own
	HostedIn    string // daemon hosting this program

	line int
	def  *onr.Def
}

// FortSetup is a data fort: ice outermost first, and the cards in it.
type FortSetup struct {
	Name string
	// Index is, in ONR, the fort's index in onr.State.Forts: 0 HQ, 1 R&D,
	// 2 Archives, 3 remote 1, …; in bso the same numbering among the
	// Sponsor's forts, its Agent fort being fortAgent.
	Index int32
	Ice   []CardSetup
	Cards []CardSetup

	line int
}

// StepKind says what a step does.
type StepKind uint8

// Step kinds.
const (
	StepChoose  StepKind = iota + 1 // answer a decision by the option's text
	StepNumber                      // answer a number decision
	StepPassAll                     // pass every window until something else is pending
	StepExpect                      // check expectations
)

// Step is one entry of a scenario's steps.
type Step struct {
	Kind    StepKind
	Seat    engine.Seat // who chooses
	Options []string    // StepChoose: option texts, chosen in order
	Number  int         // StepNumber
	Expect  []Expectation
	Note    string
	Line    int
	Key     string // the step's key as written, e.g. "runner" or "corp_bid"
	lines   []int  // line of each option
}

// Expectation is one "key: value" of an expect step.
type Expectation struct {
	Key  string
	Want string // the expected value, as printed in failures
	Line int

	check func(p *play) (got string, ok bool)
}

var (
	ruleRef  = regexp.MustCompile(`^ONR-[0-9]+(\.[0-9]+)*$`)
	remoteRE = regexp.MustCompile(`^(?:remote|fort|server)\s*([0-9]+)$`)
)

// Load reads and parses the scenario file at path.
func Load(path string) (*Scenario, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, b)
}

// Parse parses a scenario; name is the file name used in messages.
func Parse(name string, data []byte) (*Scenario, error) {
	r := &reader{file: name}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, &Error{File: name, Msg: "the file is empty; a scenario needs name, setup and steps"}
		}
		return nil, syntaxError(name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		at := &extra
		if len(extra.Content) > 0 {
			at = extra.Content[0]
		}
		return nil, r.errf(at, "a file holds one scenario; this is a second YAML document")
	} else if !errors.Is(err, io.EOF) {
		return nil, syntaxError(name, err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	sc := &Scenario{File: name, Game: GameONR}
	lay, err := r.readLayout(root)
	if err != nil {
		return nil, err
	}
	r.lay, sc.lay, sc.Game = lay, lay, lay.game
	known := []string{"name", "game", "ruling", "rulings", "rules", "setup", "steps"}
	if lay.bso() {
		known = []string{"name", "game", "sections", "rules", "setup", "steps"}
	}
	fs, err := r.fields(root, "the scenario", known...)
	if err != nil {
		return nil, err
	}
	var haveSetup, haveSteps bool
	for _, f := range fs {
		switch f.key {
		case "name":
			if sc.Name, err = r.str(f.val, "name"); err != nil {
				return nil, err
			}
			sc.line = f.kNode.Line
		case "ruling", "rulings":
			ids, nodes, err := r.strs(f.val, f.key, true)
			if err != nil {
				return nil, err
			}
			for i, id := range ids {
				if !rulings.ValidID(id) {
					return nil, r.errf(nodes[i], "%q is not a ruling id: want R001 to R525", id)
				}
				if slices.Contains(sc.Rulings, id) {
					return nil, r.errf(nodes[i], "ruling %s is listed twice", id)
				}
				sc.Rulings = append(sc.Rulings, id)
			}
		case "rules":
			refs, nodes, err := r.strs(f.val, "rules", true)
			if err != nil {
				return nil, err
			}
			for i, ref := range refs {
				if !ruleRef.MatchString(ref) {
					return nil, r.errf(nodes[i], "%q is not a rules digest reference like ONR-11.6.2", ref)
				}
			}
			sc.Rules = refs
		case "game": // read by readLayout
		case "sections":
			secs, nodes, err := r.strs(f.val, "sections", true)
			if err != nil {
				return nil, err
			}
			for i, sec := range secs {
				j := slices.IndexFunc(Sections, func(x string) bool { return strings.EqualFold(x, sec) })
				if j < 0 {
					return nil, r.errf(nodes[i], "%q is not a section of the Big Sell-Out's seed (%s)", sec, strings.Join(Sections, ", "))
				}
				sc.Sections = append(sc.Sections, Sections[j])
			}
		case "setup":
			haveSetup = true
			if err := r.setup(f.val, &sc.Setup); err != nil {
				return nil, err
			}
		case "steps":
			haveSteps = true
			items, err := r.list(f.val, "steps", false)
			if err != nil {
				return nil, err
			}
			for i, it := range items {
				st, err := r.step(it, i+1)
				if err != nil {
					return nil, err
				}
				sc.Steps = append(sc.Steps, st)
			}
		}
	}
	switch {
	case sc.Name == "":
		return nil, r.errf(root, "the scenario has no name: add a line such as `name: Laser Wire ends the run`")
	case !haveSetup:
		return nil, r.errf(root, "the scenario has no setup")
	case !haveSteps || len(sc.Steps) == 0:
		return nil, r.errf(root, "the scenario has no steps")
	}
	return sc, nil
}

func (r *reader) setup(n *yaml.Node, s *Setup) error {
	s.line = n.Line
	s.Actions = -1
	if r.lay.bso() {
		return r.bsoSetup(n, s)
	}
	fs, err := r.fields(n, "setup", "seed", "turn", "actions", "options", "corp", "runner", "forts")
	if err != nil {
		return err
	}
	for _, f := range fs {
		switch f.key {
		case "seed":
			v, err := r.count(f.val, "seed")
			if err != nil {
				return err
			}
			s.Seed = uint64(v)
		case "turn":
			who, err := r.seat(f.val, "turn")
			if err != nil {
				return err
			}
			s.Turn = who.seat
		case "actions":
			if s.Actions, err = r.count(f.val, "actions"); err != nil {
				return err
			}
		case "options":
			ofs, err := r.fields(f.val, "options", nil...)
			if err != nil {
				return err
			}
			s.Options = map[string]string{}
			for _, o := range ofs {
				if o.val.Kind != yaml.ScalarNode {
					return r.errf(o.val, "option %s must be a single value", o.key)
				}
				s.Options[o.key] = o.val.Value
			}
			if _, err := onr.ParseOptions(s.Options); err != nil {
				return r.errf(f.val, "%v", err)
			}
		case "corp":
			if err := r.sideSetup(f.val, r.lay.seats[0], &s.Corp); err != nil {
				return err
			}
		case "runner":
			if err := r.sideSetup(f.val, r.lay.seats[1], &s.Runner); err != nil {
				return err
			}
		case "forts":
			if s.Forts, err = r.forts(f.val); err != nil {
				return err
			}
		}
	}
	if s.Actions > 10 {
		return r.errf(n, "actions: %d is more than any turn has", s.Actions)
	}
	return nil
}

// forts reads a list of forts.
func (r *reader) forts(n *yaml.Node) ([]FortSetup, error) {
	items, err := r.list(n, "forts", false)
	if err != nil {
		return nil, err
	}
	var out []FortSetup
	for _, it := range items {
		fo, err := r.fort(it)
		if err != nil {
			return nil, err
		}
		for _, o := range out {
			if o.Index == fo.Index {
				return nil, r.errf(it, "fort %s is described twice (first at line %d)", fo.Name, o.line)
			}
		}
		out = append(out, fo)
	}
	return out, nil
}

// bsoSetup reads the setup of a Big Sell-Out scenario: the table's
// options, whose turn it is, and each seat's position under its name.
func (r *reader) bsoSetup(n *yaml.Node, s *Setup) error {
	keys := []string{"seed", "players", "options", "turn", "opening", "actions"}
	for _, st := range r.lay.seats {
		keys = append(keys, st.word)
	}
	fs, err := r.fields(n, "setup", nil...)
	if err != nil {
		return err
	}
	s.Players = r.lay.players
	s.Options = r.lay.options
	for _, f := range fs {
		if who, ok := r.lay.find(f.key); ok {
			for _, o := range s.Seats {
				if o.Seat == who.seat {
					return r.errf(f.kNode, "%s is described twice", who.label)
				}
			}
			var side SideSetup
			if err := r.sideSetup(f.val, who, &side); err != nil {
				return err
			}
			s.Seats = append(s.Seats, side)
			continue
		}
		switch f.key {
		case "players", "options": // read by readLayout
		case "seed":
			v, err := r.count(f.val, "seed")
			if err != nil {
				return err
			}
			s.Seed = uint64(v)
		case "turn":
			who, err := r.seat(f.val, "turn")
			if err != nil {
				return err
			}
			s.Turn = who.seat
		case "opening":
			if s.Opening, err = r.boolean(f.val, "opening"); err != nil {
				return err
			}
		case "actions":
			if s.Actions, err = r.count(f.val, "actions"); err != nil {
				return err
			}
		default:
			return r.errf(f.kNode, "unknown key %q in setup (known keys: %s)", f.key, strings.Join(keys, ", "))
		}
	}
	if s.Actions > 10 {
		return r.errf(n, "actions: %d is more than any turn has", s.Actions)
	}
	return nil
}

// tagsBy reads an Agent's tags by owner: a map of seats to numbers of tags.
func (r *reader) tagsBy(n *yaml.Node, what string) ([]TagSetup, error) {
	if n.Kind == yaml.ScalarNode {
		return nil, r.errf(n, "%s: say who owns the tags, e.g. {agent 2: 1} (\"Handling Tags\": the team that tags owns the tag)", what)
	}
	fs, err := r.fields(n, what, nil...)
	if err != nil {
		return nil, err
	}
	var out []TagSetup
	for _, f := range fs {
		who, ok := r.lay.find(f.key)
		if !ok {
			return nil, r.errf(f.kNode, "%s: %q is not a seat of this table (%s)", what, f.key, r.lay.words())
		}
		v, err := r.count(f.val, what+"."+who.word)
		if err != nil {
			return nil, err
		}
		out = append(out, TagSetup{Owner: who.seat, N: v, line: f.kNode.Line})
	}
	return out, nil
}

func (r *reader) optInt(n *yaml.Node, what string) (*int, error) {
	v, err := r.count(n, what)
	if err != nil {
		return nil, err
	}
	return &v, nil
}

func (r *reader) sideSetup(n *yaml.Node, who seatName, s *SideSetup) error {
	side := who.role
	s.Seat, s.Name, s.Role = who.seat, who.word, who.role
	var keys []string
	if side == onr.Corp {
		keys = []string{"bits", "points", "bad_publicity", "virus", "hand", "deck", "archives", "scored"}
		if r.lay.bso() {
			keys = append(keys, "forts")
		}
	} else {
		keys = []string{"bits", "tags", "brain", "points", "hand", "deck", "trash", "rig", "stolen"}
	}
	fs, err := r.fields(n, who.word+" setup", keys...)
	if err != nil {
		return err
	}
	where := who.word + "."
	for _, f := range fs {
		var err error
		switch f.key {
		case "bits":
			s.Bits, err = r.optInt(f.val, where+"bits")
		case "tags":
			if r.lay.bso() {
				s.TagsBy, err = r.tagsBy(f.val, where+"tags")
			} else {
				s.Tags, err = r.optInt(f.val, where+"tags")
			}
		case "brain":
			s.Brain, err = r.optInt(f.val, where+"brain")
		case "points":
			s.Points, err = r.optInt(f.val, where+"points")
		case "bad_publicity":
			s.BadPub, err = r.optInt(f.val, where+"bad_publicity")
		case "virus":
			s.Virus, err = r.virus(f.val)
		case "hand":
			s.Hand, err = r.cards(f.val, where+"hand", side, plainCard)
		case "deck":
			s.DeckGiven = true
			s.Deck, err = r.cards(f.val, where+"deck", side, plainCard)
		case "trash":
			s.Trash, err = r.cards(f.val, where+"trash", side, plainCard)
		case "scored", "stolen":
			s.Scored, err = r.cards(f.val, where+f.key, onr.Corp, agendaCard)
		case "rig":
			s.Rig, err = r.cards(f.val, where+"rig", side, rigCard)
		case "forts":
			s.Forts, err = r.forts(f.val)
		case "archives":
			var afs []field
			afs, err = r.fields(f.val, "corp.archives", "face_up", "face_down")
			for _, a := range afs {
				if err != nil {
					break
				}
				if a.key == "face_up" {
					s.ArchivesUp, err = r.cards(a.val, "corp.archives.face_up", side, plainCard)
				} else {
					s.ArchivesDown, err = r.cards(a.val, "corp.archives.face_down", side, plainCard)
				}
			}
		}
		if err != nil {
			return err
		}
	}
	return s.checkRig(r)
}

// virus reads the Corp's virus counters: a map of virus program titles to
// numbers of counters.
func (r *reader) virus(n *yaml.Node) ([]VirusSetup, error) {
	fs, err := r.fields(n, "corp.virus", nil...)
	if err != nil {
		return nil, err
	}
	var out []VirusSetup
	for _, f := range fs {
		d, err := r.def(f.kNode, f.key)
		if err != nil {
			return nil, err
		}
		if !d.IsVirus() {
			return nil, r.errf(f.kNode, "%s is not a virus program", d.Title)
		}
		v, err := r.count(f.val, "corp.virus."+f.key)
		if err != nil {
			return nil, err
		}
		if v > 0 {
			out = append(out, VirusSetup{Title: d.Title, N: v, line: f.kNode.Line})
		}
	}
	return out, nil
}

// checkRig checks that hosts come before the programs they host and have
// room for them (ONR-8.8).
func (s *SideSetup) checkRig(r *reader) error {
	for i, c := range s.Rig {
		if c.HostedIn == "" {
			continue
		}
		host := -1
		for j := 0; j < i; j++ {
			if strings.EqualFold(s.Rig[j].Title, c.HostedIn) || s.Rig[j].def == lookupDef(c.HostedIn) {
				host = j
			}
		}
		if host < 0 {
			return &Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("hosted_in: %q is not a card installed earlier in the rig", c.HostedIn)}
		}
		h := s.Rig[host].def
		if h.StaticN(onr.ModHosts) == 0 {
			return &Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("hosted_in: %s cannot host programs", h.Title)}
		}
		if c.def.Card().Type != carddb.Program {
			return &Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s is not a program; only programs are hosted in daemons", c.def.Title)}
		}
		used := 0
		for j := host + 1; j <= i; j++ {
			if s.Rig[j].HostedIn != "" && lookupDef(s.Rig[j].HostedIn) == h {
				used += intOr(s.Rig[j].def.Card().MU)
			}
		}
		if int32(used) > h.StaticN(onr.ModHosts) {
			return &Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s can host %d MU of programs; the programs hosted in it use %d", h.Title, h.StaticN(onr.ModHosts), used)}
		}
		s.Rig[i].HostedIn = h.Title
	}
	// Programs outside daemons must fit in memory (ONR-8.7.2).
	avail, used := int32(4), 0
	for _, c := range s.Rig {
		avail += c.def.StaticN(onr.ModMU)
		if c.HostedIn == "" {
			used += intOr(c.def.Card().MU)
		}
	}
	if len(s.Rig) > 0 && int32(used) > avail {
		last := s.Rig[len(s.Rig)-1]
		return &Error{File: r.file, Line: last.line, Msg: fmt.Sprintf("the programs in the rig use %d MU but only %d are available (ONR-8.7)", used, avail)}
	}
	return nil
}

func intOr(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

func lookupDef(title string) *onr.Def {
	d, _ := onr.Lookup(title)
	return d
}

// Card contexts: which keys a card entry may have and what it must be.
type cardContext uint8

const (
	plainCard  cardContext = iota // hand, deck, archives, trash: a title
	agendaCard                    // scored, stolen: an agenda
	iceCard                       // on a fort
	fortCard                      // in a fort
	rigCard                       // installed by the Runner
)

func (r *reader) cards(n *yaml.Node, what string, side onr.Role, ctx cardContext) ([]CardSetup, error) {
	items, err := r.list(n, what, false)
	if err != nil {
		return nil, err
	}
	out := make([]CardSetup, 0, len(items))
	for _, it := range items {
		c, err := r.card(it, what, side, ctx)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (r *reader) card(n *yaml.Node, what string, side onr.Role, ctx cardContext) (CardSetup, error) {
	c := CardSetup{line: n.Line}
	if n.Kind == yaml.MappingNode {
		var keys []string
		switch ctx {
		case iceCard:
			keys = []string{"card", "rezzed", "counters"}
		case fortCard:
			keys = []string{"card", "rezzed", "advancement", "counters"}
		case rigCard:
			keys = []string{"card", "hosted_in", "bits", "counters"}
		default:
			keys = []string{"card"}
		}
		fs, err := r.fields(n, what+" entry", keys...)
		if err != nil {
			return c, err
		}
		for _, f := range fs {
			switch f.key {
			case "card":
				c.Title, err = r.str(f.val, "card")
			case "rezzed":
				c.Rezzed, err = r.boolean(f.val, "rezzed")
			case "advancement":
				c.Advancement, err = r.count(f.val, "advancement")
			case "counters":
				c.Counters, err = r.count(f.val, "counters")
			case "bits":
				c.Bits, err = r.optInt(f.val, "bits")
			case "hosted_in":
				c.HostedIn, err = r.str(f.val, "hosted_in")
			}
			if err != nil {
				return c, err
			}
		}
		if c.Title == "" {
			return c, r.errf(n, "%s entry has no card: add `card: TITLE`", what)
		}
	} else {
		t, err := r.str(n, what+" entries")
		if err != nil {
			if ctx != plainCard && ctx != agendaCard {
				return c, r.errf(n, "%s entries must be a card title or a map with card: TITLE, not %s", what, kindName(n))
			}
			return c, err
		}
		c.Title = t
	}
	d, err := r.def(n, c.Title)
	if err != nil {
		return c, err
	}
	c.def, c.Title = d, d.Title
	pc := d.Card()
	if want := side.String(); string(pc.Side) != want {
		return c, r.errf(n, "%s is a %s card; %s holds %s cards", d.Title, pc.Side, what, want)
	}
	switch ctx {
	case agendaCard:
		if pc.Type != carddb.Agenda {
			return c, r.errf(n, "%s is a %s; %s holds agendas only", d.Title, pc.Type, what)
		}
	case iceCard:
		if pc.Type != carddb.Ice {
			return c, r.errf(n, "%s is a %s, not ice; put it under cards:", d.Title, pc.Type)
		}
	case fortCard:
		switch pc.Type {
		case carddb.Agenda, carddb.Node, carddb.Upgrade:
		case carddb.Ice:
			return c, r.errf(n, "%s is ice; put it under ice:", d.Title)
		default:
			return c, r.errf(n, "%s is a %s; only agendas, nodes and upgrades are installed in a fort", d.Title, pc.Type)
		}
		if pc.Type == carddb.Agenda && c.Rezzed {
			return c, r.errf(n, "%s is an agenda; agendas are never rezzed", d.Title)
		}
	case rigCard:
		switch pc.Type {
		case carddb.Program, carddb.Hardware, carddb.Resource:
		default:
			return c, r.errf(n, "%s is a %s; only programs, hardware and resources are installed", d.Title, pc.Type)
		}
		if c.Bits != nil && !storesBits(d) {
			return c, r.errf(n, "%s never stores bits, so `bits:` cannot put any on it (a card with recurring bits, such as Arasaka Portable Prototype, can)", d.Title)
		}
	}
	return c, nil
}

// storesBits reports whether a Runner card holds bits of its own once
// installed: recurring bits (ONR-2.1.3), the only bits stored on Runner
// cards.
func storesBits(d *onr.Def) bool {
	for _, a := range d.Abilities {
		if a.Kind == onr.KindStatic && a.Mod == onr.ModRecurring {
			return true
		}
	}
	return false
}

// def finds an implemented card, or says why it cannot.
func (r *reader) def(n *yaml.Node, title string) (*onr.Def, error) {
	if d, ok := onr.Lookup(title); ok {
		return d, nil
	}
	if c, ok := carddb.Lookup(title); ok {
		return nil, r.errf(n, "card %q is not implemented yet (the implemented cards are defined in onr/cards; docs/scenarios.md lists them)", c.Title)
	}
	msg := fmt.Sprintf("unknown card %q", title)
	if s := similar(title); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return nil, r.errf(n, "%s", msg)
}

// similar returns up to three implemented titles close to title: within a
// few typing mistakes, or sharing a word with it.
func similar(title string) []string {
	lt := strings.ToLower(title)
	words := strings.Fields(lt)
	var close, sharing []string
	for _, t := range onr.Implemented() {
		ct := strings.ToLower(t)
		if d := distance(lt, ct); d <= 2 || d <= len(ct)/5 {
			close = append(close, fmt.Sprintf("%q", t))
			continue
		}
		for _, w := range words {
			if len(w) >= 4 && strings.Contains(ct, w) {
				sharing = append(sharing, fmt.Sprintf("%q", t))
				break
			}
		}
	}
	out := append(close, sharing...)
	if len(out) > 3 {
		out = out[:3]
	}
	return out
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// fortIndex reads a fort name: HQ, R&D, Archives, or "remote N".
func fortIndex(name string) (int32, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "hq":
		return onr.FortHQ, true
	case "r&d", "rd":
		return onr.FortRD, true
	case "archives", "the archives":
		return onr.FortArchives, true
	}
	if m := remoteRE.FindStringSubmatch(strings.ToLower(strings.TrimSpace(name))); m != nil {
		var n int32
		fmt.Sscan(m[1], &n)
		if n >= 1 {
			return n + 2, true
		}
	}
	return 0, false
}

// fortAgent is, in FortSetup.Index and fort references, a Sponsor's
// Agent fort (bso).
const fortAgent int32 = -2

func fortLabel(i int32) string {
	switch i {
	case fortAgent:
		return "Agent"
	case onr.FortHQ:
		return "HQ"
	case onr.FortRD:
		return "R&D"
	case onr.FortArchives:
		return "Archives"
	}
	return fmt.Sprintf("remote %d", i-2)
}

func (r *reader) fortName(n *yaml.Node) (int32, error) {
	name, err := r.str(n, "fort name")
	if err != nil {
		return 0, err
	}
	if r.lay.bso() && strings.EqualFold(strings.TrimSpace(name), "agent") {
		return fortAgent, nil
	}
	i, ok := fortIndex(name)
	if !ok {
		if r.lay.bso() {
			return 0, r.errf(n, "unknown fort %q: want HQ, R&D, Archives, Agent or remote N (remote 1 is the Sponsor's first subsidiary fort)", name)
		}
		return 0, r.errf(n, "unknown fort %q: want HQ, R&D, Archives or remote N (remote 1 is the first subsidiary fort)", name)
	}
	return i, nil
}

func (r *reader) fort(n *yaml.Node) (FortSetup, error) {
	fo := FortSetup{line: n.Line}
	fs, err := r.fields(n, "fort", "name", "ice", "cards")
	if err != nil {
		return fo, err
	}
	named := false
	for _, f := range fs {
		switch f.key {
		case "name":
			if fo.Index, err = r.fortName(f.val); err != nil {
				return fo, err
			}
			fo.Name, named = fortLabel(fo.Index), true
		case "ice":
			fo.Ice, err = r.cards(f.val, "ice", onr.Corp, iceCard)
		case "cards":
			fo.Cards, err = r.cards(f.val, "cards", onr.Corp, fortCard)
		}
		if err != nil {
			return fo, err
		}
	}
	if !named {
		return fo, r.errf(n, "fort has no name: add `name: HQ`, `name: R&D`, `name: Archives` or `name: remote 1`")
	}
	main := 0
	for _, c := range fo.Cards {
		t := c.def.Card().Type
		if fo.Index == fortAgent {
			// "Agendas may not be installed in the Agent fort"; nodes may,
			// as many as the Agent's memory holds ("Teams and Seating").
			if t == carddb.Agenda {
				return fo, &Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s is an agenda; agendas may not be installed in the Agent fort (\"Teams and Seating\")", c.Title)}
			}
			continue
		}
		if t == carddb.Agenda || t == carddb.Node {
			if fo.Index <= onr.FortArchives {
				return fo, &Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s is a %s; agendas and nodes go in remote forts only (ONR-8.3.1)", c.Title, t)}
			}
			if main++; main > 1 {
				return fo, &Error{File: r.file, Line: c.line, Msg: "a remote fort holds at most one agenda or node (ONR-8.3.2)"}
			}
		}
	}
	if fo.Index > onr.FortArchives && len(fo.Ice) == 0 && len(fo.Cards) == 0 {
		return fo, r.errf(n, "%s is empty; a remote fort exists only while a card is in or on it (ONR-2.2.4)", fo.Name)
	}
	return fo, nil
}

// step reads one step: a map with one action key and an optional note.
func (r *reader) step(n *yaml.Node, num int) (Step, error) {
	st := Step{Line: n.Line}
	what := fmt.Sprintf("step %d", num)
	keys := []string{"corp", "runner", "number", "corp_bid", "runner_buys", "pass_all", "expect", "note"}
	if r.lay.bso() {
		keys = []string{"number", "pass_all", "expect", "note"}
		for _, s := range r.lay.seats {
			keys = append(keys, s.word)
		}
	}
	fs, err := r.fields(n, what, nil...)
	if err != nil {
		return st, err
	}
	for i := range fs {
		if _, isSeat := r.lay.find(fs[i].key); !contains(keys, fs[i].key) && !isSeat {
			return st, r.errf(fs[i].kNode, "unknown key %q in %s (known keys: %s)", fs[i].key, what, strings.Join(keys, ", "))
		}
	}
	var action *field
	for i := range fs {
		f := &fs[i]
		if f.key == "note" {
			if st.Note, err = r.str(f.val, "note"); err != nil {
				return st, err
			}
			continue
		}
		if action != nil {
			return st, r.errf(f.kNode, "%s has both %s and %s; write one per step", what, action.key, f.key)
		}
		action = f
	}
	if action == nil {
		if r.lay.bso() {
			return st, r.errf(n, "%s has nothing to do: use a seat (%s), number, pass_all or expect", what, r.lay.words())
		}
		return st, r.errf(n, "%s has nothing to do: use corp, runner, number, corp_bid, runner_buys, pass_all or expect", what)
	}
	st.Key = action.key
	st.Line = action.kNode.Line
	v := action.val
	key := action.key
	if who, ok := r.lay.find(key); ok {
		key, st.Seat = "seat", who.seat
	}
	switch key {
	case "seat":
		st.Kind = StepChoose
		opts, nodes, err := r.strs(v, action.key, true)
		if err != nil {
			return st, err
		}
		if len(opts) == 0 {
			return st, r.errf(v, "%s: name the option to choose, e.g. %s: pass", action.key, action.key)
		}
		st.Options = opts
		for _, nd := range nodes {
			st.lines = append(st.lines, nd.Line)
		}
	case "corp_bid", "runner_buys":
		st.Kind = StepNumber
		st.Seat = r.lay.seats[0].seat
		if action.key == "runner_buys" {
			st.Seat = r.lay.seats[1].seat
		}
		if st.Number, err = r.count(v, action.key); err != nil {
			return st, err
		}
	case "number":
		st.Kind = StepNumber
		nfs, err := r.fields(v, "number", "side", "seat", "value")
		if err != nil {
			return st, err
		}
		var hasSide, hasValue bool
		for _, f := range nfs {
			if f.key == "side" || f.key == "seat" {
				var who seatName
				who, err = r.seat(f.val, "number."+f.key)
				st.Seat = who.seat
				hasSide = true
			} else {
				st.Number, err = r.integer(f.val, "number.value")
				hasValue = true
			}
			if err != nil {
				return st, err
			}
		}
		if !hasSide || !hasValue {
			if r.lay.bso() {
				return st, r.errf(v, "number needs seat and value, e.g. number: {seat: sponsor 1, value: 3}")
			}
			return st, r.errf(v, "number needs side and value, e.g. number: {side: corp, value: 3}")
		}
	case "pass_all":
		st.Kind = StepPassAll
		b, err := r.boolean(v, "pass_all")
		if err != nil {
			return st, err
		}
		if !b {
			return st, r.errf(v, "pass_all: false does nothing; remove the step")
		}
	case "expect":
		st.Kind = StepExpect
		efs, err := r.fields(v, "expect", nil...)
		if err != nil {
			return st, err
		}
		if len(efs) == 0 {
			return st, r.errf(v, "expect is empty")
		}
		for _, f := range efs {
			e, err := r.expectation(f)
			if err != nil {
				return st, err
			}
			st.Expect = append(st.Expect, e...)
		}
	}
	return st, nil
}
