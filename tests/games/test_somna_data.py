"""Somna's data files, role deck by player count, options and action codec."""

from __future__ import annotations

from collections import Counter

import pytest

from games import GAMES
from games.base import BadOptions, IllegalAction
from games.datafiles import load
from games.somna import GAME
from games.somna.actions import EndDay, EndPlea, Nominate, Pick, Sabotage, Sleep, UsePower, Vote, Watch
from games.somna.rules import DAY, LIMITS, PLAN, POWERS, ROLES, STEPS, deck


def test_data_files_load_and_agree_with_the_rules_page():
    for name in ("roles", "night", "rules"):
        assert load(f"somna/{name}.toml")
    assert STEPS == ("corrupt", "hex", "protect", "kill", "revive", "inform")
    assert PLAN.index("hex") < PLAN.index("bless") < PLAN.index("slay") < PLAN.index("elixir") < PLAN.index("check")
    assert LIMITS["hexes"] == 3 and LIMITS["elixir"] == LIMITS["poison"] == LIMITS["sabotage"] == 1
    assert LIMITS["witches"] == 2 and LIMITS["beasts"] == 1
    assert {r for r, role in ROLES.items() if role.faction == "evil"} == {"demon", "witch", "beast"}
    assert {r for r, role in ROLES.items() if role.reads_as_witch} == {"witch", "apothecary"}
    assert {r for r, role in ROLES.items() if role.seducible} == {"villager"}
    assert {r for r, role in ROLES.items() if role.foils_seduction} == {"priest", "witch_hunter", "zealot"}
    assert ROLES["monger"].knows == ("zealot",) and ROLES["monger"].day_powers == ("sabotage",)
    assert DAY["max_failed_votes"] >= 1
    assert GAMES["somna"] is GAME and GAME.title == "Somna"


@pytest.mark.parametrize("players", range(7, 21))
@pytest.mark.parametrize("advanced", [False, True])
def test_the_role_deck_by_player_count(players, advanced):
    cards = Counter(deck(players, advanced))
    assert sum(cards.values()) == players
    assert cards["demon"] == cards["witch_hunter"] == cards["priest"] == cards["apothecary"] == 1
    assert cards["zealot"] == cards["monger"] == (1 if players >= 10 else 0)
    assert cards["curious_one"] == (1 if advanced else 0)
    assert cards["witch"] == cards["beast"] == 0
    st = GAME.new(players=players, seed=players, options={"advanced": advanced})
    assert Counter(st.roles) == cards and st.to_act() == list(range(players))


def test_every_seat_learns_its_role_and_the_monger_the_zealot_on_night_two():
    st = GAME.new(players=12, seed=5)
    monger, zealot = st.roles.index("monger"), st.roles.index("zealot")
    for seat in range(12):
        v = st.view(seat)
        assert v["role"] == st.roles[seat]
        assert v["faction"] == ("evil" if st.roles[seat] == "demon" else "village")
    # Not at the deal: when first woken, on night 2, in its night prompt.
    assert st.view(monger)["allies"] == {} and st.view(monger)["knowledge"] == []
    events = []
    while st.night < 2:
        answered = [c is not None for c in st.choices] if st.phase == "night" else [
            str(s) in st.votes or str(s) in st.pyre for s in range(st.players)]
        seat = next((s for s in st.to_act() if not answered[s]), None)
        if seat is None:  # every living player answered: the night waits for the bot's close
            close = st.closing()
            events = st.apply(close.seat, close.action)
            continue
        events = st.apply(seat, st.default_action(seat))
    told = [e for e in events if e.kind == "knows"]
    assert [(e.audience, dict(e.data)) for e in told] == [
        (frozenset({monger}), {"night": 2, "role": "zealot", "seat": zealot})]
    assert st.view(monger)["allies"] == {"zealot": zealot}
    assert st.view(zealot)["allies"] == {}


def test_options_are_validated():
    assert set(GAME.options) >= {"advanced", "reveal_roles_on_death", "night_seconds", "day_seconds",
                                 "plea_seconds", "vote_seconds"}
    assert GAME.options["reveal_roles_on_death"].default is False
    with pytest.raises(BadOptions):
        GAME.new(players=10, options={"advanced": "yes"})
    with pytest.raises(BadOptions):
        GAME.new(players=10, options={"vote_seconds": 1})
    with pytest.raises(BadOptions):
        GAME.new(players=6)


ACTIONS = [Sleep(), UsePower("slay", 3), UsePower("elixir", 19), Nominate(0), EndDay(), EndPlea(),
           Vote(True), Vote(False), Pick(4), Pick(None), Watch(), Sabotage()] + \
          [UsePower(p, 12) for p in POWERS]


@pytest.mark.parametrize("action", ACTIONS)
def test_codec_round_trip(action):
    text = GAME.encode(action)
    assert len(text) <= 60 and GAME.decode(text) == action
    assert hash(action) == hash(GAME.decode(text))


@pytest.mark.parametrize("text", ["", "slay", "slay.", "slay.x", "slay.03", "fly.3", "nominate.-1",
                                  "vote.maybe", "pick.", "sleep.1", "nominate.100"])
def test_codec_refuses_malformed_text(text):
    with pytest.raises(IllegalAction):
        GAME.decode(text)


def test_min_players_option_opens_casual_tables_of_five_and_six():
    from games.base import BadOptions
    from tests.conformance import playout

    game = GAMES["somna"]
    with pytest.raises(BadOptions, match="7 to 20"):
        game.new(players=6, seed=1)
    assert game.seat_limits(game.resolve_options({"min_players": 5})) == (5, 20)
    for players in (5, 6):
        st = game.new(players=players, seed=2, options={"min_players": 5})
        assert sorted(r for r in st.roles if r != "villager") == ["apothecary", "demon", "priest", "witch_hunter"]
        for seed in range(3):
            playout(game, players, seed, options={"min_players": 5})
    with pytest.raises(BadOptions):
        game.new(players=4, seed=1, options={"min_players": 5})
