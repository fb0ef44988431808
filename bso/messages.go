package bso

import "github.com/datafort/datafort/onr"

// The Big Sell-Out's events, recorded as messages of its own (onr.NewMsg):
// the operands are recorded when the event happens and the texts worded
// only when read, as onr's own messages are (onr/messages.go tells the
// wordings' operands).
var (
	msgTrashesFromAgentFort = onr.NewMsg("trash", "{0:seat} trashes {1:card} from the Agent fort to free memory", "")
	msgTargets              = onr.NewMsg("target", "{0:seat}'s {1:card} targets {2:seat}", "")
	msgLiberates            = onr.NewMsg("liberate", "{0:seat} liberates an agenda", "{0:seat} liberates {1:card}")
	msgGivesAgenda          = onr.NewMsg("liberate", "{0:seat} gives an agenda to {2:seat}", "{0:seat} gives {1:card} to {2:seat}")
	msgPaysToLiberate       = onr.NewMsg("liberate", "{0:seat} pays {1} to liberate {1} advancement counters", "")
	msgInstallsLiberated    = onr.NewMsg("liberate", "{0:seat} installs an agenda in {2:fort} with {3} advancement counters", "{0:seat} installs {1:card} in {2:fort} with {3} advancement counters")
	msgCombinesLiberated    = onr.NewMsg("liberate", "{0:seat} puts {2} liberated advancement counters on its own an agenda; the liberated card leaves the game", "{0:seat} puts {2} liberated advancement counters on its own {1:card}; the liberated card leaves the game")
	msgSetsAgendaAside      = onr.NewMsg("liberate", "{0:seat} sets an agenda aside", "{0:seat} sets {1:card} aside")
	msgScoresLiberated      = onr.NewMsg("steal", "{0:seat} scores {1:card} for {2} agenda points", "")
	msgFastBootDerezzes     = onr.NewMsg("derez", "{0:card}, fast-booted, derezzes", "")
	msgCannotFastBoot       = onr.NewMsg("fast-boot", "{0:seat} cannot pay to fast-boot the ice", "{0:seat} cannot pay the rez cost of {1} to fast-boot the ice")
	msgFastBoots            = onr.NewMsg("fast-boot", "{0:seat} pays {1} to fast-boot the ice", "")
	msgTagsAgent            = onr.NewMsg("tag", "{0:seat} tags {1:seat} in the Agent fort", "")
	msgStealsProgram        = onr.NewMsg("steal-program", "{0:seat} steals {1:card} from {2:seat}", "")
	msgOffersTag            = onr.NewMsg("tag-offer", "{0:seat} offers {1:seat} a tag of {2:seat} for {3} bits", "")
	msgRefusesTag           = onr.NewMsg("tag-offer", "{0:seat} refuses; the tag of {1:seat} goes to auction at the end of the turn", "")
	msgBuysAndTrashesTag    = onr.NewMsg("tag", "{0:seat} buys the tag of {1:seat} from {2:seat} for {3} bits and trashes it", "")
	msgBuysTag              = onr.NewMsg("tag-sale", "{0:seat} buys a tag of {1:seat} from {2:seat} for {3} bits", "")
	msgAuctionOpens         = onr.NewMsg("tag-auction", "Auction of a tag of {0:seat} owned by {1:seat}, from {2} bits", "")
	msgAuctionPasses        = onr.NewMsg("tag-auction", "{0:seat} passes", "")
	msgAuctionBids          = onr.NewMsg("tag-auction", "{0:seat} bids {1}", "")
	msgAuctionNoBids        = onr.NewMsg("tag-auction", "Nobody bids; the tag stays with {0:seat}", "")
	msgAuctionCannotBid     = onr.NewMsg("tag-auction", "{0:seat} cannot bid higher and passes", "")
	msgTrades               = onr.NewMsg("trade", "{0:seat} spends {1} bits; {2:seat} gains {3}", "")
	msgFlatlined            = onr.NewMsg("flatline", "{0:seat} is flatlined", "")
	msgTagsGoWithAgent      = onr.NewMsg("tag", "the tags of {0:seat} go with him", "")
	msgRehires              = onr.NewMsg("rehire", "{0:seat} hires another Runner: {1:seat} starts from scratch; {0:seat} forgoes three actions and the team its next 3 agenda points", "")
	msgForgoesForNewAgent   = onr.NewMsg("rehire", "{0:seat}'s team forgoes {1} agenda points for its new Agent", "")
)
