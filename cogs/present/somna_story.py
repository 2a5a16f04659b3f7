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
from words import ENGLISH, catalogue, say, t

SUNRISE_KINDS = ("dawn", "hex", "slain", "poisoned", "vigilante", "many", "saved_one", "saved_many",
                 "returned", "quiet", "downfall")
TALE_KEYS = ("quiet_night", "deaths", "executed", "sabotaged", "no_pyre")
# The cause phrases a death line must keep, and the phrases joined for a
# death with several causes ("slain in their sleep and poisoned").
CAUSE_KEYS = MappingProxyType({
    "slain": "somna-story-cause-slain", "poisoned": "somna-story-cause-poisoned",
    "vigilante": "somna-story-cause-vigilante",
    "torn_apart": "somna-story-cause-slain",  # stored before the Beast read as the Demon
})
ICONS = MappingProxyType({"hex": "\U0001fa84", "death": "\U0001f480", "saved": "\U0001f54a\ufe0f",
                          "returned": "\U0001f9ea", "story": "\U0001f4dc"})
# Every placeholder a story line may name, so a line can be shown as a
# str.format template (the English banks below, for tests and docs).
PLACEHOLDERS = ("player", "left", "count", "count_lower", "saved", "causes", "actor", "role", "target",
                "seen", "players", "saboteur")


def _slug(name: str) -> str:
    return name.replace("_", "-").replace(".", "-")


def line_key(kind: str, n: int) -> str:
    """The catalogue key of line ``n`` (from 0) of a sunrise kind or of a
    role's hint (``hint.<role>``)."""
    if kind.startswith("hint."):
        return f"somna-story-hint-{_slug(kind[5:])}-{n + 1}"
    return f"somna-story-{_slug(kind)}-{n + 1}"


def tale_key(name: str) -> str:
    return f"somna-tale-{_slug(name)}"


def _load() -> tuple[Mapping[str, int], Mapping[str, int], frozenset[str]]:
    """The bank's shape (lines per kind), every line checked to be in the
    catalogue: a missing one fails at import, not at a sunrise."""
    raw = load_checked("somna/story.toml", {"sunrise": {k: int for k in SUNRISE_KINDS},
                                            "hints": dict, "tale": {"keys": [str]}})
    for role, count in raw["hints"].items():
        check(count, int, f"somna/story.toml.hints.{role}")
        if role not in ROLES:
            raise DataError(f"somna/story.toml: a hint for unknown role {role!r}")
    tale = frozenset(raw["tale"]["keys"])
    for key in TALE_KEYS:
        if key not in tale:
            raise DataError(f"somna/story.toml: tale.{key} is missing")
    words = catalogue()
    sizes = list(raw["sunrise"].items()) + [(f"hint.{r}", n) for r, n in raw["hints"].items()]
    for kind, count in sizes:
        if count < 1:
            raise DataError(f"somna/story.toml: no lines for {kind}")
        for n in range(count):
            if not words.has(ENGLISH, line_key(kind, n)):
                raise DataError(f"somna/story.toml: {kind} line {n + 1} has no catalogue key {line_key(kind, n)}")
    for name in tale:
        if not words.has(ENGLISH, tale_key(name)):
            raise DataError(f"somna/story.toml: tale.{name} has no catalogue key {tale_key(name)}")
    return (MappingProxyType(dict(raw["sunrise"])), MappingProxyType(dict(raw["hints"])), tale)


SIZES, HINT_SIZES, TALE_NAMES = _load()


def _template(key: str) -> str:
    """A key's English text with its placeholders left as ``{name}``."""
    return say(ENGLISH, key, **{name: "{" + name + "}" for name in PLACEHOLDERS})


# The English banks, as str.format templates (what the bank used to hold).
SUNRISE: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {kind: tuple(_template(line_key(kind, n)) for n in range(count)) for kind, count in SIZES.items()})
HINTS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {role: tuple(_template(line_key(f"hint.{role}", n)) for n in range(count))
     for role, count in HINT_SIZES.items()})
TALE: Mapping[str, str] = MappingProxyType({name: _template(tale_key(name)) for name in sorted(TALE_NAMES)})
CAUSE_PHRASES: Mapping[str, str] = MappingProxyType({c: say(ENGLISH, key) for c, key in CAUSE_KEYS.items()})


def number_word(n: int, lower: bool = False) -> str:
    return t("somna-story-number-lower" if lower else "somna-story-number", count=n)


class Teller:
    """Tells one table's story: ``seed`` is the table's seed and ``name``
    gives a seat's display name."""

    def __init__(self, seed: int | str, name: Callable[[int], str]) -> None:
        self.seed = seed
        self.name = name

    def line(self, night: int, kind: str, size: int, index: int = 0, **values: Any) -> str:
        """Line ``index`` of this sunrise's ``kind`` (a bank of ``size``
        lines): the seed picks where in the bank it starts, so two lines of
        one kind in one sunrise differ."""
        start = pick(self.seed, size, night, kind)
        return t(line_key(kind, (start + index) % size), **values)

    def bold(self, seat: int) -> str:
        return f"**{self.name(seat)}**"

    # -- the sunrise ------------------------------------------------------

    def sunrise(self, d: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        night = int(d["night"])
        lines = [t("somna-story-sunrise", night=night, line=self.line(night, "dawn", SIZES["dawn"]))]
        for i, seat in enumerate(d.get("hexed", [])):
            lines.append(f"{ICONS['hex']} " + self.line(night, "hex", SIZES["hex"], i, player=self.bold(seat),
                                                       left=d.get("hexes_left", "?")))
        deaths = d.get("deaths", [])
        for i, death in enumerate(deaths):
            lines.append(f"{ICONS['death']} " + self.death(night, i, death, role_title))
        saved = int(d.get("saved", 0))
        if saved == 1:
            lines.append(f"{ICONS['saved']} " + self.line(night, "saved_one", SIZES["saved_one"]))
        elif saved > 1:
            lines.append(f"{ICONS['saved']} " + self.line(night, "saved_many", SIZES["saved_many"], saved=saved,
                                                         count=number_word(saved),
                                                         count_lower=number_word(saved, lower=True)))
        for i, seat in enumerate(d.get("returned", [])):
            lines.append(f"{ICONS['returned']} " + self.line(night, "returned", SIZES["returned"], i,
                                                            player=self.bold(seat)))
        recap = self.line(night, "quiet", SIZES["quiet"]) if not deaths else self.line(
            night, "downfall", SIZES["downfall"])
        hint = d.get("hint")
        if hint is not None and hint in HINT_SIZES:
            recap += " " + self.line(night, f"hint.{hint}", HINT_SIZES[hint])
        lines.append(f"{ICONS['story']} _{recap}_")
        return "\n".join(lines)

    def death(self, night: int, index: int, death: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        how = [c for c in death.get("how", []) if c in CAUSE_KEYS]
        player = self.bold(death["seat"])
        causes = list(dict.fromkeys(t(CAUSE_KEYS[c]) for c in how))
        if len(causes) == 1:
            kind = "slain" if how[0] == "torn_apart" else how[0]
            text = self.line(night, kind, SIZES[kind], index, player=player)
        else:
            joined = _both(causes) if causes else t("somna-story-cause-unknown")
            text = self.line(night, "many", SIZES["many"], index, player=player, causes=joined)
        if death.get("role"):
            text = t("somna-story-role-revealed", text=text, role=role_title(death["role"]))
        return text

    # -- the end's tale ---------------------------------------------------

    def night_tale(self, entry: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        told = [self.act(a, role_title) for a in entry.get("acts", [])]
        dead = [self.bold(x["seat"]) for x in entry.get("deaths", [])]
        if dead:
            told.append(t(tale_key("deaths"), players=_and(dead)))
        text = "; ".join(told) or t(tale_key("quiet_night"))
        return t("somna-tale-night", night=entry["night"], text=_capital(text))

    def act(self, a: Mapping[str, Any], role_title: Callable[[str], str]) -> str:
        result = a.get("result")
        if isinstance(result, bool):
            outcome = "true" if result else "false"
        elif a["power"] == "peek" and result in ROLES:
            outcome = "seen"
        else:
            outcome = str(result)
        values = {"actor": self.bold(a["seat"]), "role": role_title(a["role"]), "target": self.bold(a["target"]),
                  "seen": role_title(str(result)) if outcome == "seen" else ""}
        for name in (f"{a['power']}.{outcome}", f"any.{outcome}"):
            if name in TALE_NAMES:
                return t(tale_key(name), **values)
        return t("somna-tale-fallback", power=str(a["power"]), **values)

    def day_tale(self, entry: Mapping[str, Any]) -> str:
        condemned = entry.get("condemned")
        if condemned is None:
            text = t(tale_key("no_pyre"))
        elif entry.get("sabotaged_by") is not None:
            text = t(tale_key("sabotaged"), player=self.bold(condemned), saboteur=self.bold(entry["sabotaged_by"]))
        else:
            text = t(tale_key("executed"), player=self.bold(condemned))
        votes = len(entry.get("votes", []))
        if votes:
            text = t("somna-tale-votes", votes=votes, text=text)
        return t("somna-tale-day", day=entry["day"], text=_capital(text))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _and(items: list[str]) -> str:
    """"a, b and c" in the reader's words."""
    if len(items) <= 1:
        return "".join(items)
    return t("somna-list-and", first=", ".join(items[:-1]), last=items[-1])


def _both(items: list[str]) -> str:
    """"a and b and c": the causes of one death, each kept whole."""
    text = items[0]
    for item in items[1:]:
        text = t("somna-list-and", first=text, last=item)
    return text
