"""Random-playout checks of the engine contract, shared by every game.

``playout`` drives one seeded game to its end with random legal actions and
checks the contract at every step. Games' own tests may call it too.
"""

from __future__ import annotations

import json
import random
from typing import Any, Hashable

from games.base import Decision, Event, Game, IllegalAction, SeatResult, State


class _Alien:
    """An action no game can have declared legal."""

    def __hash__(self) -> int:
        return 1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Alien)


def _json_roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value, allow_nan=False))


def playout(game: Game, players: int, seed: int, options: dict | None = None, max_steps: int = 20_000,
            deep_every: int = 1) -> tuple[list[tuple[int, Hashable]], list[Event]]:
    """Play one random game, asserting the contract; return actions and events.

    ``deep_every`` spaces out the expensive checks (serialisation, views,
    illegal-action probes) for long games.
    """
    state = game.new(players=players, seed=seed, options=options or {})
    declared = game.game_type
    chooser = random.Random(seed * 7919 + players)
    history: list[tuple[int, Hashable]] = []
    events: list[Event] = []
    for step in range(max_steps):
        to_act = state.to_act()
        assert to_act == sorted(set(to_act)), "to_act must be sorted and unique"
        assert all(0 <= s < players for s in to_act)
        decision = check_decision(state, to_act)
        assert declared.simultaneous or len(to_act) <= 1, \
            f"seats {to_act} act at once, but {game.name} declares no simultaneous decisions"
        assert declared.secret_turns or not state.secret_turns(), \
            f"{game.name} hides who acts, but declares no secret turns"
        if state.is_over:
            assert to_act == []
            break
        assert to_act, "a game that is not over must have someone to act"
        deep = step % deep_every == 0
        if deep:
            snapshot = state.to_dict()
            assert _json_roundtrip(snapshot) == snapshot, "to_dict must be JSON-safe"
            assert game.from_dict(_json_roundtrip(snapshot)) == state
            for seat in range(players):
                if seat not in to_act:
                    assert state.legal_actions(seat) == []
                v = state.view(seat)
                assert _json_roundtrip(v) == v
            pv = state.view(None)
            assert _json_roundtrip(pv) == pv
        seat = chooser.choice(to_act)
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} is to act but has no legal action"
        assert legal == state.legal_actions(seat), "legal_actions must be stable"
        assert len(set(legal)) == len(legal), "legal actions must be distinct"
        default = state.default_action(seat)
        assert default in legal, "default_action must be legal"
        if deep:
            for action in legal:
                text = game.encode(action)
                assert len(text) <= 80 and game.decode(text) == action
            before = state.to_dict()
            try:
                state.apply(seat, _Alien())
            except IllegalAction as exc:
                assert str(exc)
            else:
                raise AssertionError("an undeclared action was accepted")
            outsiders = [s for s in range(players) if s not in to_act]
            if outsiders:
                try:
                    state.apply(outsiders[0], legal[0])
                except IllegalAction:
                    pass
                else:
                    raise AssertionError("a seat not in to_act() was allowed to act")
            assert state.to_dict() == before, "an illegal action changed the state"
        action = chooser.choice(legal)
        choices = {s: state.legal_actions(s) for s in to_act if s != seat}
        new_events = state.apply(seat, action)
        check_same_decision(state, decision, seat, choices)
        assert isinstance(new_events, list) and all(isinstance(e, Event) for e in new_events)
        for e in new_events:
            _json_roundtrip(e.to_dict())
        history.append((seat, action))
        events.extend(new_events)
    else:
        raise AssertionError(f"game did not end within {max_steps} steps")
    results = state.outcome()
    assert sorted(r.seat for r in results) == list(range(players))
    assert all(isinstance(r, SeatResult) and r.place >= 1 for r in results)
    assert min(r.place for r in results) == 1
    if declared.team_detail is not None:
        assert all(declared.team_detail in r.details for r in results), \
            f"every seat's outcome names its team ({declared.team_detail!r})"
    for r in results:
        _json_roundtrip(r.to_dict())
    return history, events


def check_decision(state: State, to_act: list[int]) -> Decision | None:
    """The declared decision agrees with ``to_act()``: None exactly when the
    game is over, its seats are the seats to act, and its key is hashable."""
    decision = state.decision()
    if state.is_over:
        assert decision is None, "a finished game declares no decision"
        return None
    assert isinstance(decision, Decision), "a running game declares its decision"
    assert decision.seats == tuple(to_act), "a decision asks the seats to act"
    hash(decision.key)
    assert decision == state.decision(), "the declared decision must be stable"
    return decision


def check_same_decision(state: State, before: Decision | None, actor: int,
                        choices: dict[int, list[Hashable]]) -> None:
    """What the bot relies on when a decision goes on after an action (it
    then recomputes only the actor's choices and pings nobody):

    - the key alone tells a new decision: seats are never added within one
      (a seat newly asked is always a new decision, with its ping);
    - a seat that acted is not asked again unless the decision declares
      steps (a multi-step turn, or answers that may change);
    - every other seat still asked has exactly the choices it had.
    """
    after = state.decision()
    if before is None or after is None or after.key != before.key:
        return
    assert set(after.seats) <= set(before.seats), \
        f"seats {sorted(set(after.seats) - set(before.seats))} joined decision {before.key!r} without a new key"
    if not before.steps:
        assert actor not in after.seats, \
            f"seat {actor} acted and is asked again in decision {before.key!r}, which declares no steps"
    for seat in after.seats:
        if seat != actor:
            assert state.legal_actions(seat) == choices[seat], \
                f"seat {seat}'s choices changed within decision {before.key!r} after seat {actor} acted"


def replay(game: Game, players: int, seed: int, options: dict | None,
           history: list[tuple[int, Hashable]]) -> tuple[dict, list[Event]]:
    state = game.new(players=players, seed=seed, options=options or {})
    events: list[Event] = []
    for seat, action in history:
        events.extend(state.apply(seat, action))
    return state.to_dict(), events
