"""Builders for Darkly Dreaming known-answer tests (no tests here).

``build`` makes a state from chosen cards and a chosen deck top, keeping the
whole game at 80 dreams (20 per type) by filling the rest of the deck.
``roll_for`` runs step 3 for chosen dreams and forced dice, exactly as the
``Return`` action would after the dreamer kept those dreams.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from games.darkly_dreaming import GAME
from games.darkly_dreaming.cards import RULES, TYPES
from games.darkly_dreaming.state import DarklyState


def card(points=(), hunt=(), exhaust=(), shadow=None, status="dreamer", nightmare=None) -> dict[str, Any]:
    """A card dict: points like "D1"/"P2", exhaust like "C+" (up) / "C-" (down),
    shadow like {"E": 2}."""
    sh = {t: 0 for t in TYPES}
    sh.update(shadow or {})
    return {"status": status, "nightmare": nightmare, "points": list(points), "hunt": list(hunt),
            "exhaust": list(exhaust), "shadow": sh}


def nightmare(kind: str, points=()) -> dict[str, Any]:
    return card(points=points, status="nightmare", nightmare=kind)


def _letters(c: dict[str, Any]) -> list[str]:
    out = [p[0] for p in c["points"]] + list(c["hunt"]) + [x[0] for x in c["exhaust"]]
    for t, n in c["shadow"].items():
        out += [t] * n
    return out


def build(cards: list[dict[str, Any]], *, top: Iterable[str] = (), deck: list[str] | None = None,
          current: int = 0, first: int | None = None, marker: int = 3, final: bool = False,
          goal: int = 15, dice: Iterable[int] = (), start: bool = True) -> DarklyState:
    """A state with these cards. The deck is ``top`` followed by the dreams
    that complete 20 of each type (or exactly ``deck`` if given). With
    ``start`` the current seat's turn begins (draw, or a comatose turn)."""
    if deck is None:
        used = Counter(t for c in cards for t in _letters(c)) + Counter(top)
        rest = [t for t in TYPES for _ in range(RULES.kinds[t].count - used[t])]
        deck = list(top) + rest
    d = {
        "players": len(cards), "options": {"goal": goal}, "rng": {"seed": "test", "n": 0, "forced": []},
        "deck": deck, "cards": cards, "first": current if first is None else first, "current": current,
        "marker": marker, "pending": None, "stack": [], "final": final, "over": None, "turn": 0,
        "last_rolls": [],
    }
    state = GAME.from_dict(d)
    state.rng.force(*dice)
    if start:
        state._ev = []
        state._start_turn(current)
        if state.pending is None and state.over is None:
            state._finish_turn()
        state._ev = []
    return state


def roll_for(state: DarklyState, seat: int, dreams: list[str], dice: list[int]) -> list:
    """Step 2 and 3 of ``seat``'s turn with kept ``dreams`` showing ``dice``;
    returns the events. The dreams are taken from the deck (census stays 80)."""
    for d in dreams:
        _take_from_bottom(state, d)
    state.pending = None
    state._ev = []
    state.rng.force(*dice)
    state.stack += [{"op": "step4", "seat": seat}, {"op": "checks", "seat": seat}]
    state._push_resolve(seat, seat, state._roll(seat, seat, dreams, "turn"))
    state._run()
    events, state._ev = state._ev, []
    return events


def _take_from_bottom(state: DarklyState, dream: str) -> None:
    """Take a dream from the bottom of the deck (the top stays as the test chose)."""
    index = len(state.deck) - 1 - state.deck[::-1].index(dream)
    del state.deck[index]


def nightmare_rolls(state: DarklyState, nm: int, target: int, dream: str, die: int) -> list:
    """A Nightmare's roll of ``dream`` for ``target`` (its draw and return skipped)."""
    _take_from_bottom(state, dream)
    state.pending = {"kind": "target", "seat": nm, "dream": dream}
    state.current = nm
    state.rng.force(die)
    return state.apply(nm, GAME.decode(f"t:{target}"))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of(events, kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in events if e.kind == kind]


def census_ok(state: DarklyState) -> bool:
    c = state.census()
    return all(c[t] == RULES.kinds[t].count for t in TYPES) and sum(c.values()) == RULES.deck_total


def die(dream: str, result: str) -> int:
    """A die value that gives ``result`` on a dream of this type (from the data file)."""
    return RULES.kinds[dream].faces.index(result) + 1
