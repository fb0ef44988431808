#!/usr/bin/env python3
"""A random external agent for `datafort arena --agent` (standard library only).

datafort starts it once for the run and speaks the player side of the agent
protocol (docs/agent.md, "An external agent in datafort arena"): a hello, then
one "act" request per decision of a seat it plays, answered with one of the
request's legal action ids, and "quit" at the end. Its choices depend only on
what each request holds, so arena's report does not depend on --workers:

    datafort arena --player heuristic --agent "python3 examples/agent/external_agent.py"
"""

import json
import random
import sys

PROTOCOL = 2  # the version of the protocol this agent speaks


def choose(request):
    """Returns an action id: random, seeded by the request itself."""
    obs = request["observation"]
    rng = random.Random(hash((request["seed"], request["player"], tuple(obs.get("indices", [])),
                              tuple(obs.get("values", [])))))
    return rng.choice(request["legal_actions"])


def main():
    for line in sys.stdin:
        request = json.loads(line)
        cmd = request["cmd"]
        if cmd == "hello":
            if request["protocol"] != PROTOCOL:
                sys.exit("datafort speaks protocol %r, this agent %d" % (request["protocol"], PROTOCOL))
            answer = {"protocol": PROTOCOL}
        elif cmd == "act":
            answer = {"action": choose(request)}
        elif cmd == "quit":
            return 0
        else:
            sys.exit("unknown request %r" % cmd)
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
