"""The public view. Everything but the deck order is public, so every seat
sees the same view as the channel."""

from __future__ import annotations

import copy
from typing import Any

from .board import Card, StateFields
from .cards import RULES, TYPES


def danger(card: Card, shadow_limit: int) -> dict[str, Any]:
    """How close a dreamer is to each limit checked after step 3."""
    biggest = max(TYPES, key=lambda t: card.shadow[t])
    return {
        "exhaust": len(card.exhaust),
        "exhaust_limit": RULES.exhaust_limit,
        "face_down": card.face_down,
        "face_down_limit": RULES.face_down_limit,
        "hunt": len(card.hunt),
        "hunt_limit": RULES.hunt_limit,
        "shadow": card.shadow[biggest],
        "shadow_type": biggest if card.shadow[biggest] else None,
        "shadow_limit": shadow_limit,
    }


def focus(state: StateFields) -> int | None:
    """The dreamer the current decision is about: the current dreamer, else
    the dreamer a Nightmare is rolling for or acting on."""
    if state.cards[state.current].is_dreamer:
        return state.current
    p = state.pending or {}
    if "dreamer" in p:
        dreamer: int = p["dreamer"]
        return dreamer
    for task in state.stack:
        if task["op"] == "checks":
            checked: int = task["seat"]
            return checked
    return None


def build_view(state: Any, seat: int | None) -> dict[str, Any]:
    cards: list[Card] = state.cards
    limit = state.shadow_limit
    seat_in_focus = None if state.over else focus(state)
    current_danger = None
    if seat_in_focus is not None and cards[seat_in_focus].is_dreamer:
        current_danger = {"seat": seat_in_focus, **danger(cards[seat_in_focus], limit)}
    return {
        "seat": seat,
        "current": state.current,
        "first_player": state.first,
        "turn": state.turn,
        "sleep_marker": state.marker if cards[state.current].is_dreamer else None,
        "piles": [c.public() for c in cards],
        "points": [c.score for c in cards],
        "status": [c.status for c in cards],
        "nightmare": [c.nightmare for c in cards],
        "deck_size": len(state.deck),
        "pending": None if state.over else copy.deepcopy(state.pending),
        "last_rolls": copy.deepcopy(state.last_rolls),
        "danger": [danger(c, limit) if c.is_dreamer else None for c in cards],
        "current_danger": current_danger,
        "final_round": state.final,
        "goal": state.goal,
        "over": state.over,
        "limits": {
            "hunt": RULES.hunt_limit,
            "face_down": RULES.face_down_limit,
            "exhaust": RULES.exhaust_limit,
            "shadow": limit,
            "max_marker": RULES.max_marker,
        },
        "dreams": {t: {"name": RULES.name(t), "faces": list(RULES.kinds[t].faces)} for t in TYPES},
        # For bot players' search (games/darkly_dreaming/ai.py): the deck's
        # make-up (public: 20 of each type less every dream in sight) and the
        # rolled dreams still to resolve, so a seat can rebuild the position
        # but the deck order.
        "deck_counts": {t: state.deck.count(t) for t in TYPES},
        "stack": [] if state.over else copy.deepcopy(state.stack),
    }
