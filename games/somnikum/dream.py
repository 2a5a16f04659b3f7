"""The geometry of a player's dream: three rows (levels) built as an inverted pyramid.

A dream is ``[row1, row2, row3]``; a row is a list of entries, left to right::

    {"pos": 3, "card": "F10", "brk": False, "btok": None, "tokens": [12]}

``pos`` is the place in the row. Level 1 is contiguous (0, 1, 2 ...). A card at
place ``j`` of level L >= 2 lies under the pair of places ``(j, j+1)`` of level
L-1, which must both hold cards with no break between them (an "unbroken
pair"). ``brk`` says the entry has a break on its LEFT side (towards the
previous card of its row); ``btok`` is the face-down sand token marking it
(None when the bag was empty, K-13). ``tokens`` are sand tokens placed on the
card (face up). Rulings used here: K-6 (where deeper cards go), K-7 (holes),
K-8 (first card of a level), K-9 (isolation).
"""

from __future__ import annotations

from typing import Any, Iterator

from .cards import CATALOG

Entry = dict[str, Any]
Row = list[Entry]
Dream = list[Row]

LEVELS = (1, 2, 3)


def new_dream() -> Dream:
    return [[], [], []]


def entry_particles(entry: Entry) -> set[str]:
    """Particles a card in a dream counts as having: its own plus tokens placed on it (rule A/B)."""
    found = set(CATALOG.cards[entry["card"]].particles)
    found.update(CATALOG.token_particle(t) for t in entry["tokens"])
    return found


def unbroken_pair(row: Row, left_pos: int) -> bool:
    """True when places ``left_pos`` and ``left_pos + 1`` both hold cards joined without a break.

    Two cards separated by a hole are never a pair (K-7): places must be consecutive.
    """
    by_pos = {e["pos"]: e for e in row}
    right = by_pos.get(left_pos + 1)
    return left_pos in by_pos and right is not None and not right["brk"]


def next_position(dream: Dream, level: int) -> int | None:
    """The place a new card of ``level`` would take, or None if the level has no room.

    Level 1 always has room. Deeper levels take the next unbroken pair to the right of the
    row's last card; broken pairs are skipped, unbroken ones may not be (K-6).
    """
    row = dream[level - 1]
    if level == 1:
        return len(row)
    above = dream[level - 2]
    if len(above) < 2:
        return None
    start = row[-1]["pos"] + 1 if row else 0
    last_above = above[-1]["pos"]
    for j in range(start, last_above):
        if unbroken_pair(above, j):
            return j
    return None


def open_levels(dream: Dream) -> list[int]:
    return [level for level in LEVELS if next_position(dream, level) is not None]


def matches(previous: Entry, card_id: str) -> bool:
    """A card continues the dream when it shares a particle with the card on its left."""
    return bool(entry_particles(previous) & set(CATALOG.cards[card_id].particles))


def rightmost(dream: Dream) -> list[tuple[int, Entry]]:
    """The last card of every non-empty row (K-1: where tokens may go), by level."""
    return [(level, dream[level - 1][-1]) for level in LEVELS if dream[level - 1]]


def is_isolated(row: Row, index: int, level: int) -> bool:
    """K-9: a card of level 2/3 whose existing neighbour sides all carry a break scores at x1.

    Neighbours are the previous and next cards of the row (holes do not separate them, K-7).
    A card alone in its row has no neighbour sides and is not isolated.
    """
    if level == 1 or len(row) < 2:
        return False
    sides = []
    if index > 0:
        sides.append(row[index]["brk"])
    if index < len(row) - 1:
        sides.append(row[index + 1]["brk"])
    return all(sides)


def breaks(dream: Dream) -> list[tuple[int, Entry]]:
    """Every entry with a break on its left, by level, left to right."""
    return [(level, e) for level in LEVELS for e in dream[level - 1] if e["brk"]]


def all_entries(dream: Dream) -> Iterator[tuple[int, int, Entry]]:
    for level in LEVELS:
        for index, entry in enumerate(dream[level - 1]):
            yield level, index, entry


def copy_dream(dream: Dream) -> Dream:
    return [[{**e, "tokens": list(e["tokens"])} for e in row] for row in dream]


def public_dream(dream: Dream) -> list[list[dict[str, Any]]]:
    """The dream as everyone sees it: break tokens lie face down, placed tokens face up."""
    return [
        [{"pos": e["pos"], "card": e["card"], "break": e["brk"],
          "tokens": [CATALOG.token_particle(t) for t in e["tokens"]]} for e in row]
        for row in dream
    ]
