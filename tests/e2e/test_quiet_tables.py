"""Issue 15's figures, asserted on whole seeded games through the loopback
with the real bot (bench/noise.py plays them, players clicking only what
they are shown): hidden hands, a public game and social deduction (Somna's
scripted day: tests/e2e/test_somna_day.py). Counts, not timings."""

from __future__ import annotations

import pytest

from bench import noise

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("game, players", [("somnia", 3), ("traumland", 4), ("somnikum", 3), ("darkly_dreaming", 3),
                                           ("somna", 7)])
async def test_one_notification_per_own_decision_and_under_one_limited_call_per_move(game, players):
    phases, _, totals = await noise.play(game, players, False, seed=1)
    assert totals.own_decisions >= 3 and totals.moves >= 10  # a whole game (its length varies with timing)
    assert totals.own_notifications == totals.own_decisions, "exactly one notification per own decision"
    assert totals.other_notifications == 0, "another player's move notifies nobody"
    assert totals.stale_prompts == 0, "no prompt keeps live choices after its decision"
    # what a move costs of the bot's global 50 requests/s: the table speaks through its webhook
    assert totals.rest_limited <= totals.moves, (totals.rest_limited, totals.moves, totals.limited_by_kind)
    assert not any("in channel" in kind and kind.startswith(("POST", "PATCH")) and n > 2
                   for kind, n in totals.limited_by_kind.items()), totals.limited_by_kind
    posts = sum(p.posts for p in phases.values())
    if game in ("somnia", "traumland"):
        # one post per trick (its lines), besides the start and the end, and one more where a long
        # trick's lines fill a group early (Presenter.group_lines): never a post per card
        assert totals.round_steps > 20 and posts <= totals.round_steps * 3 // 2 + 3
    if game == "somnikum":  # a round's lines are one post (cogs/posts.py), at most three a round
        assert totals.round_steps >= 3 and posts <= 3 * totals.round_steps + 3
    if game == "somna":  # at most four posts a day and one a night
        assert all(p.posts <= (4 if name.startswith("day") else 1) for name, p in phases.items()
                   if name.startswith(("day", "night"))), {n: p.posts for n, p in phases.items()}
