"""The store's part for settings and preferences: a server's settings, a
player's (asked for forced moves, locale), and who asked to be called to a
game's lobbies. Settings are read on every action and written rarely, so
the first two are kept in memory."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Hashable, Iterable, TypeVar

from .storage import Backend, StoreError
from .store_core import StoreCore

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class GuildSettings:
    turn_seconds: int | None = None  # None: each game's own
    threads: bool | None = None  # None: a thread per table wherever the bot may create one
    locale: str | None = None  # channel posts' language; None: the guild's preferred locale
    max_tables: int | None = None  # None: bot.limits.TABLES_PER_GUILD open tables at most



class SettingStore(StoreCore):
    def __init__(self, backend: Backend) -> None:
        super().__init__(backend)
        # Settings are read on every action and written rarely.
        self._guild_settings: dict[int, GuildSettings] = {}
        self._ask_forced: set[int] = set()
        # (remembered locale, override) per user: read for every DM and
        # ephemeral answer, written only when Discord reports a change.
        self._user_locales: dict[int, tuple[str | None, str | None]] = {}
        # Reads under way, shared by whoever needs the same row meanwhile: a
        # player's first clicks arrive together, and each read its own row
        # (and wrote its locale again when a stale read undid the first write).
        self._reads: dict[Hashable, asyncio.Future[Any]] = {}
        self._forgets = 0  # users forgotten so far: a read begun before one is not kept

    def forget_user_settings(self, user_id: int) -> None:
        """Drop what is kept in memory of a forgotten user (their rows are deleted)."""
        self._forgets += 1
        self._ask_forced.discard(user_id)
        self._user_locales.pop(user_id, None)

    async def _read_once(self, key: Hashable, read: Callable[[], Awaitable[T]]) -> T:
        """``read()``, or the same read already under way for ``key``. One
        waiter cancelled does not cancel the read for the others."""
        pending: asyncio.Future[T] | None = self._reads.get(key)
        if pending is None:
            pending = self._reads[key] = asyncio.ensure_future(read())

            def done(future: asyncio.Future[T]) -> None:
                if self._reads.get(key) is future:
                    del self._reads[key]
                if not future.cancelled():
                    future.exception()  # retrieved: a failure every waiter left is no "never retrieved" noise

            pending.add_done_callback(done)
        return await asyncio.shield(pending)

    # -- settings ------------------------------------------------------------

    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        if guild_id is None:
            return GuildSettings()
        known = self._guild_settings.get(guild_id)
        if known is not None:
            return known

        async def read() -> GuildSettings:
            row = await self._fetchone(
                "SELECT turn_seconds, threads, locale, max_tables FROM guild_settings WHERE guild_id = ?", (guild_id,))
            # settings written while the row was read are newer: they stay
            return self._guild_settings.setdefault(guild_id, GuildSettings() if row is None else GuildSettings(
                row["turn_seconds"], None if row["threads"] is None else bool(row["threads"]), row["locale"],
                row["max_tables"]))

        return await self._read_once(("guild", guild_id), read)

    def cached_guild_settings(self, guild_id: int) -> GuildSettings | None:
        """The guild's settings if read already (no I/O: the screens' language, bot/locales.py)."""
        return self._guild_settings.get(guild_id)

    def cached_user_locales(self, user_id: int) -> tuple[str | None, str | None] | None:
        """(remembered locale, override) if read already (no I/O)."""
        return self._user_locales.get(user_id)

    async def warm_locales(self, guild_id: int | None, user_ids: Iterable[int]) -> None:
        """Read what the sync lookups need (the guild's setting, each user's
        locales) where not read yet, so a render speaks each reader's language."""
        await self.guild_settings(guild_id)
        for user_id in user_ids:
            if user_id not in self._user_locales:
                await self._user_locales_of(user_id)

    async def guild_turn_seconds(self, guild_id: int | None) -> int | None:
        return (await self.guild_settings(guild_id)).turn_seconds

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        await self._write((
            "INSERT INTO guild_settings (guild_id, turn_seconds, threads, locale, max_tables, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET turn_seconds = excluded.turn_seconds, threads = excluded.threads, "
            "locale = excluded.locale, max_tables = excluded.max_tables, updated_at = excluded.updated_at",
            (guild_id, settings.turn_seconds, None if settings.threads is None else int(settings.threads),
             settings.locale, settings.max_tables, time.time())))
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

    async def _user_locales_of(self, user_id: int) -> tuple[str | None, str | None]:
        known = self._user_locales.get(user_id)
        if known is not None:
            return known

        forgets = self._forgets  # as the read is asked for

        async def read() -> tuple[str | None, str | None]:
            row = await self._fetchone("SELECT locale, locale_override FROM user_settings WHERE user_id = ?",
                                       (user_id,))
            found: tuple[str | None, str | None] = (
                (None, None) if row is None else (row["locale"], row["locale_override"]))
            if forgets != self._forgets:  # a user was forgotten meanwhile: the row may be theirs, gone
                return found
            # a locale remembered or chosen while the row was read is newer: it stays
            return self._user_locales.setdefault(user_id, found)

        return await self._read_once(("user", user_id), read)

    def knows_user_locale(self, user_id: int, locale: str) -> bool:
        """Whether ``locale`` is already what is remembered for the user (no I/O)."""
        known = self._user_locales.get(user_id)
        return known is not None and known[0] == locale

    async def user_locale(self, user_id: int) -> str | None:
        """The locale Discord last said the user speaks (None: never heard)."""
        return (await self._user_locales_of(user_id))[0]

    async def set_user_locale(self, user_id: int, locale: str | None) -> None:
        """Remember ``locale``; writes only when it changed."""
        read = await self._user_locales_of(user_id)
        remembered, override = self._user_locales.get(user_id, read)  # as now: another call may have written it
        if remembered == locale:
            return
        self._user_locales[user_id] = (locale, override)
        await self._write((
            "INSERT INTO user_settings (user_id, locale, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at",
            (user_id, locale, time.time())))

    async def user_locale_override(self, user_id: int) -> str | None:
        """The language the player chose (/preferences language); None: automatic."""
        return (await self._user_locales_of(user_id))[1]

    async def set_user_locale_override(self, user_id: int, locale: str | None) -> None:
        await self._user_locales_of(user_id)
        await self._write((
            "INSERT INTO user_settings (user_id, locale_override, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale_override = excluded.locale_override, "
            "updated_at = excluded.updated_at", (user_id, locale, time.time())))
        remembered, _ = self._user_locales.get(user_id, (None, None))  # as now, after the write's wait
        self._user_locales[user_id] = (remembered, locale)

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

