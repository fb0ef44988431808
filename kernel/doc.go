// Package kernel holds the game-agnostic rules machinery shared by Datafort's
// games; it names no card and no role, and the questions it asks carry the
// prompts and rule ids the game gives it. Its comments cite the rules each
// piece serves (NSG's Comprehensive Rules as "CR 10.3.5" or "NSG 10.3.5").
//
// Everything here is plain data or pure functions on plain data, so that a
// game keeps it inside its state and the state still clones by copying,
// marshals to JSON and hashes the same after a round trip. The priority
// window (Window, window.go) gives priority to an ordered list of seats under
// one of the pass rules of the supported games (PassRule).
//
// The pieces, by file:
//
//   - frame.go: the resolution stack (Frame), pending decisions and the
//     game-agnostic Core a game embeds;
//   - stack.go: the Stack that holds the frames, and their lists and queues
//     in arenas, so that a Frame holds no pointer (Core.List, Core.Queue);
//   - machine.go, program.go: the Machine that steps frames and runs
//     programs of ops, named by Ref; its hooks AfterOp (NSG's checkpoint
//     after every instruction) and AfterProgram;
//   - cardid.go: card ids and rules programs' names interned as small
//     numbers (CardID), which each game seeds with its card data's ids and
//     indexes its own definitions by; only the strings are ever saved;
//   - cost.go: the registry of cost parts; parts of 0 are paid too, a part
//     may ask (PayStep), and Paid follows every payment (NSG's cost
//     checkpoint);
//   - lasting.go: occurrences, lasting effects and use limits;
//   - checkpoint.go: the buffer of occurrences since the last checkpoint
//     (Occur, Drain), for games whose triggers wait for a checkpoint (NSG);
//   - pending.go: PendingWindow, a window whose seats trigger pending
//     instances (Queued) and use paid abilities: NSG's reaction, interrupt
//     and paid-ability windows;
//   - interrupt.go: the imminent instruction as data (Frame.Would,
//     Core.Imminent) and replacement effects applied to it (Core.Replace);
//   - target.go: targets as data (Target): a filter, Min and Max, a
//     chooser, announced before an instruction and checked again when it
//     resolves;
//   - window.go: the priority window;
//   - handles.go: public handles (Handles), the numbers a seat sees
//     instead of a game's objects, renewed whenever an object moves so
//     that nobody follows it from a hidden place to another;
//   - visibility.go: who may know an object (Viewers, a mask of up to
//     MaxSeats seats and the spectators; Sight, a place's rule: public,
//     its holder, the seats it was revealed to), and Sightings, which
//     tells a choice that revealed something (engine.Effect.Revealed);
//   - codec.go, binary.go: the compact binary encoding every game's state
//     is written with: its primitives (Encoder, Decoder, with their limits
//     and errors naming what and where), what a game adds (Codec: its
//     option verbs, and hooks for its frame kinds, windows and programs),
//     and the encoding of the Core (Core.EncodeTo, Core.DecodeFrom) and of
//     a window.
package kernel
