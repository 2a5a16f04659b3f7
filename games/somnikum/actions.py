"""Somnikum actions: small frozen dataclasses and their compact text codec.

A turn is a chain of small decisions (see ``state.Phase``); each action below
answers one of them. Encodings (all well under 60 characters):

===================  ==========  ===============================================
action               encoding    meaning
===================  ==========  ===============================================
PlaceFlywheels(g)    ``f7``      put the first flywheel in gap g (before field
                                 place g); the second goes opposite
ChooseToken(p)       ``tfairy``  pick the sand token (by particle) to place
PlaceOn(level)       ``o2``      put the picked token on that row's rightmost card
Back()               ``b``       undo the last pick (token or flywheel)
ChooseWheel(w)       ``w1``      pick flywheel 0 or 1 to move
Steps(n)             ``s4``      move the picked flywheel n steps (cards)
Pay(p)               ``yfairy``  pay a token of particle p for a step past the free ones
Attach(level)        ``a2``      attach the taken card to level 1, 2 or 3
Keep(e)              ``kE05``    keep one of the encounter cards just drawn
Play(e)              ``pE05``    play an encounter card from your hand
Mend(level, pos)     ``m2.3``    (Mending Thread) remove the break left of that card
Rob(seat)            ``r1``      (Sand Thief) take a random token from that seat
EndTurn()            ``e``       end your turn (offered while you hold encounters)
Chain(actions)       ``w0+s2+a1`` several of the above in one click, applied in
                                 order (``takes``: the common turn in one choice)
===================  ==========  ===============================================

A ``Chain`` is no new rule: it is legal exactly when its actions are, one
after the other, and does what they do (``SomnikumState.apply``). It is not
listed by ``legal_actions`` (the bots and the hints search the single steps).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Hashable

from games.base import IllegalAction
from words import Text


@dataclass(frozen=True, slots=True)
class PlaceFlywheels:
    gap: int


@dataclass(frozen=True, slots=True)
class ChooseToken:
    particle: str


@dataclass(frozen=True, slots=True)
class PlaceOn:
    level: int


@dataclass(frozen=True, slots=True)
class Back:
    pass


@dataclass(frozen=True, slots=True)
class ChooseWheel:
    wheel: int


@dataclass(frozen=True, slots=True)
class Steps:
    steps: int


@dataclass(frozen=True, slots=True)
class Pay:
    particle: str


@dataclass(frozen=True, slots=True)
class Attach:
    level: int


@dataclass(frozen=True, slots=True)
class Keep:
    encounter: str


@dataclass(frozen=True, slots=True)
class Play:
    encounter: str


@dataclass(frozen=True, slots=True)
class Mend:
    level: int
    pos: int


@dataclass(frozen=True, slots=True)
class Rob:
    seat: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    pass


@dataclass(frozen=True, slots=True)
class Chain:
    actions: tuple[Hashable, ...]


CHAIN_SEPARATOR = "+"
MAX_CHAIN = 4


Action = (PlaceFlywheels | ChooseToken | PlaceOn | Back | ChooseWheel | Steps | Pay | Attach | Keep | Play
          | Mend | Rob | EndTurn | Chain)

_INT = r"(0|[1-9][0-9]?)"
_PARTICLE = r"([a-z][a-z_]{0,29})"
_CARD = r"([A-Z][A-Z0-9]{0,9})"
_PATTERNS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Hashable]], ...] = (
    (re.compile(rf"f{_INT}"), lambda m: PlaceFlywheels(int(m[1]))),
    (re.compile(rf"t{_PARTICLE}"), lambda m: ChooseToken(m[1])),
    (re.compile(r"o([123])"), lambda m: PlaceOn(int(m[1]))),
    (re.compile(r"b"), lambda m: Back()),
    (re.compile(r"w([01])"), lambda m: ChooseWheel(int(m[1]))),
    (re.compile(rf"s{_INT}"), lambda m: Steps(int(m[1]))),
    (re.compile(rf"y{_PARTICLE}"), lambda m: Pay(m[1])),
    (re.compile(r"a([123])"), lambda m: Attach(int(m[1]))),
    (re.compile(rf"k{_CARD}"), lambda m: Keep(m[1])),
    (re.compile(rf"p{_CARD}"), lambda m: Play(m[1])),
    (re.compile(rf"m([123])\.{_INT}"), lambda m: Mend(int(m[1]), int(m[2]))),
    (re.compile(r"r([0-9])"), lambda m: Rob(int(m[1]))),
    (re.compile(r"e"), lambda m: EndTurn()),
)


def encode(action: Hashable) -> str:
    match action:
        case PlaceFlywheels(gap):
            return f"f{gap}"
        case ChooseToken(particle):
            return f"t{particle}"
        case PlaceOn(level):
            return f"o{level}"
        case Back():
            return "b"
        case ChooseWheel(wheel):
            return f"w{wheel}"
        case Steps(steps):
            return f"s{steps}"
        case Pay(particle):
            return f"y{particle}"
        case Attach(level):
            return f"a{level}"
        case Keep(encounter):
            return f"k{encounter}"
        case Play(encounter):
            return f"p{encounter}"
        case Mend(level, pos):
            return f"m{level}.{pos}"
        case Rob(seat):
            return f"r{seat}"
        case EndTurn():
            return "e"
        case Chain(chained) if 1 < len(chained) <= MAX_CHAIN and not any(isinstance(a, Chain) for a in chained):
            return CHAIN_SEPARATOR.join(encode(a) for a in chained)
    raise IllegalAction(Text("game-somnikum-not-a-move"))


def decode(text: str) -> Hashable:
    if isinstance(text, str) and CHAIN_SEPARATOR in text and len(text) <= 80:
        parts = text.split(CHAIN_SEPARATOR)
        if 1 < len(parts) <= MAX_CHAIN:
            return Chain(tuple(_decode_one(part) for part in parts))
        raise IllegalAction(Text("game-somnikum-not-a-move"))
    return _decode_one(text)


def _decode_one(text: str) -> Hashable:
    if isinstance(text, str) and len(text) <= 60:
        for pattern, build in _PATTERNS:
            m = pattern.fullmatch(text)
            if m:
                return build(m)
    raise IllegalAction(Text("game-somnikum-not-a-move"))
