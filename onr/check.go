package onr

import (
	"fmt"

	"github.com/datafort/datafort/onr/carddb"
)

// Check implements engine.Game: it verifies the invariants of ONR after a
// step. Every card is in exactly one place and its zone says so; no pool,
// action count or counter is negative; forts are well formed; the game has a
// pending decision unless it is over.
func (g *Game) Check() error { return g.s.check() }

func (s *State) check() error {
	seen := make([]uint8, len(s.Cards))
	count := func(list []int32, zone Zone, fort int32, what string) error {
		for _, c := range list {
			if c <= 0 || int(c) >= len(s.Cards) {
				return fmt.Errorf("%s holds card index %d", what, c)
			}
			seen[c]++
			k := &s.Cards[c]
			if k.Zone != zone || ((zone == ZoneIce || zone == ZoneFort) && k.Fort != fort) {
				return fmt.Errorf("card %d (%s) is listed in %s but says zone %s fort %d", c, s.def(c).Title, what, k.Zone, k.Fort)
			}
		}
		return nil
	}
	zones := []struct {
		list []int32
		zone Zone
		what string
	}{
		{s.Corp.HQ, ZoneHQ, "HQ"}, {s.Corp.RD, ZoneRD, "R&D"}, {s.Corp.Archives, ZoneArchives, "the Archives"},
		{s.Corp.Scored, ZoneScored, "the Corp's scored area"}, {s.Runner.Hand, ZoneHand, "the Runner's hand"},
		{s.Runner.Stack, ZoneStack, "the stack"}, {s.Runner.Trash, ZoneTrash, "the trash"},
		{s.Runner.Rig, ZoneRig, "the rig"}, {s.Runner.Stolen, ZoneStolen, "the Runner's scored area"},
		{s.Runner.Aside, ZoneAside, "the cards set aside"},
	}
	for _, z := range zones {
		if err := count(z.list, z.zone, 0, z.what); err != nil {
			return err
		}
	}
	if len(s.Forts) < 3 {
		return fmt.Errorf("only %d forts; the three central forts must exist (ONR-2.2.2)", len(s.Forts))
	}
	for i := range s.Forts {
		f := &s.Forts[i]
		fi := int32(i)
		if err := count(f.Ice, ZoneIce, fi, s.fortName(fi)+" ice"); err != nil {
			return err
		}
		if err := count(f.Cards, ZoneFort, fi, s.fortName(fi)); err != nil {
			return err
		}
		if err := s.checkInstallOrder(fi); err != nil {
			return err
		}
		if i < 3 && f.Gone {
			return fmt.Errorf("central fort %s collapsed (ONR-2.2.2)", s.fortName(fi))
		}
		empty := len(f.Ice) == 0 && len(f.Cards) == 0
		if i >= 3 && f.Gone != empty {
			return fmt.Errorf("%s: gone=%v with %d ice and %d cards (ONR-2.2.4)", s.fortName(fi), f.Gone, len(f.Ice), len(f.Cards))
		}
		for _, c := range f.Ice {
			if !s.isIce(c) {
				return fmt.Errorf("%s has %s installed as ice", s.fortName(fi), s.def(c).Title)
			}
		}
		main := 0
		for _, c := range f.Cards {
			switch s.def(c).card.Type {
			case carddb.Agenda, carddb.Node:
				main++
				if i < 3 {
					return fmt.Errorf("%s holds %s; agendas and nodes go only in subsidiary forts (ONR-8.3.1)", s.fortName(fi), s.def(c).Title)
				}
			case carddb.Upgrade:
			default:
				return fmt.Errorf("%s holds %s, a %s", s.fortName(fi), s.def(c).Title, s.def(c).card.Type)
			}
		}
		if main > 1 {
			return fmt.Errorf("%s holds %d agendas/nodes (ONR-8.3.2)", s.fortName(fi), main)
		}
	}
	for c := 1; c < len(s.Cards); c++ {
		k := &s.Cards[c]
		if k.Zone == ZoneRemoved {
			seen[c]++
		}
		if seen[c] != 1 {
			return fmt.Errorf("card %d (%s) is in %d places", c, s.def(int32(c)).Title, seen[c])
		}
		if k.Adv < 0 || k.Counters < 0 || k.Bits < 0 {
			return fmt.Errorf("card %d (%s) has negative counters", c, s.def(int32(c)).Title)
		}
		if err := s.checkRezExtra(int32(c)); err != nil {
			return err
		}
		if k.Host != 0 && (s.Cards[k.Host].Zone != ZoneRig || k.Zone != ZoneRig) {
			return fmt.Errorf("card %d (%s) is hosted by a card not in play", c, s.def(int32(c)).Title)
		}
	}
	for _, v := range []struct {
		n    int32
		what string
	}{
		{s.Corp.Bits, "Corp bits"}, {s.Corp.Actions, "Corp actions"}, {s.Runner.Bits, "Runner bits"},
		{s.Runner.Actions, "Runner actions"}, {s.Runner.Tags, "tags"}, {s.Runner.Brain, "brain damage"},
		{s.Corp.Forgo, "Corp forgone actions"}, {s.Runner.Forgo, "Runner forgone actions"},
		{s.Corp.BadPub, "Bad Publicity"},
		{s.Corp.InstallActions, "Corp install-only actions"}, {s.Run.CapLeft, "bits left in a capped run"},
	} {
		if v.n < 0 {
			return fmt.Errorf("%s is negative: %d", v.what, v.n)
		}
	}
	if s.Corp.InstallActions > 0 && (s.Active != Corp || s.Phase != PhaseCorpAction) {
		return fmt.Errorf("the Corp holds %d install-only actions outside its actions (ONR-6.4.3)", s.Corp.InstallActions)
	}
	if s.Run.Capped && !s.Run.Active {
		return fmt.Errorf("a capped run without a run")
	}
	for _, v := range s.Corp.Virus {
		if v.N < 0 {
			return fmt.Errorf("negative virus counters")
		}
	}
	if err := s.checkAside(); err != nil {
		return err
	}
	if err := s.checkRun(); err != nil {
		return err
	}
	if err := s.checkIceMods(); err != nil {
		return err
	}
	if !s.Over && len(s.Pending) == 0 {
		return fmt.Errorf("the game is not over but no decision is pending")
	}
	if s.Over && len(s.Pending) != 0 {
		return fmt.Errorf("the game is over but %d decisions are pending", len(s.Pending))
	}
	for _, d := range s.Pending {
		if len(d.Options) == 0 && d.Kind == 0 {
			return fmt.Errorf("decision %d (%s) offers no option", d.ID, d.Prompt)
		}
	}
	return nil
}
