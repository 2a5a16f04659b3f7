"""A picture of Somnia's trick for the table message (Pillow); hands are
drawn by ``card_images.draw_hand``.

``draw_trick`` takes plain data only (it runs in a thread): one slot per seat in
play order, each the player's name and the card they played (a
``card_images.Face``, the same face as in a hand: rank, suit shape, points, the
Nightmare's frame and trump rank) or None for a card still to come. The seat
winning the trick so far (the engine's public view says which) has a gold
"winning" tab over its card and its name in gold; once the trick is taken the
tab says "took it". The title carries the Nightmare as a swatch: its colour
and its shape.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from PIL import Image

from .card_images import HAND_H, HAND_W, MARGIN, SUIT_WORD, TEXT, WIDTH, Face, face_tile
from .drawing import (
    BACKGROUND,
    EDGE,
    GOLD,
    MUTED,
    NAME_INK,
    SUIT_FILL,
    SUIT_SHAPE,
    TITLE_INK,
    Canvas,
    Drawn,
    encode_paletted,
    font,
    ink_on,
    paletted,
    paletted_canvas,
)

HEADER, TAB, FOOTER = 40, 26, 30
CARD_W, CARD_H = HAND_W, HAND_H


@lru_cache(maxsize=128)
def card_tile(face: Face | None) -> Drawn:
    """A played card, or the empty slot of a card still to come."""
    if face is not None:
        return face_tile(face)
    canvas = Canvas((CARD_W + 1, CARD_H + 1), BACKGROUND)
    canvas.draw.rounded_rectangle((0, 0, CARD_W, CARD_H), radius=9, outline=MUTED, width=2)
    canvas.mark((0, 0, 8, CARD_H), MUTED, BACKGROUND)
    canvas.text((4, 30, CARD_W - 4, 70), "to play", TEXT, MUTED, BACKGROUND)
    return canvas.done()


def _title(canvas: Canvas, title: str, nightmare: str | None) -> None:
    if nightmare is None:
        canvas.text((MARGIN, 8, WIDTH - MARGIN, HEADER - 8), title + "  \u00b7  no Nightmare yet", 18, TITLE_INK,
                    BACKGROUND, align="left", min_size=TEXT)
        return
    # the Nightmare as a swatch after the title: its colour, its shape and its name
    fill = SUIT_FILL[nightmare]
    title += "  \u00b7  Nightmare:"
    left = min(WIDTH - MARGIN - 100, MARGIN + int(font(18).getlength(title)) + 8)
    swatch = (left, 6, left + 100, HEADER - 6)
    canvas.draw.rounded_rectangle(swatch, radius=7, fill=fill, outline=EDGE, width=2)
    canvas.shape(SUIT_SHAPE[nightmare], (swatch[0] + 7, swatch[1] + 6, swatch[0] + 23, swatch[1] + 22),
                 ink_on(fill), fill)
    canvas.text((swatch[0] + 26, swatch[1] + 2, swatch[2] - 4, swatch[3] - 2), SUIT_WORD[nightmare], TEXT,
                ink_on(fill), fill)
    canvas.text((MARGIN, 8, swatch[0] - 4, HEADER - 8), title, 18, TITLE_INK, BACKGROUND, align="left",
                min_size=TEXT)


def _height() -> int:
    return HEADER + TAB + CARD_H + FOOTER + MARGIN


def _slot(canvas: Canvas, origin: tuple[int, int], x: int, slot_w: int, name: str, face: Face | None,
          winning: bool, taken: bool, led: bool) -> None:
    """One seat's column (the tab or "led", the card, the name) from ``x``;
    ``origin`` is where ``canvas`` sits in the whole picture."""
    ox, oy = origin
    card_x = x + (slot_w - CARD_W) // 2 - ox
    y = HEADER + TAB - oy
    if winning:
        tab = (card_x - 4, HEADER - oy, card_x + CARD_W + 4, HEADER + TAB - 4 - oy)
        canvas.draw.rounded_rectangle(tab, radius=6, fill=GOLD)
        canvas.text((tab[0] + 2, tab[1] + 1, tab[2] - 2, tab[3] - 1), "took it" if taken else "winning", TEXT,
                    EDGE, GOLD)
        canvas.draw.rounded_rectangle((card_x - 4, y - 4, card_x + CARD_W + 4, y + CARD_H + 4), radius=11,
                                      outline=GOLD, width=3)
        canvas.mark((card_x - 4, y + 20, card_x + 1, y + 60), GOLD, BACKGROUND)
    elif led:
        canvas.text((card_x, HEADER - oy, card_x + CARD_W, HEADER + TAB - 4 - oy), "led", TEXT, NAME_INK,
                    BACKGROUND)
    canvas.paste(card_tile(face), (card_x, y))
    canvas.text((x - ox + 2, y + CARD_H + 6, x - ox + slot_w - 2, y + CARD_H + FOOTER), name, TEXT,
                GOLD if winning else NAME_INK, BACKGROUND)


def sketch_trick(title: str, slots: Sequence[tuple[str, Face | None]], nightmare: str | None,
                 winner: int | None = None, taken: bool = False) -> Drawn:
    """The trick and what it shows (for the legibility test)."""
    n = max(1, len(slots))
    slot_w = (WIDTH - 2 * MARGIN) // n
    canvas = Canvas((WIDTH, _height()), BACKGROUND)
    _title(canvas, title, nightmare)
    for i, (name, face) in enumerate(slots):
        _slot(canvas, (0, 0), MARGIN + i * slot_w, slot_w, name, face, i == winner, taken,
              i == 0 and face is not None)
    return canvas.done()


def compose_trick(title: str, slots: Sequence[tuple[str, Face | None]], nightmare: str | None,
                  winner: int | None = None, taken: bool = False) -> Image.Image:
    """The trick as an RGB picture (``draw_trick`` encodes it)."""
    return sketch_trick(title, slots, nightmare, winner, taken).image


@lru_cache(maxsize=64)
def _paletted_title(title: str, nightmare: str | None) -> Image.Image:
    canvas = Canvas((WIDTH, HEADER), BACKGROUND)
    _title(canvas, title, nightmare)
    return paletted(canvas.image)


@lru_cache(maxsize=512)
def _paletted_slot(slot_w: int, name: str, face: Face | None, winning: bool, taken: bool, led: bool) -> Image.Image:
    canvas = Canvas((slot_w, _height() - HEADER), BACKGROUND)
    _slot(canvas, (0, HEADER), 0, slot_w, name, face, winning, taken, led)
    return paletted(canvas.image)


def draw_trick(title: str, slots: Sequence[tuple[str, Face | None]], nightmare: str | None,
               winner: int | None = None, taken: bool = False) -> bytes:
    """PNG bytes: ``slots`` are (player name, card face or None) in play order;
    ``winner`` (an index into slots) is winning the trick, or took it (``taken``).
    ``compose_trick``'s picture, put together from the title and one column
    per seat, each mapped onto the palette once (the columns of cards already
    played come back from the cache)."""
    n = max(1, len(slots))
    slot_w = (WIDTH - 2 * MARGIN) // n
    image = paletted_canvas((WIDTH, _height()))
    image.paste(_paletted_title(title, nightmare), (0, 0))
    for i, (name, face) in enumerate(slots):
        image.paste(_paletted_slot(slot_w, name, face, i == winner, taken, i == 0 and face is not None),
                    (MARGIN + i * slot_w, HEADER))
    return encode_paletted(image)
