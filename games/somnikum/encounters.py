"""Encounter card effects: the data names an ``effect``; this module gives it meaning.

Each effect is a pair of small functions registered in :data:`EFFECTS`:
``can(state, seat, params) -> bool`` (may the card be played now?) and
``play(state, seat, params) -> events`` (do it; may open a sub-decision phase,
remembering the phase to return to in ``turn["resume"]``). Permanent cards go
face up in front of their owner and act through the passive helpers below
(:func:`permanent_free_steps`, :func:`patron_plots`) or at scoring.

Cards are played only on their owner's turn, in the phases ``start`` (before
the move), ``attach`` (card taken, not yet attached) and ``after`` (K-16); an
attach that ends the round by condition A has no ``after``: the round ends at once.
Rulings added here are listed in docs/games/somnikum.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from games.base import Event, private, public

from .cards import CATALOG
from .dream import breaks

if TYPE_CHECKING:
    from .state import SomnikumState

PLAY_PHASES = ("start", "attach", "after")

Params = Mapping[str, Any]


# -- passive effects of permanent cards ------------------------------------------

def _front_effects(front: Iterable[str], effect: str) -> list[Params]:
    return [CATALOG.encounters[e].params for e in front if CATALOG.encounters[e].effect == effect]


def permanent_free_steps(front: Iterable[str]) -> int:
    """Hourglass: the 4th step is also free. Two Hourglasses still free only the 4th step."""
    return max((p.get("amount", 1) for p in _front_effects(front, "free_fourth_step")), default=0)


def patron_plots(front: Iterable[str]) -> set[str]:
    """Plots whose tokens this player may place on any card with a single token."""
    return {p["plot"] for p in _front_effects(front, "plot_patron")}


# -- playability ---------------------------------------------------------------

def _always(s: "SomnikumState", seat: int, p: Params) -> bool:
    return True


def _before_move(s: "SomnikumState", seat: int, p: Params) -> bool:
    return s.phase == "start"


def _bag_not_empty(s: "SomnikumState", seat: int, p: Params) -> bool:
    return bool(s.bag)


def _no_backspin_yet(s: "SomnikumState", seat: int, p: Params) -> bool:
    return s.phase == "start" and not s.turn["backspin"]


def _has_break(s: "SomnikumState", seat: int, p: Params) -> bool:
    return bool(breaks(s.dreams[seat]))


def _dust_possible(s: "SomnikumState", seat: int, p: Params) -> bool:
    return bool(s.tokens[seat]) and any(s.dreams[seat])


def _encounters_left(s: "SomnikumState", seat: int, p: Params) -> bool:
    return bool(s.enc_deck or s.enc_discard)


def _room_for_extra_card(s: "SomnikumState", seat: int, p: Params) -> bool:
    """Wandering Star: one at a time, and only if the extra card cannot take the field below
    the player count (condition A must still end the round exactly)."""
    from .rules import field_count

    pending = 1 if s.phase == "start" else 0
    return not s.turn["wandering"] and field_count(s) - pending >= s.players + 1


def _someone_to_rob(s: "SomnikumState", seat: int, p: Params) -> bool:
    return any(s.tokens[o] for o in range(s.players) if o != seat)


# -- effects -------------------------------------------------------------------

def _draw_tokens(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
    from .rules import draw_tokens

    return draw_tokens(s, seat, p.get("amount", 2), "encounter")[1]


def _extra_free_steps(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
    s.turn["tailwind"] += p.get("amount", 2)
    return []


def _reverse_move(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
    s.turn["backspin"] = True
    return []


def _sub_phase(phase: str) -> Callable[["SomnikumState", int, Params], list[Event]]:
    def enter(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
        s.turn["resume"] = s.phase
        s.phase = phase
        return []
    return enter


def _draw_encounters(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
    from .rules import draw_encounters

    drawn, events = draw_encounters(s, p.get("amount", 2))
    events.append(public("encounters_drawn", seat=seat, count=len(drawn), level=0))
    if drawn:
        events.append(private("encounters_seen", [seat], seat=seat, cards=list(drawn)))
    if len(drawn) > 1:
        s.turn["drawn"] = drawn
        s.turn["resume"] = s.phase
        s.phase = "keep"
    else:
        s.hands[seat].extend(drawn)
    return events


def _extra_take(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
    from .rules import after_attach

    s.turn["wandering"] = True
    if s.phase == "after":  # the card is already attached: take the extra one now
        return after_attach(s, seat)
    return []


def _nothing(s: "SomnikumState", seat: int, p: Params) -> list[Event]:
    return []  # permanent cards act passively or at scoring


EFFECTS: dict[str, tuple[Callable[..., bool], Callable[..., list[Event]]]] = {
    "draw_tokens": (_bag_not_empty, _draw_tokens),
    "extra_free_steps": (_before_move, _extra_free_steps),
    "reverse_move": (_no_backspin_yet, _reverse_move),
    "mend_break": (_has_break, _sub_phase("mend")),
    "golden_dust": (_dust_possible, _sub_phase("dust")),
    "draw_encounters": (_encounters_left, _draw_encounters),
    "extra_take": (_room_for_extra_card, _extra_take),
    "steal_token": (_someone_to_rob, _sub_phase("rob")),
    "free_fourth_step": (_always, _nothing),
    "plot_patron": (_always, _nothing),
    "night_light": (_always, _nothing),
    "constellation": (_always, _nothing),
    "sand_keeper": (_always, _nothing),
}


def can_play(s: "SomnikumState", seat: int, card: str) -> bool:
    enc = CATALOG.encounters[card]
    return s.phase in PLAY_PHASES and card in s.hands[seat] and EFFECTS[enc.effect][0](s, seat, enc.params)


def playable(s: "SomnikumState", seat: int) -> list[str]:
    """Playable cards of the hand, one per kind of card (two Tailwinds are one choice)."""
    seen: set[tuple[str, str]] = set()
    out = []
    for card in sorted(s.hands[seat]):
        enc = CATALOG.encounters[card]
        kind = (enc.name, enc.effect)
        if kind not in seen and can_play(s, seat, card):
            seen.add(kind)
            out.append(card)
    return out


def play(s: "SomnikumState", seat: int, card: str) -> list[Event]:
    enc = CATALOG.encounters[card]
    s.hands[seat].remove(card)
    events = [public("encounter_played", seat=seat, card=card, name=enc.name, permanent=enc.permanent,
                     text=enc.text)]
    if enc.permanent:
        s.front[seat].append(card)
    events += EFFECTS[enc.effect][1](s, seat, enc.params)
    if not enc.permanent:
        s.enc_discard.append(card)  # after the effect, so Dream Catcher never draws itself
    return events


# -- sub-decisions ---------------------------------------------------------------

def _resume(s: "SomnikumState") -> None:
    s.phase, s.turn["resume"] = s.turn["resume"], None


def mend(s: "SomnikumState", seat: int, level: int, pos: int) -> list[Event]:
    """Mending Thread: the break token goes back to the bag; the two cards are continuous."""
    entry = next(e for e in s.dreams[seat][level - 1] if e["pos"] == pos)
    entry["brk"] = False
    if entry["btok"] is not None:
        s.bag.append(entry["btok"])
        entry["btok"] = None
    _resume(s)
    return [public("break_mended", seat=seat, level=level, pos=pos, card=entry["card"])]


def rob(s: "SomnikumState", seat: int, victim: int) -> list[Event]:
    """Sand Thief: a random token of the victim's supply."""
    token = s.tokens[victim].pop(s.rng.choice_index(len(s.tokens[victim])))
    s.tokens[seat].append(token)
    _resume(s)
    return [public("token_stolen", seat=seat, victim=victim),
            private("token_stolen_particle", [seat, victim], seat=seat, victim=victim,
                    particle=CATALOG.token_particle(token))]


def dust_done(s: "SomnikumState") -> None:
    _resume(s)
