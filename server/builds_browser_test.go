package server

import (
	"database/sql"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/datafort/datafort/engine"
)

// TestBrowserShowsTheBuildAGameNeeds: in the browser, a game made under
// another rules version keeps the note naming the build it needs on its
// board once the script has shown the first view (which replaces the
// board's parts), and offers no decision.
func TestBrowserShowsTheBuildAGameNeeds(t *testing.T) {
	t.Parallel()
	srv := startProc(t)
	b := browserCtx(t)
	p := newPage(t, b, "runner", nil)
	p.do(chromedp.Navigate(srv.url()+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`input[name=seat1][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat0][value=bot]`)),
		chromedp.SetValue(chromedp.CSS(`select[name="seat0.bot"]`), "random"),
		chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "5"), chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.getElementById('conn').textContent === 'connected' && document.querySelector('#decision [data-decision]')`, 20*time.Second)
	id := strings.TrimPrefix(p.eval(`location.pathname`), "/g/")
	srv.kill()

	db, err := sql.Open("sqlite", "file:"+filepath.Join(srv.dir, "data", "datafort.db"))
	if err != nil {
		t.Fatal(err)
	}
	var raw string
	if err := db.QueryRow(`SELECT rules FROM games WHERE id = ?`, id).Scan(&raw); err != nil {
		t.Fatal(err)
	}
	var rules engine.Rules
	if err := json.Unmarshal([]byte(raw), &rules); err != nil {
		t.Fatal(err)
	}
	rules.Version = "onr-1996.01.01"
	edited, _ := json.Marshal(rules)
	if _, err := db.Exec(`UPDATE games SET rules = ? WHERE id = ?`, string(edited), id); err != nil {
		t.Fatal(err)
	}
	db.Close()

	srv.start()
	p.do(chromedp.Navigate(srv.url() + "/g/" + id))
	p.waitJS(`document.getElementById('conn').textContent === 'connected' && document.body.dataset.status`, 20*time.Second)
	const needs = `It needs a build of rules version "onr-1996.01.01"`
	if note := p.eval(`(document.querySelector('#status .note') || {}).textContent || ""`); !strings.Contains(note, needs) {
		t.Fatalf("after the first view, the board's note is %q; want it to say %q", note, needs)
	}
	if p.state().Decision != "" {
		t.Fatal("a game of another build offers a decision")
	}
	p.screenshot("11-game-of-another-build")
}
