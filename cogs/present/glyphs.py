"""The face every picture is drawn in, and what stands in for a letter it lacks.

Players are named in any script. The pictures draw in Noto Sans (the
``fontpkg-noto-sans`` package: Latin, Latin Extended, Greek, Cyrillic and
Vietnamese, OFL), so "Jürgen Müller", "Сергей" and "Zoë" are drawn as typed.
A character the face has no glyph for (Japanese, Chinese, Korean, emoji) would
be drawn as the face's empty box, so it is spelt in Latin letters instead
(``anyascii``: "たろう" -> "tarou", "🐉" -> ":dragon:"), or as "?" when
there is no spelling. A CJK face to draw those too weighs 10-20 MB a weight;
docs/platform.md says why the pictures spell them instead.

Layout is Pillow's basic engine: the same glyph positions on every machine
(the complex-script engine depends on libraqm being present), and the
scripts the face covers need no shaping.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

import fontpkg_noto_sans  # type: ignore[import-untyped]  # a font package: no stubs
from anyascii import anyascii
from PIL import ImageFont

FACE: Path = Path(fontpkg_noto_sans.ROOT) / "files" / "NotoSans[wdth,wght].ttf"
MISSING = "?"  # a visible character with neither a glyph nor a spelling
_PROBE_SIZE = 32
# A private-use code point no font of ours maps: what the face draws for a
# character it lacks (its .notdef glyph).
_UNMAPPED = "\U0010fffd"


# The variable face's axes, in its order (weight, width). Semi-condensed (its
# named width 87.5) sets a line as wide as Pillow's bundled face did, which the
# pictures' boxes were measured for, with capitals a pixel taller.
WEIGHT = 400
WIDTH = 87.5


@lru_cache(maxsize=32)
def face(size: int) -> ImageFont.FreeTypeFont:
    """Noto Sans SemiCondensed Regular at ``size`` pixels."""
    font = ImageFont.truetype(str(FACE), size, layout_engine=ImageFont.Layout.BASIC)
    font.set_variation_by_axes([WEIGHT, WIDTH])
    return font


# How the face draws one character: its box, advance and mask.
Drawing = tuple[tuple[float, float, float, float], float, bytes]


def _drawing(ch: str) -> Drawing:
    probe = face(_PROBE_SIZE)
    return probe.getbbox(ch), probe.getlength(ch), bytes(probe.getmask(ch))


@lru_cache(maxsize=1)
def _notdef() -> Drawing:
    return _drawing(_UNMAPPED)


@lru_cache(maxsize=4096)
def has_glyph(ch: str) -> bool:
    """Whether the face draws ``ch`` as itself rather than as its missing-glyph box."""
    return _drawing(ch) != _notdef()


def _stand_in(ch: str) -> str:
    spelt = anyascii(ch)
    if spelt:
        return spelt
    # no spelling: an invisible joiner, selector or modifier goes, a letter shows as "?"
    return "" if unicodedata.category(ch) in ("Cf", "Mn", "Me", "Sk") or "\ufe00" <= ch <= "\ufe0f" else MISSING


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """``text`` as the pictures draw it: composed (NFC, so "e" + a combining
    diaeresis is the face's "ë"), every character the face lacks replaced by
    its Latin spelling, or by "?"."""
    text = unicodedata.normalize("NFC", text)
    if text.isascii() and text.isprintable():
        return text
    return "".join(ch if has_glyph(ch) else _stand_in(ch) for ch in text)
