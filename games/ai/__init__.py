"""Bot players: one ``games/<game>/ai.py`` per game, shared search code here.

Every game's module exposes

    choose(view, legal, level, rng) -> action
    hint(view, legal, rng) -> Hint

``view`` is ``state.view(seat)`` and ``legal`` is ``state.legal_actions(seat)``:
a bot reads nothing else, so it sees exactly what its seat sees. ``level`` is
one of :data:`LEVELS`; ``rng`` is the only source of chance, so a choice is a
pure function of its arguments (seeded determinism). Searches are bounded by
iterations, never by the clock: the bot enforces wall time around them.

No Discord, no asyncio, no I/O here, as everywhere in ``games/``.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Hashable, Mapping, Sequence

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"


@dataclass(frozen=True, slots=True)
class Hint:
    """What ``hard`` would play and why, for the seat's own eyes only.

    ``reason`` names why ("hint.somna.spell") and ``data`` is what its
    sentence needs (plain values, a seat, or a nested catalogue key such as
    a card's name): the sentence is the catalogue's :attr:`key`. The reason
    never names a card or role the seat cannot see."""

    action: Hashable
    reason: str
    data: Mapping[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """The catalogue key of the reason's sentence: "hint.somna.end_day" -> "hint-somna-end-day"."""
        return hint_key(self.reason)


def hint_key(reason: str) -> str:
    """The catalogue key of a hint reason (words/*.ftl, ``hint-<game>-<reason>``)."""
    return reason.replace(".", "-").replace("_", "-")


def player(game: str) -> ModuleType:
    """The bot player module of a game (``games.<game>.ai``)."""
    return importlib.import_module(f"games.{game}.ai")


def choose(game: str, view: Mapping[str, Any], legal: Sequence[Hashable], level: str,
           rng: random.Random) -> Hashable:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    if not legal:
        raise ValueError("a bot was asked to act with no legal action")
    action: Hashable = player(game).choose(view, list(legal), level, rng)
    return action


def hint(game: str, view: Mapping[str, Any], legal: Sequence[Hashable], rng: random.Random) -> Hint:
    result: Hint = player(game).hint(view, list(legal), rng)
    return result
