package nsg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
)

// The terminal's board (engine.Renderer) and the run told step by step
// (play's runStepper), drawn from the seat's View, so that they tell no
// more than it: cards are written "#ID Title", or "#ID (hidden)" for a
// card the seat may not know (play turns the ids into lasting labels).
var _ engine.Renderer = (*Game)(nil)

// Render implements engine.Renderer: the game as seat sees it.
func (g *Game) Render(seat engine.Seat) string {
	s := &g.st
	v := g.View(seat).(View)
	var b strings.Builder
	you := "a spectator"
	if seat == s.Corp || seat == s.Runner {
		you = "the " + s.role(seat)
	}
	fmt.Fprintf(&b, "Turn %d (%s) — you are %s · rules %s", v.Turn, s.role(v.Active), you, v.Rules)
	if s.WinPoints != 0 {
		fmt.Fprintf(&b, " · %d agenda points win", s.WinPoints)
	}
	b.WriteString("\n")
	g.renderCorp(&b, &v, seat)
	g.renderRunner(&b, &v, seat)
	if v.Run != nil {
		fmt.Fprintf(&b, "%s\n", g.RunStep(seat))
	}
	if s.Over {
		fmt.Fprintf(&b, "GAME OVER: the %s wins (%s)\n", s.role(s.Winner), s.Reason)
	}
	return b.String()
}

// renderCorp draws the Corp's pools, piles and servers.
func (g *Game) renderCorp(b *strings.Builder, v *View, seat engine.Seat) {
	s := &g.st
	c := s.Corp
	down := 0
	for _, a := range v.Archives {
		if !s.card(a.ID).FaceUp {
			down++
		}
	}
	fmt.Fprintf(b, "CORP    %s\n", v.Identity[c])
	fmt.Fprintf(b, "        %s  %s  %s  HQ %d  R&D %d  Archives %d (%d face down)  hand size %d",
		plural(v.Credits[c], "credit"), plural(v.Clicks[c], "click"), plural(v.Points[c], "point"), v.HQ, v.RD, len(v.Archives), down, v.HandSize[c])
	if v.BadPub != 0 {
		fmt.Fprintf(b, "  bad publicity %d", v.BadPub)
	}
	b.WriteString("\n")
	width := 0
	for _, sv := range v.Servers {
		width = max(width, len(sv.Name))
	}
	for _, sv := range v.Servers {
		ice := slices.Clone(sv.Ice)
		slices.Reverse(ice) // outermost first
		fmt.Fprintf(b, "  %-*s  ice (outermost first): %s\n", width, sv.Name, g.cardList(ice, seat))
		if len(sv.Root) > 0 {
			fmt.Fprintf(b, "  %-*s  root: %s\n", width, "", g.cardList(sv.Root, seat))
		}
	}
	if seat == c {
		fmt.Fprintf(b, "  your hand (HQ): %s\n", g.cardList(v.Hand, seat))
	}
	if len(v.Archives) > 0 {
		fmt.Fprintf(b, "  Archives: %s\n", g.cardList(v.Archives, seat))
	}
	if len(v.Scored[c]) > 0 {
		fmt.Fprintf(b, "  score area: %s\n", g.cardList(v.Scored[c], seat))
	}
}

// renderRunner draws the Runner's pools, piles and rig.
func (g *Game) renderRunner(b *strings.Builder, v *View, seat engine.Seat) {
	r := g.st.Runner
	fmt.Fprintf(b, "RUNNER  %s\n", v.Identity[r])
	fmt.Fprintf(b, "        %s  %s  %s  %s  link %d  MU %d/%d  grip %d  stack %d  heap %d  hand size %d",
		plural(v.Credits[r], "credit"), plural(v.Clicks[r], "click"), plural(v.Points[r], "point"), plural(v.Tags, "tag"),
		v.Link, v.Memory[0], v.Memory[1], v.Grip, v.Stack, len(v.Heap), v.HandSize[r])
	if v.Core != 0 {
		fmt.Fprintf(b, "  core damage %d", v.Core)
	}
	b.WriteString("\n")
	fmt.Fprintf(b, "  rig: %s\n", g.cardList(v.Rig, seat))
	if seat == r {
		fmt.Fprintf(b, "  your grip: %s\n", g.cardList(v.Hand, seat))
	}
	if len(v.Heap) > 0 {
		fmt.Fprintf(b, "  heap: %s\n", g.cardList(v.Heap, seat))
	}
	if len(v.Scored[r]) > 0 {
		fmt.Fprintf(b, "  score area: %s\n", g.cardList(v.Scored[r], seat))
	}
}

// cardList writes cards as seat sees them: "#ID Title (str 2) [unrezzed,
// 1 adv]", or "—" for none.
func (g *Game) cardList(l []CardView, seat engine.Seat) string {
	if len(l) == 0 {
		return "—"
	}
	parts := make([]string, len(l))
	for i, c := range l {
		parts[i] = g.cardText(c, seat)
	}
	return strings.Join(parts, ", ")
}

// cardText writes one card as seat sees it.
func (g *Game) cardText(c CardView, seat engine.Seat) string {
	s := &g.st
	cd := s.card(c.ID)
	t := fmt.Sprintf("#%d (hidden)", c.ID)
	if c.Title != "" {
		t = fmt.Sprintf("#%d %s", c.ID, c.Title)
		if d := Lookup(c.Title); d != nil && cd != nil && (cd.Zone == ZoneServer && cd.Ice || d.Type == TypeProgram && d.HasSubtype("Icebreaker") && cd.Zone == ZoneRig) {
			t += fmt.Sprintf(" (str %d)", s.strength(c.ID))
		}
	}
	var marks []string
	if cd != nil && cd.Zone == ZoneServer {
		if c.Rezzed {
			marks = append(marks, "rezzed")
		} else {
			marks = append(marks, "unrezzed")
		}
	}
	if cd != nil && cd.Zone == ZoneArchives && !cd.FaceUp {
		marks = append(marks, "face down")
	}
	if c.Adv != 0 {
		marks = append(marks, fmt.Sprintf("%d adv", c.Adv))
	}
	if c.Hosted != 0 {
		marks = append(marks, plural(c.Hosted, "credit")+" on it")
	}
	if c.Virus != 0 {
		marks = append(marks, fmt.Sprintf("%d virus", c.Virus))
	}
	if len(marks) > 0 {
		t += " [" + strings.Join(marks, ", ") + "]"
	}
	return t
}

// plural writes n and the noun, "1 credit", "2 credits".
func plural(n int32, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// RunStep tells the run in progress as seat sees it, for the terminal's
// log: the server, then the ice approached or encountered (its place
// counted from the outermost, its name if seat may know it) or the
// server reached; "" when no run is in progress.
func (g *Game) RunStep(seat engine.Seat) string {
	s := &g.st
	r := s.Run
	if !r.On && r.Encounter && !s.Over { // a forced encounter with no run (CR 6.5.9)
		return "No run: encountering " + s.cardView(r.Ice, seat).Title
	}
	if !r.On || s.Over {
		return ""
	}
	out := "Run on " + s.serverName(r.Server)
	ice := s.Servers[r.Server].Ice
	if r.Pos == posNotTaken { // CR 6.9.1a-c: no position taken yet
		return out + ": beginning, no position taken yet"
	}
	if s.positionLeft() {
		return out + ": at a position its ice has left"
	}
	if r.Pos < 0 || int(r.Pos) >= len(ice) {
		if s.beforeServer() {
			return out + ": the server not yet approached"
		}
		return out + ": at the server"
	}
	n := len(ice) - int(r.Pos) // from the outermost, from 1
	step := "approaching"
	switch st := s.runStep(); {
	case r.Encounter:
		step = "encountering"
	case st == runMovedPAW || st == runMoved:
		step = "moved to" // 6.9.4d-e: inward, the ice not yet approached
	case st >= runPass:
		step = "past"
	}
	out += fmt.Sprintf(": %s ice %d of %d, outermost first", step, n, len(ice))
	if t := s.cardView(ice[r.Pos], seat).Title; t != "" {
		out += " (" + t + ")"
	}
	return out
}

// positionLeft reports whether the ice of the Runner's position has left
// it during the run in progress (CR 6.2.4 [rule_destroy_position]: the
// position stays until the Runner moves on; runApproach): Run.Pos, an
// index, then names the ice outward of it, or none.
func (s *State) positionLeft() bool {
	t := s.runFrameT()
	return s.Run.On && t != 0 && s.Run.Pos >= 0 && s.iceAt(s.Run.Pos) != t
}

// runFrameT is the T of the run frame in progress, 0 with none: the ice of
// the Runner's position as the Runner took or moved to it (stepRun).
func (s *State) runFrameT() int32 {
	fs := s.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Kind == frameRun {
			return fs[i].T
		}
	}
	return 0
}

// beforeServer reports whether the Runner, inward of every piece of ice
// protecting the attacked server (or with none to pass), has not yet
// approached the server: the Movement Phase's windows and jack-out
// decision before 6.9.4g, and the run's initiation before them (CR
// 6.9.1f with no ice, 6.9.4d-f).
func (s *State) beforeServer() bool {
	st := s.runStep()
	return s.Run.Pos == -1 && (st < runApproach || (st >= runMovePAW && st <= runMoved) || st == runMovedPAW || st == runBegins || st == runPosition)
}

// runStep is the step of the run frame in progress, -1 with none.
func (s *State) runStep() int32 {
	fs := s.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Kind == frameRun {
			return fs[i].Step
		}
	}
	return -1
}
