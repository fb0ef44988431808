package bso

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// Tags as property ("Handling Tags"). "When an Agent is tagged, the member
// of the team that made the tag becomes the owner of the tag" (ONR's owned
// tags, onr/tags.go: a Sponsor's cards use only the tags its team owns).
// The owner may sell a tag:
//
//   - "Tags may be sold during any Sponsor's turn. The owner of the tag may
//     offer to sell it to the Sponsor currently taking its turn": whenever
//     the owner has priority in a window of a Sponsor's turn of another
//     team, he may offer one tag of each tagged Agent, once a turn, naming
//     a price from the minimum (option tag-min-price; the seed's number is
//     lost; decided 2 bits, what the Agent pays to remove a tag, ONR-13.2,
//     so that a tag is never sold for less than it costs to shed) up to
//     what that Sponsor can pay. Selling is not an action.
//   - The Sponsor accepts — it pays the owner, "only the successful bid is
//     actually paid" — or refuses; then "other Sponsors (not Agents) may
//     bid for the tag ... a small, short auction that is held at the end of
//     the current Sponsor's turn": each Sponsor of another team than the
//     owner's, clockwise from the one after the Sponsor whose turn it is
//     (so that the one that refused bids last), bids higher or passes; "If
//     a Sponsor passes on the bidding, then that player may not bid for
//     the tag again"; a Sponsor may bid only what it can pay. It ends when
//     all but the highest bidder have passed; the highest bid buys the tag.
//     Decision on secrecy: the bids are open — a clockwise auction in which
//     a pass is final and bidders may bid again is an open auction — and
//     nothing of it is hidden: what a tag is worth, its owner and the bits
//     paid are public (R082).
//   - "It is acceptable (and even smart) for the Sponsor of the tagged
//     Agent to bid on the tag. If its bid is successful, the Sponsor may
//     trash the tag at no cost": it does (a team's cards never use a tag on
//     its own Agent, so keeping it could serve nothing).
//   - "When a tag is sold, all the information that comprises the tag goes
//     with it": the former owner's team may no longer use it.

// Frame kinds of tag sales.
const (
	frameTagSale = onr.FirstVariantFrame + 3 // the owner's price, then the buyer's answer (Frame.Seat the owner, M the tagged Agent)
	frameAuction = onr.FirstVariantFrame + 4 // an auction at the end of a Sponsor's turn
)

// Verbs of tag sales.
var (
	VerbOfferTag = engine.NewVerb("offer-tag") // offer a tag of Agent Target-1 to the Sponsor whose turn it is
	VerbBuy      = engine.NewVerb("buy-tag")   // accept the offer (Arg the price)
	VerbRefuse   = engine.NewVerb("refuse")    // refuse the offer
	VerbBid      = engine.NewVerb("bid")       // bid in an auction
)

// Modifier kinds of tag sales (kernel.Lasting markers).
const (
	// modOffered: Seat offered a tag of Agent Arg this turn.
	modOffered kernel.ModKind = 1001
	// modToAuction: a tag of Agent Arg owned by Seat goes to auction at the
	// end of the turn.
	modToAuction kernel.ModKind = 1002
)

func init() {
	onr.RegisterFrame(frameTagSale, "tag-sale", stepTagSale)
	onr.RegisterFrame(frameAuction, "tag-auction", stepAuction)
}

// marked reports whether a marker lasting of kind mod for seat and agent
// exists.
func marked(s *onr.State, mod kernel.ModKind, seat, agent engine.Seat) bool {
	return slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool {
		return l.Mod == mod && l.Seat == seat && l.Arg == int32(agent)
	})
}

// tagOfferOptions appends seat's offers of tags to the Sponsor whose turn
// it is (Variant.WindowOptions).
func tagOfferOptions(s *onr.State, seat engine.Seat, opts []engine.Option) []engine.Option {
	buyer := s.Active
	if s.Players[buyer].Role != onr.Corp || s.Players[buyer].Team == s.Players[seat].Team || s.Run.Active {
		return opts
	}
	for i := range s.Players {
		agent := s.Players[i].Seat
		if s.Players[i].Role == onr.Runner && !s.Players[i].Out && s.TagsOwned(agent, seat) > 0 &&
			!marked(s, modOffered, seat, agent) && !marked(s, modToAuction, seat, agent) {
			opts = append(opts, engine.Option{Verb: VerbOfferTag, Target: int(agent) + 1})
		}
	}
	return opts
}

// offerTag starts the sale of a tag of seat's on Agent o.Target-1.
func offerTag(s *onr.State, seat engine.Seat, o engine.Option) {
	agent := engine.Seat(o.Target - 1)
	s.AddLasting(kernel.Lasting{Seat: seat, Mod: modOffered, Arg: int32(agent), Until: onr.EvTurnEnd})
	s.Push(onr.Frame{Kind: frameTagSale, Seat: seat, M: int32(agent)})
}

// minPrice returns the lowest price of a tag.
func minPrice(s *onr.State) int32 { return opts(s).TagMinPrice }

// stepTagSale asks the owner (Frame.Seat) the price of a tag of Agent
// Frame.M, then the Sponsor whose turn it is whether it buys; Frame.N is
// the price once named.
func stepTagSale(s *onr.State, f *onr.Frame) onr.Status {
	owner, agent, buyer := f.Seat, engine.Seat(f.M), s.Active
	if s.TagsOwned(agent, owner) == 0 || s.Players[buyer].Out {
		s.Pop()
		return onr.Next
	}
	switch f.Step {
	case 0:
		if !f.Answered {
			lo := minPrice(s)
			return s.AskNumber(owner, fmt.Sprintf("Offer %s a tag of %s: your price?", s.SeatName(buyer), s.SeatName(agent)),
				"BSO Handling Tags", lo, max(lo, s.Payable(buyer)))
		}
		_, n := f.Take()
		f.N, f.Step = n, 1
		s.Say(msgOffersTag, int32(owner), int32(buyer), int32(agent), n)
		fallthrough
	case 1:
		if !f.Answered {
			opts := []engine.Option{{Verb: VerbRefuse, Target: int(agent) + 1}}
			if s.Payable(buyer) >= f.N {
				opts = append(opts, engine.Option{Verb: VerbBuy, Target: int(agent) + 1, Arg: int(f.N)})
			}
			return s.Ask(buyer, fmt.Sprintf("%s offers you a tag of %s for %d bits", s.SeatName(owner), s.SeatName(agent), f.N),
				"BSO Handling Tags", opts)
		}
		o, _ := f.Take()
		if o.Verb == VerbBuy {
			if s.PayFirst(f, buyer, f.N) {
				return onr.Next
			}
			price := f.N
			s.Pop()
			sellTag(s, agent, owner, buyer, price)
			return onr.Next
		}
		s.Pop()
		s.Say(msgRefusesTag, int32(buyer), int32(agent))
		s.AddLasting(kernel.Lasting{Seat: owner, Mod: modToAuction, Arg: int32(agent), Until: onr.EvTurnStart})
	}
	return onr.Next
}

// sellTag sells a tag of agent owned by owner to buyer for price bits,
// paid to the owner; the Sponsor of the tagged Agent trashes it at once.
func sellTag(s *onr.State, agent, owner, buyer engine.Seat, price int32) {
	s.PayBits(buyer, price)
	s.GainBits(owner, price)
	if s.Players[buyer].Team == s.Players[agent].Team {
		s.RemoveTag(agent, owner)
		s.Say(msgBuysAndTrashesTag, int32(buyer), int32(agent), int32(owner), price)
		return
	}
	s.MoveTag(agent, owner, buyer)
	s.Say(msgBuysTag, int32(buyer), int32(agent), int32(owner), price)
}

// turnEnd is the Variant's TurnEnd: the auctions of the tags refused this
// turn, in the order they were refused.
func turnEnd(s *onr.State, seat engine.Seat) {
	var sales []kernel.Lasting
	for _, l := range s.Lasting {
		if l.Mod == modToAuction {
			sales = append(sales, l)
		}
	}
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == modToAuction })
	for i := len(sales) - 1; i >= 0; i-- { // pushed last first: resolved first first
		l := sales[i]
		s.Push(onr.Frame{Kind: frameAuction, Seat: l.Seat, M: l.Arg})
	}
}

// bidders returns the Sponsors who may bid for a tag of owner's, clockwise
// from the seat after the Sponsor whose turn it is: those of other teams
// than the owner's, in the game.
func bidders(s *onr.State, owner engine.Seat) []int32 {
	var out []int32
	n := len(s.Players)
	for i := 1; i <= n; i++ {
		p := &s.Players[(int(s.Active)+i)%n]
		if p.Role == onr.Corp && !p.Out && p.Team != s.Players[owner].Team {
			out = append(out, int32(p.Seat))
		}
	}
	return out
}

// stepAuction runs the auction of a tag of Agent Frame.M owned by
// Frame.Seat. The frame's list holds the bidders still in, in bidding order;
// Frame.T the index of the bidder to ask, or -1 once the auction is over
// and the highest bidder pays; Frame.N the highest bid and Frame.Step the
// highest bidder + 1 (0 for none yet). A bidder answers "bid" then the
// amount, or "pass", which is final.
func stepAuction(s *onr.State, f *onr.Frame) onr.Status {
	owner, agent := f.Seat, engine.Seat(f.M)
	if s.TagsOwned(agent, owner) == 0 || s.Players[owner].Out || s.Players[agent].Out {
		s.Pop()
		return onr.Next
	}
	high := engine.Seat(f.Step - 1)
	if f.T < 0 {
		// Over: the highest bid buys the tag (payment abilities first).
		if s.Players[high].Out || s.PayFirst(f, high, f.N) {
			if s.Players[high].Out {
				s.Pop()
			}
			return onr.Next
		}
		price := f.N
		s.Pop()
		sellTag(s, agent, owner, high, price)
		return onr.Next
	}
	if s.List(f) == nil && f.Step == 0 && !f.Answered {
		s.SetList(f, bidders(s, owner))
		f.N = minPrice(s) - 1
		s.Say(msgAuctionOpens, int32(agent), int32(owner), minPrice(s))
	}
	if f.Answered {
		bidder := engine.Seat(s.List(f)[f.T])
		o, n := f.Take()
		switch o.Verb {
		case VerbBid:
			return s.AskNumber(bidder, fmt.Sprintf("Bid for the tag of %s: how much?", s.SeatName(agent)), "BSO Handling Tags",
				f.N+1, s.Payable(bidder))
		case onr.VerbPass:
			s.Say(msgAuctionPasses, int32(bidder))
			s.DeleteList(f, int(f.T), int(f.T)+1)
		default: // the amount of a bid
			f.N, f.Step, high = n, int32(bidder)+1, bidder
			s.Say(msgAuctionBids, int32(bidder), n)
			f.T++
		}
	}
	for {
		// Bidders who left the game meanwhile are out of the auction.
		s.FilterList(f, func(b int32) bool { return !s.Players[b].Out })
		in := s.List(f)
		if len(in) == 0 || (len(in) == 1 && f.Step > 0 && engine.Seat(in[0]) == high) {
			if f.Step == 0 {
				s.Pop()
				s.Say(msgAuctionNoBids, int32(owner))
				return onr.Next
			}
			f.T = -1
			return onr.Next
		}
		f.T %= int32(len(in))
		bidder := engine.Seat(in[f.T])
		if f.Step > 0 && bidder == high {
			f.T++
			continue
		}
		if s.Payable(bidder) <= f.N {
			// It cannot outbid: a pass, on public grounds (pools are public).
			s.Say(msgAuctionCannotBid, int32(bidder))
			s.DeleteList(f, int(f.T), int(f.T)+1)
			continue
		}
		return s.Ask(bidder, fmt.Sprintf("Auction of a tag of %s owned by %s: the bid is %d; bid higher or pass (for good)", s.SeatName(agent), s.SeatName(owner), max(f.N, 0)),
			"BSO Handling Tags", []engine.Option{{Verb: onr.VerbPass}, {Verb: VerbBid, Target: int(agent) + 1}})
	}
}
