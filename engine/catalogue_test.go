package engine

import (
	"slices"
	"testing"
)

func TestNearestSuggestsCloseTitlesBestFirst(t *testing.T) {
	titles := []string{"Wizard's Book", "Bartmoss Memorial Icebreaker", "Codecracker", "Code Corpse", "Krash", "Code Corps"}
	tests := []struct {
		name, query string
		want        []string
	}{
		{"a letter missing still finds the title", "Wizards Bok", []string{"Wizard's Book"}},
		{"case and punctuation do not count", "CODECRACKER!", []string{"Codecracker"}},
		{"a part of a title finds it", "bartmoss", []string{"Bartmoss Memorial Icebreaker"}},
		{"the closer of two titles comes first", "Code Corp", []string{"Code Corps", "Code Corpse"}},
		{"a name like no title suggests nothing", "Zzyzx Qwerty", nil},
		{"an empty name suggests nothing", " ", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Nearest(tc.query, titles, 3); !slices.Equal(got, tc.want) {
				t.Errorf("Nearest(%q) = %q; want %q", tc.query, got, tc.want)
			}
		})
	}
}
