"""The decisions the engine exposes: legal actions, their effects, defaults
and explanations, keyed by the pending choice's ``kind``.

| kind | who | actions |
|---|---|---|
| ``return`` | the drawing player | ``Return`` (2 of the drawn for a dreamer, 1 for a Nightmare) |
| ``target`` | the Nightmare | ``Target`` (a dreamer to roll for) |
| ``envy`` | the player to the dreamer's left (Shadow of Envy) or the Nightmare of Envy | ``Pick`` |
| ``primeval`` | the dreamer | ``Pick`` (a shadow pile) or ``Decline`` |
| ``nm_envy`` | the Nightmare of Envy | ``EnvyMode`` |
| ``envy_two`` | the dreamer | ``Pick`` (twice: the dreams to reroll) |
| ``nm_depths`` | the Nightmare of Depths | ``Discard`` (which rolled dream goes back) |
| ``nm_primeval`` | the Nightmare of Primeval | ``Pick("p:P2")`` or ``Decline`` |
| ``become`` | the dreamer | ``Become`` (tied largest piles, D-12) |
| ``sleep`` | the dreamer | ``Sleep`` / ``StayAwake`` (only ``Sleep`` at marker 9) |
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Hashable

from games.base import listed
from words import Text

from .actions import ENVY_MODES, Become, Decline, Discard, EnvyMode, Pick, Return, Sleep, StayAwake, Target, sort_letters
from .board import Card
from .cards import POINTS, RULES, TYPES, kind_name



def legal(state: Any, seat: int) -> list[Hashable]:
    p = state.pending
    kind = p["kind"]
    if kind == "return":
        pairs = {sort_letters(c) for c in combinations(p["dreams"], p["count"])}
        return [Return(x) for x in sorted(pairs, key=lambda s: [TYPES.index(c) for c in s])]
    if kind == "target":
        return [Target(s) for s, c in enumerate(state.cards) if c.is_dreamer]
    card: Card = state.cards[p.get("dreamer", seat)]
    if kind in ("envy", "envy_two"):
        return [Pick(spot) for spot in card.spots()]
    if kind == "primeval":
        return [Pick(f"s:{t}") for t in TYPES if card.shadow[t]] + [Decline()]
    if kind == "nm_envy":
        return [EnvyMode(m) for m in ENVY_MODES]
    if kind == "nm_depths":
        a, b = p["rolls"]
        same = (a["dream"], a["result"]) == (b["dream"], b["result"])
        return [Discard(0)] if same else [Discard(0), Discard(1)]
    if kind == "nm_primeval":
        return [Pick("p:P2"), Decline()]
    if kind == "become":
        return [Become(t) for t in p["choices"]]
    if kind == "sleep":
        return [Sleep()] if p["forced"] else [Sleep(), StayAwake()]
    raise RuntimeError(f"unknown pending kind {kind}")


def apply(state: Any, seat: int, action: Hashable) -> None:
    p = state.pending
    kind = p["kind"]
    state.pending = None
    dreamer = p.get("dreamer", seat)
    card: Card = state.cards[dreamer]
    # ``action`` is legal (State.apply checked it), so its class follows from
    # the pending kind; the asserts say which to the type checker.
    if kind == "return":
        assert isinstance(action, Return)
        kept = list(p["dreams"])
        for d in action.dreams:
            kept.remove(d)
        state._shuffle_in(list(action.dreams), seat, "choice")
        if state.cards[seat].is_dreamer:
            state.stack += [{"op": "step4", "seat": seat}, {"op": "checks", "seat": seat}]
            state._push_resolve(seat, seat, state._roll(seat, seat, kept, "turn"))
        else:
            state.pending = {"kind": "target", "seat": seat, "dream": kept[0]}
    elif kind == "target":
        assert isinstance(action, Target)
        target = action.seat
        state._emit("targeted", nightmare=seat, seat=target, dream=p["dream"])
        state.stack += [{"op": "end_turn"}, {"op": "checks", "seat": target}]
        state._push_resolve(target, seat, state._roll(target, seat, [p["dream"]], "nightmare"))
    elif kind == "envy":
        assert isinstance(action, Pick)
        dream = card.take(action.spot)
        state._emit("envy_pick", seat=dreamer, chooser=seat, spot=action.spot, dream=dream)
        (roll,) = state._roll(dreamer, dreamer, [dream], "envy")
        _place_without_ability(state, dreamer, roll)
    elif kind == "primeval":
        if isinstance(action, Decline):
            state._emit("declined", seat=seat, choice=kind)
        else:
            assert isinstance(action, Pick)
            dream = card.take(action.spot)
            card.hunt.append(dream)
            state._emit("moved_to_hunt", seat=dreamer, by=seat, dream=dream, source="shadow")
    elif kind == "nm_envy":
        assert isinstance(action, EnvyMode)
        state._emit("envy_mode", nightmare=seat, seat=dreamer, mode=action.mode)
        if action.mode == "pick":
            state.pending = {"kind": "envy", "seat": seat, "dreamer": dreamer, "source": "nightmare"}
        else:
            count = min(2, card.dream_count())
            state.pending = {"kind": "envy_two", "seat": dreamer, "dreamer": dreamer, "nightmare": seat,
                             "held": [], "count": count}
    elif kind == "envy_two":
        assert isinstance(action, Pick)
        dream = card.take(action.spot)
        held = p["held"] + [dream]
        state._emit("envy_pick", seat=dreamer, chooser=seat, spot=action.spot, dream=dream)
        if len(held) < p["count"]:
            state.pending = {**p, "held": held}
        else:
            for roll in state._roll(dreamer, dreamer, held, "nightmare_envy"):
                if roll["result"] == "1pt":
                    state.cards[p["nightmare"]].points.append(f"{roll['dream']}1")
                    state._emit("nightmare_took", nightmare=p["nightmare"], seat=dreamer, dream=roll["dream"])
                else:
                    _place_without_ability(state, dreamer, roll)
    elif kind == "nm_depths":
        assert isinstance(action, Discard)
        back, keep = p["rolls"][action.index], p["rolls"][1 - action.index]
        state._shuffle_in([back["dream"]], dreamer, "nightmare_depths")
        state._push_resolve(dreamer, dreamer, [keep])
    elif kind == "nm_primeval":
        if isinstance(action, Decline):
            state._emit("declined", seat=seat, choice=kind)
        else:
            card.points.remove("P2")
            card.hunt.append("P")
            state._emit("moved_to_hunt", seat=dreamer, by=seat, dream="P", source="points")
    elif kind == "become":
        assert isinstance(action, Become)
        state._become(seat, action.kind)
    elif kind == "sleep":
        if isinstance(action, Sleep):
            state._sleep(seat)
        else:
            state._stay_awake(seat)
    state._run()


def _place_without_ability(state: Any, seat: int, roll: dict[str, Any]) -> None:
    """Rerolls (Envy) move the dream to its new pile; a shadow gets no ability
    and does not wake a Nightmare (D-5)."""
    pile = state.cards[seat].place(roll["dream"], roll["result"])
    state._emit("placed", seat=seat, dream=roll["dream"], result=roll["result"], pile=pile, ability=False)


# -- defaults ---------------------------------------------------------------

def risk(card: Card, dream: str, shadow_limit: int) -> float:
    """How much a dream threatens this card (expected closeness to a limit)."""
    kind = RULES.kinds[dream]
    total = 0.0
    for face in kind.faces:
        if face == "shadow":
            total += (card.shadow[dream] + 1) / shadow_limit
        elif face == "hunt":
            total += (len(card.hunt) + 1) / RULES.hunt_limit
        elif face == "exhaust":
            total += (len(card.exhaust) + 1) / RULES.exhaust_limit
        else:
            total -= 0.1 * POINTS[face]
    return total / len(kind.faces)


def default(state: Any, seat: int) -> Hashable:
    """Sleep when possible, otherwise the least risky choice for the dreamer
    concerned (a Nightmare's defaults play sensibly for the Nightmare)."""
    p = state.pending
    kind = p["kind"]
    options = legal(state, seat)
    card: Card = state.cards[p.get("dreamer", seat)]
    if kind == "sleep":
        return Sleep()
    if kind == "return":
        if card.is_dreamer:  # shuffle back the most dangerous dreams
            ranked = sorted(p["dreams"], key=lambda d: (-risk(card, d, state.shadow_limit), TYPES.index(d)))
            return Return(sort_letters(ranked[: p["count"]]))
        own = card.nightmare  # a Nightmare keeps a dream of its own type when it can
        others = [d for d in p["dreams"] if d != own]
        return Return(others[0] if len(others) < len(p["dreams"]) and others else p["dreams"][0])
    if kind == "target":  # the dreamer with the most points, nearest to the left on ties
        dreamers = [a.seat for a in options if isinstance(a, Target)]  # every option is a Target
        return Target(max(dreamers, key=lambda s: (state.cards[s].score, -((s - seat) % state.players))))
    if kind == "primeval":
        biggest = max(TYPES, key=lambda t: card.shadow[t])
        if card.shadow[biggest] >= state.shadow_limit - 1 and len(card.hunt) + 1 < RULES.hunt_limit:
            return Pick(f"s:{biggest}")
        return Decline()
    if kind == "nm_depths":  # keep the worse result for the dreamer
        order = {"shadow": 0, "hunt": 1, "exhaust": 2, "1pt": 3, "2pt": 4}
        rolls = p["rolls"]
        worse = min((0, 1), key=lambda i: order[rolls[i]["result"]])
        return Discard(1 - worse) if Discard(1 - worse) in options else options[0]
    if kind == "nm_primeval":
        return Pick("p:P2")
    return options[0]  # envy picks (shadow piles first), nm_envy "pick", become


def explain(state: Any, seat: int, action: Hashable) -> Text:
    p = state.pending
    kind = p["kind"]
    if kind == "sleep" and isinstance(action, StayAwake):
        return Text("game-darkly-dreaming-must-sleep", {"limit": RULES.max_marker})
    if kind == "return" and isinstance(action, Return):
        if len(action.dreams) != p["count"]:
            return Text("game-darkly-dreaming-return-count", {"count": p["count"]})
        return Text("game-darkly-dreaming-return-drawn", {"dreams": ", ".join(p["dreams"])})
    if kind == "target" and isinstance(action, Target):
        return Text("game-darkly-dreaming-target-in-game")
    if kind in ("envy", "envy_two") and isinstance(action, Pick):
        return Text("game-darkly-dreaming-not-on-card", {"dreamer": p["dreamer"]})
    if kind == "primeval" and isinstance(action, Pick):
        return Text("game-darkly-dreaming-primeval-empty")
    if kind == "become" and isinstance(action, Become):
        return Text("game-darkly-dreaming-become-largest", {"kinds": listed([kind_name(t) for t in p["choices"]])})
    # What the pending choice asks for instead: the catalogue's selector on $kind.
    return Text("game-darkly-dreaming-now", {"kind": kind, "dreamer": p.get("dreamer", seat)})
