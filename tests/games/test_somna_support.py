"""Helpers for the Somna tests: build chosen tables, play nights and days.

``table`` deals chosen roles; ``at_night`` puts a chosen table at night 2+
with a Witch already made; ``night`` answers for chosen seats and lets the
rest sleep; ``to_stage``/``vote`` drive a day.
"""

from __future__ import annotations

from games.somna import GAME
from games.somna.actions import EndDay, EndPlea, Nominate, Sleep, UsePower, Vote
from games.somna.rules import ROLES
from games.somna.state import SomnaState

# Ten seats, every basic role: the usual table of these tests.
TEN = ["demon", "witch_hunter", "priest", "apothecary", "zealot", "monger",
       "villager", "villager", "villager", "villager"]
DEMON, HUNTER, PRIEST, APOTHECARY, ZEALOT, MONGER = range(6)


def table(roles: list[str], advanced: bool = False, reveal: bool = False, seed: int = 0) -> SomnaState:
    """A game at night 1 with these roles dealt (``witch``/``beast`` seats
    are dealt as Villagers and already made)."""
    st = GAME.new(players=len(roles), seed=seed,
                  options={"advanced": advanced, "reveal_roles_on_death": reveal})
    d = st.to_dict()
    d["roles"] = list(roles)
    d["dealt"] = ["villager" if r in ("witch", "beast") else r for r in roles]
    d["used"]["witches"] = sum(1 for r in roles if r == "witch")
    d["used"]["beasts"] = sum(1 for r in roles if r == "beast")
    return GAME.from_dict(d)


def at_night(roles: list[str], night: int = 2, dead: tuple[int, ...] = (), **kw) -> SomnaState:
    """A table at the start of night ``night`` (2+), seats in ``dead`` dead
    (executed on the day before this night)."""
    st = table(roles, **kw)
    d = st.to_dict()
    d["night"], d["day"] = night, night - 1
    # Woken on night 2: the Monger has learned the Zealot.
    d["knowledge"] = [[{"kind": "knows", "night": 2, "role": k, "seat": o}
                       for k in ROLES[r].knows for o, rr in enumerate(roles) if rr == k] for r in roles]
    for seat in dead:
        d["alive"][seat] = False
        d["dead"].append({"seat": seat, "how": ["executed"], "day": night - 1})
    return GAME.from_dict(d)


def ten_with_witch(witch: int = 6) -> list[str]:
    roles = list(TEN)
    roles[witch] = "witch"
    return roles


def unanswered(st: SomnaState) -> list[int]:
    """Living seats that have not answered tonight (every living seat stays
    in ``to_act()`` until sunrise, so answers can be changed)."""
    return [s for s in st.to_act() if st.choices[s] is None]


def night(st: SomnaState, answers: dict[int, object]) -> list:
    """Apply the chosen answers, then Sleep (or the default) for everyone else."""
    events = []
    for seat, action in sorted(answers.items()):
        events += st.apply(seat, action)
    while st.phase == "night" and unanswered(st):
        seat = unanswered(st)[0]
        events += st.apply(seat, st.default_action(seat))
    return events + daybreak(st)


def daybreak(st: SomnaState) -> list:
    """The Storyteller ends a night every living player answered (the bot's close)."""
    if st.phase != "night" or st.closing() is None:
        return []
    close = st.closing()
    return st.apply(close.seat, close.action)


def use(power: str, target: int) -> UsePower:
    return UsePower(power, target)


def kinds(events, seat=None) -> list[str]:
    """Kinds of the events ``seat`` may see (None: public ones)."""
    return [e.kind for e in events if e.visible_to(seat) and (seat is None) == e.public]


def find(events, kind: str):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {[e.kind for e in events]}"
    return found[0]


def to_day(st: SomnaState, answers: dict[int, object] | None = None) -> list:
    """Finish the current night (chosen answers, the rest default)."""
    return night(st, answers or {})


def nominate(st: SomnaState, accuser: int, nominee: int) -> list:
    events = st.apply(accuser, Nominate(nominee))
    events += st.apply(nominee, EndPlea())
    assert st.stage == "vote"
    return events


def vote(st: SomnaState, yes: set[int]) -> list:
    """Every living player votes: yes for seats in ``yes``, no for the rest."""
    events = []
    for seat in list(st.to_act()):
        events += st.apply(seat, Vote(seat in yes))
    return events


def end_day(st: SomnaState) -> list:
    events = []
    while st.stage == "nominate":
        events += st.apply(st.to_act()[0], EndDay())
    return events


def sleep_all(st: SomnaState) -> list:
    return night(st, {})


def test_helpers_build_the_table_they_say():
    st = at_night(ten_with_witch(), night=2, dead=(9,))
    assert st.roles[6] == "witch" and st.dealt[6] == "villager"
    assert st.night == 2 and st.phase == "night"
    assert 9 not in st.to_act() and st.to_act() == list(range(9))
    assert st.view(MONGER)["allies"] == {"zealot": ZEALOT}
    assert Sleep() in st.legal_actions(6)
