// Package nsg is modern Netrunner as Null Signal Games rules it (the
// Comprehensive Rules, CR 26.03 by default, and the 24.09 article's
// readings under option rules=nsg-24.09), played on the kernel: the rules
// of the game, with no card in them. Cards are data (Def, Ability, Instr)
// that package nsg/cards builds from the vocabulary here and registers
// with Define; a deck naming a card with no definition is refused as "not
// implemented yet".
//
// The digest the code cites is nsg/rulesdata/nsg-timing.md; rules are
// cited by CR number and, where the digest gives one, by stable id
// ([rule_…]). The files, by what they provide:
//
//   - enums.go: every enumeration (frame kinds and steps, zones, card
//     types, occurrences, cost kinds, instruction kinds, option verbs,
//     rules modes): saved values, fixed;
//   - state.go: the state (cards as objects, zones, servers, pools);
//   - setup.go: the Ruleset, options (rules, format, points), decks
//     (read with nsg/decklist), the draw and mulligan;
//   - catalogue.go: the card list and the deck check (engine.Catalogue,
//     engine.DeckChecker), the formats a game's decks are read in;
//   - lobby.go: what the lobby needs (Playable, TableOptions) and the
//     cards' faces (engine.CardFaces);
//   - tableview.go: the board a browser draws (engine.TableViewer) and
//     the encounter (engine.EncounterQuery);
//   - def.go: card definitions and the registry cards fill (Define);
//   - machine.go: the kernel Machine, windows and costs wired together;
//   - checkpoint.go: the checkpoint (CR 10.3) and conditional abilities;
//   - turn.go: the turn structure (CR 5.6, 5.7) and discard;
//   - actions.go: the basic actions (CR 5.4, quick reference 11.1);
//   - install.go: installing, rezzing, advancing and scoring (CR 8);
//     installrez.go: "install and rez" (CR 8.5.15), its two payments and
//     checkpoints;
//   - run.go: the run (CR 6.9); access.go: breach and access (CR 7);
//     encounter.go: forced encounters (CR 6.5.9), in a run or outside;
//   - instr.go: instructions, the card vocabulary's ops; damage, tags,
//     traces, flatline;
//   - imminent.go: imminent damage and tags, their interrupt window
//     (CR 9.2.9, 9.9.4) and the paid interrupts that prevent, avoid or
//     add to them;
//   - vocab.go: the constructors nsg/cards builds its definitions from;
//   - game.go, view.go, binary.go: the engine.Game contract, the views
//     and the saves (the kernel's compact encoding);
//   - info.go: information states (engine.InfoStater): a seat's masked
//     state, and worlds sampled from it;
//   - render.go, help.go: the terminal's board (engine.Renderer, RunStep)
//     and the options' help (engine.OptionHelper, engine.PrintedTexts);
//   - leaks.go, fuzzstyles.go: the fuzzer's leak checker and styles of
//     play (the heuristic player of nsg/heuristic, found by name);
//   - arrange.go: placing cards on a board, for tests and scenario
//     builders (nsg/nsgtest is the test table).
package nsg
