package bso

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// Options are the named rules options of the Big Sell-Out. The seed's
// text is partly lost; every point it leaves open is an option whose
// default is decided in ARCHITECTURE.md ("The Big Sell-Out: decisions")
// and in the doc comment of its field. Options of ONR (min-deck,
// agenda-rounding, autopass) pass through to ONR.
type Options struct {
	// Players is the number of seats: 4, 6 or 8 ("an even number of
	// players"; option players).
	Players int `json:"players"`
	// Seating is where the players sit, clockwise (option seating):
	// "pairs" (default) seats each Agent at his Sponsor's left, team after
	// team (Two-Headed Giant, whose teammates sit together); "split" seats
	// the Sponsors on one side and each Agent across the table from his
	// Sponsor.
	Seating string `json:"seating"`
	// TurnOrder is the order of turns (option turn-order): "teams"
	// (default) gives each team its turns together, the Sponsor then its
	// Agent, team after team clockwise — so a Sponsor may prepare its
	// Agent's run but acts on its results only after every other player
	// ("Sequence of Play"); "clockwise" follows the seats.
	TurnOrder string `json:"turnOrder"`
	// Opening is the opening round (option opening): "sponsors" (default)
	// gives every Sponsor one turn, in turn order, before the turn order
	// begins, so that no Corp is run without a turn of preparation
	// ("Sequence of Play"); "none" starts the turn order at once.
	Opening string `json:"opening"`
	// AgendaPoints is what a team's pooled agenda points must reach to win
	// (option agenda-points; default 7, ONR-17.1: "Victory!" pools points
	// and names no other number).
	AgendaPoints int32 `json:"agendaPoints"`
	// AgentFortMU says which cards in an Agent fort use the Agent's memory
	// (option agent-fort-mu): "nodes" (default; the seed names nodes only)
	// or "nodes-and-upgrades".
	AgentFortMU string `json:"agentFortMU"`
	// NoSysopInAgentFort forbids Sysop upgrades in Agent forts (option
	// no-sysop-in-agent-fort=true; "Teams and Seating", an optional rule).
	NoSysopInAgentFort bool `json:"noSysopInAgentFort,omitempty"`
	// FastBootRoundUp rounds a fast-booted ice's half strength up (option
	// fast-boot-rounding=up; default down, as ONR halves: "Runs").
	FastBootRoundUp bool `json:"fastBootRoundUp,omitempty"`
	// StealDaemonPaysHosted makes a Runner who steals a daemon from an
	// Agent fort pay the install costs of the programs it hosts too (option
	// steal-daemon-pays-hosted=true; "Optional Rules").
	StealDaemonPaysHosted bool `json:"stealDaemonPaysHosted,omitempty"`
	// OtherFortsStrength is the strength ice gains during runs on forts
	// other than Agent forts (option other-forts-strength; default 0;
	// "Running Other Forts", otherforts.go).
	OtherFortsStrength int32 `json:"otherFortsStrength,omitempty"`
	// SponsorRate and AgentRate are the rates at which a Sponsor and an
	// Agent trade bits to their teammate (options trade-sponsor-rate,
	// default 1:1, and trade-agent-rate, default 2:1; "Trading Bits",
	// trade.go); TradeCap caps the bits a teammate gains from a player in
	// one of his turns (option trade-cap; 0, the default, is no cap).
	SponsorRate rate  `json:"sponsorRate"`
	AgentRate   rate  `json:"agentRate"`
	TradeCap    int32 `json:"tradeCap,omitempty"`
	// TagMinPrice is the lowest price of a tag for sale (option
	// tag-min-price; default 2; "Handling Tags", tags.go).
	TagMinPrice int32 `json:"tagMinPrice"`
	// CorporateAlly says which agendas Corporate Ally raises (option
	// corporate-ally): "one" (default) Sponsor's, named as it is installed,
	// or "all" ("Optional Rules"; ally.go).
	CorporateAlly string `json:"corporateAlly"`
	// Siren says whose Siren may redirect a run (option siren): "run-corp"
	// (default; "Optional Rules": "only the Corp being run can take
	// advantage of its power. (Otherwise, Corps can cooperate too easily to
	// stymie Runners)") or "any-sponsor": every Sponsor of another team than
	// the Runner's, onto its own fort.
	Siren string `json:"siren"`
	// PhilanthropicTagging lets Schlaghund Pointers and Audit of Call Records
	// be played against an Agent who has not run the Sponsor playing them
	// (option philanthropic-tagging=true; "Optional Rules": "Keeping a close
	// watch on traffic in the Net allows more philanthropic Sponsors to keep
	// cyberspace safe for others").
	PhilanthropicTagging bool `json:"philanthropicTagging,omitempty"`
	// Rehire lets a Sponsor whose Agent is flatlined hire another Runner
	// (option rehire=true; "Victory!", victory.go).
	Rehire bool `json:"rehire,omitempty"`

	// raw are the options of the Big Sell-Out as given, saved with the
	// game (onr.State.VariantOptions); onrRaw are those passed to ONR.
	raw, onrRaw map[string]string
}

// DefaultOptions returns the options used when a setup names none.
func DefaultOptions() Options {
	return Options{Players: 4, Seating: "pairs", TurnOrder: "teams", Opening: "sponsors", AgendaPoints: 7, AgentFortMU: "nodes",
		SponsorRate: rate{1, 1}, AgentRate: rate{2, 1}, TagMinPrice: 2, Siren: "run-corp",
		CorporateAlly: "one"}
}

// optionNames are the options of the Big Sell-Out, for error messages.
var optionNames = []string{"agenda-points", "agent-fort-mu", "fast-boot-rounding", "no-sysop-in-agent-fort", "opening",
	"other-forts-strength", "players", "seating", "steal-daemon-pays-hosted", "tag-min-price", "trade-agent-rate",
	"trade-cap", "trade-sponsor-rate", "turn-order", "rehire", "philanthropic-tagging", "siren", "corporate-ally"}

// onrOptionNames are ONR's options, passed through.
var onrOptionNames = []string{"agenda-rounding", "autopass", "min-deck"}

// ParseOptions reads named options over the defaults. The number of
// players may also come from the number of decks (Setup.Decks, when it has
// more than two).
func ParseOptions(m map[string]string) (Options, error) {
	o := DefaultOptions()
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	choice := func(k, v string, allowed ...string) (string, error) {
		if !slices.Contains(allowed, v) {
			return "", fmt.Errorf("option %s=%q: want %s", k, v, strings.Join(allowed, " or "))
		}
		return v, nil
	}
	var err error
	for _, k := range keys {
		v := m[k]
		if !slices.Contains(onrOptionNames, k) {
			if o.raw == nil {
				o.raw = map[string]string{}
			}
			o.raw[k] = v
		}
		switch k {
		case "players":
			n, e := strconv.Atoi(v)
			if e != nil || (n != 4 && n != 6 && n != 8) {
				return o, fmt.Errorf("option players=%q: want 4, 6 or 8 (\"an even number of players\" in Sponsor–Agent teams)", v)
			}
			o.Players = n
		case "seating":
			o.Seating, err = choice(k, v, "pairs", "split")
		case "turn-order":
			o.TurnOrder, err = choice(k, v, "teams", "clockwise")
		case "opening":
			o.Opening, err = choice(k, v, "sponsors", "none")
		case "agent-fort-mu":
			o.AgentFortMU, err = choice(k, v, "nodes", "nodes-and-upgrades")
		case "no-sysop-in-agent-fort":
			o.NoSysopInAgentFort, err = boolOption(k, v)
		case "fast-boot-rounding":
			var r string
			r, err = choice(k, v, "down", "up")
			o.FastBootRoundUp = r == "up"
		case "steal-daemon-pays-hosted":
			o.StealDaemonPaysHosted, err = boolOption(k, v)
		case "other-forts-strength":
			n, e := strconv.Atoi(v)
			if e != nil || n < 0 || n > 10 {
				return o, fmt.Errorf("option other-forts-strength=%q: want a whole number from 0 to 10", v)
			}
			o.OtherFortsStrength = int32(n)
		case "trade-sponsor-rate":
			o.SponsorRate, err = parseRate(k, v)
		case "trade-agent-rate":
			o.AgentRate, err = parseRate(k, v)
		case "trade-cap":
			n, e := strconv.Atoi(v)
			if e != nil || n < 0 {
				return o, fmt.Errorf("option trade-cap=%q: want a whole number, 0 for no cap", v)
			}
			o.TradeCap = int32(n)
		case "tag-min-price":
			n, e := strconv.Atoi(v)
			if e != nil || n < 0 {
				return o, fmt.Errorf("option tag-min-price=%q: want a whole number", v)
			}
			o.TagMinPrice = int32(n)
		case "corporate-ally":
			o.CorporateAlly, err = choice(k, v, "one", "all")
		case "siren":
			o.Siren, err = choice(k, v, "run-corp", "any-sponsor")
		case "philanthropic-tagging":
			o.PhilanthropicTagging, err = boolOption(k, v)
		case "rehire":
			o.Rehire, err = boolOption(k, v)
		case "agenda-points":
			n, e := strconv.Atoi(v)
			if e != nil || n < 1 {
				return o, fmt.Errorf("option agenda-points=%q: want a positive whole number", v)
			}
			o.AgendaPoints = int32(n)
		default:
			if !slices.Contains(onrOptionNames, k) {
				return o, fmt.Errorf("unknown Big Sell-Out option %q (known: %s; and ONR's %s)", k,
					strings.Join(optionNames, ", "), strings.Join(onrOptionNames, ", "))
			}
			if o.onrRaw == nil {
				o.onrRaw = map[string]string{}
			}
			o.onrRaw[k] = v
		}
		if err != nil {
			return o, err
		}
	}
	_, err = onr.ParseOptions(o.onrRaw)
	return o, err
}

// boolOption reads an option that is on or off.
func boolOption(k, v string) (bool, error) {
	switch v {
	case "true", "on", "yes":
		return true, nil
	case "false", "off", "no":
		return false, nil
	}
	return false, fmt.Errorf("option %s=%q: want true or false", k, v)
}

// Seat layout. Team k is Sponsor k and Agent k, named "Sponsor k+1" and
// "Agent k+1".

// sponsorSeat and agentSeat return the seats of team k's Sponsor and Agent
// at a table of n seats seated as the options say.
func (o Options) sponsorSeat(k int) engine.Seat {
	if o.Seating == "split" {
		return engine.Seat(k)
	}
	return engine.Seat(2 * k)
}

func (o Options) agentSeat(k int) engine.Seat {
	if o.Seating == "split" {
		return engine.Seat(o.Players/2 + k)
	}
	return engine.Seat(2*k + 1)
}

// table returns the ONR table of the options: seats, teams, names, the
// turn order and opening, the points to win, owned tags ("Handling
// Tags"), each Sponsor's Agent fort ("Teams and Seating") and the variant.
func (o Options) table() onr.Table {
	teams := o.Players / 2
	t := onr.Table{
		Seats:     make([]onr.TableSeat, o.Players),
		WinPoints: o.AgendaPoints,
		OwnedTags: true,
		Centrals:  []onr.Fort{{Central: CentralAgent, Name: "Agent"}},
		Variant:   variant.Name,
	}
	for k := range teams {
		name := strconv.Itoa(k + 1)
		t.Seats[o.sponsorSeat(k)] = onr.TableSeat{Role: onr.Corp, Team: k, Name: "Sponsor " + name}
		t.Seats[o.agentSeat(k)] = onr.TableSeat{Role: onr.Runner, Team: k, Name: "Agent " + name}
	}
	switch o.TurnOrder {
	case "clockwise":
		for i := range o.Players {
			t.Order = append(t.Order, engine.Seat(i))
		}
	default:
		for k := range teams {
			t.Order = append(t.Order, o.sponsorSeat(k), o.agentSeat(k))
		}
	}
	if o.PhilanthropicTagging {
		// The two cards the optional rule names, by card id: their
		// conditions on the Agent's runs (RunnerRanLastTurnTimes,
		// RunnerRanThisGame) count the runs on any Sponsor's forts.
		t.RunsAnywhere = []string{"audit-of-call-records", "schlaghund-pointers"}
	}
	if o.Opening == "sponsors" {
		for _, s := range t.Order {
			if t.Seats[s].Role == onr.Corp {
				t.Opening = append(t.Opening, s)
			}
		}
	}
	return t
}

// layout returns the seats of the options' table as the engine describes
// them: role "sponsor" or "agent", and the team.
func (o Options) layout() []engine.SeatInfo {
	t := o.table()
	out := make([]engine.SeatInfo, len(t.Seats))
	for i, st := range t.Seats {
		out[i] = engine.SeatInfo{Seat: engine.Seat(i), Role: roleName(st.Role), Team: st.Team}
	}
	return out
}

// roleName is the engine's name of an ONR role at this table.
func roleName(r onr.Role) string {
	if r == onr.Corp {
		return RoleSponsor
	}
	return RoleAgent
}

// The roles of the Big Sell-Out's seats (engine.SeatInfo.Role).
const (
	RoleSponsor = "sponsor" // a Corp, its team's Sponsor
	RoleAgent   = "agent"   // a Runner, its Sponsor's Agent
)
