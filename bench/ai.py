"""Bot players' strength and speed (issue 25): ``python -m bench.ai``.

One table, one row per game, player count and match-up:

* tournaments: one seat at the first level, every other seat at the second
  (``hard vs easy``, ``hard vs normal``, ``normal vs easy``); the first
  level's seat rotates with each game (game i puts it in seat i mod n) and
  the deal is seeded by i, so every seat and deal is played. ``win %`` is the
  share of games that seat won, with a 95% Wilson interval, against the aim
  (1.5x the fair share 1/n for hard vs easy; above the fair share, outside the
  interval, for the others: ``beats``);
* ``ceiling vs easy``: a player that sees every card (benchmark only: flat
  Monte Carlo over the true state, random playouts, never in the bot) against
  easy seats, measured the same way: where even it falls short of an aim, the
  game's luck puts that aim out of reach;
* speed: decision time p50 / p99 per game and level (the search alone, in
  this process), against the issue's aims (p99 <= 50 ms normal, <= 250 ms hard);
* the bot process's CPU per move: what the event loop's process spends on a
  bot move in the worker pool (``bot.ai_moves``: the view and the legal moves
  pickled to the worker, the move back), against a seat playing its default
  move in process (a table without bot seats); and the largest stall of a
  1 ms ticker on the loop while a 200 ms pure-Python search runs in a thread
  or in the worker process (``--loop``): why the pool is a process.

Somna's figures come from ``bench/ai_somna.py`` (``run(games, sizes)``) when
it is there.

``--games N`` per row (default 2000, the issue's count; ``--quick``: 20
games, small playouts, for a smoke run); ``--only GAME`` and ``--players N``
restrict the table; ``--seed`` fixes it.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence

import games.ai
from games import GAMES
from games.base import State, close_waiting

CARD_GAMES = ("somnia", "traumland", "somnikum", "darkly_dreaming")
MATCHES = (("hard", "easy"), ("hard", "normal"), ("normal", "easy"), ("ceiling", "easy"), ("ceiling", "normal"))
# Where hard may fall level with normal by the game's luck: the ceiling against normal shows it.
CEILING_VS_NORMAL = {"darkly_dreaming"}
AIM_P99_MS = {"normal": 50.0, "hard": 250.0}
MAX_DECISIONS = 5000  # a game longer than this counts as won by nobody


@dataclass
class Match:
    game: str
    players: int
    first: str
    second: str
    played: int = 0
    wins: int = 0
    unfinished: int = 0

    @property
    def share(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass
class Timings:
    seconds: dict[tuple[str, str], list[float]] = field(default_factory=dict)  # wall time
    # The search's own CPU (its thread's): far below the wall time, the search waited for a core.
    cpu: dict[tuple[str, str], list[float]] = field(default_factory=dict)

    def add(self, game: str, level: str, took: float, cpu: float) -> None:
        self.seconds.setdefault((game, level), []).append(took)
        self.cpu.setdefault((game, level), []).append(cpu)

    def extend(self, other: "Timings") -> None:
        for mine, theirs in ((self.seconds, other.seconds), (self.cpu, other.cpu)):
            for key, values in theirs.items():
                mine.setdefault(key, []).extend(values)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))] if ordered else float("nan")


# -- the ceiling: sees every card (benchmark only) ----------------------------------

def _playout(game: str, state: State, rng: random.Random) -> State:
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            break
        waiting = state.awaiting()
        if not waiting:
            if close_waiting(state):
                continue
            break
        seat = waiting[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def ceiling_choose(game: str, state: State, seat: int, rng: random.Random, playouts: int) -> Hashable:
    """Flat Monte Carlo on the true state: each legal move's share of won
    random playouts (every hand and the deck order known)."""
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    best, best_score = legal[0], -1.0
    snapshot = state.to_dict()
    for action in legal:
        score = 0.0
        for _ in range(playouts):
            trial = GAMES[game].from_dict(snapshot)
            trial.apply(seat, action)
            _playout(game, trial, rng)
            if trial.is_over:
                score += sum(1 for r in trial.outcome() if r.seat == seat and r.won)
        if score > best_score:
            best, best_score = action, score
    return best


def deck_ceiling(state: State, seat: int, rng: random.Random) -> Hashable:
    """Darkly Dreaming's ceiling: ``hard``'s own search, its worlds drawn
    with the real deck order (only the dice to come unknown): what knowing
    every card could add to the press-your-luck policy. Random playouts, as
    the card games' ceiling uses, are a weak Darkly Dreaming player."""
    from games.darkly_dreaming import ai as dd
    from games.darkly_dreaming.state import DarklyState

    truth = state.to_dict()

    def known_deck(view: Any, r: random.Random) -> DarklyState:
        return DarklyState.from_dict({**truth, "rng": {"seed": str(r.getrandbits(64)), "n": 0, "forced": []}})

    sampled = dd.world
    dd.world = known_deck  # type: ignore[assignment]
    try:
        return dd.choose(state.view(seat), state.legal_actions(seat), "hard", rng)
    finally:
        dd.world = sampled


CEILINGS = {"darkly_dreaming": deck_ceiling}


# -- tournaments --------------------------------------------------------------------

def play_one(game: str, players: int, levels: list[str], seed: int, timings: Timings,
             playouts: int) -> list[int] | None:
    """One seeded game with a level per seat; the winning seats (None: unfinished)."""
    state = GAMES[game].new(players=players, seed=seed, options=None)
    rng = random.Random(seed * 7919 + 1)
    for _ in range(MAX_DECISIONS):
        if state.is_over:
            break
        waiting = state.awaiting()
        if not waiting:
            if close_waiting(state):
                continue
            return None
        seat = waiting[0]
        level = levels[seat]
        legal = state.legal_actions(seat)
        began, began_cpu = time.perf_counter(), time.thread_time()
        if level == "ceiling" and game in CEILINGS:
            action = CEILINGS[game](state, seat, rng)
        elif level == "ceiling":
            action = ceiling_choose(game, state, seat, rng, playouts)
        else:
            action = games.ai.choose(game, state.view(seat), legal, level, rng)
            timings.add(game, level, time.perf_counter() - began, time.thread_time() - began_cpu)
        state.apply(seat, action)
    if not state.is_over:
        return None
    return [r.seat for r in state.outcome() if r.won]


def _levels(match: Match, index: int) -> tuple[int, list[str]]:
    focal = index % match.players
    return focal, [match.first if s == focal else match.second for s in range(match.players)]


def play_chunk(match: Match, start: int, stop: int, seed: int, playouts: int) -> tuple[str, Timings]:
    """Games ``start``..``stop - 1`` of a row: one letter each (W the lone
    level's seat won, a shared win counting; L it lost; U unfinished), and
    their decision times. A game is a function of its row, index and seed
    alone, so a chunk played again gives the same letters (``--verify``)."""
    timings, letters = Timings(), []
    for i in range(start, stop):
        focal, levels = _levels(match, i)
        winners = play_one(match.game, match.players, levels, seed * 1_000_003 + i, timings, playouts)
        letters.append("U" if winners is None else "W" if focal in winners else "L")
    return "".join(letters), timings


def tournament(match: Match, games_count: int, seed: int, timings: Timings, playouts: int,
               ledger: "Ledger | None" = None, jobs: int = 1) -> Match:
    """Play the row's games that ``ledger`` does not hold yet (all of them
    without one), ``jobs`` chunks at a time, and count the first ``games_count``."""
    key = row_key(match, seed, playouts)
    letters = dict(ledger.rows.get(key, {})) if ledger else {}
    todo = [i for i in range(games_count) if i not in letters]
    chunks = _merge([(i, i + 1) for i in todo], CHUNK)

    def take(start: int, got: str, times: Timings) -> None:
        for offset, letter in enumerate(got):
            letters[start + offset] = letter
        timings.extend(times)
        if ledger:
            ledger.add(key, start, got)

    if jobs > 1 and len(chunks) > 1:
        import concurrent.futures

        with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
            futures = {pool.submit(play_chunk, match, a, b, seed, playouts): a for a, b in chunks}
            for future in concurrent.futures.as_completed(futures):
                take(futures[future], *future.result())
    else:
        for a, b in chunks:
            take(a, *play_chunk(match, a, b, seed, playouts))
    for i in range(games_count):
        match.played += 1
        match.wins += letters[i] == "W"
        match.unfinished += letters[i] == "U"
    return match


def _merge(singles: list[tuple[int, int]], size: int) -> list[tuple[int, int]]:
    """Runs of consecutive games, cut at every multiple of ``size``."""
    chunks: list[tuple[int, int]] = []
    for a, b in singles:
        if chunks and chunks[-1][1] == a and a % size:
            chunks[-1] = (chunks[-1][0], b)
        else:
            chunks.append((a, b))
    return chunks


# -- the ledger: long tournaments played across several runs ------------------------

CHUNK = 10  # games per ledger line: what a run stopped mid-way loses at most, per job


def row_key(match: Match, seed: int, playouts: int) -> str:
    extra = f"/playouts{playouts}" if match.first == "ceiling" else ""
    return f"{match.game}/{match.players}/{match.first}-{match.second}/seed{seed}{extra}"


class Ledger:
    """Every game's letter, one JSON line per chunk (``{"row", "from",
    "games"}``), appended as each chunk ends, so a run stopped at any moment
    keeps what it finished and the next run plays only the rest."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.rows: dict[str, dict[int, str]] = {}
        self.lines: list[tuple[str, int, str]] = []
        try:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        entry = json.loads(line)
                        self._keep(entry["row"], int(entry["from"]), str(entry["games"]))
        except FileNotFoundError:
            pass

    def _keep(self, key: str, start: int, got: str) -> None:
        row = self.rows.setdefault(key, {})
        for offset, letter in enumerate(got):
            row[start + offset] = letter
        self.lines.append((key, start, got))

    def add(self, key: str, start: int, got: str) -> None:
        self._keep(key, start, got)
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps({"row": key, "from": start, "games": got}) + "\n")


def recorded(ledger: Ledger, names: Sequence[str], players: Sequence[int] | None, seed: int) -> list[Match]:
    """Each of the ledger's rows for these games, counting every game it holds."""
    order = {(f, s): i for i, (f, s) in enumerate(MATCHES)}
    rows = []
    for key, letters in ledger.rows.items():
        match, row_seed, _ = parse_key(key)
        if match.game in names and (not players or match.players in players) and row_seed == seed:
            match.played = len(letters)
            match.wins = sum(letter == "W" for letter in letters.values())
            match.unfinished = sum(letter == "U" for letter in letters.values())
            rows.append(match)
    return sorted(rows, key=lambda m: (CARD_GAMES.index(m.game), m.players, order[(m.first, m.second)]))


def parse_key(key: str) -> tuple[Match, int, int]:
    parts = key.split("/")
    game, players, pair, seed = parts[0], int(parts[1]), parts[2], int(parts[3].removeprefix("seed"))
    playouts = int(parts[4].removeprefix("playouts")) if len(parts) > 4 else 0
    first, second = pair.split("-")
    return Match(game, players, first, second), seed, playouts


def verify(ledger: Ledger, count: int, rng: random.Random) -> list[str]:
    """Play ``count`` of the ledger's chunks again; the ones whose letters differ."""
    wrong = []
    for key, start, got in rng.sample(ledger.lines, min(count, len(ledger.lines))):
        match, seed, playouts = parse_key(key)
        again, _ = play_chunk(match, start, start + len(got), seed, playouts)
        if again != got:
            wrong.append(f"{key} from {start}: ledger {got}, played again {again}")
    return wrong


def aim_of(match: Match) -> tuple[str, bool]:
    """The aim the row is read against, and whether it is met (the
    ceiling's: whether its interval reaches the aim at all)."""
    lo, hi = wilson(match.wins, match.played)
    fair = 1 / match.players
    if (match.first, match.second) in (("hard", "easy"), ("ceiling", "easy")):
        aim = 1.5 * fair
        return f">= {100 * aim:.1f}%", lo >= aim if match.first == "hard" else hi >= aim
    return f"> {100 * fair:.1f}% (beats)", lo > fair


def format_rows(matches: list[Match]) -> str:
    header = ("game", "n", "match", "games", "win %", "95% CI", "aim", "met", "unfinished")
    rows = [header]
    for m in matches:
        lo, hi = wilson(m.wins, m.played)
        aim, met = aim_of(m)
        verdict = ("reachable" if met else "out of reach") if m.first == "ceiling" else ("MET" if met else "NOT MET")
        rows.append((m.game, str(m.players), f"{m.first} vs {m.second}", str(m.played), f"{100 * m.share:.1f}",
                     f"{100 * lo:.1f}-{100 * hi:.1f}", aim, verdict, str(m.unfinished)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)


def format_timings(timings: Timings) -> str:
    lines = ["decision time (the search alone, this process; wall time, and the search's own CPU):",
             "  game             level   decisions  p50 ms  p99 ms  CPU p99 ms  aim p99"]
    for (game, level), values in sorted(timings.seconds.items()):
        p50, p99 = 1000 * percentile(values, 0.5), 1000 * percentile(values, 0.99)
        cpu99 = 1000 * percentile(timings.cpu.get((game, level), []), 0.99)
        aim = AIM_P99_MS.get(level)
        verdict = "-" if aim is None else f"<= {aim:.0f} ms {'MET' if p99 <= aim else 'NOT MET'}"
        lines.append(f"  {game:<16} {level:<7} {len(values):>9}  {p50:6.2f}  {p99:6.2f}  {cpu99:10.2f}  {verdict}")
    lines.append("  (a wall p99 far above the CPU p99: the search waited for a core, e.g. run at nice 19 beside "
                 "other work)")
    return "\n".join(lines)


# -- the bot process's CPU per move, and the loop's stalls ------------------------------------

def _positions(game: str, players: int, count: int, seed: int) -> list[tuple[State, int]]:
    rng = random.Random(seed)
    found: list[tuple[State, int]] = []
    while len(found) < count:
        state = GAMES[game].new(players=players, seed=rng.randrange(1 << 30), options=None)
        for _ in range(rng.randrange(1, 40)):
            if not state.is_over and not state.awaiting():
                close_waiting(state)
            if state.is_over or not state.awaiting():
                break
            seat = state.awaiting()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over and state.awaiting():
            found.append((state, state.awaiting()[0]))
    return found


async def cpu_per_move(game: str, moves: int, seed: int) -> tuple[float, float]:
    """The loop process's CPU ms per move: a bot seat's (through the worker
    process, at normal) and a seat playing its default move in process."""
    from bot.ai_moves import AiMoves

    positions = _positions(game, 3, moves, seed)
    pool = AiMoves("process")
    try:
        await pool.choose(0, 0, game, positions[0][0], positions[0][1], "easy")  # the worker is up
        began = time.process_time()
        for i, (state, seat) in enumerate(positions):
            await pool.choose(1, i, game, state, seat, "normal")
        with_bots = (time.process_time() - began) / len(positions)
    finally:
        pool.close()
    began = time.process_time()
    for state, seat in positions:
        state.default_action(seat)
    without = (time.process_time() - began) / len(positions)
    return 1000 * with_bots, 1000 * without


def _spin(seconds: float) -> int:
    """Pure-Python work for ``seconds`` (a search's shape: holds the GIL)."""
    end, n = time.perf_counter() + seconds, 0
    while time.perf_counter() < end:
        n += 1
    return n


async def loop_stall(mode: str, searches: int = 5, seconds: float = 0.2) -> float:
    """The largest gap (ms) between ticks of a 1 ms ticker while searches run."""
    import concurrent.futures
    import multiprocessing

    executor: concurrent.futures.Executor
    if mode == "process":
        executor = concurrent.futures.ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("forkserver"))
    else:
        executor = concurrent.futures.ThreadPoolExecutor(1)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(executor, _spin, 0.001)  # started
    worst, running = 0.0, True

    async def tick() -> None:
        nonlocal worst
        last = time.perf_counter()
        while running:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            worst, last = max(worst, now - last), now

    ticker = asyncio.create_task(tick())
    for _ in range(searches):
        await loop.run_in_executor(executor, _spin, seconds)
    running = False
    await ticker
    executor.shutdown()
    return 1000 * worst


# -- the command line -------------------------------------------------------------------------

def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.ai", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000, help="games per row (default 2000)")
    p.add_argument("--quick", action="store_true", help="20 games per row, small playouts: a smoke run")
    p.add_argument("--only", action="append", choices=CARD_GAMES, help="one game (repeatable)")
    p.add_argument("--players", type=int, action="append", help="one player count (repeatable)")
    p.add_argument("--playouts", type=int, default=None, help="the ceiling's playouts per move (default 16; quick 2)")
    p.add_argument("--cpu-moves", type=int, default=None, help="moves for the CPU per move figure (default 200)")
    p.add_argument("--loop", action="store_true", help="also measure the loop's stalls, thread vs process")
    p.add_argument("--no-ceiling", action="store_true", help="leave the ceiling rows out (they are the slowest)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ledger", help="a file of every game's result: a run plays only the games it lacks and adds them")
    p.add_argument("--jobs", type=int, default=1, help="processes playing games side by side (default 1)")
    p.add_argument("--verify", type=int, default=0, metavar="K",
                   help="play K of the ledger's chunks again and check their results are the same")
    p.add_argument("--no-somna", action="store_true", help="leave Somna's rows out")
    p.add_argument("--report", action="store_true",
                   help="print the ledger's rows as they stand (every game recorded), playing nothing")
    return p.parse_args(argv)


def _somna(games_count: int) -> str:
    try:
        somna = importlib.import_module("bench.ai_somna")
    except ModuleNotFoundError:
        return "Somna: bench/ai_somna.py is missing (its rows come from that module's run(games, sizes))."
    rows = somna.run(games_count, sizes=(7, 10, 13))
    return "Somna:\n" + str(somna.table(rows))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    count = 20 if args.quick else args.games
    playouts = args.playouts or (2 if args.quick else 16)
    names = args.only or list(CARD_GAMES)
    timings = Timings()
    matches = []
    ledger = Ledger(args.ledger) if args.ledger else None
    print(f"bench.ai: {count} games per row, seats rotating, seed {args.seed}, Python {sys.version.split()[0]}")
    if ledger and args.report:
        print(format_rows(recorded(ledger, names, args.players, args.seed)))
        return 0
    if ledger and args.verify:
        wrong = verify(ledger, args.verify, random.Random(args.seed))
        checked = min(args.verify, len(ledger.lines))
        print(f"ledger {args.ledger}: {checked} chunk(s) played again, {len(wrong)} differ")
        for line in wrong:
            print(f"  {line}")
        if wrong:
            return 1
    for game in names:
        lo, hi = GAMES[game].seat_limits(GAMES[game].resolve_options({}))
        for players in [n for n in (2, 3, 4) if lo <= n <= hi and (not args.players or n in args.players)]:
            for first, second in MATCHES:
                if first == "ceiling" and (args.no_ceiling or (second == "normal" and game not in CEILING_VS_NORMAL)):
                    continue
                print(f"  {game} {players} players: {first} vs {second}", file=sys.stderr, flush=True)
                matches.append(tournament(Match(game, players, first, second), count, args.seed, timings, playouts,
                                          ledger, args.jobs))
    print(format_rows(matches))
    print()
    print(format_timings(timings) + ("\n  (this run's games only: the ledger keeps results, not times)" if ledger else ""))
    print()
    moves = args.cpu_moves or (20 if args.quick else 200)
    print("the bot process's CPU per move (ms; the search itself runs in the worker process):")
    for game in names:
        with_bots, without = asyncio.run(cpu_per_move(game, moves, args.seed))
        print(f"  {game:<16} bot seat (normal, via the worker) {with_bots:6.3f}  default move in process {without:6.3f}")
    if args.loop:
        print()
        print("the loop's largest stall while 200 ms pure-Python searches run (1 ms ticker):")
        for mode in ("thread", "process"):
            print(f"  {mode:<8} {asyncio.run(loop_stall(mode)):7.1f} ms")
    if not args.no_somna:
        print()
        print(_somna(count))
    return 0


if __name__ == "__main__":
    sys.exit(main())
