package web

import (
	"html/template"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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

// faceKey is the key of a face: every field the template shows, the
// flag first, then each string after its length (so that no two faces
// share a key, whatever their texts hold).
func faceKey(f *cardTip) string {
	var b strings.Builder
	if f.Unique {
		b.WriteByte('u')
	}
	for _, s := range append([]string{f.Title, f.Line, f.Stats}, f.Text...) {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
	return b.String()
}

// faceHTML returns the frame of face f, rendered by the "face" template.
func faceHTML(f *cardTip) template.HTML {
	key := faceKey(f)
	if h, ok := faceCache.Load(key); ok {
		return h.(template.HTML)
	}
	var b strings.Builder
	if err := faces.ExecuteTemplate(&b, "face", f.CardFace); err != nil {
		return template.HTML("<p class=error>render error: " + template.HTMLEscapeString(err.Error()) + "</p>")
	}
	h := template.HTML(b.String())
	if faceCached.Load() < faceCacheMax {
		if _, loaded := faceCache.LoadOrStore(key, h); !loaded {
			faceCached.Add(1)
		}
	}
	return h
}
