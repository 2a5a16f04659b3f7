"""Dream types, their die faces and the game's limits, read from
``data/darkly_dreaming/dreams.toml``.

A dream is named by one letter: ``D`` (Depths), ``E`` (Envy), ``C`` (Cages),
``P`` (Primeval). Dreams of one type are interchangeable, so the deck and the
piles hold letters. A die result is one of the face tokens ``1pt``, ``2pt``,
``exhaust``, ``hunt``, ``shadow``.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from games.datafiles import DataError, load_checked
from words import Text

DATA_FILE = "darkly_dreaming/dreams.toml"

SCHEMA = {
    "turn": {
        "start_marker": int,
        "max_marker": int,
        "returned": int,
        "nightmare_draw": int,
        "nightmare_returned": int,
    },
    "limits": {
        "hunt": int,
        "face_down": int,
        "exhaust": int,
        "shadow_two_players": int,
        "shadow_more_players": int,
        "final_points": int,
    },
    "dreams": [{"letter": str, "name": str, "count": int, "faces": [str]}],
}

TYPES: tuple[str, ...] = ("D", "E", "C", "P")  # also the shadow sub-order of D-3
RESULTS: tuple[str, ...] = ("1pt", "2pt", "exhaust", "hunt", "shadow")
POINTS = MappingProxyType({"1pt": 1, "2pt": 2})


@dataclass(frozen=True, slots=True)
class DreamKind:
    letter: str
    name: str
    count: int
    faces: tuple[str, ...]  # outcome of die results 1..6

    def result(self, die: int) -> str:
        return self.faces[die - 1]

    def chance(self, result: str) -> float:
        return self.faces.count(result) / len(self.faces)


@dataclass(frozen=True, slots=True)
class Rules:
    kinds: Mapping[str, DreamKind]
    start_marker: int
    max_marker: int
    returned: int
    nightmare_draw: int
    nightmare_returned: int
    hunt_limit: int
    face_down_limit: int
    exhaust_limit: int
    shadow_two_players: int
    shadow_more_players: int
    final_points: int

    @property
    def deck_total(self) -> int:
        return sum(k.count for k in self.kinds.values())

    def shadow_limit(self, players: int) -> int:
        return self.shadow_two_players if players <= 2 else self.shadow_more_players

    def name(self, letter: str) -> str:
        return self.kinds[letter].name

    def new_deck(self) -> list[str]:
        return [t for t in TYPES for _ in range(self.kinds[t].count)]


def _load() -> Rules:
    data = load_checked(DATA_FILE, SCHEMA)
    kinds: dict[str, DreamKind] = {}
    for entry in data["dreams"]:
        letter = entry["letter"]
        if letter not in TYPES or letter in kinds:
            raise DataError(f"{DATA_FILE}: dream letter {letter!r} unknown or repeated")
        faces = tuple(entry["faces"])
        if len(faces) != 6 or any(f not in RESULTS for f in faces):
            raise DataError(f"{DATA_FILE}: dream {letter} needs 6 faces out of {RESULTS}")
        if entry["count"] < 1:
            raise DataError(f"{DATA_FILE}: dream {letter} needs a positive count")
        kinds[letter] = DreamKind(letter, entry["name"], entry["count"], faces)
    if set(kinds) != set(TYPES):
        raise DataError(f"{DATA_FILE}: needs exactly the dreams {TYPES}")
    turn, limits = data["turn"], data["limits"]
    rules = Rules(
        kinds=MappingProxyType({t: kinds[t] for t in TYPES}),
        start_marker=turn["start_marker"],
        max_marker=turn["max_marker"],
        returned=turn["returned"],
        nightmare_draw=turn["nightmare_draw"],
        nightmare_returned=turn["nightmare_returned"],
        hunt_limit=limits["hunt"],
        face_down_limit=limits["face_down"],
        exhaust_limit=limits["exhaust"],
        shadow_two_players=limits["shadow_two_players"],
        shadow_more_players=limits["shadow_more_players"],
        final_points=limits["final_points"],
    )
    if not 0 < rules.returned < rules.start_marker <= rules.max_marker:
        raise DataError(f"{DATA_FILE}: need 0 < returned < start_marker <= max_marker")
    if not 0 < rules.nightmare_returned < rules.nightmare_draw:
        raise DataError(f"{DATA_FILE}: need 0 < nightmare_returned < nightmare_draw")
    return rules


RULES = _load()


def kind_name(letter: str) -> Text:
    """A dream kind's name ("Envy") as a catalogue key."""
    return Text("game-darkly-dreaming-kind", {"kind": letter})
