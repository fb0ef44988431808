// Package cards defines the behaviour of Neuroscape's cards from the
// vocabulary of package neuroscape, filed by card type (characters.go,
// programs.go, gear.go, mainframes.go), and the default decks. Importing it
// makes the cards playable; a card it does not define is refused in decks as
// "not implemented yet" (neuroscape.ErrNotImplemented).
package cards

import "github.com/datafort/datafort/neuroscape"

func init() {
	neuroscape.DefaultDecks = []neuroscape.Deck{
		{Mainframe: "OMNIS BLOOD DIAMOND", RAM: 25, Cyberdeck: repeat(50,
			"UNPAID INTERN", "TRUSTFUND BABY", "VIRTUAL KID", "BOONYEN, WARDRIVER", "MARKET MANIPULATION", "DELETE", "PROPAGANDA",
			"EXECUTIVE", "SCRAPPER", "ROGUE VALKYRIE", "OMNIS DEATHBRINGER", "ACPD DRONES", "ADMIN", "OVERLOAD MK. I", "BACK ALLEY BRUISERS",
			"GENERATIONAL WEALTH")},
		{Mainframe: "A-Z LUXUREON", RAM: 25, Cyberdeck: repeat(50,
			"DUST DEVIL INITIATE", "ASTRA, COSMIC KITTY", "UNPAID INTERN", "MOON FLOWER CACTUS", "STATIC BLAST", "THE HIGH PRIESTESS", "TRUSTFUND BABY",
			"THE PRODIGY", "SCAVENGER", "PSYCHIC", "ROADIE", "OVERLOAD MK. II", "DEATH METAL", "NANOBOT HARVESTER", "FACELESS ONI")},
		{Mainframe: "FIRESTARTER", RAM: 25, Cyberdeck: repeat(50,
			"ADMIN", "THE PRODIGY", "OVERLOAD MK. I", "OVERLOAD MK. II", "VIRTUAL KID", "SCRAPPER", "ROGUE VALKYRIE",
			"BACK ALLEY BRUISERS", "FACELESS ONI", "DELETE", "BOONYEN, WARDRIVER", "DUST DEVIL INITIATE", "TIME", "HACKATHON", "SYSTEM ERROR", "TERMINATE")},
	}
}

// repeat returns n names, names repeated in turn.
func repeat(n int, names ...string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = names[i%len(names)]
	}
	return out
}
