"""Known-answer tests for each Somnia ruling (shared/rules/somnia.md 1-11)."""

from __future__ import annotations

import pytest

from games.base import IllegalAction, Rng
from games.somnia import GAME, Play
from games.somnia.cards import deck_for

from tests.games.test_somnia_support import assert_cards_accounted, build, cards, first, kinds, play


def legal(state, seat=None):
    seat = state.to_act()[0] if seat is None else seat
    return [a.card for a in state.legal_actions(seat) if not a.revoke]


def revokes(state, seat=None):
    seat = state.to_act()[0] if seat is None else seat
    return [a.card for a in state.legal_actions(seat) if a.revoke]


# -- ruling 1: following ------------------------------------------------------

def test_must_follow_the_suit_led_when_able():
    s = build(3, ["R9 B2", "R2 B5 G3", "B10 B9"], leader=0)
    play(s, "R9")
    assert legal(s) == ["R2"]
    with pytest.raises(IllegalAction, match="You must follow red: you hold the red 2"):
        s.apply(1, Play("B5"))
    assert s.to_act() == [1] and s.hands[1] == cards("R2 B5 G3")  # refused: nothing changed


def test_a_void_player_may_play_any_card():
    s = build(3, ["R9 B2", "R2 B5", "B10 G9"], leader=0)
    play(s, "R9", "R2")
    assert legal(s) == ["B10", "G9"]


def test_any_card_may_be_led_even_a_nightmare_card():
    s = build(3, ["R9 B2 G7", "R2 B5 G2", "B10 G9 Y2"], leader=0, nightmare="G")
    assert legal(s) == ["R9", "B2", "G7"]


def test_a_nightmare_card_may_be_played_instead_of_following():
    s = build(4, ["B2 Y2", "B3 G2 R4", "B4 B5", "B6 B7"], leader=0, nightmare="G")
    play(s, "B2")
    assert legal(s) == ["B3", "G2"]
    with pytest.raises(IllegalAction, match="follow blue .* or play a green Nightmare card that wins"):
        s.apply(1, Play("R4"))


def test_the_highest_card_of_the_suit_led_wins_and_discards_never_win():
    s = build(3, ["R6 B2", "Y10 B5", "R7 B9"], leader=0, nightmare="B")
    events = play(s, "R6", "Y10", "R7")
    assert first(events, "trick_won").data["seat"] == 2
    assert s.nightmare == "B" and s.captured[2] == cards("R6 Y10 R7")


# -- ruling 2: the Nightmare is set by the first card off suit, at once --------

def test_first_off_suit_card_sets_the_nightmare_and_promotes_its_5_in_that_trick():
    s = build(3, ["R10 Y2", "B5 Y3", "B10 B9"], leader=0)
    events = play(s, "R10")
    assert "nightmare_set" not in kinds(events)  # leading sets nothing
    events = play(s, "B5")
    assert first(events, "nightmare_set").data == {"seat": 1, "card": "B5", "suit": "B"}
    assert s.view(None)["nightmare"] == "B"
    # The blue 5 now ranks 11: seat 2 (all blue) may play either card, and the 10 loses to it.
    assert legal(s) == ["B10", "B9"]
    events = play(s, "B10")
    won = first(events, "trick_won").data
    assert won["seat"] == 1
    assert won["points"] == 11 + 13 + 11  # R10 + promoted B5 + B10
    assert s.view(None)["points"] == [0, 35, 0]


def test_later_players_in_the_setting_trick_are_ruffing():
    # Seat 1 sets green with the 9; seat 2, void in red, may not undertrump with the 8.
    s = build(3, ["R10 Y2", "G9 Y3", "G8 G7 Y4"], leader=0)
    play(s, "R10", "G9")
    assert legal(s) == ["G7", "Y4"]  # the 7 (rank 12) beats the 9; the 4 is a plain discard
    with pytest.raises(IllegalAction, match="must beat the green 9"):
        s.apply(2, Play("G8"))


def test_a_later_off_suit_card_does_not_change_the_nightmare():
    s = build(4, ["R10 Y2", "B2 Y3", "G5 G4", "R2 R3"], leader=0)
    events = play(s, "R10", "B2", "G5", "R2")
    assert kinds(events).count("nightmare_set") == 1
    assert s.nightmare == "B"
    assert first(events, "trick_won").data["seat"] == 1  # the lone blue 2 is the only Nightmare


# -- ruling 3: no undertrumping -----------------------------------------------

def test_a_ruff_must_beat_every_nightmare_card_in_the_trick():
    s = build(4, ["B2 Y2", "R9 Y3", "R5 Y4", "R10 R8 G4"], leader=0, nightmare="R")
    play(s, "B2", "R9", "R5")  # two Nightmare cards: 9 and the 5 (rank 11)
    assert legal(s) == ["G4"]  # the 10 and 8 beat the 9 but not the 5
    with pytest.raises(IllegalAction, match="must beat the red 5"):
        s.apply(3, Play("R10"))


def test_a_hand_of_only_nightmare_cards_may_undertrump():
    s = build(3, ["B2 Y2", "R9 Y3", "R8 R6"], leader=0, nightmare="R")
    play(s, "B2", "R9")
    assert legal(s) == ["R8", "R6"]
    events = play(s, "R6")
    assert first(events, "trick_won").data["seat"] == 1


def test_holding_the_suit_led_a_ruff_still_has_to_win():
    s = build(3, ["B2 Y2", "R9 Y3", "B3 R8 R5"], leader=0, nightmare="R")
    play(s, "B2", "R9")
    assert legal(s) == ["B3", "R5"]


def test_on_a_nightmare_lead_any_nightmare_card_may_be_played_but_one_must_be():
    s = build(3, ["R10 Y2", "R2 R3 B10", "B3 B4"], leader=0, nightmare="R")
    play(s, "R10")
    assert legal(s) == ["R2", "R3"]
    with pytest.raises(IllegalAction, match="Red is the Nightmare and was led"):
        s.apply(1, Play("B10"))
    play(s, "R2")
    assert legal(s) == ["B3", "B4"]  # void in the Nightmare: anything


# -- ruling 4: the Nightmare 7 is never forced --------------------------------

def test_a_lone_nightmare_7_is_never_forced_on_a_nightmare_lead():
    s = build(3, ["R10 Y2", "R7 B2 G3", "B3 B4"], leader=0, nightmare="R",
              options={"allow_revoke": True})
    play(s, "R10")
    assert legal(s) == ["R7", "B2", "G3"]
    assert revokes(s) == []  # keeping the 7 back is not a revoke
    events = play(s, "B2")
    assert "chip_lost" not in kinds(events) and s.lives == [3, 3, 3]


def test_the_7_with_other_nightmare_cards_still_forces_a_nightmare_card():
    s = build(3, ["R10 Y2", "R7 R2 B2", "B3 B4"], leader=0, nightmare="R")
    play(s, "R10")
    assert legal(s) == ["R7", "R2"]


def test_the_nightmare_7_may_be_played_at_any_time():
    s = build(4, ["B2 Y2", "R5 Y3", "B9 R7", "B10 B8"], leader=0, nightmare="R")
    play(s, "B2", "R5")
    assert legal(s) == ["B9", "R7"]
    events = play(s, "R7", "B10")
    assert first(events, "trick_won").data["seat"] == 2


# -- ruling 5: revoke ------------------------------------------------------------

def test_no_revoke_is_offered_by_default():
    s = build(3, ["R9 B2", "R2 B5", "B10 B9"], leader=0)
    play(s, "R9")
    assert s.legal_actions(1) == [Play("R2")]
    with pytest.raises(IllegalAction, match="Revoking is off"):
        s.apply(1, Play("B5", revoke=True))


def test_a_revoke_costs_a_chip_at_once_and_counts_as_played():
    s = build(3, ["R9 B2", "R2 B5", "R10 B9"], leader=0, options={"allow_revoke": True})
    play(s, "R9")
    assert s.legal_actions(1) == [Play("R2"), Play("B5", revoke=True)]
    assert s.view(1)["revokes"] == ["B5"] and s.view(1)["playable"] == ["R2"]
    assert "revokes" not in s.view(None) and s.view(2)["revokes"] == []
    events = s.apply(1, Play("B5", revoke=True))
    assert kinds(events) == ["card_played", "nightmare_set", "chip_lost"]
    assert first(events, "card_played").data["revoke"] is True
    assert first(events, "chip_lost").data == {"seat": 1, "reason": "revoke", "lives": 2}
    assert s.lives == [3, 2, 3] and s.nightmare == "B"  # the revoked card set the Nightmare
    events = play(s, "R10")
    assert first(events, "trick_won").data["seat"] == 1  # and it wins the trick as a Nightmare 5


def test_a_revoke_must_break_the_rules_and_needs_the_suit_led():
    s = build(3, ["R9 B2", "R2 B5", "G9 B9"], leader=0, nightmare="G", options={"allow_revoke": True})
    play(s, "R9")
    with pytest.raises(IllegalAction, match="is a legal play, not a revoke"):
        s.apply(1, Play("R2", revoke=True))
    play(s, "R2")
    assert revokes(s) == []  # seat 2 is void in red: nothing it plays is a revoke


def test_an_undertrump_while_holding_the_suit_led_is_a_revoke():
    s = build(3, ["B2 Y2", "R9 Y3", "B3 R8"], leader=0, nightmare="R", options={"allow_revoke": True})
    play(s, "B2", "R9")
    assert legal(s) == ["B3"] and revokes(s) == ["R8"]


def test_no_revoke_without_a_chip_to_pay_and_the_deal_still_ends_the_game():
    s = build(3, ["R9 B2", "R2 B5", "R10 B9"], leader=0, lives=[3, 1, 3], options={"allow_revoke": True})
    play(s, "R9")
    s.apply(1, Play("B5", revoke=True))
    assert s.lives[1] == 0 and not s.is_over  # the deal goes on
    play(s, "R10")
    assert s.to_act() == [1]
    with pytest.raises(IllegalAction, match="legal play, not a revoke"):
        s.apply(1, Play("R2", revoke=True))  # a lead is never a revoke
    events = play(s, "R2", "B9", "B2")  # seat 0 takes no trick: Sleepless Child
    assert kinds(events)[-1] == "game_over"
    assert s.is_over and s.lives[1] == 0 and s.to_act() == []
    assert [r.place for r in s.outcome()][1] == 3


def test_at_zero_chips_no_revoke_is_offered():
    s = build(3, ["R9 B2", "R2 B5", "R10 B9"], leader=0, lives=[3, 0, 3], options={"allow_revoke": True})
    play(s, "R9")
    assert s.legal_actions(1) == [Play("R2")]
    with pytest.raises(IllegalAction, match="no life chip left"):
        s.apply(1, Play("B5", revoke=True))


# -- ruling 6: two players draw, winner first ----------------------------------

def test_two_players_draw_winner_first_while_the_deck_lasts():
    s = build(2, ["R10 B5", "R9 B6"], leader=1, deck="G5 G6 Y7")
    events = play(s, "R9", "R10")  # seat 0 wins
    drawn = [(e.kind, e.data["seat"], e.audience) for e in events if e.kind in ("drew", "card_drawn")]
    assert drawn == [("drew", 0, None), ("card_drawn", 0, frozenset({0})),
                     ("drew", 1, None), ("card_drawn", 1, frozenset({1}))]
    assert first(events, "card_drawn").data == {"seat": 0, "card": "G5"}
    assert s.hands == [cards("B5 G5"), cards("B6 G6")]
    assert s.deck == ["Y7"] and s.to_act() == [0]
    events = play(s, "B5", "B6")  # seat 1 wins and takes the last card; seat 0 gets none
    assert [(e.kind, e.data["seat"]) for e in events if e.kind == "drew"] == [("drew", 1)]
    assert s.hands == [cards("G5"), cards("G6 Y7")] and s.view(None)["deck_size"] == 0


def test_a_two_player_deal_plays_twelve_tricks_then_continues_from_hands():
    s = GAME.new(players=2, seed=4)
    assert s.view(None)["hand_sizes"] == [6, 6] and s.view(None)["deck_size"] == 12
    sizes, tricks = [], 0
    while s.deal_number == 1:
        seat = s.to_act()[0]
        events = s.apply(seat, s.default_action(seat))
        if "trick_won" in kinds(events):
            tricks += 1
            sizes.append([e.data["deck_size"] for e in events if e.kind == "drew"])
        if s.deal_number == 1:
            assert_cards_accounted(s)
    assert tricks == 12
    assert sizes == [[11, 10], [9, 8], [7, 6], [5, 4], [3, 2], [1, 0]] + [[]] * 6


def test_drawn_cards_stay_private():
    s = build(2, ["R10 B5", "R9 B6"], leader=0, deck="G5 G6")
    events = play(s, "R10", "R9")
    for e in events:
        if e.kind == "card_drawn":
            assert e.audience == frozenset({e.data["seat"]})
        else:
            assert e.public
    assert "hand" not in s.view(None)
    assert s.view(1)["hand"] == cards("B6 G6")


# -- ruling 7/10: points with the final Nightmare --------------------------------

def test_points_use_the_final_nightmare_even_for_cards_taken_before():
    # Seat 0 took the red 7 and red 5 while no Nightmare was set (2 + 0 points).
    s = build(3, ["B4", "B3", "R2"], leader=0,
              captured=["R7 R5 B6", "Y2 Y3 Y4", ""], tricks=[1, 1, 0])
    assert s.view(None)["points"] == [12, 0, 0]
    events = play(s, "B4", "B3", "R2")  # the red 2 sets red as the Nightmare in the last trick
    scored = first(events, "deal_scored").data
    assert scored["nightmare"] == "R"
    assert scored["points"][0] == 20 + 13 + 10  # the 7 and 5 promote after the fact


def test_who_wins_a_trick_uses_the_nightmare_as_it_stood_then():
    # Trick 1: no Nightmare yet, the red 7 is a plain 7 and loses to the red 9.
    s = build(3, ["R7 B2", "R9 B3", "R2 G2"], leader=0)
    events = play(s, "R7", "R9", "R2")
    assert first(events, "trick_won").data["seat"] == 1
    assert s.nightmare is None


# -- ruling 8: deals, dealer, leader, game end --------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_first_dealer_is_drawn_from_the_rng_and_the_left_neighbour_leads(players):
    seen = set()
    for seed in range(40):
        s = GAME.new(players=players, seed=seed)
        expected = Rng(seed).choice_index(players)
        assert s.dealer == expected
        assert s.to_act() == [(expected + 1) % players] == [s.view(None)["leader"]]
        seen.add(s.dealer)
    assert seen == set(range(players))


@pytest.mark.parametrize("players", [3, 4])
def test_dealing_is_one_by_one_from_the_dealers_left(players):
    s = GAME.new(players=players, seed=9)
    shuffled = deck_for(players)
    rng = Rng(9)
    rng.choice_index(players)
    rng.shuffle(shuffled)
    for i, card in enumerate(shuffled):
        assert card in s.hands[(s.dealer + 1 + i) % players]


def test_the_deal_passes_left_and_the_next_left_neighbour_leads():
    s = GAME.new(players=4, seed=2)
    dealer = s.dealer
    while s.deal_number == 1:
        seat = s.to_act()[0]
        events = s.apply(seat, s.default_action(seat))
    started = first(events, "deal_started").data
    assert started["dealer"] == (dealer + 1) % 4 == s.dealer
    assert started["leader"] == (dealer + 2) % 4 and s.to_act() == [(dealer + 2) % 4]
    assert s.view(None)["captured"] == [[], [], [], []] and s.nightmare is None


def test_the_game_ends_when_a_player_has_no_chip_and_places_go_by_chips():
    # 3p "between" deal: seat 2 comes second and loses its last chip.
    s = build(3, ["B4", "B3", "B2"], leader=0, nightmare="Y", lives=[2, 3, 1],
              captured=["Y7 Y5 R10 R6 B10 B6", "G10 G6 G9", "R9 R8 B9 Y10 G8 Y6"],
              tricks=[2, 1, 2])
    events = play(s, "B4", "B3", "B2")
    scored = first(events, "deal_scored").data
    assert scored["points"] == [20 + 13 + 11 + 10 + 11 + 10, 11 + 10 + 4, 4 + 3 + 4 + 11 + 3 + 10]
    assert scored["ending"] == "Between Dream and The Dawn" and scored["losers"] == [2]
    assert kinds(events)[-2:] == ["chip_lost", "game_over"]
    assert s.is_over and s.lives == [2, 3, 0]
    out = {r.seat: r for r in s.outcome()}
    assert (out[1].place, out[1].won, out[1].score) == (1, True, 3)
    assert (out[0].place, out[0].won) == (2, False)
    assert (out[2].place, out[2].won) == (3, False)
    assert first(events, "game_over").data["winners"] == [1]


def test_a_deal_that_leaves_everyone_a_chip_is_followed_by_the_next():
    s = build(4, ["B4", "B3", "B2", "G2"], leader=0, nightmare="R", lives=[2, 2, 1, 1],
              captured=["R7 R5 R10 R6 B10 B6 G10 G6", "Y10 Y6 Y9 Y8", "", ""], tricks=[2, 1, 0, 0])
    events = play(s, "B4", "B3", "B2", "G2")
    assert first(events, "deal_scored").data["ending"] == "Captive of Dream"
    assert s.lives == [1, 2, 1, 1] and not s.is_over  # nobody at 0 yet: a new deal starts
    assert first(events, "deal_started").data["deal_number"] == 2


def test_tied_chip_counts_share_places():
    s = build(4, ["B4", "B3", "B2", "G2"], leader=0, nightmare="R", lives=[3, 3, 1, 2],
              captured=["", "R10 R9 B10", "G10 G9", "Y10"], tricks=[0, 2, 2, 1])
    play(s, "B4", "B3", "B2", "G2")
    # points 0/26/15/11: "between" -> seats 2 and 3 lose; seat 2 reaches 0.
    assert s.is_over and s.lives == [3, 3, 0, 1]
    places = {r.seat: (r.place, r.won) for r in s.outcome()}
    assert places == {0: (1, True), 1: (1, True), 3: (3, False), 2: (4, False)}


# -- default action --------------------------------------------------------------

@pytest.mark.parametrize("hands, played, expected", [
    (["R9 Y2", "R2 R10", "B2"], ["R9"], "R2"),         # a card that does not win
    (["R5 Y2", "R9 R10", "B2"], ["R5"], "R9"),         # both win: the lowest
    (["B10 R3 G2", "Y2", "Y3"], [], "G2"),             # leading: the lowest rank
    (["R9 Y2", "R10 B2 B3", "B4"], ["R9"], "R10"),     # must follow, it wins anyway
])
def test_default_action_plays_the_lowest_card_that_wins_nothing(hands, played, expected):
    s = build(3, hands, leader=0)
    play(s, *played)
    seat = s.to_act()[0]
    assert s.default_action(seat) == Play(expected)


def test_default_action_uses_nightmare_ranks():
    s = build(3, ["G5 B6 G9", "Y2", "Y3"], leader=0, nightmare="G")
    assert s.default_action(0) == Play("B6")  # the green 5 ranks 11
    s = build(3, ["B2 Y2", "R9 Y3", "R8 R6 R5"], leader=0, nightmare="R")
    play(s, "B2", "R9")
    assert s.default_action(2) == Play("R6")  # all Nightmare: undertrump with the lowest


# -- views -----------------------------------------------------------------------

def test_views_hold_the_minimum_keys_and_no_secret():
    s = GAME.new(players=2, seed=1)
    seat = s.to_act()[0]
    play(s, s.default_action(seat).card)
    public = s.view(None)
    for key in ("lives", "nightmare", "trick", "captured", "hand_sizes", "dealer", "deck_size",
                "current", "leader", "led_suit", "points", "deal_number"):
        assert key in public
    assert "hand" not in public and "playable" not in public
    assert public["trick"] == [{"seat": seat, "card": s.trick[0][1]}]
    assert public["led_suit"] == s.trick[0][1][0]
    mine = s.view(1 - seat)
    assert mine["hand"] == s.hands[1 - seat]
    assert mine["playable"] == legal(s)
    assert s.view(seat)["playable"] == []


# -- the public view: who is winning the trick, each card's rank and points ---------

def test_the_view_says_who_is_winning_the_trick_and_what_each_card_is_worth_now():
    s = build(4, ["R9 B2", "R10 B5", "G7 B9", "R2 B3"], leader=0)
    view = s.view(None)
    assert view["winning"] is None
    assert view["card_values"]["Y7"] == [7, 2] and view["card_values"]["Y5"] == [5, 0]
    play(s, "R9")
    assert s.view(None)["winning"] == 0
    play(s, "R10")
    assert s.view(None)["winning"] == 1
    play(s, "G7")  # off suit: green becomes the Nightmare and takes the trick's lead at once
    view = s.view(3)
    assert view["nightmare"] == "G" and view["winning"] == 2
    # ruling 10 and the points table: the Nightmare 7 ranks 12 for 20, its 5 ranks 11 for 13
    assert view["card_values"]["G7"] == [12, 20] and view["card_values"]["G5"] == [11, 13]
    assert view["card_values"]["R7"] == [7, 2] and view["card_values"]["R10"] == [10, 11]
