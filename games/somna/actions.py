"""Somna's actions and their compact text codec.

Night:  ``UsePower(power, target)`` -> ``"slay.3"``; ``Sleep()`` -> ``"sleep"``;
        ``Daybreak()`` -> ``"daybreak"`` (the Storyteller ends a night every living player answered).
Day:    ``Nominate(t)`` -> ``"nominate.3"``; ``EndDay()`` -> ``"end_day"``;
        ``EndPlea()`` -> ``"end_plea"``; ``Vote(True)`` -> ``"vote.yes"``;
        ``Pick(t)`` -> ``"pick.3"`` / ``Pick(None)`` -> ``"pick.none"`` (final vote);
        ``Watch()`` -> ``"watch"``; ``Sabotage()`` -> ``"sabotage"`` (the pyre).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

from games.base import IllegalAction
from words import Text

from .rules import POWERS

MAX_SEAT = 99


@dataclass(frozen=True, slots=True)
class Sleep:
    """Do nothing tonight (a plain Villager's only night action)."""


@dataclass(frozen=True, slots=True)
class Daybreak:
    """The Storyteller ends the night once every living player has answered
    (the bot plays it at the night's close: a random moment after the last
    answer, never before the night's minimum; never a player's button)."""


@dataclass(frozen=True, slots=True)
class UsePower:
    """Use a night power (night.toml) on a seat."""

    power: str
    target: int


@dataclass(frozen=True, slots=True)
class Nominate:
    target: int


@dataclass(frozen=True, slots=True)
class EndDay:
    """No (further) nomination from me: I am ready for the day's final vote."""


@dataclass(frozen=True, slots=True)
class EndPlea:
    """The accused has finished pleading."""


@dataclass(frozen=True, slots=True)
class Vote:
    yes: bool


@dataclass(frozen=True, slots=True)
class Pick:
    """A ballot in the final plurality vote; ``None`` abstains."""

    target: int | None


@dataclass(frozen=True, slots=True)
class Watch:
    """Gather at the pyre and let it burn."""


@dataclass(frozen=True, slots=True)
class Sabotage:
    """The Monger pours water on the logs (once per game)."""


Action = Sleep | Daybreak | UsePower | Nominate | EndDay | EndPlea | Vote | Pick | Watch | Sabotage

_PLAIN: dict[str, Hashable] = {
    "sleep": Sleep(), "daybreak": Daybreak(), "end_day": EndDay(), "end_plea": EndPlea(), "watch": Watch(),
    "sabotage": Sabotage(), "vote.yes": Vote(True), "vote.no": Vote(False), "pick.none": Pick(None),
}


def encode(action: Hashable) -> str:
    if isinstance(action, UsePower):
        return f"{action.power}.{action.target}"
    if isinstance(action, Nominate):
        return f"nominate.{action.target}"
    if isinstance(action, Pick) and action.target is not None:
        return f"pick.{action.target}"
    for text, plain in _PLAIN.items():
        if plain == action and type(plain) is type(action):
            return text
    raise IllegalAction(Text("game-somna-not-a-move"))


def _seat(text: str) -> int:
    if not text.isdigit() or str(int(text)) != text or int(text) > MAX_SEAT:
        raise IllegalAction(Text("game-somna-not-a-move"))
    return int(text)


def decode(text: str) -> Hashable:
    if not isinstance(text, str):
        raise IllegalAction(Text("game-somna-not-a-move"))
    if text in _PLAIN:
        return _PLAIN[text]
    head, dot, tail = text.partition(".")
    if dot:
        if head == "nominate":
            return Nominate(_seat(tail))
        if head == "pick":
            return Pick(_seat(tail))
        if head in POWERS:
            return UsePower(head, _seat(tail))
    raise IllegalAction(Text("game-somna-not-a-move"))
