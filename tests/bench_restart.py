"""The restart scenario of ``python -m bench.restart``: the real bot process over the loopback
Discord, restarted with N open tables, then one seated player per table presses **My hand**.

1. ``python -m tests.bench_bot`` (the production entry point with the tiny game registered) starts
   on a fresh database; N channels each open a table by clicks (``/play``, Join, Start: the
   lobby path of tests/bench_tables.py), with at most ``CONCURRENT_OPENS`` at once.
2. The bot is stopped as a service manager stops it (SIGINT) and started again on the same
   database: ``restart`` is from the new process's spawn to its gateway IDENTIFY (imports,
   migrations, the restore of every table, the re-armed deadlines).
3. The moment the new process has identified, the host of every table presses My hand on the
   table message, all at once (a crowd that was waiting for the bot to come back). Each press is
   *answered* when the bot acknowledged it within Discord's 3 s, and *right* when the answer
   (filled in after a defer, for a hand drawn as a picture) shows the hand, not an error.

Every wait is bounded; the set-up by ``seconds``.
"""

from __future__ import annotations

import asyncio
import os
import shlex
import signal
import sys
import tempfile
import time
from pathlib import Path

from bench.restart import uptime
from bench.tables import percentile
from bot.app import STOP_GRACE_SECONDS
from tests import bench_tables
from tests.bench import Phase, cpu_ms, peak_rss_mb, start_child, stop_child
from tests.bench_tables import Meter, Run
from tests.loopback import FakeDiscord

ANSWER_WITHIN = 3.0  # Discord's limit for the first answer to an interaction
CONCURRENT_OPENS = 40
WRONG = ("has ended", "not playing", "has not started", "something went wrong", "restarting")


async def open_tables(fake: FakeDiscord, groups: list[bench_tables.Group], game: str, seconds: float,
                      phase: Phase, spares: list[bench_tables.Group]) -> list[Run]:
    """One table per group; a group whose table could not be opened (an interaction the bot
    answered too late, when Discord refuses the answer) leaves its channel to a half-made
    lobby, so its table is opened again by a spare group (its own channel and players)."""
    meter = Meter(phase, budget=10 * (len(groups) + len(spares)) + 10, seconds=seconds)
    # a day per decision: with thousands of tables the set-up takes minutes, and the first tables'
    # players, who wait for the restart, must not be timed out of their games meanwhile
    tables = bench_tables.Tables(fake, bench_tables.TableSpec(game, {"turn_time": 86400}), groups + spares, meter,
                                 prompt_wait=1.0, max_clicks=0, max_games=1)
    gate = asyncio.Semaphore(CONCURRENT_OPENS)

    async def one(group: bench_tables.Group) -> Run | None:
        async with gate:
            return await tables.open_table(group)

    runs = [r for r in await asyncio.gather(*(one(g) for g in groups)) if r is not None]
    left = list(spares)
    while len(runs) < len(groups) and left and meter.alive():
        again, left = left[:len(groups) - len(runs)], left[len(groups) - len(runs):]
        phase.counts["tables opened again by a spare group"] += len(again)
        runs += [r for r in await asyncio.gather(*(one(g) for g in again)) if r is not None]
    return runs


def spare_groups(n: int) -> int:
    """Spare channels and players for the tables whose opening failed."""
    return max(5, n // 100)


async def stop_gracefully(proc: asyncio.subprocess.Process) -> str:
    """SIGINT, as a service manager stops the bot; killed only past its own 30 s grace."""
    proc.send_signal(signal.SIGINT)
    try:
        await asyncio.wait_for(proc.wait(), STOP_GRACE_SECONDS + 10)
        return f"stopped by SIGINT (exit {proc.returncode})"
    except asyncio.TimeoutError:
        proc.kill()
        await proc.wait()
        return "killed (SIGINT did not stop it)"


def _wrong(text: str) -> bool:
    low = text.lower()
    return any(w in low for w in WRONG)


async def busy_core() -> asyncio.subprocess.Process:
    """A second process that keeps one core busy (issue 30's busy host), until killed."""
    return await asyncio.create_subprocess_exec(sys.executable, "-c", "while True: pass")


async def run(n: int, game: str = "tinygame", seconds: float = 600.0, seats: str = "2",
              bot: str = f"{sys.executable} -m tests.bench_bot", presses: int | None = None,
              busy: bool = False) -> str:
    """``presses``: how many of the tables' hosts press My hand (spread evenly; all by
    default); ``busy``: a second process keeps one core busy from before the restart
    until every press is answered."""
    fake = FakeDiscord()
    everyone = bench_tables.make_groups(fake, game, n + spare_groups(n), seats)
    groups, spares = everyone[:n], everyone[n:]
    await fake.start()
    lines = []
    over = 0
    try:
        with tempfile.TemporaryDirectory(prefix="bench-restart-") as tmp:
            workdir = Path(tmp)
            proc, log_path = await start_child(fake, shlex.split(bot), workdir)
            try:
                await fake.wait_for(lambda: fake.gateway.connected or proc.returncode is not None, 60,
                                    "the bot to connect")
                await fake.settle(quiet=2.2, timeout=60)
                t0, harness0 = time.monotonic(), cpu_ms(os.getpid())
                setup = Phase("set-up")
                runs = await open_tables(fake, groups, game, seconds, setup, spares)
                opened = time.monotonic() - t0
                setup_harness = cpu_ms(os.getpid()) - harness0
                try:  # the DMs of 2 N players wait for the 5/s DM-open pacing: a restart does not wait for them
                    await fake.settle(quiet=0.5, timeout=5)
                except AssertionError:
                    pass
            finally:
                stopping = time.monotonic()
                stop = await stop_gracefully(proc)
                stop += f" in {time.monotonic() - stopping:.1f} s"
            identifies = fake.gateway.identifies
            spinner = await busy_core() if busy else None
            spawned = time.monotonic()
            proc, _ = await start_child(fake, shlex.split(bot), workdir)
            try:
                await fake.wait_for(lambda: (fake.gateway.identifies > identifies and fake.gateway.connected)
                                    or proc.returncode is not None, 120, "the restarted bot to identify")
                restart = time.monotonic() - spawned
                cpu0, harness0 = cpu_ms(proc.pid), cpu_ms(os.getpid())
                load = uptime()
                by_run = {r.table_id: r for r in runs}
                hosts = {g.channel.id: g.users[0] for g in everyone}
                chosen = [r for r in by_run.values() if f"dg:{r.table_id}:0:hand" in fake.message(r.board.id).custom_ids]
                over = len(by_run) - len(chosen)  # finished meanwhile (none expected: a day per decision)
                if presses is not None and presses < len(chosen):
                    chosen = [chosen[i * len(chosen) // presses] for i in range(presses)]
                handles = [await fake.click(hosts[r.board.channel.id], r.board, f"dg:{r.table_id}:0:hand")
                           for r in chosen]
                pressed = time.monotonic() - spawned - restart
                answered, times, wrong, failed = 0, [], 0, 0
                acked = []
                for h in handles:
                    try:
                        ix = await h.ack(timeout=ANSWER_WITHIN + 10)
                    except AssertionError:  # too late: Discord refused the acknowledgement
                        failed += 1
                        continue
                    acked.append(h)
                    took = ix.ack_time - ix.created
                    times.append(took)
                    answered += took <= ANSWER_WITHIN
                for h in acked:
                    try:
                        msg = await h.response(timeout=30)
                    except AssertionError:
                        wrong += 1
                        continue
                    wrong += _wrong(msg.text) or not msg.embeds
                busy_cpu, harness_cpu = cpu_ms(proc.pid) - cpu0, cpu_ms(os.getpid()) - harness0
                presses_wall = time.monotonic() - spawned - restart
                rss = peak_rss_mb(proc.pid)
            finally:
                if spinner is not None:
                    spinner.kill()
                    await spinner.wait()
                await stop_child(proc)
            errors = log_path.read_text(errors="replace").count("Traceback")
    finally:
        await fake.stop()
    times.sort()
    k = len(handles)
    lines.append(f"restart scenario: {game} (hand {'pictures' if game != 'tinygame' else 'as text'}), "
                 f"{len(runs)} of {n} tables opened by clicks in {opened:.1f} s, {seats} seats each; "
                 f"the real bot process over the loopback, {stop}, then started again")
    why = ", ".join(f"{k} {v}" for k, v in sorted(setup.counts.items()))
    lines.append(f"set-up: {opened / max(len(runs), 1) * 1000:.1f} s per 1,000 tables opened; harness (the loopback "
                 f"and the players, this process) CPU {setup_harness / 1000:.1f} s = {setup_harness / max(opened, 1e-9) / 10:.0f}%"
                 f" of a core; {setup.failures} interactions failed (no answer in time or refused)"
                 + (f"; {why}" if why else ""))
    lines.append(f"restart (spawn to gateway IDENTIFY, every table restored): {restart:.2f} s; "
                 f"{k} My hand presses injected in {pressed:.2f} s at once"
                 + (f" ({over} tables were over and not pressed)" if over else "")
                 + ("; a second process kept one core busy throughout" if busy else "") + f"; {load} at the presses")
    lines.append(f"My hand answered within {ANSWER_WITHIN:g} s: {answered} of {k}; answer p50/p95/p99/max "
                 f"{percentile(times, .5) * 1000:.0f}/{percentile(times, .95) * 1000:.0f}/"
                 f"{percentile(times, .99) * 1000:.0f}/{(times[-1] if times else float('nan')) * 1000:.0f} ms; "
                 f"not answered in time {failed}; answered but wrong or empty {wrong}")
    lines.append(f"bot CPU for the presses: {busy_cpu / max(k, 1):.2f} ms per press; peak RSS {rss:.0f} MB; "
                 f"tracebacks in the bot's log: {errors}; harness CPU from IDENTIFY to the last answer "
                 f"{harness_cpu / 1000:.2f} s in {presses_wall:.2f} s")
    lines.append(f"aim {k} of {k} answered within {ANSWER_WITHIN:g} s: {'MET' if answered == k and k else 'NOT MET'}")
    return "\n".join(lines)
