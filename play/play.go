// Package play lets a person play a game in a terminal against bots.
package play

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/prompt"
)

// MaxBotSteps is the number of bot choices in a row after which Play gives up
// on a game, suspecting it of never coming back to the person.
const MaxBotSteps = 1_000_000

// Play runs g to its end with a person at seat human, reading their answers
// from in and writing the game to out, and bots at every other seat.
//
// The k-th seat other than human, in seat order, is played by bots[k]; if
// there are fewer bots than seats, the last bot plays the remaining seats.
//
// Whenever the person has a pending decision, Play shows what changed since
// their last decision (the events as their seat reads them), and the
// numbered options, or the range of a number; it asks again after an answer
// it cannot use. The whole game from their seat (through engine.Renderer if
// g implements it, else as indented JSON of View) is shown before the first
// question and on the command "board". When g implements
// engine.TableViewer, the cards are shown by labels (Labels) that last
// across the moves the person's seat saw, not by the game's handles. Bots
// answer their pending decisions first. Play returns nil when the game ends
// or when the person quits, by answering "q" or closing in; it returns an
// error if the game misbehaves or in or out fail.
func Play(g engine.Game, human engine.Seat, in io.Reader, out io.Writer, bots ...bot.Bot) error {
	seats := g.Seats()
	players := make([]bot.Player, len(seats))
	k := 0
	for _, s := range seats {
		if s.Seat == human || len(bots) == 0 {
			continue
		}
		players[s.Seat] = bot.Seated{Bot: bots[min(k, len(bots)-1)]}
		k++
	}
	return PlayWith(g, human, in, out, players)
}

// PlayWith is Play with a player for each seat but the person's: players
// is indexed by seat, and its entry for human is ignored. Each player is
// handed only its own seat's observations (bot.Table).
func PlayWith(g engine.Game, human engine.Seat, in io.Reader, out io.Writer, players []bot.Player) error {
	return PlayRecorded(g, human, in, out, players, nil)
}

// PlayRecorded is PlayWith that also appends every choice applied to g, a
// bot's or the person's, and the state hash after it, to rec (when rec is
// not nil): with rec's Ruleset, Setup and Rules filled by the caller, it is
// a record `datafort replay` accepts, whether the game ended or the person
// left it.
func PlayRecorded(g engine.Game, human engine.Seat, in io.Reader, out io.Writer, players []bot.Player, rec *engine.Record) error {
	seats := g.Seats()
	if human < 0 || int(human) >= len(seats) {
		return fmt.Errorf("play: no seat %d in a game of %d seats", human, len(seats))
	}
	ps := make([]bot.Player, len(seats))
	for _, s := range seats {
		if s.Seat == human {
			continue
		}
		if int(s.Seat) >= len(players) || players[s.Seat] == nil {
			return fmt.Errorf("play: no bot for seat %d (%s)", s.Seat, s.Role)
		}
		ps[s.Seat] = players[s.Seat]
	}
	p := &player{
		g:     g,
		human: human,
		seats: seats,
		table: bot.NewTable(g, ps),
		in:    bufio.NewScanner(in),
		out:   out,
		rec:   rec,
	}
	if r, ok := g.(runStepper); ok {
		p.runStep = r
	}
	if tv, ok := g.(engine.TableViewer); ok {
		p.tv = tv
		p.labels = &Labels{}
		p.labels.Update(tv.TableView(human))
	}
	return p.run()
}

// player is the state of one call to Play.
type player struct {
	g     engine.Game
	human engine.Seat
	seats []engine.SeatInfo
	table *bot.Table // the bots, one per seat but the person's
	in    *bufio.Scanner
	out   io.Writer
	err   error    // first write error
	lines []string // the log not yet shown to the person
	rec   *engine.Record

	runStep runStepper // nil for a game that has no runs
	lastRun string     // the run's step last logged

	tv     engine.TableViewer // nil for a game that lays out no table
	labels *Labels            // the cards' labels, nil without tv
	shown  bool               // the board was shown once
	seen   engine.TableView   // the table at the last question, when tv is set
}

// relabel rewrites the card handles written in s as the cards' labels.
func (p *player) relabel(s string) string {
	if p.labels == nil {
		return s
	}
	return p.labels.Relabel(s)
}

// runStepper is a game whose run in progress can be told step by step
// (onr.Game.RunStep): the terminal logs each step, since not every step
// is an event (approaching an unrezzed piece of ice is not).
type runStepper interface {
	RunStep(seat engine.Seat) string
}

// errQuit ends the game at the person's request.
var errQuit = errors.New("quit")

func (p *player) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.out, format, args...)
	}
}

func (p *player) run() error {
	botSteps := 0
	for p.err == nil {
		if res, over := p.g.Result(); over {
			p.showEvents()
			p.showResult(res)
			break
		}
		pending := p.g.Pending()
		if len(pending) == 0 {
			return errors.New("play: the game is not over but no decision is pending")
		}
		d, mine := engine.DecisionFor(p.g, p.human)
		if bd, ok := p.table.Next(); ok {
			if botSteps++; botSteps > MaxBotSteps {
				return fmt.Errorf("play: bots made %d choices in a row; the game seems stuck", MaxBotSteps)
			}
			c := p.table.Decide(bd)
			if err := p.apply(c); err != nil {
				return fmt.Errorf("play: bot at seat %d (%s): %w", bd.Seat, p.seats[bd.Seat].Role, err)
			}
			continue
		}
		if !mine {
			return fmt.Errorf("play: pending decisions for seats without players: %+v", pending)
		}
		botSteps = 0
		if c, ok := onlyAnswer(d); ok {
			// A question with a single legal answer (a lone "pass") is
			// not asked of a person.
			if err := p.apply(c); err != nil {
				return fmt.Errorf("play: the only answer to %q: %w", d.Prompt, err)
			}
			continue
		}
		if err := p.ask(d); err != nil {
			if errors.Is(err, errQuit) {
				return p.err
			}
			return err
		}
	}
	return p.err
}

// onlyAnswer returns the answer to d when it has exactly one.
func onlyAnswer(d engine.Decision) (engine.Choice, bool) {
	switch {
	case d.Kind == engine.Select && len(d.Options) == 1:
		return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: 0}, true
	case d.Kind == engine.Number && d.Min == d.Max:
		return engine.Choice{Decision: d.ID, Seat: d.Seat, Number: d.Min}, true
	}
	return engine.Choice{}, false
}

// apply applies c, records it, and logs its events and the run's progress
// as the person's seat reads them. On an error nothing has changed.
func (p *player) apply(c engine.Choice) error {
	ev, err := p.table.Apply(c)
	if err != nil {
		return err
	}
	if p.rec != nil {
		h, err := engine.Hash(p.g)
		if err != nil {
			return fmt.Errorf("play: hashing the state for the record: %w", err)
		}
		p.rec.Choices = append(p.rec.Choices, c)
		p.rec.Hashes = append(p.rec.Hashes, h)
	}
	if p.labels != nil {
		p.labels.Update(p.tv.TableView(p.human))
	}
	for _, e := range ev {
		p.lines = append(p.lines, p.relabel(e.For(p.human)))
	}
	if p.runStep != nil {
		if step := p.runStep.RunStep(p.human); step != p.lastRun {
			if step != "" {
				p.lines = append(p.lines, p.relabel(step)+".")
			}
			p.lastRun = step
		}
	}
	return nil
}

// help is the list of commands, shown by "?" and "help".
const help = `Commands:
  a number      choose that option (or give that number)
  ? N           explain option N: its cost, its text and its card
  help CARD     show a card's text: a title (help Wall of Static) or a card you see (help #12)
  board         show the whole game as you see it
  q             leave the game (its record is kept)
`

// ask shows the game to the person, reads their answer to d and applies it.
// Options are grouped by card, with their costs and texts (package
// prompt); an option that cannot be taken back as one might expect asks
// for confirmation.
func (p *player) ask(d engine.Decision) error {
	p.printf("\n%s\n", strings.Repeat("─", 60))
	first := !p.shown
	if first {
		p.showView()
		p.shown = true
	}
	p.showEvents()
	if p.tv != nil {
		now := p.tv.TableView(p.human)
		if !first {
			if lines := tableChanges(p.seen, now); len(lines) > 0 {
				p.printf("Changed:\n")
				for _, l := range lines {
					p.printf("  %s\n", l)
				}
			}
		}
		p.seen = now
	}
	pd := prompt.Build(p.g, d)
	p.printf("\n%s", d.Prompt)
	if d.Rule != "" {
		p.printf(" [%s]", d.Rule)
	}
	p.printf("\n")
	lo, hi := d.Min, d.Max
	if d.Kind == engine.Select {
		lo, hi = 1, len(d.Options)
		p.showOptions(&pd)
	}
	for p.err == nil {
		if lo == hi {
			p.printf("Enter %d (? for help, q to quit): ", lo)
		} else {
			p.printf("Enter a number from %d to %d (? for help, q to quit): ", lo, hi)
		}
		text, ok, err := p.readLine()
		if !ok {
			return err
		}
		lower := strings.ToLower(text)
		switch {
		case lower == "q" || lower == "quit" || lower == "exit":
			p.printf("Leaving the game.\n")
			return errQuit
		case lower == "":
			continue
		case lower == "?" || lower == "help":
			p.printf("%s", help)
			continue
		case lower == "board":
			p.showView()
			continue
		case strings.HasPrefix(lower, "?"):
			p.explain(&pd, strings.TrimSpace(text[1:]))
			continue
		case strings.HasPrefix(lower, "help "):
			p.showCard(strings.TrimSpace(text[len("help "):]))
			continue
		}
		n, err := strconv.Atoi(text)
		if err != nil || n < lo || n > hi {
			p.printf("%q is not a number from %d to %d; ? lists the commands.\n", text, lo, hi)
			continue
		}
		c := engine.Choice{Decision: d.ID, Seat: d.Seat, Number: n}
		if d.Kind == engine.Select {
			o, _ := pd.Option(n)
			if o.Warn != "" && !allWarn(&pd) {
				p.printf("Careful: %s. Enter y to confirm, anything else to choose again: ", p.relabel(o.Warn))
				answer, ok, err := p.readLine()
				if !ok {
					return err
				}
				if a := strings.ToLower(answer); a != "y" && a != "yes" {
					continue
				}
			}
			c = engine.Choice{Decision: d.ID, Seat: d.Seat, Option: o.I}
		}
		if err := p.apply(c); err != nil {
			p.printf("The game refused that: %s\n", p.relabel(err.Error()))
			continue
		}
		return nil
	}
	return p.err
}

// allWarn reports whether every option of d carries a warning: then there
// is no safer answer, and none is confirmed (discarding down to the hand
// size, say).
func allWarn(d *prompt.Decision) bool {
	for _, g := range d.Groups {
		for _, o := range g.Options {
			if o.Warn == "" {
				return false
			}
		}
	}
	return true
}

// readLine reads a line of input. At the end of the input it says so and
// returns errQuit.
func (p *player) readLine() (string, bool, error) {
	if !p.in.Scan() {
		if err := p.in.Err(); err != nil {
			return "", false, fmt.Errorf("play: reading input: %w", err)
		}
		p.printf("\nEnd of input; leaving the game.\n")
		return "", false, errQuit
	}
	return strings.TrimSpace(p.in.Text()), true, nil
}

// showOptions lists the options by card, each with its number on screen,
// its cost, its text and its warning.
func (p *player) showOptions(d *prompt.Decision) {
	grouped := len(d.Groups) > 1 || len(d.Groups) == 1 && d.Groups[0].Card != 0
	for _, g := range d.Groups {
		indent := "  "
		if grouped {
			title := g.Title
			if g.Card != 0 && !strings.HasPrefix(title, "Face-down") && !strings.HasPrefix(title, "Card #") {
				title += fmt.Sprintf(" (#%d)", g.Card)
			}
			p.printf("  %s\n", p.relabel(title))
			indent = "    "
		}
		for _, o := range g.Options {
			p.printf("%s%2d) %s\n", indent, o.N, p.relabel(o.Label+optionNotes(o)))
		}
	}
}

// optionNotes is what follows an option's label: its cost, text and
// warning.
func optionNotes(o prompt.Option) string {
	var b strings.Builder
	if o.Cost != "" {
		b.WriteString(" — " + o.Cost)
	}
	if o.Text != "" {
		b.WriteString(" — " + strings.Join(o.Lines, " / "))
	}
	if o.Warn != "" {
		b.WriteString(" (careful: " + o.Warn + ")")
	}
	return b.String()
}

// explain tells everything about option arg (its number on screen).
func (p *player) explain(d *prompt.Decision, arg string) {
	n, err := strconv.Atoi(arg)
	o, ok := d.Option(n)
	if err != nil || !ok {
		p.printf("%q is not an option's number; ? N explains option N.\n", arg)
		return
	}
	p.printf("%d) %s\n", o.N, p.relabel(o.Label))
	if o.Cost != "" {
		p.printf("   costs: %s\n", o.Cost)
	} else {
		p.printf("   costs nothing\n")
	}
	if o.Text != "" {
		p.printf("   text: %s\n", p.relabel(strings.Join(o.Lines, " / ")))
	}
	if o.Warn != "" {
		p.printf("   careful: %s\n", p.relabel(o.Warn))
	}
	if o.Card != 0 {
		if c, err := prompt.LookupCard(p.g, p.human, fmt.Sprintf("#%d", o.Card)); err == nil {
			for _, l := range c.Lines() {
				p.printf("   %s\n", l)
			}
		} else {
			p.printf("   about card %s, face down to you\n", p.relabel(fmt.Sprintf("#%d", o.Card)))
		}
	}
}

// showCard shows a card's text, asked by title or label (a handle in a
// game without labels).
func (p *player) showCard(query string) {
	if rest, ok := strings.CutPrefix(query, "#"); ok && p.labels != nil {
		n, err := strconv.Atoi(rest)
		h, known := p.labels.Handle(n)
		if err != nil || !known {
			p.printf("No card you see is labelled %s.\n", query)
			return
		}
		query = fmt.Sprintf("#%d", h)
	}
	c, err := prompt.LookupCard(p.g, p.human, query)
	if err != nil {
		p.printf("%v.\n", capitalize(p.relabel(err.Error())))
		return
	}
	for _, l := range c.Lines() {
		p.printf("  %s\n", l)
	}
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// showView shows the game from the person's seat.
func (p *player) showView() {
	if r, ok := p.g.(engine.Renderer); ok {
		p.printf("%s", p.relabel(strings.TrimRight(r.Render(p.human), "\n"))+"\n")
		return
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(p.g.View(p.human)); err != nil {
		p.printf("(cannot show the game: %v)\n", err)
		return
	}
	p.printf("%s", b.String())
}

// showEvents shows the events not yet shown, as the person's seat reads them.
func (p *player) showEvents() {
	if len(p.lines) == 0 {
		return
	}
	p.printf("\nSince your last move:\n")
	for _, l := range p.lines {
		p.printf("  %s\n", l)
	}
	p.lines = p.lines[:0]
}

// showResult tells the person how the game ended.
func (p *player) showResult(res engine.Result) {
	var names []string
	you := false
	for _, w := range res.Winners {
		name := fmt.Sprintf("seat %d", w)
		if w >= 0 && int(w) < len(p.seats) {
			name = p.seats[w].Role
		}
		if w == p.human {
			you = true
			name += " (you)"
		}
		names = append(names, name)
	}
	p.printf("\nGame over")
	if res.Reason != "" {
		p.printf(" (%s)", res.Reason)
	}
	switch {
	case len(names) == 0:
		p.printf(": a draw.\n")
	case you || res.Team == p.seats[p.human].Team:
		p.printf(": %s won. You win!\n", strings.Join(names, ", "))
	default:
		p.printf(": %s won. You lose.\n", strings.Join(names, ", "))
	}
}

// tableChanges returns what differs between two states of a seat's table,
// a line per seat: its counters and the sizes of its piles, each with what
// it was ("Runner: 2 actions (was 3), Grip 6 (was 5)").
func tableChanges(was, now engine.TableView) []string {
	var lines []string
	for _, p := range now.Players {
		i := slices.IndexFunc(was.Players, func(q engine.TablePlayer) bool { return q.Seat == p.Seat })
		if i < 0 {
			continue
		}
		w := was.Players[i]
		var parts []string
		for _, c := range p.Counters {
			j := slices.IndexFunc(w.Counters, func(d engine.TableCounter) bool { return d.Name == c.Name })
			if j >= 0 && w.Counters[j].N != c.N {
				parts = append(parts, fmt.Sprintf("%s %d (was %d)", c.Name, c.N, w.Counters[j].N))
			}
		}
		for _, pile := range p.Piles {
			j := slices.IndexFunc(w.Piles, func(q engine.TablePile) bool { return q.Name == pile.Name })
			if j >= 0 && w.Piles[j].Count != pile.Count {
				parts = append(parts, fmt.Sprintf("%s %d (was %d)", pileTitle(pile), pile.Count, w.Piles[j].Count))
			}
		}
		if len(parts) > 0 {
			lines = append(lines, p.Label+": "+strings.Join(parts, ", "))
		}
	}
	return lines
}

// countSuffix is the count a pile's title may end with ("HQ (5)").
var countSuffix = regexp.MustCompile(` \(\d+\)$`)

// pileTitle is a pile's title as people read it, without its count.
func pileTitle(p engine.TablePile) string {
	if t := countSuffix.ReplaceAllString(p.Title, ""); t != "" {
		return t
	}
	return p.Name
}
