"""Every registered game through the library, as a researcher meets it:
random games to their end with each decision checked against its mask,
the returns, the observation's size, a serialized state restored, a
resampled state that looks the same to its player (its observation,
legal actions and information state), and each bot the game
offers answering with a legal action.

DATAFORT_TEST_GAMES_EACH sets the random games of each game and table
(default 10).
"""

import os
import random
import unittest

import datafort
from datafort import _lib

GAMES_EACH = int(os.environ.get("DATAFORT_TEST_GAMES_EACH", "10"))

# The tables played: each game at its default, and the tables of several
# seats with their teams (seats of a team share their return).
TABLES = [
    ("onr", {}, None),
    ("nsg", {}, None),
    ("nsg", {"rules": "nsg-24.09"}, None),
    ("neuroscape", {}, None),
    ("neuroscape", {"players": "4"}, [[0, 2], [1, 3]]),
    ("bso", {}, [[0, 1], [2, 3]]),
]


def registered():
    return {g["name"] for g in datafort.registered_games()}


def step_random(state, rng, check_mask=False):
    """Applies one random legal action of whoever is to move; with
    check_mask, checks the legal actions against the player's mask (a
    mask has an entry for every action id: hundreds of thousands)."""
    p = state.current_player()
    if p == datafort.CHANCE:
        state.apply_action(rng.choice(state.legal_actions(datafort.CHANCE)))
        return
    movers = state.movers() if p == datafort.SIMULTANEOUS else [p]
    acts = [-1] * state.get_game().num_players()
    for m in movers:
        legal = state.legal_actions(m)
        if not legal:
            raise AssertionError(f"player {m} is to move with no legal action")
        if check_mask:
            mask = state.legal_actions_mask(m)
            if [i for i, v in enumerate(mask) if v] != sorted(legal):
                raise AssertionError(f"player {m}: the mask is not the legal actions")
        acts[m] = rng.choice(legal)
    if p == datafort.SIMULTANEOUS:
        state.apply_actions(acts)
    else:
        state.apply_action(acts[p])


def midgame(g, seed, moves):
    """A new state of g after up to moves random moves (fewer if it ends)."""
    s = g.new_initial_state()
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        step_random(s, rng)
    return s


class EveryGameThroughTheLibrary(unittest.TestCase):
    def test_every_registered_game_is_played_here(self):
        self.assertLessEqual({"onr", "bso", "nsg", "neuroscape"}, registered())

    def test_each_game_names_its_decks_once(self):
        for g in datafort.registered_games():
            with self.subTest(game=g["name"]):
                self.assertEqual(len(g["decks"]), len(set(g["decks"])), g["decks"])

    def test_random_games_end_with_valid_returns(self):
        for name, options, teams in TABLES:
            with self.subTest(game=name, options=options):
                g = datafort.new_game(name, options=options)
                size = g.observation_tensor_size()
                self.assertGreater(size, 0)
                ended = 0
                for k in range(GAMES_EACH):
                    s = g.new_initial_state()
                    rng = random.Random(k)
                    n = 0
                    while not s.is_terminal() and n < 20000:
                        step_random(s, rng, check_mask=n % 97 == 1)
                        n += 1
                    self.assertTrue(s.is_terminal(), f"game {k} not over after {n} moves")
                    ended += 1
                    r = s.returns()
                    self.assertEqual(len(r), g.num_players())
                    if any(r):
                        self.assertTrue(all(v in (-1.0, 1.0) for v in r), r)
                        self.assertIn(1.0, r)
                        for team in teams or []:
                            self.assertEqual(len({r[x] for x in team}), 1, f"team {team} split: {r}")
                    self.assertEqual(len(s.observation_tensor(0)), size)
                self.assertEqual(ended, GAMES_EACH)

    def test_a_serialized_midgame_state_is_restored(self):
        for name, options, _ in TABLES:
            with self.subTest(game=name, options=options):
                g = datafort.new_game(name, options=options)
                s = midgame(g, 7, 40)
                d = g.deserialize_state(s.serialize())
                self.assertEqual(d.serialize(), s.serialize())
                for p in range(g.num_players()):
                    self.assertEqual(list(d.observation_tensor(p)), list(s.observation_tensor(p)))

    def test_a_resampled_state_looks_the_same_to_its_player(self):
        for name, options, _ in TABLES:
            with self.subTest(game=name, options=options):
                g = datafort.new_game(name, options=options)
                resampled = 0
                for k in range(6):
                    s = midgame(g, 100 + k, 15 + 10 * k)
                    if s.is_terminal() or s.is_chance_node():
                        continue
                    p = s.mover()
                    try:
                        r = s.resample_from_infostate(p, k)
                    except _lib.RefusedError:
                        continue  # no information state here (docs/agent.md says when)
                    resampled += 1
                    self.assertEqual(list(r.observation_tensor(p)), list(s.observation_tensor(p)))
                    self.assertEqual(r.legal_actions(p), s.legal_actions(p))
                    self.assertEqual(r.information_state_string(p), s.information_state_string(p))
                    t = s.information_state_tensor(p)
                    self.assertEqual(len(t), g.information_state_tensor_size())
                    self.assertEqual(list(r.information_state_tensor(p)), list(t))
                self.assertGreater(resampled, 0, "no state was resampled")

    def test_each_bot_answers_with_a_legal_action(self):
        for name, options, _ in TABLES:
            g = datafort.new_game(name, options=options)
            for spec in g.bots():
                with self.subTest(game=name, options=options, bot=spec):
                    s = midgame(g, 3, 25)
                    if s.is_terminal() or s.is_chance_node():
                        continue
                    p = s.mover()
                    b = datafort.Bot(g, spec, p, seed=1)
                    self.assertIn(b.step(s), s.legal_actions(p))


if __name__ == "__main__":
    unittest.main()
