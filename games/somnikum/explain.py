"""Which rule an illegal Somnikum action breaks, as a catalogue key with data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

from words import Text

from .actions import (Attach, Back, ChooseToken, ChooseWheel, EndTurn, Keep, Mend, Pay, PlaceFlywheels, PlaceOn,
                      Play, Rob, Steps)
from .cards import CATALOG
from .dream import next_position
from .rules import Phase, field_count, free_steps, held_of, max_steps, token_targets

if TYPE_CHECKING:
    from .state import SomnikumState

def explain(s: "SomnikumState", seat: int, action: Hashable) -> Text:
    # What the phase asks for instead: the catalogue's selector on $phase.
    now = Text("game-somnikum-now", {"phase": s.phase})
    p = s.phase
    if isinstance(action, Steps) and p == Phase.STEPS:
        return Text("game-somnikum-too-many-steps",
                    {"most": max_steps(s, seat), "free": free_steps(s, seat), "tokens": len(s.tokens[seat])})
    if isinstance(action, Attach) and p == Phase.ATTACH:
        if action.level in (2, 3) and next_position(s.dreams[seat], action.level) is None:
            return Text("game-somnikum-level-full", {"level": action.level})
    if isinstance(action, ChooseToken) and p == Phase.START:
        if s.turn["placed"]:
            return Text("game-somnikum-particle-added")
        if action.particle not in CATALOG.particles or not held_of(s, seat, action.particle):
            return Text("game-somnikum-no-such-token")
        return Text("game-somnikum-token-fits-nothing")
    if isinstance(action, PlaceOn) and p == Phase.TOKEN:
        if action.level not in token_targets(s, seat, s.turn["particle"]):
            return Text("game-somnikum-token-where")
    if isinstance(action, Pay) and p == Phase.PAY:
        return Text("game-somnikum-no-such-token")
    if isinstance(action, Play):
        if action.encounter not in s.hands[seat]:
            return Text("game-somnikum-encounter-not-held")
        if p not in (Phase.START, Phase.ATTACH, Phase.AFTER):
            return Text("game-somnikum-encounter-not-now", {"now": now})
        if p == Phase.AFTER and field_count(s) <= s.players:
            return Text("game-somnikum-encounter-round-over")
        return Text("game-somnikum-encounter-no-effect")
    if isinstance(action, Keep) and p == Phase.KEEP:
        return Text("game-somnikum-keep-drawn")
    if isinstance(action, Rob) and p == Phase.ROB:
        return Text("game-somnikum-rob-whom")
    if isinstance(action, Mend) and p == Phase.MEND:
        return Text("game-somnikum-no-break")
    if isinstance(action, PlaceFlywheels) and p == Phase.FLYWHEELS:
        return Text("game-somnikum-gap-range", {"last": len(s.field) - 1})
    if isinstance(action, (Back, ChooseWheel, EndTurn, PlaceOn, Pay, Keep, Rob, Mend, PlaceFlywheels, Steps,
                           Attach, ChooseToken)):
        return Text("game-somnikum-not-now", {"now": now})
    return Text("game-somnikum-not-a-move")
