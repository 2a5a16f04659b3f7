"""Somnikum's pictures (Pillow), each made to be read at Discord's width
(about 400 px; drawn at twice that):

* ``compose_ring``: the ring of dream cards as a loop of two columns,
  clockwise from the top (places 1.. down the right, then up the left), each
  card with its name, its particles (plot mark and full name), stars, eyes,
  the encounter symbol and, during a turn, how many steps the flywheel in play
  (or each flywheel) needs to reach it; the two flywheels stand between places.
* ``compose_dream``: one player's dream as the inverted pyramid of rows (five
  first-row places a band, so a long dream grows down, not narrower), with
  breaks, placed tokens, the running score (the engine's ``running_scores``)
  and the public token and encounter counts.

Plots read by shape as well as colour (colour-blind safe): fairy tale a
diamond, underwater a circle, space a square, a nightmare an eye.

``draw_ring`` and ``draw_dream`` put their PNGs together from pieces mapped onto
the palette once and cached by what they show (a move changes little of either):
the same bytes as ``encode`` of ``ring``'s or ``dream``'s RGB picture, which
stays the reference.

The functions take plain, hashable data (the public view as JSON and names),
so the presenter's drawing functions run in the painter's threads. Every word
drawn comes in ``RingWords``/``DreamWords``, resolved from the catalogue by
``ring_words``/``dream_words`` in the reader's language when the presenter
builds the picture's closure (the painter's thread speaks no language); the
pieces are cached by the words they draw. Without them (tests, benchmarks)
the words are resolved where the picture is drawn. Nothing
drawn is secret: only the public view goes in. ``ring`` and ``dream`` return
``drawing.Drawn`` (the picture and every text and mark it drew, for the
legibility test); the smallest text is 22 px on a picture at most 650 px
wide: capitals 9 px high at Discord's 400.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Mapping, Sequence

from PIL import Image, ImageChops

from games.somnikum.cards import CATALOG

from .drawing import (
    BREAK_INK,
    COAL,
    EMBER,
    FLYWHEEL_RIM,
    FOREST,
    GOLD,
    NIGHT_BACKGROUND,
    NIGHT_DIM,
    NIGHT_INK,
    NIGHTMARE,
    PARCHMENT,
    PLUM,
    RULE,
    SAND,
    SAND_EDGE,
    SKY,
    STAR_INK,
    UNPLOTTED,
    WHITE,
    Canvas,
    Colour,
    Drawn,
    encode_paletted,
    paletted,
    paletted_canvas,
    shape,
)
from words import t

from .somnikum_names import card_name, encounter_name, particle_name

# Public view keys the ring's picture depends on (the presenter keys it by them).
RING_KEYS = ("players", "round", "phase", "current", "field", "flywheels", "turn", "over")

BACKGROUND = NIGHT_BACKGROUND
CARD_GROUND = PLUM
PLOT_FILL = {"F": FOREST, "U": SKY, "S": EMBER}
PLOT_SHAPE = {"F": "diamond", "U": "circle", "S": "square"}
TEXT = 22  # the smallest text: capitals 15 px, 9 px once 640 px are shown at 400
TITLE = 28

# the ring
RING_W = 640
MARGIN = 10
LANE = 20  # between the two columns
COL_W = (RING_W - 2 * MARGIN - LANE) // 2
BAND = 28  # the plot band on a card's left
NAME_LINE = 32
LINE = 27
BADGE = 20
STRIP = 66  # worth and steps on a ring card's right
EMPTY_H = 18  # a place already taken: a slim bar (its number is its neighbours')
ROW_GAP = 8
TURN_LANE = 30  # above and below the columns: the loop turns there
RING_HEAD = 112  # the header: title, info, how
EXTRA_LINE = 32  # a header's last line when shown (the ring's ending, a dream's face-up encounters)

# the dream
DREAM_W = 650
CARD_W = 122
STEP = 128
DREAM_LEFT = 10
PER_BAND = 4  # first-row places per band of the pyramid
DREAM_LINE = 28
DREAM_HEAD = 116  # the header: name, score, holdings


# -- marks ------------------------------------------------------------------------

def plot_of(card_id: str) -> str | None:
    card = CATALOG.cards[card_id]
    return None if card.nightmare else card.plot


def card_fill(card_id: str) -> Colour:
    plot = plot_of(card_id)
    return NIGHTMARE if plot is None else PLOT_FILL.get(plot, UNPLOTTED)


def _box(cx: float, cy: float, r: float) -> tuple[int, int, int, int]:
    return (round(cx - r), round(cy - r), round(cx + r), round(cy + r))


def eye(c: Canvas, cx: float, cy: float, r: float, ink: Colour, ground: Colour) -> None:
    """The eye: a nightmare's mark and the sign of points lost."""
    c.draw.ellipse((cx - r, cy - r * 0.6, cx + r, cy + r * 0.6), fill=ink)
    c.draw.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35), fill=ground)
    c.mark(_box(cx, cy, r), ink, ground)


def plot_mark(c: Canvas, plot: str | None, cx: float, cy: float, r: float, fill: Colour, ground: Colour,
              rim: Colour | None = None) -> None:
    """The plot's shape: diamond (fairy tale), circle (underwater), square (space), eye (nightmare)."""
    if plot is None:
        eye(c, cx, cy, r, fill, ground)
        return
    shape(c.draw, PLOT_SHAPE.get(plot, "circle"), _box(cx, cy, r), fill, rim, width=2 if rim else 1)
    c.mark(_box(cx, cy, r), rim or fill, ground)


def star(c: Canvas, cx: float, cy: float, r: float, ground: Colour) -> None:
    shape(c.draw, "star", _box(cx, cy, r), STAR_INK)
    c.mark(_box(cx, cy, r), STAR_INK, ground)


def disc(c: Canvas, cx: float, cy: float, r: float, fill: Colour, rim: Colour, ground: Colour, text: str, ink: Colour,
         rim_width: int = 2) -> None:
    """A round badge with a number: a flywheel, or its step count."""
    c.draw.ellipse(_box(cx, cy, r), fill=fill, outline=rim, width=rim_width)
    c.mark(_box(cx, cy, r), rim, ground)
    inner = r / 1.5
    c.text((round(cx - inner), round(cy - r + 2), round(cx + inner), round(cy + r - 2)), text, TEXT, ink, fill)


def wheel_colours(wheel: int) -> tuple[Colour, Colour]:
    """Flywheel 1 black with a white number, flywheel 2 white with a black one (told apart by number too)."""
    return (COAL, WHITE) if wheel == 0 else (WHITE, COAL)


def encounter_badge(c: Canvas, cx: float, cy: float, r: float, ground: Colour) -> None:
    c.draw.ellipse(_box(cx, cy, r), fill=PARCHMENT)
    c.mark(_box(cx, cy, r), PARCHMENT, ground)
    c.text(_box(cx, cy, r), "?", TEXT, PLUM, PARCHMENT)


# -- the ring -----------------------------------------------------------------------

def steps_from(field: Sequence[str | None], gap: int, reverse: bool = False) -> dict[int, int]:
    """Place -> steps from a flywheel in ``gap`` (steps count cards only; gap g is just before place g)."""
    n = len(field)
    order = [(gap - 1 - i) % n for i in range(n)] if reverse else [(gap + i) % n for i in range(n)]
    out: dict[int, int] = {}
    for place in order:
        if field[place] is not None:
            out[place] = len(out) + 1
    return out


def ring_card_height(card_id: str | None) -> int:
    if card_id is None:
        return EMPTY_H
    return 6 + NAME_LINE + max(2, len(CATALOG.cards[card_id].particles)) * LINE + 6


CardLabel = tuple[str, tuple[str, ...]]  # a card's name and its particles' names, as drawn


def card_label(card_id: str | None) -> CardLabel:
    """What a ring card says, in the language spoken now."""
    if card_id is None:
        return ("", ())
    return (card_name(card_id), tuple(particle_name(p) for p in CATALOG.cards[card_id].particles))


@dataclass(frozen=True)
class RingWords:
    """Every word the ring's picture draws (hashable: part of the painter's cache key)."""

    header: tuple[str, str, str, str]  # title, info, how, ending
    labels: tuple[tuple[str, CardLabel], ...]  # (card, label) of each card on the ring

    def label(self, card_id: str | None) -> CardLabel:
        return next((label for card, label in self.labels if card == card_id), card_label(card_id))


def ring_words(public: Mapping[str, Any], names: Sequence[str]) -> RingWords:
    """The ring's words in the language spoken now: call it where the picture's closure is built."""
    ending = "" if public.get("over") else _ending(public.get("turn") or {})
    cards = [card for card in public.get("field") or [] if card]
    return RingWords((*_ring_header(public, names), ending), tuple((card, card_label(card)) for card in cards))


def _ring_card(c: Canvas, x: int, y: int, h: int, place: int | None, card_id: str | None,
               reach: Sequence[tuple[int, int, bool]], label: CardLabel = ("", ())) -> None:
    """One place of the ring; ``reach``: (wheel, steps, paid) badges to draw; no
    ``place``: the card without its number (the pieces ``draw_ring`` pastes)."""
    d = c.draw
    box = (x, y, x + COL_W, y + h)
    if card_id is None:
        d.rounded_rectangle((x + BAND, y + 3, x + COL_W, y + h - 3), radius=5, outline=RULE, width=2)
        return
    card = CATALOG.cards[card_id]
    fill = card_fill(card_id)
    d.rounded_rectangle(box, radius=8, fill=CARD_GROUND, outline=fill, width=3)
    d.rounded_rectangle((x, y, x + BAND, y + h), radius=8, fill=fill)
    d.rectangle((x + BAND - 8, y, x + BAND, y + h), fill=fill)
    plot_mark(c, plot_of(card_id), x + BAND / 2, y + h / 2, 9, WHITE, fill)
    left = x + BAND + 6
    right = x + COL_W - STRIP
    if place is not None:
        _place_number(c, left, y + 6, place)
    name, particle_names = label
    c.text((left + 32, y + 6, x + COL_W - 6, y + 6 + NAME_LINE), name, TEXT, NIGHT_INK, CARD_GROUND,
           align="left")
    for i, (p, said) in enumerate(zip(card.particles, particle_names)):
        py = y + 6 + NAME_LINE + i * LINE
        part = CATALOG.particles[p]
        plot_mark(c, part.plot, left + BADGE / 2, py + LINE / 2, BADGE / 2, PLOT_FILL[part.plot], CARD_GROUND, WHITE)
        c.text((left + BADGE + 6, py, right - 2, py + LINE), said, TEXT, NIGHT_INK, CARD_GROUND, align="left")
    # worth at the right of the first particle line: stars, eyes, the encounter symbol
    wy = y + 6 + NAME_LINE + LINE / 2
    sx = right + 2
    if card.eyes:
        eye(c, sx + 8, wy, 10, BREAK_INK, CARD_GROUND)
        c.text((sx + 19, round(wy - 14), sx + 35, round(wy + 14)), str(card.eyes), TEXT, BREAK_INK, CARD_GROUND,
               align="left")
    else:
        star(c, sx + 8, wy, 10, CARD_GROUND)
        c.text((sx + 19, round(wy - 14), sx + 35, round(wy + 14)), str(card.stars), TEXT, STAR_INK, CARD_GROUND,
               align="left")
    if card.encounter:
        encounter_badge(c, x + COL_W - 15, wy, 12, CARD_GROUND)
    _reach_badges(c, right, wy, reach)


NUMBER_W = 30  # a place's number, left of the card's name


def _place_number(c: Canvas, x: int, y: int, place: int) -> None:
    c.text((x, y, x + NUMBER_W, y + NAME_LINE), str(place + 1), TEXT, NIGHT_DIM, CARD_GROUND, align="left")


def _reach_badges(c: Canvas, right: int, wy: float, reach: Sequence[tuple[int, int, bool]]) -> None:
    """The steps to reach a card, on the line under its worth (``wy``), from ``right``."""
    for i, (wheel, steps, paid) in enumerate(reach):
        cx, cy = right + 17 + i * 32, wy + LINE
        ground, ink = wheel_colours(wheel)
        disc(c, cx, cy, 15, ground, FLYWHEEL_RIM, CARD_GROUND, str(steps), ink)
        if paid:  # beyond the free steps: a sand token on the badge says it costs tokens
            c.draw.ellipse((cx + 6, cy + 6, cx + 17, cy + 17), fill=SAND, outline=SAND_EDGE, width=2)


def _reach(public: Mapping[str, Any]) -> dict[int, list[tuple[int, int, bool]]]:
    """Place -> step badges: from the flywheel picked this turn, else from both."""
    field = public.get("field") or []
    turn = public.get("turn")
    if public.get("over") or public.get("phase") == "flywheels" or not turn or not field or turn.get("taken"):
        return {}
    most = turn.get("max_steps") or 0
    free = turn.get("free_steps") or 0
    picked = turn.get("wheel")
    out: dict[int, list[tuple[int, int, bool]]] = {}
    for w, gap in enumerate(public.get("flywheels") or []):
        if picked is not None and w != picked:
            continue
        for place, steps in steps_from(field, gap, bool(turn.get("backspin")) and picked is not None).items():
            if steps <= most:
                out.setdefault(place, []).append((w, steps, steps > free))
    return out


def ring_layout(heights: Sequence[int]) -> tuple[list[int], list[int]]:
    """Places in the right column (top down) and the left column (top down): places 1.. down the
    right, the rest back up the left, cut where the two columns come out nearest in height."""
    n = len(heights)
    total = sum(heights)
    cut = min(range(1, n), key=lambda k: (max(sum(heights[:k]), total - sum(heights[:k])), abs(2 * k - n)),
              default=n)
    return list(range(cut)), list(range(n - 1, cut - 1, -1))


def _ending(turn: Mapping[str, Any]) -> str:
    """The warning that this turn ends the round or the game (either condition), when the view says so."""
    if turn.get("game_ends_after_turn"):
        return t("somnikum-picture-ends-game")
    if turn.get("round_ends_after_turn") or turn.get("round_ends_by"):
        return t("somnikum-picture-ends-round")
    return ""


def _ring_header(public: Mapping[str, Any], names: Sequence[str]) -> tuple[str, str, str]:
    over = bool(public.get("over"))
    placing = public.get("phase") == "flywheels"
    current = public.get("current")
    who = names[current] if isinstance(current, int) and current < len(names) else "?"
    field = public.get("field") or []
    cards = sum(1 for card in field if card)
    if over:
        return t("somnikum-picture-final"), t("somnikum-picture-left", count=cards), ""
    title = t("somnikum-picture-title", round=public.get("round", 1), name=who)
    info = t("somnikum-picture-info", count=cards, players=public.get("players") or 2)
    turn = public.get("turn") or {}
    if placing:
        return title, info, t("somnikum-picture-placing")
    picked = turn.get("wheel")
    free = turn.get("free_steps", 3)
    if turn.get("taken"):
        how = t("somnikum-picture-took", card=card_name(turn["taken"]))
    elif picked is None:
        how = t("somnikum-picture-steps-both", free=free)
    elif turn.get("backspin"):
        how = t("somnikum-picture-steps-back", number=picked + 1, free=free)
    else:
        how = t("somnikum-picture-steps", number=picked + 1, free=free)
    return title, info, how


@dataclass(frozen=True)
class RingPlan:
    """Where everything on the ring's picture goes: the one layout ``ring``
    draws and ``draw_ring`` puts together from pieces."""

    height: int
    head: int  # the header's height; the top turn lane starts there
    header: tuple[str, str, str, str]  # title, info, how, ending
    cards: tuple[tuple[int, int, int, int, str | None, tuple[tuple[int, int, bool], ...]], ...]
    # (place, x, y, height, card, reach) per place, right column then left
    wheels: tuple[tuple[int, int, int, bool], ...]  # (wheel, x, y, picked) of each flywheel shown
    words: RingWords  # every word drawn

    @property
    def top_arrow(self) -> int:
        return self.head + TURN_LANE // 2

    @property
    def bottom_arrow(self) -> int:
        return self.height - 6 - TURN_LANE // 2


def ring_plan(public: Mapping[str, Any], names: Sequence[str], words: RingWords | None = None) -> RingPlan:
    """The ring's layout and what each part shows, from the public view (``words``:
    resolved where the closure was built; else here)."""
    words = words or ring_words(public, names)
    field = list(public.get("field") or [])
    n = len(field)
    right, left = ring_layout([ring_card_height(card) + ROW_GAP for card in field])
    # each column runs on its own (a taken place is a slim bar beside a card, not a card's height)
    spans = [sum(ring_card_height(field[p]) + ROW_GAP for p in column) - ROW_GAP for column in (right, left)]
    head = RING_HEAD + (EXTRA_LINE if words.header[3] else 0)
    top = head + TURN_LANE
    height = top + max(spans + [0]) + TURN_LANE + 6
    yt, yb = head + TURN_LANE // 2, height - 6 - TURN_LANE // 2
    reach = _reach(public)
    xs = {"right": RING_W - MARGIN - COL_W, "left": MARGIN}
    cards = []
    ys: dict[int, tuple[str, int, int]] = {}
    for side, column in (("right", right), ("left", left)):
        y = top
        for place in column:
            h = ring_card_height(field[place])
            ys[place] = (side, y, h)
            cards.append((place, xs[side], y, h, field[place], tuple(reach.get(place, ()))))
            y += h + ROW_GAP
    wheels = []
    if not public.get("over") and public.get("phase") != "flywheels" and n:
        picked = (public.get("turn") or {}).get("wheel")
        for w, g in enumerate(public.get("flywheels") or []):
            g %= n
            # flywheel 2 stands a little to the right, so two flywheels in near gaps never hide each other
            if g == 0:  # between the last place (left, top) and the first (right, top)
                fx, fy = RING_W // 2 - 20 + 40 * w, yt
            elif g == len(right):  # between the right column's bottom and the left column's
                fx, fy = RING_W // 2 - 20 + 40 * w, yb
            else:
                side, y0, h = ys[g]
                fx = xs[side] + BAND // 2 + 40 * w
                fy = (y0 - ROW_GAP // 2) if side == "right" else y0 + h + ROW_GAP // 2
            wheels.append((w, fx, fy, picked == w))
    return RingPlan(height, head, words.header, tuple(cards), tuple(wheels), words)


# The header's lines (title, info, how, ending): (band top, text top, text bottom, size, ink);
# a line's band runs to the next line's, so each line is a piece of its own.
HEADER_LINES = ((0, 8, 44, TITLE, NIGHT_INK), (45, 46, 76, TEXT, NIGHT_DIM), (77, 78, 108, TEXT, STAR_INK),
                (109, 110, 140, TEXT, BREAK_INK))


def _header_line(c: Canvas, line: int, text: str, dy: int = 0) -> None:
    """Header line ``line`` (an index into ``HEADER_LINES``), ``dy`` higher."""
    _, top, bottom, size, ink = HEADER_LINES[line]
    c.text((MARGIN, top - dy, RING_W - MARGIN, bottom - dy), text, size, ink, BACKGROUND, align="left",
           min_size=TEXT if line == 0 else None)


def _header_lines(c: Canvas, title: str, info: str, how: str, ending: str) -> None:
    for line, text in enumerate((title, info, how, ending)):
        if text or line < 2:
            _header_line(c, line, text)


def _turn_arrow(c: Canvas, y0: int, clockwise_top: bool) -> None:
    """The loop's turn: an arrow across the top (left to right) or the bottom (right to left): clockwise."""
    xl, xr = MARGIN + COL_W // 2, RING_W - MARGIN - COL_W // 2
    a, b = (xl, xr) if clockwise_top else (xr, xl)
    c.draw.line([(a, y0), (b, y0)], fill=RULE, width=4)
    tip = 1 if b > a else -1
    c.draw.polygon([(b, y0), (b - tip * 14, y0 - 9), (b - tip * 14, y0 + 9)], fill=RULE)


def _flywheel(c: Canvas, w: int, fx: int, fy: int, picked: bool) -> None:
    if picked:
        c.draw.ellipse(_box(fx, fy, 21), outline=GOLD, width=4)
    ground, ink = wheel_colours(w)
    disc(c, fx, fy, 16, ground, FLYWHEEL_RIM, BACKGROUND, str(w + 1), ink, rim_width=3)


def ring(public: Mapping[str, Any], names: Sequence[str], words: RingWords | None = None) -> Drawn:
    """The ring as a picture with its record of text and marks."""
    plan = ring_plan(public, names, words)
    c = Canvas((RING_W, plan.height), BACKGROUND)
    _header_lines(c, *plan.header)
    _turn_arrow(c, plan.top_arrow, True)
    _turn_arrow(c, plan.bottom_arrow, False)
    for place, x, y, h, card_id, reach in plan.cards:
        _ring_card(c, x, y, h, place, card_id, reach, plan.words.label(card_id))
    for w, fx, fy, picked in plan.wheels:
        _flywheel(c, w, fx, fy, picked)
    return c.done()


# -- a dream ------------------------------------------------------------------------

def dream_card_height(entry: Mapping[str, Any]) -> int:
    card = CATALOG.cards[entry["card"]]
    return 28 + 4 + DREAM_LINE * (len(card.particles) + len(entry.get("tokens") or ())) + 34


def _dream_card(c: Canvas, x: int, y: int, h: int, card_id: str, tokens: Sequence[str],
                said: Mapping[str, str] | None = None) -> None:
    """A card of a dream with the tokens placed on it (``said``: particle -> its name, as drawn)."""
    said = said if said is not None else {**{p: particle_name(p) for p in CATALOG.particles},
                                           TOKEN_WORD: t("somnikum-picture-token")}
    d = c.draw
    card = CATALOG.cards[card_id]
    fill = card_fill(card_id)
    d.rounded_rectangle((x, y, x + CARD_W, y + h), radius=8, fill=CARD_GROUND, outline=fill, width=3)
    d.rounded_rectangle((x, y, x + CARD_W, y + 28), radius=8, fill=fill)
    d.rectangle((x, y + 18, x + CARD_W, y + 28), fill=fill)
    plot_mark(c, plot_of(card_id), x + 16, y + 14, 9, WHITE, fill)
    if card.encounter:
        encounter_badge(c, x + CARD_W - 16, y + 14, 12, fill)
    ty = y + 32
    right = x + CARD_W - 3
    for p in card.particles:
        c.text((x + 4, ty, right, ty + DREAM_LINE), said[p], TEXT, NIGHT_INK, CARD_GROUND, align="left")
        ty += DREAM_LINE
    for p in tokens:
        # a placed token: its particle in sand colour, with a sand tab sticking out of the card's edge
        d.rectangle((x - 3, ty + 5, x + 3, ty + DREAM_LINE - 5), fill=SAND, outline=SAND_EDGE)
        c.mark((x - 6, ty + 5, x + 1, ty + DREAM_LINE - 5), SAND, BACKGROUND)
        name = said.get(p) or said[TOKEN_WORD]
        c.text((x + 4, ty, right, ty + DREAM_LINE), name, TEXT, SAND, CARD_GROUND, align="left")
        ty += DREAM_LINE
    by = y + h - 18
    if card.stars or not card.eyes:
        star(c, x + 16, by, 10, CARD_GROUND)
        c.text((x + 29, by - 14, x + 58, by + 14), str(card.stars), TEXT, STAR_INK, CARD_GROUND, align="left")
    if card.eyes:
        ex = x + 68 if card.stars else x + 16
        eye(c, ex, by, 10, BREAK_INK, CARD_GROUND)
        c.text((ex + 13, by - 14, right, by + 14), str(card.eyes), TEXT, BREAK_INK, CARD_GROUND, align="left")


def _break(c: Canvas, x: float, y: int, h: int) -> None:
    """A break: a red zigzag in the gap left of a card (a shape, not only a colour)."""
    points = [(x + (3 if i % 2 else -3), y + 4 + i * (h - 8) / 6) for i in range(7)]
    c.draw.line(points, fill=BREAK_INK, width=4)
    c.mark((round(x - 5), y + 4, round(x + 5), y + h - 4), BREAK_INK, BACKGROUND)


def dream_bands(dream: Sequence[Sequence[Mapping[str, Any]]]) -> list[list[tuple[int, list[Mapping[str, Any]]]]]:
    """The pyramid cut into bands of ``PER_BAND`` first-row places: per band, (level, entries) rows."""
    last = max((e["pos"] for row in dream for e in row), default=-1)
    bands = []
    for b in range(last // PER_BAND + 1):
        rows = []
        for level, row in enumerate(dream, start=1):
            entries = [e for e in row if b * PER_BAND <= e["pos"] < (b + 1) * PER_BAND]
            if entries:
                rows.append((level, entries))
        if rows:
            bands.append(rows)
    return bands


def dream_part(public: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """What one seat's dream picture shows, from the public view (JSON-safe, and the picture's cache key)."""
    def at(key: str, default: Any) -> Any:
        values = public.get(key) or []
        return values[seat] if seat < len(values) else default

    over = bool(public.get("over"))
    return {"dream": at("dreams", []), "tokens": at("token_counts", 0), "backs": at("token_backs", None),
            "held": at("encounters_held", 0),
            "front": at("encounters_played", []), "running": at("running_scores", None),
            "score": at("scores", None) if over else None, "current": public.get("current") == seat and not over}


def dream_header(part: Mapping[str, Any]) -> tuple[str, str]:
    """The dream's two header lines (under the player's name): score, then holdings."""
    s = part.get("score")
    if s:
        score = t("somnikum-picture-score", total=s["total"], goal=f"{s['goal']:+d}")
    elif part.get("running") is not None:
        score = t("somnikum-picture-running", total=part["running"])
    else:
        score = ""
    tokens, held = part.get("tokens", 0), part.get("held", 0)
    backs = part.get("backs")  # K-14: the backs of held tokens are public (a view key since rules16)
    if backs and tokens:
        holdings = t("somnikum-picture-holdings-backs", tokens=tokens, sand=backs["sand"], blank=backs["blank"],
                     held=held)
    else:
        holdings = t("somnikum-picture-holdings", tokens=tokens, held=held)
    return score, holdings


TOKEN_WORD = ""  # the key of ``DreamWords.particles``'s word for a token of no known particle


@dataclass(frozen=True)
class DreamWords:
    """Every word a dream's picture draws (hashable: part of the painter's cache key)."""

    score: str
    holdings: str
    permanent: str  # the face-up encounters ("" when none)
    empty: str  # "No cards yet"
    particles: tuple[tuple[str, str], ...]  # (particle, name) of every particle, and (TOKEN_WORD, "token")

    def said(self) -> dict[str, str]:
        return dict(self.particles)


def dream_words(part: Mapping[str, Any]) -> DreamWords:
    """A dream's words in the language spoken now: call it where the picture's closure is built."""
    score, holdings = dream_header(part)
    front = part.get("front") or []
    permanent = t("somnikum-face-up", cards=", ".join(encounter_name(e) for e in front)) if front else ""
    particles = tuple((p, particle_name(p)) for p in CATALOG.particles) + ((TOKEN_WORD, t("somnikum-picture-token")),)
    return DreamWords(score, holdings, permanent, t("somnikum-picture-no-cards"), particles)


@dataclass(frozen=True)
class DreamPlan:
    """Where everything on a dream's picture goes: the one layout ``dream``
    draws and ``draw_dream`` puts together from pieces."""

    height: int
    head: int  # the header's height; the first band (or "No cards yet") starts there
    header: tuple[str, str, str, str]  # name, score, holdings, face up ("" when not shown)
    current: bool  # the gold marker before the name
    rules: tuple[int, ...]  # the rule over each band
    cards: tuple[tuple[int, int, int, str, tuple[str, ...], bool], ...]  # (x, y, height, card, tokens, break)
    words: DreamWords  # every word drawn


def dream_plan(part: Mapping[str, Any], name: str, words: DreamWords | None = None) -> DreamPlan:
    """A dream's layout and what each part shows (``part`` is ``dream_part(public, seat)``;
    ``words``: resolved where the closure was built; else here)."""
    words = words or dream_words(part)
    bands = dream_bands(part.get("dream") or [])
    front = part.get("front") or []
    head = DREAM_HEAD + (EXTRA_LINE if front else 0)
    row_heights = [[max(dream_card_height(e) for e in entries) for _, entries in rows] for rows in bands]
    body = sum(sum(hs) + 8 * len(hs) + 16 for hs in row_heights) if bands else 44
    rules, cards = [], []
    y = head
    for b, (rows, heights) in enumerate(zip(bands, row_heights)):
        rules.append(y)
        y += 8
        for (level, entries), h in zip(rows, heights):
            for e in entries:
                x = DREAM_LEFT + round((e["pos"] - b * PER_BAND + (level - 1) / 2) * STEP)
                tokens = tuple(e.get("tokens") or ())
                cards.append((x, y, dream_card_height(e), e["card"], tokens, bool(e.get("break"))))
            y += h + 8
        y += 8
    return DreamPlan(head + body + 10, head, (name, words.score, words.holdings, words.permanent),
                     bool(part.get("current")), tuple(rules), tuple(cards), words)


# The header's lines under the name (score, holdings, face up): (band top, text top, text bottom, ink);
# a line's band runs to the next line's, so each line is a piece of its own.
DREAM_LINES = ((0, 8, 46, NIGHT_INK), (48, 50, 80, STAR_INK), (81, 82, 112, NIGHT_DIM), (113, 114, 144, NIGHT_INK))


def _dream_line(c: Canvas, line: int, text: str, current: bool = False, dy: int = 0) -> None:
    """Header line ``line`` (an index into ``DREAM_LINES``: 0 the name), ``dy`` higher."""
    _, top, bottom, ink = DREAM_LINES[line]
    if line:
        c.text((MARGIN, top - dy, DREAM_W - MARGIN, bottom - dy), text, TEXT, ink, BACKGROUND, align="left")
        return
    x0 = MARGIN
    if current:
        c.draw.polygon([(x0, 14 - dy), (x0 + 18, 27 - dy), (x0, 40 - dy)], fill=GOLD)
        c.mark((x0, 14 - dy, x0 + 18, 40 - dy), GOLD, BACKGROUND)
        x0 += 28
    c.text((x0, top - dy, DREAM_W - MARGIN, bottom - dy), text, TITLE, ink, BACKGROUND, align="left", min_size=TEXT)


def _no_cards(c: Canvas, y: int, text: str) -> None:
    c.text((MARGIN, y + 4, DREAM_W - MARGIN, y + 38), text, TEXT, NIGHT_DIM, BACKGROUND, align="left")


def _band_rule(c: Canvas, y: int) -> None:
    c.draw.line([(MARGIN, y), (DREAM_W - MARGIN, y)], fill=RULE, width=2)


def dream(part: Mapping[str, Any], name: str, words: DreamWords | None = None) -> Drawn:
    """One dream (``part`` is ``dream_part(public, seat)``) with its record of text and marks."""
    plan = dream_plan(part, name, words)
    c = Canvas((DREAM_W, plan.height), BACKGROUND)
    for line, text in enumerate(plan.header):
        if text or line in (0, 2):
            _dream_line(c, line, text, plan.current)
    if not plan.cards:
        _no_cards(c, plan.head, plan.words.empty)
    for y in plan.rules:
        _band_rule(c, y)
    said = plan.words.said()
    for x, y, h, card_id, tokens, broken in plan.cards:
        _dream_card(c, x, y, h, card_id, tokens, said)
        if broken:
            _break(c, x - (STEP - CARD_W) / 2, y, h)
    return c.done()


# -- the painter's drawing functions --------------------------------------------------
# The presenter hands the painter a partial over ``draw_ring``/``draw_dream`` with
# JSON text (hashable: the painter's cache key); ``sketch_*`` beside each draws the
# same picture with its record of text and marks (the legibility test).

def sketch_ring(public_json: str, names: tuple[str, ...], words: RingWords | None = None) -> Drawn:
    return ring(json.loads(public_json), names, words)


def draw_ring(public_json: str, names: tuple[str, ...], words: RingWords | None = None) -> bytes:
    """PNG bytes of ``sketch_ring``'s picture (byte for byte: tests/test_pictures.py),
    put together from pieces mapped onto the palette once (see "ring pieces")."""
    plan = ring_plan(json.loads(public_json), names, words)
    image = paletted_canvas((RING_W, plan.height), BACKGROUND)
    for line, text in enumerate(plan.header):
        if text:
            image.paste(_header_line_piece(line, text), (0, HEADER_LINES[line][0]))
    image.paste(_lane_piece(True), (0, plan.head))
    image.paste(_lane_piece(False), (0, plan.height - TURN_LANE - 6))
    for place, x, y, _, card_id, reach in plan.cards:
        image.paste(_card_piece(card_id, plan.words.label(card_id), x % 2, y % 2), (x, y))
        if card_id is not None:
            image.paste(_number_piece(place), (x + BAND + 6, y + 6))
        if reach:
            piece, mask = _badges_piece(reach, y % 2)
            image.paste(piece, (x + COL_W - STRIP, y - y % 2 + BADGES_TOP), mask)
    for w, fx, fy, picked in plan.wheels:
        piece, mask = _flywheel_piece(w, picked)
        image.paste(piece, (fx - WHEEL_R, fy - WHEEL_R), mask)
    return encode_paletted(image)


def sketch_dream(part_json: str, name: str, words: DreamWords | None = None) -> Drawn:
    return dream(json.loads(part_json), name, words)


def draw_dream(part_json: str, name: str, words: DreamWords | None = None) -> bytes:
    """PNG bytes of ``sketch_dream``'s picture (byte for byte: tests/test_pictures.py),
    put together from pieces mapped onto the palette once (see "dream pieces")."""
    plan = dream_plan(json.loads(part_json), name, words)
    image = paletted_canvas((DREAM_W, plan.height), BACKGROUND)
    for line, text in enumerate(plan.header):
        if text or line in (0, 2):
            image.paste(_dream_line_piece(line, text, plan.current and not line), (0, DREAM_LINES[line][0]))
    if not plan.cards:
        image.paste(_no_cards_piece(plan.words.empty), (0, plan.head))
    for y in plan.rules:
        piece, mask = _rule_piece()
        image.paste(piece, (0, y - RULE_HALF), mask)
    for x, y, h, card_id, tokens, broken in plan.cards:
        names = tuple(dict(plan.words.particles).get(p, "") for p in (*CATALOG.cards[card_id].particles, *tokens))
        image.paste(_dream_card_piece(card_id, tokens, names, plan.words.particles[-1][1]), (x - TAB, y))
        if broken:
            piece, mask = _break_piece(h, y % 2)
            image.paste(piece, (x - BREAK_HALF, y - y % 2), mask)
    return encode_paletted(image)


# -- ring pieces ----------------------------------------------------------------------
# A move changes little of the ring (a card taken, step badges moved), so
# ``draw_ring`` pastes pieces, each drawn from only the data it shows and mapped
# onto the palette once: the header's lines, the two turn lanes, each card
# (by card, so every table shares them: at most the catalogue's 88, twice),
# its place's number, and two overlays: the step badges and the flywheels (a
# flywheel stands across places, lanes and the header). An overlay is pasted
# through a mask of the pixels it paints; those pixels do not depend on what
# lies under them (Pillow's shapes are not anti-aliased, and a number's glyphs
# are blended onto its disc, not onto the ground).

WHEEL_R = 24  # a flywheel piece's half-width: room for the gold ring (radius 21, drawn inclusive)
BADGES_TOP = 6 + NAME_LINE  # the badges piece starts at the first particle line (an even offset)
BADGES_H = 2 * LINE + 8  # down to the sand token under the badges


def _overlay(draw: Callable[[Canvas], None], size: tuple[int, int]) -> tuple[Image.Image, Image.Image]:
    """What ``draw`` paints, mapped onto the palette, and the mask of the pixels it
    paints: those that come out the same on two grounds."""
    drawn = []
    for ground in ((0, 0, 0), (255, 255, 255)):
        c = Canvas(size, ground)
        draw(c)
        drawn.append(c.image)
    differs = ImageChops.difference(*drawn).convert("L")
    return paletted(drawn[0]), differs.point(lambda v: 255 if v == 0 else 0)


@lru_cache(maxsize=128)
def _header_line_piece(line: int, text: str) -> Image.Image:
    top = HEADER_LINES[line][0]
    bottom = HEADER_LINES[line + 1][0] if line + 1 < len(HEADER_LINES) else RING_HEAD + EXTRA_LINE
    c = Canvas((RING_W, bottom - top), BACKGROUND)
    _header_line(c, line, text, top)
    return paletted(c.image)


@lru_cache(maxsize=2)
def _lane_piece(top: bool) -> Image.Image:
    """The top turn lane, or the bottom one with the picture's foot."""
    c = Canvas((RING_W, TURN_LANE + (0 if top else 6)), BACKGROUND)
    _turn_arrow(c, TURN_LANE // 2, top)
    return paletted(c.image)


@lru_cache(maxsize=256)
def _card_piece(card_id: str | None, label: CardLabel, dx: int, dy: int) -> Image.Image:
    """A card (or a taken place) without its number or badges, drawn at the parity
    (``dx``, ``dy``) of where it stands: its half-pixel centres round half to even,
    so the same card one pixel lower may come out a pixel apart."""
    h = ring_card_height(card_id)
    c = Canvas((dx + COL_W + 1, dy + h + 1), BACKGROUND)
    _ring_card(c, dx, dy, h, None, card_id, (), label)
    return paletted(c.image.crop((dx, dy, dx + COL_W + 1, dy + h + 1)))


@lru_cache(maxsize=64)
def _number_piece(place: int) -> Image.Image:
    c = Canvas((NUMBER_W, NAME_LINE), CARD_GROUND)
    _place_number(c, 0, 0, place)
    return paletted(c.image)


@lru_cache(maxsize=256)
def _badges_piece(reach: tuple[tuple[int, int, bool], ...], dy: int) -> tuple[Image.Image, Image.Image]:
    """The step badges of a card whose top has the parity ``dy``, from ``BADGES_TOP`` below it."""
    wy = dy - BADGES_TOP + 6 + NAME_LINE + LINE / 2  # as in ``_ring_card``
    return _overlay(lambda c: _reach_badges(c, 0, wy, reach), (STRIP + 1, BADGES_H))


@lru_cache(maxsize=4)
def _flywheel_piece(w: int, picked: bool) -> tuple[Image.Image, Image.Image]:
    return _overlay(lambda c: _flywheel(c, w, WHEEL_R, WHEEL_R, picked), (2 * WHEEL_R + 1, 2 * WHEEL_R + 1))


# -- dream pieces ---------------------------------------------------------------------
# A move changes one dream a little (a card or a token added, the score), so
# ``draw_dream`` pastes pieces as ``draw_ring`` does: the header's lines, each
# card with its tokens (shared by every dream), and overlays through the mask
# of what they paint: the band rules and the breaks (a break's zigzag crosses
# the edge of the card before it).

TAB = 3  # a token's tab sticks out this far left of its card
RULE_HALF = 3  # a band rule's piece: this many rows above and below the rule
BREAK_HALF = 12  # a break's piece: this many columns either side of the card's left edge


@lru_cache(maxsize=128)
def _dream_line_piece(line: int, text: str, current: bool) -> Image.Image:
    top = DREAM_LINES[line][0]
    bottom = DREAM_LINES[line + 1][0] if line + 1 < len(DREAM_LINES) else DREAM_HEAD + EXTRA_LINE
    c = Canvas((DREAM_W, bottom - top), BACKGROUND)
    _dream_line(c, line, text, current, top)
    return paletted(c.image)


@lru_cache(maxsize=4)
def _no_cards_piece(text: str) -> Image.Image:
    c = Canvas((DREAM_W, 44), BACKGROUND)
    _no_cards(c, 0, text)
    return paletted(c.image)


@lru_cache(maxsize=1)
def _rule_piece() -> tuple[Image.Image, Image.Image]:
    return _overlay(lambda c: _band_rule(c, RULE_HALF), (DREAM_W, 2 * RULE_HALF + 1))


@lru_cache(maxsize=256)  # 88 cards, a few with tokens: about 20 KB each
def _dream_card_piece(card_id: str, tokens: tuple[str, ...], names: tuple[str, ...], token: str) -> Image.Image:
    """``names``: the words drawn, the card's particles then its tokens (so a piece is cached per language)."""
    h = dream_card_height({"card": card_id, "tokens": tokens})
    c = Canvas((TAB + CARD_W + 1, h + 1), BACKGROUND)
    particles = (*CATALOG.cards[card_id].particles, *tokens)
    said = {p: name for p, name in zip(particles, names) if name}
    _dream_card(c, TAB, 0, h, card_id, tokens, {**said, TOKEN_WORD: token})
    return paletted(c.image)


@lru_cache(maxsize=64)
def _break_piece(h: int, dy: int) -> tuple[Image.Image, Image.Image]:
    """The zigzag of a card ``h`` high whose top has the parity ``dy`` (its points
    fall between pixels)."""
    x = BREAK_HALF - (STEP - CARD_W) / 2  # as ``dream`` places it
    return _overlay(lambda c: _break(c, x, dy, h), (2 * BREAK_HALF, dy + h + 1))
