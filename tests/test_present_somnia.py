"""The Somnia presenter without Discord: random games for every player count,
checking Discord's limits, that choices are exactly the engine's legal actions,
that public text never shows a card still in a hand, and the /rules pages."""

from __future__ import annotations

import random
import re

import discord
import pytest

from cogs.help import rules_pages
from cogs.present import presenter_for
from cogs.present.somnia import PRESENTER, REVOKE_GROUP, card_text, card_words, sort_hand
from games.base import SeatResult
from games.somnia import GAME
from tests.present_support import check_embed, make_table








def shows(text: str, card: str) -> bool:
    return any(re.search(re.escape(form) + r"(?!\w)", text) for form in (card_text(card), card_words(card)))


def test_presenter_is_found():
    assert presenter_for("somnia") is PRESENTER


@pytest.mark.parametrize("players,revoke", [(2, False), (3, False), (3, True), (4, True)])
def test_random_games_fit_and_keep_hands_secret(players, revoke):
    rng = random.Random(players * 10 + revoke)
    names = ["Ada", "Bartholomew-the-Dreamer-With-A-Long-Name"[:32], "Cy", "Dee"][:players]
    state = GAME.new(players, seed=f"present-{players}-{revoke}", options={"allow_revoke": revoke})
    table = make_table(state, names, away=[1])
    seen_revoke = False
    steps = 0
    while not state.is_over and steps < 400:
        public = state.view(None)
        hands = {s: state.view(s)["hand"] for s in range(players)}
        board = PRESENTER.board(table, public)
        check_embed(board)
        board_text = str(board.to_dict())
        for hand in hands.values():
            assert not any(shows(board_text, c) for c in hand)
        assert "not yet set" in board_text or public["nightmare"]
        for seat in range(players):
            private = PRESENTER.private_embed(table, seat, state.view(seat))
            check_embed(private)
            text = str(private.to_dict())
            for other, hand in hands.items():
                if other != seat:
                    # a card of another hand may show only as a rank in this player's own suit rows: never as a card
                    assert not any(re.search(re.escape(card_text(c)) + r"(?!\w)", text) for c in hand)
        seat = state.to_act()[0]
        choices = PRESENTER.choices(table, seat)
        legal = state.legal_actions(seat)
        assert [c.value for c in choices] == [GAME.encode(a) for a in legal]
        assert len(choices) <= 20, "one button per card fits"
        for c, a in zip(choices, legal):
            assert len(c.label) <= 80 and (c.description is None or len(c.description) <= 100)
            if a.revoke:
                seen_revoke = True
                assert c.group == REVOKE_GROUP and c.style is discord.ButtonStyle.danger
                assert c.label == f"Revoke: play {card_words(a.card)} (you lose a life chip now)"
            else:
                assert c.group != REVOKE_GROUP and c.style is discord.ButtonStyle.secondary  # no suit's colour
                night = public["nightmare"]
                if night and a.card[0] == night:
                    assert c.label.startswith(f"{card_words(a.card)} \U0001f319 Nightmare"), c.label
                    rank = {"7": 12, "5": 11}.get(a.card[1:])
                    assert c.label.endswith(f", ranks {rank}") if rank else c.label.endswith("Nightmare")
                else:
                    assert c.label == card_words(a.card)
        action = rng.choice([a for a in legal if not a.revoke] or legal)
        if revoke and any(a.revoke for a in legal) and rng.random() < 0.05:
            action = rng.choice([a for a in legal if a.revoke])
        events = state.apply(seat, action)
        # the cards still hidden while these events happen (a new deal's hands come later)
        hidden = {s: [c for c in hand if c != action.card] for s, hand in hands.items()}
        for event in events:
            line = PRESENTER.event_line(table, event)
            if line is None:
                assert event.kind == "chip_lost" and event.data["reason"] == "ending"
                continue
            assert 0 < len(line) <= 1000 and "{" not in line
            if event.public:
                for hand in hidden.values():
                    assert not any(shows(line, c) for c in hand), (event, line)
        steps += 1
    assert state.is_over
    if revoke and players == 4:
        assert seen_revoke
    check_embed(PRESENTER.board(table, state.view(None)))
    for r in state.outcome():
        line = PRESENTER.result_line(table, r)
        assert names[r.seat] in line and "life chip" in line


def test_lines_read_well():
    state = GAME.new(3, seed=1)
    table = make_table(state, ["ann", "bob", "cy"], away=[1])
    from games.base import public

    assert PRESENTER.event_line(table, public("card_played", seat=0, card="R7", revoke=False, position=1)) \
        == "**ann** plays \U0001f7e57."
    line = PRESENTER.event_line(table, public("trick_won", seat=2, trick_number=4, points=23,
                                              cards=[{"seat": 0, "card": "B7"}, {"seat": 1, "card": "R10"},
                                                     {"seat": 2, "card": "B10"}]))
    assert line == "\U0001f3c6 **cy** takes trick 4 (\U0001f7e67 \U0001f7e510 \U0001f7e610): 23 points."
    line = PRESENTER.event_line(table, public(
        "deal_scored", deal_number=2, nightmare="G", points=[40, 61, 50], tricks=[3, 5, 4], total=151,
        ending="Between Dream and The Dawn", ending_key="between", losers=[2], lives=[3, 3, 1]))
    assert "Deal 2 ends: Between Dream and The Dawn" in line and "ann 40, bob 61, cy 50" in line
    assert "**cy** loses a life chip (1 chip left)" in line and "green" in line
    line = PRESENTER.event_line(table, public("nightmare_set", seat=1, card="Y3", suit="Y"))
    assert "**bob** sets the Nightmare" in line and "yellow" in line
    assert "revoke" in PRESENTER.event_line(table, public("chip_lost", seat=0, reason="revoke", lives=2))
    assert PRESENTER.result_line(table, SeatResult(0, 1, True, 2, {"lives": 2, "deals": 5})) \
        == "\U0001f947 **ann**: 2 life chips left after 5 deals"


def test_sorting_and_first_board():
    assert sort_hand(["Y2", "R10", "B3", "R2", "G9"]) == ["R2", "R10", "B3", "G9", "Y2"]
    # with the Nightmare set the view's card values rank its 5 as 11 and its 7 as 12: they sort last
    s = GAME.new(4, seed=1)
    s.nightmare = "Y"
    values = s.view(None)["card_values"]
    assert sort_hand(["Y7", "Y6", "R7", "Y8", "Y5", "Y10"], values) == ["R7", "Y6", "Y8", "Y10", "Y5", "Y7"]
    state = GAME.new(2, seed=3)
    table = make_table(state, ["ann", "bob"], away=[1])
    text = str(PRESENTER.board(table, state.view(None)).to_dict())
    assert "not yet set" in text and "12 cards" in text and "Draw deck" in text


def test_rules_pages_load_and_fit():
    pages = rules_pages("somnia")
    assert len(pages) >= 4
    for page in pages:
        assert page["title"] and 0 < len(page["text"]) <= 3500
    text = "\n".join(p["text"] for p in pages)
    for ending in ("Captive of Dream", "A Black String", "Sleepless Child", "Dreamless Child",
                   "Between Dream and The Dawn", "Monopoly", "Solitude", "Two Black Strings"):
        assert ending in text
    assert "My hand" in text and "allow_revoke" in text


def test_trick_picture():
    state = GAME.new(4, seed=5)
    table = make_table(state, ["ann", "bob", "cy", "a-rather-long-player-name"], away=[1])
    draw = PRESENTER.board_image(table, state.view(None))
    assert draw is not None and draw().startswith(b"\x89PNG")
    for _ in range(5):  # a trick taken: the picture shows it until the next card
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    png = PRESENTER.board_image(table, state.view(None))()
    assert png.startswith(b"\x89PNG") and len(png) < 200_000


def test_hand_picture_brightens_the_playable_cards():
    import io
    from collections import Counter

    from PIL import Image

    from cogs.present.card_images import HAND_GAP, HAND_H, HEADER, MARGIN, PER_ROW, RAISE, SUIT_RGB, hand_slot
    from cogs.present.drawing import DIM
    from cogs.present.somnia import hand_faces

    state = GAME.new(3, seed=11)
    table = make_table(state, ["ann", "bob", "cy"])
    for _ in range(40):  # until a player to act may not play every card (they must follow)
        seat = state.to_act()[0]
        if len(state.legal_actions(seat)) < len(state.view(seat)["hand"]):
            break
        state.apply(seat, state.default_action(seat))
    acting = state.to_act()[0]
    waiting = (acting + 1) % 3
    legal = {a.card for a in state.legal_actions(acting)}
    for seat, bright in ((acting, legal), (waiting, set(state.view(waiting)["hand"]))):
        view = state.view(seat)
        hand = sort_hand(view["hand"], view["card_values"])
        assert bright < set(hand) or seat == waiting
        image = Image.open(io.BytesIO(PRESENTER.hand_image(table, seat, view)())).convert("RGB")
        rows = (len(hand) + PER_ROW - 1) // PER_ROW
        raise_ = RAISE if seat == acting else 0  # only on the player's turn do cards stand raised
        assert image.height == HEADER + rows * (HAND_H + raise_) + (rows - 1) * HAND_GAP + MARGIN
        faces = hand_faces(hand, view, frozenset(legal) if seat == acting else frozenset())
        for i, card in enumerate(hand):  # the card's fill, just inside its left edge
            x, y = hand_slot(i, faces)
            # bright cards stand RAISE px higher than the others in their row
            assert y == HEADER + (i // PER_ROW) * (HAND_H + raise_ + HAND_GAP) + (0 if card in bright else raise_)
            fill = SUIT_RGB[card[0]]
            inside = Counter(image.crop((x + 4, y + 4, x + 68, y + HAND_H - 4)).get_flattened_data())
            assert inside.most_common(1)[0][0] == (fill if card in bright else DIM[fill]), card


def test_the_board_names_who_is_winning_the_trick():
    from tests.games.test_somnia_support import build

    state = build(4, ["B2", "R10 Y7", "R5 B3", "R6 B8"], leader=0, trick=[(0, "R9")])
    table = make_table(state, ["ann", "bob", "cy", "dee"])
    state.apply(1, next(a for a in state.legal_actions(1) if a.card == "R10"))
    fields = {f.name: f.value for f in PRESENTER.board(table, state.view(None)).fields}
    assert any(name.startswith("Trick 1") and name.endswith(": bob winning") for name in fields), fields
    slots = PRESENTER.board_image(table, state.view(None)).args[1]
    assert PRESENTER.board_image(table, state.view(None)).args[3] == 1 and slots[1][0] == "bob"
