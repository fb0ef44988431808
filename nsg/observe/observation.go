package observe

import (
	"fmt"
	"strconv"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/carddb"
)

// The NSG observation vector, built from one seat's nsg.View only. "own"
// is the deciding seat, "opp" the other. Numbers are raw counts (credits,
// counters, strength), not normalised; flags are 0 or 1.
//
//	header  the turn, whose it is, the observer's side, the rules mode,
//	        both players' pools and scores, the Runner's tags, link,
//	        memory and damage, the piles' sizes, the run (run_pos: the
//	        Runner's position counted from the innermost ice, -1 at the
//	        server, -2 while the run begins, no position taken yet)
//	cards   one block of cardFields per card place, in the order of the
//	        card operand of action ids (placeName): hand, rig, Archives,
//	        heap, own and opp score areas, servers 0…23 with ice and root;
//	        the unseen places, named only by options, are always zero
//
// An empty place is all zeros. A card the observer cannot identify has
// present=1, known=0 and no printed data.
var (
	headerFields = []string{
		"turn", "my_turn", "i_am_corp", "i_am_runner", "rules_24_09", "decision_mine",
		"own_credits", "own_clicks", "own_points", "own_hand_size",
		"opp_credits", "opp_clicks", "opp_points", "opp_hand_size",
		"tags", "bad_publicity", "core_damage", "link", "memory_used", "memory_total",
		"hq_count", "rd_count", "grip_count", "stack_count", "own_hand_count",
		"run_active", "run_server", "run_pos", "run_encounter", "run_broken_count", "run_success",
	}
	cardFields = []string{
		"present", "known", "code",
		"is_identity", "is_agenda", "is_asset", "is_ice", "is_operation", "is_upgrade", "is_event",
		"is_hardware", "is_program", "is_resource",
		"rezzed", "advancement", "hosted", "virus", "cost", "strength", "agenda_points", "advancement_cost",
	}
	cardTypes = []nsg.CardType{nsg.TypeIdentity, nsg.TypeAgenda, nsg.TypeAsset, nsg.TypeIce, nsg.TypeOperation,
		nsg.TypeUpgrade, nsg.TypeEvent, nsg.TypeHardware, nsg.TypeProgram, nsg.TypeResource}
)

// layout returns the fields of the observation and its size.
func layout() ([]observe.Field, int) {
	var fs []observe.Field
	off := 0
	for _, h := range headerFields {
		fs = append(fs, observe.Field{Name: h, Offset: off, Size: 1})
		off++
	}
	n := CardPlaces * len(cardFields)
	fs = append(fs, observe.Field{Name: "cards", Offset: off, Size: n,
		Doc: fmt.Sprintf("%d places × %d fields (%v); code is the card's printing code in the data (carddb), 0 if unknown", CardPlaces, len(cardFields), cardFields)})
	return fs, off + n
}

// ObservationSize implements observe.Encoder.
func (e *encoder) ObservationSize() int { return e.obsSize }

// Layout implements observe.Encoder.
func (e *encoder) Layout() []observe.Field {
	fs, _ := layout()
	return fs
}

// Observe implements observe.Encoder.
func (e *encoder) Observe(view any, out []float32) error {
	v, ok := view.(nsg.View)
	if !ok {
		return fmt.Errorf("nsg observe: a view of type %T", view)
	}
	if len(out) != e.obsSize {
		return fmt.Errorf("nsg observe: an observation of %d, want %d", len(out), e.obsSize)
	}
	clear(out)
	b := func(x bool) float32 {
		if x {
			return 1
		}
		return 0
	}
	me := int(v.Seat)
	if me < 0 || me >= len(v.Identity) {
		return fmt.Errorf("nsg observe: the view of seat %d", v.Seat)
	}
	opp := me
	for s := range v.Identity {
		if s != me {
			opp = s
		}
	}
	role := "runner"
	if d := nsg.Lookup(v.Identity[me]); d != nil && d.Side == "corp" {
		role = "corp"
	}
	h := out[:len(headerFields)]
	h[0], h[1], h[2], h[3], h[4] = float32(v.Turn), b(v.Active == v.Seat), b(role == "corp"), b(role == "runner"), b(v.Rules == nsg.Rules2409)
	for _, p := range v.Pending {
		if p == role {
			h[5] = 1
		}
	}
	h[6], h[7], h[8], h[9] = float32(v.Credits[me]), float32(v.Clicks[me]), float32(v.Points[me]), float32(v.HandSize[me])
	h[10], h[11], h[12], h[13] = float32(v.Credits[opp]), float32(v.Clicks[opp]), float32(v.Points[opp]), float32(v.HandSize[opp])
	h[14], h[15], h[16], h[17], h[18], h[19] = float32(v.Tags), float32(v.BadPub), float32(v.Core), float32(v.Link), float32(v.Memory[0]), float32(v.Memory[1])
	h[20], h[21], h[22], h[23], h[24] = float32(v.HQ), float32(v.RD), float32(v.Grip), float32(v.Stack), float32(len(v.Hand))
	if r := v.Run; r != nil && r.On {
		broken := 0
		for x := r.Broken; x != 0; x &= x - 1 {
			broken++
		}
		h[25], h[26], h[27], h[28], h[29], h[30] = 1, float32(r.Server), float32(r.Pos), b(r.Encounter), float32(broken), b(r.Success)
	}
	cards := out[len(headerFields):]
	// Each listed card at its place (placesOf's), read in one walk of the
	// view's lists rather than found by id in all of them for each place:
	// a view's cards have distinct ids (TestViewCardIDsAreDistinct), so
	// the card at a place is the one placesOf put there.
	put := func(p int, c *nsg.CardView, remote bool) {
		f := cards[p*len(cardFields) : (p+1)*len(cardFields)]
		f[0] = 1
		f[13], f[14], f[15], f[16] = b(c.Rezzed), float32(c.Adv), float32(c.Hosted), float32(c.Virus)
		d := nsg.Lookup(c.Title)
		if c.Title == "" || d == nil {
			return
		}
		f[1] = 1
		if cd, ok := carddb.Lookup(c.Title); ok {
			code, _ := strconv.Atoi(cd.Code)
			f[2] = float32(code)
		}
		for i, t := range cardTypes {
			f[3+i] = b(d.Type == t)
		}
		str := d.Strength
		if remote {
			str += d.RemoteStrength
		}
		f[17], f[18], f[19], f[20] = float32(d.Cost), float32(str), float32(d.Points), float32(d.AdvCost)
	}
	list := func(base, n int, l []nsg.CardView, remote bool) {
		for i := range l[:min(len(l), n)] {
			put(base+i, &l[i], remote)
		}
	}
	list(placeHand, HandSlots, v.Hand, false)
	list(placeRig, RigSlots, v.Rig, false)
	list(placeArchives, PileSlots, v.Archives, false)
	list(placeHeap, PileSlots, v.Heap, false)
	for s, l := range v.Scored {
		if engine.Seat(s) == v.Seat {
			list(placeOwnScored, ScoredSlots, l, false)
		} else {
			list(placeOppScored, ScoredSlots, l, false)
		}
	}
	for _, sv := range v.Servers {
		n := serverNumber(sv.Name)
		if n < 0 || n >= Servers {
			continue
		}
		base := placeServers + n*serverPlaces
		list(base, IceSlots, sv.Ice, n > nsg.ServerArchives)
		list(base+IceSlots, RootSlots, sv.Root, false)
	}
	return nil
}
