"""Names in pictures: every game's pictures draw "Jürgen Müller", "Сергей" and
"Zoë" as typed, and a Japanese name or an emoji spelt in Latin letters, with
no missing-glyph box anywhere (issue 26).

A box is found on the glyphs themselves: a character drawn exactly as the
face draws a code point it cannot have (its .notdef glyph) is a box. The
finder is first shown to catch the bug it is for, on Pillow's bundled face
the pictures used before."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageFont

from bench import gallery
from cogs.present import drawing, glyphs
from cogs.present.drawing import BACKGROUND, WHITE, Canvas
from tests import legibility

NAMES = ["Jürgen Müller", "Сергей", "Zoë", "たろう", "Ἀθηνᾶ", "eve", "fritz", "gil", "hal", "ivy", "jo", "kai"]
GAME_PREFIXES = ("somnia-", "traumland-", "somnikum-", "darkly_dreaming-", "somna-")


def _drawing(font, ch: str):
    return font.getbbox(ch), font.getlength(ch), bytes(font.getmask(ch))


def boxes(text: str, font) -> list[str]:
    """The characters of ``text`` that ``font`` draws as its missing-glyph box."""
    notdef = _drawing(font, "\U000f0000")  # a private-use code point no face maps
    return [ch for ch in dict.fromkeys(text) if not ch.isspace() and _drawing(font, ch) == notdef]


def test_the_old_bundled_face_draws_boxes_for_these_names():
    old = ImageFont.load_default(size=20)
    assert boxes("Сергей", old) == ["С", "е", "р", "г", "й"]
    assert set(boxes("Jürgen Müller Zoë Сергей", old)) >= {"ü", "ë", "С"}
    assert boxes("Jurgen Muller", old) == []


def test_the_face_draws_latin_greek_and_cyrillic_and_lacks_cjk_and_emoji():
    face = drawing.font(20)
    assert boxes("Jürgen Müller Сергей Zoë ßéÆœŁłŠžŐű Ἀθηνᾶ ЁЖЩЪЯ ґєії", face) == []
    assert boxes("たろう太郎김🐉", face) == list("たろう太郎김🐉")
    assert all(glyphs.has_glyph(ch) for ch in "üСëßλ") and not any(glyphs.has_glyph(ch) for ch in "た太🐉")


@pytest.mark.parametrize("name, drawn", [
    ("Jürgen Müller", "Jürgen Müller"), ("Сергей", "Сергей"), ("Zoe\u0308", "Zoë"),  # a combining mark composed
    ("たろう", "tarou"), ("太郎", "TaiLang"), ("🐉 Drake", ":dragon: Drake"), ("❤\ufe0f", ":heart:"),
])
def test_a_name_is_drawn_as_typed_or_spelt_never_as_a_box(name, drawn):
    canvas = Canvas((400, 40))
    canvas.text((4, 4, 396, 36), name, 18, WHITE, BACKGROUND, align="left")
    mark = canvas.done().marks[0]
    assert mark.shown == drawn == glyphs.drawable(name)
    assert boxes(mark.shown, drawing.font(mark.size)) == []
    assert legibility.problems(canvas.done()) == []


@pytest.fixture(scope="module")
def named_kinds():
    original = list(gallery.NAMES)
    gallery.NAMES[:] = NAMES
    try:
        yield [k for k in gallery.kinds() if k.name.startswith(GAME_PREFIXES)]
    finally:
        gallery.NAMES[:] = original


def test_every_game_has_pictures_with_the_names(named_kinds):
    for prefix in GAME_PREFIXES:
        shown = " ".join(m.shown for k in named_kinds if k.name.startswith(prefix)
                         for m in legibility.sketch_of(k.draw).marks if m.kind == "text")
        # Traumland's track has room for "Jürgen Mül.." (cut as every long name is); the rest draw it whole
        for name in ("Jürgen Mü", "Сергей", "Zoë"):
            assert name in shown, (prefix, name, shown)


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
def test_no_picture_draws_a_box_and_every_name_reads_at_400_px(named_kinds):
    for kind in named_kinds:
        drawn = legibility.sketch_of(kind.draw)
        sent = Image.open(io.BytesIO(kind.draw())).convert("RGB")
        assert sent.tobytes() == legibility.as_shown(drawn).tobytes(), kind.name  # the sketch is what is sent
        for mark in drawn.marks:
            if mark.kind == "text":
                assert boxes(mark.shown, drawing.font(mark.size)) == [], (kind.name, mark.shown)
                assert "たろう" not in mark.shown
        found = [p for p in legibility.problems(drawn) if ": cut to " not in p]
        assert found == [], (kind.name, found)
        for problem in legibility.problems(drawn):  # a cut name keeps its first nine letters
            if ": cut to " in problem:
                assert problem.startswith("'Jürgen Müller': cut to 'Jürgen Mü"), (kind.name, problem)
