package onr

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sourcePair is a message naming the card of an effect and its hidden
// form, with their names in the source.
type sourcePair struct {
	named, hidden       Msg
	namedName, hiddenID string
}

// sourcePairs are the messages sayOfSource tells (messages.go): the one
// naming the card of an effect, for when every seat may know it, and the
// one for when some seat may not.
var sourcePairs = []sourcePair{
	{msgAbilityLost, msgAbilityLostHidden, "msgAbilityLost", "msgAbilityLostHidden"},
	{msgAvoidsTags, msgAvoidsTagsHidden, "msgAvoidsTags", "msgAvoidsTagsHidden"},
	{msgAvoidsVirusCounter, msgAvoidsVirusCounterHidden, "msgAvoidsVirusCounter", "msgAvoidsVirusCounterHidden"},
	{msgDamagePrevented, msgDamagePreventedHidden, "msgDamagePrevented", "msgDamagePreventedHidden"},
	{msgDieActionLapses, msgDieActionLapsesHidden, "msgDieActionLapses", "msgDieActionLapsesHidden"},
	{msgForfeitsBits, msgForfeitsBitsHidden, "msgForfeitsBits", "msgForfeitsBitsHidden"},
	{msgForfeitsPoints, msgForfeitsPointsHidden, "msgForfeitsPoints", "msgForfeitsPointsHidden"},
	{msgForgoesCardAction, msgForgoesCardActionHidden, "msgForgoesCardAction", "msgForgoesCardActionHidden"},
	{msgLosesByCard, msgLosesByCardHidden, "msgLosesByCard", "msgLosesByCardHidden"},
	{msgLosesUnspentAnnounced, msgLosesUnspentAnnouncedHidden, "msgLosesUnspentAnnounced", "msgLosesUnspentAnnouncedHidden"},
	{msgNotTrashedUnpaid, msgNotTrashedUnpaidHidden, "msgNotTrashedUnpaid", "msgNotTrashedUnpaidHidden"},
	{msgReturnsScopedBits, msgReturnsScopedBitsHidden, "msgReturnsScopedBits", "msgReturnsScopedBitsHidden"},
	{msgTrashedMakingRoom, msgTrashedMakingRoomHidden, "msgTrashedMakingRoom", "msgTrashedMakingRoomHidden"},
}

// TestEffectsOfHiddenCardsAreToldWithoutTheirName: a lasting effect whose
// card lies where some seat may not know it (shuffled back into R&D or the
// stack, drawn) is told to those seats without naming the card
// (sayOfSource): each hidden wording names no card to every seat, and
// tells the seats that may know it what the named wording tells all. Every
// pair the package's sayOfSource calls use is listed here.
func TestEffectsOfHiddenCardsAreToldWithoutTheirName(t *testing.T) {
	for _, p := range sourcePairs {
		t.Run(p.hiddenID+" names no card to every seat and the card to those who may know it", func(t *testing.T) {
			named, hidden := messageOf(p.named), messageOf(p.hidden)
			if strings.Contains(hidden.text, ":card}") || strings.Contains(hidden.text, ":cards}") {
				t.Errorf("the public wording %q names a card", hidden.text)
			}
			if hidden.secret != named.text || hidden.typ != named.typ {
				t.Errorf("the wording for the seats that may know the card is %q (%s), want %q (%s)", hidden.secret, hidden.typ, named.text, named.typ)
			}
		})
	}
	t.Run("every pair sayOfSource is called with is listed", func(t *testing.T) {
		files, err := filepath.Glob("*.go")
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		calls := 0
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "sayOfSource" || len(call.Args) < 3 {
					return true
				}
				calls++
				named, _ := call.Args[1].(*ast.Ident)
				hidden, _ := call.Args[2].(*ast.Ident)
				if named == nil || hidden == nil || !slices.ContainsFunc(sourcePairs, func(p sourcePair) bool {
					return p.namedName == named.Name && p.hiddenID == hidden.Name
				}) {
					t.Errorf("%s: sayOfSource(…, %v, %v, …) is not in sourcePairs", fset.Position(call.Pos()), call.Args[1], call.Args[2])
				}
				return true
			})
		}
		if calls < len(sourcePairs) {
			t.Errorf("%d calls of sayOfSource found, fewer than the %d pairs listed", calls, len(sourcePairs))
		}
	})
}
