package intern

import (
	"fmt"
	"sync"
	"testing"
)

func TestTable(t *testing.T) {
	t.Run("the empty name is number 0 and each new name takes the next number", func(t *testing.T) {
		tab := New(8, nil)
		for _, tt := range []struct {
			name string
			want uint16
		}{{"", 0}, {"a", 1}, {"b", 2}, {"a", 1}, {"c", 3}} {
			got, err := tab.Intern(tt.name)
			if err != nil || got != tt.want {
				t.Fatalf("Intern(%q) = %d, %v; want %d", tt.name, got, err, tt.want)
			}
			if n, ok := tab.Name(got); !ok || n != tt.name {
				t.Fatalf("Name(%d) = %q, %v; want %q", got, n, ok, tt.name)
			}
		}
		if _, ok := tab.Name(4); ok {
			t.Fatal("Name(4) found a name never added")
		}
	})
	t.Run("Lookup finds only names added", func(t *testing.T) {
		tab := New(8, nil)
		if err := tab.Add("x", "y", "x"); err != nil {
			t.Fatal(err)
		}
		if i, ok := tab.Lookup("y"); !ok || i != 2 {
			t.Fatalf("Lookup(y) = %d, %v", i, ok)
		}
		if _, ok := tab.Lookup("z"); ok || tab.Len() != 3 {
			t.Fatalf("Lookup(z) found it, or Len %d is not 3", tab.Len())
		}
		if i, ok := tab.LookupBytes([]byte("y")); !ok || i != 2 {
			t.Fatalf("LookupBytes(y) = %d, %v", i, ok)
		}
		if _, ok := tab.LookupBytes([]byte("z")); ok || tab.Len() != 3 {
			t.Fatalf("LookupBytes(z) found it, or added it (Len %d)", tab.Len())
		}
	})
	t.Run("a full table refuses a new name and adds none of a batch that overflows it", func(t *testing.T) {
		tab := New(3, nil)
		if err := tab.Add("a", "b", "c"); err == nil {
			t.Fatal("Add of 3 names to a table of 3 with the empty name succeeded")
		}
		if tab.Len() != 1 {
			t.Fatalf("a refused batch left %d names", tab.Len())
		}
		if _, err := tab.Intern("a"); err != nil {
			t.Fatal(err)
		}
		if _, err := tab.Intern("b"); err != nil {
			t.Fatal(err)
		}
		if _, err := tab.Intern("c"); err == nil {
			t.Fatal("Intern beyond the table's size succeeded")
		}
		if i, err := tab.Intern("b"); err != nil || i != 2 {
			t.Fatalf("a full table refused a name it holds: %d, %v", i, err)
		}
	})
	t.Run("added sees each new name once, with its number", func(t *testing.T) {
		seen := map[uint16]string{}
		tab := New(8, func(i uint16, n string) { seen[i] = n })
		_ = tab.Add("a", "b")
		_, _ = tab.Intern("a")
		_, _ = tab.Intern("c")
		if want := map[uint16]string{1: "a", 2: "b", 3: "c"}; fmt.Sprint(seen) != fmt.Sprint(want) {
			t.Fatalf("added saw %v, want %v", seen, want)
		}
	})
	t.Run("readers and writers at once agree on every number", func(t *testing.T) {
		tab := New(1<<10, nil)
		var wg sync.WaitGroup
		got := make([][]uint16, 4)
		for g := range got {
			wg.Go(func() {
				for k := range 200 {
					i, err := tab.Intern(fmt.Sprint(k))
					if err != nil {
						t.Error(err)
						return
					}
					got[g] = append(got[g], i)
				}
			})
		}
		wg.Wait()
		for g := range got {
			for k, i := range got[g] {
				if n, _ := tab.Name(i); n != fmt.Sprint(k) || i != got[0][k] {
					t.Fatalf("goroutine %d: %q is %d, named %q; goroutine 0 has %d", g, fmt.Sprint(k), i, n, got[0][k])
				}
			}
		}
	})
}
