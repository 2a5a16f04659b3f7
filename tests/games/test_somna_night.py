"""Known-answer scenarios for Somna's night resolution (rules page "Night")."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.somna import GAME
from games.somna.actions import Daybreak, Nominate, Sleep, UsePower
from tests.games.test_somna_support import (
    APOTHECARY, DEMON, HUNTER, MONGER, PRIEST, TEN, ZEALOT, at_night, find, night, table,
    ten_with_witch, unanswered, use,
)

WITCH = 6


def powers(st, seat):
    return {a.power for a in st.legal_actions(seat) if isinstance(a, UsePower)}


def test_priest_saves_the_demons_target():
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", 7), PRIEST: use("bless", 7)})
    sunrise = find(events, "sunrise")
    assert st.alive[7]
    assert sunrise.data["deaths"] == [] and sunrise.data["saved"] == 1
    assert sunrise.public


def test_unblessed_target_is_slain_in_their_sleep():
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", 7), PRIEST: use("bless", 8)})
    assert not st.alive[7]
    assert find(events, "sunrise").data["deaths"] == [{"seat": 7, "how": ["slain"]}]
    assert find(events, "sunrise").data["saved"] == 0


def test_hexed_priest_fails_and_is_told_privately():
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", 7), WITCH: use("hex", PRIEST), PRIEST: use("bless", 7)})
    assert not st.alive[7]
    failed = find(events, "power_failed")
    assert failed.audience == frozenset({PRIEST}) and failed.data["power"] == "bless"
    assert st.used["hexes"] == 1
    assert find(events, "sunrise").data["saved"] == 0


def test_hexed_apothecary_loses_the_vial_it_used():
    st = at_night(ten_with_witch())
    night(st, {WITCH: use("hex", APOTHECARY), APOTHECARY: use("poison", 8)})
    assert st.alive[8]
    assert st.used["poison"] == 1 and st.used["elixir"] == 0
    # Next night: only the Elixir is left.
    _through_day(st)
    assert powers(st, APOTHECARY) == {"elixir"}
    assert st.view(APOTHECARY)["uses"] == {"elixir": 1, "poison": 0}


def test_hexed_apothecary_keeps_its_vials_when_it_sleeps():
    st = at_night(ten_with_witch())
    events = night(st, {WITCH: use("hex", APOTHECARY)})
    assert st.used["poison"] == 0 and st.used["elixir"] == 0
    assert find(events, "power_failed").data["power"] is None


def test_witch_hunter_sees_the_apothecary_as_a_witch():
    st = at_night(ten_with_witch())
    events = night(st, {HUNTER: use("check", APOTHECARY)})
    check = find(events, "check")
    assert check.audience == frozenset({HUNTER})
    assert check.data == {"night": 2, "seat": APOTHECARY, "witch": True}
    assert st.view(HUNTER)["knowledge"][-1]["witch"] is True


@pytest.mark.parametrize("target, witch", [(WITCH, True), (7, False), (DEMON, False), (PRIEST, False)])
def test_witch_hunter_sees_only_witches(target, witch):
    st = at_night(ten_with_witch())
    events = night(st, {HUNTER: use("check", target)})
    assert find(events, "check").data["witch"] is witch


def test_monger_guards_against_the_zealot():
    st = at_night(ten_with_witch())
    events = night(st, {ZEALOT: use("vigilante", 8), MONGER: use("guard", 8)})
    assert st.alive[8]
    assert find(events, "sunrise").data["saved"] == 1


def test_monger_does_not_guard_against_the_demon():
    st = at_night(ten_with_witch())
    night(st, {DEMON: use("slay", 8), MONGER: use("guard", 8)})
    assert not st.alive[8]


def test_hexed_monger_neither_guards_nor_sabotages_that_day():
    st = at_night(ten_with_witch())
    events = night(st, {ZEALOT: use("vigilante", 8), MONGER: use("guard", 8), WITCH: use("hex", MONGER)})
    assert not st.alive[8]
    assert find(events, "sunrise").data["deaths"] == [{"seat": 8, "how": ["vigilante"]}]
    _to_pyre(st, 9)
    assert not any(a.__class__.__name__ == "Sabotage" for a in st.legal_actions(MONGER))
    _finish_pyre(st)
    # The next day (not hexed) the Monger may sabotage again.
    night(st, {})
    _to_pyre(st, 7)
    assert any(a.__class__.__name__ == "Sabotage" for a in st.legal_actions(MONGER))


def test_the_beast_kills_through_the_priests_blessing():
    roles = ten_with_witch()
    roles[9] = "beast"
    st = at_night(roles, advanced=True)
    events = night(st, {9: use("maul", 7), PRIEST: use("bless", 7)})
    assert not st.alive[7]
    assert find(events, "sunrise").data["deaths"] == [{"seat": 7, "how": ["slain"]}]


def test_a_beast_kill_reads_exactly_like_a_demon_kill():
    """The Beast's "actions are unannounced": the channel cannot tell its kill
    from the Demon's, nor two attackers on one house from one."""
    roles = ten_with_witch()
    roles[9] = "beast"
    by_beast, by_demon, by_both = (at_night(roles, advanced=True) for _ in range(3))
    told = []
    for st, answers in ((by_beast, {9: use("maul", 7)}), (by_demon, {DEMON: use("slay", 7)}),
                        (by_both, {9: use("maul", 7), DEMON: use("slay", 7)})):
        sunrise = find(night(st, answers), "sunrise")
        told.append((sunrise.data["deaths"], st.view(None)["dead"]))
    assert told[0] == told[1] == told[2] == ([{"seat": 7, "how": ["slain"]}],
                                              [{"seat": 7, "how": ["slain"], "night": 2}])
    # The end's story still knows who did it.
    assert [a["power"] for a in by_both.story_copy()[-1]["acts"] if a["result"] == "struck"] == ["slay", "maul"]


def test_a_hexed_beast_fails_and_the_beast_may_kill_the_witch():
    roles = ten_with_witch()
    roles[9] = "beast"
    st = at_night(roles, advanced=True)
    night(st, {9: use("maul", 7), WITCH: use("hex", 9)})
    assert st.alive[7]
    st2 = at_night(roles, advanced=True)
    night(st2, {9: use("maul", WITCH)})
    assert not st2.alive[WITCH]


def test_the_elixir_may_target_anyone_as_the_rules_page_says():
    st = at_night(ten_with_witch(), night=3, dead=(8, 9))
    targets = sorted(a.target for a in st.legal_actions(APOTHECARY) if getattr(a, "power", "") == "elixir")
    assert targets == list(range(10))  # the dead to bring back, the living against tonight's kills
    st.apply(APOTHECARY, use("elixir", 7))
    assert st.choices[APOTHECARY] == st.game.encode(use("elixir", 7))


def _chosen(st, seat, action):
    """Record an answer without resolving the night."""
    st.choices[seat] = st.game.encode(action)


def test_elixir_on_tonights_victim_saves_them_as_a_plain_villager():
    st = at_night(ten_with_witch())
    _chosen(st, APOTHECARY, use("elixir", PRIEST))
    events = night(st, {DEMON: use("slay", PRIEST)})
    sunrise = find(events, "sunrise")
    assert st.alive[PRIEST] and st.roles[PRIEST] == "villager"
    assert sunrise.data["deaths"] == [] and sunrise.data["saved"] == 1 and sunrise.data["returned"] == []
    assert st.used["elixir"] == 1
    assert find(events, "returned").audience == frozenset({PRIEST})


def test_elixir_on_an_earlier_death_returns_them_even_a_witch_as_a_villager():
    st = at_night(ten_with_witch(), night=3, dead=(WITCH,))
    events = night(st, {APOTHECARY: use("elixir", WITCH)})
    assert st.alive[WITCH] and st.roles[WITCH] == "villager"
    assert find(events, "sunrise").data["returned"] == [WITCH]
    assert all(r["seat"] != WITCH for r in st.view(None)["dead"])
    assert st.view(WITCH)["faction"] == "village"


def test_elixir_on_a_living_player_is_wasted():
    st = at_night(ten_with_witch())
    _chosen(st, APOTHECARY, use("elixir", 7))
    night(st, {})
    assert st.used["elixir"] == 1 and st.roles[7] == "villager"
    _through_day(st)
    assert "elixir" not in powers(st, APOTHECARY)


def test_poison_on_the_demon_wins_for_the_village_and_the_witch_dies_with_it():
    st = at_night(ten_with_witch())
    events = night(st, {APOTHECARY: use("poison", DEMON)})
    over = find(events, "game_over")
    assert st.is_over and over.data["winner"] == "village" and over.data["reason"] == "demon_dead"
    assert over.data["died_with_demon"] == [WITCH] and not st.alive[WITCH]
    assert find(events, "sunrise").data["deaths"] == [{"seat": DEMON, "how": ["poisoned"]}]
    results = {r.seat: r for r in st.outcome()}
    assert results[APOTHECARY].won and not results[DEMON].won and not results[WITCH].won
    assert results[APOTHECARY].place == 1 and results[WITCH].place == 2


def test_kills_are_simultaneous_a_slain_zealot_still_strikes():
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", ZEALOT), ZEALOT: use("vigilante", 8)})
    assert find(events, "sunrise").data["deaths"] == [{"seat": ZEALOT, "how": ["slain"]},
                                                        {"seat": 8, "how": ["vigilante"]}]


def test_a_seer_killed_tonight_still_gets_its_answer():
    """The rulebook's Storyteller answers a seer when it is woken, before any
    kill of the night takes effect."""
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", HUNTER), HUNTER: use("check", WITCH)})
    assert not st.alive[HUNTER]
    check = find(events, "check")
    assert check.audience == frozenset({HUNTER}) and check.data == {"night": 2, "seat": WITCH, "witch": True}
    assert st.view(HUNTER)["knowledge"][-1] == {"kind": "check", "night": 2, "seat": WITCH, "witch": True}


def test_a_seer_killed_and_revived_tonight_gets_its_answer_and_returns_a_villager():
    st = at_night(ten_with_witch())
    _chosen(st, APOTHECARY, use("elixir", HUNTER))
    events = night(st, {DEMON: use("slay", HUNTER), HUNTER: use("check", APOTHECARY)})
    assert st.alive[HUNTER] and st.roles[HUNTER] == "villager"
    # The Apothecary still reads as a Witch: the Hunter was answered before anything else.
    assert find(events, "check").data == {"night": 2, "seat": APOTHECARY, "witch": True}
    acts = {a["seat"]: a for a in st.story_copy()[-1]["acts"]}
    assert acts[HUNTER] == {"seat": HUNTER, "role": "witch_hunter", "power": "check",
                            "target": APOTHECARY, "result": True}


def test_a_hexed_seer_killed_tonight_learns_only_that_its_power_failed():
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", HUNTER), HUNTER: use("check", WITCH), WITCH: use("hex", HUNTER)})
    assert not any(e.kind == "check" for e in events)
    assert find(events, "power_failed").audience == frozenset({HUNTER})


def test_witch_spell_tells_whether_a_player_is_the_demon():
    st = at_night(ten_with_witch())
    events = night(st, {WITCH: use("spell", DEMON)})
    spell = find(events, "spell")
    assert spell.audience == frozenset({WITCH}) and spell.data["demon"] is True


def test_hex_on_a_villager_or_the_demon_is_spent_and_does_nothing():
    st = at_night(ten_with_witch())
    events = night(st, {WITCH: use("hex", 7)})
    assert st.used["hexes"] == 1 and not any(e.kind == "power_failed" for e in events)


def test_three_hexes_per_game_shared_by_every_witch():
    st = at_night(ten_with_witch())
    for victim in (9, 8, 7):
        assert "hex" in powers(st, WITCH)
        night(st, {WITCH: use("hex", 7)})
        _through_day(st, victim=victim)
    assert st.used["hexes"] == 3
    assert powers(st, WITCH) == {"spell"}
    assert st.view(WITCH)["uses"] == {"hexes": 0}


# -- seduction -----------------------------------------------------------------

def test_basic_demon_is_refused_a_role_holder_and_chooses_again():
    st = table(list(TEN))
    assert st.night == 1 and st.legal_actions(PRIEST) == [Sleep(), Daybreak()]
    assert Sleep() not in st.legal_actions(DEMON)
    events = st.apply(DEMON, use("seduce", PRIEST))
    assert [e.kind for e in events] == ["resisted"] and events[0].audience == frozenset({DEMON})
    assert DEMON in st.to_act() and st.choices[DEMON] is None
    with pytest.raises(IllegalAction, match="resisted"):
        st.apply(DEMON, use("seduce", PRIEST))
    events = night(st, {DEMON: use("seduce", 7)})
    assert st.roles[7] == "witch" and st.roles[PRIEST] == "priest"
    assert find(events, "seduced").audience == frozenset({7})
    assert find(events, "witch_made").data["seat"] == 7
    assert st.view(DEMON)["allies"]["witches"] == [7]
    assert "demon" not in str(st.view(7)["knowledge"])  # the Witch is not told who the Demon is


@pytest.mark.parametrize("advanced", [False, True])
def test_the_first_nights_default_seduction_turns_a_plain_villager(advanced):
    """At the deadline one default ends the Demon's night with a Witch, however
    the role cards lie: never a role holder (refused in basic mode, a lost
    Witch in Advanced when the lowest seat is the Priest)."""
    seen = set()
    layouts = (list(TEN), ["priest", "witch_hunter", "zealot", "curious_one", "apothecary", "monger",
                           "villager", "villager", "villager", "demon"])
    for roles in layouts:
        for seed in range(6):
            st = table(roles, advanced=advanced, seed=seed)
            demon = roles.index("demon")
            default = st.default_action(demon)
            assert isinstance(default, UsePower) and default.power == "seduce"
            assert st.roles[default.target] == "villager", (roles, seed, default)
            seen.add(default.target)
            st.apply(demon, default)
            assert st.choices[demon] == f"seduce.{default.target}"
            assert demon in st.to_act() and st.default_action(demon) == default  # still changeable
            night(st, {})
            assert st.roles[default.target] == "witch"
    assert len(seen) > 2  # a plain Villager picked by the table's seed, not always the first


def test_advanced_seduction_of_the_priest_fails_and_ends_the_demons_night():
    roles = list(TEN)
    roles[6] = "curious_one"
    st = table(roles, advanced=True)
    events = st.apply(DEMON, use("seduce", PRIEST))
    assert events == [] and st.choices[DEMON] == f"seduce.{PRIEST}"  # accepted: no refusal in Advanced
    events = night(st, {})
    assert "witch" not in st.roles
    assert find(events, "seduction_failed").audience == frozenset({DEMON})
    # Night 2: no Witch yet, so the Demon may still seduce instead of slaying.
    _through_day(st)
    assert {"seduce", "slay"} <= powers(st, DEMON)


@pytest.mark.parametrize("role", ["apothecary", "monger", "curious_one"])
def test_advanced_apothecary_monger_and_curious_one_resist_and_the_demon_chooses_again(role):
    roles = list(TEN)
    roles[7] = "curious_one"
    target = roles.index(role)
    st = table(roles, advanced=True)
    events = st.apply(DEMON, use("seduce", target))
    assert [e.kind for e in events] == ["resisted"] and events[0].audience == frozenset({DEMON})
    assert st.choices[DEMON] is None and use("seduce", target) not in st.legal_actions(DEMON)
    events = night(st, {DEMON: use("seduce", 8)})
    assert st.roles[target] == role and st.roles[8] == "witch"
    # Night 2+: corrupting a Beast is refused the same way.
    st = at_night(roles, advanced=True)
    st.used["witches"] = 2
    events = st.apply(DEMON, use("corrupt", target))
    assert [e.kind for e in events] == ["resisted"]
    night(st, {DEMON: use("corrupt", 9)})
    assert st.roles[target] == role and st.roles[9] == "beast"


def test_second_witch_only_after_the_first_dies_and_only_once():
    st = at_night(ten_with_witch())
    assert "seduce" not in powers(st, DEMON)
    st = at_night(ten_with_witch(), night=3, dead=(WITCH,))
    assert "seduce" in powers(st, DEMON)
    assert WITCH not in [a.target for a in st.legal_actions(DEMON) if getattr(a, "power", "") == "seduce"]
    events = night(st, {DEMON: use("seduce", 8)})
    assert st.roles[8] == "witch" and st.used["witches"] == 2
    assert find(events, "sunrise").data["deaths"] == []  # no slay on a seduction night
    st.alive[8] = False  # the second Witch dies too
    st.phase, st.stage = "night", "night"
    st.choices = [None] * st.players
    assert "seduce" not in powers(st, DEMON)


@pytest.mark.parametrize("how", ["night", "day"])
def test_the_second_witch_only_on_the_nightfall_right_after_the_witch_died(how):
    """The rulebook: "If the WITCH was executed the previous Night"; the
    rules page: only on the Nightfall right after her death, by night or by
    day; the offer lapses if the Demon slays instead."""
    st = at_night(ten_with_witch())
    if how == "night":  # the Zealot kills the Witch at night 2
        events = night(st, {ZEALOT: use("vigilante", WITCH)})
        assert find(events, "sunrise").data["deaths"][0]["seat"] == WITCH
        _through_day(st, victim=9)
    else:  # a quiet night 2, then the Witch is executed on day 2
        night(st, {})
        _through_day(st, victim=WITCH)
    assert st.night == 3 and not st.alive[WITCH]
    assert "seduce" in powers(st, DEMON)
    night(st, {DEMON: use("slay", 8)})  # the Demon slays instead: the offer lapses
    _through_day(st, victim=7)
    assert st.night == 4 and "seduce" not in powers(st, DEMON) and powers(st, DEMON) == {"slay"}
    assert "witch" not in [st.roles[s] for s in st.living()]


def test_the_beast_only_after_the_second_witch_and_only_in_advanced_mode():
    roles = ten_with_witch()
    st = at_night(roles, advanced=True)
    assert "corrupt" not in powers(st, DEMON)
    st.used["witches"] = 2
    assert "corrupt" in powers(st, DEMON)
    basic = at_night(roles)
    basic.used["witches"] = 2
    assert "corrupt" not in powers(basic, DEMON)
    events = night(st, {DEMON: use("corrupt", 8)})
    assert st.roles[8] == "beast" and find(events, "corrupted").data["demon"] == DEMON
    assert st.view(8)["allies"] == {"demon": DEMON}
    assert st.view(DEMON)["allies"]["beast"] == [8]
    _through_day(st)
    assert "corrupt" not in powers(st, DEMON) and powers(st, 8) == {"maul"}


def test_advanced_corruption_of_the_zealot_fails():
    st = at_night(ten_with_witch(), advanced=True)
    st.used["witches"] = 2
    night(st, {DEMON: use("corrupt", ZEALOT)})
    assert "beast" not in st.roles and st.used["beasts"] == 0


def test_curious_one_sees_the_card_as_it_stands_after_tonights_seduction():
    roles = list(TEN)
    roles[7] = "curious_one"
    st = at_night(roles, advanced=True)
    events = night(st, {DEMON: use("seduce", 8), 7: use("peek", 8)})
    assert find(events, "peek").data == {"night": 2, "seat": 8, "role": "witch"}


def test_hunter_checking_tonights_new_witch_sees_a_witch():
    st = at_night(list(TEN))
    events = night(st, {DEMON: use("seduce", 8), HUNTER: use("check", 8)})
    assert find(events, "check").data["witch"] is True


# -- helpers ---------------------------------------------------------------------

def _to_pyre(st, victim):
    from tests.games.test_somna_support import nominate, vote
    accuser = next(s for s in st.living() if s != victim)
    nominate(st, accuser, victim)
    vote(st, set(st.living()))
    assert st.stage == "pyre"


def _finish_pyre(st):
    while st.stage == "pyre":
        seat = st.to_act()[0]
        st.apply(seat, st.default_action(seat))


def _through_day(st, victim=9):
    """Execute ``victim`` (a plain Villager in these tables) and reach the next night."""
    _to_pyre(st, victim)
    _finish_pyre(st)
    assert st.phase == "night"


def test_a_player_revived_at_sunrise_does_not_reopen_the_night():
    st = at_night(ten_with_witch(), night=3, dead=(8,))
    events = night(st, {APOTHECARY: use("elixir", 8)})
    assert [e.kind for e in events].count("sunrise") == 1
    assert st.phase == "day" and st.alive[8] and st.used["elixir"] == 1
    assert 8 in st.to_act()  # may nominate like any living player


def test_night_refusals_name_the_rule():
    st = table(list(TEN))
    with pytest.raises(IllegalAction, match="must seduce"):
        st.apply(DEMON, Sleep())
    with pytest.raises(IllegalAction, match="does not have that power"):
        st.apply(7, use("slay", 8))
    with pytest.raises(IllegalAction, match="first night"):
        st.apply(PRIEST, use("bless", 8))
    st = at_night(ten_with_witch())
    night(st, {APOTHECARY: use("poison", 8)})
    _through_day(st)
    with pytest.raises(IllegalAction, match="not available"):
        st.apply(APOTHECARY, use("poison", 7))
    with pytest.raises(IllegalAction, match="It is night"):
        st.apply(1, Nominate(7))


def test_saves_count_people_not_blocked_attacks():
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", 8), ZEALOT: use("vigilante", 8),
                        PRIEST: use("bless", 8), MONGER: use("guard", 8)})
    assert st.alive[8] and find(events, "sunrise").data["saved"] == 1
    st = at_night(ten_with_witch())
    events = night(st, {DEMON: use("slay", 8), ZEALOT: use("vigilante", 8), PRIEST: use("bless", 8)})
    assert {k: v for k, v in find(events, "sunrise").data.items() if k != "hint"} == {
        "night": 2, "hexed": [], "hexes_left": 3, "deaths": [{"seat": 8, "how": ["vigilante"]}],
        "saved": 0, "returned": []}


# -- changeable answers ------------------------------------------------------------

def test_every_living_seat_stays_to_act_until_sunrise_and_keeps_its_options():
    st = at_night(ten_with_witch(), night=3, dead=(9,))
    living = list(range(9))
    options = {s: st.legal_actions(s) for s in living}
    for seat in (PRIEST, DEMON, 7):
        events = st.apply(seat, st.legal_actions(seat)[0])
        assert events == []  # nobody learns who answered
        assert st.to_act() == living and 9 not in st.to_act()
        assert {s: st.legal_actions(s) for s in living} == options
    assert st.legal_actions(9) == []
    with pytest.raises(IllegalAction, match="not your turn"):
        st.apply(9, Sleep())


def test_a_changed_answer_is_the_one_resolved():
    st = at_night(ten_with_witch())
    before = st.view(None)
    assert st.apply(PRIEST, use("bless", 8)) == []
    assert st.view(PRIEST)["night_choice"] == "bless.8"
    assert st.apply(PRIEST, use("bless", 7)) == []  # changed: no event, nothing public
    assert st.view(PRIEST)["night_choice"] == "bless.7" and st.choices[PRIEST] == "bless.7"
    assert st.view(None) == before
    assert st.apply(PRIEST, use("bless", 7)) == []  # the same answer again changes nothing
    events = night(st, {DEMON: use("slay", 7)})
    assert st.alive[7] and find(events, "sunrise").data["saved"] == 1
    assert [a for a in st.story_copy()[-1]["acts"] if a["seat"] == PRIEST] == [
        {"seat": PRIEST, "role": "priest", "power": "bless", "target": 7, "result": "blessed"}]


def test_a_player_can_change_a_power_for_sleep_and_back():
    st = at_night(ten_with_witch())
    st.apply(APOTHECARY, use("poison", 8))
    st.apply(APOTHECARY, Sleep())
    night(st, {})
    assert st.alive[8] and st.used["poison"] == 0
    _through_day(st)
    st.apply(ZEALOT, Sleep())
    st.apply(ZEALOT, use("vigilante", 8))
    night(st, {})
    assert not st.alive[8]


def test_the_demon_changes_its_target():
    st = at_night(ten_with_witch())
    st.apply(DEMON, use("slay", 7))
    st.apply(DEMON, use("slay", 8))
    assert st.view(DEMON)["night_choice"] == "slay.8"
    events = night(st, {})
    assert st.alive[7] and not st.alive[8]
    assert find(events, "sunrise").data["deaths"] == [{"seat": 8, "how": ["slain"]}]


def test_the_first_night_demon_changes_its_seduction_and_resisted_souls_stay_refused():
    st = table(list(TEN))
    st.apply(DEMON, use("seduce", 7))
    assert st.choices[DEMON] == "seduce.7"
    # A refused change keeps the current answer and the refusal lasts all night.
    events = st.apply(DEMON, use("seduce", PRIEST))
    assert [e.kind for e in events] == ["resisted"] and events[0].audience == frozenset({DEMON})
    assert st.choices[DEMON] == "seduce.7" and st.resisted == [PRIEST]
    assert use("seduce", PRIEST) not in st.legal_actions(DEMON)
    with pytest.raises(IllegalAction, match="resisted"):
        st.apply(DEMON, use("seduce", PRIEST))
    st.apply(DEMON, use("seduce", 8))
    events = night(st, {})
    assert st.roles[8] == "witch" and st.roles[7] == "villager" and st.roles[PRIEST] == "priest"
    assert find(events, "witch_made").data["seat"] == 8


def test_the_night_waits_for_its_close_once_every_living_seat_answered():
    st = at_night(ten_with_witch(), night=3, dead=(9,))
    for seat in range(8):
        st.apply(seat, st.default_action(seat))
        st.apply(seat, st.default_action(seat))  # answering again never ends the night
        assert st.phase == "night"
    assert unanswered(st) == [8] and st.closing() is None
    assert st.apply(8, Sleep()) == [] and st.phase == "night"  # the last answer waits for the close
    assert st.apply(8, Sleep()) == [] and st.closing() is not None  # it may still be changed
    close = st.closing()
    assert close is not None and close.action == Daybreak() and close.minimum == 30
    events = st.apply(close.seat, close.action)
    assert st.phase == "day" and find(events, "sunrise")


def test_a_daybreak_before_every_answer_plays_the_missing_defaults():
    st = at_night(ten_with_witch(), night=3)
    st.apply(PRIEST, use("bless", 7))
    events = st.apply(DEMON, Daybreak())
    assert st.phase == "day" and find(events, "sunrise")


def test_the_default_keeps_a_current_answer():
    st = at_night(ten_with_witch())
    assert st.default_action(PRIEST) == Sleep()
    st.apply(PRIEST, use("bless", 7))
    assert st.default_action(PRIEST) == use("bless", 7)
    st.apply(PRIEST, Sleep())
    assert st.default_action(PRIEST) == Sleep()
    # A current answer that is no longer legal falls back to the usual default.
    st.apply(APOTHECARY, use("poison", 8))
    st.used["poison"] = 1
    assert st.default_action(APOTHECARY) == Sleep()
    # The night-1 Demon keeps its chosen seduction.
    st = table(list(TEN))
    st.apply(DEMON, use("seduce", 9))
    assert st.default_action(DEMON) == use("seduce", 9)


# -- sunrise: the Hex in view of everyone, the Storyteller's hint ---------------------

@pytest.mark.parametrize("target", [PRIEST, 7, DEMON])
def test_the_hex_is_public_at_sunrise_whatever_the_role(target):
    st = at_night(ten_with_witch())
    assert st.view(None)["hexed"] == [] and st.view(None)["hexes_left"] == 3
    events = night(st, {WITCH: use("hex", target)})
    sunrise = find(events, "sunrise")
    assert sunrise.public and sunrise.data["hexed"] == [target] and sunrise.data["hexes_left"] == 2
    public = st.view(None)
    assert public["hexed"] == [target] and public["hexes_left"] == 2
    assert "role" not in str(sunrise.data["hexed"])  # seats only: roles stay hidden
    # The cards stay in view through the day and the next night, and a quiet
    # night takes them away.
    _through_day(st)
    assert st.view(None)["hexed"] == [target]
    events = night(st, {})
    assert find(events, "sunrise").data["hexed"] == [] and st.view(None)["hexed"] == []
    assert find(events, "sunrise").data["hexes_left"] == 2


def test_the_storytellers_hint_is_a_living_role_and_not_what_anyone_did():
    hints = set()
    for seed in range(12):
        quiet, busy = (at_night(ten_with_witch(), seed=seed) for _ in range(2))
        calm = find(night(quiet, {}), "sunrise").data["hint"]
        loud = find(night(busy, {PRIEST: use("bless", 7), HUNTER: use("check", 8), WITCH: use("spell", 9),
                                 MONGER: use("guard", 7), DEMON: use("slay", 8)}), "sunrise").data["hint"]
        living = {busy.view(s)["role"] for s in busy.living()} - {"demon", "villager"}
        assert loud in living and calm in living
        # Who acted tonight changes nothing: the same roles live, the same hint.
        assert calm == loud
        hints.add(loud)
    assert len(hints) > 2  # picked by the table's seed, not always the same role


def test_the_hint_never_names_a_dead_role_and_can_be_switched_off():
    st = at_night(ten_with_witch(), dead=(PRIEST, HUNTER, MONGER, ZEALOT))
    for victim in (9, None):
        events = night(st, {})
        assert find(events, "sunrise").data["hint"] in {"apothecary", "witch"}
        if victim is not None:
            _through_day(st, victim=victim)
    st = GAME.new(players=10, seed=3, options={"storyteller_hints": False})
    events = night(st, {})
    assert find(events, "sunrise").data["hint"] is None
