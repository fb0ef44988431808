package bot

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/datafort/datafort/engine"
)

// Player plays one seat of a game and sees only what that seat may know:
// at each of its seat's decisions it is handed an Observation, never the
// game itself. Players are built by name from the registry (New) and are
// not safe for concurrent use: a game gives each seat its own.
type Player interface {
	// Choose answers o.Decision, a pending decision of the player's seat.
	Choose(o *Observation) engine.Choice
}

// Observation is what a seat is handed at one of its decisions: the
// decision, and on demand the seat's view of the game, the events since the
// seat's previous decision as the seat reads them, and (for games that
// implement engine.InfoStater) the seat's information state. Everything it gives is
// what Game.View, Game.Describe and Event.For give that seat; the game
// itself is not reachable from it.
type Observation struct {
	// Seat is the seat that must decide.
	Seat engine.Seat
	// Decision is the decision to answer, a pending decision of Seat.
	Decision engine.Decision

	g      engine.Game
	events []engine.Event
	view   any
}

// View returns the seat's view of the game now: Game.View(Seat).
func (o *Observation) View() any {
	if o.view == nil {
		o.view = o.g.View(o.Seat)
	}
	return o.view
}

// Describe renders option i of the decision for a person at the seat.
func (o *Observation) Describe(i int) string { return o.g.Describe(o.Decision, i) }

// Events returns the events since the seat's previous decision (or the
// start of the game), as the seat reads them (Event.ReadBy): Text is
// Event.For(Seat), and Secret and Private are cleared.
func (o *Observation) Events() []engine.Event {
	out := make([]engine.Event, len(o.events))
	for i, e := range o.events {
		out[i] = e.ReadBy(o.Seat)
	}
	return out
}

// Info returns the seat's information state, for games that implement
// engine.InfoStater; it is computed on each call.
func (o *Observation) Info() (engine.InfoState, error) {
	is, ok := o.g.(engine.InfoStater)
	if !ok {
		return nil, errors.New("bot: the game gives no information states")
	}
	return is.InfoState(o.Seat)
}

// NewObservation returns the observation of decision d of g for d's seat,
// with the events since the seat's previous decision. Drivers (Table, sim,
// play) build observations; bots only read them.
func NewObservation(g engine.Game, d engine.Decision, events []engine.Event) *Observation {
	return &Observation{Seat: d.Seat, Decision: d, g: g, events: events}
}

// Seated adapts a Bot, which answers any decision, to a Player.
type Seated struct{ Bot Bot }

// Choose implements Player.
func (s Seated) Choose(o *Observation) engine.Choice { return s.Bot.Choose(o.Decision) }

// Config is what a Factory builds a player from: the seat and what that
// seat knows before the game begins.
type Config struct {
	Game    string            // the ruleset's name, e.g. "onr"
	Seat    engine.Seat       // the seat played
	Role    string            // its role, e.g. "corp"
	Seed    uint64            // seeds the player's own randomness
	Deck    string            // the seat's own deck list; "" for the game's default deck
	Options map[string]string // the game's rules options
	Params  map[string]string // the player's parameters, from its spec (see New)
}

// Factory builds a player. It returns an error for a game it cannot play
// or a parameter it does not know.
type Factory func(Config) (Player, error)

// Info is what a player says of itself when it registers: what it is, for
// people choosing an opponent, and which games it plays. A client lists the
// players of a game with For and shows their About; it needs no table of
// its own.
type Info struct {
	// About says in a line how the player plays, for people choosing
	// one (e.g. the server's lobby).
	About string
	// Games names the rulesets the player plays (engine.Ruleset.Name);
	// nil for every game, as the random player.
	Games []string
}

// Plays reports whether a player of info i plays the ruleset named game.
func (i Info) Plays(game string) bool { return i.Games == nil || slices.Contains(i.Games, game) }

// registered is a registered player.
type registered struct {
	info Info
	f    Factory
}

var (
	factoryMu sync.RWMutex
	// factories holds each name's registrations, in the order they were
	// made; the games of one name's registrations do not overlap.
	factories = map[string][]registered{}
)

// Register makes a player available by name, saying what it is and which
// games it plays. One name may be registered once per game: each game's
// package registers its own "heuristic" player, and New picks the one that
// plays the game asked for. Register panics if info.About is empty or if a
// registration of the name already plays one of info's games (nil Games
// play every game, so such a name is registered once). Bot packages call
// it from init (a game's players live with the game, and whoever seats
// them imports their package, as cmd/datafort does).
func Register(name string, info Info, f Factory) {
	factoryMu.Lock()
	defer factoryMu.Unlock()
	if info.About == "" {
		panic("bot: Register called without an About for " + name)
	}
	for _, r := range factories[name] {
		if r.info.Games == nil || info.Games == nil || slices.ContainsFunc(info.Games, r.info.Plays) {
			panic("bot: Register called twice for " + name + " in one game")
		}
	}
	info.Games = slices.Clone(info.Games)
	factories[name] = append(factories[name], registered{info, f})
}

// Lookup returns what the player registered as name says of itself, and
// false if no player is registered by that name. For a name registered
// for several games, Games is the union of their games (nil if one plays
// every game) and About is the first registration's; LookupFor gives the
// registration of one game.
func Lookup(name string) (Info, bool) {
	factoryMu.RLock()
	defer factoryMu.RUnlock()
	rs := factories[name]
	if len(rs) == 0 {
		return Info{}, false
	}
	info := Info{About: rs[0].info.About}
	for _, r := range rs {
		if r.info.Games == nil {
			info.Games = nil
			break
		}
		info.Games = append(info.Games, r.info.Games...)
	}
	return info, true
}

// LookupFor returns what the player registered as name for the ruleset
// named game says of itself, and false if no such player plays that game.
func LookupFor(name, game string) (Info, bool) {
	factoryMu.RLock()
	defer factoryMu.RUnlock()
	r, ok := lookupFor(name, game)
	r.info.Games = slices.Clone(r.info.Games)
	return r.info, ok
}

// lookupFor is the registration of name that plays game; with an empty
// game, the name's only registration. The caller holds factoryMu.
func lookupFor(name, game string) (registered, bool) {
	rs := factories[name]
	if game == "" {
		if len(rs) == 1 {
			return rs[0], true
		}
		return registered{}, false
	}
	for _, r := range rs {
		if r.info.Plays(game) {
			return r, true
		}
	}
	return registered{}, false
}

// Names returns the names of the registered players, sorted.
func Names() []string {
	factoryMu.RLock()
	defer factoryMu.RUnlock()
	out := make([]string, 0, len(factories))
	for n := range factories {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// For returns the names of the registered players that play the ruleset
// named game, sorted; the random player plays every game.
func For(game string) []string {
	factoryMu.RLock()
	defer factoryMu.RUnlock()
	var out []string
	for n, rs := range factories {
		if slices.ContainsFunc(rs, func(r registered) bool { return r.info.Plays(game) }) {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// New builds the player named by spec for cfg. A spec is a registered name,
// optionally followed by a colon and comma-separated KEY=VALUE parameters:
// "heuristic", "search:iters=200,ms=50". The parameters are put in
// cfg.Params. A player that does not play cfg.Game (its Info.Games) is an
// error; so is any game for a player's factory that refuses it. An empty
// cfg.Game leaves the choice to the factory of a name registered once; a
// name registered for several games needs cfg.Game to pick one.
func New(spec string, cfg Config) (Player, error) {
	name, params, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	factoryMu.RLock()
	r, ok := lookupFor(name, cfg.Game)
	n := len(factories[name])
	factoryMu.RUnlock()
	if n == 0 {
		return nil, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	if !ok {
		info, _ := Lookup(name)
		if cfg.Game == "" {
			return nil, fmt.Errorf("bot %s plays %s: say which game", name, strings.Join(info.Games, ", "))
		}
		return nil, fmt.Errorf("bot %s plays %s, not %s", name, strings.Join(info.Games, ", "), cfg.Game)
	}
	cfg.Params = params
	p, err := r.f(cfg)
	if err != nil {
		return nil, fmt.Errorf("bot %s: %w", name, err)
	}
	return p, nil
}

// ParseSpec splits a player spec into its name and parameters.
func ParseSpec(spec string) (name string, params map[string]string, err error) {
	name, rest, has := strings.Cut(spec, ":")
	if name == "" {
		return "", nil, fmt.Errorf("bot spec %q: no name", spec)
	}
	params = map[string]string{}
	if !has {
		return name, params, nil
	}
	for _, kv := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return "", nil, fmt.Errorf("bot spec %q: want KEY=VALUE, got %q", spec, kv)
		}
		params[k] = v
	}
	return name, params, nil
}

func init() {
	Register("random", Info{About: "plays a random legal move"}, func(c Config) (Player, error) {
		if len(c.Params) > 0 {
			return nil, errors.New("takes no parameters")
		}
		return Seated{NewRandom(c.Seed)}, nil
	})
}
