package observe

import (
	"fmt"
	"strings"
	"sync"

	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// The Neuroscape observation vector, built from the deciding seat's
// neuroscape.View only. Numbers are raw counts (health, RAM, attack,
// damage), not normalised; flags are 0 or 1. Players are counted from the
// decider (player+0 is the decider, player+1 the next seat in seat order,
// …), as the action ids count them; a seat "+1" field is a player counted
// so, plus one (0: none), a place "+1" field a card place, plus one.
//
//	header   the round, the round limit, the players, the turn, whose turn
//	         and step it is, who has priority, the decider's team, both
//	         teams' health (the decider's first), the result, the
//	         environment, the Cache's size
//	players  maxPlayers blocks of playerFields, from the decider (zeros for
//	         an absent seat)
//	cards    one block of cardFields per card place, in the order of the
//	         card operand of action ids (placeName): per player from the
//	         decider its hand[16], in play[16], mainframe slots[4] and
//	         mainframe; the Cache[8] from the top; per player its cards
//	         looked at[64], revealed[8] and gear[8]; the environment; the
//	         unseen places[16], which only a decision's options name
//	         (always zero); then, named by no id, per player the top 16
//	         cards of its recycle bin (binSlots); then, added last, per
//	         player its hand places 16 to 47 (a hand past its first 16
//	         cards, handPlaces)
//
// The Cache's items past the top 8 are not in the vector: the header
// counts them (cache_size), and the action ids name them by the places
// past the observation's (cache[8] to cache[31], cachePlaces), which have
// no blocks; a place field naming one holds that place, plus one.
//
// An empty place is all zeros. A card the view shows without its face (a
// face-down trojan of another team) has present=1, known=0, code 0 and no
// type, with what the view does show (its printed cost 2, its target, its
// owner and controller).
const binSlots = 16 // the top cards of a recycle bin the observation shows

// The places of the observation: the action ids' first ones
// (widePlaces), then the bins', then the hand places past handSlots
// (handXFirst, which the ids added with them name).
const (
	binFirst  = widePlaces
	obsPlaces = handXEnd
)

var (
	// stepNames are the steps View.Step names: the setup, then the
	// turn's (neuroscape.StepNames).
	stepNames = append([]string{"setup"}, neuroscape.StepNames()...)

	// cardTypes and cardSubtypes are the type and subtype flags of a card
	// block, in order; TestTheFlagsNameEveryTypeOfTheCardData checks that
	// they cover the data.
	cardTypes    = []carddb.Type{carddb.Character, carddb.Program, carddb.Gear, carddb.Mainframe, carddb.RAM}
	cardSubtypes = []string{"Script", "Tarot", "Environment", "Drug", "Protocol", "Trojan", "Virus", "Datashard", "Cyberware", "Weapon", "Tether"}
	// factions are the synergy fields of a player block, in order.
	factions = []string{"Corpo", "Cybernetic", "Dustrunner", "Hacker", "Mystic", "Nanobot", "Thrasher", "Wonderland"}
	// counterKinds are the counter fields of a card block, in order.
	counterKinds = []neuroscape.CounterKind{neuroscape.CounterSpirit, neuroscape.CounterBleed, neuroscape.CounterMinus}
)

// maxTiers is the most synergy tiers a mainframe prints.
const maxTiers = 3

// The header's fields and what they hold.
var headerFields = func() []observe.Field {
	f := []observe.Field{
		{Name: "round", Doc: "the round, from 1"},
		{Name: "rounds", Doc: "the round limit"},
		{Name: "players", Doc: "2 or 4"},
		{Name: "turn", Doc: "turns taken, from 1 (0 in the setup)"},
		{Name: "active", Doc: "whose turn it is: a player counted from the decider, +1 (0: none)"},
		{Name: "my_turn", Doc: "1 if it is the decider's turn"},
	}
	for _, s := range stepNames {
		f = append(f, observe.Field{Name: "step." + strings.ReplaceAll(s, " ", "_"), Doc: "1 if the step is " + s + " (View.Step; one-hot)"})
	}
	return append(f, []observe.Field{
		{Name: "priority", Doc: "who has priority in the open window: a player counted from the decider, +1 (0: no window)"},
		{Name: "my_priority", Doc: "1 if the decider has priority"},
		{Name: "my_team", Doc: "the decider's team, 0 or 1"},
		{Name: "my_bioframe", Doc: "the bioframe health of the decider's team"},
		{Name: "my_mainframe", Doc: "the mainframe health of the decider's team"},
		{Name: "foe_bioframe", Doc: "the bioframe health of the other team"},
		{Name: "foe_mainframe", Doc: "the mainframe health of the other team"},
		{Name: "over", Doc: "1 if the game is over"},
		{Name: "won", Doc: "1 if the decider's team won"},
		{Name: "lost", Doc: "1 if the other team won"},
		{Name: "draw", Doc: "1 if the game ended in a draw"},
		{Name: "environment", Doc: "1 if an environment is active (NS-14.9)"},
		{Name: "cache_size", Doc: "the items waiting on the Cache (the top 8 have blocks; the rest are not in the vector)"},
	}...)
}()

// The fields of a player's block: the counts first (the observation's
// first ones, in their order), then the rest.
var playerFields = func() []string {
	f := []string{"hand", "cyberdeck", "ram_deck", "ram_refreshed", "ram_running", "in_play", "slots", "bin",
		"present", "ally", "team", "mainframe"}
	for i := range maxTiers {
		f = append(f, fmt.Sprintf("tier%d", i))
	}
	for _, x := range factions {
		f = append(f, "synergy."+x)
	}
	return append(f, "roll", "hand_shown", "looking", "revealed", "gear", "purge")
}()

const playerDoc = "counts: hand, cyberdeck, RAM deck, RAM refreshed, RAM running, in play, slots, bin; " +
	"present; ally (on the decider's team, the decider too); team (0 or 1); mainframe (its code); " +
	"tier0…2 (the mainframe's synergy tiers that apply, NS-4.4); synergy by faction (Corpo, Cybernetic, Dustrunner, Hacker, Mystic, Nanobot, Thrasher, Wonderland); " +
	"roll (its d20 for the turn order); hand_shown (the cards of its hand the view lists: the decider's and a teammate's); " +
	"looking, revealed, gear, purge (counts). Zeros for an absent seat"

// The fields of a card's block.
var cardFields = func() []string {
	f := []string{"present", "known", "code"}
	for _, t := range cardTypes {
		f = append(f, "is_"+strings.ToLower(string(t)))
	}
	for _, s := range cardSubtypes {
		f = append(f, "is_"+strings.ToLower(s))
	}
	f = append(f, "cost", "attack", "defense", "blue", "damage", "ram", "missing", "running", "used")
	for _, k := range counterKinds {
		f = append(f, "counters."+k.String())
	}
	return append(f, "attacking", "blocking", "target_player", "target_place", "second_player", "second_place",
		"host", "ability", "ability_index", "owner", "controller", "friendly")
}()

const cardDoc = "present; known (the view shows its face, a card of the data); " +
	"code (its Genesis collector number, carddb.Card.ID, 1–256; 0 if unknown); " +
	"type flags (character, program, gear, mainframe, RAM); subtype flags (script, tarot, environment, drug, protocol, trojan, virus, datashard, cyberware, weapon, tether); " +
	"cost (its RAM cost as the view gives it: printed; a face-down card's 2); attack, defense (the view's, current); blue (a mainframe attack); " +
	"damage; ram (RAM committed to it); missing (RAM it lacks, NS-5.6); running; used (activated an ability this round); " +
	"counters by kind (SPIRIT, BLEED, -1/-1); attacking (the player it attacks +1); blocking (the place of the attacker it blocks +1); " +
	"target_player, target_place (its target: a player +1, or a card's place +1); second_player, second_place (its second target, a tether's second character); " +
	"host (gear: the place of the character it is attached to +1); ability, ability_index (a Cache item that is an activated ability: 1, and the ability's index on its card +1); " +
	"owner, controller (players counted from the decider); friendly (its controller is on the decider's team)"

var (
	nHeader   = len(headerFields)
	nPlayer   = len(playerFields)
	nCard     = len(cardFields)
	cardsAt   = nHeader + maxPlayers*nPlayer
	obsLength = cardsAt + obsPlaces*nCard
)

// region is a run of card places the layout names.
type region struct {
	name  string
	first int // the first place
	size  int
}

// regions are the card places in order, as the layout names them.
func regions() []region {
	var r []region
	for rel := range maxPlayers {
		b := rel * perPlayer
		r = append(r, region{fmt.Sprintf("player+%d hand", rel), b, handSlots},
			region{fmt.Sprintf("player+%d play", rel), b + handSlots, playSlots},
			region{fmt.Sprintf("player+%d slots", rel), b + ownCards, slotSlots},
			region{fmt.Sprintf("player+%d mainframe", rel), b + ownCards + slotSlots, mfSlots})
	}
	r = append(r, region{"cache", maxPlayers * perPlayer, cacheSlots})
	for rel := range maxPlayers {
		b := cardPlaces + rel*perPlayerX
		r = append(r, region{fmt.Sprintf("player+%d looking", rel), b, lookSlots},
			region{fmt.Sprintf("player+%d revealed", rel), b + lookSlots, revealSlots},
			region{fmt.Sprintf("player+%d gear", rel), b + lookSlots + revealSlots, gearSlots})
	}
	r = append(r, region{"environment", envPlace, 1}, region{"unseen", unseenFirst, unseenSlots})
	for rel := range maxPlayers {
		r = append(r, region{fmt.Sprintf("player+%d bin", rel), binFirst + rel*binSlots, binSlots})
	}
	for rel := range maxPlayers {
		r = append(r, region{fmt.Sprintf("player+%d hand %d-%d", rel, handSlots, handPlaces-1), handXFirst + rel*handXSlots, handXSlots})
	}
	return r
}

// ObservationSize implements observe.Encoder.
func (e *encoder) ObservationSize() int { return obsLength }

// Layout implements observe.Encoder.
func (e *encoder) Layout() []observe.Field {
	var f []observe.Field
	for i, h := range headerFields {
		h.Offset, h.Size = i, 1
		f = append(f, h)
	}
	for rel := range maxPlayers {
		f = append(f, observe.Field{Name: fmt.Sprintf("player+%d", rel), Offset: nHeader + rel*nPlayer, Size: nPlayer,
			Doc: fmt.Sprintf("%d fields (%s): %s", nPlayer, strings.Join(playerFields, " "), playerDoc)})
	}
	for i, r := range regions() {
		places := fmt.Sprintf("%d places", r.size)
		if r.size == 1 {
			places = "1 place"
		}
		doc := fmt.Sprintf("%s × %d card fields (%s): %s", places, nCard, strings.Join(cardFields, " "), cardDoc)
		if i > 0 {
			doc = fmt.Sprintf("%s × %d card fields, as player+0 hand's", places, nCard)
		}
		switch {
		case r.name == "cache":
			doc += "; from the top"
		case r.name == "unseen":
			doc += "; named only by a decision's options: always zero"
		case strings.HasSuffix(r.name, " bin"):
			doc += "; its top cards, the top first (no id names them)"
		case strings.HasSuffix(r.name, " looking"):
			doc += "; the cards it looks at (DIVINE, a search), the decider's team's only"
		case strings.HasSuffix(r.name, " revealed"):
			doc += "; the cards it has revealed (INDEX)"
		case strings.HasSuffix(r.name, " gear"):
			doc += "; the gear it controls (NS-12)"
		case strings.Contains(r.name, " hand "):
			doc += fmt.Sprintf("; its hand's cards past the first %d, in order (a hand of every card can pass them)", handSlots)
		}
		f = append(f, observe.Field{Name: r.name, Offset: cardsAt + r.first*nCard, Size: r.size * nCard, Doc: doc})
	}
	return f
}

// printed is what the card data gives a card block.
type printed struct {
	code      int
	flags     []int // indexes of its type and subtype flags in the block
	abilities []string
}

// byName maps the data's card names to what the block shows of them.
var byName = sync.OnceValue(func() map[string]printed {
	m := map[string]printed{}
	for _, c := range carddb.All() {
		p := printed{code: c.ID}
		for i, t := range cardTypes {
			if c.Type == t {
				p.flags = append(p.flags, 3+i)
			}
		}
		for i, s := range cardSubtypes {
			if c.SubtypeName() == s {
				p.flags = append(p.flags, 3+len(cardTypes)+i)
			}
		}
		for _, a := range c.Abilities {
			p.abilities = append(p.abilities, a.Name)
		}
		m[c.Name] = p
	}
	return m
})

// printedOf returns what the data gives the card named name, false for a
// name it does not know (a face-down card, a test's stand-in).
func printedOf(name string) (printed, bool) {
	if p, ok := byName()[name]; ok {
		return p, true
	}
	if c, ok := carddb.Lookup(name); ok {
		return byName()[c.Name], true
	}
	return printed{}, false
}

// Indexes of a card block's fields past the flags.
var (
	fCost    = 3 + len(cardTypes) + len(cardSubtypes)
	fCounter = fCost + 9
	fAttack  = fCounter + len(counterKinds)
)

// obsWriter fills one observation from a view.
type obsWriter struct {
	v     *neuroscape.View
	out   []float32
	n, me int
	team  int
	p     places
}

// rel is seat s counted from the decider.
func (w *obsWriter) rel(s int) int { return ((s-w.me)%w.n + w.n) % w.n }

// teamOf is seat s's team as the view lists it.
func (w *obsWriter) teamOf(s int) int {
	if s >= 0 && s < w.n {
		return w.v.Players[s].Team
	}
	return -1
}

// placeOf is card id's place +1, 0 for a card in no place.
func (w *obsWriter) placeOf(id int32) float32 {
	if at, ok := w.p.at[id]; ok && id > 0 {
		return float32(at + 1)
	}
	if at, ok := w.p.extra[id]; ok && id > 0 {
		return float32(at + 1)
	}
	if at, ok := w.p.hand[id]; ok && id > 0 {
		return float32(at + 1)
	}
	if at, ok := w.p.cache[id]; ok && id > 0 {
		return float32(at + 1) // a place with no block
	}
	return 0
}

// target writes x (a card id, or -(1+seat) for a player) at f[i] (a player
// +1) and f[i+1] (a place +1).
func (w *obsWriter) target(f []float32, i int, x int32) {
	switch {
	case x < 0:
		f[i] = float32(w.rel(int(-1-x)) + 1)
	case x > 0:
		f[i+1] = w.placeOf(x)
	}
}

func flag(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// card writes card c's block at place at.
func (w *obsWriter) card(at int, c *neuroscape.CardView) {
	f := w.out[cardsAt+at*nCard : cardsAt+(at+1)*nCard]
	f[0] = 1
	pr, known := printedOf(c.Name)
	if known {
		f[1], f[2] = 1, float32(pr.code)
		for _, i := range pr.flags {
			f[i] = 1
		}
	}
	k := fCost
	for _, x := range []float32{float32(c.Cost), float32(c.Atk), float32(c.Def), flag(c.Blue), float32(c.Damage), float32(c.RAM), float32(c.Missing), flag(c.Running), flag(c.Used)} {
		f[k] = x
		k++
	}
	for i, kind := range counterKinds {
		f[fCounter+i] = float32(c.Counters[kind.String()])
	}
	k = fAttack
	if c.Attacks > 0 {
		f[k] = float32(w.rel(c.Attacks-1) + 1)
	}
	f[k+1] = w.placeOf(c.Blocking)
	w.target(f, k+2, c.Target)
	w.target(f, k+4, c.Second)
	f[k+6] = w.placeOf(c.Host)
	if c.Ability != "" {
		f[k+7] = 1
		for i, a := range pr.abilities {
			if a == c.Ability {
				f[k+8] = float32(i + 1)
			}
		}
	}
	f[k+9], f[k+10], f[k+11] = float32(w.rel(c.Owner)), float32(w.rel(c.Ctrl)), flag(w.teamOf(c.Ctrl) == w.team)
}

// Observe implements observe.Encoder.
func (e *encoder) Observe(view any, out []float32) error {
	v, ok := view.(neuroscape.View)
	if !ok {
		return fmt.Errorf("neuroscape observe: a view of type %T", view)
	}
	if len(out) != obsLength {
		return fmt.Errorf("neuroscape observe: an observation of %d, want %d", len(out), obsLength)
	}
	clear(out)
	n := len(v.Players)
	if n == 0 {
		return fmt.Errorf("neuroscape observe: a view without players")
	}
	w := &obsWriter{v: &v, out: out, n: n, me: min(max(v.Seat, 0), n-1)}
	w.team = v.Players[w.me].Team
	w.p = placesOf(idsOf(v), w.me)
	w.header()
	for _, pv := range v.Players {
		w.player(&pv)
	}
	for i := range v.Cache {
		if i < cacheSlots {
			w.card(maxPlayers*perPlayer+i, &v.Cache[i])
		}
	}
	if v.Environment != nil {
		w.card(envPlace, v.Environment)
	}
	return nil
}

// header writes the header.
func (w *obsWriter) header() {
	v, h := w.v, w.out[:nHeader]
	h[0], h[1], h[2], h[3] = float32(v.Round), float32(v.Rounds), float32(w.n), float32(v.Turn)
	if v.Active >= 0 && v.Active < w.n && v.Step != "setup" {
		h[4], h[5] = float32(w.rel(v.Active)+1), flag(v.Active == w.me)
	}
	k := 6
	for i, s := range stepNames {
		h[k+i] = flag(v.Step == s)
	}
	k += len(stepNames)
	if v.Priority >= 0 && v.Priority < w.n {
		h[k], h[k+1] = float32(w.rel(v.Priority)+1), flag(v.Priority == w.me)
	}
	h[k+2] = float32(w.team)
	foe := (w.team + 1) % len(v.Health) // the other team (View.Health: two)
	h[k+3], h[k+4] = float32(v.Health[w.team][0]), float32(v.Health[w.team][1])
	h[k+5], h[k+6] = float32(v.Health[foe][0]), float32(v.Health[foe][1])
	if v.Result != "" {
		h[k+7] = 1
		var winner int
		if _, err := fmt.Sscanf(v.Result, "team %d wins", &winner); err == nil {
			h[k+8], h[k+9] = flag(winner-1 == w.team), flag(winner-1 != w.team)
		} else {
			h[k+10] = 1
		}
	}
	h[k+11], h[k+12] = flag(v.Environment != nil), float32(len(v.Cache))
}

// player writes player pv's block and the blocks of its cards.
func (w *obsWriter) player(pv *neuroscape.PlayerView) {
	rel := w.rel(pv.Seat)
	o := w.out[nHeader+rel*nPlayer : nHeader+(rel+1)*nPlayer]
	for j, x := range []int{pv.HandSize, pv.DeckSize, pv.RAMDeck, pv.Refreshed, pv.Running, len(pv.Play), len(pv.Slots), len(pv.Bin)} {
		o[j] = float32(x)
	}
	o[8], o[9], o[10] = 1, flag(pv.Team == w.team), float32(pv.Team)
	mf, known := printedOf(pv.Mainframe)
	o[11] = float32(mf.code)
	for _, t := range pv.Tiers {
		if t >= 0 && t < maxTiers {
			o[12+t] = 1
		}
	}
	k := 12 + maxTiers
	for i, x := range factions {
		o[k+i] = float32(pv.Synergy[x])
	}
	k += len(factions)
	if pv.Seat < len(w.v.Rolls) {
		o[k] = float32(w.v.Rolls[pv.Seat])
	}
	o[k+1], o[k+2], o[k+3], o[k+4], o[k+5] = float32(len(pv.Hand)), float32(len(pv.Looking)), float32(len(pv.Revealed)), float32(len(pv.Gear)), float32(len(pv.Purge))

	base := rel * perPlayer
	for _, z := range []struct {
		cards       []neuroscape.CardView
		first, size int
	}{
		{pv.Hand, base, handSlots}, {pv.Play, base + handSlots, playSlots}, {pv.Slots, base + ownCards, slotSlots},
		{pv.Looking, cardPlaces + rel*perPlayerX, lookSlots},
		{pv.Revealed, cardPlaces + rel*perPlayerX + lookSlots, revealSlots},
		{pv.Gear, cardPlaces + rel*perPlayerX + lookSlots + revealSlots, gearSlots},
	} {
		for i := range min(len(z.cards), z.size) {
			w.card(z.first+i, &z.cards[i])
		}
	}
	for i := handSlots; i < min(len(pv.Hand), handPlaces); i++ {
		w.card(handXFirst+rel*handXSlots+i-handSlots, &pv.Hand[i])
	}
	for i := range min(len(pv.Bin), binSlots) {
		w.card(binFirst+rel*binSlots+i, &pv.Bin[len(pv.Bin)-1-i])
	}
	// The mainframe: public, listed by name and id.
	at := base + ownCards + slotSlots
	f := w.out[cardsAt+at*nCard : cardsAt+(at+1)*nCard]
	f[0] = 1
	if known {
		f[1], f[2] = 1, float32(mf.code)
		for _, i := range mf.flags {
			f[i] = 1
		}
	}
	f[fAttack+9], f[fAttack+10], f[fAttack+11] = float32(rel), float32(rel), flag(pv.Team == w.team)
}
