package play

import (
	"regexp"
	"strconv"

	"github.com/datafort/datafort/engine"
)

// Labels gives the cards a seat sees on the table labels that last across
// the moves the seat saw. A game renews a card's public handle on every
// move, so that a hidden card cannot be followed; Labels follows a card
// from its old handle to its new one only when the seat's own table
// (engine.TableView) shows the card's title both before and after the move,
// and only one card of that title left and one arrived. It never reads a
// card's hidden identity: what it knows is what the seat was shown.
//
// Labels count from 1 in the order the seat first saw the cards. The zero
// Labels is empty and ready to use.
type Labels struct {
	label  map[int]int    // a handle on the table to its label
	title  map[int]string // a handle to its title as the seat saw it, "" when hidden
	handle map[int]int    // a label to the handle it names now
	next   int            // the last label given
}

// Update reads the table as the seat sees it now: a handle seen before
// keeps its label; a handle gone and a new one with the same title (the
// only ones of that title to go and to come) share a label; every other
// new handle gets a new label.
func (l *Labels) Update(tv engine.TableView) {
	if l.label == nil {
		l.label, l.title, l.handle = map[int]int{}, map[int]string{}, map[int]int{}
	}
	cards := tableCards(tv)
	now := make(map[int]string, len(cards))
	for _, c := range cards {
		now[c.Handle] = c.Title
	}
	// What left, by title, among the cards whose title the seat saw.
	gone := map[string][]int{} // a title to the labels of its cards gone
	for h, t := range l.title {
		if _, ok := now[h]; !ok {
			if t != "" {
				gone[t] = append(gone[t], l.label[h])
			}
			delete(l.handle, l.label[h])
			delete(l.label, h)
			delete(l.title, h)
		}
	}
	goneLabel := map[string]int{}
	for t, ns := range gone {
		if len(ns) == 1 {
			goneLabel[t] = ns[0]
		}
	}
	came := map[string]int{}
	for _, c := range cards {
		if _, ok := l.label[c.Handle]; !ok && c.Title != "" {
			came[c.Title]++
		}
	}
	for _, c := range cards {
		h := c.Handle
		if _, ok := l.label[h]; ok {
			l.title[h] = c.Title
			continue
		}
		n, follows := goneLabel[c.Title]
		if !follows || c.Title == "" || came[c.Title] != 1 {
			l.next++
			n = l.next
		}
		l.label[h], l.title[h], l.handle[n] = n, c.Title, h
	}
}

// Label returns the label of the card with handle h, and false for a
// handle not on the seat's table.
func (l *Labels) Label(h int) (int, bool) {
	n, ok := l.label[h]
	return n, ok
}

// Handle returns the handle that label n names now, and false for a label
// no card on the table has.
func (l *Labels) Handle(n int) (int, bool) {
	h, ok := l.handle[n]
	return h, ok
}

// handleRef is a card's handle as games write it in text ("#103").
var handleRef = regexp.MustCompile(`#(\d+)\b`)

// Of returns the label of the card with handle h, giving a new one to a
// handle not on the seat's table (a card only an option names), which no
// later move carries.
func (l *Labels) Of(h int) int {
	if n, ok := l.label[h]; ok {
		return n
	}
	if l.label == nil {
		l.label, l.title, l.handle = map[int]int{}, map[int]string{}, map[int]int{}
	}
	l.next++
	l.label[h], l.title[h], l.handle[l.next] = l.next, "", h
	return l.next
}

// Relabel rewrites the handles written in s ("#103") as the labels of the
// cards they name ("#12").
func (l *Labels) Relabel(s string) string {
	return handleRef.ReplaceAllStringFunc(s, func(m string) string {
		h, err := strconv.Atoi(m[1:])
		if err != nil || h == 0 {
			return m
		}
		return "#" + strconv.Itoa(l.Of(h))
	})
}

// tableCards returns every card of tv, in the table's order: the players'
// piles and areas, seat by seat, then the shared areas.
func tableCards(tv engine.TableView) []engine.TableCard {
	var cards []engine.TableCard
	areas := func(as []engine.TableArea) {
		for _, a := range as {
			for _, ln := range a.Lines {
				cards = append(cards, ln.Cards...)
			}
		}
	}
	for _, p := range tv.Players {
		for _, pile := range p.Piles {
			cards = append(cards, pile.Cards...)
		}
		areas(p.Areas)
	}
	areas(tv.Shared)
	out := cards[:0]
	for _, c := range cards {
		if c.Handle != 0 {
			out = append(out, c)
		}
	}
	return out
}
