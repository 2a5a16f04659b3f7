"""Somnikum's words and symbols: plot colours, particles, cards, encounter
cards, the ring and a dream as lines, and the phrases the presenter and its
event lines build from them (each through the catalogue)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from games.somnikum.cards import CATALOG
from words import t

from .somnikum_names import card_name, encounter_name, encounter_text, particle_name

PLOT_EMOJI = {"F": "\U0001f7e9", "U": "\U0001f7e6", "S": "\U0001f7e5"}
NIGHTMARE = "\u2b1b"
WHEEL = ("\u26ab", "\u26aa")  # black pawn = flywheel 1, white pawn = flywheel 2
STAR = "\u2605"
EYE = "\U0001f441\ufe0f"
ENCOUNTER = "\u2753"
TOKEN = "\u23f3"
BREAK = "\u2702\ufe0f"
JOIN = "\u2014"
TURN = "\u25b6\ufe0f"
EMPTY = "\u00b7"
DOT = " \u00b7 "

# The turn's phases the catalogue words (somnikum-now-<phase>, somnikum-you-<phase>).
PHASES = frozenset({"flywheels", "start", "token", "steps", "pay", "attach", "keep", "after", "extra", "dust",
                    "dust_target", "mend", "rob"})
# The encounter effects with a short label (somnikum-effect-<effect>).
EFFECTS = frozenset({"draw_tokens", "extra_free_steps", "reverse_move", "mend_break", "golden_dust",
                     "draw_encounters", "extra_take", "steal_token", "free_fourth_step", "plot_patron",
                     "night_light", "constellation", "sand_keeper"})
# The permanent encounters that score at the end (somnikum-bonus-<key>).
BONUSES = frozenset({"constellation", "sand_keeper"})


def _dashed(name: str) -> str:
    return name.lower().replace("_", "-")


def what_now(phase: str | None) -> str:
    """What the player in turn is doing, for everyone."""
    return t(f"somnikum-now-{_dashed(phase)}" if phase in PHASES and phase else "somnikum-now-other")


def you_now(phase: str | None) -> str:
    """What the player in turn is to do, for them."""
    return t(f"somnikum-you-{_dashed(phase)}" if phase in PHASES and phase else "somnikum-you-other")


# -- words for components ------------------------------------------------------

def particle_emoji(p: str) -> str:
    return CATALOG.particles[p].emoji if p in CATALOG.particles else "?"


def particle_text(p: str) -> str:
    """``🐉 dragon``."""
    part = CATALOG.particles.get(p)
    return f"{part.emoji} {particle_name(p)}" if part else p


def plot_emoji(card_id: str) -> str:
    card = CATALOG.cards[card_id]
    return NIGHTMARE if card.nightmare else PLOT_EMOJI.get(card.plot or "", "?")


def _worth(card_id: str) -> str:
    c = CATALOG.cards[card_id]
    parts = [f"{STAR}{c.stars}"]
    if c.eyes:
        parts.append(f"{EYE}{c.eyes}")
    if c.encounter:
        parts.append(ENCOUNTER)
    return " ".join(parts)


def card_text(card_id: str) -> str:
    """A card in public text, by its name: ``🟩*Dragon's Keep* 🐉🏰 ★1 ❓``."""
    c = CATALOG.cards[card_id]
    return (f"{plot_emoji(card_id)}*{card_name(card_id)}* {''.join(particle_emoji(p) for p in c.particles)} "
            f"{_worth(card_id)}")


def card_words(card_id: str) -> str:
    """A card for a label (80 characters hold it and its cost): ``Dragon's Keep 🐉🏰 ★1 ❓``
    (nightmares: ``Locked Out (nightmare) 👁1``)."""
    c = CATALOG.cards[card_id]
    if c.nightmare:
        return t("somnikum-card-nightmare-label", name=card_name(card_id), worth=_worth(card_id))
    return f"{card_name(card_id)} {''.join(particle_emoji(p) for p in c.particles)} {_worth(card_id)}"


def encounter_words(card: str) -> str:
    """An encounter card for its owner: ``E05 'Tailwind'``."""
    return f"{card} '{encounter_name(card)}'"


def encounter_short(card: str) -> str:
    e = CATALOG.encounters[card]
    if e.effect not in EFFECTS:
        return encounter_text(card)
    amount = e.params.get("amount", 2)
    plot = str(e.params.get("plot") or "")
    return t(f"somnikum-effect-{_dashed(e.effect)}", amount=int(amount) if isinstance(amount, int) else 2,
             plot=t(f"somnikum-plot-{_dashed(plot)}-short") if plot in CATALOG.plots else plot)


def gap_text(gap: int, size: int) -> str:
    """Where a flywheel stands: between two places (numbered from 1)."""
    before = (gap - 1) % size + 1
    return t("somnikum-gap", before=before, after=gap % size + 1)


# -- geometry for the reader (how far each card is) ---------------------------------

def steps_to(field: Sequence[str | None], gap: int) -> dict[int, int]:
    """Place -> steps clockwise from a flywheel in ``gap`` (steps count cards only)."""
    n = len(field)
    out: dict[int, int] = {}
    for i in range(n):
        place = (gap + i) % n
        if field[place] is not None:
            out[place] = len(out) + 1
    return out


def ring_lines(public: Mapping[str, Any]) -> list[str]:
    """The ring, one line per place clockwise, with the flywheels between places."""
    field = public.get("field") or []
    wheels = public.get("flywheels") or [0, 0]
    placing = public.get("phase") == "flywheels"
    far = [steps_to(field, g) for g in wheels]
    lines = []
    for place, card in enumerate(field):
        if not placing:
            here = [t("somnikum-ring-flywheel", wheel=WHEEL[w], number=w + 1) for w in (0, 1) if wheels[w] == place]
            if here:
                lines.append(" ".join(here))
        num = f"`{place + 1:>2}`"
        if card is None:
            lines.append(f"{num} {EMPTY}")
            continue
        reach = "" if placing else " \u2003" + " ".join(f"{WHEEL[w]}{far[w][place]}" for w in (0, 1))
        lines.append(f"{num} {card_text(card)}{reach}")
    return lines


def dream_lines(dream: Sequence[Sequence[Mapping[str, Any]]]) -> list[str]:
    """A dream as one line per level; ``✂️`` a break, ``·`` an empty place, ``+🐉`` a placed token."""
    lines = []
    for level, row in enumerate(dream, start=1):
        if not row:
            continue
        parts: list[str] = []
        expect = 0
        for entry in sorted(row, key=lambda e: e["pos"]):
            if parts:
                parts.append(BREAK if entry["break"] else JOIN)
            parts += [EMPTY] * max(0, entry["pos"] - expect)
            tokens = "".join(f"+{particle_emoji(p)}" for p in entry.get("tokens") or [])
            parts.append(card_text(entry["card"]) + tokens)
            expect = entry["pos"] + 1
        lines.append(t("somnikum-dream-level", level=level) + " " + " ".join(parts))
    return lines or [t("somnikum-dream-empty")]


def backs_text(backs: Mapping[str, int] | None) -> str:
    """The backs of a player's held tokens (public, K-14): ``2 sand, 1 blank``."""
    backs = backs or {}
    return t("somnikum-backs", sand=backs.get("sand", 0), blank=backs.get("blank", 0))


def round_end_text(turn: Mapping[str, Any], players: int) -> str | None:
    """What the engine says this turn ends, and why; None when it ends nothing yet."""
    if not turn.get("round_ends_after_turn"):
        return None
    ends = t("somnikum-ending-game" if turn.get("game_ends_after_turn") else "somnikum-ending-round")
    by = turn.get("round_ends_by")
    if by == "A":
        return t("somnikum-ending-because", ending=ends, why=t("somnikum-ending-why-a", count=players))
    if by == "B":
        return t("somnikum-ending-because", ending=ends, why=t("somnikum-ending-why-b"))
    return ends


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _lines_value(lines: Sequence[str], limit: int = 1024) -> str:
    out: list[str] = []
    size = 0
    for line in lines:
        line = _clip(line, limit)
        if size + len(line) + 1 > limit:
            out[-1:] = [_clip(out[-1], limit - size - 2) + "\u2026"] if out else []
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) or "-"
