"""Who leads a new round (ruling 6) and the final places (rulings 7 and 8)."""

from __future__ import annotations

from typing import Any, Sequence

from games.base import SeatResult, places_by_score


def next_round_leader(levels: Sequence[int], dealer: int) -> int:
    """The lowest level leads. Among equals, the first of them clockwise from
    the left of the highest-level player; if all are level, the dealer's left.

    When several players share the highest level, the one counted from is the
    first of them clockwise from the dealer's left (ruling added here).
    """
    n = len(levels)
    low, high = min(levels), max(levels)
    if low == high:
        return (dealer + 1) % n
    clockwise = [(dealer + 1 + i) % n for i in range(n)]
    top = next(s for s in clockwise if levels[s] == high)
    return next((top + i) % n for i in range(1, n + 1) if levels[(top + i) % n] == low)


def places(levels: Sequence[int], holder_of_12: int | None) -> list[int]:
    """The holder of the 12 card is first; the rest by level, equal levels share."""
    if holder_of_12 is None:
        return places_by_score(levels)
    others = [s for s in range(len(levels)) if s != holder_of_12]
    ranked = places_by_score([levels[s] for s in others])
    result = [1] * len(levels)
    for s, p in zip(others, ranked):
        result[s] = p + 1
    return result


def outcome(levels: Sequence[int], holder_of_12: int | None, reached_12: Sequence[int],
            tricks: Sequence[int]) -> list[SeatResult]:
    placed = places(levels, holder_of_12)
    results = []
    for seat, level in enumerate(levels):
        details: dict[str, Any] = {
            "level": level,
            "holder_of_12": seat == holder_of_12,
            "reached_12": seat in reached_12,
            # The holder reached 12 after someone else in the same round and took the card from them.
            "took_12": seat == holder_of_12 and len(reached_12) > 1,
            "tricks_last_round": tricks[seat],
        }
        results.append(SeatResult(seat, placed[seat], placed[seat] == 1, float(level), details))
    return results
