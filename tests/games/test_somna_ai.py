"""Somna's bot player: it reads only its seat's view, is deterministic per
rng, never plays an illegal move, and plays its role (a seer nominates the
Demon it found, the Demon kills, villagers vote yes and pick on evidence)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from games import ai as bots
from games.base import close_waiting
from games.somna import GAME, ai
from games.somna.actions import EndDay, EndPlea, Nominate, Pick, Sleep, UsePower, Vote
from games.somna.rules import ROLES
from games.somna.state import SomnaState
from words import ENGLISH, say
from words.keys import keys

from .test_somna_support import DEMON, HUNTER, TEN, at_night, night, ten_with_witch, use

LEVELS = ("easy", "normal", "hard")


def position(players: int, seed: int, steps: int, advanced: bool = False,
             reveal: bool = False) -> SomnaState:
    """A game after ``steps`` moves, half of them the bot's (normal) and half
    random legal moves, so positions are both plausible and odd."""
    st = GAME.new(players=players, seed=seed, options={"advanced": advanced, "reveal_roles_on_death": reveal})
    assert isinstance(st, SomnaState)
    r = random.Random(seed)
    for _ in range(steps):
        if st.is_over:
            break
        if close_waiting(st):
            continue
        seat = r.choice(st.awaiting())
        legal = st.legal_actions(seat)
        if r.random() < 0.5:
            action = ai.choose(st.view(seat), legal, "normal", random.Random(r.random()))
        else:
            action = r.choice(legal)
        st.apply(seat, action)
    close_waiting(st)  # a night every living player answered ends (the bot's close)
    return st


def bot_game(players: int, seed: int, level: str = "normal",
             record: list[tuple[int, dict, object]] | None = None) -> SomnaState:
    """A whole game with every seat the bot; ``record`` gets (seat, view, action)."""
    st = GAME.new(players=players, seed=seed, options={})
    assert isinstance(st, SomnaState)
    order = random.Random(seed)
    for step in range(5000):
        if st.is_over:
            return st
        if close_waiting(st):
            continue
        seat = order.choice(st.awaiting())
        view = st.view(seat)
        action = ai.choose(view, st.legal_actions(seat), level, random.Random(f"{seed}:{step}"))
        if record is not None:
            record.append((seat, view, action))
        st.apply(seat, action)
    raise AssertionError("a bot game did not end")


def hidden_from(st: SomnaState, seat: int) -> list[int]:
    """Other seats whose role the seat cannot know: not itself, not its
    allies, not a seat its own results speak of, not a dead seat whose role
    was revealed."""
    view = st.view(seat)
    known = {seat}
    allies = view["allies"]
    for value in allies.values():
        known |= set(value) if isinstance(value, list) else {value}
    known |= {k["seat"] for k in view["knowledge"] if "seat" in k}
    known |= {r["seat"] for r in view["dead"] if "role" in r}
    if view["role"] == "demon":
        # It knows who resisted tonight, and evil is left out of its seduction menu.
        known |= {s for s, r in enumerate(st.roles) if ROLES[r].faction == "evil"}
    return [s for s in range(st.players) if s not in known]


def reshuffled(st: SomnaState, seat: int, r: random.Random) -> SomnaState | None:
    """The same position with what ``seat`` cannot see changed: two hidden
    seats (both living or both dead) swap everything private (role, dealt
    role, knowledge, tonight's answer), and the game's RNG seed changes."""
    hidden = hidden_from(st, seat)
    pairs = [(a, b) for a in hidden for b in hidden
             if a < b and st.alive[a] == st.alive[b] and st.roles[a] != st.roles[b]]
    d = st.to_dict()
    if pairs:
        a, b = r.choice(pairs)
        for name in ("roles", "dealt", "knowledge", "choices"):
            d[name][a], d[name][b] = d[name][b], d[name][a]
    d["rng"] = {**d["rng"], "seed": f"{d['rng']['seed']}-other"}
    other = GAME.from_dict(d)
    assert isinstance(other, SomnaState)
    return other if pairs else None


# -- no peeking ----------------------------------------------------------------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=hs.sampled_from([7, 10, 13]), seed=hs.integers(0, 10_000), steps=hs.integers(0, 250),
       advanced=hs.booleans(), level=hs.sampled_from(LEVELS), pick=hs.integers(0, 1000))
def test_changing_what_a_seat_cannot_see_changes_neither_its_view_nor_its_choice(
        players, seed, steps, advanced, level, pick):
    st = position(players, seed, steps, advanced)
    if st.is_over:
        return
    seats = st.awaiting()
    seat = seats[pick % len(seats)]
    other = reshuffled(st, seat, random.Random(pick))
    if other is None:
        return
    assert other.roles != st.roles or other.rng.seed != st.rng.seed
    assert other.view(seat) == st.view(seat)
    assert other.legal_actions(seat) == st.legal_actions(seat)
    mine = ai.choose(st.view(seat), st.legal_actions(seat), level, random.Random(pick))
    theirs = ai.choose(other.view(seat), other.legal_actions(seat), level, random.Random(pick))
    assert mine == theirs


def test_the_no_peeking_test_does_change_hidden_roles():
    """The swap test is not vacuous: across positions, hidden roles move."""
    swapped = 0
    for seed in range(20):
        st = position(10, seed, 60 + seed)
        if st.is_over:
            continue
        seat = st.awaiting()[0]
        other = reshuffled(st, seat, random.Random(seed))
        if other is not None and other.roles != st.roles:
            swapped += 1
            assert other.view(seat) == st.view(seat)
    assert swapped >= 10


# -- determinism and legality ----------------------------------------------------

def test_a_seeded_choice_and_a_seeded_bot_game_repeat_exactly():
    st = position(10, 3, 30)
    assert not st.is_over
    seat = st.awaiting()[0]
    view, legal = st.view(seat), st.legal_actions(seat)
    for level in LEVELS:
        first = [ai.choose(view, legal, level, random.Random(k)) for k in range(5)]
        assert first == [ai.choose(view, legal, level, random.Random(k)) for k in range(5)]
    one, two = [], []
    a, b = bot_game(7, 11, "hard", one), bot_game(7, 11, "hard", two)
    assert [(s, x) for s, _, x in one] == [(s, x) for s, _, x in two]
    assert a.to_dict() == b.to_dict()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=hs.integers(7, 14), seed=hs.integers(0, 10_000), steps=hs.integers(0, 300),
       advanced=hs.booleans(), reveal=hs.booleans())
def test_bots_never_choose_an_illegal_action_and_hints_are_legal_and_told(players, seed, steps, advanced, reveal):
    st = position(players, seed, steps, advanced, reveal)
    if st.is_over:
        return
    for seat in st.awaiting():
        view, legal = st.view(seat), st.legal_actions(seat)
        for level in LEVELS:
            assert bots.choose("somna", view, legal, level, random.Random(seed)) in legal
        h = bots.hint("somna", view, legal, random.Random(seed))
        assert h.action in legal
        text = say(ENGLISH, h.key, **h.data)
        assert "{" not in text and "beast" not in text.lower()
        assert set(h.data) <= {"seat"} and all(isinstance(v, int) for v in h.data.values())


def test_no_hint_text_names_the_beast_or_a_hidden_role():
    """Rules item 9: hints never name the Beast. A text speaks of the Demon
    and the Witch (words the rules use for everyone), never another role."""
    titles = {ROLES[r].title.lower() for r in ROLES} - {"dream demon", "witch", "villager"}
    hint_keys = keys("hint-somna-")
    assert hint_keys
    for key in hint_keys:
        text = say(ENGLISH, key, seat="X")
        assert "beast" not in text.lower()
        assert not any(t in text.lower() for t in titles), (key, text)
        # nor in translation: the Beast is Зверь in Russian and Biest in German
        assert "звер" not in say("ru", key, seat="X").lower() and "biest" not in say("de", key, seat="X").lower()


# -- playing the role ------------------------------------------------------------

def _to_day(roles: list[str], answers: dict[int, object], advanced: bool = False) -> SomnaState:
    st = at_night(roles, advanced=advanced)
    night(st, answers)
    assert st.stage == "nominate"
    return st


def test_a_seer_bot_that_found_the_demon_nominates_it():
    roles = list(TEN)
    roles[6], roles[7] = "witch", "curious_one"
    st = _to_day(roles, {7: use("peek", DEMON)}, advanced=True)
    assert st.view(7)["knowledge"][-1] == {"kind": "peek", "night": 2, "seat": DEMON, "role": "demon"}
    for level in LEVELS:
        for k in range(5):
            assert ai.choose(st.view(7), st.legal_actions(7), level, random.Random(k)) == Nominate(DEMON)
    h = ai.hint(st.view(7), st.legal_actions(7), random.Random(0))
    assert h.action == Nominate(DEMON) and h.reason == "hint.somna.nominate_known"


def test_a_witch_hunter_bot_nominates_the_witch_it_found_and_votes_yes_on_her():
    roles = list(TEN)
    roles[6] = "witch"
    st = _to_day(roles, {HUNTER: use("check", 6)})
    for level in LEVELS:
        assert ai.choose(st.view(HUNTER), st.legal_actions(HUNTER), level, random.Random(1)) == Nominate(6)
    st.apply(HUNTER, Nominate(6))
    st.apply(6, EndPlea())
    assert ai.choose(st.view(HUNTER), st.legal_actions(HUNTER), "normal", random.Random(1)) == Vote(True)
    # The Witch shields herself, and the Demon (who knows her) shields her.
    assert ai.choose(st.view(6), st.legal_actions(6), "normal", random.Random(1)) == Vote(False)
    assert ai.choose(st.view(DEMON), st.legal_actions(DEMON), "normal", random.Random(1)) == Vote(False)


def _vote_and_end_the_day(st):
    """Seats 8 and 9 vote yes, the rest no; the day ends and the final picks seat 7."""
    for seat in st.living():
        st.apply(seat, Vote(seat in (8, 9)))
    while st.stage == "nominate":
        st.apply(st.to_act()[0], EndDay())
    while st.stage != "night":
        seat = st.awaiting()[0]
        st.apply(seat, Pick(7) if st.stage == "final" else st.default_action(seat))


def test_a_bot_demon_kills_at_night_never_its_witch_and_first_the_seat_that_accused_it():
    roles = list(TEN)
    roles[6] = "witch"
    st = at_night(roles)
    for level in LEVELS:
        for k in range(10):
            action = ai.choose(st.view(DEMON), st.legal_actions(DEMON), level, random.Random(k))
            assert isinstance(action, UsePower) and action.power == "slay" and action.target != 6
    # Day 2: seat 8 nominates the Demon; that night the Demon comes for 8.
    night(st, {})
    st.apply(8, Nominate(DEMON))
    st.apply(DEMON, EndPlea())
    _vote_and_end_the_day(st)
    for level in ("normal", "hard"):
        assert ai.choose(st.view(DEMON), st.legal_actions(DEMON), level, random.Random(0)) == UsePower("slay", 8)


def test_bot_demons_kill_every_night_in_bot_games():
    for seed in range(6):
        st = bot_game(7 + seed, seed)
        nights = [e for e in st.story_copy() if "night" in e and e["night"] >= 2]
        assert nights
        for entry in nights:
            demon_acts = [a for a in entry["acts"] if a["role"] == "demon"]
            assert demon_acts and demon_acts[0]["power"] in ("slay", "seduce"), entry


@pytest.mark.parametrize("level", LEVELS)
def test_bot_villagers_vote_yes_on_evidence_and_never_abstain(level):
    yes = no = finals = 0
    executions = 0
    for seed in range(8):
        record: list = []
        st = bot_game(10, seed, level, record)
        for seat, view, action in record:
            if view["faction"] != "village":
                continue
            if isinstance(action, Vote):
                yes += action.yes
                no += not action.yes
            if isinstance(action, Pick):
                finals += 1
                assert action.target is not None and action.target != seat
            if view["stage"] == "night" and view["night"] >= 2 and view["role"] in ("witch_hunter", "priest", "monger", "curious_one"):
                assert not isinstance(action, Sleep), "a seer, the Priest and the Monger use their power"
        executions += sum(1 for e in st.story_copy()
                          if "day" in e and any(b.get("passed") for b in e["votes"]))
    assert yes > 0 and no > 0 and finals > 0
    assert yes >= no / 2  # never all-No by habit
    assert executions > 0  # majority votes pass


def test_the_final_vote_picks_a_suspect_at_every_level():
    st = position(10, 5, 0)
    d = st.to_dict()
    d.update(phase="day", stage="final", day=1, night=1)
    st = GAME.from_dict(d)
    village = [s for s in st.living() if ROLES[st.roles[s]].faction == "village"]
    for seat in village:
        for level in LEVELS:
            action = ai.choose(st.view(seat), st.legal_actions(seat), level, random.Random(seat))
            assert isinstance(action, Pick) and action.target not in (None, seat)


def test_the_runoff_picks_one_of_the_tied_with_the_final_votes_reasons():
    st = position(10, 5, 0)
    d = st.to_dict()
    d.update(phase="day", stage="runoff", day=1, night=1, tied=[1, 2])
    st = GAME.from_dict(d)
    for seat in st.living():
        for level in LEVELS:
            action, reason, _ = ai.decide(st.view(seat), st.legal_actions(seat), level, random.Random(seat))
            assert isinstance(action, Pick) and action.target in (1, 2, None) and action.target != seat
            assert reason.startswith(("hint.somna.pick", "hint.somna.abstain")), reason


def test_a_witch_bot_finds_the_demon_shields_it_by_day_and_hexes_its_accuser():
    roles = ten_with_witch(6)
    st = at_night(roles)
    # Night 2: her Spell finds the Demon.
    night(st, {6: use("spell", DEMON)})
    assert st.view(6)["knowledge"][-1] == {"kind": "spell", "night": 2, "seat": DEMON, "demon": True}
    # Day 2: she never accuses it; when seat 8 does, she votes no.
    for k in range(5):
        assert ai.choose(st.view(6), st.legal_actions(6), "normal", random.Random(k)) != Nominate(DEMON)
    st.apply(8, Nominate(DEMON))
    st.apply(DEMON, EndPlea())
    for level in ("normal", "hard"):
        assert ai.choose(st.view(6), st.legal_actions(6), level, random.Random(0)) == Vote(False)
    _vote_and_end_the_day(st)
    # Night 3: the Demon's accuser is the threat: hexed.
    for level in ("normal", "hard"):
        assert ai.choose(st.view(6), st.legal_actions(6), level, random.Random(0)) == UsePower("hex", 8)


def test_the_benchmark_script_plays_whole_games_and_prints_its_table(capsys):
    from bench import ai_somna

    rows = ai_somna.run(2, sizes=(7,), levels=("normal",))
    assert [r["mode"] for r in rows] == ["bots", "village", "evil"]
    for r in rows:
        assert r["games"] == 2 and 0 <= r["village_wins"] <= 2 and r["decisions"] > 0
        low, high = r["village_ci"]
        assert 0.0 <= low <= r["village_rate"] <= high <= 1.0
    ai_somna.main(["--games", "1", "--sizes", "7", "--modes", "evil"])
    out = capsys.readouterr().out
    assert "bot evil vs default village" in out and "p99 ms" in out
