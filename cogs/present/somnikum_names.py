"""Names of Somnikum's dream cards and goal cards (``data/somnikum/names.toml``).

The rulebook names neither, so the names are invented (docs/games/somnikum.md
says so); they are presentation only and the engine never reads them.
Encounter cards keep their names from ``encounters.toml``.
"""

from __future__ import annotations

from functools import cache
from typing import Mapping

from games.datafiles import DataError, load_checked
from games.somnikum.cards import CATALOG

SCHEMA: dict[str, dict[str, str]] = {"cards": {}, "goals": {}}
LONGEST = 19  # characters: a name fits the ring card's top line at this length


@cache
def names() -> tuple[Mapping[str, str], Mapping[str, str]]:
    """(card names, goal names), checked: every card and goal named, nothing else, no name too long."""
    data = load_checked("somnikum/names.toml", SCHEMA)
    cards, goals = dict(data["cards"]), dict(data["goals"])
    for kind, given, known in (("cards", cards, CATALOG.cards), ("goals", goals, CATALOG.goals)):
        if set(given) != set(known):
            raise DataError(f"somnikum/names.toml [{kind}]: names {sorted(set(known) - set(given))} missing, "
                            f"{sorted(set(given) - set(known))} unknown")
        for key, name in given.items():
            if not isinstance(name, str) or not 0 < len(name) <= LONGEST:
                raise DataError(f"somnikum/names.toml [{kind}].{key}: a name of 1 to {LONGEST} characters")
    return cards, goals


def card_name(card_id: str) -> str:
    return names()[0].get(card_id, card_id)


def goal_name(goal_id: str) -> str:
    return names()[1].get(goal_id, goal_id)
