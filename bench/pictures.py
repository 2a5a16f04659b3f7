"""Picture cost per kind: milliseconds and bytes, before and after.

    python -m bench.pictures                 # 1 s per figure
    python -m bench.pictures --seconds 0.2 --kinds somnia-hand

Times are CPU milliseconds of the drawing thread. Each kind is the picture a
presenter draws for a fixed, seeded position (a Somnia hand and trick, a Traumland hand, the Somnikum
table), but for the ``-game`` kinds and ``darkly-dreaming-board`` (below). Per kind:

* ``before``: the old path: every card face and line of text drawn anew on each picture, saved
  as an RGB PNG at the level the old code used (6; Somnikum's table 1, whose
  card faces were already kept); the game kinds' pictures composed whole in
  RGB and mapped onto the palette whole (``drawing.encode``), as they were drawn until the pieces;
* ``after``: what the presenter hands the painter, for a picture not drawn
  yet: faces pasted from the per-process tiles, a palette PNG (hands,
  Somnia's trick and the game kinds' pictures put together from tiles mapped
  onto the palette once, the same bytes as ``drawing.encode`` of the RGB composition);
* ``cached``: the painter's answer for a picture it drew already;
* ``floor``: a blank RGB image of the same size through ``drawing.encode``:
  what any picture of that size costs at least. ``x floor`` = ms / floor ms.

``somnikum-ring-game``, ``somnikum-dream-game``, ``traumland-table-game`` and
``darkly-dreaming-board``: every position of a seeded game in order, as the bot
meets them (one board a move, and each Somnikum dream that changed); each pass
of ``after`` starts with the pieces' caches emptied (a freshly started bot's
first game), so the pieces a move did not change come from the cache;
``before`` is the picture composed in RGB and mapped onto the palette whole
(``drawing.encode``), as it was drawn until the pieces. Their figures are means
per picture, their size and floor the middle picture's. (``somnikum-ring``
draws one position again and again: its ``after`` has every piece cached.)

``--encoders`` also prints, per kind, the encoders that were weighed (RGB at
zlib levels 1/6, an adaptive 64-colour palette, the fixed palette at 1/3/6/9),
to show why ``drawing.encode`` is what it is. Every figure is bounded by
``--seconds`` and ``--max-runs``.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import random
import sys
import time
from dataclasses import dataclass
from functools import partial
from typing import Callable, Sequence

from PIL import Image

from bot.pictures import Painter, Picture
from cogs.present import card_images, drawing, somnia_images, somnikum_dream_image, somnikum_images
from games import GAMES
from tests.present_support import make_table


@dataclass
class Kind:
    name: str
    compose: Callable[[], Image.Image]
    draw: Callable[[], bytes]  # what the presenter hands the painter
    old_level: int
    old_tiles: Sequence[Callable[[], None]]  # caches the old path did not have
    old: Callable[[], bytes] | None = None  # the old path, when it is not ``compose`` saved as an RGB PNG
    pictures: int = 1  # pictures one call of ``draw`` (and ``old``) makes: the figures are per picture
    cached: Callable[[], bytes] | None = None  # the painter's keyed partial, when ``draw`` is not one


def _somnia() -> tuple[Kind, Kind]:
    from cogs.present.somnia import PRESENTER

    state = GAMES["somnia"].new(4, seed=5)
    table = make_table(state, ["ann", "bob", "cy", "dee"])
    for _ in range(6):  # mid-trick: two cards on the table
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    hand = PRESENTER.hand_image(table, seat, state.view(seat))
    trick = PRESENTER.board_image(table, state.view(None))
    assert isinstance(hand, partial) and isinstance(trick, partial)
    return (Kind("somnia-hand", partial(card_images.compose_hand, *hand.args), hand, 6,
                 [card_images.face_tile.cache_clear, drawing.text_tile.cache_clear, drawing.glyph_mask.cache_clear]),
            Kind("somnia-trick", partial(somnia_images.compose_trick, *trick.args), trick, 6,
                 [somnia_images.card_tile.cache_clear, drawing.text_tile.cache_clear, drawing.glyph_mask.cache_clear]))


def _traumland() -> Kind:
    from cogs.present.traumland import PRESENTER

    state = GAMES["traumland"].new(4, seed=4)
    table = make_table(state, ["ann", "bob", "cy", "dee"])
    seat = state.to_act()[0]
    hand = PRESENTER.hand_image(table, seat, state.view(seat))
    assert isinstance(hand, partial)
    return Kind("traumland-hand", partial(card_images.compose_hand, *hand.args), hand, 6,
                [card_images.face_tile.cache_clear, drawing.text_tile.cache_clear, drawing.glyph_mask.cache_clear])


def _somnikum() -> Kind:
    from cogs.present.somnikum import PRESENTER

    state = GAMES["somnikum"].new(4, 5, {})
    rng = random.Random(5)
    for _ in range(60):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    names = ["alice", "bob", "carol", "dave"]
    table = make_table(state, names)
    draw = PRESENTER.board_image(table, state.view(None))
    assert isinstance(draw, partial)
    # the ring (each dream is a picture of its own since issue 16; the ring is the largest)
    return Kind("somnikum-ring", lambda: somnikum_images.sketch_ring(*draw.args).image, draw, 1, [])


def _darkly_dreaming() -> Kind:
    """Darkly Dreaming's board over a seeded 3-player game, one picture a
    position (die columns and dice labels, shared by every game, stay warm)."""
    from cogs.present import darkly_dreaming_images as images

    boards, _ = _game_pictures("darkly_dreaming", ["alice", "bob", "carol"], 7)
    return _game_kind("darkly-dreaming-board", boards, images.sketch_board,
                      (images._paletted_title, images._paletted_card, images._paletted_row, images._fitted))


def kinds() -> list[Kind]:
    return [*_somnia(), _traumland(), _somnikum(), *_somnikum_games(), _traumland_game(), _darkly_dreaming()]


def timed(fn: Callable[[], object], seconds: float, max_runs: int) -> tuple[float, object]:
    """Mean CPU ms of this thread per call (after one warm-up call), and the
    last result. CPU time, not wall time: the other processes on the shared
    cores do not count, and the bot's cores are what pictures cost."""
    out = fn()
    runs, start, cpu = 0, time.perf_counter(), time.thread_time()
    while runs < max_runs and (runs == 0 or time.perf_counter() - start < seconds):
        out = fn()
        runs += 1
    return (time.thread_time() - cpu) / runs * 1000, out


def before(kind: Kind) -> bytes:
    for clear in kind.old_tiles:
        clear()
    if kind.old is not None:
        return kind.old()
    return drawing.encode_rgb(kind.compose(), kind.old_level)


def cached_ms(kind: Kind, seconds: float, max_runs: int) -> float:
    async def run() -> float:
        painter = Painter(limit=1)
        try:
            picture = Picture.of("p.png", kind.cached or kind.draw)
            await painter.png(picture)
            start, runs, cpu = time.perf_counter(), 0, time.thread_time()
            while runs < max_runs and (runs == 0 or time.perf_counter() - start < seconds):
                await painter.png(picture)
                runs += 1
            return (time.thread_time() - cpu) / runs * 1000
        finally:
            painter.close()

    return asyncio.run(run())


def adaptive(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.quantize(64, method=Image.Quantize.FASTOCTREE).save(out, format="PNG", compress_level=6)
    return out.getvalue()


def fixed(image: Image.Image, level: int) -> bytes:
    out = io.BytesIO()
    image.quantize(palette=drawing.PALETTE, dither=Image.Dither.NONE).save(out, format="PNG", compress_level=level)
    return out.getvalue()


ENCODERS: dict[str, Callable[[Image.Image], bytes]] = {
    "rgb zlib 1": partial(drawing.encode_rgb, level=1),
    "rgb zlib 6": partial(drawing.encode_rgb, level=6),
    "adaptive 64 colours, 6": adaptive,
    "fixed palette, 1": partial(fixed, level=1),
    "fixed palette, 3": partial(fixed, level=3),
    "fixed palette, 6": partial(fixed, level=6),
    "fixed palette, 9": partial(fixed, level=9),
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pictures", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time bound per figure")
    parser.add_argument("--max-runs", type=int, default=2000, help="call bound per figure")
    parser.add_argument("--kinds", nargs="*", help="only these kinds (default: all)")
    parser.add_argument("--no-encoders", action="store_true", help="skip the table of encoders weighed")
    args = parser.parse_args(argv)
    chosen = [k for k in kinds() if not args.kinds or k.name in args.kinds]
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"pictures: CPU ms of the drawing thread, {args.seconds:g} s per figure, "
          f"Python {sys.version.split()[0]}, load average {load}")
    header = (f"{'kind':21} {'size':>10} {'before ms':>10} {'bytes':>8} {'x floor':>8} {'after ms':>9} "
              f"{'bytes':>8} {'x floor':>8} {'cached ms':>10} {'floor ms':>9} {'speed-up':>9}")
    print(header)
    for kind in chosen:
        size = kind.compose().size
        blank = Image.new("RGB", size, drawing.BACKGROUND)
        floor_ms, _ = timed(lambda: drawing.encode(blank), args.seconds, args.max_runs)
        old_ms, old = timed(lambda: before(kind), args.seconds, args.max_runs)
        new_ms, new = timed(kind.draw, args.seconds, args.max_runs)  # what the painter runs
        hit_ms = cached_ms(kind, args.seconds, args.max_runs)
        assert isinstance(old, bytes) and isinstance(new, bytes)
        n = kind.pictures  # a kind that plays a game's positions: figures per picture
        old_ms, new_ms, old_b, new_b = old_ms / n, new_ms / n, len(old) // n, len(new) // n
        print(f"{kind.name:21} {size[0]:>5}x{size[1]:<4} {old_ms:10.2f} {old_b:8,} {old_ms / floor_ms:8.1f} "
              f"{new_ms:9.2f} {new_b:8,} {new_ms / floor_ms:8.1f} {hit_ms:10.4f} {floor_ms:9.3f} "
              f"{old_ms / new_ms:8.1f}x")
    if not args.no_encoders:
        print("\nencoders weighed (the same composed picture; ms to encode, bytes)")
        print(f"{'kind':21} " + " ".join(f"{name:>24}" for name in ENCODERS))
        for kind in chosen:
            image = kind.compose()
            cells = []
            for encoder in ENCODERS.values():
                ms, png = timed(partial(encoder, image), args.seconds / 4, args.max_runs)
                assert isinstance(png, bytes)
                cells.append(f"{ms:8.2f} ms {len(png):9,} B")
            print(f"{kind.name:21} " + " ".join(f"{c:>24}" for c in cells))
    print("before: faces drawn per picture, RGB PNG (old path); after: faces pasted, palette PNG, not cached; "
          "cached: the painter's cache; floor: a blank picture of that size through the same encoder; "
          "-game kinds and darkly-dreaming-board: means per picture over a seeded game's positions in order "
          "(before: each picture composed and mapped whole; after: pieces mapped once, unchanged ones from the cache)")
    return 0


def _game_pictures(game: str, names: list[str], seed: int) -> tuple[list[partial], list[partial]]:
    """The boards and the more pictures (Somnikum's dreams) the presenter hands
    the painter over a seeded game, in order (a more picture only when it
    changed: the painter draws nothing else)."""
    from cogs.present import presenter_for

    presenter = presenter_for(game)
    state = GAMES[game].new(len(names), seed, {})
    table = make_table(state, names)
    rng = random.Random(seed)
    boards: list[partial] = []
    more: list[partial] = []
    while True:
        public = state.view(None)
        board = presenter.board_image(table, public)
        assert isinstance(board, partial)
        boards.append(board)
        for _, picture in presenter.more_pictures(table, public):
            assert isinstance(picture, partial)
            if picture.args not in (d.args for d in more[-len(names):]):
                more.append(picture)
        if state.is_over:
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return boards, more


def _game_kind(name: str, pictures: list[partial], sketch: Callable[..., drawing.Drawn],
               pieces: Sequence[Callable]) -> Kind:
    """A kind drawn per picture over a game's pictures: each pass of ``draw``
    starts with the ``pieces``' caches emptied (a freshly started bot's first
    game); ``old`` maps each ``sketch`` whole. The text laid out
    (``drawing.glyph_mask``) is emptied before each pass of both: a move's
    titles, names and counts are new text in the bot, and a pass replayed would
    find all of it laid out already."""
    def game() -> bytes:
        for piece in pieces:
            piece.cache_clear()  # type: ignore[attr-defined]
        drawing.glyph_mask.cache_clear()
        return b"".join(picture() for picture in pictures)

    def old() -> bytes:
        drawing.glyph_mask.cache_clear()
        return b"".join(drawing.encode(sketch(*picture.args).image) for picture in pictures)

    middle = pictures[len(pictures) // 2]
    return Kind(name, lambda: sketch(*middle.args).image, game, 3, [], old=old, pictures=len(pictures),
                cached=middle)


def _somnikum_games() -> tuple[Kind, Kind]:
    images, dream_images = somnikum_images, somnikum_dream_image
    rings, dreams = _game_pictures("somnikum", ["alice", "bob", "carol"], 11)
    return (_game_kind("somnikum-ring-game", rings, images.sketch_ring,
                       (images._header_line_piece, images._lane_piece, images._card_piece, images._number_piece,
                        images._badges_piece, images._flywheel_piece)),
            _game_kind("somnikum-dream-game", dreams, dream_images.sketch_dream,
                       (dream_images._dream_line_piece, dream_images._no_cards_piece, dream_images._rule_piece,
                        dream_images._dream_card_piece, dream_images._break_piece)))


def _traumland_game() -> Kind:
    """Traumland's table over a seeded 4-player game, one picture a position
    (the RGB track and face tiles both paths share stay warm)."""
    from cogs.present import traumland_images as images

    tables, _ = _game_pictures("traumland", ["ann", "bob", "cy", "dee"], 4)
    return _game_kind("traumland-table-game", tables, images.sketch_table,
                      (images._paletted_title, images._paletted_top, images._paletted_track))


if __name__ == "__main__":
    sys.exit(main())
