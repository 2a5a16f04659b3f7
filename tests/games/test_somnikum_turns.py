"""Somnikum turn flow, codec, defaults, explanations, views and the end of the game."""

from __future__ import annotations

import json

import pytest

from games.base import IllegalAction
from games.somnikum import GAME
from games.somnikum.actions import (Attach, Back, ChooseToken, ChooseWheel, EndTurn, Keep, Mend, Pay, PlaceFlywheels,
                                    PlaceOn, Play, Rob, Steps)
from games.somnikum.rules import Phase
from tests.games.test_somnikum_support import arrange, kinds, play, take

RING = ["F02", "F03", "F04", "F05", "F07", "F08", "F09", "F10", "F11", "F12", "F13", "F15", "F17", "F18",
        "F19", "F20"]

ALL_ACTIONS = [PlaceFlywheels(23), ChooseToken("golden_key"), PlaceOn(3), Back(), ChooseWheel(1), Steps(24),
               Pay("astronaut"), Attach(2), Keep("E05"), Play("E24"), Mend(3, 11), Rob(3), EndTurn()]


@pytest.mark.parametrize("action", ALL_ACTIONS)
def test_codec_round_trip(action):
    text = GAME.encode(action)
    assert len(text) <= 60 and GAME.decode(text) == action


@pytest.mark.parametrize("text", ["", "x", "f", "f-1", "f007", "a4", "w2", "tDragon", "m2", "kE05 ", "s100", "e1",
                                  "y" + "a" * 60])
def test_decode_refuses_malformed_text(text):
    with pytest.raises(IllegalAction):
        GAME.decode(text)
    with pytest.raises(IllegalAction):
        GAME.encode(object())


def test_a_whole_turn_as_small_decisions():
    s = GAME.new(players=2, seed=4)
    assert s.to_act() == [1] and s.legal_actions(1) == [PlaceFlywheels(g) for g in range(16)]
    assert s.default_action(1) == PlaceFlywheels(0)
    events = play(s, "f3")
    assert kinds(events) == ["flywheels_placed", "turn_started"] and s.to_act() == [0]
    assert s.default_action(0) == ChooseWheel(0)
    play(s, "w0")
    assert s.phase == Phase.STEPS and s.default_action(0) == Steps(1)
    play(s, "b")  # change of mind
    assert s.phase == Phase.START and s.turn["wheel"] is None
    play(s, "w1")
    card = s.field[11]
    events = play(s, "s1")
    assert events[0].data == {"seat": 0, "wheel": 1, "steps": 1, "paid": 0, "direction": "clockwise",
                              "card": card, "place": 11}
    assert [e.kind for e in events[1:]] == ["tokens_drawn", "tokens_received"]
    assert events[1].public and events[2].audience == frozenset({0}) and len(events[2].data["particles"]) == 2
    assert s.default_action(0) == Attach(1)
    events = play(s, "a1")
    assert events[0].kind == "card_attached" and s.dreams[0][0][0]["card"] == card


def test_the_optional_token_can_be_taken_back():
    s = arrange(dreams={0: [["0:F10"]]}, tokens={0: ["dragon"]})
    play(s, "tdragon")
    assert s.default_action(0) == Back()
    play(s, "b")
    assert s.phase == Phase.START and ChooseToken("dragon") in s.legal_actions(0)


def test_paying_for_steps_is_a_choice_of_tokens():
    s = arrange(field=list(RING), tokens={0: ["moon", "moon", "dragon"]})
    play(s, "w0", "s5")
    assert s.legal_actions(0) == [Pay("dragon"), Pay("moon")]
    events = play(s, "ydragon")
    assert events[0].audience == frozenset({0}) and s.phase == Phase.PAY
    events = play(s, "ymoon")
    moved = next(e for e in events if e.kind == "flywheel_moved")
    assert moved.data["paid"] == 2 and [t for t in s.tokens[0]] and len(s.tokens[0]) == 1


def test_holding_encounters_gives_an_end_turn_choice():
    s = arrange(field=list(RING), hands={0: ["E04"]})
    play(s, "w0", "s1", "a1")
    assert s.phase == Phase.AFTER and s.legal_actions(0) == [EndTurn()]  # Tailwind is useless after moving
    assert s.default_action(0) == EndTurn()
    events = play(s, "e")
    assert kinds(events) == ["turn_ended", "turn_started"] and s.current == 1


def test_explanations_name_the_rule():
    s = arrange(dreams={0: [["0:F10", "|1:U01"]]}, tokens={0: ["cloud"]})
    with pytest.raises(IllegalAction, match="hold no sand token"):
        s.apply(0, ChooseToken("moon"))
    with pytest.raises(IllegalAction, match="do not hold that encounter"):
        s.apply(0, Play("E01"))
    with pytest.raises(IllegalAction, match="Now you must place a sand token"):
        s.apply(0, Attach(1))
    with pytest.raises(IllegalAction, match="not your turn"):
        s.apply(1, ChooseWheel(0))
    take(s, "S02")
    with pytest.raises(IllegalAction, match="Level 2 has no room"):
        s.apply(0, Attach(2))
    s2 = arrange(hands={0: ["E04"]})
    take(s2, "S02")
    with pytest.raises(IllegalAction, match="no effect now"):
        s2.apply(0, Play("E04"))


def test_keep_choice_is_private_until_discarded():
    s = arrange(players=3, dreams={0: [["0:F10", "1:F15"]]}, enc_deck=["E01", "E22", "E05"])
    take(s, "F01")
    play(s, "a2")
    assert [c["id"] for c in s.view(0)["drawn"]] == ["E01", "E22"]
    assert "drawn" not in s.view(1) and s.view(None)["turn"]["drawn_count"] == 2
    assert "E22" not in json.dumps(s.view(None)) and "E22" not in json.dumps(s.view(2))


def test_views_are_json_and_only_the_own_seat_sees_its_secrets():
    s = GAME.new(players=4, seed=8)
    play(s, "f0", "w0", "s1")
    for seat in (None, 0, 1, 2, 3):
        v = s.view(seat)
        assert json.loads(json.dumps(v)) == v
    assert s.view(None)["turn"]["taken"] == s.turn["taken"]
    assert s.view(3)["tokens"] and "tokens" not in s.view(None)
    assert s.view(2)["goal"] == s.goals[2] and "goals" not in s.view(None)


def test_the_game_ends_with_a_scoring_breakdown_event_and_outcome():
    s = GAME.new(players=3, seed=21)
    events = []
    while not s.is_over:
        seat = s.to_act()[0]
        events += s.apply(seat, s.default_action(seat))
    assert kinds(events)[-2:] == ["final_scoring", "game_over"]
    final = events[-2].data["seats"]
    results = s.outcome()
    for line, result in zip(final, results):
        assert line["seat"] == result.seat and line["score"] == result.score == line["breakdown"]["total"]
        assert line["lines"][-1] == f"Total: {result.score}"
        b = result.details["breakdown"]
        assert b["total"] == (b["stars_level1"] + b["stars_level2"] + b["stars_level3"] + b["stars_isolated"]
                              + b["encounters_unplayed"] + b["goal"] + b["eyes"] + sum(b["encounter_bonus"].values()))
    assert events[-1].data["winners"] == [r.seat for r in results if r.place == 1]
    pub = s.view(None)
    assert pub["over"] and pub["current"] is None and pub["goals"] == s.goals and "turn" not in pub
    assert s.legal_actions(0) == [] and s.to_act() == []
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply(0, EndTurn())
