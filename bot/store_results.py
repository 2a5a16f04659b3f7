"""The store's part for finished games: results, the ratings and
achievements they move, and the stats and history read from them. A game's
end is written in the transaction of its last action (``write_finish``), so
no crash can leave an ended game running or a result without its ratings."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from . import ratings
from .ratings import Change, FinishedGame, Placing, Rating
from .storage import ReadFailed, Row, StoreError
from .store_core import StoreCore

log = logging.getLogger(__name__)


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


# A result row the player played out: not a bystander's of a game another player
# forfeited with /table end (bot.ratings); those count in no stats and no history.
_PLAYED = "json_extract(details, '$.ended_early') IS NULL"
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


def write_finish(conn: Any, table_id: int, finish: Finish, now: float, status: str = "finished") -> None:
    """The end of a game, inside a transaction of ``StoreCore._write_on_thread``
    (``conn``: sqlite3's connection, or its PostgreSQL stand-in); ``status``
    "ended" for a game a seated player forfeited with /table end."""
    # Numbered under the write lock: the order ratings move in, which a rebuild replays.
    finish_seq = conn.execute("SELECT COALESCE(MAX(finish_seq), 0) + 1 FROM results").fetchone()[0]
    conn.executemany(
        "INSERT INTO results (table_id, seat, user_id, guild_id, game, place, won, score, details, "
        "finished_at, finish_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(table_id, r.seat, r.user_id, finish.guild_id, finish.game, r.place, int(r.won), r.score,
          json.dumps(r.details), now, finish_seq) for r in finish.results])
    conn.execute("UPDATE game_tables SET status = ?, ended_at = ? WHERE id = ?", (status, now, table_id))
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


class ResultStore(StoreCore):
    # -- the end -------------------------------------------------------------

    async def finish_table(self, table_id: int, finish: "Finish") -> None:
        """Record a game over found without its last action (a table stored
        before finishing joined the action's transaction)."""
        now = time.time()
        await self._write_on_thread(lambda conn: write_finish(conn, table_id, finish, now))

    async def forfeit_table(self, table_id: int, finish: "Finish") -> str | None:
        """End a running game as a seated player's forfeit: status "ended" with
        ``finish``'s results, in one transaction, only while it still runs
        (as ``close_table``: on PostgreSQL the UPDATE waits for the row's lock
        and reads the row again). Returns the status after, "ended" only if
        this call ended it; None: no such table."""
        now = time.time()

        def forfeit(conn: Any) -> str | None:
            ended = conn.execute("UPDATE game_tables SET status = 'ended', ended_at = ? "
                                 "WHERE id = ? AND status = 'running' RETURNING status", (now, table_id)).fetchone()
            if ended is None:
                row = conn.execute("SELECT status FROM game_tables WHERE id = ?", (table_id,)).fetchone()
                return None if row is None else str(row[0])
            write_finish(conn, table_id, finish, now, status="ended")
            return "ended"

        return await self._write_on_thread(forfeit)

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

    # -- stats ---------------------------------------------------------------

    async def user_stats(self, user_id: int, game: str | None = None) -> list[Row]:
        """Per game: played, wins, average place. Only finished tables count."""
        return await self._fetchall(
            "SELECT game, COUNT(*) AS played, SUM(won) AS wins, AVG(place) AS avg_place "
            f"FROM results WHERE user_id = ? AND {_PLAYED} AND (CAST(? AS TEXT) IS NULL OR game = ?) "
            "GROUP BY game ORDER BY game",
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
            f"WHERE r.user_id = ? AND {_PLAYED} ORDER BY r.finished_at DESC, r.table_id DESC LIMIT ?",
            (user_id, limit))

    async def recent_finished(self, user_id: int, limit: int) -> list[Row]:
        """The user's last finished games, newest first, with the channel each
        was opened in (a thread's parent): what /replay offers to type."""
        return await self._fetchall(
            "SELECT r.table_id, r.game, r.finished_at, COALESCE(t.lobby_channel_id, t.channel_id) AS channel_id "
            "FROM results r JOIN game_tables t ON t.id = r.table_id "
            "WHERE r.user_id = ? ORDER BY r.finished_at DESC, r.table_id DESC LIMIT ?", (user_id, limit))
