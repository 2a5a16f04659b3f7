"""The catalogue is complete (issue 26): every key in every locale, the same
placeholders, valid plural forms, a bracketed pseudo-locale, every message
formats; and the checks themselves catch a planted fault."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import words
from words import check
from words.pseudo import CLOSE, OPEN


@pytest.fixture(scope="module")
def catalogue() -> words.Catalogue:
    return words.Catalogue()


@pytest.mark.parametrize("name", [c.__name__ for c in check.CHECKS])
def test_the_catalogue_passes(catalogue, name):
    assert getattr(check, name)(catalogue) == []


def _planted(tmp_path: Path, en: str, ru: str, de: str) -> words.Catalogue:
    for lang, extra in (("en", en), ("ru", ru), ("de", de)):
        source = (words.HERE / f"{lang}.ftl").read_text(encoding="utf-8")
        (tmp_path / f"{lang}.ftl").write_text(source + "\n" + extra + "\n", encoding="utf-8")
    return words.Catalogue(tmp_path)


def test_a_missing_key_is_caught(tmp_path):
    cat = _planted(tmp_path, "test-greeting = Hello, { $name }!\ntest-bye = Bye",
                   "test-greeting = Привет, { $name }!\ntest-bye = Пока",
                   "test-greeting = Hallo, { $name }!")
    assert check.keys(cat) == ["de: missing test-bye"]
    assert check.problems(cat) == ["de: missing test-bye"]


def test_an_extra_key_and_a_missing_attribute_are_caught(tmp_path):
    cat = _planted(tmp_path, "test-cmd = play\n    .description = Start a game",
                   "test-cmd = играть\ntest-only = только",
                   "test-cmd = spielen\n    .description = Ein Spiel starten")
    assert check.keys(cat) == ["ru: test-only is not in English", "ru: test-cmd.description missing"]


def test_a_misspelt_placeholder_is_caught(tmp_path):
    cat = _planted(tmp_path, "test-greeting = Hello, { $name }!",
                   "test-greeting = Привет, { $nmae }!",
                   "test-greeting = Hallo, { $name }!")
    assert check.placeholders(cat) == ["ru: test-greeting has $nmae where English has $name"]
    # and formatting with English's arguments leaves the Russian message broken: formats sees it too
    assert any(p.startswith("ru: test-greeting") for p in check.formats(cat))


def test_a_placeholder_inside_a_selector_counts(tmp_path):
    cat = _planted(
        tmp_path,
        "test-cards = { $count -> \n    [one] { $count } card\n   *[other] { $count } cards\n}",
        "test-cards = { $cout -> \n    [one] { $count } карта\n    [few] { $count } карты\n"
        "    [many] { $count } карт\n   *[other] { $count } карты\n}",
        "test-cards = { $count -> \n    [one] { $count } Karte\n   *[other] { $count } Karten\n}")
    assert check.placeholders(cat) == ["ru: test-cards has $count, $cout where English has $count"]


def test_a_plural_with_the_wrong_categories_is_caught(tmp_path):
    cat = _planted(
        tmp_path,
        "test-cards = { $count -> \n    [one] { $count } card\n   *[other] { $count } cards\n}",
        # Russian written like English: few and many missing
        "test-cards = { $count -> \n    [one] { $count } карта\n   *[other] { $count } карт\n}",
        # German has no 'few'
        "test-cards = { $count -> \n    [one] { $count } Karte\n    [few] { $count } Karten\n"
        "   *[other] { $count } Karten\n}")
    found = check.plurals(cat)
    assert found == ["ru: test-cards lacks few, many (a plural in ru has few, many, one, other)",
                     "de: test-cards uses few, not plural categories of de (one, other)"]


def test_a_syntax_error_is_caught(tmp_path):
    cat = _planted(tmp_path, "test-x = fine", "test-x = { $broken", "test-x = gut")
    assert check.syntax(cat) and check.syntax(cat)[0].startswith("ru: cannot parse")


def test_russian_plural_forms_are_chosen_by_cldr(tmp_path):
    cat = _planted(
        tmp_path,
        "test-cards = { $count -> \n    [one] { $count } card\n   *[other] { $count } cards\n}",
        "test-cards = { $count -> \n    [one] { $count } карта\n    [few] { $count } карты\n"
        "    [many] { $count } карт\n   *[other] { $count } карты\n}",
        "test-cards = { $count -> \n    [one] { $count } Karte\n   *[other] { $count } Karten\n}")
    assert check.problems(cat) == []
    said = {n: cat.format("ru", "test-cards", {"count": n}) for n in (1, 3, 5, 21, 12345)}
    assert said == {1: "1 карта", 3: "3 карты", 5: "5 карт", 21: "21 карта", 12345: "12345 карт"}
    assert cat.format("en", "test-cards", {"count": 1}) == "1 card"
    assert cat.format("de", "test-cards", {"count": 2}) == "2 Karten"


def test_the_pseudo_locale_brackets_every_message(catalogue):
    english = check.entries(catalogue, "en")
    messages = [key for key in english if not key.startswith("-")]
    assert messages, "the catalogue has messages"
    for key in messages:
        text = catalogue.format(words.PSEUDO, key, check._samples(english[key], 2))
        assert text.startswith(OPEN) and text.endswith(CLOSE), key


def test_an_unbracketed_pseudo_message_is_caught(tmp_path):
    cat = _planted(tmp_path, "test-x = fine", "test-x = хорошо", "test-x = gut")
    cat.bundles[words.PSEUDO] = cat.bundles["en"]  # as if the pseudo-locale were plain English
    assert "en-XA: test-x is not bracketed: 'fine'" in check.pseudo(cat)


@pytest.mark.parametrize("locale", ["ja", None, "xx-YY", "", "en-GB", "klingon"])
def test_an_unknown_locale_speaks_english(locale):
    assert words.resolve(locale) == "en"
    assert words.say(locale, "words-language-name") == "English"
    with words.speaking(locale):
        assert words.t("words-language-name") == "English"


def test_discords_locales_reach_their_language():
    assert words.say("ru", "words-language-name") == "Русский"
    assert words.say("de", "words-language-name") == "Deutsch"
    assert words.say("en-US", "words-language-name") == "English"
    with words.speaking("ru"):
        assert words.t("words-language-name") == "Русский"
        with words.speaking("de"):
            assert words.t("words-language-name") == "Deutsch"
        assert str(words.Text("words-language-name")) == "Русский"
    assert words.t("words-language-name") == "English"


def test_a_key_missing_in_russian_falls_back_to_english_and_is_logged_once(tmp_path, caplog):
    cat = _planted(tmp_path, "test-only-english = Only { $name }", "", "test-only-english = Nur { $name }")
    with caplog.at_level(logging.WARNING, logger="words"):
        first = cat.format("ru", "test-only-english", {"name": "Сергей"})
        second = cat.format("ru", "test-only-english", {"name": "Сергей"})
    assert first == second == "Only Сергей"
    assert cat.format("de", "test-only-english", {"name": "Jürgen"}) == "Nur Jürgen"
    missing = [r for r in caplog.records if "test-only-english" in r.getMessage()]
    assert len(missing) == 1 and "ru" in missing[0].getMessage()
    assert check.keys(cat) == ["ru: missing test-only-english"]


def test_an_unknown_key_is_an_error_not_a_silent_blank(catalogue):
    with pytest.raises(KeyError):
        catalogue.format("en", "no-such-key", {})


def test_every_achievement_has_its_words_in_every_language(catalogue):
    from bot import achievements
    from games import GAMES

    found = [a for game in GAMES for a in achievements.for_game(game)]
    assert len(found) >= 12
    for achievement in found:
        for text in (achievement.name, achievement.description):
            assert isinstance(text, words.Text), achievement
            for lang in words.LANGUAGES:
                assert catalogue.has(lang, text.key), (lang, text.key)
    by_a_thread = achievements.named("somnia", "by_a_thread")
    assert by_a_thread is not None and str(by_a_thread.name) == "By a Thread"
    with words.speaking("ru"):
        assert str(by_a_thread.name) == "На волоске"
    with words.speaking("de"):
        assert str(by_a_thread.description) == "Überstehe eine Partie bis zum Ende mit einem letzten Lebenschip."


def test_decimals_read_as_python_wrote_them_in_english_and_with_a_comma_elsewhere():
    for value in (2.675, 0.125, -0.04, 1234.5, 2.5):
        for digits in (1, 2):
            assert words.say("en", "stats-ratings", ratings=words.number(value, digits)) == \
                f"Rating: {value:.{digits}f}"
    assert words.say("ru", "stats-ratings", ratings=words.number(2.5, 2)) == "Рейтинг: 2,50"
