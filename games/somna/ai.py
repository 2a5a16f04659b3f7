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

import math
import random
from dataclasses import dataclass, field, replace
from typing import Any, Hashable, Mapping

from games.ai import Hint

from .actions import EndDay, EndPlea, Nominate, Pick, Sabotage, Sleep, UsePower, Vote, Watch

# One English sentence per reason key; ``{name}`` is the seat the hint is
# about (data["name"], a seat number the presenter renders as the player).
# Only words every player knows: the seat's own role is never spelled out for
# others, and no text names the Beast (rules page, rulings item 9).
HINT_TEXTS: dict[str, str] = {
    "hint.somna.sleep": "Nothing to gain tonight: sleep.",
    "hint.somna.seduce": "Seduce {name}: nothing marks them as holding a role.",
    "hint.somna.kill_danger": "{name} is the most dangerous to your side: they accused your side or hold a role.",
    "hint.somna.kill": "Strike {name}: the village trusts them and does not suspect them.",
    "hint.somna.spell": "Cast your Spell on {name} to learn whether they are the Demon.",
    "hint.somna.hex": "Hex {name}: they threaten your side, so their power should fail tonight.",
    "hint.somna.check": "Check {name}: of the players you have not checked, they look the most suspicious.",
    "hint.somna.peek": "Peek at {name}: of the players you have not seen, they look the most suspicious.",
    "hint.somna.bless": "Bless {name}: they are the likeliest target of the Demon tonight.",
    "hint.somna.guard": "Guard {name}: keep the vigilante from a player you trust.",
    "hint.somna.poison": "Poison {name}: the evidence points at them more than at anyone else.",
    "hint.somna.elixir": "Bring {name} back: they were killed in the night, so they were no Demon.",
    "hint.somna.strike": "Strike down {name}: the evidence points at them more than at anyone else.",
    "hint.somna.wait": "The evidence is too thin to act on: keep your power for later.",
    "hint.somna.nominate_known": "You know for certain that {name} is evil: nominate them.",
    "hint.somna.nominate_found": "Your check saw witchcraft on {name}: nominate them.",
    "hint.somna.nominate": "Nominate {name}: the votes, deaths and accusations point at them most.",
    "hint.somna.nominate_cover": "Nominate {name}: the village already suspects them.",
    "hint.somna.end_day": "Nobody stands out enough to nominate: end the day.",
    "hint.somna.end_plea": "You have said your piece: end the plea.",
    "hint.somna.vote_yes": "Vote yes: {name} is among the players the evidence points at.",
    "hint.somna.vote_self": "Vote no: you are the one accused.",
    "hint.somna.vote_no": "Vote no: the evidence points more at others than at {name}.",
    "hint.somna.vote_known_yes": "Vote yes: you know {name} is evil.",
    "hint.somna.vote_known_no": "Vote no: you know {name} is not the Demon.",
    "hint.somna.vote_side": "Vote as your side needs: {name} going to the pyre serves it.",
    "hint.somna.shield": "Vote no: {name} must not burn.",
    "hint.somna.pick": "Pick {name}: of everyone alive, the evidence points at them most.",
    "hint.somna.pick_known": "Pick {name}: you know for certain they are evil.",
    "hint.somna.pick_cover": "Pick {name}: the village suspects them most and they are not on your side.",
    "hint.somna.abstain": "Nobody else is left to pick: abstain.",
    "hint.somna.watch": "Let the pyre burn.",
    "hint.somna.sabotage": "Sabotage the pyre: you know {name} is on the village's side.",
}

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


def _best(seats: list[int], value: Mapping[int, float], rng: random.Random) -> int:
    """The seat of highest value, ties broken by ``rng`` (so no seat order bias)."""
    top = max(value[s] for s in seats)
    tied = [s for s in seats if value[s] >= top - 1e-9]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def _targets(legal: list[Hashable], power: str) -> list[int]:
    return [a.target for a in legal if isinstance(a, UsePower) and a.power == power]


def decide(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Choice:
    only = {Sleep: "hint.somna.sleep", EndPlea: "hint.somna.end_plea", Watch: "hint.somna.watch"}
    if len(legal) == 1 and type(legal[0]) in only:
        return legal[0], only[type(legal[0])], {}
    m = remember(view)
    stage = view["stage"]
    if stage == "night":
        return _night(view, m, legal, level, rng)
    if stage == "nominate":
        return _nominate(view, m, legal, level, rng)
    if stage == "vote":
        return _vote(view, m, legal, level, rng)
    if stage == "final":
        return _final(view, m, legal, level, rng)
    if stage == "pyre":
        return _pyre(view, m, legal)
    return legal[0], "hint.somna.end_plea", {}


def choose(view: Mapping[str, Any], legal: list[Hashable], level: str, rng: random.Random) -> Hashable:
    action, _, _ = decide(view, legal, level, rng)
    return action


def hint(view: Mapping[str, Any], legal: list[Hashable], rng: random.Random) -> Hint:
    action, reason, data = decide(view, legal, "hard", rng)
    return Hint(action, reason, data)


# -- evil's eyes ---------------------------------------------------------------

def _danger(m: Memory, public: Belief) -> dict[int, float]:
    """How dangerous each living non-ally is to evil: accusers of the Demon
    and its allies, role holders (resisted souls), the seers the Witch hexed,
    and the trusted (a trusted voice sways the votes)."""
    evil = set(m.allies) | {m.me}
    if m.demon is not None:
        evil.add(m.demon)
    last_day = max([d for d, _, _ in m.nominations] + [0])
    danger: dict[int, float] = {}
    for s in m.living:
        if s in evil:
            continue
        d = 0.0
        for day, a, n in m.nominations:
            if a == s and n in evil:
                d += 3.0 if n == m.demon else 2.0
                d += 1.0 if day == last_day else 0.0
        for day, v, n, yes in m.votes:
            if v == s and yes and n in evil:
                d += 0.7 if n == m.demon else 0.4
        for day, p, t in m.picks:
            if p == s and t in evil:
                d += 0.5
        if s in m.resisted:
            d += 2.0
        if m.roles.get(s) not in (None, "villager"):
            d += 2.0
        if any(h == s for _, h in m.hexed):
            d += 1.0
        d += 1.0 - 2.0 * public.score(s)   # spare the village's favourite suspects
        danger[s] = d
    return danger


# -- the night -----------------------------------------------------------------

def _night(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
           rng: random.Random) -> Choice:
    easy = level == "easy"
    for power in ("seduce", "corrupt"):
        seats = _targets(legal, power)
        if seats:
            return _seduce(view, m, power, seats, rng)
    slay = _targets(legal, "slay") or _targets(legal, "maul")
    if slay:
        power = "slay" if _targets(legal, "slay") else "maul"
        return _kill(view, m, power, slay, level, rng)
    if _targets(legal, "spell") or _targets(legal, "hex"):
        return _witch(view, m, legal, level, rng)
    b = believe(m, "normal" if easy else level)
    for power, fn in (("check", _seer), ("peek", _seer)):
        seats = _targets(legal, power)
        if seats:
            return fn(m, b, power, seats, easy, rng)
    if _targets(legal, "bless"):
        return _bless(view, m, b, _targets(legal, "bless"), level, rng)
    if _targets(legal, "poison") or _targets(legal, "elixir"):
        return _apothecary(view, m, b, legal, easy, rng)
    if _targets(legal, "vigilante"):
        return _strike(b, _targets(legal, "vigilante"), easy, "vigilante", "hint.somna.strike")
    if _targets(legal, "guard"):
        seats = _targets(legal, "guard")
        trusted = {s: (1.0 - b.score(s)) + (1.0 if s == m.me else 0.0) for s in seats}
        t = _best(seats, trusted, rng)
        return UsePower("guard", t), "hint.somna.guard", {"name": t}
    return Sleep(), "hint.somna.sleep", {}


def _seduce(view: Mapping[str, Any], m: Memory, power: str, seats: list[int],
            rng: random.Random) -> Choice:
    """A soul with no role, that the village trusts (a Witch above suspicion)
    and that accused nobody of ours."""
    public = believe(m, "normal", public_only=True)
    danger = _danger(m, public)
    fit = {s: -public.score(s) - 0.3 * danger.get(s, 0.0) - (5.0 if s in m.resisted else 0.0)
           + rng.random() * 0.05 for s in seats}
    t = _best(seats, fit, rng)
    return UsePower(power, t), "hint.somna.seduce", {"name": t}


def _kill(view: Mapping[str, Any], m: Memory, power: str, seats: list[int], level: str,
          rng: random.Random) -> Choice:
    seats = [s for s in seats if s not in m.allies] or seats
    if level == "easy":
        t = rng.choice(seats)
        return UsePower(power, t), "hint.somna.kill", {"name": t}
    public = believe(m, "normal", public_only=True)
    danger = _danger(m, public)
    # A victim who survived my last strike was blessed: the Priest may bless them again.
    acts = view.get("my_acts", [])
    last = max((a for a in acts if a["power"] == power), key=lambda a: int(a["night"]), default=None)
    value = {s: danger.get(s, 0.0) for s in seats}
    if last is not None and last["target"] in value:
        value[last["target"]] -= 2.0
    if power == "slay" and m.demon is not None:
        # Look one sunrise ahead: a victim whose accusations fall on me would
        # point the village at me; weigh each kill by what it tells.
        night = int(view["night"])
        for s in seats:
            value[s] -= EXPOSURE * _exposure(m, m.demon, [(night, s)])
    if power == "maul":
        # The Demon strikes the most dangerous: the Beast takes the next one.
        top = _best(seats, value, rng)
        if len(seats) > 1:
            value[top] -= 100.0
    t = _best(seats, value, rng)
    strong = value[t] >= 2.0
    return UsePower(power, t), ("hint.somna.kill_danger" if strong else "hint.somna.kill"), {"name": t}


EXPOSURE = 8.0  # danger points one unit of the village's belief in the Demon is worth


def _exposure(m: Memory, seat: int, slain: list[tuple[int, int]]) -> float:
    """The village's belief that ``seat`` is the Demon, read from the public
    record alone (as a newcomer would), with ``slain`` added to the nights."""
    outsider = replace(m, me=-1, slain=m.slain + slain)
    return believe(outsider, "normal", public_only=True).demon.get(seat, 0.0)


def _witch(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
           rng: random.Random) -> Choice:
    spell = _targets(legal, "spell")
    hexes = _targets(legal, "hex")
    public = believe(m, "normal", public_only=True)
    if level == "easy":
        if hexes and rng.random() < 0.3:
            t = rng.choice(hexes)
            return UsePower("hex", t), "hint.somna.hex", {"name": t}
        t = rng.choice(spell)
        return UsePower("spell", t), "hint.somna.spell", {"name": t}
    danger = _danger(m, public)
    unknown = [s for s in spell if s not in m.spelled]
    if hexes:
        threat = {s: danger.get(s, 0.0) for s in hexes if s != m.demon}
        if threat:
            t = _best(list(threat), threat, rng)
            # Hex when someone threatens us, or whenever the Demon is found
            # (a Spell has nothing left to tell).
            if threat[t] >= 3.0 or m.demon is not None:
                return UsePower("hex", t), "hint.somna.hex", {"name": t}
    if m.demon is None and unknown:
        # The Demon hides among those the village suspects less than the evidence would say.
        guess = {s: public.demon.get(s, 0.0) + rng.random() * 0.01 for s in unknown}
        t = _best(unknown, guess, rng)
        return UsePower("spell", t), "hint.somna.spell", {"name": t}
    pool = [s for s in spell if s != m.demon] or spell
    t = rng.choice(pool)
    return UsePower("spell", t), "hint.somna.spell", {"name": t}


def _seer(m: Memory, b: Belief, power: str, seats: list[int], easy: bool, rng: random.Random) -> Choice:
    seen = m.checked if power == "check" else m.peeked
    fresh = [s for s in seats if s not in seen and s not in b.certain_good] or seats
    if easy:
        t = rng.choice(fresh)
    else:
        # Check for a Witch where a Witch is likely; peek where the Demon is.
        value = b.evil if power == "check" else b.demon
        t = _best(fresh, {s: value.get(s, 0.0) + rng.random() * 1e-6 for s in fresh}, rng)
    return UsePower(power, t), f"hint.somna.{power}", {"name": t}


def _bless(view: Mapping[str, Any], m: Memory, b: Belief, seats: list[int], level: str,
           rng: random.Random) -> Choice:
    """The Demon kills its accusers and the role holders: bless the trusted
    seat that accused the likeliest evil, or yourself. ``hard`` plays the
    Demon's night from each seat it may be and blesses the likeliest victim."""
    easy = level == "easy"
    if easy:
        return UsePower("bless", m.me), "hint.somna.bless", {"name": m.me}
    odds = _likely_victims(m, b) if level == "hard" else {}
    value: dict[int, float] = {}
    last_day = max([d for d, _, _ in m.nominations] + [0])
    for s in seats:
        v = 1.0 if s == m.me else 0.0
        for day, a, n in m.nominations:
            if a == s:
                v += b.score(n) * (2.0 if day == last_day else 1.0)
        if any(h == s for _, h in m.hexed):
            v += 0.5  # the Witch thought them a seer
        v += ODDS * odds.get(s, 0.0)
        v *= 1.0 - b.evil.get(s, 0.0)
        value[s] = v
    t = _best(seats, value, rng)
    return UsePower("bless", t), "hint.somna.bless", {"name": t}


ODDS = 2.0  # blessing value of a certain victim, against 1 for the Priest's own house


def _likely_victims(m: Memory, b: Belief, worlds: int = 8) -> dict[int, float]:
    """Where the Demon strikes tonight: for each of the likeliest seats it may
    be (weighted by the belief), the seats its own reading of the table finds
    most dangerous (the bot Demon's rule, without the seat's secrets)."""
    public = believe(replace(m, me=-1), "normal", public_only=True)
    odds: dict[int, float] = {}
    for d, p in sorted(b.demon.items(), key=lambda kv: (-kv[1], kv[0]))[:worlds]:
        if p < 0.02:
            break
        hypothesis = replace(m, me=d, role="demon", faction="evil", allies=set(), demon=d,
                             resisted=set(), roles={})
        danger = _danger(hypothesis, public)
        if not danger:
            continue
        top = max(danger.values())
        near = [s for s, v in danger.items() if v >= top - 0.5]
        for s in near:
            odds[s] = odds.get(s, 0.0) + p / len(near)
    return odds


def _apothecary(view: Mapping[str, Any], m: Memory, b: Belief, legal: list[Hashable], easy: bool,
                rng: random.Random) -> Choice:
    poison = _targets(legal, "poison")
    if poison:
        choice = _strike(b, poison, easy, "poison", "hint.somna.poison")
        if choice[1] != "hint.somna.wait":
            return choice
    elixir = _targets(legal, "elixir")
    if elixir:
        # The night's victims were no Demon: one comes back as a plain Villager.
        dead = {r["seat"] for r in view.get("dead", [])}
        slain = [s for night, s in sorted(m.slain, reverse=True) if s in dead and s in elixir
                 and m.roles.get(s) not in ("witch", "beast")]
        if slain:
            return UsePower("elixir", slain[0]), "hint.somna.elixir", {"name": slain[0]}
    return Sleep(), "hint.somna.wait", {}


def _strike(b: Belief, seats: list[int], easy: bool, power: str, key: str) -> Choice:
    """Kill only on strong evidence: a known evil seat, or a Demon far likelier than the rest."""
    known = [s for s in seats if s in b.certain_evil]
    if known:
        t = max(known, key=lambda s: (b.demon.get(s, 0.0), -s))
        return UsePower(power, t), key, {"name": t}
    if easy:
        return Sleep(), "hint.somna.wait", {}
    ranked = sorted(seats, key=lambda s: (-b.demon.get(s, 0.0), s))
    top = b.demon.get(ranked[0], 0.0)
    second = b.demon.get(ranked[1], 0.0) if len(ranked) > 1 else 0.0
    if top >= 0.5 or (top >= 0.3 and top >= 2.0 * second):
        return UsePower(power, ranked[0]), key, {"name": ranked[0]}
    return Sleep(), "hint.somna.wait", {}


# -- the day -------------------------------------------------------------------

def _day_belief(m: Memory, level: str) -> Belief:
    """Evil argues from the public belief (as a villager would), never against its own."""
    if m.faction == "evil":
        return believe(m, "normal", public_only=True)
    return believe(m, "normal" if level == "easy" else level)


def _ours(m: Memory, seat: int) -> bool:
    return m.faction == "evil" and (seat in m.allies or seat == m.demon or seat == m.me)


def _nominate(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
              rng: random.Random) -> Choice:
    seats = [a.target for a in legal if isinstance(a, Nominate)]
    today = int(view["day"])
    tried = {n for d, _, n in m.nominations if d == today}
    spoke = any(a == m.me for d, a, _ in m.nominations if d == today)
    end: Choice = (EndDay(), "hint.somna.end_day", {})
    if spoke or not seats:
        return end
    if m.faction == "village":
        b = _day_belief(m, level)
        known = [s for s in seats if s in b.certain_evil and s not in tried]
        if known:
            t = max(known, key=lambda s: (b.demon.get(s, 0.0), -s))
            return Nominate(t), "hint.somna.nominate_known", {"name": t}
        # A check that read as a Witch: the Witch, or the healer who reads as one.
        found = [s for s in seats if s in m.witchy and s not in tried and s not in b.certain_good]
        if found:
            t = max(found, key=lambda s: (b.evil.get(s, 0.0), -s))
            return Nominate(t), "hint.somna.nominate_found", {"name": t}
        fresh = [s for s in seats if s not in tried and s not in b.certain_good]
        if not fresh:
            return end
        if level == "easy":
            if rng.random() < 0.35:
                t = rng.choice(fresh)
                return Nominate(t), "hint.somna.nominate", {"name": t}
            return end
        score = {s: b.score(s) for s in fresh}
        t = _best(fresh, score, rng)
        mean = sum(b.score(s) for s in seats) / len(seats)
        if score[t] >= 1.25 * mean or rng.random() < 0.25:
            return Nominate(t), "hint.somna.nominate", {"name": t}
        return end
    b = _day_belief(m, level)
    fresh = [s for s in seats if s not in tried and not _ours(m, s)]
    if m.role == "witch" and m.demon is None:
        fresh = [s for s in fresh if s in m.spelled]  # never accuse a seat that may be the Demon
    if not fresh:
        return end
    # Blend in: accuse whom the village already suspects, now and then;
    # ``hard`` leans towards the suspects that most threaten evil.
    score = {s: b.score(s) for s in fresh}
    if level == "hard":
        danger = _danger(m, b)
        score = {s: v + DANGER_TILT * max(0.0, danger.get(s, 0.0)) for s, v in score.items()}
    t = _best(fresh, score, rng)
    mean = sum(b.score(s) for s in seats) / len(seats)
    if score[t] >= 1.25 * mean or rng.random() < 0.3:
        return Nominate(t), "hint.somna.nominate_cover", {"name": t}
    return end


DANGER_TILT = 0.2  # a hard evil accuser's weight of danger against the public's suspicion


def _vote(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
          rng: random.Random) -> Choice:
    n = view["nominee"]
    data = {"name": n}
    if n == m.me:
        return Vote(False), "hint.somna.vote_self", {}
    if m.faction == "evil":
        if _ours(m, n):
            yes_now = sum(1 for v in view.get("votes", {}).values() if v == "yes")
            if level != "easy" and n != m.demon and yes_now >= int(view["needed"]):
                # Already doomed: a no would only mark the shield as evil.
                return Vote(True), "hint.somna.vote_side", data
            return Vote(False), "hint.somna.shield", data
        if m.role == "witch" and m.demon is None and n not in m.spelled:
            # The unfound Demon could be on the pyre: shield unless the village is sure.
            public = believe(m, "normal", public_only=True)
            ranked = sorted(public.score(s) for s in m.living if s != m.me)
            yes = public.score(n) < ranked[-1] - 1e-9 or rng.random() < 0.5
            return Vote(yes), ("hint.somna.vote_side" if yes else "hint.somna.shield"), data
        if level == "easy":
            return Vote(True), "hint.somna.vote_side", data
        # Blend in: vote as the village's own reading would, a little more
        # eager to burn (every villager burnt brings parity closer).
        public = believe(m, "normal", public_only=True)
        yes = _rank(m, public, n) < _width(view, m) + 1
        return Vote(yes), ("hint.somna.vote_side" if yes else "hint.somna.vote_no"), data
    b = _day_belief(m, level)
    if n in b.certain_evil:
        return Vote(True), "hint.somna.vote_known_yes", data
    if n in b.certain_good or b.demon.get(n, 0.0) == 0.0 and b.evil.get(n, 0.0) < 0.05:
        return Vote(False), "hint.somna.vote_known_no", data
    if level == "easy":
        yes = rng.random() < 0.5
        return Vote(yes), ("hint.somna.vote_yes" if yes else "hint.somna.vote_no"), data
    yes = _rank(m, b, n) < _width(view, m)
    return Vote(yes), ("hint.somna.vote_yes" if yes else "hint.somna.vote_no"), data


def _rank(m: Memory, b: Belief, seat: int) -> int:
    """How many living others the belief suspects more than ``seat``."""
    return sum(1 for s in m.living if s != m.me and b.score(s) > b.score(seat) + 1e-9)


def _width(view: Mapping[str, Any], m: Memory) -> int:
    """Yes for the leading suspects; the later in the day, the wider the net
    (the final plurality vote is a coarser tool than a majority)."""
    return 1 + int(view.get("failed_votes", 0)) + (1 if len(m.living) >= 10 else 0)


def _final(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
           rng: random.Random) -> Choice:
    seats = [a.target for a in legal if isinstance(a, Pick) and a.target is not None and a.target != m.me]
    if not seats:
        return Pick(None), "hint.somna.abstain", {}
    b = _day_belief(m, level)
    if m.faction == "evil":
        pool = [s for s in seats if not _ours(m, s)] or seats
        # Join the crowd (the seat with most picks so far), else the public's
        # favourite; a Witch who has not found the Demon prefers seats her
        # Spells cleared, as the Demon would not burn itself.
        picks = view.get("votes", {})
        unsure = m.role == "witch" and m.demon is None
        today = int(view["day"])
        accused = {n for d, a, n in m.nominations if d == today and a != m.me}
        counts = {s: 3.0 * sum(1 for v in picks.values() if v == s) + b.score(s)
                  + (1.0 if unsure and s in m.spelled else 0.0) + (0.5 if s in accused else 0.0) for s in pool}
        t = _best(pool, counts, rng)
        return Pick(t), "hint.somna.pick_cover", {"name": t}
    known = [s for s in seats if s in b.certain_evil]
    if known:
        t = max(known, key=lambda s: (b.demon.get(s, 0.0), -s))
        return Pick(t), "hint.somna.pick_known", {"name": t}
    pool = [s for s in seats if s not in b.certain_good] or seats
    if level == "easy":
        # The day's most accused, else anyone.
        today = int(view["day"])
        heat = {s: sum(1 for d, _, n in m.nominations if n == s and d == today) + rng.random() for s in pool}
        t = _best(pool, heat, rng)
        return Pick(t), "hint.somna.pick", {"name": t}
    t = _best(pool, {s: b.score(s) for s in pool}, rng)
    return Pick(t), "hint.somna.pick", {"name": t}


def _pyre(view: Mapping[str, Any], m: Memory, legal: list[Hashable]) -> Choice:
    c = view.get("condemned")
    if Sabotage() in legal and c is not None:
        role = m.roles.get(int(c))
        if role is not None and role not in ("demon", "witch", "beast"):
            return Sabotage(), "hint.somna.sabotage", {"name": c}
    return Watch(), "hint.somna.watch", {}
