"""Several bot processes over one PostgreSQL database: total durable actions
per second with 1, 2 and 4 processes, and how many clicks waited on another
process's row lock.

    python -m bench.processes                          # 1, 2 and 4 processes
    python -m bench.processes --processes 1 2 --tables 200 --seconds 20 --cross 0.1

A throwaway PostgreSQL cluster (``tests/postgres.py``, fsync on, as production
commits) holds a fresh database per row. Each process is a worker subprocess
(``python -m bench.processes --worker``) running the production path,
``Store`` + ``TableManager(owns=...)`` over its shard of ``--processes`` shards
(``bot.shards.shard_of``): it opens its share of ``--tables`` tables in guilds
of its shard, then every table acts again as soon as its last action is
acknowledged (saturation), for ``--seconds``. A share ``--cross`` of the clicks
go to a table of another process instead, as DM clicks reach shard 0's process:
the worker loads it on demand and acts under its row lock (``My hand`` first:
``manager.fetch(fresh=True)``, then the click), which is where processes wait on
each other. The total tables stay the same in every row, so the rows compare
the same load spread over more processes.

Figures per row: durable actions per second (summed over the workers, each
its actions over its own wall time), x 1 process, row locks taken per action,
the share of row locks that waited on another transaction (``SKIP LOCKED``
found the row taken: another process's click or deadline on that table), the
CPU per action of the bot processes and of the PostgreSQL server, and how busy
the machine's cores were (other work on a shared machine included), and the
round trips to the database per action (new games included). The
script never fails on the aim (>= 1.6x with two processes); it prints it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import time
from typing import Any, Sequence

from bench.tables import TURN_SECONDS, known_game
from bot.errors import GameError
from bot.manager import TableManager
from bot.shards import shard_of
from bot.store import Store

PLAYERS = 3
AIM_TWO = 1.6
TICK = os.sysconf("SC_CLK_TCK")


def _server_cpu(data: Any) -> float:
    """CPU seconds of the cluster's server: the postmaster, its reaped
    backends (cutime/cstime) and those still running."""
    try:
        pid = int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return float("nan")
    total = 0.0
    pids = [pid]
    try:
        pids += [int(c) for c in open(f"/proc/{pid}/task/{pid}/children").read().split()]
    except OSError:
        pass
    for i, p in enumerate(pids):
        try:
            fields = open(f"/proc/{p}/stat").read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used = fields[11:13] + (fields[13:15] if i == 0 else [])  # utime stime (+ cutime cstime of the reaped)
        total += sum(int(x) for x in used) / TICK
    return total


def _machine_busy() -> tuple[float, float]:
    """(busy, all) CPU seconds of the whole machine since boot (/proc/stat)."""
    fields = [int(x) for x in open("/proc/stat").readline().split()[1:]]
    idle = fields[3] + fields[4]
    return (sum(fields) - idle) / TICK, sum(fields) / TICK


def _guild(slot: int, index: int, processes: int) -> int:
    """A guild id on shard ``index`` of ``processes``: (id >> 22) % count = index."""
    return (slot * processes + index + processes) << 22


async def worker(url: str, index: int, processes: int, tables: int, seconds: float, cross: float, seed: int) -> None:
    store = await Store.open(url)
    manager = TableManager(store, owns=lambda guild_id: shard_of(guild_id, processes) == index)
    rng = random.Random(seed * 1000 + index)
    slots: list[int] = []

    async def open_table(slot: int) -> int:
        host = 10_000_000 + (index * 100_000 + slot) * 8
        table = await manager.open_lobby(guild_id=_guild(slot, index, processes),
                                         channel_id=1_000_000 + index * 100_000 + slot, game="tinygame",
                                         options={}, host_id=host, host_name="p0", turn_seconds=TURN_SECONDS)
        for seat in range(1, PLAYERS):
            await manager.join(table.id, host + seat, f"p{seat}")
        await manager.start(table.id, host, can_manage=False)
        return table.id

    for slot in range(tables):
        slots.append(await open_table(slot))
    print(json.dumps({"ready": slots}), flush=True)
    line = sys.stdin.readline()  # the go: nothing else runs in this worker meanwhile
    foreign = [t for t in json.loads(line)["tables"] if t not in slots]

    counts = {"actions": 0, "cross": 0, "refused": 0, "new_games": 0}
    clock = time.perf_counter
    locks0, waits0 = store.locks, store.lock_waits
    cpu0, hops0 = time.process_time(), store.backend.round_trips
    start = clock()
    stop_at = start + seconds

    async def click(table_id: int, fresh: bool) -> bool:
        try:
            table = await manager.fetch(table_id, fresh=fresh)
        except GameError:
            return False
        if not table.running:
            return False
        seat = rng.choice(table.to_act())
        text = table.game.encode(rng.choice(table.state.legal_actions(seat)))
        try:
            await manager.act(table.id, table.user_of(seat), text, table.epoch(seat))
        except GameError:
            counts["refused"] += 1
            return True
        counts["actions"] += 1
        return True

    async def drive(slot: int) -> None:
        while clock() < stop_at:
            if foreign and rng.random() < cross:
                counts["cross"] += 1
                if not await click(rng.choice(foreign), fresh=True):
                    foreign[:] = [t for t in foreign if t in manager.tables or rng.random() < 0.5]
                continue
            if not await click(slots[slot], fresh=False):
                counts["new_games"] += 1
                slots[slot] = await open_table(len(slots) + slot * 1000 + counts["new_games"])

    await asyncio.gather(*(drive(i) for i in range(len(slots))))
    wall = clock() - start
    print(json.dumps({"wall": wall, "cpu": time.process_time() - cpu0, "hops": store.backend.round_trips - hops0, "locks": store.locks - locks0, "waits": store.lock_waits - waits0, **counts}),
          flush=True)
    await manager.close()
    await store.close()


async def run_row(url: str, processes: int, args: argparse.Namespace, data: Any) -> dict[str, Any]:
    procs = []
    for index in range(processes):
        procs.append(await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.processes", "--worker", url, str(index), str(processes),
            str(args.tables // processes), str(args.seconds), str(args.cross), str(args.seed),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, env={**os.environ}))
    tables: list[int] = []
    for proc in procs:
        line = await asyncio.wait_for(proc.stdout.readline(), 600)
        tables += json.loads(line)["ready"]
    go = (json.dumps({"tables": tables}) + "\n").encode()
    server0, (busy0, all0) = _server_cpu(data), _machine_busy()
    for proc in procs:
        proc.stdin.write(go)
        await proc.stdin.drain()
    results = []
    for proc in procs:
        out, _ = await asyncio.wait_for(proc.communicate(), args.seconds + 600)
        results.append(json.loads(out.decode().strip().splitlines()[-1]))
    busy1, all1 = _machine_busy()
    await asyncio.sleep(0.5)  # the backends of the closed connections exit and are reaped
    total = {k: sum(r[k] for r in results) for k in ("actions", "cross", "refused", "locks", "waits", "new_games",
                                                       "cpu", "hops")}
    total["server_cpu"] = _server_cpu(data) - server0
    # Machine CPU over the row (includes the workers' set-up and teardown around their timed part).
    total["busy"], total["cores"] = busy1 - busy0, (all1 - all0)
    total["rate"] = sum(r["actions"] / r["wall"] for r in results)
    return total


async def amain(args: argparse.Namespace) -> int:
    if not known_game("tinygame"):
        return 2
    from tests import postgres

    reason = postgres.why_not()
    if reason is not None:
        print(f"skipped: {reason}")
        return 0
    print(f"processes: {args.tables} tables of tinygame ({PLAYERS} players) in all, saturation for {args.seconds:g} s "
          f"per row, {args.cross:.0%} of clicks on another process's table; os.cpu_count()={os.cpu_count()}, "
          f"Python {sys.version.split()[0]}")
    cluster = postgres.Cluster(durable=True).start()
    rows = []
    try:
        print(f"{'processes':>9}  {'actions':>8}  {'actions/s':>9}  {'x 1 proc':>8}  {'cross clicks':>12}  "
              f"{'locks/act':>9}  {'waited':>7}  {'refused':>7}  {'bot cpu ms':>10}  {'pg cpu ms':>9}  "
              f"{'machine busy':>12}  {'hops/act':>8}")
        for n in args.processes:
            url = await cluster.create_database(f"p{n}")
            row = await run_row(url, n, args, cluster.data)
            rows.append((n, row))
            base = rows[0][1]["rate"] if rows[0][0] == 1 else float("nan")
            waited = row["waits"] / row["locks"] if row["locks"] else 0.0
            print(f"{n:>9}  {row['actions']:>8,}  {row['rate']:>9,.0f}  {row['rate'] / base:>8.2f}  "
                  f"{row['cross']:>12,}  {row['locks'] / max(1, row['actions']):>9.2f}  {waited:>7.2%}  "
                  f"{row['refused']:>7,}  {1000 * row['cpu'] / max(1, row['actions']):>10.2f}  "
                  f"{1000 * row['server_cpu'] / max(1, row['actions']):>9.2f}  "
                  f"{row['busy'] / row['cores']:>12.0%}  {row['hops'] / max(1, row['actions']):>8.1f}", flush=True)
    finally:
        cluster.stop()
    print("bot cpu ms / pg cpu ms: CPU per durable action of the bot processes (their timed part) and of the "
          "PostgreSQL server (the whole row); machine busy: all cores over the row, other work included")
    for n, r in rows:
        per = (r["cpu"] + r["server_cpu"]) / max(1, r["actions"])
        if per > 0:
            print(f"{n} process(es): {1000 * per:.2f} ms of CPU per action, bot and server: "
                  f"{os.cpu_count()} cores could give at most {os.cpu_count() / per:,.0f} actions/s "
                  f"({os.cpu_count() / per / rows[0][1]['rate']:.2f}x the 1-process row)")
    rates = dict((n, r["rate"]) for n, r in rows)
    if 1 in rates and 2 in rates:
        ratio = rates[2] / rates[1]
        print(f"aim >= {AIM_TWO}x with two processes: {'MET' if ratio >= AIM_TWO else 'NOT MET'} ({ratio:.2f}x)")
    return 0


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.processes", description=__doc__.split("\n")[0])
    p.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    p.add_argument("--tables", type=int, default=200, help="tables in all, split over the processes")
    p.add_argument("--seconds", type=float, default=20.0, help="saturation time per row")
    p.add_argument("--cross", type=float, default=0.1, help="share of clicks on another process's tables")
    p.add_argument("--seed", type=int, default=1)
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--worker"]:
        url, index, processes, tables, seconds, cross, seed = argv[1:8]
        known_game("tinygame")
        asyncio.run(worker(url, int(index), int(processes), int(tables), float(seconds), float(cross), int(seed)))
        return 0
    return asyncio.run(amain(parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
