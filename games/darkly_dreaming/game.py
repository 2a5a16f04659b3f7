"""The Darkly Dreaming descriptor: options and the action codec."""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Game, GameType, Option, State

from . import actions
from .cards import RULES
from .state import DarklyState


class DarklyGame(Game):
    name = "darkly_dreaming"
    title = "Darkly Dreaming"
    # Everything but the deck order is public: the whole game plays in the open.
    game_type = GameType(min_players=2, max_players=4)
    turn_seconds = 90
    options = {
        "goal": Option(
            "goal", int, RULES.final_points,
            "Points in a points pile that start the final round (the rules say 15).",
            minimum=5, maximum=40,
        ),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State:
        return DarklyState(players, seed, options)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        return DarklyState.from_dict(d)

    def encode(self, action: Hashable) -> str:
        return actions.encode(action)

    def decode(self, text: str) -> Hashable:
        return actions.decode(text)
