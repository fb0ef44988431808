package onr

// A prevention pool of a run (run-rider, prevent-variants): "make a run.
// Prevent up to 7 damage during that run" (Weefle Initiation). A rider of
// the run (ModPreventPool, N what is left of it) bound to the Runner; it
// prevents preventable damage of any kind done to him during the run, as
// much as it holds, before the prevention window of that damage, and ends
// with the run. It is applied without asking (decision: "up to" leaves the
// Runner the choice of less, which no implemented card rewards; the pool
// is spent on the damage as it comes, as ModAutoPrevent is). Unpreventable
// damage opens no prevention (ONR-14.4) and leaves the pool untouched.

// PreventDamageThisRun: "prevent up to N damage during that run".
func PreventDamageThisRun(n int32) Rider { return Rider{mod: ModPreventPool, n: n} }

// preventFromPool applies the ModPreventPool riders of the damaged seat to
// damage frame f before its window.
func (s *State) preventFromPool(f *Frame) {
	for i := range s.Lasting {
		if f.T != 0 || f.N <= 0 {
			return
		}
		if l := &s.Lasting[i]; l.Mod == ModPreventPool && l.Seat == f.Seat && l.N > 0 && l.Active() {
			n := min(l.N, f.N)
			l.N -= n
			f.N -= n
			s.sayOfSource(l.Src, msgDamagePrevented, msgDamagePreventedHidden, s.cardArg(l.Src), n, f.M)
		}
	}
}
