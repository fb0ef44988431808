"""Tests of the datafort package through libdatafort (python/python_test.go
builds the library with the test games and runs them):

    DATAFORT_LIB=/path/libdatafort.so PYTHONPATH=python /usr/bin/python3 -m unittest discover -s python/tests

The swift tests need the library built with -tags libdatafort_toys; they skip
without it.
"""

import ctypes
import os
import random
import unittest

import datafort
from datafort import _lib

ONR_GAMES = int(os.environ.get("DATAFORT_TEST_ONR_GAMES", "1000"))
# The rules options of the ONR games played: the game's defaults unless
# DATAFORT_TEST_ONR_OPTIONS ("autopass=fast,…") says otherwise.
ONR_OPTIONS = dict(kv.split("=", 1) for kv in os.environ.get("DATAFORT_TEST_ONR_OPTIONS", "").split(",") if kv)


def has_game(name):
    return any(g["name"] == name for g in datafort.registered_games())


def play_random(state, rng, limit=100000):
    """Plays state to its end with random legal actions; returns the number of
    decisions and checks each against the mover's mask."""
    n = 0
    while not state.is_terminal() and n < limit:
        p = state.current_player()
        if p == datafort.CHANCE:
            state.apply_action(rng.choice(state.legal_actions(datafort.CHANCE)))
        elif p == datafort.SIMULTANEOUS:
            acts = [-1] * state.get_game().num_players()
            for m in state.movers():
                acts[m] = rng.choice(state.legal_actions(m))
            state.apply_actions(acts)
        else:
            state.apply_action(rng.choice(state.legal_actions(p)))
        n += 1
    return n


def check_returns(test, r, teams=None):
    """The returns of a finished game: each +1 or -1 (all 0 in a draw), at
    least one winner, and zero-sum between two sides."""
    if all(v == 0 for v in r):
        return
    test.assertTrue(all(v in (-1.0, 1.0) for v in r), r)
    test.assertIn(1.0, r)
    if teams is None and len(r) == 2:
        test.assertEqual(sum(r), 0.0, r)
    if teams:
        for team in teams:
            test.assertEqual(len({r[s] for s in team}), 1, f"team {team} split: {r}")
        test.assertEqual(len({r[team[0]] for team in teams}), 2, f"every team got the same: {r}")


class BatchedONR(unittest.TestCase):
    def test_a_thousand_random_onr_games_end_with_zero_sum_returns_and_only_legal_masks(self):
        g = datafort.new_game("onr", options=ONR_OPTIONS)
        env = datafort.BatchEnv(g, num_envs=50, seed=7)
        rng = random.Random(3)
        na = g.num_distinct_actions()
        steps = 0
        while len(env.episode_returns) < ONR_GAMES:
            flat, off = env.legal_actions()
            if steps < 5:
                masks = env.action_masks()
                for i in range(env.num_envs):
                    legal = set(flat[off[i] : off[i + 1]])
                    mask = bytes(masks[i * na : (i + 1) * na]) if isinstance(masks, bytes) else bytes(masks[i])
                    on = {a for a in range(na) if mask[a]}
                    self.assertEqual(on, legal, f"game {i}: mask and legal ids differ")
            acts = [flat[off[i] + rng.randrange(off[i + 1] - off[i])] for i in range(env.num_envs)]
            movers, rewards, done = env.step(acts)
            for i, r in enumerate(rewards):
                self.assertEqual(r is not None, done[i])
            self.assertTrue(all(m >= 0 for m in movers), "autoreset leaves every game with a mover")
            steps += 1
        self.assertGreaterEqual(len(env.episode_returns), ONR_GAMES)
        for r in env.episode_returns:
            check_returns(self, r)
        wins = [r[0] for r in env.episode_returns]
        self.assertIn(1.0, wins, "the Corp never won")
        self.assertIn(-1.0, wins, "the Runner never won")

    def test_a_masked_out_action_is_refused_and_changes_nothing(self):
        env = datafort.BatchEnv("onr", num_envs=3, seed=1)
        flat, off = env.legal_actions()
        legal2 = set(flat[off[2] : off[3]])
        bad = next(a for a in range(env.game.num_distinct_actions()) if a not in legal2)
        before = [env.state(i).serialize() for i in range(3)]
        acts = [flat[off[i]] for i in range(3)]
        acts[2] = bad  # the last game: games 0 and 1 are checked, and must not move
        with self.assertRaises(datafort.RefusedError) as cm:
            env.step(acts)
        self.assertIn("not legal", str(cm.exception))
        self.assertEqual([env.state(i).serialize() for i in range(3)], before)

    def test_actions_that_are_no_int32_are_refused_and_change_nothing(self):
        env = datafort.BatchEnv("onr", num_envs=3, seed=1)
        flat, off = env.legal_actions()
        before = [env.state(i).serialize() for i in range(3)]
        good = [flat[off[i]] for i in range(3)]
        for bad, error in ((1.0, TypeError), ("3", TypeError), (2**32 + good[2], ValueError), (-(2**31) - 1, ValueError)):
            with self.assertRaises(error, msg=repr(bad)):
                env.step(good[:2] + [bad])
            self.assertEqual([env.state(i).serialize() for i in range(3)], before, repr(bad))
        env.step(good)  # numbers of any integer type are taken
        self.assertNotEqual([env.state(i).serialize() for i in range(3)], before)

    def test_the_same_seed_plays_the_same_games(self):
        def run():
            env = datafort.BatchEnv("onr", num_envs=4, seed=11)
            rng = random.Random(5)
            for _ in range(300):
                flat, off = env.legal_actions()
                env.step([flat[off[i] + rng.randrange(off[i + 1] - off[i])] for i in range(4)])
            return env.episode_returns, [env.state(i).serialize() for i in range(4)]

        self.assertEqual(run(), run())

    def test_the_batchs_movers_legal_ids_and_dones_are_each_games_own_read_anew(self):
        # The batch keeps its games' movers from call to call and returns
        # its buffers read through views of them; a copy of each game
        # (state(i), a new state) reads them afresh. The ids' buffer is made
        # too small first, so that it grows (and its view with it).
        for bots in (None, {0: "random"}):
            env = datafort.BatchEnv("onr", num_envs=6, seed=9, bots=bots, options=ONR_OPTIONS)
            env._cap, env._ids = 2, (ctypes.c_int32 * 2)()
            rng = random.Random(4)
            for step in range(400):
                flat, off = env.legal_actions()
                movers = env.movers()
                self.assertEqual((type(flat), type(off), type(movers)), (list, list, list))
                copies = [env.state(i) for i in range(env.num_envs)]
                for i, s in enumerate(copies):
                    self.assertEqual(movers[i], s.mover(), f"step {step} game {i}: mover")
                    self.assertEqual(flat[off[i] : off[i + 1]], s.legal_actions(s.mover()), f"step {step} game {i}: legal ids")
                acts = [flat[off[i] + rng.randrange(off[i + 1] - off[i])] for i in range(env.num_envs)]
                for i, s in enumerate(copies):
                    s.apply_player_action(s.mover(), acts[i])  # as the batch applies it
                movers, rewards, done = env.step(acts)
                self.assertEqual(type(done), list)
                for i, s in enumerate(copies):
                    if bots is None or s.is_terminal():  # a bot may end the game after the caller's move
                        self.assertIs(done[i], s.is_terminal(), f"step {step} game {i}: done")
                    self.assertEqual(rewards[i] is not None, done[i])
            self.assertGreater(len(env.episode_returns), 0, "no game ended: the test checks less than it says")

    def test_bots_move_inside_the_batch_and_leave_the_caller_only_its_seat(self):
        env = datafort.BatchEnv("onr", num_envs=4, seed=2, bots={0: "heuristic"})
        rng = random.Random(1)
        for _ in range(200):
            movers = env.movers()
            self.assertTrue(all(m == 1 for m in movers), movers)
            flat, off = env.legal_actions()
            env.step([flat[off[i] + rng.randrange(off[i + 1] - off[i])] for i in range(4)])
        self.assertGreater(env.decisions(), 200 * 4)

    def test_a_policy_is_evaluated_against_a_bot_at_the_other_seat(self):
        got = datafort.evaluate(datafort.random_policy(1), "onr", seat=1, opponent="random", games=20, num_envs=8, options=ONR_OPTIONS)
        self.assertEqual(len(got), 20)
        self.assertTrue(all(r in (-1.0, 0.0, 1.0) for r in got), got)
        again = datafort.evaluate(datafort.random_policy(1), "onr", seat=1, opponent="random", games=20, num_envs=8, options=ONR_OPTIONS)
        self.assertEqual(got, again, "the same seeds gave other results")

    def test_the_heuristic_baseline_beats_a_random_policy(self):
        got = datafort.evaluate(datafort.random_policy(2), "onr", seat=1, opponent="heuristic", games=24, num_envs=8, options=ONR_OPTIONS)
        self.assertLess(sum(got) / len(got), -0.5, f"a random Runner did too well against the heuristic Corp: {got}")

    def test_batched_observations_match_each_states_own(self):
        env = datafort.BatchEnv("onr", num_envs=3, seed=4)
        dense = env.observations()
        idx, val, off = env.observations_sparse()
        no = env.game.observation_tensor_size()
        for i in range(3):
            s = env.state(i)
            own = list(s.observation_tensor(s.mover()))
            row = list(dense[i]) if datafort.HAVE_NUMPY else list(dense[i * no : (i + 1) * no])
            self.assertEqual(row, own)
            si, sv = s.observation_sparse(s.mover())
            self.assertEqual((list(idx[off[i] : off[i + 1]]), list(val[off[i] : off[i + 1]])), (list(si), list(sv)))
            self.assertEqual(len(si), sum(1 for v in own if v != 0))

    def test_sparse_observations_are_the_tensors_non_zeros_and_stay_so_as_the_room_is_written_again(self):
        # The library writes sparse observations into a room each thread
        # keeps; what a call returns is a copy, which later calls (into the
        # same room, or a room grown from one too small) must leave alone.
        def nonzeros(t):
            return [i for i, v in enumerate(t) if v != 0], [v for v in t if v != 0]

        env = datafort.BatchEnv("onr", num_envs=3, seed=5, options=ONR_OPTIONS)
        rng = random.Random(3)
        kept = []  # (indices, values, offsets, each game's tensor), step by step
        for step in range(30):
            if step == 10:  # a fresh room
                datafort.game._rooms.sparse = None
            if step == 20:  # a room too small: the call is made again in a larger one
                a, ap = datafort.game._ints(8)
                b, bp = datafort.game._floats(8)
                datafort.game._rooms.sparse = (8, a, ap, b, bp)
            idx, val, off = env.observations_sparse()
            dense = [list(env.state(i).observation_tensor(env.state(i).mover())) for i in range(3)]
            kept.append((idx, val, off, dense))
            s = env.state(0)
            si, sv = s.observation_sparse(s.mover())
            self.assertEqual((list(si), list(sv)), nonzeros(dense[0]), f"step {step}: a state's own")
            flat, o = env.legal_actions()
            env.step([flat[o[i] + rng.randrange(o[i + 1] - o[i])] for i in range(3)])
        for step, (idx, val, off, dense) in enumerate(kept):
            for i in range(3):
                got = (list(idx[off[i] : off[i + 1]]), list(val[off[i] : off[i + 1]]))
                self.assertEqual(got, nonzeros(dense[i]), f"step {step}, game {i}")


class OpenSpielShape(unittest.TestCase):
    def setUp(self):
        self.game = datafort.new_game("onr", options=ONR_OPTIONS)

    def midgame(self, seed, moves=40):
        s = self.game.new_initial_state()
        self.assertTrue(s.is_chance_node())
        s.apply_action(seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if s.is_terminal():
                break
            if s.current_player() == datafort.SIMULTANEOUS:
                acts = [-1, -1]
                for m in s.movers():
                    acts[m] = rng.choice(s.legal_actions(m))
                s.apply_actions(acts)
            else:
                s.apply_action(rng.choice(s.legal_actions()))
        return s

    def test_a_clone_is_independent_and_replays_the_same_game(self):
        s = self.midgame(3)
        c = s.clone()
        before, n = s.serialize(), s.move_number()
        a = c.legal_actions()[0]
        c.apply_action(a)
        self.assertEqual(s.serialize(), before, "applying to the clone changed the original")
        self.assertEqual(s.move_number(), n)
        self.assertEqual(c.move_number(), n + 1)
        s.apply_action(a)
        self.assertEqual(s.serialize(), c.serialize())

    def test_serialize_then_deserialize_gives_the_same_state(self):
        s = self.midgame(5)
        d = self.game.deserialize_state(s.serialize())
        self.assertEqual(d.serialize(), s.serialize())
        self.assertEqual(d.history(), s.history())
        p = s.mover()
        self.assertEqual(list(d.observation_tensor(p)), list(s.observation_tensor(p)))
        self.assertEqual(d.legal_actions(), s.legal_actions())

    def test_a_state_pickles_to_the_same_state(self):
        import pickle

        s = self.midgame(6)
        t = pickle.loads(pickle.dumps(s))
        self.assertEqual(t.serialize(), s.serialize())
        self.assertEqual(t.get_game().params, self.game.params)

    def test_a_resampled_state_looks_the_same_to_its_player_and_deals_the_rest_anew(self):
        differs = 0
        for seed in range(6):
            s = self.midgame(seed, moves=30)
            if s.is_terminal():
                continue
            p = s.mover()
            other = 1 - p
            for k in range(3):
                r = s.resample_from_infostate(p, 100 + k)
                self.assertEqual(list(r.observation_tensor(p)), list(s.observation_tensor(p)))
                self.assertEqual(r.legal_actions(p), s.legal_actions(p))
                self.assertEqual(r.current_player(), s.current_player())
                if list(r.observation_tensor(other)) != list(s.observation_tensor(other)):
                    differs += 1
                play_random(r, random.Random(k))
                check_returns(self, r.returns())
        self.assertGreater(differs, 0, "no resample dealt the opponent's hidden cards differently")

    def test_the_information_state_is_the_players_action_observation_history(self):
        s = self.midgame(4, moves=30)
        size = self.game.information_state_tensor_size()
        self.assertEqual(self.game.information_state_tensor_shape(), [size])
        for p in range(self.game.num_players()):
            h = s.action_observation_history(p)
            self.assertEqual(len(h), s.move_number() + 1, "a step per move, the initial observation first")
            self.assertEqual(h[0], (None, {"current_player": datafort.CHANCE, "view": None}))
            self.assertEqual(h[-1][1], {"current_player": s.current_player(), "view": s.observation_json(p)})
            string = s.information_state_string(p)
            self.assertEqual(len(string), 64)
            t = s.information_state_tensor(p)
            obs = s.observation_tensor(p)
            self.assertEqual(len(t), size)
            self.assertEqual(list(t[: len(obs)]), list(obs))
            self.assertEqual(t[len(obs)], s.move_number(), "the history's steps")
            d = self.game.deserialize_state(s.serialize())
            self.assertEqual(d.information_state_string(p), string, "replayed from a restored state")
            c = s.clone()
            c.apply_action(c.legal_actions(c.mover())[0])
            self.assertNotEqual(c.information_state_string(p), string, "a move on is a step more")
            self.assertEqual(s.information_state_string(p), string, "the clone's move changed the original")

    def test_a_resampled_state_has_its_players_information_state_and_no_other(self):
        checked = 0
        for seed in range(4):
            s = self.midgame(seed, moves=30)
            if s.is_terminal():
                continue
            p = s.mover()
            others = [q for q in range(self.game.num_players()) if q != p]
            r = s.resample_from_infostate(p, 7 + seed)
            self.assertEqual(r.information_state_string(p), s.information_state_string(p))
            self.assertEqual(list(r.information_state_tensor(p)), list(s.information_state_tensor(p)))
            self.assertEqual(r.action_observation_history(p), s.action_observation_history(p))
            for q in others:
                with self.assertRaises(_lib.RefusedError):
                    r.information_state_string(q)
            with self.assertRaises(_lib.RefusedError):
                self.game.deserialize_state(r.serialize()).information_state_string(p)
            # Played on with the same actions, each read alike by its mover in
            # both, while p is shown the same: p's information state stays the same.
            rng = random.Random(seed)
            for _ in range(30):
                if s.is_terminal() or s.observation_json(p) != r.observation_json(p):
                    break
                self.assertEqual(r.information_state_string(p), s.information_state_string(p))
                checked += 1
                acts = [-1] * self.game.num_players()
                for m in s.movers():
                    same = [a for a in s.legal_actions(m) if a in r.legal_actions(m) and s.action_to_string(m, a) == r.action_to_string(m, a)]
                    if not same:
                        break
                    acts[m] = rng.choice(same)
                else:
                    s.apply_actions(acts)
                    r.apply_actions(acts)
                    continue
                break
        self.assertGreater(checked, 10)

    def test_a_bot_answers_with_a_legal_action(self):
        s = self.midgame(2, moves=10)
        for spec in ("random", "heuristic"):
            p = s.mover()
            b = datafort.Bot(self.game, spec, p, seed=1)
            self.assertIn(b.step(s), s.legal_actions(p))

    def test_legal_mask_and_action_strings_follow_the_legal_ids(self):
        s = self.midgame(8, moves=12)
        legal = s.legal_actions()
        mask = s.legal_actions_mask()
        self.assertEqual([a for a in range(len(mask)) if mask[a]], legal)
        for a in legal:
            self.assertTrue(s.action_to_string(a))
        self.assertIsInstance(s.observation_json(), dict)

    def test_a_fixed_seed_starts_past_the_chance_node(self):
        g = datafort.new_game("onr", seed=9, deck_names=["corp-black-ice", "runner-worms"])
        s = g.new_initial_state()
        self.assertFalse(s.is_chance_node())
        self.assertEqual(g.max_chance_outcomes(), 0)


class Numpy(unittest.TestCase):
    def test_numpy_arrays_are_returned_exactly_when_numpy_is_importable(self):
        import array
        import importlib.util

        want = importlib.util.find_spec("numpy") is not None and not os.environ.get("DATAFORT_NO_NUMPY")
        self.assertEqual(datafort.HAVE_NUMPY, want)
        s = datafort.new_game("onr").new_initial_state()
        s.apply_action(0)
        t = s.observation_tensor(0)
        if want:
            import numpy

            self.assertIsInstance(t, numpy.ndarray)
            self.assertEqual(t.dtype, numpy.float32)
        else:
            self.assertIsInstance(t, array.array)
        self.assertEqual(len(t), s.get_game().observation_tensor_size())
        self.assertGreater(sum(1 for v in t if v != 0), 0)


class Errors(unittest.TestCase):
    def setUp(self):
        self.lib = datafort.load()
        self.game = datafort.new_game("onr")

    def test_a_freed_or_unknown_handle_is_refused_not_a_crash(self):
        s = self.game.new_initial_state()
        h = s._h
        self.assertEqual(self.lib.c.df_state_free(h), _lib.DF_OK)
        self.assertEqual(self.lib.c.df_state_free(h), _lib.DF_EHANDLE)
        out = ctypes.c_int64()
        for bad in (h, 0, -1, 2**62):
            self.assertEqual(self.lib.c.df_state_current_player(bad, ctypes.byref(out)), _lib.DF_EHANDLE)
        self.assertIn(f"no live state handle {2**62}", str(self.lib.error(_lib.DF_EHANDLE)))
        s._h = 2**62  # so that its finaliser frees nothing real
        with self.assertRaises(datafort.HandleError):
            datafort.State(self.game, 2**61).legal_actions()

    def test_a_handle_of_another_kind_is_refused(self):
        with self.assertRaises(datafort.HandleError) as cm:
            datafort.State(self.game, self.game._h).is_terminal()
        self.assertIn("is a game, not a state", str(cm.exception))

    def test_bad_arguments_are_errors_with_messages(self):
        with self.assertRaises(datafort.InvalidArgumentError):
            datafort.new_game("no-such-game")
        with self.assertRaises(datafort.InvalidArgumentError) as cm:
            datafort.Bot(self.game, "no-such-bot", 0)
        self.assertIn("no-such-bot", str(cm.exception))
        with self.assertRaises(datafort.InvalidArgumentError) as cm:
            datafort.Bot(datafort.new_game("bso"), "search", 0)
        self.assertIn("plays onr, not bso", str(cm.exception))
        with self.assertRaises(datafort.InvalidArgumentError):
            datafort.Bot(self.game, "random", 5)
        with self.assertRaises(datafort.InvalidArgumentError) as cm:
            datafort.new_game("onr", deck_names=["no-such-deck"])
        self.assertIn("no-such-deck", str(cm.exception))
        out = ctypes.c_int64()
        self.assertEqual(self.lib.c.df_game_new(b"onr", b'{"sead": 1}', ctypes.byref(out)), _lib.DF_EINVAL)
        self.assertIn("sead", str(self.lib.error(_lib.DF_EINVAL)))
        s = self.game.new_initial_state()
        self.assertEqual(self.lib.c.df_state_current_player(s._h, None), _lib.DF_EINVAL)
        s.apply_action(1)
        with self.assertRaises(datafort.InvalidArgumentError):
            s.observation_tensor(7)
        with self.assertRaises(datafort.RefusedError):
            s.apply_action(-5)

    def test_garbage_to_deserialize_is_an_error_not_a_crash(self):
        s = self.game.new_initial_state()
        s.apply_action(2)
        good = s.serialize()
        for bad in ("", "{", '{"format":1,"game":"onr","state":"AAAA"}', good.replace('"onr"', '"bso"'), good[: len(good) // 2]):
            with self.assertRaises(datafort.InvalidArgumentError):
                self.game.deserialize_state(bad)

    def test_every_handle_is_freed_with_its_object(self):
        import gc

        gc.collect()
        base = datafort.live_handles()
        g = datafort.new_game("onr")
        s = g.new_initial_state()
        s.apply_action(0)
        c = s.clone()
        b = datafort.Bot(g, "random", 0)
        env = datafort.BatchEnv(g, num_envs=2)
        self.assertEqual(datafort.live_handles(), base + 5)
        del g, s, c, b, env
        gc.collect()
        self.assertEqual(datafort.live_handles(), base)


class AEC(unittest.TestCase):
    def run_aec(self, env, seed, max_steps=20000):
        env.reset(seed=seed)
        steps = 0
        finals = {}
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            if term or trunc:
                finals[agent] = reward
                action = None
            else:
                mask = obs["action_mask"]
                action = env.action_space(agent).sample(bytes(mask))
                self.assertIn(action, info["legal_actions"])
            env.step(action)
            steps += 1
            self.assertLess(steps, max_steps)
        return finals

    def test_an_aec_loop_plays_onr_to_the_end_with_opposite_rewards(self):
        env = datafort.AECEnv("onr", observation="sparse")
        for seed in range(3):
            finals = self.run_aec(env, seed)
            self.assertEqual(set(finals), {"corp", "runner"})
            check_returns(self, [finals["corp"], finals["runner"]])
            self.assertEqual(env.agents, [])

    def test_an_aec_loop_plays_bso(self):
        env = datafort.AECEnv("bso", observation="none")
        g = env.game
        for seed in range(3):
            finals = self.run_aec(env, seed)
            # The default bso table: seats 0 and 1 (a Sponsor and its Agent) against 2 and 3.
            check_returns(self, [finals[a] for a in env.possible_agents], teams=[(0, 1), (2, 3)])
            self.assertEqual(len(finals), g.num_players())

    @unittest.skipUnless(has_game("swift"), "the library was built without the test games")
    def test_an_aec_loop_plays_swift_at_four_seats_in_two_teams(self):
        env = datafort.AECEnv("swift", observation="dense", options={"seats": "4", "teams": "2v2"})
        self.assertEqual(len(env.possible_agents), 4)
        for seed in range(20):
            finals = self.run_aec(env, seed)
            check_returns(self, [finals[a] for a in env.possible_agents], teams=[(0, 2), (1, 3)])

    @unittest.skipUnless(has_game("swift"), "the library was built without the test games")
    def test_swift_batched_games_have_one_winner_among_three(self):
        env = datafort.BatchEnv("swift", num_envs=8, seed=3)
        rng = random.Random(0)
        while len(env.episode_returns) < 40:
            flat, off = env.legal_actions()
            env.step([flat[off[i] + rng.randrange(off[i + 1] - off[i])] for i in range(8)])
        for r in env.episode_returns:
            check_returns(self, r)
            self.assertIn(r.count(1.0), (0, 1), r)

    def test_an_opponent_bot_makes_a_single_agent_environment(self):
        env = datafort.AECEnv("onr", observation="none", bots={1: "random"})
        self.assertEqual(env.possible_agents, ["corp", "runner"])
        finals = self.run_aec(env, 4)
        self.assertEqual(list(finals), ["corp"])


def _worker(seed):
    import datafort as d

    s = d.new_game("onr", options=ONR_OPTIONS).new_initial_state()
    s.apply_action(seed)
    play_random(s, random.Random(seed))
    return s.returns()


def _forked_child(q):
    try:
        datafort.new_game("onr")
        q.put("no error")
    except datafort.ForkedError as e:
        q.put("ForkedError: " + str(e))


class Threads(unittest.TestCase):
    def test_threads_playing_states_of_one_game_get_the_games_played_alone(self):
        import threading

        game = datafort.new_game("onr", options=ONR_OPTIONS)

        def play(seed):
            s = game.new_initial_state()
            s.apply_action(seed)
            play_random(s, random.Random(seed))
            return s.serialize()

        seeds = list(range(8))
        alone = [play(k) for k in seeds]
        got = [None] * len(seeds)

        def worker(i):
            got[i] = play(seeds[i])

        ts = [threading.Thread(target=worker, args=(i,)) for i in range(len(seeds))]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(got, alone)


    def test_threads_moving_one_state_are_serialised_by_its_lock(self):
        import threading

        game = datafort.new_game("onr", options=ONR_OPTIONS)
        s = game.new_initial_state()
        s.apply_action(4)
        start = s.move_number()
        applied, errors = [], []

        def worker():
            n = 0
            try:
                for _ in range(150):
                    m = s.mover()
                    if m < 0:
                        break  # over
                    legal = s.legal_actions(m)
                    if not legal:
                        continue  # another thread moved first: m has no decision now
                    try:
                        s.apply_player_action(m, legal[0])
                        n += 1
                    except datafort.RefusedError:
                        pass  # another thread moved first: legal[0] was for an older state
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(e)
            applied.append(n)

        ts = [threading.Thread(target=worker) for _ in range(4)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(s.move_number() - start, sum(applied))
        # The history is a game: replayed alone, it gives the same state.
        r = game.new_initial_state()
        for a in s.history():
            r.apply_action(a)
        self.assertEqual(r.serialize(), s.serialize())


class Multiprocessing(unittest.TestCase):
    def test_spawned_workers_play_games(self):
        ctx = datafort.mp_context()
        self.assertEqual(ctx.get_start_method(), "spawn")
        with ctx.Pool(2) as pool:
            out = pool.map(_worker, [1, 2, 3, 4])
        self.assertEqual(out, [_worker(k) for k in [1, 2, 3, 4]], "a worker's game differs from the same game here")

    def test_a_child_forked_before_loading_loads_its_own_library(self):
        import subprocess
        import sys

        script = """
import multiprocessing, datafort
def child(q):
    s = datafort.new_game("onr").new_initial_state()
    s.apply_action(1)
    q.put(len(s.legal_actions()))
if __name__ == "__main__":
    assert not datafort.loaded()
    ctx = multiprocessing.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=child, args=(q,))
    p.start()
    print("legal", q.get(timeout=60))
    p.join(60)
    assert not datafort.loaded()
"""
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertRegex(out.stdout, r"legal [1-9]")

    def test_a_child_forked_after_loading_is_refused_not_crashed(self):
        import multiprocessing

        datafort.new_game("onr")  # loaded here
        ctx = multiprocessing.get_context("fork")
        q = ctx.Queue()
        p = ctx.Process(target=_forked_child, args=(q,))
        p.start()
        msg = q.get(timeout=60)
        p.join(60)
        self.assertTrue(msg.startswith("ForkedError"), msg)
        self.assertIn("spawn", msg)


if __name__ == "__main__":
    unittest.main()
