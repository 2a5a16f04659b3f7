"""Names of Somnikum's dream cards, goal cards, particles and encounter
cards, in the reader's language: cards and goals from the catalogue's
``## somnikum`` section (``somnikum-card-<id>``, ``somnikum-goal-<id>``),
particles and encounters from the engines' keys (``game-somnikum-particle``,
``game-somnikum-encounter``, ``game-somnikum-encounter-text``).

The rulebook names no card, so the card and goal names are invented
(docs/games/somnikum.md says so); particles, plots and the game's terms follow
the Russian rulebook. They are presentation only and the engine never reads
them: the data files keep the ids.
"""

from __future__ import annotations

from functools import cache
from typing import Mapping

from games.datafiles import DataError
from games.somnikum.cards import CATALOG
from words import LANGUAGES, catalogue, say, t

LONGEST = 19  # characters: a name fits the ring card's top line at this length


def _key(kind: str, ident: str) -> str:
    return f"somnikum-{kind}-{ident.lower().replace('_', '-')}"


@cache
def checked() -> bool:
    """Every card and goal named in every language, no name too long, no two cards alike."""
    book = catalogue()
    for lang in LANGUAGES:
        for kind, known in (("card", CATALOG.cards), ("goal", CATALOG.goals)):
            missing = sorted(i for i in known if not book.has(lang, _key(kind, i)))
            if missing:
                raise DataError(f"words/{lang}.ftl: somnikum {kind} names {missing} missing")
            for ident in known:
                name = say(lang, _key(kind, ident))
                if not 0 < len(name) <= LONGEST:
                    raise DataError(f"words/{lang}.ftl: {_key(kind, ident)}: a name of 1 to {LONGEST} characters")
        cards = [say(lang, _key("card", i)) for i in CATALOG.cards]
        if len(set(cards)) != len(cards):
            raise DataError(f"words/{lang}.ftl: two somnikum cards share a name")
    return True


def names() -> tuple[Mapping[str, str], Mapping[str, str]]:
    """(card names, goal names) in the language spoken now, checked."""
    checked()
    return ({c: t(_key("card", c)) for c in CATALOG.cards}, {g: t(_key("goal", g)) for g in CATALOG.goals})


def card_name(card_id: str) -> str:
    return t(_key("card", card_id)) if card_id in CATALOG.cards else card_id


def goal_name(goal_id: str) -> str:
    return t(_key("goal", goal_id)) if goal_id in CATALOG.goals else goal_id


# Particles and encounter cards are named by the engines' keys (## games), which their reasons use too.

def particle_name(key: str) -> str:
    return t("game-somnikum-particle", particle=key) if key in CATALOG.particles else key


def encounter_name(card: str) -> str:
    return t("game-somnikum-encounter", encounter=card) if card in CATALOG.encounters else card


def encounter_text(card: str) -> str:
    return t("game-somnikum-encounter-text", encounter=card) if card in CATALOG.encounters else card
