"""The Somnikum table as a picture (Pillow): the ring of dream cards with the two
flywheels and the place numbers, and every player's dream as an inverted
pyramid of rows.

``render(public, names)`` uses only its arguments (the public view and the
players' names), so the play cog can run it in a thread (``asyncio.to_thread``).
It draws nothing secret: the public view holds no hidden information.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Sequence

from PIL import Image, ImageDraw, ImageFont

from games.somnikum.cards import CATALOG

from .drawing import (
    BREAK_INK,
    COAL,
    EMBER,
    FLYWHEEL_RIM,
    FOREST,
    NIGHT_BACKGROUND,
    NIGHT_DIM,
    NIGHT_INK,
    NIGHTMARE,
    PARCHMENT,
    PLUM,
    RULE,
    SAND,
    SAND_EDGE,
    SAND_INK,
    SKY,
    STAR_INK,
    UNPLOTTED,
    WHITE,
    encode,
)

# Public view keys the picture depends on (the presenter caches pictures by them).
KEYS = ("players", "round", "placing", "current", "field", "flywheels", "dreams", "token_counts",
        "encounters_held", "over", "scores")

WIDTH = 1100
RING_H = 700
CENTRE = (WIDTH // 2, RING_H // 2)
RADIUS = 290
RADIUS_X = 440
CARD_W, CARD_H = 60, 84
SMALL_W, SMALL_H = 50, 66
ROW_GAP = 6
BACKGROUND = NIGHT_BACKGROUND
INK = NIGHT_INK
DIM = NIGHT_DIM
PLOT_FILL = {"F": FOREST, "U": SKY, "S": EMBER}
NIGHTMARE_FILL = NIGHTMARE
FONT_DIR = "/usr/share/fonts/truetype/dejavu/"


@lru_cache(maxsize=8)
def font(size: int, bold: bool = False) -> ImageFont.ImageFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(FONT_DIR + name, size)
    except OSError:
        return ImageFont.load_default()


def _fill(card_id: str) -> tuple[int, int, int]:
    card = CATALOG.cards[card_id]
    return NIGHTMARE_FILL if card.nightmare else PLOT_FILL.get(card.plot or "", UNPLOTTED)


def draw_card(image: Image.Image, x: int, y: int, card_id: str, w: int = CARD_W, h: int = CARD_H,
              tokens: Sequence[str] = ()) -> None:
    """Paste a card face (drawn once per card, size and tokens, then reused)."""
    image.paste(card_tile(card_id, w, h, tuple(tokens)), (x, y))


@lru_cache(maxsize=512)
def card_tile(card_id: str, w: int, h: int, tokens: tuple[str, ...]) -> Image.Image:
    """A card face: plot colour, id, particles (short names), ★ and eyes, ? for the encounter symbol."""
    tile = Image.new("RGB", (w, h), BACKGROUND)
    d = ImageDraw.Draw(tile)
    x = y = 0
    w, h = w - 1, h - 1
    card = CATALOG.cards[card_id]
    d.rounded_rectangle((x, y, x + w, y + h), radius=6, fill=_fill(card_id), outline=INK, width=1)
    small = w < CARD_W
    d.text((x + 4, y + 2), card_id, fill=INK, font=font(10 if small else 12, bold=True))
    names = [CATALOG.particles[p].name for p in card.particles]
    if card.nightmare:
        names = ["night", "mare"]
    size = 8 if small else 9
    for i, name in enumerate(names[:3]):
        d.text((x + 4, y + 16 + i * (size + 3)), name[:8], fill=INK, font=font(size))
    worth = f"\u2605{card.stars}" + (f" \u25c9{card.eyes}" if card.eyes else "")
    d.text((x + 4, y + h - (13 if small else 15)), worth, fill=STAR_INK, font=font(9 if small else 11, True))
    if card.encounter:
        r = 7
        cx, cy = x + w - r - 3, y + r + 3
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PARCHMENT)
        d.text((cx, cy), "?", fill=PLUM, font=font(10, True), anchor="mm")
    for i, p in enumerate(tokens[:3]):
        r = 6
        cx, cy = x + w - r - 2, y + h - r - 2 - i * (2 * r + 2)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SAND, outline=SAND_EDGE)
        d.text((cx, cy), CATALOG.particles[p].name[:1].upper() if p in CATALOG.particles else "?",
               fill=SAND_INK, font=font(8, True), anchor="mm")
    return tile


RING_W, RING_HALF_H = 860, 540  # the ring runs clockwise along a rectangle, from the top middle


def ring_point(t: float) -> tuple[float, float, float, float]:
    """Point at fraction ``t`` of the ring (clockwise from the top middle) and its outward direction."""
    cx, cy = CENTRE
    w, h = RING_W, RING_HALF_H
    per = 2 * (w + h)
    u = (t % 1.0) * per
    legs = ((w / 2, (1, 0), (0, -1)), (h, (0, 1), (1, 0)), (w, (-1, 0), (0, 1)), (h, (0, -1), (-1, 0)),
            (w / 2, (1, 0), (0, -1)))
    x, y = cx, cy - h / 2
    for length, (dx, dy), normal in legs:
        if u <= length:
            return x + dx * u, y + dy * u, normal[0], normal[1]
        x, y, u = x + dx * length, y + dy * length, u - length
    return x, y, 0, -1


def _ring(image: Image.Image, d: ImageDraw.ImageDraw, public: Mapping[str, Any], names: Sequence[str]) -> None:
    field = public.get("field") or []
    n = max(1, len(field))
    cx, cy = CENTRE
    for place, card in enumerate(field):
        px, py, nx, ny = ring_point((place + 0.5) / n)
        x, y = int(px - CARD_W / 2), int(py - CARD_H / 2)
        if card is None:
            d.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=6, outline=DIM, width=1)
        else:
            draw_card(image, x, y, card)
        d.text((px + nx * (CARD_W / 2 + 16), py + ny * (CARD_H / 2 + 12)), str(place + 1), fill=DIM,
               font=font(14, True), anchor="mm")
    if not public.get("placing", public.get("phase") == "flywheels") and not public.get("over"):
        for w, gap in enumerate(public.get("flywheels") or []):
            fx, fy, _, _ = ring_point(gap / n)
            r = 12
            fill, ink = (COAL, INK) if w == 0 else (WHITE, COAL)
            d.ellipse((fx - r, fy - r, fx + r, fy + r), fill=fill, outline=FLYWHEEL_RIM, width=3)
            d.text((fx, fy), str(w + 1), fill=ink, font=font(12, True), anchor="mm")
    current = public.get("current")
    title = "Final scores" if public.get("over") else f"Round {public.get('round', 1)} of 3"
    d.text((cx, cy - 30), title, fill=INK, font=font(26, True), anchor="mm")
    if not public.get("over") and isinstance(current, int) and current < len(names):
        d.text((cx, cy + 8), f"{names[current]} to play", fill=INK, font=font(18), anchor="mm")
    left = sum(1 for c in field if c)
    d.text((cx, cy + 36), f"{left} cards on the ring", fill=DIM, font=font(14), anchor="mm")


def _dream(image: Image.Image, d: ImageDraw.ImageDraw, top: int, seat: int, public: Mapping[str, Any], names: Sequence[str]) -> int:
    dream = (public.get("dreams") or [])[seat]
    tokens = (public.get("token_counts") or [0] * (seat + 1))[seat]
    held = (public.get("encounters_held") or [0] * (seat + 1))[seat]
    label = (f"{names[seat] if seat < len(names) else seat}: {tokens} sand token{'' if tokens == 1 else 's'}, "
             f"{held} encounter card{'' if held == 1 else 's'}")
    scores = public.get("scores") or []
    if public.get("over") and seat < len(scores):
        label += f" \u2014 {scores[seat]['total']} VP"
    marker = "\u25b6 " if public.get("current") == seat and not public.get("over") else ""
    d.text((20, top), marker + label, fill=INK, font=font(16, True))
    y = top + 24
    step = SMALL_W + 4
    for level, row in enumerate(dream, start=1):
        d.text((20, y + SMALL_H // 2), f"L{level}", fill=DIM, font=font(13, True), anchor="lm")
        x0 = 50 + (level - 1) * step // 2
        for entry in row:
            x = x0 + entry["pos"] * step
            if x + SMALL_W > WIDTH - 4:
                break
            draw_card(image, x, y, entry["card"], SMALL_W, SMALL_H, entry.get("tokens") or ())
            if entry.get("break"):
                bx = x - 2
                d.line([(bx, y + 6), (bx - 3, y + 20), (bx + 1, y + 34), (bx - 3, y + 48), (bx, y + SMALL_H - 6)],
                       fill=BREAK_INK, width=3)
        y += SMALL_H + ROW_GAP
    return y + 10


def dream_height() -> int:
    return 24 + 3 * (SMALL_H + ROW_GAP) + 10


def compose(public: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as an RGB picture (``render`` encodes it)."""
    players = int(public.get("players") or len(names) or 2)
    height = RING_H + players * dream_height() + 10
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    d = ImageDraw.Draw(image)
    _ring(image, d, public, names)
    top = RING_H
    for seat in range(players):
        d.line([(10, top - 4), (WIDTH - 10, top - 4)], fill=RULE, width=1)
        top = _dream(image, d, top, seat, public, names)
    return image


def render(public: Mapping[str, Any], names: Sequence[str]) -> bytes:
    """The table as PNG bytes."""
    return encode(compose(public, names))
