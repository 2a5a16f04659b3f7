"""Darkly Dreaming as a picture (Pillow): this turn's dice, then every
dreamer card with its piles drawn against their limits, so "how close am I
to being hunted?" reads at a glance.

Dream types read by shape as well as colour (colour-blind safe): Depths a
blue circle, Envy a green diamond, Cages a violet square, Primeval a red
triangle; each mark has a white rim so it stands off the ground. A die is a
white face with its pips, the type's mark under it and the result in words.
The text names the types with 🌊🐍⛓️🐺 (shapes mean suits in the other
games): a legend under the cards gives each shape its type's name, the word
the text writes after its emoji.

``compose(public, names)`` draws the board from the public view (everything
in Darkly Dreaming but the deck order is public) and the names, in RGB: the
reference, and what ``sketch_board`` reads marks from. ``draw_board``, what
the painter's threads run, makes the same PNG from horizontal bands mapped
onto the palette once and cached by what they show (see "the board from
bands" below).

Every word drawn comes in ``BoardWords`` (``board_words``), resolved from the
catalogue in the reader's language where the presenter builds the picture's
closure: the painter's threads speak no language. Bands and rows are cached
by the words they draw. Without words (tests, benchmarks) they are resolved
where the board is drawn.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from PIL import Image, ImageDraw

from words import t

from .darkly_dreaming_words import dream_name
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
RESULTS = ("1pt", "2pt", "exhaust", "hunt", "shadow")  # a die's results (darkly-picture-result-<result>)
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
LEGEND_ROW = 32  # the legend: two rows of two types, a mark and its name
LEGEND_H = 2 * LEGEND_ROW + 8
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


def _dice_head(c: Canvas, top: int, label: str, empty: str) -> int:
    """The row's label (and "No die rolled yet", when ``empty`` says it); returns where the dice go."""
    c.text((MARGIN, top, WIDTH - MARGIN, top + 30), label, TEXT, TITLE_INK, BACKGROUND, align="left")
    top += DICE_HEAD
    if empty:
        c.text((MARGIN, top, WIDTH - MARGIN, top + 30), empty, TEXT, MUTED, BACKGROUND, align="left")
    return top


def _roll(c: Canvas, x: int, top: int, roll: Mapping[str, Any], result: str) -> None:
    """One die's column: its face, its dream's mark, its result; it keeps to
    ``x - 2 .. x + DIE_STEP - 2`` (the next column starts there)."""
    die(c, x + (DIE_STEP - 8 - DIE) // 2, top, int(roll.get("die") or 0))
    type_mark(c, roll.get("dream"), x + (DIE_STEP - 8) / 2, top + DIE + 16, 11)
    c.text((x - 2, top + DIE + 30, x + DIE_STEP - 2, top + DIE + 58), result, TEXT, NAME_INK, BACKGROUND)


def _dice(c: Canvas, top: int, rolls: Sequence[Mapping[str, Any]], words: "BoardWords") -> int:
    shown = list(rolls)[-DICE_SHOWN:]  # read here as well: the reference for ``_dice_shown``
    top = _dice_head(c, top, words.dice, words.no_dice if not shown else "")
    if not shown:
        return top + NO_DICE_H
    for i, roll in enumerate(shown):
        _roll(c, MARGIN + i * DIE_STEP, top, roll, words.result(roll.get("result")))
    return top + DICE_H


def _track(c: Canvas, x: int, y: int, label: str, marks: Sequence[str | None], limit: int, count: str) -> None:
    c.text((x, y, x + 100, y + 30), label, TEXT, NAME_INK, BACKGROUND, align="left")
    places = max(limit, len(marks))
    for i in range(places):
        type_mark(c, marks[i] if i < len(marks) else None, x + 114 + i * 30, y + 15, 11)
    near = bool(limit) and len(marks) >= limit - 1  # one more and the limit strikes
    nx = x + 108 + places * 30
    c.text((nx, y, x + CARD_W - 28, y + 30), count, TEXT, GOLD if near else NAME_INK, BACKGROUND, align="left")


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
                    sum(1 for e in exhaust if e.get("face_down")), tuple(int(shadow.get(kind, 0)) for kind in SHADOW_ORDER),
                    int(danger.get("shadow_limit", limits.get("shadow", 3))))


class CardWords(NamedTuple):
    """Every word a dreamer card draws, in the reader's language (hashable: part of its rows' cache keys)."""

    points: str  # "7 points"
    state: str  # "dreamer", "Nightmare of Envy"...
    takes: str  # a Nightmare's second line ("" for others)
    hunt: str  # the hunt row's label
    hunt_count: str  # "2 of 4"
    exhaust: str
    exhaust_count: str  # "1 of 3, 0 face down"
    shadow: str
    shadow_note: str  # "Nightmare at 3"


def card_words(face: CardFace) -> CardWords:
    """What ``face``'s card says, in the language spoken now."""
    kind = face.nightmare or "?"
    state = {"nightmare": t("darkly-picture-nightmare", dream=kind), "comatose": t("darkly-picture-comatose"),
             "out": t("darkly-picture-out")}.get(face.status) or t("darkly-picture-dreamer")
    takes = t("darkly-picture-takes", dream=kind) if face.status == "nightmare" else ""
    if face.status in ("nightmare", "out"):
        return CardWords(t("darkly-picture-points", points=face.points), state, takes, "", "", "", "", "", "")
    return CardWords(t("darkly-picture-points", points=face.points), state, takes, t("darkly-picture-hunt"),
                     t("darkly-picture-count", count=len(face.hunt), limit=face.hunt_limit),
                     t("darkly-picture-exhaust"),
                     t("darkly-picture-count-down", count=len(face.exhaust), limit=face.exhaust_limit,
                       down=face.face_down),
                     t("darkly-picture-shadow"), t("darkly-picture-shadow-limit", limit=face.shadow_limit))


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


def _head(c: Canvas, x: int, y: int, current: bool, name: str, points: str) -> None:
    nx = x + 14
    if current:
        c.draw.polygon([(nx, y + 12), (nx + 16, y + 24), (nx, y + 36)], fill=GOLD)
        c.mark((nx, y + 12, nx + 16, y + 36), GOLD, BACKGROUND)
        nx += 24
    c.text((nx, y + 8, x + 330, y + 40), _fitted(name, x + 330 - nx), 26, TITLE_INK, BACKGROUND, align="left")
    c.text((x + 340, y + 8, x + CARD_W - 14, y + 40), points, 26, GOLD, BACKGROUND, align="left")


def _state(c: Canvas, x: int, y: int, status: str, kind: str | None, words: str, takes: str) -> None:
    c.text((x + 14, y + 42, x + CARD_W - 14, y + 70), words, TEXT, MUTED if status == "dreamer" else NAME_INK,
           BACKGROUND, align="left")
    if status == "nightmare":
        type_mark(c, kind, x + 24, y + 80, 11)
        c.text((x + 42, y + 66, x + CARD_W - 14, y + 94), takes, TEXT, NAME_INK, BACKGROUND, align="left")


def _hunt(c: Canvas, x: int, y: int, marks: Sequence[str | None], limit: int, label: str, count: str) -> None:
    _track(c, x + 14, y + 72, label, marks, limit, count)


def _exhaust(c: Canvas, x: int, y: int, marks: Sequence[str | None], limit: int, label: str, count: str) -> None:
    _track(c, x + 14, y + 104, label, marks, limit, count)


def _shadows(c: Canvas, x: int, y: int, counts: Sequence[int], limit: int, label: str, note: str) -> None:
    ty = y + 136
    c.text((x + 14, ty, x + 110, ty + 30), label, TEXT, NAME_INK, BACKGROUND, align="left")
    for i, (kind, n) in enumerate(zip(SHADOW_ORDER, counts)):
        sx = x + 128 + i * 60
        type_mark(c, kind, sx, ty + 15, 11)
        c.text((sx + 16, ty, sx + 48, ty + 30), str(n), TEXT, GOLD if n >= limit - 1 else NAME_INK, BACKGROUND,
               align="left")
    c.text((x + 372, ty, x + CARD_W - 14, ty + 30), note, TEXT, MUTED, BACKGROUND, align="left")


Row = tuple[int, int, Callable[..., None], tuple[Any, ...]]


def _rows(face: CardFace, name: str, words: CardWords) -> list[Row]:
    """(top, bottom, draw, data) per row of the card with its margin under it,
    top to bottom, covering it whole."""
    bottom = _height(face.status) + MARGIN
    rows: list[Row] = [(0, 42, _head, (face.current, name, words.points))]
    state = (face.status, face.nightmare, words.state, words.takes)
    if face.status in ("nightmare", "out"):
        return rows + [(42, bottom, _state, state)]
    return rows + [(42, 72, _state, state),
                   (72, 104, _hunt, (face.hunt, face.hunt_limit, words.hunt, words.hunt_count)),
                   (104, 136, _exhaust, (face.exhaust, face.exhaust_limit, words.exhaust, words.exhaust_count)),
                   (136, bottom, _shadows, (face.shadow, face.shadow_limit, words.shadow, words.shadow_note))]


def _card(c: Canvas, x: int, y: int, h: int, seat: int, public: Mapping[str, Any], name: str,
          words: CardWords) -> None:
    """The card read straight from the public view: the reference the board
    from rows (``card_face``, ``_rows``) is checked against, so it shares
    their drawing but not their reading."""
    current = public.get("current") == seat and not public.get("over")
    _frame(c, x, y, h, current)
    status = (public.get("status") or ["dreamer"] * (seat + 1))[seat]
    kind = (public.get("nightmare") or [None] * (seat + 1))[seat]
    _head(c, x, y, current, name, words.points)
    _state(c, x, y, status, kind, words.state, words.takes)
    if status in ("nightmare", "out"):
        return
    piles = (public.get("piles") or [{}] * (seat + 1))[seat]
    limits = public.get("limits") or {}
    danger = (public.get("danger") or [{}] * (seat + 1))[seat] or {}
    _hunt(c, x, y, list(piles.get("hunt") or []), int(danger.get("hunt_limit", limits.get("hunt", 4))), words.hunt,
          words.hunt_count)
    exhaust = piles.get("exhaust") or []
    _exhaust(c, x, y, [e.get("dream") for e in exhaust], int(danger.get("exhaust_limit", limits.get("exhaust", 3))),
             words.exhaust, words.exhaust_count)
    shadow = piles.get("shadow") or {}
    _shadows(c, x, y, [int(shadow.get(kind, 0)) for kind in SHADOW_ORDER],
             int(danger.get("shadow_limit", limits.get("shadow", 3))), words.shadow, words.shadow_note)


def _height(status: str) -> int:
    return NIGHTMARE_H if status in ("nightmare", "out") else CARD_H


def _headline(public: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str]:
    """The title strip's two lines: whose turn (or the end), then the goal and the deck."""
    statuses = list(public.get("status") or ["dreamer"] * len(names))
    current = public.get("current")
    who = names[current] if isinstance(current, int) and current < len(names) else "?"
    if public.get("over"):
        title = t("darkly-picture-over")
    elif isinstance(current, int) and current < len(statuses) and statuses[current] == "nightmare":
        title = t("darkly-picture-haunts", turn=public.get("turn", 1), name=who)
    else:
        title = t("darkly-picture-turn", turn=public.get("turn", 1), name=who, marker=public.get("sleep_marker"))
    final = bool(public.get("final_round") and not public.get("over"))
    line = t("darkly-picture-goal-final" if final else "darkly-picture-goal", goal=public.get("goal", 15),
             deck=public.get("deck_size", 0))
    return title, line


class BoardWords(NamedTuple):
    """Every word the board draws, in the reader's language (hashable: part of the painter's cache key)."""

    title: str
    line: str
    dice: str  # the dice row's label
    no_dice: str  # "No die rolled yet"
    results: tuple[tuple[str, str], ...]  # (result, word) of each die result
    cards: tuple[CardWords, ...]  # per seat
    legend: tuple[tuple[str, str], ...] = ()  # (type, its name) of each dream type, in the legend's order

    def result(self, result: str | None) -> str:
        return next((word for key, word in self.results if key == result), "?")


def board_words(public: Mapping[str, Any], names: Sequence[str]) -> BoardWords:
    """The board's words in the language spoken now: call it where the picture's closure is built."""
    _, earlier = _dice_shown(public.get("last_rolls") or [])
    dice = t("darkly-picture-dice-earlier", count=earlier) if earlier else t("darkly-picture-dice")
    results = tuple((r, t(f"darkly-picture-result-{r}")) for r in RESULTS)
    cards = tuple(card_words(card_face(public, seat)) for seat in range(len(names)))
    legend = tuple((kind, dream_name(kind)) for kind in TYPE_SHAPE)
    return BoardWords(*_headline(public, names), dice, t("darkly-picture-no-dice"), results, cards, legend)


def _title(c: Canvas, title: str, line: str) -> None:
    c.text((MARGIN, 8, WIDTH - MARGIN, 44), title, 28, TITLE_INK, BACKGROUND, align="left", min_size=TEXT)
    c.text((MARGIN, 46, WIDTH - MARGIN, 76), line, TEXT, MUTED, BACKGROUND, align="left")


def _legend(c: Canvas, top: int, legend: Sequence[tuple[str, str]]) -> None:
    """Each dream type's shape with its name, two to a row."""
    half = (WIDTH - 2 * MARGIN) // 2
    for i, (kind, name) in enumerate(legend):
        x, y = MARGIN + (i % 2) * half, top + 4 + (i // 2) * LEGEND_ROW
        type_mark(c, kind, x + 14, y + LEGEND_ROW / 2, 11)
        c.text((x + 32, y, x + half - 8, y + LEGEND_ROW), name, TEXT, NAME_INK, BACKGROUND, align="left")


def _statuses(public: Mapping[str, Any], players: int) -> list[str]:
    statuses = list(public.get("status") or ["dreamer"] * players)
    return [statuses[seat] if seat < len(statuses) else "dreamer" for seat in range(players)]


def _size(statuses: Sequence[str]) -> tuple[int, int]:
    return WIDTH, TITLE_H + DICE_HEAD + DICE_H + sum(_height(st) + MARGIN for st in statuses) + LEGEND_H + 4


def compose(public: Mapping[str, Any], names: Sequence[str], words: BoardWords | None = None) -> Drawn:
    """The whole board drawn in RGB: the reference ``draw_board``'s bands must match."""
    words = words or board_words(public, names)
    statuses = _statuses(public, len(names))
    c = Canvas(_size(statuses), BACKGROUND)
    _title(c, words.title, words.line)
    y = _dice(c, TITLE_H, public.get("last_rolls") or [], words)
    for seat, status in enumerate(statuses):
        h = _height(status)
        _card(c, MARGIN, y, h, seat, public, names[seat], words.cards[seat])
        y += h + MARGIN
    _legend(c, y, words.legend)
    return c.done()


def sketch_board(public_json: str, names: tuple[str, ...], words: BoardWords | None = None) -> Drawn:
    """The picture with its record of text and marks (the legibility test)."""
    return compose(json.loads(public_json), names, words)


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
def _paletted_dice_head(label: str, empty: str) -> Image.Image:
    c = Canvas((WIDTH, DICE_HEAD + (NO_DICE_H if empty else 0)), BACKGROUND)
    _dice_head(c, 0, label, empty)
    return paletted(c.image)


@lru_cache(maxsize=256)
def _paletted_roll(value: Any, dream: str | None, result: str | None, word: str) -> Image.Image:
    """One die's column (``_roll``), from the column's left edge."""
    c = Canvas((DIE_STEP, DICE_H), BACKGROUND)
    _roll(c, 2, 0, {"die": value, "dream": dream, "result": result}, word)
    return paletted(c.image)


@lru_cache(maxsize=512)
def _paletted_row(top: int, bottom: int, h: int, current: bool, row: Callable[..., None],
                  data: tuple[Any, ...]) -> Image.Image:
    """One row of a card (``_rows``) with its part of the card's frame."""
    c = Canvas((WIDTH, bottom - top), BACKGROUND)
    _frame(c, MARGIN, -top, h, current)
    row(c, MARGIN, -top, *data)
    return paletted(c.image)


@lru_cache(maxsize=8)
def _paletted_legend(legend: tuple[tuple[str, str], ...]) -> Image.Image:
    c = Canvas((WIDTH, LEGEND_H), BACKGROUND)
    _legend(c, 0, legend)
    return paletted(c.image)


@lru_cache(maxsize=128)
def _paletted_card(face: CardFace, name: str, words: CardWords) -> Image.Image:
    """One dreamer card with the margin under it, from its rows: a move that
    changed one pile draws that pile's row only."""
    h = _height(face.status)
    image = paletted_canvas((WIDTH, h + MARGIN))
    for top, bottom, row, data in _rows(face, name, words):
        image.paste(_paletted_row(top, bottom, h, face.current, row, data), (0, top))
    return image


def draw_board(public_json: str, names: tuple[str, ...], words: BoardWords | None = None) -> bytes:
    """PNG bytes; the presenter's partial over the public view's JSON (hashable:
    the painter's cache key): ``compose``'s picture put together from bands."""
    public = json.loads(public_json)
    words = words or board_words(public, names)
    statuses = _statuses(public, len(names))
    image = paletted_canvas(_size(statuses))
    image.paste(_paletted_title(words.title, words.line), (0, 0))
    shown, _ = _dice_shown(public.get("last_rolls") or [])
    image.paste(_paletted_dice_head(words.dice, "" if shown else words.no_dice), (0, TITLE_H))
    y = TITLE_H + DICE_HEAD
    for i, roll in enumerate(shown):
        image.paste(_paletted_roll(roll.get("die"), roll.get("dream"), roll.get("result"),
                                   words.result(roll.get("result"))),
                    (MARGIN + i * DIE_STEP - 2, y))
    y += DICE_H if shown else NO_DICE_H
    for seat, status in enumerate(statuses):
        image.paste(_paletted_card(card_face(public, seat), names[seat], words.cards[seat]), (0, y))
        y += _height(status) + MARGIN
    image.paste(_paletted_legend(words.legend), (0, y))
    return encode_paletted(image)
