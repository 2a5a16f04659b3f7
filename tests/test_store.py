"""The SQLite store: migrations, the atomic action path, stats queries."""

from __future__ import annotations

import sqlite3

import pytest

from bot.store import ChannelBusy, ReadFailed, SeatRow, Snapshot, Store, StoreError, migrations


async def test_migrations_on_an_empty_database(tmp_path):
    path = tmp_path / "sub" / "dir" / "new.sqlite3"
    store = await Store.open(path)
    try:
        assert path.exists(), "the folder and the file are created"
        assert await store.schema_version() == len(migrations())
        with sqlite3.connect(path) as db:
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert {"game_tables", "seats", "actions", "snapshots", "deadlines", "results",
                "guild_settings", "user_settings", "meta"} <= tables
    finally:
        await store.close()


async def test_migrations_on_an_older_database_keep_its_data(tmp_path):
    path = tmp_path / "old.sqlite3"
    old = await Store.open(path, upto=1)
    assert await old.schema_version() == 1
    await old.close()
    with sqlite3.connect(path) as db:  # what version 1 wrote: a table and an action of it
        table_id = db.execute(
            "INSERT INTO game_tables (guild_id, channel_id, game, seed, status, host_id, created_at) "
            "VALUES (1, 2, 'somnia', 3, 'running', 10, 0)").lastrowid
        db.execute("INSERT INTO actions (table_id, seq, seat, action, source, at) VALUES (?, 1, 0, 'pR7', 'ai', 0)",
                   (table_id,))
    store = await Store.open(path)
    try:
        assert await store.schema_version() == len(migrations()) > 1
        row = await store.table(table_id)
        assert row.host_id == 10 and row.thread is None and row.lobby_channel_id is None
        assert [(r["seq"], r["action"], r["source"]) for r in await store.actions(table_id)] == [(1, "pR7", "ai")]
        with sqlite3.connect(path) as db:
            indexes = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
        assert "results_by_user" in indexes
    finally:
        await store.close()


async def test_a_failing_migration_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "db.sqlite3"
    await (await Store.open(path, upto=1)).close()
    bad = tmp_path / "migrations"
    bad.mkdir()
    import bot.store as store_module
    for _, p in migrations():
        (bad / p.name).write_text(p.read_text())
    (bad / f"V{len(migrations()) + 1}__broken.sql").write_text(
        "CREATE TABLE extra (x INTEGER);\nTHIS IS NOT SQL;\n")
    monkeypatch.setattr(store_module, "MIGRATIONS_DIR", bad)
    with pytest.raises(sqlite3.OperationalError, match="syntax error"):
        await Store.open(path)
    with sqlite3.connect(path) as db:
        names = {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
        version = db.execute("PRAGMA user_version").fetchone()[0]
    assert "extra" not in names and version == 1


async def test_action_and_snapshot_commit_together(tmp_path):
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    try:
        tid = await store.create_table(guild_id=1, channel_id=2, game="somnia", options={}, seed=3,
                                       host_id=10, host_name="alice")
        seats = [SeatRow(0, 10, "alice"), SeatRow(1, 11, "bob")]
        await store.start_table(tid, seats, Snapshot(0, {"n": 0}), (1e10, None))
        assert (await store.deadline(tid)).due_at == 1e10
        await store.record_action(tid, seat=0, user_id=10, action="p1", source="player",
                                  snapshot=Snapshot(1, {"n": 1}))
        # a second action with the same sequence number violates the log's key:
        # the snapshot written in the same transaction must roll back too
        with pytest.raises(StoreError):
            await store.record_action(tid, seat=1, user_id=11, action="p2", source="player",
                                      snapshot=Snapshot(1, {"n": 99}))
        assert (await store.snapshot(tid)).state == {"n": 1}
        assert [r["action"] for r in await store.actions(tid)] == ["p1"]
    finally:
        await store.close()


async def test_one_open_table_per_channel(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        first = await store.create_table(guild_id=1, channel_id=2, game="somnia", options={}, seed=1,
                                         host_id=10, host_name="a")
        with pytest.raises(ChannelBusy):
            await store.create_table(guild_id=1, channel_id=2, game="traumland", options={}, seed=1,
                                     host_id=11, host_name="b")
        await store.set_status(first, "cancelled")
        await store.create_table(guild_id=1, channel_id=2, game="traumland", options={}, seed=1,
                                 host_id=11, host_name="b")
    finally:
        await store.close()


async def test_stats_queries_count_only_finished_tables(tmp_path):
    from bot.store import Finish, ResultRow

    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        async def game(channel, places, status="finished", role=None):
            tid = await store.create_table(guild_id=7, channel_id=channel, game="somna", options={}, seed=1,
                                           host_id=1, host_name="u1")
            if status == "finished":
                await store.finish_table(tid, Finish(7, "somna", [
                    ResultRow(i, uid, place, place == 1, 10 - place, {"role": role or f"r{uid}"})
                    for i, (uid, place) in enumerate(places)]))
            else:
                await store.set_status(tid, status)
            return tid

        for n in range(3):
            await game(100 + n, [(1, 1), (2, 2)], role="Demon")
        await game(200, [(1, 2), (2, 1)], role="Priest")
        await game(300, [(1, 1), (2, 2)], status="cancelled")
        rows = {r["game"]: r for r in await store.user_stats(1)}
        assert rows["somna"]["played"] == 4 and rows["somna"]["wins"] == 3
        assert rows["somna"]["avg_place"] == pytest.approx(1.25)
        roles = {r.role: (r.played, r.wins) for r in await store.role_stats(1, "somna", "faction")}
        assert roles == {"Demon": (3, 3), "Priest": (1, 0)}
        board = await store.rating_board(7, "somna", min_games=3)
        assert [r["user_id"] for r in board] == [1, 2]
        assert await store.rating_board(7, "somna", min_games=5) == []
        history = await store.history(2, limit=2)
        assert len(history) == 2 and history[0]["channel_id"] == 200
    finally:
        await store.close()


async def test_only_the_channel_index_means_busy(tmp_path):
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    try:
        with sqlite3.connect(path) as db:
            db.execute("CREATE TRIGGER full BEFORE INSERT ON seats BEGIN SELECT RAISE(ABORT, 'disk full'); END")
        with pytest.raises(StoreError, match="disk full") as raised:
            await store.create_table(guild_id=1, channel_id=2, game="somnia", options={}, seed=1,
                                     host_id=10, host_name="a")
        assert not isinstance(raised.value, ChannelBusy)
        assert await store.open_table_in_channel(2) is None, "the lobby row rolled back with the seat"
    finally:
        await store.close()


async def test_a_closed_connection_is_a_store_error(tmp_path):
    """aiosqlite raises ValueError once its connection is closed (a shutdown
    under a running handler): the store reports it as its own error, so the
    table restores its state and the player hears "nothing changed"."""
    store = await Store.open(tmp_path / "db.sqlite3")
    tid = await store.create_table(guild_id=1, channel_id=2, game="somnia", options={}, seed=1,
                                   host_id=10, host_name="a")
    await store.close()
    with pytest.raises(StoreError):
        await store.record_action(tid, seat=0, user_id=10, action="p1", source="player", snapshot=Snapshot(1, {}))
    with pytest.raises(StoreError):
        await store.set_message(tid, 5)
    with pytest.raises(ReadFailed):
        await store.user_stats(10)


async def test_commits_are_durable_on_power_loss(tmp_path):
    """synchronous=FULL: a commit is on the disk when it returns (WAL with
    NORMAL may lose the last commits when the power goes)."""
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        # The setting belongs to the store's own connection, so it is read there.
        assert (await store._fetchone("PRAGMA synchronous"))[0] == 2  # FULL
    finally:
        await store.close()
