"""PLACEHOLDER bot player for traumland: replaced by the real search-based module
(issue 25, another branch). It only lets the bot side be built and tested
against the fixed interface of games.ai: legal, deterministic from rng, and
it prefers playing a card to passing, so a bot seat takes part in the game.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping

from games.ai import Hint

from .actions import Pass

HINT_TEXTS: dict[str, str] = {
    "hint.traumland.default": "It keeps the game moving: a placeholder's pick, not yet a search.",
}


def _active(legal: list[Hashable]) -> list[Hashable]:
    return [a for a in legal if not isinstance(a, Pass)] or legal


def choose(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    options = _active(legal)
    return options[0] if level == "easy" else rng.choice(options)


def hint(view: Mapping[str, Any], legal: list[Hashable], rng: random.Random) -> Hint:
    return Hint(_active(legal)[0], "hint.traumland.default")
