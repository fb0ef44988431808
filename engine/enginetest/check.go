// Package enginetest provides tools for testing engine rulesets: CheckGame,
// a conformance checker that plays a game with a random bot and verifies the
// engine's contract after every step; Toy, a tiny two-seat game that
// exercises every feature of the engine (simultaneous secret decisions,
// seeded randomness, hidden information); and Broken, toy games with injected
// faults for testing tools that must catch faulty games.
//
// Importing the package registers the toy game with the engine as "toy".
package enginetest

import (
	"errors"
	"math"
	"runtime/debug"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// randomPlayer answers every decision with a uniformly random legal choice,
// as the random bot (bot.Random) does; the checker's own, so that enginetest
// imports no player package.
type randomPlayer struct{ rng engine.RNG }

// Choose answers d (engine.RandomChoice).
func (p *randomPlayer) Choose(d engine.Decision) engine.Choice { return engine.RandomChoice(&p.rng, d) }

// Salts mixed into the setup seed to seed the bot and the choice of which
// pending decision to answer, so that they differ from the game's own RNG.
const (
	botSalt     = 0x5eed_b07_0000_0001
	pickSalt    = 0x5eed_b07_0000_0002
	concedeSalt = 0x5eed_b07_0000_0003
	redealSalt  = 0x5eed_b07_0000_0004
)

// redealEvery is the chance, one in redealEvery at each step, that
// CheckGame checks the effect of the step's choice against games dealt
// again from the chooser's information state (checkEffect).
const redealEvery = 4

// concedeEvery is the chance, one in concedeEvery at each step, that
// CheckGame checks a concession there; playOnEvery the chance, at a
// concession checked, that it plays the conceded clone on to its end (once
// a game).
const (
	concedeEvery = 8
	playOnEvery  = 6
)

// CheckGame plays one game of rs from setup with a random bot seeded from
// setup.Seed, answering a randomly picked pending decision at each step, and
// fails t at the first breach of the engine contract. Before every step it
// checks that:
//
//   - Check returns nil, and so does engine.CheckStep (the game's
//     CheckStep, for an engine.StepChecker: the check of the hot loops);
//   - Pending is non-empty until Result reports the end, and empty after;
//   - Pending returns a copy that the caller may modify;
//   - Seats, View and Describe work for every seat and option;
//   - every offered option (for a Number decision: Min and Max) applies
//     without error to a Clone, and doing so leaves the original unchanged;
//   - an out-of-range option or number is rejected with ErrNoSuchOption or
//     ErrOutOfRange, and a stale decision ID with ErrStale, leaving the state
//     hash unchanged;
//   - MarshalBinary then Ruleset.Load, and Clone, give games with the same
//     hash, and applying the step's choice to them gives the same hash as
//     applying it to the original, as does stepping a clone with
//     engine.Step (the game's Step, for an engine.Stepper);
//   - at one step in eight or so, a concession (engine.ConcedeChoice) of a
//     random seat, applied to a clone, is taken or refused as CheckConcession says (checkConcession);
//     malformed concessions, and concessions of seats the game does not
//     have, are refused with ErrIllegal, leaving the state hash unchanged.
//     Once a game, at a random step, the conceded clone is played on to its
//     end: the conceding team never decides again and does not win, and its
//     record, concession included, replays to the same game.
//
// Once the game is over, a concession is refused with ErrGameOver. For an
// engine.Effecter, Apply always measures the effect of its choice and a
// rejected choice leaves it as it was; the effect is conservative and its
// turn boundary exact (checkEffect).
//
// It fails if the game has not ended after maxSteps choices. At the end it
// replays the recorded choices with engine.Replay, checking every hash.
func CheckGame(t testing.TB, rs engine.Ruleset, setup engine.Setup, maxSteps int) {
	t.Helper()
	g, err := rs.New(setup)
	if err != nil {
		t.Fatalf("%s seed %d: new game: %v", rs.Name(), setup.Seed, err)
	}
	c := checker{t: t, rs: rs, seed: setup.Seed}
	defer func() {
		if r := recover(); r != nil {
			c.fatalf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	b := randomPlayer{engine.NewRNG(setup.Seed ^ botSalt)}
	pick := engine.NewRNG(setup.Seed ^ pickSalt)
	rec := engine.Record{Ruleset: rs.Name(), Setup: setup}
	concede := engine.NewRNG(setup.Seed ^ concedeSalt)
	redeal := engine.NewRNG(setup.Seed ^ redealSalt)
	playedOn := false
	var lastID uint64
	for {
		c.step = len(rec.Choices)
		h := c.checkState(g)
		pending := g.Pending()
		if _, over := g.Result(); over {
			if len(pending) > 0 {
				c.fatalf("game is over but %d decisions are pending", len(pending))
			}
			c.checkRefused(g, h, "a concession once the game is over", engine.ConcedeChoice(engine.Seat(concede.IntN(len(g.Seats())))), engine.ErrGameOver)
			break
		}
		if len(pending) == 0 {
			c.fatalf("game is not over but no decision is pending")
		}
		if c.step >= maxSteps {
			c.fatalf("game did not end within %d steps", maxSteps)
		}
		c.checkPendingCopy(g, h)
		eff, effOK := lastEffect(g)
		for _, d := range pending {
			c.checkDecision(g, d, h, lastID)
		}
		if e, ok := lastEffect(g); e != eff || ok != effOK {
			c.fatalf("rejected choices changed the effect of the last choice from %+v (%v) to %+v (%v)", eff, effOK, e, ok)
		}
		if concede.IntN(concedeEvery) == 0 {
			playOn := !playedOn && concede.IntN(playOnEvery) == 0
			playedOn = playedOn || playOn
			c.checkConcession(g, h, rec, engine.Seat(concede.IntN(len(g.Seats()))), playOn, maxSteps)
		}

		d := pending[pick.IntN(len(pending))]
		ch := b.Choose(d)
		loaded := c.load(g)
		clone, stepped := g.Clone(), g.Clone()
		var dealt []engine.Game
		if redeal.IntN(redealEvery) == 0 {
			dealt = c.dealAgain(g, d.Seat, &redeal)
		}
		turn := turnOf(g)
		if _, err := g.Apply(ch); err != nil {
			c.fatalf("applying bot choice %+v: %v", ch, err)
		}
		if _, ok := g.(engine.Effecter); ok {
			eff, ok := lastEffect(g)
			if !ok {
				c.fatalf("Apply(%+v) measured no effect (engine.Effecter)", ch)
			}
			c.checkEffect(g, ch, eff, turn, dealt)
		}
		lastID = d.ID
		h = c.hash(g)
		for _, o := range []struct {
			name string
			g    engine.Game
		}{{"loaded copy", loaded}, {"clone", clone}} {
			name, other := o.name, o.g
			if _, err := other.Apply(ch); err != nil {
				c.fatalf("applying choice %+v to the %s: %v", ch, name, err)
			}
			if oh := c.hash(other); oh != h {
				c.fatalf("applying choice %+v to the %s gives hash %x, the original %x", ch, name, oh[:8], h[:8])
			}
		}
		if err := engine.Step(stepped, ch); err != nil {
			c.fatalf("stepping a clone with choice %+v: %v", ch, err)
		}
		if sh := c.hash(stepped); sh != h {
			c.fatalf("stepping a clone with choice %+v gives hash %x, applying it %x", ch, sh[:8], h[:8])
		}
		rec.Choices = append(rec.Choices, ch)
		rec.Hashes = append(rec.Hashes, h)
	}

	r, err := engine.Replay(rs, rec)
	if err != nil {
		t.Fatalf("%s seed %d: %v", rs.Name(), setup.Seed, err)
	}
	if rh, h := c.hash(r), c.hash(g); rh != h {
		t.Fatalf("%s seed %d: replayed game has hash %x, the original %x", rs.Name(), setup.Seed, rh[:8], h[:8])
	}
}

// checker carries the context of CheckGame's failure messages.
type checker struct {
	t    testing.TB
	rs   engine.Ruleset
	seed uint64
	step int
}

func (c *checker) fatalf(format string, args ...any) {
	c.t.Helper()
	args = append([]any{c.rs.Name(), c.seed, c.step}, args...)
	c.t.Fatalf("%s seed %d step %d: "+format, args...)
}

func (c *checker) hash(g engine.Game) [32]byte {
	c.t.Helper()
	h, err := engine.Hash(g)
	if err != nil {
		c.fatalf("hash: %v", err)
	}
	return h
}

func (c *checker) load(g engine.Game) engine.Game {
	c.t.Helper()
	b, err := g.MarshalBinary()
	if err != nil {
		c.fatalf("marshal: %v", err)
	}
	l, err := c.rs.Load(b)
	if err != nil {
		c.fatalf("load: %v", err)
	}
	return l
}

// checkState checks the state of g between steps and returns its hash.
func (c *checker) checkState(g engine.Game) [32]byte {
	c.t.Helper()
	// The check of a step (engine.CheckStep, the one the hot loops make)
	// first, for it reads what changed since the last one; then the full
	// check: they must agree.
	stepErr := engine.CheckStep(g)
	if err := g.Check(); err != nil {
		c.fatalf("Check: %v", err)
	}
	if stepErr != nil {
		c.fatalf("CheckStep: %v (Check finds nothing)", stepErr)
	}
	h := c.hash(g)
	if lh := c.hash(c.load(g)); lh != h {
		c.fatalf("MarshalBinary then Load gives hash %x, the original %x", lh[:8], h[:8])
	}
	if ch := c.hash(g.Clone()); ch != h {
		c.fatalf("Clone gives hash %x, the original %x", ch[:8], h[:8])
	}
	seats := g.Seats()
	if len(seats) == 0 {
		c.fatalf("no seats")
	}
	for i, s := range seats {
		if s.Seat != engine.Seat(i) {
			c.fatalf("Seats()[%d] is seat %d", i, s.Seat)
		}
		if _, err := engine.MarshalView(g, s.Seat); err != nil {
			c.fatalf("view of seat %d: %v", s.Seat, err)
		}
	}
	if _, err := engine.MarshalView(g, engine.NoSeat); err != nil {
		c.fatalf("spectator view: %v", err)
	}
	for _, d := range g.Pending() {
		if d.Seat < 0 || int(d.Seat) >= len(seats) {
			c.fatalf("decision %d for seat %d of %d", d.ID, d.Seat, len(seats))
		}
		if d.Kind == engine.Select {
			for i := range d.Options {
				if g.Describe(d, i) == "" {
					c.fatalf("decision %d option %d has an empty description", d.ID, i)
				}
			}
		}
	}
	if ch := c.hash(g); ch != h {
		c.fatalf("reading the state changed its hash from %x to %x", h[:8], ch[:8])
	}
	return h
}

// checkPendingCopy checks that modifying the decisions Pending returns, or
// appending to their options (which the caller may only read,
// engine.Game), leaves the game unchanged.
func (c *checker) checkPendingCopy(g engine.Game, h [32]byte) {
	c.t.Helper()
	p := g.Pending()
	for i := range p {
		p[i].ID ^= 1 << 62
		p[i].Max++
		p[i].Options = append(p[i].Options, engine.Option{Arg: -1})
	}
	if ph := c.hash(g); ph != h {
		c.fatalf("modifying the slice returned by Pending changed the game")
	}
}

// checkDecision checks that every legal answer to d applies to a clone and
// every malformed answer is rejected.
func (c *checker) checkDecision(g engine.Game, d engine.Decision, h [32]byte, lastID uint64) {
	c.t.Helper()
	var legal []engine.Choice
	base := engine.Choice{Decision: d.ID, Seat: d.Seat}
	switch d.Kind {
	case engine.Select:
		if len(d.Options) == 0 {
			c.fatalf("select decision %d has no options", d.ID)
		}
		for i := range d.Options {
			ch := base
			ch.Option = i
			legal = append(legal, ch)
		}
	case engine.Number:
		if d.Max < d.Min {
			c.fatalf("number decision %d has range [%d, %d]", d.ID, d.Min, d.Max)
		}
		for _, n := range []int{d.Min, d.Max} {
			ch := base
			ch.Number = n
			legal = append(legal, ch)
		}
	default:
		c.fatalf("decision %d has unknown kind %v", d.ID, d.Kind)
	}
	for _, ch := range legal {
		if _, err := g.Clone().Apply(ch); err != nil {
			c.fatalf("offered choice %+v rejected by a clone: %v", ch, err)
		}
		if gh := c.hash(g); gh != h {
			c.fatalf("applying %+v to a clone changed the original's hash from %x to %x", ch, h[:8], gh[:8])
		}
	}

	type bad struct {
		name   string
		choice engine.Choice
		want   error
	}
	var bads []bad
	switch d.Kind {
	case engine.Select:
		for _, o := range []int{-1, len(d.Options)} {
			ch := base
			ch.Option = o
			bads = append(bads, bad{"option out of range", ch, engine.ErrNoSuchOption})
		}
	case engine.Number:
		if d.Min > math.MinInt {
			ch := base
			ch.Number = d.Min - 1
			bads = append(bads, bad{"number below range", ch, engine.ErrOutOfRange})
		}
		if d.Max < math.MaxInt {
			ch := base
			ch.Number = d.Max + 1
			bads = append(bads, bad{"number above range", ch, engine.ErrOutOfRange})
		}
	}
	stale := legal[0]
	stale.Decision = lastID
	if lastID == 0 || lastID == d.ID {
		stale.Decision = d.ID ^ 1<<63
	}
	bads = append(bads, bad{"stale decision id", stale, engine.ErrStale})
	for _, b := range bads {
		_, err := g.Apply(b.choice)
		if !errors.Is(err, b.want) {
			c.fatalf("%s: Apply(%+v) returned %v, want %v", b.name, b.choice, err, b.want)
		}
		if ch := c.hash(g); ch != h {
			c.fatalf("%s: rejected Apply(%+v) changed the hash from %x to %x", b.name, b.choice, h[:8], ch[:8])
		}
	}
}

// checkRefused checks that g refuses choice ch with want and stays as it
// was, hash h.
func (c *checker) checkRefused(g engine.Game, h [32]byte, name string, ch engine.Choice, want error) {
	c.t.Helper()
	_, err := g.Apply(ch)
	if !errors.Is(err, want) {
		c.fatalf("%s: Apply(%+v) returned %v, want %v", name, ch, err, want)
	}
	var ce *engine.ChoiceError
	if !errors.As(err, &ce) {
		c.fatalf("%s: Apply(%+v) returned %T, want a *engine.ChoiceError", name, ch, err)
	}
	if gh := c.hash(g); gh != h {
		c.fatalf("%s: rejected Apply(%+v) changed the hash from %x to %x", name, ch, h[:8], gh[:8])
	}
}

// checkConcession checks concessions against g (hash h, not over, reached
// by rec): malformed ones and those of seats g does not have are refused;
// seat's, applied to a clone, is either refused with ErrIllegal (seat is
// out of the game) or taken: the conceding seat's team loses — the game is
// over and another team won, or it goes on without that team — and a
// second concession of seat is refused. With playOn, the clone is then
// played on to its end with a random bot, and its record replayed.
func (c *checker) checkConcession(g engine.Game, h [32]byte, rec engine.Record, seat engine.Seat, playOn bool, maxSteps int) {
	c.t.Helper()
	seats := g.Seats()
	for _, b := range []struct {
		name string
		ch   engine.Choice
	}{
		{"a concession of no seat", engine.ConcedeChoice(engine.Seat(len(seats)))},
		{"a concession of seat -1", engine.ConcedeChoice(-1)},
		{"a concession quoting a decision", engine.Choice{Decision: 1, Seat: seat, Concede: true}},
		{"a concession with an option", engine.Choice{Seat: seat, Option: 1, Concede: true}},
	} {
		c.checkRefused(g, h, b.name, b.ch, engine.ErrIllegal)
	}
	team := seats[seat].Team
	cg := g.Clone()
	ch := engine.ConcedeChoice(seat)
	if _, err := cg.Apply(ch); err != nil {
		if !errors.Is(err, engine.ErrIllegal) {
			c.fatalf("concession of seat %d: %v, want it taken or refused with %v", seat, err, engine.ErrIllegal)
		}
		if ch := c.hash(cg); ch != h {
			c.fatalf("concession of seat %d refused (%v) but the hash changed from %x to %x", seat, err, h[:8], ch[:8])
		}
		return
	}
	if gh := c.hash(g); gh != h {
		c.fatalf("a concession applied to a clone changed the original's hash from %x to %x", h[:8], gh[:8])
	}
	stepped := g.Clone()
	if err := engine.Step(stepped, ch); err != nil {
		c.fatalf("stepping a clone with concession %+v: %v", ch, err)
	}
	if sh, ah := c.hash(stepped), c.hash(cg); sh != ah {
		c.fatalf("stepping a clone with concession %+v gives hash %x, applying it %x", ch, sh[:8], ah[:8])
	}
	rec.Choices = append(slices.Clone(rec.Choices), ch)
	rec.Hashes = append(slices.Clone(rec.Hashes), c.hash(cg))
	b := randomPlayer{engine.NewRNG(uint64(c.step) ^ c.seed ^ concedeSalt)}
	for step := 0; ; step++ {
		if err := cg.Check(); err != nil {
			c.fatalf("after seat %d conceded, %d steps on: Check: %v", seat, step, err)
		}
		pending := cg.Pending()
		res, over := cg.Result()
		if over {
			if len(pending) > 0 {
				c.fatalf("after seat %d conceded: the game is over with %d decisions pending", seat, len(pending))
			}
			if res.Draw || res.Team == team || slices.ContainsFunc(res.Winners, func(w engine.Seat) bool { return seats[w].Team == team }) {
				c.fatalf("after seat %d (team %d) conceded: result %+v", seat, team, res)
			}
			c.checkRefused(cg, c.hash(cg), "a concession after a concession ended the game", ch, engine.ErrGameOver)
			break
		}
		if len(pending) == 0 {
			c.fatalf("after seat %d conceded, %d steps on: the game is not over but no decision is pending", seat, step)
		}
		for _, d := range pending {
			if seats[d.Seat].Team == team {
				c.fatalf("after seat %d (team %d) conceded, %d steps on: decision %d (%s) asked of seat %d", seat, team, step, d.ID, d.Prompt, d.Seat)
			}
		}
		if step == 0 {
			c.checkRefused(cg, c.hash(cg), "a second concession of a seat out of the game", ch, engine.ErrIllegal)
		}
		if !playOn {
			return
		}
		if len(rec.Choices) >= maxSteps {
			c.fatalf("after seat %d conceded: the game did not end within %d steps", seat, maxSteps)
		}
		d := pending[int(b.Choose(engine.Decision{Kind: engine.Number, Max: len(pending) - 1}).Number)]
		next := b.Choose(d)
		if _, err := cg.Apply(next); err != nil {
			c.fatalf("after seat %d conceded, %d steps on: applying %+v: %v", seat, step, next, err)
		}
		rec.Choices = append(rec.Choices, next)
		rec.Hashes = append(rec.Hashes, c.hash(cg))
	}
	r, err := engine.Replay(c.rs, rec)
	if err != nil {
		c.fatalf("replaying the record of a game seat %d conceded: %v", seat, err)
	}
	if rh, h := c.hash(r), c.hash(cg); rh != h {
		c.fatalf("the replayed game seat %d conceded has hash %x, the original %x", seat, rh[:8], h[:8])
	}
}

// lastEffect returns g's LastEffect if g is an engine.Effecter.
func lastEffect(g engine.Game) (engine.Effect, bool) {
	if e, ok := g.(engine.Effecter); ok {
		return e.LastEffect()
	}
	return engine.Effect{}, false
}

// turnOf returns g's turn count (engine.TurnCounter), or 0.
func turnOf(g engine.Game) int {
	if tc, ok := g.(engine.TurnCounter); ok {
		return tc.Turn()
	}
	return 0
}

// dealAgain returns two games dealt again from seat's information state in
// g (engine.InfoStater: the hidden part of the game, and its random
// generator, dealt anew with rng), games seat cannot tell from g; none when
// g gives no information states, or none to seat now.
func (c *checker) dealAgain(g engine.Game, seat engine.Seat, rng *engine.RNG) []engine.Game {
	c.t.Helper()
	is, ok := g.(engine.InfoStater)
	if !ok {
		return nil
	}
	info, err := is.InfoState(seat)
	if err != nil {
		return nil
	}
	var out []engine.Game
	for range 2 {
		h, err := info.Sample(rng, nil)
		if err != nil {
			c.fatalf("dealing seat %d's information state again: %v", seat, err)
		}
		out = append(out, h)
	}
	return out
}

// checkEffect checks eff, the effect Apply measured of choice ch on g (now
// after it; turn was its turn count before it):
//
//   - NewTurn says exactly whether the turn count (engine.TurnCounter) moved;
//   - the effect is conservative: applied to games dealt again from the
//     chooser's information state before it (dealt), games the chooser could
//     not tell from g, the choice must leave the chooser and the spectator
//     the same views as in g unless it is flagged Revealed or Random. A
//     choice whose public result depends on what was hidden, or on the
//     generator, told somebody something: a takeback past it would let a
//     seat try again knowing it.
func (c *checker) checkEffect(g engine.Game, ch engine.Choice, eff engine.Effect, turn int, dealt []engine.Game) {
	c.t.Helper()
	if _, ok := g.(engine.TurnCounter); ok {
		if moved := turnOf(g) != turn; moved != eff.NewTurn {
			c.fatalf("choice %+v: the turn count went from %d to %d, but the effect says NewTurn %v", ch, turn, turnOf(g), eff.NewTurn)
		}
	}
	if eff.Revealed || eff.Random || len(dealt) == 0 {
		return
	}
	for i, h := range dealt {
		if _, err := h.Apply(ch); err != nil {
			c.fatalf("choice %+v applied to a game dealt again from seat %d's information state: %v", ch, ch.Seat, err)
		}
		for _, v := range []engine.Seat{engine.NoSeat, ch.Seat} {
			a, err := engine.MarshalView(g, v)
			if err != nil {
				c.fatalf("view of seat %d: %v", v, err)
			}
			b, err := engine.MarshalView(h, v)
			if err != nil {
				c.fatalf("view of seat %d of a game dealt again: %v", v, err)
			}
			if string(a) != string(b) {
				c.fatalf("choice %+v is flagged neither Revealed nor Random, but applied to game %d dealt again from seat %d's information state it leaves seat %d another view:\n%s\n%s", ch, i, ch.Seat, v, a, b)
			}
		}
	}
}
