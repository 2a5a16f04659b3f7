"""What a seat (or the channel) may see of a Traumland position."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Dream, Play
from .cards import DREAMER, TARGET_LEVEL
from .rules import legal_plays

if TYPE_CHECKING:  # pragma: no cover
    from .state import TraumlandState


def build_view(state: "TraumlandState", seat: int | None) -> dict[str, Any]:
    top = state.trick[-1] if state.trick else None
    v: dict[str, Any] = {
        "players": state.players,
        "round": state.round,
        "dealer": state.dealer,
        "levels": list(state.levels),
        "markers": list(state.markers),
        "tricks": list(state.tricks),
        "hand_sizes": [len(h) for h in state.hands],
        "top": None if top is None else dict(top),
        "trick_owner": None if top is None else top["seat"],
        "trick": [dict(e) for e in state.trick],
        "played": [{"seat": seat, "card": card} for seat, card in state.played],
        "passes": list(state.passes),
        "leader": state.leader,
        "current": None if state.over else state.turn,
        "phase": "over" if state.over else ("lead" if top is None else "beat"),
        "opening_lead": not state.over and top is None and state.opening,
        "retired": list(state.retired),
        "reached_12": list(state.reached_12),
        "holder_of_12": state.holder_of_12,
        "out_count": len(state.out),
        "target_level": TARGET_LEVEL,
        "most_beyond_12": bool(state.options["most_beyond_12"]),
        "lone_player_ends_round": bool(state.options["lone_player_ends_round"]),
        "last_round": None if state.last_round is None else dict(state.last_round),
        "over": state.over,
    }
    if seat is not None:
        hand = state.hands[seat]
        v["seat"] = seat
        v["hand"] = list(hand)
        playable: list[str] = []
        if not state.over and seat == state.turn:
            for action in legal_plays(hand, top, state.opening):
                card = action.card if isinstance(action, Play) else DREAMER if isinstance(action, Dream) else None
                if card is not None and card not in playable:
                    playable.append(card)
        v["playable"] = playable
    return v
