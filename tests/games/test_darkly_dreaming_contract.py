"""Data file, codec, views, defaults and explanations of Darkly Dreaming."""

from __future__ import annotations

import json

import pytest

from games import GAMES
from games.base import BadOptions, IllegalAction
from games.darkly_dreaming import GAME
from games.darkly_dreaming.actions import (
    Become, Decline, Discard, EnvyMode, Pick, Return, Sleep, StayAwake, Target,
)
from games.darkly_dreaming.cards import RULES, SCHEMA, TYPES
from games.datafiles import check, load
from tests.games.test_darkly_dreaming_helpers import build, card, die, nightmare, roll_for

MINIMUM_KEYS = {"sleep_marker", "piles", "points", "status", "deck_size", "current", "pending", "last_rolls"}


def test_data_file_holds_the_face_tables_and_80_dreams():
    raw = load("darkly_dreaming/dreams.toml")
    check(raw, SCHEMA, "dreams.toml")
    assert RULES.deck_total == 80 and [RULES.kinds[t].count for t in TYPES] == [20, 20, 20, 20]
    assert RULES.kinds["C"].faces.count("exhaust") == 2
    assert all(RULES.kinds[t].faces.count("exhaust") == 1 for t in "DEP")
    assert [t for t in TYPES if "hunt" in RULES.kinds[t].faces] == ["P"]
    assert [t for t in TYPES if "2pt" in RULES.kinds[t].faces] == ["P"]
    assert (RULES.shadow_limit(2), RULES.shadow_limit(3), RULES.shadow_limit(4)) == (4, 3, 3)
    assert sorted(GAME.new(2, 0).deck + [d for d in GAME.new(2, 0).view(None)["pending"]["dreams"]]) \
        == sorted(RULES.new_deck())


def test_registry_and_options():
    assert GAMES["darkly_dreaming"] is GAME and GAME.title == "Darkly Dreaming"
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    assert GAME.new(2, 1, {"goal": 10}).goal == 10 and GAME.new(2, 1).goal == 15
    with pytest.raises(BadOptions):
        GAME.new(2, 1, {"goal": 2})
    with pytest.raises(BadOptions):
        GAME.new(5, 1)


ALL_ACTIONS = [Return("DE"), Return("P"), Return("DDDDEEE"), Target(3), Pick("s:E"), Pick("h:P"),
               Pick("x:12"), Pick("p:P2"), Decline(), EnvyMode("pick"), EnvyMode("two"), Discard(0),
               Discard(1), Become("C"), Sleep(), StayAwake()]


@pytest.mark.parametrize("action", ALL_ACTIONS)
def test_codec_round_trips_in_60_characters(action):
    text = GAME.encode(action)
    assert len(text) <= 60 and GAME.decode(text) == action


@pytest.mark.parametrize("text", ["", "r:", "r:XY", "t:", "t:a", "k:q:1", "k:p:P3", "m:three", "d:2",
                                  "b:Z", "ss", "w ", None, "k:x:123"])
def test_malformed_text_is_refused(text):
    with pytest.raises(IllegalAction):
        GAME.decode(text)


def test_encode_refuses_foreign_objects():
    with pytest.raises(IllegalAction):
        GAME.encode("sleep")


def test_view_carries_the_minimum_keys_and_no_secret():
    s = GAME.new(3, 5)
    for seat in (None, 0, 1, 2):
        v = s.view(seat)
        assert MINIMUM_KEYS <= set(v) and json.loads(json.dumps(v)) == v
        assert "deck" not in v and v["deck_size"] == len(s.deck)
    assert {k: v for k, v in s.view(1).items() if k != "seat"} == \
        {k: v for k, v in s.view(None).items() if k != "seat"}
    p = s.view(None)["pending"]
    assert p["seat"] == s.to_act()[0] and p["kind"] == "return"


def test_view_danger_figures_for_the_current_dreamer():
    s = build([card(hunt=["P", "P"], exhaust=["C-", "E+"], shadow={"E": 2, "D": 1}), card(), card()])
    d = s.view(None)["current_danger"]
    assert d == {"seat": 0, "exhaust": 2, "exhaust_limit": 3, "face_down": 1, "face_down_limit": 3,
                 "hunt": 2, "hunt_limit": 4, "shadow": 2, "shadow_type": "E", "shadow_limit": 3}
    assert s.view(None)["danger"][1]["shadow_type"] is None


def test_view_follows_the_dreamer_a_nightmare_is_rolling_for():
    s = build([card(shadow={"E": 1}), nightmare("C"), card()], start=False)
    s.deck.remove("P")
    s.current, s.pending = 1, {"kind": "target", "seat": 1, "dream": "P"}
    s.rng.force(die("P", "shadow"))
    s.apply(1, Target(0))
    v = s.view(None)
    assert v["current"] == 1 and v["sleep_marker"] is None and v["current_danger"]["seat"] == 0
    assert v["last_rolls"] == [{"seat": 0, "by": 1, "cause": "nightmare", "dream": "P",
                                "die": die("P", "shadow"), "result": "shadow"}]


def test_view_shows_exhaust_faces_and_status():
    s = build([card(exhaust=["C-", "E+"]), nightmare("D", points=["D1"]), card(status="out")])
    v = s.view(None)
    assert v["piles"][0]["exhaust"] == [{"dream": "C", "face_down": True}, {"dream": "E", "face_down": False}]
    assert v["status"] == ["dreamer", "nightmare", "out"] and v["nightmare"] == [None, "D", None]
    assert v["points"] == [0, 1, 0]


def test_default_sleeps_when_possible():
    s = build([card(), card()], start=False)
    roll_for(s, 0, ["D"], [die("D", "1pt")])
    assert s.legal_actions(0) == [Sleep(), StayAwake()] and s.default_action(0) == Sleep()


def test_default_returns_the_most_dangerous_dreams():
    s = build([card(hunt=["P", "P", "P"], shadow={"E": 1}), card()], top=["P", "E", "C"])
    assert s.default_action(0) == Return("EP")


def test_default_primeval_move_only_near_the_nightmare_threshold():
    s = build([card(shadow={"E": 1}), card(), card()], start=False)
    roll_for(s, 0, ["P"], [die("P", "shadow")])
    assert s.default_action(0) == Decline()
    s = build([card(shadow={"E": 2}), card(), card()], start=False)
    roll_for(s, 0, ["P"], [die("P", "shadow")])
    assert s.default_action(0) == Pick("s:E")


def test_default_nightmare_targets_the_leader_and_keeps_the_worse_depths_roll():
    s = build([nightmare("D"), card(points=["D1"]), card(points=["P2"])], top=["D", "C"])
    assert s.default_action(0) == Return("C")  # keeps its own type
    s.apply(0, Return("C"))
    assert s.default_action(0) == Target(2)
    s = build([card(), nightmare("D")], top=["P", "E"], start=False)
    roll_for(s, 0, ["D"], [die("D", "shadow"), die("P", "2pt"), die("E", "shadow")])
    assert s.default_action(1) == Discard(0)  # the dreamer must apply the shadow


def test_explanations_name_the_rule():
    s = build([card(), card()], start=False)
    roll_for(s, 0, ["D"], [die("D", "1pt")])
    with pytest.raises(IllegalAction, match="choose to sleep or stay awake"):
        s.apply(0, Return("DE"))
    with pytest.raises(IllegalAction, match="not your turn"):
        s.apply(1, Sleep())


def test_snapshot_round_trip_mid_choice():
    s = build([card(points=["D1"]), card()], start=False)
    roll_for(s, 0, ["E"], [die("E", "shadow")])
    copy = GAME.from_dict(json.loads(json.dumps(s.to_dict())))
    assert copy == s and copy.to_act() == [1] and copy.legal_actions(1) == s.legal_actions(1)
