"""The painter (bot/pictures.py): keyed by what a picture is drawn from, so a
cached picture is only ever the same picture; a bounded cache; one drawing
for concurrent requests; and "picture follows" when every slot is busy."""

from __future__ import annotations

import asyncio
import threading
import time
from functools import partial

import pytest

from bot.pictures import Painter, Picture, content_key
from games import GAMES
from tests.present_support import make_table


def hand_pictures(game: str, players: int, seed: int) -> dict[int, Picture]:
    from cogs.present import presenter_for

    state = GAMES[game].new(players, seed=seed)
    table = make_table(state, [f"p{i}" for i in range(players)])
    presenter = presenter_for(game)
    return {seat: Picture.of("hand.png", presenter.hand_image(table, seat, state.view(seat)))
            for seat in range(players)}


async def test_a_cached_hand_is_never_served_for_another_seat():
    for game in ("somnia", "traumland"):
        pictures = hand_pictures(game, 3, seed=7)
        painter = Painter(limit=1)
        try:
            first = await painter.png(pictures[0])
            for seat in (1, 2):
                # the same table, the same deal, the same title: still another seat's entry
                assert pictures[seat].key != pictures[0].key
                assert painter.cached(pictures[seat]) is None, game
                shown = await painter.png(pictures[seat])
                assert shown == pictures[seat].draw() != first, game
            assert painter.cached(pictures[0]) == first and painter.drawn == 3
        finally:
            painter.close()


def test_only_a_partial_over_hashable_arguments_is_keyed():
    assert content_key(lambda: b"") is None
    assert content_key(partial(bytes, [1, 2])) is None  # a list: no key, drawn each time
    assert content_key(partial(bytes, (1, 2))) == content_key(partial(bytes, (1, 2)))
    assert content_key(partial(bytes, (1, 2))) != content_key(partial(bytes, (1, 3)))


async def test_the_cache_is_bounded_and_unkeyed_pictures_are_drawn_each_time():
    painter = Painter(limit=1, cache_bytes=250)
    try:
        pictures = [Picture.of("p.png", partial(bytes, (i,) * 100)) for i in range(3)]
        for picture in pictures:
            await painter.png(picture)
        assert painter.cached(pictures[0]) is None and painter.cached(pictures[2]) == bytes((2,) * 100)
        unkeyed = Picture.of("p.png", lambda: b"x")
        await painter.png(unkeyed)
        await painter.png(unkeyed)
        assert painter.drawn == 5
    finally:
        painter.close()


async def test_concurrent_requests_of_one_picture_draw_it_once():
    painter = Painter(limit=2)
    calls = []

    def draw(n: int) -> bytes:
        calls.append(n)
        return b"png"

    try:
        results = await asyncio.gather(*(painter.png(Picture.of("p.png", partial(draw, 1))) for _ in range(5)))
        assert results == [b"png"] * 5 and calls == [1]
    finally:
        painter.close()


async def test_a_busy_painter_lets_the_picture_follow_and_a_newer_answer_drops_it():
    painter = Painter(limit=1)
    gate = threading.Event()
    shown: list[tuple[str, bytes]] = []

    async def show(name: str, png: bytes) -> None:
        shown.append((name, png))

    try:
        holding = asyncio.create_task(painter.png(Picture("slow.png", lambda: gate.wait(10) and b"slow", None)))
        while not painter.busy():
            await asyncio.sleep(0)
        first, second = (Picture.of("hand.png", partial(bytes, (n,))) for n in (1, 2))
        assert await painter.now(first) is None and await painter.now(second) is None
        painter.follow("message-1", first, partial(show, "old"), name="follow-1")
        painter.follow("message-1", second, partial(show, "new"), name="follow-2")  # a newer answer, same message
        painter.follow("message-2", first, partial(show, "other"), name="follow-3")
        gate.set()
        assert await holding == b"slow"
        while len(shown) < 2:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        assert sorted(shown) == [("new", bytes((2,))), ("other", bytes((1,)))]
        assert await painter.now(first) == bytes((1,))  # drawn once, cached since
    finally:
        gate.set()
        painter.close()


def test_a_hand_put_together_from_mapped_tiles_is_the_hand_mapped_whole():
    """``draw_hand`` pastes tiles mapped onto the palette once; its PNG must be
    byte for byte the composed RGB hand mapped and encoded whole, for every
    kind of face, raised or not, one row or two, a title cut to fit, no cards."""
    import random

    from cogs.present import presenter_for
    from cogs.present.card_images import Face, compose_hand, draw_hand
    from cogs.present.drawing import encode

    hands: list[tuple[str, tuple[Face, ...]]] = []
    for game, players in (("somnia", 3), ("somnia", 4), ("traumland", 4)):
        presenter = presenter_for(game)
        for seed in range(3):
            state = GAMES[game].new(players, seed=seed)
            rng = random.Random(seed)
            table = make_table(state, [f"p{i}" for i in range(players)])
            for _ in range(rng.randrange(0, 30)):  # somewhere into the game: raised cards, a Nightmare, a Dreamer
                if state.is_over:
                    break
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            for seat in range(players):
                draw = presenter.hand_image(table, seat, state.view(seat))
                hands.append(draw.args)
    title, faces = hands[0]
    hands += [("A title far too long to fit the width of the picture, so it is cut with two dots " * 2, faces),
              (title, faces[:1]), (title, ())]
    assert any(not f.bright for _, fs in hands for f in fs) and any(len(fs) > 6 for _, fs in hands)
    for title, faces in hands:
        assert draw_hand(title, faces) == encode(compose_hand(title, faces)), (title, faces)


def test_a_trick_put_together_from_mapped_columns_is_the_trick_mapped_whole():
    """``draw_trick`` pastes the title and one column per seat, each mapped
    onto the palette once; its PNG must be byte for byte the composed RGB
    trick mapped and encoded whole: 2 to 4 players, led, winning, taken, with
    and without a Nightmare, a name cut to fit."""
    import random

    from cogs.present import presenter_for
    from cogs.present.drawing import encode
    from cogs.present.somnia_images import compose_trick, draw_trick

    presenter = presenter_for("somnia")
    tricks = []
    for players in (2, 3, 4):
        for seed in range(3):
            state = GAMES["somnia"].new(players, seed=seed)
            names = [f"player {i}" for i in range(players - 1)] + ["a name far too long for its column"]
            table = make_table(state, names)
            rng = random.Random(seed)
            for _ in range(40):
                if state.is_over:
                    break
                tricks.append(presenter.board_image(table, state.view(None)).args)
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert {t[2] for t in tricks} >= {None} and len({t[2] for t in tricks}) > 2, "with and without a Nightmare"
    assert any(t[4] for t in tricks) and any(t[3] is not None and not t[4] for t in tricks), "taken and winning"
    for args in tricks:
        assert draw_trick(*args) == encode(compose_trick(*args)), args


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
def test_a_ring_put_together_from_mapped_pieces_is_the_ring_mapped_whole():
    """``draw_ring`` pastes the header, the turn lanes, one piece per place
    and the flywheels (through their masks), each mapped onto the palette once
    and cached by what it shows; its PNG must be byte for byte the RGB ring
    mapped and encoded whole, at every position of seeded games of 2 to 4
    players: the pieces cached at one position are reused at the next, so a
    piece keyed without something it shows comes back wrong."""
    import json
    import random

    from cogs.present.drawing import encode
    from cogs.present.somnikum_images import RING_KEYS, draw_ring, ring_plan, sketch_ring

    seen: set[str] = set()
    positions = 0
    for players in (2, 3, 4):
        state = GAMES["somnikum"].new(players, players, {})
        rng = random.Random(players)
        names = tuple(f"player {i}" for i in range(players - 1)) + ("a name far too long for the ring's title line",)
        while True:
            public = state.view(None)
            key = json.dumps({k: public.get(k) for k in RING_KEYS}, sort_keys=True)
            assert draw_ring(key, names) == encode(sketch_ring(key, names).image), (players, positions)
            positions += 1
            plan = ring_plan(json.loads(key), names)
            seen |= {"over"} if public.get("over") else set()
            seen |= {"ending"} if plan.header[3] else set()
            seen |= {"backwards"} if "backwards" in plan.header[2] else set()
            seen |= {"taken place"} if any(card is None for *_, card, _ in plan.cards) else set()
            seen |= {"paid steps"} if any(paid for *_, reach in plan.cards for _, _, paid in reach) else set()
            seen |= {"picked wheel"} if any(picked for *_, picked in plan.wheels) else set()
            seen |= {"odd place"} if any(y % 2 for _, _, y, *_ in plan.cards) else set()
            for _, _, y, _ in plan.wheels:  # a flywheel across the header's foot, or in the bottom lane
                seen |= {"top lane"} if y == plan.top_arrow else {"bottom lane"} if y == plan.bottom_arrow else set()
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == {"over", "ending", "backwards", "taken place", "paid steps", "picked wheel", "odd place",
                    "top lane", "bottom lane"}, seen


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
def test_a_dream_put_together_from_mapped_pieces_is_the_dream_mapped_whole():
    """``draw_dream`` pastes the header's lines, each card with its tokens, and
    the band rules and breaks (through their masks), each mapped onto the
    palette once and cached by what it shows; its PNG must be byte for byte
    the RGB dream mapped and encoded whole: every seat's dream at every
    position of seeded games of 2 to 4 players (each one the painter would
    draw: a dream that did not change is not drawn again)."""
    import json
    import random

    from cogs.present.drawing import encode
    from cogs.present.somnikum_dream_image import draw_dream, dream_part, dream_plan, sketch_dream

    seen: set[str] = set()
    drawn: set[tuple[str, str]] = set()
    for players in (2, 3, 4):
        state = GAMES["somnikum"].new(players, 10 + players, {})
        rng = random.Random(players)
        names = [f"player {i}" for i in range(players - 1)] + ["a name far too long for the dream's title line"]
        while True:
            public = state.view(None)
            for seat in range(players):
                part = json.dumps(dream_part(public, seat), sort_keys=True)
                if (part, names[seat]) in drawn:
                    continue
                drawn.add((part, names[seat]))
                assert draw_dream(part, names[seat]) == encode(sketch_dream(part, names[seat]).image), part
                plan = dream_plan(json.loads(part), names[seat])
                seen |= {"current"} if plan.current else set()
                seen |= {"score"} if plan.header[1] else set()
                seen |= {"face up"} if plan.header[3] else set()
                seen |= {"no cards"} if not plan.cards else set()
                seen |= {"two bands"} if len(plan.rules) > 1 else set()
                seen |= {"token"} if any(tokens for *_, tokens, _ in plan.cards) else set()
                seen |= {"break"} if any(broken for *_, broken in plan.cards) else set()
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == {"current", "score", "face up", "no cards", "two bands", "token", "break"}, seen


def test_a_traumland_table_put_together_from_mapped_pieces_is_the_table_mapped_whole():
    """``draw_table`` pastes the title, the card on top with who played it, and
    one row per player, each mapped onto the palette once and cached by what it
    shows; its PNG must be byte for byte the RGB table mapped and encoded
    whole, at every position of seeded games of 2 to 4 players."""
    import random

    from cogs.present import presenter_for
    from cogs.present.drawing import encode
    from cogs.present.traumland_images import compose_table, draw_table

    presenter = presenter_for("traumland")
    seen: set[str] = set()
    for players in (2, 3, 4):
        state = GAMES["traumland"].new(players, seed=players)
        names = [f"player {i}" for i in range(players - 1)] + ["a name far too long for its row"]
        table = make_table(state, names)
        rng = random.Random(players)
        while True:
            args = presenter.board_image(table, state.view(None)).args
            assert draw_table(*args) == encode(compose_table(*args)), args
            title, top, by, tracks = args
            seen |= {"top"} if top is not None else {"no top"}
            seen |= {"by"} if by else set()
            seen |= {"retired"} if any(t.retired for t in tracks) else set()
            seen |= {"holds 12"} if any(t.holds_12 for t in tracks) else set()
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == {"top", "no top", "by", "retired", "holds 12"}, seen


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
def test_a_darkly_dreaming_board_put_together_from_bands_is_the_board_mapped_whole():
    """``draw_board`` pastes the title strip, the dice (a column per die) and
    one band per dreamer card (put together from its rows), each mapped onto
    the palette once and cached by the data it shows; over every position of
    a few seeded games, played in order so unchanged cards and rows come from
    the cache (a key missing a field hands back a band of another position),
    its PNG must be byte for byte the composed RGB board, read straight from
    the view, mapped and encoded whole: 2 to 4 players (the game's limits),
    dreamers, Nightmares, comatose and out, the final round and the end, a
    long dice row with earlier dice not shown, a name cut to fit."""
    import json
    import random

    from cogs.present import presenter_for
    from cogs.present.darkly_dreaming_images import compose, draw_board
    from cogs.present.drawing import encode

    presenter = presenter_for("darkly_dreaming")
    boards = []
    for players, seed in ((2, 3), (3, 0), (3, 2), (4, 1)):
        state = GAMES["darkly_dreaming"].new(players, seed=seed)
        names = [f"dreamer {i}" for i in range(players - 1)] + ["a name far too long for its card, so it is cut"]
        table = make_table(state, names)
        rng = random.Random(seed)
        while True:
            boards.append(presenter.board_image(table, state.view(None)).args)
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    views = [json.loads(key) for key, _ in boards]
    statuses = {s for v in views for s in v["status"]}
    assert statuses == {"dreamer", "nightmare", "comatose", "out"}, statuses
    assert sum(1 for v in views if v["over"]) == 4 and any(v["final_round"] and not v["over"] for v in views)
    assert any(len(v["last_rolls"]) > 7 for v in views) and any(not v["last_rolls"] for v in views)
    assert any(v["status"][v["current"]] == "nightmare" and not v["over"] for v in views)
    for key, names in boards:
        assert draw_board(key, names) == encode(compose(json.loads(key), names).image), key


async def test_a_cheap_kind_of_picture_is_drawn_on_the_loop_once_measured_and_only_while_calm():
    """The first picture of a kind is drawn in a thread, which measures it; a
    kind known to draw under the bound is then drawn on the loop, one that
    draws over it stays in the threads, and so does every kind while a burst
    of answers waits (``calm`` False)."""
    painter = Painter(limit=1)
    loop_thread = threading.get_ident()
    where: list[tuple[str, bool]] = []

    def cheap(n: int) -> bytes:
        where.append(("cheap", threading.get_ident() == loop_thread))
        return bytes((n,))

    def costly(n: int) -> bytes:
        where.append(("costly", threading.get_ident() == loop_thread))
        began = time.thread_time()
        while time.thread_time() - began < 0.005:  # 5 ms of CPU, over the bound
            pass
        return bytes((n,))

    calm = True
    painter.calm = lambda: calm
    try:
        for n in range(3):
            assert await painter.png(Picture.of("c.png", partial(cheap, n))) == bytes((n,))
            assert await painter.png(Picture.of("x.png", partial(costly, n))) == bytes((n,))
        assert [w for w in where if w[0] == "cheap"] == [("cheap", False), ("cheap", True), ("cheap", True)]
        assert [w for w in where if w[0] == "costly"] == [("costly", False)] * 3
        calm = False
        where.clear()
        assert await painter.now(Picture.of("c.png", partial(cheap, 9))) == bytes((9,))
        assert where == [("cheap", False)], "a burst waits: back to the threads"
        assert painter.drawn == 7 and painter.drawn_here == 2
    finally:
        painter.close()
