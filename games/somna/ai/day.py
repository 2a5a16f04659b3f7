"""A Somna bot's day: accusations, votes, the final pick and the pyre, on
the evidence (evil argues from the public belief, never against its own).
"""

from __future__ import annotations

import random
from typing import Any, Hashable, Mapping

from ..actions import EndDay, Nominate, Pick, Sabotage, Vote, Watch
from .memory import Memory, Belief, believe, Choice, best_seat
from .night import danger_to_evil


# -- the day -------------------------------------------------------------------

def _day_belief(m: Memory, level: str) -> Belief:
    """Evil argues from the public belief (as a villager would), never against its own."""
    if m.faction == "evil":
        return believe(m, "normal", public_only=True)
    return believe(m, "normal" if level == "easy" else level)


def _ours(m: Memory, seat: int) -> bool:
    return m.faction == "evil" and (seat in m.allies or seat == m.demon or seat == m.me)


def choose_nomination(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
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
            return Nominate(t), "hint.somna.nominate_known", {"seat": t}
        # A check that read as a Witch: the Witch, or the healer who reads as one.
        found = [s for s in seats if s in m.witchy and s not in tried and s not in b.certain_good]
        if found:
            t = max(found, key=lambda s: (b.evil.get(s, 0.0), -s))
            return Nominate(t), "hint.somna.nominate_found", {"seat": t}
        fresh = [s for s in seats if s not in tried and s not in b.certain_good]
        if not fresh:
            return end
        if level == "easy":
            if rng.random() < 0.35:
                t = rng.choice(fresh)
                return Nominate(t), "hint.somna.nominate", {"seat": t}
            return end
        score = {s: b.score(s) for s in fresh}
        t = best_seat(fresh, score, rng)
        mean = sum(b.score(s) for s in seats) / len(seats)
        if score[t] >= 1.25 * mean or rng.random() < 0.25:
            return Nominate(t), "hint.somna.nominate", {"seat": t}
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
        danger = danger_to_evil(m, b)
        score = {s: v + DANGER_TILT * max(0.0, danger.get(s, 0.0)) for s, v in score.items()}
    t = best_seat(fresh, score, rng)
    mean = sum(b.score(s) for s in seats) / len(seats)
    if score[t] >= 1.25 * mean or rng.random() < 0.3:
        return Nominate(t), "hint.somna.nominate_cover", {"seat": t}
    return end


DANGER_TILT = 0.2  # a hard evil accuser's weight of danger against the public's suspicion


def choose_vote(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
          rng: random.Random) -> Choice:
    n = view["nominee"]
    data = {"seat": n}
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


def choose_final(view: Mapping[str, Any], m: Memory, legal: list[Hashable], level: str,
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
        t = best_seat(pool, counts, rng)
        return Pick(t), "hint.somna.pick_cover", {"seat": t}
    known = [s for s in seats if s in b.certain_evil]
    if known:
        t = max(known, key=lambda s: (b.demon.get(s, 0.0), -s))
        return Pick(t), "hint.somna.pick_known", {"seat": t}
    pool = [s for s in seats if s not in b.certain_good] or seats
    if level == "easy":
        # The day's most accused, else anyone.
        today = int(view["day"])
        heat = {s: sum(1 for d, _, n in m.nominations if n == s and d == today) + rng.random() for s in pool}
        t = best_seat(pool, heat, rng)
        return Pick(t), "hint.somna.pick", {"seat": t}
    t = best_seat(pool, {s: b.score(s) for s in pool}, rng)
    return Pick(t), "hint.somna.pick", {"seat": t}


def choose_pyre(view: Mapping[str, Any], m: Memory, legal: list[Hashable]) -> Choice:
    c = view.get("condemned")
    if Sabotage() in legal and c is not None:
        role = m.roles.get(int(c))
        if role is not None and role not in ("demon", "witch", "beast"):
            return Sabotage(), "hint.somna.sabotage", {"seat": c}
    return Watch(), "hint.somna.watch", {}
