package sim

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Shard is one part of a run split over several machines or processes
// ("--shard i/n"): game k of the run is played by shard k mod Count, with
// the seeds it has in the whole run, so that the shards together play
// exactly the games of the unsharded run and their reports merge into its
// report (Merge; fuzz.Merge, arena.Merge). The zero Shard is the whole run.
type Shard struct {
	// Index is the shard's number, in [0, Count).
	Index int
	// Count is the number of shards; 0 or 1 means the run is not split.
	Count int
}

// ParseShard reads a shard written "i/n", with 0 <= i < n.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("shard %q: want i/n, such as 0/4", s)
	}
	sh := Shard{Index: i, Count: n}
	if err := sh.Valid(); err != nil {
		return Shard{}, err
	}
	return sh, nil
}

// Valid reports whether the shard is the whole run or one of Count parts.
func (s Shard) Valid() error {
	if s.Count < 0 || s.Index < 0 || (s.Count > 0 && s.Index >= s.Count) || (s.Count == 0 && s.Index != 0) {
		return fmt.Errorf("shard %d/%d: want 0 <= i < n", s.Index, s.Count)
	}
	return nil
}

// Whole reports whether the shard is the whole run.
func (s Shard) Whole() bool { return s.Count <= 1 }

// Has reports whether game k of the run is the shard's.
func (s Shard) Has(k int) bool { return s.Whole() || k%s.Count == s.Index }

// Games returns how many of games first to first+n-1 of the run are the
// shard's.
func (s Shard) Games(first, n int) int {
	if s.Whole() {
		return n
	}
	// The games k < x with k mod Count = Index number ceil((x-Index)/Count).
	below := func(x int) int { return max(0, (x-s.Index+s.Count-1)/s.Count) }
	return below(first+n) - below(first)
}

// String writes the shard as "i/n"; "" for the whole run (the reports
// leave it out then).
func (s Shard) String() string {
	if s.Whole() {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// CheckShards checks that the shards named in the reports to merge ("i/n",
// Report.Shard) are every shard of one split, each once, or a single
// report of a whole run.
func CheckShards(shards []string) error {
	if len(shards) == 0 {
		return errors.New("no report to merge")
	}
	if len(shards) == 1 && shards[0] == "" {
		return nil
	}
	seen := map[int]bool{}
	count := -1
	for _, name := range shards {
		if name == "" {
			return errors.New("a report of a whole run (no shard) among shards")
		}
		s, err := ParseShard(name)
		if err != nil {
			return err
		}
		if count >= 0 && s.Count != count {
			return fmt.Errorf("shard %s among shards of %d", name, count)
		}
		count = s.Count
		if seen[s.Index] {
			return fmt.Errorf("shard %s given twice", name)
		}
		seen[s.Index] = true
	}
	if len(seen) != count {
		var missing []string
		for i := range count {
			if !seen[i] {
				missing = append(missing, fmt.Sprintf("%d/%d", i, count))
			}
		}
		return fmt.Errorf("shards missing: %s", strings.Join(missing, ", "))
	}
	return nil
}

// Merge combines the reports of the shards of one run (every shard once,
// in any order) into the report of the whole run: every count exactly,
// the means from the merged sums, the first MaxFailures failures in game
// order. The timing fields are apart: Seconds is the sum of the shards'
// (the time spent, not the wall time of a parallel run) and the rates are
// the totals over it.
func Merge(reports []*Report) (*Report, error) {
	shards := make([]string, len(reports))
	for i, r := range reports {
		shards[i] = r.Shard
	}
	if err := CheckShards(shards); err != nil {
		return nil, fmt.Errorf("sim: merge: %w", err)
	}
	first := reports[0]
	out := &Report{
		Ruleset: first.Ruleset, Seed: first.Seed,
		Wins: map[string]int{}, Reasons: map[string]int{}, Teams: map[string]int{},
		Failures: []Failure{}, Bots: first.Bots, Decks: first.Decks, Ablations: first.Ablations,
	}
	var turns, completedDecisions int64
	failed := 0
	for _, r := range reports {
		switch {
		case r.Ruleset != first.Ruleset || r.Seed != first.Seed:
			return nil, fmt.Errorf("sim: merge: shard %s is of %s seed %d, shard %s of %s seed %d", r.Shard, r.Ruleset, r.Seed, first.Shard, first.Ruleset, first.Seed)
		case !mapsEqual(r.Bots, first.Bots) || !mapsEqual(r.Decks, first.Decks) || !slices.Equal(r.Ablations, first.Ablations):
			return nil, fmt.Errorf("sim: merge: shards %s and %s played other bots, decks or ablations", r.Shard, first.Shard)
		case (r.Engagement == nil) != (first.Engagement == nil):
			return nil, fmt.Errorf("sim: merge: shards %s and %s do not both count engagement", r.Shard, first.Shard)
		}
		out.Games += r.Games
		out.Completed += r.Completed
		out.Decisions += r.Decisions
		addCounts(out.Wins, r.Wins)
		addCounts(out.Reasons, r.Reasons)
		addCounts(out.Teams, r.Teams)
		turns += sumOf(r.MeanTurns, r.Completed)
		completedDecisions += sumOf(r.MeanDecisions, r.Completed)
		failed += len(r.Failures) + r.FailuresOmitted
		out.Failures = append(out.Failures, r.Failures...)
		out.Seconds += r.Seconds
	}
	if len(out.Teams) == 0 && first.Teams == nil {
		out.Teams = nil
	}
	out.Failures = firstFailures(out.Failures)
	out.FailuresOmitted = failed - len(out.Failures)
	if out.Completed > 0 {
		out.MeanTurns = float64(turns) / float64(out.Completed)
		out.MeanDecisions = float64(completedDecisions) / float64(out.Completed)
	}
	if out.Seconds > 0 {
		out.DecisionsPerSecond = float64(out.Decisions) / out.Seconds
		out.GamesPerSecond = float64(out.Games) / out.Seconds
	}
	if first.Engagement != nil {
		e, err := mergeEngagement(reports)
		if err != nil {
			return nil, fmt.Errorf("sim: merge: %w", err)
		}
		out.Engagement = e
	}
	return out, nil
}

// sumOf returns the sum whose mean over n is mean: exact, a mean being the
// sum divided by n and rounded once.
func sumOf(mean float64, n int) int64 { return int64(math.Round(mean * float64(n))) }

func addCounts(to, from map[string]int) {
	for k, v := range from {
		to[k] += v
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// mergeEngagement adds up the engagement of the shards.
func mergeEngagement(reports []*Report) (*Engagement, error) {
	var parts []EngagementParts
	for _, r := range reports {
		parts = append(parts, EngagementParts{Cards: r.Engagement.Cards, Abilities: r.Engagement.Abilities})
	}
	m, err := MergeEngagement(parts)
	if err != nil {
		return nil, err
	}
	return &Engagement{Cards: m.Cards, Abilities: m.Abilities, NeverEngaged: m.NeverEngaged, NeverUsed: m.NeverUsed}, nil
}

// EngagementParts is the engagement count of one shard, as sim's and
// fuzz's reports hold it.
type EngagementParts struct {
	Cards     map[string]int64
	Abilities []engine.AbilityCount
}

// MergedEngagement is the engagement of a run merged from its shards: the
// counts added up, NeverEngaged the cards no shard engaged (sorted),
// NeverUsed the abilities and ops the merged counts show never used.
type MergedEngagement struct {
	Cards        map[string]int64
	Abilities    []engine.AbilityCount
	NeverEngaged []string
	NeverUsed    []string
}

// MergeEngagement adds up the engagement counts of the shards of one run.
// Their abilities must be the same list (the same build of the game).
func MergeEngagement(parts []EngagementParts) (MergedEngagement, error) {
	m := MergedEngagement{Cards: map[string]int64{}, NeverEngaged: []string{}, NeverUsed: []string{}}
	if len(parts) == 0 {
		m.Abilities = []engine.AbilityCount{}
		return m, nil
	}
	for _, p := range parts {
		for k, v := range p.Cards {
			m.Cards[k] += v
		}
	}
	m.Abilities = make([]engine.AbilityCount, len(parts[0].Abilities))
	for i, a := range parts[0].Abilities {
		a.Ops = slices.Clone(a.Ops)
		m.Abilities[i] = a
	}
	for _, p := range parts[1:] {
		if len(p.Abilities) != len(m.Abilities) {
			return m, fmt.Errorf("engagement of %d abilities and of %d: not the same build", len(p.Abilities), len(m.Abilities))
		}
		for i, a := range p.Abilities {
			t := &m.Abilities[i]
			if a.Title != t.Title || a.Ability != t.Ability || a.Kind != t.Kind || a.Label != t.Label {
				return m, fmt.Errorf("ability %d is %s %d in one shard, %s %d in another: not the same build", i, a.Title, a.Ability, t.Title, t.Ability)
			}
			t.Took += a.Took
			if len(a.Ops) > len(t.Ops) {
				t.Ops = append(t.Ops, make([]int64, len(a.Ops)-len(t.Ops))...)
			}
			for j, n := range a.Ops {
				t.Ops[j] += n
			}
		}
	}
	for name, n := range m.Cards {
		if n == 0 {
			m.NeverEngaged = append(m.NeverEngaged, name)
		}
	}
	slices.Sort(m.NeverEngaged)
	// What never took effect is read from the merged counts, worded as
	// the count words it (kernel/cardkit Coverage.Untouched): an ability
	// used in one shard only has its unused ops listed, not itself.
	for _, a := range m.Abilities {
		name := fmt.Sprintf("%s #%d (%s", a.Title, a.Ability, a.Kind)
		if a.Label != "" {
			name += ": " + a.Label
		}
		name += ")"
		if a.Took == 0 {
			m.NeverUsed = append(m.NeverUsed, name+" never took effect")
			continue
		}
		for j, n := range a.Ops {
			if n == 0 {
				m.NeverUsed = append(m.NeverUsed, fmt.Sprintf("%s: op %d of %d never ran", name, j+1, len(a.Ops)))
			}
		}
	}
	return m, nil
}
