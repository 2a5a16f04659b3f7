"""One player's dreamer card: status and piles.

Piles hold dream letters:

- ``points``: ``"D1"``, ``"P2"``... (type and the points it is worth);
- ``hunt``: ``"P"``...;
- ``exhaust``: bottom first, ``"C+"`` face up, ``"C-"`` face down;
- ``shadow``: a count per type (a shadow pile only holds its own type).

A *spot* names one dream on the card for the choices that pick a dream:
``s:E`` (the Envy shadow pile), ``h:P`` (a Primeval dream in the hunt pile),
``x:2`` (the exhaust dream at index 2, 0 = bottom), ``p:P2`` (a 2-point
Primeval dream in the points pile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from games.base import Event, Rng

from .cards import POINTS, TYPES

DREAMER, COMATOSE, NIGHTMARE, OUT = "dreamer", "comatose", "nightmare", "out"
STATUSES = (DREAMER, COMATOSE, NIGHTMARE, OUT)


class StateFields:
    """The state's fields the turn and resolution mixins share (for type
    checkers; ``DarklyState`` sets them)."""

    players: int
    cards: list["Card"]
    deck: list[str]
    pending: dict[str, Any] | None
    stack: list[dict[str, Any]]
    over: str | None
    last_rolls: list[dict[str, Any]]
    current: int
    marker: int
    rng: Rng
    _ev: list[Event]  # the events of the action being applied

    if TYPE_CHECKING:
        # What one mixin calls on the other: ``ResolveMixin`` and ``TurnMixin``
        # define them; declared here for type checkers only, so they never
        # shadow the definitions at run time.
        def _emit(self, kind: str, **data: Any) -> None: ...
        def _shuffle_in(self, dreams: list[str], seat: int, cause: str) -> None: ...
        def _draw(self, n: int, seat: int, cause: str) -> list[str] | None: ...
        def _check_dreamers_left(self) -> None: ...
        def _end_game(self, reason: str, **data: Any) -> None: ...
        def _finish_turn(self) -> None: ...


class Card:
    __slots__ = ("status", "nightmare", "points", "hunt", "exhaust", "shadow")

    def __init__(self) -> None:
        self.status = DREAMER
        self.nightmare: str | None = None
        self.points: list[str] = []
        self.hunt: list[str] = []
        self.exhaust: list[str] = []
        self.shadow: dict[str, int] = {t: 0 for t in TYPES}

    # -- reading ----------------------------------------------------------

    @property
    def is_dreamer(self) -> bool:
        """Dreamers and comatose dreamers both still have a dreamer card."""
        return self.status in (DREAMER, COMATOSE)

    @property
    def score(self) -> int:
        return sum(int(p[1:]) for p in self.points)

    @property
    def face_down(self) -> int:
        return sum(1 for x in self.exhaust if x[1] == "-")

    @property
    def largest_shadow(self) -> int:
        return max(self.shadow.values())

    def dreams(self) -> list[str]:
        """Every dream on the card as letters (for returns and the census)."""
        out = [p[0] for p in self.points] + list(self.hunt) + [x[0] for x in self.exhaust]
        for t in TYPES:
            out.extend([t] * self.shadow[t])
        return out

    def dream_count(self) -> int:
        return len(self.points) + len(self.hunt) + len(self.exhaust) + sum(self.shadow.values())

    def spots(self) -> list[str]:
        """Every distinct dream that can be picked, in a stable order:
        shadow piles, hunt, exhaust (bottom first), points."""
        out = [f"s:{t}" for t in TYPES if self.shadow[t]]
        out += [f"h:{t}" for t in TYPES if t in self.hunt]
        out += [f"x:{i}" for i in range(len(self.exhaust))]
        out += [f"p:{t}{v}" for t in TYPES for v in (1, 2) if f"{t}{v}" in self.points]
        return out

    def describe(self, spot: str) -> str:
        """The dream a spot names, as ``"E"``; for the event stream."""
        pile, key = spot.split(":")
        if pile == "x":
            return self.exhaust[int(key)][0]
        return key[0]

    # -- changing ---------------------------------------------------------

    def take(self, spot: str) -> str:
        """Remove the dream at ``spot`` (which must be in ``spots()``)."""
        pile, key = spot.split(":")
        if pile == "s":
            self.shadow[key] -= 1
            return key
        if pile == "h":
            self.hunt.remove(key)
            return key
        if pile == "x":
            return self.exhaust.pop(int(key))[0]
        self.points.remove(key)
        return key[0]

    def place(self, dream: str, result: str) -> str:
        """Put a dream on the pile of ``result`` without any ability; return the pile's name."""
        if result in POINTS:
            self.points.append(f"{dream}{POINTS[result]}")
            return "points"
        if result == "hunt":
            self.hunt.append(dream)
            return "hunt"
        if result == "exhaust":
            self.exhaust.append(f"{dream}+")
            return "exhaust"
        self.shadow[dream] += 1
        return "shadow"

    def flip_lowest(self) -> int | None:
        """Shadow of Cages: flip the face-up exhaust dream nearest the bottom."""
        for i, x in enumerate(self.exhaust):
            if x[1] == "+":
                self.exhaust[i] = f"{x[0]}-"
                return i
        return None

    def clear(self, keep_points: bool) -> list[str]:
        """Remove every dream (but the points pile if ``keep_points``); return them."""
        removed = [] if keep_points else [p[0] for p in self.points]
        removed += list(self.hunt) + [x[0] for x in self.exhaust]
        for t in TYPES:
            removed.extend([t] * self.shadow[t])
        if not keep_points:
            self.points = []
        self.hunt, self.exhaust = [], []
        self.shadow = {t: 0 for t in TYPES}
        return removed

    # -- serialisation ----------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "nightmare": self.nightmare,
            "points": list(self.points),
            "hunt": list(self.hunt),
            "exhaust": list(self.exhaust),
            "shadow": dict(self.shadow),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Card":
        card = cls()
        card.status = d["status"]
        card.nightmare = d["nightmare"]
        card.points = list(d["points"])
        card.hunt = list(d["hunt"])
        card.exhaust = list(d["exhaust"])
        card.shadow = {t: int(d["shadow"][t]) for t in TYPES}
        return card

    def public(self) -> dict[str, Any]:
        """The card as the view shows it."""
        return {
            "points": list(self.points),
            "hunt": list(self.hunt),
            "exhaust": [{"dream": x[0], "face_down": x[1] == "-"} for x in self.exhaust],
            "shadow": dict(self.shadow),
        }
