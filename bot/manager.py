"""Every open table of the process: lobbies, starts, actions, deadlines,
restart recovery and the end of a game.

The manager owns one timer task per table with a deadline. Presentation is a
``Renderer`` (the play cog) that the manager calls after something happened
without an interaction: a timeout, a reminder, an expired lobby.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import secrets
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Protocol

from dataclasses import replace

from games import GAMES
from games.ai import DEFAULT_LEVEL, LEVELS
from games.base import BadOptions
from words import Text

from . import ai_moves
from .errors import GameError, NotSeated, SaveFailed, TableGone
from .store import ChannelBusy, Finish, GuildFull, SeatRow, Store, StoreError, Unreadable
from .tables import ActResult, Table, restore_table

log = logging.getLogger(__name__)

LOBBY_IDLE_SECONDS = 15 * 60
DEFAULT_TURN_SECONDS = 120
SAVE_RETRY_SECONDS = 30  # a deadline whose default the store refused is tried again after this


@contextmanager
def _collector_paused() -> Iterator[None]:
    """A restore allocates a few hundred objects per table and keeps them
    all: the cyclic collector would scan the growing heap again and again
    (a third of a 10,000-table restore) to find no garbage. It runs after."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class Renderer(Protocol):
    async def on_timeout(self, table: Table, result: ActResult, *, catch_up: bool) -> None: ...
    async def on_reminder(self, table: Table) -> None: ...
    async def on_lobby_expired(self, table: Table) -> None: ...
    async def on_finished(self, table: Table) -> None: ...


class TableManager:
    def __init__(self, store: Store, owns: Callable[[int | None], bool] | None = None) -> None:
        self.store = store
        # Whether this process owns a guild's tables (runs its shard); the
        # others are restored and fired by the processes of their shards.
        self.owns: Callable[[int | None], bool] = owns or (lambda guild_id: True)
        self.tables: dict[int, Table] = {}
        self._by_channel: dict[int, int] = {}
        self._renderer: Renderer | None = None
        self._timers: dict[int, asyncio.Task[None]] = {}
        # Timers past their sleep, posting a reminder or firing a deadline:
        # close() lets them finish rather than cut a write in half.
        self._firing: set[asyncio.Task[None]] = set()
        self._closing = False
        self._late_results: list[Table] = []

    # -- lookup ------------------------------------------------------------

    def in_channel(self, channel_id: int) -> Table | None:
        table_id = self._by_channel.get(channel_id)
        return None if table_id is None else self.tables.get(table_id)

    def moved_from(self, channel_id: int) -> list[Table]:
        """Tables opened in this channel that play on in threads of their own."""
        return [t for t in self.tables.values() if t.row.lobby_channel_id == channel_id]

    @property
    def renderer(self) -> Renderer | None:
        return self._renderer

    @renderer.setter
    def renderer(self, renderer: Renderer | None) -> None:
        """Screens to show what happens. The tables record their results as
        data for them (a shared store); a process without screens (a
        benchmark) keeps no record nobody would read."""
        self._renderer = renderer
        for table in self.tables.values():
            table.recording = renderer is not None

    def _add(self, table: Table) -> None:
        self.tables[table.id] = table
        table.recording = self._renderer is not None
        self._by_channel[table.row.channel_id] = table.id

    def _remove(self, table: Table) -> None:
        self.tables.pop(table.id, None)
        ai_moves.shared().forget(table.id)
        if self._by_channel.get(table.row.channel_id) == table.id:
            del self._by_channel[table.row.channel_id]

    async def move_to_thread(self, table: Table, thread_id: int, message_id: int | None) -> None:
        """The running table plays on in a thread (saved first: a failure
        leaves it in its channel); its channel may open a new lobby."""
        await self.store.move_to_thread(table.id, thread_id, message_id)
        row = table.row
        if self._by_channel.get(row.channel_id) == table.id:
            del self._by_channel[row.channel_id]
        row.lobby_channel_id, row.lobby_message_id = row.channel_id, row.message_id
        row.channel_id, row.message_id = thread_id, message_id
        self._by_channel[thread_id] = table.id

    def get(self, table_id: int) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise TableGone()
        return table

    async def fetch(self, table_id: int, *, fresh: bool = False) -> Table:
        """The table a click names. On a shared store (several processes) a
        table of another process's shards (a DM click reaches shard 0) is
        loaded from the store on demand, and kept: its deadline is armed
        here too, and the row lock lets exactly one process fire it.
        ``fresh``: bring a copy held here up to the stored version first
        (what a prompt shows must be the table as it is, not as this process
        last saw it). Raises TableGone."""
        table = self.tables.get(table_id)
        if table is not None:
            try:
                moved = fresh and await table.sync()
            except SaveFailed:
                moved = False  # the store cannot tell now: show the copy (a click is checked under the lock)
            if moved and table.row.status not in ("lobby", "running"):
                self._finish(table)
                raise TableGone()
            return table
        if not self.store.shared:
            raise TableGone()
        try:
            stored = await self.store.stored_table(table_id)
        except StoreError as exc:
            log.warning("table %s: could not be loaded on demand (%s)", table_id, exc)
            raise SaveFailed() from None
        if stored is None or stored.row.status != "running" or stored.row.game not in GAMES:
            raise TableGone()  # lobbies are their owner's: their clicks arrive in its guild
        table = self.tables.get(table_id)  # loaded by a concurrent click meanwhile
        if table is None:
            table = restore_table(self.store, stored)
            self._add(table)
            self.arm(table)
            log.info("table %s of another process's shard loaded on demand", table_id)
        return table

    async def turn_seconds(self, table: Table) -> int:
        guild = await self.store.guild_turn_seconds(table.row.guild_id)
        return table.row.turn_seconds or guild or GAMES[table.row.game].turn_seconds or DEFAULT_TURN_SECONDS

    # -- start-up and shut-down ---------------------------------------------

    async def load_all(self) -> list[Table]:
        """Load every unfinished table (a constant number of queries, whatever
        their number); a table that cannot be restored is logged and left as
        it is, the others load. ``arm_all`` then re-arms the deadlines."""
        with _collector_paused():
            return await self._load_all()

    async def _load_all(self) -> list[Table]:
        loaded = []
        others = 0
        for stored in await self.store.open_tables_whole():
            if isinstance(stored, Unreadable):
                log.error("table %s could not be restored (%s)", stored.table_id, stored.reason)
                continue
            row = stored.row
            if not self.owns(row.guild_id):
                others += 1
                continue
            if row.game not in GAMES:
                log.error("table %s plays unknown game %r; left as it is", row.id, row.game)
                continue
            try:
                table = restore_table(self.store, stored)
                if table.state is not None and table.state.is_over:
                    # Stored by a version that finished after the last move's
                    # commit, and stopped in between: finish it now.
                    await self.store.finish_table(table.id, table.finish_record())
                    table.row.status = "finished"
                    self._late_results.append(table)
                    continue
            except (StoreError, ValueError, KeyError, TypeError):
                log.exception("table %s could not be restored", row.id)
                continue
            self._add(table)
            loaded.append(table)
        if others:
            log.info("%d open table(s) belong to other shards: their processes restore them", others)
        return loaded

    async def announce_late_results(self) -> None:
        """Post the results of games finished while loading (once connected)."""
        tables, self._late_results = self._late_results, []
        for table in tables:
            if self.renderer is not None:
                await self.renderer.on_finished(table)

    def arm_all(self) -> None:
        for table in self.tables.values():
            self.arm(table, catch_up=True)

    async def close(self) -> None:
        """Cancel the timers still sleeping; wait for the ones at work."""
        self._closing = True
        for task in self._timers.values():
            if task not in self._firing:
                task.cancel()
        await asyncio.gather(*self._timers.values(), *self._firing, return_exceptions=True)
        self._timers.clear()
        ai_moves.shared().close()  # the bot players' worker goes with the tables

    # -- lobby -------------------------------------------------------------

    async def open_lobby(self, *, guild_id: int | None, channel_id: int, game: str,
                         options: dict[str, Any], host_id: int, host_name: str,
                         turn_seconds: int | None = None, thread: bool | None = None,
                         rematch_of: int | None = None, practice: bool = False,
                         max_open: int | None = None) -> Table:
        """A new lobby; ``max_open``: the server's cap of open tables, held
        in the inserting transaction (``Store.create_table``)."""
        if game not in GAMES:
            raise GameError(Text("error-no-such-game", {"game": game}))
        try:
            options = GAMES[game].resolve_options(options)
        except BadOptions as exc:
            raise GameError(exc.reason) from None  # formatted when answered, in the reader's language
        busy = self.in_channel(channel_id)
        if busy is not None:
            raise GameError(self.busy_message(busy))
        seed = secrets.randbits(48)
        try:
            table_id = await self.store.create_table(
                guild_id=guild_id, channel_id=channel_id, game=game, options=options, seed=seed,
                host_id=host_id, host_name=host_name, turn_seconds=turn_seconds, thread=thread,
                rematch_of=rematch_of, practice=practice, max_open=max_open)
        except ChannelBusy:
            raise GameError(Text("error-channel-busy")) from None
        except GuildFull as full:  # another /play here took the last place since this one was checked
            raise GameError(Text("limits-tables", {"count": full.open_tables})) from None
        except StoreError as exc:
            log.warning("channel %s: could not open a lobby (%s)", channel_id, exc)
            raise SaveFailed() from None
        row = await self.store.table(table_id)
        assert row is not None
        table = Table(row, await self.store.seats(table_id), self.store)
        self._add(table)
        await self._touch_lobby(table)
        return table

    def busy_message(self, table: Table) -> Text:
        title = GAMES[table.row.game].title
        where = f"https://discord.com/channels/{table.row.guild_id or '@me'}/{table.row.channel_id}"
        if table.row.message_id:
            where += f"/{table.row.message_id}"
        return Text("error-channel-busy-with", {"state": "lobby" if table.row.status == "lobby" else "game",
                                                "game": title, "where": where})

    async def _touch_lobby(self, table: Table) -> None:
        table.due_at = time.time() + LOBBY_IDLE_SECONDS
        table.remind_at, table.reminded = None, True
        await self.store.set_deadline(table.id, -1, table.due_at, None)
        self.arm(table)

    def _lobby(self, table_id: int) -> Table:
        table = self.get(table_id)
        if table.row.status != "lobby":
            raise GameError(Text("error-lobby-closed"))
        return table

    async def join(self, table_id: int, user_id: int, name: str) -> Table:
        table = self._lobby(table_id)
        async with table.lock:
            if table.seat_of(user_id) is not None:
                raise GameError(Text("error-already-seated"))
            if len(table.seats) >= table.seat_limits[1]:
                raise GameError(Text("error-table-full"))
            await self._seat_lobby(table, table.seats + [SeatRow(len(table.seats), user_id, name)])
        await self._touch_lobby(table)
        return table

    async def add_ai(self, table_id: int, user_id: int, can_manage: bool, level: str = DEFAULT_LEVEL) -> Table:
        table = self._lobby(table_id)
        self._check_host(table, user_id, can_manage, "add-bot")
        if level not in LEVELS:
            raise GameError(Text("error-bot-levels", {"levels": ", ".join(LEVELS)}))
        async with table.lock:
            if len(table.seats) >= table.seat_limits[1]:
                raise GameError(Text("error-table-full"))
            n = sum(1 for s in table.seats if s.is_ai) + 1
            # The level is in the name too: every message that names the seat shows it.
            bot = SeatRow(len(table.seats), None, f"Dreambot {n} ({level})", is_ai=True, ai_level=level)
            await self._seat_lobby(table, table.seats + [bot])
        await self._touch_lobby(table)
        return table

    async def leave(self, table_id: int, user_id: int) -> Table:
        table = self._lobby(table_id)
        async with table.lock:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if user_id == table.row.host_id:
                raise GameError(Text("error-host-cannot-leave"))
            rest = [s for s in table.seats if s.user_id != user_id]
            await self._seat_lobby(table, [replace(s, seat=i) for i, s in enumerate(rest)])
        await self._touch_lobby(table)
        return table

    async def _seat_lobby(self, table: Table, seats: list[SeatRow]) -> None:
        """Store the lobby's new seats, then show them: a failed write leaves
        the lobby as it was, so "nothing changed" is true."""
        await self.store.replace_lobby_seats(table.id, seats)
        table.seats = seats

    @staticmethod
    def _check_host(table: Table, user_id: int, can_manage: bool, what: str) -> None:
        if user_id != table.row.host_id and not can_manage:
            raise GameError(Text("error-host-only", {"action": what}))

    async def start(self, table_id: int, user_id: int, can_manage: bool,
                    saved: asyncio.Event | None = None) -> ActResult:
        table = self._lobby(table_id)
        self._check_host(table, user_id, can_manage, "start")
        game = GAMES[table.row.game]
        turn_seconds = await self.turn_seconds(table)
        async with table.lock:
            if table.row.status != "lobby":  # a second Start pressed at the same moment
                raise GameError(Text("error-lobby-closed"))
            if len(table.seats) < table.seat_limits[0]:
                raise GameError(Text("error-too-few-players", {"game": game.title, "needed": table.seat_limits[0],
                                                          "seated": len(table.seats)}))
            result = await table.start(turn_seconds=turn_seconds, saved=saved)
        await self._after(table, result)
        return result

    async def cancel(self, table_id: int, user_id: int, can_manage: bool) -> Table:
        table = self._lobby(table_id)
        self._check_host(table, user_id, can_manage, "cancel")
        await self._close(table, "cancelled")
        return table

    async def end_by_admin(self, table: Table, user_id: int, can_manage: bool) -> bool:
        """/table end by the host or a moderator. Ended by a seated player, a
        rated game is their forfeit (a loss for them only, bot.ratings);
        otherwise nothing is recorded. Returns whether it was a forfeit."""
        self._check_host(table, user_id, can_manage, "end")
        if table.row.status == "running" and table.rated() and table.seat_of(user_id) is not None:
            await self._close(table, "ended", forfeit=table.forfeit_record(user_id))
            return True
        await self.close_without_results(table)
        return False

    async def close_without_results(self, table: Table) -> None:
        """End a running table (status "ended") or a lobby ("cancelled"); no results count."""
        await self._close(table, "ended" if table.row.status == "running" else "cancelled")

    def in_guild(self, guild_id: int) -> list[Table]:
        return [t for t in self.tables.values() if t.row.guild_id == guild_id]

    async def _close(self, table: Table, status: str, forfeit: Finish | None = None) -> None:
        """Close the table as ``status`` if it is still open where it is
        stored, with ``forfeit``'s results if given; GameError if another
        process finished or closed it first (its copy here is dropped: the
        store's word stands)."""
        async with table.lock:
            now = await (self.store.forfeit_table(table.id, forfeit) if forfeit is not None
                         else self.store.close_table(table.id, status))
            if now != status:
                self._disarm(table.id)
                self._remove(table)
                raise GameError(Text("error-table-already-over" if now in ("finished", "ended", "cancelled")
                                     else "error-table-gone"))
            table.row.status = status
        self._disarm(table.id)
        self._remove(table)

    # -- actions -----------------------------------------------------------

    async def act(self, table_id: int, user_id: int, text: str, seq: int,
                  saved: asyncio.Event | None = None) -> ActResult:
        table = await self.fetch(table_id)
        try:
            result = await table.act(user_id, text, seq, turn_seconds=await self.turn_seconds(table), saved=saved)
        except GameError:
            if table.row.status not in ("lobby", "running"):
                self._finish(table)  # another process ended it: this copy found out under the lock
            raise
        await self._after(table, result)
        return result

    async def _after(self, table: Table, result: ActResult) -> None:
        """Let go of a finished table (its last action stored the results)
        or re-arm the deadline. The caller renders, and calls the renderer's
        ``on_finished`` after its own answer."""
        if result.finished:
            self._finish(table)
        elif result.new_decision or result.closing:
            self.arm(table)

    def _finish(self, table: Table) -> None:
        self._disarm(table.id)
        self._remove(table)

    # -- timers ------------------------------------------------------------

    def arm(self, table: Table, catch_up: bool = False) -> None:
        self._disarm(table.id)
        if self._closing or table.due_at is None:
            return
        task = asyncio.create_task(self._wait(table, catch_up), name=f"table-{table.id}-deadline")
        self._timers[table.id] = task
        task.add_done_callback(self._timer_done)

    def _disarm(self, table_id: int) -> None:
        task = self._timers.pop(table_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def _timer_done(self, task: asyncio.Task[None]) -> None:
        self._firing.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("deadline task %s failed", task.get_name(), exc_info=task.exception())

    async def _wait(self, table: Table, catch_up: bool) -> None:
        if table.remind_at is not None and not table.reminded:
            delay = table.remind_at - time.time()
            if delay > 0:
                await asyncio.sleep(delay)
                catch_up = False
            self._firing.add(asyncio.current_task())  # type: ignore[arg-type]  # a timer task: never None
            if await self._moved_elsewhere(table):
                return
            if table.remind_at is not None and table.remind_at - time.time() > -5 and self.renderer:
                # A reminder long overdue after a restart is skipped: the deadline follows.
                await self.renderer.on_reminder(table)
            table.reminded = True
            await self.store.mark_reminded(table.id)
            self._firing.discard(asyncio.current_task())
            if self._closing:
                return  # stopping: the deadline is re-armed from the store at the next start
        if table.due_at is None:
            return  # the game ended while this timer waited
        delay = table.due_at - time.time()
        if delay > 0:
            await asyncio.sleep(delay)
            catch_up = False
        self._firing.add(asyncio.current_task())  # type: ignore[arg-type]  # a timer task: never None
        await self.fire(table, catch_up=catch_up)

    async def _moved_elsewhere(self, table: Table) -> bool:
        """Before a reminder on a shared store: whether another process moved
        the table (a new decision, its end) since this one armed it; if so
        the timer is armed again from what the store says, or let go."""
        try:
            if not await table.sync():
                return False
        except GameError:
            return False  # the store cannot tell now: remind as armed
        if table.row.status not in ("lobby", "running"):
            self._finish(table)
        else:
            self._firing.discard(asyncio.current_task())
            self.arm(table)
        return True

    async def fire(self, table: Table, catch_up: bool = False) -> None:
        """The deadline passed: close an idle lobby or play the defaults."""
        self._timers.pop(table.id, None)
        if table.id not in self.tables:
            return
        if table.row.status == "lobby":
            await self._close(table, "cancelled")
            if self.renderer is not None:
                await self.renderer.on_lobby_expired(table)
            return
        result = await table.timeout(turn_seconds=await self.turn_seconds(table))
        if not result.finished and table.row.status not in ("lobby", "running"):
            self._finish(table)  # another process ended it (its own copy rendered the end)
            return
        if self.renderer is not None and result.steps:
            await self.renderer.on_timeout(table, result, catch_up=catch_up)
        if result.save_failed and (table.due_at is None or table.due_at <= time.time()):
            # The store refused a default: try again soon (kept in memory only,
            # as the store may still refuse; after a restart the stored, passed
            # deadline fires at once anyway).
            log.warning("table %s: a default could not be saved; the deadline is tried again in %s s",
                        table.id, SAVE_RETRY_SECONDS)
            table.due_at, table.reminded = time.time() + SAVE_RETRY_SECONDS, True
            self.arm(table)
            return
        if result.finished:
            self._finish(table)
            if self.renderer is not None:
                await self.renderer.on_finished(table)
            return
        if table.due_at is None or table.due_at <= time.time():
            # The defaults did not move the game to a new decision (or nobody
            # was left to act): give the same decision a fresh deadline rather
            # than firing again at once.
            seconds = table.decision_seconds(await self.turn_seconds(table))
            now = time.time()
            table.due_at, table.remind_at, table.reminded = now + seconds, now + seconds / 2, False
            await self.store.set_deadline(table.id, table.seq, table.due_at, table.remind_at)
        self.arm(table)
