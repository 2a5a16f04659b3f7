"""Traumland test helpers (build a chosen position, play actions by text) and
the data, codec, option, view and deal tests."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

import pytest

from games import GAMES
from games.base import IllegalAction, Rng
from games.traumland import GAME, Dream, Pass, Play
from games.traumland.cards import (
    ALL_CARDS, COLOURS, DECK_SIZE, DIVINE, DREAMER, HAND_SIZE, TWELVE, VALUE_CARDS, deck_without_twelve,
)
from games.traumland.state import TraumlandState


def cards(text: str | Sequence[str]) -> list[str]:
    """'R7 B10 DRM' -> ['R7', 'B10', 'DRM']."""
    return text.split() if isinstance(text, str) else list(text)


def entry(seat: int, card: str, colour: str | None = None, value: int | None = None) -> dict[str, Any]:
    """A trick entry: (0, 'R7'), (1, 'DIV'), (2, 'DRM', 'B', 8), (2, 'DRM') = Dreamer as Divine."""
    if card == DREAMER:
        return {"seat": seat, "card": card, "colour": colour, "value": value, "divine": colour is None}
    if card == DIVINE:
        return {"seat": seat, "card": card, "colour": None, "value": None, "divine": True}
    return {"seat": seat, "card": card, "colour": card[0], "value": int(card[1:]), "divine": False}


def build(players: int, hands: Sequence[str | Sequence[str]], *, levels: Sequence[int] | None = None,
          leader: int = 0, turn: int | None = None, trick: Sequence[tuple] = (), passes: Sequence[int] = (),
          retired: Sequence[int] = (), holder_of_12: int | None = None, reached_12: Sequence[int] | None = None,
          tricks: Sequence[int] | None = None, dealer: int | None = None, options: dict[str, Any] | None = None,
          round_no: int = 1, seed: int | str = 0, opening: bool | None = None) -> TraumlandState:
    """A Traumland state from a chosen position. Markers take the first free
    colour of each level; every other card is out of play, so the 53 cards
    are accounted for. ``opening``: whether no card has been played yet this
    round (ruling 1); left out, the snapshot has no flag, as one stored before
    the flag existed, and a position of short hands reads as a later lead."""
    hands_l = [cards(h) for h in hands]
    assert len(hands_l) == players
    levels_l = list(levels) if levels is not None else [1] * players
    trick_l = [entry(*t) for t in trick]
    free = Counter(deck_without_twelve())
    free.subtract(Counter(c for h in hands_l for c in h))
    free.subtract(Counter(e["card"] for e in trick_l))
    markers = []
    for level in levels_l:
        marker = next(f"{c}{min(level, 11)}" for c in COLOURS if free[f"{c}{min(level, 11)}"] > 0)
        free[marker] -= 1
        markers.append(marker)
    assert all(v >= 0 for v in free.values()), "the position uses a card twice"
    if turn is None:
        if trick_l:
            turn = trick_l[-1]["seat"]
            for _ in range(1 + len(passes)):
                turn = (turn + 1) % players
                while turn in retired:
                    turn = (turn + 1) % players
        else:
            turn = leader
    d = {
        "players": players,
        "options": {"most_beyond_12": False, "lone_player_ends_round": False, **(options or {})},
        "rng": Rng(seed).to_dict(),
        "round": round_no,
        "dealer": (leader - 1) % players if dealer is None else dealer,
        "levels": levels_l,
        "markers": markers,
        "hands": hands_l,
        "out": sorted(free.elements()),
        "trick": trick_l,
        "passes": list(passes),
        "leader": leader,
        "turn": turn,
        "tricks": list(tricks) if tricks is not None else [0] * players,
        "retired": list(retired),
        "reached_12": list(reached_12) if reached_12 is not None else list(retired),
        "holder_of_12": holder_of_12 if holder_of_12 is not None else (retired[-1] if retired else None),
        "last_round": None,
        "over": False,
    }
    if opening is not None:
        d["opening"] = opening
    return GAME.from_dict(d)


def act(state: TraumlandState, *moves: str) -> list:
    """Apply moves by their text code ('pR7', 'dB9', 'dDIV', 'x') for whoever
    is to act; return every event."""
    events = []
    for text in moves:
        events += state.apply(state.to_act()[0], GAME.decode(text))
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of_kind(events, kind: str) -> list[dict]:
    return [dict(e.data) for e in events if e.kind == kind]


def accounted(state: TraumlandState) -> list[str]:
    """Hands + trick + out of play + markers + the 12 card, sorted (compare with FULL_DECK)."""
    found = [c for h in state.hands for c in h]
    found += [e["card"] for e in state.trick]
    found += state.out
    found += state.markers
    found.append(TWELVE)
    found.sort()
    return found


FULL_DECK = sorted(Counter(ALL_CARDS).elements())


# -- data -------------------------------------------------------------------


def test_the_deck_has_53_cards():
    assert DECK_SIZE == 53
    assert len(VALUE_CARDS) == 44 and all(ALL_CARDS[c] == 1 for c in VALUE_CARDS)
    assert ALL_CARDS[DIVINE] == 4 and ALL_CARDS[DREAMER] == 4 and ALL_CARDS[TWELVE] == 1
    assert len(deck_without_twelve()) == 52


def test_the_data_schema_refuses_a_broken_file():
    from games.datafiles import DataError, check, load
    from games.traumland.cards import SCHEMA
    good = dict(load("traumland/cards.toml"))
    check(good, SCHEMA, "cards.toml")
    for broken in ({**good, "max_value": "11"}, {k: v for k, v in good.items() if k != "hand_size"},
                   {**good, "hand_size": {"2": 20, "3": 16}}):
        with pytest.raises(DataError):
            check(broken, SCHEMA, "cards.toml")


def test_hand_sizes_match_the_rulebook_with_markers_out():
    assert dict(HAND_SIZE) == {2: 20, 3: 16, 4: 12}
    left_over = {2: 10, 3: 1, 4: 0}
    for n, size in HAND_SIZE.items():
        assert 52 - n - n * size == left_over[n]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_deals_the_rulebook_counts(players):
    for seed in range(5):
        state = GAME.new(players=players, seed=seed)
        view = state.view(None)
        assert view["hand_sizes"] == [HAND_SIZE[players]] * players
        assert view["out_count"] == {2: 10, 3: 1, 4: 0}[players]
        assert view["levels"] == [1] * players
        assert sorted(int(m[1:]) for m in view["markers"]) == [1] * players
        assert len(set(view["markers"])) == players
        assert accounted(state) == FULL_DECK
        # The first dealer is random; the player on their left leads.
        assert view["leader"] == (view["dealer"] + 1) % players == view["current"]


def test_the_first_dealer_is_drawn_from_the_rng():
    assert {GAME.new(players=4, seed=s).view(None)["dealer"] for s in range(30)} == {0, 1, 2, 3}


# -- descriptor, codec, options ---------------------------------------------


def test_registered_with_options_documented():
    assert GAMES["traumland"] is GAME
    assert (GAME.title, GAME.min_players, GAME.max_players) == ("Traumland", 2, 4)
    assert set(GAME.options) == {"most_beyond_12", "lone_player_ends_round"}
    for opt in GAME.options.values():
        assert opt.default is False and opt.description and len(opt.description) <= 100
    doc = __import__("games.traumland", fromlist=["x"]).__doc__
    assert "most_beyond_12" in doc and "lone_player_ends_round" in doc


@pytest.mark.parametrize("action,text", [
    (Play("R7"), "pR7"), (Play("G11"), "pG11"), (Play("DIV"), "pDIV"),
    (Dream("B", 9), "dB9"), (Dream("Y", 11), "dY11"), (Dream(), "dDIV"), (Pass(), "x"),
])
def test_codec_round_trips(action, text):
    assert GAME.encode(action) == text
    assert GAME.decode(text) == action
    assert len(text) <= 60


@pytest.mark.parametrize("text", ["", "p", "pR0", "pR12", "pR07", "p12", "pDRM", "dR12", "dDRM", "d", "xx",
                                  "pX5", "Play", "pr7"])
def test_malformed_codes_are_refused(text):
    with pytest.raises(IllegalAction):
        GAME.decode(text)


def test_actions_are_hashable_and_frozen():
    assert len({Play("R7"), Play("R7"), Dream("B", 2), Dream("B", 2), Pass(), Pass()}) == 3
    with pytest.raises(AttributeError):
        Play("R7").card = "R8"  # type: ignore[misc]


# -- views and defaults -----------------------------------------------------


MINIMUM_KEYS = {"levels", "top", "trick_owner", "passes", "hand_sizes", "leader", "retired", "holder_of_12"}


def test_views_carry_the_minimum_keys_and_hide_hands():
    state = build(3, ["B2 B3", "R7 DRM", "G3 DIV"], trick=[(0, "R5")])
    public_view = state.view(None)
    assert MINIMUM_KEYS <= set(public_view)
    assert "hand" not in public_view
    assert public_view["top"] == {"seat": 0, "card": "R5", "colour": "R", "value": 5, "divine": False}
    assert public_view["trick_owner"] == 0 and public_view["current"] == 1
    own = state.view(1)
    assert own["hand"] == ["R7", "DRM"] and own["playable"] == ["R7", "DRM"]
    assert state.view(2)["playable"] == []  # not seat 2's turn
    assert {k: v for k, v in own.items() if k not in ("hand", "seat", "playable")} == public_view


def test_top_shows_a_dreamers_declaration_and_who_played_it():
    state = build(2, ["B2 B3", "R7 DRM"], trick=[(0, "R5")])
    act(state, "dR9")
    top = state.view(None)["top"]
    assert top == {"seat": 1, "card": "DRM", "colour": "R", "value": 9, "divine": False}
    assert state.view(None)["trick_owner"] == 1


def test_default_is_pass_when_legal_else_the_lowest_card():
    leading = build(2, ["G9 R4 B4 DRM DIV", "R7"])
    assert leading.default_action(0) == Play("R4")
    only_special = build(2, ["DIV DRM", "R7"])
    assert only_special.default_action(0) == Dream("R", 1)
    only_divine = build(2, ["DIV DIV", "R7"])
    assert only_divine.default_action(0) == Play("DIV")
    answering = build(2, ["B2 B3", "R7 DRM"], trick=[(0, "R5")])
    assert answering.default_action(1) == Pass()


def test_deal_events_are_private_and_the_rest_public():
    state = build(2, ["R5 B2", "R7"], levels=[3, 1])
    events = act(state, "pR5", "x")  # seat 0 wins a trick, then ... plays on
    assert all(e.public for e in events)
    events = act(state, "pB2")  # last card: the round ends, a new round is dealt
    hands = [e for e in events if e.kind == "hand"]
    assert [sorted(e.audience) for e in hands] == [[0], [1]]
    assert all(e.public for e in events if e.kind != "hand")
    assert not any("hand" in e.data for e in events if e.public)


def test_explanations_name_the_rule():
    state = build(2, ["R5 R6 DIV DRM", "R7 B9 DRM DIV"])
    with pytest.raises(IllegalAction, match="lead a Divine only when you hold nothing else"):
        state.apply(0, Play("DIV"))
    with pytest.raises(IllegalAction, match="must play a card"):
        state.apply(0, Pass())
    with pytest.raises(IllegalAction, match="declared as a value card"):
        state.apply(0, Dream())
    with pytest.raises(IllegalAction, match="do not hold a green 4"):
        state.apply(0, Play("G4"))
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(1, Play("R7"))
    act(state, "pR5")
    with pytest.raises(IllegalAction, match="higher red card"):
        state.apply(1, Play("B9"))
    with pytest.raises(IllegalAction, match="declared red 6 to 11, or a Divine"):
        state.apply(1, Dream("B", 9))
    act(state, "pDIV")
    with pytest.raises(IllegalAction, match="Only a 1 of any colour or a Dreamer"):
        state.apply(0, Play("R6"))
    with pytest.raises(IllegalAction, match="not as another Divine"):
        state.apply(0, Dream())
