package neuroscape

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// ViewIDs are the card ids of the lists a seat's view (View) shows, list
// by list in the view's order, without the cards' faces: what a reader
// that names cards by where the view lists them needs (neuroscape/observe's
// ActionsOf, naming a decision's options), for a fraction of what the view
// costs. TestViewIDsAreTheViewsIds pins them to View's. The lists are read
// only, and valid until the game changes.
type ViewIDs struct {
	Players     []PlayerIDs
	Cache       []int32 // top first
	Environment int32   // the active environment's (NS-14.9), 0 for none
}

// PlayerIDs are the ids of one player's lists in a view (PlayerView): a
// list the view leaves out is nil; a revealed card whose id the viewer
// may not know is 0, as in the view.
type PlayerIDs struct {
	Seat      int
	Mainframe int32
	Hand      []int32 // the viewer's own or its teammate's (HandSight), else nil
	Play      []int32
	Slots     []int32 // in its mainframe's slots
	Gear      []int32 // the gear it controls
	Looking   []int32 // the cards it looks at, where HandSight lets the viewer see them
	Revealed  []int32
}

// ViewIDs returns the ids of View(seat)'s lists, without building it.
func (g *Game) ViewIDs(seat engine.Seat) ViewIDs {
	st := &g.st
	var v ViewIDs
	for i := range st.P {
		p := &st.P[i]
		s := engine.Seat(i)
		pv := PlayerIDs{Seat: i, Mainframe: p.Mainframe, Play: p.Play}
		if HandSight(seat, s) {
			pv.Hand = p.Hand
			pv.Looking = st.setAside(s, zoneLook)
		}
		pv.Revealed = st.setAside(s, zoneReveal)
		if !HandSight(seat, s) {
			for j := range pv.Revealed {
				pv.Revealed[j] = 0 // the face, not the id (View)
			}
		}
		for j := range st.Objs {
			if o := &st.Objs[j]; o.Zone == zoneSlot && o.Host == p.Mainframe {
				pv.Slots = append(pv.Slots, int32(j+1))
			}
			if o := &st.Objs[j]; o.Zone == zoneGear && o.Ctrl == s {
				pv.Gear = append(pv.Gear, int32(j+1))
			}
		}
		v.Players = append(v.Players, pv)
	}
	for _, f := range st.Frames() {
		if f.Kind == frameProgram && f.Src != 0 && f.Ref.Ability >= 0 && f.PC == 0 && !st.entered(&f) {
			v.Cache = append(v.Cache, f.Src)
		}
	}
	slices.Reverse(v.Cache)
	v.Environment = st.environment()
	return v
}
