"""A player's hand as a picture (Pillow), for any game of coloured cards.

``draw_hand`` takes plain data only (it runs in a thread): one ``Face`` per
card in hand order, up to eight a row. Bright faces are the ones that may be
played now; the others are dimmed. A gold frame marks a card that matters
more (Somnia's Nightmare suit).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from PIL import Image, ImageDraw, ImageFont

SUIT_RGB = {"R": (214, 48, 49), "B": (9, 132, 227), "G": (0, 148, 50), "Y": (241, 196, 15)}
SUIT_INK = {"R": (255, 255, 255), "B": (255, 255, 255), "G": (255, 255, 255), "Y": (45, 35, 0)}
SUIT_WORD = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
BACKGROUND = (40, 33, 66)
GOLD = (255, 200, 60)
MUTED = (150, 140, 185)
DIMMED = (70, 62, 96)
TITLE_INK = (235, 230, 250)
MARGIN, HEADER = 20, 34
HAND_W, HAND_H, HAND_GAP, PER_ROW = 64, 90, 10, 8


@dataclass(frozen=True)
class Face:
    big: str  # the rank, or a card's symbol
    word: str  # the small line under it
    fill: tuple[int, int, int]
    ink: tuple[int, int, int]
    bright: bool = True
    framed: bool = False


def suit_face(suit: str, rank: str, *, bright: bool = True, framed: bool = False) -> Face:
    """A card of one of the four colours (R, B, G, Y)."""
    return Face(rank, SUIT_WORD.get(suit, suit), SUIT_RGB.get(suit, MUTED), SUIT_INK.get(suit, (0, 0, 0)),
                bright, framed)


@lru_cache(maxsize=8)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def centered(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str, font, fill) -> None:
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
    x = box[0] + (box[2] - box[0] - (right - left)) // 2 - left
    y = box[1] + (box[3] - box[1] - (bottom - top)) // 2 - top
    draw.text((x, y), text, font=font, fill=fill)


def fit(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> str:
    while text and draw.textlength(text, font=font) > width:
        text = text[:-3] + ".." if len(text) > 3 else text[:-1]
    return text


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()


def draw_hand(title: str, faces: Sequence[Face]) -> bytes:
    """PNG bytes of the hand; a dimmed face shows its colour in its ink."""
    rows = max(1, (len(faces) + PER_ROW - 1) // PER_ROW)
    per_row = min(PER_ROW, max(1, len(faces)))
    width = max(360, MARGIN * 2 + per_row * HAND_W + (per_row - 1) * HAND_GAP)
    height = HEADER + rows * HAND_H + (rows - 1) * HAND_GAP + MARGIN
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 8), fit(draw, title, font(17), width - 2 * MARGIN), font=font(17), fill=TITLE_INK)
    if not faces:
        centered(draw, (0, HEADER, width, height - MARGIN), "no cards", font(20), MUTED)
    for i, face in enumerate(faces):
        x = MARGIN + (i % PER_ROW) * (HAND_W + HAND_GAP)
        y = HEADER + (i // PER_ROW) * (HAND_H + HAND_GAP)
        fill, ink = (face.fill, face.ink) if face.bright else (DIMMED, face.fill)
        draw.rounded_rectangle((x, y, x + HAND_W, y + HAND_H), radius=8, fill=fill,
                               outline=GOLD if face.framed else (20, 16, 34), width=4 if face.framed else 2)
        centered(draw, (x, y + 4, x + HAND_W, y + HAND_H - 24), face.big, font(34), ink)
        centered(draw, (x, y + HAND_H - 26, x + HAND_W, y + HAND_H - 6), face.word, font(12), ink)
    return png(image)
