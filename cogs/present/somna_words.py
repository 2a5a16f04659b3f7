"""Somna's words and symbols: colours, role and power emoji and names, role
cards, causes of death and stage titles, read from the catalogue (the data
files say which exist); the presenter and its event lines build on them."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

from games.datafiles import DataError, load_checked
from games.somna.rules import POWERS, ROLES
from words import ENGLISH, catalogue, say, t

if TYPE_CHECKING:
    from bot.tables import Table
    from games.somna.state import SomnaState


NIGHT = discord.Colour(0x2C2F6B)
DAY = discord.Colour(0xE8A33D)
EVIL = discord.Colour(0x8B1E3F)
VILLAGE = discord.Colour(0x3F8B4E)

ROLE_EMOJI = {
    "demon": "\U0001f608", "witch": "\U0001f9d9", "beast": "\U0001f43a", "witch_hunter": "\U0001f50e",
    "priest": "\u271d\ufe0f", "apothecary": "\u2697\ufe0f", "zealot": "\U0001f5e1\ufe0f",
    "monger": "\U0001f6e1\ufe0f", "curious_one": "\U0001f441\ufe0f", "villager": "\U0001f3e0",
}


def _slug(name: str) -> str:
    return name.replace("_", "-")


def _cards() -> tuple[frozenset[str], frozenset[str]]:
    """Which role cards data/somna/cards.toml has: one per role, and the
    Advanced mode's replacements; each must be in the catalogue."""
    raw = load_checked("somna/cards.toml", {"basic": [str], "advanced": [str]})
    words = catalogue()
    for role in ROLES:
        if role not in raw["basic"]:
            raise DataError(f"somna/cards.toml: no card for role {role!r}")
    for kind, roles in (("basic", raw["basic"]), ("advanced", raw["advanced"])):
        for role in roles:
            if role not in ROLES:
                raise DataError(f"somna/cards.toml: a {kind} card for unknown role {role!r}")
            if not words.has(ENGLISH, _card_key(role, kind == "advanced")):
                raise DataError(f"somna/cards.toml: no catalogue key {_card_key(role, kind == 'advanced')}")
    return frozenset(raw["basic"]), frozenset(raw["advanced"])


def _card_key(role: str, advanced: bool) -> str:
    return f"somna-card-{'advanced-' if advanced else ''}{_slug(role)}"


ROLE_CARDS, ADVANCED_CARDS = _cards()


def role_card(role: str, advanced: bool) -> str:
    """What the role does, as the rules of this table's mode say."""
    if advanced and role in ADVANCED_CARDS:
        return t(_card_key(role, True))
    return t(_card_key(role, False)) if role in ROLE_CARDS else ""


# The emoji of each night power's buttons and options; its verb is the key somna-verb-<power>.
POWER_EMOJI = {
    "seduce": "\U0001f48b", "corrupt": "\U0001f43a", "slay": "\U0001f5e1\ufe0f", "maul": "\U0001f43e",
    "spell": "\U0001f52e", "hex": "\U0001fa84", "check": "\U0001f50e", "bless": "\u2728", "elixir": "\U0001f9ea",
    "poison": "\u2620\ufe0f", "vigilante": "\u2694\ufe0f", "guard": "\U0001f6e1\ufe0f", "peek": "\U0001f441\ufe0f",
}


def power_verb(power: str) -> str:
    """The verb on a night power's button, in the reader's words."""
    return t(f"somna-verb-{_slug(power)}") if power in POWER_EMOJI else power


# The English verbs and emoji, as the buttons showed them (docs and tests).
POWER_WORDS = {p: (say(ENGLISH, f"somna-verb-{_slug(p)}"), e) for p, e in POWER_EMOJI.items()}


def power_title(power: str) -> str:
    return t(f"somna-power-{_slug(power)}") if power in POWERS else power


# A death's cause as the end and the board tell it. A Beast's kill is
# announced as "slain" (its actions are unannounced); "torn_apart" only
# survives in games stored before that, read the same way.
CAUSES = frozenset({"slain", "torn_apart", "poisoned", "vigilante", "executed", "with_demon"})


def cause(how: str) -> str:
    return t(f"somna-cause-{_slug(how)}") if how in CAUSES else how

MAX_DAY_POSTS = 4  # the sunrise, the trials and the final vote: news of their own

STAGES = frozenset({"nominate", "plea", "vote", "final", "runoff", "pyre"})


def stage_title(stage: str) -> str:
    return t(f"somna-stage-{stage}") if stage in STAGES else stage


def role_title(role: str) -> str:
    return t(f"somna-role-{_slug(role)}") if role in ROLES else role


def and_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return t("somna-list-and", first=", ".join(items[:-1]), last=items[-1])



def faction(side: str) -> str:
    return t(f"somna-faction-{side}") if side in ("village", "evil") else side


def uses_left(use: str) -> str:
    """A use counter's name on the private screen ("hexes 2")."""
    return t(f"somna-left-{use}") if use in ("hexes", "elixir", "poison", "sabotage", "witches", "beasts") else use


def somna_state(table: "Table") -> "SomnaState":
    """The table's state: this presenter's tables play Somna."""
    assert table.state is not None
    return cast("SomnaState", table.state)
