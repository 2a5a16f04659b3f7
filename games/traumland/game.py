"""The Traumland descriptor: seat limits, options and the action codec."""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Game, GameType, Option, State

from . import actions
from .state import TraumlandState


class TraumlandGame(Game):
    name = "traumland"
    title = "Traumland"
    game_type = GameType(min_players=2, max_players=4, hidden_hands=True)
    turn_seconds = 60
    options = {
        "most_beyond_12": Option(
            "most_beyond_12", bool, False,
            "Official variant: nobody retires at 12; the highest level wins once a round ends with 12+.",
        ),
        "lone_player_ends_round": Option(
            "lone_player_ends_round", bool, False,
            "House rule: the round ends when only one player is still in it (others retired at 12).",
        ),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State:
        return TraumlandState.start(players, seed, options)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        return TraumlandState.from_dict(d)

    def encode(self, action: Hashable) -> str:
        return actions.encode(action)

    def decode(self, text: str) -> Hashable:
        return actions.decode(text)


GAME = TraumlandGame()
TraumlandState.game = GAME
