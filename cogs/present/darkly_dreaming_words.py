"""Darkly Dreaming's words and symbols: the emoji of each dream type, dice
and results, and the phrases the presenter, its event lines and its
pictures build from them (each through the catalogue)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from words import number, t


TYPES = ("D", "E", "C", "P")
EMOJI = {"D": "\U0001f30a", "E": "\U0001f40d", "C": "\u26d3\ufe0f", "P": "\U0001f43a"}
DIE = "\u2680\u2681\u2682\u2683\u2684\u2685"
STAR, HUNT, EXHAUST, SHADOW = "\u2b50", "\U0001f43e", "\U0001f4a4", "\U0001f311"
UP, DOWN = "\u2191", "\u2193"
RESULT = {"1pt": f"{STAR}1", "2pt": f"{STAR}2", "exhaust": EXHAUST, "hunt": HUNT, "shadow": SHADOW}
RESULTS = frozenset(RESULT)  # the results the catalogue words (darkly-result-<result>)
TURN, NIGHTMARE, COMATOSE, OUT, DREAMER = "\u25b6\ufe0f", "\U0001f608", "\U0001f635", "\u274c", "\U0001f6cc"
MOON, DECK, WAIT, WARN, DICE = "\U0001f319", "\U0001f0cf", "\u23f3", "\u26a0\ufe0f", "\U0001f3b2"
SLEEP, AWAKE, BELL, FLAG = "\U0001f634", "\u2615", "\U0001f514", "\U0001f3c1"
MAX_DICE_SHOWN = 24
PILES = {"s": "shadow", "h": "hunt", "p": "points"}  # a spot's pile (darkly-label-pick-<pile>)
# The pending choices whose group heading the catalogue words (darkly-group-<kind>).
GROUPS = frozenset({"target", "envy", "envy_two", "primeval", "nm_envy", "nm_depths", "nm_primeval", "become", "sleep"})


# -- words for components ----------------------------------------------------------

def dream_name(letter: str) -> str:
    """``Envy``: a dream type's name (data/darkly_dreaming/dreams.toml keeps the letters)."""
    return t("darkly-dream", dream=letter) if letter in EMOJI else letter


def dream(letter: str) -> str:
    """``🐍 Envy``."""
    return f"{EMOJI.get(letter, '?')} {dream_name(letter)}"


def dreams_short(letters: Sequence[str]) -> str:
    """``🌊🐍🐍⛓️`` in the order given."""
    return "".join(EMOJI.get(x, "?") for x in letters) or t("darkly-nothing")


def dreams_words(letters: Sequence[str]) -> str:
    """``🌊 Depths, 🐍 Envy ×2`` (type order)."""
    parts = []
    for kind in TYPES:
        n = list(letters).count(kind)
        if n:
            parts.append(dream(kind) + (f" \u00d7{n}" if n > 1 else ""))
    return ", ".join(parts) or t("darkly-nothing")


def die_face(value: int) -> str:
    return DIE[value - 1] if 1 <= value <= 6 else str(value)


def roll_text(roll: Mapping[str, Any]) -> str:
    """``🐍⚅🌑`` compact, for the board."""
    return f"{EMOJI.get(roll['dream'], '?')}{die_face(roll['die'])}{RESULT.get(roll['result'], roll['result'])}"


def roll_words(roll: Mapping[str, Any]) -> str:
    """``🐍 Envy ⚅ → 🌑 shadow`` for event lines and labels."""
    result = roll["result"]
    said = t(f"darkly-result-{result}") if result in RESULTS else result
    return f"{dream(roll['dream'])} {die_face(roll['die'])} \u2192 {said}"


def danger_text(d: Mapping[str, Any] | None) -> str:
    """``Exhaust 2/3 · face down 1/3 · Hunt 3/4 · Shadow of Envy 2/3``."""
    if not d:
        return ""
    shadow = t("darkly-shadow-of", dream=d["shadow_type"]) if d.get("shadow_type") else t("darkly-shadow")
    return t("darkly-danger", exhaust=d["exhaust"], exhaust_limit=d["exhaust_limit"], face_down=d["face_down"],
             face_down_limit=d["face_down_limit"], hunt=d["hunt"], hunt_limit=d["hunt_limit"], shadow=shadow,
             shadows=d["shadow"], shadow_limit=d["shadow_limit"])


def spot_text(piles: Mapping[str, Any], spot: str) -> str:
    """The dream a spot names on a dreamer card, in words."""
    pile, key = spot.split(":", 1)
    if pile == "s":
        return t("darkly-spot-shadow", dream=dream(key))
    if pile == "h":
        return t("darkly-spot-hunt", dream=dream(key))
    if pile == "x":
        index = int(key)
        exhaust = piles.get("exhaust") or []
        entry: Mapping[str, Any] = exhaust[index] if index < len(exhaust) else {"dream": "?", "face_down": False}
        return t("darkly-spot-exhaust-down" if entry["face_down"] else "darkly-spot-exhaust-up",
                 dream=dream(entry["dream"]), place=index + 1)
    return t("darkly-spot-points", dream=dream(key[0]), points=int(key[1:]) if key[1:].isdigit() else 0)


def odds(letters: Sequence[str], faces: Mapping[str, Any]) -> str:
    """The average outcome of rolling these dreams, from the view's die faces."""
    totals = {"pts": 0.0, "exhaust": 0.0, "hunt": 0.0, "shadow": 0.0}
    for x in letters:
        kinds = (faces.get(x) or {}).get("faces") or []
        for face in kinds:
            share = 1 / len(kinds)
            if face.endswith("pt"):
                totals["pts"] += share * int(face[:-2])
            elif face in totals:
                totals[face] += share
    return t("darkly-odds", points=number(totals["pts"]), exhaust=number(totals["exhaust"]),
             hunt=number(totals["hunt"]), shadow=number(totals["shadow"]))


def points_text(points: Sequence[str]) -> str:
    """``⭐ 7: 🌊1×3 🐍1 🐺2×2`` grouped by dream and worth."""
    total = sum(int(p[1:]) for p in points)
    groups = []
    for kind in TYPES:
        for v in ("1", "2"):
            n = list(points).count(f"{kind}{v}")
            if n:
                groups.append(f"{EMOJI[kind]}{v}" + (f"\u00d7{n}" if n > 1 else ""))
    if groups:
        return t("darkly-points-groups", total=total, groups=" ".join(groups))
    return t("darkly-points", total=total)


def status_text(status: str | None, nightmare: str | None, *, at_end: bool) -> str:
    """A player's standing: on the board during the game, or in the results."""
    if status == "nightmare":
        return t("darkly-status-nightmare", dream=nightmare or "?")
    if status == "comatose":
        return t("darkly-status-comatose-end" if at_end else "darkly-status-comatose")
    if status == "out":
        return t("darkly-status-out-end" if at_end else "darkly-status-out")
    return t("darkly-status-dreamer")


def card_lines(piles: Mapping[str, Any], danger: Mapping[str, Any] | None, limits: Mapping[str, Any],
               status: str, nightmare: str | None) -> list[str]:
    """One dreamer card as lines: points, hunt, exhaust, shadow piles."""
    if status == "out":
        return [t("darkly-card-out")]
    lines = [points_text(piles.get("points") or [])]
    if status == "nightmare":
        lines.append(t("darkly-card-nightmare", dream=dream(nightmare or "?")))
        return lines
    hunt = piles.get("hunt") or []
    lines.append(t("darkly-card-hunt", count=len(hunt), limit=limits.get("hunt", 4), dreams=dreams_short(hunt))
                 if hunt else t("darkly-card-hunt-none", count=0, limit=limits.get("hunt", 4)))
    exhaust = piles.get("exhaust") or []
    down = sum(1 for x in exhaust if x["face_down"])
    marks = " ".join(f"{EMOJI.get(x['dream'], '?')}{DOWN if x['face_down'] else UP}" for x in exhaust)
    lines.append(t("darkly-card-exhaust", count=len(exhaust), limit=limits.get("exhaust", 3), marks=marks,
                   down=down, down_limit=limits.get("face_down", 3)) if marks else
                 t("darkly-card-exhaust-none", count=len(exhaust), limit=limits.get("exhaust", 3), down=down,
                   down_limit=limits.get("face_down", 3)))
    shadow = piles.get("shadow") or {}
    lines.append(t("darkly-card-shadow", counts=" ".join(f"{EMOJI[kind]}{shadow.get(kind, 0)}" for kind in TYPES),
                   limit=limits.get("shadow", 3)))
    return lines
