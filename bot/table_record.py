"""The part of a table's record not yet shown, kept with the table as data.

Several processes on one PostgreSQL database render one table's moves:
whichever process made a move renders it after the commit, and the table
log (the move lines waiting for their group to end, "Last moves", Somna's
live post) must go on from the moves the other processes made. Nothing of
the screens runs under the row lock for that: the move's transaction
stores, next to the snapshot, each result as plain data (its steps and
events, and the table as it was after it: seats, deadline, meta, and the
state once a later result follows), the *record*. After the commit the
screens turn that data into sentences and the live post's plan, entry by
entry from the last table log stored (the *base*), the same way in every
process; what they made of it comes back down as data (``Table.shown_log``)
and the next transaction stores it as the new base, dropping the entries
it covers.

Every stored base is the screens' fold of the same entries, so whichever
process hands one down, the others go on from the same lines: each move's
lines are posted once, by the process that made the move, in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.base import Event

RECORD_META_KEY = "record"  # the results not in the base yet, oldest first
SHOWN_META_KEY = "log"  # the base: the screens' table log as of SHOWN_SEQ_META_KEY (opaque here)
SHOWN_SEQ_META_KEY = "log_seq"
# Entries kept at most: a record nobody folds (the screens failing again and
# again) starts afresh rather than grow without end, as after a crash.
RECORD_LIMIT = 16  # a few in practice: each process folds the record as it renders
_OWN_KEYS = frozenset({RECORD_META_KEY, SHOWN_META_KEY, SHOWN_SEQ_META_KEY})


@dataclass(frozen=True, slots=True)
class Recorded:
    """A result's place in the record, as committed: the base, the entries
    since (the result's own last) and the state after the last entry (the
    snapshot's, which that entry does not repeat)."""

    base: dict[str, Any] | None
    entries: list[dict[str, Any]]
    state: dict[str, Any]


def table_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """The table's own meta (epochs, clocks...), without the record's keys."""
    return {key: value for key, value in meta.items() if key not in _OWN_KEYS}


def step_entry(seat: int, action: str, source: str, events: list[Event], secret: bool,
               missed: bool) -> dict[str, Any]:
    return {"seat": seat, "action": action, "source": source, "secret": secret, "missed": missed,
            "events": [event.to_dict() for event in events]}


def event_of(data: dict[str, Any]) -> Event:
    audience = data["audience"]
    return Event(data["kind"], dict(data["data"]), None if audience is None else frozenset(audience))


def base_seq(meta: dict[str, Any]) -> int:
    seq = meta.get(SHOWN_SEQ_META_KEY)
    return -1 if seq is None else int(seq)


def take_shown(meta: dict[str, Any], record: list[dict[str, Any]],
               shown: tuple[int, dict[str, Any]] | None) -> list[dict[str, Any]]:
    """Store a table log the screens handed down as the new base (when it
    covers entries still in the record; an older one is dropped); returns
    the entries after it."""
    if shown is None:
        return record
    seq, log = shown
    if seq <= base_seq(meta) or not any(entry["seq"] == seq for entry in record):
        return record
    meta[SHOWN_META_KEY], meta[SHOWN_SEQ_META_KEY] = log, seq
    return [entry for entry in record if entry["seq"] > seq]


def restart(meta: dict[str, Any], seq: int) -> list[dict[str, Any]]:
    """Forget the base and the record: the table log starts afresh after ``seq``."""
    meta.pop(SHOWN_META_KEY, None)
    meta[SHOWN_SEQ_META_KEY] = seq
    return []
