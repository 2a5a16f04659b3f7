"""The Somnia descriptor: seat limits, options and the action codec."""

from __future__ import annotations

from typing import Any, Hashable, Mapping

from games.base import Game, GameType, Option, State

from . import actions
from .state import SomniaState


class SomniaGame(Game):
    name = "somnia"
    title = "Somnia"
    game_type = GameType(min_players=2, max_players=4, hidden_hands=True)
    turn_seconds = 60
    options = {
        "allow_revoke": Option(
            "allow_revoke", bool, False,
            # Discord shows at most 100 characters: a whole sentence within them
            "Purist rule: also offer revokes (playing off suit while holding it); each costs a life chip at once.",
        ),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> State:
        return SomniaState.start(players, seed, options)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        return SomniaState.from_dict(d)

    def encode(self, action: Hashable) -> str:
        return actions.encode(action)

    def decode(self, text: str) -> Hashable:
        return actions.decode(text)


GAME = SomniaGame()
SomniaState.game = GAME
