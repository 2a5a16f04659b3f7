"""Somna's bot player: a belief over who is evil, built from what its seat saw.

The bot reads only ``view = state.view(seat)`` and ``legal``. Its memory is
the view: the public story of the days (``past_days``, ``vote_history``: who
nominated whom, every vote and final pick), of the nights (``past_nights``:
who died and how, who was hexed) and its own private results
(``knowledge``, ``allies``, ``my_acts``).

A village seat keeps a belief: a log-weight per living seat of being the
Demon and of being a Witch. Certain knowledge (its own role, a Spell, a
check, a peek, a revealed role, a night victim) fixes or rules out a seat;
public behaviour shifts the weights: the Demon kills the seats that accused
it, evil seats do not nominate or vote against each other, the Witch hexes
seers and not the Demon. ``normal`` reads each seat on its own; ``hard``
enumerates every (Demon, Witch) pair consistent with the view and weighs the
pairs by the same evidence plus what only a pair explains (two seats that
shield each other in the votes), and its Priest plays the Demon's night from
each of the likeliest seats to bless the likeliest victim. ``easy`` uses only
what the seat knows for certain and otherwise plays a light heuristic
(random accusations, coin-flip votes, the day's most accused in the final).

Evil seats know their side: the Demon kills the seats dangerous to it (its
accusers, souls that resisted its seduction, i.e. role holders) and spares the
village's favourite suspects; the Witch finds the Demon with Spells, then hexes
the Demon's accusers. By day evil blends in: it argues from the public belief,
as a plain villager would, never against its own, and votes with a doomed
ally's pyre rather than mark itself as her shield (``easy`` evil always
shields and always burns villagers). The Demon weighs each kill by what the
next sunrise would tell the village about it.

Every decision is a few passes over the view's records: no search tree, no
clock, and ``rng`` is the only chance (ties and the easy level), so a choice
is a pure function of the arguments.
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping

from games.ai import Hint

from ..actions import Daybreak, EndPlea, Sleep, Watch
from .memory import remember, Choice
from .night import choose_night
from .day import choose_nomination, choose_vote, choose_final, choose_pyre

# A hint's sentence is the catalogue's ``hint-somna-<reason>`` (words/*.ftl);
# ``$seat`` is the seat the hint is about (data["seat"], a seat number the bot
# renders as the player's name, cogs/hints.py). Only words every player knows:
# the seat's own role is never spelled out for others, and no text names the
# Beast (rules page, rulings item 9).


def decide(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Choice:
    legal = [a for a in legal if not isinstance(a, Daybreak)]  # the Storyteller's, never a player's
    only = {Sleep: "hint.somna.sleep", EndPlea: "hint.somna.end_plea", Watch: "hint.somna.watch"}
    if len(legal) == 1 and type(legal[0]) in only:
        return legal[0], only[type(legal[0])], {}
    m = remember(view)
    stage = view["stage"]
    if stage == "night":
        return choose_night(view, m, legal, level, rng)
    if stage == "nominate":
        return choose_nomination(view, m, legal, level, rng)
    if stage == "vote":
        return choose_vote(view, m, legal, level, rng)
    if stage in ("final", "runoff"):  # the runoff's legal picks are the tied alone
        return choose_final(view, m, legal, level, rng)
    if stage == "pyre":
        return choose_pyre(view, m, legal)
    return legal[0], "hint.somna.end_plea", {}


def choose(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    action, _, _ = decide(view, legal, level, rng)
    return action


def hint(view: Mapping[str, Any], legal: list[Hashable], rng: random.Random) -> Hint:
    action, reason, data = decide(view, legal, "hard", rng)
    return Hint(action, reason, data)
