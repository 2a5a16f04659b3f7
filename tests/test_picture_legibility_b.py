"""Somnikum's ring and dreams, Darkly Dreaming's board and Somna's village,
at the width Discord shows them (400 px): capitals at least 9 px high, text
contrast >= 4.5 and marks >= 3 against their ground (as declared and in the
pixels), no text cut or outside its box (tests/legibility.py). Positions come
from whole seeded games, sampled all along, through the presenters' own
drawing functions; and the bugs of issue 16 are shown to fail the checks."""

from __future__ import annotations

import io
import json
from typing import Any, Iterator

import pytest
from PIL import Image

from cogs.present import somnikum_dream_image, somnikum_images
from cogs.present.darkly_dreaming import PRESENTER as DREAMING
from cogs.present.drawing import NIGHT_INK, PLUM, Canvas
from cogs.present.somna import PRESENTER as SOMNA
from cogs.present.somnikum import PRESENTER as SOMNIKUM
from cogs.present.somnikum_names import card_name
from games import GAMES
from games.somnikum.cards import CATALOG
from tests import legibility
from tests.present_support import make_table, positions

NAMES = ["ann", "Brunhilde", "cy", "dee", "eve", "fritz", "gil", "hal", "ivy", "jo", "kai", "lu"]


def sketches(presenter: Any, state: Any) -> Iterator[tuple[Any, Any]]:
    """(drawing function, sketch) of every picture the table message carries now."""
    table = make_table(state, NAMES[:state.players])
    public = state.view(None)
    draws = [presenter.board_image(table, public)] + [d for _, d in presenter.more_pictures(table, public)]
    for draw in draws:
        assert draw is not None
        yield draw, legibility.sketch_of(draw)


def check(draw: Any, drawn: Any) -> None:
    # the sketch is the picture the painter sends, pixel for pixel once encoded
    sent = Image.open(io.BytesIO(draw())).convert("RGB")
    assert sent.tobytes() == legibility.as_shown(drawn).tobytes()
    assert legibility.problems(drawn) == []


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_somnikum_ring_and_dreams_are_legible_all_game_long(players, seed):
    seen_names: set[str] = set()
    for state in positions("somnikum", players, seed, every=37):
        for draw, drawn in sketches(SOMNIKUM, state):
            check(draw, drawn)
            seen_names |= set(legibility.texts(drawn))
    # cards read by their names and particles in full, never by id or cut
    assert any(card_name(c) in seen_names for c in CATALOG.cards)
    assert "golden key" in seen_names or "astronaut" in seen_names
    assert not any(c in seen_names for c in CATALOG.cards)  # no id where a name should be


def test_a_nightmare_on_the_ring_shows_its_six_particles_not_night_mare():
    state = GAMES["somnikum"].new(2, seed=1)
    public = state.view(None)
    field = list(public["field"])
    field[3] = "N3"
    public = {**public, "field": field}
    drawn = somnikum_images.ring(public, ("ann", "bob"))
    words = legibility.texts(drawn)
    assert all(CATALOG.particles[p].name in words for p in CATALOG.cards["N3"].particles)
    assert "night" not in words and "mare" not in words and card_name("N3") in words
    assert legibility.problems(drawn) == []


def test_every_step_count_matches_the_engine():
    from games.somnikum import rules

    for state in positions("somnikum", 3, 4, every=5):
        public = state.view(None)
        turn = public.get("turn")
        if not turn or turn["taken"] or state.phase == "flywheels":
            continue
        for place, badges in somnikum_images._reach(public).items():
            for wheel, steps, paid in badges:
                reverse = bool(turn["backspin"]) and turn["wheel"] is not None
                assert rules.landing(state, state.wheels[wheel], steps, reverse) == place
                assert steps <= turn["max_steps"] and paid == (steps > turn["free_steps"])


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("players,seed", [(2, 1), (4, 3)])
def test_darkly_dreaming_board_is_legible_all_game_long(players, seed):
    for state in positions("darkly_dreaming", players, seed, every=9):
        for draw, drawn in sketches(DREAMING, state):
            check(draw, drawn)


@pytest.mark.parametrize("players,seed", [(7, 1), (12, 2)])
def test_somna_village_is_legible_all_game_long(players, seed):
    for state in positions("somna", players, seed, every=25):
        for draw, drawn in sketches(SOMNA, state):
            check(draw, drawn)


# -- the checks catch issue 16's bugs -------------------------------------------------

def test_the_old_eight_letter_cut_fails():
    canvas = Canvas((640, 60), PLUM)
    canvas.text((10, 10, 90, 40), "golden key", 22, NIGHT_INK, PLUM, align="left")
    assert any("cut to" in p for p in legibility.problems(canvas.done()))


def test_the_old_one_big_table_picture_would_be_unreadable():
    # the old table was 1100 px wide with 9 px particle names: under 3 px high at Discord's width
    canvas = Canvas((1100, 60), PLUM)
    canvas.text((10, 10, 300, 40), "golden key", 9, NIGHT_INK, PLUM, align="left")
    assert any("capitals" in p for p in legibility.problems(canvas.done()))


def test_dream_cards_at_their_widest_keep_names_whole():
    # the widest particle names on every card, with a sand token named on each
    longest = max((p for p in CATALOG.particles), key=lambda p: len(CATALOG.particles[p].name))
    row = [{"pos": i, "card": c, "break": i % 2 == 1, "tokens": [longest]}
           for i, c in enumerate(["F16", "F24", "S23", "N3", "U23"])]
    part = {"dream": [row, row[:4], row[:3]], "tokens": 3, "held": 1, "front": ["E01"], "running": 12,
            "score": None, "current": True}
    drawn = somnikum_dream_image.dream(part, "Brunhilde")
    assert legibility.problems(drawn) == []
    assert legibility.texts(drawn).count(CATALOG.particles[longest].name) >= 12
    assert "12 VP so far (the goal card is secret)" in legibility.texts(drawn)
    # the backs of held tokens are public (K-14: rules16's view key token_backs) and shown when the view has them
    drawn = somnikum_dream_image.dream({**part, "backs": {"sand": 2, "blank": 1}}, "Brunhilde")
    assert "3 tokens (2 sand, 1 blank), 1 encounter in hand" in legibility.texts(drawn)
    assert legibility.problems(drawn) == []
    json.dumps(part)  # the picture's key is JSON


def test_the_ring_warns_when_this_turn_ends_the_round_or_the_game():
    state = GAMES["somnikum"].new(3, seed=2)
    while state.phase == "flywheels" or state.view(None).get("turn") is None:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    public = state.view(None)
    for flag, words in (("round_ends_after_turn", "This turn ends the round"),
                        ("game_ends_after_turn", "This turn ends the game")):
        warned = somnikum_images.ring({**public, "turn": {**public["turn"], flag: True}}, ("ann", "bob", "cy"))
        assert words in legibility.texts(warned) and legibility.problems(warned) == []
    plain = somnikum_images.ring({**public, "turn": {**public["turn"], "round_ends_after_turn": False}},
                                 ("ann", "bob", "cy"))
    assert not any(t.startswith("This turn ends") for t in legibility.texts(plain))
