"""The benchmark harness runs end to end (bot in a child process via its entry point), tiny and bounded."""

from __future__ import annotations

import pytest

from tests import bench

pytestmark = pytest.mark.e2e


async def test_bench_smoke():
    args = bench.parse(["--players", "3", "--channels", "2", "--actions", "24", "--seconds", "5", "--ready-quiet", "0.3"])
    result = await bench.bench(args)
    floor, game = result["phases"]
    assert (floor.actions, game.actions) == (24, 24) and floor.failures == game.failures == 0
    assert floor.routes == {"POST /interactions/:id/:token/callback": 24}
    assert game.routes["POST /channels/:id/messages"] == 6 and game.routes["POST /users/@me/channels"] == 3
    assert floor.cpu_ms > 0 and result["rss"] > 10 and result["errors"] == 0
    assert not result["unhandled"] and not result["violations"]
    text = bench.report(result)
    assert "game / floor: throughput x" in text and "REST calls per game action" in text
