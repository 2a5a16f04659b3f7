"""One PNG of every picture kind of the five games, from fixed seeds, and what each costs.

    python -m bench.gallery                 # writes gallery/*.png
    python -m bench.gallery --out /tmp/g --runs 7

Every picture goes through the real presenter (``board_image``/``hand_image``)
and its drawing function, exactly as the painter draws it: positions chosen
to show what each picture is for (a Somnia hand with the Nightmare's promoted 5
and 7, a trick being won, a Traumland hand with a Dreamer and a Divine...),
then, for every game, the table and the acting seat's hand after a fixed
number of seeded random moves. Per picture it prints the CPU ms of the first
draw, the median of ``--runs`` later draws (per-process tiles warm, as in the
bot), the size and bytes, and ``x floor``: the median over the floor, a blank
picture of the same size through the same encoder, measured in the same run.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from PIL import Image

from cogs.present import drawing, presenter_for
from games import GAMES
from tests.present_support import make_table

NAMES = ["ann", "Brunhilde", "cy", "dee", "eve", "fritz", "gil", "hal", "ivy", "jo"]


@dataclass(frozen=True)
class Kind:
    name: str
    draw: Callable[[], bytes]  # the presenter's drawing function, as the painter gets it


def _table(game: str, players: int, state: Any):
    return make_table(state, NAMES[:players])


def _play(state: Any, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            return
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def _card(state: Any, seat: int, card: str) -> None:
    state.apply(seat, next(a for a in state.legal_actions(seat) if getattr(a, "card", None) == card))


def somnia_kinds() -> Iterator[Kind]:
    from cogs.present.somnia import PRESENTER
    from tests.games.test_somnia_support import build

    # the first trick, two cards down: who is winning it, and the next hand, which must follow
    state = GAMES["somnia"].new(4, seed=5)
    table = _table("somnia", 4, state)
    _play(state, 2, 3)
    seat = state.to_act()[0]
    yield Kind("somnia-hand", PRESENTER.hand_image(table, seat, state.view(seat)))
    yield Kind("somnia-trick", PRESENTER.board_image(table, state.view(None)))
    # yellow is the Nightmare: its 7 and 5 are promoted (ranks 12 and 11, 20 and 13 points); red is led,
    # so bob may follow red or play any Nightmare card
    state = build(4, ["B2 G10 Y8", "R3 Y7 Y5 Y10 B7 G6 R10 G2", "G9 B10 R5", "B4 R6 B8"], leader=0,
                  trick=[(0, "R9")], nightmare="Y")
    night = _table("somnia", 4, state)
    yield Kind("somnia-hand-nightmare", PRESENTER.hand_image(night, 1, state.view(1)))
    for seat, card in ((1, "R10"), (2, "R5"), (3, "R6"), (1, "Y7"), (2, "G9")):
        _card(state, seat, card)
    yield Kind("somnia-trick-nightmare", PRESENTER.board_image(night, state.view(None)))
    state = GAMES["somnia"].new(3, seed=8)
    taken = _table("somnia", 3, state)
    _play(state, 3, 1)
    yield Kind("somnia-trick-taken", PRESENTER.board_image(taken, state.view(None)))


def traumland_kinds() -> Iterator[Kind]:
    from cogs.present.traumland import PRESENTER

    def lead_value(state: Any) -> None:
        seat = state.to_act()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if getattr(a, "card", "DRM") not in ("DRM", "DIV")))

    for seed in range(1, 500):  # the first seeded deal where the seat after the lead holds a Dreamer and a Divine
        state = GAMES["traumland"].new(4, seed=seed)
        lead_value(state)
        hand = state.view(state.to_act()[0])["hand"]
        if "DRM" in hand and "DIV" in hand:
            break
    table = _table("traumland", 4, state)
    fresh = GAMES["traumland"].new(4, seed=seed)
    yield Kind("traumland-table-lead", PRESENTER.board_image(_table("traumland", 4, fresh), fresh.view(None)))
    seat = state.to_act()[0]
    yield Kind("traumland-hand", PRESENTER.hand_image(table, seat, state.view(seat)))
    state = GAMES["traumland"].new(3, seed=4)
    later = _table("traumland", 3, state)
    _play(state, 120, 2)
    yield Kind("traumland-table", PRESENTER.board_image(later, state.view(None)))


def every_game_kinds(moves: int = 40) -> Iterator[Kind]:
    """For each game: the table and the acting seat's hand after ``moves`` seeded moves."""
    for name, game in sorted(GAMES.items()):
        lo, hi = game.seat_limits(game.resolve_options({}))
        players = min(max(lo, 4), hi)
        state = game.new(players, seed=7)
        table = _table(name, players, state)
        _play(state, moves, 7)
        presenter = presenter_for(name)
        board = presenter.board_image(table, state.view(None))
        if board is not None:
            yield Kind(f"{name}-board", board)
        if not state.is_over:
            seat = state.to_act()[0]
            hand = presenter.hand_image(table, seat, state.view(seat))
            if hand is not None:
                yield Kind(f"{name}-hand-after-{moves}", hand)


def kinds() -> list[Kind]:
    found = [*somnia_kinds(), *traumland_kinds(), *every_game_kinds()]
    return [k for k in found if k.draw is not None]


def _cpu_ms(fn: Callable[[], Any]) -> tuple[float, Any]:
    start = time.thread_time()
    out = fn()
    return (time.thread_time() - start) * 1000, out


def measure(kind: Kind, runs: int) -> tuple[float, float, float, bytes, tuple[int, int]]:
    """(first ms, median ms, floor ms, PNG, size)."""
    first, png = _cpu_ms(kind.draw)
    later = [_cpu_ms(kind.draw)[0] for _ in range(runs)]
    size = Image.open(io.BytesIO(png)).size
    blank = Image.new("RGB", size, drawing.BACKGROUND)
    floor = statistics.median(_cpu_ms(partial(drawing.encode, blank))[0] for _ in range(runs))
    return first, statistics.median(later), floor, png, size


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.gallery", description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="gallery", help="directory for the PNGs (made if missing)")
    parser.add_argument("--runs", type=int, default=5, help="draws per picture for the median")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"gallery: {out}/, CPU ms of this thread, median of {args.runs} draws, load average {load}")
    print(f"{'picture':34} {'size':>9} {'bytes':>8} {'first ms':>9} {'median ms':>10} {'floor ms':>9} {'x floor':>8}")
    for kind in kinds():
        first, median, floor, png, size = measure(kind, args.runs)
        (out / f"{kind.name}.png").write_bytes(png)
        print(f"{kind.name:34} {size[0]:>4}x{size[1]:<4} {len(png):8,} {first:9.2f} {median:10.2f} {floor:9.3f} "
              f"{median / floor if floor else float('nan'):8.1f}")
    print("first: tiles drawn cold in this process; median: later draws (tiles pasted, as in the bot); "
          "floor: a blank picture of the same size through drawing.encode")
    return 0


if __name__ == "__main__":
    sys.exit(main())
