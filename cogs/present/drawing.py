"""The drawing kit every game's pictures share (Pillow): the named colours,
fonts, text helpers and the one PNG encoder.

Pictures are composed in RGB from pieces drawn once per process (a card face
is drawn the first time it is needed and pasted after that) and saved as 8-bit
palette PNGs over ``PALETTE``: the named colours plus a few anti-aliasing shades
of each ink over each ground it is drawn on. Mapping pixels onto a fixed
palette costs a small fraction of an adaptive quantiser, and a palette PNG has
under half the RGB one's bytes for a fraction of its encoding time
(``python -m bench.pictures`` prints the figures; bench/README.md keeps them).
"""

from __future__ import annotations

import io
from functools import lru_cache
from typing import Iterable, Sequence

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]

# -- the named colours --------------------------------------------------------
# Every colour a picture uses is named here: the PNG palette is made of them
# (a colour named elsewhere would be drawn as its nearest neighbour here).

BACKGROUND: Colour = (40, 33, 66)
TITLE_INK: Colour = (235, 230, 250)
NAME_INK: Colour = (220, 215, 240)
MUTED: Colour = (150, 140, 185)
DIMMED: Colour = (70, 62, 96)
GOLD: Colour = (255, 200, 60)
EDGE: Colour = (20, 16, 34)
WHITE: Colour = (255, 255, 255)
DARK_INK: Colour = (45, 35, 0)
RED: Colour = (214, 48, 49)
BLUE: Colour = (9, 132, 227)
GREEN: Colour = (0, 148, 50)
YELLOW: Colour = (241, 196, 15)
VIOLET: Colour = (111, 66, 193)

# Somnikum's table (issue 16 redraws it; its colours already live here).
NIGHT_BACKGROUND: Colour = (28, 24, 48)
NIGHT_INK: Colour = (235, 232, 245)
NIGHT_DIM: Colour = (150, 145, 175)
FOREST: Colour = (58, 150, 88)
SKY: Colour = (52, 104, 190)
EMBER: Colour = (190, 68, 68)
NIGHTMARE: Colour = (18, 18, 18)
UNPLOTTED: Colour = (90, 90, 90)
BREAK_INK: Colour = (255, 90, 90)
STAR_INK: Colour = (255, 225, 120)
PARCHMENT: Colour = (250, 240, 200)
PLUM: Colour = (40, 30, 60)
SAND: Colour = (235, 200, 90)
SAND_EDGE: Colour = (60, 40, 0)
SAND_INK: Colour = (40, 30, 0)
COAL: Colour = (10, 10, 10)
FLYWHEEL_RIM: Colour = (255, 210, 80)
RULE: Colour = (70, 62, 110)

# (ink, ground) pairs where text or a mark is drawn: their anti-aliased edges
# get shades in the palette, so small text stays smooth after quantising.
INK_ON_GROUND: tuple[tuple[Colour, Colour], ...] = (
    (TITLE_INK, BACKGROUND), (NAME_INK, BACKGROUND), (MUTED, BACKGROUND), (GOLD, BACKGROUND),
    (WHITE, RED), (WHITE, BLUE), (WHITE, GREEN), (WHITE, VIOLET), (DARK_INK, YELLOW), (DARK_INK, GOLD),
    (RED, DIMMED), (BLUE, DIMMED), (GREEN, DIMMED), (YELLOW, DIMMED), (VIOLET, DIMMED), (GOLD, DIMMED),
    (NIGHT_INK, NIGHT_BACKGROUND), (NIGHT_DIM, NIGHT_BACKGROUND), (RULE, NIGHT_BACKGROUND),
    (BREAK_INK, NIGHT_BACKGROUND), (FLYWHEEL_RIM, NIGHT_BACKGROUND),
    (NIGHT_INK, FOREST), (NIGHT_INK, SKY), (NIGHT_INK, EMBER), (NIGHT_INK, NIGHTMARE), (NIGHT_INK, UNPLOTTED),
    (STAR_INK, FOREST), (STAR_INK, SKY), (STAR_INK, EMBER), (STAR_INK, NIGHTMARE), (STAR_INK, UNPLOTTED),
    (NIGHT_INK, NIGHT_DIM), (PLUM, PARCHMENT), (SAND_INK, SAND), (SAND_EDGE, SAND),
    (NIGHT_INK, COAL), (COAL, WHITE),
)
SHADES = (0.25, 0.5, 0.75)  # steps from the ground towards the ink


def _mix(ink: Colour, ground: Colour, t: float) -> Colour:
    return tuple(round(g + (i - g) * t) for i, g in zip(ink, ground))  # type: ignore[return-value]


def _named() -> list[Colour]:
    return [v for k, v in globals().items() if k.isupper() and isinstance(v, tuple) and len(v) == 3
            and all(isinstance(c, int) for c in v)]


def _palette_image(colours: Sequence[Colour]) -> Image.Image:
    image = Image.new("P", (1, 1))
    flat = [c for colour in colours for c in colour]
    image.putpalette(flat + flat[:3] * (256 - len(colours)))  # pad with a colour already there
    return image


def _quantize(image: Image.Image, palette: Image.Image) -> Image.Image:
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def palette_colours(pairs: Iterable[tuple[Colour, Colour]] = INK_ON_GROUND) -> list[Colour]:
    """Every named colour, then each pair's shades; no colour twice. Pillow
    looks colours up at 6 bits a channel, so a shade that would take a named
    colour's place (a card's fill must keep its exact colour) is left out."""
    named = _named()
    shades = dict.fromkeys(_mix(ink, ground, t) for ink, ground in pairs for t in SHADES)
    for colour in named:
        shades.pop(colour, None)
    probe = Image.new("RGB", (len(named), 1))
    probe.putdata(named)
    while True:
        colours = list(dict.fromkeys(named)) + list(shades)
        assert len(colours) <= 256, len(colours)
        mapped = _quantize(probe, _palette_image(colours)).tobytes()  # one index a pixel
        thieves = {colours[i] for i, want in zip(mapped, named) if colours[i] != want}
        if not thieves:
            return colours
        assert not thieves & set(named), f"named colours too close to tell apart: {thieves}"
        for colour in thieves:
            shades.pop(colour)


PALETTE = _palette_image(palette_colours())

# zlib level for the palette PNG, measured by bench.pictures: level 3 costs
# about level 1's time for 10-20% fewer bytes; 4-6 take twice as long for
# another 20-30% (Somnikum's table: 7 ms and 39 KB at 3, 15 ms and 26 KB at 6).
# Time is what the shared cores lack; every picture stays under 50 KB.
PNG_LEVEL = 3


def encode(image: Image.Image) -> bytes:
    """PNG bytes of an RGB picture, mapped onto ``PALETTE`` (no dithering: flat
    colours stay flat, so a card's fill keeps its exact colour)."""
    out = io.BytesIO()
    _quantize(image, PALETTE).save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def encode_rgb(image: Image.Image, level: int = 6) -> bytes:
    """The RGB PNG the pictures were saved as before (kept for the benchmark's
    "before" figures)."""
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=level)
    return out.getvalue()


# -- fonts and text -------------------------------------------------------------

@lru_cache(maxsize=16)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's own bundled face: no system font needed."""
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


@lru_cache(maxsize=1024)
def text_tile(text: str, size: int, ink: Colour, ground: Colour, width: int, height: int,
              centre: bool = False) -> Image.Image:
    """A line of text on its ground, cut to ``width`` (".." marks the cut),
    from the box's top left or centred in it: drawn once, pasted after (titles
    and names repeat from one picture to the next)."""
    tile = Image.new("RGB", (width, height), ground)
    draw = ImageDraw.Draw(tile)
    text = fit(draw, text, font(size), width - (4 if centre else 0))
    if centre:
        centered(draw, (0, 0, width, height), text, font(size), ink)
    else:
        draw.text((0, 0), text, font=font(size), fill=ink)
    return tile
