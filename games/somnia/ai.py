"""PLACEHOLDER bot player for somnia: replaced by the real search-based module
(issue 25, another branch). It only lets the bot side be built and tested
against the fixed interface of games.ai: legal and deterministic from rng.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping

from games.ai import Hint

HINT_TEXTS: dict[str, str] = {
    "hint.somnia.default": "It keeps the game moving: a placeholder's pick, not yet a search.",
}


def choose(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    return legal[0] if level == "easy" else rng.choice(legal)


def hint(view: Mapping[str, Any], legal: list[Hashable], rng: random.Random) -> Hint:
    return Hint(legal[0], "hint.somnia.default")
