"""One PNG of each picture kind of Somnikum, Darkly Dreaming and Somna, from
fixed seeds, and what each costs to draw.

    python -m bench.gallery_b                 # writes gallery/*.png
    python -m bench.gallery_b --out /tmp/g --runs 7

Every picture goes through the real presenter (``board_image`` and
``more_pictures``) and its drawing function, exactly as the painter draws it,
after a fixed number of seeded random moves. Per picture it prints the CPU ms
of the first draw and the median of ``--runs`` later draws, the size and the
PNG's bytes. ``kinds()`` is what bench.gallery (pics16a) can take in whole.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from PIL import Image

from cogs.present import presenter_for
from games import GAMES
from tests.present_support import make_table

NAMES = ["ann", "Brunhilde", "cy", "dee", "eve", "fritz", "gil", "hal", "ivy", "jo", "kai", "lu"]


@dataclass(frozen=True)
class Kind:
    name: str
    draw: Callable[[], bytes]  # the presenter's drawing function, as the painter gets it


def _position(game: str, players: int, seed: int, moves: int, stop: Callable[[Any], bool] | None = None) -> Any:
    state = GAMES[game].new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over or (stop is not None and stop(state)):
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _pictures(game: str, state: Any) -> list[tuple[str, Callable[[], bytes]]]:
    presenter = presenter_for(game)
    table = make_table(state, NAMES[:state.players])
    public = state.view(None)
    out = [("board", presenter.board_image(table, public))]
    return out + [(name.removesuffix(".png"), draw) for name, draw in presenter.more_pictures(table, public)]


def kinds() -> Iterator[Kind]:
    # Somnikum, 3 players mid round 1 (a flywheel picked: steps from it), then a late dream of 2 players
    state = _position("somnikum", 3, 5, 80)
    for name, draw in _pictures("somnikum", state):
        yield Kind(f"somnikum-{'ring' if name == 'board' else name}", draw)
    late = _position("somnikum", 2, 9, 150)
    yield Kind("somnikum-dream-late", _pictures("somnikum", late)[1][1])
    # Darkly Dreaming, 4 players after 120 moves (Nightmares among them); 3 players early
    yield Kind("darkly_dreaming-board", _pictures("darkly_dreaming", _position("darkly_dreaming", 4, 2, 120))[0][1])
    yield Kind("darkly_dreaming-board-early",
               _pictures("darkly_dreaming", _position("darkly_dreaming", 3, 5, 7))[0][1])
    # Somna, ten seats: the sunrise after the Demon struck and the Witch laid a Hex card; then a day's trial
    from tests.games.test_somna_support import at_night, night, nominate, ten_with_witch, use

    st = at_night(ten_with_witch(), seed=4, dead=(8,))
    night(st, {0: use("slay", 3), 6: use("hex", 2)})
    yield Kind("somna-village-sunrise", _pictures("somna", st)[0][1])
    nominate(st, 1, 4)
    yield Kind("somna-village-trial", _pictures("somna", st)[0][1])


def _ms(draw: Callable[[], bytes]) -> tuple[float, bytes]:
    start = time.process_time()
    png = draw()
    return (time.process_time() - start) * 1000, png


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="gallery")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"{'picture':28} {'first ms':>9} {'median ms':>10} {'size':>10} {'bytes':>8}")
    for kind in kinds():
        first, png = _ms(kind.draw)
        median = statistics.median(_ms(kind.draw)[0] for _ in range(args.runs))
        (out / f"{kind.name}.png").write_bytes(png)
        with Image.open(out / f"{kind.name}.png") as image:
            size = f"{image.width}x{image.height}"
        print(f"{kind.name:28} {first:9.1f} {median:10.1f} {size:>10} {len(png):8}")


if __name__ == "__main__":
    main()
