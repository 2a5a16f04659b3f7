"""Rate-limited requests per move over whole games (issue 30): every request
made with the bot's token, from /play to the result, counting everything (the
lobby, Start, the thread, DM channel openings, My hand, DMs and edits);
interaction answers and their follow-ups do not count, nor do the channel
webhook's requests. The real bot in this process, through the loopback
Discord, on a fresh process per game (so each game pays its players' first
DM channel openings and its channel's webhook).

    python -m bench.requests                          # every game, DM prompts and My hand mixed
    python -m bench.requests --game traumland --hand 0 --seed 3

Players click a fresh DM prompt, or My hand on the table message when none
came; ``--hand`` is the share of moves made through My hand even when a DM
prompt is fresh (a DM prompt answered elsewhere). Per move counts every move
of the game's log (forced moves the table played included); per click, the
players' clicks.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import tempfile
import time
from pathlib import Path

import discord.gateway
import discord.http

import games
from tests import dreambot
from tests.loopback import FakeDiscord
from tests.loopback.faults import call_kind, globally_limited
from tests.tinygame import GAME as TINY

games.GAMES.setdefault(TINY.name, TINY)

SEATS = {"tinygame": 2, "somnia": 3, "traumland": 4, "somnikum": 3, "darkly_dreaming": 3, "somna": 7}
MAX_CLICKS = 5000


async def play(game: str, players: int, seed: int, hand: float) -> tuple[int, int, collections.Counter[str], float]:
    """One whole game: (moves, clicks, rate-limited requests by kind, CPU
    seconds of this process over the clicks: the bot, the loopback and the
    players together, an A/B figure for the same seed, not a ratio)."""
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    fake = FakeDiscord()
    await fake.start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            bot = await dreambot.start(fake, Path(folder) / "requests.sqlite3", log_level="WARNING")
            names = [f"p{i:02d}" for i in range(players)]
            for name in names:
                fake.add_user(name)
            mark = fake.mark()
            table = await dreambot.open_table(fake, bot, names[0], "general", game, names[1:])
            users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
            rng = random.Random(seed)
            began = time.process_time()
            try:
                clicks = await dreambot.play_mixed(fake, bot, table.id, users, rng, hand, MAX_CLICKS)
            except AssertionError as exc:
                raise SystemExit(f"{game}: {exc}") from None
            await dreambot.idle(fake, bot)
            cpu = time.process_time() - began
            moves = len(await bot.store.actions(table.id))
            kinds = collections.Counter(call_kind(fake.channels, c) for c in fake.calls[mark:]
                                        if globally_limited(c.route))
            await fake.stop_bot(bot)
    finally:
        await fake.stop()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
    return moves, clicks, kinds, cpu


async def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one game (default: every game)")
    ap.add_argument("--players", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hand", type=float, default=1 / 3, help="share of moves made through My hand")
    args = ap.parse_args(argv)
    for game in [args.game] if args.game else list(SEATS):
        players = args.players or SEATS[game]
        moves, clicks, kinds, cpu = await play(game, players, args.seed, args.hand)
        made = sum(kinds.values())
        print(f"{game} ({players} players, seed {args.seed}): {moves} moves, {clicks} clicks, {made} rate-limited "
              f"requests: {made / max(moves, 1):.2f} per move, {made / max(clicks, 1):.2f} per click")
        print(f"  CPU of this process over the clicks (bot, loopback and players): {1000 * cpu / max(moves, 1):.2f} ms "
              f"per move")
        print("  by kind, per move: " + "; ".join(f"{k} {n / max(moves, 1):.3f} ({n})" for k, n in kinds.most_common()))


if __name__ == "__main__":
    asyncio.run(main())
