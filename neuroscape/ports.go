package neuroscape

import (
	"slices"

	"github.com/datafort/datafort/neuroscape/carddb"
)

// portOpen reports whether gear g may be attached to character host as far
// as ports go (NS-12.2): an open port of the type g needs on host, of a
// level equal to or higher than g's, one gear per port; arm gear may use
// either arm port (NS-12.3). When g's or host's port data is unknown — for
// every card of the data today — the attachment is allowed and uses no
// port, unless the game is in strict mode (State.StrictPorts), which
// refuses it (NS-12.4). Gear already attached with port data takes its
// ports; gear without uses none. A tether uses no port, strict mode or
// not (NS-12.10: tethers have none).
func (s *State) portOpen(g, host int32) bool {
	if s.def(g).tether() {
		return true
	}
	gc, hc := s.def(g).Card, s.def(host).Card
	if gc.Port == "" || hc.Ports == nil {
		return !s.StrictPorts
	}
	need := []int{gc.PortLevel}
	for _, a := range s.gear(host) {
		if ac := s.def(a).Card; a != g && ac.Port == gc.Port {
			need = append(need, ac.PortLevel)
		}
	}
	var have []int
	for name, level := range hc.Ports {
		if name == gc.Port || (gc.Port == carddb.PortArm && (name == carddb.PortLeftArm || name == carddb.PortRightArm)) {
			have = append(have, level)
		}
	}
	// The highest levels needed take the highest ports: every gear finds
	// a port exactly when the i-th highest need fits the i-th highest port.
	slices.Sort(need)
	slices.Reverse(need)
	slices.Sort(have)
	slices.Reverse(have)
	if len(need) > len(have) {
		return false
	}
	for i, n := range need {
		if n > have[i] {
			return false
		}
	}
	return true
}
