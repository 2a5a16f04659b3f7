"""Many random Somna games: secrecy of the channel, limits, termination.

A random player picks among the legal actions; some games use only the
deadline defaults (what the bot applies when time runs out).
"""

from __future__ import annotations

import json
import random

import pytest

from games.base import close_waiting
from games.somna import GAME
from games.somna.actions import Daybreak, encode
from games.somna.rules import LIMITS, ROLES

ROLE_NAMES = set(ROLES)
# Public event kinds a game may emit before it is over.
PUBLIC_KINDS = {"sunrise", "day_begins", "nominated", "ready", "vote_opened", "vote_cast", "vote_closed",
                "nominations_open", "final_vote_opened", "pick_cast", "final_vote_closed", "pyre_lit",
                "sabotaged", "executed", "night_falls", "runoff_opened", "runoff_closed"}


def play(players: int, seed: int, advanced: bool, reveal: bool = False, defaults_every: int = 0,
         watch=None):
    """Play one game with random legal actions; ``watch(state, seat, action, events)``
    is called after every action. Returns the final state and all events."""
    st = GAME.new(players=players, seed=seed, options={"advanced": advanced, "reveal_roles_on_death": reveal})
    chooser = random.Random(seed * 31 + players)
    events_all = []
    for step in range(20_000):
        if st.is_over:
            return st, events_all
        seat = chooser.choice(st.to_act())
        assert st.alive[seat], "a dead player was asked to act"
        if defaults_every and step % defaults_every == 0:
            action = st.default_action(seat)
        else:
            action = chooser.choice(st.legal_actions(seat))
        before = st.view(None) if watch else None
        events = st.apply(seat, action)
        events_all += events
        if watch:
            watch(st, seat, action, events, before)
    raise AssertionError("the game did not end")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():  # keys are field names, values are what a renderer shows
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


CASES = [(p, s, adv) for p in (7, 10, 13, 16, 20) for s in range(6) for adv in (False, True)]


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
@pytest.mark.parametrize("reveal", [False, True])
def test_the_channel_never_sees_a_living_role_or_a_night_choice(reveal):
    for players, seed, advanced in CASES[::2]:
        def watch(st, seat, action, events, before):
            night_move = before["phase"] == "night"
            for e in events:
                if not e.public:
                    assert len(e.audience) == 1
                    continue
                if e.kind == "game_over":
                    continue
                assert e.kind in PUBLIC_KINDS, e.kind
                data = e.to_dict()["data"]
                if e.kind == "sunrise" and data["hint"] is not None:
                    # The Storyteller's hint names a role some living player holds, nothing more.
                    assert data["hint"] in {st.view(s)["role"] for s in st.living()} - {"demon", "villager"}
                    data.pop("hint")
                strings = set(_strings(data))
                if night_move:
                    assert encode(action) not in strings
                leaked = strings & ROLE_NAMES
                if leaked:
                    # Only with the option, and only for players who died in this event.
                    assert reveal and e.kind in ("sunrise", "executed"), (e.kind, leaked)
                    dead = {d["seat"] for d in e.data.get("deaths", [])} | {e.data.get("seat")}
                    assert all(not st.alive[s] for s in dead if s is not None)
            if st.is_over:
                return
            after = st.view(None)
            if night_move and st.phase == "night":
                # Nothing public changes while a night runs.
                assert after == before and not any(e.public for e in events)
            strings = set(_strings(after))
            allowed = {r["role"] for r in after["dead"] if "role" in r} if reveal else set()
            assert strings & ROLE_NAMES <= allowed
            assert all(r.get("role") is None or not st.alive[r["seat"]] for r in after["dead"])
            assert not {c for c in st.choices if c} & strings
            assert not {"roles", "choices", "pyre", "knowledge", "role"} & set(after)
        play(players, seed, advanced, reveal=reveal, watch=watch)


@pytest.mark.parametrize("players", [7, 10, 13, 16, 20])
def test_random_games_end_and_respect_every_limit(players):
    for seed in range(8):
        for advanced in (False, True):
            for defaults_every in (0, 3):
                seen = {"sabotaged": 0}

                def watch(st, seat, action, events, before):
                    for pool, limit in LIMITS.items():
                        assert st.used[pool] <= limit, pool
                    assert st.roles.count("demon") == 1
                    assert sum(1 for s in st.living() if st.roles[s] == "witch") <= 1
                    assert sum(1 for r in st.roles if r == "beast") <= (1 if advanced else 0)
                    if "beast" in st.roles:
                        assert st.used["witches"] == 2
                    seen["sabotaged"] += sum(1 for e in events if e.kind == "sabotaged")

                st, events = play(players, seed, advanced, defaults_every=defaults_every, watch=watch)
                assert st.is_over and st.winner in ("village", "evil")
                story = find_story(events)
                acts = [a for entry in story if "acts" in entry for a in entry["acts"]]
                assert sum(1 for a in acts if a["power"] == "hex") <= LIMITS["hexes"]
                assert sum(1 for a in acts if a["power"] == "elixir") <= LIMITS["elixir"]
                assert sum(1 for a in acts if a["power"] == "poison") <= LIMITS["poison"]
                assert sum(1 for entry in story if entry.get("sabotaged_by") is not None) == seen["sabotaged"] <= 1
                assert all(a["role"] in ROLE_NAMES for a in acts)
                winners = [r for r in st.outcome() if r.won]
                assert winners and all(ROLES[r.details["role"]].faction == st.winner for r in winners)


def find_story(events):
    over = [e for e in events if e.kind == "game_over"]
    assert len(over) == 1 and over[0].public
    assert len(over[0].data["roles"]) == len(over[0].data["dealt"])
    return over[0].data["story"]


def test_only_defaults_still_end_the_game():
    """If nobody ever answers, the bot's deadline defaults alone finish the game."""
    for players in (7, 12, 20):
        st = GAME.new(players=players, seed=players)
        for _ in range(2_000):
            if st.is_over:
                break
            for seat in st.to_act():  # what the bot does at a deadline
                if seat in st.to_act():
                    st.apply(seat, st.default_action(seat))
            close_waiting(st)  # and at the night's close
        assert st.is_over


def test_the_dead_never_act_and_are_never_prompted():
    def watch(st, seat, action, events, before):
        assert all(st.alive[s] for s in st.to_act())
        for s in range(st.players):
            if not st.alive[s]:
                assert st.legal_actions(s) == []
    for seed in range(4):
        play(10, seed, True, watch=watch)


def test_a_seat_sees_only_its_own_secrets():
    """A plain Villager's view names no role but its own (until the end); no
    view shows another seat's night answer."""
    def watch(st, seat, action, events, before):
        if st.is_over:
            return
        for s in st.living():
            v = st.view(s)
            if st.roles[s] == "villager" and st.dealt[s] == "villager":
                assert set(_strings(v)) & ROLE_NAMES == {"villager"}
            others = {c for i, c in enumerate(st.choices) if c and i != s and c != st.choices[s]}
            assert not others & set(_strings(v))
    for seed in range(3):
        play(10, seed, True, watch=watch)
        play(8, seed, False, watch=watch)


def test_changed_answers_random_nights_resolve_the_last_answers():
    """Random games where answered seats keep answering: every living seat
    stays in to_act() with the same options all night, an answer never ends
    it, the close (the bot's Daybreak) is offered exactly once every living
    seat answered, and it resolves the answers as they stood then."""
    from games.somna.actions import UsePower, decode

    changes = 0
    for players in (7, 12, 20):
        for seed in range(4):
            for advanced in (False, True):
                st = GAME.new(players=players, seed=seed, options={"advanced": advanced})
                chooser = random.Random(seed * 131 + players)
                night_options = None
                for _ in range(20_000):
                    if st.is_over:
                        break
                    acting = st.to_act()
                    assert all(st.alive[s] for s in acting)
                    if st.phase != "night":
                        night_options = None
                        seat = chooser.choice(acting)
                        st.apply(seat, chooser.choice(st.legal_actions(seat)))
                        continue
                    assert acting == st.living()
                    if night_options is None:
                        night_options = {s: st.legal_actions(s) for s in acting}
                    for s in acting:  # prompts stay valid (the Demon's shrinks only by refusals)
                        assert st.legal_actions(s) == [
                            a for a in night_options[s]
                            if not (isinstance(a, UsePower) and a.power in ("seduce", "corrupt")
                                    and a.target in st.resisted)]
                    unanswered = [s for s in acting if st.choices[s] is None]
                    night_no = st.night
                    if not unanswered and chooser.random() < 0.2:
                        # every answer is in: the bot's close resolves the last answers
                        close = st.closing()
                        assert close is not None
                        events = st.apply(close.seat, close.action)
                        assert any(e.kind == "sunrise" for e in events)
                        resolved = True
                    else:
                        assert st.closing() is None or not unanswered
                        seat = chooser.choice(acting)
                        action = chooser.choice([a for a in st.legal_actions(seat) if a != Daybreak()])
                        if st.choices[seat] is not None and encode(action) != st.choices[seat]:
                            changes += 1
                        events = st.apply(seat, action)
                        assert not any(e.public for e in events), "an answer never ends the night"
                        resolved = False
                    if resolved:
                        entry = json.loads(st.story[[json.loads(t).get("night") for t in st.story].index(night_no)])
                        acted = {(a["seat"], a["power"], a["target"]) for a in entry["acts"]}
                        chosen = {(s, a.power, a.target) for s, c in enumerate(st.choices) if c
                                  for a in [decode(c)] if isinstance(a, UsePower)}
                        assert acted == chosen
                else:
                    raise AssertionError("the game did not end")
    assert changes > 100


@pytest.mark.parametrize("advanced", [False, True])
def test_a_deadline_after_random_answers_ends_every_night(advanced):
    """What the bot does: some seats answer (and change their answers), then
    at the deadline only the seats that never answered get their default."""
    for players in (7, 13, 20):
        for seed in range(5):
            st = GAME.new(players=players, seed=seed, options={"advanced": advanced})
            chooser = random.Random(seed)
            for _ in range(2_000):
                if st.is_over:
                    break
                if st.phase != "night":
                    for seat in st.to_act():
                        if seat in st.to_act():
                            st.apply(seat, st.default_action(seat))
                    continue
                night_no = st.night
                answered = set()
                for _ in range(chooser.randrange(3 * players)):
                    seat = chooser.choice(st.to_act())
                    current = st.choices[seat]
                    st.apply(seat, chooser.choice([a for a in st.legal_actions(seat) if a != Daybreak()]))
                    if st.phase != "night" or st.night != night_no:
                        break
                    if st.choices[seat] is not None:
                        answered.add(seat)
                        # the default keeps the current answer
                        assert st.default_action(seat) == GAME.decode(st.choices[seat])
                    else:
                        assert current is None  # a refused seduction
                if st.phase == "night" and st.night == night_no:
                    for seat in [s for s in st.to_act() if s not in answered]:
                        st.apply(seat, st.default_action(seat))
                    assert close_waiting(st), "after the deadline's defaults the night waits for its close"
                    assert st.phase != "night" or st.night != night_no, "the close ended the night"
            assert st.is_over
