"""``python -m bench.restart``: what a restart with many open tables costs.

    python -m bench.restart                        # restore 1,000 and 10,000 tables, memory, the restart scenario
    python -m bench.restart --sizes 1000 10000 --runs 3 --game somnia --players 3
    python -m bench.restart --scenario-tables 1000 --scenario-game tinygame
    python -m bench.restart --scenario-tables 0    # the in-process figures only
    python -m bench.restart --sizes --scenario-tables 10000 --scenario-presses 1000 --busy-core  # issue 30's burst

Figures:

* restore: ``TableManager.load_all`` on a fresh ``Store`` over a SQLite file
  holding N open tables (one in ten a lobby, the rest running, each with its
  seats, snapshot and deadline), then ``arm_all``. The floor is a bare
  aiosqlite SELECT of the same rows (the open tables, their seats, snapshots
  and deadlines) on the same file, in the same run: ``x floor`` is the
  restore's time over the floor's. Best and median of ``--runs``.
* memory: the process's RSS after the largest size is loaded and armed (the
  aim is < 1 GB for 10,000 idle tables), and the growth per table.
* the restart scenario (tests/bench_restart.py): the real bot process over
  the loopback Discord opens ``--scenario-tables`` tables by clicks, is
  stopped (SIGINT) and started again on the same database; the moment it is
  connected, one seated player per table presses **My hand**: how many are
  answered within Discord's 3 s, and the answer times. ``--scenario-presses``
  presses at that many of the tables only; ``--busy-core`` starts a second
  process that keeps one core busy through the restart and the presses.

The N tables of the restore are copies of a few real games (started by the
``TableManager``, each from its own seed), written with plain SQL so that
10,000 tables take seconds to make, not minutes.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Sequence

import aiosqlite

from bench.tables import known_game, rss_bytes
from bot.manager import TableManager
from bot.store import Store

AIM_RESTORE_S = 2.0  # 10,000 tables
AIM_MEMORY_BYTES = 1024 ** 3
TEMPLATES = 12  # distinct real games copied into the N tables
TURN_SECONDS = 3600
LOBBY_EVERY = 10  # one table in ten is a lobby


async def make_templates(path: Path, game: str, players: int) -> None:
    """A few real started games (and one lobby) through the manager: the rows every copy is made from."""
    store = await Store.open(path)
    manager = TableManager(store)
    try:
        for i in range(TEMPLATES):
            table = await manager.open_lobby(guild_id=1, channel_id=900 + i, game=game, options={},
                                             host_id=1000 + i * 64, host_name=f"t{i}p0", turn_seconds=TURN_SECONDS)
            for seat in range(1, players):
                await manager.join(table.id, 1000 + i * 64 + seat, f"t{i}p{seat}")
            await manager.start(table.id, 1000 + i * 64, can_manage=False)
        await manager.open_lobby(guild_id=1, channel_id=999, game=game, options={}, host_id=999,
                                 host_name="lobby host", turn_seconds=TURN_SECONDS)
    finally:
        await manager.close()
        await store.close()


def copy_tables(template: Path, path: Path, n: int) -> None:
    """N open tables made from the templates' rows, written in one transaction."""
    import shutil

    shutil.copyfile(template, path)
    db = sqlite3.connect(path)
    try:
        tables = db.execute("SELECT id, game, options, seed, status, turn_seconds, created_at, started_at "
                            "FROM game_tables ORDER BY id").fetchall()
        running = [t for t in tables if t[4] == "running"]
        lobby = next(t for t in tables if t[4] == "lobby")
        seats = {tid: db.execute("SELECT seat, user_id, name, is_ai FROM seats WHERE table_id = ? ORDER BY seat",
                                 (tid,)).fetchall() for tid, *_ in tables}
        snaps = {tid: db.execute("SELECT seq, state, meta, at FROM snapshots WHERE table_id = ?", (tid,)).fetchone()
                 for tid, *_ in running}
        due = {tid: db.execute("SELECT seq, due_at, remind_at FROM deadlines WHERE table_id = ?", (tid,)).fetchone()
               for tid, *_ in tables}
        db.execute("BEGIN")
        for name in ("deadlines", "snapshots", "seats", "game_tables"):
            db.execute(f"DELETE FROM {name}")  # names of our own schema, not input
        t_rows, s_rows, snap_rows, d_rows = [], [], [], []
        for k in range(n):
            tid = k + 1
            src = lobby if k % LOBBY_EVERY == LOBBY_EVERY - 1 else running[k % len(running)]
            _, game, options, seed, status, turn_seconds, created, started = src
            t_rows.append((tid, 1 + k % 50, 5_000_000 + k, game, options, seed, status, 7_000_000 + k * 64,
                           8_000_000 + k, turn_seconds, created, started))
            for seat, _, name, is_ai in seats[src[0]]:
                s_rows.append((tid, seat, 7_000_000 + k * 64 + seat, name, is_ai))
            if status == "running":
                seq, state, meta, at = snaps[src[0]]
                snap_rows.append((tid, seq, state, meta, at))
            if due[src[0]] is not None:
                seq, due_at, remind_at = due[src[0]]
                d_rows.append((tid, seq, time.time() + TURN_SECONDS, time.time() + TURN_SECONDS / 2))
        db.executemany("INSERT INTO game_tables (id, guild_id, channel_id, game, options, seed, status, host_id, "
                       "message_id, turn_seconds, created_at, started_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", t_rows)
        db.executemany("INSERT INTO seats (table_id, seat, user_id, name, is_ai) VALUES (?,?,?,?,?)", s_rows)
        db.executemany("INSERT INTO snapshots (table_id, seq, state, meta, at) VALUES (?,?,?,?,?)", snap_rows)
        db.executemany("INSERT INTO deadlines (table_id, seq, due_at, remind_at) VALUES (?,?,?,?)", d_rows)
        db.execute("COMMIT")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()


FLOOR_QUERIES = (
    "SELECT * FROM game_tables WHERE status IN ('lobby', 'running')",
    "SELECT s.* FROM seats s JOIN game_tables t ON t.id = s.table_id WHERE t.status IN ('lobby', 'running')",
    "SELECT s.* FROM snapshots s JOIN game_tables t ON t.id = s.table_id WHERE t.status IN ('lobby', 'running')",
    "SELECT d.* FROM deadlines d JOIN game_tables t ON t.id = d.table_id WHERE t.status IN ('lobby', 'running')",
)


async def floor_seconds(path: Path) -> tuple[float, int]:
    """A bare SELECT of the rows a restore reads: no decoding, no objects."""
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        t0 = time.perf_counter()
        rows = 0
        for sql in FLOOR_QUERIES:
            async with db.execute(sql) as cur:
                rows += len(await cur.fetchall())
        return time.perf_counter() - t0, rows
    finally:
        await db.close()


async def restore_seconds(path: Path, keep: list[object] | None = None) -> tuple[float, float, int, int]:
    """load_all and arm_all on a fresh Store: (load s, arm s, tables loaded, hops)."""
    store = await Store.open(path)
    manager = TableManager(store)
    hops0 = store.backend.round_trips
    try:
        t0 = time.perf_counter()
        loaded = await manager.load_all()
        t1 = time.perf_counter()
        manager.arm_all()
        t2 = time.perf_counter()
        used = store.backend.round_trips - hops0
        if keep is not None:
            keep.append((store, manager))
            return t1 - t0, t2 - t1, len(loaded), used
    except BaseException:
        await manager.close()
        await store.close()
        raise
    await manager.close()
    await store.close()
    return t1 - t0, t2 - t1, len(loaded), used


def uptime() -> str:
    try:
        return "load average " + " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "load average unknown"


async def restore_figures(args: argparse.Namespace, tmp: Path) -> None:
    template = tmp / "template.sqlite3"
    await make_templates(template, args.game, args.players)
    print(f"restore: {args.game} with {args.players} players, one table in {LOBBY_EVERY} a lobby; "
          f"{args.runs} run(s) per size; {uptime()}")
    print(f"{'tables':>7}  {'floor ms':>9}  {'restore ms':>11}  {'x floor':>8}  {'best ms':>8}  {'per table us':>13}"
          f"  {'arm ms':>7}  {'hops':>6}")
    kept: list[object] = []
    largest = max(args.sizes) if args.sizes else 0
    for n in args.sizes:
        path = tmp / f"restore-{n}.sqlite3"
        copy_tables(template, path, n)
        floors, loads, arms = [], [], []
        loaded = hops = 0
        for run in range(args.runs):
            floors.append((await floor_seconds(path))[0])
            gc.collect()
            last = n == largest and run == args.runs - 1
            rss0 = rss_bytes()
            load, arm, loaded, hops = await restore_seconds(path, kept if last else None)
            loads.append(load)
            arms.append(arm)
            if last:
                gc.collect()
                rss1 = rss_bytes()
        floor, restore = statistics.median(floors), statistics.median(loads)
        print(f"{n:>7,}  {floor * 1000:>9.1f}  {restore * 1000:>11.1f}  {restore / floor:>8.1f}  "
              f"{min(loads) * 1000:>8.1f}  {restore / max(n, 1) * 1e6:>13.1f}  {statistics.median(arms) * 1000:>7.1f}"
              f"  {hops:>6}" + ("" if loaded == n else f"  loaded {loaded} of {n}"))
        if n == largest:
            restore_largest = restore
    print("hops: round trips to the SQLite thread during the restore (each statement, fetch or close)")
    if largest:
        rss_total = rss1
        print(f"memory with {largest:,} idle tables loaded and armed: process RSS {rss_total / 2**20:.0f} MB, "
              f"{(rss1 - rss0) / 2**20:.0f} MB for the tables ({(rss1 - rss0) / largest / 1024:.1f} KB each)")
        if largest >= 10_000:
            print(f"aim 10,000 open tables restored in < {AIM_RESTORE_S:g} s: "
                  f"{'MET' if restore_largest < AIM_RESTORE_S else 'NOT MET'} ({restore_largest:.2f} s)")
        print(f"aim < 1 GB for {largest:,} idle tables: {'MET' if rss_total < AIM_MEMORY_BYTES else 'NOT MET'}")
    for store, manager in kept:  # type: ignore[misc]
        await manager.close()  # type: ignore[attr-defined]
        await store.close()  # type: ignore[attr-defined]


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.restart", description=__doc__.split("\n")[0])
    p.add_argument("--sizes", type=int, nargs="*", default=[1000, 10_000], help="open tables to restore")
    p.add_argument("--runs", type=int, default=3, help="restores per size (median and best are printed)")
    p.add_argument("--game", default="somnia", help="game of the restored tables (default somnia)")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--scenario-tables", type=int, default=1000,
                   help="tables of the restart scenario over the loopback (0: skip it)")
    p.add_argument("--scenario-game", default="tinygame", help="game of the scenario (tinygame, or somnia: pictures)")
    p.add_argument("--scenario-seconds", type=float, default=600.0, help="time bound of the scenario's set-up")
    p.add_argument("--scenario-presses", type=int, default=None,
                   help="hosts that press My hand after the restart, spread over the tables (default: every table's)")
    p.add_argument("--busy-core", action="store_true",
                   help="a second process keeps one core busy through the restart and the presses (a busy host)")
    return p.parse_args(argv)


async def amain(args: argparse.Namespace) -> int:
    if not known_game(args.game):
        return 2
    print(f"bench.restart, Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory(prefix="bench-restart-") as tmp:
        await restore_figures(args, Path(tmp))
    if args.scenario_tables:
        from tests import bench_restart

        print(await bench_restart.run(args.scenario_tables, args.scenario_game, args.scenario_seconds,
                                      presses=args.scenario_presses, busy=args.busy_core))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return asyncio.run(amain(parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
