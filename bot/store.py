"""The store: tables and actions here, and ``Store``, the one object the bot
uses, made of every part of the store (``bot.store_core`` says how a part
talks to the database, and lists the parts).

This module's part: tables, seats, the action log, snapshots, deadlines and
the row lock of a shared store."""

from __future__ import annotations

import json
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, AsyncIterator, Iterable, Sequence

from .storage import Backend, ChannelBusy, GuildFull, Many, ReadFailed, Row, Statement, StoreError, open_backend
from .storage.schema import migrations
from .store_core import StoreCore
from .store_privacy import Forgotten, PrivacyStore, UserData
from .store_results import Finish, ResultRow, ResultStore, RoleStat, write_finish
from .store_screens import ScreenStore, ShownBoard, ShownMessage, Swap
from .store_settings import GuildSettings, SettingStore

__all__ = ["ChannelBusy", "Deadline", "Finish", "Forgotten", "GuildFull", "GuildSettings", "ReadFailed", "ResultRow",
           "RoleStat", "SeatRow", "ShownBoard", "ShownMessage", "Snapshot", "Store", "StoreError", "StoredTable", "Swap",
           "TableRow", "TableVersion", "Unreadable", "UserData", "migrations"]

OPEN_STATUSES = ("lobby", "running")
_OPEN_IN_GUILD = "SELECT COUNT(*) AS n FROM game_tables WHERE guild_id = ? AND status IN ('lobby', 'running')"
_PUT_SNAPSHOT = (
    "INSERT INTO snapshots (table_id, seq, state, meta, at) VALUES (?, ?, ?, ?, ?) "
    "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state, "
    "meta = excluded.meta, at = excluded.at")
def _meta_statement(table_id: int, meta: dict[str, Any]) -> Statement:
    return ("UPDATE snapshots SET meta = ? WHERE table_id = ?", (json.dumps(meta, separators=(",", ":")), table_id))


_PUT_DEADLINE = (
    "INSERT INTO deadlines (table_id, seq, due_at, remind_at, reminded) VALUES (?, ?, ?, ?, 0) "
    "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, due_at = excluded.due_at, "
    "remind_at = excluded.remind_at, reminded = 0")


@dataclass(slots=True)
class TableRow:
    id: int
    guild_id: int | None
    channel_id: int
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    host_id: int
    message_id: int | None
    turn_seconds: int | None
    created_at: float
    started_at: float | None
    ended_at: float | None
    thread: bool | None = None  # play in a thread: /play's choice, None for the server's
    lobby_channel_id: int | None = None  # where the lobby card stays once the table moved to a thread
    lobby_message_id: int | None = None
    rematch_of: int | None = None  # the finished table whose Play again opened this lobby
    webhook_id: int | None = None  # the webhook that speaks for the table in its thread (None: the bot)
    practice: bool = False  # unrated, with hints (/play's practice option)


@dataclass(slots=True)
class SeatRow:
    seat: int
    user_id: int | None
    name: str
    is_ai: bool = False
    away: bool = False
    timeouts: int = 0
    dm_closed: bool = False
    ai_level: str | None = None  # a bot seat's level (games.ai.LEVELS); None: a human


@dataclass(slots=True)
class Snapshot:
    seq: int
    state: dict[str, Any]
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Deadline:
    table_id: int
    seq: int
    due_at: float
    remind_at: float | None
    reminded: bool


@dataclass(slots=True)
class TableVersion:
    """A table as its locked row says, read under the lock (``Store.locked``):
    what a process compares its copy in memory with."""

    status: str | None  # None: no such table
    seq: int | None  # the stored snapshot's sequence (None: not started)
    waited: bool  # another transaction (another process) held the row first
    seats: list[tuple[bool, int, bool]] | None = None  # each seat's away, timeouts, dm_closed (a running table)
    message: tuple[int | None, int | None] = (None, None)  # the table message and the webhook that posted it



@dataclass(slots=True)
class StoredTable:
    """An open table as stored: what a restart rebuilds it from."""

    row: TableRow
    seats: list[SeatRow]
    snapshot: Snapshot | None
    deadline: Deadline | None


@dataclass(slots=True)
class Unreadable:
    """An open table whose row could not be decoded (the others still load)."""

    table_id: int
    reason: str


def _run_statements(conn: Any, statements: Sequence[Statement]) -> None:
    for s in statements:
        if isinstance(s, Many):
            conn.executemany(s.sql, s.rows)
        else:
            conn.execute(*s)


_OPEN = "SELECT id FROM game_tables WHERE status IN ('lobby', 'running')"
# One table's row locked, with what the version check compares: its status,
# its snapshot's seq and its seats' flags (an "I'm back" or a closed DM does
# not move the seq). The snapshot's and seats' rows are locked too: a lock
# that waited (or met a row updated since the statement began) reads the
# newest committed version of the rows it locks, and of those only (READ
# COMMITTED). A lobby has no snapshot: its row alone is locked, then read in a
# statement of its own.
_LOCK_RUNNING = ("SELECT t.status, t.message_id, t.webhook_id, s.seq, se.away, se.timeouts, se.dm_closed "
                 "FROM game_tables t "
                 "JOIN snapshots s ON s.table_id = t.id JOIN seats se ON se.table_id = t.id "
                 "WHERE t.id = ? ORDER BY se.seat FOR UPDATE OF t, s, se")
_LOCK_ANY = "SELECT status, NULL AS seq FROM game_tables WHERE id = ? FOR UPDATE"
_LOCK_TRIES = ((_LOCK_RUNNING + " SKIP LOCKED", False), (_LOCK_RUNNING, True), (_LOCK_ANY, False))
_ONE_TABLE_QUERIES = (
    "SELECT * FROM game_tables WHERE id = ?",
    "SELECT table_id, seat, user_id, name, is_ai, away, timeouts, dm_closed, ai_level FROM seats "
    "WHERE table_id = ? ORDER BY seat",
    "SELECT table_id, seq, state, meta FROM snapshots WHERE table_id = ?",
    "SELECT * FROM deadlines WHERE table_id = ?",
)
_RESTORE_QUERIES = (
    "SELECT * FROM game_tables WHERE status IN ('lobby', 'running') ORDER BY id",
    "SELECT table_id, seat, user_id, name, is_ai, away, timeouts, dm_closed, ai_level FROM seats "
    f"WHERE table_id IN ({_OPEN}) ORDER BY table_id, seat",
    f"SELECT table_id, seq, state, meta FROM snapshots WHERE table_id IN ({_OPEN})",
    f"SELECT * FROM deadlines WHERE table_id IN ({_OPEN})",
)


def _snapshot_statement(table_id: int, snap: Snapshot, now: float) -> Statement:
    return (_PUT_SNAPSHOT, (table_id, snap.seq, json.dumps(snap.state, separators=(",", ":")),
                            json.dumps(snap.meta, separators=(",", ":")), now))


def _seat(r: Row) -> SeatRow:
    return SeatRow(r["seat"], r["user_id"], r["name"], bool(r["is_ai"]), bool(r["away"]), r["timeouts"],
                   bool(r["dm_closed"]), r["ai_level"])


def _deadline(r: Row) -> Deadline:
    return Deadline(r["table_id"], r["seq"], r["due_at"], r["remind_at"], bool(r["reminded"]))


def _snapshot(r: Row) -> Snapshot:
    return Snapshot(r["seq"], json.loads(r["state"]), json.loads(r["meta"]))


def _table(row: Row) -> TableRow:
    return TableRow(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"], game=row["game"],
        options=json.loads(row["options"]), seed=row["seed"], status=row["status"],
        host_id=row["host_id"], message_id=row["message_id"], turn_seconds=row["turn_seconds"],
        created_at=row["created_at"], started_at=row["started_at"], ended_at=row["ended_at"],
        thread=None if row["thread"] is None else bool(row["thread"]),
        lobby_channel_id=row["lobby_channel_id"], lobby_message_id=row["lobby_message_id"],
        rematch_of=row["rematch_of"], webhook_id=row["webhook_id"], practice=bool(row["practice"]),
    )


class TableStore(StoreCore):
    def __init__(self, backend: Backend) -> None:
        super().__init__(backend)
        # Row locks taken (``locked``), and how many waited on another
        # transaction first (bench: the share of clicks slowed by another process).
        self.locks = 0
        self.lock_waits = 0

    # -- tables ------------------------------------------------------------

    async def create_table(self, *, guild_id: int | None, channel_id: int, game: str,
                           options: dict[str, Any], seed: int, host_id: int, host_name: str,
                           turn_seconds: int | None = None, thread: bool | None = None,
                           rematch_of: int | None = None, practice: bool = False,
                           max_open: int | None = None) -> int:
        """Open a lobby with the host in seat 0. Raises ChannelBusy if the
        channel already has an open table, GuildFull if the server has
        ``max_open`` open tables already, StoreError if the store failed.
        The count is taken in the inserting transaction: /play checks it
        first, but two /play in two channels could both pass that check."""
        now = time.time()
        try:
            async with self.transaction() as db:
                if guild_id is not None and max_open is not None:
                    if self.shared:  # several processes: one server's openings one at a time
                        await db.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))",
                                         (f"open-tables:{guild_id}",))
                    counted = await db.fetchone(_OPEN_IN_GUILD, (guild_id,))
                    open_tables = 0 if counted is None else int(counted["n"])
                    if open_tables >= max_open:
                        raise GuildFull(open_tables)
                row = await db.fetchone(
                    "INSERT INTO game_tables (guild_id, channel_id, game, options, seed, status, host_id, "
                    "turn_seconds, created_at, thread, rematch_of, practice) "
                    "VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, game, json.dumps(options), seed, host_id, turn_seconds, now,
                     None if thread is None else int(thread), rematch_of, int(practice)))
                assert row is not None  # RETURNING gives the row just inserted
                table_id = int(row["id"])
                await db.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (table_id, host_id, host_name))
        except StoreError as exc:
            # Only the one-open-table-per-channel index means "busy"; any other
            # failure (a full disk, a locked or closed database) is not.
            if self._backend.is_unique_violation(exc.__cause__, "one_open_table_per_channel",
                                                 "game_tables.channel_id"):
                raise ChannelBusy(str(exc.__cause__)) from exc.__cause__
            raise
        return table_id

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._fetchone("SELECT * FROM game_tables WHERE id = ?", (table_id,))
        return None if row is None else _table(row)

    async def open_table_in_channel(self, channel_id: int) -> TableRow | None:
        row = await self._fetchone(
            "SELECT * FROM game_tables WHERE channel_id = ? AND status IN ('lobby', 'running')",
            (channel_id,))
        return None if row is None else _table(row)

    async def open_tables_whole(self) -> list[StoredTable | Unreadable]:
        """Every open table with its seats, snapshot and deadline, in four
        set-based SELECTs read in one transaction (one hand-off to the SQLite
        thread), not three queries per table. A row that cannot be decoded
        comes back as ``Unreadable``; the rest are unaffected."""
        results = await self._backend.read(_RESTORE_QUERIES)
        tables = results[0]
        seats: dict[int, list[Row]] = {}
        for r in results[1]:
            seats.setdefault(r["table_id"], []).append(r)
        snaps = {r["table_id"]: r for r in results[2]}
        deadlines = {r["table_id"]: r for r in results[3]}
        results.clear()  # each snapshot's text is let go once decoded: 10,000 of them are tens of MB
        found: list[StoredTable | Unreadable] = []
        for t in tables:
            tid = t["id"]
            try:
                snap = snaps.pop(tid, None)
                due = deadlines.get(tid)
                found.append(StoredTable(_table(t), [_seat(r) for r in seats.get(tid, ())],
                                         None if snap is None else _snapshot(snap),
                                         None if due is None else _deadline(due)))
            except (ValueError, TypeError, KeyError) as exc:  # bad JSON, a NULL where a value belongs
                found.append(Unreadable(tid, f"{type(exc).__name__}: {exc}"))
        return found

    @asynccontextmanager
    async def locked(self, table_id: int) -> AsyncIterator[TableVersion]:
        """A transaction holding the table's row lock (PostgreSQL only), and
        what the row says now. Every store call of this task inside the block
        joins the transaction (each write in a savepoint) and commits when it
        ends; StoreError if the lock or the commit fails."""
        hold = getattr(self._backend, "hold", None)
        if hold is None:
            raise StoreError(f"{self._backend.dialect} has one process: no row locks")
        async with hold(_LOCK_TRIES, (table_id,)) as (rows, waited):
            self.locks += 1
            self.lock_waits += waited
            if not rows:
                yield TableVersion(None, None, False)
                return
            if rows[0]["seq"] is None:  # a lobby's: read again now that it is locked
                row = await self._fetchone("SELECT status FROM game_tables WHERE id = ?", (table_id,))
                yield TableVersion(None if row is None else row["status"], None, waited)
                return
            yield TableVersion(rows[0]["status"], rows[0]["seq"], waited,
                               [(bool(r["away"]), r["timeouts"], bool(r["dm_closed"])) for r in rows],
                               (rows[0]["message_id"], rows[0]["webhook_id"]))

    async def stored_table(self, table_id: int) -> StoredTable | None:
        """One table as stored (row, seats, snapshot, deadline), read in one
        consistent transaction (or the held lock's): what a process that does
        not hold it in memory, or holds an old copy, builds it from."""

        def read(conn: Any) -> list[list[Row]]:
            return [conn.execute(q, (table_id,)).fetchall() for q in _ONE_TABLE_QUERIES]

        rows, seats, snaps, dues = await self._on_thread(read, "BEGIN", ReadFailed)
        if not rows:
            return None
        try:
            return StoredTable(_table(rows[0]), [_seat(r) for r in seats],
                               _snapshot(snaps[0]) if snaps else None, _deadline(dues[0]) if dues else None)
        except (ValueError, TypeError, KeyError) as exc:
            raise ReadFailed(f"table {table_id} cannot be read: {type(exc).__name__}: {exc}") from exc

    async def set_message(self, table_id: int, message_id: int, webhook_id: int | None = None) -> None:
        """The table message, and the webhook that posted it (None: the bot)."""
        await self._write(("UPDATE game_tables SET message_id = ?, webhook_id = ? WHERE id = ?",
                           (message_id, webhook_id, table_id)))

    async def move_to_thread(self, table_id: int, thread_id: int, message_id: int | None) -> None:
        """The table plays on in a thread started from its lobby message: the
        channel is free for a new lobby, the lobby card stays there."""
        await self._write((
            "UPDATE game_tables SET lobby_channel_id = channel_id, lobby_message_id = message_id, "
            "channel_id = ?, message_id = ? WHERE id = ?", (thread_id, message_id, table_id)))

    async def close_table(self, table_id: int, status: str) -> str | None:
        """Close an open table (a lobby or a running game) as ``status``
        ("cancelled", "ended"); returns its status after, which is ``status``
        only if this call closed it (None: no such table). A table another
        process finished or closed first keeps its status and its results:
        the row changes only while it is open, and on PostgreSQL the UPDATE
        waits for the row's lock (a move being committed) and reads the row
        again before it decides."""
        async with self.transaction() as db:
            row = await db.fetchone(
                "UPDATE game_tables SET status = ?, ended_at = ? WHERE id = ? AND status IN ('lobby', 'running') "
                "RETURNING status", (status, time.time(), table_id))
            if row is not None:
                await db.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
                return status
            row = await db.fetchone("SELECT status FROM game_tables WHERE id = ?", (table_id,))
            return None if row is None else str(row["status"])

    # -- seats -------------------------------------------------------------

    async def seats(self, table_id: int) -> list[SeatRow]:
        rows = await self._fetchall(
            "SELECT seat, user_id, name, is_ai, away, timeouts, dm_closed, ai_level FROM seats "
            "WHERE table_id = ? ORDER BY seat", (table_id,))
        return [_seat(r) for r in rows]

    @staticmethod
    def _seat_rows(table_id: int, seats: Iterable[SeatRow]) -> list[Statement]:
        return [("DELETE FROM seats WHERE table_id = ?", (table_id,)),
                Many("INSERT INTO seats (table_id, seat, user_id, name, is_ai, away, timeouts, ai_level) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                     [(table_id, s.seat, s.user_id, s.name, int(s.is_ai), int(s.away), s.timeouts, s.ai_level)
                      for s in seats])]

    async def replace_lobby_seats(self, table_id: int, seats: Iterable[SeatRow]) -> None:
        await self._write(*self._seat_rows(table_id, seats))

    async def update_seat(self, table_id: int, seat: SeatRow) -> None:
        await self._write((
            "UPDATE seats SET away = ?, timeouts = ?, dm_closed = ? WHERE table_id = ? AND seat = ?",
            (int(seat.away), seat.timeouts, int(seat.dm_closed), table_id, seat.seat)))

    # -- the game: start, actions, snapshots ---------------------------------

    async def start_table(self, table_id: int, seats: Sequence[SeatRow], snapshot: Snapshot,
                          deadline: tuple[float, float | None]) -> None:
        """Seats are final, the first snapshot and deadline are stored, in one transaction."""
        now = time.time()
        await self._write(
            *self._seat_rows(table_id, seats),
            ("UPDATE game_tables SET status = 'running', started_at = ? WHERE id = ?", (now, table_id)),
            _snapshot_statement(table_id, snapshot, now),
            (_PUT_DEADLINE, (table_id, snapshot.seq, *deadline)))

    async def record_action(self, table_id: int, *, seat: int, user_id: int | None, action: str,
                            source: str, snapshot: Snapshot,
                            seat_updates: Sequence[SeatRow] = (),
                            deadline: tuple[float, float | None] | None = None,
                            finish: "Finish | None" = None) -> None:
        """Append the action and store the new snapshot (and the new decision's
        deadline, if it changed) atomically: all are committed or none is.
        The game's last action carries its ``finish`` (results, status) in the
        same transaction, so no crash can leave an ended game running.

        This is the hot path: one transaction, one hand-off to SQLite's thread
        (PostgreSQL: statements sent from the event loop, no thread)."""
        now = time.time()
        statements: list[Statement] = [
            ("INSERT INTO actions (table_id, seq, seat, user_id, action, source, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
             (table_id, snapshot.seq, seat, user_id, action, source, now)),
            _snapshot_statement(table_id, snapshot, now),
        ]
        statements += [("UPDATE seats SET away = ?, timeouts = ? WHERE table_id = ? AND seat = ?",
                         (int(s.away), s.timeouts, table_id, s.seat)) for s in seat_updates]
        if deadline is not None:
            statements.append((_PUT_DEADLINE, (table_id, snapshot.seq, *deadline)))
        if finish is None:
            await self._write(*statements)
        else:
            def write_and_finish(conn: Any) -> None:
                _run_statements(conn, statements)
                write_finish(conn, table_id, finish, now)

            await self._write_on_thread(write_and_finish)

    async def set_table_meta(self, table_id: int, meta: dict[str, Any]) -> None:
        """Store the snapshot's meta again (what the renderer keeps with the
        table on a shared store, written inside the move's held transaction)."""
        await self._write(_meta_statement(table_id, meta))

    async def move_deadline(self, table_id: int, meta: dict[str, Any], seq: int, due_at: float,
                            remind_at: float | None) -> None:
        """A later deadline and the meta that says why (the host's More time),
        in one transaction: a crash never keeps one without the other."""
        await self._write(_meta_statement(table_id, meta), (_PUT_DEADLINE, (table_id, seq, due_at, remind_at)))

    async def snapshot(self, table_id: int) -> Snapshot | None:
        row = await self._fetchone("SELECT seq, state, meta FROM snapshots WHERE table_id = ?", (table_id,))
        return None if row is None else _snapshot(row)

    async def actions(self, table_id: int) -> list[Row]:
        return await self._fetchall(
            "SELECT seq, seat, user_id, action, source, at FROM actions WHERE table_id = ? ORDER BY seq",
            (table_id,))

    # -- deadlines -----------------------------------------------------------

    async def set_deadline(self, table_id: int, seq: int, due_at: float, remind_at: float | None) -> None:
        await self._write((_PUT_DEADLINE, (table_id, seq, due_at, remind_at)))

    async def mark_reminded(self, table_id: int) -> None:
        await self._write(("UPDATE deadlines SET reminded = 1 WHERE table_id = ?", (table_id,)))

    async def clear_deadline(self, table_id: int) -> None:
        await self._write(("DELETE FROM deadlines WHERE table_id = ?", (table_id,)))

    async def deadline(self, table_id: int) -> Deadline | None:
        row = await self._fetchone("SELECT * FROM deadlines WHERE table_id = ?", (table_id,))
        return None if row is None else _deadline(row)

    # -- rematches (issue 17) ------------------------------------------------------

    async def open_rematch(self, table_id: int) -> TableRow | None:
        """The lobby (or its game) that the finished table's Play again opened, while open."""
        row = await self._fetchone(
            "SELECT * FROM game_tables WHERE rematch_of = ? AND status IN ('lobby', 'running') ORDER BY id",
            (table_id,))
        return None if row is None else _table(row)

    # -- limits (issue 28) ---------------------------------------------------------

    async def open_lobbies_hosted(self, user_id: int) -> int:
        """How many lobbies this user hosts, in every server (bot/limits.py)."""
        row = await self._fetchone(
            "SELECT COUNT(*) AS n FROM game_tables WHERE host_id = ? AND status = 'lobby'", (user_id,))
        return 0 if row is None else int(row["n"])

    async def open_tables_in(self, guild_id: int) -> int:
        """How many tables (lobbies and games) are open in this server."""
        row = await self._fetchone(_OPEN_IN_GUILD, (guild_id,))
        return 0 if row is None else int(row["n"])


class Store(TableStore, ScreenStore, PrivacyStore, ResultStore, SettingStore):
    """Every part of the store over one backend: what the bot holds."""

    @classmethod
    async def open(cls, target: str | Path, upto: int | None = None) -> "Store":
        """Open ``target`` (a SQLite path, ``sqlite:///path`` or
        ``postgresql://...``; a SQLite file's folders are created) and migrate
        to the newest version, or to ``upto`` (tests use it to build an older
        database)."""
        backend = await open_backend(target)
        try:
            store = cls(backend)
            await store._migrate(upto)
            await store._load_ask_forced()
            if await store.get_meta("ratings_stale"):  # results older than the ratings (V5): rated once
                await store.rebuild_ratings()
        except BaseException:
            await backend.close()
            raise
        return store
