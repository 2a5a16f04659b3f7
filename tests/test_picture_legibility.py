"""Every picture kind, at the width Discord shows it, is legible: capitals at
least 9 px high, text contrast >= 4.5 and marks >= 3 against their ground (as
drawn, in the pixels), no text cut or outside its box. The helpers
(tests/legibility.py) are first shown to catch the bugs they are for."""

from __future__ import annotations

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
