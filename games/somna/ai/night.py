"""A Somna bot's night: evil's kills and seductions by danger, the Witch's
spells and hexes, the seers' checks and the village's protections.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Hashable, Mapping

from ..actions import Sleep, UsePower
from .memory import Memory, Belief, believe, Choice, best_seat, power_targets


# -- evil's eyes ---------------------------------------------------------------

def danger_to_evil(m: Memory, public: Belief) -> dict[int, float]:
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

def choose_night(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
           rng: random.Random) -> Choice:
    easy = level == "easy"
    for power in ("seduce", "corrupt"):
        seats = power_targets(legal, power)
        if seats:
            return _seduce(view, m, power, seats, rng)
    slay = power_targets(legal, "slay") or power_targets(legal, "maul")
    if slay:
        power = "slay" if power_targets(legal, "slay") else "maul"
        return _kill(view, m, power, slay, level, rng)
    if power_targets(legal, "spell") or power_targets(legal, "hex"):
        return _witch(view, m, legal, level, rng)
    b = believe(m, "normal" if easy else level)
    for power, fn in (("check", _seer), ("peek", _seer)):
        seats = power_targets(legal, power)
        if seats:
            return fn(m, b, power, seats, easy, rng)
    if power_targets(legal, "bless"):
        return _bless(view, m, b, power_targets(legal, "bless"), level, rng)
    if power_targets(legal, "poison") or power_targets(legal, "elixir"):
        return _apothecary(view, m, b, legal, easy, rng)
    if power_targets(legal, "vigilante"):
        return _strike(b, power_targets(legal, "vigilante"), easy, "vigilante", "hint.somna.strike")
    if power_targets(legal, "guard"):
        seats = power_targets(legal, "guard")
        trusted = {s: (1.0 - b.score(s)) + (1.0 if s == m.me else 0.0) for s in seats}
        t = best_seat(seats, trusted, rng)
        return UsePower("guard", t), "hint.somna.guard", {"seat": t}
    return Sleep(), "hint.somna.sleep", {}


def _seduce(view: Mapping[str, Any], m: Memory, power: str, seats: list[int],
            rng: random.Random) -> Choice:
    """A soul with no role, that the village trusts (a Witch above suspicion)
    and that accused nobody of ours."""
    public = believe(m, "normal", public_only=True)
    danger = danger_to_evil(m, public)
    fit = {s: -public.score(s) - 0.3 * danger.get(s, 0.0) - (5.0 if s in m.resisted else 0.0)
           + rng.random() * 0.05 for s in seats}
    t = best_seat(seats, fit, rng)
    return UsePower(power, t), "hint.somna.seduce", {"seat": t}


def _kill(view: Mapping[str, Any], m: Memory, power: str, seats: list[int], level: str,
          rng: random.Random) -> Choice:
    seats = [s for s in seats if s not in m.allies] or seats
    if level == "easy":
        t = rng.choice(seats)
        return UsePower(power, t), "hint.somna.kill", {"seat": t}
    public = believe(m, "normal", public_only=True)
    danger = danger_to_evil(m, public)
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
        top = best_seat(seats, value, rng)
        if len(seats) > 1:
            value[top] -= 100.0
    t = best_seat(seats, value, rng)
    strong = value[t] >= 2.0
    return UsePower(power, t), ("hint.somna.kill_danger" if strong else "hint.somna.kill"), {"seat": t}


EXPOSURE = 8.0  # danger points one unit of the village's belief in the Demon is worth


def _exposure(m: Memory, seat: int, slain: list[tuple[int, int]]) -> float:
    """The village's belief that ``seat`` is the Demon, read from the public
    record alone (as a newcomer would), with ``slain`` added to the nights."""
    outsider = replace(m, me=-1, slain=m.slain + slain)
    return believe(outsider, "normal", public_only=True).demon.get(seat, 0.0)


def _witch(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
           rng: random.Random) -> Choice:
    spell = power_targets(legal, "spell")
    hexes = power_targets(legal, "hex")
    public = believe(m, "normal", public_only=True)
    if level == "easy":
        if hexes and rng.random() < 0.3:
            t = rng.choice(hexes)
            return UsePower("hex", t), "hint.somna.hex", {"seat": t}
        t = rng.choice(spell)
        return UsePower("spell", t), "hint.somna.spell", {"seat": t}
    danger = danger_to_evil(m, public)
    unknown = [s for s in spell if s not in m.spelled]
    if hexes:
        threat = {s: danger.get(s, 0.0) for s in hexes if s != m.demon}
        if threat:
            t = best_seat(list(threat), threat, rng)
            # Hex when someone threatens us, or whenever the Demon is found
            # (a Spell has nothing left to tell).
            if threat[t] >= 3.0 or m.demon is not None:
                return UsePower("hex", t), "hint.somna.hex", {"seat": t}
    if m.demon is None and unknown:
        # The Demon hides among those the village suspects less than the evidence would say.
        guess = {s: public.demon.get(s, 0.0) + rng.random() * 0.01 for s in unknown}
        t = best_seat(unknown, guess, rng)
        return UsePower("spell", t), "hint.somna.spell", {"seat": t}
    pool = [s for s in spell if s != m.demon] or spell
    t = rng.choice(pool)
    return UsePower("spell", t), "hint.somna.spell", {"seat": t}


def _seer(m: Memory, b: Belief, power: str, seats: list[int], easy: bool, rng: random.Random) -> Choice:
    seen = m.checked if power == "check" else m.peeked
    fresh = [s for s in seats if s not in seen and s not in b.certain_good] or seats
    if easy:
        t = rng.choice(fresh)
    else:
        # Check for a Witch where a Witch is likely; peek where the Demon is.
        value = b.evil if power == "check" else b.demon
        t = best_seat(fresh, {s: value.get(s, 0.0) + rng.random() * 1e-6 for s in fresh}, rng)
    return UsePower(power, t), f"hint.somna.{power}", {"seat": t}


def _bless(view: Mapping[str, Any], m: Memory, b: Belief, seats: list[int], level: str,
           rng: random.Random) -> Choice:
    """The Demon kills its accusers and the role holders: bless the trusted
    seat that accused the likeliest evil, or yourself. ``hard`` plays the
    Demon's night from each seat it may be and blesses the likeliest victim."""
    easy = level == "easy"
    if easy:
        return UsePower("bless", m.me), "hint.somna.bless", {"seat": m.me}
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
    t = best_seat(seats, value, rng)
    return UsePower("bless", t), "hint.somna.bless", {"seat": t}


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
        danger = danger_to_evil(hypothesis, public)
        if not danger:
            continue
        top = max(danger.values())
        near = [s for s, v in danger.items() if v >= top - 0.5]
        for s in near:
            odds[s] = odds.get(s, 0.0) + p / len(near)
    return odds


def _apothecary(view: Mapping[str, Any], m: Memory, b: Belief, legal: list[Hashable], easy: bool,
                rng: random.Random) -> Choice:
    poison = power_targets(legal, "poison")
    if poison:
        choice = _strike(b, poison, easy, "poison", "hint.somna.poison")
        if choice[1] != "hint.somna.wait":
            return choice
    elixir = power_targets(legal, "elixir")
    if elixir:
        # The night's victims were no Demon: one comes back as a plain Villager.
        dead = {r["seat"] for r in view.get("dead", [])}
        slain = [s for night, s in sorted(m.slain, reverse=True) if s in dead and s in elixir
                 and m.roles.get(s) not in ("witch", "beast")]
        if slain:
            return UsePower("elixir", slain[0]), "hint.somna.elixir", {"seat": slain[0]}
    return Sleep(), "hint.somna.wait", {}


def _strike(b: Belief, seats: list[int], easy: bool, power: str, key: str) -> Choice:
    """Kill only on strong evidence: a known evil seat, or a Demon far likelier than the rest."""
    known = [s for s in seats if s in b.certain_evil]
    if known:
        t = max(known, key=lambda s: (b.demon.get(s, 0.0), -s))
        return UsePower(power, t), key, {"seat": t}
    if easy:
        return Sleep(), "hint.somna.wait", {}
    ranked = sorted(seats, key=lambda s: (-b.demon.get(s, 0.0), s))
    top = b.demon.get(ranked[0], 0.0)
    second = b.demon.get(ranked[1], 0.0) if len(ranked) > 1 else 0.0
    if top >= 0.5 or (top >= 0.3 and top >= 2.0 * second):
        return UsePower(power, ranked[0]), key, {"seat": ranked[0]}
    return Sleep(), "hint.somna.wait", {}
