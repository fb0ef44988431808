// Package play lets a person play a game in a terminal against bots.
package play

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
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
// Whenever the person has a pending decision, Play shows the game from their
// seat (through engine.Renderer if g implements it, else as indented JSON of
// View), the events since their last decision, and the numbered options, or
// the range of a number; it asks again after an answer it cannot use. Bots
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
	}
	return p.run()
}

// player is the state of one call to Play.
type player struct {
	g      engine.Game
	human  engine.Seat
	seats  []engine.SeatInfo
	table  *bot.Table // the bots, one per seat but the person's
	in     *bufio.Scanner
	out    io.Writer
	err    error          // first write error
	events []engine.Event // not yet shown to the person
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
			ev, err := p.table.Apply(c)
			if err != nil {
				return fmt.Errorf("play: bot at seat %d (%s): %w", bd.Seat, p.seats[bd.Seat].Role, err)
			}
			p.events = append(p.events, ev...)
			continue
		}
		if !mine {
			return fmt.Errorf("play: pending decisions for seats without players: %+v", pending)
		}
		botSteps = 0
		if err := p.ask(d); err != nil {
			if errors.Is(err, errQuit) {
				return p.err
			}
			return err
		}
	}
	return p.err
}

// ask shows the game to the person, reads their answer to d and applies it.
func (p *player) ask(d engine.Decision) error {
	p.printf("\n%s\n", strings.Repeat("─", 60))
	p.showView()
	p.showEvents()
	p.printf("\n%s", d.Prompt)
	if d.Rule != "" {
		p.printf(" [%s]", d.Rule)
	}
	p.printf("\n")
	lo, hi := d.Min, d.Max
	if d.Kind == engine.Select {
		lo, hi = 1, len(d.Options)
		for i := range d.Options {
			p.printf("  %d) %s\n", i+1, p.g.Describe(d, i))
		}
	}
	for p.err == nil {
		if lo == hi {
			p.printf("Enter %d (q to quit): ", lo)
		} else {
			p.printf("Enter a number from %d to %d (q to quit): ", lo, hi)
		}
		if !p.in.Scan() {
			if err := p.in.Err(); err != nil {
				return fmt.Errorf("play: reading input: %w", err)
			}
			p.printf("\nEnd of input; leaving the game.\n")
			return errQuit
		}
		text := strings.TrimSpace(p.in.Text())
		switch strings.ToLower(text) {
		case "q", "quit", "exit":
			p.printf("Leaving the game.\n")
			return errQuit
		case "":
			continue
		}
		n, err := strconv.Atoi(text)
		if err != nil || n < lo || n > hi {
			p.printf("%q is not a number from %d to %d.\n", text, lo, hi)
			continue
		}
		c := engine.Choice{Decision: d.ID, Seat: d.Seat, Number: n}
		if d.Kind == engine.Select {
			c = engine.Choice{Decision: d.ID, Seat: d.Seat, Option: n - 1}
		}
		ev, err := p.table.Apply(c)
		if err != nil {
			p.printf("The game refused that: %v\n", err)
			continue
		}
		p.events = append(p.events, ev...)
		return nil
	}
	return p.err
}

// showView shows the game from the person's seat.
func (p *player) showView() {
	if r, ok := p.g.(engine.Renderer); ok {
		p.printf("%s", strings.TrimRight(r.Render(p.human), "\n")+"\n")
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
	if len(p.events) == 0 {
		return
	}
	p.printf("\nSince your last move:\n")
	for _, e := range p.events {
		p.printf("  %s\n", e.For(p.human))
	}
	p.events = p.events[:0]
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
