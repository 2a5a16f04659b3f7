"""Somna's presenter without Discord: rules pages, role cards, the board and
event lines keep secrets and Discord's limits; day prompts are shared, night
and pyre prompts private."""

from __future__ import annotations

import random
import re

import pytest

from cogs.help import rules_pages
from cogs.present import presenter_for
from cogs.present.somna import PRESENTER, ROLE_CARDS
from games.base import Event
from games.datafiles import load_checked
from games.somna import GAME
from games.somna.rules import ROLES
from tests.present_support import make_table

NAMES = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"]





def seat_names(players: int) -> list[str]:
    """Ten short names, then Discord's longest (32 characters) to test the limits."""
    return (NAMES + [f"{NAMES[i % 10]}_the_sleepless_wanderer_{i}"[:32] for i in range(10, players)])[:players]


def test_found_by_game_name():
    assert presenter_for("somna") is PRESENTER and PRESENTER.hand_label == "My role"


def test_rules_pages_load_and_fit():
    data = load_checked("rules/somna.toml", {"title": str, "pages": [{"title": str, "text": str}]})
    pages = rules_pages("somna")
    assert data["title"] and len(pages) >= 4
    for page in pages:
        assert page["title"] and 0 < len(page["text"]) <= 3500


def test_every_role_has_a_card_naming_no_other_role():
    titles = {r: ROLES[r].title for r in ROLES}
    for role, card in ROLE_CARDS.items():
        assert role in ROLES
        for other, title in titles.items():
            if other in (role, "witch", "villager") or (role == "monger" and other == "zealot"):
                continue
            assert not re.search(rf"(?<!\w){re.escape(title)}(?!\w)", card), (role, title)
    assert set(ROLE_CARDS) == set(ROLES)


def _play(seed: int, players: int, advanced: bool, check) -> None:
    """A random game; ``check(table, events)`` after every action."""
    st = GAME.new(players=players, seed=seed, options={"advanced": advanced})
    table = make_table(st, seat_names(st.players))
    rng = random.Random(seed)
    for _ in range(3000):
        if st.is_over:
            return
        seat = rng.choice(st.to_act())
        acts = st.legal_actions(seat)
        events = st.apply(seat, rng.choice(acts))
        check(table, events)
    raise AssertionError("no end")


@pytest.mark.parametrize("seed,players,advanced", [(1, 7, False), (2, 10, True), (3, 20, True), (4, 12, False)])
def test_public_text_names_no_role_and_fits(seed, players, advanced):
    titles = [ROLES[r].title for r in ROLES if r not in ("villager",)]
    seen_kinds = set()

    def check(table, events):
        public = table.state.view(None)
        embed = PRESENTER.board(table, public)
        assert len(embed) <= 6000 and len(embed.description or "") <= 4096 and len(embed.fields) <= 25
        assert all(len(f.value) <= 1024 for f in embed.fields)
        over = table.state.is_over
        board_text = (embed.title or "") + (embed.description or "") + "".join(f.value for f in embed.fields)
        lines = [PRESENTER.event_line(table, e) for e in events if e.public]
        for line in filter(None, lines):
            assert all(len(part) <= 2000 for part in line.split("\n"))
        if not over:  # at the end every role is revealed by design
            for text in [board_text] + [x for x in lines if x]:
                for title in titles:
                    if title in ("Witch",):
                        continue
                    assert not re.search(rf"(?<!\w){re.escape(title)}(?!\w)", text), (title, text)
        for e in events:
            seen_kinds.add(e.kind)
            if not e.public:
                assert PRESENTER.event_line(table, e), e.kind
        # prompts: night and pyre by DM, the rest of the day shared on the channel
        stage = public["stage"]
        assert PRESENTER.prompts_by_dm(table) == (stage in ("night", "pyre", "over"))
        shared = PRESENTER.channel_prompt(table)
        if stage in ("nominate", "plea", "vote", "final"):
            union = {GAME.encode(a) for s in table.to_act() for a in table.state.legal_actions(s)}
            assert shared is not None and {c.value for c in shared} == union
            assert all(len(c.label) <= 80 for c in shared)
        else:
            assert shared is None
        for seat in table.to_act():
            choices = PRESENTER.choices(table, seat)
            assert all(len(c.label) <= 80 and c.group for c in choices)
            if len(choices) > 20:  # shown as selects: one per group, 25 options each, 4 rows
                groups = {c.group for c in choices}
                rows = sum(-(-sum(1 for c in choices if c.group == g) // 25) for g in groups)
                assert rows <= 4, groups
        seat = table.to_act()[0] if table.to_act() else 0
        card = PRESENTER.private_embed(table, seat, table.state.view(seat))
        assert len(card) <= 6000 and all(len(f.value) <= 1024 for f in card.fields)

    _play(seed, players, advanced, check)
    assert {"sunrise", "day_begins", "game_over"} <= seen_kinds


def test_night_prompt_shows_the_current_choice_and_the_villager_sleeps():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    villager = st.roles.index("villager")
    assert [c.label for c in PRESENTER.choices(table, villager)] == ["Sleep"]
    st.apply(villager, GAME.decode("sleep"))
    card = PRESENTER.private_embed(table, villager, st.view(villager))
    assert "your choice tonight: **Sleep**" in card.description
    assert card.title.endswith("Villager (your role)")
    # The prompt stays open until sunrise and says the choice can be changed.
    choices = PRESENTER.choices(table, villager)
    assert [c.label for c in choices] == ["Sleep"]
    assert PRESENTER.prompt_footer(table, villager, choices) == "You can change your choice until the night ends."


def test_night_prompt_confirms_a_changed_choice():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    demon = st.roles.index("demon")
    villagers = [s for s, r in enumerate(st.roles) if r == "villager"]
    choices = PRESENTER.choices(table, demon)
    st.apply(demon, GAME.decode(f"seduce.{villagers[0]}"))
    assert [c.value for c in PRESENTER.choices(table, demon)] == [c.value for c in choices]
    st.apply(demon, GAME.decode(f"seduce.{villagers[1]}"))
    card = PRESENTER.private_embed(table, demon, st.view(demon))
    assert f"your choice tonight: **Seduce {NAMES[villagers[1]]}**" in card.description
    assert f"Seduce {NAMES[villagers[0]]}" not in card.description
    footer = PRESENTER.prompt_footer(table, demon, PRESENTER.choices(table, demon))
    assert "change your choice until the night ends" in footer
    # By day the footer is the usual one.
    while st.phase == "night":
        seat = next(s for s in st.to_act() if st.choices[s] is None)
        st.apply(seat, st.default_action(seat))
    seat = st.to_act()[0]
    assert "night" not in PRESENTER.prompt_footer(table, seat, PRESENTER.choices(table, seat))


def test_sunrise_narrates_deaths_saves_and_returns():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    line = PRESENTER.event_line(table, Event("sunrise", {
        "night": 3, "deaths": [{"seat": 1, "how": ["slain", "poisoned"]}], "saved": 2, "returned": [4]}))
    assert "**bob** was slain in their sleep and was poisoned" in line
    assert "Someone has been saved, 2 times over" in line and "**erin** has returned to life" in line
    quiet = PRESENTER.event_line(table, Event("sunrise", {"night": 2, "deaths": [], "saved": 0, "returned": []}))
    assert "nobody died" in quiet
