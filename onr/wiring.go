package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// newMachine builds ONR's interpreter: the one table that says which step
// function runs each frame kind. The rules chapters below it know nothing
// of each other's frames.
func newMachine() *kernel.Machine[*State] {
	m := &kernel.Machine[*State]{
		Idle:         (*State).turnStep,
		Program:      program,
		ProgramKind:  FrameProgram,
		AfterProgram: (*State).afterProgram,
		QueueKind:    FrameQueue,
		QueueOption:  queueOption,
		Runnable:     (*State).queuedRunnable,
		// A player orders his or her own simultaneous effects (R026).
		QueuePrompt: "Choose the next effect to resolve",
		QueueRule:   "R026",
	}
	for _, r := range []struct {
		kind kernel.FrameKind
		name string
		step func(*State, *Frame) Status
	}{
		{FrameWindow, "window", (*State).stepWindow},
		{FrameRun, "run", (*State).stepRun},
		{FrameAccess, "access", (*State).stepAccess},
		{FrameTrace, "trace", (*State).stepTrace},
		{FrameDamage, "damage", (*State).stepDamage},
		{FrameTags, "tags", (*State).stepTags},
		{FrameDiscard, "discard", (*State).stepDiscard},
		{FrameInstall, "install", (*State).stepInstall},
		{FrameFitMU, "fit-memory", (*State).stepFitMU},
		{FrameAction, "action", (*State).stepAction},
		{FrameTrash, "trash", (*State).stepTrash},
		{FramePay, "pay", (*State).stepPay},
		{FrameTogether, "together", (*State).stepTogether},
		{FrameTraceEffect, "trace-effect", (*State).stepTraceEffect},
	} {
		m.Register(r.kind, r.name, r.step)
	}
	return m
}

// queueOption renders queued program i as an option of the ordering
// decision: the card whose effect it is, if any.
func queueOption(s *State, q kernel.Queued, i int) engine.Option {
	o := engine.Option{Verb: VerbResolve, Arg: i}
	if q.Src != 0 {
		o.Card = s.h(q.Src)
	}
	return o
}
