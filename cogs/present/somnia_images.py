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
from typing import NamedTuple, Sequence

from PIL import Image

from words import t

from .card_images import HAND_H, HAND_W, MARGIN, TEXT, WIDTH, Face, face_tile, suit_word
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


class TrickWords(NamedTuple):
    """The words the trick picture draws, resolved where its closure is made
    (``trick_words()``), so the painter thread draws the reader's language."""

    to_play: str
    no_nightmare: str
    nightmare: str
    took_it: str
    winning: str
    led: str
    suits: tuple[tuple[str, str], ...]


def trick_words() -> TrickWords:
    """The trick picture's words in the locale spoken now."""
    return TrickWords(t("somnia-picture-to-play"), t("somnia-picture-no-nightmare"), t("somnia-picture-nightmare"),
                      t("somnia-picture-took-it"), t("somnia-picture-winning"), t("somnia-picture-led"),
                      tuple((s, suit_word(s)) for s in SUIT_FILL))


@lru_cache(maxsize=128)
def card_tile(face: Face | None, to_play: str = "") -> Drawn:
    """A played card, or the empty slot of a card still to come."""
    if face is not None:
        return face_tile(face)
    canvas = Canvas((CARD_W + 1, CARD_H + 1), BACKGROUND)
    canvas.draw.rounded_rectangle((0, 0, CARD_W, CARD_H), radius=9, outline=MUTED, width=2)
    canvas.mark((0, 0, 8, CARD_H), MUTED, BACKGROUND)
    canvas.text((4, 30, CARD_W - 4, 70), to_play or trick_words().to_play, TEXT, MUTED, BACKGROUND)
    return canvas.done()


def _title(canvas: Canvas, title: str, nightmare: str | None, words: TrickWords) -> None:
    if nightmare is None:
        canvas.text((MARGIN, 8, WIDTH - MARGIN, HEADER - 8), f"{title}  \u00b7  {words.no_nightmare}", 18, TITLE_INK,
                    BACKGROUND, align="left", min_size=TEXT)
        return
    # the Nightmare as a swatch after the title: its colour, its shape and its name
    fill = SUIT_FILL[nightmare]
    title += f"  \u00b7  {words.nightmare}"
    left = min(WIDTH - MARGIN - 100, MARGIN + int(font(18).getlength(title)) + 8)
    swatch = (left, 6, left + 100, HEADER - 6)
    canvas.draw.rounded_rectangle(swatch, radius=7, fill=fill, outline=EDGE, width=2)
    canvas.shape(SUIT_SHAPE[nightmare], (swatch[0] + 7, swatch[1] + 6, swatch[0] + 23, swatch[1] + 22),
                 ink_on(fill), fill)
    canvas.text((swatch[0] + 26, swatch[1] + 2, swatch[2] - 4, swatch[3] - 2), dict(words.suits).get(nightmare, nightmare), TEXT,
                ink_on(fill), fill)
    canvas.text((MARGIN, 8, swatch[0] - 4, HEADER - 8), title, 18, TITLE_INK, BACKGROUND, align="left",
                min_size=TEXT)


def _height() -> int:
    return HEADER + TAB + CARD_H + FOOTER + MARGIN


def _slot(canvas: Canvas, origin: tuple[int, int], x: int, slot_w: int, name: str, face: Face | None,
          winning: bool, taken: bool, led: bool, words: TrickWords) -> None:
    """One seat's column (the tab or "led", the card, the name) from ``x``;
    ``origin`` is where ``canvas`` sits in the whole picture."""
    ox, oy = origin
    card_x = x + (slot_w - CARD_W) // 2 - ox
    y = HEADER + TAB - oy
    if winning:
        tab = (card_x - 4, HEADER - oy, card_x + CARD_W + 4, HEADER + TAB - 4 - oy)
        canvas.draw.rounded_rectangle(tab, radius=6, fill=GOLD)
        canvas.text((tab[0] + 2, tab[1] + 1, tab[2] - 2, tab[3] - 1), words.took_it if taken else words.winning, TEXT,
                    EDGE, GOLD)
        canvas.draw.rounded_rectangle((card_x - 4, y - 4, card_x + CARD_W + 4, y + CARD_H + 4), radius=11,
                                      outline=GOLD, width=3)
        canvas.mark((card_x - 4, y + 20, card_x + 1, y + 60), GOLD, BACKGROUND)
    elif led:
        canvas.text((card_x, HEADER - oy, card_x + CARD_W, HEADER + TAB - 4 - oy), words.led, TEXT, NAME_INK,
                    BACKGROUND)
    canvas.paste(card_tile(face, words.to_play), (card_x, y))
    canvas.text((x - ox + 2, y + CARD_H + 6, x - ox + slot_w - 2, y + CARD_H + FOOTER), name, TEXT,
                GOLD if winning else NAME_INK, BACKGROUND)


def sketch_trick(title: str, slots: Sequence[tuple[str, Face | None]], nightmare: str | None,
                 winner: int | None = None, taken: bool = False, words: TrickWords | None = None) -> Drawn:
    """The trick and what it shows (for the legibility test)."""
    words = words or trick_words()
    n = max(1, len(slots))
    slot_w = (WIDTH - 2 * MARGIN) // n
    canvas = Canvas((WIDTH, _height()), BACKGROUND)
    _title(canvas, title, nightmare, words)
    for i, (name, face) in enumerate(slots):
        _slot(canvas, (0, 0), MARGIN + i * slot_w, slot_w, name, face, i == winner, taken,
              i == 0 and face is not None, words)
    return canvas.done()


def compose_trick(title: str, slots: Sequence[tuple[str, Face | None]], nightmare: str | None,
                  winner: int | None = None, taken: bool = False, words: TrickWords | None = None) -> Image.Image:
    """The trick as an RGB picture (``draw_trick`` encodes it)."""
    return sketch_trick(title, slots, nightmare, winner, taken, words).image


@lru_cache(maxsize=64)
def _paletted_title(title: str, nightmare: str | None, words: TrickWords) -> Image.Image:
    canvas = Canvas((WIDTH, HEADER), BACKGROUND)
    _title(canvas, title, nightmare, words)
    return paletted(canvas.image)


@lru_cache(maxsize=512)
def _paletted_slot(slot_w: int, name: str, face: Face | None, winning: bool, taken: bool, led: bool,
                   words: TrickWords) -> Image.Image:
    canvas = Canvas((slot_w, _height() - HEADER), BACKGROUND)
    _slot(canvas, (0, HEADER), 0, slot_w, name, face, winning, taken, led, words)
    return paletted(canvas.image)


def draw_trick(title: str, slots: Sequence[tuple[str, Face | None]], nightmare: str | None,
               winner: int | None = None, taken: bool = False, words: TrickWords | None = None) -> bytes:
    """PNG bytes: ``slots`` are (player name, card face or None) in play order;
    ``winner`` (an index into slots) is winning the trick, or took it (``taken``).
    ``compose_trick``'s picture, put together from the title and one column
    per seat, each mapped onto the palette once (the columns of cards already
    played come back from the cache)."""
    words = words or trick_words()
    n = max(1, len(slots))
    slot_w = (WIDTH - 2 * MARGIN) // n
    image = paletted_canvas((WIDTH, _height()))
    image.paste(_paletted_title(title, nightmare, words), (0, 0))
    for i, (name, face) in enumerate(slots):
        image.paste(_paletted_slot(slot_w, name, face, i == winner, taken, i == 0 and face is not None, words),
                    (MARGIN + i * slot_w, HEADER))
    return encode_paletted(image)
