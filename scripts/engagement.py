#!/usr/bin/env python3
"""List what a fuzz run never engaged, each with the tests that exercise it.

A million-game fuzz run leaves some printed abilities that never took effect
(the report's coverage with took 0) and perhaps some cards never engaged. The
issue asks for each to be "engaged or listed with the test that exercises it".
The ablation gate proves every ability pinned by its card's own tests; run
with -ablate.report FILE it also names the tests that fail when an ability is
switched off ("Title|i|off"). This script joins the two:

  go run ./cmd/datafort merge shard*.json > merged.json
  go test ./onr/cards -run TestEveryAbilityAndNumber -ablate.cards 'A|B' \\
      -ablate.report /tmp/ablation.tsv
  scripts/engagement.py merged.json /tmp/ablation.tsv > docs/engagement-onr.md

With --scenarios GAME:DIR it also runs the game's scenario files under DIR
once for each ability that never took effect, with that ability switched
off (`datafort scenario run --game GAME --ablate CHANGE DIR`, the command
--datafort names, "go run ./cmd/datafort" by default), and lists the
scenarios that fail: those make it take effect too.

Several merged reports of one rules version (runs that cannot be merged
into one, such as Neuroscape's at 2 and at 4 players) may be given before
the ablation report: their counts are added, and a card is never engaged
when no run engaged it.

It fails (exit status 1, naming them) when an ability never engaged has no
"off" line in the ablation report, or one that no test killed: such an
ability is neither engaged nor exercised by a test. Standard library only.
"""

import json
import shlex
import subprocess
import sys


def scenario_killers(datafort, game, directory, change):
    """The scenarios under directory that fail with change made."""
    cmd = shlex.split(datafort) + ["scenario", "run", "--game", game, "--ablate", change, directory]
    run = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if run.returncode not in (0, 1) or not run.stdout.startswith("ablated"):
        raise RuntimeError(f"{' '.join(cmd)}: exit status {run.returncode}: {run.stderr.strip()}")
    failed = []
    for line in run.stdout.splitlines():
        if line.startswith("FAIL  ") and line.endswith(")"):
            failed.append(line[len("FAIL  "):-1].rsplit("  (", 1))
    return failed


def combine(reports):
    """One report of several of one rules version: the games and the
    coverage counts added, the cards never engaged those no report engaged."""
    if len(reports) == 1:
        return reports[0], None
    versions = {(r.get("rules") or {}).get("version") for r in reports}
    if len(versions) != 1:
        return None, f"reports of different rules versions {sorted(map(str, versions))}"
    out = dict(reports[0])
    for k in ("games", "completed", "failed", "decisions"):
        out[k] = sum(r.get(k, 0) for r in reports)
    coverage, order = {}, []
    for r in reports:
        for c in r.get("coverage", []):
            key = (c["title"], c["ability"])
            if key not in coverage:
                coverage[key] = dict(c, ops=list(c.get("ops") or []))
                order.append(key)
                continue
            have = coverage[key]
            have["took"] = have.get("took", 0) + c.get("took", 0)
            ops = c.get("ops") or []
            have["ops"] = [a + b for a, b in zip(have["ops"], ops)] if have["ops"] and ops else have["ops"] or list(ops)
    out["coverage"] = [coverage[k] for k in order]
    never = set(reports[0].get("never_engaged") or [])
    for r in reports[1:]:
        never &= set(r.get("never_engaged") or [])
    out["never_engaged"] = sorted(never)
    return out, None


def main(argv):
    args, scenarios, datafort = [], None, "go run ./cmd/datafort"
    i = 1
    while i < len(argv):
        if argv[i] in ("--scenarios", "--datafort") and i + 1 < len(argv):
            if argv[i] == "--scenarios":
                scenarios = argv[i + 1].split(":", 1)
            else:
                datafort = argv[i + 1]
            i += 2
            continue
        args.append(argv[i])
        i += 1
    if len(args) < 2 or (scenarios is not None and len(scenarios) != 2):
        print("usage: engagement.py [--scenarios GAME:DIR] [--datafort CMD] MERGED_FUZZ_REPORT.json... ABLATION_REPORT.tsv", file=sys.stderr)
        return 2
    reports = []
    for name in args[:-1]:
        with open(name, encoding="utf-8") as f:
            reports.append(json.load(f))
    report, err = combine(reports)
    if err:
        print(f"engagement.py: {err}", file=sys.stderr)
        return 2
    argv = [argv[0], args[0], args[-1]]
    killers = {}
    with open(argv[2], encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                print(f"{argv[2]}:{n}: want change, result and detail separated by tabs", file=sys.stderr)
                return 2
            change, result, detail = parts
            tests = []
            for name in detail.split(" ") if result == "killed" else []:
                # TestAblationWorker/<card>#NN/<function>/<subtest>: the
                # function and subtest name the test.
                tests.append("/".join(name.split("/")[2:]).replace("_", " "))
            killers[change] = (result, tests)

    # What never took effect: an ability ("Title|i|off" switches it off),
    # or a clause of a program that did ("Title|i|Effect[k]=off").
    never = []
    for c in report.get("coverage", []):
        if c.get("took", 0) == 0:
            never.append((c, f"#{c['ability']}", f"{c['title']}|{c['ability']}|off"))
            continue
        for k, n in enumerate(c.get("ops") or []):
            if n == 0:
                never.append((c, f"#{c['ability']} clause {k}", f"{c['title']}|{c['ability']}|Effect[{k}]=off"))
    rules = report.get("rules", {}) or {}
    out = []
    out.append(f"# Fuzz engagement: {report.get('games', 0):,} games")
    out.append("")
    out.append("Generated by `scripts/engagement.py` from the merged fuzz report and the ablation")
    out.append("gate's report (`-ablate.report`); do not edit by hand.")
    out.append("")
    for r in reports:
        opts = ", ".join(f"{k}={v}" for k, v in sorted((r.get("options") or {}).items()))
        out.append(f"- rules: `{(r.get('rules') or {}).get('version', '?')}`; seed {r.get('seed')}"
                   + (f"; options {opts}" if opts else "") + "; "
                   f"games {r.get('games', 0):,}, completed {r.get('completed', 0):,}, "
                   f"failed {r.get('failed', 0):,}, decisions {r.get('decisions', 0):,}"
                   + (f"; wins {', '.join(f'{k} {v:,}' for k, v in sorted((r.get('wins') or {}).items()))}" if r.get("wins") else ""))
    out.append(f"- abilities counted: {len(report.get('coverage', []))}; never took effect: {len(never)}; "
               f"cards never engaged: {len(report.get('never_engaged', []))}")
    out.append("")
    missing = []
    if never:
        out.append("## Abilities that never took effect, and the tests that make each take effect")
        out.append("")
        out.append("Abilities are numbered from 0, as the fuzz report and the ablation gate number")
        out.append("them. Each test below fails when the ability (or the clause of its program) is")
        out.append("switched off (`Title|i|off`, `Title|i|Effect[k]=off`), so it makes it take effect.")
        if scenarios:
            out.append(f"So does each scenario listed (under `{scenarios[1]}`): it fails with the ability")
            out.append(f"switched off (`datafort scenario run --game {scenarios[0]} --ablate CHANGE`).")
        out.append("")
        for c, what, change in never:
            result, tests = killers.get(change, ("absent", []))
            if not tests:
                missing.append(f"{c['title']} {what} ({c.get('kind', '')}): {change} {result} in the ablation report")
                continue
            out.append(f"- **{c['title']}** {what} ({c.get('kind', '')}):")
            for t in tests:
                out.append(f"  - `{t}`")
            if scenarios:
                for name, path in scenario_killers(datafort, scenarios[0], scenarios[1], change):
                    out.append(f"  - scenario {name} (`{path}`)")
        out.append("")
    if report.get("never_engaged"):
        out.append("## Cards never engaged")
        out.append("")
        for title in report["never_engaged"]:
            out.append(f"- {title}")
        out.append("")
    if missing:
        print("neither engaged nor exercised by a test:\n  " + "\n  ".join(missing), file=sys.stderr)
        return 1
    sys.stdout.write("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
