"""``python -m bot.migrate``: a SQLite database's whole history copied to
PostgreSQL, ids kept, verified by rows and checksums, refused onto data."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

import games
from bot import migrate
from bot.manager import TableManager
from bot.storage import schema
from bot.store import GuildSettings, Store
from tests.tinygame import GAME as TINY

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def tiny_game(monkeypatch):
    monkeypatch.setitem(games.GAMES, TINY.name, TINY)


@pytest.fixture
def extra_migration(tmp_path, monkeypatch):
    """A later migration's new table and seeded row (as V4/V5 added theirs), in portable SQL."""
    folder = tmp_path / "migrations"
    folder.mkdir()
    for _, p in schema.migrations():
        (folder / p.name).write_text(p.read_text())
    (folder / f"V{len(schema.migrations()) + 1}__trophies.sql").write_text(
        "-- one trophy score per player and game\n"
        "CREATE TABLE trophies (\n"
        "    user_id INTEGER NOT NULL,\n"
        "    game    TEXT NOT NULL,\n"
        "    mu      REAL NOT NULL,\n"
        "    PRIMARY KEY (user_id, game)\n"
        ");\n"
        "INSERT INTO trophies (user_id, game, mu) VALUES (1, 'somnia', 25.0)\n"
        "    ON CONFLICT (user_id, game) DO UPDATE SET mu = excluded.mu;\n")
    monkeypatch.setattr(schema, "MIGRATIONS_DIR", folder)


async def _history(path: Path) -> None:
    """Finished, cancelled, running and lobby tables, settings and meta, played through the real path."""
    store = await Store.open(path)
    manager = TableManager(store)
    try:
        for channel in (10, 11):  # two finished games: results
            table = await manager.open_lobby(guild_id=1, channel_id=channel, game="tinygame", options={},
                                             host_id=100, host_name="host")
            await manager.join(table.id, 101, "guest")
            await manager.start(table.id, 100, can_manage=False)
            while table.id in manager.tables:
                seat = table.to_act()[0]
                await manager.act(table.id, table.user_of(seat),
                                  table.game.encode(table.state.legal_actions(seat)[-1]), table.seq)
        cancelled = await manager.open_lobby(guild_id=1, channel_id=12, game="tinygame", options={},
                                             host_id=100, host_name="host")
        await store.close_table(cancelled.id, "cancelled")
        running = await manager.open_lobby(guild_id=2, channel_id=13, game="tinygame", options={},
                                           host_id=2**62, host_name="Dréam ✨")
        await manager.join(running.id, 102, "guest")
        await manager.start(running.id, 2**62, can_manage=False)  # a snapshot and a deadline
        await manager.open_lobby(guild_id=2, channel_id=14, game="tinygame", options={}, host_id=103,
                                 host_name="waiting")
        await store.set_guild_settings(1, GuildSettings(90, False))
        await store.set_ask_forced(101, True)
        await store.set_user_locale(100, "de")
        await store.set_meta("commands", "hash")
        await store.add_webhook(1_234_567_890_123_456_789, 7, 1, "a-webhook-token")
        await store.forget_guild(2, 1_700_000_000.5)  # a server that removed the bot: when, to the fraction
    finally:
        await manager.close()
        await store.close()


async def test_a_whole_history_is_copied_with_its_ids_and_verified(tmp_path, postgres_url, extra_migration, capsys):
    source = tmp_path / "bot.sqlite3"
    await _history(source)
    rc = await migrate.run(["--from", f"sqlite:///{source}", "--to", postgres_url])
    captured = capsys.readouterr()
    out = captured.out
    assert rc == 0, captured.err
    for table in ("game_tables", "seats", "actions", "snapshots", "deadlines", "results", "guild_settings",
                  "user_settings", "meta", "trophies", "ratings", "rating_changes", "achievements", "game_pings",
                  "webhooks", "shown_messages", "shown_boards", "removed_guilds"):
        line = next(line for line in out.splitlines() if line.startswith(table + " "))
        assert line.endswith("ok"), line
    assert "all 18 tables match" in out

    lite, pg = await Store.open(source), await Store.open(postgres_url)
    try:
        assert await pg.schema_version() == await lite.schema_version()
        assert [(t.row, t.seats, t.snapshot, t.deadline) for t in await lite.open_tables_whole()] == \
               [(t.row, t.seats, t.snapshot, t.deadline) for t in await pg.open_tables_whole()]
        for table_id in range(1, 6):
            assert [tuple(r) for r in await lite.actions(table_id)] == [tuple(r) for r in await pg.actions(table_id)]
        assert [tuple(r) for r in await lite.user_stats(100)] == [tuple(r) for r in await pg.user_stats(100)]
        rated = [tuple(r) for r in await lite.all_ratings()]
        assert rated and rated == [tuple(r) for r in await pg.all_ratings()], "ratings copied exactly"
        assert [tuple(r) for r in await lite.all_rating_changes()] == [tuple(r) for r in await pg.all_rating_changes()]
        assert await pg.guild_settings(1) == GuildSettings(90, False) and pg.asks_forced(101)
        assert await pg.get_meta("commands") == "hash" and await pg.user_locale(100) == "de"
        # the identity sequence is past the copied ids: a new table gets the next one
        assert await pg.create_table(guild_id=1, channel_id=99, game="tinygame", options={}, seed=1,
                                     host_id=1, host_name="a") == 6
    finally:
        await lite.close()
        await pg.close()


async def test_a_target_with_data_is_refused_and_left_alone(tmp_path, postgres_url, capsys):
    source = tmp_path / "bot.sqlite3"
    await _history(source)
    target = await Store.open(postgres_url)
    await target.set_meta("mine", "keep")
    await target.close()
    rc = await migrate.run(["--from", str(source), "--to", postgres_url])
    err = capsys.readouterr().err
    assert rc == 2 and "not empty" in err
    target = await Store.open(postgres_url)
    try:
        assert await target.get_meta("mine") == "keep" and await target.table(1) is None
    finally:
        await target.close()


async def test_a_copy_that_differs_is_reported_and_fails(tmp_path, postgres_url, capsys):
    """The figures are read back from the target: a target that stores other
    values than it was given (here a trigger) is caught by the checksum."""
    source = tmp_path / "bot.sqlite3"
    await _history(source)
    await (await Store.open(postgres_url)).close()  # migrated, empty
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("CREATE FUNCTION twist() RETURNS trigger LANGUAGE plpgsql AS "
                           "$$ BEGIN NEW.action := NEW.action || '!'; RETURN NEW; END $$")
        await conn.execute("CREATE TRIGGER twist BEFORE INSERT ON actions FOR EACH ROW EXECUTE FUNCTION twist()")
    finally:
        await conn.close()
    rc = await migrate.run(["--from", f"sqlite:///{source}", "--to", postgres_url])
    captured = capsys.readouterr()
    assert rc == 1 and "differ" in captured.err
    actions = next(line for line in captured.out.splitlines() if line.startswith("actions "))
    assert actions.endswith("MISMATCH")
    rows, copied = actions.split()[1:3]
    assert rows == copied, "the counts match: only the checksum tells"
    assert next(line for line in captured.out.splitlines() if line.startswith("seats ")).endswith("ok")


def test_python_m_bot_migrate_refuses_a_missing_source(tmp_path):
    run = subprocess.run([sys.executable, "-m", "bot.migrate", "--from", str(tmp_path / "none.sqlite3"),
                          "--to", "postgresql://nobody@127.0.0.1:1/none"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2 and "no database at" in run.stderr and "Traceback" not in run.stderr
    assert not (tmp_path / "none.sqlite3").exists()
