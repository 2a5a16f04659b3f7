"""A player's dream as a picture: the pyramid of their cards with tokens and
breaks, and a header with their name, score and holdings; drawn from pieces
like the ring (``somnikum_images``, whose marks and sizes it shares)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from PIL import Image

from games.somnikum.cards import CATALOG
from words import t

from .drawing import (BREAK_INK, GOLD, NIGHT_DIM, NIGHT_INK, RULE, SAND, SAND_EDGE, STAR_INK, WHITE, Canvas, Drawn,
                      encode_paletted, paletted, paletted_canvas)
from .somnikum_images import (BACKGROUND, CARD_GROUND, EXTRA_LINE, MARGIN, TEXT, TITLE, card_fill, encounter_badge, eye,
                              overlay, plot_mark, plot_of, star)
from .somnikum_names import encounter_name, particle_name


# a dream's sizes
DREAM_W = 650
CARD_W = 122
STEP = 128
DREAM_LEFT = 10
PER_BAND = 4  # first-row places per band of the pyramid
DREAM_LINE = 28
DREAM_HEAD = 116  # the header: name, score, holdings

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
    return overlay(lambda c: _band_rule(c, RULE_HALF), (DREAM_W, 2 * RULE_HALF + 1))


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
    return overlay(lambda c: _break(c, x, dy, h), (2 * BREAK_HALF, dy + h + 1))
