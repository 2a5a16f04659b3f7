"""Achievements: a few per game, declared in ``data/<game>/achievements.toml``
and decided from a finished game's outcome and final public view.

Each ``[[achievement]]`` has a ``key`` (stored; never rename one) and
``when``; its name and description (shown on /stats) are the catalogue's
``achievement-<game>-<key>-name`` and ``-description`` (words/*.ftl), so
each reader sees them in their language (a ``name``/``description`` in the
file, as a test's made-up game has, is used as it is). ``when``: tests that the seat's
result must all pass. ``no_seat`` (optional) adds tests that no seat of the
table may pass all of (e.g. "no Witch alive"). A test maps a path to a value
(equal) or to a table of comparisons: ``eq``, ``ne``, ``min``, ``max``,
``in`` (one of a list), ``has``/``lacks`` (a list value holds / lacks it).
Paths: ``place``, ``won``, ``score``, ``players``, ``details.<key>...`` (the
outcome's details) and ``view.<key>...`` (the final public view). A path that
does not exist fails its test.

Only human seats earn achievements (a bot seat has no one to give them to).
Evaluated in the bot from data, never in a cog; the store keeps the awards
in the transaction that writes the results.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Mapping, Sequence

from games.base import SeatResult
from games.datafiles import DATA_DIR, DataError, check, load
from words import Text

SCHEMA = {"achievement": [{"key": str, "name?": str, "description?": str, "when": dict, "no_seat?": dict}]}
_COMPARISONS = {"eq", "ne", "min", "max", "in", "has", "lacks"}
_MISSING = object()


@dataclass(frozen=True, slots=True)
class Achievement:
    game: str
    key: str
    name: Text | str  # str() formats it in the locale being spoken
    description: Text | str
    when: Mapping[str, Any]
    no_seat: Mapping[str, Any]


@cache
def for_game(game: str) -> tuple[Achievement, ...]:
    """The game's achievements (none when it declares no file)."""
    relative = f"{game}/achievements.toml"
    if not (DATA_DIR / relative).is_file():
        return ()
    data = load(relative)
    check(data, SCHEMA, relative)
    found = []
    for i, entry in enumerate(data["achievement"]):
        for part in ("when", "no_seat"):
            for path, test in entry.get(part, {}).items():
                _check_test(path, test, f"{relative}: achievement[{i}].{part}")
        base = f"achievement-{game.replace('_', '-')}-{entry['key'].replace('_', '-')}"
        found.append(Achievement(game, entry["key"], entry.get("name") or Text(f"{base}-name"),
                                 entry.get("description") or Text(f"{base}-description"), entry["when"],
                                 entry.get("no_seat", {})))
    keys = [a.key for a in found]
    if len(set(keys)) != len(keys):
        raise DataError(f"{relative}: achievement keys must be unique")
    return tuple(found)


def named(game: str, key: str) -> Achievement | None:
    return next((a for a in for_game(game) if a.key == key), None)


def earned(game: str, outcome: Sequence[SeatResult], final_view: Mapping[str, Any]) -> dict[int, list[str]]:
    """Seat -> the keys of the achievements it earned."""
    won: dict[int, list[str]] = {}
    for achievement in for_game(game):
        if achievement.no_seat and any(_passes(achievement.no_seat, r, outcome, final_view) for r in outcome):
            continue
        for result in outcome:
            if _passes(achievement.when, result, outcome, final_view):
                won.setdefault(result.seat, []).append(achievement.key)
    return won


def _check_test(path: str, test: Any, where: str) -> None:
    root = path.split(".")[0]
    if root not in ("place", "won", "score", "players", "details", "view"):
        raise DataError(f"{where}: unknown path {path!r}")
    if isinstance(test, dict):
        unknown = set(test) - _COMPARISONS
        if unknown or not test:
            raise DataError(f"{where}.{path}: comparisons are {', '.join(sorted(_COMPARISONS))}")


def _value(path: str, result: SeatResult, outcome: Sequence[SeatResult], view: Mapping[str, Any]) -> Any:
    root, *rest = path.split(".")
    value: Any = {"place": result.place, "won": result.won, "score": result.score, "players": len(outcome),
                  "details": result.details, "view": view}[root]
    for part in rest:
        if isinstance(value, Mapping) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return _MISSING
    return value


def _passes(tests: Mapping[str, Any], result: SeatResult, outcome: Sequence[SeatResult],
            view: Mapping[str, Any]) -> bool:
    for path, test in tests.items():
        value = _value(path, result, outcome, view)
        if value is _MISSING:
            return False
        comparisons = test if isinstance(test, dict) else {"eq": test}
        for op, expected in comparisons.items():
            if not _compare(op, value, expected):
                return False
    return True


def _compare(op: str, value: Any, expected: Any) -> bool:
    try:
        if op == "eq":
            return bool(value == expected)
        if op == "ne":
            return bool(value != expected)
        if op == "min":
            return bool(value >= expected)
        if op == "max":
            return bool(value <= expected)
        if op == "in":
            return value in expected
        if op == "has":
            return isinstance(value, list) and expected in value
        return isinstance(value, list) and expected not in value  # lacks
    except TypeError:  # a comparison across types (a number against None): the test fails
        return False
