"""Somnia's only action, playing a card, and its text codec.

``Play("R7")`` encodes as ``"pR7"``; a revoke, ``Play("R7", revoke=True)``
(only legal with the table option ``allow_revoke``), encodes as ``"rR7"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from games.base import IllegalAction
from words import Text

from .cards import is_card


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` to the current trick. ``revoke=True`` knowingly breaks the
    following rules and costs a life chip at once."""

    card: str
    revoke: bool = False


def encode(action: Hashable) -> str:
    if isinstance(action, Play) and is_card(action.card):
        return ("r" if action.revoke else "p") + action.card
    raise IllegalAction(Text("game-somnia-not-a-move"))


def decode(text: str) -> Play:
    if isinstance(text, str) and len(text) >= 3 and text[0] in "pr" and is_card(text[1:]):
        return Play(text[1:], revoke=text[0] == "r")
    raise IllegalAction(Text("game-somnia-not-a-move"))
