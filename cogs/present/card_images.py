"""A player's hand as a picture (Pillow), for any game of coloured cards.

``draw_hand`` takes plain data only (it runs in a thread): one ``Face`` per
card in hand order, up to eight a row. Bright faces are the ones that may be
played now; the others are dimmed. A gold frame marks a card that matters
more (Somnia's Nightmare suit). Each face is drawn once per process and
pasted after that.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from PIL import Image, ImageDraw

from .drawing import (
    BACKGROUND,
    BLUE,
    DARK_INK,
    DIMMED,
    EDGE,
    GOLD,
    GREEN,
    MUTED,
    RED,
    TITLE_INK,
    WHITE,
    YELLOW,
    centered,
    encode,
    font,
    text_tile,
)

SUIT_RGB = {"R": RED, "B": BLUE, "G": GREEN, "Y": YELLOW}
SUIT_INK = {"R": WHITE, "B": WHITE, "G": WHITE, "Y": DARK_INK}
SUIT_WORD = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
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


@lru_cache(maxsize=512)
def face_tile(face: Face) -> Image.Image:
    """One card as it sits on the hand's background; a dimmed face shows its colour in its ink."""
    tile = Image.new("RGB", (HAND_W + 1, HAND_H + 1), BACKGROUND)
    draw = ImageDraw.Draw(tile)
    fill, ink = (face.fill, face.ink) if face.bright else (DIMMED, face.fill)
    draw.rounded_rectangle((0, 0, HAND_W, HAND_H), radius=8, fill=fill,
                           outline=GOLD if face.framed else EDGE, width=4 if face.framed else 2)
    centered(draw, (0, 4, HAND_W, HAND_H - 24), face.big, font(34), ink)
    centered(draw, (0, HAND_H - 26, HAND_W, HAND_H - 6), face.word, font(12), ink)
    return tile


def compose_hand(title: str, faces: Sequence[Face]) -> Image.Image:
    """The hand as an RGB picture (``draw_hand`` encodes it)."""
    rows = max(1, (len(faces) + PER_ROW - 1) // PER_ROW)
    per_row = min(PER_ROW, max(1, len(faces)))
    width = max(360, MARGIN * 2 + per_row * HAND_W + (per_row - 1) * HAND_GAP)
    height = HEADER + rows * HAND_H + (rows - 1) * HAND_GAP + MARGIN
    image = Image.new("RGB", (width, height), BACKGROUND)
    image.paste(text_tile(title, 17, TITLE_INK, BACKGROUND, width - 2 * MARGIN, HEADER - 8), (MARGIN, 8))
    if not faces:
        centered(ImageDraw.Draw(image), (0, HEADER, width, height - MARGIN), "no cards", font(20), MUTED)
    for i, face in enumerate(faces):
        image.paste(face_tile(face), (MARGIN + (i % PER_ROW) * (HAND_W + HAND_GAP),
                                      HEADER + (i // PER_ROW) * (HAND_H + HAND_GAP)))
    return image


def draw_hand(title: str, faces: Sequence[Face]) -> bytes:
    """PNG bytes of the hand."""
    return encode(compose_hand(title, faces))
