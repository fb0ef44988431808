"""A PettingZoo-AEC-shaped environment and a batched environment over libdatafort.

PettingZoo and Gymnasium cannot be installed here, so these mirror their
documented interfaces (pettingzoo.AECEnv: reset, step, observe, last,
agent_iter, agents, possible_agents, agent_selection, rewards, terminations,
truncations, infos, observation_space, action_space; action masks as
observation["action_mask"]) without importing them.
"""

import ctypes
import random
import struct

from . import _lib
from .game import Bot, _floats, _head, _sparse_room, new_game, np


class Discrete:
    """gymnasium.spaces.Discrete's shape: n actions; sample(mask) picks a legal one."""

    def __init__(self, n, seed=None):
        self.n = n
        self.shape = ()
        self.dtype = "int64"
        self._rng = random.Random(seed)

    def seed(self, seed=None):
        self._rng.seed(seed)

    def sample(self, mask=None):
        if mask is None:
            return self._rng.randrange(self.n)
        legal = _mask_ids(mask)
        if not legal:
            raise ValueError("sample: the mask allows no action")
        return self._rng.choice(legal)

    def contains(self, x):
        return isinstance(x, int) and 0 <= x < self.n

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """gymnasium.spaces.Box's shape, for the observation vector."""

    def __init__(self, low, high, shape, dtype="float32"):
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), dtype

    def __repr__(self):
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class Dict:
    """gymnasium.spaces.Dict's shape: {"observation": Box, "action_mask": Box}."""

    def __init__(self, spaces):
        self.spaces = spaces

    def __getitem__(self, k):
        return self.spaces[k]

    def __repr__(self):
        return f"Dict({self.spaces!r})"


def _mask_ids(mask):
    if np is not None and isinstance(mask, np.ndarray):
        return np.flatnonzero(mask).tolist()
    if isinstance(mask, (bytes, bytearray)):
        out, i = [], mask.find(1)
        while i >= 0:
            out.append(i)
            i = mask.find(1, i + 1)
        return out
    return [i for i, b in enumerate(mask) if b]


class AECEnv:
    """One game as a PettingZoo AEC environment.

    Agents are named by role ("corp", "runner"; a seat number is appended when
    roles repeat). At a simultaneous node (an ONR trace's secret bids) its seats
    move one at a time in seat order, each seeing only its own view.

    observation: "dense" (the float32 tensor), "sparse" ((indices, values)) or
    "none"; observe(agent) returns {"observation": …, "action_mask": bytes},
    and infos[agent]["legal_actions"] lists the legal ids. bots maps a seat to a
    bot spec playing it inside the environment (a single-agent view of the
    game). max_cycles truncates a game after that many steps.
    """

    metadata = {"render_modes": [], "is_parallelizable": False}

    def __init__(self, game="onr", observation="dense", bots=None, max_cycles=None, render_mode=None, **game_params):
        if isinstance(game, str):
            game = new_game(game, **game_params)
        if observation not in ("dense", "sparse", "none"):
            raise ValueError(f"observation {observation!r}: want dense, sparse or none")
        self.game = game
        self.observation_mode = observation
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.metadata = dict(self.metadata, name=f"datafort_{game.name}_v0")
        roles = game.roles()
        names = [r if roles.count(r) == 1 else f"{r}_{i}" for i, r in enumerate(roles)]
        self.possible_agents = names
        self._seat = {a: i for i, a in enumerate(names)}
        self._bot_specs = dict(bots or {})
        self._bots = {}
        n, no = game.num_distinct_actions(), game.observation_tensor_size()
        self._action_spaces = {a: Discrete(n) for a in names}
        self._observation_spaces = {
            a: Dict({"observation": Box(0.0, float("inf"), (no,)), "action_mask": Box(0, 1, (n,), "uint8")}) for a in names
        }
        self._rng = random.Random()
        self.state = None
        self.agents = []

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def seat(self, agent):
        """The seat number of agent."""
        return self._seat[agent]

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._rng.seed(seed)
            for i, a in enumerate(self.possible_agents):
                self._action_spaces[a].seed(seed + 1 + i)
        s = self.game.new_initial_state()
        if s.is_chance_node():
            s.apply_action(self._rng.randrange(self.game.max_chance_outcomes()))
        self.state = s
        self._bots = {
            seat: Bot(self.game, spec, seat, self._rng.getrandbits(63)) for seat, spec in self._bot_specs.items()
        }
        self.agents = [a for a in self.possible_agents if self._seat[a] not in self._bots]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.num_moves = 0
        self._advance()

    def _advance(self):
        """Lets the bots move, then settles agent_selection, rewards and ends."""
        s = self.state
        while not s.is_terminal():
            m = s.mover()
            if m not in self._bots:
                break
            s.apply_player_action(m, self._bots[m].step(s))
        if s.is_terminal() or (self.max_cycles is not None and self.num_moves >= self.max_cycles):
            over = s.is_terminal()
            r = s.returns()
            for a in self.agents:
                self.rewards[a] = r[self._seat[a]] if over else 0.0
                self.terminations[a] = over
                self.truncations[a] = not over
            self._accumulate_rewards()
            self.agent_selection = self.agents[0] if self.agents else None
            return
        m = s.mover()
        self.agent_selection = self.possible_agents[m]
        self.infos[self.agent_selection] = {"legal_actions": s.legal_actions(m)}

    def _accumulate_rewards(self):
        for a, r in self.rewards.items():
            self._cumulative_rewards[a] += r

    def observe(self, agent):
        seat = self._seat[agent]
        obs = None
        if self.observation_mode == "dense":
            obs = self.state.observation_tensor(seat)
        elif self.observation_mode == "sparse":
            obs = self.state.observation_sparse(seat)
        mover = self.state.mover()
        if mover == seat:
            mask = self.state.legal_actions_mask(seat)
        else:
            mask = bytes(self.game.num_distinct_actions())
        if np is not None:
            mask = np.frombuffer(mask, dtype=np.uint8)
        return {"observation": obs, "action_mask": mask}

    def last(self, observe=True):
        a = self.agent_selection
        obs = self.observe(a) if observe else None
        return obs, self._cumulative_rewards[a], self.terminations[a], self.truncations[a], self.infos[a]

    def step(self, action):
        a = self.agent_selection
        if self.terminations[a] or self.truncations[a]:
            if action is not None:
                raise ValueError(f"step: {a} is done; its action must be None")
            # PettingZoo's dead step: the agent leaves.
            self.agents.remove(a)
            for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
                del d[a]
            self.agent_selection = self.agents[0] if self.agents else None
            return
        self._cumulative_rewards[a] = 0.0
        for k in self.rewards:
            self.rewards[k] = 0.0
        self.state.apply_player_action(self._seat[a], int(action))
        self.num_moves += 1
        self.infos[a] = {}
        self._advance()

    def agent_iter(self, max_iter=2**63):
        """Yields agent_selection until every agent is done (pettingzoo AECIterable)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self):
        return str(self.state)

    def close(self):
        self.state = None
        self._bots = {}


def env(**kwargs):
    """PettingZoo's module-level constructor: datafort.env.env(game="onr")."""
    return AECEnv(**kwargs)


class BatchEnv:
    """Many games of one game stepped together in one library call.

    Each game has a mover (its lowest seat to move; TERMINAL when over).
    step(actions) takes an action per game (-1 leaves a game as it is) and
    returns (movers, rewards, dones): rewards[i] is game i's returns once it
    ended in this step, else None. Finished games are dealt again at once
    (autoreset), their final returns kept in episode_returns. bots maps seats
    to bot specs played inside the library. legal_actions(), action_masks()
    and observations() read the games as they now stand.
    """

    def __init__(self, game="onr", num_envs=16, seed=0, bots=None, autoreset=True, **game_params):
        if isinstance(game, str):
            game = new_game(game, **game_params)
        self.game = game
        self.num_envs = n = int(num_envs)
        self.autoreset = autoreset
        self._lib = lib = game._lib
        self._h = lib.out(lib.c.df_batch_new, game._h, n)
        self._np = game.num_players()
        self._movers = (ctypes.c_int32 * n)()
        self._term = (ctypes.c_uint8 * n)()
        self._ret = (ctypes.c_double * (n * self._np))()
        self._acts = (ctypes.c_int32 * n)()
        self._pack = struct.Struct(f"={n}i").pack_into  # the actions as the int32s of _acts
        self._off = (ctypes.c_int64 * (n + 1))()
        self._cap = 64 * n
        self._ids = (ctypes.c_int32 * self._cap)()
        # Views of the buffers as plain C arrays: their tolist() makes a
        # list in one C loop, where a ctypes array's slice reads item by
        # item through ctypes (about three times the cost, per step).
        self._moversv = _ints(self._movers, "i")
        self._offv = _ints(self._off, "q")
        self._idsv = _ints(self._ids, "i")
        self._rng = random.Random(seed)
        self.episode_returns = []
        for seat, spec in (bots or {}).items():
            lib.check(lib.c.df_batch_set_bot(self._h, int(seat), spec.encode(), self._rng.getrandbits(63)))
        self.reset()

    def __del__(self):
        try:
            self._lib.c.df_batch_free(self._h)
        except Exception:  # noqa: BLE001
            pass

    def _deal(self, i):
        outcome = self._rng.randrange(self.game.max_chance_outcomes()) if self.game.max_chance_outcomes() else 0
        self._lib.check(self._lib.c.df_batch_reset(self._h, i, outcome))

    def reset(self, seed=None):
        """Deals every game again; returns the movers."""
        if seed is not None:
            self._rng.seed(seed)
        for i in range(self.num_envs):
            self._deal(i)
        self._lib.check(self._lib.c.df_batch_status(self._h, self.num_envs, self._movers, self._term, self._ret))
        return self._moversv.tolist()

    def movers(self):
        return self._moversv.tolist()

    def step(self, actions):
        n, P = self.num_envs, self._np
        if len(actions) != n:
            raise ValueError(f"step: {len(actions)} actions for {n} games")
        acts = self._acts
        try:
            self._pack(acts, 0, *actions)  # one C loop over the actions, not ctypes' item by item
        except struct.error:
            acts[:] = actions  # a non-integer is refused (TypeError) as before
            raise ValueError(f"step: an action beyond 32 bits in {list(actions)}") from None
        lib = self._lib
        lib.check(lib.c.df_batch_step(self._h, acts, n, self._movers, self._term, self._ret))
        rewards = [None] * n
        term = bytes(self._term)
        if 1 in term:
            ret = self._ret
            i = term.find(1)
            while i >= 0:
                r = ret[i * P : (i + 1) * P]
                rewards[i] = r
                self.episode_returns.append(r)
                if self.autoreset:
                    self._deal(i)
                i = term.find(1, i + 1)
            if self.autoreset:
                lib.check(lib.c.df_batch_status(self._h, n, self._movers, None, None))
        return self._moversv.tolist(), rewards, list(map(bool, term))  # term's bytes are 0 or 1

    def legal_actions(self):
        """Each game's mover's legal ids, as (flat list, offsets): game i's are
        flat[offsets[i]:offsets[i+1]]."""
        lib, n = self._lib, self.num_envs
        while True:
            code = lib.c.df_batch_legal(self._h, self._ids, self._cap, self._off, n)
            if code == _lib.DF_OK:
                off = self._offv.tolist()
                return self._idsv[: off[n]].tolist(), off
            if code != _lib.DF_ETOOSMALL:
                raise lib.error(code)
            self._cap = 2 * self._off[n]
            self._ids = (ctypes.c_int32 * self._cap)()
            self._idsv = _ints(self._ids, "i")

    def legal_actions_lists(self):
        flat, off = self.legal_actions()
        return [flat[off[i] : off[i + 1]] for i in range(self.num_envs)]

    def action_masks(self):
        """Masks of every game's mover, num_distinct_actions bytes each, game
        after game (a (num_envs, A) uint8 array with numpy, else bytes)."""
        na = self.game.num_distinct_actions()
        size = na * self.num_envs
        buf = (ctypes.c_uint8 * size)()
        self._lib.check(self._lib.c.df_batch_mask(self._h, buf, size))
        if np is not None:
            return np.frombuffer(buf, dtype=np.uint8).reshape(self.num_envs, na).copy()
        return bytes(buf)

    def observations(self, player=-1):
        """Every game's observation for player (-1: its mover), game after game
        (a (num_envs, O) float32 array with numpy, else a flat array.array)."""
        no = self.game.observation_tensor_size()
        a, ptr = _floats(no * self.num_envs)
        self._lib.check(self._lib.c.df_batch_observation(self._h, int(player), ptr, no * self.num_envs))
        if np is not None:
            return a.reshape(self.num_envs, no)
        return a

    def observations_sparse(self, player=-1):
        """Every game's observation as non-zero entries: (indices, values,
        offsets), game i's at [offsets[i]:offsets[i+1]]; indices and values
        new arrays as State.observation_sparse's, offsets a list."""
        lib, n = self._lib, self.num_envs
        need = 1024 * n
        while True:
            _, idx, iptr, val, vptr = _sparse_room(need)
            code = lib.c.df_batch_observation_sparse(self._h, int(player), iptr, vptr, len(idx), self._off, n)
            if code == _lib.DF_OK:
                k = self._off[n]
                return _head(idx, k), _head(val, k), self._offv.tolist()
            if code != _lib.DF_ETOOSMALL:
                raise lib.error(code)
            need = self._off[n]

    def state(self, i):
        """A copy of game i as a State."""
        from .game import State

        return State(self.game, self._lib.out(self._lib.c.df_batch_state, self._h, int(i)))

    def decisions(self):
        """Decisions applied so far, the caller's and the bots'."""
        return self._lib.out(self._lib.c.df_batch_decisions, self._h)


def _ints(buf, fmt):
    """A memoryview of ctypes array buf as C type fmt ("i": int32, "q":
    int64), whose format tolist() reads (a ctypes array's own, "<i", it
    does not)."""
    return memoryview(buf).cast("B").cast(fmt)


def random_policy(seed=0):
    """A policy for evaluate: a uniformly random legal action."""
    rng = random.Random(seed)
    return lambda legal, i: legal[int(rng.random() * len(legal))]


def evaluate(policy, game="onr", seat=0, opponent="heuristic", games=100, num_envs=16, seed=0, **game_params):
    """Plays policy at seat against a registered bot (the baselines: "random",
    "heuristic", "search:…") at every other seat, games games batched, and
    returns the returns of seat, game by game. policy(legal, i) gets the sorted
    legal ids of game i of the batch and returns one."""
    probe = new_game(game, **game_params) if isinstance(game, str) else game
    bots = {s: opponent for s in range(probe.num_players()) if s != seat}
    env = BatchEnv(probe, num_envs=num_envs, seed=seed, bots=bots)
    while len(env.episode_returns) < games:
        flat, off = env.legal_actions()
        acts = [-1] * env.num_envs
        movers = env.movers()
        for i in range(env.num_envs):
            if movers[i] == seat:
                acts[i] = policy(flat[off[i] : off[i + 1]], i)
        env.step(acts)
    return [r[seat] for r in env.episode_returns[:games]]
