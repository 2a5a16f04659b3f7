"""Traumland's actions and their text codec.

- ``Play(card)``: a value card or a Divine from hand, ``"pR7"`` / ``"pDIV"``.
- ``Dream(colour, value)``: a Dreamer with its declaration, ``"dB9"``; declared
  as a Divine it is ``Dream()``, ``"dDIV"``.
- ``Pass()``: ``"x"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from games.base import IllegalAction
from words import Text

from .cards import COLOURS, DIVINE, MAX_VALUE, is_value


@dataclass(frozen=True, slots=True)
class Play:
    """Play a value card or a Divine."""

    card: str


@dataclass(frozen=True, slots=True)
class Dream:
    """Play a Dreamer declared as ``colour``/``value``, or as a Divine when both are None."""

    colour: str | None = None
    value: int | None = None

    @property
    def divine(self) -> bool:
        return self.colour is None


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the turn go by; the player may still play later in the same trick."""


def encode(action: Hashable) -> str:
    if isinstance(action, Pass):
        return "x"
    if isinstance(action, Play):
        return f"p{action.card}"
    if isinstance(action, Dream):
        return "dDIV" if action.divine else f"d{action.colour}{action.value}"
    raise IllegalAction(Text("game-traumland-not-a-move"))


def decode(text: str) -> Hashable:
    if text == "x":
        return Pass()
    head, rest = text[:1], text[1:]
    if head == "p" and (rest == DIVINE or is_value(rest)):
        return Play(rest)
    if head == "d":
        if rest == DIVINE:
            return Dream()
        if is_value(rest):
            return Dream(rest[0], int(rest[1:]))
    raise IllegalAction(Text("game-traumland-not-a-move"))


def is_declaration(colour: object, value: object) -> bool:
    """Whether a Dreamer declaration names a real value card (or is a Divine)."""
    if colour is None and value is None:
        return True
    return colour in COLOURS and isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_VALUE
