package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

func TestEvents(t *testing.T) {
	// play has the Runner play title from its first action window with
	// credits, and returns the card.
	play := func(x *nsgtest.Table, title string, credits int32) {
		s := x.St()
		id := s.AddCard(title, nsg.ZoneGrip, 0, false)
		s.Credits[runner] = credits
		x.ToTurnOf(runner)
		x.Choose(runner, "nsg-play", id, 0)
	}
	runCards(t, []cardTest{
		{"Sure Gamble: costs 5 and gains 9", func(t *testing.T, x *nsgtest.Table) {
			play(x, "Sure Gamble", 5)
			if got := x.St().Credits[runner]; got != 9 {
				t.Errorf("credits %d, want 9", got)
			}
		}},
		{"Retrieval Run: runs Archives only; if successful, instead of breaching, installs a program from the heap ignoring all costs (CR 6.7.4c)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Clear(nsg.ZoneArchives)
			s.AddCard("Hedge Fund", nsg.ZoneArchives, 0, false)
			cl := s.AddCard("Cleaver", nsg.ZoneHeap, 0, false)
			play(x, "Retrieval Run", 3)
			if d := x.Decision(); len(d.Options) != 1 || nsgtest.Find(d, "nsg-target", 0, nsg.ServerArchives+1) < 0 {
				t.Fatalf("offered %v: want Archives only", x.Describe(d))
			}
			x.Choose(runner, "nsg-target", 0, nsg.ServerArchives+1)
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-install", cl, 0) >= 0 })
			if nsgtest.Find(d, "nsg-no", 0, 0) < 0 {
				t.Errorf("offered %v: want breaching offered too (\"may\")", x.Describe(d))
			}
			x.Choose(runner, "nsg-install", cl, 0)
			x.PassUntil(func(d engine.Decision) bool { return !s.Run.On })
			if len(s.Rig) != 1 || s.CardOf(s.Rig[0]).Title != "Cleaver" || s.Credits[runner] != 0 || x.Logged("breaches") || s.CardOf(s.Archives[0]).FaceUp {
				t.Errorf("rig %v, credits %d, breached %v: want Cleaver installed for nothing, Archives not breached", s.Rig, s.Credits[runner], x.Logged("breaches"))
			}
		}},
		{"Retrieval Run: declining, the Runner breaches Archives", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Clear(nsg.ZoneArchives)
			s.AddCard("Hedge Fund", nsg.ZoneArchives, 0, false)
			cl := s.AddCard("Cleaver", nsg.ZoneHeap, 0, false)
			play(x, "Retrieval Run", 3)
			x.Choose(runner, "nsg-target", 0, nsg.ServerArchives+1)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-install", cl, 0) >= 0 })
			x.Choose(runner, "nsg-no", 0, 0)
			x.PassUntil(func(d engine.Decision) bool { return !s.Run.On })
			if len(s.Rig) != 0 || !x.Logged("breaches") {
				t.Errorf("rig %v, breached %v: want nothing installed, Archives breached", s.Rig, x.Logged("breaches"))
			}
		}},
		{"Inside Job: runs any server; the first piece of ice encountered is bypassed, the next is not (CR 6.1.3d)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Palisade", nsg.ZoneServer, nsg.ServerHQ, true) // inner
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)    // outer
			s.Clear(nsg.ZoneHQ)
			s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			play(x, "Inside Job", 2)
			x.Choose(runner, "nsg-target", 0, nsg.ServerHQ+1)
			x.PassUntil(func(d engine.Decision) bool { return !s.Run.On && d.Prompt == "Take an action" })
			if !x.Logged("bypasses Tithe") || x.Logged("of Tithe resolves") || !x.Logged("of Palisade resolves") {
				t.Errorf("log %q: want Tithe bypassed, Palisade's subroutine resolved", x.Texts())
			}
		}},
		{"Inside Job: a bypassed ice lets the run reach the server, which is breached as usual", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
			s.Clear(nsg.ZoneHQ)
			s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			play(x, "Inside Job", 2)
			grip := len(s.Grip)
			x.Choose(runner, "nsg-target", 0, nsg.ServerHQ+1)
			x.PassUntil(func(d engine.Decision) bool { return !s.Run.On && d.Prompt == "Take an action" })
			n := 0
			for _, l := range x.Texts() {
				if strings.Contains(l, "accesses") {
					n++
				}
			}
			if n != 1 || !s.LastRun.Success || len(s.Grip) != grip || s.Credits[runner] != 0 {
				t.Errorf("accessed %d cards, successful %v, grip %d (was %d), credits %d: want 1 card, a success, nothing drawn, 2 paid", n, s.LastRun.Success, len(s.Grip), grip, s.Credits[runner])
			}
		}},
		{"Networking: removes 1 tag; paying 1 credit adds it to the grip, not trashed (CR 8.6.6)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Tags = 2
			play(x, "Networking", 1)
			x.Choose(runner, "nsg-yes", 0, 0)
			in := func(l []int32) bool {
				for _, id := range l {
					if s.CardOf(id).Title == "Networking" {
						return true
					}
				}
				return false
			}
			if s.Tags != 1 || s.Credits[runner] != 0 || !in(s.Grip) || in(s.Heap) {
				t.Errorf("tags %d, credits %d, in the grip %v, in the heap %v: want 1, 0, in the grip only", s.Tags, s.Credits[runner], in(s.Grip), in(s.Heap))
			}
		}},
		{"Networking: not paying, it is trashed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Tags = 1
			play(x, "Networking", 1)
			x.Choose(runner, "nsg-no", 0, 0)
			if s.Tags != 0 || s.Credits[runner] != 1 || len(s.Heap) != 1 || s.CardOf(s.Heap[0]).Title != "Networking" {
				t.Errorf("tags %d, credits %d, heap %v: want 0, 1, Networking", s.Tags, s.Credits[runner], s.Heap)
			}
		}},
		{"Creative Commission: costs 1, gains 5, and a click left is lost", func(t *testing.T, x *nsgtest.Table) {
			play(x, "Creative Commission", 1)
			s := x.St()
			if s.Credits[runner] != 5 || s.Clicks[runner] != 2 {
				t.Errorf("credits %d, clicks %d; want 5 and 2", s.Credits[runner], s.Clicks[runner])
			}
		}},
		{"VRcation: costs 1, draws 4, and a click left is lost", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("VRcation", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 1
			x.ToTurnOf(runner)
			grip := len(s.Grip) - 1
			x.Choose(runner, "nsg-play", id, 0)
			if len(s.Grip) != grip+4 || s.Clicks[runner] != 2 || s.Credits[runner] != 0 {
				t.Errorf("grip %d (was %d), clicks %d, credits %d; want +4, 2, 0", len(s.Grip), grip, s.Clicks[runner], s.Credits[runner])
			}
		}},
	})
}
