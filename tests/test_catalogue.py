"""The catalogue is whole (issue 26): every key in every locale, the same
placeholders, valid plural forms, every message formats, the pseudo-locale
brackets everything; a wrong locale speaks English, a missing translation
falls back to English and is logged once. The checks themselves are shown
to catch a planted mistake."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import words
from words.check import check_formatting, check_sources, problems

ENGLISH = """
hello = Hello, { $name }!
cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }
"""
RUSSIAN = """
hello = Привет, { $name }!
cards = { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
  }
"""
GERMAN = """
hello = Hallo, { $name }!
cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  }
"""


def _catalogue(tmp_path: Path, en: str = ENGLISH, ru: str = RUSSIAN, de: str = GERMAN) -> words.Catalogue:
    for name, text in (("en", en), ("ru", ru), ("de", de)):
        (tmp_path / f"{name}.ftl").write_text(text, encoding="utf-8")
    return words.Catalogue(tmp_path)


def test_the_catalogue_is_whole_in_every_locale():
    found = problems(words.catalogue())
    assert not found, f"{len(found)} problems:\n  " + "\n  ".join(found[:50])
    counts = {locale: len(words.catalogue().bundles[locale]._messages) for locale in words.SUPPORTED}
    assert len(set(counts.values())) == 1 and counts["en"] > 250, counts


def test_a_sound_small_catalogue_passes(tmp_path):
    assert problems(_catalogue(tmp_path)) == []


def test_a_missing_key_is_found(tmp_path):
    found = check_sources(_catalogue(tmp_path, de=GERMAN.replace("hello = Hallo, { $name }!\n", "")).sources)
    assert found == ["de: missing hello"]


def test_a_misspelt_placeholder_is_found(tmp_path):
    catalogue = _catalogue(tmp_path, ru=RUSSIAN.replace("{ $name }", "{ $nmae }"))
    assert "ru: hello uses ['nmae'], which English does not give" in check_sources(catalogue.sources)
    assert any(p.startswith("ru: hello does not format") for p in check_formatting(catalogue))


def test_plural_forms_must_be_the_locales_own(tmp_path):
    no_few = RUSSIAN.replace("    [few] { $count } карты\n", "")
    assert any("needs Russian's one, few and many" in p for p in check_sources(_catalogue(tmp_path, ru=no_few).sources))
    wrong = GERMAN.replace("[one]", "[few]")
    assert any("plural forms ['few']" in p for p in check_sources(_catalogue(tmp_path, de=wrong).sources))
    no_default = GERMAN.replace("*[other]", " [other]")
    assert any("without a default" in p or "cannot parse" in p
               for p in check_sources(_catalogue(tmp_path, de=no_default).sources))


def test_a_key_given_twice_is_found(tmp_path):
    twice = ENGLISH + "hello = Hello again\n"
    assert any("hello is given twice" in p for p in check_sources(_catalogue(tmp_path, en=twice).sources))


def test_an_extra_or_unparsable_entry_is_found(tmp_path):
    found = check_sources(_catalogue(tmp_path, ru=RUSSIAN + "only-here = Только здесь\nbroken = {\n").sources)
    assert "ru: only-here is not an English key" in found and any("cannot parse" in p for p in found)


@pytest.mark.parametrize("locale", [None, "", "ja", "xx-YY", "en-GB", "pt-BR", "de-AT", "ru"])
def test_any_locale_resolves_and_unknown_ones_speak_english(locale):
    expected = {"de-AT": "de", "ru": "ru"}.get(locale or "", "en")
    assert words.resolve(locale) == expected
    assert words.say(locale, "play-not-started") == words.say(expected, "play-not-started")


def test_a_key_missing_in_a_translation_falls_back_to_english_and_is_logged_once(tmp_path, caplog):
    catalogue = _catalogue(tmp_path, ru=RUSSIAN.replace("hello = Привет, { $name }!\n", ""))
    with caplog.at_level(logging.WARNING, logger="words"):
        assert catalogue.format("ru", "hello", {"name": "Сергей"}) == "Hello, Сергей!"
        assert catalogue.format("ru", "hello", {"name": "Зоя"}) == "Hello, Зоя!"
    assert len([r for r in caplog.records if "has no 'hello'" in r.getMessage()]) == 1
    assert catalogue.format("ru", "cards", {"count": 3}) == "3 карты"
    assert catalogue.format("ru", "cards", {"count": 5}) == "5 карт"
    assert catalogue.format("ru", "cards", {"count": 21}) == "21 карта"
    assert catalogue.format("en", "cards", {"count": 12345}) == "12345 cards", "counts are not grouped"
