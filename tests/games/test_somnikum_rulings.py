"""Known-answer tests for the Somnikum rulings K-1 to K-18 (rulings.md section 4)."""

from __future__ import annotations

import json

import pytest

from games.base import IllegalAction
from games.somnikum import GAME
from games.somnikum.actions import Attach, ChooseToken, EndTurn, Keep, PlaceOn, Play, Steps
from games.somnikum.cards import CATALOG
from games.somnikum.dream import next_position, open_levels
from games.somnikum.rules import Phase
from games.somnikum.scoring import score_dream
from tests.games.test_somnikum_support import (arrange, bag_only, check_components, force_draws, kinds, play, take,
                                               token_in_bag)

# a 2-player field of cards without the encounter symbol, F02 at place 0 ... F20 at place 15
RING = ["F02", "F03", "F04", "F05", "F07", "F08", "F09", "F10", "F11", "F12", "F13", "F15", "F17", "F18",
        "F19", "F20"]


def particles_on(entry):
    return [CATALOG.token_particle(t) for t in entry["tokens"]]


# -- K-1 where tokens may go -------------------------------------------------------

DREAM_K1 = {0: [["0:F10", "1:F15"], ["0:U01"]]}  # rightmost cards: F15 (fairy tale), U01 (underwater)


def test_k1_single_token_goes_on_a_rightmost_card_of_its_plot():
    s = arrange(dreams=DREAM_K1, tokens={0: ["dragon"]})
    assert ChooseToken("dragon") in s.legal_actions(0)
    play(s, "tdragon")
    assert s.legal_actions(0) == [PlaceOn(1), GAME.decode("b")]  # not U01: another plot needs two tokens
    events = play(s, "o1")
    assert events[0].data["rule"] == "A" and not events[0].data["returned"]
    assert particles_on(s.dreams[0][0][-1]) == ["dragon"] and s.tokens[0] == []
    check_components(s)


def test_k1_two_identical_tokens_for_another_plot_one_back_to_the_bag():
    s = arrange(dreams=DREAM_K1, tokens={0: ["dragon", "dragon", "cloud"]})
    bag = len(s.bag)
    play(s, "tdragon")
    assert s.legal_actions(0)[:2] == [PlaceOn(1), PlaceOn(2)]
    events = play(s, "o2")
    assert events[0].data["rule"] == "B" and events[0].data["returned"]
    assert particles_on(s.dreams[0][1][-1]) == ["dragon"]
    assert len(s.bag) == bag + 1 and [CATALOG.token_particle(t) for t in s.tokens[0]] == ["cloud"]
    # one placement per turn through the optional action
    assert not any(isinstance(a, ChooseToken) for a in s.legal_actions(0))
    check_components(s)


def test_k1_a_single_token_that_fits_no_card_is_not_offered():
    s = arrange(dreams=DREAM_K1, tokens={0: ["cloud"]})
    assert not any(isinstance(a, ChooseToken) for a in s.legal_actions(0))
    with pytest.raises(IllegalAction, match="two identical tokens"):
        s.apply(0, ChooseToken("cloud"))


def test_k1_nightmares_take_any_single_token_and_cards_hold_several():
    s = arrange(dreams={0: [["0:F10", "1:N4"]]}, tokens={0: ["cloud", "octopus"]})
    play(s, "tcloud", "o1")
    s.turn["placed"] = False  # a later turn
    play(s, "toctopus", "o1")
    assert particles_on(s.dreams[0][0][-1]) == ["cloud", "octopus"]


def test_k1_a_placed_token_counts_as_a_particle_for_the_next_card():
    s = arrange(dreams={0: [["0:F10+cloud"]]})
    take(s, "S01")  # cloud: matches the token, not the card
    events = s.apply(0, Attach(1))
    assert events[0].data["broken"] is False
    s2 = arrange(dreams={0: [["0:F10"]]})
    take(s2, "S01")
    assert s2.apply(0, Attach(1))[0].data["broken"] is True


# -- K-2 passing flywheels, steps count cards --------------------------------------

def test_k2_a_flywheel_may_pass_the_other_and_steps_skip_empty_places():
    field = list(RING)
    field[1] = None
    s = arrange(field=field, wheels=(0, 2))
    events = play(s, "w0", "s3")  # places 0, 2, 3: passes flywheel 1 at gap 2
    moved = events[0].data
    assert moved["card"] == "F05" and moved["place"] == 3 and s.wheels == [3, 2]
    assert s.turn["taken"] == "F05" and s.field[3] is None


def test_backspin_moves_counter_clockwise():
    s = arrange(field=list(RING), wheels=(0, 8), hands={0: ["E06"]})
    play(s, "pE06", "w0", "s2")
    assert s.turn["taken"] == "F19"  # places 15, 14


# -- K-3 / K-4 condition B -----------------------------------------------------------

def test_k3_k4_condition_b_ends_the_round_when_a_drawn_token_is_blank():
    s = arrange(field=list(RING), wheels=(0, 2))
    force_draws(s, [token_in_bag(s, "cloud", blank=True)])
    events = play(s, "w0", "s2")  # lands on place 1, next to flywheel 1's gap
    cond = next(e for e in events if e.kind == "condition_b")
    assert cond.data == {"seat": 0, "drawn": 1, "blank": 1, "round_ends": True}
    assert CATALOG.token_particle(s.tokens[0][0]) == "cloud"  # the token stays with the player
    events = play(s, "a1")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.data["condition"] == "B" and ended.data["seat"] == 0
    assert s.phase == Phase.FLYWHEELS and s.current == 0 and s.round == 2


def test_k3_condition_b_on_the_far_side_after_passing():
    s = arrange(field=list(RING), wheels=(0, 1))
    force_draws(s, [token_in_bag(s, blank=True)])
    events = play(s, "w0", "s2")  # passes gap 1 and lands on place 1, just after it
    assert s.wheels == [1, 1]
    assert next(e for e in events if e.kind == "condition_b").data["round_ends"] is True


def test_k4_sand_backs_do_not_end_the_round():
    s = arrange(field=list(RING), wheels=(0, 1))
    force_draws(s, [token_in_bag(s, "cloud", blank=False), token_in_bag(s, "moon", blank=False)])
    events = play(s, "w0", "s1")  # takes place 0: no card left between gap 0 and gap 1
    assert s.wheels == [0, 1]
    cond = next(e for e in events if e.kind == "condition_b")
    assert cond.data == {"seat": 0, "drawn": 2, "blank": 0, "round_ends": False}
    play(s, "a1")
    assert s.round == 1 and s.current == 1 and s.phase == Phase.START


def test_k4_three_or_more_steps_can_never_end_the_round_by_condition_b():
    s = arrange(field=list(RING), wheels=(0, 3))
    bag_only(s, blank=True)
    events = play(s, "w0", "s3", "a1")
    cond = next(e for e in events if e.kind == "condition_b")
    assert cond.data["drawn"] == 0 and cond.data["round_ends"] is False
    assert s.round == 1 and s.current == 1


def test_k3_no_condition_b_when_cards_remain_between_the_flywheels():
    s = arrange(field=list(RING), wheels=(0, 5))
    bag_only(s, blank=True)
    events = play(s, "w0", "s2", "a1")
    assert "condition_b" not in kinds(events)
    assert s.round == 1


# -- condition A and K-5 leftovers ------------------------------------------------------

def test_condition_a_and_k5_leftover_cards_leave_the_game():
    field = [None] * 16
    field[3], field[7], field[12] = "F03", "F07", "F12"
    deck = [f"U{i:02d}" for i in range(1, 29)]
    s = arrange(field=field, wheels=(0, 8), deck=deck)
    events = play(s, "w0", "s1", "a1")  # takes F03; 2 cards remain = 2 players
    ended = next(e for e in events if e.kind == "round_ended")
    standing = ended.data.pop("standing")  # each seat's line in the round's post
    assert ended.data == {"round": 1, "seat": 0, "condition": "A", "removed": ["F07", "F12"]}
    assert [x["cards"] for x in standing] == [sum(len(row) for row in s.dreams[seat]) for seat in (0, 1)]
    assert s.removed[-2:] == ["F07", "F12"]
    assert s.field == deck[:16] and s.deck == deck[16:]
    assert s.phase == Phase.FLYWHEELS and s.current == 0  # the player who ended the round places them
    events = play(s, "f5")
    assert s.wheels == [5, 13] and s.current == 1 and s.phase == Phase.START
    assert len(s.tokens[1]) == 0 and len(s.tokens[0]) == 2  # only the 1-step reward: no starting tokens
    check_components(s)


@pytest.mark.parametrize("players,second", [(2, 8), (3, 10), (4, 12)])
def test_setup_ring_sizes_and_opposite_flywheels(players, second):
    s = GAME.new(players=players, seed=3)
    assert len(s.field) == {2: 16, 3: 21, 4: 24}[players]
    assert s.current == players - 1 and s.phase == Phase.FLYWHEELS  # right of the first player
    assert [len(t) for t in s.tokens] == list(range(players))
    play(s, "f4")
    assert s.wheels == [4, (4 + second) % len(s.field)] and s.current == 0
    if players == 3:  # between the 10th and the 11th card counted from the first flywheel
        s2 = GAME.new(players=3, seed=3)
        play(s2, "f0")
        assert s2.wheels == [0, 10]


# -- K-6 / K-7 / K-8 deeper levels -------------------------------------------------------

ROW1 = ["0:F10", "1:F15", "|2:U01", "3:U10", "4:U15"]  # pairs (0,1) ok, (1,2) broken, (2,3) ok, (3,4) ok


def test_k6_deeper_cards_go_under_the_next_unbroken_pair():
    s = arrange(dreams={0: [ROW1]})
    assert next_position(s.dreams[0], 2) == 0  # the leftmost unbroken pair
    take(s, "S02")
    assert s.legal_actions(0) == [Attach(1), Attach(2)]
    events = s.apply(0, Attach(2))
    assert events[0].data["pos"] == 0 and events[0].data["broken"] is False  # K-8: first card, no check
    assert next_position(s.dreams[0], 2) == 2  # the broken pair (1,2) is skipped
    s.dreams[0][1].append({"pos": 2, "card": "S03", "brk": True, "btok": None, "tokens": []})
    assert next_position(s.dreams[0], 2) == 3  # an unbroken pair may not be skipped
    s.dreams[0][1].append({"pos": 3, "card": "S05", "brk": True, "btok": None, "tokens": []})
    assert next_position(s.dreams[0], 2) is None and open_levels(s.dreams[0]) == [1]


def test_k7_a_hole_is_not_a_break_but_separates_pairs():
    s = arrange(dreams={0: [ROW1, ["0:S02"]]})
    take(s, "S10")  # rocket: matches S02 across the hole
    events = s.apply(0, Attach(2))
    assert events[0].data["pos"] == 2 and events[0].data["broken"] is False
    assert next_position(s.dreams[0], 3) is None  # S02 (pos 0) and S10 (pos 2) are no pair
    s2 = arrange(dreams={0: [ROW1, ["0:S02"]]})
    take(s2, "U03")  # fish: no shared particle with S02 -> a break, even across a hole
    assert s2.apply(0, Attach(2))[0].data["broken"] is True


def test_k8_the_first_card_of_a_level_never_breaks():
    s = arrange(dreams={0: [["0:F10", "1:F15"]]})
    take(s, "U01")
    events = s.apply(0, Attach(2))
    assert events[0].data == {"seat": 0, "card": "U01", "level": 2, "pos": 0, "broken": False,
                              "break_token": False}
    assert s.dreams[0][1][0]["brk"] is False
    s2 = arrange()
    take(s2, "U01")
    assert s2.apply(0, Attach(1))[0].data["broken"] is False


# -- K-9 / K-11 isolation, eyes ----------------------------------------------------------------

def test_k9_isolated_cards_score_at_level_one():
    # level 2: F02 inner with breaks both sides, F07 last with a break on its left, S02 first with its
    # right side broken; level 3 alone is not isolated
    dream = arrange(dreams={0: [
        ["0:U12", "1:U16", "2:U24", "3:U07", "4:U03", "5:U19"],
        ["0:S02", "|1:F02", "|2:F07"],
        ["0:U02"],
    ]}).dreams[0]
    b = score_dream(dream, None, 0)
    assert sorted(b["isolated_cards"]) == ["F02", "F07", "S02"]
    assert b["stars_isolated"] == 3 + 3 + 3 and b["stars_level2"] == 0 and b["stars_level3"] == 9
    # mend one break: F02 and S02 are joined, only F07 stays isolated
    dream[1][1]["brk"] = False
    b = score_dream(dream, None, 0)
    assert b["isolated_cards"] == ["F07"] and b["stars_level2"] == (3 + 3) * 2


def test_k9_level_one_cards_are_never_isolated():
    dream = arrange(dreams={0: [["0:F02", "|1:U02", "|2:S02"]]}).dreams[0]
    b = score_dream(dream, None, 0)
    assert b["stars_level1"] == 9 and b["isolated_cards"] == []


def test_k11_eyes_multiply_by_level_except_on_isolated_cards():
    rows1 = ["0:F10", "1:F15", "2:F17", "3:F21"]
    level2 = score_dream(arrange(dreams={0: [rows1, ["0:F05", "1:N3"]]}).dreams[0], None, 0)
    assert level2["eyes"] == -4
    isolated = score_dream(arrange(dreams={0: [rows1, ["0:U05", "|1:N3"]]}).dreams[0], None, 0)
    assert isolated["eyes"] == -2  # N3 shows no turtle: a break, alone on its only side
    level3 = score_dream(arrange(dreams={0: [rows1, ["0:F05", "1:F09"], ["0:N3"]]}).dreams[0], None, 0)
    assert level3["eyes"] == -6


# -- K-10 goal points ---------------------------------------------------------------------------

def test_k10_goal_particles_count_on_cards_and_nightmares_not_on_tokens():
    dream = arrange(dreams={0: [["0:N1+octopus", "1:F10+cloud", "2:F16"]]}).dreams[0]
    b = score_dream(dream, "G1", 0)  # dragon, octopus, cloud
    assert b["goal_by_particle"] == {"dragon": 3, "octopus": 0, "cloud": 0}  # N1, F10, F16 each show a dragon
    assert b["goal"] == 3


# -- K-12 encounter reshuffle ---------------------------------------------------------------------

def test_k12_the_discard_pile_is_reshuffled_when_the_deck_runs_out():
    s = arrange(enc_deck=["E01"], enc_discard=["E05", "E06"], dreams={0: [["0:F10", "1:F15"]]})
    take(s, "F01")  # encounter symbol, attached on level 2: draw 2
    events = s.apply(0, Attach(2))
    assert kinds(events)[:3] == ["card_attached", "encounters_reshuffled", "encounters_drawn"]
    assert s.phase == Phase.KEEP and s.turn["drawn"][0] == "E01" and s.turn["drawn"][1] in ("E05", "E06")
    assert s.enc_discard == [] and len(s.enc_deck) == 1


def test_k12_draw_what_exists_when_still_short():
    s = arrange(enc_deck=[], enc_discard=["E05"], dreams={0: [["0:F10", "1:F15"], ["0:F05", "1:F09"]]})
    take(s, "F01")
    events = s.apply(0, Attach(3))  # would draw 3, only 1 exists: kept without a choice
    drawn = next(e for e in events if e.kind == "encounters_drawn")
    assert drawn.data["count"] == 1 and s.hands[0] == ["E05"] and s.phase == Phase.AFTER


# -- K-13 empty bag -------------------------------------------------------------------------------

def test_k13_empty_bag_draws_nothing_and_a_break_needs_no_token():
    s = arrange(dreams={0: [["0:F10"]]}, field=list(RING), wheels=(0, 1))
    s.bag = []
    events = play(s, "w0", "s1")
    drawn = next(e for e in events if e.kind == "tokens_drawn")
    assert drawn.data["count"] == 0 and drawn.data["bag_empty"] is True
    assert next(e for e in events if e.kind == "condition_b").data["round_ends"] is False
    s.turn["taken"] = "U03"
    events = play(s, "a1")
    assert events[0].data["broken"] is True and events[0].data["break_token"] is False
    entry = s.dreams[0][0][-1]
    assert entry["brk"] is True and entry["btok"] is None
    assert s.view(None)["dreams"][0][0][-1]["break"] is True


# -- K-14 public information -------------------------------------------------------------------------

def test_k14_public_view_shows_counts_not_secrets():
    s = arrange(players=3, dreams={0: [["0:F10", "|1:U01"]]}, tokens={0: ["cloud", "dragon"]},
                hands={0: ["E22"]}, front={1: ["E17"]})
    pub = s.view(None)
    for key in ("field", "flywheels", "round", "current", "dreams", "token_counts", "encounters_held",
                "encounters_played", "deck_size", "bag_size"):
        assert key in pub
    assert pub["token_counts"] == [2, 0, 0] and pub["encounters_held"] == [1, 0, 0]
    assert pub["encounters_played"] == [[], ["E17"], []]
    assert pub["dreams"][0][0][1] == {"pos": 1, "card": "U01", "break": True, "tokens": []}
    assert not {"tokens", "goal", "encounters"} & set(pub)
    text = json.dumps(pub)
    assert "Night Light" not in text and s.goals[0] not in text
    mine = s.view(0)
    assert mine["tokens"] == ["dragon", "cloud"] and mine["goal"] == s.goals[0]
    assert mine["encounters"][0]["name"] == "Night Light"
    other = s.view(1)
    assert other["tokens"] == [] and "Night Light" not in json.dumps(other)


def test_k14_the_backs_of_held_tokens_are_public_per_seat():
    s = arrange(players=3, tokens={0: ["cloud!", "dragon~", "moon~"], 1: ["fish!"]})
    backs = [{"sand": 2, "blank": 1}, {"sand": 0, "blank": 1}, {"sand": 0, "blank": 0}]
    pub = s.view(None)
    assert pub["token_backs"] == backs and pub["token_counts"] == [3, 1, 0]
    assert all(s.view(seat)["token_backs"] == backs for seat in range(3))
    text = json.dumps(pub)
    for particle in ("cloud", "dragon", "moon", "fish"):  # the fronts stay secret
        assert particle not in text
    # A 1-step move draws two tokens: their backs join the mover's public count.
    s.field = list(RING) + [None] * 5
    force_draws(s, [token_in_bag(s, "comet", blank=True), token_in_bag(s, "whale", blank=False)])
    play(s, "w0", "s1")
    assert s.view(None)["token_backs"][0] == {"sand": 3, "blank": 2}
    assert s.view(2)["token_backs"][0] == {"sand": 3, "blank": 2}
    assert "comet" not in json.dumps(s.view(None)) and "comet" not in json.dumps(s.view(1))


# -- K-15 ties ------------------------------------------------------------------------------------------

def test_k15_ties_go_to_the_most_tokens_held_then_are_shared():
    # three 3-star cards; the goals (apple/crab/comet, castle/shell/alien, princess/whale/planet) match none
    s = arrange(players=3, dreams={0: [["0:F02"]], 1: [["0:U02"]], 2: [["0:S02"]]},
                goals={0: "G8", 1: "G2", 2: "G3"}, tokens={0: ["cloud"], 1: ["moon", "ufo"], 2: []})
    assert [s.breakdown(x)["total"] for x in range(3)] == [3, 3, 3]
    assert s.places() == [2, 1, 3]
    s.tokens[2] = s.tokens[1][:]  # not physical, only for the tie-break count
    s.tokens[1] = s.tokens[1][:1] + [s.tokens[0][0]]
    s.tokens[0] = []
    results = s.outcome()
    assert [r.place for r in results] == [3, 1, 1] and [r.won for r in results] == [False, True, True]


# -- K-16 encounter timing ---------------------------------------------------------------------------------

def test_k16_encounters_play_before_between_and_after_the_actions():
    s = arrange(field=list(RING), hands={0: ["E17", "E01"]}, tokens={0: ["cloud"]})
    assert Play("E17") in s.legal_actions(0)  # start
    play(s, "w0")
    assert not any(isinstance(a, Play) for a in s.legal_actions(0))  # choosing the steps
    play(s, "s1")
    assert Play("E01") in s.legal_actions(0) and s.phase == Phase.ATTACH  # between
    play(s, "a1")
    assert s.phase == Phase.AFTER and Play("E17") in s.legal_actions(0)  # after
    play(s, "pE17")
    assert s.front[0] == ["E17"] and s.hands[0] == ["E01"]
    play(s, "e")
    assert s.current == 1


def test_k16_a_played_permanent_acts_every_turn_and_no_longer_scores_its_point():
    s = arrange(field=list(RING), hands={0: ["E17"]}, tokens={0: ["cloud"]})
    before = s.breakdown(0)["encounters_unplayed"]
    play(s, "pE17", "w0")
    assert s.legal_actions(0)[-2] == Steps(5)  # 4 free steps + 1 token
    assert s.breakdown(0)["encounters_unplayed"] == before - 1
    play(s, "s4", "a1")  # the 4th step was free; no hand left: the turn ends
    assert len(s.tokens[0]) == 1
    play(s, "w0", "s1", "a1")  # seat 1
    play(s, "w0")
    assert s.view(None)["turn"]["free_steps"] == 4  # again on the next own turn


# K-16, changed: condition A ends the round at once after the attach, in every
# round: the attach that leaves as many cards as players is followed by nothing.
# A two-player field of three cards (places 3, 7, 12) and Mending Thread (E08)
# in hand with a break to mend: after any other attach it would be offered.

def _last_cards(round_no: int, cards: int = 3, hand: tuple[str, ...] = ("E08",)):
    field: list[str | None] = [None] * 16
    for place, card in zip((3, 7, 12, 14), ("F03", "F07", "F12", "F04")[:cards]):
        field[place] = card
    return arrange(field=field, wheels=(0, 8), dreams={0: [["0:F10", "|1:U01"]]}, hands={0: list(hand)},
                   round=round_no)


def test_k16_condition_a_ends_the_round_at_once_after_the_attach():
    s = _last_cards(round_no=1)
    turn = s.view(None)["turn"]
    assert (turn["round_ends_after_turn"], turn["round_ends_by"], turn["game_ends_after_turn"]) == (True, "A", False)
    play(s, "w0", "s1")  # takes F03: two cards left = two players
    assert s.phase == Phase.ATTACH and Play("E08") in s.legal_actions(0)  # still before the attach
    events = play(s, "a1")  # F03 after U01: a break
    assert kinds(events)[-3:] == ["turn_ended", "round_ended", "round_started"]
    assert next(e for e in events if e.kind == "round_ended").data["condition"] == "A"
    assert s.round == 2 and s.phase == Phase.FLYWHEELS and s.current == 0
    assert s.hands[0] == ["E08"] and len([e for e in s.dreams[0][0] if e["brk"]]) == 2  # nothing was mended


def test_k16_condition_a_ends_the_last_round_and_the_game_at_once():
    s = _last_cards(round_no=3)
    turn = s.view(None)["turn"]
    assert (turn["round_ends_after_turn"], turn["round_ends_by"], turn["game_ends_after_turn"]) == (True, "A", True)
    events = play(s, "w0", "s1", "a1")
    assert kinds(events)[-4:] == ["turn_ended", "round_ended", "final_scoring", "game_over"]
    assert s.is_over and s.legal_actions(0) == [] and "turn" not in s.view(None)
    assert s.breakdown(0)["encounters_unplayed"] == 1  # Mending Thread was never offered after the attach


def test_k16_the_encounters_drawn_by_the_ending_attach_are_still_drawn_and_kept():
    # Taking encounter cards is part of the attach (action 3); only plays after it are cut.
    field: list[str | None] = [None] * 16
    field[3], field[7], field[12] = "F01", "F07", "F12"  # F01 bears the encounter symbol
    s = arrange(field=field, wheels=(0, 8), dreams={0: [["0:F10"]]}, enc_deck=["E12", "E22", "E01"], round=3)
    play(s, "w0", "s1")
    assert s.legal_actions(0) == [Attach(1)]
    events = play(s, "a1")  # F01 after F10 (dragon, dragon): level 1 draws one card, kept at once
    assert next(e for e in events if e.kind == "encounters_drawn").data["count"] == 1
    assert s.is_over and s.hands[0] == ["E12"] and s.breakdown(0)["encounters_unplayed"] == 1


def test_k16_without_condition_a_the_turn_still_has_its_after_phase():
    s = _last_cards(round_no=3, cards=4)
    turn = s.view(None)["turn"]
    assert (turn["round_ends_after_turn"], turn["round_ends_by"], turn["game_ends_after_turn"]) == (False, None, False)
    play(s, "w0", "s1", "a1")  # three cards left for two players: the round goes on
    assert s.phase == Phase.AFTER and s.legal_actions(0) == [EndTurn(), Play("E08")]
    play(s, "pE08", "m1.1")
    assert [e["brk"] for e in s.dreams[0][0]] == [False, False, True]


def test_k16_the_view_counts_a_pending_wandering_star_card_for_condition_a():
    s = _last_cards(round_no=2, cards=4, hand=("E14", "E08"))
    assert s.view(None)["turn"]["round_ends_by"] is None  # the main card leaves three
    play(s, "pE14")
    assert s.view(None)["turn"]["round_ends_by"] == "A"  # the extra card will leave two
    play(s, "w0", "s1", "a1")
    assert s.phase == Phase.EXTRA and s.view(None)["turn"]["round_ends_by"] == "A"
    events = play(s, "w0", "a1")  # Wandering Star takes F07, attached: the round ends at once
    assert next(e for e in events if e.kind == "round_ended").data["condition"] == "A"
    assert s.round == 3 and s.phase == Phase.FLYWHEELS and s.hands[0] == ["E08"]


def test_k16_condition_b_still_lets_encounters_follow_the_attach():
    # K-16 names condition A only: B ends the round "after the attach", the turn included.
    s = arrange(field=list(RING), wheels=(0, 2), dreams={0: [["0:F10", "|1:U01"]]}, hands={0: ["E08"]}, round=3)
    force_draws(s, [token_in_bag(s, "cloud", blank=True)])
    assert s.view(None)["turn"]["round_ends_by"] is None
    play(s, "w0", "s2")
    turn = s.view(None)["turn"]
    assert (turn["round_ends_after_turn"], turn["round_ends_by"], turn["game_ends_after_turn"]) == (True, "B", True)
    play(s, "a1")
    assert s.phase == Phase.AFTER and Play("E08") in s.legal_actions(0)
    events = play(s, "e")
    assert next(e for e in events if e.kind == "round_ended").data["condition"] == "B" and s.is_over


def test_k16_a_snapshot_stored_in_an_after_phase_under_condition_a_offers_only_the_end_of_the_turn():
    # Tables restored from a snapshot taken under the old rule (plays after the attach).
    s = _last_cards(round_no=1)
    play(s, "w0", "s1")
    old = s.to_dict()
    old["turn"]["taken"] = None
    old["dreams"][0][0].append({"pos": 2, "card": "F03", "brk": True, "btok": None, "tokens": []})
    old["phase"] = Phase.AFTER
    restored = GAME.from_dict(old)
    assert restored.legal_actions(0) == [EndTurn()] and restored.default_action(0) == EndTurn()
    with pytest.raises(IllegalAction, match="condition A"):
        restored.apply(0, Play("E08"))
    events = play(restored, "e")
    assert next(e for e in events if e.kind == "round_ended").data["condition"] == "A"


# -- K-17 encounter draw count -------------------------------------------------------------------------------

def test_k17_draw_as_many_as_the_level_even_for_an_isolated_card():
    s = arrange(dreams={0: [["0:U12", "1:U16", "2:U24"], ["0:U03"]]}, enc_deck=["E01", "E12", "E22"])
    take(s, "F01")  # no match with U03: isolated at level 2, still draws 2
    events = s.apply(0, Attach(2))
    assert s.dreams[0][1][-1]["brk"] is True
    assert s.legal_actions(0) == [Keep("E01"), Keep("E12")]
    seen = next(e for e in events if e.kind == "encounters_seen")
    assert seen.audience == frozenset({0}) and seen.data["cards"] == ["E01", "E12"]
    events = s.apply(0, Keep("E12"))
    assert s.hands[0] == ["E12"] and s.enc_discard == ["E01"]
    assert next(e for e in events if e.kind == "encounters_discarded").data["cards"] == ["E01"]


# -- K-18 moving with no tokens -------------------------------------------------------------------------------

def test_k18_without_tokens_at_most_three_steps():
    s = arrange(field=list(RING))
    play(s, "w0")
    assert s.legal_actions(0) == [Steps(1), Steps(2), Steps(3), GAME.decode("b")]
    with pytest.raises(IllegalAction, match="at most 3 steps"):
        s.apply(0, Steps(4))
    s2 = arrange(field=list(RING), tokens={0: ["cloud", "moon"]})
    play(s2, "w0", "s5")
    assert s2.phase == Phase.PAY and s2.turn["to_pay"] == 2
    play(s2, "ymoon", "ycloud")
    assert s2.turn["taken"] == "F07" and s2.tokens[0] == [] and s2.phase == Phase.ATTACH
    check_components(s2)
