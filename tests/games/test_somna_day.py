"""Known-answer tests for Somna's day: nominations, the plea, the majority
vote, renomination, the final plurality vote, the pyre and sabotage, and
the evil parity win."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.somna import GAME
from games.somna.actions import EndDay, EndPlea, Nominate, Pick, Sabotage, Vote, Watch
from games.somna.rules import DAY
from tests.games.test_somna_support import (
    DEMON, MONGER, TEN, at_night, end_day, find, night, nominate, table, ten_with_witch, use, vote,
)

WITCH = 6


def day_table(roles=None, **kw):
    """A table at day 2 (after a quiet night 2)."""
    st = at_night(roles or ten_with_witch(), **kw)
    night(st, {})
    assert st.phase == "day" and st.stage == "nominate" and st.day == 2
    return st


def roles_for(n: int) -> list[str]:
    roles = ["demon", "witch_hunter", "priest", "apothecary", "witch"] + ["villager"] * (n - 5)
    if n >= 10:
        roles[5], roles[6] = "zealot", "monger"
    return roles


@pytest.mark.parametrize("n", range(7, 21))
def test_execution_needs_more_than_half_of_the_living(n):
    # One seat dead so living counts of both parities are covered.
    for dead in ((), (n - 1,)):
        st = day_table(roles_for(n), dead=dead)
        living = len(st.living())
        need = living // 2 + 1
        assert 2 * need > living >= 2 * (need - 1)
        nominate(st, 1, n - 2)
        assert st.view(None)["needed"] == need
        yes = set(st.living()[: need - 1])
        events = vote(st, yes)
        closed = find(events, "vote_closed")
        assert closed.data["passed"] is False and closed.data["needed"] == need
        assert st.stage == "nominate" and st.failed_votes == 1
        nominate(st, 1, n - 2)  # renomination of the same player
        vote(st, set(st.living()[:need]))
        assert st.stage == "pyre" and st.condemned == n - 2


def test_votes_are_public_and_changeable_until_the_last_voter():
    st = day_table()
    nominate(st, 1, 7)
    events = st.apply(2, Vote(True))
    assert events[0].public and events[0].data == {"seat": 2, "vote": "yes"}
    assert st.view(None)["votes"] == {"2": "yes"} and st.view(None)["tally"] == {"yes": 1, "no": 0}
    st.apply(2, Vote(False))
    assert st.view(None)["votes"] == {"2": "no"}
    assert st.apply(2, Vote(False)) == []  # no change, no event
    for seat in st.living():
        if seat != 2:
            st.apply(seat, Vote(True))
    assert st.view(None)["vote_history"][0]["no"] == [2]


def test_failed_votes_reopen_nominations_and_the_third_leads_to_the_final_vote():
    st = day_table()
    st.apply(3, EndDay())
    assert 3 not in st.to_act()
    for round_ in range(1, DAY["max_failed_votes"] + 1):
        nominate(st, 1, 7)
        vote(st, set())
        assert st.failed_votes == round_
        if round_ < DAY["max_failed_votes"]:
            assert st.stage == "nominate" and 3 in st.to_act()  # "end the day" is reset
    assert st.stage == "final"
    assert len(st.view(None)["vote_history"]) == DAY["max_failed_votes"]


def test_when_everyone_ends_the_day_the_final_plurality_vote_executes_the_most_picked():
    st = day_table()
    events = end_day(st)
    assert find(events, "final_vote_opened").data["candidates"] == st.living()
    picks = {0: 7, 1: 7, 2: 8, 3: 7, 4: None}
    for seat in st.living():
        st.apply(seat, Pick(picks.get(seat, 8) if seat != 9 else 7))
    # 7: seats 0, 1, 3, 9 = 4 picks; 8: seats 2, 5, 6, 7, 8 = 5 picks.
    assert st.stage == "pyre" and st.condemned == 8


def test_a_final_vote_tie_goes_to_one_runoff_among_the_tied():
    st = day_table()
    end_day(st)
    events = []
    for seat in st.living():
        events += st.apply(seat, Pick(7 if seat < 5 else 8))
    assert st.view(None)["vote_history"][-1]["tied"] == [7, 8] and st.condemned is None
    assert st.stage == "runoff" and find(events, "runoff_opened").data["candidates"] == [7, 8]
    assert st.view(None)["tied"] == [7, 8] and st.decision_seconds() == DAY["runoff_seconds"] == 30
    # only the tied can be picked (or nobody); anyone else is refused with the reason
    assert set(st.legal_actions(0)) == {Pick(7), Pick(8), Pick(None)}
    with pytest.raises(IllegalAction) as refused:
        st.apply(0, Pick(3))
    assert refused.value.reason.key == "game-somna-pick-tied"
    # the runoff decides: 8 has the most picks
    for seat in st.living():
        st.apply(seat, Pick(8 if seat != 0 else 7))
    assert st.stage == "pyre" and st.condemned == 8
    assert st.history[-1]["ballot"] == "runoff" and st.history[-1]["tied"] == [8] and st.tied == []


def test_a_runoff_tie_is_broken_at_random_from_the_state_rng():
    winners = set()
    for forced in (0, 1):
        st = day_table()
        end_day(st)
        for seat in st.living():
            st.apply(seat, Pick(7 if seat < 5 else 8))
        assert st.stage == "runoff"
        st.rng.force(forced)
        for seat in st.living():
            st.apply(seat, Pick(7 if seat < 5 else 8))
        assert st.history[-1]["tied"] == [7, 8] and st.stage == "pyre"
        winners.add(st.condemned)
    assert winners == {7, 8}


def test_final_vote_with_no_picks_ties_everyone_and_so_does_an_empty_runoff():
    st = day_table()
    end_day(st)
    for seat in st.living():
        st.apply(seat, Pick(None))
    assert st.history[-1]["tied"] == st.living() and st.stage == "runoff"
    for seat in st.living():
        st.apply(seat, Pick(None))
    assert st.stage == "pyre" and st.condemned in st.living()


def test_a_majority_of_the_living_ends_the_discussion():
    st = day_table()
    living = st.living()
    for seat in living[:len(living) // 2]:
        st.apply(seat, EndDay())
    assert st.stage == "nominate", "half is not a majority"
    events = st.apply(living[len(living) // 2], EndDay())
    assert st.stage == "final" and find(events, "final_vote_opened")


def test_the_deadline_defaults_end_each_stage_sensibly():
    st = day_table()
    seen = []
    while st.phase == "day":
        stage = st.stage
        seen.append(stage)
        while st.stage == stage and st.phase == "day":
            for seat in st.to_act():
                if st.stage != stage:
                    break
                st.apply(seat, st.default_action(seat))
    assert seen == ["nominate", "final", "runoff", "pyre"]
    assert st.phase == "night" or st.is_over
    # During a plea the accused's default is to finish; in a vote, No.
    st = day_table()
    st.apply(1, Nominate(7))
    assert st.default_action(7) == EndPlea()
    st.apply(7, EndPlea())
    assert st.default_action(3) == Vote(False)
    st.apply(3, Vote(True))
    assert st.default_action(3) == Vote(True)


def test_sabotage_stops_one_execution_once_per_game():
    st = day_table()
    nominate(st, 1, 7)
    vote(st, set(st.living()))
    assert st.legal_actions(MONGER) == [Watch(), Sabotage()]
    assert st.legal_actions(2) == [Watch()]
    assert st.view(None)["stage"] == "pyre" and sorted(st.to_act()) == st.living()
    events = []
    for seat in st.living():
        events += st.apply(seat, Sabotage() if seat == MONGER else Watch())
    assert st.alive[7] and find(events, "sabotaged").data == {"condemned": 7}
    assert "executed" not in [e.kind for e in events]
    assert st.phase == "night" and st.used["sabotage"] == 1
    assert st.view(MONGER)["uses"] == {"sabotage": 0}
    night(st, {})
    nominate(st, 1, 7)
    vote(st, set(st.living()))
    assert st.legal_actions(MONGER) == [Watch()]
    with pytest.raises(IllegalAction, match="Monger"):
        st.apply(MONGER, Sabotage())


def test_execution_tells_only_whether_the_demon_was_purged():
    st = day_table()
    nominate(st, 1, 7)
    vote(st, set(st.living()))
    events = []
    for seat in st.living():
        events += st.apply(seat, Watch())
    executed = find(events, "executed")
    assert executed.data == {"seat": 7, "demon": False}
    assert find(events, "night_falls").data == {"night": 3}


def test_executing_the_demon_kills_the_hidden_witch_and_the_village_wins():
    st = day_table()
    nominate(st, 1, DEMON)
    vote(st, set(st.living()))
    events = []
    for seat in st.living():
        events += st.apply(seat, Watch())
    over = find(events, "game_over")
    assert over.data["winner"] == "village" and over.data["died_with_demon"] == [WITCH]
    assert find(events, "executed").data["demon"] is True
    assert st.is_over and st.to_act() == []


def test_reveal_roles_on_death_option_reveals_the_dead_only():
    st = day_table(reveal=True)
    nominate(st, 1, 7)
    vote(st, set(st.living()))
    events = []
    for seat in st.living():
        events += st.apply(seat, Watch())
    assert find(events, "executed").data == {"seat": 7, "demon": False, "role": "villager"}
    assert st.view(None)["dead"][-1]["role"] == "villager"


@pytest.mark.parametrize("evil", [("demon",), ("demon", "witch"), ("demon", "witch", "beast")])
def test_evil_wins_at_parity(evil):
    # len(evil) + (len(evil) + 1) living; the Demon slays one villager -> parity.
    roles = list(evil) + ["villager"] * (len(evil) + 1)
    roles += ["villager"] * (7 - len(roles))
    dead = tuple(range(2 * len(evil) + 1, 7))
    st = at_night(roles, dead=dead, advanced=True)
    assert not st.is_over
    events = night(st, {0: use("slay", len(evil))})
    over = find(events, "game_over")
    assert over.data["winner"] == "evil" and over.data["reason"] == "parity"
    results = {r.seat: r for r in st.outcome()}
    assert all(results[s].won for s in range(len(evil)))
    assert not any(results[s].won for s in range(len(evil), 7))


def test_evil_wins_at_parity_after_an_execution():
    roles = ["demon", "witch", "villager", "villager", "villager", "villager", "villager"]
    st = at_night(roles, dead=(5, 6))
    night(st, {})
    nominate(st, 2, 3)
    vote(st, set(st.living()))
    events = []
    for seat in st.living():
        events += st.apply(seat, Watch())
    assert find(events, "game_over").data["winner"] == "evil"


def test_day_refusals_name_the_rule():
    st = day_table(dead=(9,))
    with pytest.raises(IllegalAction, match="yourself"):
        st.apply(1, Nominate(1))
    with pytest.raises(IllegalAction, match="living"):
        st.apply(1, Nominate(9))
    with pytest.raises(IllegalAction, match="not your turn"):
        st.apply(9, EndDay())
    with pytest.raises(IllegalAction, match="day"):
        st.apply(1, use("slay", 2))
    st.apply(1, Nominate(7))
    with pytest.raises(IllegalAction, match="not your turn"):
        st.apply(2, Vote(True))


def test_decision_seconds_follow_the_options_per_stage():
    opts = {"night_seconds": 100, "day_seconds": 200, "plea_seconds": 30, "vote_seconds": 40}
    st = GAME.new(players=10, seed=3, options=opts)
    assert st.decision_seconds() == 100
    st = day_table()
    st.options.update(opts)
    assert st.decision_seconds() == 200
    st.apply(1, Nominate(7))
    assert st.decision_seconds() == 30
    st.apply(7, EndPlea())
    assert st.decision_seconds() == 40
    vote(st, set(st.living()))
    assert st.decision_seconds() == DAY["pyre_seconds"]
    assert table(list(TEN)).decision_seconds() == 90
