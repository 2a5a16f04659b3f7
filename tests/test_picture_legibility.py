"""Every picture kind, at the width Discord shows it, is legible: capitals at
least 9 px high, text contrast >= 4.5 and marks >= 3 against their ground (as
drawn, in the pixels), no text cut or outside its box. The helpers
(tests/legibility.py) are first shown to catch the bugs they are for."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bench import gallery
from cogs.present import drawing
from cogs.present.drawing import BACKGROUND, DARK_INK, EDGE, GOLD, WHITE, YELLOW, Canvas
from tests import legibility


# -- the helpers catch what they are for ---------------------------------------

def test_contrast_is_wcag():
    assert round(legibility.contrast((0, 0, 0), (255, 255, 255)), 1) == 21.0
    assert legibility.contrast(WHITE, WHITE) == 1.0
    assert legibility.contrast(GOLD, YELLOW) < 1.5


def test_a_gold_frame_on_a_yellow_card_fails_and_a_dark_frame_passes():
    for frame, fails in ((GOLD, True), (EDGE, False)):
        canvas = Canvas((200, 160))
        box = (20, 20, 120, 150)
        drawing.card_shape(canvas.draw, box, YELLOW, frame=frame)
        canvas.mark((box[0], box[1], box[2], box[1] + 12), frame, YELLOW)
        canvas.text((30, 60, 110, 100), "7", 36, DARK_INK, YELLOW)
        found = legibility.problems(canvas.done())
        assert bool(found) == fails, found
        if fails:
            assert all("contrast" in p for p in found)


def test_a_cut_name_fails():
    canvas = Canvas((400, 60))
    canvas.text((10, 10, 80, 40), "astronaut dream", 16, WHITE, BACKGROUND)
    found = legibility.problems(canvas.done())
    assert any("cut to" in p for p in found), found
    canvas = Canvas((400, 60))
    canvas.text((10, 10, 300, 40), "astronaut dream", 16, WHITE, BACKGROUND)
    assert legibility.problems(canvas.done()) == []


def test_small_text_fails_once_the_picture_is_shrunk_to_400_px():
    canvas = Canvas((800, 60))
    canvas.text((10, 10, 300, 40), "red 7", 16, WHITE, BACKGROUND)
    found = legibility.problems(canvas.done())
    assert any("capitals" in p for p in found), found  # 11 px at 800 wide: 5.5 px shown


def test_text_drawn_over_a_ground_other_than_declared_fails():
    canvas = Canvas((400, 60))
    canvas.draw.rectangle((0, 0, 400, 60), fill=YELLOW)  # the renderer says BACKGROUND, draws on yellow
    canvas.text((10, 10, 300, 40), "bob", 18, WHITE, BACKGROUND)
    found = legibility.problems(canvas.done())
    assert any("drawn on" in p for p in found) and any("strongest ink" in p for p in found), found


def test_a_mark_whose_colour_is_not_drawn_fails():
    canvas = Canvas((100, 100))
    canvas.mark((10, 10, 40, 40), WHITE, BACKGROUND)  # recorded, never drawn
    assert any("nowhere" in p for p in legibility.problems(canvas.done()))
    canvas = Canvas((100, 100))
    canvas.shape("star", (10, 10, 40, 40), WHITE, BACKGROUND)
    assert legibility.problems(canvas.done()) == []


def test_suits_differ_by_shape():
    assert len(set(drawing.SUIT_SHAPE.values())) == len(drawing.SUIT_SHAPE) == 4
    assert set(drawing.SUIT_SHAPE) == set(drawing.SUIT_FILL)
    for suit, fill in drawing.SUIT_FILL.items():  # card text reads on every suit and on its sunk (dimmed) colour
        assert legibility.contrast(drawing.ink_on(fill), fill) >= 4.5, suit
        assert legibility.contrast(WHITE, drawing.DIM[fill]) >= 4.5, suit


# -- every picture kind of Somnia and Traumland ------------------------------------


OWN = ("somnia", "traumland")
KINDS = [k for k in gallery.kinds() if k.name.startswith(OWN)]


def test_every_kind_is_in_the_gallery():
    names = {k.name for k in KINDS}
    assert {"somnia-hand", "somnia-hand-nightmare", "somnia-trick", "somnia-trick-nightmare", "somnia-trick-taken",
            "traumland-hand", "traumland-table", "traumland-table-lead"} <= names


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_legible_at_400_px(kind):
    drawn = legibility.sketch_of(kind.draw)
    # the sketch is the picture the painter sends, pixel for pixel once encoded
    sent = Image.open(io.BytesIO(kind.draw())).convert("RGB")
    assert sent.tobytes() == legibility.as_shown(drawn).tobytes()
    assert legibility.problems(drawn) == []


def _kind(name):
    return next(k for k in KINDS if k.name == name)


def test_the_nightmare_hand_shows_points_and_promoted_ranks():
    drawn = legibility.sketch_of(_kind("somnia-hand-nightmare").draw)
    words = legibility.texts(drawn)
    # the yellow 5 and 7: printed ranks, trump ranks 11 and 12, points 13 and 20; the yellow 10 a plain trump
    for text in ("5", "7", "11", "12", "13", "20", "trump"):
        assert text in words, text
    frames = [m for m in drawn.marks if m.kind == "mark" and m.ground == YELLOW and m.ink == EDGE
              and m.box[3] - m.box[1] == 9]
    assert len(frames) == 3  # the yellow 10, 5 and 7 framed; dark on yellow reads (contrast 11)
    # trumps sorted by trump rank: the 10, then the 5 (11), then the 7 (12), after the other suits
    ranks = [m.text for m in drawn.marks if m.kind == "text" and m.size == 30]
    assert ranks[-3:] == ["10", "5", "7"]


def test_the_trick_says_who_is_winning():
    drawn = legibility.sketch_of(_kind("somnia-trick-nightmare").draw)
    words = legibility.texts(drawn)
    assert "winning" in words and "yellow" in words
    gold_names = [m.text for m in drawn.marks if m.kind == "text" and m.ink == drawing.GOLD and m.ground == BACKGROUND]
    assert gold_names == ["Brunhilde"]  # who led the Nightmare 7 (ranks 12), winning so far
    assert "took it" in legibility.texts(legibility.sketch_of(_kind("somnia-trick-taken").draw))


def test_the_real_pictures_fail_when_the_trump_frame_is_gold_or_a_name_is_cut(monkeypatch):
    from cogs.present import card_images, somnia_images

    kind = _kind("somnia-hand-nightmare")
    card_images.face_tile.cache_clear()
    monkeypatch.setattr(card_images, "EDGE", GOLD)  # the old trump frame: gold, also on the yellow cards
    try:
        found = legibility.problems(legibility.sketch_of(kind.draw))
    finally:
        monkeypatch.undo()
        card_images.face_tile.cache_clear()
    assert any("(255, 200, 60) on (241, 196, 15)" in p for p in found), found
    assert legibility.problems(legibility.sketch_of(kind.draw)) == []
    title, slots, *rest = _kind("somnia-trick").draw.args
    long = (("astronaut-of-the-deep", slots[0][1]),) + tuple(slots[1:])
    found = legibility.problems(somnia_images.sketch_trick(title, long, *rest))
    assert any("cut to" in p for p in found), found
