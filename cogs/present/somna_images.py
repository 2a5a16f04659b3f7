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

from PIL import Image, ImageDraw

from .drawing import BACKGROUND, DIMMED, GOLD, MUTED, NAME_INK, RED, TITLE_INK, VIOLET, centered, encode, fit, font

SIZE = 800
CENTRE = SIZE // 2
RADIUS = 300
TOKEN = 30


def village(public: Mapping[str, Any], names: Sequence[str]) -> tuple:
    """The picture's whole input, from the public view: (title, line, seats); each
    seat is (name, alive, hexed, accused, death) with death like "night 2" or ""."""
    phase = public.get("phase")
    alive = set(public.get("alive") or [])
    hexed = set(public.get("hexed") or []) if phase == "day" else set()  # laid at sunrise, shown through the day
    deaths: dict[int, str] = {}
    for record in public.get("dead") or []:
        when = (f"night {record['night']}" if "night" in record else f"day {record['day']}" if "day" in record
                else "dead")
        deaths[record["seat"]] = when
    if phase == "night":
        title = f"Night {public.get('night', 1)}"
    elif phase == "day":
        title = f"Day {public.get('day', 1)}: sunrise" if public.get("stage") == "nominate" else \
            f"Day {public.get('day', 1)}"
    else:
        title = "The village wins" if public.get("winner") == "village" else "Evil wins"
    line = f"{len(alive)} alive \u00b7 {len(deaths)} dead" + (f" \u00b7 {len(hexed)} hexed" if hexed else "")
    accused = public.get("nominee") if phase == "day" else None
    seats = tuple((names[s] if s < len(names) else f"seat {s + 1}", s in alive, s in hexed, s == accused,
                   "" if s in alive else deaths.get(s, "dead")) for s in range(len(names)))
    return title, line, seats


def hex_star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    """A six-pointed star: the hex mark (a shape, not only violet)."""
    for turn in (0, math.pi / 3):
        d.polygon([(cx + r * math.cos(turn + k * 2 * math.pi / 3 - math.pi / 2),
                    cy + r * math.sin(turn + k * 2 * math.pi / 3 - math.pi / 2)) for k in range(3)], fill=fill)


def compose_village(title: str, line: str, seats: Sequence[tuple[str, bool, bool, bool, str]]) -> Image.Image:
    image = Image.new("RGB", (SIZE, SIZE), BACKGROUND)
    d = ImageDraw.Draw(image)
    n = max(1, len(seats))
    spacing = 2 * math.pi * RADIUS / n
    room = int(min(170, spacing - 4))
    centered(d, (0, CENTRE - 70, SIZE, CENTRE - 20), title, font(38), GOLD)
    centered(d, (0, CENTRE - 10, SIZE, CENTRE + 30), line, font(26), TITLE_INK)
    for i, (name, alive, hexed, accused, death) in enumerate(seats):
        angle = -math.pi / 2 + 2 * math.pi * i / n
        cx, cy = CENTRE + RADIUS * math.cos(angle), CENTRE + RADIUS * math.sin(angle) - 14
        box = (cx - TOKEN, cy - TOKEN, cx + TOKEN, cy + TOKEN)
        if accused:
            d.ellipse((box[0] - 8, box[1] - 8, box[2] + 8, box[3] + 8), outline=RED, width=6)
        if alive:
            d.ellipse(box, fill=NAME_INK, outline=GOLD, width=4)
        else:
            d.ellipse(box, fill=BACKGROUND, outline=MUTED, width=4)
            d.line([(box[0] + 10, box[1] + 10), (box[2] - 10, box[3] - 10)], fill=MUTED, width=5)
            d.line([(box[0] + 10, box[3] - 10), (box[2] - 10, box[1] + 10)], fill=MUTED, width=5)
        if hexed:
            hex_star(d, cx, cy, TOKEN - 6, VIOLET)
        top = cy + TOKEN + 6
        label = fit(d, name, font(22), room)
        centered(d, (int(cx - room / 2), int(top), int(cx + room / 2), int(top + 26)), label, font(22),
                 NAME_INK if alive else MUTED)
        note = "hexed" if hexed else ("on trial" if accused else death)
        if note:
            centered(d, (int(cx - room / 2), int(top + 26), int(cx + room / 2), int(top + 50)),
                     fit(d, note, font(20), room), font(20), TITLE_INK if hexed or accused else MUTED)
    d.ellipse((CENTRE - RADIUS + 60, CENTRE - RADIUS + 60, CENTRE + RADIUS - 60, CENTRE + RADIUS - 60),
              outline=DIMMED, width=2)
    return image


def draw_village(title: str, line: str, seats: Sequence[tuple[str, bool, bool, bool, str]]) -> bytes:
    return encode(compose_village(title, line, seats))
