"""Benchmark (not a test): random play through the batched API, in decisions
per CPU-second (process time: Python and the library together).

    DATAFORT_LIB=… /usr/bin/python3 python/bench.py [--games N] [--envs N] [--game onr]

Compare with `datafort sim --game onr --games N --json` (decisions and CPU
time in its report; docs/python.md). Python picks each move at random from the
legal ids (sorted, fetched for all games in one call); --bots random lets the
library play both seats instead (every decision inside Go).
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import datafort  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="onr")
    ap.add_argument("--games", type=int, default=1000, help="games to finish")
    ap.add_argument("--envs", type=int, default=64, help="games per batch")
    ap.add_argument("--autopass", default="", help="ONR's autopass option (fast, safe); the game's default if empty")
    ap.add_argument("--bots", default="", help="a bot spec for every seat (played inside the library)")
    ap.add_argument("--observe", choices=["none", "sparse", "dense"], default="none")
    a = ap.parse_args()
    opts = {"autopass": a.autopass} if a.autopass else None
    g = datafort.new_game(a.game, options=opts)
    bots = {s: a.bots for s in range(g.num_players())} if a.bots else None
    t0, c0 = time.perf_counter(), time.process_time()
    env = datafort.BatchEnv(g, num_envs=a.envs, seed=1, bots=bots)
    rng = random.Random(2)
    rr = rng.random
    steps = 0
    while len(env.episode_returns) < a.games:
        if bots:
            env.step([-1] * a.envs)  # the bots have played; deal again
            env.reset()
            env.episode_returns.extend([None] * a.envs)
            continue
        flat, off = env.legal_actions()
        acts = [flat[off[i] + int(rr() * (off[i + 1] - off[i]))] for i in range(a.envs)]
        if a.observe == "sparse":
            env.observations_sparse()
        elif a.observe == "dense":
            env.observations()
        env.step(acts)
        steps += 1
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    d = env.decisions()
    print(
        f"{a.game} autopass={a.autopass or 'default'} envs={a.envs} observe={a.observe} bots={a.bots or '-'}: "
        f"{len(env.episode_returns)} games, {d} decisions, {cpu:.2f} CPU-s, {wall:.2f} s wall, "
        f"{d / cpu:,.0f} decisions/CPU-s, {steps} batch steps"
    )


if __name__ == "__main__":
    main()
