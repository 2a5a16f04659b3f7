"""Which language each message speaks (issue 26, bot/locales.py), through
the loopback Discord with a real SQLite store: the user's interaction.locale
is remembered for timers' DMs, /preferences language overrides it, and
/settings language chooses the server's posts' language (default: the
guild's preferred locale)."""

from __future__ import annotations

import pytest

import words
from words import check
from bot import locales
from bot.store import GuildSettings, Store
from tests import dreambot

pytestmark = pytest.mark.e2e



async def test_the_users_locale_is_remembered_and_answers_speak_it(discord_fake, bot):
    fake = discord_fake
    sergei = fake.add_user("sergei", locale="ru")
    alice = fake.users["alice"]
    assert await locales.for_user(bot.store, sergei.id) == "en", "never heard: English"
    said = await (await fake.slash("sergei", "general", "preferences")).response()
    assert said.ephemeral and "у вас всего один допустимый ход" in said.content
    assert "Я отвечаю вам на языке вашего Discord (Русский)" in said.content
    await locales.settled()
    assert await bot.store.user_locale(sergei.id) == "ru"
    assert await locales.for_user(bot.store, sergei.id) == "ru", "a timer's DM speaks the remembered locale"
    english = await (await fake.slash("alice", "general", "preferences")).response()
    assert english.content.startswith("When you have only one legal move, I play it for you at once")
    await locales.settled()
    assert await bot.store.user_locale(alice.id) == "en-US"

    # the player's choice overrides Discord's
    chosen = await (await fake.slash("sergei", "general", "preferences", language="de")).response()
    assert chosen.content.startswith("Gespeichert. Wenn du nur einen erlaubten Zug hast")
    assert "Ich antworte dir auf Deutsch" in chosen.content
    assert await locales.for_user(bot.store, sergei.id) == "de"
    assert await bot.store.user_locale(sergei.id) == "ru", "Discord's locale is still remembered beside it"
    back = await (await fake.slash("sergei", "general", "preferences", language="automatic")).response()
    assert back.content.startswith("Сохранено.")
    assert await locales.for_user(bot.store, sergei.id) == "ru"

    # the client's language changes: remembered again
    fake.add_user("sergei", locale="de")
    await (await fake.slash("sergei", "general", "preferences")).response()
    await locales.settled()
    assert await bot.store.user_locale(sergei.id) == "de"


async def test_the_servers_language(discord_fake, tmp_path):
    fake = discord_fake
    haus = fake.add_guild("Traumhaus", ("halle",), locale="de")
    fake.add_user("admin", guilds=(haus,), admin=True)
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    dreamland = bot.get_guild(fake.guild.id)
    assert await locales.for_guild(bot.store, dreamland) == "en"
    assert await locales.for_guild(bot.store, bot.get_guild(haus.id)) == "de", "the guild's preferred locale"
    assert await locales.for_guild(bot.store, None) == "en", "a DM channel has no server"

    refused = await (await fake.slash("alice", "general", "settings", language="ru")).response()
    assert "Manage Server" in refused.content
    assert await locales.for_guild(bot.store, dreamland) == "en", "refused: nothing changed"
    saved = await (await fake.slash("admin", "general", "settings", language="ru")).response()
    assert saved.content.startswith("Saved. Default time per decision")  # the admin's answer: their language
    assert "Tables here speak Русский" in saved.content
    assert await locales.for_guild(bot.store, dreamland) == "ru"
    assert (await bot.store.guild_settings(fake.guild.id)).locale == "ru"
    # the other settings are kept when the language changes, and the other way round
    await (await fake.slash("admin", "general", "settings", turn_time=60)).response()
    assert await bot.store.guild_settings(fake.guild.id) == GuildSettings(60, None, "ru")
    back = await (await fake.slash("admin", "general", "settings", language="automatic")).response()
    assert "the server's language (English)" in back.content
    assert await locales.for_guild(bot.store, dreamland) == "en"


async def test_table_posts_and_dms_speak_their_readers_language(discord_fake, bot):
    fake = discord_fake
    fake.add_user("sergei", locale="ru")
    table = await dreambot.open_table(fake, bot, "sergei", "games", "tinygame", ["bob"])
    await fake.delete_channel("games")
    await dreambot.idle(fake, bot)
    assert (await bot.store.table(table.id)).status == "ended"
    assert any(m.content == "Ваша игра Tiny Game завершена: его канал удалён. Результаты не записаны; "
               "начните новую через /play." for m in fake.dms("sergei")), [m.content for m in fake.dms("sergei")]
    assert any(m.content == "Your Tiny Game game ended because its channel was deleted. No results were "
               "recorded; start a new one with /play." for m in fake.dms("bob"))

    await (await fake.slash("admin", "general", "settings", language="de")).response()
    other = await dreambot.open_table(fake, bot, "alice", "general", "tinygame", ["bob"])
    ended = await (await fake.slash("admin", fake.channels[other.row.channel_id], "table end")).response()
    assert ended.content == f"<@{fake.users['admin'].id}> hat den Tisch von Tiny Game beendet. " \
                            "Es wurden keine Ergebnisse gespeichert.", "a public post: the server's language"
    assert (await bot.store.table(other.id)).status == "ended"


async def test_locales_are_stored_and_written_only_when_changed(tmp_path):
    path = tmp_path / "store.sqlite3"
    store = await Store.open(path)
    try:
        await store.set_user_locale(7, "ru")
        first = await store._fetchone("SELECT updated_at FROM user_settings WHERE user_id = 7")
        await store.set_user_locale(7, "ru")
        again = await store._fetchone("SELECT updated_at FROM user_settings WHERE user_id = 7")
        assert first["updated_at"] == again["updated_at"], "the same locale is not written again"
        assert store.knows_user_locale(7, "ru") and not store.knows_user_locale(7, "de")
        await store.set_user_locale_override(7, "de")
        await store.set_guild_settings(5, GuildSettings(None, None, "ru"))
    finally:
        await store.close()
    store = await Store.open(path)
    try:
        assert await store.user_locale(7) == "ru" and await store.user_locale_override(7) == "de"
        assert await locales.for_user(store, 7) == "de"
        assert (await store.guild_settings(5)).locale == "ru"
        assert await store.user_locale(8) is None and await locales.for_user(store, 8) == words.ENGLISH
    finally:
        await store.close()


async def test_slash_commands_sync_in_russian_and_german(discord_fake, tmp_path, monkeypatch):
    from bot import translator
    from tests.loopback.command_rules import check_commands

    asked: set[str] = set()
    keys_for = translator.keys_for

    def recording(context):
        found = keys_for(context)
        asked.update(found)
        return found

    monkeypatch.setattr(translator, "keys_for", recording)
    fake = discord_fake
    await dreambot.start(fake, tmp_path / "bot.sqlite3")
    assert fake.take("violations") == [], "Discord's rules hold for every localisation"
    synced = fake.synced()
    assert check_commands(list(synced.values())) == {}
    names = {name: c.get("name_localizations") for name, c in synced.items()}
    assert names["play"] == {"ru": "играть", "de": "spielen"}
    assert names["preferences"] == {"ru": "предпочтения", "de": "vorlieben"}
    for name, command in synced.items():
        assert set(command.get("name_localizations") or {}) == {"ru", "de"}, name
        assert set(command.get("description_localizations") or {}) == {"ru", "de"}, name
    assert synced["table"]["options"][0]["name_localizations"] == {"ru": "завершить", "de": "beenden"}
    somnia = {o["name"]: o for o in synced["play"]["options"]}["somnia"]
    revoke = {o["name"]: o for o in somnia["options"]}["allow_revoke"]
    assert revoke["description_localizations"]["de"].startswith("Puristenregel")
    thread = {o["name"]: o for o in somnia["options"]}["thread"]
    assert thread["description_localizations"]["ru"].startswith("Играть в отдельной ветке"), "a shared option's key"
    language = {o["name"]: o for o in synced["preferences"]["options"]}["language"]
    automatic = {c["value"]: c for c in language["choices"]}["automatic"]
    assert automatic["name_localizations"] == {"ru": "автоматически", "de": "automatisch"}
    # every command key in the catalogue is one the tree asks for: none is misspelt and so unused
    written = {key for key in check.keys(words.catalogue(), "en") if key.startswith("command-")}
    assert written - asked == set()


async def test_stats_history_and_leaderboard_speak_their_readers_language(discord_fake, bot):
    fake = discord_fake
    fake.add_user("sergei", locale="ru")
    mine = await (await fake.slash("sergei", "general", "history")).response()
    assert mine.ephemeral and mine.embeds[0]["title"] == "Ваши последние партии"
    assert mine.embeds[0]["description"] == "Завершённых партий пока нет. Начните новую через /play."
    stats = await (await fake.slash("sergei", "general", "stats")).response()
    assert stats.embeds[0]["description"] == "Завершённых партий пока нет."
    english = await (await fake.slash("alice", "general", "history")).response()
    assert english.embeds[0]["description"] == "No finished games yet. Start one with /play."

    await (await fake.slash("admin", "general", "settings", language="de")).response()
    board = await (await fake.slash("sergei", "general", "leaderboard", game="somnia")).response()
    assert not board.ephemeral, "a public post"
    assert board.embeds[0]["title"] == "Bestenliste Somnia (Server)", "the server's language, not the caller's"
    assert board.embeds[0]["description"] == "Hier hat noch niemand 3 gewertete Partien in Somnia."
