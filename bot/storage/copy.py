"""Copying a whole database between backends (``python -m bot.migrate``),
and the figures that prove the copy: rows per table and a checksum of every
row in primary-key order.

The tables are read from the schema, not listed here, so a table a later
migration adds is copied too; they are copied parents first (foreign keys).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Sequence

from .base import Row, StoreError


class CopyRefused(StoreError):
    """The copy would not be faithful (or would overwrite data): nothing was written."""


@dataclass(frozen=True, slots=True)
class TableFigures:
    rows: int
    checksum: str


def _value(v: Any) -> Any:
    """One stored value as both backends give it back: JSON-safe, typed."""
    if v is None:
        return None
    if isinstance(v, bool):
        return ["i", int(v)]
    if isinstance(v, int):
        return ["i", v]
    if isinstance(v, float):
        return ["f", repr(v)]  # repr round-trips a float8 exactly
    if isinstance(v, (bytes, bytearray, memoryview)):
        return ["b", bytes(v).hex()]
    return ["s", str(v)]


def figures(rows: Sequence[Row]) -> TableFigures:
    digest = hashlib.sha256()
    for row in rows:
        digest.update(json.dumps([_value(v) for v in row], separators=(",", ":")).encode())
        digest.update(b"\n")
    return TableFigures(len(rows), digest.hexdigest()[:16])


async def rows(backend: Any, table: str, columns: list[str], key: list[str]) -> list[Row]:
    # Identifiers come from the schema itself (tables(), columns()), quoted; no values are formatted in.
    names = ", ".join(f'"{c}"' for c in columns)
    order = ", ".join(f'"{c}"' for c in (key or columns))
    found: list[Row] = await backend.fetchall(f'SELECT {names} FROM "{table}" ORDER BY {order}')
    return found


async def parents_first(source: Any, tables: list[str]) -> list[str]:
    """``tables`` ordered so that each comes after the tables its foreign keys name."""
    refs = {t: (await source.references(t)) & set(tables) - {t} for t in tables}
    ordered: list[str] = []
    while refs:
        ready = sorted(t for t, r in refs.items() if r <= set(ordered))
        if not ready:
            raise CopyRefused(f"foreign keys form a cycle among {sorted(refs)}")
        ordered += ready
        for t in ready:
            del refs[t]
    return ordered


async def table_figures(backend: Any, tables: list[str], shape: dict[str, tuple[list[str], list[str]]]
                        ) -> dict[str, TableFigures]:
    return {t: figures(await rows(backend, t, *shape[t])) for t in tables}


async def copy(source: Any, target: Any, fresh: bool) -> tuple[dict[str, TableFigures], dict[str, TableFigures]]:
    """Copy every table of ``source`` into ``target`` (migrated to the source's
    version), then read both back: (source figures, target figures), per table.
    The target must be ``fresh`` (it had no schema before this copy migrated
    it: any rows are the migrations' own, which the source holds too) or hold
    no rows at all."""
    tables = await source.tables()
    if sorted(tables) != sorted(await target.tables()):
        raise CopyRefused(f"the schemas differ: source tables {sorted(tables)}, target {sorted(await target.tables())}")
    shape = {t: await source.columns(t) for t in tables}
    for t in tables:
        if shape[t][0] != (await target.columns(t))[0]:
            raise CopyRefused(f"table {t}: the columns differ")
        if not fresh and await target.fetchall(f'SELECT 1 FROM "{t}" LIMIT 1'):
            raise CopyRefused(f"the target is not empty (table {t} has rows); copy into a new database")
    ordered = await parents_first(source, tables)
    await target.load([(t, shape[t][0], [tuple(r) for r in await rows(source, t, *shape[t])]) for t in ordered])
    return await table_figures(source, ordered, shape), await table_figures(target, ordered, shape)
