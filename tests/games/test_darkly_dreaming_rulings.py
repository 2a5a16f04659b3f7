"""Known-answer tests for rulings D-1..D-8 (rules page and rulings.md section 5),
with forced dice."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.darkly_dreaming import GAME
from games.darkly_dreaming.actions import Decline, Pick, Return, Sleep, StayAwake, Target
from tests.games.test_darkly_dreaming_helpers import (
    build, card, census_ok, die, kinds, nightmare, of, roll_for,
)


# -- D-1 / D-2: drawing and choosing which dreams go back ---------------------

def test_d2_dreamer_chooses_which_two_drawn_dreams_go_back():
    s = build([card(), card()], top=["D", "E", "P"])
    assert s.to_act() == [0]
    assert s.view(None)["pending"] == {"kind": "return", "seat": 0, "dreams": ["D", "E", "P"], "count": 2}
    assert s.legal_actions(0) == [Return("DE"), Return("DP"), Return("EP")]
    size = len(s.deck)
    s.rng.force(die("P", "2pt"))
    events = s.apply(0, Return("DE"))
    assert of(events, "returned") == [{"seat": 0, "dreams": ["D", "E"], "cause": "choice"}]
    assert of(events, "rolled")[0]["rolls"] == [{"dream": "P", "die": die("P", "2pt"), "result": "2pt"}]
    assert s.cards[0].points == ["P2"] and s.view(None)["points"] == [2, 0]
    assert len(s.deck) == size + 2
    assert s.view(None)["pending"]["kind"] == "sleep" and census_ok(s)


def test_d2_only_drawn_dreams_can_go_back():
    s = build([card(), card()], top=["D", "D", "E"])
    assert s.legal_actions(0) == [Return("DD"), Return("DE")]
    with pytest.raises(IllegalAction, match="dreams you drew"):
        s.apply(0, Return("CP"))
    with pytest.raises(IllegalAction, match="exactly 2"):
        s.apply(0, Return("D"))


def test_d2_nightmare_draws_two_returns_one_then_picks_the_dreamer():
    s = build([nightmare("E"), card(), card(status="out")], top=["C", "D"])
    assert s.view(None)["pending"] == {"kind": "return", "seat": 0, "dreams": ["C", "D"], "count": 1}
    assert s.legal_actions(0) == [Return("D"), Return("C")]  # in the order D, E, C, P
    s.apply(0, Return("D"))
    assert s.view(None)["pending"] == {"kind": "target", "seat": 0, "dream": "C"}
    assert s.legal_actions(0) == [Target(1)]  # out players cannot be chosen
    s.rng.force(die("C", "1pt"))
    events = s.apply(0, Target(1))
    assert of(events, "rolled")[0] == {"seat": 1, "by": 0, "cause": "nightmare",
                                        "rolls": [{"dream": "C", "die": die("C", "1pt"), "result": "1pt"}]}
    assert s.cards[1].points == ["C1"]
    assert s.to_act() == [1] and s.current == 1  # the Nightmare's turn is over
    assert census_ok(s)


def test_d1_nightmare_of_depths_returns_its_dream_to_the_deck_not_a_bag():
    s = build([card(), nightmare("D")], top=["P", "E"], start=False)
    size = len(s.deck)
    roll_for(s, 0, ["D"], [die("D", "shadow"), die("P", "hunt"), die("E", "1pt")])
    assert s.to_act() == [1] and len(s.deck) == size - 1 - 2
    s.apply(1, GAME.decode("d:1"))
    assert len(s.deck) == size - 2 and census_ok(s)


# -- D-3: order of application and recursive Depths ---------------------------

def test_d3_points_hunt_exhaust_then_shadows_in_order_d_e_c_p():
    s = build([card(), card(), card()], start=False)
    events = roll_for(s, 0, ["P", "C", "E", "C", "P"],
                      [die("P", "shadow"), die("C", "shadow"), die("E", "exhaust"), die("C", "1pt"),
                       die("P", "hunt")])
    placed = [(e["dream"], e["pile"]) for e in of(events, "placed")]
    assert placed == [("C", "points"), ("P", "hunt"), ("E", "exhaust"), ("C", "shadow"), ("P", "shadow")]
    assert kinds(events).index("cages") < len(events)
    assert s.view(None)["pending"] == {"kind": "primeval", "seat": 0, "dreamer": 0}


def test_d3_depths_chain_resolves_before_the_next_shadow():
    s = build([card(), card()], top=["D", "C"], start=False)
    events = roll_for(s, 0, ["C", "D"], [die("C", "shadow"), die("D", "shadow"),
                                         die("D", "shadow"), die("C", "exhaust")])
    assert [e["dreams"] for e in of(events, "drew")] == [["D"], ["C"]]
    assert [(e["dream"], e["pile"]) for e in of(events, "placed")] == [
        ("D", "shadow"), ("D", "shadow"), ("C", "exhaust"), ("C", "shadow")]
    # the Cages shadow came last: it flipped the exhaust dream the chain placed
    assert s.cards[0].exhaust == ["C-"]
    assert s.cards[0].shadow == {"D": 2, "E": 0, "C": 1, "P": 0}
    assert [r["cause"] for r in s.view(None)["last_rolls"]] == ["turn", "turn", "depths", "depths"]
    assert census_ok(s)


def test_d3_depths_chain_stops_for_an_envy_choice_and_resumes():
    s = build([card(), card()], top=["E", "D"], start=False)
    roll_for(s, 0, ["D", "C"], [die("D", "shadow"), die("C", "exhaust"), die("E", "shadow")])
    assert s.to_act() == [1] and s.view(None)["pending"]["kind"] == "envy"
    s.rng.force(die("C", "1pt"))
    s.apply(1, Pick("x:0"))  # reroll the Cages exhaust dream into points
    assert s.cards[0].points == ["C1"] and s.cards[0].exhaust == []
    assert s.to_act() == [0] and s.view(None)["pending"]["kind"] == "sleep"


# -- D-4: thresholds, precedence, FAQ 4 ------------------------------------------

def test_d4_out_before_nightmare():
    s = build([card(hunt=["P", "P", "P"], shadow={"C": 3}), card()], start=False)
    events = roll_for(s, 0, ["P", "C"], [die("P", "hunt"), die("C", "shadow")])
    assert of(events, "out") == [{"seat": 0, "reason": "hunted"}]
    assert not of(events, "became_nightmare") and s.cards[0].status == "out"


def test_d4_nightmare_before_comatose_with_three_players():
    s = build([card(exhaust=["E+", "E+"], shadow={"C": 2}), card(), card()], start=False)
    events = roll_for(s, 0, ["C", "E"], [die("C", "shadow"), die("E", "exhaust")])
    assert of(events, "became_nightmare") == [{"seat": 0, "nightmare": "C", "points": 0}]
    assert not of(events, "comatose") and s.cards[0].status == "nightmare"


def test_d4_shadow_threshold_is_four_with_two_players():
    s = build([card(shadow={"C": 2}), card()], start=False)
    roll_for(s, 0, ["C"], [die("C", "shadow")])
    assert s.cards[0].status == "dreamer" and s.view(None)["pending"]["kind"] == "sleep"
    roll_for(s, 0, ["C"], [die("C", "shadow")])
    assert s.cards[0].status == "nightmare"


def test_d4_thresholds_are_at_least():
    s = build([card(exhaust=["E+", "E+"]), card()], start=False)
    events = roll_for(s, 0, ["E", "C"], [die("E", "exhaust"), die("C", "exhaust")])
    assert len(s.cards[0].exhaust) == 4 and of(events, "comatose") == [{"seat": 0, "exhaust": 4}]
    assert s.cards[0].status == "comatose" and s.current == 1  # the turn ended without step 4


def test_d4_faq4_a_row_emptied_before_step_3_ends_does_not_count():
    s = build([card(hunt=["P", "P", "P"]), card()], start=False)
    roll_for(s, 0, ["P", "E"], [die("P", "hunt"), die("E", "shadow")])
    assert len(s.cards[0].hunt) == 4 and s.to_act() == [1]
    s.rng.force(die("P", "1pt"))
    s.apply(1, Pick("h:P"))
    assert s.cards[0].hunt == ["P", "P", "P"] and s.cards[0].status == "dreamer"
    assert s.to_act() == [0]


# -- D-5: Shadow of Envy ----------------------------------------------------------

def test_d5_the_next_active_player_to_the_left_chooses():
    s = build([card(points=["D1"]), card(status="out"), card()], start=False)
    roll_for(s, 0, ["E"], [die("E", "shadow")])
    assert s.to_act() == [2]
    assert s.view(None)["pending"] == {"kind": "envy", "seat": 2, "dreamer": 0, "source": "shadow"}
    assert s.legal_actions(2) == [Pick("s:E"), Pick("p:D1")]  # any pile, the Envy shadow included
    with pytest.raises(IllegalAction, match="not your turn"):
        s.apply(0, Pick("s:E"))
    with pytest.raises(IllegalAction, match="not on seat 0's dreamer card"):
        s.apply(2, Pick("h:P"))


def test_d5_envy_reroll_into_a_shadow_has_no_ability_and_wakes_no_nightmare():
    s = build([card(points=["D1"]), card(), nightmare("D", points=["C1"])], top=["E"], start=False)
    roll_for(s, 0, ["E"], [die("E", "shadow")])
    size = len(s.deck)
    s.rng.force(die("D", "shadow"))
    events = s.apply(1, Pick("p:D1"))
    assert of(events, "envy_pick") == [{"seat": 0, "chooser": 1, "spot": "p:D1", "dream": "D"}]
    assert of(events, "placed") == [{"seat": 0, "dream": "D", "result": "shadow", "pile": "shadow",
                                     "ability": False}]
    assert not of(events, "drew") and len(s.deck) == size  # no Depths draw
    assert s.cards[2].points == ["C1"]  # the Nightmare of Depths did not activate
    assert s.cards[0].shadow["D"] == 1 and s.cards[0].points == []
    assert census_ok(s)


# -- D-6: Shadow of Cages --------------------------------------------------------

def test_d6_cages_flips_the_lowest_face_up_exhaust():
    s = build([card(exhaust=["C-", "E+", "D+"]), card()], start=False)
    events = roll_for(s, 0, ["C"], [die("C", "shadow")])
    assert s.cards[0].exhaust == ["C-", "E-", "D+"]
    assert of(events, "cages") == [{"seat": 0, "flipped": 1, "dream": "E"}]


def test_d6_cages_without_a_face_up_exhaust_does_nothing():
    s = build([card(exhaust=["C-"]), card()], start=False)
    events = roll_for(s, 0, ["C"], [die("C", "shadow")])
    assert s.cards[0].exhaust == ["C-"] and of(events, "cages") == [{"seat": 0, "flipped": None, "dream": None}]
    assert s.view(None)["pending"]["kind"] == "sleep"


def test_comatose_with_face_down_exhausts_never_wakes():
    s = build([card(exhaust=["C-", "C-", "E+"], status="dreamer"), card()], start=False)
    events = roll_for(s, 0, ["C"], [die("C", "shadow")])
    assert of(events, "out") == [{"seat": 0, "reason": "never_wakes"}]
    assert s.cards[0].dream_count() == 0 and census_ok(s)


# -- D-7: Shadow of Primeval ------------------------------------------------------

def test_d7_primeval_may_move_any_shadow_dream_to_hunt():
    s = build([card(shadow={"E": 2}), card()], start=False)
    roll_for(s, 0, ["P"], [die("P", "shadow")])
    assert s.to_act() == [0]
    assert s.legal_actions(0) == [Pick("s:E"), Pick("s:P"), Decline()]
    events = s.apply(0, Pick("s:E"))
    assert of(events, "moved_to_hunt") == [{"seat": 0, "by": 0, "dream": "E", "source": "shadow"}]
    assert s.cards[0].hunt == ["E"] and s.cards[0].shadow == {"D": 0, "E": 1, "C": 0, "P": 1}


def test_d7_primeval_move_is_optional():
    s = build([card(), card()], start=False)
    roll_for(s, 0, ["P"], [die("P", "shadow")])
    with pytest.raises(IllegalAction, match="shadow piles"):
        s.apply(0, Pick("s:D"))
    s.apply(0, Decline())
    assert s.cards[0].hunt == [] and s.cards[0].shadow["P"] == 1
    assert s.view(None)["pending"]["kind"] == "sleep"


# -- D-8: the sleep marker ----------------------------------------------------------

def test_d8_stay_awake_draws_one_more_and_sleep_returns_the_top_exhaust():
    s = build([card(exhaust=["C-", "E+"]), card()], start=False)
    roll_for(s, 0, ["D"], [die("D", "1pt")])
    s.apply(0, StayAwake())
    assert s.marker == 4 and len(s.view(None)["pending"]["dreams"]) == 4
    s.pending = {"kind": "sleep", "seat": 0, "forced": False}
    events = s.apply(0, Sleep())
    assert of(events, "slept") == [{"seat": 0, "returned": "E"}]
    assert s.cards[0].exhaust == ["C-"] and s.current == 1 and s.marker == 3


def test_d8_sleep_is_forced_at_nine():
    s = build([card(), card()], marker=9, start=False)
    roll_for(s, 0, ["D"], [die("D", "1pt")])
    assert s.view(None)["pending"] == {"kind": "sleep", "seat": 0, "forced": True}
    assert s.legal_actions(0) == [Sleep()]
    with pytest.raises(IllegalAction, match="must sleep"):
        s.apply(0, StayAwake())
    assert s.default_action(0) == Sleep()


def test_d8_every_dreamer_turn_starts_at_three():
    s = build([card(exhaust=["C+", "C+", "C+"], status="comatose"), card()], marker=7)
    assert s.current == 1 and s.marker == 3 and len(s.view(None)["pending"]["dreams"]) == 3
