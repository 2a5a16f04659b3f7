"""The Darkly Dreaming presenter without Discord: random games for every player
count, checking Discord's limits, that choices are exactly the engine's legal
actions with distinct labels, that the danger figures reach the prompt, event
lines for every event kind, and the /rules pages."""

from __future__ import annotations

import random

import pytest

from cogs.help import rules_pages
from cogs.present import presenter_for
from cogs.present.base import Presenter
from cogs.present.darkly_dreaming import PRESENTER
from cogs.present.darkly_dreaming_words import danger_text, odds, roll_words
from games.darkly_dreaming import GAME
from tests.present_support import check_embed, make_table


def test_presenter_is_found():
    assert presenter_for("darkly_dreaming") is PRESENTER
    assert GAME.game_type.hidden_information is False, "everything but the deck is public"


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (3, 4)])
def test_random_games_fit(players, seed):
    state = GAME.new(players, seed, {})
    table = make_table(state, ["alice", "bob", "carol", "dave"][:players])
    rng = random.Random(seed)
    kinds: set[str] = set()
    while not state.is_over:
        public = state.view(None)
        assert "deck" not in public  # only its size is public
        check_embed(PRESENTER.board(table, public))
        seat = state.to_act()[0]
        prompt = PRESENTER.private_embed(table, seat, state.view(seat))
        check_embed(prompt)
        assert PRESENTER.prompts_by_dm(table) and PRESENTER.channel_prompt(table) is None, "choices come privately"
        choices = PRESENTER.choices(table, seat)
        assert [c.value for c in choices] == [GAME.encode(a) for a in state.legal_actions(seat)]
        assert all(0 < len(c.label) <= 80 for c in choices), [c.label for c in choices]
        assert all(c.description is None or len(c.description) <= 100 for c in choices)
        assert len({c.label for c in choices}) == len(choices), [c.label for c in choices]
        # the prompt says who chooses what, and shows the danger of the dreamer in focus and this turn's dice
        status = prompt.description.split("\u23f3", 1)[1]
        assert PRESENTER.name(table, seat) in status
        if public["current_danger"]:
            focus = PRESENTER.name(table, public["current_danger"]["seat"])
            assert f"**{focus}**" in prompt.description and "Exhaust" in prompt.description
            assert "Hunt" in prompt.description and "Shadow" in prompt.description
        if public["last_rolls"]:
            assert "this turn:" in status
        if public["pending"]["kind"] == "return" and public["pending"]["count"] == 2:
            assert PRESENTER.prefer_selects(table, None)
        action = rng.choice(state.legal_actions(seat))
        events = state.apply(seat, action)
        after = PRESENTER.label(table, seat, action)  # what the frozen turn message says was chosen
        assert 0 < len(after) <= 80 and "?" not in after, after
        for event in events:
            kinds.add(event.kind)
            line = PRESENTER.event_line(table, event)
            if line is not None:
                assert 0 < len(line) <= 1000 and "{" not in line, line
    check_embed(PRESENTER.board(table, state.view(None)))
    for result in state.outcome():
        line = PRESENTER.result_line(table, result)
        assert table.name_of(result.seat) in line and "point" in line
    assert {"turn", "rolled", "drew", "game_over"} <= kinds


def test_every_event_kind_reads_as_a_sentence():
    """Many random games: no event falls back to the generic raw line."""
    seen: set[str] = set()
    for seed in range(60):
        players = 2 + seed % 3
        state = GAME.new(players, seed, {})
        table = make_table(state, ["alice", "bob", "carol", "dave"][:players])
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_act()[0]
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                line = PRESENTER.event_line(table, event)
                seen.add(event.kind)
                assert line != Presenter.event_line(PRESENTER, table, event), line
    assert {"envy_pick", "became_nightmare", "cages", "slept", "stayed_awake"} <= seen


def test_words():
    assert danger_text({"exhaust": 2, "exhaust_limit": 3, "face_down": 1, "face_down_limit": 3, "hunt": 3,
                        "hunt_limit": 4, "shadow": 2, "shadow_type": "E", "shadow_limit": 3}) == (
        "\U0001f4a4 Exhaust 2/3 \u00b7 face down 1/3 \u00b7 \U0001f43e Hunt 3/4 \u00b7 \U0001f311 Shadow of Envy 2/3")
    assert roll_words({"dream": "E", "die": 6, "result": "shadow"}) == "\U0001f40d Envy \u2685 \u2192 \U0001f311 shadow"
    faces = GAME.new(2, 1, {}).view(None)["dreams"]
    assert odds(["P"], faces).startswith("avg \u2b500.8 ")  # (1 + 2 + 2) / 6 points


def test_rules_pages_load_and_fit():
    pages = rules_pages("darkly_dreaming")
    assert len(pages) >= 3
    for page in pages:
        assert page["title"] and 0 < len(page["text"]) <= 3500
