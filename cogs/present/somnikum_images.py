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

The functions take plain, hashable data (the public view as JSON and names),
so the presenter's drawing functions run in the painter's threads. Nothing
drawn is secret: only the public view goes in. ``record`` (tests) collects
every text drawn, with the box it had to fit and the ground under it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from PIL import Image, ImageDraw

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
    Colour,
    encode,
    font,
)
from .somnikum_names import card_name

# Public view keys the ring's picture depends on (the presenter keys it by them).
RING_KEYS = ("players", "round", "phase", "current", "field", "flywheels", "turn", "over")

BACKGROUND = NIGHT_BACKGROUND
CARD_GROUND = PLUM
PLOT_FILL = {"F": FOREST, "U": SKY, "S": EMBER}
PLOT_WORD = {"F": "fairy tale", "U": "underwater", "S": "space"}
DISPLAY_WIDTH = 400  # what Discord shows a picture at; pictures are drawn at about twice that

# the ring
RING_W = 800
MARGIN = 10
LANE = 20  # between the two columns
COL_W = (RING_W - 2 * MARGIN - LANE) // 2
BAND = 34  # the plot band on a card's left
HEAD = 92
TURN_LANE = 34  # above and below the columns: the loop turns there
NAME_SIZE = 22
PARTICLE_SIZE = 20
SMALL_SIZE = 20
LINE = 30
BADGE = 24
RIGHT_STRIP = 76  # worth and steps on a ring card's right
EMPTY_H = 36

# the dream
DREAM_W = 776
CARD_W = 114
STEP = 120
DREAM_LEFT = 50
PER_BAND = 5  # first-row places per band of the pyramid
DREAM_LINE = 24


@dataclass(frozen=True)
class Drawn:
    """A text drawn: where it landed, the box it had to fit, its size and colours."""
    text: str
    box: tuple[int, int, int, int]
    room: tuple[int, int, int, int]
    size: int
    ink: Colour
    ground: Colour


class Canvas:
    def __init__(self, image: Image.Image, record: list[Drawn] | None) -> None:
        self.image = image
        self.d = ImageDraw.Draw(image)
        self.record = record

    def text(self, xy: tuple[float, float], text: str, size: int, ink: Colour, ground: Colour,
             room: tuple[int, int, int, int], anchor: str = "la") -> None:
        f = font(size)
        self.d.text(xy, text, font=f, fill=ink, anchor=anchor)
        if self.record is not None:
            box = tuple(round(v) for v in self.d.textbbox(xy, text, font=f, anchor=anchor))
            self.record.append(Drawn(text, box, room, size, ink, ground))  # type: ignore[arg-type]

    def width(self, text: str, size: int) -> float:
        return self.d.textlength(text, font=font(size))


# -- marks ------------------------------------------------------------------------

def plot_mark(d: ImageDraw.ImageDraw, plot: str | None, cx: float, cy: float, r: float, fill: Colour,
              outline: Colour | None = None) -> None:
    """The plot's shape: diamond (fairy tale), circle (underwater), square (space), eye (nightmare)."""
    if plot == "F":
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill, outline=outline)
    elif plot == "U":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline)
    elif plot == "S":
        s = r * 0.82
        d.rectangle((cx - s, cy - s, cx + s, cy + s), fill=fill, outline=outline)
    else:
        eye(d, cx, cy, r, fill, NIGHTMARE)


def star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Colour) -> None:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    d.polygon(points, fill=fill)


def eye(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: Colour, ground: Colour) -> None:
    d.ellipse((cx - r, cy - r * 0.6, cx + r, cy + r * 0.6), fill=ink)
    d.ellipse((cx - r * 0.35, cy - r * 0.35, cx + r * 0.35, cy + r * 0.35), fill=ground)


def flywheel(d: ImageDraw.ImageDraw, c: Canvas, wheel: int, cx: float, cy: float, r: float = 16,
             chosen: bool = False) -> None:
    """Flywheel 1 black with a white 1, flywheel 2 white with a black 2 (told apart by number too)."""
    fill, ink = (COAL, WHITE) if wheel == 0 else (WHITE, COAL)
    if chosen:
        d.ellipse((cx - r - 6, cy - r - 6, cx + r + 6, cy + r + 6), outline=GOLD, width=4)
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=FLYWHEEL_RIM, width=3)
    c.text((cx, cy), str(wheel + 1), 20, ink, fill, (int(cx - r), int(cy - r), int(cx + r), int(cy + r)),
           anchor="mm")


def plot_of(card_id: str) -> str | None:
    card = CATALOG.cards[card_id]
    return None if card.nightmare else card.plot


def card_fill(card_id: str) -> Colour:
    plot = plot_of(card_id)
    return NIGHTMARE if plot is None else PLOT_FILL.get(plot, UNPLOTTED)


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
    rows = (len(CATALOG.cards[card_id].particles) + 1) // 2
    return 10 + LINE + rows * LINE + 8


def _ring_card(c: Canvas, x: int, y: int, h: int, place: int, card_id: str | None,
               reach: Sequence[tuple[int, int, bool]]) -> None:
    """One place of the ring; ``reach``: (wheel, steps, paid) badges to draw."""
    d = c.d
    box = (x, y, x + COL_W, y + h)
    if card_id is None:
        d.rounded_rectangle(box, radius=8, outline=RULE, width=2)
        c.text((x + 12, y + h // 2), f"{place + 1}  taken", SMALL_SIZE, NIGHT_DIM, BACKGROUND, box, anchor="lm")
        return
    card = CATALOG.cards[card_id]
    fill = card_fill(card_id)
    d.rounded_rectangle(box, radius=8, fill=CARD_GROUND, outline=fill, width=3)
    d.rounded_rectangle((x, y, x + BAND, y + h), radius=8, fill=fill)
    d.rectangle((x + BAND - 8, y, x + BAND, y + h), fill=fill)
    plot_mark(d, plot_of(card_id), x + BAND / 2, y + h / 2, 10, WHITE)
    left = x + BAND + 8
    right = x + COL_W - RIGHT_STRIP
    number = f"{place + 1}"
    c.text((left, y + 8), number, NAME_SIZE, NIGHT_DIM, CARD_GROUND, (left, y, left + 30, y + LINE + 8))
    name_x = left + 32
    c.text((name_x, y + 8), card_name(card_id), NAME_SIZE, NIGHT_INK, CARD_GROUND,
           (name_x, y, right, y + LINE + 8))
    per = (right - left) // 2
    for i, p in enumerate(card.particles):
        px = left + (i % 2) * per
        py = y + 10 + LINE + (i // 2) * LINE
        part = CATALOG.particles[p]
        plot_mark(d, part.plot, px + BADGE / 2, py + BADGE / 2, BADGE / 2 - 1, PLOT_FILL[part.plot], WHITE)
        c.text((px + BADGE + 5, py + 1), part.name, PARTICLE_SIZE, NIGHT_INK, CARD_GROUND,
               (px + BADGE + 5, py - 3, px + per - 2, py + LINE - 2))
    # worth on the name's line, right: stars, eyes, the encounter symbol
    wy = y + 8 + 12
    sx = right + 2
    if card.stars or not card.eyes:
        star(d, sx + 9, wy, 10, STAR_INK)
        c.text((sx + 21, wy), str(card.stars), SMALL_SIZE, STAR_INK, CARD_GROUND, (sx, wy - 14, sx + 44, wy + 14),
               anchor="lm")
    if card.eyes:
        eye(d, sx + 10, wy, 10, BREAK_INK, CARD_GROUND)
        c.text((sx + 23, wy), str(card.eyes), SMALL_SIZE, BREAK_INK, CARD_GROUND,
               (sx, wy - 14, sx + 44, wy + 14), anchor="lm")
    if card.encounter:
        _encounter_badge(c, x + COL_W - 16, wy, 12)
    # steps to reach it, bottom right
    for i, (wheel, steps, paid) in enumerate(reach):
        cx = right + 18 + i * 34
        cy = y + h - 23
        fill_w, ink = (COAL, WHITE) if wheel == 0 else (WHITE, COAL)
        r = 15
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill_w, outline=FLYWHEEL_RIM, width=2)
        c.text((cx, cy), str(steps), SMALL_SIZE, ink, fill_w, (cx - r, cy - r, cx + r, cy + r), anchor="mm")
        if paid:  # beyond the free steps: a sand token on the badge says it costs tokens
            d.ellipse((cx + 6, cy + 6, cx + 18, cy + 18), fill=SAND, outline=SAND_EDGE, width=2)


def _encounter_badge(c: Canvas, cx: float, cy: float, r: float) -> None:
    c.d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PARCHMENT)
    c.text((cx, cy + 1), "?", 20, PLUM, PARCHMENT, (int(cx - r), int(cy - r), int(cx + r), int(cy + r + 2)),
           anchor="mm")


def _reach(public: Mapping[str, Any]) -> dict[int, list[tuple[int, int, bool]]]:
    """Place -> step badges: from the flywheel picked this turn, else from both."""
    field = public.get("field") or []
    turn = public.get("turn")
    if public.get("over") or public.get("phase") == "flywheels" or not turn or not field:
        return {}
    wheels = public.get("flywheels") or []
    most = turn.get("max_steps") or 0
    free = turn.get("free_steps") or 0
    picked = turn.get("wheel")
    if turn.get("taken"):
        return {}
    out: dict[int, list[tuple[int, int, bool]]] = {}
    for w, gap in enumerate(wheels):
        if picked is not None and w != picked:
            continue
        for place, steps in steps_from(field, gap, bool(turn.get("backspin")) and picked is not None).items():
            if steps <= most:
                out.setdefault(place, []).append((w, steps, steps > free))
    return out


def ring_layout(n: int) -> tuple[list[int], list[int]]:
    """Places in the right column (top down) and the left column (top down)."""
    right = (n + 1) // 2
    return list(range(right)), list(range(n - 1, right - 1, -1))


def compose_ring(public: Mapping[str, Any], names: Sequence[str], record: list[Drawn] | None = None) -> Image.Image:
    field = list(public.get("field") or [])
    n = len(field)
    right, left = ring_layout(n)
    heights = [max(ring_card_height(field[right[i]]) if i < len(right) else 0,
                   ring_card_height(field[left[i]]) if i < len(left) else 0) for i in range(len(right))]
    gap = 8
    top = HEAD + TURN_LANE
    height = top + sum(heights) + gap * max(0, len(heights) - 1) + TURN_LANE + 10
    image = Image.new("RGB", (RING_W, height), BACKGROUND)
    c = Canvas(image, record)
    d = c.d
    over = bool(public.get("over"))
    placing = public.get("phase") == "flywheels"
    current = public.get("current")
    who = names[current] if isinstance(current, int) and current < len(names) else "?"
    title = "Final scores: the ring's leftovers" if over else f"Round {public.get('round', 1)} of 3"
    if not over:
        title += f" \u00b7 {who} " + ("places the flywheels" if placing else "to play")
    c.text((MARGIN, 12), title, 30, NIGHT_INK, BACKGROUND, (MARGIN, 0, RING_W - MARGIN, 50))
    cards = sum(1 for card in field if card)
    players = int(public.get("players") or 2)
    info = f"{cards} cards on the ring; the round ends at {players}"
    turn = public.get("turn") or {}
    if not over and not placing and turn:
        picked = turn.get("wheel")
        if turn.get("taken"):
            info += f" \u00b7 took {card_name(turn['taken'])}"
        elif picked is None:
            info += f" \u00b7 steps from flywheel 1 and 2; {turn.get('free_steps', 3)} free"
        else:
            way = ", counter-clockwise" if turn.get("backspin") else ""
            info += f" \u00b7 steps from flywheel {picked + 1}{way}; {turn.get('free_steps', 3)} free"
    c.text((MARGIN, 54), info, 22, NIGHT_DIM, BACKGROUND, (MARGIN, 44, RING_W - MARGIN, HEAD))
    # the loop's turns: an arrow across the top (left to right) and the bottom (right to left)
    xl, xr = MARGIN + COL_W // 2, RING_W - MARGIN - COL_W // 2
    yt, yb = HEAD + TURN_LANE // 2, height - 10 - TURN_LANE // 2
    for y0, a, b in ((yt, xl, xr), (yb, xr, xl)):
        d.line([(a, y0), (b, y0)], fill=RULE, width=4)
        tip = 1 if b > a else -1
        d.polygon([(b, y0), (b - tip * 14, y0 - 9), (b - tip * 14, y0 + 9)], fill=RULE)
    reach = _reach(public)
    xs = {"right": RING_W - MARGIN - COL_W, "left": MARGIN}
    ys: dict[int, tuple[str, int, int]] = {}
    y = top
    for i, h in enumerate(heights):
        for side, column in (("right", right), ("left", left)):
            if i < len(column):
                place = column[i]
                ys[place] = (side, y, h)
                _ring_card(c, xs[side], y, h, place, field[place], reach.get(place, ()))
        y += h + gap
    if not over and not placing and n:
        picked = turn.get("wheel")
        for w, g in enumerate(public.get("flywheels") or []):
            g %= n
            if g == 0:
                fx, fy = RING_W // 2, yt
            elif g == len(right):
                fx, fy = RING_W // 2, yb
            else:
                side, y0, _ = ys[g]
                fx, fy = xs[side] + BAND // 2, (y0 - gap // 2) if side == "right" else y0 + ys[g][2] + gap // 2
            flywheel(d, c, w, fx, fy, chosen=picked == w)
    return image


# -- a dream ------------------------------------------------------------------------

def dream_card_height(entry: Mapping[str, Any]) -> int:
    card = CATALOG.cards[entry["card"]]
    return 24 + 4 + DREAM_LINE * (len(card.particles) + len(entry.get("tokens") or ())) + 32


def _dream_card(c: Canvas, x: int, y: int, h: int, entry: Mapping[str, Any]) -> None:
    d = c.d
    card = CATALOG.cards[entry["card"]]
    fill = card_fill(entry["card"])
    d.rounded_rectangle((x, y, x + CARD_W, y + h), radius=8, fill=CARD_GROUND, outline=fill, width=3)
    d.rounded_rectangle((x, y, x + CARD_W, y + 24), radius=8, fill=fill)
    d.rectangle((x, y + 16, x + CARD_W, y + 24), fill=fill)
    plot_mark(d, plot_of(entry["card"]), x + 16, y + 12, 9, WHITE)
    if card.encounter:
        _encounter_badge(c, x + CARD_W - 14, y + 12, 10)
    ty = y + 28
    room_right = x + CARD_W - 4
    for p in card.particles:
        c.text((x + 6, ty), CATALOG.particles[p].name, PARTICLE_SIZE, NIGHT_INK, CARD_GROUND,
               (x + 4, ty - 2, room_right, ty + DREAM_LINE))
        ty += DREAM_LINE
    for p in entry.get("tokens") or ():
        d.ellipse((x + 6, ty + 5, x + 18, ty + 17), fill=SAND, outline=SAND_EDGE)
        c.text((x + 22, ty), CATALOG.particles[p].name if p in CATALOG.particles else "token", PARTICLE_SIZE,
               SAND, CARD_GROUND, (x + 20, ty - 2, room_right, ty + DREAM_LINE))
        ty += DREAM_LINE
    by = y + h - 16
    if card.stars or not card.eyes:
        star(d, x + 16, by, 10, STAR_INK)
        c.text((x + 29, by), str(card.stars), SMALL_SIZE, STAR_INK, CARD_GROUND, (x + 4, by - 14, x + 60, by + 14),
               anchor="lm")
    if card.eyes:
        eye(d, x + 70, by, 10, BREAK_INK, CARD_GROUND)
        c.text((x + 83, by), str(card.eyes), SMALL_SIZE, BREAK_INK, CARD_GROUND,
               (x + 58, by - 14, room_right, by + 14), anchor="lm")


def _break(d: ImageDraw.ImageDraw, x: float, y: int, h: int) -> None:
    """A break: a red zigzag in the gap left of a card (a shape, not only a colour)."""
    points = [(x + (3 if i % 2 else -3), y + 4 + i * (h - 8) / 6) for i in range(7)]
    d.line(points, fill=BREAK_INK, width=4)


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
    return {"dream": at("dreams", []), "tokens": at("token_counts", 0), "held": at("encounters_held", 0),
            "front": at("encounters_played", []), "running": at("running_scores", None),
            "score": at("scores", None) if over else None, "current": public.get("current") == seat and not over}


def dream_header(part: Mapping[str, Any]) -> tuple[str, str]:
    """The dream's two header lines (besides the player's name): score, then holdings."""
    s = part.get("score")
    if s:
        score = f"{s['total']} VP (goal particles {s['goal']:+d})"
    elif part.get("running") is not None:
        score = f"{part['running']} VP so far, goal card still secret"
    else:
        score = ""
    tokens, held = part.get("tokens", 0), part.get("held", 0)
    holdings = (f"{tokens} sand token{'' if tokens == 1 else 's'} \u00b7 "
                f"{held} encounter card{'' if held == 1 else 's'} in hand")
    return score, holdings


def compose_dream(part: Mapping[str, Any], name: str, record: list[Drawn] | None = None) -> Image.Image:
    """One dream; ``part`` is ``dream_part(public, seat)``."""
    bands = dream_bands(part.get("dream") or [])
    front = part.get("front") or []
    head = 104 + (30 if front else 0)
    row_heights = [[max(dream_card_height(e) for e in entries) for _, entries in rows] for rows in bands]
    body = sum(sum(hs) + 8 * len(hs) + 16 for hs in row_heights) if bands else 44
    image = Image.new("RGB", (DREAM_W, head + body + 10), BACKGROUND)
    c = Canvas(image, record)
    d = c.d
    x0 = MARGIN
    if part.get("current"):
        d.polygon([(x0, 14), (x0 + 18, 27), (x0, 40)], fill=GOLD)
        x0 += 28
    c.text((x0, 12), name, 30, NIGHT_INK, BACKGROUND, (x0, 0, DREAM_W - MARGIN, 48))
    score, holdings = dream_header(part)
    c.text((MARGIN, 50), score, 22, STAR_INK, BACKGROUND, (MARGIN, 44, DREAM_W - MARGIN, 76))
    c.text((MARGIN, 76), holdings, 22, NIGHT_DIM, BACKGROUND, (MARGIN, 70, DREAM_W - MARGIN, 102))
    if front:
        permanent = "Face up: " + ", ".join(CATALOG.encounters[e].name for e in front)
        c.text((MARGIN, 104), permanent, 22, NIGHT_INK, BACKGROUND, (MARGIN, 98, DREAM_W - MARGIN, 132))
    y = head
    if not bands:
        c.text((MARGIN, y + 8), "No cards yet", 22, NIGHT_DIM, BACKGROUND, (MARGIN, y, DREAM_W - MARGIN, y + 40))
    for b, (rows, heights) in enumerate(zip(bands, row_heights)):
        d.line([(MARGIN, y), (DREAM_W - MARGIN, y)], fill=RULE, width=2)
        y += 8
        for (level, entries), h in zip(rows, heights):
            c.text((MARGIN, y + h // 2), f"L{level}", 22, NIGHT_DIM, BACKGROUND,
                   (MARGIN, y, DREAM_LEFT - 4, y + h), anchor="lm")
            for e in entries:
                x = DREAM_LEFT + round((e["pos"] - b * PER_BAND + (level - 1) / 2) * STEP)
                _dream_card(c, x, y, dream_card_height(e), e)
                if e.get("break"):
                    _break(d, x - (STEP - CARD_W) / 2, y, dream_card_height(e))
            y += h + 8
        y += 8
    return image


# -- PNG ------------------------------------------------------------------------------

def render_ring(public: Mapping[str, Any], names: Sequence[str]) -> bytes:
    return encode(compose_ring(public, names))


def render_dream(part: Mapping[str, Any], name: str) -> bytes:
    return encode(compose_dream(part, name))
