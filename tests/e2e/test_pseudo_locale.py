"""Every word in the player's language (issue 26), end to end through the
loopback: a whole game of each of the five games in the pseudo-locale
shows no word that bypassed the catalogue (tests/language_check.py)."""

from __future__ import annotations

import pytest

from tests import dreambot
from tests.language_check import strays

pytestmark = pytest.mark.e2e

NAMES = ("alice", "bob", "carol", "dave", "erin", "fiona", "gus")
PLAYERS = {"somnia": 3, "traumland": 3, "somnikum": 2, "darkly_dreaming": 3, "somna": 7}


async def _pseudo_game(fake, tmp_path, game: str):
    for name in NAMES:
        if name not in fake.users:
            fake.add_user(name, guilds=(fake.guilds[0],))
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3", pseudo_locale=True)
    host, *guests = NAMES[:PLAYERS[game]]
    lobby = await (await fake.slash(host, "general", f"play {game}")).response()
    for guest in guests:
        await (await fake.click(guest, lobby, dreambot.button_of(lobby, "join"))).response()
    await (await fake.click(host, lobby, dreambot.button_of(fake.message(lobby.id), "start"))).ack()
    await dreambot.idle(fake, bot)
    table = next((t for t in bot.tables.tables.values() if lobby.id in (t.row.message_id, t.row.lobby_message_id)),
                 None) or bot.tables.in_channel(fake.channel("general").id)
    assert table is not None and table.running
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in NAMES[:PLAYERS[game]]}
    await dreambot.play_out(fake, bot, table.id, users, seed=1, max_steps=6000)
    return bot


@pytest.mark.parametrize("game", list(PLAYERS))
async def test_a_whole_game_in_the_pseudo_locale_shows_no_word_outside_the_catalogue(discord_fake, tmp_path, game):
    fake = discord_fake
    await _pseudo_game(fake, tmp_path, game)
    found = strays(fake, NAMES)
    assert not found, f"{len(found)} texts with words outside the catalogue:\n  " + "\n  ".join(map(str, found[:60]))


@pytest.mark.parametrize("locale", ["ru", "de"])
@pytest.mark.parametrize("game", list(PLAYERS))
async def test_a_whole_game_in_russian_and_in_german(discord_fake, tmp_path, game, locale):
    """Players whose Discord speaks Russian (German) on a Russian (German)
    server play a whole game: its posts, DMs and answers are in that
    language, and the English versions of those sentences never appear."""
    import words
    from games import GAMES

    fake = discord_fake
    guild = fake.add_guild(f"dreams-{locale}", ("general",), locale=locale)
    names = [f"{locale}{i}" for i in range(PLAYERS[game])]
    for name in names:
        fake.add_user(name, locale=locale, guilds=(guild,))
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    channel = guild.channel("general")
    lobby = await (await fake.slash(names[0], channel, f"play {game}")).response()
    for guest in names[1:]:
        await (await fake.click(guest, lobby, dreambot.button_of(lobby, "join"))).response()
    await (await fake.click(names[0], lobby, dreambot.button_of(fake.message(lobby.id), "start"))).ack()
    await dreambot.idle(fake, bot)
    table = next((t for t in bot.tables.tables.values() if lobby.id in (t.row.message_id, t.row.lobby_message_id)),
                 None) or bot.tables.in_channel(channel.id)
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
    await dreambot.play_out(fake, bot, table.id, users, seed=2, max_steps=6000)
    texts = "\n".join(m.text for m in fake.store.values() if fake.sent_by_bot(m))
    title = GAMES[game].title
    saved = [words.say(locale, k) for k in ("finished-saved-rated", "finished-saved-practice", "finished-saved-sides")]
    assert any(s in texts for s in saved), "the result post speaks the server's language"
    assert not any(words.say("en", k) in texts for k in ("finished-saved-rated", "finished-saved-sides")), "no English"
    header = words.say(locale, "dm-header", game=title, channel=str(table.row.channel_id))
    dms = [m for u in users.values() for m in fake.dms(u)]
    if GAMES[game].game_type.hidden_information:  # hands or roles come by DM
        assert dms and all(m.text.startswith(header) for m in dms if m.content and m.content.startswith("**")), \
            "each DM names its table in its player's language"
    english_header = words.say("en", "dm-header", game=title, channel=str(table.row.channel_id))
    assert english_header not in texts or english_header == header


async def test_the_commands_outside_a_table_speak_the_pseudo_locale_too(discord_fake, tmp_path):
    """/stats, /history, /leaderboard, /settings, /preferences and /help
    answer from the catalogue as the tables do."""
    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3", pseudo_locale=True)
    for command, options in (("stats", {}), ("history", {}), ("leaderboard", {"game": "somnia"}),
                             ("settings", {}), ("preferences", {}), ("help", {})):
        await (await fake.slash("alice", "general", command, **options)).response()
    await dreambot.idle(fake, bot)
    found = strays(fake, NAMES)
    assert not found, "\n  ".join(map(str, found[:20]))
