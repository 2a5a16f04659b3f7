"""The Somnikum presenter without Discord: random games for every player count,
checking Discord's limits, that choices are exactly the engine's legal actions,
that public text never names a goal card or an encounter card id, the ring's
step counts against the engine, the picture, and the /rules pages."""

from __future__ import annotations

import io
import json
import random
import re

import discord
import pytest
from PIL import Image

from bot.ui import prompt_view

from cogs.help import rules_pages
from cogs.present import presenter_for
from bot.pictures import Picture
from cogs.present import somnikum_dream_image
from cogs.present import somnikum_images as images
from cogs.present.somnikum import PRESENTER
from cogs.present.somnikum_words import card_text, dream_lines, ring_lines, steps_to
from cogs.present.somnikum_names import card_name, goal_name, names
from games.somnikum import GAME, rules
from games.somnikum.cards import CATALOG
from tests.present_support import check_embed, make_table

SECRET_ID = re.compile(r"\b(E\d\d|G\d)\b")








def test_presenter_is_found():
    assert presenter_for("somnikum") is PRESENTER


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_random_games_fit_and_keep_secrets(players, seed):
    state = GAME.new(players, seed, {})
    table = make_table(state, ["alice", "bob", "carol", "dave"][:players])
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        public = state.view(None)
        board = PRESENTER.board(table, public)
        check_embed(board)
        assert not SECRET_ID.search(str(board.to_dict()))
        seat = state.to_act()[0]
        check_embed(PRESENTER.private_embed(table, seat, state.view(seat)))
        choices = PRESENTER.choices(table, seat)
        legal = [GAME.encode(a) for a in state.legal_actions(seat)]
        # the engine's single steps (all of them, or all but the paid cards when the menus are full),
        # and the chains of them the engine applies in one click
        single = [c.value for c in choices if "+" not in c.value]
        chained = [c.value for c in choices if "+" in c.value]
        assert single == legal
        assert not chained or state.phase == "start"
        for value in chained:
            GAME.from_dict(state.to_dict()).apply(seat, GAME.decode(value))
        # a menu option's label holds 100 characters (a button's 80: ``prompt_view`` clips those)
        assert all(0 < len(c.label) <= 100 and "?" not in c.label.split("\u2192")[-1][:3] for c in choices)
        assert all(c.description is None or len(c.description) <= 100 for c in choices)
        assert len({c.label for c in choices}) == len(choices)
        view = prompt_view(1, 1, choices, selects=PRESENTER.prefer_selects(table, seat))
        shown = {o.value for item in view.children if isinstance(item, discord.ui.Select) for o in item.options}
        shown |= {item.custom_id.split(":", 4)[4] for item in view.children if isinstance(item, discord.ui.Button)}
        assert shown == {c.value for c in choices}, "a choice did not fit in the prompt"
        pick = rng.choice(chained) if chained and rng.random() < 0.5 else rng.choice(legal)
        for event in state.apply(seat, GAME.decode(pick)):
            line = PRESENTER.event_line(table, event)
            if line is None:
                continue
            assert len(line) <= 2000
            if event.public and event.kind not in ("final_scoring",):
                assert not SECRET_ID.search(line), line
        steps += 1
    final = PRESENTER.board(table, state.view(None))
    check_embed(final)
    assert "final scores" in final.title and "VP" in str(final.to_dict())
    for result in state.outcome():
        line = PRESENTER.result_line(table, result)
        assert f"{result.score} VP" in line and len(line) < 300


def test_ring_steps_match_the_engine():
    state = GAME.new(3, 7, {})
    rng = random.Random(7)
    for _ in range(40):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for wheel in (0, 1):
        far = steps_to(state.field, state.wheels[wheel])
        for k in range(1, rules.field_count(state) + 1):
            place = rules.landing(state, state.wheels[wheel], k, False)
            assert far[place] == k
    lines = ring_lines(state.view(None))
    assert sum(1 for x in lines if x.startswith("`")) == len(state.field)


def test_labels_read_well():
    state = GAME.new(2, 11, {})
    table = make_table(state, ["alice", "bob"])
    placer = state.to_act()[0]
    first = PRESENTER.choices(table, placer)[0]
    assert first.label.startswith("\u26ab between places 16 and 1, \u26aa between places 8 and 9")
    state.apply(placer, GAME.decode("f0"))
    seat = state.to_act()[0]
    labels = [c.label for c in PRESENTER.choices(table, seat) if "+" not in c.value]
    assert labels[0].startswith("Move flywheel 1 (next card: ") and labels[1].startswith("Move flywheel 2")
    state.apply(seat, GAME.decode("w0"))
    steps = [c.label for c in PRESENTER.choices(table, seat)]
    assert steps[0].startswith("Flywheel 1: 1 step \u2192 take ") and steps[0].endswith("(free, +2 tokens)")
    assert steps[2].endswith("(free)") and steps[-1] == "\u2190 Back: choose again"
    state.apply(seat, GAME.decode("s3"))
    attach = [c.label for c in PRESENTER.choices(table, seat)]
    assert attach[0].startswith("Attach to level 1: starts the row") and attach[0].endswith(" VP")
    card = state.field[2] if state.field[2] else None
    assert card is None  # the third card was taken
    # cards go by their (invented) names, never their ids
    assert card_text("F10") == f"\U0001f7e9*{card_name('F10')}* \U0001f409\U0001f3f0 \u26051"
    assert card_text("N3").startswith(f"\u2b1b*{card_name('N3')}* ") and "\U0001f441\ufe0f2" in card_text("N3")


def test_dream_lines_show_breaks_holes_and_tokens():
    dream = [[{"pos": 0, "card": "F10", "break": False, "tokens": []},
              {"pos": 1, "card": "F17", "break": False, "tokens": ["dragon"]},
              {"pos": 2, "card": "U02", "break": True, "tokens": []},
              {"pos": 3, "card": "U10", "break": False, "tokens": []}],
             [{"pos": 2, "card": "S01", "break": False, "tokens": []}], []]
    lines = dream_lines(dream)
    assert lines[0].startswith(f"**L1** \U0001f7e9*{card_name('F10')}*") and "+\U0001f409" in lines[0] and "\u2702\ufe0f" in lines[0]
    assert lines[1].startswith(f"**L2** \u00b7 \u00b7 \U0001f7e5*{card_name('S01')}*") and len(lines) == 2


def test_pictures_draw_the_ring_and_each_dream_apart():
    state = GAME.new(4, 5, {})
    rng = random.Random(5)
    for _ in range(60):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    public = state.view(None)
    names = ["alice", "bob", "carol", "dave"]
    key = json.dumps({k: public.get(k) for k in images.RING_KEYS}, sort_keys=True)
    ring = Image.open(io.BytesIO(images.draw_ring(key, tuple(names))))
    assert ring.format == "PNG" and ring.width == images.RING_W
    # the presenter's drawing functions run without the table (thread-safe): the ring, then a dream per seat
    table = make_table(state, names)
    draw = PRESENTER.board_image(table, public)
    assert draw is not None and draw() == images.draw_ring(key, tuple(names))
    dreams = PRESENTER.more_pictures(table, public)
    assert [name for name, _ in dreams] == ["dream-1.png", "dream-2.png", "dream-3.png", "dream-4.png"]
    for seat, (_, draw_dream) in enumerate(dreams):
        part = json.dumps(somnikum_dream_image.dream_part(public, seat), sort_keys=True)
        assert draw_dream() == somnikum_dream_image.draw_dream(part, names[seat])
    # keyed by what each shows: a move changes the ring and the mover's dream, not the others' dreams
    keys = [Picture.of(n, d).key for n, d in [("board.png", draw), *dreams]]
    assert all(k is not None for k in keys)
    assert keys == [Picture.of(n, d).key for n, d in [("board.png", PRESENTER.board_image(table, public)),
                                                       *PRESENTER.more_pictures(table, public)]]
    mover = state.to_act()[0]
    while state.to_act() == [mover] and not state.is_over:
        state.apply(mover, state.legal_actions(mover)[0])
    after = state.view(None)
    again = [Picture.of(n, d).key for n, d in [("board.png", PRESENTER.board_image(table, after)),
                                                *PRESENTER.more_pictures(table, after)]]
    assert again[0] != keys[0]
    others = [s for s in range(4) if s != mover and somnikum_dream_image.dream_part(after, s) == somnikum_dream_image.dream_part(public, s)]
    assert others and all(again[1 + s] == keys[1 + s] for s in others)


def test_running_scores_come_from_the_engine_and_add_the_goal_at_the_end():
    for seed in (1, 2):
        state = GAME.new(3, seed, {})
        rng = random.Random(seed)
        while not state.is_over:
            public = state.view(None)
            assert public["running_scores"] == [
                state.breakdown(s)["total"] - state.breakdown(s)["goal"] for s in range(3)]
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        end = state.view(None)
        assert [b["total"] for b in end["scores"]] == [r + b["goal"] for r, b in zip(end["running_scores"], end["scores"])]


def test_every_card_and_goal_has_an_invented_name_in_the_data():
    cards, goals = names()
    assert set(cards) == set(CATALOG.cards) and set(goals) == set(CATALOG.goals)
    assert len(set(cards.values())) == len(cards)  # no two cards share a name
    assert card_name("F10") == "Dragon's Keep" and goal_name("G3") == "Giants and Royals"


def test_rules_pages_load_and_fit():
    pages = rules_pages("somnikum")
    assert len(pages) >= 4
    for page in pages:
        assert page["title"] and 0 < len(page["text"]) <= 3500


def test_board_shows_token_backs_and_when_this_turn_ends_the_round_or_the_game():
    """K-14: each player's held tokens with their backs; K-16: the board and the
    mover's prompt say when this turn ends the round (condition A or B) or the game."""
    from tests.games.test_somnikum_support import arrange, force_draws, play, token_in_bag

    field: list[str | None] = [None] * 16
    field[3], field[7], field[12] = "F03", "F07", "F12"
    state = arrange(field=field, wheels=(0, 8), tokens={0: ["cloud!", "dragon~", "moon~"], 1: ["fish!"]})
    table = make_table(state, ["alice", "bob"])
    board = PRESENTER.board(table, state.view(None))
    check_embed(board)
    names = [f["name"] for f in board.to_dict()["fields"]]
    assert "\u23f33 (2 sand, 1 blank)" in names[0] and "\u23f31 (0 sand, 1 blank)" in names[1]
    text = str(board.to_dict())
    assert "cloud" not in text and "fish" not in text  # the fronts stay secret
    assert "**This turn ends the round** (only 2 cards will be left on the ring)" in board.description
    prompt = PRESENTER.private_embed(table, 0, state.view(0)).description
    assert "nothing can be played after you attach your card" in prompt
    assert "This turn ends" not in PRESENTER.private_embed(table, 1, state.view(1)).description

    state.round = 3
    assert "**This turn ends the game** (only 2 cards" in PRESENTER.board(table, state.view(None)).description

    ring = ["F02", "F03", "F04", "F05", "F07", "F08", "F09", "F10", "F11", "F12", "F13", "F15", "F17", "F18",
            "F19", "F20"]
    state = arrange(field=ring, wheels=(0, 2))
    table = make_table(state, ["alice", "bob"])
    assert "This turn ends" not in PRESENTER.board(table, state.view(None)).description
    force_draws(state, [token_in_bag(state, "cloud", blank=True)])
    play(state, "w0", "s2")
    board = PRESENTER.board(table, state.view(None))
    assert ("**This turn ends the round** (no card between the flywheels and a blank back drawn)"
            in board.description)
    assert "\u23f31 (0 sand, 1 blank)" in board.to_dict()["fields"][0]["name"]


def test_a_round_is_posted_as_one_short_line_per_player_and_its_turns_only_shown_on_the_board():
    from cogs.table_log import BoardLine, TableLog

    state = GAME.new(3, 21, {})
    table = make_table(state, ["alice", "bob", "carol"])
    rng = random.Random(21)
    log = TableLog()
    while True:
        seat = state.to_act()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        said = [(e, PRESENTER.event_line(table, e)) for e in events if e.public]
        log.add(table.id, [x for _, x in said if x])
        ended = [e for e in events if e.kind == "round_ended"]
        if ended:
            break
    assert all(isinstance(x, BoardLine) for e, x in said if x and e.kind != "round_ended")
    posted = log.take(table.id)
    assert len(posted) == 1  # the round's end, nothing of its turns
    header, *players = posted[0].split("\n")
    assert header.startswith("\U0001f305 **Round 1 ends**") and not isinstance(posted[0], BoardLine)
    assert [x.split("**")[1] for x in players] == ["alice", "bob", "carol"]
    assert all(len(x) <= 400 and x.endswith("VP so far") for x in players)
    assert log.recent(table.id)  # the turns were shown in the table message's "Last moves"


def test_a_chain_is_labelled_as_its_pick():
    state = GAME.new(2, 3, {})
    table = make_table(state, ["alice", "bob"])
    state.apply(state.to_act()[0], GAME.decode("f0"))
    seat = state.to_act()[0]
    picks = {c.value: c.label for c in PRESENTER.choices(table, seat) if "+" in c.value}
    assert picks and all(PRESENTER.label(table, seat, GAME.decode(v)) == label for v, label in picks.items())
