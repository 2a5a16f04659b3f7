"""The day: nominations, the plea, the majority vote, the final plurality
vote and the pyre (where the Monger may sabotage).

Stages (``state.stage``):

- ``nominate``: every living player who has not said "end the day" may
  nominate another living player or end the day. When more than half of the
  living have ended it (the ``ready`` majority, so one silent player does not
  hold the day to its deadline), or after ``max_failed_votes`` failed votes,
  the final vote runs. The day's time is one clock however often the
  nominations reopen (``SomnaState.decision_clock``).
- ``plea``: the accused pleads, then ends the plea.
- ``vote``: every living player votes yes or no, and may change the vote
  until the last living player has voted; executed on yes > half the living.
- ``final``: every living player picks a living player or abstains; most
  picks is executed (no picks at all: everyone ties). A tie goes to
- ``runoff``: one short vote among the tied (``runoff_seconds``), every
  living player picks one of them or abstains; a tie again is broken at
  random, since the day must end in an execution.
- ``pyre``: the execution waits for the pyre's time to run out, whatever
  anyone does, so its length tells nothing; only a Monger who may sabotage
  has a choice (Watch or Sabotage). Everyone else watches by default at the
  deadline (``waits_out``), with no click and no penalty.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Hashable

from games.base import Event, public
from words import Text

from .actions import EndDay, EndPlea, Nominate, Pick, Sabotage, Vote, Watch
from .rules import DAY, LIMITS, ROLES

if TYPE_CHECKING:
    from .state import SomnaState


def needed(living: int) -> int:
    """Yes votes needed to execute: more than half of the living players."""
    return living // 2 + 1


def to_act(st: "SomnaState") -> list[int]:
    living = st.living()
    if st.stage == "nominate":
        return [s for s in living if s not in st.ready]
    if st.stage == "plea":
        return [st.nominee] if st.nominee is not None else []
    if st.stage == "pyre":
        return [s for s in living if str(s) not in st.pyre]
    return living  # vote, final


def can_sabotage(st: "SomnaState", seat: int) -> bool:
    return ("sabotage" in ROLES[st.roles[seat]].day_powers
            and st.used["sabotage"] < LIMITS["sabotage"]
            and seat not in st.hexed_last_night)


def options(st: "SomnaState", seat: int) -> list[Hashable]:
    if st.stage == "nominate":
        return [Nominate(t) for t in st.living() if t != seat] + [EndDay()]
    if st.stage == "plea":
        return [EndPlea()]
    if st.stage == "vote":
        return [Vote(True), Vote(False)]
    if st.stage == "final":
        return [*(Pick(t) for t in st.living()), Pick(None)]
    if st.stage == "runoff":
        return [*(Pick(t) for t in st.tied), Pick(None)]
    acts: list[Hashable] = [Watch()]
    if can_sabotage(st, seat):
        acts.append(Sabotage())
    return acts


def default(st: "SomnaState", seat: int) -> Hashable:
    """At a deadline: end the day, end the plea, keep a cast vote or vote no,
    keep a cast pick or abstain, let the pyre burn."""
    if st.stage == "nominate":
        return EndDay()
    if st.stage == "plea":
        return EndPlea()
    cast = st.votes.get(str(seat), "unset")
    if st.stage == "vote":
        return Vote(cast == "yes")
    if st.stage in ("final", "runoff"):
        return Pick(None if cast == "unset" else cast)
    return Watch()


def explain(st: "SomnaState", seat: int, action: Hashable) -> Text:
    if isinstance(action, Nominate):
        if st.stage != "nominate":
            return Text("game-somna-nominations-closed")
        if action.target == seat:
            return Text("game-somna-nominate-self")
        return Text("game-somna-nominate-living")
    if isinstance(action, Pick):
        if st.stage == "runoff":
            return Text("game-somna-pick-tied")
        if st.stage != "final":
            return Text("game-somna-final-not-started")
        return Text("game-somna-pick-living")
    if isinstance(action, Sabotage):
        return Text("game-somna-sabotage-monger")
    if isinstance(action, Vote):
        return Text("game-somna-no-vote")
    return Text("game-somna-not-now-day")


def begin(st: "SomnaState") -> list[Event]:
    st.phase = "day"
    st.day = st.night
    st.failed_votes = 0
    st.history = []
    st.enter("nominate")
    return [public("day_begins", day=st.day, alive=st.living())]


def apply(st: "SomnaState", seat: int, action: Hashable) -> list[Event]:
    if isinstance(action, Nominate):
        st.nominee, st.accuser = action.target, seat
        st.enter("plea")
        return [public("nominated", accuser=seat, nominee=action.target)]
    if isinstance(action, EndDay):
        st.ready.append(seat)
        events = [public("ready", seat=seat)]
        if len(st.ready) >= needed(len(st.living())) or not to_act(st):
            events += _open_final(st)
        return events
    if isinstance(action, EndPlea):
        st.enter("vote")
        return [public("vote_opened", nominee=st.nominee, needed=needed(len(st.living())))]
    if isinstance(action, Vote):
        return _ballot(st, seat, "yes" if action.yes else "no", "vote_cast", _close_vote)
    if isinstance(action, Pick):
        return _ballot(st, seat, action.target, "pick_cast",
                       _close_runoff if st.stage == "runoff" else _close_final)
    st.pyre[str(seat)] = "sabotage" if isinstance(action, Sabotage) else "watch"
    return _close_pyre(st) if not to_act(st) else []


def _ballot(st: "SomnaState", seat: int, value: str | int | None, kind: str,
            close: Callable[["SomnaState"], list[Event]]) -> list[Event]:
    events: list[Event] = []
    if st.votes.get(str(seat), "unset") != value:
        st.votes[str(seat)] = value
        events.append(public(kind, seat=seat, vote=value))
    if len(st.votes) == len(st.living()):
        events += close(st)
    return events


def _reopen(st: "SomnaState") -> list[Event]:
    st.nominee = st.accuser = None
    st.enter("nominate")
    return [public("nominations_open", failed_votes=st.failed_votes)]


def _close_vote(st: "SomnaState") -> list[Event]:
    yes = sorted(int(s) for s, v in st.votes.items() if v == "yes")
    no = sorted(int(s) for s, v in st.votes.items() if v == "no")
    need = needed(len(st.living()))
    record = {"ballot": "majority", "nominee": st.nominee, "accuser": st.accuser,
              "yes": yes, "no": no, "needed": need, "passed": len(yes) >= need}
    st.history.append(record)
    events = [public("vote_closed", **record)]
    if record["passed"]:
        assert st.nominee is not None  # a vote is only held on a nominee
        return events + _light_pyre(st, st.nominee)
    st.failed_votes += 1
    if st.failed_votes >= DAY["max_failed_votes"]:
        return events + _open_final(st)
    return events + _reopen(st)


def _open_final(st: "SomnaState") -> list[Event]:
    st.nominee = st.accuser = None
    st.enter("final")
    return [public("final_vote_opened", candidates=st.living())]


def _count(st: "SomnaState", among: list[int]) -> tuple[Counter[int], list[int]]:
    """The picks' tally and the seats with most picks (no picks: all of ``among``)."""
    tally: Counter[int] = Counter(v for v in st.votes.values() if v is not None)
    if not tally:
        return tally, list(among)
    top = max(tally.values())
    return tally, sorted(t for t, c in tally.items() if c == top)


def _close_final(st: "SomnaState") -> list[Event]:
    tally, tied = _count(st, st.living())
    record: dict[str, Any] = {"ballot": "final", "picks": dict(st.votes),
                              "tally": {str(t): c for t, c in sorted(tally.items())}, "tied": tied,
                              "chosen": tied[0] if len(tied) == 1 else None}
    st.history.append(record)
    events = [public("final_vote_closed", **record)]
    if len(tied) == 1:
        return events + _light_pyre(st, tied[0])
    # A tie: one short runoff among the tied.
    st.tied = tied
    st.enter("runoff")
    return events + [public("runoff_opened", candidates=tied)]


def _close_runoff(st: "SomnaState") -> list[Event]:
    tally, tied = _count(st, st.tied)
    chosen = tied[0] if len(tied) == 1 else tied[st.rng.choice_index(len(tied))]
    record = {"ballot": "runoff", "picks": dict(st.votes), "candidates": list(st.tied),
              "tally": {str(t): c for t, c in sorted(tally.items())}, "tied": tied, "chosen": chosen}
    st.history.append(record)
    st.tied = []
    return [public("runoff_closed", **record)] + _light_pyre(st, chosen)


def _light_pyre(st: "SomnaState", condemned: int) -> list[Event]:
    st.condemned = condemned
    st.enter("pyre")
    return [public("pyre_lit", condemned=condemned)]


def _close_pyre(st: "SomnaState") -> list[Event]:
    condemned = st.condemned
    assert condemned is not None  # the pyre burns only after _light_pyre named the condemned
    saboteurs = sorted(int(s) for s, v in st.pyre.items() if v == "sabotage")
    entry = {"day": st.day, "votes": st.history, "condemned": condemned,
             "sabotaged_by": saboteurs[0] if saboteurs else None}
    st.tell_story(entry)
    if saboteurs:
        st.used["sabotage"] += 1
        return [public("sabotaged", condemned=condemned)] + st.after_day()
    st.alive[condemned] = False
    record: dict[str, Any] = {"seat": condemned, "how": ["executed"]}
    if st.options["reveal_roles_on_death"]:
        record["role"] = st.roles[condemned]
    st.dead.append({**record, "day": st.day})
    extra = {"role": record["role"]} if "role" in record else {}
    event = public("executed", seat=condemned, demon=st.roles[condemned] == "demon", **extra)
    return [event] + st.after_day()
