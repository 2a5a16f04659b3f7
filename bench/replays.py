"""Replay speed: what a /replay button costs, per game.

    python -m bench.replays                       # every game in GAMES, 3 games each
    python -m bench.replays --games somnia somna --games-per 5 --jumps 200

Each game is played to its end at random (seeded), then replayed with
``bot.replays.Replay`` as ``/replay`` does: ``verify`` (the whole log, every
step checked, once), the first visit to the last step (no checkpoint yet),
then ``--jumps`` random steps (checkpoints every CHECKPOINT_EVERY), and the
page the cog draws for a step (presenter board, the step's lines, every
seat's private view). Figures are milliseconds; nothing is asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from types import SimpleNamespace

import games
from bot.replays import CHECKPOINT_EVERY, LoggedAction, Replay, verify
from bot.store import SeatRow, TableRow
from games import GAMES


def _played(name: str, players: int, seed: int) -> list[LoggedAction]:
    game, rng = GAMES[name], random.Random(seed)
    state = game.new(players=players, seed=seed, options={})
    log: list[LoggedAction] = []
    while not state.is_over and len(log) < 20000:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append(LoggedAction(len(log) + 1, seat, game.encode(action)))
    return log


def _q(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--games-per", type=int, default=3)
    parser.add_argument("--jumps", type=int, default=100)
    args = parser.parse_args(argv)
    if "tinygame" not in GAMES:
        from tests.tinygame import GAME as TINY

        games.GAMES.setdefault(TINY.name, TINY)
    from bot.replays import marks
    from cogs.present import presenter_for
    from cogs.replay import Loaded, Replays

    cog = Replays(SimpleNamespace(store=object()))  # pages need no Discord and no store
    names = args.games or sorted(GAMES)
    print(f"replays: {args.games_per} random game(s) per row, {args.jumps} random steps each, "
          f"checkpoint every {CHECKPOINT_EVERY}, Python {sys.version.split()[0]}")
    print(f"{'game':<16}{'players':>8}{'steps':>8}{'stops':>7}{'verify ms':>11}{'last cold':>11}"
          f"{'marks ms':>10}{'step p50':>10}{'step p95':>10}{'page p50':>10}{'page p95':>10}")
    for name in names:
        game = GAMES[name]
        players = 7 if name == "somna" else game.min_players
        presenter = presenter_for(name)
        steps, checks, colds, jumps, pages, stops, marked = [], [], [], [], [], [], []
        for seed in range(1, args.games_per + 1):
            log = _played(name, players, seed)
            steps.append(len(log))
            last = Replay(name, seed=seed, options={}, players=players, actions=log).at(len(log)).state.to_dict()
            fresh = Replay(name, seed=seed, options={}, players=players, actions=log)
            t = time.perf_counter()
            verify(fresh, last)
            checks.append(time.perf_counter() - t)
            cold = Replay(name, seed=seed, options={}, players=players, actions=log)
            t = time.perf_counter()
            cold.at(len(log))
            colds.append(time.perf_counter() - t)
            row = TableRow(seed, 1, 2, name, game.resolve_options({}), seed, "finished", 10, None, None, 0, 0, 0)
            t = time.perf_counter()
            found = marks(cold, presenter.replay_stops, presenter.replay_chapters)
            marked.append(time.perf_counter() - t)
            stops.append(len(found.stops))
            loaded = Loaded(row, [SeatRow(i, 10 + i, f"p{i}") for i in range(players)], cold, found)
            rng = random.Random(seed)
            for _ in range(args.jumps):
                k = rng.randint(0, len(log))
                t = time.perf_counter()
                cold.at(k)
                jumps.append(time.perf_counter() - t)
                t = time.perf_counter()
                cog.page(loaded, k, 10)
                pages.append(time.perf_counter() - t)
        print(f"{name:<16}{players:>8}{statistics.mean(steps):>8.0f}{statistics.mean(stops):>7.0f}"
              f"{_ms(statistics.mean(checks)):>11}{_ms(statistics.mean(colds)):>11}"
              f"{_ms(statistics.mean(marked)):>10}{_ms(_q(jumps, .5)):>10}{_ms(_q(jumps, .95)):>10}"
              f"{_ms(_q(pages, .5)):>10}{_ms(_q(pages, .95)):>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
