"""Somna's data: roles, the role deck by player count, the night plan, limits.

Everything here is read once from ``data/somna/*.toml`` and checked against a
schema at import; the result is immutable (tuples, frozen dataclasses and
read-only mappings), so no module holds mutable game state.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from games.datafiles import DataError, check, load_checked

FACTIONS = ("village", "evil")
TARGET_RULES = ("living_others", "living", "anyone")
CONDITIONS = ("no_living_witch", "witch_just_fell", "witches_spent", "advanced")


@dataclass(frozen=True, slots=True)
class Role:
    name: str
    title: str
    faction: str
    powers: tuple[str, ...]
    hexable: bool
    seducible: bool
    foils_seduction: bool
    knows: tuple[str, ...]
    reads_as_witch: bool
    day_powers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Power:
    name: str
    title: str
    step: str
    priority: int
    targets: str
    pool: str
    requires: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Mix:
    min_players: int
    max_players: int
    dealt: tuple[str, ...]
    advanced: tuple[str, ...]


_ROLE_ENTRY = {
    "title": str, "faction": str, "powers": [str], "hexable": bool,
    "seducible": bool, "foils_seduction": bool, "knows": [str], "reads_as_witch": bool, "day_powers": [str],
}
_POWER_ENTRY = {
    "title": str, "step": str, "priority": int, "targets": str, "pool": str, "requires": [str],
}


def _load_roles() -> tuple[Mapping[str, Role], tuple[Mix, ...]]:
    raw = load_checked("somna/roles.toml", {
        "roles": dict,
        "mix": [{"min_players": int, "max_players": int, "dealt": [str], "advanced": [str]}],
    })
    roles: dict[str, Role] = {}
    for name, entry in raw["roles"].items():
        check(entry, _ROLE_ENTRY, f"somna/roles.toml.roles.{name}")
        if entry["faction"] not in FACTIONS:
            raise DataError(f"somna/roles.toml: role {name} has unknown faction {entry['faction']!r}")
        roles[name] = Role(name, entry["title"], entry["faction"], tuple(entry["powers"]),
                           entry["hexable"], entry["seducible"], entry["foils_seduction"],
                           tuple(entry["knows"]), entry["reads_as_witch"], tuple(entry["day_powers"]))
    for needed in ("demon", "witch", "beast", "villager", "apothecary", "monger"):
        if needed not in roles:
            raise DataError(f"somna/roles.toml: the role {needed} is missing")
    mixes = tuple(Mix(m["min_players"], m["max_players"], tuple(m["dealt"]), tuple(m["advanced"]))
                  for m in raw["mix"])
    for mix in mixes:
        for role in mix.dealt + mix.advanced:
            if role not in roles:
                raise DataError(f"somna/roles.toml: the mix deals an unknown role {role!r}")
    return MappingProxyType(roles), mixes


def _load_night() -> tuple[tuple[str, ...], tuple[str, ...], Mapping[str, Power]]:
    raw = load_checked("somna/night.toml", {
        "steps": [str], "first_night": {"powers": [str]}, "powers": dict,
    })
    steps = tuple(raw["steps"])
    powers: dict[str, Power] = {}
    for name, entry in raw["powers"].items():
        where = f"somna/night.toml.powers.{name}"
        check(entry, _POWER_ENTRY, where)
        if entry["step"] not in steps:
            raise DataError(f"{where}: unknown step {entry['step']!r}")
        if entry["targets"] not in TARGET_RULES:
            raise DataError(f"{where}: unknown target rule {entry['targets']!r}")
        for cond in entry["requires"]:
            if cond not in CONDITIONS:
                raise DataError(f"{where}: unknown condition {cond!r}")
        powers[name] = Power(name, entry["title"], entry["step"], entry["priority"],
                             entry["targets"], entry["pool"], tuple(entry["requires"]))
    return steps, tuple(raw["first_night"]["powers"]), MappingProxyType(powers)


PACE_KEYS = ("night_seconds", "day_seconds", "plea_seconds", "vote_seconds")


def _load_rules() -> tuple[Mapping[str, int], Mapping[str, int], Mapping[str, Mapping[str, int]]]:
    raw = load_checked("somna/rules.toml", {
        "limits": dict,
        "day": {"max_failed_votes": int, "final_vote_seconds": int, "pyre_seconds": int, "runoff_seconds": int},
        "pace": dict,
    })
    limits = dict(raw["limits"])
    for key, value in limits.items():
        check(value, int, f"somna/rules.toml.limits.{key}")
    paces: dict[str, Mapping[str, int]] = {}
    for name, preset in raw["pace"].items():
        check(preset, {key: int for key in PACE_KEYS}, f"somna/rules.toml.pace.{name}")
        paces[name] = MappingProxyType(dict(preset))
    if "standard" not in paces:
        raise DataError("somna/rules.toml: the pace preset standard is missing")
    return MappingProxyType(limits), MappingProxyType(dict(raw["day"])), MappingProxyType(paces)


ROLES, MIXES = _load_roles()
STEPS, FIRST_NIGHT, POWERS = _load_night()
LIMITS, DAY, PACES = _load_rules()

for _role in ROLES.values():
    for _power in _role.powers:
        if _power not in POWERS:
            raise DataError(f"somna: role {_role.name} has unknown power {_power!r}")
    for _pool in _role.day_powers:
        if _pool not in LIMITS:
            raise DataError(f"somna: role {_role.name} has a day power without a limit: {_pool!r}")
for _power_data in POWERS.values():  # not ``_power``: that name held a power's name above
    if _power_data.pool and _power_data.pool not in LIMITS:
        raise DataError(f"somna/night.toml: power {_power_data.name} draws on unknown pool {_power_data.pool!r}")

# Powers in resolution order: by step (data order), then priority.
PLAN: tuple[str, ...] = tuple(sorted(POWERS, key=lambda p: (STEPS.index(POWERS[p].step), POWERS[p].priority)))


def deck(players: int, advanced: bool) -> list[str]:
    """The role cards for ``players`` seats, before shuffling."""
    for mix in MIXES:
        if mix.min_players <= players <= mix.max_players:
            cards = list(mix.dealt) + (list(mix.advanced) if advanced else [])
            if len(cards) > players:
                raise DataError(f"somna: the mix for {players} players deals too many roles")
            return cards + ["villager"] * (players - len(cards))
    raise DataError(f"somna: no role mix for {players} players")


def faction(role: str) -> str:
    return ROLES[role].faction
