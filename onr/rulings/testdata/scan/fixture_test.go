// A test file for TestScanGoChecks: it is only parsed, never compiled.
package fixture

import "testing"

func TestR012_BreakOrder(t *testing.T) {}

func TestR010R011_Pair(t *testing.T) {}

func TestR020_NotYet(t *testing.T) {
	t.Skip("not implemented: R020")
}

func TestSubtests(t *testing.T) {
	t.Run("R030 a subtest named after a ruling", func(t *testing.T) {})
	t.Run("R031 a skipped subtest", func(t *testing.T) { t.Skip("not implemented") })
	t.Run("ONR-8.2.2 a rule, not a ruling", func(t *testing.T) {})
	t.Run("R032, R033: two rulings at once", func(t *testing.T) {})
	t.Run("R060 outer", func(t *testing.T) {
		t.Run("R061 inner", func(t *testing.T) {})
	})
	t.Run("about R070 in the middle", func(t *testing.T) {})
	t.Run("R0800 four digits", func(t *testing.T) {})
}

func TestTable(t *testing.T) {
	tests := []struct {
		name string
		skip string
	}{
		{name: "R040 a table row"},
		{name: "R041 a skipped row", skip: "not implemented: R041"},
		{name: "a row about nothing"},
	}
	positional := []struct{ name string }{{"R042 a positional row"}}
	data := []string{"R043"} // data, not a name
	keyed := map[string]int{"R050 a keyed case": 1}
	_, _, _, _ = tests, positional, data, keyed
}

func TestSkippedParent(t *testing.T) {
	t.Skip("whole test skipped")
	t.Run("R090 under a skipped parent", func(t *testing.T) {})
}

func TestMain(m *testing.M) {}

func helperR099(t *testing.T) {}
