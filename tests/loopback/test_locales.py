"""The loopback speaks locales (issue 26): interactions carry the user's
``locale`` and the server's ``guild_locale``, the guild its ``preferred_locale``;
command sync refuses a localisation Discord would refuse, with Discord's 400
50035 "Invalid Form Body", so a bad translation fails the tests, not the
first real start."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from games import GAMES
from tests import dreambot
from tests.loopback.command_rules import LOCALES, check_commands
from tests.loopback.demo_bot import create_demo_bot

pytestmark = pytest.mark.e2e


class LocaleButton(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.button(label="Which language", custom_id="which")
    async def which(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(_languages(interaction), ephemeral=True)


def _languages(interaction: discord.Interaction) -> str:
    guild = interaction.guild.preferred_locale.value if interaction.guild is not None else None
    server = interaction.guild_locale.value if interaction.guild_locale is not None else None
    return f"user {interaction.locale.value}, guild_locale {server}, preferred {guild}"


def _locale_bot(tmp_path):
    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05)

    @bot.tree.command(description="Say which languages this interaction carries")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    async def lang(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(_languages(interaction), view=LocaleButton())

    return bot


def test_the_locale_list_is_discords():
    # discord.py's Locale enum follows the same API reference table
    assert LOCALES == {locale.value for locale in discord.Locale}
    assert {"en-US", "en-GB", "de", "ru", "es-419", "pt-BR", "zh-CN", "zh-TW"} <= LOCALES
    assert not {"en", "de-DE", "ru-RU", "pt", "zh"} & LOCALES


async def test_interactions_carry_the_users_and_the_servers_locale(discord_fake, tmp_path):
    fake = discord_fake
    fake.add_user("sergei", locale="ru")
    fake.add_user("jurgen", locale="de")
    haus = fake.add_guild("Traumhaus", ("halle",), locale="de")
    fake.add_user("sergei", guilds=(haus,))
    fake.add_user("alice", guilds=(haus,))
    bot = await fake.start_bot(_locale_bot(tmp_path))
    assert bot.get_guild(fake.guild.id).preferred_locale is discord.Locale.american_english
    assert bot.get_guild(haus.id).preferred_locale is discord.Locale.german

    here = await (await fake.slash("sergei", "general", "lang")).response()
    assert here.content == "user ru, guild_locale en-US, preferred en-US"
    there = await (await fake.slash("sergei", fake.channel("halle", haus), "lang")).response()
    assert there.content == "user ru, guild_locale de, preferred de"
    # a click carries the clicker's locale, not the locale of whoever ran the command
    clicked = await (await fake.click("jurgen", here, "Which language")).response()
    assert clicked.content == "user de, guild_locale en-US, preferred en-US"
    clicked = await (await fake.click("alice", there, "Which language")).response()
    assert clicked.content == "user en-US, guild_locale de, preferred de"
    # in a DM there is no server: no guild_locale
    ready = await (await fake.slash("jurgen", fake.dm_channel(fake.users["jurgen"]), "lang")).response()
    assert ready.content == "user de, guild_locale None, preferred None"

    # the server changes its language: the bot hears GUILD_UPDATE, later interactions carry it
    await fake.set_guild_locale(haus, "ru")
    await fake.wait_for(lambda: bot.get_guild(haus.id).preferred_locale is discord.Locale.russian,
                        what="the bot to hear the guild's new locale")
    again = await (await fake.slash("alice", fake.channel("halle", haus), "lang")).response()
    assert again.content == "user en-US, guild_locale ru, preferred ru"


def test_a_test_user_or_server_has_a_locale_discord_knows(discord_fake):
    with pytest.raises(ValueError, match="not one of Discord's locales"):
        discord_fake.add_user("hans", locale="de-DE")
    with pytest.raises(ValueError, match="not one of Discord's locales"):
        discord_fake.add_guild("Nowhere", locale="en")


# -- command sync validates localisations ----------------------------------------------------

def _command(**extra: Any) -> dict[str, Any]:
    option = {"type": 3, "name": "game", "description": "Which game", "required": True,
              "choices": [{"name": "Somnia", "value": "somnia"}]}
    option.update(extra.pop("option", {}))
    option["choices"][0].update(extra.pop("choice", {}))
    return {"type": 1, "name": "play", "description": "Start a game", "options": [option], **extra}


@pytest.mark.parametrize("good", [
    {"name_localizations": {"de": "spielen", "ru": "играть", "ja": "遊ぶ", "hi": "खेलें", "th": "เล่น"},
     "description_localizations": {"de": "Ein Spiel beginnen", "ru": "Начать игру"}},
    {"name_localizations": None, "description_localizations": None},  # discord.py sends null without a translator
    {"option": {"name_localizations": {"ru": "игра"}, "description_localizations": {"de": "Welches Spiel"}},
     "choice": {"name_localizations": {"ru": "Сомния — игра со взятками", "de": "Somnia"}}},
    {"name_localizations": {"el": "παίξε", "uk": "грати", "tr": "oyna-ı"}},
])
def test_good_localisations_sync(good):
    assert check_commands([_command(**good)]) == {}


@pytest.mark.parametrize("bad, path", [
    ({"name_localizations": {"german": "spielen"}}, "0.name_localizations.german"),  # not a locale
    ({"name_localizations": {"de-DE": "spielen"}}, "0.name_localizations.de-DE"),
    ({"name_localizations": {"de": "Spielen"}}, "0.name_localizations.de"),  # not lowercase
    ({"name_localizations": {"ru": "Играть"}}, "0.name_localizations.ru"),
    ({"name_localizations": {"de": "ein spiel"}}, "0.name_localizations.de"),  # a space
    ({"name_localizations": {"de": "spiel!"}}, "0.name_localizations.de"),
    ({"name_localizations": {"de": "s" * 33}}, "0.name_localizations.de"),
    ({"name_localizations": {"de": ""}}, "0.name_localizations.de"),
    ({"description_localizations": {"de": "x" * 101}}, "0.description_localizations.de"),
    ({"description_localizations": {"ru": ""}}, "0.description_localizations.ru"),
    ({"description_localizations": {"xx": "Start"}}, "0.description_localizations.xx"),
    ({"name_localizations": ["de", "spielen"]}, "0.name_localizations"),
    ({"option": {"name_localizations": {"de": "Spiel"}}}, "0.options.0.name_localizations.de"),
    ({"option": {"description_localizations": {"de": "y" * 101}}}, "0.options.0.description_localizations.de"),
    ({"choice": {"name_localizations": {"ru": "и" * 101}}}, "0.options.0.choices.0.name_localizations.ru"),
    ({"choice": {"name_localizations": {"klingon": "x"}}}, "0.options.0.choices.0.name_localizations.klingon"),
])
def test_a_bad_localisation_is_refused(bad, path):
    errors = check_commands([_command(**bad)])
    assert list(errors) == [path], errors


def test_localisations_count_towards_the_8000_characters():
    options = [{"type": 3, "name": f"o{i}", "description": "d" * 10,
                "description_localizations": {"de": "d" * 100}} for i in range(25)]
    base = {"type": 1, "name": "big", "description": "x", "options": options}
    assert check_commands([base]) == {}  # 25 x (2 + 100): the longest text of each counts
    for o in options:
        o["choices"] = [{"name": "c" * 10, "name_localizations": {"ru": "c" * 100}, "value": f"v{k}"}
                        for k in range(25)]
    assert check_commands([base]) == {"0": "Command exceeds maximum size (8000)"}


class BadGerman(app_commands.Translator):
    """A translator whose German name for /play is capitalised, as a careless translation would be."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        if locale is discord.Locale.german and string.message == "play":
            return "Spielen"
        if locale is discord.Locale.russian and context.location is app_commands.TranslationContextLocation.command_description:
            return "Начать " + string.message
        return None


async def test_a_bad_translation_fails_the_sync_with_discords_error(discord_fake, tmp_path):
    fake = discord_fake
    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05)
    await bot.tree.set_translator(BadGerman())
    try:
        with pytest.raises(discord.HTTPException) as raised:
            await fake.start_bot(bot)
    finally:
        await bot.close()
    assert raised.value.status == 400 and raised.value.code == 50035
    (problem,) = fake.take("violations")
    index = next(i for i, c in enumerate(problem.call.json) if c["name"] == "play")
    assert problem.call.json[index]["name_localizations"] == {"de": "Spielen"}
    assert list(problem.detail) == [f"{index}.name_localizations.de"], problem.detail
    assert fake.synced() == {}, "a refused sync stores nothing"


async def test_a_good_translation_syncs_and_is_kept(discord_fake, tmp_path):
    class GoodGerman(app_commands.Translator):
        async def translate(self, string, locale, context):
            if locale is discord.Locale.german:
                return {"play": "spielen", "Start a game": "Ein Spiel beginnen"}.get(string.message)
            return None

    fake = discord_fake
    bot = create_demo_bot(str(tmp_path / "demo.sqlite3"), guild_ready_timeout=0.05)
    await bot.tree.set_translator(GoodGerman())
    await fake.start_bot(bot)
    play = fake.synced()["play"]
    assert play["name_localizations"] == {"de": "spielen"}
    assert play["description_localizations"] == {"de": "Ein Spiel beginnen"}


async def test_the_bots_command_tree_syncs_cleanly_and_whole(discord_fake, tmp_path):
    fake = discord_fake
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    synced = {name: c for table in fake.commands.values() for name, c in table.items()}
    assert {"play", "help", "rules"} <= set(synced), sorted(synced)
    assert fake.take("violations") == []
    assert check_commands([c for table in fake.commands.values() for c in table.values()]) == {}
    # every game option's description reaches Discord whole: none was cut at 100 characters
    games = {o["name"]: o for o in synced["play"]["options"]}
    for name, game in GAMES.items():
        if name not in games:
            continue
        sent = {o["name"]: o["description"] for o in games[name].get("options", [])}
        for option_name, option in game.options.items():
            assert len(option.description) <= 100, (name, option_name)
            assert sent[option_name] == option.description, (name, option_name)
    revoke = {o["name"]: o for o in games["somnia"]["options"]}["allow_revoke"]["description"]
    assert revoke.endswith("at once.") and len(revoke) <= 100
    assert bot.is_ready()
