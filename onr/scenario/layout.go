package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	shared "github.com/datafort/datafort/scenario"
)

// The games a scenario may be written for (the top-level key game).
const (
	GameONR = "onr" // two-seat ONR: the seats are corp and runner
	GameBSO = "bso" // The Big Sell-Out: sponsor 1, agent 1, sponsor 2, …
)

// Sections are the sections of the Big Sell-Out's seed text
// (shared/seeds/003_ee62a4bc5f4ba65a.txt) that a bso scenario may cite
// (the top-level key sections).
var Sections = []string{"Teams and Seating", "Sequence of Play", "Trading Bits", "Runs", "Running Other Forts",
	"Handling Tags", "Handling Agendas", "Victory!", "Optional Rules"}

// seatName is one seat of a scenario's table as the file names it.
type seatName struct {
	word  string // as keys and values write it: "corp", "sponsor 1"
	label string // as messages name it: "the corp", "Sponsor 1"
	seat  engine.Seat
	role  onr.Role
	team  int
}

// layout is the table a scenario is written for: its game and its seats,
// known before anything else of the file is read.
type layout struct {
	game    string
	seats   []seatName // in seat order
	players int
	options map[string]string // the game's options (bso: with players)
}

// onrLayout is ONR's table: the Corp at seat 0, the Runner at seat 1.
func onrLayout() *layout {
	return &layout{game: GameONR, players: 2, seats: []seatName{
		{word: "corp", label: "the corp", seat: 0, role: onr.Corp, team: 0},
		{word: "runner", label: "the runner", seat: 1, role: onr.Runner, team: 1},
	}}
}

// bsoLayout is the table of a Big Sell-Out game of these options: team k
// is "sponsor k+1" and "agent k+1", seated as the options say.
func bsoLayout(options map[string]string) (*layout, error) {
	infos, err := bso.Rules.(engine.SeatLayout).Layout(engine.Setup{Options: options})
	if err != nil {
		return nil, err
	}
	l := &layout{game: GameBSO, players: len(infos), options: options}
	for _, in := range infos {
		role, name := onr.Corp, "Sponsor"
		if in.Role == bso.RoleAgent {
			role, name = onr.Runner, "Agent"
		}
		label := fmt.Sprintf("%s %d", name, in.Team+1)
		l.seats = append(l.seats, seatName{word: strings.ToLower(label), label: label, seat: in.Seat, role: role, team: in.Team})
	}
	return l, nil
}

func (l *layout) bso() bool { return l.game == GameBSO }

// squash makes seat names comparable: case, spaces and underscores do not
// matter ("Sponsor 1", "sponsor1", "sponsor_1").
func squash(s string) string {
	return strings.NewReplacer(" ", "", "_", "", "-", "").Replace(strings.ToLower(strings.TrimSpace(s)))
}

// find returns the seat called name.
func (l *layout) find(name string) (seatName, bool) {
	for _, s := range l.seats {
		if squash(s.word) == squash(name) {
			return s, true
		}
	}
	return seatName{}, false
}

// at returns the seat of number seat.
func (l *layout) at(seat engine.Seat) seatName {
	for _, s := range l.seats {
		if s.seat == seat {
			return s
		}
	}
	return seatName{word: "nobody", label: "nobody", seat: engine.NoSeat}
}

// words lists the seats' names, for messages.
func (l *layout) words() string {
	w := make([]string, len(l.seats))
	for i, s := range l.seats {
		w[i] = s.word
	}
	return strings.Join(w, ", ")
}

// team reads "team N" (bso only) and returns the team's index.
func (l *layout) team(name string) (int, bool) {
	t := squash(name)
	if !l.bso() || !strings.HasPrefix(t, "team") {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimPrefix(t, "team"))
	if err != nil || n < 1 || n > l.players/2 {
		return 0, false
	}
	return n - 1, true
}

// passOrder is the order in which pass_all looks for a seat that may pass.
func (l *layout) passOrder() []seatName {
	if !l.bso() {
		return []seatName{l.seats[1], l.seats[0]} // the Runner, then the Corp
	}
	return l.seats
}

// readLayout reads the game and, for bso, the number of players and the
// options of the file's root map, before anything else is read: seat names
// are keys and values everywhere else.
func (r *reader) readLayout(root *yaml.Node) (*layout, error) {
	root = shared.Deref(root)
	if root.Kind != yaml.MappingNode {
		return onrLayout(), nil // fields reports the mistake
	}
	var gameNode, setupNode *yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		switch root.Content[i].Value {
		case "game":
			gameNode = shared.Deref(root.Content[i+1])
		case "setup":
			setupNode = shared.Deref(root.Content[i+1])
		}
	}
	if gameNode == nil {
		return onrLayout(), nil
	}
	g, err := r.Str(gameNode, "game")
	if err != nil {
		return nil, err
	}
	switch strings.ToLower(g) {
	case GameONR:
		return onrLayout(), nil
	case GameBSO:
	default:
		return nil, r.Errf(gameNode, "game must be onr or bso, not %q", g)
	}
	options := map[string]string{}
	if setupNode != nil && setupNode.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(setupNode.Content); i += 2 {
			k, v := setupNode.Content[i], shared.Deref(setupNode.Content[i+1])
			switch k.Value {
			case "players":
				n, err := r.Integer(v, "players")
				if err != nil {
					return nil, err
				}
				if !slices.Contains([]int{4, 6, 8}, n) {
					return nil, r.Errf(v, "players must be 4, 6 or 8 (\"an even number of players\" in Sponsor–Agent teams), not %d", n)
				}
				options["players"] = strconv.Itoa(n)
			case "options":
				ofs, err := r.Fields(v, "options", nil...)
				if err != nil {
					return nil, err
				}
				for _, o := range ofs {
					if o.Val.Kind != yaml.ScalarNode {
						return nil, r.Errf(o.Val, "option %s must be a single value", o.Key)
					}
					if o.Key == "players" {
						return nil, r.Errf(o.KeyNode, "write the number of players as setup.players, not as an option")
					}
					options[o.Key] = o.Val.Value
				}
				if _, err := bso.ParseOptions(options); err != nil {
					return nil, r.Errf(v, "%v", err)
				}
			}
		}
	}
	l, err := bsoLayout(options)
	if err != nil {
		at := gameNode
		if setupNode != nil {
			at = setupNode
		}
		return nil, r.Errf(at, "%v", err)
	}
	return l, nil
}

// seat reads a seat's name.
func (r *reader) seat(n *yaml.Node, what string) (seatName, error) {
	v, err := r.Str(n, what)
	if err != nil {
		return seatName{}, err
	}
	if s, ok := r.lay.find(v); ok {
		return s, nil
	}
	if !r.lay.bso() {
		return seatName{}, r.Errf(n, "%s must be corp or runner, not %q", what, v)
	}
	return seatName{}, r.Errf(n, "%s must be a seat of this table (%s), not %q", what, r.lay.words(), v)
}
