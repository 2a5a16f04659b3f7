"""Traumland's table picture (Pillow): the card on top and every player's level track.

``draw_table`` takes plain data only (it runs in a thread): the title, the card
on top as a ``card_images.Face`` (or None before the lead) with who played it,
and one ``Track`` per seat. A track is twelve cells, filled up to the player's
level, the twelfth a crown; the player to act has an arrow, the holder of the
12 card a crown by the name, a retired player a star. Faces and cells are the
hand's (``card_images``), so the table and the hand look alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from PIL import Image

from words import t

from .card_images import HAND_H, HAND_W, MARGIN, TEXT, WIDTH, Face, face_tile
from .drawing import (
    BACKGROUND,
    EDGE,
    GOLD,
    MUTED,
    NAME_INK,
    TITLE_INK,
    Canvas,
    Drawn,
    encode_paletted,
    paletted,
    paletted_canvas,
    shape,
)

HEADER = 38
ROW = 30
CELL, CELL_GAP = 16, 3
TARGET = 12
NAME_W = 84


@dataclass(frozen=True)
class Track:
    name: str
    level: int
    to_act: bool = False
    holds_12: bool = False
    retired: bool = False


TRACK_X = MARGIN + HAND_W + 20  # where the tracks start, right of the card on top


@lru_cache(maxsize=256)
def track_tile(track: Track) -> Drawn:
    """One player's row: arrow or star, name, twelve cells, level (drawn once, pasted after)."""
    canvas = Canvas((WIDTH - TRACK_X, ROW), BACKGROUND)
    draw = canvas.draw
    x, y = 0, 0
    mid = y + ROW // 2
    if track.to_act:
        draw.polygon([(x, mid - 7), (x + 12, mid), (x, mid + 7)], fill=GOLD)
        canvas.mark((x, mid - 7, x + 13, mid + 7), GOLD, BACKGROUND)
    elif track.retired:
        canvas.shape("star", (x, mid - 7, x + 14, mid + 7), GOLD, BACKGROUND)
    name_box = (x + 16, y + 3, x + 16 + NAME_W, y + ROW - 3)
    canvas.text(name_box, track.name, TEXT, GOLD if track.to_act else NAME_INK, BACKGROUND, align="left",
                min_size=TEXT)
    cells_x = name_box[2] + 6
    filled = max(0, min(track.level, TARGET))
    for i in range(TARGET):
        cell = (cells_x + i * (CELL + CELL_GAP), mid - CELL // 2, cells_x + i * (CELL + CELL_GAP) + CELL,
                mid + CELL // 2)
        if i == TARGET - 1:
            shape(draw, "crown", (cell[0], cell[1] + 2, cell[2], cell[3] - 1), GOLD if filled >= TARGET else BACKGROUND,
                  outline=GOLD if filled >= TARGET else MUTED, width=2)
        elif i < filled:
            draw.rounded_rectangle(cell, radius=3, fill=GOLD)
        else:
            draw.rounded_rectangle(cell, radius=3, outline=MUTED, width=2)
    if filled:
        first = (cells_x, mid - CELL // 2, cells_x + CELL + 1, mid + CELL // 2 + 1)
        canvas.mark((first[0] - 1, first[1] - 1, first[2] + 1, first[3] + 1), GOLD, BACKGROUND)
    if filled < TARGET - 1:
        last = cells_x + (TARGET - 2) * (CELL + CELL_GAP)
        canvas.mark((last - 1, mid - CELL // 2 - 1, last + CELL + 1, mid + CELL // 2 + 1), MUTED, BACKGROUND)
    end = cells_x + TARGET * (CELL + CELL_GAP) + 2
    canvas.text((end, y + 3, WIDTH - TRACK_X - MARGIN, y + ROW - 3), str(track.level), TEXT, TITLE_INK, BACKGROUND,
                align="left")
    if track.holds_12:
        shape(draw, "crown", (x + 16 + NAME_W - 18, y + 7, x + 16 + NAME_W - 2, y + ROW - 9), GOLD, outline=EDGE)
    return canvas.done()


def _title(canvas: Canvas, title: str) -> None:
    canvas.text((MARGIN, 8, WIDTH - MARGIN, HEADER - 8), title, 18, TITLE_INK, BACKGROUND, align="left",
                min_size=TEXT)


TOP_H = HAND_H + 30  # the card on top and who played it, under the title


def _top(canvas: Canvas, top: Face | None, top_by: str, y: int, to_lead: str) -> None:
    """The card on top (or the empty place of the lead) from ``y``, and who played it."""
    card_x = MARGIN + 4
    if top is not None:
        canvas.paste(face_tile(top), (card_x, y))
    else:
        canvas.draw.rounded_rectangle((card_x, y, card_x + HAND_W, y + HAND_H), radius=9, outline=MUTED, width=2)
        canvas.mark((card_x, y, card_x + 8, y + HAND_H), MUTED, BACKGROUND)
        canvas.text((card_x + 4, y + 30, card_x + HAND_W - 4, y + 70), to_lead, TEXT, MUTED, BACKGROUND)
    if top_by:
        canvas.text((MARGIN - 6, y + HAND_H + 4, TRACK_X - 2, y + HAND_H + 26), top_by, TEXT, NAME_INK, BACKGROUND)


def _height(tracks: Sequence[Track]) -> int:
    return HEADER + max(TOP_H, len(tracks) * ROW) + MARGIN


def sketch_table(title: str, top: Face | None, top_by: str, tracks: Sequence[Track], to_lead: str = "") -> Drawn:
    """The table and what it shows (for the legibility test)."""
    canvas = Canvas((WIDTH, _height(tracks)), BACKGROUND)
    _title(canvas, title)
    _top(canvas, top, top_by, HEADER, to_lead or t("traumland-picture-to-lead"))
    for i, track in enumerate(tracks):
        canvas.paste(track_tile(track), (TRACK_X, HEADER + i * ROW))
    return canvas.done()


def compose_table(title: str, top: Face | None, top_by: str, tracks: Sequence[Track], to_lead: str = "") -> Image.Image:
    return sketch_table(title, top, top_by, tracks, to_lead).image


@lru_cache(maxsize=64)
def _paletted_title(title: str) -> Image.Image:
    canvas = Canvas((WIDTH, HEADER), BACKGROUND)
    _title(canvas, title)
    return paletted(canvas.image)


@lru_cache(maxsize=128)
def _paletted_top(top: Face | None, top_by: str, to_lead: str) -> Image.Image:
    canvas = Canvas((TRACK_X, TOP_H), BACKGROUND)
    _top(canvas, top, top_by, 0, to_lead)
    return paletted(canvas.image)


@lru_cache(maxsize=256)
def _paletted_track(track: Track) -> Image.Image:
    return paletted(track_tile(track).image)


def draw_table(title: str, top: Face | None, top_by: str, tracks: Sequence[Track], to_lead: str = "") -> bytes:
    """PNG bytes of the table picture: ``compose_table``'s, put together from the
    title, the card on top and one row per player, each mapped onto the palette
    once (byte for byte the same: tests/test_pictures.py)."""
    image = paletted_canvas((WIDTH, _height(tracks)))
    image.paste(_paletted_title(title), (0, 0))
    image.paste(_paletted_top(top, top_by, to_lead or t("traumland-picture-to-lead")), (0, HEADER))
    for i, track in enumerate(tracks):
        image.paste(_paletted_track(track), (TRACK_X, HEADER + i * ROW))
    return encode_paletted(image)
