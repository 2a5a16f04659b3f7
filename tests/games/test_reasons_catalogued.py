"""Engines give reasons as catalogue keys with data, never sentences (issue
26): every reason an engine gives while refusing an action, or while a seat
waits, is a ``words.Text`` whose key exists in every language and formats
there from the engine's own data without a Fluent error."""

from __future__ import annotations

import logging
import random
from typing import Hashable

import pytest

from games import GAMES
from games.base import IllegalAction, State
from words import LANGUAGES, Text, catalogue, say

# The real engines (a test may register its tiny game in GAMES too).
ENGINES = sorted(name for name, game in GAMES.items() if type(game).__module__.startswith("games."))
STEPS = 160
TRIES_PER_STEP = 6


def _reasons(name: str, players: int, seed: int) -> list[Text]:
    """Reasons met in a random playout: for actions legal elsewhere but not
    here (a card another seat holds, a move of another phase), and for the
    seats that wait."""
    game = GAMES[name]
    state: State = game.new(players, seed=seed)
    rng = random.Random(f"{name}:{players}:{seed}")
    seen: list[Hashable] = []
    reasons: list[Text] = []
    for _ in range(STEPS):
        if state.is_over:
            break
        for seat in range(players):
            waiting = state.why_waiting(seat)
            if waiting is not None:
                reasons.append(waiting)
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        seen.extend(a for a in legal if a not in seen)
        for action in rng.sample(seen, min(len(seen), TRIES_PER_STEP * 3)):
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(seat, action)
            assert isinstance(refused.value.reason, Text)
            reasons.append(refused.value.reason)
            if len(reasons) % TRIES_PER_STEP == 0:
                break
        state.apply(seat, rng.choice(legal))
    if state.is_over:
        reasons.append(state.why_waiting(0) or Text("game-over"))
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, "anything")
        reasons.append(refused.value.reason)
    return reasons


@pytest.mark.parametrize("name", ENGINES)
def test_every_reason_is_a_key_that_every_language_formats(name, caplog):
    assert len(ENGINES) == 5
    game = GAMES[name]
    reasons = [r for seed in range(3) for r in _reasons(name, game.min_players + seed % 2, seed)]
    assert len({r.key for r in reasons}) >= 3, "the playouts met several rules"
    caplog.set_level(logging.WARNING, logger="words")
    for reason in reasons:
        assert isinstance(reason, Text), reason
        for locale in LANGUAGES:
            assert catalogue().has(locale, reason.key), (locale, reason.key)
            text = say(locale, reason.key, **reason.args)
            assert text and "{" not in text and "$" not in text, (locale, reason, text)
    assert not caplog.records, [r.getMessage() for r in caplog.records]


def test_a_reason_names_its_card_in_the_readers_language():
    from games.somnia.cards import describe
    from games.somnia.rules import why_illegal

    reason = why_illegal(["B6", "R7"], [(1, "B9")], None, "R7", False, False, 3)
    assert str(reason) == "You must follow blue: you hold the blue 6."
    assert say("ru", reason.key, **reason.args) == "Нужно отвечать в масть (синяя): у вас есть «синяя 6»."
    assert say("de", reason.key, **reason.args) == "Du musst Blau bedienen: Du hast Blau 6."
    assert reason.args["card"] == describe("B6"), "the card is data, not words"


def test_bad_options_are_refused_with_a_key():
    from games.base import BadOptions

    game = GAMES["somnia"]
    with pytest.raises(BadOptions) as refused:
        game.resolve_options({"no_such_option": 1})
    assert refused.value.reason.key == "game-option-unknown"
    assert str(refused.value) == "Somnia has no option no_such_option."
    assert say("de", refused.value.reason.key, **refused.value.reason.args) == "Somnia hat keine Option no_such_option."


def test_the_catalogues_names_are_the_data_files_names_in_english():
    # The engines name things by code; the catalogue's English must stay the data's words.
    from games.darkly_dreaming.cards import RULES, TYPES, kind_name
    from games.somna.rules import POWERS, ROLES
    from games.somnia.cards import ENDINGS, SUIT_NAMES, describe
    from games.somnikum.cards import CATALOG
    from games.traumland.cards import COLOUR_NAMES, card_name

    assert all(str(Text("game-somnia-suit", {"suit": s})) == name for s, name in SUIT_NAMES.items())
    assert str(describe("Y10")) == f"{SUIT_NAMES['Y']} 10"
    assert all(str(Text("game-somnia-ending", {"ending": k})) == name for k, name in ENDINGS.items())
    assert all(str(Text("game-traumland-colour", {"colour": c})) == name for c, name in COLOUR_NAMES.items())
    assert [str(card_name(c)) for c in ("R7", "DIV", "DRM")] == [f"{COLOUR_NAMES['R']} 7", "Divine", "Dreamer"]
    assert all(str(kind_name(k)) == RULES.name(k) for k in TYPES)
    assert all(str(Text("game-somna-power", {"power": p})) == power.title for p, power in POWERS.items())
    assert all(str(Text("game-somna-role", {"role": r})) == role.title for r, role in ROLES.items())
    for key, particle in CATALOG.particles.items():
        assert str(Text("game-somnikum-particle", {"particle": key})) == particle.name
    for key, encounter in CATALOG.encounters.items():
        assert str(Text("game-somnikum-encounter", {"encounter": key})) == encounter.name
        assert str(Text("game-somnikum-encounter-text", {"encounter": key})) == encounter.text


def test_every_table_option_has_a_description_in_every_language_within_discords_limit():
    # game-<game>-option-<name>: what the slash command's option description says, in each language.
    for name in ENGINES:
        for option_name, option in GAMES[name].options.items():
            key = f"game-{name.replace('_', '-')}-option-{option_name.replace('_', '-')}"
            assert say("en", key) == option.description
            for locale in LANGUAGES:
                assert catalogue().has(locale, key) and 0 < len(say(locale, key)) <= 100, (locale, key)
