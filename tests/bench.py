"""Load benchmark: the bot in a child process (its production entry point), the loopback Discord and
N virtual players in this process.

    python -m tests.bench                                   # the demo bot
    python -m tests.bench --bot "python -m bot" --floor slash:help --game slash:help
    python -m tests.bench --discord-limits                  # per-channel 5/5 s and 50 req/s global
    python -m tests.bench ... --webhook-limits              # per webhook 5/2 s, 30 webhook messages/min a channel
    python -m tests.bench ... --database postgresql          # the bot on a throwaway PostgreSQL cluster
    python -m tests.bench --bot "python -m tests.bench_bot" --floor slash:help --game table:tinygame --tables 20
    python -m tests.bench --bot "python -m tests.bench_bot" ... --request-floor 3   # + the bot's CPU per request

Two phases run in the same bot process: the *floor* (a trivial handler) and the *game* path;
the report gives each one's actions/s, p50/p95/p99 from interaction to acknowledgement, bot CPU
ms per action (/proc/PID/stat), REST calls per action by route, late acks, 429s, and the game
path as a ratio of the floor. Every loop is bounded in count and in time. ``--request-floor N`` runs a
third phase after them, ``/calls`` (tests/bench_calls.py: an answer and N edits of it), and prints the
bot's CPU per REST request and what the game's requests per action would cost alone.

Actions (``--floor`` / ``--game``): ``demo-floor`` (click Bump: a bare defer), ``demo-game``
(the demo's join / show / pick / bump mix on each player's own game), or ``slash:NAME[:opt=value,...]``
for any bot (option values are ints when they look like ints), or, for the game phase of the real
bot, ``table:GAME[:opt=value,...]``: ``--tables`` channels each playing full games of GAME by clicks
(lobby, Join, Start, then every seat clicks its newest prompt), see tests/bench_tables.py. With a
``table:`` game the floor is issued by the same users (``--players`` is ignored).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import os
import shlex
import signal
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable

from bench.tables import percentile
from tests import bench_tables
from tests.bench_bot import CPU_FIGURES, VOICE_FIGURES
from tests.bench_tables import Meter
from tests.loopback import FakeDiscord
from tests.loopback.actors import InteractionHandle
from tests.loopback.faults import RateLimits, call_kind, globally_limited
from tests.loopback.model import Channel, Message, User

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")
GLOBAL_PER_S = RateLimits.global_per_s
Action = Callable[[FakeDiscord, "Player", int], Awaitable[InteractionHandle]]


@dataclass
class Player:
    user: User
    channel: Channel
    game: Message | None = None


@dataclass
class Phase:
    name: str
    actions: int = 0
    failures: int = 0
    wall: float = 0.0
    latencies: list[float] = field(default_factory=list)
    cpu_ms: float = 0.0
    harness_cpu_ms: float = 0.0  # this process: the fake and the players
    routes: collections.Counter[str] = field(default_factory=collections.Counter)
    late: int = 0
    n429: int = 0
    counts: collections.Counter[str] = field(default_factory=collections.Counter)  # scenario events
    by_kind: dict[str, list[float]] = field(default_factory=dict)  # latencies per interaction kind
    routes429: collections.Counter[str] = field(default_factory=collections.Counter)
    limited_calls: int = 0  # calls made that count against Discord's global 50 requests/s, 429s included
    limited_refused: int = 0  # of those, answered 429 (retried by discord.py, or dropped)
    limited_kinds: collections.Counter[str] = field(default_factory=collections.Counter)  # those by route and where
    webhook_routes: collections.Counter[str] = field(default_factory=collections.Counter)  # channel webhooks' calls
    webhook_refused: int = 0  # of those, answered 429
    first_dms: list[float] = field(default_factory=list)  # table:GAME: seconds from Start to each player's first DM

    @property
    def moves(self) -> int:
        """The game's moves (a ``table:`` game), else every action."""
        return len(self.by_kind["move"]) if "move" in self.by_kind else self.actions

    def kind_pct(self, kind: str, q: float) -> float:
        return percentile(sorted(self.by_kind.get(kind, [])), q) * 1000

    def pct(self, q: float) -> float:
        return percentile(sorted(self.latencies), q) * 1000

    @property
    def rate(self) -> float:
        return self.actions / self.wall if self.wall else 0.0

    @property
    def cpu_per_action(self) -> float:
        return self.cpu_ms / self.actions if self.actions else float("nan")


# ----------------------------------------------------------------------------- actions
async def demo_floor(fake: FakeDiscord, p: Player, i: int) -> InteractionHandle:
    assert p.game is not None
    return await fake.click(p.user, p.game, "bump")


async def demo_game(fake: FakeDiscord, p: Player, i: int) -> InteractionHandle:
    assert p.game is not None
    step = i % 4
    if step == 0:
        return await fake.click(p.user, p.game, "join")
    if step == 1:
        return await fake.click(p.user, p.game, "show")
    if step == 2:
        return await fake.select(p.user, p.game, [("red", "blue", "green")[i % 3]])
    return await fake.click(p.user, p.game, "bump")


def slash_action(spec: str) -> Action:
    _, name, *rest = spec.split(":", 2)
    options: dict[str, Any] = {}
    for pair in filter(None, (rest[0] if rest else "").split(",")):
        key, _, value = pair.partition("=")
        options[key] = int(value) if value.lstrip("-").isdigit() else value

    async def act(fake: FakeDiscord, p: Player, i: int) -> InteractionHandle:
        return await fake.slash(p.user, p.channel, name, **options)

    return act


def action_named(spec: str) -> Action:
    if spec == "demo-floor":
        return demo_floor
    if spec == "demo-game":
        return demo_game
    if spec.startswith("slash:"):
        return slash_action(spec)
    raise SystemExit(f"unknown action {spec!r}: use demo-floor, demo-game or slash:NAME[:k=v,...]")


# ----------------------------------------------------------------------------- child process
def cpu_ms(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / TICKS  # utime + stime


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def run_phase(fake: FakeDiscord, pid: int, players: list[Player], action: Action, name: str,
                    budget: int, seconds: float, scenario: Callable[[Meter], Awaitable[None]] | None = None,
                    rate: float | None = None) -> Phase:
    """One measured phase: ``action`` by every player in a closed loop, or at
    ``rate`` actions a second whatever the answers (an open loop, the players
    in turn), or a whole ``scenario``."""
    phase = Phase(name)
    mark, late0, n429_0 = fake.mark(), len(fake.late), fake.faults.count_429
    cpu0, own0, t0 = cpu_ms(pid), time.process_time(), time.monotonic()
    meter = Meter(phase, budget, seconds)

    async def player_loop(p: Player) -> None:
        for _ in range(budget):  # shared budget: the loop ends when all actions are handed out
            left = meter.take()
            if left is None:
                return
            await meter.measure(lambda: action(fake, p, budget - 1 - left))

    async def paced(every: float) -> None:
        pending = []
        for i in range(budget):
            if meter.take() is None:
                break
            await asyncio.sleep(max(0.0, t0 + i * every - time.monotonic()))
            p = players[i % len(players)]
            pending.append(asyncio.create_task(meter.measure(lambda p=p, i=i: action(fake, p, i))))
        await asyncio.gather(*pending)

    if scenario is not None:
        await scenario(meter)
    elif rate:
        await paced(1 / rate)
    else:
        await asyncio.gather(*(player_loop(p) for p in players))
    try:  # the bot may still be sending what the last actions caused (rate limits)
        await fake.settle(quiet=0.1, timeout=10)
    except AssertionError:
        phase.counts["bot still busy 10 s after the phase"] += 1
    phase.wall = time.monotonic() - t0
    phase.cpu_ms = cpu_ms(pid) - cpu0
    phase.harness_cpu_ms = (time.process_time() - own0) * 1000
    phase.routes.update(fake.routes(mark))
    phase.routes429.update(c.route for c in fake.calls[mark:] if c.status == 429)
    limited = [c for c in fake.calls[mark:] if globally_limited(c.route)]
    phase.limited_calls, phase.limited_refused = len(limited), sum(1 for c in limited if c.status == 429)
    phase.limited_kinds.update(call_kind(fake.channels, c) for c in limited)
    hooked = fake.webhook_calls(mark)
    phase.webhook_routes.update(c.route for c in hooked)
    phase.webhook_refused = sum(1 for c in hooked if c.status == 429)
    phase.late, phase.n429 = len(fake.late) - late0, fake.faults.count_429 - n429_0
    return phase


async def start_child(fake: FakeDiscord, cmd: list[str], workdir: Path,
                      database_url: str | None = None) -> tuple[asyncio.subprocess.Process, Path]:
    env = {**os.environ, "DISCORD_TOKEN": fake.token, "DATABASE_PATH": str(workdir / "bench.sqlite3"),
           "DISCORD_API_BASE": fake.base_url, "LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT),
           "DREAMGAMES_HOME": str(workdir)}
    env.pop("DATABASE_URL", None)
    if database_url is not None:
        env["DATABASE_URL"] = database_url
    log_path = workdir / "bot.log"
    with open(log_path, "wb") as log:
        proc = await asyncio.create_subprocess_exec(*cmd, cwd=str(ROOT), env=env, stdout=log, stderr=log)
    return proc, log_path


async def stop_child(proc: asyncio.subprocess.Process, grace: float = 5.0) -> None:
    if proc.returncode is None:
        proc.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(proc.wait(), grace)
        except asyncio.TimeoutError:
            proc.kill()
            await proc.wait()


async def bench(args: argparse.Namespace) -> dict[str, Any]:
    fake = FakeDiscord()
    floor = action_named(args.floor)
    scenario = None
    if args.game.startswith("table:"):  # the real bot's tables: the floor is issued by the same users
        spec = bench_tables.parse_table_spec(args.game)
        groups = bench_tables.make_groups(fake, spec.game, args.tables, args.seats, per_channel=args.tables_per_channel)
        players = [Player(u, g.channel) for g in groups for u in g.users]
        game = floor

        async def scenario(meter: Meter) -> None:
            await bench_tables.Tables(fake, spec, groups, meter, prompt_wait=args.prompt_wait,
                                      max_clicks=args.max_clicks, max_games=args.max_games).run()
    else:
        game = action_named(args.game)
        tables = [fake.add_channel(fake.guild, f"table-{i}") for i in range(max(1, args.channels))]
        players = [Player(fake.add_user(f"player{i}"), tables[i % len(tables)]) for i in range(args.players)]
    if args.discord_limits:
        fake.discord_rate_limits()
    if args.webhook_limits:
        fake.webhook_rate_limits()
    cluster = None
    if args.database == "postgresql":  # a throwaway cluster, durable commits as in production
        from tests import postgres

        reason = postgres.why_not()
        if reason is not None:
            raise SystemExit(f"--database postgresql: {reason}")
        cluster = postgres.Cluster(durable=True).start()
    await fake.start()
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        url = await cluster.create_database("bench") if cluster is not None else None
        t_start = time.monotonic()
        proc, log_path = await start_child(fake, shlex.split(args.bot), Path(tmp), url)
        measured_log = 0  # bytes of the bot's log written before it was asked to stop
        try:
            await fake.wait_for(lambda: fake.gateway.connected or proc.returncode is not None, args.startup_timeout,
                                "the bot to connect to the gateway")
            if proc.returncode is not None:
                raise SystemExit(f"the bot exited with {proc.returncode}:\n{log_path.read_text()[-3000:]}")
            await fake.settle(quiet=args.ready_quiet, timeout=args.startup_timeout)
            startup = time.monotonic() - t_start
            if "demo" in args.floor + args.game:  # each player opens its own game
                for p in players:
                    p.game = await (await fake.slash(p.user, p.channel, "play", game="somnia")).response(timeout=10)
            phases = [await run_phase(fake, proc.pid, players, floor, "floor", args.actions, args.seconds),
                      await run_phase(fake, proc.pid, players, game, "game", args.actions, args.seconds, scenario)]
            if args.request_floor or args.move_floor:
                # what the game left (a board moved down, a paced post) lands before the next phase counts
                try:
                    await fake.settle(quiet=1.0, timeout=10)
                except AssertionError:
                    pass
            if args.request_floor:  # last: what it leaves behind (its answers) must not weigh on the game's figures
                calls = slash_action(f"slash:calls:n={args.request_floor}")
                phases.insert(1, await run_phase(fake, proc.pid, players, calls, "calls", args.actions, args.seconds))
            if args.move_floor:  # after the game too, for the same reason
                # Once as fast as the players can click, and once at the game phase's own pace:
                # a bot handling one click at a time pays per click what a busy one shares
                # (loop wake-ups, a disk sync per commit), so the floor at the game's pace is
                # the like-for-like one.
                game_phase, movefloor = phases[-1], slash_action("slash:movefloor")
                pace = game_phase.actions / game_phase.wall if game_phase.wall else 0.0
                phases.insert(1, await run_phase(fake, proc.pid, players, movefloor, "paced",
                                                 min(args.actions, max(1, int(pace * args.seconds))),
                                                 args.seconds, rate=pace or None))
                phases.insert(1, await run_phase(fake, proc.pid, players, movefloor, "move", args.actions, args.seconds))
            rss = peak_rss_mb(proc.pid)
            end_mark = fake.mark()
            measured_log = log_path.stat().st_size
        finally:
            # under the webhook limits the last edits and posts wait their turn before the bot ends
            await stop_child(proc, 20.0 if args.webhook_limits else 5.0)
            await fake.stop()
            if cluster is not None:
                cluster.stop()
        full_log = log_path.read_bytes()
        log_text = full_log[:measured_log].decode(errors="replace")
        shutdown_text = full_log[measured_log:].decode(errors="replace")
    return {"fake": fake, "phases": phases, "backlog": len(fake.webhook_calls(end_mark)), "players": players, "startup": startup, "rss": rss, "unhandled": fake.unhandled, "violations": fake.violations,
            "voice": voice_figures(full_log.decode(errors="replace")),
            "cpu_by_kind": cpu_by_interaction(full_log.decode(errors="replace")),
            "pictures": [line for line in full_log.decode(errors="replace").splitlines()
                         if line.startswith("pictures: ")][-1:],
            "blocked": log_text.count("heartbeat blocked"), "errors": log_text.count("Traceback"), "args": args,
            "shutdown_errors": shutdown_text.count("Traceback"), "log_tail": first_traceback(log_text) or first_traceback(shutdown_text)}


def voice_figures(text: str) -> str:
    """The table voice's edit counts, which tests.bench_bot prints as the bot stops ("" for another bot)."""
    found = [line for line in text.splitlines() if line.startswith(VOICE_FIGURES)]
    return found[-1][len(VOICE_FIGURES):].strip() if found else ""


MOVE_KINDS = ("dg:a", "dg:c", "ds:a", "ds:c", "dg:no")  # a game's choices (cogs/play.py routes them)
FLOOR_KINDS = ("/help", "/movefloor", "/calls")


def cpu_by_interaction(text: str) -> dict[str, tuple[float, int]]:
    """The loop's CPU ms and count per kind of interaction, which tests.bench_bot prints as the bot stops."""
    found = [line for line in text.splitlines() if line.startswith(CPU_FIGURES)]
    figures: dict[str, tuple[float, int]] = {}
    for item in found[-1][len(CPU_FIGURES):].split() if found else []:
        name, _, value = item.rpartition("=")
        ms, _, count = value.partition("/")
        figures[name] = (float(ms), int(count))
    return figures


def first_traceback(text: str, size: int = 2500) -> str:
    """The log from the line before the first traceback on (what raised it, and where)."""
    at = text.find("Traceback")
    if at < 0:
        return ""
    start = text.rfind("\n", 0, max(0, text.rfind("\n", 0, at))) + 1
    return text[start:start + size]


def report(result: dict[str, Any]) -> str:
    args = result["args"]
    floor, *calls, game = result["phases"]
    tables = args.game.startswith("table:")
    who = (f"tables: {args.tables} ({args.seats} seats, {len(result['players'])} players, "
           f"{args.tables_per_channel} a channel)" if tables
           else f"players: {args.players}   channels: {args.channels}")
    lines = [f"bot: {args.bot}   {who}   "
             f"discord limits: {'on' if args.discord_limits else 'off'}   "
             f"webhook limits: {'on' if args.webhook_limits else 'off'}   database: {args.database}   "
             f"startup: {result['startup']:.2f}s   "
             f"peak RSS: {result['rss']:.1f} MB"]
    lines.append(f"{'phase':<7}{'action':<18}{'done':>7}{'fail':>6}{'act/s':>9}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"
                 f"{'cpu ms/act':>12}{'late':>6}{'429':>6}")
    specs = [(floor, args.floor)] + [(ph, "slash:movefloor" if ph.name in ("move", "paced") else
                                      f"slash:calls:n={args.request_floor}") for ph in calls] + [(game, args.game)]
    for ph, spec in specs:
        lines.append(f"{ph.name:<7}{spec[:17]:<18}{ph.actions:>7}{ph.failures:>6}{ph.rate:>9.0f}{ph.pct(.5):>9.1f}"
                     f"{ph.pct(.95):>9.1f}{ph.pct(.99):>9.1f}{ph.cpu_per_action:>12.3f}{ph.late:>6}{ph.n429:>6}")
    if floor.actions and game.actions:
        # A short phase can read 0 ticks of CPU (/proc counts in 10 ms): no ratio then, not a division by 0.
        def ratio(a: float, b: float) -> str:
            return f"x{a / b:.2f}" if b else "n/a"
        lines.append(f"game / floor: throughput {ratio(game.rate, floor.rate)}, p50 {ratio(game.pct(.5), floor.pct(.5))}, "
                     f"CPU per action {ratio(game.cpu_per_action, floor.cpu_per_action)}")
    by_name = {ph.name: ph for ph in calls}
    if "calls" in by_name and floor.actions and by_name["calls"].actions and game.actions and floor.cpu_per_action:
        lines.append(request_floor(floor, by_name["calls"], game, args.request_floor))
    move = by_name.get("move")
    if move is not None and move.actions and game.moves and move.cpu_per_action:
        per_move = game.cpu_ms / game.moves
        lines.append(f"move floor (a commit, the answer, one DM): bot CPU {move.cpu_per_action:.3f} ms; "
                     f"the game's CPU per move {per_move:.3f} ms (lobbies and My hand included) = "
                     f"x{per_move / move.cpu_per_action:.2f} the move floor")
        paced = by_name.get("paced")
        if paced is not None and paced.actions and paced.cpu_per_action:
            lines.append(f"move floor at the game phase's pace ({paced.rate:.0f} a second, as the game's "
                         f"{game.rate:.0f} interactions a second): bot CPU {paced.cpu_per_action:.3f} ms; the game's "
                         f"CPU per move = x{per_move / paced.cpu_per_action:.2f} it")
        kinds = result["cpu_by_kind"]
        setup = {k: v for k, v in kinds.items() if k not in MOVE_KINDS + FLOOR_KINDS and k != "other"}
        if kinds:
            own = (game.cpu_ms - sum(ms for ms, _ in setup.values())) / game.moves
            at_pace = (f", x{own / paced.cpu_per_action:.2f} the move floor at the game's pace"
                       if paced is not None and paced.cpu_per_action else "")
            lines.append(f"the game's CPU per move without its lobbies, Starts and My hand presses (their handlers' "
                         f"loop CPU, {', '.join(f'{k} {ms:.0f} ms/{n}' for k, (ms, n) in sorted(setup.items()))}, "
                         f"taken out): {own:.3f} ms = x{own / move.cpu_per_action:.2f} the move floor{at_pace}")
    lines.extend(f"the bot's {line}" for line in result["pictures"])
    if result["cpu_by_kind"]:
        lines.append("the bot's loop CPU by interaction (ms per interaction, the tasks it started included): " + ", ".join(
            f"{k} {ms / max(n, 1):.3f} ({n})" for k, (ms, n) in sorted(result["cpu_by_kind"].items())))
    for ph in (floor, *calls, game):
        per = ", ".join(f"{route} {n / max(ph.actions, 1):.3f}" for route, n in ph.routes.most_common())
        lines.append(f"REST calls per {ph.name} action: {per}")
    if game.by_kind:
        lines.append("game latency by interaction (n, p50/p95 ms): " + ", ".join(
            f"{k} {len(v)} {game.kind_pct(k, .5):.0f}/{game.kind_pct(k, .95):.0f}" for k, v in game.by_kind.items()))
    moves = len(game.by_kind.get("move", []))
    if moves and game.wall:
        lines.append(f"game moves: {moves / game.wall:.1f}/s, games finished: "
                     f"{game.counts['games finished'] * 60 / game.wall:.1f}/min, bot CPU per move "
                     f"{game.cpu_ms / moves:.2f} ms (everything the game phase cost, lobbies and My hand "
                     f"included), move p99 {game.kind_pct('move', .99):.0f} ms")
    if game.first_dms:
        waits = sorted(game.first_dms)
        lines.append(f"Start -> each player's first DM: {len(waits)} players, p50 {percentile(waits, .5):.2f} s, "
                     f"p99 {percentile(waits, .99):.2f} s, max {waits[-1]:.2f} s")
    if game.counts:
        lines.append("game phase: " + ", ".join(f"{k} {v}" for k, v in sorted(game.counts.items())))
    if game.moves:
        # Discord's one budget for the whole bot, across every server: what a move costs of it
        # (the lobby, the end of the game and My hand presses counted against the moves).
        # Every request made counts, a 429 too; with the limits on, what the bot drops after
        # discord.py's retries is not made, so the run without limits shows the full demand.
        per_move = game.limited_calls / game.moves
        capacity = f"{GLOBAL_PER_S / per_move:,.0f}" if per_move else "unbounded"
        lines.append(f"rate-limited REST calls per move (all but interaction callbacks and webhook follow-ups): "
                     f"{per_move:.2f} made, {game.limited_refused / game.moves:.2f} of them answered 429 -> "
                     f"whole-bot capacity {capacity} moves/s under Discord's global {GLOBAL_PER_S} requests/s")
        lines.append("rate-limited REST calls per move by kind: " + "; ".join(
            f"{kind} {n / game.moves:.3f}" for kind, n in game.limited_kinds.most_common()))
    if game.moves and game.webhook_routes:
        # The channel webhooks' budget (5 requests per 2 s a webhook, 30 messages a minute a channel):
        # outside the global 50/s, but a busy table spends it; a 429 there holds the webhook's queue.
        made = sum(game.webhook_routes.values())
        per = ", ".join(f"{route} {n / game.moves:.2f}" for route, n in game.webhook_routes.most_common())
        lines.append(f"webhook requests per move: {made / game.moves:.2f} ({per}), "
                     f"{game.webhook_refused} answered 429 ({game.webhook_refused / game.moves:.2f} per move)")
    if game.webhook_routes:
        lines.append(f"webhook requests made after the phase and its settling, as the bot stopped (a backlog): "
                     f"{result['backlog']}")
        lines.append(f"table voice (the bot's count at its stop): {result['voice'] or 'not printed (stopped by force)'}")
    for ph in (floor, game):
        if ph.routes429:
            lines.append(f"429s in the {ph.name} phase by route: " + ", ".join(
                f"{r} {n}" for r, n in ph.routes429.most_common()))
    lines.append("harness CPU ms per action (fake + players, this process): " + ", ".join(
        f"{ph.name} {ph.harness_cpu_ms / max(ph.actions, 1):.3f}" for ph in (floor, game)))
    lines.append(f"unmodelled routes: {len(result['unhandled'])}   limit violations: {len(result['violations'])}   "
                 f"heartbeat-blocked warnings: {result['blocked']}   tracebacks in bot log: {result['errors']}"
                 f" (+{result['shutdown_errors']} while stopping)")
    if (result["errors"] or result["shutdown_errors"]) and args.show_log:
        lines.append("bot log (first traceback):\n" + result["log_tail"])
    return "\n".join(lines)


def request_floor(floor: Phase, calls: Phase, game: Phase, extra: int) -> str:
    """The bot's CPU per REST request (``/calls``: the floor's one request and
    ``extra`` more), and what the game's requests alone would cost per action:
    the floor plus its other requests at that price. The game over that is
    what the bot adds to the requests it must make (the engine, the store,
    the presentation, the pictures, the gateway events of its clicks)."""
    per_request = (calls.cpu_per_action - floor.cpu_per_action) / extra
    requests = sum(game.routes.values()) / game.actions
    alone = floor.cpu_per_action + max(0.0, requests - 1) * per_request
    return (f"request floor: bot CPU {per_request:.3f} ms per REST request (/calls with {extra} edits over /help); "
            f"the game's {requests:.2f} requests per action alone: {alone:.3f} ms "
            f"(x{alone / floor.cpu_per_action:.2f} the floor); game CPU over that x{game.cpu_per_action / alone:.2f}")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m tests.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--bot", default=f"{sys.executable} -m tests.loopback.demo_bot", help="command that starts the bot")
    ap.add_argument("--floor", default="demo-floor", help="trivial action (default: demo-floor)")
    ap.add_argument("--game", default="demo-game", help="game-path action (default: demo-game)")
    ap.add_argument("--players", type=int, default=50, help="concurrent virtual players (closed loop)")
    ap.add_argument("--channels", type=int, default=20, help="channels the players are spread over")
    ap.add_argument("--actions", type=int, default=4000, help="action budget per phase")
    ap.add_argument("--seconds", type=float, default=20.0, help="time budget per phase")
    ap.add_argument("--tables", type=int, default=20, help="table:GAME: concurrent tables, one per channel")
    ap.add_argument("--tables-per-channel", type=int, default=1,
                    help="table:GAME: tables opened from each channel (their threads share its webhook)")
    ap.add_argument("--seats", default="2-3", help="table:GAME: players per table, N or LO-HI (alternating)")
    ap.add_argument("--prompt-wait", type=float, default=1.0,
                    help="table:GAME: seconds a seat waits for a fresh prompt before pressing My hand")
    ap.add_argument("--max-clicks", type=int, default=300, help="table:GAME: moves per seat per game (a stuck game)")
    ap.add_argument("--max-games", type=int, default=10_000, help="table:GAME: games per table")
    ap.add_argument("--move-floor", action="store_true",
                    help="a phase after the game: /movefloor (python -m tests.bench_bot only), a commit, the answer and "
                         "one DM, what a move costs at least; the game's CPU per move is reported against it")
    ap.add_argument("--request-floor", type=int, default=0, metavar="N",
                    help="a third phase after the two: /calls (python -m tests.bench_bot only) answers and edits "
                         "its answer N times, for the bot's CPU per REST request")
    ap.add_argument("--discord-limits", action="store_true", help="emulate per-channel and global rate limits")
    ap.add_argument("--webhook-limits", action="store_true",
                    help="emulate Discord's webhook limits (per webhook, per channel for webhook messages, per address)")
    ap.add_argument("--database", choices=("sqlite", "postgresql"), default="sqlite",
                    help="the bot's store: a SQLite file, or a throwaway PostgreSQL cluster (DATABASE_URL)")
    ap.add_argument("--startup-timeout", type=float, default=30.0)
    ap.add_argument("--ready-quiet", type=float, default=2.2, help="quiet seconds that mean the bot is ready "
                    "(discord.py waits guild_ready_timeout=2 s before on_ready)")
    ap.add_argument("--show-log", action="store_true", help="print the tail of the bot's log when it has tracebacks")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    result = asyncio.run(bench(parse(argv)))
    print(report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
