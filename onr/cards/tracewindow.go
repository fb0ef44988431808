package cards

import "github.com/datafort/datafort/onr"

// Cards used in a trace's post-reveal window (trace-reveal-window,
// ONR-12.2.4; onr/tracewindow.go): "use this ability only after you and the
// Corp have revealed how much each of you spent".
func init() {
	reveal := func(title, label string, cost onr.Cost, once onr.Limit, n int32) {
		onr.Define(onr.Def{Title: title, Abilities: []onr.Ability{{Kind: onr.KindActivated, Label: label, When: onr.AfterTraceReveal,
			Cost: cost, Once: once, Effect: onr.Do(onr.TraceLink(n))}}})
	}
	// "1 bit: +2 link. Use this ability only once during each trace attempt."
	reveal("Signpost", "+2 link", onr.Cost{Bits: 1}, onr.OncePerTrace, 2)
	// "1 bit: +1 link. Use this ability only once during each trace attempt."
	reveal("The Springboard", "+1 link", onr.Cost{Bits: 1}, onr.OncePerTrace, 1)
	// Hidden. "[trash]: +3 link."
	reveal("Wired Switchboard", "+3 link", onr.Cost{Trash: true}, onr.Limit{}, 3)
}

// A trace-modifier of the Runner's own (onr/tracesucceed.go).
func init() {
	// Unique. "Gain 1 bit at the start of each of your turns. All trace
	// attempts are automatically successful, and give you a tag in addition
	// to their other effects. If Crash Space leaves play, lose 2 bits.
	// [action]: Trash Crash Space."
	onr.Define(onr.Def{Title: "Crash Space", Abilities: []onr.Ability{onr.Trigger(onr.EvTurnStart, onr.GainBits(1)),
		onr.Static(onr.ModTracesSucceed, 1), onr.Trigger(onr.EvLeftPlay, onr.LoseBits(2)),
		onr.Action("Trash Crash Space", onr.Cost{Actions: 1}, onr.TrashThis())}})
}
