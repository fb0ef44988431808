package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestAnswerFreesTheRoomOfOptionsOnlyWhenNoneIsPending: answer makes the
// room of the options asked (keepOptions) free for the next questions only
// once no decision is pending, so that the options of a question still
// pending are never written over by the next ones kept; a rejected choice
// leaves every question as it was.
func TestAnswerFreesTheRoomOfOptionsOnlyWhenNoneIsPending(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answers []engine.Choice // of the two questions, a (ID 1, seat 0) and b (ID 2, seat 1)
		pending int             // questions left
		wantErr bool
	}{
		{name: "answering one of two questions keeps the other's options", answers: []engine.Choice{{Decision: 1, Seat: 0, Option: 1}}, pending: 1},
		{name: "answering the other of two questions keeps the first's options", answers: []engine.Choice{{Decision: 2, Seat: 1}}, pending: 1},
		{name: "a choice past the options changes no question", answers: []engine.Choice{{Decision: 1, Seat: 0, Option: 9}}, pending: 2, wantErr: true},
		{name: "answering both questions frees the room", answers: []engine.Choice{{Decision: 2, Seat: 1}, {Decision: 1, Seat: 0}}, pending: 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Pending, s.optRoom, s.NextDecision = s.Pending[:0], s.optRoom[:0], 0
			s.push(Frame{Kind: FrameFitMU}) // the frame that asked them
			s.ask(0, "a", "test", s.keepOptions([]engine.Option{{Verb: VerbPass}, {Verb: VerbRez, Card: 3}}))
			s.ask(1, "b", "test", s.keepOptions([]engine.Option{{Verb: VerbPass}, {Verb: VerbScore, Card: 4}}))
			before := slices.Clone(s.Pending)
			for i := range before {
				before[i].Options = slices.Clone(before[i].Options)
			}
			var errs error
			for _, c := range tc.answers {
				if err := s.answer(c); err != nil {
					errs = err
				}
			}
			if (errs != nil) != tc.wantErr {
				t.Fatalf("error %v, want one: %v", errs, tc.wantErr)
			}
			if len(s.Pending) != tc.pending {
				t.Fatalf("%d questions pending, want %d", len(s.Pending), tc.pending)
			}
			if tc.pending == 0 && len(s.optRoom) != 0 {
				t.Fatalf("the room holds %d options with no question pending", len(s.optRoom))
			}
			// The next question's options, kept in the room, must not
			// reach the questions still pending.
			s.keepOptions([]engine.Option{{Verb: VerbPurge}, {Verb: VerbPurge}, {Verb: VerbPurge}, {Verb: VerbPurge}})
			for _, d := range s.Pending {
				i := slices.IndexFunc(before, func(b engine.Decision) bool { return b.ID == d.ID })
				if i < 0 || !slices.Equal(d.Options, before[i].Options) {
					t.Errorf("question %d has options %v, asked with %v", d.ID, d.Options, before)
				}
			}
		})
	}
}
