"""What a click flood costs (issue 28): one seated player sends N clicks
(default 1,000) through the loopback Discord, in concurrent batches, on
every enabled button they can see of a running Somnia table (the table
message's My hand, and whatever its answers show them), while nobody else
acts. The real bot runs in this process with Discord's rate limits
emulated, twice: with the production rules (``bot.limits.Rules()``) and
with the per-person rates lifted (the tests' ``MACHINE_SPEED``) as the floor.

    python -m bench.limits [--clicks 1000] [--batch 25]

Printed per run: the clicks, how many were answered, answered "slow down",
and the REST requests they caused by kind: interaction callbacks and
follow-ups (the answers themselves, outside Discord's global limit), the
table's channel-webhook calls, and the rate-limited ones (bot-token
requests, counted against the global 50/s; of them, answered 429). The aim:
0 rate-limited requests beyond the answers.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord.gateway
import discord.http

from bot.limits import Rules
from tests import dreambot
from tests.loopback import FakeDiscord
from tests.loopback.faults import globally_limited

SLOW_DOWN = "\U0001f422"  # how the "slow down" answer begins, in every language


@dataclass
class Run:
    name: str
    clicks: int = 0
    answered: int = 0
    slowed: int = 0
    callbacks: int = 0
    followups: int = 0
    webhook: int = 0
    limited: int = 0
    refused_429: int = 0
    wall: float = 0.0


async def flood(rules: Rules, name: str, clicks: int, batch: int) -> Run:
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    fake = FakeDiscord()
    await fake.start()
    run = Run(name)
    try:
        with tempfile.TemporaryDirectory() as folder:
            fake.discord_rate_limits()
            bot = await dreambot.start(fake, Path(folder) / "limits.sqlite3", limits=rules)
            table = await dreambot.open_table(fake, bot, "alice", "general", "somnia", ["bob", "carol"])
            acting = {table.user_of(s) for s in table.to_act()}
            user = next(fake.users[n] for n in ("alice", "bob", "carol") if fake.users[n].id not in acting)
            board = fake.message(table.row.message_id)
            await dreambot.idle(fake, bot)
            targets: list[tuple[Any, str]] = [(board, b["custom_id"]) for b in board.buttons
                                              if not b.get("disabled") and "custom_id" in b]
            mark, start = fake.mark(), time.perf_counter()
            while run.clicks < clicks:
                n = min(batch, clicks - run.clicks)
                chosen = [targets[(run.clicks + i) % len(targets)] for i in range(n)]
                handles = await asyncio.gather(*(fake.click(user, m, c) for m, c in chosen))
                answers = await asyncio.gather(*(h.response() for h in handles), return_exceptions=True)
                run.clicks += n
                for answer in answers:
                    if isinstance(answer, BaseException):
                        continue
                    run.answered += 1
                    run.slowed += answer.content.startswith(SLOW_DOWN)
                    # an answer's own buttons (My hand's) are clicked too, once shown
                    for b in answer.buttons:
                        if not b.get("disabled") and "custom_id" in b and (answer, b["custom_id"]) not in targets:
                            targets.append((answer, b["custom_id"]))
            await dreambot.idle(fake, bot)
            run.wall = time.perf_counter() - start
            for call in fake.calls[mark:]:
                if call.route.startswith("POST /interactions/"):
                    run.callbacks += 1
                elif f"/webhooks/{fake.app_id}/" in call.path:
                    run.followups += 1
                elif "/webhooks/:id/:token" in call.route:
                    run.webhook += 1
                if globally_limited(call.route):
                    run.limited += 1
                    run.refused_429 += call.status == 429
            await fake.stop_bot(bot)
    finally:
        await fake.stop()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
    return run


def report(runs: list[Run], batch: int) -> str:
    lines = [f"limits: {runs[0].clicks} clicks from one player of a running Somnia table, {batch} at a time, "
             "Discord's rate limits emulated",
             f"{'rules':<22}{'clicks':>7}{'answered':>9}{'slow down':>10}{'wall s':>8}{'callbacks':>10}"
             f"{'follow-ups':>11}{'webhook':>8}{'rate-limited':>13}{'429':>5}"]
    for r in runs:
        lines.append(f"{r.name:<22}{r.clicks:>7}{r.answered:>9}{r.slowed:>10}{r.wall:>8.1f}{r.callbacks:>10}"
                     f"{r.followups:>11}{r.webhook:>8}{r.limited:>13}{r.refused_429:>5}")
    production = runs[0]
    lines.append(f"rate-limited requests beyond the answers (production rules): {production.limited} "
                 f"-> aim 0: {'MET' if production.limited == 0 else 'NOT MET'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clicks", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=25, help="clicks sent at once")
    args = ap.parse_args(argv)
    runs = [asyncio.run(flood(Rules(), "production", args.clicks, args.batch)),
            asyncio.run(flood(dreambot.MACHINE_SPEED, "no click rate (floor)", args.clicks, args.batch))]
    print(report(runs, args.batch))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
