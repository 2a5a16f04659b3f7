"""The end of the game: places and results (D-15, D-16)."""

from __future__ import annotations

from typing import Any

from games.base import SeatResult

from .board import OUT


def ranking_key(card: Any) -> tuple[int, int, int]:
    """Players still in the game before those out (who cannot win), then
    points, then dreams on the card (D-16)."""
    return (0 if card.status == OUT else 1, card.score, card.dream_count())


def places(cards: list[Any]) -> list[int]:
    keys = [ranking_key(c) for c in cards]
    return [1 + sum(1 for other in keys if other > k) for k in keys]


def results(state: Any) -> list[SeatResult]:
    ranks = places(state.cards)
    out = []
    for seat, card in enumerate(state.cards):
        won = ranks[seat] == 1 and card.status != OUT
        details = {
            "status": card.status,
            "nightmare": card.nightmare,
            "points": card.score,
            "dreams": card.dream_count(),
            "end": state.over,
        }
        out.append(SeatResult(seat, ranks[seat], won, float(card.score), details))
    return out
