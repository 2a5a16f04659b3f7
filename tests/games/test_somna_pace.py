"""Somna's pace in the engine: the lobby's presets, the day's one clock
(``decision_clock``) and the stretch in which the host may extend once
(``pace_period``). The bot's side is tests/e2e/test_somna_pace.py."""

from __future__ import annotations

import pytest

from games.base import BadOptions
from games.somna import GAME
from games.somna.rules import PACES
from tests.games.test_somna_support import TEN, nominate, table, to_day, vote


def test_presets_set_the_times_a_table_did_not_set_itself():
    assert set(PACES) == {"quick", "standard", "relaxed"}
    standard = GAME.resolve_options({})
    assert standard["pace"] == "standard" and (standard["night_seconds"], standard["day_seconds"]) == (90, 480)
    quick, relaxed = GAME.resolve_options({"pace": "quick"}), GAME.resolve_options({"pace": "relaxed"})
    for name in ("night_seconds", "day_seconds", "plea_seconds", "vote_seconds"):
        assert quick[name] < standard[name] < relaxed[name], name
    mine = GAME.resolve_options({"pace": "quick", "day_seconds": 900})
    assert mine["day_seconds"] == 900 and mine["night_seconds"] == quick["night_seconds"]
    assert GAME.resolve_options(quick) == quick, "resolving twice changes nothing (the bot resolves at open and at deal)"
    assert GAME.decision_times(quick)["nominations"] == 300
    with pytest.raises(BadOptions):
        GAME.resolve_options({"pace": "hasty"})
    st = GAME.new(players=7, seed=1, options={"pace": "quick"})
    assert st.decision_seconds() == quick["night_seconds"]


def test_the_nominations_run_on_one_clock_a_day_and_the_period_is_a_night_and_its_day():
    st = table(TEN)
    assert st.decision_clock() is None and st.pace_period() == "round 1"
    to_day(st)
    assert st.stage == "nominate" and st.decision_clock() == "day 1" and st.pace_period() == "round 1"
    nominate(st, 1, 7)
    assert st.decision_clock() is None, "the plea and the vote have their own times"
    vote(st, set())
    assert st.stage == "nominate" and st.decision_clock() == "day 1", "a reopened round is the same day's clock"
