"""Dealing unseen cards into hidden places, consistently with what a seat saw.

A determinization needs the cards a seat cannot see (others' hands, a draw
deck, cards set aside) redealt at random into places of known sizes, where
some places are known not to hold some cards (a seat that failed to follow
holds none of that suit). :func:`deal` does that for any card game.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

Excludes = Callable[[int, str], bool]


def deal(cards: Sequence[str], sizes: Sequence[int], excluded: Excludes, rng: random.Random,
         tries: int = 20) -> list[list[str]]:
    """``cards`` shuffled into places of ``sizes`` (which must add up to
    ``len(cards)``), place ``i`` never getting a card with ``excluded(i, card)``.

    The most constrained cards go first, each to a random place with room
    among those allowed; a dead end retries. Consistent constraints (the real
    world satisfies them) almost never fail; if every try fails the last
    try's constraints are dropped for the cards left, so the caller always
    gets a deal."""
    if sum(sizes) != len(cards):
        raise ValueError(f"{len(cards)} cards do not fill places of sizes {list(sizes)}")
    places = range(len(sizes))
    allowed = {c: [p for p in places if sizes[p] and not excluded(p, c)] for c in cards}
    order = list(cards)
    for attempt in range(tries):
        rng.shuffle(order)
        order.sort(key=lambda c: len(allowed[c]))  # stable: random among equals
        room = list(sizes)
        out: list[list[str]] = [[] for _ in places]
        last = attempt == tries - 1
        for card in order:
            open_places = [p for p in allowed[card] if room[p]]
            if not open_places:
                if not last:
                    break
                open_places = [p for p in places if room[p]]
            place = open_places[rng.randrange(len(open_places))]
            out[place].append(card)
            room[place] -= 1
        else:
            return out
    raise AssertionError("unreachable: the last try always deals")  # pragma: no cover
