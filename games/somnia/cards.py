"""Somnia's cards: short strings of suit letter + rank ("R7", "B10").

All component data comes from ``data/somnia/cards.toml`` (checked by a schema at
import). A card's strength and points depend on the Nightmare (trump) suit: in
the Nightmare suit the 5 ranks 11 and scores 13, the 7 ranks 12 and scores 20.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.datafiles import DataError, load_checked
from words import Text

SCHEMA = {
    "ranks": [int],
    "plain_points": [int],
    "nightmare_points": [int],
    "nightmare_ranks": [int],
    "lives": int,
    "suits": [{"letter": str, "name": str, "emoji": str}],
    "deals": [{"players": int, "lowest_rank": int, "hand": int, "captive": int}],
    "endings": {
        "captive": str, "black_string": str, "sleepless": str, "dreamless": str,
        "between": str, "monopoly": str, "solitude": str, "two_black_strings": str,
    },
}

_DATA = load_checked("somnia/cards.toml", SCHEMA)


@dataclass(frozen=True, slots=True)
class DealShape:
    """How a player count deals and scores."""

    players: int
    lowest_rank: int
    hand: int
    captive: int


def _check_lengths(data: Mapping[str, Any]) -> None:
    n = len(data["ranks"])
    for key in ("plain_points", "nightmare_points", "nightmare_ranks"):
        if len(data[key]) != n:
            raise DataError(f"somnia/cards.toml: {key} must have one entry per rank")
    if len({s["letter"] for s in data["suits"]}) != len(data["suits"]):
        raise DataError("somnia/cards.toml: suit letters must be distinct")


_check_lengths(_DATA)

RANKS: tuple[int, ...] = tuple(_DATA["ranks"])
SUITS: tuple[str, ...] = tuple(s["letter"] for s in _DATA["suits"])
SUIT_NAMES: Mapping[str, str] = {s["letter"]: s["name"] for s in _DATA["suits"]}
SUIT_EMOJI: Mapping[str, str] = {s["letter"]: s["emoji"] for s in _DATA["suits"]}
START_LIVES: int = _DATA["lives"]
ENDINGS: Mapping[str, str] = dict(_DATA["endings"])
DEALS: Mapping[int, DealShape] = {d["players"]: DealShape(**d) for d in _DATA["deals"]}

_PLAIN_POINTS: dict[int, int] = dict(zip(RANKS, _DATA["plain_points"]))
_NIGHT_POINTS: dict[int, int] = dict(zip(RANKS, _DATA["nightmare_points"]))
_NIGHT_RANK: dict[int, int] = dict(zip(RANKS, _DATA["nightmare_ranks"]))

ALL_CARDS: tuple[str, ...] = tuple(f"{s}{r}" for s in SUITS for r in RANKS)
SUIT_OF: Mapping[str, str] = {c: c[0] for c in ALL_CARDS}
RANK_OF: Mapping[str, int] = {c: int(c[1:]) for c in ALL_CARDS}
# Stable display/action order: by suit, then rank.
ORDER: Mapping[str, int] = {c: i for i, c in enumerate(ALL_CARDS)}


def is_card(text: str) -> bool:
    return text in SUIT_OF


def deck_for(players: int) -> list[str]:
    """The cards used by ``players`` players, in a fixed order (shuffle it)."""
    low = DEALS[players].lowest_rank
    return [c for c in ALL_CARDS if RANK_OF[c] >= low]


def strength(card: str, nightmare: str | None) -> int:
    """The card's rank as it stands with ``nightmare`` as trump (5 -> 11, 7 -> 12)."""
    rank = RANK_OF[card]
    return _NIGHT_RANK[rank] if SUIT_OF[card] == nightmare else rank


def points(card: str, nightmare: str | None) -> int:
    rank = RANK_OF[card]
    return _NIGHT_POINTS[rank] if SUIT_OF[card] == nightmare else _PLAIN_POINTS[rank]


def total_points(cards: list[str], nightmare: str | None) -> int:
    return sum(points(c, nightmare) for c in cards)


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


def describe(card: str) -> Text:
    """A card's name as a catalogue key with data ("red 7" in English)."""
    return Text("game-somnia-card", {"suit": SUIT_OF[card], "rank": RANK_OF[card]})
