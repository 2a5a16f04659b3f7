"""One soak run: the world, the tasks, the end checks and the report."""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import ui
from tests.loopback import FakeDiscord

from . import checks, db
from .chaos import Chaos, Fuzzer
from .child import Child
from .leaks import Auditor, token_leaks
from .ledger import Ledger
from .players import Group, Players, World

# Seats per game: Somna needs 7+; the others play at 2-3 so games end within a soak.
SEATS = {"somnia": 3, "traumland": 3, "somna": 7, "somnikum": 2, "darkly_dreaming": 3}
# Somna's clock comes from its options, not turn_time: the shortest the game allows.
SOMNA = {"night_seconds": 20, "day_seconds": 60, "plea_seconds": 10, "vote_seconds": 10}
FAILURES = ("lost", "applied twice", "stuck tables", "replay mismatches", "tracebacks",
            "secrets in messages", "secrets in logs", "tokens in messages or logs",
            "unanswered fuzzed clicks", "fuzzed clicks that changed something")


@dataclass
class Result:
    figures: dict[str, int]
    info: list[str] = field(default_factory=list)
    evidence: list[str] = field(default_factory=list)
    wall: float = 0.0

    @property
    def failed(self) -> bool:
        return any(self.figures[k] for k in FAILURES)


def make_groups(fake: FakeDiscord, per_game: int, rng: random.Random, turn_time: int) -> list[Group]:
    groups = []
    for game, seats in SEATS.items():
        for i in range(per_game):
            ch = fake.add_channel(fake.guild, f"soak-{game}-{i}")
            users = [fake.add_user(f"{game[:5]}{i}p{j}") for j in range(seats)]
            somna = game == "somna"
            groups.append(Group(game, ch, users, random.Random(rng.random()), dict(SOMNA) if somna else {},
                                sleep=(SOMNA["night_seconds"] if somna else turn_time) + 3))
    return groups


async def _audit_loop(world: World, auditor: Auditor, every: float) -> None:
    for _ in range(100_000):
        auditor.point(lambda: db.dump(world.db, with_actions=False, running_only=True))
        if not world.alive():
            return
        await asyncio.sleep(min(every, world.left()))


async def _end_checks(world: World, lost_seen: dict[int, Any]) -> tuple[dict[int, db.TableDump], checks.TableVerdict]:
    """With the faults off and a generation up: let overdue deadlines fire (bounded), then judge."""
    fake, child = world.fake, world.child
    fake.faults.clear()
    if not child.up.is_set():
        await child.start()
    try:
        await fake.settle(quiet=0.5, timeout=15)
    except AssertionError:
        pass
    for _ in range(40):  # up to ~20 s for a deadline that a kill left overdue to fire
        verdict = checks.tables(db.dump(world.db, with_actions=True, running_only=True))
        if not verdict.stuck:
            break
        await asyncio.sleep(0.5)
    dumps = db.dump(world.db)
    for c in checks.lost(world.ledger.moves(), dumps):
        lost_seen.setdefault(c.id, c)
    return dumps, checks.tables(dumps)


async def soak(args: argparse.Namespace) -> Result:
    t0 = time.monotonic()
    rng = random.Random(args.seed)
    fake = FakeDiscord()
    groups = make_groups(fake, args.tables_per_game, rng, args.turn_time)
    stranger = fake.add_user("stranger")
    fuzz_channel = fake.add_channel(fake.guild, "soak-fuzz")
    ledger = Ledger()
    await fake.start()
    try:
        with tempfile.TemporaryDirectory(prefix="soak-") as tmp:
            workdir = Path(args.workdir or tmp)
            workdir.mkdir(parents=True, exist_ok=True)
            child = Child(fake, workdir, debug_generations=set(args.debug_generation))
            await child.start()
            world = World(fake, child, ledger, time.monotonic() + args.seconds, args.games,
                          turn_time=args.turn_time, double_p=args.double_clicks)
            lost_seen: dict[int, Any] = {}

            async def on_kill(why: str) -> None:
                for c in checks.lost(ledger.moves(), db.dump(child.db)):
                    lost_seen.setdefault(c.id, c)
                ledger.count("store checks after a kill")

            auditor = Auditor(fake, child, {g.channel.id: g.users for g in groups})
            chaos = Chaos(world, random.Random(rng.random()), args.kills, on_kill)
            players = [u for g in groups for u in g.users]
            fuzzer = Fuzzer(world, random.Random(rng.random()), fuzz_channel, stranger, players)
            await asyncio.gather(Players(world, groups).run(), chaos.kill_loop(), chaos.fault_loop(),
                                 fuzzer.loop(), _audit_loop(world, auditor, args.audit_every))
            world.stopping = True
            play_wall = time.monotonic() - t0
            dumps, verdict = await _end_checks(world, lost_seen)
            auditor.point(lambda: db.dump(world.db, with_actions=False, running_only=True))
            await child.stop()
            log_text = child.log_bytes().decode(errors="replace")
            result = _result(args, world, chaos, fuzzer, auditor, dumps, verdict, lost_seen, log_text, stranger)
            result.info.insert(0, f"play {play_wall:.0f} s; generations: " + ", ".join(
                f"{g.number}:{g.level}" + (f" killed {g.killed}" if g.killed else "") for g in child.generations))
    finally:
        await fake.stop()
    result.wall = time.monotonic() - t0
    return result


def _result(args: argparse.Namespace, world: World, chaos: Chaos, fuzzer: Fuzzer, auditor: Auditor,
            dumps: dict[int, db.TableDump], verdict: checks.TableVerdict, lost_seen: dict[int, Any],
            log_text: str, stranger: Any) -> Result:
    ledger = world.ledger
    twice = checks.applied_twice(ledger.clicks, dumps)
    tokens = token_leaks(world.fake, log_text)
    msg_leaks = [l for l in auditor.leaks if "log" not in l.where]
    log_leaks = [l for l in auditor.leaks if "log" in l.where]
    tracebacks = log_text.count("Traceback")
    stranger_seated = [t.id for t in dumps.values() if stranger.id in t.seats.values()]
    figures = {
        "acknowledged actions": len(ledger.moves()),
        "lost": len(lost_seen),
        "applied twice": twice.count,
        "stuck tables": len(verdict.stuck),
        "replay mismatches": len(verdict.mismatches),
        "tracebacks": tracebacks,
        "secrets in messages": len(msg_leaks),
        "secrets in logs": len(log_leaks),
        "tokens in messages or logs": len(tokens),
        "unanswered fuzzed clicks": fuzzer.outcomes["unanswered"],
        "fuzzed clicks that changed something": len(twice.fuzz_applied) + len(stranger_seated),
    }
    games: Counter[str] = Counter()
    for t in dumps.values():
        games[f"{t.game} {t.status}"] += 1
    info = [
        "tables in the store: " + ", ".join(f"{k} {v}" for k, v in sorted(games.items())),
        f"kills: {sum(chaos.killed.values())} (" + ", ".join(f"{k} {v}" for k, v in sorted(chaos.killed.items())) + ")",
        f"faults: {sum(chaos.faults.values())} (" + ", ".join(f"{k} {v}" for k, v in sorted(chaos.faults.items())) + ")",
        "fuzzed clicks: " + ", ".join(f"{k} {v}" for k, v in sorted(fuzzer.outcomes.items())),
        "double clicks: " + (", ".join(f"{k} {v}" for k, v in sorted(checks.double_click_outcomes(ledger.clicks).items()))
                             or "none"),
        "clicks: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(c.outcome for c in ledger.clicks if not c.fuzz).items())),
        "players: " + ", ".join(f"{k} {v}" for k, v in sorted(ledger.counts.items())),
        f"secrecy: {auditor.intervals} table intervals audited; "
        f"loopback: late acks {len(world.fake.late)}, double acks {len(world.fake.double_acks)}, "
        f"limit violations {len(world.fake.violations)}, unmodelled routes {len(world.fake.unhandled)}",
    ]
    evidence = []
    evidence += [f"lost: table {c.table} {c.user.name} {c.custom_id!r} drawn at {c.drawn}" for c in list(lost_seen.values())[:10]]
    evidence += [f"applied twice: table {t} user {u} seq {s} {a!r}" for t, u, s, a in twice.actions[:10]]
    evidence += [f"double click acknowledged twice: {a.custom_id!r} by {a.user.name}" for a, _ in twice.double_moves[:10]]
    evidence += [f"fuzz applied: table {t} user {u} seq {s} {a!r}" for t, u, s, a in twice.fuzz_applied[:10]]
    evidence += [f"stranger seated at table {t}" for t in stranger_seated]
    evidence += [f"stuck: table {t}: {why}" for t, why in verdict.stuck[:10]]
    evidence += [f"replay mismatch: table {t}: {why}" for t, why in verdict.mismatches[:10]]
    evidence += [f"secret in a message: {l}" for l in msg_leaks[:10]]
    evidence += [f"secret in the log: {l}" for l in log_leaks[:10]]
    evidence += [f"token: {t}" for t in tokens[:10]]
    evidence += [f"double click answered {a.outcome} {a.answer[:80]!r} and {b.outcome} {b.answer[:80]!r}: {a.custom_id!r}"
                 for a, b in checks.odd_double_clicks(ledger.clicks)[:5]]
    evidence += [f"unanswered fuzzed click: {cid!r}" + ("" if ui.parse(cid) else " (matches no custom id template of the bot)")
                 for cid in fuzzer.unanswered[:10]]
    evidence += [f"traceback in the bot's log:\n{tb}" for tb in checks.first_tracebacks(log_text)]
    return Result(figures, info, evidence)


def report(args: argparse.Namespace, result: Result) -> str:
    lines = [f"soak: up to {args.games} games, {args.kills} kills, {args.seconds:.0f} s; "
             f"{args.tables_per_game} table(s) per game at a time; seed {args.seed}; wall {result.wall:.1f} s"]
    lines.append(f"{'figure':<40}{'value':>8}")
    for name, value in result.figures.items():
        mark = "" if name not in FAILURES else ("  FAIL" if value else "  ok")
        lines.append(f"{name:<40}{value:>8}{mark}")
    lines += result.info
    if result.evidence:
        lines.append("evidence:")
        lines += ["  " + e.replace("\n", "\n  ") for e in result.evidence]
    return "\n".join(lines)
