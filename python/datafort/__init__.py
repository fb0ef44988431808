"""Datafort in-process from Python: the games of Datafort through libdatafort,
the C shared library of cmd/libdatafort (docs/python.md).

- datafort.new_game / Game / State / Bot: OpenSpiel-shaped (pyspiel's names);
- datafort.AECEnv: a PettingZoo-AEC-shaped environment;
- datafort.BatchEnv: many games stepped in one call;
- datafort.evaluate: a policy against the registered bots (the baselines);
- datafort.mp_context(): the multiprocessing context to start workers with.

Standard library only; numpy is used when it can be imported.
"""

import multiprocessing

from ._lib import (
    CHANCE,
    INVALID,
    SIMULTANEOUS,
    TERMINAL,
    BufferTooSmallError,
    DatafortError,
    ForkedError,
    HandleError,
    InternalError,
    InvalidArgumentError,
    RefusedError,
    load,
    loaded,
)
from .env import AECEnv, BatchEnv, Box, Dict, Discrete, env, evaluate, random_policy
from .game import Bot, Game, State, live_handles, load_game, new_game, np, registered_games


def mp_context():
    """The multiprocessing context for workers that use Datafort: spawn. A Go
    runtime does not survive fork, so a child forked after the library was
    loaded refuses every call (ForkedError); a child forked before loads its own."""
    return multiprocessing.get_context("spawn")


HAVE_NUMPY = np is not None

__all__ = [
    "CHANCE", "INVALID", "SIMULTANEOUS", "TERMINAL",
    "AECEnv", "BatchEnv", "Bot", "Box", "Dict", "Discrete", "Game", "State",
    "BufferTooSmallError", "DatafortError", "ForkedError", "HandleError", "InternalError",
    "InvalidArgumentError", "RefusedError",
    "env", "evaluate", "random_policy", "live_handles", "load", "load_game", "loaded", "mp_context", "new_game", "registered_games",
    "HAVE_NUMPY",
]
