package scenario

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
)

// seed is the seed of every scenario's game: the position is written out,
// and the seed only orders what the file leaves to the game.
const seed = 1

// Build implements shared.File: a game under the file's mode, played to
// the action window of the side whose turn it is (both sides keep their
// hands; the Corp's first turn takes credits), then arranged as the setup
// says. Every zone the setup names holds exactly the cards it names; the
// others are emptied, so that the position holds only what the file says.
func (f *File) Build() (engine.Game, error) {
	mode := f.Mode
	if mode == "" {
		mode = f.RunModes()[0]
	}
	eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed, Options: map[string]string{"rules": mode}})
	if err != nil {
		return nil, fmt.Errorf("%s: setting up the game: %w", f.r.File, err)
	}
	g := eg.(*nsg.Game)
	st := &f.setup
	turn := corpSeat
	if st.turnSet {
		turn = st.turn
	}
	if err := toActionWindow(g, turn); err != nil {
		return nil, fmt.Errorf("%s:%d: setup: %w", f.r.File, st.line, err)
	}
	s := g.State()
	for _, z := range []nsg.Zone{nsg.ZoneHQ, nsg.ZoneRD, nsg.ZoneArchives, nsg.ZoneGrip, nsg.ZoneStack, nsg.ZoneHeap, nsg.ZoneRig, nsg.ZoneScore} {
		s.Clear(z)
	}
	// The cards the setup set aside are not "removed from the game" for
	// the expectations (corp.removed).
	f.cleared = map[int32]bool{}
	for _, c := range s.Cards {
		if c.Zone == nsg.ZoneRemoved {
			f.cleared[c.ID] = true
		}
	}
	for seat := range f.setup.sides {
		sd := &f.setup.sides[seat]
		if sd.identity != "" {
			s.Identity[seat] = nsg.Lookup(sd.identity).Title
			if engine.Seat(seat) == s.Runner {
				s.Link = nsg.Lookup(sd.identity).Link
			}
		}
		if sd.creditsSet {
			s.Credits[seat] = sd.credits
		}
		if engine.Seat(seat) == s.Runner {
			s.Tags, s.CoreDamage = sd.tags, sd.coreDamage
		} else {
			s.BadPub = sd.badPub
		}
		for _, z := range []nsg.Zone{nsg.ZoneHQ, nsg.ZoneRD, nsg.ZoneArchives, nsg.ZoneGrip, nsg.ZoneStack, nsg.ZoneHeap, nsg.ZoneRig, nsg.ZoneScore} {
			for _, c := range sd.zones[z] {
				id := s.AddCard(c.title, z, 0, z == nsg.ZoneRig)
				cd := s.CardOf(id)
				if z == nsg.ZoneArchives {
					cd.FaceUp, cd.Rezzed = c.rezzed, false
				}
				if z == nsg.ZoneScore {
					cd.Owner = engine.Seat(seat)
				}
				cd.Virus, cd.Hosted, cd.Adv = c.virus, c.hosted, c.adv
			}
		}
		for _, sv := range sd.servers {
			// The files write ice outermost first; the state keeps it
			// innermost first.
			for i := len(sv.ice) - 1; i >= 0; i-- {
				c := sv.ice[i]
				if nsg.Lookup(c.title).Type != nsg.TypeIce {
					return nil, f.r.Errf(c.node, "%s is not ice: it cannot protect a server", c.title)
				}
				f.place(s, c, sv.index)
			}
			for _, c := range sv.root {
				if nsg.Lookup(c.title).Type == nsg.TypeIce {
					return nil, f.r.Errf(c.node, "%s is ice: it protects a server, under ice:", c.title)
				}
				f.place(s, c, sv.index)
			}
		}
	}
	// Hosts: a rig entry hosted_on an installed piece of ice (placed above).
	for seat := range f.setup.sides {
		sd := &f.setup.sides[seat]
		for _, c := range sd.zones[nsg.ZoneRig] {
			if c.hostOn == "" {
				continue
			}
			ice, host := int32(0), nsg.Lookup(c.hostOn).Title
			for _, x := range s.Cards {
				if x.Zone == nsg.ZoneServer && x.Ice && x.Title == host {
					ice = x.ID
				}
			}
			if ice == 0 {
				return nil, f.r.Errf(c.hostAt, "hosted_on: no %s is installed in the setup", host)
			}
			for i := range s.Cards {
				if x := &s.Cards[i]; x.Zone == nsg.ZoneRig && x.Title == c.title && x.Host == 0 {
					x.Host = ice
					break
				}
			}
		}
	}
	if st.clicksSet {
		s.Clicks[turn] = st.clicks
	}
	g.Reask()
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("%s:%d: the setup's position breaks the rules' invariants: %w", f.r.File, st.line, err)
	}
	g.TraceTiming() // for the expectations trace and checkpoints_between: from the set-up position on
	return g, nil
}

// place installs c in server i.
func (f *File) place(s *nsg.State, c card, i int32) {
	id := s.AddCard(c.title, nsg.ZoneServer, i, c.rezzed)
	cd := s.CardOf(id)
	cd.Hosted, cd.Adv, cd.Virus = c.hosted, c.adv, c.virus
}

// toActionWindow plays the game from its start to seat's first action
// window: both keep their hands, every window is passed, and the Corp's
// first turn takes credits.
func toActionWindow(g *nsg.Game, seat engine.Seat) error {
	for range 200 {
		p := g.Pending()
		if len(p) != 1 {
			return fmt.Errorf("%d decisions pending on the way to the %s's action window", len(p), seatWord(seat))
		}
		d := p[0]
		if d.Prompt == "Take an action" && d.Seat == seat {
			return nil
		}
		verbs := []string{"nsg-keep", "nsg-pass", "nsg-continue", "nsg-no-action", "nsg-no", "nsg-discard"}
		if d.Prompt == "Take an action" {
			verbs = []string{"nsg-credit"}
		}
		i := -1
		for _, v := range verbs {
			for j, o := range d.Options {
				if o.Verb.String() == v {
					i = j
					break
				}
			}
			if i >= 0 {
				break
			}
		}
		if i < 0 {
			return fmt.Errorf("cannot pass %q on the way to the %s's action window", d.Prompt, seatWord(seat))
		}
		if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}); err != nil {
			return fmt.Errorf("passing %q: %w", d.Prompt, err)
		}
	}
	return fmt.Errorf("no action window of the %s within 200 decisions", seatWord(seat))
}

func seatWord(seat engine.Seat) string {
	if seat == runnerSeat {
		return "runner"
	}
	return "corp"
}
