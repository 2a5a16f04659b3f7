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
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Iterable, Sequence, Union, cast

from PIL import Image, ImageDraw, ImageFont

from cogs.present import glyphs

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
# Blue and green are dark enough for white text (WCAG contrast >= 4.5).
BLUE: Colour = (0, 116, 204)
GREEN: Colour = (0, 128, 56)
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

# Card faces shared by every game of coloured cards: the four suits (each also
# has a shape, ``SUIT_SHAPE``, for colour-blind players), and a card that may not
# be played now is the same colour sunk towards the table (``DIM``) under
# white ink (contrast >= 4.5 on each).


def _sunk(colour: Colour) -> Colour:
    red, green, blue = (round(b + (c - b) * 0.35) for c, b in zip(colour, BACKGROUND))
    return red, green, blue


DIM_RED: Colour = _sunk(RED)
DIM_BLUE: Colour = _sunk(BLUE)
DIM_GREEN: Colour = _sunk(GREEN)
DIM_YELLOW: Colour = _sunk(YELLOW)
DIM_VIOLET: Colour = _sunk(VIOLET)
DIM_GOLD: Colour = _sunk(GOLD)
HATCH: Colour = BACKGROUND  # the diagonal lines over a card that may not be played
SUIT_FILL: dict[str, Colour] = {"R": RED, "B": BLUE, "G": GREEN, "Y": YELLOW}
SUIT_SHAPE: dict[str, str] = {"R": "triangle", "B": "circle", "G": "diamond", "Y": "star"}
DIM: dict[Colour, Colour] = {RED: DIM_RED, BLUE: DIM_BLUE, GREEN: DIM_GREEN, YELLOW: DIM_YELLOW,
                             VIOLET: DIM_VIOLET, GOLD: DIM_GOLD, PARCHMENT: DIM_GOLD}


def ink_on(fill: Colour) -> Colour:
    """The text colour for a card or badge of ``fill``: white, or dark on the light fills."""
    return DARK_INK if fill in (YELLOW, GOLD, PARCHMENT, WHITE) else WHITE


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
    (WHITE, DIM_RED), (WHITE, DIM_BLUE), (WHITE, DIM_GREEN), (WHITE, DIM_YELLOW), (WHITE, DIM_VIOLET),
    (WHITE, DIM_GOLD), (EDGE, RED), (EDGE, BLUE), (EDGE, GREEN), (EDGE, YELLOW), (DARK_INK, PARCHMENT),
    (EDGE, BACKGROUND), (WHITE, EDGE), (GOLD, EDGE), (EDGE, GOLD), (DARK_INK, WHITE),
)
SHADES = (0.25, 0.5, 0.75)  # steps from the ground towards the ink


def _mix(ink: Colour, ground: Colour, t: float) -> Colour:
    red, green, blue = (round(g + (i - g) * t) for i, g in zip(ink, ground))
    return red, green, blue


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


# Pictures composed of tiles can skip the mapping of every pixel: each tile is
# mapped onto ``PALETTE`` once (without dithering a pixel maps alone, so a
# tile mapped by itself has the pixels it has in the mapped picture), and the
# mapped tiles are pasted onto a paletted ground. The PNG is byte for byte
# the one ``encode`` makes of the RGB composition (tests/test_pictures.py).


@lru_cache(maxsize=32)
def _ground(colour: Colour) -> Image.Image:
    return _quantize(Image.new("RGB", (1, 1), colour), PALETTE)


def paletted(image: Image.Image) -> Image.Image:
    """An RGB tile mapped onto ``PALETTE`` (cache the result: that is the point)."""
    return _quantize(image, PALETTE)


def paletted_canvas(size: tuple[int, int], ground: Colour = BACKGROUND) -> Image.Image:
    """A paletted picture of one named colour, ready for mapped tiles."""
    dot = _ground(ground)
    image = Image.new("P", size, dot.getpixel((0, 0)))
    image.putpalette(cast(list[int], dot.getpalette()))  # a "P" image always has one
    return image


def encode_paletted(image: Image.Image) -> bytes:
    """PNG bytes of a picture composed on ``paletted_canvas``."""
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def encode_rgb(image: Image.Image, level: int = 6) -> bytes:
    """The RGB PNG the pictures were saved as before (kept for the benchmark's
    "before" figures)."""
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=level)
    return out.getvalue()


# -- fonts and text -------------------------------------------------------------

def font(size: int) -> ImageFont.FreeTypeFont:
    """The pictures' face (``glyphs``: Noto Sans, shipped as a dependency) at ``size``."""
    return glyphs.face(size)


Font = Union[ImageFont.FreeTypeFont, ImageFont.ImageFont]


def centered(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str, font: Font, fill: Colour) -> None:
    left, top, right, bottom = draw.textbbox((0, 0), text, font=font)
    x = box[0] + (box[2] - box[0] - (right - left)) // 2 - left
    y = box[1] + (box[3] - box[1] - (bottom - top)) // 2 - top
    draw.text((x, y), text, font=font, fill=fill)


def fit(draw: ImageDraw.ImageDraw, text: str, font: Font, width: int) -> str:
    """``text`` as drawn (``glyphs.drawable``: a letter the face lacks spelt
    out), cut with ".." to ``width``."""
    text = glyphs.drawable(text)
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


# -- shapes, icons and cards ------------------------------------------------------
# Drawn with Pillow primitives, no external art. A box is (left, top, right, bottom).

Box = tuple[int, int, int, int]


def _star(box: Box, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    import math

    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    r = min(box[2] - box[0], box[3] - box[1]) / 2
    out = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * inner
        angle = math.pi * i / points - math.pi / 2
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle) + r * 0.08))
    return out


def shape(draw: ImageDraw.ImageDraw, name: str, box: Box, fill: Colour, outline: Colour | None = None,
          width: int = 1, ground: Colour | None = None) -> None:
    """A named shape filling ``box``: triangle, circle, diamond, star, square,
    moon (a crescent cut out of ``ground``), sun, devil, crown, sparkle."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    w, h = x1 - x0, y1 - y0
    if name == "triangle":
        draw.polygon([(cx, y0), (x1, y1), (x0, y1)], fill=fill, outline=outline, width=width)
    elif name == "circle":
        draw.ellipse(box, fill=fill, outline=outline, width=width)
    elif name == "diamond":
        draw.polygon([(cx, y0), (x1, cy), (cx, y1), (x0, cy)], fill=fill, outline=outline, width=width)
    elif name == "square":
        draw.rectangle((x0 + w * 0.1, y0 + h * 0.1, x1 - w * 0.1, y1 - h * 0.1), fill=fill, outline=outline,
                       width=width)
    elif name == "star":
        draw.polygon(_star(box), fill=fill, outline=outline, width=width)
    elif name == "sparkle":
        draw.polygon(_star(box, 4, 0.3), fill=fill, outline=outline, width=width)
    elif name == "moon":
        draw.ellipse(box, fill=fill, outline=outline, width=width)
        cut = ground if ground is not None else BACKGROUND
        draw.ellipse((x0 + w * 0.32, y0 - h * 0.08, x1 + w * 0.22, y1 - h * 0.22), fill=cut)
    elif name == "sun":
        import math

        for i in range(12):
            a = math.pi * i / 6
            draw.line((cx + w * 0.3 * math.cos(a), cy + h * 0.3 * math.sin(a),
                       cx + w * 0.5 * math.cos(a), cy + h * 0.5 * math.sin(a)), fill=fill, width=max(2, w // 12))
        draw.ellipse((x0 + w * 0.24, y0 + h * 0.24, x1 - w * 0.24, y1 - h * 0.24), fill=fill, outline=outline,
                     width=width)
    elif name == "devil":  # the card points icon: a round head with two horns
        draw.polygon([(x0 + w * 0.08, y0), (x0 + w * 0.42, y0 + h * 0.4), (x0 + w * 0.18, y0 + h * 0.5)], fill=fill)
        draw.polygon([(x1 - w * 0.08, y0), (x1 - w * 0.42, y0 + h * 0.4), (x1 - w * 0.18, y0 + h * 0.5)], fill=fill)
        draw.ellipse((x0 + w * 0.12, y0 + h * 0.25, x1 - w * 0.12, y1), fill=fill, outline=outline, width=width)
        eye = ground if ground is not None else BACKGROUND
        for ex in (cx - w * 0.16, cx + w * 0.16):
            draw.ellipse((ex - w * 0.07, cy + h * 0.02, ex + w * 0.07, cy + h * 0.16), fill=eye)
    elif name == "crown":
        draw.polygon([(x0, y1), (x0, y0 + h * 0.25), (x0 + w * 0.25, y0 + h * 0.6), (cx, y0),
                      (x1 - w * 0.25, y0 + h * 0.6), (x1, y0 + h * 0.25), (x1, y1)],
                     fill=fill, outline=outline, width=width)
    else:
        raise ValueError(f"no shape {name!r}")


def suit_mark(draw: ImageDraw.ImageDraw, suit: str, box: Box, fill: Colour, outline: Colour | None = None) -> None:
    """The suit's shape (``SUIT_SHAPE``), so suits differ by more than colour."""
    shape(draw, SUIT_SHAPE.get(suit, "square"), box, fill, outline)


def card_shape(draw: ImageDraw.ImageDraw, box: Box, fill: Colour, *, outline: Colour = EDGE, width: int = 2,
               radius: int = 9, hatched: bool = False, frame: Colour | None = None) -> None:
    """The one card outline of every game: a rounded rectangle; ``hatched``
    lays diagonal lines over it (a card that may not be played: readable
    without colour); ``frame`` draws a thick frame of that colour with a thin
    line of the card's ink inside it (a trump: reads on every fill)."""
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
    x0, y0, x1, y1 = box
    if hatched:
        step = 9
        for k in range(-(y1 - y0), x1 - x0, step):
            # lines clipped to the card's inner rectangle, away from the round corners
            a = (x0 + max(k, 0) + 3, y0 + max(-k, 0) + 3)
            length = min(x1 - x0 - max(k, 0), y1 - y0 - max(-k, 0)) - 6
            if length > 0:
                draw.line((a, (a[0] + length, a[1] + length)), fill=HATCH, width=2)
    if frame is not None:
        draw.rounded_rectangle(box, radius=radius, outline=frame, width=5)
        draw.rounded_rectangle((x0 + 5, y0 + 5, x1 - 5, y1 - 5), radius=max(2, radius - 5), outline=ink_on(fill),
                               width=1)


@lru_cache(maxsize=2048)
def glyph_mask(text: str, size: int, min_size: int, width: int, height: int, align: str
            ) -> tuple[str, int, tuple[int, int], Image.Image]:
    """(text shown, size used, glyphs' offset in the box, their mask) for
    ``text`` laid out in a box of ``width`` x ``height``: shrunk down to
    ``min_size`` to fit, then cut; centred vertically on the capitals' height
    so digits and capitals sit level."""
    probe = ImageDraw.Draw(Image.new("L", (1, 1)))
    text = glyphs.drawable(text)
    while size > min_size and probe.textlength(text, font=font(size)) > width:
        size -= 1
    face = font(size)
    shown = fit(probe, text, face, width)
    # Pillow types boxes as floats; the bundled FreeType face measures in whole pixels.
    left, top, right, bottom = (int(v) for v in probe.textbbox((0, 0), shown, font=face))
    x = -left if align == "left" else (width - (right - left)) // 2 - left
    cap_top, cap_bottom = int(face.getbbox("H")[1]), int(face.getbbox("H")[3])
    y = (height - (cap_bottom - cap_top)) // 2 - cap_top
    mask = Image.new("L", (max(0, right - left), max(0, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), shown, font=face, fill=255)
    return shown, size, (x + left, y + top), mask


# -- pictures that say what they drew ------------------------------------------------
# A renderer records every line of text and every mark that carries meaning it
# draws: the legibility test (tests/legibility.py) checks them against the
# pixels at the width Discord shows the picture.

@dataclass(frozen=True)
class Mark:
    kind: str  # "text" or "mark"
    box: Box  # the room it was given (text) or where it is (mark)
    ink: Colour
    ground: Colour
    text: str = ""  # the text asked for (text only)
    shown: str = ""  # the text drawn: differs when it had to be cut
    size: int = 0  # font size
    drawn: Box | None = None  # the glyphs' own box (text only)

    def moved(self, dx: int, dy: int) -> "Mark":
        def shift(b: Box) -> Box:
            return (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy)
        return replace(self, box=shift(self.box), drawn=None if self.drawn is None else shift(self.drawn))


# A canvas records a pasted tile as (tile, x, y) and its marks are placed
# only when read: the bot never reads them (only the legibility tests do), and
# moving every mark of every pasted card cost a hand picture about a fifth of
# its drawing time, in Python, holding the GIL the event loop needs.
Part = Union[Mark, tuple["Drawn", int, int]]


@dataclass(frozen=True, eq=False)
class Drawn:
    """An RGB picture (or a tile of one) and the marks drawn on it."""

    image: Image.Image
    parts: tuple[Part, ...] = ()

    @cached_property
    def marks(self) -> tuple[Mark, ...]:
        return _placed(self.parts)


def _placed(parts: Iterable[Part]) -> tuple[Mark, ...]:
    marks: list[Mark] = []
    for part in parts:
        if isinstance(part, Mark):
            marks.append(part)
        else:
            tile, dx, dy = part
            marks.extend(m.moved(dx, dy) for m in tile.marks)
    return tuple(marks)


class Canvas:
    """An RGB picture being drawn, with the record of its text and marks."""

    def __init__(self, size: tuple[int, int], ground: Colour = BACKGROUND):
        self.image = Image.new("RGB", size, ground)
        self.draw = ImageDraw.Draw(self.image)
        self.parts: list[Part] = []

    @property
    def marks(self) -> tuple[Mark, ...]:
        return _placed(self.parts)

    def text(self, box: Box, text: str, size: int, ink: Colour, ground: Colour, *, align: str = "centre",
             min_size: int | None = None) -> None:
        """``text`` in ``box`` (centred, or "left"), shrunk down to
        ``min_size`` to fit, cut with ".." only when even that is too wide.
        The glyphs are laid out once per process (``glyph_mask``) and pasted
        through their own mask, so they sit on whatever ground is there."""
        shown, size, (dx, dy), mask = glyph_mask(text, size, min_size or size, box[2] - box[0], box[3] - box[1],
                                                 align)
        x, y = box[0] + dx, box[1] + dy
        if mask.width and mask.height:
            self.image.paste(ink, (x, y, x + mask.width, y + mask.height), mask)
        self.parts.append(Mark("text", box, ink, ground, text, shown, size, (x, y, x + mask.width, y + mask.height)))

    def mark(self, box: Box, ink: Colour, ground: Colour) -> None:
        """Record a mark already drawn in ``box`` (a suit shape, a frame, a badge)."""
        self.parts.append(Mark("mark", box, ink, ground))

    def shape(self, name: str, box: Box, ink: Colour, ground: Colour, outline: Colour | None = None) -> None:
        shape(self.draw, name, box, ink, outline, ground=ground)
        self.mark(box, ink, ground)

    def paste(self, tile: Drawn, xy: tuple[int, int]) -> None:
        self.image.paste(tile.image, xy)
        self.parts.append((tile, xy[0], xy[1]))

    def done(self) -> Drawn:
        return Drawn(self.image, tuple(self.parts))
