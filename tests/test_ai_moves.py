"""The bot players' pool (bot/ai_moves.py): moves are legal and seeded, a
search that raises, hangs or cheats gives way to the default move (logged
once per table, without a secret), and a hung worker process is replaced.

Independent of which games/<game>/ai.py is installed (the placeholders or the
real search): only legality, determinism and the fallback are asserted."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import random
import time
from typing import Any

import pytest

import games.ai
import words
from bot import ai_moves
from bot.ai_moves import AiMoves
from games import GAMES

PLAYERS = {"somnia": 3, "traumland": 3, "somna": 7, "somnikum": 3, "darkly_dreaming": 3}


def _positions(game: str, seed: int, steps: int) -> list[Any]:
    """States along a game played at random from ``seed``."""
    rng = random.Random(seed)
    state = GAMES[game].new(players=PLAYERS[game], seed=seed, options=None)
    found = [GAMES[game].from_dict(state.to_dict())]
    for _ in range(steps):
        if state.is_over or not state.awaiting():
            break
        seat = state.awaiting()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        found.append(GAMES[game].from_dict(state.to_dict()))
    return found


@pytest.fixture
async def process_moves():
    moves = AiMoves("process")
    yield moves
    moves.close()


@pytest.mark.parametrize("game", sorted(PLAYERS))
async def test_every_level_chooses_a_legal_move_the_same_each_time(process_moves, game):
    for state in _positions(game, seed=7, steps=12)[::4]:
        if state.is_over or not state.awaiting():
            continue
        seat = state.awaiting()[0]
        legal = state.legal_actions(seat)
        for level in games.ai.LEVELS:
            first = await process_moves.choose(3, 5, game, state, seat, level)
            again = await process_moves.choose(3, 5, game, state, seat, level)
            assert first in legal and first == again, (game, level)
        hint = await process_moves.hint(3, 5, game, state, seat)
        assert hint.action in legal and words.catalogue().has(words.ENGLISH, hint.key)
    assert process_moves.fallbacks == 0, "no search failed"


def _failing(monkeypatch: pytest.MonkeyPatch, behave: Any) -> None:
    class Broken:
        @staticmethod
        def choose(view: Any, legal: list[Any], level: str, rng: random.Random) -> Any:
            return behave(view, legal)

    monkeypatch.setattr(games.ai, "player", lambda game: Broken)


def _boom(view: Any, legal: list[Any]) -> Any:
    raise RuntimeError(f"secret hand {view!r}")


async def test_a_search_that_raises_plays_the_default_and_logs_once_per_table_without_secrets(monkeypatch, caplog):
    _failing(monkeypatch, _boom)
    moves = AiMoves("thread")
    state = _positions("somnia", 1, 0)[0]
    seat = state.awaiting()[0]
    caplog.set_level(logging.WARNING, logger="bot.ai_moves")
    try:
        for seq in range(3):
            assert await moves.choose(11, seq, "somnia", state, seat, "hard") == state.default_action(seat)
        await moves.choose(12, 0, "somnia", state, seat, "easy")
    finally:
        moves.close()
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.ai_moves"]
    assert len(lines) == 2 and "table 11" in lines[0] and "table 12" in lines[1], lines
    hand = state.view(seat)["hand"]
    assert all(card not in line for line in lines for card in hand) and "secret" not in " ".join(lines)
    assert moves.fallbacks == 4


async def test_a_search_that_hangs_or_cheats_gives_way_to_the_default_within_its_budget(monkeypatch):
    state = _positions("traumland", 2, 0)[0]
    seat = state.awaiting()[0]
    monkeypatch.setitem(ai_moves.BUDGET, "normal", 0.2)
    moves = AiMoves("thread")
    try:
        _failing(monkeypatch, lambda view, legal: time.sleep(1.0))
        began = time.perf_counter()
        assert await moves.choose(1, 0, "traumland", state, seat, "normal") == state.default_action(seat)
        assert time.perf_counter() - began < 0.9, "the table did not wait for the hung search"
        _failing(monkeypatch, lambda view, legal: "not a move")
        assert await moves.choose(1, 1, "traumland", state, seat, "normal") == state.default_action(seat)
    finally:
        moves.close()


async def test_a_hung_worker_process_is_killed_and_replaced(process_moves):
    await process_moves._run(30, time.sleep, 0)  # started and warm
    with pytest.raises(asyncio.TimeoutError):
        await process_moves._run(0.3, time.sleep, 60)
    state = _positions("somnikum", 3, 0)[0]
    seat = state.awaiting()[0]
    assert await process_moves.choose(1, 0, "somnikum", state, seat, "easy") in state.legal_actions(seat)
    assert process_moves.fallbacks == 0, "the fresh worker searched; no default was needed"


def test_the_rng_is_seeded_by_table_seq_and_seat():
    assert ai_moves.seeded(1, 2, 3).random() == ai_moves.seeded(1, 2, 3).random()
    assert ai_moves.seeded(1, 2, 3).random() != ai_moves.seeded(1, 2, 4).random()


async def test_closing_stops_the_worker_and_joins_its_pool_before_the_process_ends():
    """The pool's manager thread is gone once ``close`` returns: left running,
    it raced the interpreter's exit ("Bad file descriptor" printed at the end
    of bench.ai's runs)."""
    moves = AiMoves("process")
    await moves._run(30, time.sleep, 0)
    executor = moves._executor
    assert isinstance(executor, concurrent.futures.ProcessPoolExecutor)
    manager = executor._executor_manager_thread  # type: ignore[attr-defined]
    workers = list(executor._processes.values())  # type: ignore[attr-defined]
    assert manager is not None and manager.is_alive() and workers
    moves.close()
    assert not manager.is_alive() and not any(w.is_alive() for w in workers)
    state = _positions("somnia", 1, 0)[0]
    seat = state.awaiting()[0]
    assert await moves.choose(1, 0, "somnia", state, seat, "normal") in state.legal_actions(seat), \
        "a later search starts a new worker"
    moves.close()
