"""Issue 15's figures, asserted on whole seeded games through the loopback
with the real bot (bench/noise.py plays them, players clicking only what
they are shown): hidden hands, a public game and social deduction (Somna's
scripted day: tests/e2e/test_somna_day.py). Counts, not timings."""

from __future__ import annotations

import pytest

from bench import noise
from cogs.screens.board import BURIED_AFTER

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("game, players", [("somnia", 3), ("traumland", 4), ("somnikum", 3), ("darkly_dreaming", 3),
                                           ("somna", 7)])
async def test_one_notification_per_own_decision_and_under_one_limited_call_per_move(game, players):
    phases, _, totals = await noise.play(game, players, False, seed=1)
    assert totals.own_decisions >= 3 and totals.moves >= 10  # a whole game (its length varies with timing)
    assert totals.own_notifications == totals.own_decisions, "exactly one notification per own decision"
    assert totals.other_notifications == 0, "another player's move notifies nobody"
    # an ephemeral prompt loses its choices when its decision ends (its edit is free); an old DM prompt
    # is not edited for it (issue 30): its clicks answer "earlier turn" (tests/e2e/test_request_budget.py)
    assert totals.stale_prompts == 0, "no ephemeral prompt keeps live choices after its decision"
    # what a move costs of the bot's global 50 requests/s: the table speaks through its webhook
    assert totals.rest_limited <= totals.moves, (totals.rest_limited, totals.moves, totals.limited_by_kind)
    assert not any("in channel" in kind and kind.startswith(("POST", "PATCH")) and n > 2
                   for kind, n in totals.limited_by_kind.items()), totals.limited_by_kind
    posts = sum(p.posts for p in phases.values())
    if game != "somna":
        # the cards, tricks and dice show in the table message (its last moves), which stays within a few
        # messages of the bottom; a round (Darkly Dreaming's: one turn of the whole table) posts at most three
        rounds = {n: p.posts for n, p in phases.items() if n != "the end"}
        assert max(rounds.values()) <= 3, rounds
        assert totals.board_depth <= BURIED_AFTER
    if game in ("somnia", "traumland"):  # a trick is not a post of its own
        # (a whole game's tricks: 18 to 60 or so, as its length varies with timing)
        assert totals.round_steps >= 10 and posts <= 2 * len(phases) and posts < totals.round_steps
    if game == "somna":  # at most four posts a day and one a night
        assert all(p.posts <= (4 if name.startswith("day") else 1) for name, p in phases.items()
                   if name.startswith(("day", "night"))), {n: p.posts for n, p in phases.items()}
