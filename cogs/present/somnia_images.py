"""Pictures of Somnia (Pillow): the trick for the table message, and a hand for its player.

Both take plain data only (they run in a thread). ``draw_trick``: one slot per seat in
play order, a coloured card with its rank where a card was played, the
Nightmare cards framed in gold, each player's name under their slot.
"""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Sequence

from PIL import Image, ImageDraw, ImageFont

SUIT_RGB = {"R": (214, 48, 49), "B": (9, 132, 227), "G": (0, 148, 50), "Y": (241, 196, 15)}
SUIT_INK = {"R": (255, 255, 255), "B": (255, 255, 255), "G": (255, 255, 255), "Y": (45, 35, 0)}
SUIT_WORD = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
BACKGROUND = (40, 33, 66)
GOLD = (255, 200, 60)
MUTED = (150, 140, 185)
CARD_W, CARD_H, GAP, MARGIN, HEADER, FOOTER = 96, 132, 22, 20, 34, 30


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _centered(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str, font, fill) -> None:
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
    x = box[0] + (box[2] - box[0] - (right - left)) // 2 - left
    y = box[1] + (box[3] - box[1] - (bottom - top)) // 2 - top
    draw.text((x, y), text, font=font, fill=fill)


def _fit(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> str:
    while text and draw.textlength(text, font=font) > width:
        text = text[:-3] + ".." if len(text) > 3 else text[:-1]
    return text


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
    draw.text((MARGIN, 8), _fit(draw, title, _font(17), width - 2 * MARGIN), font=_font(17), fill=(235, 230, 250))
    for i, (name, card) in enumerate(slots):
        x = left + i * (CARD_W + GAP)
        y = HEADER
        box = (x, y, x + CARD_W, y + CARD_H)
        if card is None:
            draw.rounded_rectangle(box, radius=10, outline=MUTED, width=2)
            _centered(draw, box, "?", _font(40), MUTED)
        else:
            suit, rank = card[0], card[1:]
            trump = suit == nightmare
            draw.rounded_rectangle(box, radius=10, fill=SUIT_RGB.get(suit, MUTED),
                                   outline=GOLD if trump else (20, 16, 34), width=5 if trump else 2)
            ink = SUIT_INK.get(suit, (0, 0, 0))
            _centered(draw, (x, y + 8, x + CARD_W, y + CARD_H - 30), rank, _font(52), ink)
            _centered(draw, (x, y + CARD_H - 34, x + CARD_W, y + CARD_H - 8),
                      SUIT_WORD.get(suit, suit), _font(15), ink)
        label = _fit(draw, name, _font(15), CARD_W + GAP - 4)
        colour = GOLD if winner == i else (220, 215, 240)
        _centered(draw, (x - GAP // 2, y + CARD_H + 4, x + CARD_W + GAP // 2, y + CARD_H + FOOTER - 4),
                  label, _font(15), colour)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()


HAND_W, HAND_H, HAND_GAP, PER_ROW = 64, 90, 10, 8
DIMMED = (70, 62, 96)


def draw_hand(title: str, cards: Sequence[str], nightmare: str | None, playable: frozenset[str]) -> bytes:
    """PNG bytes: the hand in the given order, up to eight cards a row,
    Nightmare cards framed in gold. On the player's turn (``playable`` not
    empty) the cards that may be played are bright and the others dimmed."""
    rows = max(1, (len(cards) + PER_ROW - 1) // PER_ROW)
    per_row = min(PER_ROW, max(1, len(cards)))
    width = max(360, MARGIN * 2 + per_row * HAND_W + (per_row - 1) * HAND_GAP)
    height = HEADER + rows * HAND_H + (rows - 1) * HAND_GAP + MARGIN
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 8), _fit(draw, title, _font(17), width - 2 * MARGIN), font=_font(17), fill=(235, 230, 250))
    if not cards:
        _centered(draw, (0, HEADER, width, height - MARGIN), "no cards", _font(20), MUTED)
    for i, card in enumerate(cards):
        x = MARGIN + (i % PER_ROW) * (HAND_W + HAND_GAP)
        y = HEADER + (i // PER_ROW) * (HAND_H + HAND_GAP)
        suit, rank = card[0], card[1:]
        bright = not playable or card in playable
        trump = suit == nightmare
        fill = SUIT_RGB.get(suit, MUTED) if bright else DIMMED
        ink = SUIT_INK.get(suit, (0, 0, 0)) if bright else SUIT_RGB.get(suit, MUTED)
        draw.rounded_rectangle((x, y, x + HAND_W, y + HAND_H), radius=8, fill=fill,
                               outline=GOLD if trump else (20, 16, 34), width=4 if trump else 2)
        _centered(draw, (x, y + 4, x + HAND_W, y + HAND_H - 24), rank, _font(34), ink)
        _centered(draw, (x, y + HAND_H - 26, x + HAND_W, y + HAND_H - 6), SUIT_WORD.get(suit, suit), _font(12), ink)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()
