"""Actions and their text codec (custom_id payloads, at most 60 characters).

| action | encoding | meaning |
|---|---|---|
| ``Return("DE")`` | ``r:DE`` | shuffle these drawn dreams back (2 for a dreamer, 1 for a Nightmare) |
| ``Target(2)`` | ``t:2`` | a Nightmare rolls its dream for dreamer seat 2 |
| ``Pick("x:0")`` | ``k:x:0`` | pick the dream at a spot of a dreamer card (see ``board``) |
| ``Decline()`` | ``n`` | do not use an optional move (Primeval) |
| ``EnvyMode("pick")`` | ``m:pick`` | Nightmare of Envy: ``pick`` one dream or the dreamer rerolls ``two`` |
| ``Discard(1)`` | ``d:1`` | Nightmare of Depths: which of the two rolled dreams goes back |
| ``Become("C")`` | ``b:C`` | become the Nightmare of this type (tied largest piles) |
| ``Sleep()`` | ``s`` | sleep: marker back to 3, top exhaust dream back to the deck |
| ``StayAwake()`` | ``w`` | stay awake: marker + 1, draw again |
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Hashable, Union

from games.base import IllegalAction
from words import Text

from .cards import TYPES


@dataclass(frozen=True, slots=True)
class Return:
    dreams: str  # letters in TYPES order, e.g. "DE"


@dataclass(frozen=True, slots=True)
class Target:
    seat: int


@dataclass(frozen=True, slots=True)
class Pick:
    spot: str


@dataclass(frozen=True, slots=True)
class Decline:
    pass


@dataclass(frozen=True, slots=True)
class EnvyMode:
    mode: str  # "pick" or "two"


@dataclass(frozen=True, slots=True)
class Discard:
    index: int


@dataclass(frozen=True, slots=True)
class Become:
    kind: str


@dataclass(frozen=True, slots=True)
class Sleep:
    pass


@dataclass(frozen=True, slots=True)
class StayAwake:
    pass


Action = Union[Return, Target, Pick, Decline, EnvyMode, Discard, Become, Sleep, StayAwake]
ENVY_MODES = ("pick", "two")

_T = "[" + "".join(TYPES) + "]"
_PATTERNS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Action]]] = [
    (re.compile(rf"r:({_T}{{1,7}})"), lambda m: Return(m[1])),
    (re.compile(r"t:(\d)"), lambda m: Target(int(m[1]))),
    (re.compile(rf"k:(s:{_T}|h:{_T}|x:\d{{1,2}}|p:{_T}[12])"), lambda m: Pick(m[1])),
    (re.compile(r"n"), lambda m: Decline()),
    (re.compile(r"m:(pick|two)"), lambda m: EnvyMode(m[1])),
    (re.compile(r"d:([01])"), lambda m: Discard(int(m[1]))),
    (re.compile(rf"b:({_T})"), lambda m: Become(m[1])),
    (re.compile(r"s"), lambda m: Sleep()),
    (re.compile(r"w"), lambda m: StayAwake()),
]


def encode(action: Hashable) -> str:
    if isinstance(action, Return):
        return f"r:{action.dreams}"
    if isinstance(action, Target):
        return f"t:{action.seat}"
    if isinstance(action, Pick):
        return f"k:{action.spot}"
    if isinstance(action, Decline):
        return "n"
    if isinstance(action, EnvyMode):
        return f"m:{action.mode}"
    if isinstance(action, Discard):
        return f"d:{action.index}"
    if isinstance(action, Become):
        return f"b:{action.kind}"
    if isinstance(action, Sleep):
        return "s"
    if isinstance(action, StayAwake):
        return "w"
    raise IllegalAction(Text("game-darkly-dreaming-not-a-move"))


def decode(text: str) -> Action:
    if isinstance(text, str):
        for pattern, build in _PATTERNS:
            m = pattern.fullmatch(text)
            if m:
                return build(m)
    raise IllegalAction(Text("game-darkly-dreaming-not-a-move"))


def sort_letters(letters: list[str] | str) -> str:
    """Letters in TYPES order: the canonical form of a ``Return``."""
    return "".join(sorted(letters, key=TYPES.index))
