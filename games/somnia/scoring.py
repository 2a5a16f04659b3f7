"""The end of a deal: the ending table for 2, 3 and 4 players, applied in order.

``score_deal`` returns the ending's key (see ``ENDINGS`` for its printed name)
and the seats that lose a life chip. Ties the rulebook leaves open follow
rulings A-7..A-10: every player in a tie of three or more loses, several
players with no trick all lose, a monopolist holds every point of the deal.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from .cards import DEALS


def score_deal(points: Sequence[int], tricks: Sequence[int], total: int) -> tuple[str, list[int]]:
    """(ending key, losers) for one deal's points and tricks won per seat."""
    players = len(points)
    if players == 2:
        return _two(points)
    if players == 3:
        return _three(points, tricks)
    return _four(points, total)


def _captives(points: Sequence[int]) -> list[int]:
    limit = DEALS[len(points)].captive
    return [s for s, p in enumerate(points) if p >= limit]


def _two(points: Sequence[int]) -> tuple[str, list[int]]:
    captive = _captives(points)
    if captive:
        return "captive", captive
    if points[0] == points[1]:
        return "black_string", [0, 1]
    return "dreamless", [0 if points[0] < points[1] else 1]


def _three(points: Sequence[int], tricks: Sequence[int]) -> tuple[str, list[int]]:
    sleepless = [s for s, t in enumerate(tricks) if t == 0]
    if sleepless:
        return "sleepless", sleepless
    captive = _captives(points)
    if captive:
        return "captive", captive
    counts = Counter(points)
    tied = [s for s, p in enumerate(points) if counts[p] > 1]
    if tied:
        return "black_string", tied
    second = sorted(range(3), key=lambda s: -points[s])[1]
    return "between", [second]


def _four(points: Sequence[int], total: int) -> tuple[str, list[int]]:
    seats = list(range(4))
    captive = _captives(points)
    if captive:
        monopolist = [s for s in captive if points[s] == total]
        if monopolist:
            return "monopoly", [s for s in seats if s not in monopolist]
        return "captive", captive
    counts = Counter(points)
    tied = [s for s in seats if counts[points[s]] >= 3]
    if tied:  # all four equal (rule 2), or three equal (ruling A-7)
        return "black_string", tied
    order = sorted(seats, key=lambda s: -points[s])
    a, b, c, d = (points[s] for s in order)
    if a == b and c == d:
        return "two_black_strings", seats
    if a == b:
        return "solitude", [order[2]]
    if c == d:
        return "solitude", [order[1]]
    return "between", sorted(order[1:3])
