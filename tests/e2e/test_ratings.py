"""Rated games through the loopback Discord: a known sequence of results
played to the end, the rating rows it leaves (equal to a rebuild from the
results log), the end-of-game rating changes, /leaderboard (this server and
global) and /stats; bot tables and a moderator's /table end are not rated."""

from __future__ import annotations

import re

import pytest

from bot import ratings
from bot.ratings import GLOBAL, FinishedGame, Placing
from tests import dreambot
from tests.tinygame import GAME as TINY

pytestmark = pytest.mark.e2e



def _seed(winner: int) -> int:
    """A tiny-game seed whose deal makes seat ``winner`` of two win (every
    card gets played, so the deal decides the result, whatever is clicked)."""
    return next(s for s in range(100) if (lambda h: (sum(h[0]) > sum(h[1])) == (winner == 0))(
        TINY.new(players=2, seed=s, options={}).hands))


async def _game(fake, bot, monkeypatch, host: str, guest: str, winner: str, channel="general", guild=None):
    dreambot.fix_table_seed(monkeypatch, _seed(0 if winner == host else 1))
    where = fake.channel(channel, guild)
    table = await dreambot.open_table(fake, bot, host, where, "tinygame", [guest])
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in (host, guest)}
    assert table.seat_of(fake.users[host].id) == 0
    await dreambot.play_out(fake, bot, table.id, users)
    outcome = {r.seat: r.place for r in table.state.outcome()}
    assert outcome[table.seat_of(fake.users[winner].id)] == 1
    return table


def _order(text: str, fake, names) -> list[str]:
    found = sorted((text.index(f"<@{fake.users[n].id}>"), n) for n in names if f"<@{fake.users[n].id}>" in text)
    return [n for _, n in found]


async def test_a_known_sequence_of_rated_games(discord_fake, bot, monkeypatch):
    fake = discord_fake
    uid = {n: fake.users[n].id for n in ("alice", "bob", "carol")}
    dreamland = fake.guild.id
    # Dreamland: alice beats bob 3 times, carol beats bob 3 times, then carol beats alice
    played = []
    for host, guest, winner in [("alice", "bob", "alice")] * 3 + [("carol", "bob", "carol")] * 3 \
            + [("alice", "carol", "carol")]:
        played.append((await _game(fake, bot, monkeypatch, host, guest, winner), host, guest, winner))

    # the last result message shows each player's new rating and its change
    last = played[-1][0]
    over = fake.messages_in(dreambot.table_channel(fake, last))[-1].content
    moved = await bot.store.rating_changes(last.id, dreamland)
    assert set(moved) == {uid["alice"], uid["carol"]}
    for name in ("alice", "carol"):
        change = moved[uid[name]]
        line = next(x for x in over.splitlines()[1:] if f"**{last.name_of(last.seat_of(uid[name]))}**" in x)
        after, before = ratings.shown(change["after"]), ratings.shown(change["before"])
        assert f"rating {after:.1f} ({after - before:+.1f})" in line and "provisional" not in line
    assert moved[uid["carol"]]["after"] > moved[uid["carol"]]["before"]
    assert moved[uid["alice"]]["after"] < moved[uid["alice"]]["before"]

    # the rating rows: what the pure module gives for this known sequence, per server and global
    known = [FinishedGame(t.id, "tinygame", dreamland, (Placing(uid[h], 1 if w == h else 2),
                                                         Placing(uid[g], 1 if w == g else 2)))
             for t, h, g, w in played]
    book, _ = ratings.rebuild(known)
    rows = {(r["user_id"], r["scope"]): r for r in await bot.store.all_ratings()}
    assert set(rows) == {(uid[n], s) for n in ("alice", "bob", "carol") for s in (dreamland, GLOBAL)}
    for (user, scope), row in rows.items():
        expected = book[(user, "tinygame", scope)]
        assert (row["mu"], row["sigma"], row["games"]) == pytest.approx((expected.mu, expected.sigma, expected.games))
    assert rows[(uid["bob"], dreamland)]["games"] == 6 and rows[(uid["carol"], dreamland)]["games"] == 4

    board = await (await fake.slash("dave", "general", "leaderboard", game="tinygame")).response()
    assert not board.ephemeral and "(server)" in board.text
    assert _order(board.text, fake, ("alice", "bob", "carol")) == ["carol", "alice", "bob"]
    assert f"{ratings.shown(rows[(uid['carol'], dreamland)]['ordinal']):.1f} (4 rated games)" in board.text
    assert "Not on the board yet" not in board.text, "dave has no rating to tell about"

    # not rated: a table with a bot player, and a table a moderator who is not playing ends
    # (ended by its seated player it is their forfeit: tests/e2e/test_fair_endings.py)
    before = [tuple(r) for r in await bot.store.all_ratings()]
    dreambot.fix_table_seed(monkeypatch, _seed(0))
    lobby = await (await fake.slash("alice", "games", "play tinygame")).response()
    await (await fake.click("alice", lobby, "Add bot player")).response()
    await (await fake.click("alice", lobby, "Start")).response()
    await dreambot.idle(fake, bot)
    solo = next(t for t in bot.tables.tables.values() if lobby.id in (t.row.message_id, t.row.lobby_message_id))
    await dreambot.play_out(fake, bot, solo.id, {solo.seat_of(uid["alice"]): fake.users["alice"]})
    assert (await bot.store.table(solo.id)).status == "finished"
    said = fake.messages_in(dreambot.table_channel(fake, solo))[-1].content
    assert "Not rated" in said and "rating " not in said
    ended = await dreambot.open_table(fake, bot, "alice", "lounge", "tinygame", ["bob"])
    await (await fake.slash("admin", dreambot.table_channel(fake, ended), "table end")).response()
    await dreambot.idle(fake, bot)
    assert [tuple(r) for r in await bot.store.all_ratings()] == before

    # another server: bob beats alice there; Dreamland's board stays, the global one moves
    realm = fake.guilds[1]
    dreamland_board = [tuple(r) for r in await bot.store.rating_board(dreamland, "tinygame", 1)]
    await _game(fake, bot, monkeypatch, "alice", "bob", "bob", channel="general", guild=realm)
    assert [tuple(r) for r in await bot.store.rating_board(dreamland, "tinygame", 1)] == dreamland_board
    here = {r["user_id"]: r for r in await bot.store.rating_board(dreamland, "tinygame", 1)}
    assert here[uid["bob"]]["games"] == 6, "the other server's game is not on this server's board"
    everywhere = {r["user_id"]: r for r in await bot.store.rating_board(GLOBAL, "tinygame", 1)}
    assert everywhere[uid["bob"]]["games"] == 7 and everywhere[uid["alice"]]["games"] == 5
    global_board = await (await fake.slash("dave", "general", "leaderboard", game="tinygame",
                                           board="global")).response()
    assert "(global)" in global_board.text
    expected = [n for n, _ in sorted(((n, everywhere[uid[n]]["ordinal"]) for n in ("alice", "bob", "carol")),
                                     key=lambda x: -x[1])]
    assert _order(global_board.text, fake, ("alice", "bob", "carol")) == expected
    assert re.search(r"\(7 rated games\)", global_board.text)

    # /stats shows the ratings here and everywhere
    stats = await (await fake.slash("bob", "general", "stats")).response()
    assert f"here {ratings.shown(here[uid['bob']]['ordinal']):.1f} (6 rated games)" in stats.text
    assert f"global {ratings.shown(everywhere[uid['bob']]['ordinal']):.1f} (7 rated games)" in stats.text

    # the stored ratings are a pure function of the results log
    live = [tuple(r) for r in await bot.store.all_ratings()], [tuple(r) for r in await bot.store.all_rating_changes()]
    assert await bot.store.rebuild_ratings() == 9  # 7 + the bot table + the other server's
    assert ([tuple(r) for r in await bot.store.all_ratings()],
            [tuple(r) for r in await bot.store.all_rating_changes()]) == live


async def test_stats_show_somna_roles_against_expectations_and_achievements(discord_fake, bot):
    """Somna's results (a 7-player game is played through in test_somna)
    written through the store as a finished game writes them; /stats reads them."""
    from bot.store import Finish, ResultRow

    fake = discord_fake
    alice, bob = fake.users["alice"].id, fake.users["bob"].id
    guild = fake.guild.id
    tables = [({alice: ("witch_hunter", "village"), bob: ("demon", "evil")}, "village"),
              ({alice: ("witch_hunter", "village"), bob: ("demon", "evil")}, "village"),
              ({alice: ("witch_hunter", "village"), bob: ("demon", "evil")}, "evil"),
              ({alice: ("demon", "evil"), bob: ("priest", "village")}, "evil")]
    for n, (roles, winner) in enumerate(tables):
        tid = await bot.store.create_table(guild_id=guild, channel_id=fake.channel("games").id + 1000 + n,
                                           game="somna", options={}, seed=n, host_id=alice, host_name="alice")
        won = [(alice, "alone_in_the_dark")] if roles[alice][0] == "demon" and winner == "evil" else []
        await bot.store.finish_table(tid, Finish(guild, "somna", [
            ResultRow(seat, user, 1 if team == winner else 2, team == winner, float(team == winner),
                      {"role": role, "faction": team, "alive": True})
            for seat, (user, (role, team)) in enumerate(roles.items())], won))
    stats = await (await fake.slash("alice", "general", "stats", game="somna")).response()
    assert stats.ephemeral
    # each team won 2 of the 4 rated tables: half a win expected per game
    assert "Wins with the Witch Hunter: 2 of 3, expected 1.5" in stats.text
    assert "Wins with the Dream Demon: 1 of 1, expected 0.5" in stats.text
    assert "\U0001f3c5 **Alone in the Dark**: Win as the Dream Demon with no Witch alive at the end." in stats.text
    assert "Rating: here " in stats.text and "(4 rated games)" in stats.text
    theirs = await (await fake.slash("alice", "general", "stats", user=fake.users["bob"], game="somna")).response()
    assert "Alone in the Dark" not in theirs.text and "Wins with the Dream Demon: 1 of 3, expected 1.5" in theirs.text


def _result_post(fake, table):
    return next(m for m in reversed(fake.messages_in(dreambot.table_channel(fake, table)))
                if "is over" in m.content)


async def test_a_newcomer_s_rating_starts_at_0_never_shows_negative_and_is_provisional(discord_fake, bot,
                                                                                         monkeypatch):
    """Issue 29: a newcomer's first loss showed "rating -2.8 (-2.8)"."""
    fake = discord_fake
    table = await _game(fake, bot, monkeypatch, "alice", "bob", "alice")
    over = _result_post(fake, table).content
    lines = {n: next(x for x in over.splitlines()[1:] if f"**{n}**" in x) for n in ("alice", "bob")}
    moved = await bot.store.rating_changes(table.id, fake.guild.id)
    assert moved[fake.users["bob"].id]["after"] < 0, "openskill's own number is below 0 here"
    assert lines["bob"].endswith("rating 0.0 (\u00b10.0), provisional: 1 of 3 rated games")
    won = ratings.shown(moved[fake.users["alice"].id]["after"])
    assert won > 0 and lines["alice"].endswith(f"rating {won:.1f} (+{won:.1f}), provisional: 1 of 3 rated games")
    assert "-" not in lines["bob"].split("rating")[1]
    stats = await (await fake.slash("bob", "general", "stats")).response()
    assert "here 0.0 provisional (1 of 3 rated games)" in stats.text

    # the leaderboard says what puts a player on it, and how far the one asking is
    board = await (await fake.slash("bob", "general", "leaderboard", game="tinygame")).response()
    assert f"Not on the board yet: <@{fake.users['bob'].id}>, 1 of 3 rated games (2 more to go)." in board.text
    assert "Nobody has 3 rated games" in board.text
    await _game(fake, bot, monkeypatch, "alice", "bob", "bob")
    await _game(fake, bot, monkeypatch, "alice", "bob", "bob")
    board = await (await fake.slash("bob", "general", "leaderboard", game="tinygame")).response()
    assert "Not on the board yet" not in board.text and "(3 rated games)" in board.text
    assert "with at least 3 rated games" in board.text


async def test_achievements_are_announced_in_the_result_post(discord_fake, bot, monkeypatch, tmp_path):
    """An achievement earned is one line of the result post: no message and no mention of its own."""
    from games import datafiles

    from bot import achievements

    data = tmp_path / "data"
    data.mkdir()
    for real in datafiles.DATA_DIR.iterdir():
        (data / real.name).symlink_to(real)
    (data / "tinygame").mkdir()
    (data / "tinygame" / "achievements.toml").write_text(
        '[[achievement]]\nkey = "high_hand"\nname = "High Hand"\ndescription = "Win with the better deal."\n'
        'when = { won = true }\n')
    monkeypatch.setattr(datafiles, "DATA_DIR", data)
    monkeypatch.setattr(achievements, "DATA_DIR", data)
    achievements.for_game.cache_clear()
    try:
        fake = discord_fake
        table = await _game(fake, bot, monkeypatch, "alice", "bob", "bob")
        channel = dreambot.table_channel(fake, table)
        post = _result_post(fake, table)
        assert "\U0001f3c5 **bob** earned **High Hand**: Win with the better deal." in post.content.splitlines()
        assert "alice** earned" not in post.content
        assert f"<@{fake.users['bob'].id}>" not in post.content, "no mention: no notification"
        assert [m for m in fake.messages_in(channel) if "High Hand" in m.text] == [post], "no message of its own"
        # elsewhere only as an edit: the card the table left in its channel shows the result too
        assert {m.id for m in fake.store.values() if "High Hand" in m.text} <= {post.id, table.row.lobby_message_id}
        assert [tuple(r) for r in await bot.store.table_achievements(table.id)] == [
            (fake.users["bob"].id, "high_hand")]
    finally:
        achievements.for_game.cache_clear()
