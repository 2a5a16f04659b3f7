"""The Traumland presenter without Discord: random games for every player count
and both options, checking Discord's limits, that the choices are exactly the
engine's legal actions (Dreamer declarations grouped apart, every one shown),
that public text never names a card still in a hand, and the /rules pages."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.ui import prompt_view
from cogs.help import rules_pages
from cogs.present import presenter_for
from cogs.present.traumland import (
    CARD_GROUP, DREAM_GROUP, PRESENTER, card_text, entry_text, hand_line, hand_lines, level_track,
    value_words,
)
from games.base import SeatResult, public
from games.traumland import GAME, Dream, Pass, Play
from tests.present_support import check_embed, make_table








def words(card: str) -> str:
    return value_words(card[0], int(card[1:]))


def names_card(text: str, card: str) -> bool:
    return bool(re.search(r"(?<!\w)" + re.escape(words(card)) + r"(?!\w)", text))


def layout(table: Any, seat: int, choices: list[Any]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """What prompt_view draws: button values, and (placeholder, option values) per select."""
    view = prompt_view(1, 7, choices, selects=PRESENTER.prefer_selects(table, seat)).to_components()
    buttons, selects = [], []
    for row in view:
        for c in row["components"]:
            if c["type"] == 2:
                buttons.append(c["custom_id"].split(":", 4)[4])
            else:
                selects.append((c.get("placeholder", ""), [o["value"] for o in c["options"]]))
                assert all(len(o["label"]) <= 100 and len(o.get("description") or "") <= 100 for o in c["options"])
    return buttons, selects


@pytest.mark.parametrize("players,options", [
    (2, {}), (3, {}), (4, {}), (2, {"most_beyond_12": True}), (3, {"lone_player_ends_round": True}),
])
def test_random_games_fit_and_keep_hands_secret(players, options):
    rng = random.Random(players)
    names = ["Ada", "Bartholomew-the-Dreamer-With-A-Long-Name"[:32], "Cy", "Dee"][:players]
    state = GAME.new(players, seed=f"present-{players}-{sorted(options)}", options=options)
    table = make_table(state, names, away=[1])
    declared: set[str] = set()  # declarations are public: "blue 9" may name a held card
    seen = {"buttons": 0, "selects": 0, "dream_select": 0, "dream_split": 0}
    steps = 0
    while not state.is_over and steps < 3000:
        pub = state.view(None)
        hands = {s: state.view(s)["hand"] for s in range(players)}
        held = {c for h in hands.values() for c in h if c[0] in "RBYG" and c[1:].isdigit()}
        board = PRESENTER.board(table, pub)
        check_embed(board)
        text = str(board.to_dict())
        assert not [c for c in held if names_card(text, c) and words(c) not in declared]
        for seat in range(players):
            private = PRESENTER.private_embed(table, seat, state.view(seat))
            check_embed(private)
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        choices = PRESENTER.choices(table, seat)
        assert [c.value for c in choices] == [GAME.encode(a) for a in legal]
        buttons, selects = layout(table, seat, choices)
        beside = []  # beside menus, a choice alone in its group (Pass, say) is a button
        if selects:
            sizes = {g: sum(c.group == g for c in choices) for g in {c.group for c in choices}}
            assert buttons == [c.value for c in choices if sizes[c.group] == 1]
            beside, buttons = buttons, []
        if buttons:
            seen["buttons"] += 1
            assert buttons == [c.value for c in choices]
            dreams = [c for c in choices if c.value.startswith("d")]
            # a Dreamer is a menu of its own, unless a single declaration is allowed
            assert len(dreams) <= 1 and all(sum(d.group == c.group for c in choices) == 1 for d in dreams)
        else:
            seen["selects"] += 1
            shown = beside + [v for _, values in selects for v in values]
            assert sorted(shown) == sorted(c.value for c in choices), "every legal play is offered"
            for placeholder, values in selects:
                dreams = [v.startswith("d") for v in values]
                assert all(dreams) or not any(dreams), "Dreamer declarations are a list of their own"
                if all(dreams):
                    seen["dream_select"] += 1
                    assert placeholder.startswith(DREAM_GROUP)
                    seen["dream_split"] += placeholder != DREAM_GROUP
                else:
                    assert placeholder == CARD_GROUP
        # mostly play (passing a lot makes short games): pass 40% of the time when allowed
        plays = [a for a in legal if not isinstance(a, Pass)]
        action = Pass() if (Pass() in legal and (rng.random() < 0.4 or not plays)) else rng.choice(plays)
        events = state.apply(seat, action)
        if isinstance(action, Dream) and not action.divine:
            declared.add(value_words(action.colour, action.value))
        hidden = set(held)
        for event in events:
            if event.kind == "played":
                hidden.discard(event.data["card"])  # face up now
            line = PRESENTER.event_line(table, event)
            assert line and 0 < len(line) <= 1000 and "{" not in line, event
            if event.kind == "round_started":
                declared.clear()
            if event.public and event.kind != "round_started":
                assert not [c for c in hidden if names_card(line, c) and words(c) not in declared], line
        steps += 1
    assert state.is_over
    check_embed(PRESENTER.board(table, state.view(None)))
    assert seen["buttons"] and seen["selects"] and seen["dream_select"]
    for r in state.outcome():
        line = PRESENTER.result_line(table, r)
        assert names[r.seat] in line and f"level {r.details['level']}" in line


def test_cards_levels_and_hands_read_well():
    assert card_text("B7") == "\U0001f7e6 blue 7" and card_text("DIV") == "\u2728 Divine"
    assert entry_text({"card": "DRM", "colour": "Y", "value": 9, "divine": False}) == \
        "\U0001f319 Dreamer as \U0001f7e8 yellow 9"
    assert entry_text({"card": "DRM", "colour": None, "value": None, "divine": True}) == \
        "\U0001f319 Dreamer as \u2728 Divine"
    assert level_track(5) == "`" + "\u25b0" * 5 + "\u25b1" * 7 + "` **5**/12"
    assert level_track(14).startswith("`" + "\u25b0" * 12 + "`")
    hand = ["R1", "R7", "B3", "G11", "DRM", "DIV", "DIV"]
    assert hand_lines(hand, ["R7", "DRM"]) == [
        "\U0001f7e5 red: 1 \u00b7 **7**", "\U0001f7e6 blue: 3", "\U0001f7e9 green: 11",
        "\U0001f319 **Dreamer**", "\u2728 Divine \u00d72"]
    assert hand_line(hand) == ("\U0001f7e5 red 1 7 \u00b7 \U0001f7e6 blue 3 \u00b7 \U0001f7e9 green 11 \u00b7 "
                               "\U0001f319 Dreamer \u00b7 \u2728 Divine \u00d72")


def test_event_lines():
    state = GAME.new(3, seed=1)
    table = make_table(state, ["ann", "bob", "cy"], away=[1])
    line = PRESENTER.event_line
    assert line(table, public("played", seat=0, card="B7", colour="B", value=7, divine=False, led=True,
                              cards_left=5, auto=False)) == "**ann** leads \U0001f7e6 blue 7."
    assert line(table, public("played", seat=1, card="DRM", colour="B", value=9, divine=False, led=False,
                              cards_left=1, auto=False)) == \
        "**bob** plays \U0001f319 Dreamer as \U0001f7e6 blue 9 (1 card left)."
    assert line(table, public("passed", seat=2)) == "**cy** passes."
    assert line(table, public("trick_won", seat=1, cards=["B7", "DRM"], level=6, divine=False)) == \
        "\U0001f3c6 **bob** wins the trick (2 cards) and is now at level **6**."
    text = line(table, public("retired", seat=2, level=12, took_12_from=0, cards_out=4))
    assert "**cy** reaches **12**" in text and "from **ann**" in text and "4 cards leave play" in text
    text = line(table, public("round_over", round=2, reason="out", seat=1, unwon=["B7", "DRM"], tricks=[1, 2, 0],
                              levels=[4, 6, 3], holder_of_12=None))
    assert text.startswith("\U0001f51a **Round 2 is over**: **bob** played their last card")
    assert "nobody" in text and "ann **4** \u00b7 bob **6** \u00b7 cy **3**" in text and "B7" not in text
    assert "\n" not in text
    text = line(table, public("round_started", round=3, dealer=2, leader=0, levels=[4, 6, 3],
                              markers=["R4", "B6", "G3"], hand_sizes=[16, 16, 16]))
    assert text == "\U0001f0cf **Round 3**: cy deals 16 cards each; **ann** leads."
    assert "\U0001f7e5 red 1" in line(table, public("hand", round=3, hand=["R1", "DIV"]))
    assert "holds the 12" in line(table, public("game_over", winners=[2], places=[2, 3, 1], levels=[12, 9, 12],
                                                holder_of_12=2))
    r = PRESENTER.result_line
    assert r(table, SeatResult(2, 1, True, 12, {"level": 12, "holder_of_12": True, "reached_12": True})) == \
        "\U0001f947 **cy**: level 12 \u00b7 \U0001f451 holds the 12 card"
    assert "lost the 12 card" in r(table, SeatResult(0, 2, False, 12, {"level": 12, "holder_of_12": False,
                                                                           "reached_12": True}))
    assert r(table, SeatResult(1, 3, False, 9, {"level": 9, "holder_of_12": False, "reached_12": False})) == \
        "\U0001f949 **bob**: level 9"


def test_first_board_and_hand():
    state = GAME.new(3, seed=3)
    table = make_table(state, ["ann", "bob", "cy"], away=[1])
    pub = state.view(None)
    text = str(PRESENTER.board(table, pub).to_dict())
    leader = table.name_of(pub["leader"])
    assert f"No card yet: **{leader}** leads." in text and text.count("16 cards") == 3
    assert text.count("**1**/12") == 3 and "nobody yet" in text
    private = PRESENTER.private_embed(table, pub["leader"], state.view(pub["leader"])).to_dict()
    assert "Your turn: **lead** a card." in str(private) and "your hand (16 cards)" in private["title"]


def test_a_dreamer_lead_is_a_second_choice():
    """The opening lead of a round with a Dreamer and a Divine in hand (ruling
    1: any card): the plain cards and the Divine in one select, the 44
    declarations and the Dreamer as a Divine in two more, by colour."""
    state = GAME.new(3, seed=3)
    seat = state.to_act()[0]
    state.hands[seat] = ["R1", "R5", "B2", "Y9", "G4", "DRM", "DIV"] + state.hands[seat][7:]
    state._legal_cache = None
    table = make_table(state, ["ann", "bob", "cy"], away=[1])
    choices = PRESENTER.choices(table, seat)
    buttons, selects = layout(table, seat, choices)
    assert not buttons and len(selects) == 3
    assert selects[0][0] == CARD_GROUP and all(v.startswith("p") for v in selects[0][1])
    assert "pDIV" in selects[0][1]
    assert PRESENTER.prefer_selects(table, seat) and not PRESENTER.prefer_selects(table, None)
    assert [p for p, _ in selects[1:]] == [f"{DREAM_GROUP} (red or blue)", f"{DREAM_GROUP} (yellow or green or Divine)"]
    assert len(selects[1][1]) == 22 and len(selects[2][1]) == 23 and selects[2][1][-1] == "dDIV"
    prompt = str(PRESENTER.private_embed(table, seat, state.view(seat)).to_dict())
    assert "Your turn: **lead** a card. It is the round's opening lead: any card may lead" in prompt


def test_a_later_lead_offers_no_divine_beside_other_cards():
    """After the opening lead (ruling 1) the same hand leads value cards or the
    Dreamer as a value card only, and the prompt says nothing of the opening."""
    state = GAME.new(3, seed=3)
    seat = state.to_act()[0]
    state.hands[seat] = ["R1", "R5", "B2", "Y9", "G4", "DRM", "DIV"] + state.hands[seat][7:]
    state.opening = False
    state._legal_cache = None
    table = make_table(state, ["ann", "bob", "cy"], away=[1])
    buttons, selects = layout(table, seat, PRESENTER.choices(table, seat))
    assert not buttons and "pDIV" not in selects[0][1]
    assert [p for p, _ in selects[1:]] == [f"{DREAM_GROUP} (red or blue)", f"{DREAM_GROUP} (yellow or green)"]
    assert len(selects[1][1]) == len(selects[2][1]) == 22
    prompt = str(PRESENTER.private_embed(table, seat, state.view(seat)).to_dict())
    assert "Your turn: **lead** a card." in prompt and "opening lead" not in prompt


def test_a_dreamer_on_a_value_card_is_one_menu():
    state = GAME.new(3, seed=3)
    seat = state.to_act()[0]
    state.hands[seat] = ["B4", "B9", "R2", "DRM", "DIV"]
    state.trick = [{"seat": (seat + 2) % 3, "card": "B7", "colour": "B", "value": 7, "divine": False}]
    state._legal_cache = None
    table = make_table(state, ["ann", "bob", "cy"], away=[1])
    buttons, selects = layout(table, seat, PRESENTER.choices(table, seat))
    assert buttons == ["x"], "Pass stays a button beside the menus"
    assert selects == [(CARD_GROUP, ["pB9", "pDIV"]), (DREAM_GROUP, ["dB8", "dB9", "dB10", "dB11", "dDIV"])]
    state.hands[seat] = ["B4", "B9", "R2", "DIV"]
    state._legal_cache = None
    choices = PRESENTER.choices(table, seat)
    assert layout(table, seat, choices) == (["x", "pB9", "pDIV"], [])
    assert [c.label for c in choices] == ["Pass", "blue 9", "Divine"]


def test_presenter_is_found_and_rules_pages_fit():
    assert presenter_for("traumland") is PRESENTER
    pages = rules_pages("traumland")
    assert len(pages) >= 4
    for page in pages:
        assert page["title"] and 0 < len(page["text"]) <= 3500
    text = "\n".join(p["text"] for p in pages)
    for word in ("Dreamer", "Divine", "My hand", "Pass", "12 card", "most_beyond_12", "lone_player_ends_round"):
        assert word in text


def test_hand_picture_faces_follow_the_hand_and_what_is_playable():
    from cogs.present.traumland import DIVINE_RGB, DREAMER_RGB, PRESENTER, hand_faces

    faces = hand_faces(["B5", "R9", "DIV", "R3", "DRM", "DIV"], ["R9", "DRM"])
    assert [(f.big, f.word, f.bright, f.art) for f in faces] == [
        ("3", "red", False, None), ("9", "red", True, None), ("5", "blue", False, None),
        ("", "Dreamer", True, "moon"), ("", "Divine", False, "sun"), ("", "Divine", False, "sun")]
    assert faces[3].fill == DREAMER_RGB and faces[4].fill == DIVINE_RGB
    assert [f.suit for f in faces[:3]] == ["R", "R", "B"]  # drawn with their suit's shape
    assert all(f.bright for f in hand_faces(["B5", "DIV"]))  # not your turn: nothing dimmed
    state = GAME.new(3, seed=4)
    table = make_table(state, ["ann", "bob", "cy"])
    seat = state.to_act()[0]
    png = PRESENTER.hand_image(table, seat, state.view(seat))()
    assert png.startswith(b"\x89PNG")


def test_table_picture_draws_every_level_track_and_the_card_on_top():
    from cogs.present.traumland import PRESENTER, top_face
    from cogs.present.traumland_images import Track, sketch_table

    state = GAME.new(3, seed=4)
    table = make_table(state, ["ann", "bob", "cy"])
    state.levels[1] = 7
    draw = PRESENTER.board_image(table, state.view(None))
    assert draw is not None and draw().startswith(b"\x89PNG")
    title, top, by, tracks = draw.args
    assert top is None and by == ""
    assert [(t.name, t.level) for t in tracks] == [("ann", 1), ("bob", 7), ("cy", 1)]
    assert [t.to_act for t in tracks] == [s == state.to_act()[0] for s in range(3)]
    seat = state.to_act()[0]
    state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Play)))
    title, top, by, tracks = PRESENTER.board_image(table, state.view(None)).args
    assert top is not None and by == f"by {PRESENTER.name(table, seat)}"
    # a Dreamer on top shows what it was declared as
    face = top_face({"card": "DRM", "colour": "B", "value": 9, "divine": False, "seat": 0})
    assert (face.big, face.word, face.suit) == ("9", "Dreamer", "B")
    assert top_face({"card": "DRM", "divine": True, "seat": 0}).art == "sun"
    # the filled cells: level 7 fills seven cells in gold
    from io import BytesIO

    from PIL import Image

    from cogs.present.drawing import GOLD

    image = sketch_table("Round 1", None, "ann leads", (Track("ann", 7),)).image
    row = [image.getpixel((x, 38 + 15)) for x in range(image.width)]
    runs, inside = 0, False
    for pixel in row:
        if pixel == GOLD and not inside:
            runs += 1
        inside = pixel == GOLD
    assert runs == 7, runs
    assert Image.open(BytesIO(draw())).width == image.width
