"""Words outside the .ftl files' own checks: every achievement has its
name and description in every language, and decimals read in English as
Python wrote them (2.675 -> 2.67), with a comma in Russian and German."""

from __future__ import annotations

import pytest

import words


@pytest.fixture(scope="module")
def catalogue() -> words.Catalogue:
    return words.Catalogue()


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
