"""A picture of Somnia's trick for the table message (Pillow); hands are
drawn by ``card_images.draw_hand``.

``draw_trick`` takes plain data only (it runs in a thread): one slot per seat in
play order, a coloured card with its rank where a card was played, the
Nightmare cards framed in gold, each player's name under their slot.
"""

from __future__ import annotations

from typing import Sequence

from PIL import Image, ImageDraw

from .card_images import (
    BACKGROUND,
    GOLD,
    HEADER,
    MARGIN,
    MUTED,
    SUIT_INK,
    SUIT_RGB,
    SUIT_WORD,
    TITLE_INK,
    centered,
    fit,
    font,
    png,
)

CARD_W, CARD_H, GAP, FOOTER = 96, 132, 22, 30


def draw_trick(title: str, slots: Sequence[tuple[str, str | None]], nightmare: str | None,
               winner: int | None = None) -> bytes:
    """PNG bytes: ``slots`` are (player name, card or None) in play order;
    ``winner`` (an index into slots) gets a crown line under the name."""
    n = max(1, len(slots))
    cards_width = n * CARD_W + (n - 1) * GAP
    width = max(460, MARGIN * 2 + cards_width)
    left = (width - cards_width) // 2
    height = HEADER + CARD_H + FOOTER + MARGIN
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 8), fit(draw, title, font(17), width - 2 * MARGIN), font=font(17), fill=TITLE_INK)
    for i, (name, card) in enumerate(slots):
        x = left + i * (CARD_W + GAP)
        y = HEADER
        box = (x, y, x + CARD_W, y + CARD_H)
        if card is None:
            draw.rounded_rectangle(box, radius=10, outline=MUTED, width=2)
            centered(draw, box, "?", font(40), MUTED)
        else:
            suit, rank = card[0], card[1:]
            trump = suit == nightmare
            draw.rounded_rectangle(box, radius=10, fill=SUIT_RGB.get(suit, MUTED),
                                   outline=GOLD if trump else (20, 16, 34), width=5 if trump else 2)
            ink = SUIT_INK.get(suit, (0, 0, 0))
            centered(draw, (x, y + 8, x + CARD_W, y + CARD_H - 30), rank, font(52), ink)
            centered(draw, (x, y + CARD_H - 34, x + CARD_W, y + CARD_H - 8),
                      SUIT_WORD.get(suit, suit), font(15), ink)
        label = fit(draw, name, font(15), CARD_W + GAP - 4)
        colour = GOLD if winner == i else (220, 215, 240)
        centered(draw, (x - GAP // 2, y + CARD_H + 4, x + CARD_W + GAP // 2, y + CARD_H + FOOTER - 4),
                  label, font(15), colour)
    return png(image)

