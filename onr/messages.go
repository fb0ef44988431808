package onr

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Events are recorded as messages (engine.Told): at the moment of the event
// the rules record a message code (Msg, enums.go) and its operands — card
// identities, seats, forts and amounts, captured as they are then — and
// build no text. The game's words (words) turn a message into text only
// when a reader asks, from its wording below and from what never changes
// during a game: the players' names, roles and teams, the names of the
// table's own central forts and the card titles.
//
// A wording is text with operands in braces, {i:verb} for operand i:
//
//	{i}                 the number
//	{i:signed}          the number with its sign: +2, -1, +0
//	{i:card}            the title of card id i (CardID), "an effect" for -1 (cardArg), or a card described (nameArg)
//	{i:cards}           the cards of operands i on, up to the first 0, or of the list operand i names, joined by ", " (sayCards)
//	{i:seat}            the seat's name (seatName)
//	{i:seatText}        the seat's name, or its role as "corp" or "runner" (seatText)
//	{i:theSeat}         the seat's name, or "The Corp", "The Runner" (theSeat)
//	{i:role}, {i:Role}  the seat's role: "corp", "runner"; "Corp", "Runner"
//	{i:fort}            the fort (fortArg), named as fortName names it
//	{i:count:one:many}  count(n, one, many): "1 bit", "3 bits"
//	{i:damage}          the damage kind, as cards print it
//	{i:iceType}         ice type n of IceTypes, in lower case
//	{i:team}            the members of team n: "A and B" (teamName)
//	{i:word}            a word of the rules or of card data (word): a reason, a rider's text
//
// A wording that begins with {i:by} is worded by seat i as State.by words
// it: at a table that names its seats, the seat's name replaces a leading
// role ("Corp …", "runner …").
//
// An event whose secret wording differs is recorded with sayTo, for the
// seats of a mask; the others read the public one.
//
// A list of cards too long for the operands (sayCards) is kept in the
// game's words, which an operand then names: every event of ONR is a
// message. Plain text (event) is left to variants (State.Event).

// message is the wording of a Msg.
type message struct {
	typ    string // engine.Event.Type
	text   string // the wording every seat reads
	secret string // the wording the seats of the event's Private read; "" if none
}

// wording is a parsed wording.
type wording struct {
	by   int8 // the operand whose seat words the text (State.by); -1 if none
	segs []segment
}

// segment is a piece of a wording: literal text, or an operand worded by a
// verb.
type segment struct {
	lit       string
	arg       int8 // the operand; -1 for literal text
	verb      string
	one, many string // the words of a count
}

// wordings are the parsed wordings of messages, public and secret, by Msg.
var wordings [len(messages)][2]wording

func init() {
	for m, w := range messages {
		var err error
		if w.typ == "" {
			continue
		}
		if wordings[m][0], err = parseWording(w.text); err == nil && w.secret != "" {
			wordings[m][1], err = parseWording(w.secret)
		}
		if err != nil {
			panic(fmt.Sprintf("onr: message %d: %v", m, err))
		}
	}
}

// variantMessages are the messages variants define (NewMsg), numbered
// from len(messages) on; the list is replaced, never written.
var variantMessages atomic.Pointer[[]variantMessage]

// variantMessage is a message a variant defines, with its wordings parsed.
type variantMessage struct {
	message
	wordings [2]wording
}

var newMsgMu sync.Mutex

// NewMsg defines a message of a variant's own: its event type, the wording
// every seat reads and the one the seats of the event's Private read ("" if
// none), worded as onr's own (messages.go). Call it from an init function
// or a package variable's initializer; it panics on a wording that does not
// parse.
func NewMsg(typ, text, secret string) Msg {
	v := variantMessage{message: message{typ: typ, text: text, secret: secret}}
	var err error
	if v.wordings[0], err = parseWording(text); err == nil && secret != "" {
		v.wordings[1], err = parseWording(secret)
	}
	if err != nil {
		panic(fmt.Sprintf("onr: NewMsg(%q): %v", typ, err))
	}
	newMsgMu.Lock()
	defer newMsgMu.Unlock()
	var list []variantMessage
	if p := variantMessages.Load(); p != nil {
		list = *p
	}
	list = append(list[:len(list):len(list)], v)
	variantMessages.Store(&list)
	return Msg(len(messages) + len(list) - 1)
}

// messageOf returns the wording of m.
func messageOf(m Msg) message {
	if int(m) < len(messages) {
		return messages[m]
	}
	if p := variantMessages.Load(); p != nil && int(m)-len(messages) < len(*p) {
		return (*p)[int(m)-len(messages)].message
	}
	return message{}
}

// wordingsOf returns the parsed wordings of m, and false for no message.
func wordingsOf(m Msg) (*[2]wording, bool) {
	if int(m) < len(messages) {
		return &wordings[m], messages[m].typ != ""
	}
	if p := variantMessages.Load(); p != nil && int(m)-len(messages) < len(*p) {
		return &(*p)[int(m)-len(messages)].wordings, true
	}
	return nil, false
}

// verbs are the verbs of wordings.
var verbs = []string{"", "signed", "card", "cards", "seat", "seatText", "theSeat", "role", "Role", "fort", "count", "damage", "iceType", "team", "word", "by"}

// parseWording parses text, a wording.
func parseWording(text string) (wording, error) {
	w := wording{by: -1}
	for text != "" {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			w.segs = append(w.segs, segment{lit: text, arg: -1})
			break
		}
		if i > 0 {
			w.segs = append(w.segs, segment{lit: text[:i], arg: -1})
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			return w, fmt.Errorf("%q: an operand not closed", text)
		}
		f := strings.Split(text[i+1:i+j], ":")
		text = text[i+j+1:]
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 0 || n >= engine.MessageArgs {
			return w, fmt.Errorf("operand %q: want a number from 0 to %d", f[0], engine.MessageArgs-1)
		}
		s := segment{arg: int8(n)}
		if len(f) > 1 {
			s.verb = f[1]
		}
		switch {
		case !contains(verbs, s.verb):
			return w, fmt.Errorf("operand %d: unknown verb %q", n, s.verb)
		case s.verb == "count" && len(f) != 4, s.verb != "count" && len(f) > 2:
			return w, fmt.Errorf("operand %d: %q", n, strings.Join(f, ":"))
		case s.verb == "count":
			s.one, s.many = f[2], f[3]
		case s.verb == "by":
			if len(w.segs) > 0 {
				return w, fmt.Errorf("operand %d: by is only at the start", n)
			}
			w.by = int8(n)
			continue
		}
		w.segs = append(w.segs, s)
	}
	return w, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// words are the words of one game that never change during it: what a
// message is worded from besides its operands. A game makes them when it
// first records a message and shares them with its clones; they are never
// written after, but for the lists of cards of its events, which are only
// appended to (cardList).
type words struct {
	seats     []seatWords
	multiCorp bool
	centrals  map[Central]string // the names of the table's own central forts

	// The lists of cards of the events too long for a message's operands,
	// each as operands of {i:cards}, by number; replaced under mu, never
	// written, so that a list's number names it for the life of the words.
	lists atomic.Pointer[[][]int32]

	// The texts last worded, so that an event read by every seat in turn
	// is worded once: a text depends on its message alone.
	mu     sync.Mutex
	recent *[64]toldText // made when first read
}

// toldText is a text worded, with the message and wording it is of.
type toldText struct {
	m      engine.Message
	secret bool
	text   string
}

// seatWords are the words of one seat.
type seatWords struct {
	name string // "" when the table does not name it
	role Role
	team int
}

// plainWords are the words of ONR's own table of two unnamed seats, shared
// by every game played at it.
var plainWords = &words{seats: []seatWords{{role: Corp, team: 0}, {role: Runner, team: 1}}}

// words returns s's words, made from its players and forts the first time.
func (s *State) words() *words {
	if s.wordsOf != nil {
		return s.wordsOf
	}
	if s.plainTable() {
		s.wordsOf = plainWords
		return plainWords
	}
	w := &words{multiCorp: s.multiCorp()}
	for i := range s.Players {
		p := &s.Players[i]
		w.seats = append(w.seats, seatWords{name: p.Name, role: p.Role, team: p.Team})
	}
	for i := range s.Forts {
		if f := &s.Forts[i]; f.Name != "" {
			if w.centrals == nil {
				w.centrals = map[Central]string{}
			}
			w.centrals[f.Central] = f.Name
		}
	}
	s.wordsOf = w
	return w
}

// say records the public event of message m with operands args (the
// event's texts are worded only when read). It is inlined: while no event
// is recorded (State.quiet, as Game.Step applies a choice) it makes no call.
func (s *State) say(m Msg, args ...int32) {
	if !s.quiet {
		s.sayAll(m, args)
	}
}

// sayAll is say past its inline test.
func (s *State) sayAll(m Msg, args []int32) {
	s.addEvent(engine.Told(messageOf(m).typ, s.words(), s.message(m, args)))
}

// sayTo records the event of message m whose secret wording only the seats
// of private read; the others read its public one. It is inlined, as say.
func (s *State) sayTo(private uint64, m Msg, args ...int32) {
	if !s.quiet {
		s.sayToAll(private, m, args)
	}
}

// sayToAll is sayTo past its inline test.
func (s *State) sayToAll(private uint64, m Msg, args []int32) {
	e := engine.Told(messageOf(m).typ, s.words(), s.message(m, args))
	e.Private = private
	s.addEvent(e)
}

// message returns the engine.Message of m with operands args.
func (s *State) message(m Msg, args []int32) engine.Message {
	out := engine.Message{Code: uint16(m)}
	copy(out.Args[:], args)
	return out
}

// cardArg is card c as an operand ({i:card}): its id, or -1 for no card
// (c = 0, "an effect").
func (s *State) cardArg(c int32) int32 {
	if c == 0 {
		return -1
	}
	return int32(s.Cards[c].ID)
}

// saySub records that subroutine i (from 0) of ice, ref, takes effect,
// with the subroutine's printed text when it has one (subText): the ice is
// rezzed and being encountered, so its text is public.
func (s *State) saySub(ice int32, i int32, ref kernel.Ref) {
	if s.quiet {
		return
	}
	if t := s.subText(ice, ref); t != "" {
		s.say(msgSubDoes, s.cardArg(ice), i+1, word(t))
		return
	}
	s.say(msgSubFires, s.cardArg(ice), i+1)
}

// subText is the printed text of subroutine ref of ice as a person reads
// it, without its final full stop ("End the run"): the text of the ice's
// own subroutine in printed order, or the label of a subroutine another
// card adds; "" for a subroutine with neither (one the ice's text makes
// from the state).
func (s *State) subText(ice int32, ref kernel.Ref) string {
	d := s.def(ice)
	if ref.Card != d.cid {
		if dd := defOf(ref.Card); dd != nil && int(ref.Ability) < len(dd.Abilities) {
			return dd.Abilities[ref.Ability].Label
		}
		return ""
	}
	k := slices.Index(d.subs, ref.Ability)
	printed := d.card.Subroutines()
	if k < 0 || k >= len(printed) {
		return ""
	}
	return strings.TrimSuffix(strings.Join(FaceText(printed[k]), " "), ".")
}

// sayCards records message m with operand 0 first and operands 1 on the
// cards of list ({1:cards}), each named if named says so and "a hidden
// card" if not. A list too long for the operands is kept in the game's
// words (cardList) and operand 1 names it.
func (s *State) sayCards(m Msg, first int32, list []int32, named func(c int32) bool) {
	if s.quiet {
		return
	}
	args := [engine.MessageArgs]int32{first}
	if len(list) < engine.MessageArgs {
		for i, c := range list {
			args[1+i] = s.listed(c, named)
		}
	} else {
		ops := make([]int32, len(list))
		for i, c := range list {
			ops[i] = s.listed(c, named)
		}
		args[1] = -s.ownWords().cardList(ops) - 2
	}
	s.say(m, args[:]...)
}

// sayCardsSecret records message m, whose public wording lists the cards
// of list at operand 1 and whose secret wording lists them at operand 2,
// with operand 0 first: the public wording names each card every viewer
// may know and calls the others "a hidden card"; the secret one, read only
// by the seats that may know every card of list, names them all.
func (s *State) sayCardsSecret(m Msg, first int32, list []int32) {
	if s.quiet {
		return
	}
	public := make([]int32, len(list))
	secret := make([]int32, len(list))
	for i, c := range list {
		public[i] = s.listed(c, func(c int32) bool { return s.visible(c, engine.NoSeat) })
		secret[i] = int32(s.Cards[c].ID) + 1
	}
	w := s.ownWords()
	s.sayTo(s.knowers(list...), m, first, -w.cardList(public)-2, -w.cardList(secret)-2)
}

// sayOfSource records the event of message m with operands args, which
// names card src (the card of a lasting effect): if src is hidden from some viewer now (a card
// of a lasting effect back in the Runner's hand or stack), it records
// hidden instead, whose public wording does not name src and whose secret
// one, read only by the seats that may know src, does.
func (s *State) sayOfSource(src int32, m, hidden Msg, args ...int32) {
	if s.quiet {
		return // say and sayTo would record nothing: visible and knowers are not read
	}
	if src == 0 || s.visible(src, engine.NoSeat) {
		s.say(m, args...)
		return
	}
	s.sayTo(s.knowers(src), hidden, args...)
}

// knowers is the Event.Private mask of the seats that may know every card
// of cards.
func (s *State) knowers(cards ...int32) uint64 {
	var mask uint64
	for seat := range s.Players {
		if !slices.ContainsFunc(cards, func(c int32) bool { return !s.visible(c, engine.Seat(seat)) }) {
			mask |= seatBit(engine.Seat(seat))
		}
	}
	return mask
}

// listed is card c as an operand of {i:cards}: its id plus 1 if named
// says so, -1 ("a hidden card") if not.
func (s *State) listed(c int32, named func(c int32) bool) int32 {
	if named(c) {
		return int32(s.Cards[c].ID) + 1
	}
	return -1
}

// ownWords returns s's words, made the game's own first if it shares
// those of ONR's plain table (plainWords), which every game at that table
// shares and which hold no list.
func (s *State) ownWords() *words {
	w := s.words()
	if w == plainWords {
		w = &words{seats: plainWords.seats, multiCorp: plainWords.multiCorp, centrals: plainWords.centrals}
		s.wordsOf = w
	}
	return w
}

// cardList returns the number of list, operands of {i:cards}, among w's
// lists, adding it if w has no such list: a list's number never changes,
// so an event that names it reads the same whenever it is read. The game
// never writes list after.
func (w *words) cardList(list []int32) int32 {
	w.mu.Lock()
	defer w.mu.Unlock()
	var lists [][]int32
	if p := w.lists.Load(); p != nil {
		lists = *p
	}
	for i, l := range lists {
		if slices.Equal(l, list) {
			return int32(i)
		}
	}
	lists = append(lists[:len(lists):len(lists)], list)
	w.lists.Store(&lists)
	return int32(len(lists) - 1)
}

// word is text as an operand ({i:word}): its number in a table of the
// texts met so far, the same for the life of the process. Only texts of
// the rules and of card data are words (a handful of reasons and riders'
// texts), never anything a player wrote.
func word(text string) int32 {
	if id, ok := eventWords.ids.Load(text); ok {
		return id.(int32)
	}
	eventWords.mu.Lock()
	defer eventWords.mu.Unlock()
	if id, ok := eventWords.ids.Load(text); ok {
		return id.(int32)
	}
	var list []string
	if p := eventWords.list.Load(); p != nil {
		list = *p
	}
	list = append(list[:len(list):len(list)], text)
	id := int32(len(list) - 1)
	eventWords.list.Store(&list)
	eventWords.ids.Store(text, id)
	return id
}

// eventWords are the words met so far: a text's number never changes, so
// an event reads the same whenever it is read.
var eventWords struct {
	mu   sync.Mutex
	ids  sync.Map                 // text → int32
	list atomic.Pointer[[]string] // by number; replaced, never written
}

// wordText returns the text of word id.
func wordText(id int32) string {
	if p := eventWords.list.Load(); p != nil && id >= 0 && int(id) < len(*p) {
		return (*p)[id]
	}
	return "?"
}

// nameArg is card c as an operand ({i:card}) as seat may know it when the
// event happens: its id if seat sees it, else the words that describe it
// (nameFor).
func (s *State) nameArg(c int32, seat engine.Seat) int32 {
	if s.visible(c, seat) {
		return int32(s.Cards[c].ID)
	}
	return -word(s.nameFor(c, seat)) - 2
}

// fortArg is fort i as an operand ({i:fort}): its owner, its kind and its
// number among its Corp's subsidiary forts, as they are when the event
// happens.
func (s *State) fortArg(i int32) int32 {
	f := &s.Forts[i]
	n := 0
	if f.Central == Subsidiary && f.Name == "" {
		n = s.fortNumber(i)
	}
	return int32(f.Owner)&0xff | int32(f.Central)<<8 | int32(n)<<16
}

// Tell implements engine.Teller. A wording without operands is returned as
// it is; the others are built in a buffer of the stack.
func (w *words) Tell(m engine.Message, secret bool) string {
	ws, ok := wordingsOf(Msg(m.Code))
	if !ok {
		return fmt.Sprintf("message(%d)", m.Code)
	}
	wd := &ws[0]
	if secret && messageOf(Msg(m.Code)).secret != "" {
		wd = &ws[1]
	}
	if len(wd.segs) == 1 && wd.segs[0].arg < 0 && wd.by < 0 {
		return wd.segs[0].lit
	}
	h := uint32(m.Code) * 0x9e3779b1
	for _, a := range m.Args {
		h = (h ^ uint32(a)) * 0x9e3779b1
	}
	i := h >> (32 - 6)
	w.mu.Lock()
	if w.recent == nil {
		w.recent = new([64]toldText)
	}
	if r := &w.recent[i]; r.text != "" && r.m == m && r.secret == secret {
		text := r.text
		w.mu.Unlock()
		return text
	}
	w.mu.Unlock()
	var buf [128]byte
	text := string(w.tell(buf[:0], wd, m))
	w.mu.Lock()
	w.recent[i] = toldText{m, secret, text}
	w.mu.Unlock()
	return text
}

// tell appends the text of wording wd of m to b.
func (w *words) tell(b []byte, wd *wording, m engine.Message) []byte {
	start := len(b)
	for _, sg := range wd.segs {
		if sg.arg < 0 {
			b = append(b, sg.lit...)
			continue
		}
		if sg.verb == "cards" {
			b = w.appendCards(b, m.Args[sg.arg:])
			continue
		}
		b = w.operand(b, sg, m.Args[sg.arg])
	}
	if wd.by >= 0 {
		b = w.by(b, start, engine.Seat(m.Args[wd.by]))
	}
	return b
}

// seat returns the words of seat, and false for no seat of the table.
func (w *words) seat(seat engine.Seat) (seatWords, bool) {
	if seat < 0 || int(seat) >= len(w.seats) {
		return seatWords{}, false
	}
	return w.seats[seat], true
}

// operand appends operand v worded by the verb of sg.
func (w *words) operand(b []byte, sg segment, v int32) []byte {
	switch sg.verb {
	case "":
		return strconv.AppendInt(b, int64(v), 10)
	case "signed":
		if v >= 0 {
			b = append(b, '+')
		}
		return strconv.AppendInt(b, int64(v), 10)
	case "word":
		return append(b, wordText(v)...)
	case "card":
		switch {
		case v == -1:
			return append(b, "an effect"...)
		case v < -1:
			return append(b, wordText(-v-2)...) // a card described, not named (nameArg)
		}
		return append(b, defOf(CardID(v)).Title...)
	case "seat":
		sw, ok := w.seat(engine.Seat(v))
		switch {
		case !ok:
			return append(b, "nobody"...)
		case sw.name != "":
			return append(b, sw.name...)
		}
		return append(b, sw.role.Title()...)
	case "seatText", "theSeat", "role", "Role":
		sw, _ := w.seat(engine.Seat(v))
		switch {
		case sw.name != "" && (sg.verb == "seatText" || sg.verb == "theSeat"):
			return append(b, sw.name...)
		case sg.verb == "theSeat":
			return append(append(b, "The "...), sw.role.Title()...)
		case sg.verb == "Role":
			return append(b, sw.role.Title()...)
		}
		return append(b, sw.role.String()...)
	case "fort":
		return w.fort(b, v)
	case "count":
		b = strconv.AppendInt(b, int64(v), 10)
		if v == 1 {
			return append(append(b, ' '), sg.one...)
		}
		return append(append(b, ' '), sg.many...)
	case "damage":
		return append(b, DamageKind(v).String()...)
	case "iceType":
		return append(b, strings.ToLower(IceTypes[v-1])...)
	case "team":
		first := true
		for i := range w.seats {
			if w.seats[i].team == int(v) {
				if !first {
					b = append(b, " and "...)
				}
				first = false
				b = w.operand(b, segment{verb: "seat"}, int32(i))
			}
		}
		return b
	}
	return fmt.Appendf(b, "?%s", sg.verb)
}

// appendCards appends the cards of list (sayCards) up to its first 0, or
// those of the list of w its first operand names, joined by ", ".
func (w *words) appendCards(b []byte, list []int32) []byte {
	if len(list) > 0 && list[0] < -1 {
		n := -list[0] - 2
		list = nil
		if p := w.lists.Load(); p != nil && int(n) < len(*p) {
			list = (*p)[n]
		}
	}
	for i, v := range list {
		switch {
		case v == 0:
			return b
		case i > 0:
			b = append(b, ", "...)
		}
		if v < 0 {
			b = append(b, "a hidden card"...)
		} else {
			b = append(b, defOf(CardID(v-1)).Title...)
		}
	}
	return b
}

// fort appends the name of fort v (fortArg), as State.fortName names it.
func (w *words) fort(b []byte, v int32) []byte {
	owner, central, n := engine.Seat(v&0xff), Central(v>>8&0xff), int(v>>16)
	if w.multiCorp {
		b = w.operand(b, segment{verb: "seat"}, int32(owner))
		b = append(b, "'s "...)
	}
	switch central {
	case CentralHQ:
		return append(b, "HQ"...)
	case CentralRD:
		return append(b, "R&D"...)
	case CentralArchives:
		if w.multiCorp {
			return append(b, "Archives"...)
		}
		return append(b, "the Archives"...)
	}
	if name, ok := w.centrals[central]; ok {
		if w.multiCorp {
			name = strings.TrimPrefix(name, "the ")
		}
		return append(b, name...)
	}
	if n < len(fortNumbers) {
		return append(b, fortNumbers[n]...)
	}
	return fmt.Appendf(b, "fort %d", n)
}

// by words b[start:] by seat, as State.by does.
func (w *words) by(b []byte, start int, seat engine.Seat) []byte {
	sw, ok := w.seat(seat)
	if !ok || sw.name == "" {
		return b
	}
	text := b[start:]
	for _, r := range [...]string{"Corp ", "corp ", "Runner ", "runner "} {
		if len(text) >= len(r) && string(text[:len(r)]) == r {
			rest := string(text[len(r):])
			b = append(append(b[:start], sw.name...), ' ')
			return append(b, rest...)
		}
	}
	return b
}

// messages are the wordings of every Msg.
var messages = [...]message{
	msgNone:                        {},
	msgRunsOn:                      {"run", "{0:seat} runs on {1:fort}", ""},
	msgEncounters:                  {"encounter", "{0:by}Runner encounters {1:card}", ""},
	msgSubFires:                    {"subroutine", "{0:card}: subroutine {1} takes effect", ""},
	msgJacksOut:                    {"jack-out", "{0:by}Runner jacks out", ""},
	msgRunSuccessful:               {"success", "The run is successful", ""},
	msgDraws:                       {"draw", "{0:seat} draws a card", "{0:seat} draws {1:card}"},
	msgCorpDiscards:                {"discard", "{0:by}Corp discards a card from HQ", ""},
	msgRunnerDiscards:              {"discard", "{0:by}Runner discards {1:card}", ""},
	msgExtraAction:                 {"action", "{0:by}{0:Role} takes the extra action of {1:card}", ""},
	msgForgoesAction:               {"forgo", "{0:by}{0:Role} forgoes an action", ""},
	msgNamedTurnBegins:             {"turn", "{0:seat}'s turn begins", ""},
	msgTurnBegins:                  {"turn", "{0:Role} turn begins", ""},
	msgInstallsIce:                 {"install", "{0:seat} installs a card on {1:fort}", ""},
	msgInstallsInFort:              {"install", "{0:seat} installs a card in {1:fort}", ""},
	msgAccessesInRD:                {"access", "{0:by}Runner accesses a card in R&D", "{0:by}Runner accesses {1:card}"},
	msgAccessesInFort:              {"access", "{0:by}Runner accesses a card in {2:fort}", "{0:by}Runner accesses {1:card}"},
	msgAccesses:                    {"access", "{0:by}Runner accesses {1:card}", ""},
	msgInstallsHidden:              {"install", "{0:by}Runner installs a hidden resource", "{0:by}Runner installs {1:card} face down"},
	msgRunnerInstalls:              {"install", "{0:by}Runner installs {1:card}", ""},
	msgRunnerReveals:               {"reveal", "{0:by}Runner reveals {1:card}", ""},
	msgGainsBit:                    {"gain", "{0:by}{0:Role} gains 1 bit", ""},
	msgAdvances:                    {"advance", "{0:by}Corp advances a card", ""},
	msgCorpTrashes:                 {"trash", "{0:by}Corp trashes {1:card}", ""},
	msgCorpTrashesHidden:           {"trash", "{0:by}Corp trashes a hidden resource", "{0:by}Corp trashes {1:card}"},
	msgReversesIce:                 {"move", "{0:card} reverses the order of the ice of {1:fort}", ""},
	msgTreatedAsRunOn:              {"redirect", "{0:card}: the run is treated as a successful run on {1:fort}", ""},
	msgArrangesStackTop:            {"arrange", "{0:theSeat} arranges the top {1:count:card:cards} of the stack", ""},
	msgRevealsFromRD:               {"reveal", "{0:card} reveals {1:card} from R&D", ""},
	msgShufflesRevealedIntoRD:      {"shuffle", "{0:card}: the other revealed cards are shuffled into R&D ({1:count:card:cards})", ""},
	msgTraceRevealed:               {"trace", "Trace {0} revealed: the Corp spent {1}, the Runner {2}", ""},
	msgTraceLinkAdded:              {"trace", "{0:card}: +{1} link for this trace", ""},
	msgGainsScopedBits:             {"gain", "{0:theSeat} gains {1:count:bit:bits} from {2:card}, to return to the bank unless spent", ""},
	msgReturnsScopedBits:           {"return", "{0:theSeat} returns {1:count:bit:bits} of {2:card} not spent to the bank", ""},
	msgAbilityLost:                 {"lose", "{0:card} loses its ability for good", ""},
	msgLosesOneCounter:             {"counter", "{0:card} loses a counter ({1} left)", ""},
	msgRemovesTag:                  {"tag", "{0:seat} removes a tag", ""},
	msgUses:                        {"use", "{0:by}{0:Role} uses {1:card}", ""},
	msgPlays:                       {"play", "{0:by}{0:Role} plays {1:card}", ""},
	msgPurges:                      {"purge", "{0:by}Corp purges all virus counters, forgoing its next three actions", ""},
	msgRezzes:                      {"rez", "{0:by}Corp rezzes {1:card}", ""},
	msgScores:                      {"score", "{0:seat} scores {1:card} for {2:count:agenda point:agenda points}", ""},
	msgTakesDamage:                 {"damage", "{0:by}Runner takes {1} {2:damage} damage", ""},
	msgDiscardsAtRandom:            {"discard", "{0:by}Runner discards {1:card} at random", ""},
	msgReceivesTags:                {"tag", "{0:by}Runner receives {1:count:tag:tags}", ""},
	msgJackOutCostsMore:            {"rider", "{0:card}: for the remainder of the run, jacking out costs {1} more bits", ""},
	msgEffectTrashesCard:           {"trash", "{0:card}: the Runner trashes {1:card}", ""},
	msgPumps:                       {"pump", "{0:card}: +{1} strength", ""},
	msgBreaksAll:                   {"break", "{0:card} breaks all subroutines of {1:card}", ""},
	msgTriesToBreak:                {"break", "{0:card} tries to break subroutine {1} of {2:card}", ""},
	msgBreakCostsMore:              {"rider", "{0:card}: for the remainder of the run, breaking each subroutine costs {1} more bits", ""},
	msgGivesCorpCounter:            {"virus", "{0:card} gives the Corp a counter", ""},
	msgRedirectsRun:                {"redirect", "{0:card} redirects the run to {1:fort}", ""},
	msgGoesBackToIce:               {"redirect", "Runner goes back to {0:card}", ""},
	msgGoesBackToOutermost:         {"redirect", "Runner goes back to the outermost piece of ice of {0:fort}", ""},
	msgGainsBits:                   {"gain", "{0:Role} gains {1:count:bit:bits}", ""},
	msgDoesNoDamage:                {"damage", "{0:card} does no damage", ""},
	msgTraceSurcharge:              {"trace", "{0:card}: trace {1}, each point of the bid costing {2} more", ""},
	msgTrace:                       {"trace", "{0:card}: trace {1}", ""},
	msgCardTrashes:                 {"trash", "{0:card} trashes {1:card}", ""},
	msgLosesBits:                   {"lose", "{0:seat} loses {1:count:bit:bits}", ""},
	msgGetsBadPublicity:            {"bad-publicity", "{0:theSeat} gets {1} Bad Publicity points ({2} in all)", ""},
	msgCountersGiveBits:            {"gain", "{0:card} counters give the Runner {1:count:bit:bits}", ""},
	msgIceStrongerThisRun:          {"rider", "{0:card}: for the remainder of the run, ice is encountered at +{1} strength", ""},
	msgCannotRunUntilPaid:          {"prohibit", "{0:card}: the Runner cannot run again until he or she takes an action to pay {1:count:bit:bits}", ""},
	msgGivesRunnerCounter:          {"counter", "{0:card} gives the Runner a {1:card} counter", ""},
	msgIsTrashed:                   {"trash", "{0:card} is trashed", ""},
	msgStoresInHQ:                  {"store", "{0:theSeat} stores {1:card} in HQ", ""},
	msgBuysSubroutines:             {"buy", "{0:theSeat} pays {1:count:bit:bits}: {2:card} has {3:count:subroutine:subroutines} more for this encounter", ""},
	msgGainsTraceBits:              {"gain", "{0:theSeat} gains {1:count:bit:bits} to use only for the traces of {2:card}", ""},
	msgRunnerPasses:                {"pass", "Runner passes {0:card}", ""},
	msgGetsCounters:                {"counter", "{0:card} gets {1:count:counter:counters} ({2})", ""},
	msgTakesBackIntoHand:           {"recur", "{0:seat} takes {1:card} back into the hand", ""},
	msgPassingEndsRun:              {"end-run", "Runner passes {0:card}; {1:card} ends the run", ""},
	msgEndsRun:                     {"end-run", "{0:card} ends the run", ""},
	msgRunEndsAfterEncounter:       {"end-run", "{0:card}: the run will end after this encounter", ""},
	msgCannotRunForActions:         {"prohibit", "{0:card}: the Runner cannot make another run during his or her next {1:count:action:actions}", ""},
	msgIceGainsEndTheRun:           {"search", "{0:card}: for the rest of the run, all ice encountered has an additional End the run", ""},
	msgRunsWithAction:              {"action", "Runner runs with the action of {0:card} (at most {1:count:bit:bits} for icebreakers and link)", ""},
	msgPumpsForRun:                 {"pump", "{0:card}: +{1} strength for the remainder of the run", ""},
	msgTransmutes:                  {"transmute", "{0:card}: {1:card} has +1 strength and each of its subroutines repeated", ""},
	msgLosesCounters:               {"counter", "{0:card} loses its {1:count:counter:counters}", ""},
	msgGainsActions:                {"action", "{0:seat} gains {1:count:action:actions}", ""},
	msgDamagePrevented:             {"prevent", "{0:card}: {1} {2:damage} damage is prevented", ""},
	msgForfeitsPoints:              {"forfeit", "{0:seat} forfeits {1:count:agenda point:agenda points} ({2:card})", ""},
	msgLosesCardsInHand:            {"discard", "{0:seat} loses {1:count:card:cards} in hand", ""},
	msgRemovesBrainDamage:          {"brain", "{0:seat} removes {1} brain damage", ""},
	msgDrawsCards:                  {"draw", "{0:seat} draws {1:count:card:cards}", ""},
	msgRemovesTags:                 {"tag", "{0:seat} removes {1:count:tag:tags}", ""},
	msgRemovesTagOwnedBy:           {"tag", "{0:seat} removes a tag owned by {1:seat}", ""},
	msgSeatTrashes:                 {"trash", "{0:seat} trashes {1:card}", ""},
	msgSeatSteals:                  {"steal", "{0:seat} steals {1:card} for {2:count:agenda point:agenda points}", ""},
	msgSetsAside:                   {"set-aside", "Runner sets {0:card} aside with {1} Shell counters", ""},
	msgRemovesAsideCounter:         {"shell", "Runner removes a Shell counter from {0:card} ({1} left)", ""},
	msgChoosesIce:                  {"choose", "{0:card} chooses piece of ice {1} of {2:fort}", ""},
	msgGetsStrengthCounter:         {"counter", "{0:card} gets a +1 strength counter", ""},
	msgStrengthCountersLost:        {"counter", "{0:card} is used on another fort: its strength counters are lost", ""},
	msgPaysToTrashIce:              {"trash", "{0:card}: Runner pays {1:count:bit:bits} to trash {2:card}", ""},
	msgGainsInstallActions:         {"action", "Corp gains {0:count:action:actions} to install cards", ""},
	msgMustForgo:                   {"forgo", "{0:Role} must forgo the next {1:count:action:actions}", ""},
	msgRolls:                       {"die", "{0:card} rolls {1}", ""},
	msgHasStrength:                 {"strength", "{0:card} has +{1} strength", ""},
	msgHeldInsteadOfTrash:          {"hold", "{0:card} goes on top of {1:card} instead of the trash", ""},
	msgReturnsFromHolder:           {"return", "{0:card} returns from {1:card} to {2:role}'s hand", ""},
	msgTrashedWithHolder:           {"trash", "{0:card} is trashed with {1:card}", ""},
	msgExtraAccess:                 {"extra-access", "Runner will access {0} additional cards from {1:fort}", ""},
	msgDerezzed:                    {"derez", "{0:card} is derezzed", ""},
	msgPrevents:                    {"prevent", "{0:card} prevents {1}", ""},
	msgNotTrashedUnpaid:            {"prevent", "{0:card} was not trashed: the cost was not paid, so nothing it pays for happens (R078)", ""},
	msgReturnsToRunnerHand:         {"return", "{0:card} returns to the Runner's hand", ""},
	msgRevealsAtRunStart:           {"reveal", "Corp reveals {0:card} to use it at the start of the run", ""},
	msgMovesIce:                    {"move", "{0:card} moves to position {1} of {2:fort}", ""},
	msgTrashedWithHostDaemon:       {"trash", "{0:card} is trashed with its host daemon", ""},
	msgPutsCounterOnCard:           {"virus", "{0:card} puts a Pattel counter on {1:card}", ""},
	msgRunnerInstallsOn:            {"install", "{0:by}Runner installs {1:card} in {2:card}", ""},
	msgRemovedUnpaid:               {"remove", "Runner cannot pay the additional cost to install {0:card}; it is removed from the game", ""},
	msgNowBreaksType:               {"choose", "{0:card} now breaks {1:iceType} subroutines", ""},
	msgBreaksSub:                   {"break", "{0:card} breaks subroutine {1} of {2:card}", ""},
	msgForgoesInstallAction:        {"forgo", "Corp forgoes an action gained to install cards", ""},
	msgForgoesCardAction:           {"forgo", "Runner forgoes the action of {0:card}", ""},
	msgStopsInstallActions:         {"action", "Corp stops taking its actions to install cards", ""},
	msgRunnerEndsTurn:              {"action", "Runner ends the turn", ""},
	msgAnotherRun:                  {"run", "Runner makes another run with {0:card}", ""},
	msgRestOfGameBaseActions:       {"lasting", "{0:card}: {1:seat} has {2} base actions per turn for the rest of the game", ""},
	msgRestOfGameHandSize:          {"lasting", "{0:card}: {1:seat} has a maximum hand size {2:signed} for the rest of the game", ""},
	msgRestOfGamePrevented:         {"lasting", "{0:card}: {1:seat} has all {2:damage} damage prevented for the rest of the game", ""},
	msgRestOfGameForfeit:           {"lasting", "{0:card}: {1:seat} forfeits the next {2:count:agenda point:agenda points} scored", ""},
	msgRestOfGameChange:            {"lasting", "{0:card}: {1:seat} is changed for the rest of the game", ""},
	msgTrashesIceInstalling:        {"trash", "{0:by}Corp trashes ice while installing", ""},
	msgUniqueTrashed:               {"trash", "{0:card} is unique: the older copy is trashed (ONR-8.11)", ""},
	msgTrashesForMemory:            {"trash", "{0:by}Runner trashes {1:card} to free memory", ""},
	msgNoJackOutThisRun:            {"prohibit", "{0:card}: for the remainder of the run, the Runner cannot jack out", ""},
	msgNoBreakNext:                 {"prohibit", "{0:card}: the Runner cannot break any subroutines of the next piece of ice encountered", ""},
	msgNoJackOutNext:               {"prohibit", "{0:card}: the Runner cannot jack out until after the next encounter", ""},
	msgNoBreakOrJackOutNext:        {"prohibit", "{0:card}: the Runner cannot break any subroutines of the next piece of ice encountered, and cannot jack out until after that encounter", ""},
	msgBringsFaceUpToHQ:            {"recur", "Corp brings a face-up card from the Archives into HQ", "Corp brings {0:card} from the Archives into HQ"},
	msgBringsFaceDownToHQ:          {"recur", "Corp brings a face-down card from the Archives into HQ", "Corp brings {0:card} from the Archives into HQ"},
	msgStoresHiddenInHQ:            {"store", "{0:theSeat} stores a card in HQ", "{0:theSeat} stores {1:card} in HQ"},
	msgCannotJackOut:               {"prohibit", "The Runner cannot jack out", ""},
	msgRunUnsuccessful:             {"run-end", "The run ends unsuccessfully", ""},
	msgRunEndsPlayerLeft:           {"run-end", "The run ends: a player in it left the game", ""},
	msgLosesTagsOwnedBy:            {"tag", "{0:seat} loses the tags that {1:seat} owned ({2})", ""},
	msgTraceSucceeds:               {"trace", "Trace {0}: the Corp spends {1}, the Runner's link is {3} (paid {4}): trace succeeds", ""},
	msgTraceFails:                  {"trace", "Trace {0}: the Corp spends {1}, the Runner's link is {3} (paid {4}): trace fails", ""},
	msgTraceSucceedsSurcharged:     {"trace", "Trace {0}: the Corp spends {1} (paid {2}), the Runner's link is {3} (paid {4}): trace succeeds", ""},
	msgTraceFailsSurcharged:        {"trace", "Trace {0}: the Corp spends {1} (paid {2}), the Runner's link is {3} (paid {4}): trace fails", ""},
	msgCancelsPrevention:           {"unprevent", "Corp pays 1 agenda point: {0:card} is cancelled until the end of the turn, and {1} is not prevented", ""},
	msgPaysAgainstPrevention:       {"unprevent", "Corp pays {0:count:bit:bits}: {0} is not prevented by {1:card}", ""},
	msgPaysAboveRez:                {"rez-extra", "Corp pays {0:count:bit:bits} above the rez cost of {1:card}", ""},
	msgPaysAboveRezStrength:        {"rez-extra", "Corp pays {0:count:bit:bits} above the rez cost: {1:card} has strength X = {0}", ""},
	msgRunnerPlaysPrevention:       {"play", "Runner plays {0:card}", ""},
	msgExposesIce:                  {"expose", "{0:seat} exposes ice {1} on {2:fort}", "{0:seat} exposes {3:card} (ice {1} on {2:fort})"},
	msgExposesCard:                 {"expose", "{0:seat} exposes card {1} in {2:fort}", "{0:seat} exposes {3:card} (card {1} in {2:fort})"},
	msgTrashesCards:                {"trash", "{0:card} trashes {1:cards}", ""},
	msgPreventsTrash:               {"prevent", "{0:card} prevents {1:cards} from being trashed", ""},
	msgEliminated:                  {"eliminated", "{0:team} are out of the game: {1:word}", ""},
	msgTeamWins:                    {"win", "{0:team} win: {1:word}", ""},
	msgWins:                        {"win", "{0:Role} wins: {1:word}", ""},
	msgRider:                       {"rider", "{0:card}: {1:word}", ""},
	msgStaysType:                   {"rez-extra", "{0:card} stays a {1:word}", ""},
	msgPaysToChangeType:            {"rez-extra", "Corp pays {0:count:bit:bits} above the rez cost: {1:card} is a {2:word} instead of a {3:word}", ""},
	msgLiftsHidden:                 {"lift", "{0:by}{0:Role} pays {1:count:bit:bits} to lift {2:word}", ""},
	msgLifts:                       {"lift", "{0:by}{0:Role} pays {1:count:bit:bits} to lift {2:card} {3:word}", ""},
	msgPaysWithAbilities:           {"pay", "{0:Role} pays {1:count:bit:bits} with {2} in the pool, using payment abilities", ""},
	msgTraceSpends:                 {"trace", "Trace {0}: the Corp spends {1}, the Runner {2} with {3} in the pool", ""},
	msgPaysFor:                     {"pay", "{0:seat} pays {1:count:bit:bits} for {2:card}", ""},
	msgSpendsRevealed:              {"reveal", "{0:card}: {1:theSeat} spent {2:count:bit:bits}, {3:seatText} {4}", ""},
	msgShufflesIntoDeck:            {"shuffle", "{0:seat} shuffles HQ and the Archives into R&D ({1:count:card:cards})", ""},
	msgPutsAdvancement:             {"advance", "{0:by}Corp puts an advancement counter on a card in {1:fort}", ""},
	msgMUUntilTurnEnd:              {"lasting", "{0:card}: {1:seat}'s MU changes by {2:signed} until the end of the turn", ""},
	msgShowsToHQ:                   {"recur", "Corp shows {0:card} from the Archives and stores it in HQ", ""},
	msgShufflesHandCardIntoDeck:    {"shuffle", "{0:seat} shuffles a card of HQ into R&D", ""},
	msgMovesAdvancement:            {"advance", "{0:by}Corp moves {1:count:advancement counter:advancement counters} from a card in {2:fort} to a card in {3:fort}", ""},
	msgBitsPutOn:                   {"counter", "{0:card} gets {1:count:bit:bits} ({2})", ""},
	msgTakesBitsFrom:               {"gain", "{0:theSeat} takes {1:count:bit:bits} from {2:card}", ""},
	msgBringsFromTrash:             {"recur", "{0:seat} brings {1:card} from the trash into the hand", ""},
	msgLooksAtInRD:                 {"look", "{0:seat} looks at a card in R&D", "{0:seat} looks at {1:card} in R&D"},
	msgLooksAtInHQ:                 {"look", "{0:seat} looks at a card in HQ", "{0:seat} looks at {1:card} in HQ"},
	msgShowsFromStack:              {"search", "{0:seat} shows {1:card} from the stack and takes it into the hand", ""},
	msgTakesFromTrash:              {"search", "{0:seat} takes {1:card} from the trash into the hand", ""},
	msgShufflesOwnDeck:             {"shuffle", "{0:seat} shuffles the stack", ""},
	msgRemovedFromGame:             {"remove", "{0:card} is removed from the game", ""},
	msgShufflesIntoStack:           {"shuffle", "{0:seat} shuffles the hand and the trash into the stack ({1:count:card:cards})", ""},
	msgSubDoes:                     {"subroutine", "{0:card}: subroutine {1} takes effect — {2:word}", ""},
	msgShufflesHandIntoDeck:        {"shuffle", "{0:seat} shuffles HQ into R&D ({1:count:card:cards}) and draws as many", ""},
	msgShowsAccessedToCorp:         {"show", "{0:by}Runner shows the card accessed in R&D to the Corp", "{0:by}Runner shows {1:card} to the Corp"},
	msgTakesFromStack:              {"search", "{0:seat} takes a card from the stack into the hand", "{0:seat} takes {1:card} from the stack into the hand"},
	msgTrashesIceAt:                {"trash", "{0:card} trashes ice {1} on {2:fort}", "{0:card} trashes {3:card} (ice {1} on {2:fort})"},
	msgScoresPoints:                {"score", "{0:theSeat} scores {1:count:agenda point:agenda points} ({2} in all)", ""},
	msgWillAvoidTags:               {"lasting", "{0:card}: {1:seat} will avoid the next {2:count:tag:tags} automatically", ""},
	msgAvoidsTags:                  {"prevent", "{0:card}: {1:seat} avoids {2:count:tag:tags} automatically", ""},
	msgPaysToKeep:                  {"pay", "{0:theSeat} pays {1:count:bit:bits} to keep a card", ""},
	msgFaceUpArchivesOntoRD:        {"shuffle", "{0:card}: {1:count:card:cards} of the face-up Archives shuffled face down onto R&D", ""},
	msgShufflesCardIntoDeck:        {"shuffle", "{0:seat} shuffles {1:card} into R&D", ""},
	msgLosesByCard:                 {"lose", "{0:seat} loses the game: {1:card} left play", ""},
	msgGetsCounterOfStrength:       {"counter", "{0:card} gets a {1:signed} strength counter", ""},
	msgRepositionsIce:              {"move", "The ice at position {1} of {3:fort} moves to position {2}", "{0:card} moves from position {1} to position {2} of {3:fort}"},
	msgShufflesHandIntoStack:       {"shuffle", "{0:seat} shuffles the hand into the stack ({1:count:card:cards}) and draws as many", ""},
	msgShowsFromHQ:                 {"show", "{0:seat} shows {1:card} from HQ", ""},
	msgRevealsIce:                  {"reveal", "{0:seat} reveals {1:card}", ""},
	msgArrangesTopOfDeck:           {"arrange", "{0:seat} arranges the top {1:count:card:cards} of R&D", ""},
	msgChoosesFort:                 {"choose", "{0:card}: {1:seat} chooses {2:fort}", ""},
	msgRemovesVirusCounters:        {"purge", "{0:card}: {1:seat} removes all virus counters", ""},
	msgWillAvoidVirus:              {"lasting", "{0:card}: {1:seat} will avoid the next {2:count:virus counter:virus counters}", ""},
	msgAvoidsVirusCounter:          {"prevent", "{0:card}: {1:seat} avoids a virus counter", ""},
	msgLosesVirusCounters:          {"purge", "{0:seat} loses {1:count:counter:counters} of {2:card}", ""},
	msgCutsRD:                      {"arrange", "{0:seat} cuts {1:count:card:cards} from the top of R&D to the bottom", ""},
	msgShowsTopOfStack:             {"search", "{0:seat} shows {1:card} from the top of the stack", ""},
	msgConcealsIce:                 {"conceal", "{0:seat} conceals its revealed unrezzed ice", ""},
	msgSwapsIce:                    {"move", "{0:seat} swaps two pieces of ice", "{0:seat} swaps ice {1} of {2:fort} and ice {3} of {4:fort}"},
	msgShufflesCardIntoStack:       {"shuffle", "{0:card} is shuffled into the Runner's stack", ""},
	msgSwapsIceWithHQ:              {"move", "The unrezzed ice at position {1} of {2:fort} is swapped with an ice card from HQ", "{0:card} at position {1} of {2:fort} is swapped with {3:card} from HQ"},
	msgLosesPoints:                 {"score", "{0:theSeat} loses {1:count:agenda point:agenda points} ({2} left)", ""},
	msgRemovesAdvancement:          {"advance", "{0:by}Corp removes {1:count:advancement counter:advancement counters} from a card in {2:fort}", ""},
	msgPreventsTrashHidden:         {"prevent", "{0:card} prevents {1:cards} from being trashed", "{0:card} prevents {2:cards} from being trashed"},
	msgAvoidsTagsHidden:            {"prevent", "{1:seat} avoids {2:count:tag:tags} automatically", "{0:card}: {1:seat} avoids {2:count:tag:tags} automatically"},
	msgDamagePreventedHidden:       {"prevent", "{1} {2:damage} damage is prevented", "{0:card}: {1} {2:damage} damage is prevented"},
	msgForfeitsPointsHidden:        {"forfeit", "{0:seat} forfeits {1:count:agenda point:agenda points}", "{0:seat} forfeits {1:count:agenda point:agenda points} ({2:card})"},
	msgAvoidsVirusCounterHidden:    {"prevent", "{1:seat} avoids a virus counter", "{0:card}: {1:seat} avoids a virus counter"},
	msgReturnsScopedBitsHidden:     {"return", "{0:theSeat} returns {1:count:bit:bits} not spent to the bank", "{0:theSeat} returns {1:count:bit:bits} of {2:card} not spent to the bank"},
	msgAbilityLostHidden:           {"lose", "A hidden card loses its ability for good", "{0:card} loses its ability for good"},
	msgPutsCounterInFort:           {"virus", "{0:card} puts a counter in {1:fort} ({2} there)", ""},
	msgVirusCounterDoubled:         {"virus", "{0:card}: one {1:card} counter becomes two", ""},
	msgTraceEffectCancelled:        {"prevent", "the effect of the trace of {0:card} is cancelled", ""},
	msgGainsInstallActionsOf:       {"action", "{0:theSeat} gains {1:count:action:actions} to install {2:word}", ""},
	msgSeatForgoesInstallAction:    {"forgo", "{0:theSeat} forgoes an action gained to install cards", ""},
	msgSeatStopsInstallActions:     {"action", "{0:theSeat} stops taking the actions gained to install cards", ""},
	msgDrawsExtra:                  {"draw", "{0:card}: an extra card drawn", ""},
	msgTrashesDrawn:                {"trash", "{0:theSeat} trashes {1:card}, one of the cards drawn", ""},
	msgStacksDrawnHidden:           {"stack", "{0:theSeat} returns one of the cards drawn to the top of the stack", "{0:theSeat} returns {1:card} to the top of the stack"},
	msgDamageIncreased:             {"damage", "{0:card}: the {1:damage} damage rises to {2}", ""},
	msgForfeitsBits:                {"forfeit", "{0:seat} forfeits {1:count:bit:bits} ({2:card})", ""},
	msgForfeitsBitsHidden:          {"forfeit", "{0:seat} forfeits {1:count:bit:bits}", "{0:seat} forfeits {1:count:bit:bits} ({2:card})"},
	msgForgoesCardActionHidden:     {"forgo", "Runner forgoes the action of a card", "Runner forgoes the action of {0:card}"},
	msgTrashedMakingRoom:           {"trash", "{0:card} in {1:fort} is trashed to make room for the card installed", ""},
	msgTrashedMakingRoomHidden:     {"trash", "card {2} in {1:fort} is trashed to make room for the card installed", "{0:card} in {1:fort} is trashed to make room for the card installed"},
	msgAccessedTakesEffectHidden:   {"access", "the card accessed in {1:fort} takes effect", "{0:card}, accessed in {1:fort}, takes effect"},
	msgDieActionLapsesHidden:       {"action", "{0:by}{0:Role} cannot take the action of a card", "{0:by}{0:Role} cannot take the action of {1:card}"},
	msgLosesUnspentAnnouncedHidden: {"lose", "{0:seat} loses {1:count:bit:bits} announced and not spent during the run", "{0:seat} loses {1:count:bit:bits} announced and not spent during the run ({2:card})"},
	msgPaysForX:                    {"pay", "{0:seat} pays {1:count:bit:bits}: X is {2}", ""},
	msgGainsActionsNextTurns:       {"lasting", "{0:seat} will gain {1:count:action:actions} during each of its next {2:count:turn:turns}", ""},
	msgWillForfeitBits:             {"lasting", "{0:seat} will forfeit the next {1:count:bit:bits} it gains", ""},
	msgDoesNotAddBits:              {"gain", "{0:seat} does not add {1:count:bit:bits} to its pool", ""},
	msgPutsDrawnOnBottom:           {"arrange", "{0:seat} puts a card drawn on the bottom of its deck", ""},
	msgLosesByCardHidden:           {"lose", "{0:seat} loses the game: a hidden card left play", "{0:seat} loses the game: {1:card} left play"},
	msgOwesDebt:                    {"lasting", "{0:theSeat} must pay for {1:card} at the end of each of its turns, or lose; an action paying {2:count:bit:bits} ends it", ""},
	msgTraceBitsSpent:              {"pay", "{0:theSeat} spends {1:count:bit:bits} from {2:card} on the trace, raising its limit by {3}", ""},
	msgStealDeferred:               {"steal", "{0:seat} does not score the agenda accessed: it goes back to {1:fort}", ""},
	msgScoresDeferred:              {"steal", "{0:seat} scores {1:card} for {2:count:agenda point:agenda points}", ""},
	msgDeclinesDieAction:           {"action", "{0:by}{0:Role} declines the action of {1:card}", ""},
	msgRevealsAtRandom:             {"reveal", "{0:by}Runner reveals a card at random from the hand", "{0:by}Runner reveals {1:card} at random from the hand"},
	msgStaysInHand:                 {"reveal", "{0:by}Runner cannot play or install the card revealed: it stays in the hand", "{0:by}Runner cannot play or install {1:card}: it stays in the hand"},
	msgDieActionLapses:             {"action", "{0:by}{0:Role} cannot take the action of {1:card}", ""},
	msgInsteadOfAccess:             {"replace", "{0:seat} accesses no cards: abilities were used instead", ""},
	msgTrashedAfterInstall:         {"trash", "the card just installed in {0:fort} is trashed", ""},
	msgRemovesHeldCounter:          {"purge", "{0:seat} removes a {1:card} counter ({2} left)", ""},
	msgEncountersFromHQ:            {"encounter", "{0:theSeat} pays {1:count:bit:bits} for {2:card}: {3:theSeat} encounters {4:card} from HQ, not installed", ""},
	msgTrashedAfterEncounter:       {"trash", "{0:card} is trashed after its encounter, by {1:card}", ""},
	msgInstallsAsProgram:           {"install", "{0:theSeat} installs {1:card} as a program of {2} MU", ""},
	msgVirusCounterKept:            {"purge", "{0:card}: one {1:card} counter is not removed", ""},
	msgBreakerUseLost:              {"rez", "{1:card} is rezzed against {0:card}: its use on this ice is lost to no effect", ""},
	msgAdvTraceBits:                {"pay", "{0:card}: {1:seat} spends an advancement counter for {2:count:bit:bits} on the trace: {3} spent, {4} returned to the bank", ""},
	msgAnnouncesSpending:           {"lasting", "{0:seat} announces {1:count:bit:bits} to spend during the run ({2:card})", ""},
	msgNotTrashedUnpaidHidden:      {"prevent", "A hidden card was not trashed: the cost was not paid, so nothing it pays for happens (R078)", "{0:card} was not trashed: the cost was not paid, so nothing it pays for happens (R078)"},
	msgLosesUnspentAnnounced:       {"lose", "{0:seat} loses {1:count:bit:bits} announced and not spent during the run ({2:card})", ""},
	msgPreventsExposeIce:           {"prevent", "{0:card} prevents ice {1} on {2:fort} from being exposed", ""},
	msgPreventsExposeCard:          {"prevent", "{0:card} prevents card {1} in {2:fort} from being exposed", ""},
	msgRepeatsSub:                  {"lasting", "{0:card}: subroutine {2} of {1:card} is repeated until the end of the run", ""},
	msgRepeatsHiddenSub:            {"lasting", "{0:card}: a subroutine of a piece of ice is repeated until the end of the run", "{0:card}: subroutine {2} of {1:card} is repeated until the end of the run"},
	msgGuessRevealed:               {"reveal", "{0:card}: {1:theSeat} hid {2:count:bit:bits}, {3:seatText} guessed {4}", ""},
	msgWillPassIce:                 {"lasting", "{0:seat} will automatically pass piece {1} of the ice on {2:fort} (outermost first) in this run", ""},
	msgTrashesTopOfRD:              {"trash", "{0:seat} trashes the top {1:count:card:cards} of R&D face down", ""},
}

// itoa formats n in decimal as fmt's %d does, for the prompts asked at
// many decisions (without fmt's cost).
func itoa[T ~int32 | ~int](n T) string { return strconv.Itoa(int(n)) }
