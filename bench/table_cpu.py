"""The table's own CPU per action, as a ratio to the bare engine in the same run.

    python -m bench.table_cpu                          # Somna at 20 seats
    python -m bench.table_cpu --game somnikum --players 4 --seconds 5

Both loops play the same seeded random games (a seat of ``to_act()``, one of
its legal actions, encoded as a click carries it):

* floor: the bare engine, ``decode`` + ``State.apply`` + ``State.to_dict``
  (the snapshot every action must store anyway);
* table: ``Table.act``, the production path (seat and stale-click checks,
  decision detection, per-seat choice signatures and epochs, deadlines),
  over a store whose writes do nothing, so SQLite's commit (measured by
  ``bench.tables``) does not drown the table's own work.

``x floor`` is the table's us/action over the floor's: what the platform adds
around the engine. Bounded by --actions and --seconds per loop.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Sequence

import games
from games.base import close_waiting
from bot.store import SeatRow, TableRow
from bot.tables import Table

TURN_SECONDS = 3600
USER = 1000  # seat s is played by user USER + s


class NullStore:
    """The two writes of a running table, doing nothing (and nobody asks for forced moves)."""

    shared = False  # one process: no row lock around a change

    def asks_forced(self, user_id: int) -> bool:
        return False

    async def start_table(self, *args: Any, **kwargs: Any) -> None:
        return None

    async def record_action(self, *args: Any, **kwargs: Any) -> None:
        return None


@dataclass
class Loop:
    actions: int = 0
    seconds: float = 0.0

    @property
    def us_per_action(self) -> float:
        return self.seconds / self.actions * 1e6 if self.actions else float("nan")


def _choose(state: Any, game: games.Game, chooser: random.Random) -> tuple[int, str]:
    seat = chooser.choice(state.to_act())
    return seat, game.encode(chooser.choice([a for a in state.legal_actions(seat) if state.players_may_play(a)]))


def run_floor(game: games.Game, players: int, seed: int, quota: int, seconds: float) -> Loop:
    loop, chooser, n = Loop(), random.Random(seed), 0
    start = time.perf_counter()
    while loop.actions < quota and time.perf_counter() - start < seconds:
        state = game.new(players=players, seed=seed + n)
        n += 1
        while not state.is_over and loop.actions < quota:
            if not close_waiting(state):  # the bot's closing move (Somna's daybreak), else a player's
                seat, text = _choose(state, game, chooser)
                state.apply(seat, game.decode(text))
            state.to_dict()
            loop.actions += 1
    loop.seconds = time.perf_counter() - start
    return loop


async def run_table(game: games.Game, players: int, seed: int, quota: int, seconds: float) -> Loop:
    loop, chooser, n = Loop(), random.Random(seed), 0
    start = time.perf_counter()
    while loop.actions < quota and time.perf_counter() - start < seconds:
        row = TableRow(n + 1, 1, n + 1, game.name, {}, seed + n, "lobby", USER, None, TURN_SECONDS,
                       time.time(), None, None)
        n += 1
        seats = [SeatRow(s, USER + s, f"p{s}") for s in range(players)]
        table = Table(row, seats, NullStore())  # type: ignore[arg-type]
        await table.start(turn_seconds=TURN_SECONDS)
        while table.running and loop.actions < quota:
            if table.state.closing() is not None:  # the bot's move (Somna's daybreak), as its timer plays it
                await table.timeout(turn_seconds=TURN_SECONDS)
            else:
                seat, text = _choose(table.state, game, chooser)
                await table.act(USER + seat, text, table.seq, turn_seconds=TURN_SECONDS)
            loop.actions += 1
    loop.seconds = time.perf_counter() - start
    return loop


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.table_cpu", description=__doc__.split("\n")[0])
    p.add_argument("--game", default="somna", help="game to play (default somna)")
    p.add_argument("--players", type=int, default=20, help="seats (default 20)")
    p.add_argument("--actions", type=int, default=20_000, help="actions bound per loop (default 20000)")
    p.add_argument("--seconds", type=float, default=10.0, help="time bound per loop (default 10)")
    p.add_argument("--seed", type=int, default=1)
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    game = games.GAMES[args.game]
    print(f"table_cpu: {game.name} at {args.players} seats, seed {args.seed}, Python {sys.version.split()[0]}")
    floor = run_floor(game, args.players, args.seed, args.actions, args.seconds)
    table = asyncio.run(run_table(game, args.players, args.seed, args.actions, args.seconds))
    print(f"{'loop':<6} {'actions':>8} {'us/action':>10} {'x floor':>8}")
    for name, loop in (("floor", floor), ("table", table)):
        ratio = loop.us_per_action / floor.us_per_action
        print(f"{name:<6} {loop.actions:>8} {loop.us_per_action:>10.1f} {ratio:>8.2f}")
    print(f"the table adds {table.us_per_action - floor.us_per_action:.1f} us/action around the engine")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
