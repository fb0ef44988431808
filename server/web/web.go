// Package web renders the pages of `datafort serve`: server-side HTML from
// html/template and a small plain script, all embedded (go:embed), so a
// fresh clone builds with Go alone.
//
// Everything a seat's page shows is rendered from what its game shows that
// seat: the table it lays out (engine.TableViewer, engine.EncounterQuery),
// else its View; its own pending decision (package prompt: Describe,
// engine.OptionHelper) and the faces of the cards the seat may know
// (engine.CardFaces). So the HTML holds nothing the seat may not know, and
// the package imports no game.
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"html/template"
	"io/fs"
	"net/http"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/prompt"
)

//go:embed templates/*.tmpl static/*
var files embed.FS

// Option, Group and Decision are a decision as a person reads it (package
// prompt, shared with the terminal client).
type (
	Option   = prompt.Option
	Group    = prompt.Group
	Decision = prompt.Decision
)

// BuildDecision describes d, a pending decision of g, for the seat that
// must answer it (prompt.Build).
func BuildDecision(g engine.Game, d engine.Decision) Decision { return prompt.Build(g, d) }

// Parts are the parts of a table page that change after a choice; the
// script replaces each whose markup changed.
type Parts struct {
	Status   template.HTML `json:"status"`
	Board    template.HTML `json:"board"`
	Decision template.HTML `json:"decision"`
	// End is the end-of-game panel (the "end" template), once the game is
	// over; the server fills it in (Fragment).
	End template.HTML `json:"end,omitempty"`
}

// Fragment renders the named template of the pages alone, such as "end"
// (the end-of-game panel), for the server to send in a view.
func Fragment(name string, data any) template.HTML { return execString(name, data) }

// Table is what the table template needs: the seat's table as its game
// lays it out (engine.TableViewer), the encounter in progress
// (engine.EncounterQuery) and the card faces (engine.CardFaces), each nil
// when the game does not offer it; a game without a table shows its view
// as JSON.
type Table struct {
	Seat      engine.Seat
	View      *engine.TableView // nil: the game lays out no table
	Encounter *engine.Encounter // the encounter in progress, or nil
	Faces     engine.CardFaces  // nil: no card tips
	JSON      string            // the seat's view as JSON, when View is nil
	Decision  *Decision
	Names     []string // display names of the seats
	Waiting   []string
	Over      bool
}

// Render renders the changing parts of seat's table for game g: from the
// table the game lays out (engine.TableViewer), else from its view as JSON.
func Render(g engine.Game, seat engine.Seat, dec *Decision, names []string, waiting []string, over bool) Parts {
	t := &Table{Seat: seat, Decision: dec, Names: names, Waiting: waiting, Over: over}
	if tv, ok := g.(engine.TableViewer); ok {
		v := tv.TableView(seat)
		t.View, t.Over = &v, over || v.Over
		if q, ok := g.(engine.EncounterQuery); ok {
			if e, ok := q.Encounter(seat); ok {
				t.Encounter = &e
			}
		}
		t.Faces, _ = g.(engine.CardFaces)
	} else {
		t.JSON = string(mustJSON(g.View(seat)))
	}
	return Parts{Status: execString("status", t), Board: execString("board", t), Decision: execString("decision", t)}
}

func execString(name string, data any) template.HTML {
	var b bytes.Buffer
	if err := tmpl.ExecuteTemplate(&b, name, data); err != nil {
		return template.HTML("<p class=error>render error: " + template.HTMLEscapeString(err.Error()) + "</p>")
	}
	return template.HTML(b.String())
}

// Page renders a whole page with the named template.
func Page(w http.ResponseWriter, status int, name string, data any) {
	var b bytes.Buffer
	if err := tmpl.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "render error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

var tmpl = template.Must(template.New("").Funcs(funcs).ParseFS(files, "templates/*.tmpl"))

// cardArg is the argument of the card template.
type cardArg struct {
	T *Table
	C engine.TableCard
}

// areaArg is the argument of the area template.
type areaArg struct {
	T *Table
	A engine.TableArea
}

// cardsArg is the argument of the cards template.
type cardsArg struct {
	T *Table
	L []engine.TableCard
}

// LogLine is a line of the log on a page.
type LogLine struct {
	Seq  int
	Text string
}

// ChatLine is a line of chat on a page.
type ChatLine struct {
	Name, Text string
}

// Link is a link the page offers to copy (invite, spectators).
type Link struct {
	Kind, Label, URL string
}

// TablePage is the data of the table page.
type TablePage struct {
	Title string
	WS    string // the WebSocket's path
	Since int    // the last log seq on the page
	Seq   int
	Role  string
	Links []Link
	Parts Parts
	Log   []LogLine
	Chat  []ChatLine
	Over  bool
	// CanConcede offers the Concede button: a seat's page of a game that
	// can go on here (not over, not read-only: another build's, diverged,
	// its bot unavailable).
	CanConcede bool
	ReplayURL  string
	RecordURL  string
	// Waiting shows a seat the waiting room: the game waits for the
	// invited players to take their seats, and the page offers the invite
	// links (Links of kind "invite") with a copy button.
	Waiting bool
	// StepMS is how long the page shows each line of a run before the
	// next, in milliseconds; 0 shows a run at once.
	StepMS int64
}

// cardTip is what a card's tooltip shows.
type cardTip = prompt.Card

var funcs = template.FuncMap{
	// tip is the tooltip of a card, when the game has faces and the
	// seat may know the card (tipOf).
	"tip": tipOf,
	"cap": func(s string) string {
		if s == "" {
			return s
		}
		return strings.ToUpper(s[:1]) + s[1:]
	},
	"add":    func(a, b int) int { return a + b },
	"aimkey": engine.AreaKey, // an area's key, as engine.OptionHelp.Area names it
	"asset":  Asset,
	"optFor": optionsFor,
	"name": func(names []string, s engine.Seat) string {
		if s >= 0 && int(s) < len(names) {
			return names[s]
		}
		return ""
	},
	"mine":  func(t *Table, s engine.Seat) bool { return s == t.Seat },
	"area":  func(t *Table, a engine.TableArea) areaArg { return areaArg{T: t, A: a} },
	"cards": func(t *Table, l []engine.TableCard) cardsArg { return cardsArg{T: t, L: l} },
	"face":  faceHTML, // faces.go
	"card":  cardHTML, // faces.go
}

// tipOf is the tooltip of card c, when the game has faces and the seat
// may know the card: its face by its handle, or for a card the table
// names without a handle (a card of a hand the seat knows,
// engine.TableKnown) its printed face by its title, which the table gives
// only to a seat that knows it.
func tipOf(t *Table, c engine.TableCard) *cardTip {
	if t.Faces == nil {
		return nil
	}
	var f engine.CardFace
	ok := false
	switch {
	case c.Handle != 0:
		f, ok = t.Faces.CardFace(c.Handle, t.Seat)
	case c.Title != "":
		f, ok = t.Faces.CardNamed(c.Title)
	}
	if !ok {
		return nil
	}
	return prompt.CardOf(f)
}

// optionsFor returns the numbers of the decision's options about card h,
// for the card's badge.
func optionsFor(d *Decision, h int) string {
	if d == nil {
		return ""
	}
	for _, g := range d.Groups {
		if g.Card == h && h != 0 {
			var ns []string
			for _, o := range g.Options {
				ns = append(ns, strconv.Itoa(o.N))
			}
			return strings.Join(ns, " ")
		}
	}
	return ""
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// Static assets, served under content-hashed names.
var (
	assetNames = map[string]string{} // "app.js" → "app.3f2a….js"
	assetFiles = map[string][]byte{} // hashed name → content
)

func init() {
	entries, _ := fs.ReadDir(files, "static")
	for _, e := range entries {
		b, _ := files.ReadFile("static/" + e.Name())
		sum := sha256.Sum256(b)
		name := e.Name()
		dot := strings.LastIndexByte(name, '.')
		hashed := name[:dot] + "." + hex.EncodeToString(sum[:6]) + name[dot:]
		assetNames[name] = hashed
		assetFiles[hashed] = b
	}
}

// Asset returns the URL of a static asset.
func Asset(name string) string { return "/static/" + assetNames[name] }

// ServeStatic serves the embedded assets under /static/.
func ServeStatic(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/static/")
	b, ok := assetFiles[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	switch {
	case strings.HasSuffix(name, ".js"):
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	case strings.HasSuffix(name, ".css"):
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Write(b)
}
