"""Choices the Storyteller makes without touching the game's dice.

A told story (which line of a bank, which role the sunrise hint is about) and
the absent Demon's night-1 seduction must vary from table to table, yet a
replay of the same seed and actions must tell the same story. Drawing them
from the state's :class:`~games.base.Rng` would move every later draw (a
final-vote tie-break) and differ whenever a renderer asked more or fewer
times, so they come from :func:`pick`: a fresh ``random.Random`` seeded with a
string built from the table's seed and the choice's key. String seeding is
stable across processes (as ``Rng`` relies on), and it costs as much to
reverse as the deal itself, so the public choices give away nothing cheaper
about the seed than the roles already do.

>>> pick("42", 5, "dawn", 3) == pick("42", 5, "dawn", 3)
True
>>> 0 <= pick("42", 5, "dawn", 3) < 5
True
"""

from __future__ import annotations

import random


def pick(seed: str | int, n: int, *key: object) -> int:
    """A stable index in ``range(n)`` for ``key`` at the table seeded ``seed``."""
    if n <= 0:
        raise ValueError("nothing to pick from")
    text = ":".join(str(part) for part in ("somna-story", seed, *key))
    return random.Random(text).randrange(n)
