"""The words inside the pictures come from the catalogue too (issue 26):
every picture of each game (boards, dreams, hands) drawn from closures made
in the pseudo-locale shows no word outside its brackets. The closures are
drawn after the locale is left, as the painter thread draws them: a word
looked up while drawing instead of when the closure was made would come
out in English and fail here."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.present import presenter_for
from games import GAMES
from tests import legibility
from tests.language_check import stray_words
from tests.present_support import make_table, positions
from words import PSEUDO, speaking

NAMES = ["ann", "Brunhilde", "cy", "dee", "eve", "fritz", "gil", "hal", "ivy", "jo", "kai", "lu"]
PLAYERS = {"somnia": 3, "traumland": 3, "somnikum": 3, "darkly_dreaming": 3, "somna": 8}


def _closures(game: str, state: Any) -> list[Any]:
    """Every picture closure of this position, made in the pseudo-locale."""
    presenter = presenter_for(game)
    table = make_table(state, NAMES[:state.players])
    with speaking(PSEUDO):
        public = state.view(None)
        draws = [presenter.board_image(table, public)] + [d for _, d in presenter.more_pictures(table, public)]
        draws += [presenter.hand_image(table, seat, state.view(seat)) for seat in range(state.players)]
    return [d for d in draws if d is not None]


@pytest.mark.parametrize("game", list(PLAYERS))
def test_every_word_drawn_in_a_picture_comes_from_the_catalogue(game):
    allowed = [*NAMES, *(g.title for g in GAMES.values())]
    found: dict[str, list[str]] = {}
    drawn_pictures = 0
    for state in positions(game, PLAYERS[game], seed=3, every=25):
        for draw in _closures(game, state):
            drawn = legibility.sketch_of(draw)  # outside the pseudo-locale, as the painter thread draws
            drawn_pictures += 1
            for text in legibility.texts(drawn):
                if words := stray_words(text, allowed):
                    found.setdefault(text, words)
    assert drawn_pictures > 3
    assert not found, f"{len(found)} drawn texts with words outside the catalogue: " + "; ".join(
        f"{text!r} ({' '.join(w)})" for text, w in list(found.items())[:20])
