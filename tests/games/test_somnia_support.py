"""Somnia test helpers (build a chosen position, play cards) and the data/codec tests."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

import pytest

from games import GAMES
from games.base import IllegalAction
from games.somnia import GAME, Play
from games.somnia.cards import (
    ALL_CARDS, DEALS, ENDINGS, START_LIVES, SUITS, deck_for, points, strength, total_points,
)


def cards(text: str) -> list[str]:
    """'R7 B10' -> ['R7', 'B10']."""
    return text.split()


def build(players: int, hands: Sequence[str | Sequence[str]], *, leader: int = 0,
          trick: Sequence[tuple[int, str]] = (), nightmare: str | None = None,
          captured: Sequence[str | Sequence[str]] | None = None, tricks: Sequence[int] | None = None,
          lives: Sequence[int] | None = None, deck: str | Sequence[str] = (), dealer: int | None = None,
          options: dict[str, Any] | None = None, deal_number: int = 1, seed: int = 0):
    """A Somnia state from a chosen position (hands as 'R7 B10' strings or lists)."""
    def as_list(x: str | Sequence[str]) -> list[str]:
        return cards(x) if isinstance(x, str) else list(x)

    hands_l = [as_list(h) for h in hands]
    captured_l = [as_list(c) for c in captured] if captured is not None else [[] for _ in range(players)]
    d = {
        "players": players,
        "options": {"allow_revoke": False, **(options or {})},
        "rng": {"seed": str(seed), "n": 0, "forced": []},
        "lives": list(lives) if lives is not None else [START_LIVES] * players,
        "dealer": (leader - 1) % players if dealer is None else dealer,
        "deal_number": deal_number,
        "hands": hands_l,
        "deck": as_list(deck),
        "captured": captured_l,
        "tricks": list(tricks) if tricks is not None else [len(c) // players for c in captured_l],
        "trick": [[s, c] for s, c in trick],
        "leader": leader,
        "current": (leader + len(trick)) % players,
        "nightmare": nightmare,
        "last_trick": None,
        "last_deal": None,
        "over": False,
    }
    return GAME.from_dict(d)


def play(state, *played: str, revoke: bool = False) -> list:
    """Play each card in turn for whoever is to act; return all events."""
    events = []
    for card in played:
        events += state.apply(state.to_act()[0], Play(card, revoke))
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def first(events, kind: str):
    return next(e for e in events if e.kind == kind)


def all_cards_of(state) -> list[str]:
    """Every card the deal accounts for: hands, deck, trick on the table, captured piles."""
    d = state.to_dict()
    return ([c for h in d["hands"] for c in h] + d["deck"] + [c for _, c in d["trick"]]
            + [c for p in d["captured"] for c in p])


def assert_cards_accounted(state) -> None:
    """Nobody holds a card twice and every card of the deck is somewhere."""
    held = all_cards_of(state)
    dupes = [c for c, k in Counter(held).items() if k > 1]
    assert not dupes, f"cards held twice: {dupes}"
    assert sorted(held) == sorted(deck_for(state.players))


# -- tests of the data and the codec ------------------------------------------

def test_registered():
    assert GAMES["somnia"] is GAME
    assert (GAME.title, GAME.min_players, GAME.max_players) == ("Somnia", 2, 4)
    assert GAME.options["allow_revoke"].default is False


def test_deck_sizes_and_suits():
    assert len(ALL_CARDS) == 36 and len(set(ALL_CARDS)) == 36 and len(SUITS) == 4
    assert len(deck_for(2)) == 24 and all(int(c[1:]) >= 5 for c in deck_for(2))
    assert deck_for(3) == deck_for(4) == list(ALL_CARDS)
    for n in (2, 3, 4):
        shape = DEALS[n]
        assert n * shape.hand <= len(deck_for(n))
    assert len(deck_for(2)) - 2 * DEALS[2].hand == 12  # the 2-player draw deck


@pytest.mark.parametrize("players", [2, 3, 4])
def test_totals_are_120_without_and_151_with_a_nightmare(players):
    deck = deck_for(players)
    assert total_points(deck, None) == 120
    for suit in SUITS:
        assert total_points(deck, suit) == 151


def test_nightmare_promotions():
    assert (strength("R5", "R"), points("R5", "R")) == (11, 13)
    assert (strength("R7", "R"), points("R7", "R")) == (12, 20)
    assert (strength("R5", "B"), points("R5", "B")) == (5, 0)
    assert (strength("R7", None), points("R7", None)) == (7, 2)
    order = sorted((f"G{r}" for r in range(2, 11)), key=lambda c: -strength(c, "G"))
    assert order == cards("G7 G5 G10 G9 G8 G6 G4 G3 G2")
    assert [points(f"B{r}", None) for r in range(2, 11)] == [0, 0, 0, 0, 10, 2, 3, 4, 11]


def test_ending_names_as_printed():
    assert set(ENDINGS.values()) == {
        "Captive of Dream", "A Black String", "Sleepless Child", "Dreamless Child",
        "Between Dream and The Dawn", "Monopoly", "Solitude", "Two Black Strings",
    }


def test_codec_round_trip_and_refusals():
    for card in ALL_CARDS:
        for revoke in (False, True):
            action = Play(card, revoke)
            text = GAME.encode(action)
            assert len(text) <= 60 and GAME.decode(text) == action
    assert GAME.encode(Play("B10")) == "pB10" and GAME.encode(Play("R7", True)) == "rR7"
    for bad in ("", "p", "pR1", "pR11", "xR7", "pX7", "pr7", "R7", "pR7 "):
        with pytest.raises(IllegalAction):
            GAME.decode(bad)
    with pytest.raises(IllegalAction):
        GAME.encode(Play("Z9"))


def test_helper_builds_an_equal_state_after_a_round_trip():
    state = build(3, ["R2 R3", "B2 B3", "G2 G3"], captured=["R4 B4 G4", "", ""], leader=1, deck="")
    assert GAME.from_dict(state.to_dict()) == state
    assert state.to_act() == [1]


def test_module_doctest():
    import doctest

    import games.somnia as package

    assert doctest.testmod(package).failed == 0
