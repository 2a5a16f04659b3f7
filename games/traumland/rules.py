"""What may be played: leading (rulings 1 and T-5), beating (ruling 2) and passing (ruling 3).

Leading has two cases (ruling 1): the opening lead of a round "plays any
card" (a Divine, or a Dreamer declared as anything, a Divine included); every
later lead is a value card or a Dreamer declared as one, a Divine only from a
hand of nothing else. Callers say which with ``opening``.

The top of a trick is an *entry*: ``{"seat", "card", "colour", "value",
"divine"}``, where ``colour``/``value`` are the card's own or a Dreamer's
declaration, and ``divine`` is true for a Divine or a Dreamer declared Divine.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Hashable, Mapping, Sequence

from words import Text

from .actions import Dream, Pass, Play, is_declaration
from .cards import (
    COLOURS, DIVINE, DREAMER, MAX_VALUE, VALUE_CARDS, VALUES, card_name, colour_of, entry_name, is_value,
    value_cards_in, value_of,
)

Entry = Mapping[str, Any]


def make_entry(seat: int, action: Play | Dream) -> dict[str, Any]:
    """The trick entry an action puts on top."""
    if isinstance(action, Dream):
        return {"seat": seat, "card": DREAMER, "colour": action.colour, "value": action.value,
                "divine": action.divine}
    if action.card == DIVINE:
        return {"seat": seat, "card": DIVINE, "colour": None, "value": None, "divine": True}
    return {"seat": seat, "card": action.card, "colour": colour_of(action.card),
            "value": value_of(action.card), "divine": False}


# Every Dreamer declaration as a value card, by colour then value, and one
# Play per card: built once (frozen dataclasses are slow to create).
ALL_DECLARATIONS: tuple[Dream, ...] = tuple(Dream(c, v) for c in COLOURS for v in VALUES)
_DECLARE: Mapping[tuple[str | None, int | None], Dream] = MappingProxyType(
    {(d.colour, d.value): d for d in ALL_DECLARATIONS})
_PLAY: Mapping[str, Play] = MappingProxyType({c: Play(c) for c in (*VALUE_CARDS, DIVINE)})
_PASS = Pass()
_DREAM_DIVINE = Dream()


def legal_plays(hand: Sequence[str], top: Entry | None, opening: bool = False) -> list[Hashable]:
    """Every legal action for the player to act, in a stable order.

    Order: Pass (when legal), value cards from lowest (by value, then colour),
    a Divine, Dreamer declarations (by colour, then value), a Dreamer as Divine.
    The first card action is therefore the "lowest legal card".
    ``opening``: no card has been played yet this round (ruling 1).
    """
    values = value_cards_in(hand)
    has_divine = DIVINE in hand
    has_dreamer = DREAMER in hand
    actions: list[Hashable] = []
    if top is None and opening:
        # The round's opening lead "plays any card".
        actions += [_PLAY[c] for c in values]
        if has_divine:
            actions.append(_PLAY[DIVINE])
        if has_dreamer:
            actions += ALL_DECLARATIONS
            actions.append(_DREAM_DIVINE)
        return actions
    if top is None:
        # Leading: a value card or a Dreamer declared as one; a Divine only
        # when the hand holds nothing else.
        actions += [_PLAY[c] for c in values]
        if has_dreamer:
            actions += ALL_DECLARATIONS
        if has_divine and not values and not has_dreamer:
            actions.append(_PLAY[DIVINE])
        return actions
    actions.append(_PASS)
    if top["divine"]:
        # On a Divine: a 1 of any colour or a Dreamer declared freely (not Divine).
        actions += [_PLAY[c] for c in values if c[1:] == "1"]
        if has_dreamer:
            actions += ALL_DECLARATIONS
        return actions
    colour, value = top["colour"], top["value"]
    actions += [_PLAY[c] for c in values if c[0] == colour and value_of(c) > value]
    if has_divine:
        actions.append(_PLAY[DIVINE])
    if has_dreamer:
        actions += [_DECLARE[colour, v] for v in range(value + 1, MAX_VALUE + 1)]
        actions.append(_DREAM_DIVINE)
    return actions


def default_play(hand: Sequence[str], top: Entry | None, opening: bool = False) -> Hashable:
    """Pass when passing is legal, otherwise the lowest legal card."""
    return legal_plays(hand, top, opening)[0]


def lone_lead(hand: Sequence[str]) -> Hashable:
    """The lead the engine makes for a lone active player (ruling 9): value
    cards from the lowest, then Dreamers (as the lowest value), Divines last,
    the order that wins the most tricks."""
    return legal_plays(hand, None)[0]


def why_illegal(hand: Sequence[str], top: Entry | None, action: Hashable, opening: bool = False) -> Text:
    """The rule an illegal action breaks, as a catalogue key."""
    if not isinstance(action, (Play, Dream, Pass)):
        return Text("game-traumland-not-a-move")
    if isinstance(action, Pass):
        return Text("game-traumland-lead-no-pass")
    if isinstance(action, Play):
        if not (is_value(action.card) or action.card == DIVINE):
            return Text("game-traumland-dreamer-needs-declaration")
        if action.card not in hand:
            return Text("game-traumland-not-held", {"card": card_name(action.card)})
    else:
        if DREAMER not in hand:
            return Text("game-traumland-no-dreamer")
        if not is_declaration(action.colour, action.value):
            return Text("game-traumland-bad-declaration")
    if top is None:
        if isinstance(action, Play) and action.card == DIVINE and not opening:
            return Text("game-traumland-divine-lead-late")
        if isinstance(action, Dream) and action.divine and not opening:
            return Text("game-traumland-dreamer-lead-divine")
        return Text("game-traumland-lead-not-allowed")
    if top["divine"]:
        if isinstance(action, Dream):
            return Text("game-traumland-dreamer-on-divine")
        return Text("game-traumland-on-divine")
    shown = entry_name(top)
    if isinstance(action, Dream):
        if top["value"] >= MAX_VALUE:
            return Text("game-traumland-dreamer-only-divine", {"card": shown})
        return Text("game-traumland-dreamer-must-beat",
                    {"card": shown, "colour": top["colour"], "low": top["value"] + 1, "high": MAX_VALUE})
    return Text("game-traumland-must-beat", {"card": shown, "colour": top["colour"]})
