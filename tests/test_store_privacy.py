"""A user's data and a removed server in the store, on both backends
(``database``: SQLite, then PostgreSQL): what /privacy shows, forgetting a
user (an anonymous seat stays in the others' games, the ratings are rebuilt
without them, refused while they sit at an open table), and forgetting a
server's settings, webhooks and ping opt-ins with its removal kept for the
sweep."""

from __future__ import annotations

from bot import ratings
from bot.ratings import GLOBAL, FinishedGame, Placing
from bot.store import Finish, GuildSettings, ResultRow, SeatRow, Snapshot, Store

GUILD, OTHER = 7, 8
ALICE, BOB, CAROL = 101, 102, 103
FORMER = "a former player"


async def _finished(store: Store, channel: int, players: list[tuple[int, str]], winner: int,
                    achievements=()) -> int:
    """A finished two-player table of the tiny test game, ``winner`` first."""
    host, host_name = players[0]
    tid = await store.create_table(guild_id=GUILD, channel_id=channel, game="tinygame", options={}, seed=1,
                                   host_id=host, host_name=host_name)
    await store.start_table(tid, [SeatRow(i, u, n) for i, (u, n) in enumerate(players)], Snapshot(0, {}),
                            (1e12, None))
    await store.record_action(tid, seat=0, user_id=host, action="play", source="player", snapshot=Snapshot(1, {}),
                              finish=Finish(GUILD, "tinygame", [
                                  ResultRow(i, u, 1 if u == winner else 2, u == winner, 0.0, {})
                                  for i, (u, _) in enumerate(players)], achievements))
    return tid


async def _world(store: Store) -> tuple[int, int]:
    first = await _finished(store, 1, [(ALICE, "alice"), (BOB, "bob")], ALICE, [(ALICE, "first-win")])
    second = await _finished(store, 2, [(BOB, "bob"), (CAROL, "carol")], CAROL, [(CAROL, "first-win")])
    await store.set_user_locale(ALICE, "de")
    await store.set_ask_forced(ALICE, True)
    await store.set_ask_forced(BOB, True)
    for guild, user in ((GUILD, ALICE), (OTHER, ALICE), (GUILD, BOB)):
        await store.set_ping(guild, "tinygame", user, True)
    return first, second


def _rows(rows) -> list[tuple]:
    return [tuple(r) for r in rows]


async def test_privacy_shows_then_forgets_a_user(database):
    store = await Store.open(database.url)
    try:
        first, second = await _world(store)
        data = await store.user_data(ALICE)
        assert (data.locale, data.ask_forced, data.pings) == ("de", True, ((GUILD, "tinygame"), (OTHER, "tinygame")))
        assert (data.achievements, data.finished, data.stats, data.ratings, data.open_table) == (1, 1, 1, 2, None)
        assert (await store.user_data(999)).empty

        done = await store.forget_user(ALICE, FORMER)
        assert (done.open_table, done.seats, done.rated_tables) == (None, 1, 2)
        gone = await store.user_data(ALICE)
        assert gone.empty and not store.asks_forced(ALICE), "nothing of hers is left, in memory either"
        assert store.asks_forced(BOB) and await store.user_pings(GUILD, BOB) == ["tinygame"], "others keep theirs"

        # bob's history keeps an anonymous seat and its result
        kept = await store.stored_table(first)
        assert kept is not None and kept.row.host_id == 0
        assert [(s.user_id, s.name) for s in kept.seats] == [(None, FORMER), (BOB, "bob")]
        results = await store._fetchall("SELECT seat, user_id, place FROM results WHERE table_id = ? ORDER BY seat",
                                        (first,))
        assert _rows(results) == [(0, None, 1), (1, BOB, 2)]
        assert all(a["user_id"] is None for a in await store.actions(first))
        assert [r["table_id"] for r in await store.history(BOB)] == [second, first]

        # ratings: rebuilt from the anonymous log, so her game with bob no longer rates anyone
        rows = _rows(await store.all_ratings())
        assert ALICE not in {r[0] for r in rows} and {r[0] for r in rows} == {BOB, CAROL}
        book, _ = ratings.rebuild([FinishedGame(first, "tinygame", GUILD, (Placing(None, 1), Placing(BOB, 2))),
                                   FinishedGame(second, "tinygame", GUILD, (Placing(BOB, 2), Placing(CAROL, 1)))])
        for user, game, scope, mu, sigma, _, played in rows:
            expected = book[(user, game, scope)]
            assert (mu, sigma, played) == (expected.mu, expected.sigma, expected.games)
            assert played == 1, "only the game between bob and carol is rated"
        assert {(r[0], r[2]) for r in rows} == {(u, s) for u in (BOB, CAROL) for s in (GUILD, GLOBAL)}
        await store.rebuild_ratings()
        assert _rows(await store.all_ratings()) == rows, "equal to a fresh rebuild"
        assert ALICE not in {r["user_id"] for r in await store.all_rating_changes()}
    finally:
        await store.close()


async def test_a_user_at_an_open_table_is_refused_and_nothing_changes(database):
    store = await Store.open(database.url)
    try:
        await _world(store)
        lobby = await store.create_table(guild_id=GUILD, channel_id=50, game="tinygame", options={}, seed=1,
                                         host_id=ALICE, host_name="alice")
        before = await store.user_data(ALICE)
        assert before.open_table == lobby
        ratings_before = _rows(await store.all_ratings())
        done = await store.forget_user(ALICE, FORMER)
        assert done.open_table == lobby and done.seats == 0
        assert await store.user_data(ALICE) == before
        assert _rows(await store.all_ratings()) == ratings_before and store.asks_forced(ALICE)
    finally:
        await store.close()


async def test_a_removed_server_loses_its_settings_webhooks_and_pings_and_is_marked(database):
    store = await Store.open(database.url)
    try:
        await _world(store)
        await store.set_guild_settings(GUILD, GuildSettings(60, False))
        await store.set_guild_settings(OTHER, GuildSettings(90, True))
        await store.add_webhook(501, 11, GUILD, "secret-token-1")
        await store.add_webhook(502, 12, GUILD, "secret-token-2")
        await store.add_webhook(503, 21, OTHER, "secret-token-3")

        assert sorted(await store.forget_guild(GUILD, 1000.0)) == [501, 502]
        assert await store.guild_settings(GUILD) == GuildSettings(), "the cache forgot it too"
        assert await store.guild_settings(OTHER) == GuildSettings(90, True)
        assert await store.webhook(webhook_id=501) is None and await store.webhook(channel_id=12) is None
        assert (await store.webhook(webhook_id=503))["token"] == "secret-token-3"
        assert await store.pinged_users(GUILD, "tinygame", 10) == []
        assert await store.pinged_users(OTHER, "tinygame", 10) == [ALICE]
        rows = await store._fetchall("SELECT * FROM guild_settings WHERE guild_id = ?", (GUILD,))
        assert rows == []

        assert await store.guilds_removed_before(999.0) == []
        assert await store.guilds_removed_before(1000.0) == [GUILD]
        assert await store.guild_returned(GUILD) and not await store.guild_returned(GUILD)
        assert await store.guilds_removed_before(10 ** 10) == []
        await store.forget_guild(GUILD, 2000.0)
        await store.guild_swept(GUILD)
        assert await store.guilds_removed_before(10 ** 10) == []
    finally:
        await store.close()
