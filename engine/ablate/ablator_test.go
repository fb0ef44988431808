package ablate

import (
	"slices"
	"strings"
	"testing"
)

// fakeCards is one card, "Wall", with two changes; swapped counts the
// changes made and not restored.
func fakeCards(swapped *int) Cards {
	changes := []Spec{{Card: "Wall", Ability: 0, Path: Off}, {Card: "Wall", Ability: 0, Path: "N", To: 2}}
	return Cards{
		Title:    func(title string) (string, bool) { return "Wall", strings.EqualFold(title, "Wall") },
		Changes:  func(string) ([]Spec, error) { return changes, nil },
		Describe: func(s Spec) string { return "change " + s.Path },
		Ablate: func(Spec) (func(), error) {
			*swapped++
			return func() { *swapped-- }, nil
		},
	}
}

func TestMakerMakesOnlyListedChangesOneAtATimePerCard(t *testing.T) {
	for _, tc := range []struct {
		name    string
		first   string // made and kept before the change under test ("": none)
		change  string
		wantErr string // "" when the change is made
	}{
		{"a listed change is made", "", "Wall|0|off", ""},
		{"a name that does not parse is refused", "", "Wall|0", "unknown change"},
		{"a change of no defined card is refused", "", "Gate|0|off", "no card is titled"},
		{"a change the card does not list is refused", "", "Wall|1|off", "not one of Wall's changes"},
		{"a second change of a changed card is refused", "Wall|0|off", "Wall|0|N=2", "already changed"},
		{"the same card found under another spelling is the same card", "Wall|0|off", "wall|0|N=2", "already changed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			swapped := 0
			m := &Maker{Cards: fakeCards(&swapped)}
			if tc.first != "" {
				_, restore, err := m.MakeAblation(tc.first)
				if err != nil {
					t.Fatal(err)
				}
				defer restore()
			}
			made, restore, err := m.MakeAblation(tc.change)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Make(%q): error %v, want one saying %q", tc.change, err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if made.Name != tc.change || made.Text != "change off" || swapped != 1 {
				t.Errorf("made %+v, %d swapped; want %q worded \"change off\", 1 swapped", made, swapped, tc.change)
			}
			restore()
			restore() // a second restore does nothing
			if swapped != 0 {
				t.Errorf("%d swapped after restore, want 0", swapped)
			}
			if _, again, err := m.MakeAblation(tc.change); err != nil {
				t.Errorf("after restore the card cannot be changed again: %v", err)
			} else {
				again()
			}
		})
	}
}

func TestMakerNamesEveryChangeWithItsWording(t *testing.T) {
	swapped := 0
	got, err := (&Maker{Cards: fakeCards(&swapped)}).Named("Wall")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "Wall|0|off" || got[1].Name != "Wall|0|N=2" || got[1].Text != "change N" {
		t.Errorf("Named(Wall) = %+v, want Wall|0|off and Wall|0|N=2 with their wording", got)
	}
}

func TestUncountedNamesOnlyTestFunctionsInNeitherList(t *testing.T) {
	got, err := Uncounted("testdata/counted/*.go.txt", []func(*testing.T){TestMakerNamesEveryChangeWithItsWording}, []string{"TestOther"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"TestForgotten (testdata/counted/cards_test.go.txt)"}
	if !slices.Equal(got, want) {
		t.Errorf("Uncounted = %q, want %q", got, want)
	}
}
