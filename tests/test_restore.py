"""Restoring every open table at start (``TableManager.load_all`` through
``Store.open_tables_whole``): a constant number of queries however many tables
there are, every table as it was stored, and a table that cannot be restored
logged and skipped while the others load."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time

import pytest

import games
from bot.errors import SaveFailed
from bot.manager import TableManager
from bot.store import Snapshot, Store
from bot.tables import Table
from tests.tinygame import GAME as TINY


@pytest.fixture(autouse=True)
def tiny_game(monkeypatch):
    monkeypatch.setitem(games.GAMES, TINY.name, TINY)


class Recorder:
    """A renderer that writes down what the manager asked it to show."""

    def __init__(self) -> None:
        self.timeouts: list[tuple[int, bool]] = []
        self.finished: list[int] = []

    async def on_timeout(self, table, result, *, catch_up):
        self.timeouts.append((table.id, catch_up))

    async def on_reminder(self, table):
        pass

    async def on_lobby_expired(self, table):
        pass

    async def on_finished(self, table):
        self.finished.append(table.id)


async def _running(manager: TableManager, channel: int, players: int = 3) -> Table:
    host = channel * 100
    table = await manager.open_lobby(guild_id=1, channel_id=channel, game="tinygame", options={},
                                     host_id=host, host_name="host", turn_seconds=600)
    for seat in range(1, players):
        await manager.join(table.id, host + seat, f"p{seat}")
    await manager.start(table.id, host, can_manage=False)
    return table


async def _move(manager: TableManager, table: Table) -> None:
    seat = table.to_act()[0]
    action = table.state.legal_actions(seat)[-1]
    await manager.act(table.id, table.user_of(seat), table.game.encode(action), table.seq)


def _as_stored(table: Table) -> tuple:
    seats = [(s.seat, s.user_id, s.name, s.is_ai, s.away, s.timeouts, s.dm_closed) for s in table.seats]
    state = table.state.to_dict() if table.state is not None else None
    return (table.row.status, table.row.channel_id, table.row.options, table.seq, seats, state, table.meta,
            table.due_at, table.remind_at, table.reminded)


async def _copy_table(store: Store, channel: int) -> None:
    """One more running table: a copy of table 1 (seats, snapshot, deadline) in ``channel``."""
    async with store.transaction() as db:
        new = (await db.fetchone(
            "INSERT INTO game_tables (guild_id, channel_id, game, options, seed, status, host_id, turn_seconds, "
            "created_at, started_at) SELECT guild_id, CAST(? AS INTEGER), game, options, seed, status, host_id, "
            "turn_seconds, created_at, started_at FROM game_tables WHERE id = 1 RETURNING id", (channel,)))["id"]
        for sql in ("INSERT INTO seats SELECT CAST(? AS INTEGER), seat, user_id, name, is_ai, away, timeouts, "
                    "dm_closed, ai_level FROM seats WHERE table_id = 1",
                    "INSERT INTO snapshots SELECT CAST(? AS INTEGER), seq, state, meta, at FROM snapshots "
                    "WHERE table_id = 1",
                    "INSERT INTO deadlines SELECT CAST(? AS INTEGER), seq, due_at, remind_at, reminded "
                    "FROM deadlines WHERE table_id = 1"):
            await db.execute(sql, (new,))


async def _restore_round_trips(url: str, n: int) -> int:
    """Round trips to the database of a restore of ``n`` open tables."""
    store = await Store.open(url)
    try:
        manager = TableManager(store)
        before = store.backend.round_trips
        loaded = await manager.load_all()
        assert len(loaded) == n and len({t.row.channel_id for t in loaded}) == n
        await manager.close()
        return store.backend.round_trips - before
    finally:
        await store.close()


async def test_restore_reads_a_constant_number_of_queries(database):
    store = await Store.open(database.url)
    manager = TableManager(store)
    try:
        table = await _running(manager, 1)  # one real running table, copied
        await _move(manager, table)
        await manager.close()
        for k in range(2, 4):
            await _copy_table(store, k)
        few = await _restore_round_trips(database.url, 3)
        for k in range(4, 61):
            await _copy_table(store, k)
    finally:
        await store.close()
    many = await _restore_round_trips(database.url, 60)
    assert few == many, f"3 tables took {few} round trips to the database, 60 took {many}"


async def test_every_open_table_comes_back_as_it_was(database, caplog):
    store = await Store.open(database.url)
    manager = TableManager(store)
    lobby = await manager.open_lobby(guild_id=1, channel_id=10, game="tinygame", options={}, host_id=1000,
                                     host_name="host")
    await manager.join(lobby.id, 1001, "guest")
    bidding = await _running(manager, 11)  # a simultaneous phase: all three to act
    playing = await _running(manager, 12)
    for _ in range(4):  # the bids, then a card
        await _move(manager, playing)
    away = await _running(manager, 13, players=2)
    seat_row = away.seats[1]
    seat_row.away, seat_row.timeouts = True, 2
    await store.update_seat(away.id, seat_row)
    late = await _running(manager, 14, players=2)  # its deadline passes while the bot is down
    await store.set_deadline(late.id, late.seq, time.time() - 30, time.time() - 60)
    await store.mark_reminded(late.id)
    finished = await _running(manager, 15, players=2)
    while finished.id in manager.tables:
        await _move(manager, finished)
    over = await _running(manager, 16, players=2)  # over, but stopped before the results were written
    for seat_row in over.seats:  # its last move is played here by hand, so it is not a forced one
        await store.set_ask_forced(seat_row.user_id, True)
    while True:
        seat = over.to_act()[0]
        action = over.state.legal_actions(seat)[-1]
        after = TINY.from_dict(over.state.to_dict())
        after.apply(seat, action)
        if after.is_over:
            await store.record_action(over.id, seat=seat, user_id=over.user_of(seat), action=TINY.encode(action),
                                      source="player", snapshot=Snapshot(over.seq + 1, after.to_dict(), over.meta))
            break
        await _move(manager, over)
    unknown = await _running(manager, 17, players=2)
    no_snapshot = await _running(manager, 18, players=2)
    bad_state = await _running(manager, 19, players=2)
    bad_options = await manager.open_lobby(guild_id=1, channel_id=20, game="tinygame", options={}, host_id=2000,
                                           host_name="host")
    last = await _running(manager, 21, players=2)  # loaded after every broken row
    await manager.close()
    before = {t.id: _as_stored(t) for t in (lobby, bidding, playing, away, late, last)}
    before[late.id] = before[late.id][:-3] + (pytest.approx(time.time() - 30, abs=5),
                                              pytest.approx(time.time() - 60, abs=5), True)
    async with store.transaction() as db:
        await db.execute("UPDATE game_tables SET game = 'chess' WHERE id = ?", (unknown.id,))
        await db.execute("DELETE FROM snapshots WHERE table_id = ?", (no_snapshot.id,))
        await db.execute("UPDATE snapshots SET state = '{\"players\": 2' WHERE table_id = ?", (bad_state.id,))
        await db.execute("UPDATE game_tables SET options = 'not json' WHERE id = ?", (bad_options.id,))
    await store.close()

    store = await Store.open(database.url)
    manager = TableManager(store)
    recorder = Recorder()
    manager.renderer = recorder
    try:
        with caplog.at_level(logging.ERROR, logger="bot.manager"):
            loaded = await manager.load_all()
        assert sorted(t.id for t in loaded) == sorted(before)
        for t in loaded:
            assert _as_stored(t) == before[t.id], f"table {t.id} came back different"
            assert manager.in_channel(t.row.channel_id) is t
        assert loaded[0].row.status == "lobby" and [s.name for s in loaded[0].seats] == ["host", "guest"]
        restored = manager.tables
        assert restored[away.id].seats[1].away and restored[away.id].seats[1].timeouts == 2
        logged = " ".join(r.getMessage() for r in caplog.records)
        for table_id in (unknown.id, no_snapshot.id, bad_state.id, bad_options.id):
            assert f"table {table_id} " in logged, f"table {table_id}: its failure was not logged"
        assert "unknown game 'chess'" in logged
        for table_id in (finished.id, over.id):
            assert table_id not in restored

        # the game found over is finished now, its results written; announced once connected
        assert (await store.table(over.id)).status == "finished"
        assert len(await store.user_stats(over.user_of(0))) == 1
        assert recorder.finished == []
        await manager.announce_late_results()
        assert recorder.finished == [over.id]

        # the passed deadline fires at once, as a catch-up; the others wait
        manager.arm_all()
        for _ in range(100):
            if recorder.timeouts:
                break
            await asyncio.sleep(0.01)
        assert recorder.timeouts == [(late.id, True)]
        # both seats were still bidding: each got its default
        assert restored[late.id].seq == before[late.id][3] + 2
        assert [(r["seat"], r["source"]) for r in await store.actions(late.id)] == [(0, "timeout"), (1, "timeout")]
        assert restored[late.id].due_at > time.time(), "the next decision has a fresh deadline"
    finally:
        await manager.close()
        await store.close()


async def test_a_restored_table_plays_on_and_a_failed_save_restores_it(tmp_path):
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    manager = TableManager(store)
    table = await _running(manager, 1)
    for _ in range(3):
        await _move(manager, table)
    await manager.close()
    await store.close()

    store = await Store.open(path)
    manager = TableManager(store)
    try:
        (again,) = await manager.load_all()
        seq, state = again.seq, again.state.to_dict()
        with sqlite3.connect(path) as db:
            db.execute("CREATE TRIGGER fail BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")
        with pytest.raises(SaveFailed):
            await _move(manager, again)
        assert again.seq == seq and again.state.to_dict() == state, "the restored state is back after the failure"
        with sqlite3.connect(path) as db:
            db.execute("DROP TRIGGER fail")
        await _move(manager, again)
        assert again.seq == seq + 1 and (await store.snapshot(again.id)).seq == seq + 1
    finally:
        await manager.close()
        await store.close()
