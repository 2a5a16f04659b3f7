"""What a Somna bot's seat has seen (``Memory``) and what it believes
of it (``Belief``): a log-weight per living seat of being the Demon or a
Witch, from its certain knowledge and the public behaviour.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Hashable, Mapping

from ..actions import UsePower


KILLS = ("slay", "maul")


@dataclass
class Memory:
    """What the seat's view tells, gathered once per decision."""

    me: int
    role: str
    faction: str
    living: list[int]
    # (day, accuser, nominee), (day, voter, nominee, yes), (day, picker, target)
    nominations: list[tuple[int, int, int]] = field(default_factory=list)
    votes: list[tuple[int, int, int, bool]] = field(default_factory=list)
    picks: list[tuple[int, int, int]] = field(default_factory=list)
    against: list[int] = field(default_factory=list)             # a vote against the day's outcome, per ballot
    abstained: list[int] = field(default_factory=list)           # a final-vote abstention
    slain: list[tuple[int, int]] = field(default_factory=list)   # (night, seat) killed in their sleep
    hexed: list[tuple[int, int]] = field(default_factory=list)   # (night, seat)
    roles: dict[int, str] = field(default_factory=dict)          # seats whose role this seat knows
    not_demon: set[int] = field(default_factory=set)
    not_witch: set[int] = field(default_factory=set)
    witchy: set[int] = field(default_factory=set)                # checks that read as a Witch
    spelled: set[int] = field(default_factory=set)
    checked: set[int] = field(default_factory=set)
    peeked: set[int] = field(default_factory=set)
    resisted: set[int] = field(default_factory=set)              # souls that refused the Demon: role holders
    allies: set[int] = field(default_factory=set)                # known evil seats (for evil seats)
    demon: int | None = None                                      # the Demon, when this seat knows it


def remember(view: Mapping[str, Any]) -> Memory:
    me = int(view["seat"])
    m = Memory(me, str(view["role"]), str(view["faction"]), list(view["alive"]))
    ballots = [(d["day"], b) for d in view.get("past_days", []) for b in d["votes"]]
    ballots += [(view["day"], b) for b in view.get("vote_history", [])]
    for day, b in ballots:
        if b.get("ballot") == "majority":
            if b.get("accuser") is not None:
                m.nominations.append((day, b["accuser"], b["nominee"]))
            m.votes += [(day, v, b["nominee"], True) for v in b["yes"]]
            m.votes += [(day, v, b["nominee"], False) for v in b["no"]]
            m.against += b["no"] if b["passed"] else b["yes"]
        else:
            m.picks += [(day, int(s), t) for s, t in b.get("picks", {}).items() if t is not None]
            m.abstained += [int(s) for s, t in b.get("picks", {}).items() if t is None]
    for n in view.get("past_nights", []):
        m.slain += [(n["night"], r["seat"]) for r in n["deaths"] if "slain" in r["how"]]
        m.hexed += [(n["night"], h) for h in n["hexed"]]
    for r in view.get("dead", []):
        if "role" in r:
            m.roles[r["seat"]] = r["role"]
    m.roles[me] = m.role
    for k in view.get("knowledge", []):
        kind = k["kind"]
        if kind == "spell":
            m.spelled.add(k["seat"])
            if k["demon"]:
                m.demon = k["seat"]
            else:
                m.not_demon.add(k["seat"])
        elif kind == "check":
            m.checked.add(k["seat"])
            (m.witchy if k["witch"] else m.not_witch).add(k["seat"])
        elif kind == "peek":
            m.peeked.add(k["seat"])
            m.roles[k["seat"]] = k["role"]
        elif kind == "knows":
            m.roles[k["seat"]] = k["role"]
        elif kind == "resisted":
            m.resisted.add(k["seat"])
    allies = view.get("allies", {})
    if m.role == "demon":
        m.demon = me
        m.allies = set(allies.get("witches", [])) | set(allies.get("beast", []))
    elif m.role == "beast":
        m.demon = int(allies["demon"])
        m.allies = {m.demon}
    elif m.role == "witch" and m.demon is not None:
        m.allies = {m.demon}
    for seat, role in m.roles.items():
        if role == "demon":
            m.demon = seat
    return m


# -- the belief --------------------------------------------------------------

@dataclass
class Belief:
    demon: dict[int, float]   # P(seat is the Demon), over the living others
    evil: dict[int, float]    # P(seat is evil)
    certain_evil: set[int]    # seats this seat knows to be evil
    certain_good: set[int]    # seats this seat knows to be village

    def score(self, seat: int) -> float:
        """How much the seat deserves the pyre: the Demon counts double."""
        return self.demon.get(seat, 0.0) + self.evil.get(seat, 0.0)


HEX_WEIGHT = 0.5  # what a hexed accuser's accusation adds, as the Witch guards whom it accused
NEG = -30.0  # log-weight of a seat ruled out


def _weights(m: Memory, public_only: bool) -> tuple[dict[int, float], dict[int, float], set[int], set[int]]:
    """Per-seat log-weights of being the Demon and a Witch, and the seats known
    for certain. ``public_only`` reads the view as any villager would (evil
    seats use it to guess what the village thinks)."""
    others = [s for s in m.living if s != m.me]
    ld = {s: 0.0 for s in others}
    lw = {s: 0.0 for s in others}
    evil_known: set[int] = set()
    good_known: set[int] = set()
    # What a plain villager would know: only roles revealed in death (never the living's).
    roles = {s: r for s, r in m.roles.items() if s != m.me and s not in m.living} if public_only else m.roles
    for s, r in roles.items():
        if s not in ld:
            continue
        if r in ("demon", "witch", "beast"):
            evil_known.add(s)
            if r == "demon":
                for o in others:
                    ld[o] = NEG
                ld[s] = 0.0
            else:
                ld[s] = NEG
                lw[s] += 6.0
        else:
            good_known.add(s)
            ld[s] = lw[s] = NEG
    if not public_only:
        for s in m.not_demon & ld.keys():
            ld[s] = NEG
        for s in m.not_witch & lw.keys():
            lw[s] -= 3.0   # a later seduction could still turn them
        for s in m.witchy & ld.keys():
            ld[s] = NEG    # a Witch or the healer who reads as one
            lw[s] += 2.5
        if m.demon is not None and m.demon in ld:
            evil_known.add(m.demon)
            for o in others:
                if o != m.demon:
                    ld[o] = NEG
    # The night's victims were not the Demon; whoever they accused was.
    for night, victim in m.slain:
        for day, a, n in m.nominations:
            if a == victim and day < night and n in ld:
                ld[n] += 1.0 if day == night - 1 else 0.5
        for day, v, n, yes in m.votes:
            if v == victim and yes and day < night and n in ld:
                ld[n] += 0.35 if day == night - 1 else 0.15
        # Those who pushed the victim to the pyre pushed an innocent.
        for day, a, n in m.nominations:
            if n == victim and a in ld:
                ld[a] += 0.3
                lw[a] += 0.3
    # The Witch hexes the village's seers, not itself, and not the Demon it
    # found; the seats a hexed player accused are the ones she protects.
    for night, h in m.hexed:
        if h in ld:
            ld[h] -= 0.6
            lw[h] -= 2.0
        for day, a, n in m.nominations:
            if a == h and day < night and n in ld:
                ld[n] += HEX_WEIGHT
                lw[n] += HEX_WEIGHT
    # Accusers are mostly villagers with a reason: the accused are a little likelier evil.
    for _, a, n in m.nominations:
        if n in ld:
            ld[n] += 0.25
            lw[n] += 0.25
    # Evil stands apart from the village's verdicts (it shields its own and
    # pushes innocents); a final-vote abstention hides a choice.
    for v in m.against:
        if v in ld:
            ld[v] += 0.25
            lw[v] += 0.25
    for v in m.abstained:
        if v in ld:
            ld[v] += 0.3
            lw[v] += 0.3
    # Behaviour towards a seat known to be evil or good marks the voters.
    for _, v, n, yes in m.votes:
        if v not in ld or v == m.me:
            continue
        if n in evil_known:
            ld[v] += -0.4 if yes else 0.8
            lw[v] += -0.4 if yes else 0.8
        elif n in good_known:
            ld[v] += 0.4 if yes else -0.2
            lw[v] += 0.4 if yes else -0.2
    for _, a, n in m.nominations:
        if a in ld and a != m.me:
            if n in evil_known:
                ld[a] -= 1.0
                lw[a] -= 1.0
            elif n in good_known:
                ld[a] += 0.5
                lw[a] += 0.5
    return ld, lw, evil_known, good_known


def _softmax(logw: Mapping[int, float]) -> dict[int, float]:
    if not logw:
        return {}
    top = max(logw.values())
    exp = {s: math.exp(w - top) for s, w in logw.items()}
    total = sum(exp.values())
    return {s: e / total for s, e in exp.items()}


def believe(m: Memory, level: str, public_only: bool = False) -> Belief:
    ld, lw, evil_known, good_known = _weights(m, public_only)
    if level == "hard":
        pd, pe = _pairs(m, ld, lw, evil_known)
    else:
        pd = _softmax(ld)
        pw = _softmax(lw)
        witch_alive = 0.85
        pe = {s: pd[s] + (1 - pd[s]) * min(1.0, pw[s] * witch_alive) for s in pd}
        for s in evil_known & pe.keys():
            pe[s] = 1.0
    return Belief(pd, pe, evil_known, good_known)


def _pairs(m: Memory, ld: Mapping[int, float], lw: Mapping[int, float],
           evil_known: set[int]) -> tuple[dict[int, float], dict[int, float]]:
    """Every (Demon, Witch-or-none) pair among the living others, weighted by
    the per-seat evidence plus what only a pair explains: evil seats do not
    nominate or vote against each other, and they vote no together."""
    seats = list(ld)
    pair: dict[tuple[int, int], float] = {}

    def add(a: int, b: int, w: float) -> None:
        if a in ld and b in ld and a != b:
            pair[(a, b)] = pair.get((a, b), 0.0) + w
            pair[(b, a)] = pair.get((b, a), 0.0) + w

    for _, a, n in m.nominations:
        add(a, n, -1.2)
    for _, v, n, yes in m.votes:
        add(v, n, -0.9 if yes else 0.6)
    for _, p, t in m.picks:
        add(p, t, -0.8)
    no_witch = math.log(0.2)
    best = max(ld.values(), default=0.0) + max(max(lw.values(), default=0.0), no_witch)
    pd = {s: 0.0 for s in seats}
    pe = {s: 0.0 for s in seats}
    total = 0.0
    for d in seats:
        if ld[d] <= NEG / 2:
            continue
        w0 = math.exp(ld[d] + no_witch - best)
        pd[d] += w0
        pe[d] += w0
        total += w0
        for w in seats:
            if w == d:
                continue
            x = math.exp(ld[d] + lw[w] + pair.get((d, w), 0.0) - best)
            pd[d] += x
            pe[d] += x
            pe[w] += x
            total += x
    if total <= 0:
        return _softmax(ld), {s: 0.0 for s in seats}
    pd = {s: x / total for s, x in pd.items()}
    pe = {s: min(1.0, x / total) for s, x in pe.items()}
    for s in evil_known & pe.keys():
        pe[s] = 1.0
    return pd, pe


# -- choosing ------------------------------------------------------------------

Choice = tuple[Hashable, str, dict[str, Any]]


def best_seat(seats: list[int], value: Mapping[int, float], rng: random.Random) -> int:
    """The seat of highest value, ties broken by ``rng`` (so no seat order bias)."""
    top = max(value[s] for s in seats)
    tied = [s for s in seats if value[s] >= top - 1e-9]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def power_targets(legal: list[Hashable], power: str) -> list[int]:
    return [a.target for a in legal if isinstance(a, UsePower) and a.power == power]
