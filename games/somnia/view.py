"""What a seat (or the channel) may see of a Somnia position.

Public: life chips, the Nightmare, the trick on the table and who is winning
it, every captured card (they lie face up, ruling 9), hand and deck sizes,
whose turn it is, the points each seat holds counted with the current
Nightmare, the deal's completed tricks in play order, the suits each seat
has shown it lacks (``voids``, see ``rules.shown_voids``), and each card's
rank and points as they stand with it (``card_values``: the Nightmare's 5 and
7 are promoted). A seat's own view
adds its hand, the cards it may play now and (option ``allow_revoke``) the
cards it could revoke with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import rules
from .cards import SUIT_EMOJI, SUIT_NAMES, deck_for, points, strength

if TYPE_CHECKING:
    from .state import SomniaState


def build_view(state: "SomniaState", seat: int | None) -> dict[str, Any]:
    night = state.nightmare
    led = rules.led_suit(state.trick)
    v: dict[str, Any] = {
        "players": state.players,
        "lives": list(state.lives),
        "nightmare": night,
        "nightmare_name": SUIT_NAMES[night] if night else None,
        "trick": [{"seat": s, "card": c} for s, c in state.trick],
        "winning": rules.trick_winner(state.trick, night) if state.trick else None,
        "card_values": {c: [strength(c, night), points(c, night)] for c in deck_for(state.players)},
        "captured": [list(c) for c in state.captured],
        "hand_sizes": [len(h) for h in state.hands],
        "dealer": state.dealer,
        "deck_size": len(state.deck),
        "current": None if state.over else state.current,
        "leader": state.leader,
        "led_suit": led,
        "points": state.points(),
        "tricks_won": list(state.tricks),
        "deal_tricks": [[{"seat": s, "card": c} for s, c in t] for t in state.deal_tricks],
        "trick_number": sum(state.tricks) + (0 if state.over else 1),
        "deal_number": state.deal_number,
        "last_trick": None if state.last_trick is None else {
            "winner": state.last_trick["winner"],
            "cards": [{"seat": s, "card": c} for s, c in state.last_trick["cards"]],
        },
        "last_deal": None if state.last_deal is None else dict(state.last_deal),
        "allow_revoke": bool(state.options.get("allow_revoke")),
        "suits": {s: {"name": SUIT_NAMES[s], "emoji": SUIT_EMOJI[s]} for s in SUIT_NAMES},
        "over": state.over,
    }
    v["voids"] = ([[] for _ in range(state.players)] if v["allow_revoke"]
                  else rules.shown_voids(state.players, state.deal_tricks, state.trick))
    if v["last_deal"] is not None:
        v["last_deal"]["points"] = list(v["last_deal"]["points"])
        v["last_deal"]["tricks"] = list(v["last_deal"]["tricks"])
        v["last_deal"]["losers"] = list(v["last_deal"]["losers"])
    if seat is not None:
        hand = state.hands[seat]
        v["seat"] = seat
        v["hand"] = list(hand)
        mine = not state.over and state.current == seat
        v["playable"] = rules.legal_cards(hand, state.trick, state.nightmare) if mine else []
        may_revoke = mine and v["allow_revoke"] and state.lives[seat] > 0
        v["revokes"] = rules.revoke_cards(hand, state.trick, state.nightmare) if may_revoke else []
    return v
