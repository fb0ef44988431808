"""The OpenSpiel-shaped game/state API (pyspiel's names) over libdatafort."""

import array
import ctypes
import json
import os
import random
import threading

from . import _lib
from ._lib import CHANCE, SIMULTANEOUS, TERMINAL

np = None
if not os.environ.get("DATAFORT_NO_NUMPY"):  # set, the standard-library path is used
    try:  # numpy only when importable (Debian's python3-numpy for /usr/bin/python3)
        import numpy as np
    except ImportError:  # pragma: no cover - depends on the machine
        np = None


_ZERO_F = array.array("f", [0.0])
_ZERO_I = array.array("i", [0])
assert _ZERO_I.itemsize == 4, "array.array('i') is not 32-bit here"


def _floats(n):
    """A float32 buffer of n zeros and a ctypes pointer into it."""
    if np is not None:
        a = np.zeros(n, dtype=np.float32)
        return a, a.ctypes.data_as(_lib.PF)
    a = _ZERO_F * n  # one pass; array("f", bytes(4 * n)) makes the zeros twice
    addr, _ = a.buffer_info()
    return a, ctypes.cast(addr, _lib.PF)


def _ints(n):
    """An int32 buffer of n zeros and a ctypes pointer into it."""
    if np is not None:
        a = np.zeros(n, dtype=np.int32)
        return a, a.ctypes.data_as(_lib.P32)
    a = _ZERO_I * n
    addr, _ = a.buffer_info()
    return a, ctypes.cast(addr, _lib.P32)


def _head(a, k):
    """A new array of a's first k entries (one copy, no Python number made)."""
    if np is not None:
        return a[:k].copy()
    return a[:k]


# Each thread's room for the sparse observations the library writes
# (_sparse_room): kept from call to call, since only the few hundred
# entries written are copied out of it (_head), and one a thread, so that
# threads observing at once never write into the room another reads.
_rooms = threading.local()


def _sparse_room(need):
    """This thread's kept (size, indices, their pointer, values, their
    pointer) with room for need entries at least."""
    r = getattr(_rooms, "sparse", None)
    if r is None or r[0] < need:
        size = max(need, 2 * (r[0] if r else 0))
        idx, iptr = _ints(size)
        val, vptr = _floats(size)
        r = _rooms.sparse = (size, idx, iptr, val, vptr)
    return r


def _free(lib, fn, h):
    """Frees handle h, quietly in a forked child or at interpreter exit."""
    try:
        getattr(lib.c, fn)(h)
    except Exception:  # noqa: BLE001 - a finaliser must not raise
        pass


def registered_games():
    """The registered games: [{"name", "bots", "decks"}]."""
    lib = _lib.load()
    return json.loads(lib.text(lib.c.df_games))


def new_game(name, seed=None, chance_outcomes=None, decks=None, deck_names=None, options=None, lib_path=None):
    """Opens the game registered as name (pyspiel.load_game).

    seed fixes the setup seed (then the initial state is the game itself, not a
    chance node); chance_outcomes is the number of setup seeds of the chance node
    (default 1024); decks holds a deck list per seat, deck_names a shipped deck's
    name per seat ("" or None for the default); options the ruleset's options
    (ONR: {"autopass": "fast"} skips priority windows with nothing to do, see
    docs/agent.md).
    """
    lib = _lib.load(lib_path)
    p = {}
    if seed is not None:
        p["seed"] = int(seed)
    if chance_outcomes is not None:
        p["chance_outcomes"] = int(chance_outcomes)
    if decks:
        p["decks"] = [d or "" for d in decks]
    if deck_names:
        p["deck_names"] = [d or "" for d in deck_names]
    if options:
        p["options"] = {str(k): str(v) for k, v in options.items()}
    h = lib.out(lib.c.df_game_new, name.encode(), json.dumps(p).encode())
    return Game(lib, h, p)


load_game = new_game


class Game:
    """A game with fixed parameters (pyspiel.Game)."""

    def __init__(self, lib, handle, params):
        self._lib = lib
        self._h = handle
        self.params = params
        self.info = json.loads(lib.text(lib.c.df_game_info, handle))

    def __del__(self):
        _free(self._lib, "df_game_free", self._h)

    def __reduce__(self):
        return (_rebuild_game, (self.info["name"], dict(self.params)))

    @property
    def name(self):
        """The registered name of the game."""
        return self.info["name"]

    def num_players(self):
        """The number of seats."""
        return self.info["num_players"]

    def roles(self):
        """Each seat's role, e.g. ["corp", "runner"]."""
        return list(self.info["roles"])

    def num_distinct_actions(self):
        """The size of the action space: ids are 0 … n-1."""
        return self.info["num_distinct_actions"]

    def observation_tensor_size(self):
        """The length of an observation tensor."""
        return self.info["observation_size"]

    def information_state_tensor_size(self):
        """The length of an information state tensor."""
        return self.info["information_state_size"]

    def information_state_tensor_shape(self):
        """The shape of an information state tensor: [size]."""
        return [self.info["information_state_size"]]

    def observation_tensor_shape(self):
        """The shape of an observation tensor: [size]."""
        return [self.info["observation_size"]]

    def max_chance_outcomes(self):
        """The number of setup seeds of the chance node (0 when the seed is fixed)."""
        return self.info["max_chance_outcomes"]

    def min_utility(self):
        """The lowest return: -1."""
        return self.info["min_utility"]

    def max_utility(self):
        """The highest return: +1."""
        return self.info["max_utility"]

    def utility_sum(self):
        """The sum of the returns of a two-sided game: 0."""
        return self.info["utility_sum"]

    def get_type(self):
        """The game's description (agent.Info) as a dict."""
        return dict(self.info)

    def new_initial_state(self):
        """The initial state: the chance node, or the game itself when the seed is fixed."""
        return State(self, self._lib.out(self._lib.c.df_state_new, self._h))

    def deserialize_state(self, data):
        """The state State.serialize encoded as data."""
        b = data.encode() if isinstance(data, str) else bytes(data)
        return State(self, self._lib.out(self._lib.c.df_state_deserialize, self._h, b, len(b)))

    def bots(self):
        """The names of the bots that play this game."""
        for g in registered_games():
            if g["name"] == self.name:
                return g["bots"]
        return []

    def __str__(self):
        return f"{self.name}({json.dumps(self.params, sort_keys=True)})"


def _rebuild_game(name, params):
    return new_game(
        name,
        seed=params.get("seed"),
        chance_outcomes=params.get("chance_outcomes"),
        decks=params.get("decks"),
        deck_names=params.get("deck_names"),
        options=params.get("options"),
    )


class State:
    """A state of a game (pyspiel.State). Methods taking a player default to
    the current player (at a simultaneous node: the lowest seat to move)."""

    __slots__ = ("_game", "_lib", "_h", "__weakref__")

    def __init__(self, game, handle):
        self._game = game
        self._lib = game._lib
        self._h = handle

    def __del__(self):
        _free(self._lib, "df_state_free", self._h)

    def get_game(self):
        """The Game of the state."""
        return self._game

    def _player(self, player):
        if player is None:
            p = self.current_player()
            if p == SIMULTANEOUS:
                p = self.mover()
            return p
        return int(player)

    def current_player(self):
        """A seat, or CHANCE (-1), SIMULTANEOUS (-2), TERMINAL (-4)."""
        return self._lib.out(self._lib.c.df_state_current_player, self._h)

    def mover(self):
        """The lowest seat with a pending decision (CHANCE, TERMINAL otherwise)."""
        return self._lib.out(self._lib.c.df_state_mover, self._h)

    def movers(self):
        """The seats with a pending decision."""
        return self._lib.ints(self._lib.c.df_state_movers, self._h, size=8)

    def is_terminal(self):
        """Whether the game is over."""
        return bool(self._lib.out(self._lib.c.df_state_is_terminal, self._h))

    def is_chance_node(self):
        """Whether the state is the initial chance node."""
        return bool(self._lib.out(self._lib.c.df_state_is_chance, self._h))

    def is_simultaneous_node(self):
        """Whether several seats must decide at once."""
        return self.current_player() == SIMULTANEOUS

    def is_player_node(self):
        """Whether a single seat must decide."""
        return self.current_player() >= 0

    def move_number(self):
        """The number of actions applied."""
        return self._lib.out(self._lib.c.df_state_move_number, self._h)

    def history(self):
        """The actions applied, the chance outcome first."""
        return self._lib.ints(self._lib.c.df_state_history, self._h)

    def legal_actions(self, player=None):
        """Sorted legal action ids of player (the chance outcomes at the chance node)."""
        p = self._player(player)
        return self._lib.ints(self._lib.c.df_state_legal_actions, self._h, p)

    def legal_actions_mask(self, player=None):
        """A bytes mask of num_distinct_actions (max_chance_outcomes at the chance node)."""
        p = self._player(player)
        size = self._game.num_distinct_actions()
        if self.is_chance_node():
            size = self._game.max_chance_outcomes()
        buf = (ctypes.c_uint8 * size)()
        n = ctypes.c_int64()
        self._lib.check(self._lib.c.df_state_legal_mask(self._h, p, buf, size, ctypes.byref(n)))
        return bytes(buf)[: n.value]

    def chance_outcomes(self):
        """[(outcome, probability)] at the chance node, [] elsewhere."""
        if not self.is_chance_node():
            return []
        acts = self.legal_actions(CHANCE)
        return [(a, 1.0 / len(acts)) for a in acts]

    def apply_action(self, action):
        """Applies action of the current player (at a simultaneous node: of its
        lowest seat to move, as the AEC environment does)."""
        if self.current_player() == SIMULTANEOUS:
            return self.apply_player_action(self.mover(), action)
        self._lib.check(self._lib.c.df_state_apply_action(self._h, int(action)))

    def apply_player_action(self, player, action):
        """Applies action of player, who must have a pending decision."""
        self._lib.check(self._lib.c.df_state_apply_player_action(self._h, int(player), int(action)))

    def apply_actions(self, actions):
        """One action per player (-1 for players without a decision)."""
        n = len(actions)
        buf = (ctypes.c_int32 * n)(*actions)
        self._lib.check(self._lib.c.df_state_apply_actions(self._h, buf, n))

    def returns(self):
        """Each seat's return: +1 the winners, -1 the others, 0 for all in a draw or before the end."""
        n = self._game.num_players()
        buf = (ctypes.c_double * n)()
        self._lib.check(self._lib.c.df_state_returns(self._h, buf, n))
        return list(buf)

    rewards = returns  # the only reward is the result

    def player_return(self, player):
        """player's return."""
        return self.returns()[player]

    def observation_tensor(self, player=None):
        """player's observation: a float32 numpy array, or array.array("f") without numpy."""
        p = self._player(player)
        n = self._game.observation_tensor_size()
        a, ptr = _floats(n)
        self._lib.check(self._lib.c.df_state_observation(self._h, p, ptr, n))
        return a

    def observation_sparse(self, player=None):
        """player's observation as its non-zero entries: (indices, values), new
        int32 and float32 numpy arrays, or array.array("i") and array.array("f")
        without numpy; indices increasing."""
        p = self._player(player)
        need = 2048  # an ONR observation has a few hundred non-zero entries
        n = ctypes.c_int64()
        while True:
            _, idx, iptr, val, vptr = _sparse_room(need)
            code = self._lib.c.df_state_observation_sparse(self._h, p, iptr, vptr, len(idx), ctypes.byref(n))
            if code == _lib.DF_OK:
                return _head(idx, n.value), _head(val, n.value)
            if code != _lib.DF_ETOOSMALL:
                raise self._lib.error(code)
            need = n.value

    def observation_json(self, player=None):
        """player's view of the game (the JSON of Game.View), as Python objects."""
        p = self._player(player)
        return json.loads(self._lib.text(self._lib.c.df_state_observation_json, self._h, p))

    def observation_string(self, player=None):
        """player's observation as a string: the JSON of its view."""
        p = self._player(player)
        return self._lib.text(self._lib.c.df_state_observation_json, self._h, p).decode()

    def information_state_string(self, player=None):
        """player's information state: the SHA-256, in hex, of its action-observation
        history (docs/agent.md), equal for two states exactly when player's pasts
        (its observations and its own actions) are. Raises RefusedError for a
        player other than the one a state was resampled for."""
        p = self._player(player)
        return self._lib.text(self._lib.c.df_state_information_state_string, self._h, p, size=80).decode()

    def information_state_tensor(self, player=None):
        """player's information state as a vector of information_state_tensor_size:
        its observation tensor, then its history's step and own-action counts and
        its last steps (docs/agent.md); not the whole past: see
        action_observation_history."""
        p = self._player(player)
        n = self._game.information_state_tensor_size()
        a, ptr = _floats(n)
        self._lib.check(self._lib.c.df_state_information_state_tensor(self._h, p, ptr, n))
        return a

    def action_observation_history(self, player=None):
        """player's action-observation history, its whole information state: a list
        of (action, observation) per step, the initial observation first; action is
        player's own action id at that step, or None (another seat or chance moved),
        observation is {"current_player": p, "view": its observation JSON as Python
        objects}. Replayed from the start at every call."""
        p = self._player(player)
        steps = json.loads(self._lib.text(self._lib.c.df_state_action_observation_history, self._h, p, size=65536))
        return [
            (None if st["action"] < 0 else st["action"], {"current_player": st["current_player"], "view": st["observation"]})
            for st in steps
        ]

    def action_to_string(self, player, action=None):
        """OpenSpiel's action_to_string(player, action); action_to_string(action)
        is for the current player."""
        if action is None:
            player, action = self._player(None), player
        return self._lib.text(self._lib.c.df_state_action_string, self._h, int(player), int(action)).decode()

    def clone(self):
        """An independent copy."""
        return State(self._game, self._lib.out(self._lib.c.df_state_clone, self._h))

    def serialize(self):
        """The state encoded as a string (Game.deserialize_state restores it)."""
        return self._lib.text(self._lib.c.df_state_serialize, self._h, size=65536).decode()

    def resample_from_infostate(self, player, sampler=None):
        """A state player cannot tell from this one, its hidden part dealt anew.
        sampler is a seed (int), a random.Random, or None (a fresh random seed)."""
        if sampler is None:
            seed = random.getrandbits(64)
        elif isinstance(sampler, int):
            seed = sampler & (2**64 - 1)
        else:
            seed = sampler.getrandbits(64)
        return State(self._game, self._lib.out(self._lib.c.df_state_resample, self._h, int(player), seed))

    def __reduce__(self):
        return (_rebuild_state, (self._game, self.serialize()))

    def __str__(self):
        if self.is_chance_node():
            return "chance node: setup seed"
        return f"{self.move_number()} moves, current player {self.current_player()}"


def _rebuild_state(game, data):
    return game.deserialize_state(data)


class Bot:
    """A registered bot ("random", "heuristic", "search:iters=200") playing seat
    of game: step(state) returns its action (pyspiel.Bot.step), not applied."""

    def __init__(self, game, spec, seat, seed=0):
        self._lib = game._lib
        self.game, self.spec, self.seat = game, spec, seat
        self._h = self._lib.out(self._lib.c.df_bot_new, game._h, spec.encode(), int(seat), int(seed) & (2**64 - 1))

    def __del__(self):
        if hasattr(self, "_h"):  # not when df_bot_new refused
            _free(self._lib, "df_bot_free", self._h)

    def step(self, state):
        """The bot's action in state, where its seat must decide; not applied."""
        return self._lib.out(self._lib.c.df_bot_action, self._h, state._h)

    def player_id(self):
        """The seat the bot plays."""
        return self.seat


def live_handles():
    """The library's live handles (games, states, bots, batches), for leak checks."""
    return _lib.load().c.df_live_handles()


__all__ = ["new_game", "load_game", "Game", "State", "Bot", "registered_games", "live_handles", "CHANCE", "SIMULTANEOUS", "TERMINAL"]
