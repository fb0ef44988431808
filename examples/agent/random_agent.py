#!/usr/bin/env python3
"""A random player for Datafort's AI-research protocol ("datafort agent").

It uses only Python's standard library. It starts `datafort agent` (or the
command given after "--"), speaks its JSON-lines protocol (one request per
line on the server's stdin, one response per line on its stdout), and plays
whole games with uniformly random legal actions: chance outcomes at the
chance node, one action per player at simultaneous nodes (the secret bids of
an ONR trace). Along the way it exercises the rest of the interface:
observation tensors and JSON, legal-action masks, clone, serialize and
deserialize. At the end it prints one JSON line per game:

    {"game": 0, "moves": 231, "returns": [1.0, -1.0], "simultaneous": 2, ...}

Usage:
    python3 random_agent.py [--games N] [--seed S] [--game onr] [-- COMMAND...]

The default command is "datafort agent"; for instance
    python3 random_agent.py --games 3 -- go run ./cmd/datafort agent
"""

import argparse
import json
import random
import subprocess
import sys

SIMULTANEOUS = -2  # OpenSpiel's kSimultaneousPlayerId
PROTOCOL = 2  # the version of the protocol this client speaks
CHANCE = -1


class DatafortError(Exception):
    """An error response of the server."""


class Datafort:
    """A session with a `datafort agent` server."""

    def __init__(self, command):
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.next_id = 0

    def call(self, cmd, **args):
        """Sends one request and returns its response; raises on an error."""
        self.next_id += 1
        request = dict(args, cmd=cmd, id=self.next_id)
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise DatafortError("the server closed its output")
        response = json.loads(line)
        if response.get("id") != self.next_id:
            raise DatafortError("response %r answers another request" % response)
        if not response["ok"]:
            raise DatafortError(response["error"])
        return response

    def close(self):
        self.call("quit")
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def play(df, game, info, rng, number):
    """Plays one game with random actions and returns its summary."""
    state = df.call("new_initial_state", game=game)["state"]
    players = info["num_players"]
    moves = simultaneous = checks = 0
    while True:
        st = df.call("state", state=state)
        if st["is_terminal"]:
            break
        if st["is_chance"]:
            df.call("apply_action", state=state, action=rng.randrange(st["chance_outcomes"]))
            moves += 1
            continue
        legal = {int(p): a for p, a in st["legal_actions"].items()}
        if moves % 25 == 0:
            checks += check_interface(df, game, info, state, legal)
        if st["current_player"] == SIMULTANEOUS:
            simultaneous += 1
            actions = [-1] * players
            for p, a in legal.items():
                actions[p] = rng.choice(a)
            df.call("apply_actions", state=state, actions=actions)
        else:
            p = st["current_player"]
            df.call("apply_action", state=state, action=rng.choice(legal[p]))
        moves += 1
    returns = df.call("returns", state=state)["returns"]
    df.call("delete", state=state)
    if sum(returns) != info["utility_sum"]:
        raise DatafortError("returns %r do not sum to %r" % (returns, info["utility_sum"]))
    return {"game": number, "moves": moves, "returns": returns,
            "simultaneous": simultaneous, "checks": checks}


def check_interface(df, game, info, state, legal):
    """Checks observations, masks, clone and serialization on one state."""
    for p, actions in legal.items():
        tensor = df.call("observation_tensor", state=state, player=p)["tensor"]
        if len(tensor) != info["observation_size"]:
            raise DatafortError("observation of %d floats, want %d" % (len(tensor), info["observation_size"]))
        df.call("observation_json", state=state, player=p)
        mask = df.call("legal_actions_mask", state=state, player=p)["mask"]
        if [i for i, m in enumerate(mask) if m] != sorted(actions):
            raise DatafortError("the mask disagrees with the legal actions")
    copy = df.call("clone", state=state)["state"]
    data = df.call("serialize", state=copy)["data"]
    restored = df.call("deserialize", game=game, data=data)["state"]
    if df.call("serialize", state=restored)["data"] != data:
        raise DatafortError("a deserialized state serializes differently")
    for s in (copy, restored):
        df.call("delete", state=s)
    return 1


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="onr")
    parser.add_argument("command", nargs="*", help="the server command (after --)")
    args = parser.parse_args(argv)
    command = args.command or ["datafort", "agent"]
    rng = random.Random(args.seed)
    df = Datafort(command)
    try:
        df.call("hello", protocol=PROTOCOL)
        params = {"chance_outcomes": 1 << 16}
        new = df.call("new_game", name=args.game, params=params)
        for number in range(args.games):
            print(json.dumps(play(df, new["game"], new["info"], rng, number)), flush=True)
    finally:
        df.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
