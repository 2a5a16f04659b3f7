"""Known-answer tests for Traumland's rulings (rules page 1-9, rulings.md T-1..T-14)."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.traumland import Dream, Pass, Play
from games.traumland.cards import COLOURS, VALUES
from games.traumland.scoring import next_round_leader, places
from tests.games.test_traumland_support import act, build, kinds, of_kind

ALL_DECLARATIONS = [Dream(c, v) for c in COLOURS for v in VALUES]


# -- T-5 / T-14 / ruling 1: leading ---------------------------------------------
# Ruling 1: the opening lead of each round "plays any card"; every later lead
# is a value card or a Dreamer declared as one, a Divine only from a hand of
# nothing else. Positions built without ``opening`` are later leads.


def test_t5_a_later_lead_is_a_value_card_or_a_dreamer_declared_as_one():
    state = build(2, ["R5 G2 DIV DRM", "B7"])
    assert state.legal_actions(0) == [Play("G2"), Play("R5")] + ALL_DECLARATIONS
    assert Pass() not in state.legal_actions(0)
    assert Play("DIV") not in state.legal_actions(0) and Dream() not in state.legal_actions(0)


def test_ruling1_the_opening_lead_of_a_round_may_be_any_card():
    hand = "R5 G2 DIV DRM"
    opening = build(2, [hand, "B7"], opening=True)
    assert opening.legal_actions(0) == [Play("G2"), Play("R5"), Play("DIV")] + ALL_DECLARATIONS + [Dream()]
    assert opening.view(None)["opening_lead"] is True
    assert opening.view(0)["playable"] == ["G2", "R5", "DIV", "DRM"]
    later = build(2, [hand, "B7"], opening=False)
    assert later.legal_actions(0) == [Play("G2"), Play("R5")] + ALL_DECLARATIONS
    assert later.view(None)["opening_lead"] is False
    assert later.view(0)["playable"] == ["G2", "R5", "DRM"]


def test_t5_a_dreamer_is_something_else_so_a_divine_may_not_lead_beside_it():
    state = build(2, ["DIV DRM", "B7"])
    assert state.legal_actions(0) == ALL_DECLARATIONS
    # ... except as the round's opening lead, where both may lead.
    opening = build(2, ["DIV DRM", "B7"], opening=True)
    assert opening.legal_actions(0) == [Play("DIV")] + ALL_DECLARATIONS + [Dream()]
    assert opening.default_action(0) == Play("DIV")


def test_t14_a_hand_of_only_divines_must_lead_one():
    state = build(2, ["DIV DIV", "B7 B8"])
    assert state.legal_actions(0) == [Play("DIV")]
    assert build(2, ["DIV DIV", "B7 B8"], opening=True).legal_actions(0) == [Play("DIV")]


def test_ruling1_known_answer_seed_0_opening_lead_offers_divine_and_dreamer_the_next_lead_does_not():
    from games.traumland import GAME
    state = GAME.new(players=3, seed=0)
    assert state.to_act() == [0]
    hand = state.view(0)["hand"]
    assert hand == ["R6", "R8", "R10", "B3", "B10", "Y5", "Y8", "Y11", "G5", "G7", "G9", "G11",
                    "DRM", "DRM", "DIV", "DIV"]
    values = [Play(c) for c in ("B3", "Y5", "G5", "R6", "G7", "R8", "Y8", "G9", "R10", "B10", "Y11", "G11")]
    assert state.legal_actions(0) == values + [Play("DIV")] + ALL_DECLARATIONS + [Dream()]
    assert state.view(None)["opening_lead"] is True
    assert state.default_action(0) == Play("B3")
    # Seat 0 leads the green 11; nobody beats it, so seat 0 wins the trick
    # and leads again: a later lead, no Divine and no Dreamer as a Divine.
    events = act(state, "pG11", "x", "x")
    assert of_kind(events, "trick_won") == [{"seat": 0, "cards": ["G11"], "level": 2, "divine": False}]
    assert state.to_act() == [0] and state.view(None)["opening_lead"] is False
    assert state.legal_actions(0) == values[:-1] + ALL_DECLARATIONS
    with pytest.raises(IllegalAction, match="lead a Divine only when you hold nothing else"):
        state.apply(0, Play("DIV"))
    with pytest.raises(IllegalAction, match="declared as a value card"):
        state.apply(0, Dream())


def test_ruling1_a_divine_opening_lead_nobody_answers_ends_the_round_and_the_next_round_opens_freely_again():
    from games.traumland import GAME
    state = GAME.new(players=3, seed=1)
    assert state.to_act() == [0]
    events = act(state, "pDIV", "x", "x")
    assert of_kind(events, "played")[0] == {"seat": 0, "card": "DIV", "colour": None, "value": None,
                                            "divine": True, "led": True, "cards_left": 15, "auto": False}
    assert of_kind(events, "trick_won") == [{"seat": 0, "cards": ["DIV"], "level": 2, "divine": True}]
    assert of_kind(events, "round_over")[0]["reason"] == "divine"
    view = state.view(None)
    assert view["round"] == 2 and view["levels"] == [2, 1, 1] and view["opening_lead"] is True
    # Round 2 is led by seat 1 (lowest level, first clockwise from the left
    # of seat 0), whose hand holds a Divine and a Dreamer: both may open.
    assert state.to_act() == [1]
    assert state.view(1)["hand"] == ["R3", "R5", "R6", "R7", "R8", "R9", "R11", "B3", "B10", "Y8", "Y10",
                                     "G1", "G4", "G5", "DRM", "DIV"]
    legal = state.legal_actions(1)
    assert Play("DIV") in legal and Dream() in legal and legal[-1] == Dream()
    assert len(legal) == 14 + 1 + len(ALL_DECLARATIONS) + 1


def test_ruling1_a_dreamer_declared_divine_may_open_and_wins_like_a_divine():
    state = build(2, ["R5 DRM", "B7 B8"], opening=True)
    events = act(state, "dDIV", "x")
    assert of_kind(events, "trick_won") == [{"seat": 0, "cards": ["DRM"], "level": 2, "divine": True}]
    assert of_kind(events, "round_over")[0]["reason"] == "divine"


def test_ruling1_a_snapshot_stored_before_the_opening_flag_still_loads():
    from games.traumland import GAME
    fresh = GAME.new(players=4, seed=3)
    old = fresh.to_dict()
    assert old.pop("opening") is True
    restored = GAME.from_dict(old)
    assert restored.to_dict() == fresh.to_dict()
    seat = fresh.to_act()[0]
    act(fresh, GAME.encode(fresh.legal_actions(seat)[0]))
    old = fresh.to_dict()
    assert old.pop("opening") is False
    assert GAME.from_dict(old).to_dict() == fresh.to_dict()


def test_t5_a_divine_lead_that_nobody_answers_wins_and_ends_the_round():
    state = build(3, ["DIV DIV", "B7 B8", "G2 G3"], levels=[4, 2, 2])
    events = act(state, "pDIV", "x", "x")
    assert of_kind(events, "trick_won") == [{"seat": 0, "cards": ["DIV"], "level": 5, "divine": True}]
    assert of_kind(events, "round_over")[0]["reason"] == "divine"
    assert state.view(None)["round"] == 2 and state.levels == [5, 2, 2]


def test_t5_a_divine_lead_answered_by_a_1_goes_on_in_that_colour():
    state = build(3, ["DIV DIV", "B1 B8", "G2 G3"])
    act(state, "pDIV", "pB1")
    assert state.view(None)["top"]["colour"] == "B" and state.to_act() == [2]
    assert state.legal_actions(2) == [Pass()]  # no blue, no Divine, no Dreamer
    act(state, "x")
    assert state.legal_actions(0) == [Pass(), Play("DIV")]  # T-9: a Divine may go on the 1
    events = act(state, "x")
    assert of_kind(events, "trick_won")[0]["seat"] == 1 and state.view(None)["round"] == 1


# -- ruling 2 / T-6..T-9: beating ---------------------------------------------------


def test_beating_a_value_card_needs_a_higher_card_of_its_colour_a_divine_or_a_dreamer():
    state = build(2, ["B2 B3", "R4 R9 R6 B11 DIV DRM"], trick=[(0, "R5")])
    assert state.legal_actions(1) == (
        [Pass(), Play("R6"), Play("R9"), Play("DIV")]
        + [Dream("R", v) for v in range(6, 12)] + [Dream()]
    )


def test_t6_a_dreamer_on_a_value_card_is_a_higher_value_of_that_colour_or_a_divine():
    state = build(2, ["B2 B3", "DRM"], trick=[(0, "Y8")])
    assert state.legal_actions(1) == [Pass(), Dream("Y", 9), Dream("Y", 10), Dream("Y", 11), Dream()]
    with pytest.raises(IllegalAction):
        state.apply(1, Dream("R", 9))
    on_eleven = build(2, ["B2 B3", "DRM G5"], trick=[(0, "Y11")])
    assert on_eleven.legal_actions(1) == [Pass(), Dream()]


def test_a_dreamer_declared_value_is_beaten_like_that_card():
    state = build(2, ["G9 G11 G10", "DRM B4"], trick=[(0, "G8")])
    act(state, "dG10")
    assert state.view(None)["top"] == {"seat": 1, "card": "DRM", "colour": "G", "value": 10, "divine": False}
    assert state.legal_actions(0) == [Pass(), Play("G11")]


def test_t7_a_dreamer_on_a_divine_takes_any_colour_and_value_and_the_trick_goes_on_in_it():
    state = build(2, ["G5 R9 B4", "DRM B3"], trick=[(0, "R2"), (1, "DIV")], turn=0)
    assert state.legal_actions(0) == [Pass()]
    state = build(2, ["G5 R9 B4", "DRM B3 G7"], trick=[(1, "R2"), (0, "DIV")], turn=1)
    assert state.legal_actions(1) == [Pass()] + ALL_DECLARATIONS
    act(state, "dG4")
    assert state.legal_actions(0) == [Pass(), Play("G5")]


def test_t9_on_a_divine_only_a_1_of_any_colour_or_a_dreamer():
    state = build(2, ["B2 B3", "R1 G1 Y7 DIV DRM"], trick=[(0, "DIV")])
    assert state.legal_actions(1) == [Pass(), Play("R1"), Play("G1")] + ALL_DECLARATIONS
    act(state, "pG1")
    assert state.view(None)["top"]["colour"] == "G"


def test_t8_a_dreamer_declared_divine_counts_as_a_divine():
    state = build(3, ["B2 B3 R1", "R4 R5 DIV DRM", "Y1 Y2 DIV"], trick=[(0, "R3")], levels=[3, 1, 3])
    act(state, "dDIV")
    assert state.view(None)["top"]["divine"] is True
    # No Divine on it, but a 1 or a Dreamer may be.
    assert state.legal_actions(2) == [Pass(), Play("Y1")]
    act(state, "x")
    assert state.legal_actions(0) == [Pass(), Play("R1")]
    events = act(state, "x")
    # It wins, and a trick won with a Divine on top ends the round.
    assert of_kind(events, "trick_won")[0] == {"seat": 1, "cards": ["R3", "DRM"], "level": 2, "divine": True}
    assert of_kind(events, "round_over")[0]["reason"] == "divine"


def test_no_divine_on_a_divine():
    state = build(2, ["B2 B3", "DIV DRM R4"], trick=[(0, "DIV")])
    assert Play("DIV") not in state.legal_actions(1) and Dream() not in state.legal_actions(1)
    with pytest.raises(IllegalAction, match="Only a 1 of any colour or a Dreamer"):
        state.apply(1, Play("DIV"))


# -- ruling 3: passing ----------------------------------------------------------------


def test_passing_does_not_shut_a_player_out_of_the_trick():
    state = build(3, ["R3 B2 B3", "R7 R9 G2", "R5 G3 G4"])
    act(state, "pR3", "x", "pR5", "x")
    assert state.view(None)["passes"] == [0]
    assert state.to_act() == [1] and Play("R7") in state.legal_actions(1)
    events = act(state, "pR7", "x", "x")
    assert of_kind(events, "trick_won") == [{"seat": 1, "cards": ["R3", "R5", "R7"], "level": 2, "divine": False}]
    assert state.to_act() == [1] and state.leader == 1 and state.view(None)["top"] is None


def test_a_player_may_pass_though_able_to_beat():
    state = build(2, ["R3 B2", "R9 DIV DRM"])
    act(state, "pR3")
    assert state.legal_actions(1)[0] == Pass()
    events = act(state, "x")
    assert of_kind(events, "trick_won")[0]["seat"] == 0 and state.tricks == [1, 0]


def test_the_owner_of_the_top_card_is_never_asked_to_beat_it():
    state = build(4, ["R3 B2", "G2 G3", "Y2 Y3", "B4 B5"])
    seen = []
    for move in ("pR3", "x", "x"):
        act(state, move)
        seen.append(state.to_act()[0])
    assert seen == [1, 2, 3]
    act(state, "x")
    assert state.to_act() == [0] and state.view(None)["phase"] == "lead"


# -- T-10 / ruling 4: going out --------------------------------------------------------


def test_t10_playing_the_last_card_ends_the_round_and_nobody_wins_the_trick():
    state = build(3, ["B9 R2 R3", "G2 G3", "DIV"], levels=[6, 3, 3])
    events = act(state, "pB9", "x", "pDIV")
    assert "trick_won" not in kinds(events)
    over = of_kind(events, "round_over")[0]
    assert over["reason"] == "out" and over["seat"] == 2 and over["unwon"] == ["B9", "DIV"]
    assert state.levels == [6, 3, 3]  # seat 0 was denied the trick


def test_t10_a_lone_divine_led_as_the_last_card_wins_nothing():
    state = build(2, ["DIV", "B7 B8"], levels=[4, 2])
    events = act(state, "pDIV")
    assert "trick_won" not in kinds(events) and of_kind(events, "round_over")[0]["reason"] == "out"
    assert state.levels == [4, 2]


def test_winning_the_last_trick_then_leading_the_last_card_still_ends_the_round():
    state = build(2, ["R3 B2", "G2 G3"], levels=[2, 2])
    events = act(state, "pR3", "x", "pB2")
    assert kinds(events)[:4] == ["played", "passed", "trick_won", "played"]
    assert of_kind(events, "round_over")[0]["tricks"] == [1, 0]
    assert state.levels == [3, 2] and state.view(None)["round"] == 2


# -- T-1 / T-2 / T-3 / ruling 5: live levels and retiring ---------------------------


def test_t1_levels_are_live_and_reaching_12_retires_at_once():
    state = build(3, ["R3 R4 B5", "G2 G3 G4", "Y2 Y3 Y4"], levels=[11, 5, 5])
    events = act(state, "pR3", "x", "x")
    assert of_kind(events, "trick_won")[0]["level"] == 12
    assert of_kind(events, "retired") == [{"seat": 0, "level": 12, "took_12_from": None, "cards_out": 2}]
    view = state.view(None)
    assert view["retired"] == [0] and view["holder_of_12"] == 0 and view["hand_sizes"] == [0, 3, 3]
    assert "round_over" not in kinds(events) and not state.is_over
    # T-2: the player to the retiree's left leads; the retiree is skipped from now on.
    assert state.to_act() == [1] and state.leader == 1
    events = act(state, "pG2", "x")
    assert of_kind(events, "trick_won")[0] == {"seat": 1, "cards": ["G2"], "level": 6, "divine": False}
    # T-3: the game ends with the round in which someone reached 12.
    events = act(state, "pG3", "x", "pG4")
    assert of_kind(events, "round_over")[0]["reason"] == "out"
    assert state.is_over and state.to_act() == []
    assert of_kind(events, "game_over")[0]["winners"] == [0]
    assert [r.place for r in state.outcome()] == [1, 2, 3]


def test_a_round_without_anyone_at_12_deals_a_new_round():
    state = build(2, ["R3 B2", "G2 G3"], levels=[10, 2], dealer=1)
    act(state, "pR3", "x", "pB2")
    assert not state.is_over and state.levels == [11, 2]
    view = state.view(None)
    assert view["round"] == 2 and view["dealer"] == 0 and view["hand_sizes"] == [20, 20]
    assert sorted(int(m[1:]) for m in view["markers"]) == [2, 11]
    assert state.retired == [] and state.tricks == [0, 0]


def test_t2_after_a_retirement_the_next_active_player_to_the_left_leads():
    # Seat 0 retired earlier this round; seat 3 reaches 12, and seat 0 (its left) is out.
    state = build(4, ["", "G2 G3 G4", "Y2 Y3 Y4", "R3 R4"], levels=[12, 5, 6, 11], leader=3,
                  retired=[0])
    events = act(state, "pR3", "x", "x")
    assert of_kind(events, "retired")[0] == {"seat": 3, "level": 12, "took_12_from": 0, "cards_out": 1}
    assert state.to_act() == [1] and state.retired == [0, 3]


def test_t3_a_second_player_reaching_12_takes_the_12_card_and_wins():
    state = build(4, ["", "G2 G3 G4", "Y2 Y3 Y4", "R3 R4"], levels=[12, 5, 6, 11], leader=3,
                  retired=[0])
    act(state, "pR3", "x", "x")
    assert state.view(None)["holder_of_12"] == 3 and state.view(None)["reached_12"] == [0, 3]
    events = act(state, "pG2", "x", "pG3", "x", "pG4")  # seat 1 wins two tricks, then goes out
    assert of_kind(events, "round_over")[0]["reason"] == "out" and of_kind(events, "round_over")[0]["seat"] == 1
    assert state.is_over and state.levels == [12, 7, 6, 12]
    results = {r.seat: r for r in state.outcome()}
    assert results[3].won and results[3].place == 1 and results[3].details["holder_of_12"]
    assert not results[0].won and results[0].place == 2 and results[0].details["reached_12"]
    assert (results[1].place, results[2].place) == (3, 4)


def test_t3_both_players_of_two_reach_12_and_the_last_one_wins():
    state = build(2, ["R3 R4", "G2 G3"], levels=[11, 11])
    events = act(state, "pR3", "x")
    # Seat 0 retires; seat 1 is alone and leads G2 at once: a trick, 12, the 12 card.
    assert kinds(events) == ["played", "passed", "trick_won", "retired", "lone_player", "played",
                             "trick_won", "retired", "round_over", "game_over"]
    assert of_kind(events, "retired")[1]["took_12_from"] == 0
    assert of_kind(events, "round_over")[0]["reason"] == "all_retired"
    assert state.is_over and of_kind(events, "game_over")[0]["winners"] == [1]
    assert [r.place for r in state.outcome()] == [2, 1]


# -- T-4 / ruling 9: one active player left -------------------------------------------


def test_t4_a_lone_player_wins_a_trick_with_each_lead_but_not_with_the_last_card():
    state = build(2, ["R3 R4", "DIV Y7 G2 DRM G3"], levels=[11, 5])
    events = act(state, "pR3", "x")
    auto = [e for e in of_kind(events, "played") if e["auto"]]
    # Lowest value cards first, then the Dreamer (as red 1), the Divine last.
    assert [(e["card"], e["colour"], e["value"]) for e in auto] == [
        ("G2", "G", 2), ("G3", "G", 3), ("Y7", "Y", 7), ("DRM", "R", 1), ("DIV", None, None)]
    assert [t["level"] for t in of_kind(events, "trick_won")] == [12, 6, 7, 8, 9]
    assert of_kind(events, "round_over")[0]["reason"] == "out"
    assert state.is_over and state.levels == [12, 9]
    assert [r.won for r in state.outcome()] == [True, False]


def test_t4_a_lone_player_who_reaches_12_takes_the_12_card():
    state = build(3, ["", "R3 R4", "G2 G3 G4 G5 G6"], levels=[12, 11, 9], leader=1, retired=[0])
    events = act(state, "pR3", "x")
    assert of_kind(events, "lone_player") == [{"seat": 2, "level": 9, "cards": 5}]
    assert [t["level"] for t in of_kind(events, "trick_won")] == [12, 10, 11, 12]
    assert [r["seat"] for r in of_kind(events, "retired")] == [1, 2]
    assert state.is_over and state.view(None)["holder_of_12"] == 2
    assert [r.place for r in state.outcome()] == [2, 2, 1]


def test_t4_a_lone_player_holding_only_divines_wins_one_trick_and_the_round_ends():
    state = build(2, ["R3 R4", "DIV DIV DIV"], levels=[11, 5])
    events = act(state, "pR3", "x")
    assert of_kind(events, "trick_won")[-1] == {"seat": 1, "cards": ["DIV"], "level": 6, "divine": True}
    assert of_kind(events, "round_over")[0]["reason"] == "divine"


def test_t4_option_lone_player_ends_round():
    state = build(2, ["R3 R4", "DIV Y7 G2 DRM G3"], levels=[11, 5], options={"lone_player_ends_round": True})
    events = act(state, "pR3", "x")
    assert "lone_player" not in kinds(events)
    over = of_kind(events, "round_over")[0]
    assert over["reason"] == "lone_player" and over["seat"] == 1
    assert state.levels == [12, 5] and state.is_over


# -- T-11 / ruling 6: the next round's leader ------------------------------------------


@pytest.mark.parametrize("levels,dealer,leader", [
    ([3, 5, 3, 4], 0, 2),   # lowest: 0 and 2; from the left of the highest (1): 2
    ([3, 4, 5, 3], 0, 3),   # from the left of seat 2: 3
    ([3, 4, 5, 3], 3, 3),   # the dealer does not matter when one player is highest
    ([2, 6, 9], 1, 0),      # a single lowest player leads
    ([4, 4, 4], 1, 2),      # all level: the dealer's left
    ([4, 4], 1, 0),
    ([3, 5, 3, 5], 0, 2),   # two highest: count from the first clockwise from the dealer's left (1)
    ([3, 5, 3, 5], 2, 0),   # ... now seat 3 is that one, so its left (0) leads
])
def test_t11_next_round_leader(levels, dealer, leader):
    assert next_round_leader(levels, dealer) == leader


def test_t11_the_new_round_is_led_by_the_lowest_and_the_deal_passes_clockwise():
    state = build(3, ["R3 B2", "G4 G5", "Y4 Y5"], levels=[6, 2, 2], dealer=2)
    act(state, "pR3", "x", "x", "pB2")
    view = state.view(None)
    assert view["dealer"] == 0 and state.levels == [7, 2, 2]
    assert view["leader"] == 1 == view["current"]  # 1 and 2 tie; left of seat 0 is 1


# -- T-12: marker colours ----------------------------------------------------------------


def test_t12_markers_take_a_random_free_colour():
    state = build(2, ["R3", "G2 G3"], levels=[4, 4])
    state.rng.force(3, 2)   # seat 0: index 3 of R B Y G; seat 1: index 2 of R B Y
    act(state, "pR3")
    assert state.view(None)["markers"] == ["G4", "Y4"]
    assert "G4" not in state.hands[0] + state.hands[1]


# -- T-13 / ruling 8: the official variant --------------------------------------------


def test_t13_variant_nobody_retires_and_levels_count_past_12():
    state = build(2, ["R3 R4 R5", "G2 G3 G4"], levels=[11, 5], options={"most_beyond_12": True})
    events = act(state, "pR3", "x", "pR4", "x")
    assert "retired" not in kinds(events) and state.levels == [13, 5]
    assert state.view(None)["holder_of_12"] is None and state.to_act() == [0]
    events = act(state, "pR5")
    assert of_kind(events, "round_over")[0]["reason"] == "out"
    assert state.is_over
    assert [(r.place, r.won, r.score) for r in state.outcome()] == [(1, True, 13.0), (2, False, 5.0)]


def test_t13_variant_ties_share_and_no_one_at_12_means_another_round():
    state = build(2, ["R3 R4", "G2 G3 G4"], levels=[11, 12], options={"most_beyond_12": True})
    act(state, "pR3", "x", "pR4")
    assert state.is_over and state.levels == [12, 12]
    assert [(r.place, r.won) for r in state.outcome()] == [(1, True), (1, True)]
    again = build(2, ["R3 R4", "G2 G3 G4"], levels=[10, 2], options={"most_beyond_12": True})
    act(again, "pR3", "x", "pR4")
    assert not again.is_over and again.view(None)["round"] == 2


# -- ruling 7: places -----------------------------------------------------------------------


def test_places_holder_first_then_levels_sharing():
    assert places([12, 12, 7, 7], holder_of_12=1) == [2, 1, 3, 3]
    assert places([5, 12, 9, 5], holder_of_12=1) == [3, 1, 2, 3]
    assert places([12, 13, 12], holder_of_12=None) == [2, 1, 2]
