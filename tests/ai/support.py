"""Shared checks for the bot players of the dice and card-drafting games:
random positions, the hint texts, and the no-peeking comparison."""

from __future__ import annotations

import random
from typing import Any, Callable

from games import GAMES
from games.ai import LEVELS, Hint
from games.base import State
import words
from words.keys import placeholders as text_placeholders


def position(game: str, players: int, seed: int, steps: int) -> State | None:
    """A random position reached by random legal actions, or None if the game ended first."""
    state = GAMES[game].new(players, seed=seed)
    chooser = random.Random(f"{game}:{players}:{seed}")
    for _ in range(steps):
        if state.is_over:
            return None
        seat = state.to_act()[0]
        state.apply(seat, chooser.choice(state.legal_actions(seat)))
    return None if state.is_over else state


def positions(game: str, count: int, seed: int = 0) -> list[State]:
    found = []
    chooser = random.Random(seed)
    while len(found) < count:
        state = position(game, chooser.choice((2, 3, 4)), chooser.randrange(10_000), chooser.randrange(120))
        if state is not None:
            found.append(state)
    return found


def check_hint(result: Hint, legal: list[Any]) -> None:
    """A legal hint whose reason has a catalogue sentence taking exactly its data."""
    assert result.action in legal
    assert words.catalogue().has(words.ENGLISH, result.key), result.reason
    for locale in words.LANGUAGES:  # every translation takes the same data
        assert words.catalogue().has(locale, result.key), (locale, result.reason)
        assert text_placeholders(result.key, locale) == set(result.data), (locale, result.reason, result.data)
    assert "{" not in words.say(words.ENGLISH, result.key, **result.data)


def same_choices(module: Any, state: State, altered: State, levels: tuple[str, ...] = LEVELS) -> None:
    """The seat to act sees the same view in both states, so it chooses alike."""
    seat = state.to_act()[0]
    view = state.view(seat)
    assert altered.view(seat) == view
    assert altered.legal_actions(seat) == state.legal_actions(seat)
    for level in levels:
        a = module.choose(view, state.legal_actions(seat), level, random.Random(11))
        b = module.choose(altered.view(seat), altered.legal_actions(seat), level, random.Random(11))
        assert a == b, (level, a, b)


def alter(state: State, change: Callable[[dict[str, Any], random.Random], None], seed: int) -> State:
    d = state.to_dict()
    change(d, random.Random(seed))
    return state.game.from_dict(d)


def assert_blind_to(game: str, module: Any, hide: Callable[[int], Callable[[dict[str, Any], random.Random], None]],
                    count: int = 8) -> None:
    """No peeking: at random positions, changing only what the seat to act
    cannot see (``hide(seat)`` edits a snapshot) changes the state, not the
    seat's view, and not its choice at any level."""
    for i, state in enumerate(positions(game, count, seed=1)):
        seat = state.to_act()[0]
        altered = alter(state, hide(seat), i)
        assert altered.to_dict() != state.to_dict()
        same_choices(module, state, altered)


def assert_worlds_show_the_view(game: str, sample: Callable[[dict[str, Any], random.Random], State],
                                count: int = 30) -> None:
    """A world the bot samples shows its seat exactly the seat's view, with the same legal actions."""
    for state in positions(game, count, seed=2):
        seat = state.to_act()[0]
        view = state.view(seat)
        sampled = sample(view, random.Random(3))
        assert sampled.view(seat) == view
        assert sampled.legal_actions(seat) == state.legal_actions(seat)


def assert_horizon_ends_the_round(game: str, model: Callable[[dict[str, Any]], Any], counter: str) -> None:
    """A search's world (``deals_next_round`` False) played to the end of its
    round scores it exactly as the real game does and deals nothing after;
    the real game deals the next round. ``counter`` is the round's number."""
    horizons = 0
    for state in positions(game, 12, seed=5):
        seat = state.to_act()[0]
        view = state.view(seat)
        real = GAMES[game].from_dict(state.to_dict())
        world = GAMES[game].from_dict(state.to_dict())
        world.deals_next_round = False
        search = model(view)
        at = getattr(real, counter)
        while getattr(real, counter) == at and not real.is_over:
            s = real.to_act()[0]
            action = real.default_action(s)
            real.apply(s, action)
            world.apply(s, action)
        assert getattr(world, counter) == getattr(real, counter)
        assert search.result(world, 1) == search.result(real, 1)
        if not real.is_over:
            horizons += 1
            assert real.hands != world.hands, "the real game dealt the next round, the search's world nothing"
    assert horizons >= 3
