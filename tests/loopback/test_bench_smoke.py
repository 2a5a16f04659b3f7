"""The benchmark harness runs end to end (bot in a child process via its entry point), tiny and bounded."""

from __future__ import annotations

import os
import sys
import time

import pytest

from tests import bench

pytestmark = pytest.mark.e2e


async def test_bench_smoke():
    args = bench.parse(["--players", "3", "--channels", "2", "--actions", "24", "--seconds", "5", "--ready-quiet", "0.3"])
    result = await bench.bench(args)
    floor, game = result["phases"]
    assert (floor.actions, game.actions) == (24, 24) and floor.failures == game.failures == 0
    assert floor.routes == {"POST /interactions/:id/:token/callback": 24}
    # discord.py caches each player's DM channel: at most one open per player (fewer when a
    # player's first join lands after the time budget on a loaded machine)
    assert game.routes["POST /channels/:id/messages"] == 6 and 1 <= game.routes["POST /users/@me/channels"] <= 3
    # /proc counts CPU in 10 ms ticks: a 24-action floor can honestly take less than one
    assert floor.cpu_ms >= 0 and game.cpu_ms >= 0 and result["rss"] > 10 and result["errors"] == 0
    assert not result["unhandled"] and not result["violations"]
    text = bench.report(result)
    assert "game / floor: throughput x" in text and "REST calls per game action" in text


def test_cpu_ms_counts_this_process_busy_time():
    before, started = bench.cpu_ms(os.getpid()), time.process_time()
    while time.process_time() - started < 0.1:
        pass
    assert bench.cpu_ms(os.getpid()) - before >= 50


@pytest.mark.parametrize("limits", [False, True], ids=["no-limits", "discord-limits"])
async def test_bench_smoke_real_bot(limits):
    """The real bot (production entry point + the tiny game) with 2 tables playing full games by clicks."""
    args = bench.parse(["--bot", f"{sys.executable} -m tests.bench_bot", "--floor", "slash:help",
                        "--game", "table:tinygame", "--tables", "2", "--seats", "2-3", "--actions", "60",
                        "--seconds", "3", "--ready-quiet", "0.3"]
                       + (["--discord-limits"] if limits else ["--request-floor", "2", "--move-floor"]))
    result = await bench.bench(args)
    floor, *calls, game = result["phases"]
    assert floor.actions == 60 and floor.failures == 0 and game.failures == 0
    if not limits:  # the request floor's phase: /calls answers and edits its answer twice, nothing else
        move, paced, calls = calls
        # the move floor twice: as fast as the players click, then at the game phase's pace, an open
        # loop: as many /movefloor as the game had interactions a second, spread over the phase
        assert (move.name, paced.name) == ("move", "paced") and move.actions == 60 and move.failures == 0
        pace = game.actions / game.wall
        assert paced.failures == 0 and paced.actions == min(60, max(1, int(pace * 3)))
        assert paced.wall >= (paced.actions - 1) / pace
        assert dict(paced.routes)["POST /interactions/:id/:token/callback"] == paced.actions
        if paced.cpu_per_action:
            assert f"move floor at the game phase's pace ({paced.rate:.0f} a second" in bench.report(result)
        assert calls.actions == 60 and calls.failures == 0
        assert dict(calls.routes) == {"POST /interactions/:id/:token/callback": 60,
                                      "PATCH /webhooks/:id/:token/messages/@original": 120}
        per_request = (calls.cpu_per_action - floor.cpu_per_action) / 2
        assert f"request floor: bot CPU {per_request:.3f} ms per REST request" in bench.report(result)
    assert game.counts["games started"] >= 2, game.counts
    assert {"/play", "Join", "Start", "move"} <= set(game.by_kind), game.counts
    if not limits:  # with Discord's 5 messages / 5 s per channel a tiny game takes longer than the bound
        assert game.counts["games finished"] >= 1 and len(game.by_kind["move"]) >= 6, game.counts
    assert game.routes["POST /interactions/:id/:token/callback"] == game.actions
    assert game.routes["POST /channels/:id/messages"] > 0 and game.cpu_ms > game.cpu_per_action > 0
    assert result["errors"] == 0 and game.late == 0
    assert not result["unhandled"] and not result["violations"]
    text = bench.report(result)
    assert "game / floor: throughput x" in text and "game moves:" in text
    # the bot's own count of the interactions it handled, by kind, with the loop's CPU of each
    kinds = result["cpu_by_kind"]
    assert kinds["/help"][1] == 60 and kinds["/play"][1] == len(game.by_kind["/play"])
    assert sum(kinds[k][1] for k in bench.MOVE_KINDS if k in kinds) == len(game.by_kind["move"])
    assert all(ms > 0 for ms, _ in kinds.values()) and "the bot's loop CPU by interaction" in text
    # each seated player's first DM of a game, read from the DMs as they arrived: none before its Start
    assert game.first_dms and min(game.first_dms) >= 0 and f"first DM: {len(game.first_dms)} players" in text
    # what a move costs of the global 50 requests/s: every call Discord answered but the
    # interaction callbacks and webhook follow-ups, over the moves
    limited = sum(n for route, n in game.routes.items()
                  if not route.startswith("POST /interactions/") and "/webhooks/" not in route)
    assert game.limited_calls == limited > 0
    # a webhook's own 429s (its per-webhook bucket) are not refusals of the global budget
    assert game.limited_refused == sum(n for route, n in game.routes429.items() if "/webhooks/" not in route)
    per_move = game.limited_calls / len(game.by_kind["move"])
    assert f"rate-limited REST calls per move (all but interaction callbacks and webhook follow-ups): " \
           f"{per_move:.2f} made" in text and f"whole-bot capacity {50 / per_move:,.0f} moves/s" in text
