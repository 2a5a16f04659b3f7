"""Read-only component data from the top-level ``data/`` folder.

Data files are TOML (cards, tables, role mixes, text). Each game checks what it
loads against a small schema so a wrong edit fails loudly at import, naming the
file and the key, instead of misbehaving mid-game.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any, Mapping

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


class DataError(ValueError):
    """A data file is missing, malformed or fails its schema."""


@cache
def load(relative: str) -> Mapping[str, Any]:
    """Parse ``data/<relative>`` once per process."""
    path = DATA_DIR / relative
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"cannot read data file {relative}: {exc}") from exc


def check(value: Any, schema: Any, where: str) -> None:
    """Check ``value`` against ``schema``.

    A schema is a type (``int``, ``str``...), a one-element list ``[schema]``
    for a list of items, or a dict ``{key: schema}`` of required keys (a key
    ending in ``?`` is optional).
    """
    if isinstance(schema, dict):
        if not isinstance(value, Mapping):
            raise DataError(f"{where}: expected a table")
        for key, sub in schema.items():
            optional = key.endswith("?")
            name = key.rstrip("?")
            if name not in value:
                if optional:
                    continue
                raise DataError(f"{where}: missing key {name!r}")
            check(value[name], sub, f"{where}.{name}")
    elif isinstance(schema, list):
        if not isinstance(value, list):
            raise DataError(f"{where}: expected a list")
        for i, item in enumerate(value):
            check(item, schema[0], f"{where}[{i}]")
    elif schema is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise DataError(f"{where}: expected a number")
    elif schema is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise DataError(f"{where}: expected an integer")
    elif not isinstance(value, schema):
        raise DataError(f"{where}: expected {schema.__name__}")


def load_checked(relative: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
    data = load(relative)
    check(data, dict(schema), relative)
    return data
