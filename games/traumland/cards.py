"""Traumland's 53 cards, read from data/traumland/cards.toml.

Cards are short strings: ``"R7"`` (red 7; colours R, B, Y, G; values 1..11),
``"DIV"`` (a Divine), ``"DRM"`` (a Dreamer) and ``"12"`` (the winner's marker,
never dealt). The four Divines are alike, and so are the four Dreamers.
"""

from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import Iterable, Mapping

from games.datafiles import DataError, load_checked
from words import Text

SCHEMA = {
    "colours": [str],
    "colour_names": [str],
    "max_value": int,
    "divine": int,
    "dreamer": int,
    "twelve": int,
    "start_level": int,
    "target_level": int,
    "hand_size": {"2": int, "3": int, "4": int},
}

_DATA = load_checked("traumland/cards.toml", SCHEMA)
if len(_DATA["colours"]) != len(_DATA["colour_names"]):
    raise DataError("traumland/cards.toml: colours and colour_names differ in length")

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
COLOUR_NAMES: Mapping[str, str] = MappingProxyType(dict(zip(COLOURS, _DATA["colour_names"])))
MAX_VALUE: int = _DATA["max_value"]
VALUES: tuple[int, ...] = tuple(range(1, MAX_VALUE + 1))
START_LEVEL: int = _DATA["start_level"]
TARGET_LEVEL: int = _DATA["target_level"]
HAND_SIZE: Mapping[int, int] = MappingProxyType({int(k): v for k, v in _DATA["hand_size"].items()})

DIVINE = "DIV"
DREAMER = "DRM"
TWELVE = "12"

VALUE_CARDS: tuple[str, ...] = tuple(f"{c}{v}" for c in COLOURS for v in VALUES)
_VALUE_SET = frozenset(VALUE_CARDS)
# Lookup tables (read-only) so the hot paths do no string parsing.
_VALUE: Mapping[str, int] = MappingProxyType({f"{c}{v}": v for c in COLOURS for v in VALUES})
_LOW_KEY: Mapping[str, tuple[int, int]] = MappingProxyType(
    {f"{c}{v}": (v, i) for i, c in enumerate(COLOURS) for v in VALUES})


_SORT_KEY: Mapping[str, tuple[int, int]] = MappingProxyType({
    **{f"{c}{v}": (i, v) for i, c in enumerate(COLOURS) for v in VALUES},
    DREAMER: (len(COLOURS), 0), DIVINE: (len(COLOURS) + 1, 0), TWELVE: (len(COLOURS) + 2, 0),
})


def deck_without_twelve() -> list[str]:
    """The 52 cards that can be markers or dealt, in a fixed order."""
    return list(VALUE_CARDS) + [DIVINE] * _DATA["divine"] + [DREAMER] * _DATA["dreamer"]


ALL_CARDS: Mapping[str, int] = MappingProxyType(
    dict(Counter(deck_without_twelve() + [TWELVE] * _DATA["twelve"]))
)
DECK_SIZE: int = sum(ALL_CARDS.values())


def value_cards_in(cards: Iterable[str]) -> list[str]:
    """The distinct value cards among ``cards``, lowest first (by value, then colour)."""
    return sorted(_VALUE_SET.intersection(cards), key=_LOW_KEY.__getitem__)


def is_value(card: str) -> bool:
    return card in _VALUE_SET


def colour_of(card: str) -> str:
    return card[0]


def value_of(card: str) -> int:
    return _VALUE[card]


def value_card(colour: str, value: int) -> str:
    return f"{colour}{value}"


def sort_key(card: str) -> tuple[int, int]:
    """Hand order: by colour, then value; Dreamers, then Divines last."""
    return _SORT_KEY[card]


def low_key(card: str) -> tuple[int, int]:
    """'Lowest card first' order of value cards: by value, then colour."""
    return _LOW_KEY[card]


def card_name(card: str) -> Text:
    """A card's name as a catalogue key: 'red 7', 'Divine', 'Dreamer', '12'."""
    if is_value(card):
        return Text("game-traumland-card", {"kind": "value", "colour": colour_of(card), "value": value_of(card)})
    kind = {DIVINE: "divine", DREAMER: "dreamer"}.get(card, "other")
    return Text("game-traumland-card", {"kind": kind, "card": card})


def entry_name(entry: Mapping[str, object]) -> Text:
    """A played card with its declaration: 'blue 8', 'Dreamer as blue 8', 'Dreamer as Divine'."""
    if entry["card"] == DREAMER:
        shown = (card_name(DIVINE) if entry["divine"] else
                 Text("game-traumland-card", {"kind": "value", "colour": str(entry["colour"]), "value": entry["value"]}))
        return Text("game-traumland-dreamer-as", {"card": shown})
    return card_name(str(entry["card"]))
