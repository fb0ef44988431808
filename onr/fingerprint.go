package onr

import (
	"strconv"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel/cardkit"
)

// RulesVersion names the version of the ONR rules procedures. It is saved
// with every game and record; change it whenever a procedure changes what a
// game does, so that a save or record made before is refused with a clear
// error instead of going on differently. Changing or adding a card does not
// change it: cards are fingerprinted one by one (Def.Fingerprint), and a game
// checks only the cards it uses.
const RulesVersion = "onr-2026.11.30m" // e: breaks logged (EvSubsBroken), pass/all-broken/run-end/install triggers; restricted bits; the Corp's start-of-run decision; flatline prevention; f: held cards (Player.Held, the trash window's hold choice); g: the trace's "+1 link" question asked whenever the base-link question was, and the base-link question whenever the Runner has a face-down card; h: the Corp asked to rez before a Runner's draw and at each expose on public grounds (rez-when moments), after a worm's use in a run on a fort with a face-down card, and at the start of a run only when its cards include one that may be rezzed then; a spend announced for a run; 2026.11.30a: the Corp acts between its start-of-turn effects (a window holding them, the Runner first); the Runner asked after every access of R&D whether to install an agenda as a program, naming no card; Jenny Jett asks whenever HQ holds a card; the start-of-run decision opens on the card pool's grounds; I Spy exposes swapped ice to the counter's Runner; Dreff's ice trashed when a player leaves mid-encounter; Armageddon offered on runs treated as successful on R&D; facts of cards trashed unseen answer the seats that saw them; Dreff's ice answers its own pass; Power Grid Overload asks the order its hardware reaches the trash; 2026.11.30b: what the Runner may do with an accessed card another seat does not know (R&D; at a Big Sell-Out table also another Sponsor's HQ and unrezzed cards) is one question on public grounds naming no card, replacing the R&D as-program question and the card-by-card trash and steal-cost questions; thefts at a cost from R&D after the free ones; c: an install from the stack (Self-Modifying Code, Airport Locker) short of its cost asks for payment abilities first; the agenda point of a debt paid off (ACME Savings and Loan) wins at once at 7; d: an install with bits given for it (Hijack) short of its cost asks for payment abilities first; a Runner card shown to every seat and then put into the stack is Seen; a lasting effect whose card lies where not every seat sees it is told without naming the card; e: an access of a central fort reaches no more stored cards than are left there (HQ emptied in mid-access by Get Ready to Rumble); f: the bits forfeited to a lasting effect (Corporate Guard® Temps) name its card only to the seats that may know it; g: a spectator counts among those who may not know an accessed card, so that in a game of two the cards accessed in HQ and the unrezzed cards of a fort are asked about in the one question naming no card; a forgone or lapsed card action, bits announced and not spent, and scoped bits returned name their card only to the seats that may know it; h: the swap of ice with HQ (Omni Kismet, Ph. D., Singapore City Grid) asks its two questions whatever HQ holds, the second offering only "none" when HQ holds no ice card; i: showing cards of HQ for a gain (Corporate Negotiating Center and the agenda-showing op) is asked while HQ holds a card not shown, whatever its type, with only "done" when none of the type is left; j: questions on public grounds where a hidden card decided them: the pay-to-trash question of an accessed card and the abilities of face-down cards count what a face-down card might pay (mightPayFaceDown); a card choice among cards some seat does not know, and the ice brought back from the Archives, are asked with "none" alone when none fits; advancement counters put by an effect are asked while the controller has an unrezzed card; Olivia Salazar's half-cost rez while the fort has unrezzed ice; the Corp's window while an ability reading hidden cards might be usable (Lisa Blight, Marcel DeSoleil); the agenda or node trashed to make room is told by its place, and an accessed card's access effect is told before it resolves; k: the same for the encounter's question (asked, "done" alone, while a face-down card might be used in it), the pay-to-steal question (a face-down card might pay), advancement counters moved (Vapor Ops: another unrezzed card might take them), put one a card (Team Restructuring: while an unrezzed card it did not advance is left) and put in the source's fort; the preventions of face-down cards (a trace's effect cancelled: Back Door to Netwatch) count what a face-down card might pay; l: the conditions of the hidden cards a face-down card might be are read for that face-down card (a condition about its own card held for no card, so the encounter's question with AP ice was asked only when a real Simulacrum was there); m: every shuffle of a deck places its cards anew (shuffleDeck: new handles, the cards a seat had looked at in it forgotten, the shuffled-in card known again after), as Corporate Shuffle already did: five effects (shuffle this into the deck, show for points then shuffle, shuffle hand and discard in, the redraws) reordered the list in place and kept who knew which card, so a seat kept knowing a looked-at card at its new place; the same random draws

// prints is the registry of the fingerprints of the definitions of this
// build (Define): a definition's fingerprint digests the card's printed
// data (numbers, keywords, text) and its abilities, in which every op,
// condition and value is named by its type and parameters and every
// function by its full name (cardkit.Fingerprint). A closure or a bound
// method value has no stable description, so it is refused: card text is
// built from values and named functions only.
var prints cardkit.Fingerprints

// fingerprintParts returns the parts of d that its fingerprint digests, in
// order: the card's printed data, then its abilities.
func (d *Def) fingerprintParts() []any { return []any{*d.card, d.Abilities} }

// Describe returns the canonical description of d that its fingerprint
// digests, for people comparing two builds.
func (d *Def) Describe() string {
	s, err := cardkit.Describe(d.fingerprintParts()...)
	if err != nil {
		return err.Error()
	}
	return s
}

// Fingerprint returns the rules a game is played under: RulesVersion, the
// state encoding that its hashes digest (encodingName) and the fingerprint
// of the definition of every card in the game, by card id. engine.Replay
// and the server compare it with a record's (engine.Rules).
func (g *Game) Fingerprint() engine.Rules {
	r := g.s.rules()
	r.Encoding = encodingName(binaryMagic[len(binaryMagic)-1])
	return r
}

// encodingName names the state encoding of the given format (binaryMagic's
// format byte), which StateHash digests: changing the encoding changes the
// name, so that a game stored under another is shown as needing another
// build, never as diverged. Format 3, the format when encodings were first
// named, is the unnamed encoding (engine.Rules.Encoding), so that the games
// saved before then, whose rules name none, name it.
func encodingName(format byte) string {
	if format == 3 {
		return ""
	}
	return "DFB" + strconv.Itoa(int(format))
}

// rules returns the rules of the game in s: RulesVersion (and its
// variant's), and the fingerprint of the definition of every card in the
// game, a virus's included.
func (s *State) rules() engine.Rules {
	version := RulesVersion
	if s.v != nil {
		version += "+" + s.v.Name + "-" + s.v.Version
	}
	return prints.Rules(version, s.allCardIDs)
}

// allCardIDs yields the id of every card in the game, a virus's included.
func (s *State) allCardIDs(yield func(CardID) bool) {
	for i := 1; i < len(s.Cards); i++ {
		if !yield(s.Cards[i].ID) {
			return
		}
	}
	for i := range s.Players {
		for _, v := range s.Players[i].Virus {
			if !yield(v.ID) {
				return
			}
		}
	}
}
