package web

import (
	"html/template"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/engine"
)

// A card's frame (the "face" template: title, type line, stats, printed
// text) is the same at every move of every game, and a table draws one
// for each card a seat may know: most of a table's cost was the
// template's reflection over those frames. So each face is rendered once
// and kept, up to faceCacheMax faces (more than every game's card list).

const faceCacheMax = 1 << 14

var (
	faceCache  sync.Map // faceKey → template.HTML
	faceCached atomic.Int64
	// faces is the templates faceHTML renders with: tmpl, set at init (tmpl's
	// functions include faceHTML, which cannot name tmpl itself).
	faces *template.Template
)

func init() { faces = tmpl }

// A card as a table draws it (the "card" template: its face-up or
// face-down button, its badge of options, flags, stats and counters, its
// frame) is the same for every seat and spectator that sees it alike at a
// move: the pages of one move draw it once, and the rest take the kept
// drawing. A card's handle is renewed at every move, so the drawings of
// past moves are of no use: the kept drawings are dropped when they
// reach cardCacheMax.

const cardCacheMax = 1 << 13

// keepDrawings: cardHTML and faceHTML keep their drawings (tests turn it
// off to draw every card anew).
var keepDrawings = true

var cardCache = struct {
	sync.Mutex
	m map[string]template.HTML
}{m: map[string]template.HTML{}}

// keyWriter writes the strings of a key, each after its length (so that
// no two lists of strings make the same key).
type keyWriter struct{ strings.Builder }

func (k *keyWriter) str(s string) {
	k.WriteString(strconv.Itoa(len(s)))
	k.WriteByte(':')
	k.WriteString(s)
}

func (k *keyWriter) num(n int) { k.str(strconv.Itoa(n)) }

// cardHTML returns card c drawn by the "card" template for table t.
func cardHTML(t *Table, c engine.TableCard) template.HTML {
	var k keyWriter
	k.num(c.Handle)
	k.str(c.Title)
	if c.Rezzed {
		k.WriteByte('r')
	}
	k.num(len(c.Flags))
	for _, f := range c.Flags {
		k.str(f)
	}
	k.num(len(c.Stats))
	for _, s := range c.Stats {
		k.str(s)
	}
	k.num(len(c.Counters))
	for _, n := range c.Counters {
		k.str(n.Name)
		k.num(n.N)
		k.str(n.Text)
	}
	k.num(c.Host)
	k.str(optionsFor(t.Decision, c.Handle))
	if c.Title != "" {
		if f := tipOf(t, c); f != nil {
			k.str(faceKey(f))
		}
	}
	key := k.String()
	if !keepDrawings {
		return execCard(t, c)
	}
	cardCache.Lock()
	h, ok := cardCache.m[key]
	cardCache.Unlock()
	if ok {
		return h
	}
	h = execCard(t, c)
	cardCache.Lock()
	if len(cardCache.m) >= cardCacheMax {
		clear(cardCache.m)
	}
	cardCache.m[key] = h
	cardCache.Unlock()
	return h
}

// execCard draws card c of table t with the "card" template.
func execCard(t *Table, c engine.TableCard) template.HTML {
	var b strings.Builder
	if err := faces.ExecuteTemplate(&b, "card", cardArg{T: t, C: c}); err != nil {
		return template.HTML("<p class=error>render error: " + template.HTMLEscapeString(err.Error()) + "</p>")
	}
	return template.HTML(b.String())
}

// faceKey is the key of a face: every field the template shows, the
// flag first, then each string after its length (so that no two faces
// share a key, whatever their texts hold).
func faceKey(f *cardTip) string {
	var k keyWriter
	if f.Unique {
		k.WriteByte('u')
	}
	for _, s := range append([]string{f.Title, f.Line, f.Stats}, f.Text...) {
		k.str(s)
	}
	return k.String()
}

// faceHTML returns the frame of face f, rendered by the "face" template.
func faceHTML(f *cardTip) template.HTML {
	key := faceKey(f)
	if !keepDrawings {
		return execFace(f)
	}
	if h, ok := faceCache.Load(key); ok {
		return h.(template.HTML)
	}
	h := execFace(f)
	if faceCached.Load() < faceCacheMax {
		if _, loaded := faceCache.LoadOrStore(key, h); !loaded {
			faceCached.Add(1)
		}
	}
	return h
}

// execFace draws face f with the "face" template.
func execFace(f *cardTip) template.HTML {
	var b strings.Builder
	if err := faces.ExecuteTemplate(&b, "face", f.CardFace); err != nil {
		return template.HTML("<p class=error>render error: " + template.HTMLEscapeString(err.Error()) + "</p>")
	}
	return template.HTML(b.String())
}
