"""What each seat may see (K-14).

Public: the field, flywheels, every dream (break tokens face down, placed tokens face up),
how many tokens and unplayed encounters each seat holds, the backs of the held tokens (how
many sand, how many blank: they are kept back up on the table), played permanents, pile
sizes and the face-up encounter discard, and whether the current turn ends the round or
the game (either condition). A seat's own view adds its token particles, its goal card,
its encounter hand and the encounter cards it has just drawn. Goals are revealed when the
game is over, together with the scoring breakdown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import scoring
from .cards import CATALOG
from .dream import public_dream
from .rules import ROUNDS, Phase, field_count, free_steps, max_steps, round_end_due

if TYPE_CHECKING:
    from .state import SomnikumState


def _encounter(card: str) -> dict[str, Any]:
    e = CATALOG.encounters[card]
    return {"id": card, "name": e.name, "kind": "permanent" if e.permanent else "one_shot", "text": e.text}


def token_backs(tokens: list[int]) -> dict[str, int]:
    """How many held tokens show sand on the back and how many a blank back."""
    blank = sum(1 for t in tokens if CATALOG.tokens[t].blank)
    return {"sand": len(tokens) - blank, "blank": blank}


def build_view(s: "SomnikumState", seat: int | None) -> dict[str, Any]:
    t = s.turn
    over = s.is_over
    v: dict[str, Any] = {
        "players": s.players,
        "round": s.round,
        "phase": s.phase,
        "current": None if over else s.current,
        "field": list(s.field),
        "field_count": field_count(s),
        "flywheels": list(s.wheels),
        "dreams": [public_dream(d) for d in s.dreams],
        "token_counts": [len(x) for x in s.tokens],
        "token_backs": [token_backs(x) for x in s.tokens],
        "encounters_held": [len(x) for x in s.hands],
        "encounters_played": [list(x) for x in s.front],
        "deck_size": len(s.deck),
        "bag_size": len(s.bag),
        "encounter_deck_size": len(s.enc_deck),
        "encounter_discard": list(s.enc_discard),
        "over": over,
    }
    if not over and s.phase != Phase.FLYWHEELS:
        ends_by = round_end_due(s)
        v["turn"] = {
            "wheel": t["wheel"],
            "steps": t["steps"] if t["moved"] or s.phase == Phase.PAY else None,
            "to_pay": t["to_pay"],
            "free_steps": free_steps(s, s.current),
            "max_steps": max_steps(s, s.current),
            "backspin": t["backspin"],
            "token_placed": t["placed"],
            "taken": t["taken"],
            "drawn_count": len(t["drawn"]),
            "wandering_star": t["wandering"],
            "round_ends_after_turn": ends_by is not None,
            "round_ends_by": ends_by,
            "game_ends_after_turn": ends_by is not None and s.round >= ROUNDS,
        }
    v["running_scores"] = [running_score(s, x) for x in range(s.players)]
    # For bot players' search (games/somnikum/ai.py): the leftover cards of
    # earlier rounds (public when they leave, K-5), the options, and the
    # turn's public bookkeeping, so a seat can rebuild a position that agrees
    # with all it sees.
    v["removed"] = list(s.removed)
    v["options"] = dict(s.options)
    v["turn_state"] = None if over else {k: val for k, val in t.items() if k not in ("drawn", "particle")}
    if over:
        v["goals"] = list(s.goals)
        v["places"] = s.places()
        v["scores"] = [s.breakdown(x) for x in range(s.players)]
    if seat is not None:
        order = list(CATALOG.particles)
        v["seat"] = seat
        v["tokens"] = sorted((CATALOG.token_particle(x) for x in s.tokens[seat]), key=order.index)
        v["goal"] = s.goals[seat]
        v["goal_particles"] = list(CATALOG.goals[s.goals[seat]].particles)
        v["encounters"] = [_encounter(c) for c in sorted(s.hands[seat])]
        if seat == s.current and not over:
            v["drawn"] = [_encounter(c) for c in t["drawn"]]
            v["picked_token"] = t["particle"]
    return v


def running_score(s: "SomnikumState", seat: int) -> int:
    """The seat's score if the game ended now, from public facts only: its
    dream, the number of encounter cards it holds, its permanents and tokens
    held; the secret goal card's particles are left out (they add at the end)."""
    total: int = scoring.score_dream(s.dreams[seat], None, len(s.hands[seat]), s.front[seat],
                                     len(s.tokens[seat]))["total"]
    return total


def round_standing(s: "SomnikumState") -> list[dict[str, int]]:
    """Each seat's public standing at a round's end (its one line in the
    round's post): cards in its dream, breaks, tokens and encounter cards
    held, and its running score."""
    return [{"cards": sum(len(row) for row in s.dreams[seat]),
             "breaks": sum(1 for row in s.dreams[seat] for e in row if e["brk"]),
             "tokens": len(s.tokens[seat]), "encounters": len(s.hands[seat]),
             "running": running_score(s, seat)} for seat in range(s.players)]
