package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestActionOptionsAreBuiltInTheRoomOfThePendingOptions: the action
// options appended to the room actionRoom gives are kept (keptInRoom)
// where they were built, without a copy, and take their part of the room,
// so that the options kept next never write over them; options that
// outgrew that room, or were built while something else was kept in the
// room, are copied the long way, and the options kept before them stay as
// they were.
func TestActionOptionsAreBuiltInTheRoomOfThePendingOptions(t *testing.T) {
	asked := []engine.Option{{Verb: VerbPass}, {Verb: VerbRez, Card: 3}} // a question already pending
	for _, tc := range []struct {
		name     string
		room     int  // the room's capacity before (0: none yet)
		n        int  // options built
		meddle   bool // something else is kept in the room while they are built
		anew     bool // the room is made anew (the same length and room) while they are built
		inPlace  bool // kept where they were built
		newRooms bool // actionRoom made a room of its own
	}{
		{name: "options built in the free room are kept where they are", room: 256, n: 40, inPlace: true},
		{name: "with no room yet a room is made and the options are kept in it", room: 0, n: 5, inPlace: true, newRooms: true},
		{name: "with less free room than minActionRoom a room is made anew", room: minActionRoom, n: 5, inPlace: true, newRooms: true},
		{name: "options that outgrew the room are copied into the room", room: 256, n: 300},
		{name: "options kept in the room while the action options are built panic", room: 256, n: 10, meddle: true},
		{name: "options built while the room was made anew panic", room: 256, n: 10, meddle: true, anew: true},
		{name: "no option gives no room", room: 256, n: 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{}
			if tc.room > 0 {
				s.optRoom = make([]engine.Option, 0, tc.room)
			}
			first := s.keepOptions(asked)
			firstCopy := slices.Clone(first)
			before := s.optRoom
			buf := s.actionRoom()
			if len(buf) != 0 || cap(buf) < minActionRoom {
				t.Fatalf("actionRoom gave length %d, room %d, want 0 and at least %d", len(buf), cap(buf), minActionRoom)
			}
			if made := !sameArray(before, s.optRoom); made != tc.newRooms {
				t.Fatalf("a new room made: %v, want %v", made, tc.newRooms)
			}
			opts := buf
			for i := range tc.n {
				opts = append(opts, engine.Option{Verb: VerbInstall, Card: i + 1, Target: i % 7})
				if tc.meddle && i == 2 {
					if tc.anew {
						room := make([]engine.Option, len(s.optRoom), cap(s.optRoom))
						copy(room, s.optRoom)
						s.optRoom = room
					} else {
						s.keepOptions([]engine.Option{{Verb: VerbPurge}})
					}
				}
			}
			want := slices.Clone(opts)
			roomBefore := len(s.optRoom)
			if tc.meddle {
				defer func() {
					if recover() == nil {
						t.Errorf("no panic for options kept while the action options were built")
					}
				}()
			}
			kept := s.keptInRoom(buf, opts)
			if tc.meddle {
				return
			}
			if !slices.Equal(kept, want) {
				t.Fatalf("kept %v, want %v", kept, want)
			}
			if cap(kept) != len(kept) {
				t.Fatalf("kept options have room %d past their %d", cap(kept), len(kept))
			}
			if tc.n == 0 {
				if len(s.optRoom) != roomBefore {
					t.Fatalf("no option took %d of the room", len(s.optRoom)-roomBefore)
				}
				return
			}
			if at := &kept[0] == &buf[:1][0]; at != tc.inPlace {
				t.Fatalf("kept where built: %v, want %v", at, tc.inPlace)
			}
			if &s.optRoom[len(s.optRoom)-1] != &kept[len(kept)-1] {
				t.Fatalf("the kept options are not the last part of the room")
			}
			// The next options kept go after them, and after the question
			// pending before.
			got := slices.Clone(kept)
			s.keepOptions([]engine.Option{{Verb: VerbPurge}, {Verb: VerbPurge}, {Verb: VerbPurge}})
			if !slices.Equal(kept, got) {
				t.Errorf("the options kept next wrote over the action options: %v, were %v", kept, got)
			}
			if !slices.Equal(first, firstCopy) {
				t.Errorf("the question pending before has options %v, asked with %v", first, firstCopy)
			}
		})
	}
}

// sameArray reports whether a and b, both with room, end at the same
// array's last element.
func sameArray(a, b []engine.Option) bool {
	return cap(a) > 0 && cap(b) > 0 && &a[:cap(a)][cap(a)-1] == &b[:cap(b)][cap(b)-1]
}
