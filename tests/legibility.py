"""Legibility of a picture as Discord shows it, measured on the picture itself.

A renderer returns a ``drawing.Drawn``: the RGB image and the marks it drew
(every line of text with its box, font size and colours; every mark that
carries meaning, such as a suit shape or a trump frame). ``problems`` scales
them to the width Discord shows (400 px) and checks, on the encoded PNG's
pixels (what players get):

* text: capital height in displayed pixels (>= 9), contrast of ink against
  ground (WCAG, >= 4.5), both as declared and as found in the pixels (the
  ground around the glyphs, the strongest ink within them), and no clipping
  (the text shown whole, its glyphs inside its box and inside the picture);
* marks: contrast of ink against ground (>= 3), and both colours present in
  the mark's box.
"""

from __future__ import annotations

import io
from collections import Counter
from typing import Iterable

from PIL import Image

from cogs.present import drawing
from cogs.present.glyphs import drawable
from cogs.present.drawing import Drawn, Mark

DISPLAY_WIDTH = 400
MIN_CAP = 9.0
TEXT_CONTRAST = 4.5
MARK_CONTRAST = 3.0

Colour = tuple[int, int, int]


def luminance(colour: Colour) -> float:
    """WCAG 2 relative luminance."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: Colour, b: Colour) -> float:
    """WCAG 2 contrast ratio, 1..21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def cap_height(size: int) -> int:
    """Height in pixels of a capital (and a digit) in the project's font at ``size``."""
    box = drawing.font(size).getbbox("H")
    return box[3] - box[1]


def displayed_cap(mark: Mark, width: int, display_width: int = DISPLAY_WIDTH) -> float:
    return cap_height(mark.size) * display_width / width


def _close(a: Colour, b: Colour, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def as_shown(drawn: Drawn) -> Image.Image:
    """The picture as a player receives it: through the PNG encoder, back to RGB."""
    return Image.open(io.BytesIO(drawing.encode(drawn.image))).convert("RGB")


def _inside(inner, outer) -> bool:
    return inner[0] >= outer[0] and inner[1] >= outer[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


def _pixels(image: Image.Image, box) -> list[Colour]:
    box = (max(0, box[0]), max(0, box[1]), min(image.width, box[2]), min(image.height, box[3]))
    if box[2] <= box[0] or box[3] <= box[1]:
        return []
    return list(image.crop(box).get_flattened_data())


def _ring(image: Image.Image, box) -> list[Colour]:
    """The pixels just outside ``box`` (one pixel wide)."""
    x0, y0, x1, y1 = box[0] - 1, box[1] - 1, box[2] + 1, box[3] + 1
    return (_pixels(image, (x0, y0, x1, y0 + 1)) + _pixels(image, (x0, y1 - 1, x1, y1))
            + _pixels(image, (x0, y0, x0 + 1, y1)) + _pixels(image, (x1 - 1, y0, x1, y1)))


def text_problems(mark: Mark, image: Image.Image, width: int, *, display_width: int = DISPLAY_WIDTH,
                  min_cap: float = MIN_CAP, min_contrast: float = TEXT_CONTRAST) -> list[str]:
    name = repr(mark.text)
    out = []
    cap = displayed_cap(mark, width, display_width)
    if cap < min_cap:
        out.append(f"{name}: capitals {cap:.1f} px high at {display_width} px (< {min_cap})")
    if mark.shown != drawable(mark.text):  # a letter the face lacks is spelt out, not cut
        out.append(f"{name}: cut to {mark.shown!r}")
    assert mark.drawn is not None
    if not _inside(mark.drawn, mark.box):
        out.append(f"{name}: glyphs {mark.drawn} outside their box {mark.box}")
    if not _inside(mark.drawn, (0, 0, image.width, image.height)):
        out.append(f"{name}: glyphs {mark.drawn} outside the picture {image.size}")
    declared = contrast(mark.ink, mark.ground)
    if declared < min_contrast:
        out.append(f"{name}: ink {mark.ink} on {mark.ground}: contrast {declared:.2f} (< {min_contrast})")
    ring = _ring(image, mark.drawn)
    glyphs = _pixels(image, mark.drawn)
    if ring and glyphs:
        ground = Counter(ring).most_common(1)[0][0]
        if not _close(ground, mark.ground):
            out.append(f"{name}: drawn on {ground}, not on {mark.ground}")
        strongest = max(contrast(p, ground) for p in glyphs)
        if strongest < min_contrast:
            out.append(f"{name}: strongest ink in the pixels has contrast {strongest:.2f} (< {min_contrast})")
    return out


def mark_problems(mark: Mark, image: Image.Image, *, min_contrast: float = MARK_CONTRAST) -> list[str]:
    name = f"mark at {mark.box}"
    out = []
    declared = contrast(mark.ink, mark.ground)
    if declared < min_contrast:
        out.append(f"{name}: {mark.ink} on {mark.ground}: contrast {declared:.2f} (< {min_contrast})")
    pixels = set(_pixels(image, mark.box))
    for role, colour in (("ink", mark.ink), ("ground", mark.ground)):
        if not any(_close(p, colour) for p in pixels):
            out.append(f"{name}: its {role} {colour} is nowhere in the box")
    return out


def problems(drawn: Drawn, *, display_width: int = DISPLAY_WIDTH, min_cap: float = MIN_CAP) -> list[str]:
    """Everything a player at ``display_width`` would find hard to read; [] when none."""
    image = as_shown(drawn)
    width = drawn.image.width
    out: list[str] = []
    if not drawn.marks:
        out.append("no text or mark recorded")
    for mark in drawn.marks:
        if mark.kind == "text":
            out += text_problems(mark, image, width, display_width=display_width, min_cap=min_cap)
        else:
            out += mark_problems(mark, image)
    return out


def texts(drawn: Drawn) -> list[str]:
    return [m.text for m in drawn.marks if m.kind == "text"]


def marks_in(drawn: Drawn, box) -> Iterable[Mark]:
    return (m for m in drawn.marks if _inside(m.box, box))


def sketch_of(draw) -> Drawn:
    """What a presenter's drawing function (a partial over ``draw_x``) draws,
    with its marks: the ``sketch_x`` beside it in the same module, over the
    same arguments."""
    import importlib

    module = importlib.import_module(draw.func.__module__)
    sketch = getattr(module, draw.func.__name__.replace("draw_", "sketch_", 1))
    return sketch(*draw.args, **draw.keywords)
