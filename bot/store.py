"""All SQL of the bot, in one module, with parameters only.

Each operation is written once, in portable SQL with ``?`` placeholders, and a
backend runs it (``bot.storage``: SQLite through aiosqlite by default,
PostgreSQL through asyncpg when ``DATABASE_URL`` says so). Numbered migrations
(``migrations/V{n}__{reason}.sql``) are applied at start in one transaction.

How a method is written:

* a read: ``await self._fetchall(sql, params)`` / ``self._fetchone``;
* a write whose statements are known up front (the usual case, and the fast
  one: a single hand-off to SQLite's thread): ``await self._write(stmt, ...)``
  with ``(sql, params)`` tuples and ``Many(sql, rows)``, one transaction;
* a write that reads inside its own transaction (an id it just inserted):
  ``async with self.transaction() as db:`` then ``await db.execute(sql, params)``,
  ``db.executemany``, ``db.fetchall``, ``db.fetchone`` (``INSERT ... RETURNING id``
  for a new id: there is no ``lastrowid``);
* work that reads and decides in Python inside one transaction, written as a
  plain function over a DB-API connection (``conn.execute(sql,
  params).fetchone()``, ``conn.executemany``, savepoints):
  ``await self._write_on_thread(work)`` (``self._on_thread(work, "BEGIN",
  ReadFailed)`` for a consistent read). SQLite runs it in one hand-off to its
  thread; PostgreSQL on a worker thread, each call a round trip.

Portable SQL: INTEGER/REAL/TEXT columns, ``INSERT ... ON CONFLICT ... DO
UPDATE`` (no INSERT OR REPLACE), CAST a parameter whose type only ``IS NULL``
would tell, CAST to DOUBLE PRECISION (not REAL) for a float.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, AsyncContextManager, AsyncIterator, Callable, Iterable, Sequence, TypeVar

from . import ratings
from .ratings import Change, FinishedGame, Placing, Rating
from .storage import Backend, ChannelBusy, Many, ReadFailed, Row, Statement, StoreError, Tx, open_backend
from .storage.schema import migrations, plan

log = logging.getLogger(__name__)

__all__ = ["ChannelBusy", "Deadline", "Finish", "GuildSettings", "ReadFailed", "ResultRow", "RoleStat", "SeatRow",
           "ShownBoard", "ShownMessage", "Snapshot", "Store", "StoreError", "StoredTable", "Swap", "TableRow",
           "TableVersion", "Unreadable", "migrations"]

OPEN_STATUSES = ("lobby", "running")
T = TypeVar("T")
_PUT_SNAPSHOT = (
    "INSERT INTO snapshots (table_id, seq, state, meta, at) VALUES (?, ?, ?, ?, ?) "
    "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, state = excluded.state, "
    "meta = excluded.meta, at = excluded.at")
_PUT_DEADLINE = (
    "INSERT INTO deadlines (table_id, seq, due_at, remind_at, reminded) VALUES (?, ?, ?, ?, 0) "
    "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, due_at = excluded.due_at, "
    "remind_at = excluded.remind_at, reminded = 0")


@dataclass(frozen=True, slots=True)
class GuildSettings:
    turn_seconds: int | None = None  # None: each game's own
    threads: bool | None = None  # None: a thread per table wherever the bot may create one


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


@dataclass(frozen=True, slots=True)
class ShownMessage:
    message_id: int
    live: bool  # it still carries buttons


@dataclass(frozen=True, slots=True)
class Swap:
    """What ``Store.show_message`` did: whether the message is now the
    place's newest, and a still-live message it replaced (to retire)."""

    stored: bool
    replaced_live: int | None


@dataclass(frozen=True, slots=True)
class ShownBoard:
    seq: int
    digest: str


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


@dataclass(slots=True)
class ResultRow:
    seat: int
    user_id: int | None
    place: int
    won: bool
    score: float
    details: dict[str, Any]


@dataclass(frozen=True, slots=True)
class RoleStat:
    role: str
    played: int
    wins: int
    expected: float | None  # None: no rated table of the game shows how often the role's team wins


@dataclass(slots=True)
class Finish:
    """What ends a game in the store: the results and where they count, and
    the achievements earned (user id, achievement key)."""

    guild_id: int | None
    game: str
    results: Sequence[ResultRow]
    achievements: Sequence[tuple[int, str]] = ()


_PUT_RATING = (
    "INSERT INTO ratings (user_id, game, scope, mu, sigma, ordinal, games) VALUES (?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (user_id, game, scope) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
    "ordinal = excluded.ordinal, games = excluded.games")
_PUT_CHANGE = ("INSERT INTO rating_changes (table_id, user_id, scope, before, after, games) "
               "VALUES (?, ?, ?, ?, ?, ?)")
# The results log in finish order (rows from before finish_seq first, by time).
_RESULTS_IN_FINISH_ORDER = (
    "SELECT table_id, user_id, guild_id, game, place, details, finish_seq FROM results "
    "ORDER BY finish_seq IS NOT NULL, finish_seq, finished_at, table_id, seat")
_RESULTS_FINISHED_AFTER = (
    "SELECT table_id, user_id, guild_id, game, place, details FROM results WHERE finish_seq > ? "
    "ORDER BY finish_seq, seat")


def _write_finish(conn: Any, table_id: int, finish: Finish, now: float) -> None:
    """The end of a game, inside a transaction of ``Store._write_on_thread``
    (``conn``: sqlite3's connection, or its PostgreSQL stand-in)."""
    # Numbered under the write lock: the order ratings move in, which a rebuild replays.
    finish_seq = conn.execute("SELECT COALESCE(MAX(finish_seq), 0) + 1 FROM results").fetchone()[0]
    conn.executemany(
        "INSERT INTO results (table_id, seat, user_id, guild_id, game, place, won, score, details, "
        "finished_at, finish_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(table_id, r.seat, r.user_id, finish.guild_id, finish.game, r.place, int(r.won), r.score,
          json.dumps(r.details), now, finish_seq) for r in finish.results])
    conn.execute("UPDATE game_tables SET status = 'finished', ended_at = ? WHERE id = ?", (now, table_id))
    conn.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
    game = FinishedGame(table_id, finish.game, finish.guild_id, tuple(
        ratings.placing(finish.game, r.user_id, r.place, r.details) for r in finish.results))
    # Ratings are derived from the results: a failure moving them must not
    # cost the game its results. They are put back as they were and
    # rebuilt at the next start (a fixed version rates the whole log).
    conn.execute("SAVEPOINT ratings")
    try:
        _move_ratings(conn, game)
    except Exception:
        conn.execute("ROLLBACK TO ratings")
        log.exception("table %s: its ratings were not moved; all are rebuilt at the next start", table_id)
        conn.execute("INSERT INTO meta (key, value) VALUES ('ratings_stale', '1') "
                     "ON CONFLICT (key) DO UPDATE SET value = excluded.value")
    conn.execute("RELEASE ratings")
    conn.executemany(
        "INSERT INTO achievements (table_id, user_id, game, achievement, awarded_at) VALUES (?, ?, ?, ?, ?)",
        [(table_id, user, finish.game, key, now) for user, key in finish.achievements])


def _move_ratings(conn: Any, game: FinishedGame) -> None:
    """The game's rating changes, from the players' current ratings."""
    book: dict[ratings.Key, Rating] = {}
    for scope in ratings.scopes(game.guild_id):
        for seat in game.seats:
            if seat.user_id is None:
                continue
            row = conn.execute("SELECT mu, sigma, games FROM ratings WHERE user_id = ? AND game = ? AND scope = ?",
                               (seat.user_id, game.game, scope)).fetchone()
            if row is not None:
                book[(seat.user_id, game.game, scope)] = Rating(row[0], row[1], row[2])
    _write_changes(conn, ratings.rate_game(book, game))


def _write_changes(conn: Any, changes: Sequence[Change]) -> None:
    conn.executemany(_PUT_RATING, [(c.user_id, c.game, c.scope, c.after.mu, c.after.sigma, c.after.ordinal,
                                    c.after.games) for c in changes])
    conn.executemany(_PUT_CHANGE, [(c.table_id, c.user_id, c.scope, c.before.ordinal, c.after.ordinal,
                                    c.after.games) for c in changes])


def _finished_games(rows: Iterable[Row]) -> list[FinishedGame]:
    """Group the results log (in finish order) into finished games."""
    games: list[FinishedGame] = []
    seats: list[Placing] = []
    current: Row | None = None
    for row in rows:
        if current is not None and row["table_id"] != current["table_id"]:
            games.append(FinishedGame(current["table_id"], current["game"], current["guild_id"], tuple(seats)))
            seats = []
        current = row
        seats.append(ratings.placing(row["game"], row["user_id"], row["place"], json.loads(row["details"])))
    if current is not None:
        games.append(FinishedGame(current["table_id"], current["game"], current["guild_id"], tuple(seats)))
    return games


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


class Store:
    def __init__(self, backend: Backend) -> None:
        self._backend = backend
        self.path: Path | None = backend.path  # the SQLite file; None on PostgreSQL
        self.url = backend.url  # without a password
        # Settings are read on every action and written rarely.
        self._guild_settings: dict[int, GuildSettings] = {}
        self._ask_forced: set[int] = set()
        # Row locks taken (``locked``), and how many waited on another
        # transaction first (bench: the share of clicks slowed by another process).
        self.locks = 0
        self.lock_waits = 0

    # -- lifecycle ---------------------------------------------------------

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

    @property
    def backend(self) -> Backend:
        return self._backend

    @property
    def dialect(self) -> str:
        return self._backend.dialect

    @property
    def shared(self) -> bool:
        """Whether other processes may change tables under this one
        (PostgreSQL): a table's changes then run under its row lock, checked
        against the stored version. One SQLite file has one process (its
        lock file refuses a second), so its action path skips all of it."""
        return self._backend.dialect == "postgresql"

    async def close(self) -> None:
        await self._backend.close()

    async def schema_version(self) -> int:
        return await self._backend.schema_version()

    async def _migrate(self, upto: int | None) -> None:
        dialect = self._backend.dialect
        await self._backend.migrate(lambda current: plan(current, upto, dialect))

    # -- how a method talks to the database (see the module's docstring) ---------

    def transaction(self) -> AsyncContextManager[Tx]:
        """One write transaction; rolled back as a whole on any error."""
        return self._backend.transaction()

    async def _write(self, *statements: Statement) -> None:
        """The statements as one transaction, all committed or none."""
        await self._backend.write(statements)

    async def _write_on_thread(self, work: Callable[[Any], T]) -> T:
        """``work(conn)`` as one write transaction, for work that reads inside
        it and decides in Python. ``conn`` is sqlite3's connection (SQLite: one
        hand-off to its thread) or a stand-in with the same ``execute(sql,
        params).fetchone()/fetchall()`` and ``executemany`` (PostgreSQL)."""
        return await self._backend.run(work, write=True)

    async def _on_thread(self, work: Callable[[Any], T], begin: str = "BEGIN IMMEDIATE",
                         failure: type[StoreError] = StoreError) -> T:
        """``work(conn)`` in one transaction: ``begin`` "BEGIN IMMEDIATE" to
        write, "BEGIN" for a consistent read (ReadFailed on failure)."""
        return await self._backend.run(work, write=begin != "BEGIN")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._backend.fetchall(sql, params)

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    # -- meta --------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        row = await self._fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else row["value"]

    async def set_meta(self, key: str, value: str) -> None:
        await self._write(("INSERT INTO meta (key, value) VALUES (?, ?) "
                           "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value)))

    # -- tables ------------------------------------------------------------

    async def create_table(self, *, guild_id: int | None, channel_id: int, game: str,
                           options: dict[str, Any], seed: int, host_id: int, host_name: str,
                           turn_seconds: int | None = None, thread: bool | None = None,
                           rematch_of: int | None = None, practice: bool = False) -> int:
        """Open a lobby with the host in seat 0. Raises ChannelBusy if the
        channel already has an open table, StoreError if the store failed."""
        now = time.time()
        try:
            async with self.transaction() as db:
                row = await db.fetchone(
                    "INSERT INTO game_tables (guild_id, channel_id, game, options, seed, status, host_id, "
                    "turn_seconds, created_at, thread, rematch_of, practice) "
                    "VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, game, json.dumps(options), seed, host_id, turn_seconds, now,
                     None if thread is None else int(thread), rematch_of, int(practice)))
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

    # -- webhooks ------------------------------------------------------------

    async def webhook(self, *, webhook_id: int | None = None, channel_id: int | None = None) -> Row | None:
        """A webhook the bot made: by its id, or the one of a channel."""
        if webhook_id is not None:
            return await self._fetchone("SELECT * FROM webhooks WHERE id = ?", (webhook_id,))
        return await self._fetchone("SELECT * FROM webhooks WHERE channel_id = ?", (channel_id,))

    async def add_webhook(self, webhook_id: int, channel_id: int, guild_id: int | None, token: str) -> None:
        """Keep a new webhook unless the channel has one already (another
        process made it first: the caller reads back which one counts)."""
        await self._write(("INSERT INTO webhooks (id, channel_id, guild_id, token) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT (channel_id) DO NOTHING", (webhook_id, channel_id, guild_id, token)))

    async def forget_webhook(self, webhook_id: int) -> None:
        """A webhook Discord no longer knows (deleted by a moderator): its
        tables speak as the bot from now on."""
        await self._write(("DELETE FROM webhooks WHERE id = ?", (webhook_id,)),
                          ("UPDATE game_tables SET webhook_id = NULL WHERE webhook_id = ?", (webhook_id,)))

    async def move_to_thread(self, table_id: int, thread_id: int, message_id: int | None) -> None:
        """The table plays on in a thread started from its lobby message: the
        channel is free for a new lobby, the lobby card stays there."""
        await self._write((
            "UPDATE game_tables SET lobby_channel_id = channel_id, lobby_message_id = message_id, "
            "channel_id = ?, message_id = ? WHERE id = ?", (thread_id, message_id, table_id)))

    async def set_status(self, table_id: int, status: str) -> None:
        await self._write(
            ("UPDATE game_tables SET status = ?, ended_at = ? WHERE id = ?", (status, time.time(), table_id)),
            ("DELETE FROM deadlines WHERE table_id = ?", (table_id,)))

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
            await self._write_on_thread(lambda conn: (_run_statements(conn, statements),
                                                      _write_finish(conn, table_id, finish, now)))

    async def set_table_meta(self, table_id: int, meta: dict[str, Any]) -> None:
        """Store the snapshot's meta again (what the renderer keeps with the
        table on a shared store, written inside the move's held transaction)."""
        await self._write(("UPDATE snapshots SET meta = ? WHERE table_id = ?",
                           (json.dumps(meta, separators=(",", ":")), table_id)))

    async def snapshot(self, table_id: int) -> Snapshot | None:
        row = await self._fetchone("SELECT seq, state, meta FROM snapshots WHERE table_id = ?", (table_id,))
        return None if row is None else _snapshot(row)

    async def actions(self, table_id: int) -> list[Row]:
        return await self._fetchall(
            "SELECT seq, seat, user_id, action, source, at FROM actions WHERE table_id = ? ORDER BY seq",
            (table_id,))

    # -- what a table's messages show (several processes: shown_messages, shown_boards) --

    async def shown_message(self, table_id: int, user_id: int) -> ShownMessage | None:
        """The newest message of the place (a player's DM screen; 0: the
        table channel's turn message) and whether its buttons are live."""
        row = await self._fetchone("SELECT message_id, live FROM shown_messages WHERE table_id = ? AND user_id = ?",
                                   (table_id, user_id))
        return None if row is None else ShownMessage(row["message_id"], bool(row["live"]))

    async def show_message(self, table_id: int, user_id: int, message_id: int, live: bool) -> Swap:
        """The place's newest message is now ``message_id`` (its buttons live
        or not), unless a newer one (a larger snowflake) is stored already.
        The swap reads back, in the same statement, the message it replaced,
        so a prompt another process sent in the meantime is retired too."""
        async with self.transaction() as db:
            row = await db.fetchone(
                "INSERT INTO shown_messages (table_id, user_id, message_id, live, replaced, replaced_live) "
                "VALUES (?, ?, ?, ?, NULL, 0) ON CONFLICT (table_id, user_id) DO UPDATE SET "
                "replaced = shown_messages.message_id, replaced_live = shown_messages.live, "
                "message_id = excluded.message_id, live = excluded.live "
                "WHERE excluded.message_id >= shown_messages.message_id RETURNING replaced, replaced_live",
                (table_id, user_id, message_id, int(live)))
        if row is None:
            return Swap(False, None)
        replaced = row["replaced"]
        return Swap(True, replaced if replaced is not None and replaced != message_id and row["replaced_live"]
                    else None)

    async def message_spent(self, table_id: int, user_id: int, message_id: int) -> None:
        """That message's buttons are off (if it is still the place's newest)."""
        await self._write(("UPDATE shown_messages SET live = 0 WHERE table_id = ? AND user_id = ? AND message_id = ?",
                           (table_id, user_id, message_id)))

    async def shown_board(self, table_id: int) -> ShownBoard | None:
        row = await self._fetchone("SELECT seq, digest FROM shown_boards WHERE table_id = ?", (table_id,))
        return None if row is None else ShownBoard(row["seq"], row["digest"])

    async def show_board(self, table_id: int, seq: int, digest: str) -> bool:
        """The table message now shows the board of ``digest``, drawn at
        ``seq``; False when a board drawn at a later seq was stored first
        (then this one may have been drawn over it)."""
        async with self.transaction() as db:
            row = await db.fetchone(
                "INSERT INTO shown_boards (table_id, seq, digest) VALUES (?, ?, ?) ON CONFLICT (table_id) "
                "DO UPDATE SET seq = excluded.seq, digest = excluded.digest WHERE excluded.seq >= shown_boards.seq "
                "RETURNING seq", (table_id, seq, digest))
        return row is not None

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

    # -- the end -------------------------------------------------------------

    async def finish_table(self, table_id: int, finish: "Finish") -> None:
        """Record a game over found without its last action (a table stored
        before finishing joined the action's transaction)."""
        now = time.time()
        await self._write_on_thread(lambda conn: _write_finish(conn, table_id, finish, now))

    # -- ratings and achievements ----------------------------------------------

    async def rebuild_ratings(self) -> int:
        """Recompute every rating and rating change from the results log, in
        finish order; returns the finished tables read. The log is read and
        rated outside the write lock (a long log must not hold a running
        bot's writes past their busy timeout); the write transaction then
        rates the tables finished meanwhile and replaces both tables."""
        rows = await self._on_thread(lambda conn: conn.execute(_RESULTS_IN_FINISH_ORDER).fetchall(), "BEGIN",
                                     ReadFailed)
        read = max((r["finish_seq"] or 0 for r in rows), default=0)
        games = _finished_games(rows)
        del rows
        book, changes = await asyncio.to_thread(ratings.rebuild, games)

        def write(conn: Any) -> int:
            later = _finished_games(conn.execute(_RESULTS_FINISHED_AFTER, (read,)))
            moved = list(changes)
            for game in later:
                moved += ratings.rate_game(book, game)
            conn.execute("DELETE FROM ratings")
            conn.execute("DELETE FROM rating_changes")
            conn.executemany(_PUT_RATING, [(user, game, scope, r.mu, r.sigma, r.ordinal, r.games)
                                           for (user, game, scope), r in book.items()])
            conn.executemany(_PUT_CHANGE, [(c.table_id, c.user_id, c.scope, c.before.ordinal, c.after.ordinal,
                                            c.after.games) for c in moved])
            conn.execute("DELETE FROM meta WHERE key = 'ratings_stale'")
            return len(games) + len(later)

        return await self._on_thread(write, "BEGIN IMMEDIATE", StoreError)

    async def all_ratings(self) -> list[Row]:
        """Every rating row, in a stable order (the rebuild check compares them)."""
        return await self._fetchall(
            "SELECT user_id, game, scope, mu, sigma, ordinal, games FROM ratings ORDER BY game, scope, user_id")

    async def all_rating_changes(self) -> list[Row]:
        return await self._fetchall(
            "SELECT table_id, user_id, scope, before, after, games FROM rating_changes "
            "ORDER BY table_id, scope, user_id")

    async def rating_changes(self, table_id: int, scope: int) -> dict[int, Row]:
        """What a finished table did to its players' ratings in one scope, by user."""
        rows = await self._fetchall(
            "SELECT user_id, before, after, games FROM rating_changes WHERE table_id = ? AND scope = ?",
            (table_id, scope))
        return {r["user_id"]: r for r in rows}

    async def user_ratings(self, user_id: int, scope: int) -> dict[str, Row]:
        rows = await self._fetchall(
            "SELECT game, ordinal, games FROM ratings WHERE user_id = ? AND scope = ?", (user_id, scope))
        return {r["game"]: r for r in rows}

    async def rating_board(self, scope: int, game: str, min_games: int, limit: int = 10) -> list[Row]:
        """The best conservative ratings of a game in a scope (a server, or
        ``ratings.GLOBAL``), among players with ``min_games`` rated games."""
        return await self._fetchall(
            "SELECT user_id, ordinal, games FROM ratings WHERE game = ? AND scope = ? AND games >= ? "
            "ORDER BY ordinal DESC, games DESC, user_id LIMIT ?", (game, scope, min_games, limit))

    async def user_achievements(self, user_id: int, game: str | None = None) -> list[Row]:
        """Per game and achievement: how often it was earned, and first when."""
        return await self._fetchall(
            "SELECT game, achievement, COUNT(*) AS times, MIN(awarded_at) AS first_at FROM achievements "
            "WHERE user_id = ? AND (CAST(? AS TEXT) IS NULL OR game = ?) GROUP BY game, achievement "
            "ORDER BY game, first_at, achievement", (user_id, game, game))

    async def table_achievements(self, table_id: int) -> list[Row]:
        return await self._fetchall(
            "SELECT user_id, achievement FROM achievements WHERE table_id = ? ORDER BY user_id, achievement",
            (table_id,))

    # -- settings ------------------------------------------------------------

    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        if guild_id is None:
            return GuildSettings()
        if guild_id not in self._guild_settings:
            row = await self._fetchone("SELECT turn_seconds, threads FROM guild_settings WHERE guild_id = ?",
                                       (guild_id,))
            self._guild_settings[guild_id] = GuildSettings() if row is None else GuildSettings(
                row["turn_seconds"], None if row["threads"] is None else bool(row["threads"]))
        return self._guild_settings[guild_id]

    async def guild_turn_seconds(self, guild_id: int | None) -> int | None:
        return (await self.guild_settings(guild_id)).turn_seconds

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        await self._write((
            "INSERT INTO guild_settings (guild_id, turn_seconds, threads, updated_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET turn_seconds = excluded.turn_seconds, "
            "threads = excluded.threads, updated_at = excluded.updated_at",
            (guild_id, settings.turn_seconds, None if settings.threads is None else int(settings.threads),
             time.time())))
        self._guild_settings[guild_id] = settings

    async def _load_ask_forced(self) -> None:
        try:
            rows = await self._fetchall("SELECT user_id FROM user_settings WHERE ask_forced = 1")
        except StoreError:  # a store migrated only part of the way (tests of old versions)
            return
        self._ask_forced = {row["user_id"] for row in rows}

    def asks_forced(self, user_id: int) -> bool:
        """Whether the player wants to be asked even for a move they cannot
        choose (read on every move: kept in memory, a few users at most)."""
        return user_id in self._ask_forced

    async def set_ask_forced(self, user_id: int, ask: bool) -> None:
        await self._write((
            "INSERT INTO user_settings (user_id, ask_forced, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET ask_forced = excluded.ask_forced, "
            "updated_at = excluded.updated_at", (user_id, int(ask), time.time())))
        if ask:
            self._ask_forced.add(user_id)
        else:
            self._ask_forced.discard(user_id)

    async def user_locale(self, user_id: int) -> str | None:
        row = await self._fetchone("SELECT locale FROM user_settings WHERE user_id = ?", (user_id,))
        return None if row is None else row["locale"]

    async def set_user_locale(self, user_id: int, locale: str | None) -> None:
        await self._write((
            "INSERT INTO user_settings (user_id, locale, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at",
            (user_id, locale, time.time())))

    # -- stats ---------------------------------------------------------------

    async def user_stats(self, user_id: int, game: str | None = None) -> list[Row]:
        """Per game: played, wins, average place. Only finished tables count."""
        return await self._fetchall(
            "SELECT game, COUNT(*) AS played, SUM(won) AS wins, AVG(place) AS avg_place "
            "FROM results WHERE user_id = ? AND (CAST(? AS TEXT) IS NULL OR game = ?) GROUP BY game ORDER BY game",
            (user_id, game, game))

    async def role_stats(self, user_id: int, game: str, team_detail: str) -> list[RoleStat]:
        """Per role the player ended a game with (``details.role``): games,
        wins, and the wins expected from how often that role's team wins.
        Expected = games with the role x the share of rated tables of the
        game (every server) that the role's team (``details.<team_detail>``)
        won: what an average player dealt those roles would have won."""
        team_path = f"$.{team_detail}"
        rows = await self._fetchall(
            "SELECT json_extract(details, '$.role') AS role, json_extract(details, ?) AS team, "
            "COUNT(*) AS played, SUM(won) AS wins FROM results WHERE user_id = ? AND game = ? "
            "AND json_extract(details, '$.role') IS NOT NULL GROUP BY role, team", (team_path, user_id, game))
        # One row per (table, team): a team wins or loses a table once, however many sat in it.
        rates = await self._fetchall(
            "SELECT team, COUNT(*) AS tables, SUM(won) AS wins FROM ("
            "SELECT DISTINCT table_id, json_extract(details, ?) AS team, won FROM results "
            "WHERE game = ? AND table_id IN (SELECT table_id FROM rating_changes)) AS per_table "
            "GROUP BY team", (team_path, game))
        share = {r["team"]: (r["wins"] or 0) / r["tables"] for r in rates if r["tables"]}
        merged: dict[str, RoleStat] = {}
        for r in rows:  # a role plays for one team; were it ever two, the role's line sums both
            was = merged.get(r["role"], RoleStat(r["role"], 0, 0, 0.0))
            rate = share.get(r["team"])
            merged[r["role"]] = RoleStat(
                r["role"], was.played + r["played"], was.wins + (r["wins"] or 0),
                None if rate is None or was.expected is None else was.expected + r["played"] * rate)
        return sorted(merged.values(), key=lambda x: (-x.played, x.role))

    async def history(self, user_id: int, limit: int = 10) -> list[Row]:
        return await self._fetchall(
            "SELECT r.table_id, r.game, r.place, r.won, r.score, r.finished_at, t.guild_id, t.channel_id "
            "FROM results r JOIN game_tables t ON t.id = r.table_id "
            "WHERE r.user_id = ? ORDER BY r.finished_at DESC, r.table_id DESC LIMIT ?", (user_id, limit))

    # -- rematches and pings (issue 17) -----------------------------------------

    async def open_rematch(self, table_id: int) -> TableRow | None:
        """The lobby (or its game) that the finished table's Play again opened, while open."""
        row = await self._fetchone(
            "SELECT * FROM game_tables WHERE rematch_of = ? AND status IN ('lobby', 'running') ORDER BY id",
            (table_id,))
        return None if row is None else _table(row)

    async def set_ping(self, guild_id: int, game: str, user_id: int, on: bool) -> None:
        """Opt in to (or out of) a call when a lobby of ``game`` opens in the server."""
        if on:
            await self._write((
                "INSERT INTO game_pings (guild_id, game, user_id, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (guild_id, game, user_id) DO NOTHING", (guild_id, game, user_id, time.time())))
        else:
            await self._write(("DELETE FROM game_pings WHERE guild_id = ? AND game = ? AND user_id = ?",
                               (guild_id, game, user_id)))

    async def pinged_users(self, guild_id: int, game: str, limit: int) -> list[int]:
        """Who asked to be called to a lobby of ``game`` here, first opted in first."""
        rows = await self._fetchall(
            "SELECT user_id FROM game_pings WHERE guild_id = ? AND game = ? ORDER BY created_at, user_id LIMIT ?",
            (guild_id, game, limit))
        return [r["user_id"] for r in rows]

    async def user_pings(self, guild_id: int, user_id: int) -> list[str]:
        """The games this user asked to be called to in this server."""
        rows = await self._fetchall(
            "SELECT game FROM game_pings WHERE guild_id = ? AND user_id = ? ORDER BY game", (guild_id, user_id))
        return [r["game"] for r in rows]

    async def recent_finished(self, user_id: int, limit: int) -> list[Row]:
        """The user's last finished games, newest first, with the channel each
        was opened in (a thread's parent): what /replay offers to type."""
        return await self._fetchall(
            "SELECT r.table_id, r.game, r.finished_at, COALESCE(t.lobby_channel_id, t.channel_id) AS channel_id "
            "FROM results r JOIN game_tables t ON t.id = r.table_id "
            "WHERE r.user_id = ? ORDER BY r.finished_at DESC, r.table_id DESC LIMIT ?", (user_id, limit))
