"""The store's part for settings and preferences: a server's settings, a
player's (asked for forced moves, locale), and who asked to be called to a
game's lobbies. Settings are read on every action and written rarely, so
the first two are kept in memory."""

from __future__ import annotations

import time
from dataclasses import dataclass

from .storage import Backend, StoreError
from .store_core import StoreCore


@dataclass(frozen=True, slots=True)
class GuildSettings:
    turn_seconds: int | None = None  # None: each game's own
    threads: bool | None = None  # None: a thread per table wherever the bot may create one
    max_tables: int | None = None  # None: bot.limits.TABLES_PER_GUILD open tables at most



class SettingStore(StoreCore):
    def __init__(self, backend: Backend) -> None:
        super().__init__(backend)
        # Settings are read on every action and written rarely.
        self._guild_settings: dict[int, GuildSettings] = {}
        self._ask_forced: set[int] = set()

    # -- settings ------------------------------------------------------------

    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        if guild_id is None:
            return GuildSettings()
        if guild_id not in self._guild_settings:
            row = await self._fetchone(
                "SELECT turn_seconds, threads, max_tables FROM guild_settings WHERE guild_id = ?", (guild_id,))
            self._guild_settings[guild_id] = GuildSettings() if row is None else GuildSettings(
                row["turn_seconds"], None if row["threads"] is None else bool(row["threads"]), row["max_tables"])
        return self._guild_settings[guild_id]

    async def guild_turn_seconds(self, guild_id: int | None) -> int | None:
        return (await self.guild_settings(guild_id)).turn_seconds

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        await self._write((
            "INSERT INTO guild_settings (guild_id, turn_seconds, threads, max_tables, updated_at) "
            "VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET turn_seconds = excluded.turn_seconds, "
            "threads = excluded.threads, max_tables = excluded.max_tables, updated_at = excluded.updated_at",
            (guild_id, settings.turn_seconds, None if settings.threads is None else int(settings.threads),
             settings.max_tables, time.time())))
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

    # -- pings (issue 17) ------------------------------------------------------

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

