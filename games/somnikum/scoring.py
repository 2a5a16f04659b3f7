"""Final scoring of a Somnikum dream, as a breakdown a renderer can print line by line.

1. ★ on level-1 cards; ★ on level-2 cards x2; ★ on level-3 cards x3, except isolated cards
   (K-9), which score x1 (reported apart as ``stars_isolated``).
2. 1 VP per unplayed encounter card in hand (K-16: played permanents no longer count).
3. 1 VP per occurrence of a goal particle on the dream's cards, nightmares included, tokens
   excluded (K-10).
4. Minus 👁, multiplied by level like ★ except on isolated cards (K-11).
5. Permanent encounters in front of the player: Night Light, Constellation, Sand Keeper.
"""

from __future__ import annotations

from typing import Any, Iterable

from .cards import CATALOG
from .dream import Dream, is_isolated


def _effects(front: Iterable[str]) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for eid in front:
        enc = CATALOG.encounters[eid]
        found.setdefault(enc.effect, []).append(dict(enc.params))
    return found


def score_dream(dream: Dream, goal: str | None, unplayed: int, front: Iterable[str] = (),
                tokens_held: int = 0) -> dict[str, Any]:
    """The full breakdown; ``total`` is the final VP."""
    effects = _effects(front)
    eye_relief = sum(p.get("amount", 1) for p in effects.get("night_light", []))
    stars = {1: 0, 2: 0, 3: 0}
    stars_isolated = 0
    eyes = 0
    isolated_cards: list[str] = []
    goal_particles = CATALOG.goals[goal].particles if goal else ()
    goal_by_particle = {p: 0 for p in goal_particles}
    for level, row in enumerate(dream, start=1):
        for index, entry in enumerate(row):
            card = CATALOG.cards[entry["card"]]
            isolated = is_isolated(row, index, level)
            factor = 1 if isolated else level
            card_eyes = max(0, card.eyes - eye_relief) if card.nightmare else card.eyes
            eyes += card_eyes * factor
            if isolated:
                stars_isolated += card.stars
                isolated_cards.append(card.id)
            else:
                stars[level] += card.stars * level
            for p in card.particles:
                if p in goal_by_particle:
                    goal_by_particle[p] += 1
    bonus: dict[str, int] = {}
    for params in effects.get("constellation", []):
        rows = sum(1 for row in dream if len(row) >= params.get("min_cards", 3) and not any(e["brk"] for e in row))
        bonus["constellation"] = bonus.get("constellation", 0) + rows * params.get("amount", 2)
    for params in effects.get("sand_keeper", []):
        bonus["sand_keeper"] = bonus.get("sand_keeper", 0) + tokens_held // max(1, params.get("per", 3))
    goal_total = sum(goal_by_particle.values())
    total = (stars[1] + stars[2] + stars[3] + stars_isolated + unplayed + goal_total - eyes
             + sum(bonus.values()))
    return {
        "stars_level1": stars[1],
        "stars_level2": stars[2],
        "stars_level3": stars[3],
        "stars_isolated": stars_isolated,
        "isolated_cards": isolated_cards,
        "eyes": -eyes,
        "goal": goal_total,
        "goal_by_particle": goal_by_particle,
        "encounters_unplayed": unplayed,
        "encounter_bonus": bonus,
        "total": total,
    }


def breakdown_lines(b: dict[str, Any]) -> list[str]:
    """Plain lines of a breakdown (renderers may use their own wording)."""
    lines = [
        f"Level 1 stars: {b['stars_level1']}",
        f"Level 2 stars x2: {b['stars_level2']}",
        f"Level 3 stars x3: {b['stars_level3']}",
        f"Isolated cards at x1: {b['stars_isolated']}",
        f"Unplayed encounters: {b['encounters_unplayed']}",
        "Goal particles: {} ({})".format(
            b["goal"], ", ".join(f"{CATALOG.particles[p].name} {n}" for p, n in b["goal_by_particle"].items())),
        f"Eyes: {b['eyes']}",
    ]
    for name, vp in b["encounter_bonus"].items():
        lines.append(f"{name.replace('_', ' ').title()}: {vp}")
    lines.append(f"Total: {b['total']}")
    return lines
