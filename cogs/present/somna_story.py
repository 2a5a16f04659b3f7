"""The Storyteller's voice for Somna: each sunrise as a short told story and
the end's night-by-night tale, from the bank in ``data/somna/story.toml``.

Presentation only: what happened comes from the engine's public ``sunrise``
event (in the rulebook's order: the Hex, the deaths, the saves, the returns,
then the recap and its hint) and from the ``game_over`` story. Which line of
the bank tells it is :func:`games.somna.story.pick` of the table's seed, the
night and the kind of line, never the engine's Rng: the same seed and actions
tell the same story, on a replay or after a restart, however often a line is
rendered.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Callable, Mapping

from games.datafiles import DataError, check, load_checked
from games.somna.rules import ROLES
from games.somna.story import pick

SUNRISE_KINDS = ("dawn", "hex", "slain", "poisoned", "vigilante", "many", "saved_one", "saved_many",
                 "returned", "quiet", "downfall")
TALE_KEYS = ("quiet_night", "deaths", "executed", "sabotaged", "no_pyre")
# The cause phrases a death line must keep, and the phrases joined for a
# death with several causes ("slain in their sleep and poisoned").
CAUSE_PHRASES = MappingProxyType({
    "slain": "slain in their sleep", "poisoned": "poisoned", "vigilante": "struck down by a vigilante",
    "torn_apart": "slain in their sleep",  # stored before the Beast read as the Demon
})
NUMBER_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")
ICONS = MappingProxyType({"hex": "\U0001fa84", "death": "\U0001f480", "saved": "\U0001f54a\ufe0f",
                          "returned": "\U0001f9ea", "story": "\U0001f4dc"})


def _load() -> tuple[Mapping[str, tuple[str, ...]], Mapping[str, tuple[str, ...]], Mapping[str, str]]:
    raw = load_checked("somna/story.toml", {"sunrise": {k: [str] for k in SUNRISE_KINDS},
                                            "hints": dict, "tale": dict})
    for role, lines in raw["hints"].items():
        check(lines, [str], f"somna/story.toml.hints.{role}")
        if role not in ROLES:
            raise DataError(f"somna/story.toml: a hint for unknown role {role!r}")
    for key, text in raw["tale"].items():
        check(text, str, f"somna/story.toml.tale.{key}")
    for key in TALE_KEYS:
        if key not in raw["tale"]:
            raise DataError(f"somna/story.toml: tale.{key} is missing")
    for kind, lines in list(raw["sunrise"].items()) + list(raw["hints"].items()):
        if not lines:
            raise DataError(f"somna/story.toml: no lines for {kind}")
    def freeze(d: Mapping[str, Any]) -> Mapping[str, tuple[str, ...]]:
        return MappingProxyType({k: tuple(v) for k, v in d.items()})

    return freeze(raw["sunrise"]), freeze(raw["hints"]), MappingProxyType(dict(raw["tale"]))


SUNRISE, HINTS, TALE = _load()


def number_word(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


class Teller:
    """Tells one table's story: ``seed`` is the table's seed and ``name``
    gives a seat's display name."""

    def __init__(self, seed: int | str, name: Callable[[int], str]) -> None:
        self.seed = seed
        self.name = name

    def line(self, night: int, kind: str, bank: tuple[str, ...], index: int = 0, **values: Any) -> str:
        """Line ``index`` of this sunrise's ``kind``: the seed picks where in
        the bank it starts, so two lines of one kind in one sunrise differ."""
        start = pick(self.seed, len(bank), night, kind)
        return bank[(start + index) % len(bank)].format(**values)

    def bold(self, seat: int) -> str:
        return f"**{self.name(seat)}**"

    # -- the sunrise ------------------------------------------------------

    def sunrise(self, d: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        night = int(d["night"])
        lines = [f"\U0001f305 **Sunrise after night {night}.** " + self.line(night, "dawn", SUNRISE["dawn"])]
        for i, seat in enumerate(d.get("hexed", [])):
            lines.append(f"{ICONS['hex']} " + self.line(night, "hex", SUNRISE["hex"], i, player=self.bold(seat),
                                                       left=d.get("hexes_left", "?")))
        deaths = d.get("deaths", [])
        for i, death in enumerate(deaths):
            lines.append(f"{ICONS['death']} " + self.death(night, i, death, role_title))
        saved = int(d.get("saved", 0))
        if saved == 1:
            lines.append(f"{ICONS['saved']} " + self.line(night, "saved_one", SUNRISE["saved_one"]))
        elif saved > 1:
            word = number_word(saved)
            lines.append(f"{ICONS['saved']} " + self.line(night, "saved_many", SUNRISE["saved_many"],
                                                         count=word, count_lower=word.lower()))
        for i, seat in enumerate(d.get("returned", [])):
            lines.append(f"{ICONS['returned']} " + self.line(night, "returned", SUNRISE["returned"], i,
                                                            player=self.bold(seat)))
        recap = self.line(night, "quiet", SUNRISE["quiet"]) if not deaths else self.line(
            night, "downfall", SUNRISE["downfall"])
        hint = d.get("hint")
        if hint is not None and hint in HINTS:
            recap += " " + self.line(night, f"hint.{hint}", HINTS[hint])
        lines.append(f"{ICONS['story']} _{recap}_")
        return "\n".join(lines)

    def death(self, night: int, index: int, death: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        how = [c for c in death.get("how", []) if c in CAUSE_PHRASES]
        player = self.bold(death["seat"])
        causes = list(dict.fromkeys(CAUSE_PHRASES[c] for c in how))
        if len(causes) == 1:
            kind = "slain" if how[0] == "torn_apart" else how[0]
            text = self.line(night, kind, SUNRISE[kind], index, player=player)
        else:
            joined = " and ".join(causes) if causes else "dead"
            text = self.line(night, "many", SUNRISE["many"], index, player=player, causes=joined)
        if death.get("role"):
            text += f" (They were the {role_title(death['role'])}.)"
        return text

    # -- the end's tale ---------------------------------------------------

    def night_tale(self, entry: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        told = [self.act(a, role_title) for a in entry.get("acts", [])]
        dead = [self.bold(x["seat"]) for x in entry.get("deaths", [])]
        if dead:
            told.append(TALE["deaths"].format(players=_and(dead)))
        text = "; ".join(told) or TALE["quiet_night"]
        return f"\U0001f319 **Night {entry['night']}:** {text[0].upper()}{text[1:]}."

    def act(self, a: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        result = a.get("result")
        if isinstance(result, bool):
            outcome = "true" if result else "false"
        elif a["power"] == "peek" and result in ROLES:
            outcome = "seen"
        else:
            outcome = str(result)
        template = TALE.get(f"{a['power']}.{outcome}") or TALE.get(f"any.{outcome}") or (
            "{actor}, the {role}: " + str(a["power"]) + " on {target}")
        seen = role_title(str(result)) if outcome == "seen" else ""
        return template.format(actor=self.bold(a["seat"]), role=role_title(a["role"]),
                               target=self.bold(a["target"]), seen=seen)

    def day_tale(self, entry: Mapping[str, Any]) -> str:
        condemned = entry.get("condemned")
        if condemned is None:
            text = TALE["no_pyre"]
        elif entry.get("sabotaged_by") is not None:
            text = TALE["sabotaged"].format(player=self.bold(condemned), saboteur=self.bold(entry["sabotaged_by"]))
        else:
            text = TALE["executed"].format(player=self.bold(condemned))
        votes = len(entry.get("votes", []))
        ballots = f"after {votes} vote{'s' if votes != 1 else ''}, " if votes else ""
        text = ballots + text
        return f"\u2600\ufe0f **Day {entry['day']}:** {text[0].upper()}{text[1:]}."


def _and(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
