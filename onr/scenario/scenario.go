// Package scenario is ONR's and the Big Sell-Out's scenario board builder
// and expectation vocabulary under the shared step runner (package
// scenario at the repository's root, here imported as shared). A scenario
// is a YAML file that writes down a board position and a sequence of
// plays, with the outcomes expected along the way, so that a judge or a
// player can check a ruling without writing Go:
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
// Importing the package registers both builders with shared.Register
// (their code imports onr and bso, so it cannot be methods of those
// packages' Rulesets). The format is documented, with worked examples, in
// docs/scenarios.md.
package scenario

import (
	"errors"
	"fmt"
	"github.com/agnivade/levenshtein"
	"regexp"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
	"github.com/datafort/datafort/onr/rulings"
	shared "github.com/datafort/datafort/scenario"
)

func init() {
	shared.Register(GameONR, builder{})
	shared.Register(GameBSO, builder{})
}

// builder reads ONR and Big Sell-Out scenario files.
type builder struct{}

// Part is an ONR or Big Sell-Out file's part of a scenario (the
// shared.File of the runner's Scenario.Part).
type Part struct {
	File     string   // the file it was read from
	Game     string   // GameONR (the default) or GameBSO
	Rulings  []string // ids of the official rulings it checks, e.g. "R012"
	Rules    []string // rules digest references, e.g. "ONR-11.6.2"
	Sections []string // sections of the Big Sell-Out's seed it checks (Sections)
	Setup    Setup

	r   *reader
	lay *layout // the table's seats
}

// reader decodes yaml nodes, reporting mistakes with the file and line.
type reader struct {
	*shared.Reader
	file string
	lay  *layout // the table's seats (readLayout)
}

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

var (
	ruleRef  = regexp.MustCompile(`^ONR-[0-9]+(\.[0-9]+)*$`)
	remoteRE = regexp.MustCompile(`^(?:remote|fort|server)\s*([0-9]+)$`)
)

// Load reads and parses the scenario file at path (shared.Load).
func Load(path string) (*shared.Scenario, error) { return shared.Load(path) }

// Parse parses a scenario (shared.Parse); name is the file name used in
// messages.
func Parse(name string, data []byte) (*shared.Scenario, error) { return shared.Parse(name, data) }

// RunPaths runs the scenario files at paths (shared.RunPaths).
func RunPaths(paths ...string) ([]shared.FileResult, error) { return shared.RunPaths(paths...) }

// PartOf returns the ONR or Big Sell-Out part of a scenario, or nil for a
// scenario of another game.
func PartOf(sc *shared.Scenario) *Part {
	p, _ := sc.Part.(*Part)
	return p
}

// ReadScenario implements shared.Builder: it reads the file's table first.
func (builder) ReadScenario(sr *shared.Reader, root *yaml.Node) (shared.File, error) {
	r := &reader{Reader: sr, file: sr.File}
	lay, err := r.readLayout(root)
	if err != nil {
		return nil, err
	}
	r.lay = lay
	return &Part{File: sr.File, Game: lay.game, r: r, lay: lay}, nil
}

// Table implements shared.File.
func (pt *Part) Table() *shared.Table {
	t := &shared.Table{SeatKey: "seat"}
	for _, s := range pt.lay.seats {
		t.Seats = append(t.Seats, shared.Seat{Word: s.word, Label: s.label, Seat: s.seat})
	}
	if !pt.lay.bso() {
		t.SeatKey, t.Example = "side", "runner"
		for _, s := range pt.lay.passOrder() {
			t.PassOrder = append(t.PassOrder, s.seat)
		}
	}
	return t
}

// Keys implements shared.File.
func (pt *Part) Keys() []string {
	if pt.lay.bso() {
		return []string{"name", "game", "sections", "rules", "setup", "steps"}
	}
	return []string{"name", "game", "ruling", "rulings", "rules", "setup", "steps"}
}

// ReadSetup implements shared.File.
func (pt *Part) ReadSetup(n *yaml.Node) error { return pt.r.setup(n, &pt.Setup) }

// ReadKey implements shared.File: the rulings, rules digest references and
// seed sections a file checks.
func (pt *Part) ReadKey(f shared.Field) error {
	r := pt.r
	switch f.Key {
	case "ruling", "rulings":
		ids, nodes, err := r.Strs(f.Val, f.Key, true)
		if err != nil {
			return err
		}
		for i, id := range ids {
			if !rulings.ValidID(id) {
				return r.Errf(nodes[i], "%q is not a ruling id: want R001 to R525", id)
			}
			if slices.Contains(pt.Rulings, id) {
				return r.Errf(nodes[i], "ruling %s is listed twice", id)
			}
			pt.Rulings = append(pt.Rulings, id)
		}
	case "rules":
		refs, nodes, err := r.Strs(f.Val, "rules", true)
		if err != nil {
			return err
		}
		for i, ref := range refs {
			if !ruleRef.MatchString(ref) {
				return r.Errf(nodes[i], "%q is not a rules digest reference like ONR-11.6.2", ref)
			}
		}
		pt.Rules = refs
	case "sections":
		secs, nodes, err := r.Strs(f.Val, "sections", true)
		if err != nil {
			return err
		}
		for i, sec := range secs {
			j := slices.IndexFunc(Sections, func(x string) bool { return strings.EqualFold(x, sec) })
			if j < 0 {
				return r.Errf(nodes[i], "%q is not a section of the Big Sell-Out's seed (%s)", sec, strings.Join(Sections, ", "))
			}
			pt.Sections = append(pt.Sections, Sections[j])
		}
	}
	return nil
}

// StepKeys implements shared.StepReader: ONR's corp_bid and runner_buys
// answer the Corp's and the Runner's number decisions.
func (pt *Part) StepKeys() []string {
	if pt.lay.bso() {
		return nil
	}
	return []string{"corp_bid", "runner_buys"}
}

// ReadStep implements shared.StepReader.
func (pt *Part) ReadStep(f shared.Field, st *shared.Step) error {
	st.Kind = shared.StepNumber
	st.Seat = pt.lay.seats[0].seat
	if f.Key == "runner_buys" {
		st.Seat = pt.lay.seats[1].seat
	}
	var err error
	st.Number, err = pt.r.Count(f.Val, f.Key)
	return err
}

// errUnknown is expectation's answer to a key it does not know.
var errUnknown = errors.New("unknown expectation")

// Expect implements shared.File.
func (pt *Part) Expect(f shared.Field) ([]shared.Expectation, bool, error) {
	es, err := pt.r.expectation(f)
	if errors.Is(err, errUnknown) {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, err
	}
	out := make([]shared.Expectation, len(es))
	for i, e := range es {
		check := e.check
		out[i] = shared.Expectation{Key: e.Key, Want: e.Want, Line: e.Line,
			Check: func(sp *shared.Play) (string, bool) { return check(pt.play(sp)) }}
	}
	return out, true, nil
}

// ExpectationKeys implements shared.File: ONR's keys (corp.bits …) and the
// Big Sell-Out's SEAT.FIELD and team N.FIELD keys.
func (pt *Part) ExpectationKeys() []string { return onrKeys() }

// Build implements shared.File.
func (pt *Part) Build() (engine.Game, error) {
	p, err := pt.build()
	if err != nil {
		return nil, err
	}
	return p.eg, nil
}

// Settle implements shared.Settler: the Corp's start-of-run decision
// (onr/startofrun.go) is passed as soon as it is asked, and the Runner's
// agenda-as-program question and his question about the cards accessed
// in R&D declined when they offer nothing else (the latter asked after
// every access of R&D, onr/accesshidden.go), since no scenario of
// the repository uses them yet.
func (pt *Part) Settle(p *shared.Play) error {
	for _, d := range p.Game.Pending() {
		switch {
		case d.Prompt == onr.StartOfRunPrompt:
			return p.Choose(d.Seat, "pass")
		case (d.Prompt == onr.AgendaAsProgramPrompt || d.Prompt == onr.AccessedHiddenPrompt) && len(d.Options) == 1:
			return p.Choose(d.Seat, "decline")
		}
	}
	return nil
}

// Outcome implements shared.Outcomes: "the corp won (agenda points)",
// "team 2 won (…)".
func (pt *Part) Outcome(g engine.Game) string {
	p := pt.play(&shared.Play{Game: g})
	return fmt.Sprintf("%s (%s)", p.winnerText(), p.s.Reason)
}

// Board implements shared.Boards.
func (pt *Part) Board(g engine.Game) string { return pt.play(&shared.Play{Game: g}).board() }

// Normalize implements shared.OptionTexts: "remote N" for "fort N", "the
// Archives" for "Archives".
func (pt *Part) Normalize(s string) string {
	s = remoteIn.ReplaceAllString(s, "fort $1")
	return strings.ReplaceAll(s, "the archives", "archives")
}

// Hidden implements shared.OptionTexts: whether an option's text hides a
// card from its reader.
func (pt *Part) Hidden(t string) bool {
	return strings.Contains(t, "a hidden card") || strings.Contains(t, "unrezzed ice") || strings.Contains(t, "an unrezzed card")
}

var remoteIn = regexp.MustCompile(`\b(?:remote|server) ([0-9]+)\b`)

// RulingChecks lists, for the rulings ledger, every ONR scenario that
// could be read and names rulings, with its outcome: it passed or failed
// just now.
func RulingChecks(results []shared.FileResult) []rulings.Result {
	var out []rulings.Result
	for _, fr := range results {
		if fr.Scenario == nil {
			continue
		}
		pt := PartOf(fr.Scenario)
		if pt == nil || len(pt.Rulings) == 0 {
			continue
		}
		r := rulings.Result{Rulings: pt.Rulings, Kind: rulings.KindScenario, Name: fr.Scenario.Name,
			File: fr.Path, Outcome: rulings.Passed, Duration: fr.Duration}
		if !fr.Result.Passed {
			r.Outcome, r.Messages = rulings.Failed, fr.Result.Failures
		}
		out = append(out, r)
	}
	return out
}

func (r *reader) setup(n *yaml.Node, s *Setup) error {
	s.line = n.Line
	s.Actions = -1
	if r.lay.bso() {
		return r.bsoSetup(n, s)
	}
	fs, err := r.Fields(n, "setup", "seed", "turn", "actions", "options", "corp", "runner", "forts")
	if err != nil {
		return err
	}
	for _, f := range fs {
		switch f.Key {
		case "seed":
			v, err := r.Count(f.Val, "seed")
			if err != nil {
				return err
			}
			s.Seed = uint64(v)
		case "turn":
			who, err := r.seat(f.Val, "turn")
			if err != nil {
				return err
			}
			s.Turn = who.seat
		case "actions":
			if s.Actions, err = r.Count(f.Val, "actions"); err != nil {
				return err
			}
		case "options":
			ofs, err := r.Fields(f.Val, "options", nil...)
			if err != nil {
				return err
			}
			s.Options = map[string]string{}
			for _, o := range ofs {
				if o.Val.Kind != yaml.ScalarNode {
					return r.Errf(o.Val, "option %s must be a single value", o.Key)
				}
				s.Options[o.Key] = o.Val.Value
			}
			if _, err := onr.ParseOptions(s.Options); err != nil {
				return r.Errf(f.Val, "%v", err)
			}
		case "corp":
			if err := r.sideSetup(f.Val, r.lay.seats[0], &s.Corp); err != nil {
				return err
			}
		case "runner":
			if err := r.sideSetup(f.Val, r.lay.seats[1], &s.Runner); err != nil {
				return err
			}
		case "forts":
			if s.Forts, err = r.forts(f.Val); err != nil {
				return err
			}
		}
	}
	if s.Actions > 10 {
		return r.Errf(n, "actions: %d is more than any turn has", s.Actions)
	}
	return nil
}

// forts reads a list of forts.
func (r *reader) forts(n *yaml.Node) ([]FortSetup, error) {
	items, err := r.List(n, "forts", false)
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
				return nil, r.Errf(it, "fort %s is described twice (first at line %d)", fo.Name, o.line)
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
	fs, err := r.Fields(n, "setup", nil...)
	if err != nil {
		return err
	}
	s.Players = r.lay.players
	s.Options = r.lay.options
	for _, f := range fs {
		if who, ok := r.lay.find(f.Key); ok {
			for _, o := range s.Seats {
				if o.Seat == who.seat {
					return r.Errf(f.KeyNode, "%s is described twice", who.label)
				}
			}
			var side SideSetup
			if err := r.sideSetup(f.Val, who, &side); err != nil {
				return err
			}
			s.Seats = append(s.Seats, side)
			continue
		}
		switch f.Key {
		case "players", "options": // read by readLayout
		case "seed":
			v, err := r.Count(f.Val, "seed")
			if err != nil {
				return err
			}
			s.Seed = uint64(v)
		case "turn":
			who, err := r.seat(f.Val, "turn")
			if err != nil {
				return err
			}
			s.Turn = who.seat
		case "opening":
			if s.Opening, err = r.Bool(f.Val, "opening"); err != nil {
				return err
			}
		case "actions":
			if s.Actions, err = r.Count(f.Val, "actions"); err != nil {
				return err
			}
		default:
			return r.Errf(f.KeyNode, "unknown key %q in setup (known keys: %s)", f.Key, strings.Join(keys, ", "))
		}
	}
	if s.Actions > 10 {
		return r.Errf(n, "actions: %d is more than any turn has", s.Actions)
	}
	return nil
}

// tagsBy reads an Agent's tags by owner: a map of seats to numbers of tags.
func (r *reader) tagsBy(n *yaml.Node, what string) ([]TagSetup, error) {
	if n.Kind == yaml.ScalarNode {
		return nil, r.Errf(n, "%s: say who owns the tags, e.g. {agent 2: 1} (\"Handling Tags\": the team that tags owns the tag)", what)
	}
	fs, err := r.Fields(n, what, nil...)
	if err != nil {
		return nil, err
	}
	var out []TagSetup
	for _, f := range fs {
		who, ok := r.lay.find(f.Key)
		if !ok {
			return nil, r.Errf(f.KeyNode, "%s: %q is not a seat of this table (%s)", what, f.Key, r.lay.words())
		}
		v, err := r.Count(f.Val, what+"."+who.word)
		if err != nil {
			return nil, err
		}
		out = append(out, TagSetup{Owner: who.seat, N: v, line: f.KeyNode.Line})
	}
	return out, nil
}

func (r *reader) optInt(n *yaml.Node, what string) (*int, error) {
	v, err := r.Count(n, what)
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
	fs, err := r.Fields(n, who.word+" setup", keys...)
	if err != nil {
		return err
	}
	where := who.word + "."
	for _, f := range fs {
		var err error
		switch f.Key {
		case "bits":
			s.Bits, err = r.optInt(f.Val, where+"bits")
		case "tags":
			if r.lay.bso() {
				s.TagsBy, err = r.tagsBy(f.Val, where+"tags")
			} else {
				s.Tags, err = r.optInt(f.Val, where+"tags")
			}
		case "brain":
			s.Brain, err = r.optInt(f.Val, where+"brain")
		case "points":
			s.Points, err = r.optInt(f.Val, where+"points")
		case "bad_publicity":
			s.BadPub, err = r.optInt(f.Val, where+"bad_publicity")
		case "virus":
			s.Virus, err = r.virus(f.Val)
		case "hand":
			s.Hand, err = r.cards(f.Val, where+"hand", side, plainCard)
		case "deck":
			s.DeckGiven = true
			s.Deck, err = r.cards(f.Val, where+"deck", side, plainCard)
		case "trash":
			s.Trash, err = r.cards(f.Val, where+"trash", side, plainCard)
		case "scored", "stolen":
			s.Scored, err = r.cards(f.Val, where+f.Key, onr.Corp, agendaCard)
		case "rig":
			s.Rig, err = r.cards(f.Val, where+"rig", side, rigCard)
		case "forts":
			s.Forts, err = r.forts(f.Val)
		case "archives":
			var afs []shared.Field
			afs, err = r.Fields(f.Val, "corp.archives", "face_up", "face_down")
			for _, a := range afs {
				if err != nil {
					break
				}
				if a.Key == "face_up" {
					s.ArchivesUp, err = r.cards(a.Val, "corp.archives.face_up", side, plainCard)
				} else {
					s.ArchivesDown, err = r.cards(a.Val, "corp.archives.face_down", side, plainCard)
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
	fs, err := r.Fields(n, "corp.virus", nil...)
	if err != nil {
		return nil, err
	}
	var out []VirusSetup
	for _, f := range fs {
		d, err := r.def(f.KeyNode, f.Key)
		if err != nil {
			return nil, err
		}
		if !d.IsVirus() {
			return nil, r.Errf(f.KeyNode, "%s is not a virus program", d.Title)
		}
		v, err := r.Count(f.Val, "corp.virus."+f.Key)
		if err != nil {
			return nil, err
		}
		if v > 0 {
			out = append(out, VirusSetup{Title: d.Title, N: v, line: f.KeyNode.Line})
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
			return &shared.Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("hosted_in: %q is not a card installed earlier in the rig", c.HostedIn)}
		}
		h := s.Rig[host].def
		if h.StaticN(onr.ModHosts) == 0 {
			return &shared.Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("hosted_in: %s cannot host programs", h.Title)}
		}
		if c.def.Card().Type != carddb.Program {
			return &shared.Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s is not a program; only programs are hosted in daemons", c.def.Title)}
		}
		used := 0
		for j := host + 1; j <= i; j++ {
			if s.Rig[j].HostedIn != "" && lookupDef(s.Rig[j].HostedIn) == h {
				used += intOr(s.Rig[j].def.Card().MU)
			}
		}
		if int32(used) > h.StaticN(onr.ModHosts) {
			return &shared.Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s can host %d MU of programs; the programs hosted in it use %d", h.Title, h.StaticN(onr.ModHosts), used)}
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
		return &shared.Error{File: r.file, Line: last.line, Msg: fmt.Sprintf("the programs in the rig use %d MU but only %d are available (ONR-8.7)", used, avail)}
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
	items, err := r.List(n, what, false)
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
		case agendaCard:
			keys = []string{"card", "counters"} // a scored agenda's counters (Corporate Boon's)
		default:
			keys = []string{"card"}
		}
		fs, err := r.Fields(n, what+" entry", keys...)
		if err != nil {
			return c, err
		}
		for _, f := range fs {
			switch f.Key {
			case "card":
				c.Title, err = r.Str(f.Val, "card")
			case "rezzed":
				c.Rezzed, err = r.Bool(f.Val, "rezzed")
			case "advancement":
				c.Advancement, err = r.Count(f.Val, "advancement")
			case "counters":
				c.Counters, err = r.Count(f.Val, "counters")
			case "bits":
				c.Bits, err = r.optInt(f.Val, "bits")
			case "hosted_in":
				c.HostedIn, err = r.Str(f.Val, "hosted_in")
			}
			if err != nil {
				return c, err
			}
		}
		if c.Title == "" {
			return c, r.Errf(n, "%s entry has no card: add `card: TITLE`", what)
		}
	} else {
		t, err := r.Str(n, what+" entries")
		if err != nil {
			if ctx != plainCard && ctx != agendaCard {
				return c, r.Errf(n, "%s entries must be a card title or a map with card: TITLE, not %s", what, shared.KindName(n))
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
		return c, r.Errf(n, "%s is a %s card; %s holds %s cards", d.Title, pc.Side, what, want)
	}
	switch ctx {
	case agendaCard:
		if pc.Type != carddb.Agenda {
			return c, r.Errf(n, "%s is a %s; %s holds agendas only", d.Title, pc.Type, what)
		}
	case iceCard:
		if pc.Type != carddb.Ice {
			return c, r.Errf(n, "%s is a %s, not ice; put it under cards:", d.Title, pc.Type)
		}
	case fortCard:
		switch pc.Type {
		case carddb.Agenda, carddb.Node, carddb.Upgrade:
		case carddb.Ice:
			return c, r.Errf(n, "%s is ice; put it under ice:", d.Title)
		default:
			return c, r.Errf(n, "%s is a %s; only agendas, nodes and upgrades are installed in a fort", d.Title, pc.Type)
		}
		if pc.Type == carddb.Agenda && c.Rezzed {
			return c, r.Errf(n, "%s is an agenda; agendas are never rezzed", d.Title)
		}
	case rigCard:
		switch pc.Type {
		case carddb.Program, carddb.Hardware, carddb.Resource:
		default:
			return c, r.Errf(n, "%s is a %s; only programs, hardware and resources are installed", d.Title, pc.Type)
		}
		if c.Bits != nil && !storesBits(d) {
			return c, r.Errf(n, "%s never stores bits, so `bits:` cannot put any on it (a card with recurring bits, such as Arasaka Portable Prototype, can)", d.Title)
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
		return nil, r.Errf(n, "card %q is not implemented yet (the implemented cards are defined in onr/cards; docs/scenarios.md lists them)", c.Title)
	}
	msg := fmt.Sprintf("unknown card %q", title)
	if s := similar(title); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return nil, r.Errf(n, "%s", msg)
}

// similar returns up to three implemented titles close to title: within a
// few typing mistakes, or sharing a word with it.
func similar(title string) []string {
	lt := strings.ToLower(title)
	words := strings.Fields(lt)
	var close, sharing []string
	for _, t := range onr.Implemented() {
		ct := strings.ToLower(t)
		if d := levenshtein.ComputeDistance(lt, ct); d <= 2 || d <= len(ct)/5 {
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
	name, err := r.Str(n, "fort name")
	if err != nil {
		return 0, err
	}
	if r.lay.bso() && strings.EqualFold(strings.TrimSpace(name), "agent") {
		return fortAgent, nil
	}
	i, ok := fortIndex(name)
	if !ok {
		if r.lay.bso() {
			return 0, r.Errf(n, "unknown fort %q: want HQ, R&D, Archives, Agent or remote N (remote 1 is the Sponsor's first subsidiary fort)", name)
		}
		return 0, r.Errf(n, "unknown fort %q: want HQ, R&D, Archives or remote N (remote 1 is the first subsidiary fort)", name)
	}
	return i, nil
}

func (r *reader) fort(n *yaml.Node) (FortSetup, error) {
	fo := FortSetup{line: n.Line}
	fs, err := r.Fields(n, "fort", "name", "ice", "cards")
	if err != nil {
		return fo, err
	}
	named := false
	for _, f := range fs {
		switch f.Key {
		case "name":
			if fo.Index, err = r.fortName(f.Val); err != nil {
				return fo, err
			}
			fo.Name, named = fortLabel(fo.Index), true
		case "ice":
			fo.Ice, err = r.cards(f.Val, "ice", onr.Corp, iceCard)
		case "cards":
			fo.Cards, err = r.cards(f.Val, "cards", onr.Corp, fortCard)
		}
		if err != nil {
			return fo, err
		}
	}
	if !named {
		return fo, r.Errf(n, "fort has no name: add `name: HQ`, `name: R&D`, `name: Archives` or `name: remote 1`")
	}
	main := 0
	for _, c := range fo.Cards {
		t := c.def.Card().Type
		if fo.Index == fortAgent {
			// "Agendas may not be installed in the Agent fort"; nodes may,
			// as many as the Agent's memory holds ("Teams and Seating").
			if t == carddb.Agenda {
				return fo, &shared.Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s is an agenda; agendas may not be installed in the Agent fort (\"Teams and Seating\")", c.Title)}
			}
			continue
		}
		if t == carddb.Agenda || t == carddb.Node {
			if fo.Index <= onr.FortArchives {
				return fo, &shared.Error{File: r.file, Line: c.line, Msg: fmt.Sprintf("%s is a %s; agendas and nodes go in remote forts only (ONR-8.3.1)", c.Title, t)}
			}
			if main++; main > 1 {
				return fo, &shared.Error{File: r.file, Line: c.line, Msg: "a remote fort holds at most one agenda or node (ONR-8.3.2)"}
			}
		}
	}
	if fo.Index > onr.FortArchives && len(fo.Ice) == 0 && len(fo.Cards) == 0 {
		return fo, r.Errf(n, "%s is empty; a remote fort exists only while a card is in or on it (ONR-2.2.4)", fo.Name)
	}
	return fo, nil
}

// expectation is one "key: value" of an expect step, checked against ONR's
// state (Part.Expect hands it to the runner as a shared.Expectation).
type expectation struct {
	Key  string
	Want string // the expected value, as printed in failures
	Line int

	check func(p *play) (got string, ok bool)
}
