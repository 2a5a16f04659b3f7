"""Table-path speed: many open tables driven at once through the real path.

    python -m bench.tables                                  # 500 tiny-game tables
    python -m bench.tables --tables 500 --actions 20000 --seconds 30
    python -m bench.tables --game somna --players 7 --tables 200
    python -m bench.tables --backends sqlite                 # SQLite only
    python -m bench.tables --postgres-url postgresql://...   # an existing server

Each backend in turn, in the same run: SQLite (a real file, WAL, commits with
synchronous=FULL, in a temporary directory), then PostgreSQL (a throwaway
cluster started for the run with fsync on, as ``tests/postgres.py`` starts it
for the tests; skipped with the reason where PostgreSQL is not installed).

What runs is the production path: ``TableManager`` + ``Store``, a deadline timer armed per
table, and one asyncio task per table playing as its virtual players: read
the state, pick a seat of ``to_act()`` and one of its legal actions at random
(seeded ``random.Random``), and call ``manager.act(table_id, user_id,
encoded_action, seq)``. A table that finishes is replaced by a new one in the
same channel (lobby, joins, start: their cost is in the wall time, not in the
per-action latencies), so N tables stay open.

Figures:

* memory per idle table: N tables opened and started, their timers armed,
  nothing acting; (after - before) / N, from tracemalloc (Python heap) and
  from RSS (minus tracemalloc's own bookkeeping; includes SQLite's cache).
* saturation phase: every table acts again as soon as its last action is
  acknowledged: the most actions/s the path gives (and its latencies, which
  are mostly queueing behind the one store connection).
* paced phase: players think (exponential, mean N / --rate seconds) so about
  --rate actions/s are offered: latency per action at that load.
* hops/act: round trips to the database per action (SQLite: hand-offs to
  aiosqlite's worker thread, a whole transaction is one; PostgreSQL: each
  statement, BEGIN and COMMIT), new games included.
* cpu ms: process CPU (both threads) per action.
* floor: a bare BEGIN/INSERT/COMMIT per action on the same database (SQLite:
  aiosqlite, same pragmas, same temp dir; PostgreSQL: asyncpg, one connection),
  one at a time. ``cost x floor`` is the floor's rate divided by the table path's.
* floor@NORMAL: the same with synchronous=NORMAL; the line after the table
  prices durability on power loss (the Store commits with FULL).

Each phase is bounded in actions (half of --actions) and in time (half of
--seconds); opening tables is bounded by --tables, the floor by --floor-actions
and --seconds. The aims are printed as met or not; the script never fails on
them.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

import aiosqlite
import asyncpg

import games
from bot.errors import GameError
from bot.manager import TableManager
from bot.store import Store
from bot.tables import Table

AIM_ACTIONS_PER_S = 1000.0
AIM_P99_MS = 20.0
AIM_BYTES_PER_TABLE = 100 * 1024
TURN_SECONDS = 3600  # no deadline fires during a run; the timers are still armed
GUILDS = 50  # tables spread over this many guilds (the manager reads each guild's turn time)


def _register_tiny() -> None:
    from tests.tinygame import GAME

    games.GAMES.setdefault(GAME.name, GAME)


def known_game(name: str) -> bool:
    """Whether a benchmark may play ``name`` (the tiny test game included); says why not."""
    _register_tiny()
    if name in games.GAMES:
        return True
    print(f"unknown game {name}; known: {', '.join(games.GAMES)}", file=sys.stderr)
    return False


def rss_bytes() -> int:
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(q * (len(sorted_values) - 1) + 0.5))]


@dataclass
class Phase:
    name: str
    actions: int = 0
    wall: float = 0.0
    cpu: float = 0.0
    latencies: list[float] = field(default_factory=list)
    refused: collections.Counter[str] = field(default_factory=collections.Counter)
    restarts: int = 0
    hops: int = 0  # round trips to aiosqlite's worker thread (one per statement, fetch or close)

    @property
    def rate(self) -> float:
        return self.actions / self.wall if self.wall else 0.0

    def ms(self, q: float) -> float:
        return 1000 * percentile(sorted(self.latencies), q)

    @property
    def hops_per_action(self) -> float:
        return self.hops / self.actions if self.actions else float("nan")

    @property
    def cpu_ms_per_action(self) -> float:
        return 1000 * self.cpu / self.actions if self.actions else float("nan")


class HopCounter:
    """Counts calls of a connection's ``_execute`` (aiosqlite's one path to its
    worker thread). Instrumentation only: the call itself is unchanged."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.count = 0
        inner = db._execute

        async def counted(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.count += 1
            return await inner(fn, *args, **kwargs)

        db._execute = counted  # type: ignore[method-assign]


class StoreHops:
    """The store's own count of round trips to its database."""

    def __init__(self, store: Store) -> None:
        self._backend = store.backend

    @property
    def count(self) -> int:
        return self._backend.round_trips


class Bench:
    def __init__(self, manager: TableManager, game: str, players: int, seed: int) -> None:
        self.manager = manager
        self.game = game
        self.players = players
        self.rng = random.Random(seed)
        self.slots: list[Table] = []
        self.hops = StoreHops(manager.store)

    @staticmethod
    def user_id(slot: int, seat: int) -> int:
        return 10_000_000 + slot * 64 + seat

    async def open(self, slot: int) -> Table:
        host = self.user_id(slot, 0)
        table = await self.manager.open_lobby(
            guild_id=1 + slot % GUILDS, channel_id=1_000_000 + slot, game=self.game, options={},
            host_id=host, host_name=f"t{slot}p0", turn_seconds=TURN_SECONDS)
        for seat in range(1, self.players):
            await self.manager.join(table.id, self.user_id(slot, seat), f"t{slot}p{seat}")
        await self.manager.start(table.id, host, can_manage=False)
        return table

    async def open_all(self, n: int) -> None:
        for slot in range(n):
            self.slots.append(await self.open(slot))

    async def run(self, phase: Phase, quota: int, seconds: float, rate: float | None) -> None:
        """Drive every table until ``quota`` actions or ``seconds`` pass.
        ``rate`` None: each table acts as soon as it may (saturation)."""
        clock = time.perf_counter
        stop_at = clock() + seconds
        started = 0
        mean_think = len(self.slots) / rate if rate else 0.0
        # The phase's wall time ends with its last action, not with the
        # think times still running when the quota was reached.
        last_done = [clock()]

        async def drive(slot: int) -> None:
            nonlocal started
            rng = random.Random(self.rng.getrandbits(64))
            while True:
                if mean_think:
                    left = stop_at - clock()
                    think = rng.expovariate(1 / mean_think)
                    if think >= left:  # the phase ends first: do not sleep past it
                        await asyncio.sleep(max(0.0, left))
                        return
                    await asyncio.sleep(think)
                if started >= quota or clock() >= stop_at:
                    return
                table = self.slots[slot]
                if table.id not in self.manager.tables or not table.running:
                    phase.restarts += 1
                    table = self.slots[slot] = await self.open(slot)
                    continue
                state = table.state
                assert state is not None
                seat = rng.choice(state.to_act())
                text = table.game.encode(rng.choice(state.legal_actions(seat)))
                user = table.user_of(seat)
                assert user is not None
                started += 1
                t0 = clock()
                try:
                    await self.manager.act(table.id, user, text, table.seq)
                except GameError as exc:
                    phase.refused[type(exc).__name__] += 1
                    continue
                done = clock()
                phase.latencies.append(done - t0)
                phase.actions += 1
                last_done[0] = max(last_done[0], done)

        hops0 = self.hops.count
        cpu0, t0 = time.process_time(), clock()
        await asyncio.gather(*(drive(i) for i in range(len(self.slots))))
        phase.wall, phase.cpu = max(last_done[0], t0) - t0, time.process_time() - cpu0
        phase.hops = self.hops.count - hops0


async def measure_floor(path: Path, quota: int, seconds: float, synchronous: str = "FULL",
                        name: str = "floor") -> Phase:
    """A bare INSERT+COMMIT per action, same pragmas as the Store (or another
    ``synchronous`` to price durability), one at a time."""
    phase = Phase(name)
    db = await aiosqlite.connect(path, isolation_level=None)
    hops = HopCounter(db)
    try:
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        if synchronous not in ("FULL", "NORMAL"):  # PRAGMA takes no parameters: only our own words
            raise ValueError(synchronous)
        await db.execute(f"PRAGMA synchronous={synchronous}")
        await db.execute("CREATE TABLE log (id INTEGER PRIMARY KEY, table_id INTEGER NOT NULL, "
                         "seq INTEGER NOT NULL, action TEXT NOT NULL, at REAL NOT NULL)")
        clock = time.perf_counter
        stop_at = clock() + seconds
        cpu0, start, hops0 = time.process_time(), clock(), hops.count
        for i in range(quota):
            if clock() >= stop_at:
                break
            t0 = clock()
            await db.execute("BEGIN IMMEDIATE")
            await db.execute("INSERT INTO log (table_id, seq, action, at) VALUES (?, ?, ?, ?)",
                             (i % 500, i, "p5", time.time()))
            await db.execute("COMMIT")
            phase.latencies.append(clock() - t0)
            phase.actions += 1
        phase.wall, phase.cpu = clock() - start, time.process_time() - cpu0
        phase.hops = hops.count - hops0
    finally:
        await db.close()
    return phase


async def measure_postgres_floor(url: str, quota: int, seconds: float) -> Phase:
    """A bare BEGIN/INSERT/COMMIT per action over one asyncpg connection."""
    phase = Phase("floor")
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE floor_log (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, "
                           "table_id BIGINT NOT NULL, seq BIGINT NOT NULL, action TEXT NOT NULL, "
                           "at DOUBLE PRECISION NOT NULL)")
        clock = time.perf_counter
        stop_at = clock() + seconds
        cpu0, start = time.process_time(), clock()
        for i in range(quota):
            if clock() >= stop_at:
                break
            t0 = clock()
            async with conn.transaction():
                await conn.execute("INSERT INTO floor_log (table_id, seq, action, at) VALUES ($1, $2, $3, $4)",
                                   i % 500, i, "p5", time.time())
            phase.latencies.append(clock() - t0)
            phase.actions += 1
        phase.wall, phase.cpu = clock() - start, time.process_time() - cpu0
        phase.hops = 3 * phase.actions
        await conn.execute("DROP TABLE floor_log")
    finally:
        await conn.close()
    return phase


def _met(ok: bool) -> str:
    return "MET" if ok else "NOT MET"


def _row(p: Phase, floor: Phase) -> str:
    ratio = floor.rate / p.rate if p.rate else float("nan")
    refused = f"  refused {dict(p.refused)}" if p.refused else ""
    restarts = f"  new games {p.restarts}" if p.restarts else ""
    return (f"{p.name:<11} {p.actions:>8,}  {p.rate:>10,.0f}  {p.ms(0.5):>7.2f}  {p.ms(0.95):>7.2f}  "
            f"{p.ms(0.99):>7.2f}  {p.cpu_ms_per_action:>7.3f}  {p.hops_per_action:>9.1f}  {ratio:>12.1f}"
            f"{restarts}{refused}")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.tables", description=__doc__.split("\n")[0])
    p.add_argument("--tables", type=int, default=500, help="tables open at once (default 500)")
    p.add_argument("--actions", type=int, default=20_000, help="action bound, shared by the two phases")
    p.add_argument("--seconds", type=float, default=30.0, help="time bound, shared by the two phases")
    p.add_argument("--rate", type=float, default=AIM_ACTIONS_PER_S,
                   help="offered actions/s in the paced phase (default: the aim, 1000)")
    p.add_argument("--floor-actions", type=int, default=5000, help="action bound of the floor")
    p.add_argument("--game", default="tinygame", help="game to play (default: the tiny test game)")
    p.add_argument("--players", type=int, help="seats per table (default: the game's minimum, tiny game 3)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--backends", nargs="+", choices=("sqlite", "postgresql"), default=["sqlite", "postgresql"],
                   help="which stores to measure, in this order (default both)")
    p.add_argument("--postgres-url", help="measure this PostgreSQL database (empty) instead of a throwaway cluster")
    return p.parse_args(argv)


@dataclass
class Figures:
    """One backend's run."""

    backend: str
    phases: list[Phase]
    floor: Phase
    heap_per: float
    rss_per: float
    open_now: int


async def run_tables(target: str | Path, args: argparse.Namespace, players: int) -> tuple[list[Phase], float, float, int]:
    """Memory per idle table, then the saturation and paced phases, on ``target``."""
    n = args.tables
    store = await Store.open(target)
    manager = TableManager(store)
    bench = Bench(manager, args.game, players, args.seed)
    try:
        # -- memory per idle table ------------------------------------------
        gc.collect()
        tracemalloc.start()
        heap0, rss0, tm0 = tracemalloc.get_traced_memory()[0], rss_bytes(), tracemalloc.get_tracemalloc_memory()
        t0 = time.perf_counter()
        await bench.open_all(n)
        open_wall = time.perf_counter() - t0
        for _ in range(3):
            await asyncio.sleep(0)  # let cancelled timers of the lobbies go
        gc.collect()
        heap1, rss1, tm1 = tracemalloc.get_traced_memory()[0], rss_bytes(), tracemalloc.get_tracemalloc_memory()
        tracemalloc.stop()
        heap_per = (heap1 - heap0) / n if n else 0.0
        rss_per = (rss1 - rss0 - (tm1 - tm0)) / n if n else 0.0
        print(f"opened {n} tables in {open_wall:.2f} s (under tracemalloc); timers armed: {len(manager._timers)}")
        print(f"memory per idle table: {heap_per / 1024:.1f} KB (tracemalloc), "
              f"{rss_per / 1024:.1f} KB (RSS difference)")

        # -- actions ------------------------------------------------------------
        quota, seconds = max(1, args.actions // 2), args.seconds / 2
        sat = Phase("saturation")
        await bench.run(sat, quota, seconds, None)
        paced = Phase(f"paced@{args.rate:g}")
        await bench.run(paced, quota, seconds, args.rate)
        return [sat, paced], heap_per, rss_per, len(manager.tables)
    finally:
        await manager.close()
        await store.close()


async def sqlite_figures(args: argparse.Namespace, players: int, tmp: Path) -> tuple[Figures, Phase]:
    print("== sqlite: a SQLite WAL file, synchronous=FULL")
    phases, heap_per, rss_per, open_now = await run_tables(tmp / "bot.sqlite3", args, players)
    floor = await measure_floor(tmp / "floor.sqlite3", args.floor_actions, max(0.2, args.seconds / 6))
    lax = await measure_floor(tmp / "lax.sqlite3", args.floor_actions, max(0.2, args.seconds / 6),
                              synchronous="NORMAL", name="floor@NORMAL")
    return Figures("sqlite", phases, floor, heap_per, rss_per, open_now), lax


async def postgres_figures(args: argparse.Namespace, players: int) -> Figures | None:
    url, cluster = args.postgres_url, None
    if url is None:
        from tests import postgres

        reason = postgres.why_not()
        if reason is not None:
            print(f"== postgresql: skipped, {reason}")
            return None
        cluster = postgres.Cluster(durable=True).start()
    try:
        if cluster is not None:
            url = await cluster.create_database("bench")
            print(f"== postgresql: a throwaway PostgreSQL cluster ({cluster.bindir.parent.name}), fsync on, "
                  "over its unix socket")
        else:
            print("== postgresql: the server at --postgres-url")
        phases, heap_per, rss_per, open_now = await run_tables(url, args, players)
        floor = await measure_postgres_floor(url, args.floor_actions, max(0.2, args.seconds / 6))
        return Figures("postgresql", phases, floor, heap_per, rss_per, open_now)
    finally:
        if cluster is not None:
            cluster.stop()


async def amain(args: argparse.Namespace) -> int:
    if not known_game(args.game):
        return 2
    game = games.GAMES[args.game]
    players = args.players or (3 if args.game == "tinygame" else game.min_players)
    game.check_players(players)
    n = args.tables
    print(f"tables: {n} open tables of {args.game} with {players} players, "
          f"real TableManager + Store, Python {sys.version.split()[0]}")
    runs: list[Figures] = []
    lax: Phase | None = None
    with tempfile.TemporaryDirectory(prefix="bench-tables-") as tmp:
        if "sqlite" in args.backends:
            figures, lax = await sqlite_figures(args, players, Path(tmp))
            runs.append(figures)
    if "postgresql" in args.backends:
        figures_pg = await postgres_figures(args, players)
        if figures_pg is not None:
            runs.append(figures_pg)

    print(f"{'backend':<11} {'phase':<11} {'actions':>8}  {'actions/s':>10}  {'p50 ms':>7}  {'p95 ms':>7}  "
          f"{'p99 ms':>7}  {'cpu ms':>7}  {'hops/act':>9}  {'cost x floor':>12}")
    for run in runs:
        extra = [lax] if run.backend == "sqlite" and lax is not None else []
        for p in (*run.phases, run.floor, *extra):
            print(f"{run.backend:<11} {_row(p, run.floor)}")
    for run in runs:
        print(f"{run.backend}: floor: bare {'aiosqlite' if run.backend == 'sqlite' else 'asyncpg'} "
              f"BEGIN/INSERT/COMMIT, {run.floor.rate:,.0f} actions/s; tables open at the end: {run.open_now}")
    if lax is not None and runs and runs[0].backend == "sqlite":
        floor = runs[0].floor
        # What durability on power loss costs: the Store commits with synchronous=FULL.
        extra_ms = (1 / floor.rate - 1 / lax.rate) * 1000 if floor.rate and lax.rate else float("nan")
        print(f"durable commits (synchronous=FULL, as the Store): {floor.rate:,.0f}/s; NORMAL: {lax.rate:,.0f}/s; "
              f"FULL costs {extra_ms:.3f} ms per commit "
              f"({lax.rate / floor.rate if floor.rate else float('nan'):.2f}x)")
    for run in runs:
        sat, paced = run.phases
        worst_mem = max(run.heap_per, run.rss_per)
        print(f"{run.backend}: aim >= {AIM_ACTIONS_PER_S:,.0f} actions/s with {n} tables open: "
              f"{_met(sat.rate >= AIM_ACTIONS_PER_S)} ({sat.rate:,.0f}/s)")
        print(f"{run.backend}: aim p99 < {AIM_P99_MS:g} ms at {args.rate:g} actions/s offered: "
              f"{_met(paced.ms(0.99) < AIM_P99_MS)} ({paced.ms(0.99):.2f} ms, achieved {paced.rate:,.0f}/s)")
        print(f"{run.backend}: aim < {AIM_BYTES_PER_TABLE // 1024} KB per idle table: "
              f"{_met(worst_mem < AIM_BYTES_PER_TABLE)} ({worst_mem / 1024:.1f} KB, the larger of the two measures)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return asyncio.run(amain(parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
