"""A player's hand as a picture (Pillow), for any game of coloured cards.

``draw_hand`` takes plain data only (it runs in a thread): one ``Face`` per
card in hand order, six a row, drawn 482 px wide so that at the 400 px Discord
shows, the smallest text is still 9 px high. A card shows its rank, its suit
by colour and by shape (``drawing.SUIT_SHAPE``) and its suit's name; Somnia's
cards add their points (the devil) and, for the Nightmare, a double frame and
a moon badge with the trump rank. On a player's turn the cards that may be
played stand raised and clean; the others sit lower, sunk in colour and
hatched, readable without telling colours apart. Each face is drawn once per
process and pasted after that.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from PIL import Image

from words import t

from .drawing import (
    Colour,
    BACKGROUND,
    DIM,
    DIMMED,
    EDGE,
    GOLD,
    MUTED,
    NAME_INK,
    SUIT_FILL,
    SUIT_SHAPE,
    TITLE_INK,
    WHITE,
    Canvas,
    Drawn,
    card_shape,
    encode,
    encode_paletted,
    ink_on,
    paletted,
    paletted_canvas,
    shape,
)

SUIT_RGB = dict(SUIT_FILL)
SUIT_INK = {s: ink_on(c) for s, c in SUIT_RGB.items()}
SUITS = ("R", "B", "G", "Y")


def suit_word(suit: str) -> str:
    """A suit's colour as a card shows it (``red``), in the locale spoken now."""
    return t(f"play-picture-suit-{suit.lower()}") if suit in SUITS else suit
MARGIN, HEADER = 10, 34
HAND_W, HAND_H, HAND_GAP, PER_ROW = 72, 100, 6, 6
RAISE = 8  # how much higher a playable card stands
WIDTH = 2 * MARGIN + PER_ROW * HAND_W + (PER_ROW - 1) * HAND_GAP
TEXT = 16  # the smallest text size: 11 px capitals, 9 px at 400 px wide

@dataclass(frozen=True)
class Face:
    big: str  # the rank ("" for a card drawn as a picture)
    word: str  # the small line under it
    fill: tuple[int, int, int]
    ink: tuple[int, int, int]
    bright: bool = True  # False: may not be played now (sunk, hatched, lower)
    framed: bool = False  # a trump (Somnia's Nightmare suit)
    suit: str | None = None  # the suit letter, for its shape
    points: int | None = None  # Somnia's card points (the devil's number)
    badge: str = ""  # beside the trump's moon: its trump rank when promoted
    art: str | None = None  # a face drawn as a picture: "moon" (Dreamer), "sun" (Divine)


def suit_face(suit: str, rank: str, *, bright: bool = True, framed: bool = False, points: int | None = None,
              badge: str = "") -> Face:
    """A card of one of the four colours (R, B, G, Y)."""
    fill = SUIT_RGB.get(suit, MUTED)
    # the words are resolved here, where the picture's closure is made: the painter thread draws them as given
    badge = badge or (t("play-picture-trump") if framed else "")
    return Face(rank, suit_word(suit), fill, ink_on(fill), bright, framed, suit, points, badge)


def art_face(art: str, word: str, fill: tuple[int, int, int], *, bright: bool = True) -> Face:
    """A card with a drawn face instead of a rank (Traumland's Dreamer and Divine)."""
    return Face("", word, fill, ink_on(fill), bright, art=art)


@lru_cache(maxsize=512)
def face_tile(face: Face) -> Drawn:
    """One card as it sits on the hand's background."""
    canvas = Canvas((HAND_W + 1, HAND_H + 1), BACKGROUND)
    draw = canvas.draw
    fill, ink = (face.fill, face.ink) if face.bright else (DIM.get(face.fill, DIMMED), WHITE)
    box = (0, 0, HAND_W, HAND_H)
    # the trump's frame: dark on the four bright fills, white on the sunk ones (contrast >= 3 on each)
    frame = EDGE if face.bright else WHITE
    card_shape(draw, box, fill, hatched=not face.bright, frame=frame if face.framed else None)
    if face.framed:
        canvas.mark((20, 0, HAND_W - 20, 9), frame, fill)
    if face.art is not None:
        _art(canvas, face.art, fill, ink)
        canvas.text((3, 66, HAND_W - 3, 92), face.word, TEXT, ink, fill)
        return canvas.done()
    canvas.text((7, 8, 46, 36), face.big, 30, ink, fill, align="left")
    if face.suit is not None:
        canvas.shape(SUIT_SHAPE.get(face.suit, "square"), (48, 10, 65, 27), ink, fill)
    if face.framed:
        pill = (4, 41, HAND_W - 4, 63)
        draw.rounded_rectangle(pill, radius=7, fill=EDGE)
        shape(draw, "moon", (9, 46, 21, 58), GOLD, ground=EDGE)
        canvas.mark((9, 46, 21, 58), GOLD, EDGE)
        canvas.text((21, 42, HAND_W - 5, 62), face.badge or t("play-picture-trump"), TEXT, WHITE, EDGE)
    else:
        canvas.text((4, 41, HAND_W - 4, 63), face.word, TEXT, ink, fill)
    if face.points is not None:
        shape(draw, "devil", (9, 70, 29, 92), ink, ground=fill)
        canvas.mark((9, 70, 29, 92), ink, fill)
        canvas.text((33, 69, HAND_W - 6, 93), str(face.points), 20, ink, fill, align="left")
    elif face.suit is not None:  # no points to show: the suit's shape again, larger
        canvas.shape(SUIT_SHAPE.get(face.suit, "square"), (24, 68, 48, 92), ink, fill)
    return canvas.done()


def _art(canvas: Canvas, art: str, fill: Colour, ink: Colour) -> None:
    """The Dreamer's moon among stars, the Divine's sun."""
    draw = canvas.draw
    if art == "moon":
        shape(draw, "moon", (14, 10, 54, 50), ink, ground=fill)
        canvas.mark((14, 10, 54, 50), ink, fill)
        for box in ((50, 12, 62, 24), (44, 38, 54, 48), (56, 30, 64, 38)):
            shape(draw, "star", box, ink)
    elif art == "sun":
        shape(draw, "sun", (12, 6, 60, 54), ink)
        canvas.mark((12, 6, 60, 54), ink, fill)
        for box in ((4, 4, 16, 16), (56, 48, 68, 60)):
            shape(draw, "sparkle", box, ink)
    else:
        raise ValueError(f"no art {art!r}")


def hand_slot(i: int, faces: Sequence[Face]) -> tuple[int, int]:
    """Where the ``i``-th card's top left corner sits in the hand picture."""
    raised = any(not f.bright for f in faces)
    row_h = HAND_H + (RAISE if raised else 0) + HAND_GAP
    x = MARGIN + (i % PER_ROW) * (HAND_W + HAND_GAP)
    y = HEADER + (i // PER_ROW) * row_h + (RAISE if raised and not faces[i].bright else 0)
    return x, y


def _height(faces: Sequence[Face]) -> int:
    rows = max(1, (len(faces) + PER_ROW - 1) // PER_ROW)
    raised = any(not f.bright for f in faces)
    return HEADER + rows * (HAND_H + (RAISE if raised else 0)) + (rows - 1) * HAND_GAP + MARGIN


def sketch_hand(title: str, faces: Sequence[Face], empty: str = "") -> Drawn:
    """The hand and what it shows (for the legibility test); ``empty`` is
    what an empty hand reads (resolved by the caller, in its locale)."""
    height = _height(faces)
    canvas = Canvas((WIDTH, height), BACKGROUND)
    canvas.text((MARGIN, 6, WIDTH - MARGIN, HEADER - 6), title, 18, TITLE_INK, BACKGROUND, align="left",
                min_size=TEXT)
    if not faces:
        canvas.text((0, HEADER, WIDTH, height - MARGIN), empty or t("play-picture-no-cards"), 20, NAME_INK, BACKGROUND)
    for i, face in enumerate(faces):
        canvas.paste(face_tile(face), hand_slot(i, faces))
    return canvas.done()


def compose_hand(title: str, faces: Sequence[Face], empty: str = "") -> Image.Image:
    """The hand as an RGB picture (``draw_hand`` encodes it)."""
    return sketch_hand(title, faces, empty).image


@lru_cache(maxsize=512)
def _paletted_face(face: Face) -> Image.Image:
    return paletted(face_tile(face).image)


@lru_cache(maxsize=256)
def _paletted_header(title: str) -> Image.Image:
    """The header strip with the title, as ``sketch_hand`` draws it."""
    canvas = Canvas((WIDTH, HEADER), BACKGROUND)
    canvas.text((MARGIN, 6, WIDTH - MARGIN, HEADER - 6), title, 18, TITLE_INK, BACKGROUND, align="left",
                min_size=TEXT)
    return paletted(canvas.image)


def hand_words() -> str:
    """What an empty hand's picture reads, in the locale spoken now: pass it
    to ``draw_hand`` when its closure is made."""
    return t("play-picture-no-cards")


def draw_hand(title: str, faces: Sequence[Face], empty: str = "") -> bytes:
    """PNG bytes of the hand: ``compose_hand``'s picture, put together from
    the mapped header and card tiles (a third less work than mapping it whole)."""
    if not faces:
        return encode(compose_hand(title, faces, empty))
    image = paletted_canvas((WIDTH, _height(faces)))
    image.paste(_paletted_header(title), (0, 0))
    for i, face in enumerate(faces):
        image.paste(_paletted_face(face), hand_slot(i, faces))
    return encode_paletted(image)

