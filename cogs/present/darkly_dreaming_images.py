"""Darkly Dreaming as a picture (Pillow): this turn's dice, then every
dreamer card with its piles drawn against their limits, so "how close am I
to being hunted?" reads at a glance.

Dream types read by shape as well as colour (colour-blind safe): Depths a
blue circle, Envy a green diamond, Cages a violet square, Primeval a red
triangle; each mark has a white rim so it stands off the ground. A die is a
white face with its pips, the type's mark under it and the result in words.

``compose(public, names)`` draws the board from the public view (everything
in Darkly Dreaming but the deck order is public) and the names, in RGB: the
reference, and what ``sketch_board`` reads marks from. ``draw_board``, what
the painter's threads run, makes the same PNG from horizontal bands mapped
onto the palette once and cached by what they show (see "the board from
bands" below).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from PIL import Image, ImageDraw

from .drawing import (
    Colour,
    BACKGROUND,
    BLUE,
    DIMMED,
    EDGE,
    GOLD,
    GREEN,
    MUTED,
    NAME_INK,
    RED,
    TITLE_INK,
    VIOLET,
    WHITE,
    Canvas,
    Drawn,
    encode_paletted,
    fit,
    font,
    paletted,
    paletted_canvas,
    shape,
)

# Public view keys the picture depends on.
KEYS = ("current", "turn", "sleep_marker", "piles", "points", "status", "nightmare", "deck_size", "last_rolls",
        "danger", "limits", "goal", "final_round", "over")

WIDTH = 640
MARGIN = 10
TEXT = 22  # the smallest text: capitals 9 px at Discord's 400
TYPE_FILL = {"D": BLUE, "E": GREEN, "C": VIOLET, "P": RED}
TYPE_SHAPE = {"D": "circle", "E": "diamond", "C": "square", "P": "triangle"}
TYPE_NAME = {"D": "Depths", "E": "Envy", "C": "Cages", "P": "Primeval"}
RESULT_SHORT: dict[str | None, str] = {"1pt": "+1", "2pt": "+2", "exhaust": "exhaust", "hunt": "hunt",
                                       "shadow": "shadow"}
DIE = 56
DIE_STEP = 88
DICE_SHOWN = 7
DICE_HEAD = 34  # the row's label
DICE_H = DIE + 64  # a die's column: face, mark, result
NO_DICE_H = 40
TITLE_H = 84  # the title strip: title and goal line
CARD_W = WIDTH - 2 * MARGIN
CARD_H = 170
NIGHTMARE_H = 96
PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)], 4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)], 6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


def _box(cx: float, cy: float, r: float) -> tuple[int, int, int, int]:
    return (round(cx - r), round(cy - r), round(cx + r), round(cy + r))


def type_mark(c: Canvas, kind: str | None, cx: float, cy: float, r: float, ground: Colour = BACKGROUND) -> None:
    """A dream type's mark with a white rim; a hollow circle for a place still empty."""
    if kind is None:
        c.draw.ellipse(_box(cx, cy, r), outline=MUTED, width=2)
        c.mark(_box(cx, cy, r), MUTED, ground)
        return
    shape(c.draw, TYPE_SHAPE.get(kind, "circle"), _box(cx, cy, r), TYPE_FILL.get(kind, MUTED), WHITE, width=2)
    c.mark(_box(cx, cy, r), WHITE, ground)


def die(c: Canvas, x: int, y: int, value: int) -> None:
    c.draw.rounded_rectangle((x, y, x + DIE, y + DIE), radius=10, fill=WHITE, outline=EDGE, width=2)
    c.mark((x, y, x + DIE, y + DIE), WHITE, BACKGROUND)
    cell = DIE // 4
    for col, row in PIPS.get(value, []):
        cx, cy = x + cell * (col + 1), y + cell * (row + 1)
        c.draw.ellipse(_box(cx, cy, 5), fill=EDGE)


def _dice_shown(rolls: Sequence[Mapping[str, Any]]) -> tuple[list[Mapping[str, Any]], int]:
    """The rolls the row shows (the last ``DICE_SHOWN``) and how many earlier ones it leaves out."""
    shown = list(rolls)[-DICE_SHOWN:]
    return shown, len(rolls) - len(shown)


def _dice_head(c: Canvas, top: int, earlier: int, empty: bool) -> int:
    """The row's label (and "No die rolled yet"); returns where the dice go."""
    label = "Dice this turn" + (f" ({earlier} earlier not shown)" if earlier else "")
    c.text((MARGIN, top, WIDTH - MARGIN, top + 30), label, TEXT, TITLE_INK, BACKGROUND, align="left")
    top += DICE_HEAD
    if empty:
        c.text((MARGIN, top, WIDTH - MARGIN, top + 30), "No die rolled yet", TEXT, MUTED, BACKGROUND, align="left")
    return top


def _roll(c: Canvas, x: int, top: int, roll: Mapping[str, Any]) -> None:
    """One die's column: its face, its dream's mark, its result; it keeps to
    ``x - 2 .. x + DIE_STEP - 2`` (the next column starts there)."""
    die(c, x + (DIE_STEP - 8 - DIE) // 2, top, int(roll.get("die") or 0))
    type_mark(c, roll.get("dream"), x + (DIE_STEP - 8) / 2, top + DIE + 16, 11)
    c.text((x - 2, top + DIE + 30, x + DIE_STEP - 2, top + DIE + 58), RESULT_SHORT.get(roll.get("result"), "?"),
           TEXT, NAME_INK, BACKGROUND)


def _dice(c: Canvas, top: int, rolls: Sequence[Mapping[str, Any]]) -> int:
    shown = list(rolls)[-DICE_SHOWN:]  # read here as well: the reference for ``_dice_shown``
    top = _dice_head(c, top, len(rolls) - len(shown), not shown)
    if not shown:
        return top + NO_DICE_H
    for i, roll in enumerate(shown):
        _roll(c, MARGIN + i * DIE_STEP, top, roll)
    return top + DICE_H


def _track(c: Canvas, x: int, y: int, label: str, marks: Sequence[str | None], limit: int, note: str = "") -> None:
    c.text((x, y, x + 100, y + 30), label, TEXT, NAME_INK, BACKGROUND, align="left")
    places = max(limit, len(marks))
    for i in range(places):
        type_mark(c, marks[i] if i < len(marks) else None, x + 114 + i * 30, y + 15, 11)
    near = bool(limit) and len(marks) >= limit - 1  # one more and the limit strikes
    nx = x + 108 + places * 30
    c.text((nx, y, x + CARD_W - 28, y + 30), f"{len(marks)} of {limit}" + (f", {note}" if note else ""), TEXT,
           GOLD if near else NAME_INK, BACKGROUND, align="left")


class CardFace(NamedTuple):
    """What a dreamer card shows, read from the public view (hashable: the
    card's and its rows' cache key). A Nightmare's or an out dreamer's card
    shows no piles: they are left empty here."""

    current: bool  # the seat to play (a gold frame and pointer)
    points: int
    status: str
    nightmare: str | None
    hunt: tuple[str | None, ...]
    hunt_limit: int
    exhaust: tuple[str | None, ...]
    exhaust_limit: int
    face_down: int
    shadow: tuple[int, ...]  # Depths, Envy, Cages, Primeval
    shadow_limit: int


SHADOW_ORDER = ("D", "E", "C", "P")


def card_face(public: Mapping[str, Any], seat: int) -> CardFace:
    """What ``seat``'s card shows (``_card`` reads the same from the view)."""
    current = public.get("current") == seat and not public.get("over")
    points = (public.get("points") or [0] * (seat + 1))[seat]
    status = (public.get("status") or ["dreamer"] * (seat + 1))[seat]
    kind = (public.get("nightmare") or [None] * (seat + 1))[seat]
    if status in ("nightmare", "out"):
        return CardFace(current, points, status, kind, (), 0, (), 0, 0, (), 0)
    piles = (public.get("piles") or [{}] * (seat + 1))[seat]
    limits = public.get("limits") or {}
    danger = (public.get("danger") or [{}] * (seat + 1))[seat] or {}
    exhaust = piles.get("exhaust") or []
    shadow = piles.get("shadow") or {}
    return CardFace(current, points, status, kind, tuple(piles.get("hunt") or []),
                    int(danger.get("hunt_limit", limits.get("hunt", 4))), tuple(e.get("dream") for e in exhaust),
                    int(danger.get("exhaust_limit", limits.get("exhaust", 3))),
                    sum(1 for e in exhaust if e.get("face_down")), tuple(int(shadow.get(t, 0)) for t in SHADOW_ORDER),
                    int(danger.get("shadow_limit", limits.get("shadow", 3))))


# A card is drawn row by row, each row a function of the card's top left
# corner and of only the data it shows; ``_rows`` says which rows a card has
# and which band of the card (top, bottom) each keeps to, its part of the
# frame included (``_paletted_row`` draws that part under it). A roll mostly
# changes one row of one card (the points, or one pile).

def _frame(c: Canvas, x: int, y: int, h: int, current: bool) -> None:
    c.draw.rounded_rectangle((x, y, x + CARD_W, y + h), radius=12, fill=BACKGROUND,
                             outline=GOLD if current else DIMMED, width=4 if current else 2)


_PROBE = ImageDraw.Draw(Image.new("L", (1, 1)))  # measures text; draws nothing


@lru_cache(maxsize=256)
def _fitted(name: str, width: int) -> str:
    """A dreamer's name cut to ``width`` (a long name takes a measure per letter cut)."""
    return fit(_PROBE, name, font(26), width)


def _head(c: Canvas, x: int, y: int, current: bool, name: str, points: int) -> None:
    nx = x + 14
    if current:
        c.draw.polygon([(nx, y + 12), (nx + 16, y + 24), (nx, y + 36)], fill=GOLD)
        c.mark((nx, y + 12, nx + 16, y + 36), GOLD, BACKGROUND)
        nx += 24
    c.text((nx, y + 8, x + 330, y + 40), _fitted(name, x + 330 - nx), 26, TITLE_INK, BACKGROUND, align="left")
    c.text((x + 340, y + 8, x + CARD_W - 14, y + 40), f"{points} points", 26, GOLD, BACKGROUND, align="left")


def _state(c: Canvas, x: int, y: int, status: str, kind: str | None) -> None:
    words = {"nightmare": f"Nightmare of {TYPE_NAME.get(kind or '', '?')}", "comatose": "comatose: misses a turn",
             "out": "out of the game"}.get(status, "dreamer")
    c.text((x + 14, y + 42, x + CARD_W - 14, y + 70), words, TEXT, MUTED if status == "dreamer" else NAME_INK,
           BACKGROUND, align="left")
    if status == "nightmare":
        type_mark(c, kind, x + 24, y + 80, 11)
        c.text((x + 42, y + 66, x + CARD_W - 14, y + 94), f"takes every {TYPE_NAME.get(kind or '', '?')} shadow",
               TEXT, NAME_INK, BACKGROUND, align="left")


def _hunt(c: Canvas, x: int, y: int, marks: Sequence[str | None], limit: int) -> None:
    _track(c, x + 14, y + 72, "hunt", marks, limit)


def _exhaust(c: Canvas, x: int, y: int, marks: Sequence[str | None], limit: int, down: int) -> None:
    _track(c, x + 14, y + 104, "exhaust", marks, limit, f"{down} face down")


def _shadows(c: Canvas, x: int, y: int, counts: Sequence[int], limit: int) -> None:
    ty = y + 136
    c.text((x + 14, ty, x + 110, ty + 30), "shadow", TEXT, NAME_INK, BACKGROUND, align="left")
    for i, (t, n) in enumerate(zip(SHADOW_ORDER, counts)):
        sx = x + 128 + i * 60
        type_mark(c, t, sx, ty + 15, 11)
        c.text((sx + 16, ty, sx + 48, ty + 30), str(n), TEXT, GOLD if n >= limit - 1 else NAME_INK, BACKGROUND,
               align="left")
    c.text((x + 372, ty, x + CARD_W - 14, ty + 30), f"Nightmare at {limit}", TEXT, MUTED, BACKGROUND, align="left")


Row = tuple[int, int, Callable[..., None], tuple[Any, ...]]


def _rows(face: CardFace, name: str) -> list[Row]:
    """(top, bottom, draw, data) per row of the card with its margin under it,
    top to bottom, covering it whole."""
    bottom = _height(face.status) + MARGIN
    rows: list[Row] = [(0, 42, _head, (face.current, name, face.points))]
    if face.status in ("nightmare", "out"):
        return rows + [(42, bottom, _state, (face.status, face.nightmare))]
    return rows + [(42, 72, _state, (face.status, face.nightmare)),
                   (72, 104, _hunt, (face.hunt, face.hunt_limit)),
                   (104, 136, _exhaust, (face.exhaust, face.exhaust_limit, face.face_down)),
                   (136, bottom, _shadows, (face.shadow, face.shadow_limit))]


def _card(c: Canvas, x: int, y: int, h: int, seat: int, public: Mapping[str, Any], name: str) -> None:
    """The card read straight from the public view: the reference the board
    from rows (``card_face``, ``_rows``) is checked against, so it shares
    their drawing but not their reading."""
    current = public.get("current") == seat and not public.get("over")
    _frame(c, x, y, h, current)
    points = (public.get("points") or [0] * (seat + 1))[seat]
    status = (public.get("status") or ["dreamer"] * (seat + 1))[seat]
    kind = (public.get("nightmare") or [None] * (seat + 1))[seat]
    _head(c, x, y, current, name, points)
    _state(c, x, y, status, kind)
    if status in ("nightmare", "out"):
        return
    piles = (public.get("piles") or [{}] * (seat + 1))[seat]
    limits = public.get("limits") or {}
    danger = (public.get("danger") or [{}] * (seat + 1))[seat] or {}
    _hunt(c, x, y, list(piles.get("hunt") or []), int(danger.get("hunt_limit", limits.get("hunt", 4))))
    exhaust = piles.get("exhaust") or []
    _exhaust(c, x, y, [e.get("dream") for e in exhaust], int(danger.get("exhaust_limit", limits.get("exhaust", 3))),
             sum(1 for e in exhaust if e.get("face_down")))
    shadow = piles.get("shadow") or {}
    _shadows(c, x, y, [int(shadow.get(t, 0)) for t in SHADOW_ORDER],
             int(danger.get("shadow_limit", limits.get("shadow", 3))))


def _height(status: str) -> int:
    return NIGHTMARE_H if status in ("nightmare", "out") else CARD_H


def _headline(public: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str]:
    """The title strip's two lines: whose turn (or the end), then the goal and the deck."""
    statuses = list(public.get("status") or ["dreamer"] * len(names))
    current = public.get("current")
    who = names[current] if isinstance(current, int) and current < len(names) else "?"
    if public.get("over"):
        title = "The game is over"
    elif isinstance(current, int) and current < len(statuses) and statuses[current] == "nightmare":
        title = f"Turn {public.get('turn', 1)}: {who} haunts a dreamer"
    else:
        title = f"Turn {public.get('turn', 1)}: {who}, sleep marker {public.get('sleep_marker')}"
    line = f"Goal {public.get('goal', 15)} points, deck {public.get('deck_size', 0)} dreams"
    if public.get("final_round") and not public.get("over"):
        line += ", final round"
    return title, line


def _title(c: Canvas, title: str, line: str) -> None:
    c.text((MARGIN, 8, WIDTH - MARGIN, 44), title, 28, TITLE_INK, BACKGROUND, align="left", min_size=TEXT)
    c.text((MARGIN, 46, WIDTH - MARGIN, 76), line, TEXT, MUTED, BACKGROUND, align="left")


def _statuses(public: Mapping[str, Any], players: int) -> list[str]:
    statuses = list(public.get("status") or ["dreamer"] * players)
    return [statuses[seat] if seat < len(statuses) else "dreamer" for seat in range(players)]


def _size(statuses: Sequence[str]) -> tuple[int, int]:
    return WIDTH, TITLE_H + DICE_HEAD + DICE_H + sum(_height(st) + MARGIN for st in statuses) + 4


def compose(public: Mapping[str, Any], names: Sequence[str]) -> Drawn:
    """The whole board drawn in RGB: the reference ``draw_board``'s bands must match."""
    statuses = _statuses(public, len(names))
    c = Canvas(_size(statuses), BACKGROUND)
    _title(c, *_headline(public, names))
    y = _dice(c, TITLE_H, public.get("last_rolls") or [])
    for seat, status in enumerate(statuses):
        h = _height(status)
        _card(c, MARGIN, y, h, seat, public, names[seat])
        y += h + MARGIN
    return c.done()


def sketch_board(public_json: str, names: tuple[str, ...]) -> Drawn:
    """The picture with its record of text and marks (the legibility test)."""
    return compose(json.loads(public_json), names)


# -- the board from bands ------------------------------------------------------
# ``draw_board`` pastes horizontal bands, each drawn on its own canvas from only
# the data it shows, mapped onto the palette once and cached by that data: the
# title strip, the dice row's label and a column per die, and a band per
# dreamer card, itself pasted from its rows. Between two moves mostly the dice
# and one row of one card change; the rest comes back from the caches. No
# band draws outside its own rectangle, and without dithering a pixel maps
# alone, so the PNG is byte for byte ``encode(compose(...).image)``
# (tests/test_pictures.py). Memory, one byte a pixel: a card is 640 x 180 at
# most (~115 KB, 128 kept: ~15 MB), a row 640 x 30-64 (~19-41 KB, 512 kept:
# ~11 MB), a title strip ~54 KB (32 kept), a die's column ~10 KB (256 kept;
# 6 faces x 4 dreams x 5 results is 120). The rows do most of the work: a
# card put together from cached rows costs ~0.09 ms, so the cards kept are
# few (at 80 busy tables, 256 kept instead won ~0.03 ms a board for 15 MB).


@lru_cache(maxsize=32)
def _paletted_title(title: str, line: str) -> Image.Image:
    c = Canvas((WIDTH, TITLE_H), BACKGROUND)
    _title(c, title, line)
    return paletted(c.image)


@lru_cache(maxsize=32)
def _paletted_dice_head(earlier: int, empty: bool) -> Image.Image:
    c = Canvas((WIDTH, DICE_HEAD + (NO_DICE_H if empty else 0)), BACKGROUND)
    _dice_head(c, 0, earlier, empty)
    return paletted(c.image)


@lru_cache(maxsize=256)
def _paletted_roll(value: Any, dream: str | None, result: str | None) -> Image.Image:
    """One die's column (``_roll``), from the column's left edge."""
    c = Canvas((DIE_STEP, DICE_H), BACKGROUND)
    _roll(c, 2, 0, {"die": value, "dream": dream, "result": result})
    return paletted(c.image)


@lru_cache(maxsize=512)
def _paletted_row(top: int, bottom: int, h: int, current: bool, row: Callable[..., None],
                  data: tuple[Any, ...]) -> Image.Image:
    """One row of a card (``_rows``) with its part of the card's frame."""
    c = Canvas((WIDTH, bottom - top), BACKGROUND)
    _frame(c, MARGIN, -top, h, current)
    row(c, MARGIN, -top, *data)
    return paletted(c.image)


@lru_cache(maxsize=128)
def _paletted_card(face: CardFace, name: str) -> Image.Image:
    """One dreamer card with the margin under it, from its rows: a move that
    changed one pile draws that pile's row only."""
    h = _height(face.status)
    image = paletted_canvas((WIDTH, h + MARGIN))
    for top, bottom, row, data in _rows(face, name):
        image.paste(_paletted_row(top, bottom, h, face.current, row, data), (0, top))
    return image


def draw_board(public_json: str, names: tuple[str, ...]) -> bytes:
    """PNG bytes; the presenter's partial over the public view's JSON (hashable:
    the painter's cache key): ``compose``'s picture put together from bands."""
    public = json.loads(public_json)
    statuses = _statuses(public, len(names))
    image = paletted_canvas(_size(statuses))
    image.paste(_paletted_title(*_headline(public, names)), (0, 0))
    shown, earlier = _dice_shown(public.get("last_rolls") or [])
    image.paste(_paletted_dice_head(earlier, not shown), (0, TITLE_H))
    y = TITLE_H + DICE_HEAD
    for i, roll in enumerate(shown):
        image.paste(_paletted_roll(roll.get("die"), roll.get("dream"), roll.get("result")),
                    (MARGIN + i * DIE_STEP - 2, y))
    y += DICE_H if shown else NO_DICE_H
    for seat, status in enumerate(statuses):
        image.paste(_paletted_card(card_face(public, seat), names[seat]), (0, y))
        y += _height(status) + MARGIN
    return encode_paletted(image)
