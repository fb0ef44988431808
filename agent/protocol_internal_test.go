package agent

import (
	"slices"
	"testing"
)

// TestEveryCommandArgumentHasAField: each argument Commands names is
// decoded into a field of the request (request.field knows it), so no
// command can take an argument that is then dropped.
func TestEveryCommandArgumentHasAField(t *testing.T) {
	var names []string
	for cmd, args := range Commands {
		for _, a := range args {
			names = append(names, cmd+"."+a.Name)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		t.Run(n+" is decoded into the request", func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Fatal(r)
				}
			}()
			arg := n[slices.Index([]byte(n), '.')+1:]
			if (&request{}).field(arg) == nil {
				t.Fatalf("no field for %s", arg)
			}
		})
	}
}
