package bso

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// Trading bits ("Trading Bits"). "Passing bits to a teammate takes an
// action. Therefore, players can only do this during their own turn ... A
// single exchange can pass any number of bits to the other player on the
// team." The bits go to the bank and the teammate gains from the bank, at
// a rate; the seed's bit symbols are lost. Decision, from what survives:
//
//   - a Sponsor "may give its Agent [x] for every [y] spent": 1 for 1
//     (option trade-sponsor-rate=1:1) — the sentence describes a plain
//     gift, and only the Agent's direction is called the poorer rate;
//   - an Agent "may cash in [x] worth of assets and favors to supply his or
//     her Sponsor with [y] worth of dirty money; the poorer exchange rate
//     reflects the expensive and time-consuming laundering": 2 for 1
//     (option trade-agent-rate=2:1), the smallest rate poorer than 1 for 1
//     in whole bits;
//   - optionally, "try setting a cap on the amount to be transferred"
//     ("Optional Rules"): option trade-cap=N caps the bits a player's
//     teammate may gain from him in one of his turns (0, the default, is no
//     cap).
//
// The action asks how many times to apply the rate (a Number); payment
// abilities may pay (ONR-18.3.7).

// frameTrade is the Number of a trade.
const frameTrade = onr.FirstVariantFrame + 2

// VerbTrade is the action of trading bits to one's teammate.
var VerbTrade = engine.NewVerb("trade-bits")

// modTraded records the bits a player's teammate gained from him this turn
// (kernel.Lasting, Seat the giver, N the bits, until the turn ends).
const modTraded kernel.ModKind = 1000

func init() { onr.RegisterFrame(frameTrade, "trade-bits", stepTrade) }

// rate is an exchange rate: Spend bits spent for Gain bits gained.
type rate struct{ Spend, Gain int32 }

// parseRate reads "S:G".
func parseRate(k, v string) (rate, error) {
	a, b, ok := strings.Cut(v, ":")
	s, e1 := strconv.Atoi(a)
	g, e2 := strconv.Atoi(b)
	if !ok || e1 != nil || e2 != nil || s < 1 || g < 1 || s > 10 || g > 10 {
		return rate{}, fmt.Errorf("option %s=%q: want SPENT:GAINED, whole numbers from 1 to 10, e.g. 2:1", k, v)
	}
	return rate{int32(s), int32(g)}, nil
}

// String writes the rate as its option does, "SPENT:GAINED".
func (r rate) String() string { return fmt.Sprintf("%d:%d", r.Spend, r.Gain) }

// tradeRate returns the rate at which seat gives bits to its teammate.
func tradeRate(s *onr.State, seat engine.Seat) rate {
	if s.Players[seat].Role == onr.Corp {
		return opts(s).SponsorRate
	}
	return opts(s).AgentRate
}

// traded returns the bits seat's teammate gained from it this turn.
func traded(s *onr.State, seat engine.Seat) int32 {
	var n int32
	for _, l := range s.Lasting {
		if l.Mod == modTraded && l.Seat == seat {
			n += l.N
		}
	}
	return n
}

// maxTrades returns how many times seat may apply its rate now.
func maxTrades(s *onr.State, seat engine.Seat) int32 {
	r := tradeRate(s, seat)
	n := s.Payable(seat) / r.Spend
	if cap := opts(s).TradeCap; cap > 0 {
		n = min(n, (cap-traded(s, seat))/r.Gain)
	}
	return n
}

// tradeActions is the trade action (Variant.Actions): a player whose
// teammate is in the game and who can afford the rate once.
func tradeActions(s *onr.State, seat engine.Seat, opts []engine.Option) []engine.Option {
	if mate := teammateOf(s, seat); mate >= 0 && !s.Players[mate].Out && maxTrades(s, seat) >= 1 {
		opts = append(opts, engine.Option{Verb: VerbTrade})
	}
	return opts
}

// teammateOf returns seat's teammate.
func teammateOf(s *onr.State, seat engine.Seat) engine.Seat {
	if s.Players[seat].Role == onr.Corp {
		return agentOf(s, seat)
	}
	return sponsorOf(s, seat)
}

// stepTrade asks how many times to apply the rate, then trades.
func stepTrade(s *onr.State, f *onr.Frame) onr.Status {
	seat := f.Seat
	r := tradeRate(s, seat)
	mate := teammateOf(s, seat)
	if !f.Answered && f.N == 0 {
		hi := maxTrades(s, seat)
		return s.AskNumber(seat, fmt.Sprintf("Trade bits to %s at %s: spend %d for each %d %s gains; how many times?",
			s.SeatName(mate), r, r.Spend, r.Gain, s.SeatName(mate)), "BSO Trading Bits", 1, hi)
	}
	if f.Answered {
		_, n := f.Take()
		f.N = n
	}
	spend, gain := f.N*r.Spend, f.N*r.Gain
	if s.PayFirst(f, seat, spend) {
		f.Answered = false // the amount is chosen: pay, then trade
		return onr.Next
	}
	s.Pop()
	s.PayBits(seat, spend)
	s.GainBits(mate, gain)
	s.AddLasting(kernel.Lasting{Seat: seat, Mod: modTraded, N: gain, Until: onr.EvTurnEnd})
	s.Say(msgTrades, int32(seat), spend, int32(mate), gain)
	return onr.Next
}
