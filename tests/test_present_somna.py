"""Somna's presenter without Discord: rules pages, role cards, the board and
event lines keep secrets and Discord's limits; day prompts are shared, night
and pyre prompts private."""

from __future__ import annotations

import random
import re

import pytest

from cogs.help import rules_pages
from cogs.present import presenter_for
from cogs.present.somna import PRESENTER
from cogs.present.somna_words import ROLE_CARDS, role_card
from cogs.present.somna_story import HINTS, SUNRISE
from games.base import close_waiting
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
    data = load_checked("rules/somna.toml", {"pages": int})
    pages = rules_pages("somna")
    assert len(pages) == data["pages"] >= 4
    for page in pages:
        assert page["title"] and 0 < len(page["text"]) <= 3500


@pytest.mark.parametrize("advanced", [False, True])
def test_every_role_has_a_card_naming_no_other_role(advanced):
    titles = {r: ROLES[r].title for r in ROLES}
    for role in ROLES:
        card = role_card(role, advanced)
        assert card
        known = {"monger": {"zealot"}, "demon": {"beast"} if advanced else set()}.get(role, set())
        for other, title in titles.items():
            if other in (role, "witch", "villager") or other in known:
                continue
            assert not re.search(rf"(?<!\w){re.escape(title)}(?!\w)", card), (role, title)
    assert set(ROLE_CARDS) == set(ROLES)


def test_the_demons_card_says_what_its_mode_does():
    basic, advanced = role_card("demon", False), role_card("demon", True)
    assert "choose again" in basic and "night ends" not in basic and "Beast" not in basic
    # Advanced: some souls foil the seduction and end the night; the Beast is the Demon's to make.
    assert "choose again" in advanced and "your night ends" in advanced and "**Beast**" in advanced
    assert "very next night" in basic and "very next night" in advanced  # the second Witch


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
        if stage in ("nominate", "plea", "vote", "final", "runoff"):
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
        seat = next((s for s in st.to_act() if st.choices[s] is None), None)
        if seat is None:
            close_waiting(st)  # every answer is in: the bot's close ends the night
            continue
        st.apply(seat, st.default_action(seat))
    seat = st.to_act()[0]
    assert "Daybreak" not in str([c.value for c in PRESENTER.choices(table, seat)])
    assert "night" not in PRESENTER.prompt_footer(table, seat, PRESENTER.choices(table, seat))


def _sunrise(table, **data):
    return PRESENTER.event_line(table, Event("sunrise", {
        "night": 3, "hexed": [], "hexes_left": 3, "deaths": [], "saved": 0, "returned": [], "hint": None, **data}))


def test_sunrise_is_told_in_the_rulebooks_order():
    """The Hex, the deaths, the saves, the returns, then the Storyteller's recap."""
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    text = _sunrise(table, hexed=[2], hexes_left=1, deaths=[{"seat": 1, "how": ["slain"]},
                                                             {"seat": 3, "how": ["vigilante"]}],
                    saved=2, returned=[4], hint="priest")
    lines = text.split("\n")
    assert lines[0].startswith("\U0001f305 **Sunrise after night 3.**")
    assert "**carol**" in lines[1] and "Hex cards left: 1." in lines[1]
    assert "**bob**" in lines[2] and "slain in their sleep" in lines[2]
    assert "**dave**" in lines[3] and "struck down by a vigilante" in lines[3]
    assert "Two people have been saved" in lines[4].replace("two people", "Two people")
    assert "**erin**" in lines[5] and "returned to life" in lines[5]
    assert any(hint in lines[6] for hint in HINTS["priest"]) and len(lines) == 7
    assert "nobody died" not in text


def test_saves_count_people():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    assert "omeone has been saved." in _sunrise(table, saved=1)
    for n, word in ((2, "Two"), (3, "Three")):
        text = _sunrise(table, saved=n)
        assert f"{word} people have been saved." in text or f"{word.lower()} people have been saved." in text
        assert "times over" not in text


def test_a_quiet_night_is_told_as_peaceful_rest():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    text = _sunrise(table, night=2)
    assert "nobody died" in text and "\U0001f480" not in text and "Hex" not in text


def test_several_causes_and_a_revealed_role_are_told():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    text = _sunrise(table, deaths=[{"seat": 1, "how": ["slain", "poisoned"], "role": "priest"}])
    assert "**bob**" in text and "slain in their sleep and poisoned" in text and "They were the Priest." in text


def _told(seed: int, players: int = 10, advanced: bool = True) -> list[str]:
    """Every public line of a random game at a table seeded ``seed``."""
    told: list[str] = []

    def check(table, events):
        table.row.seed = seed
        told.extend(filter(None, (PRESENTER.event_line(table, e) for e in events if e.public)))

    _play(seed, players, advanced, check)
    return told


def test_a_replay_tells_the_same_story_and_seeds_vary_it():
    assert _told(5) == _told(5)
    dawns = {text.split("\n")[0].split("**", 2)[2] for seed in range(8) for text in _told(seed)
             if text.startswith("\U0001f305")}
    assert len(dawns) > 2 and dawns <= {" " + line for line in SUNRISE["dawn"]}


@pytest.mark.parametrize("seed,players,advanced", [(11, 10, True), (12, 13, False), (13, 16, True)])
def test_a_sunrise_names_only_the_hexed_the_dead_and_the_returned(seed, players, advanced):
    """Nobody's night is told: not who acted, slept or ran out of time."""
    def check(table, events):
        names = seat_names(table.state.players)
        for e in events:
            if e.kind != "sunrise":
                continue
            text = PRESENTER.event_line(table, e)
            d = e.data
            told = set(d["hexed"]) | {x["seat"] for x in d["deaths"]} | set(d["returned"])
            for seat, name in enumerate(names):
                assert (f"**{name}**" in text) == (seat in told), (name, text)

    _play(seed, players, advanced, check)


def test_the_end_story_speaks_the_storytellers_language():
    st = GAME.new(players=8, seed=7, options={})
    table = make_table(st, seat_names(st.players))
    roles = ["demon", "witch_hunter", "priest", "apothecary", "witch", "villager", "villager", "villager"]
    story = [
        {"night": 2, "acts": [
            {"seat": 0, "role": "demon", "power": "slay", "target": 5, "result": "struck"},
            {"seat": 1, "role": "witch_hunter", "power": "check", "target": 4, "result": True},
            {"seat": 2, "role": "priest", "power": "bless", "target": 2, "result": "hexed"},
            {"seat": 4, "role": "witch", "power": "hex", "target": 2, "result": "cast"}],
         "deaths": [{"seat": 5, "how": ["slain"]}], "saved": [], "returned": [], "hexed": [2]},
        {"day": 2, "votes": [{}], "condemned": 0, "sabotaged_by": None},
    ]
    text = PRESENTER.event_line(table, Event("game_over", {
        "winner": "village", "reason": "demon_dead", "roles": roles, "dealt": roles,
        "factions": ["evil", "village", "village", "village", "evil", "village", "village", "village"],
        "alive": [1, 2, 3, 6, 7], "died_with_demon": [4], "story": story}))
    night = next(line for line in text.split("\n") if line.startswith("\U0001f319"))
    assert "**Night 2:**" in night
    assert "**alice**, the Dream Demon, slew **frank** in their sleep" in night
    assert "**bob**, the Witch Hunter, peered through **erin**'s window and saw a Witch" in night
    assert "**carol**, the Priest, blessed **carol**'s house, but a Hex spoiled the blessing" in night
    assert "by morning **frank** lay dead" in night and "->" not in night and "\u2192" not in night
    day = next(line for line in text.split("\n") if line.startswith("\u2600"))
    assert "the village sent **alice** to the pyre" in day


def test_the_story_bank_is_varied_and_keeps_the_rules_words():
    from cogs.present.somna_story import CAUSE_PHRASES, TALE

    values = {"player": "**x**", "left": 2, "count": "Two", "count_lower": "two", "causes": "poisoned"}
    for kind, lines in SUNRISE.items():
        assert len(lines) >= 3, kind
        assert len(set(lines)) == len(lines), kind
        for line in lines:
            text = line.format(**values)
            if kind in ("slain", "poisoned", "vigilante"):
                assert CAUSE_PHRASES[kind] in text, line
            assert ("nobody died" in text) == (kind == "quiet"), line
            assert ("saved" in text) == kind.startswith("saved"), line
    # An indirect hint for every role that can be hinted at, naming no player and no role title.
    titles = [ROLES[r].title for r in ROLES if r != "witch"]
    assert set(HINTS) == set(ROLES) - {"demon", "villager", "beast"}, "the Beast is never hinted at (rules item 9)"
    for role, lines in HINTS.items():
        assert len(lines) >= 3
        for line in lines:
            assert "{" not in line and not any(re.search(rf"(?<!\w){t}(?!\w)", line) for t in titles), line
    # The end's tale has words for every result the engine records.
    results = {"seduce": ["witch", "failed"], "corrupt": ["beast", "failed"], "hex": ["cast"],
               "spell": ["true", "false"], "check": ["true", "false", "hexed"], "peek": ["seen", "hexed"],
               "bless": ["blessed", "hexed"], "guard": ["guarded", "hexed"], "slay": ["struck", "blocked"],
               "maul": ["struck", "hexed"], "poison": ["struck", "hexed"],
               "vigilante": ["struck", "blocked", "hexed"], "elixir": ["returned", "saved", "wasted", "hexed"]}
    from games.somna.rules import POWERS
    assert set(results) == set(POWERS)
    for power, outcomes in results.items():
        for outcome in outcomes:
            TALE[f"{power}.{outcome}"].format(actor="a", role="r", target="t", seen="s")


def test_the_hex_card_stays_in_view_on_the_board_through_the_day():
    from tests.games.test_somna_support import at_night, night, ten_with_witch, use

    st = at_night(ten_with_witch(), seed=4)
    table = make_table(st, seat_names(st.players))
    night(st, {6: use("hex", 2)})
    board = PRESENTER.board(table, st.view(None)).description
    assert "**carol** \U0001fa84 hexed" in board and board.count("hexed") == 1


def test_the_beasts_action_has_one_name_everywhere():
    """"Maul", never "tear apart" or "torn apart by a beast" (issue 13)."""
    from cogs.present.somna_words import POWER_WORDS
    from games.datafiles import load
    from games.somna.rules import POWERS

    assert POWERS["maul"].title == "Maul" and POWER_WORDS["maul"][0] == "Maul"
    texts = [role_card(r, adv) for r in ROLES for adv in (False, True)]
    texts += [page["text"] for page in rules_pages("somna")]
    texts += [str(load("somna/story.toml")), str(load("somna/night.toml"))]
    for text in texts:
        assert not re.search(r"\b(tear|tears|torn)\b", text, re.I), text
    assert "**maul**" in role_card("beast", False) and "maul" in " ".join(rules_pages("somna")[-1]["text"].split())


def test_the_elixir_buttons_say_what_each_pick_does():
    st = GAME.new(10, seed=3, options={})
    apothecary = st.roles.index("apothecary")
    st.phase, st.stage, st.night = "night", "night", 3
    dead, living = next(s for s in range(10) if s != apothecary), apothecary
    st.alive[dead] = False
    table = make_table(st, seat_names(10))
    labels = {c.value: c.label for c in PRESENTER.choices(table, apothecary)}
    names = seat_names(10)
    assert labels[GAME.encode(next(a for a in st.legal_actions(apothecary)
                                   if getattr(a, "power", "") == "elixir" and a.target == dead))] \
        == f"Elixir: bring back {names[dead]}"
    assert labels[GAME.encode(next(a for a in st.legal_actions(apothecary)
                                   if getattr(a, "power", "") == "elixir" and a.target == living))] \
        == f"Elixir for {names[living]} (if they die tonight)"


def test_the_village_picture_is_built_from_the_public_view_alone():
    """The circle's input is ``village(view(None), names)``: no private view,
    no role word, and two states that differ only in secrets draw the same
    picture; the hexed, the dead and the living are told apart."""
    from functools import partial

    from cogs.present.somna_images import sketch_village, village
    from tests.games.test_somna_support import at_night, night, ten_with_witch, use

    st = at_night(ten_with_witch(), seed=4)
    names = seat_names(st.players)
    table = make_table(st, names)
    night(st, {6: use("hex", 2)})
    public = st.view(None)
    draw = PRESENTER.board_image(table, public)
    assert isinstance(draw, partial) and draw.args == village(public, names)
    title, line, seats = draw.args
    assert "hexed" in line and seats[2][2] and sum(s[2] for s in seats) == 1  # carol, and only carol
    words = repr(draw.args).lower()
    for seat in range(st.players):  # a seat's own view has more; the picture never takes it
        own = st.view(seat)
        secret = {k for k in own if k not in public}
        assert secret and not any(k in words for k in secret if len(k) > 3)
    # the same public facts, whatever the roles: the same picture
    other = village({**public}, names)
    assert other == draw.args and sketch_village(*other).image.size == (640, 640)
    dead = {**public, "alive": [s for s in public["alive"] if s != 0],
            "dead": [*public["dead"], {"seat": 0, "night": 1, "how": ["demon"]}]}
    assert village(dead, names)[2][0][1:] == (False, False, False, "night 1")


@pytest.mark.slow  # whole games, a 20-player one among them: out of the fast lane
@pytest.mark.parametrize("seed,players", [(1, 7), (3, 20)])
def test_the_village_picture_keeps_secrets_through_whole_games(seed, players):
    from cogs.present.somna_images import village
    drawn = set()

    def check(table, events):
        public = table.state.view(None)
        draw = PRESENTER.board_image(table, public)
        assert draw.args == village(public, seat_names(players))
        if not table.state.is_over:
            roles = getattr(table.state, "roles", None) or []
            text = repr(draw.args)
            for role in set(roles) - {"villager"}:
                assert not re.search(rf"(?<!\w){re.escape(ROLES[role].title)}(?!\w)", text), role
        # Draws without the table. The picture is a function of its arguments
        # (bot/pictures.py caches it by them), so each different picture is drawn
        # once: the 20-player game's 1967 steps show 72 (46 s of drawing before).
        if draw.args not in drawn:
            drawn.add(draw.args)
            draw()

    _play(seed, players, False, check)
