"""Somnikum's common turn in one click: the engine's ``takes`` (every card a
flywheel reaches, with what it would score on each level) as choices, and as
the prompt's list of reachable cards. The engine decides what is reachable,
the chains and the scores; this module only words them.

At the start of a turn the prompt offers one option per free card and level
(flywheel, steps and level chained: one click), one per card past the free
steps (flywheel and steps chained: the tokens that pay and the level follow),
and the flywheel buttons for the step-by-step way (to play an encounter card
between taking a card and attaching it). Discord shows at most four rows of
menus and buttons above the table buttons: when the chains do not fit, the
cards past the free steps are left to the flywheel buttons, and when even
that does not fit, the prompt is the engine's single steps as before.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Hashable, Sequence

import discord

from bot.ui import Choice
from games.somnikum.takes import Take, takes
from words import t

from .somnikum_words import DOT, WHEEL, card_words, plot_emoji

if TYPE_CHECKING:
    from games.somnikum.state import SomnikumState

Encoder = Callable[[Hashable], str]  # the game's codec: a chain becomes a choice's value
ROWS = 4  # rows of menus and buttons a prompt may use (the fifth holds the table buttons)
PER_SELECT = 25


def signed(gain: int) -> str:
    """A score change as players read it: +3, 0, -1 (a figure, not prose)."""
    return f"{gain:+d}" if gain else "0"


def _cost(take: Take) -> str:
    if take.paid:
        return t("somnikum-cost-pay", count=take.paid)
    return t({2: "somnikum-cost-free-two", 1: "somnikum-cost-free-one"}.get(take.reward, "somnikum-cost-free"))


def _where(take: Take) -> str:
    return t("somnikum-take-where", wheel=WHEEL[take.wheel], number=take.wheel + 1, steps=take.steps)


def take_choices(state: "SomnikumState", seat: int, encode: Encoder) -> tuple[list[Choice], list[Choice]]:
    """(one click per free card and level, one per card past the free steps)."""
    free: list[Choice] = []
    paid: list[Choice] = []
    group_free, group_paid = t("somnikum-group-take"), t("somnikum-group-take-paid")
    for take in takes(state, seat):
        card = card_words(take.card)
        if take.paid:
            best = max(take.places, key=lambda p: (p.gain, -p.level))
            paid.append(Choice(group=group_paid, value=encode(take.chain), emoji=plot_emoji(take.card),
                               label=t("somnikum-label-take-paid", where=_where(take), card=card,
                                       gain=signed(best.gain), level=best.level),
                               description=_cost(take), style=discord.ButtonStyle.danger))
            continue
        for place in take.places:
            assert place.chain is not None  # a free move chains its level
            how = t("somnikum-attach-starts" if not state.dreams[seat][place.level - 1]
                    else "somnikum-attach-break" if place.broken else "somnikum-attach-continuous")
            free.append(Choice(group=group_free, value=encode(place.chain), emoji=plot_emoji(take.card),
                               label=t("somnikum-label-take", where=_where(take), card=card, level=place.level,
                                       gain=signed(place.gain)),
                               description=DOT.join([_cost(take), how] + ([t("somnikum-take-ends-turn")]
                                                                          if place.ends_turn else [])),
                               style=discord.ButtonStyle.primary))
    return free, paid


def rows_needed(choices: Sequence[Choice]) -> int:
    """Rows ``bot.ui.prompt_view`` gives these choices as menus: one a group
    of 25, lone choices as buttons five a row."""
    groups: dict[str, int] = {}
    for c in choices:
        groups[c.group] = groups.get(c.group, 0) + 1
    menus = sum(-(-n // PER_SELECT) for n in groups.values() if n > 1)
    lone = sum(1 for n in groups.values() if n == 1)
    return menus + -(-lone // 5)


def start_choices(state: "SomnikumState", seat: int, single: list[Choice], encode: Encoder,
                  wheel: str) -> list[Choice]:
    """The start of a turn: the chained takes first, then the engine's own
    choices (tokens, encounter cards, and each flywheel as a button of its
    own, ``wheel`` being their group's name)."""
    free, paid = take_choices(state, seat, encode)
    if not free and not paid:
        return single
    # each flywheel its own group: a button (the step-by-step way), not a menu of two
    rest = [replace(c, group=c.label) if c.group == wheel else c for c in single]
    for offer in (free + paid + rest, free + rest):
        if rows_needed(offer) <= ROWS:
            return offer
    return single


def reachable_lines(state: "SomnikumState", seat: int) -> list[str]:
    """The prompt's list: every card the seat may take, its cost and the VP
    its dream would gain on each level."""
    lines = []
    for take in takes(state, seat):
        gains = ", ".join(t("somnikum-reachable-gain", level=p.level, gain=signed(p.gain)) for p in take.places)
        lines.append(t("somnikum-reachable-line", where=_where(take), card=card_words(take.card),
                       cost=_cost(take), gains=gains))
    return lines


def fields_of(lines: Sequence[str], limit: int = 1024) -> list[list[str]]:
    """Lines grouped into embed fields of at most ``limit`` characters, none cut."""
    fields: list[list[str]] = []
    size = limit + 1
    for line in lines:
        line = line[:limit]
        if size + 1 + len(line) > limit:
            fields.append([])
            size = -1
        fields[-1].append(line)
        size += 1 + len(line)
    return fields
