"""Sentences that say which rule an illegal Somnikum action breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

from .actions import (Attach, Back, ChooseToken, ChooseWheel, EndTurn, Keep, Mend, Pay, PlaceFlywheels, PlaceOn,
                      Play, Rob, Steps)
from .cards import CATALOG
from .dream import next_position
from .rules import Phase, field_count, free_steps, held_of, max_steps, token_targets

if TYPE_CHECKING:
    from .state import SomnikumState

WHAT_NOW = {
    Phase.FLYWHEELS: "place the flywheels",
    Phase.START: "place a sand token, play an encounter or choose a flywheel",
    Phase.TOKEN: "choose the card for your token",
    Phase.STEPS: "choose how far the flywheel moves",
    Phase.PAY: "choose the tokens that pay for the extra steps",
    Phase.ATTACH: "choose where the card goes in your dream",
    Phase.KEEP: "keep one of the encounter cards you drew",
    Phase.AFTER: "play an encounter or end your turn",
    Phase.EXTRA: "choose the flywheel for the Wandering Star step",
    Phase.DUST: "choose the token for Golden Dust",
    Phase.DUST_TARGET: "choose the card for Golden Dust",
    Phase.MEND: "choose the break to mend",
    Phase.ROB: "choose whom to rob",
}


def explain(s: "SomnikumState", seat: int, action: Hashable) -> str:
    now = f"Now you must {WHAT_NOW.get(s.phase, 'wait')}."
    p = s.phase
    if isinstance(action, Steps) and p == Phase.STEPS:
        most = max_steps(s, seat)
        return (f"You can move at most {most} steps: the first {free_steps(s, seat)} are free, each further "
                f"step costs one of your {len(s.tokens[seat])} sand tokens, and a step is one card on the field.")
    if isinstance(action, Attach) and p == Phase.ATTACH:
        if action.level in (2, 3) and next_position(s.dreams[seat], action.level) is None:
            return (f"Level {action.level} has no room: a card there must go under the next pair of cards "
                    f"one level up that has no break between them.")
    if isinstance(action, ChooseToken) and p == Phase.START:
        if s.turn["placed"]:
            return "You have already added a particle this turn."
        if action.particle not in CATALOG.particles or not held_of(s, seat, action.particle):
            return "You hold no sand token with that particle."
        return ("That token fits none of your rightmost cards: on a card of another plot you need two "
                "identical tokens (one goes back into the bag).")
    if isinstance(action, PlaceOn) and p == Phase.TOKEN:
        if action.level not in token_targets(s, seat, s.turn["particle"]):
            return ("You can put a token only on the last card of one of your rows, and on a card of another "
                    "plot only by giving back a second identical token.")
    if isinstance(action, Pay) and p == Phase.PAY:
        return "You hold no sand token with that particle."
    if isinstance(action, Play):
        if action.encounter not in s.hands[seat]:
            return "You do not hold that encounter card."
        if p not in (Phase.START, Phase.ATTACH, Phase.AFTER):
            return f"You cannot play an encounter card at this moment. {now}"
        if p == Phase.AFTER and field_count(s) <= s.players:
            return ("Your card left only as many cards on the field as there are players: the round ends at "
                    "once (condition A), so no encounter card may be played after it. End your turn.")
        return "That encounter card has no effect now, so it cannot be played."
    if isinstance(action, Keep) and p == Phase.KEEP:
        return "Keep one of the encounter cards you just drew."
    if isinstance(action, Rob) and p == Phase.ROB:
        return "Choose another player who holds at least one sand token."
    if isinstance(action, Mend) and p == Phase.MEND:
        return "There is no break on the left of that card in your dream."
    if isinstance(action, PlaceFlywheels) and p == Phase.FLYWHEELS:
        return f"Choose a gap between 0 and {len(s.field) - 1}."
    if isinstance(action, (Back, ChooseWheel, EndTurn, PlaceOn, Pay, Keep, Rob, Mend, PlaceFlywheels, Steps,
                           Attach, ChooseToken)):
        return f"That is not a choice at this moment. {now}"
    return "That is not a move of Somnikum."
