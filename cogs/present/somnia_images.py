"""A picture of Somnia's trick for the table message (Pillow); hands are
drawn by ``card_images.draw_hand``.

``draw_trick`` takes plain data only (it runs in a thread): one slot per seat in
play order, a coloured card with its rank where a card was played, the
Nightmare cards framed in gold, each player's name under their slot. Each card
is drawn once per process and pasted after that.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from PIL import Image, ImageDraw

from .card_images import HEADER, MARGIN, SUIT_INK, SUIT_RGB, SUIT_WORD
from .drawing import BACKGROUND, EDGE, GOLD, MUTED, NAME_INK, TITLE_INK, centered, encode, font, text_tile

CARD_W, CARD_H, GAP, FOOTER = 96, 132, 22, 30


@lru_cache(maxsize=128)
def card_tile(card: str | None, trump: bool) -> Image.Image:
    """A played card (``card`` as "R7"), or the empty slot of a card still to come."""
    tile = Image.new("RGB", (CARD_W + 1, CARD_H + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    box = (0, 0, CARD_W, CARD_H)
    if card is None:
        draw.rounded_rectangle(box, radius=10, outline=MUTED, width=2)
        centered(draw, box, "?", font(40), MUTED)
        return tile
    suit, rank = card[0], card[1:]
    draw.rounded_rectangle(box, radius=10, fill=SUIT_RGB.get(suit, MUTED),
                           outline=GOLD if trump else EDGE, width=5 if trump else 2)
    ink = SUIT_INK.get(suit, (0, 0, 0))
    centered(draw, (0, 8, CARD_W, CARD_H - 30), rank, font(52), ink)
    centered(draw, (0, CARD_H - 34, CARD_W, CARD_H - 8), SUIT_WORD.get(suit, suit), font(15), ink)
    return tile


def compose_trick(title: str, slots: Sequence[tuple[str, str | None]], nightmare: str | None,
                  winner: int | None = None) -> Image.Image:
    """The trick as an RGB picture (``draw_trick`` encodes it)."""
    n = max(1, len(slots))
    cards_width = n * CARD_W + (n - 1) * GAP
    width = max(460, MARGIN * 2 + cards_width)
    left = (width - cards_width) // 2
    height = HEADER + CARD_H + FOOTER + MARGIN
    image = Image.new("RGB", (width, height), BACKGROUND)
    image.paste(text_tile(title, 17, TITLE_INK, BACKGROUND, width - 2 * MARGIN, HEADER - 8), (MARGIN, 8))
    y = HEADER
    for i, (name, card) in enumerate(slots):
        x = left + i * (CARD_W + GAP)
        image.paste(card_tile(card, card is not None and card[0] == nightmare), (x, y))
        image.paste(text_tile(name, 15, GOLD if winner == i else NAME_INK, BACKGROUND, CARD_W + GAP, FOOTER - 8,
                              centre=True), (x - GAP // 2, y + CARD_H + 4))
    return image


def draw_trick(title: str, slots: Sequence[tuple[str, str | None]], nightmare: str | None,
               winner: int | None = None) -> bytes:
    """PNG bytes: ``slots`` are (player name, card or None) in play order;
    ``winner`` (an index into slots) has their name in gold."""
    return encode(compose_trick(title, slots, nightmare, winner))
