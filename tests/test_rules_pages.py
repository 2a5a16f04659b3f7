"""Every game's /rules pages exist in every catalogue language, in full and
within Discord's embed limits; the data file's page count and the catalogue
must agree (issue 26)."""

from __future__ import annotations

import re

import pytest

import words
from cogs import help as help_cog
from cogs.help import rules_page_count, rules_pages
from games import GAMES
from games.datafiles import DataError

RULED = [game for game in GAMES if game != "tinygame"]


def _keys(game: str) -> list[str]:
    return [f"rules-{game.replace('_', '-')}-{n}-{part}"
            for n in range(1, rules_page_count(game) + 1) for part in ("title", "body")]


def test_the_five_games_have_rules():
    assert {"somnia", "traumland", "somnikum", "darkly_dreaming", "somna"} <= set(RULED)
    for game in RULED:
        assert rules_page_count(game) >= 4


@pytest.mark.parametrize("language", ["ru", "de"])
@pytest.mark.parametrize("game", RULED)
def test_every_page_is_translated(game, language):
    book = words.catalogue()
    for key in _keys(game):
        assert book.has(language, key), f"{language} lacks {key}"
        message = book.bundles[language].get_message(key)
        text, errors = book.bundles[language].format_pattern(message.value, {})
        assert not errors, (key, errors)
        # a translation, not English copied over
        assert text != words.say("en", key) or key.endswith("-title") and text in GAMES[game].title, key


@pytest.mark.parametrize("language", ["en", "ru", "de"])
@pytest.mark.parametrize("game", RULED)
def test_pages_fit_discords_embed_and_keep_their_markdown(game, language):
    with words.speaking(language):
        pages = rules_pages(game)
        headings = [words.t("rules-heading", game=GAMES[game].title, page=p["title"]) for p in pages]
    english = [p["text"] for p in (rules_pages(game))]
    assert len(pages) == rules_page_count(game)
    for page, heading, original in zip(pages, headings, english):
        assert 0 < len(heading) <= 256
        assert 0 < len(page["text"]) <= 4096
        assert "{" not in page["text"] and "\u27e6" not in page["text"]
        # bold and code spans are paired, and as many code spans as in English (tables, options, commands)
        assert page["text"].count("**") % 2 == 0, heading
        assert page["text"].count("`") == original.count("`"), heading
        assert re.findall(r"`(?:/play|most_|lone_|allow_|discovery|goal|advanced|storyteller|reveal)[^`]*`",
                          page["text"]) == re.findall(
            r"`(?:/play|most_|lone_|allow_|discovery|goal|advanced|storyteller|reveal)[^`]*`", original), heading


def test_a_count_that_disagrees_with_the_catalogue_is_a_data_error(monkeypatch):
    real = help_cog.load_checked
    for wrong in (4, 6, 0):
        monkeypatch.setattr(help_cog, "load_checked", lambda relative, schema, n=wrong: {"pages": n})
        with pytest.raises(DataError):
            rules_page_count("somnia")
    monkeypatch.setattr(help_cog, "load_checked", real)
    assert rules_page_count("somnia") == 5
    with pytest.raises(DataError):
        rules_page_count("tinygame")  # no data file: /rules says it has no text


async def test_every_word_of_a_rules_page_comes_from_the_catalogue():
    """In the pseudo-locale nothing on a /rules page is outside the brackets
    but the game's name: no sentence, label or footer bypassed the catalogue."""
    from cogs.help import RulesPager
    from tests.language_check import stray_words

    for game in RULED:
        with words.speaking(words.PSEUDO):
            pager = RulesPager(1, game)
            for _ in range(rules_page_count(game)):
                embed = pager.embed()
                readable = [embed.title or "", embed.description or "", embed.footer.text or "",
                            str(pager.previous.label), str(pager.next.label)]
                for text in readable:
                    assert not stray_words(text, [GAMES[game].title]), (game, text[:120])
                pager.index += 1
                pager._sync()
        pager.stop()
