"""Somnikum (Сомникум, GaGa Games 2018; English edition *Somnicum*), 2-4 players.

Players build dreams out of cards taken from a ring of 16/21/24 dream cards. On
a turn a player may first put one sand token on the rightmost card of a row
(same plot: one token; other plot: two identical tokens, one back to the bag),
then moves one of the two flywheels clockwise (3 free steps, then one token per
step; 1 step gives 2 tokens, 2 steps give 1) and takes the card it stops on,
and attaches it to level 1 (extend) or under the next unbroken pair of the row
above (levels 2 and 3). A card that shares no particle with its left neighbour
makes a break. The encounter symbol draws as many encounter cards as the level
(keep one). A round ends when as many cards remain as there are players (A:
at once after that attach, no encounter played after it), or when a 1-2 step
move closes the gap between the flywheels and a drawn token has a blank back
(B). After three rounds: ★ x level (x1 for isolated cards), minus 👁 x level,
+1 per goal particle on the cards, +1 per unplayed encounter. Most VP wins;
ties go to the most tokens held.

Options: ``discovery_18`` (bool, default False): play with the English
edition's 18 encounter cards instead of the Russian 24.

Public view keys: players, round, phase, current, field, field_count, flywheels,
dreams, token_counts, token_backs (per seat {sand, blank}), encounters_held,
encounters_played, deck_size, bag_size, encounter_deck_size, encounter_discard,
over, removed, options, turn_state, turn (during a turn: with round_ends_after_turn, round_ends_by "A"/"B"/None
and game_ends_after_turn), goals/places/scores (when over). A seat's view adds
seat, tokens, goal, goal_particles, encounters, and on its turn drawn and
picked_token. Details: docs/games/somnikum.md.

Component data (a marked reconstruction) lives in data/somnikum/*.toml.
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Game, GameType, Option, State

from . import actions
from .state import SomnikumState


class SomnikumGame(Game):
    name = "somnikum"
    title = "Somnikum"
    game_type = GameType(min_players=2, max_players=4, hidden_hands=True)
    turn_seconds = 90
    options = {
        "discovery_18": Option(
            "discovery_18", bool, False,
            "Use the English edition's 18 encounter (Discovery) cards instead of the Russian 24."),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State:
        return SomnikumState.setup(players, seed, options)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        return SomnikumState.from_dict(d)

    def encode(self, action: Hashable) -> str:
        return actions.encode(action)

    def decode(self, text: str) -> Hashable:
        return actions.decode(text)


SomnikumState.game = GAME = SomnikumGame()

__all__ = ["GAME", "SomnikumGame", "SomnikumState"]
