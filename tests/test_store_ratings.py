"""Ratings and achievements in the store: moved in the transaction that
writes the results, equal to a rebuild from the results log (for any log,
with hypothesis), rebuilt once for results older than the ratings, and by
``python -m bot.ratings --rebuild``."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from bot import ratings
from bot.ratings import GLOBAL, FinishedGame, Placing
from bot.store import Finish, ResultRow, Store, migrations
from tests.test_ratings import finished_game, results_log

GUILD = 7


def _ratings_migration() -> int:
    return next(n for n, path in migrations() if path.name.endswith("__ratings.sql"))


async def _finish(store: Store, game: FinishedGame, achievements=()) -> int:
    """A table finished with these places (details carry the Somna team)."""
    tid = await store.create_table(guild_id=game.guild_id, channel_id=1000 + game.table_id, game=game.game,
                                   options={}, seed=1, host_id=1, host_name="host")
    await store.finish_table(tid, Finish(game.guild_id, game.game, [
        ResultRow(seat, p.user_id, p.place, p.place == 1, 0.0, {} if p.team is None else {"faction": p.team})
        for seat, p in enumerate(game.seats)], achievements))
    return tid


def _rows(rows) -> list[tuple]:
    return [tuple(r) for r in rows]


async def _live_then_rebuilt(path: Path, log: list[FinishedGame]) -> tuple[list, list, list, list]:
    store = await Store.open(path)
    try:
        for game in log:
            await _finish(store, game)
        live = _rows(await store.all_ratings()), _rows(await store.all_rating_changes())
        assert await store.rebuild_ratings() == len(log)
        rebuilt = _rows(await store.all_ratings()), _rows(await store.all_rating_changes())
    finally:
        await store.close()
    return [*live, *rebuilt]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(results_log())
def test_stored_ratings_equal_the_rebuild_for_any_results_log(log):
    with tempfile.TemporaryDirectory() as folder:
        live, live_changes, rebuilt, rebuilt_changes = asyncio.run(
            _live_then_rebuilt(Path(folder) / "db.sqlite3", log))
    assert live == rebuilt and live_changes == rebuilt_changes
    # and both are what the pure module gives (table ids are the store's: 1..n in order)
    book, _ = ratings.rebuild(log)
    assert live == sorted(((u, g, s, r.mu, r.sigma, r.ordinal, r.games) for (u, g, s), r in book.items()),
                          key=lambda x: (x[1], x[2], x[0]))


async def test_a_known_sequence_ranks_the_board(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        # user 1 beats 2 and 3 three times; 3 beats 2 three times; one game in DMs (global only)
        for i in range(3):
            await _finish(store, FinishedGame(i * 2 + 1, "somnia", GUILD, (Placing(1, 1), Placing(2, 3), Placing(3, 2))))
            await _finish(store, FinishedGame(i * 2 + 2, "somnia", GUILD, (Placing(3, 1), Placing(2, 2))))
        last = await _finish(store, FinishedGame(7, "somnia", None, (Placing(2, 1), Placing(1, 2))))
        board = await store.rating_board(GUILD, "somnia", min_games=3)
        assert [r["user_id"] for r in board] == [1, 3, 2]
        assert [r["games"] for r in board] == [3, 6, 6]
        assert [r["user_id"] for r in await store.rating_board(GUILD, "somnia", min_games=4)] == [3, 2]
        everywhere = {r["user_id"]: r for r in await store.rating_board(GLOBAL, "somnia", min_games=1)}
        assert everywhere[1]["games"] == 4 and everywhere[2]["games"] == 7
        moved = await store.rating_changes(last, GLOBAL)
        assert moved[2]["after"] > moved[2]["before"] and moved[1]["after"] < moved[1]["before"]
        assert await store.rating_changes(last, GUILD) == {}, "a DM table moves no server's board"
    finally:
        await store.close()


async def test_a_bot_table_and_an_ended_table_are_not_rated(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        solo = await _finish(store, FinishedGame(1, "somnia", GUILD, (Placing(1, 1), Placing(None, 2))))
        ended = await store.create_table(guild_id=GUILD, channel_id=5, game="somnia", options={}, seed=1,
                                         host_id=1, host_name="a")
        await store.close_table(ended, "ended")
        assert await store.all_ratings() == [] and await store.rating_changes(solo, GUILD) == {}
    finally:
        await store.close()


async def test_results_older_than_the_ratings_are_rated_once_at_open(tmp_path):
    path = tmp_path / "db.sqlite3"
    old = await Store.open(path, upto=_ratings_migration() - 1)
    await old.close()
    with sqlite3.connect(path) as db:  # two finished tables as the older versions wrote them
        for tid, (winner, loser) in enumerate([(1, 2), (1, 2)], start=1):
            db.execute("INSERT INTO game_tables (id, guild_id, channel_id, game, seed, status, host_id, created_at) "
                       "VALUES (?, ?, ?, 'somnia', 1, 'finished', 1, 0)", (tid, GUILD, tid))
            for seat, (user, place) in enumerate([(winner, 1), (loser, 2)]):
                db.execute("INSERT INTO results (table_id, seat, user_id, guild_id, game, place, won, score, "
                           "finished_at) VALUES (?, ?, ?, ?, 'somnia', ?, ?, 0, ?)",
                           (tid, seat, user, GUILD, place, int(place == 1), float(tid)))
    store = await Store.open(path)
    try:
        rows = {r["user_id"]: r for r in await store.rating_board(GUILD, "somnia", min_games=2)}
        assert rows[1]["games"] == 2 and rows[1]["ordinal"] > rows[2]["ordinal"]
        assert await store.get_meta("ratings_stale") is None
        # a new game after them goes on from there, and the log still rebuilds to the same
        await _finish(store, FinishedGame(3, "somnia", GUILD, (Placing(2, 1), Placing(1, 2))))
        live = _rows(await store.all_ratings())
        await store.rebuild_ratings()
        assert _rows(await store.all_ratings()) == live
        assert {r["games"] for r in await store.all_ratings()} == {3}
    finally:
        await store.close()


def test_the_rebuild_command_recomputes_from_the_results_log(tmp_path):
    path = tmp_path / "db.sqlite3"

    async def play() -> list[tuple]:
        store = await Store.open(path)
        try:
            await _finish(store, FinishedGame(1, "somnia", GUILD, (Placing(1, 1), Placing(2, 2))))
            await _finish(store, FinishedGame(2, "somna", GUILD, (Placing(1, 2, "evil"), Placing(2, 1, "village"),
                                                                  Placing(3, 1, "village"))))
            return _rows(await store.all_ratings())
        finally:
            await store.close()

    before = asyncio.run(play())
    with sqlite3.connect(path) as db:  # lose and spoil the derived tables
        db.execute("DELETE FROM rating_changes")
        db.execute("UPDATE ratings SET mu = 99, games = 50")
    done = subprocess.run([sys.executable, "-m", "bot.ratings", "--rebuild", "--db", str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "from 2 finished tables" in done.stdout
    with sqlite3.connect(path) as db:
        after = db.execute("SELECT user_id, game, scope, mu, sigma, ordinal, games FROM ratings "
                           "ORDER BY game, scope, user_id").fetchall()
        changes = db.execute("SELECT COUNT(*) FROM rating_changes").fetchone()[0]
    assert after == before and changes == 10  # 2 + 3 players, each in the server and the global scope
    missing = subprocess.run([sys.executable, "-m", "bot.ratings", "--rebuild", "--db", str(tmp_path / "none")],
                             capture_output=True, text=True, timeout=120)
    assert missing.returncode == 2 and "no database" in missing.stderr


async def test_the_rebuild_command_rebuilds_the_postgresql_store_that_database_url_names(tmp_path, postgres_url):
    import os

    store = await Store.open(postgres_url)
    try:
        await _finish(store, FinishedGame(1, "somnia", GUILD, (Placing(1, 1), Placing(2, 2))))
        before = _rows(await store.all_ratings())
        async with store.transaction() as db:  # lose and spoil the derived tables
            await db.execute("DELETE FROM rating_changes")
            await db.execute("UPDATE ratings SET mu = 99, games = 50")
        env = {k: v for k, v in os.environ.items() if not k.startswith("DATABASE_")}
        done = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.ratings", "--rebuild", cwd=tmp_path, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env={**env, "DATABASE_URL": postgres_url,
                                         "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
        out, err = await done.communicate()
        assert done.returncode == 0, err.decode()
        assert "from 1 finished tables" in out.decode()
        assert _rows(await store.all_ratings()) == before and len(await store.all_rating_changes()) == 4
    finally:
        await store.close()


async def test_achievements_are_stored_with_the_results(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        tid = await _finish(store, FinishedGame(1, "somnia", GUILD, (Placing(1, 1), Placing(2, 2))),
                            achievements=[(1, "untouched"), (2, "by_a_thread")])
        await _finish(store, FinishedGame(2, "somnia", GUILD, (Placing(1, 1), Placing(2, 2))),
                      achievements=[(1, "untouched")])
        assert _rows(await store.table_achievements(tid)) == [(1, "untouched"), (2, "by_a_thread")]
        mine = [(r["game"], r["achievement"], r["times"]) for r in await store.user_achievements(1)]
        assert mine == [("somnia", "untouched", 2)]
        assert await store.user_achievements(1, "somna") == []
    finally:
        await store.close()


async def test_role_stats_expect_wins_from_how_often_the_roles_team_wins(tmp_path):
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        async def somna(n: int, roles: dict[int, tuple[str, str]], winner: str) -> None:
            tid = await store.create_table(guild_id=GUILD, channel_id=n, game="somna", options={}, seed=1,
                                           host_id=1, host_name="a")
            await store.finish_table(tid, Finish(GUILD, "somna", [
                ResultRow(seat, user, 1 if team == winner else 2, team == winner, 0.0,
                          {"role": role, "faction": team})
                for seat, (user, (role, team)) in enumerate(roles.items())]))

        # evil wins 1 of 4 rated tables; the village 3 of 4
        await somna(1, {1: ("witch_hunter", "village"), 2: ("demon", "evil")}, "village")
        await somna(2, {1: ("witch_hunter", "village"), 2: ("demon", "evil")}, "village")
        await somna(3, {1: ("demon", "evil"), 2: ("priest", "village")}, "evil")
        await somna(4, {1: ("witch_hunter", "village"), 2: ("demon", "evil")}, "village")
        stats = {s.role: s for s in await store.role_stats(1, "somna", "faction")}
        assert (stats["witch_hunter"].played, stats["witch_hunter"].wins) == (3, 3)
        assert stats["witch_hunter"].expected == pytest.approx(3 * 0.75)
        assert (stats["demon"].played, stats["demon"].wins) == (1, 1)
        assert stats["demon"].expected == pytest.approx(0.25)
    finally:
        await store.close()


def test_the_migration_is_portable_sql():
    """It must also run on PostgreSQL: no SQLite-only forms."""
    text = next(p for _, p in migrations() if p.name.endswith("__ratings.sql")).read_text().upper()
    for word in ("AUTOINCREMENT", "INSERT OR REPLACE", "REPLACE INTO", "WITHOUT ROWID"):
        assert word not in text


async def test_a_table_finished_while_the_log_is_rated_is_rated_too(tmp_path, monkeypatch):
    """The rebuild rates the log outside the write lock; a table finished
    meanwhile (here: while the rating runs, held on an event) is taken in by
    the write that follows, in its finish order."""
    import threading

    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        await _finish(store, FinishedGame(1, "somnia", GUILD, (Placing(1, 1), Placing(2, 2))))
        await _finish(store, FinishedGame(2, "somnia", GUILD, (Placing(2, 1), Placing(3, 2))))
        started, go_on = threading.Event(), threading.Event()
        rate_log = ratings.rebuild

        def held(games):
            started.set()
            assert go_on.wait(30)
            return rate_log(games)

        monkeypatch.setattr(ratings, "rebuild", held)
        rebuilding = asyncio.create_task(store.rebuild_ratings())
        assert await asyncio.to_thread(started.wait, 30)
        await _finish(store, FinishedGame(3, "somnia", GUILD, (Placing(3, 1), Placing(1, 2))))
        live = _rows(await store.all_ratings()), _rows(await store.all_rating_changes())
        go_on.set()
        assert await rebuilding == 3
        assert (_rows(await store.all_ratings()), _rows(await store.all_rating_changes())) == live
        assert {r["games"] for r in await store.all_ratings()} == {2}
    finally:
        await store.close()


class RatedStore(RuleBasedStateMachine):
    """Tables finish, get ended without results, the ratings get rebuilt
    and the store is reopened, in any order: the stored ratings are always
    what the pure module gives for the finished tables, in finish order."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = tempfile.TemporaryDirectory()
        self.path = Path(self.folder.name) / "db.sqlite3"
        self.loop = asyncio.new_event_loop()
        self.store = self.loop.run_until_complete(Store.open(self.path))
        self.finished: list[FinishedGame] = []

    @rule(game=finished_game())
    def finish(self, game: FinishedGame) -> None:
        tid = self.loop.run_until_complete(_finish(self.store, game))
        self.finished.append(FinishedGame(tid, game.game, game.guild_id, game.seats))

    @rule()
    def end_without_results(self) -> None:
        async def end() -> None:
            tid = await self.store.create_table(guild_id=GUILD, channel_id=1, game="somnia", options={}, seed=1,
                                                host_id=1, host_name="a")
            await self.store.close_table(tid, "ended")
        self.loop.run_until_complete(end())

    @rule()
    def rebuild(self) -> None:
        assert self.loop.run_until_complete(self.store.rebuild_ratings()) == len(self.finished)

    @rule()
    def reopen(self) -> None:
        self.loop.run_until_complete(self.store.close())
        self.store = self.loop.run_until_complete(Store.open(self.path))

    @invariant()
    def stored_ratings_are_the_pure_rebuild(self) -> None:
        book, changes = ratings.rebuild(self.finished)
        stored = _rows(self.loop.run_until_complete(self.store.all_ratings()))
        assert stored == sorted(((u, g, s, r.mu, r.sigma, r.ordinal, r.games) for (u, g, s), r in book.items()),
                                key=lambda x: (x[1], x[2], x[0]))
        moved = _rows(self.loop.run_until_complete(self.store.all_rating_changes()))
        assert moved == sorted(((c.table_id, c.user_id, c.scope, c.before.ordinal, c.after.ordinal, c.after.games)
                                for c in changes), key=lambda x: (x[0], x[2], x[1]))

    def teardown(self) -> None:
        self.loop.run_until_complete(self.store.close())
        self.loop.close()
        self.folder.cleanup()


RatedStore.TestCase.settings = settings(max_examples=15, stateful_step_count=12, deadline=None,
                                        suppress_health_check=[HealthCheck.too_slow])
test_rated_store = RatedStore.TestCase


async def test_a_rating_failure_keeps_the_results_and_rebuilds_at_the_next_start(tmp_path, monkeypatch, caplog):
    path = tmp_path / "db.sqlite3"
    store = await Store.open(path)
    try:
        await _finish(store, FinishedGame(1, "somnia", GUILD, (Placing(1, 1), Placing(2, 2))))
        before = _rows(await store.all_ratings())
        rate_game = ratings.rate_game

        def broken(book, game):
            # a bug that fails half-way through the writes: the ratings are
            # upserted, then each change is inserted twice (the key refuses it)
            changes = rate_game(book, game)
            return changes + changes

        monkeypatch.setattr(ratings, "rate_game", broken)
        tid = await _finish(store, FinishedGame(2, "somnia", GUILD, (Placing(2, 1), Placing(1, 2))),
                            achievements=[(2, "untouched")])
        assert "its ratings were not moved" in caplog.text
        assert (await store.table(tid)).status == "finished"
        assert len(await store.history(1)) == 2 and _rows(await store.table_achievements(tid)) == [(2, "untouched")]
        assert _rows(await store.all_ratings()) == before and await store.rating_changes(tid, GUILD) == {}
        assert await store.get_meta("ratings_stale") == "1"
        monkeypatch.setattr(ratings, "rate_game", rate_game)
    finally:
        await store.close()
    store = await Store.open(path)  # the next start (a fixed version) rates the whole log
    try:
        assert {r["games"] for r in await store.all_ratings()} == {2}
        assert set(await store.rating_changes(tid, GUILD)) == {1, 2}
        assert await store.get_meta("ratings_stale") is None
    finally:
        await store.close()


async def test_team_ratings_moved_the_old_way_are_rebuilt_once_at_open(tmp_path):
    """V12: teams are rated as one average player now; a store whose Somna
    ratings were moved the old way (openskill's summed mu) is rated again."""
    path = tmp_path / "db.sqlite3"
    version = next(n for n, p in migrations() if p.name.endswith("__team_ratings.sql"))
    old = await Store.open(path, upto=version - 1)
    seats = tuple(Placing(100 + i, 1 if i < 14 else 2, "village" if i < 14 else "evil") for i in range(20))
    await _finish(old, FinishedGame(1, "somna", GUILD, seats))
    await old.close()
    with sqlite3.connect(path) as db:  # as the older version left it: a village win moved nobody
        db.execute("UPDATE ratings SET mu = 25.009, ordinal = 0.01")
    store = await Store.open(path)
    try:
        rows = {r["user_id"]: r for r in await store.rating_board(GUILD, "somna", min_games=1, limit=30)}
        assert rows[100]["ordinal"] == pytest.approx(ratings.rate({}, [Placing(1, 1), Placing(2, 2)])[1].ordinal)
        assert await store.get_meta("ratings_stale") is None
    finally:
        await store.close()
