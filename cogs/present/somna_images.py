"""Somna's village as a picture (Pillow): the players sit in a circle, as at
the table; the living as full discs, the dead as hollow discs struck through
(with when they died), the hexed with a violet hex star and the word, the
accused ringed in red. Read at a glance at sunrise: who is left, who fell.

Only public facts go in: ``village(public, names)`` builds the picture's
input from ``view(None)`` (who is alive, dead and hexed, the nominee) and the
names; no role, no night action, nothing a seat's own view adds. The tests
check the input against the public view and that no role word reaches it.
"""

from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

from words import t

from .drawing import BACKGROUND, DIMMED, GOLD, MUTED, NAME_INK, RED, TITLE_INK, VIOLET, Canvas, Drawn, encode, fit, font

SIZE = 640
CENTRE = SIZE // 2
RADIUS = 240
TOKEN = 24
TEXT = 22  # the smallest text: capitals 9 px at Discord's 400


def village(public: Mapping[str, Any], names: Sequence[str]
            ) -> tuple[str, str, tuple[tuple[str, bool, bool, bool, str], ...]]:
    """The picture's whole input, from the public view: (title, line, seats); each
    seat is (name, alive, hexed, accused, death) with death like "night 2" or ""."""
    phase = public.get("phase")
    alive = set(public.get("alive") or [])
    hexed = set(public.get("hexed") or []) if phase == "day" else set()  # laid at sunrise, shown through the day
    deaths: dict[int, str] = {}
    for record in public.get("dead") or []:
        when = (t("somna-board-when-night", night=record["night"]) if "night" in record
                else t("somna-board-when-day", day=record["day"]) if "day" in record else t("somna-board-dead"))
        deaths[record["seat"]] = when
    if phase == "night":
        title = t("somna-picture-night", night=public.get("night", 1))
    elif phase == "day":
        title = t("somna-picture-day-sunrise" if public.get("stage") == "nominate" else "somna-picture-day",
                  day=public.get("day", 1))
    else:
        title = t("somna-picture-over", winner="village" if public.get("winner") == "village" else "evil")
    line = t("somna-picture-line", alive=len(alive), dead=len(deaths)) + (
        f" \u00b7 {t('somna-picture-hexed', count=len(hexed))}" if hexed else "")
    accused = public.get("nominee") if phase == "day" else None
    # The note under a token is resolved here, in the reader's words: the
    # painter thread draws it in whatever locale it runs under.
    seats = tuple((names[s] if s < len(names) else t("somna-picture-seat", seat=s + 1), s in alive, s in hexed,
                   s == accused,
                   _note(s in hexed, s == accused, "" if s in alive else deaths.get(s, t("somna-board-dead"))))
                  for s in range(len(names)))
    return title, line, seats


def _note(hexed: bool, accused: bool, death: str) -> str:
    return t("somna-board-hexed") if hexed else (t("somna-picture-on-trial") if accused else death)


def hex_star(c: Canvas, cx: float, cy: float, r: float) -> None:
    """A six-pointed star: the hex mark (a shape, not only violet)."""
    for turn in (0, math.pi / 3):
        c.draw.polygon([(cx + r * math.cos(turn + k * 2 * math.pi / 3 - math.pi / 2),
                         cy + r * math.sin(turn + k * 2 * math.pi / 3 - math.pi / 2)) for k in range(3)], fill=VIOLET)
    c.mark((round(cx - r), round(cy - r), round(cx + r), round(cy + r)), VIOLET, NAME_INK)


def sketch_village(title: str, line: str, seats: Sequence[tuple[str, bool, bool, bool, str]]) -> Drawn:
    c = Canvas((SIZE, SIZE), BACKGROUND)
    d = c.draw
    n = max(1, len(seats))
    room = int(min(150, 2 * math.pi * RADIUS / n - 4))
    d.ellipse((CENTRE - RADIUS + 56, CENTRE - RADIUS + 56, CENTRE + RADIUS - 56, CENTRE + RADIUS - 56),
              outline=DIMMED, width=2)
    c.text((100, CENTRE - 60, SIZE - 100, CENTRE - 16), title, 32, GOLD, BACKGROUND, min_size=TEXT)
    c.text((100, CENTRE - 8, SIZE - 100, CENTRE + 26), line, TEXT, TITLE_INK, BACKGROUND)
    for i, (name, alive, hexed, accused, death) in enumerate(seats):
        angle = -math.pi / 2 + 2 * math.pi * i / n
        cx, cy = CENTRE + RADIUS * math.cos(angle), CENTRE + RADIUS * math.sin(angle) - 18
        box = (round(cx - TOKEN), round(cy - TOKEN), round(cx + TOKEN), round(cy + TOKEN))
        if accused:
            ring = (box[0] - 7, box[1] - 7, box[2] + 7, box[3] + 7)
            d.ellipse(ring, outline=RED, width=5)
        if alive:
            d.ellipse(box, fill=NAME_INK, outline=GOLD, width=4)
            c.mark(box, GOLD, BACKGROUND)
        else:  # the dead: a hollow disc struck through (a shape, not only grey)
            d.ellipse(box, fill=BACKGROUND, outline=MUTED, width=4)
            d.line([(box[0] + 9, box[1] + 9), (box[2] - 9, box[3] - 9)], fill=MUTED, width=4)
            d.line([(box[0] + 9, box[3] - 9), (box[2] - 9, box[1] + 9)], fill=MUTED, width=4)
            c.mark(box, MUTED, BACKGROUND)
        if hexed:
            hex_star(c, cx, cy, TOKEN - 6)
        top = round(cy + TOKEN + 4)
        left = round(cx - room / 2)
        c.text((left, top, left + room, top + 26), fit(d, name, font(TEXT), room), TEXT,
               NAME_INK if alive else MUTED, BACKGROUND)
        note = death  # village() put the hex or the trial there
        if note:
            c.text((left, top + 26, left + room, top + 52), note, TEXT, TITLE_INK if hexed or accused else MUTED,
                   BACKGROUND)
    return c.done()


def draw_village(title: str, line: str, seats: Sequence[tuple[str, bool, bool, bool, str]]) -> bytes:
    return encode(sketch_village(title, line, seats).image)
