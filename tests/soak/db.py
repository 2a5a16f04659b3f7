"""Reading the bot's SQLite file from the harness with the standard ``sqlite3`` module.

Each read is one short read transaction (WAL lets it run beside the child's writes and see one
committed moment); nothing here writes. The file may be mid-recovery after a SIGKILL: opening it
replays the WAL, as the next generation will."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class TableDump:
    id: int
    channel_id: int
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    seats: dict[int, int | None] = field(default_factory=dict)  # seat -> user id
    actions: list[tuple[int, int, int | None, str, str]] = field(default_factory=list)  # seq, seat, user, action, source
    snapshot: tuple[int, dict[str, Any]] | None = None  # seq, state
    deadline: float | None = None  # due_at

    def seat_of(self, user_id: int) -> int | None:
        return next((s for s, u in self.seats.items() if u == user_id), None)


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=10, isolation_level=None)
    conn.row_factory = sqlite3.Row
    return conn


def dump(path: Path, *, with_actions: bool = True, table_ids: list[int] | None = None,
         running_only: bool = False) -> dict[int, TableDump]:
    """Every table (or the given ones, or the running ones), in one read transaction."""
    if not path.exists():
        return {}
    conn = _connect(path)
    try:
        conn.execute("BEGIN")
        try:
            rows = conn.execute("SELECT * FROM game_tables ORDER BY id").fetchall()
        except sqlite3.OperationalError:  # the first generation has not migrated yet
            return {}
        out = {}
        for r in rows:
            if (table_ids is not None and r["id"] not in table_ids) or (running_only and r["status"] != "running"):
                continue
            out[r["id"]] = TableDump(r["id"], r["channel_id"], r["game"], json.loads(r["options"]), r["seed"], r["status"])
        wanted = list(out)
        marks = ",".join("?" * len(wanted))
        if not wanted:
            return out
        for r in conn.execute(f"SELECT table_id, seat, user_id FROM seats WHERE table_id IN ({marks})", wanted):
            out[r["table_id"]].seats[r["seat"]] = r["user_id"]
        for r in conn.execute(f"SELECT table_id, seq, state FROM snapshots WHERE table_id IN ({marks})", wanted):
            out[r["table_id"]].snapshot = (r["seq"], json.loads(r["state"]))
        for r in conn.execute(f"SELECT table_id, due_at FROM deadlines WHERE table_id IN ({marks})", wanted):
            out[r["table_id"]].deadline = r["due_at"]
        if with_actions:
            for r in conn.execute(f"SELECT table_id, seq, seat, user_id, action, source FROM actions "
                                  f"WHERE table_id IN ({marks}) ORDER BY table_id, seq", wanted):
                out[r["table_id"]].actions.append((r["seq"], r["seat"], r["user_id"], r["action"], r["source"]))
        return out
    finally:
        try:
            conn.execute("COMMIT")
        except sqlite3.Error:
            pass
        conn.close()


def open_table_in(path: Path, channel_id: int) -> tuple[int, str, int | None] | None:
    """The lobby or running table of a channel, or of a thread started there: (id, status, message id)."""
    if not path.exists():
        return None
    conn = _connect(path)
    try:
        row = conn.execute("SELECT id, status, message_id FROM game_tables WHERE (channel_id = ? OR lobby_channel_id = ?) "
                           "AND status IN ('lobby', 'running') ORDER BY id DESC", (channel_id, channel_id)).fetchone()
    except sqlite3.OperationalError:
        return None
    finally:
        conn.close()
    return None if row is None else (row["id"], row["status"], row["message_id"])


def statuses(path: Path) -> dict[int, tuple[str, int]]:
    """table id -> (status, number of seats)."""
    if not path.exists():
        return {}
    conn = _connect(path)
    try:
        rows = conn.execute("SELECT t.id, t.status, COUNT(s.seat) AS n FROM game_tables t "
                            "LEFT JOIN seats s ON s.table_id = t.id GROUP BY t.id").fetchall()
    except sqlite3.OperationalError:
        return {}
    finally:
        conn.close()
    return {r["id"]: (r["status"], r["n"]) for r in rows}


def next_deadline(path: Path) -> float | None:
    """The soonest deadline of a running game (time.time() clock)."""
    if not path.exists():
        return None
    conn = _connect(path)
    try:
        row = conn.execute("SELECT MIN(d.due_at) AS due FROM deadlines d JOIN game_tables t ON t.id = d.table_id "
                           "WHERE t.status = 'running'").fetchone()
    except sqlite3.OperationalError:
        return None
    finally:
        conn.close()
    return None if row is None else row["due"]
