"""/rules and /help answer in the clicking user's Discord language (issue 26):
a Russian client reads Russian pages, buttons and footer, a German client
German, an English one the English text; a page turned by its opener stays in
the opener's language."""

from __future__ import annotations

import pytest

from tests import dreambot

pytestmark = pytest.mark.e2e


@pytest.fixture
async def bot(discord_fake, database):
    return await dreambot.start(discord_fake, database.path or database.url)


def _labels(message) -> list[str]:
    return [button["label"] for button in message.buttons]


async def test_a_russian_user_reads_the_rules_in_russian(discord_fake, bot):
    fake = discord_fake
    fake.add_user("sergei", locale="ru")
    first = await (await fake.slash("sergei", "general", "rules", game="somnikum")).response()
    embed = first.embeds[0]
    assert first.ephemeral
    assert embed["title"] == "Somnikum: Суть игры"
    assert "маховик" in embed["description"] and "flywheel" not in embed["description"]
    assert embed["footer"]["text"] == "Страница 1 из 5"
    assert _labels(first) == ["Назад", "Далее"]
    turned = await (await fake.click("sergei", first, "Далее")).response()
    page = turned.embeds[0]
    assert page["title"] == "Somnikum: Ваш ход, шаг за шагом"
    assert "жетон сонного песка" in page["description"] and page["footer"]["text"] == "Страница 2 из 5"
    back = await (await fake.click("sergei", turned, "Назад")).response()
    assert back.embeds[0]["title"] == "Somnikum: Суть игры" and _labels(back) == ["Назад", "Далее"]


async def test_a_german_user_reads_the_rules_in_german(discord_fake, bot):
    fake = discord_fake
    fake.add_user("jurgen", locale="de")
    first = await (await fake.slash("jurgen", "general", "rules", game="traumland")).response()
    embed = first.embeds[0]
    assert embed["title"] == "Traumland: Spielidee"
    assert "Stufe" in embed["description"] and "12er-Karte" in embed["description"]
    assert "level" not in embed["description"]
    assert embed["footer"]["text"] == "Seite 1 von 5" and _labels(first) == ["Zurück", "Weiter"]
    turned = await (await fake.click("jurgen", first, "Weiter")).response()
    assert turned.embeds[0]["title"] == "Traumland: Spielmaterial und Geben"
    help_ = await (await fake.slash("jurgen", "general", "help")).response()
    assert help_.ephemeral
    assert help_.embeds[0]["description"].startswith("Spiele: **Somnia** (2-4)")
    assert "Während einer Partie klickst du nur" in help_.text


async def test_an_english_user_still_reads_english(discord_fake, bot):
    fake = discord_fake
    first = await (await fake.slash("alice", "general", "rules", game="somnia")).response()
    embed = first.embeds[0]
    assert embed["title"] == "Somnia: The idea" and embed["footer"]["text"] == "Page 1 of 5"
    assert embed["description"].startswith("A trick-taking game for **2 to 4 players**")
    assert _labels(first) == ["Previous", "Next"]
    help_ = await (await fake.slash("alice", "general", "help")).response()
    # issue 29: the paragraph is one line, not wrapped mid-sentence
    assert "the **My hand** button (in Somna **My role**) on the table message" in help_.text
