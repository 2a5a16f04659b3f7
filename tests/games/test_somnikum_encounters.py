"""Every one of the 24 Somnikum encounter cards, played once with a known answer."""

from __future__ import annotations

import pytest

from games.somnikum.actions import Back, ChooseToken, ChooseWheel, Keep, Mend, PlaceOn, Play, Rob, Steps
from games.somnikum.cards import CATALOG
from games.somnikum.dream import next_position
from games.somnikum.rules import Phase
from tests.games.test_somnikum_support import arrange, check_components, play, take

RING = ["F02", "F03", "F04", "F05", "F07", "F08", "F09", "F10", "F11", "F12", "F13", "F15", "F17", "F18",
        "F19", "F20"]


def particles(tokens):
    return sorted(CATALOG.token_particle(t) for t in tokens)


def _draw_tokens(card):
    s = arrange(field=list(RING), hands={0: [card]})
    bag = len(s.bag)
    events = play(s, f"p{card}")
    assert len(s.tokens[0]) == 2 and len(s.bag) == bag - 2
    assert s.enc_discard == [card] and s.phase == Phase.START
    assert [e.kind for e in events] == ["encounter_played", "tokens_drawn", "tokens_received"]
    assert events[2].audience == frozenset({0})
    check_components(s)


def _extra_free_steps(card):
    s = arrange(field=list(RING), hands={0: [card]})
    play(s, f"p{card}", "w0")
    assert s.legal_actions(0) == [Steps(k) for k in range(1, 6)] + [Back()]  # 5 free steps, no tokens
    events = play(s, "s5")
    assert s.turn["taken"] == "F07" and events[0].data["paid"] == 0
    assert not any(e.kind == "tokens_drawn" for e in events)


def _reverse_move(card):
    s = arrange(field=list(RING), hands={0: [card]})
    play(s, f"p{card}")
    assert Play(card) not in s.legal_actions(0)
    events = play(s, "w0", "s1")
    assert s.turn["taken"] == "F20" and events[0].data["direction"] == "counter-clockwise"
    assert len(s.tokens[0]) == 2  # the same rewards


def _mend_break(card):
    s = arrange(dreams={0: [["0:F10", "|1:U01", "2:U10"]]}, hands={0: [card]})
    take(s, "S02")
    assert next_position(s.dreams[0], 2) == 1  # under the unbroken pair U01-U10
    bag = len(s.bag)
    play(s, f"p{card}")
    assert s.phase == Phase.MEND and s.legal_actions(0) == [Mend(1, 1)]
    events = play(s, "m1.1")
    assert events[0].kind == "break_mended" and s.dreams[0][0][1]["brk"] is False
    assert s.dreams[0][0][1]["btok"] is None and len(s.bag) == bag + 1
    assert s.phase == Phase.ATTACH and s.enc_discard == [card]
    play(s, "a2")
    assert s.dreams[0][1][0]["pos"] == 0  # the mended pair F10-U01 is now the leftmost unbroken pair
    check_components(s)


def _golden_dust(card):
    s = arrange(dreams={0: [["0:U01"]]}, tokens={0: ["cloud"]}, hands={0: [card]})
    assert ChooseToken("cloud") not in s.legal_actions(0)  # one space token cannot go on U01 normally
    play(s, f"p{card}")
    assert s.phase == Phase.DUST and s.legal_actions(0) == [ChooseToken("cloud")]
    play(s, "tcloud")
    assert s.legal_actions(0) == [PlaceOn(1), Back()]
    events = play(s, "o1")
    assert events[0].data["rule"] == "dust" and not events[0].data["returned"]
    assert particles(s.dreams[0][0][0]["tokens"]) == ["cloud"] and s.tokens[0] == []
    assert s.phase == Phase.START and s.turn["placed"] is False  # the optional action is still open
    check_components(s)


def _draw_encounters(card):
    s = arrange(hands={0: [card]}, enc_deck=["E01", "E22", "E05"])
    events = play(s, f"p{card}")
    assert s.phase == Phase.KEEP and s.legal_actions(0) == [Keep("E01"), Keep("E22")]
    assert any(e.kind == "encounters_seen" and e.audience == frozenset({0}) for e in events)
    play(s, "kE22")
    assert s.hands[0] == ["E22"] and s.enc_discard == [card, "E01"] and s.phase == Phase.START


def _extra_take(card):
    s = arrange(field=list(RING), wheels=(0, 8), hands={0: [card]})
    play(s, f"p{card}", "w0", "s1", "a1")
    assert s.phase == Phase.EXTRA and s.legal_actions(0) == [ChooseWheel(0), ChooseWheel(1)]
    events = play(s, "w1")
    assert s.turn["taken"] == "F11" and events[0].data["extra"] is True
    assert not any(e.kind == "tokens_drawn" for e in events)
    play(s, "a1")
    assert [e["card"] for e in s.dreams[0][0]] == ["F02", "F11"] and s.current == 1
    # never when the extra card would take the field below the player count
    short = [None] * 16
    short[2], short[5], short[9] = "F02", "F03", "F04"
    s2 = arrange(field=short, hands={0: [card]})
    assert Play(card) not in s2.legal_actions(0)


def _steal_token(card):
    s = arrange(players=3, hands={0: [card]}, tokens={2: ["moon", "comet"]})
    play(s, f"p{card}")
    assert s.phase == Phase.ROB and s.legal_actions(0) == [Rob(2)]
    s.rng.force(1)
    events = play(s, "r2")
    assert particles(s.tokens[0]) == ["comet"] and particles(s.tokens[2]) == ["moon"]
    assert events[1].audience == frozenset({0, 2}) and events[1].data["particle"] == "comet"
    assert "particle" not in events[0].data and s.phase == Phase.START
    assert Play(card) not in arrange(players=3, hands={0: [card]}).legal_actions(0)  # nobody to rob


def _free_fourth_step(card):
    s = arrange(field=list(RING), hands={0: [card]}, tokens={0: ["moon"]})
    play(s, f"p{card}")
    assert s.front[0] == [card] and s.enc_discard == []
    play(s, "w0")
    assert s.legal_actions(0)[-2] == Steps(5)
    play(s, "s4")
    assert s.phase == Phase.ATTACH and len(s.tokens[0]) == 1


def _plot_patron(card):
    plot = CATALOG.encounters[card].params["plot"]
    particle = next(p.key for p in CATALOG.particles.values() if p.plot == plot)
    other = next(c.id for c in CATALOG.cards.values() if not c.nightmare and c.plot != plot)
    s = arrange(dreams={0: [[f"0:{other}"]]}, tokens={0: [particle]}, hands={0: [card]})
    assert ChooseToken(particle) not in s.legal_actions(0)
    play(s, f"p{card}")
    play(s, f"t{particle}")
    events = play(s, "o1")
    assert events[0].data["rule"] == "A" and particles(s.dreams[0][0][0]["tokens"]) == [particle]


def _night_light(card):
    s = arrange(dreams={0: [["0:N3", "1:N1"]]}, hands={0: [card]})
    assert s.breakdown(0)["eyes"] == -3
    play(s, f"p{card}")
    assert s.breakdown(0)["eyes"] == -1  # 2-1 and 1-1


def _constellation(card):
    s = arrange(dreams={0: [["0:F10", "1:F15", "2:F17"], ["0:U01", "1:U10", "|2:S02"]]}, hands={0: [card]})
    play(s, f"p{card}")
    b = s.breakdown(0)
    assert b["encounter_bonus"] == {"constellation": 2} and b["encounters_unplayed"] == 0


def _sand_keeper(card):
    s = arrange(hands={0: [card]}, tokens={0: ["moon", "ufo", "cloud", "comet", "rocket", "alien", "planet"]})
    play(s, f"p{card}")
    assert s.breakdown(0)["encounter_bonus"] == {"sand_keeper": 2}


CHECKS = {
    "draw_tokens": _draw_tokens, "extra_free_steps": _extra_free_steps, "reverse_move": _reverse_move,
    "mend_break": _mend_break, "golden_dust": _golden_dust, "draw_encounters": _draw_encounters,
    "extra_take": _extra_take, "steal_token": _steal_token, "free_fourth_step": _free_fourth_step,
    "plot_patron": _plot_patron, "night_light": _night_light, "constellation": _constellation,
    "sand_keeper": _sand_keeper,
}


@pytest.mark.parametrize("card", sorted(CATALOG.encounters))
def test_encounter_card(card):
    enc = CATALOG.encounters[card]
    CHECKS[enc.effect](card)


def test_two_copies_of_a_card_are_one_choice():
    s = arrange(hands={0: ["E02", "E01", "E22"]})
    assert [a for a in s.legal_actions(0) if isinstance(a, Play)] == [Play("E01"), Play("E22")]
