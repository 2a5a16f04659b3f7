"""The store's part for a user's data and a server that removed the bot
(issue 28): what is stored about a user, forgetting it, and forgetting a
server's settings, webhooks and ping opt-ins.

Forgetting a user keeps the games other players finished with them: their
seat stays, without a user and under an anonymous name, and so do its
results (user NULL), so the others' histories and replays still add up.
Their preferences, ping opt-ins and achievements are deleted; the ratings
are then rebuilt from the results log (``ResultStore.rebuild_ratings``), in
which the user is no longer anyone: nobody keeps a rating row of theirs,
and the others' ratings are what the anonymous log gives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .storage import ReadFailed
from .store_results import ResultStore
from .store_settings import SettingStore

_OPEN_SEAT = ("SELECT s.table_id FROM seats s JOIN game_tables t ON t.id = s.table_id "
              "WHERE s.user_id = ? AND t.status IN ('lobby', 'running') ORDER BY s.table_id LIMIT 1")
_CLOSED = "SELECT id FROM game_tables WHERE status NOT IN ('lobby', 'running')"
_COUNTS = (
    ("settings", "SELECT COUNT(*) FROM user_settings WHERE user_id = ?"),
    ("pings", "SELECT COUNT(*) FROM game_pings WHERE user_id = ?"),
    ("achievements", "SELECT COUNT(*) FROM achievements WHERE user_id = ?"),
    ("finished", "SELECT COUNT(*) FROM results WHERE user_id = ?"),
    ("stats", "SELECT COUNT(DISTINCT game) FROM results WHERE user_id = ?"),
    ("ratings", "SELECT COUNT(*) FROM ratings WHERE user_id = ?"),
)


@dataclass(frozen=True, slots=True)
class UserData:
    """What is stored about one user, as /privacy shows it."""

    locale: str | None  # their language preference (None: Discord's)
    ask_forced: bool
    has_settings: bool
    pings: tuple[tuple[int, str], ...]  # (server, game) they asked to be called to
    achievements: int
    finished: int  # finished games with a seat of theirs
    stats: int  # games they have stats in
    ratings: int  # rating rows (a game in a scope)
    open_table: int | None  # a lobby or running game they sit at

    @property
    def empty(self) -> bool:
        return not (self.has_settings or self.pings or self.achievements or self.finished or self.ratings)


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What forgetting a user did (``open_table`` set: nothing, they sit at it)."""

    open_table: int | None = None
    seats: int = 0  # finished seats made anonymous
    rated_tables: int = 0  # finished tables the ratings were rebuilt from


class PrivacyStore(ResultStore, SettingStore):
    # -- a user --------------------------------------------------------------

    async def user_data(self, user_id: int) -> UserData:
        """Everything stored about the user, read in one transaction."""

        def read(conn: Any) -> UserData:
            counts = {name: conn.execute(sql, (user_id,)).fetchone()[0] for name, sql in _COUNTS}
            # the language they chose (/preferences language); user_settings.locale is only
            # Discord's, remembered for timers' DMs (bot/locales.py)
            row = conn.execute("SELECT locale_override, ask_forced FROM user_settings WHERE user_id = ?",
                               (user_id,)).fetchone()
            pings = conn.execute("SELECT guild_id, game FROM game_pings WHERE user_id = ? ORDER BY guild_id, game",
                                 (user_id,)).fetchall()
            table = conn.execute(_OPEN_SEAT, (user_id,)).fetchone()
            return UserData(
                locale=None if row is None else row[0], ask_forced=bool(row is not None and row[1]),
                has_settings=bool(counts["settings"]), pings=tuple((p[0], p[1]) for p in pings),
                achievements=counts["achievements"], finished=counts["finished"], stats=counts["stats"],
                ratings=counts["ratings"], open_table=None if table is None else table[0])

        return await self._on_thread(read, "BEGIN", ReadFailed)

    async def forget_user(self, user_id: int, anonymous_name: str) -> Forgotten:
        """Delete the user's preferences, ping opt-ins, achievements, stats
        and ratings; their finished seats keep ``anonymous_name`` and no
        user. Refused (nothing changes) while they sit at an open table:
        the check is in the deleting transaction, so a join cannot slip in
        between on SQLite's one writer."""

        def forget(conn: Any) -> Forgotten:
            table = conn.execute(_OPEN_SEAT, (user_id,)).fetchone()
            if table is not None:
                return Forgotten(open_table=table[0])
            for sql in ("DELETE FROM user_settings WHERE user_id = ?", "DELETE FROM game_pings WHERE user_id = ?",
                        "DELETE FROM achievements WHERE user_id = ?", "DELETE FROM ratings WHERE user_id = ?",
                        "DELETE FROM rating_changes WHERE user_id = ?",
                        "DELETE FROM shown_messages WHERE user_id = ?",
                        "UPDATE results SET user_id = NULL WHERE user_id = ?",
                        f"UPDATE actions SET user_id = NULL WHERE user_id = ? AND table_id IN ({_CLOSED})",
                        # host_id is NOT NULL: 0 is nobody (a snowflake is never 0)
                        f"UPDATE game_tables SET host_id = 0 WHERE host_id = ? AND id IN ({_CLOSED})"):
                conn.execute(sql, (user_id,))
            seats = conn.execute(f"SELECT COUNT(*) FROM seats WHERE user_id = ? AND table_id IN ({_CLOSED})",
                                 (user_id,)).fetchone()[0]
            conn.execute(f"UPDATE seats SET user_id = NULL, name = ? WHERE user_id = ? AND table_id IN ({_CLOSED})",
                         (anonymous_name, user_id))
            return Forgotten(seats=seats)

        done = await self._write_on_thread(forget)
        if done.open_table is not None:
            return done
        self.forget_user_settings(user_id)
        # The others' ratings as if the user had never had an identity: the one rebuild there is.
        return Forgotten(seats=done.seats, rated_tables=await self.rebuild_ratings())

    # -- a server that removed the bot ------------------------------------------

    async def forget_guild(self, guild_id: int, removed_at: float) -> list[int]:
        """The bot left the server: its settings, webhooks (their tokens) and
        ping opt-ins are deleted now, and when it left is kept for the sweep
        (``removed_guilds``). Returns the deleted webhooks' ids."""

        def forget(conn: Any) -> list[int]:
            hooks = [r[0] for r in conn.execute("SELECT id FROM webhooks WHERE guild_id = ?", (guild_id,)).fetchall()]
            for sql in ("DELETE FROM guild_settings WHERE guild_id = ?", "DELETE FROM webhooks WHERE guild_id = ?",
                        "DELETE FROM game_pings WHERE guild_id = ?"):
                conn.execute(sql, (guild_id,))
            conn.execute("INSERT INTO removed_guilds (guild_id, removed_at) VALUES (?, ?) "
                         "ON CONFLICT (guild_id) DO UPDATE SET removed_at = excluded.removed_at",
                         (guild_id, removed_at))
            return hooks

        hooks = await self._write_on_thread(forget)
        self._guild_settings.pop(guild_id, None)
        return hooks

    async def guild_returned(self, guild_id: int) -> bool:
        """The bot is back in the server: its open tables are kept. Returns
        whether it had been removed."""

        def unmark(conn: Any) -> bool:
            row = conn.execute("SELECT guild_id FROM removed_guilds WHERE guild_id = ?", (guild_id,)).fetchone()
            conn.execute("DELETE FROM removed_guilds WHERE guild_id = ?", (guild_id,))
            return row is not None

        return await self._write_on_thread(unmark)

    async def guilds_removed_before(self, before: float) -> list[int]:
        """Servers that removed the bot at ``before`` or earlier."""
        rows = await self._fetchall("SELECT guild_id FROM removed_guilds WHERE removed_at <= ? ORDER BY guild_id",
                                    (before,))
        return [r["guild_id"] for r in rows]

    async def open_tables_of_guild(self, guild_id: int) -> list[int]:
        rows = await self._fetchall(
            "SELECT id FROM game_tables WHERE guild_id = ? AND status IN ('lobby', 'running') ORDER BY id",
            (guild_id,))
        return [r["id"] for r in rows]

    async def guild_swept(self, guild_id: int) -> None:
        """Its tables are ended: the mark goes (a later re-invite starts afresh)."""
        await self._write(("DELETE FROM removed_guilds WHERE guild_id = ?", (guild_id,)))
