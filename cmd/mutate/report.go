package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

// AreaScore counts the results of one area.
type AreaScore struct {
	Area          string  `json:"area"`
	Mutants       int     `json:"mutants"`
	Killed        int     `json:"killed"`
	Survived      int     `json:"survived"`
	Timeout       int     `json:"timeout"`
	NotApplicable int     `json:"not_applicable"`
	Unconfirmed   int     `json:"unconfirmed"`
	Equivalent    int     `json:"equivalent"`
	Score         float64 `json:"score"`  // killed / (killed + survived + timeout); 0 when none ran
	Scored        int     `json:"scored"` // killed + survived + timeout
	Seconds       float64 `json:"seconds"`
}

// Report is what a run of the catalogue found.
type Report struct {
	Results []Result    `json:"mutants"`
	Areas   []AreaScore `json:"areas"` // in the order of Areas, then the total
	Seconds float64     `json:"seconds"`
}

// Score counts results by area, in the order of Areas, with a last row
// "total". Areas with no mutant run are left out. An equivalent mutant that
// was run anyway is counted as equivalent, not scored.
func Score(results []Result) []AreaScore {
	rows := map[string]*AreaScore{}
	total := &AreaScore{Area: "total"}
	for _, r := range results {
		a := rows[r.Area]
		if a == nil {
			a = &AreaScore{Area: r.Area}
			rows[r.Area] = a
		}
		for _, x := range []*AreaScore{a, total} {
			x.Mutants++
			x.Seconds += r.Seconds
			switch {
			case r.Status == Equivalent || r.EquivalentReason != "":
				x.Equivalent++
			case r.Status == Killed:
				x.Killed++
			case r.Status == Survived:
				x.Survived++
			case r.Status == Timeout:
				x.Timeout++
			case r.Status == NotApplicable:
				x.NotApplicable++
			case r.Status == Unconfirmed:
				x.Unconfirmed++
			}
		}
	}
	var out []AreaScore
	for _, name := range append(slices.Clone(Areas), "total") {
		a := rows[name]
		if name == "total" {
			a = total
		}
		if a == nil || a.Mutants == 0 {
			continue
		}
		a.Scored = a.Killed + a.Survived + a.Timeout
		if a.Scored > 0 {
			a.Score = float64(a.Killed) / float64(a.Scored)
		}
		out = append(out, *a)
	}
	return out
}

// PrintReport prints one line per mutant, then the score table by area.
func PrintReport(w io.Writer, rep Report) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tAREA\tSTATUS\tSECONDS\tBY / WHY")
	for _, r := range rep.Results {
		why := r.KilledBy
		switch r.Status {
		case Survived:
			why = ""
		case Equivalent:
			why = r.Detail
		case Timeout, NotApplicable, Unconfirmed:
			why = strings.SplitN(r.Detail, "\n", 2)[0]
		}
		if r.EquivalentReason != "" {
			why = "listed as equivalent: " + why
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.1f\t%s\n", r.ID, r.Area, r.Status, r.Seconds, why)
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "AREA\tMUTANTS\tKILLED\tSURVIVED\tTIMEOUT\tN/A\tUNCONFIRMED\tEQUIVALENT\tSCORE\tSECONDS\t")
	for _, a := range rep.Areas {
		score := "-"
		if a.Scored > 0 {
			score = fmt.Sprintf("%.2f", a.Score)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%.0f\t\n", a.Area, a.Mutants, a.Killed, a.Survived, a.Timeout, a.NotApplicable, a.Unconfirmed, a.Equivalent, score, a.Seconds)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nscore = killed / (killed + survived + timeout); %.0f s in all\n", rep.Seconds)
	for _, r := range rep.Results {
		if r.Status == Killed || r.Status == Equivalent {
			continue
		}
		fmt.Fprintf(w, "\n%s %s: %s\n", r.ID, r.Status, r.Description)
		if r.Detail != "" {
			fmt.Fprintf(w, "\t%s\n", strings.ReplaceAll(r.Detail, "\n", "\n\t"))
		}
	}
}
