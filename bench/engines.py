"""Engine speed: random full games per second, per game and player count.

    python -m bench.engines                       # every game in GAMES, 2 s per row
    python -m bench.engines --seconds 0.5 --games somnia tinygame

For each row the loop is: ``game.new`` with a seed from a seeded
``random.Random``, then until the game is over: pick a seat from ``to_act()``,
pick one of its ``legal_actions`` at random, ``apply`` it. Player counts:
Somna 7, 13 and 20; every other game every count from min to max.

Two floors are measured in the same run:

* ``floor``: the very same loop (same function) over a stub state whose
  ``to_act``/``legal_actions`` return fixed lists and whose ``apply`` does
  nothing: the harness's own cost per action. ``cost x floor`` is how many
  times more one real action costs than that.
* ``tinygame`` (tests/tinygame.py), a trivial engine: ``x tiny`` is the row's
  cost per action as a multiple of the tiny game's.

Every row is bounded in time (``--seconds``), in games (``--max-games``) and
each game in actions (``--max-actions``); a game cut by a bound is not counted
as a game, only its actions. An engine that raises is reported, not fatal.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Sequence

import games
from games import GAMES
from games.base import Game

TINY_NAME = "tinygame"
SOMNA_COUNTS = (7, 13, 20)
CHECK_EVERY = 64  # actions between clock checks inside one game


def _tiny() -> Game:
    from tests.tinygame import GAME

    return games.GAMES.setdefault(GAME.name, GAME)


def player_counts(game: Game) -> list[int]:
    if game.name == "somna":
        return [n for n in SOMNA_COUNTS if game.min_players <= n <= game.max_players]
    return list(range(game.min_players, game.max_players + 1))


@dataclass
class Row:
    game: str
    players: int
    games: int = 0  # finished games
    actions: int = 0  # all applied actions, finished games or not
    finished_actions: int = 0  # actions of finished games
    wall: float = 0.0
    cut: int = 0  # games stopped by --max-actions (a stuck engine?)
    error: str = ""

    @property
    def games_per_s(self) -> float:
        return self.games / self.wall if self.wall else 0.0

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.wall if self.wall else 0.0

    @property
    def us_per_action(self) -> float:
        return 1e6 * self.wall / self.actions if self.actions else float("nan")

    @property
    def mean_actions(self) -> float:
        return self.finished_actions / self.games if self.games else float("nan")


# -- the floor: the same loop over a state that does nothing ---------------------


class _FloorState:
    """Fixed lists, no rules: what the loop costs without an engine."""

    ACTIONS_PER_GAME = 100
    _seats = [0, 1, 2]
    _actions: list[Hashable] = [("a", i) for i in range(6)]

    def __init__(self) -> None:
        self.n = 0

    def to_act(self) -> list[int]:
        return self._seats

    def legal_actions(self, seat: int) -> list[Hashable]:
        return self._actions

    def apply(self, seat: int, action: Hashable) -> list[Any]:
        self.n += 1
        return []

    @property
    def is_over(self) -> bool:
        return self.n >= self.ACTIONS_PER_GAME


def _floor_new(players: int, seed: int) -> _FloorState:
    return _FloorState()


# -- the loop ----------------------------------------------------------------------


def run_row(name: str, players: int, new: Callable[[int, int], Any], *, seconds: float,
            max_games: int, max_actions: int, seed: int) -> Row:
    """Play random games until ``seconds`` pass or ``max_games`` finish."""
    rng = random.Random(f"{seed}:{name}:{players}")
    row = Row(name, players)
    choice = rng.choice
    clock = time.perf_counter
    start = clock()
    stop_at = start + seconds
    timed_out = False
    try:
        while row.games < max_games and not timed_out:
            state = new(players, rng.getrandbits(48))
            n = 0
            while not state.is_over:
                if n >= max_actions:
                    row.cut += 1
                    break
                seat = choice(state.to_act())
                action = choice(state.legal_actions(seat))
                state.apply(seat, action)
                n += 1
                if n % CHECK_EVERY == 0 and clock() >= stop_at:
                    timed_out = True
                    break
            row.actions += n
            if state.is_over:
                row.games += 1
                row.finished_actions += n
            if clock() >= stop_at:
                timed_out = True
    except Exception as exc:  # an engine bug: report it, keep benchmarking the others
        row.error = f"{type(exc).__name__}: {exc}"[:120]
    row.wall = clock() - start
    return row


def _game_new(game: Game) -> Callable[[int, int], Any]:
    def new(players: int, seed: int) -> Any:
        return game.new(players=players, seed=seed)

    return new


# -- report ------------------------------------------------------------------------


def _fmt(x: float, digits: int = 0) -> str:
    if x != x:  # nan
        return "-"
    return f"{x:,.{digits}f}"


HEADER = ("game", "players", "games", "games/s", "actions/s", "actions/game", "us/action",
          "cost x floor", "x tiny")


def format_table(rows: Sequence[Row], floor: Row, tiny_us: float | None) -> str:
    lines = []
    body = []
    for r in rows:
        ratio = r.us_per_action / floor.us_per_action if r.actions and floor.actions else float("nan")
        tiny = r.us_per_action / tiny_us if tiny_us and r.actions else float("nan")
        body.append((r.game, str(r.players), str(r.games), _fmt(r.games_per_s, 1), _fmt(r.actions_per_s),
                     _fmt(r.mean_actions, 1), _fmt(r.us_per_action, 2), _fmt(ratio, 1), _fmt(tiny, 2)))
    widths = [max(len(h), *(len(b[i]) for b in body)) if body else len(h) for i, h in enumerate(HEADER)]
    lines.append("  ".join(h.rjust(w) if i else h.ljust(w) for i, (h, w) in enumerate(zip(HEADER, widths))))
    for b in body:
        lines.append("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(b, widths))))
    notes = [f"{r.game}/{r.players}: ERROR {r.error}" for r in rows if r.error]
    notes += [f"{r.game}/{r.players}: {r.cut} game(s) cut at --max-actions" for r in rows if r.cut]
    return "\n".join(lines + notes)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench.engines", description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=2.0, help="time bound per row (default 2)")
    p.add_argument("--games", nargs="*", metavar="NAME",
                   help=f"games to measure (default: all of GAMES); '{TINY_NAME}' adds the tiny game")
    p.add_argument("--max-games", type=int, default=100_000, help="games bound per row")
    p.add_argument("--max-actions", type=int, default=100_000, help="actions bound per game")
    p.add_argument("--seed", type=int, default=1, help="seed of the random.Random choosing everything")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    tiny = _tiny()
    names = list(args.games) if args.games else [n for n in GAMES if n != TINY_NAME]
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        print(f"unknown game(s): {', '.join(unknown)}; known: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    bounds = dict(seconds=args.seconds, max_games=args.max_games, max_actions=args.max_actions, seed=args.seed)
    print(f"engines: {args.seconds:g} s per row, seed {args.seed}, Python {sys.version.split()[0]}")

    floor = run_row("floor", 3, _floor_new, **bounds)
    tiny_rows = [run_row(TINY_NAME, n, _game_new(tiny), **bounds) for n in player_counts(tiny)]
    tiny_actions = sum(r.actions for r in tiny_rows)
    tiny_us = 1e6 * sum(r.wall for r in tiny_rows) / tiny_actions if tiny_actions else None

    rows: list[Row] = list(tiny_rows)  # always shown: the trivial-engine floor
    for name in names:
        if name == TINY_NAME:
            continue
        game = GAMES[name]
        for n in player_counts(game):
            print(f"  measuring {name} with {n} players", file=sys.stderr, flush=True)
            rows.append(run_row(name, n, _game_new(game), **bounds))
    print(format_table([floor] + rows, floor, tiny_us))
    print(f"floor: the same loop over a do-nothing state, {_fmt(floor.actions_per_s)} actions/s "
          f"({_fmt(floor.us_per_action, 3)} us/action); "
          f"tiny engine: {_fmt(1e6 / tiny_us) if tiny_us else '-'} actions/s")
    return 1 if any(r.error for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
