// Package web renders the pages of `datafort serve`: server-side HTML from
// html/template and a small plain script, all embedded (go:embed), so a
// fresh clone builds with Go alone.
//
// Everything a seat's page shows is rendered from that seat's
// engine.Game.View, its own pending decision (Describe, onr.Game.Help) and
// the card data of cards the seat may see, so the HTML holds nothing the
// view does not.
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
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
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
}

// Table is what the table template needs.
type Table struct {
	Seat     engine.Seat
	Role     string // the viewer's role, or "spectator"
	View     *onr.View
	Game     *onr.Game
	Decision *Decision
	Names    []string // display names of the seats
	Waiting  []string
	Over     bool
	RunStep  string
	RunFort  int32
	RunPos   int32
	Run      bool
}

// Render renders the changing parts of seat's table for game g (an ONR
// game; other rulesets get the view as text).
func Render(g engine.Game, seat engine.Seat, dec *Decision, names []string, waiting []string, over bool) Parts {
	og, ok := g.(*onr.Game)
	if !ok {
		return Parts{Board: template.HTML("<pre>" + template.HTMLEscapeString(string(mustJSON(g.View(seat)))) + "</pre>")}
	}
	v := og.View(seat).(*onr.View)
	t := &Table{Seat: seat, Role: v.Seat, View: v, Game: og, Decision: dec, Names: names, Waiting: waiting, Over: over || v.Over}
	if v.Run != nil {
		t.Run, t.RunFort, t.RunPos, t.RunStep = true, v.Run.Fort, v.Run.Pos, og.RunStep(seat)
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

// tips caches the tooltips of cards by id.
var tips sync.Map

var tmpl = template.Must(template.New("").Funcs(funcs).ParseFS(files, "templates/*.tmpl"))

// cardArg is the argument of the card template.
type cardArg struct {
	T         *Table
	C         onr.CardView
	Installed bool
}

// cardsArg is the argument of the cards template.
type cardsArg struct {
	T         *Table
	L         []onr.CardView
	Installed bool
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
}

// cardTip is what a card's tooltip shows.
type cardTip = prompt.Card

var funcs = template.FuncMap{
	"tip": func(g *onr.Game, h int32, seat engine.Seat) *cardTip {
		c := g.CardData(int(h), seat)
		if c == nil {
			return nil
		}
		if t, ok := tips.Load(c.ID); ok {
			return t.(*cardTip)
		}
		t := prompt.CardOf(onr.Face(c))
		tips.Store(c.ID, t)
		return t
	},
	"cap": func(s string) string {
		if s == "" {
			return s
		}
		return strings.ToUpper(s[:1]) + s[1:]
	},
	"add":    func(a, b int) int { return a + b },
	"add32":  func(a, b int32) int32 { return a + b },
	"asset":  Asset,
	"optFor": optionsFor,
	"isRun":  func(t *Table, fort int32) bool { return t.Run && t.RunFort == fort },
	"isRunIce": func(t *Table, fort int32, pos int) bool {
		return t.Run && t.RunFort == fort && int(t.RunPos) == pos
	},
	"deref": func(p *int32) int32 {
		if p == nil {
			return 0
		}
		return *p
	},
	"name": func(names []string, s engine.Seat) string {
		if s >= 0 && int(s) < len(names) {
			return names[s]
		}
		return ""
	},
	"mine":   func(t *Table, p *onr.PlayerView) bool { return p.Seat == t.Seat },
	"cv":     func(t *Table, c onr.CardView) cardArg { return cardArg{T: t, C: c} },
	"cvi":    func(t *Table, c onr.CardView) cardArg { return cardArg{T: t, C: c, Installed: true} },
	"dict2":  func(t *Table, l []onr.CardView) cardsArg { return cardsArg{T: t, L: l} },
	"dict2i": func(t *Table, l []onr.CardView) cardsArg { return cardsArg{T: t, L: l, Installed: true} },
	"upTo": func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	},
}

// optionsFor returns the numbers of the decision's options about card h,
// for the card's badge.
func optionsFor(d *Decision, h int32) string {
	if d == nil {
		return ""
	}
	for _, g := range d.Groups {
		if g.Card == int(h) && h != 0 {
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
