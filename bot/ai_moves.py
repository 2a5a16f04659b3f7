"""Bot players' moves and hints, computed off the event loop within a time budget.

``games.ai.choose`` is a pure search over the seat's view (``games/ai``); it
can take a noticeable fraction of a second at ``hard``. Here it runs in a
pool so the event loop never waits on it, and with a wall-clock budget per
level: a search that raises, runs out of time or returns a move that is not
legal is replaced by the engine's ``default_action`` and the table goes on.
Each table logs its first fallback only (a faulty module must not flood the
log), and the line names neither a seat, an action nor the error's text:
who acted at night and what a hand holds are secrets, and an exception's
message may quote either.

Why a process and not a thread: the search is pure Python, so in a thread it
holds the GIL and the loop stalls between its switches (every 5 ms by
default, for as long as the search runs); a process of its own leaves the
loop's core alone. ``python -m bench.ai --loop`` measures both: the largest
stall of a 1 ms ticker while a ``hard`` search runs. One worker: the machine
has two cores, and the loop needs one. A worker that outlives its budget is
killed and a fresh one started (a thread could not be stopped), so a search
that hangs costs one budget and no more.

The mode is ``process`` (the default) or ``thread`` (tests that patch
``games.ai.player`` in this process; the budget holds, but a hung search's
thread is left to finish on its own).

The rng each search gets is seeded from the table, its sequence number and
the seat, so a replay of the same position chooses the same move.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import random
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Hashable, Mapping, Sequence

import games.ai
from games import GAMES
from games.ai import DEFAULT_LEVEL, LEVELS, Hint
from games.base import State

log = logging.getLogger(__name__)

# Wall-clock seconds a level's search may take before the default is played
# instead: well above the p99 aims (50 ms normal, 250 ms hard) so a
# busy machine does not turn good moves into defaults, well below a human's
# patience so a hung search never stalls a table.
BUDGET: Mapping[str, float] = {"easy": 0.5, "normal": 1.0, "hard": 2.0}
STARTUP_BUDGET = 30.0  # a new worker process importing the games
HINT_BUDGET = 2.5  # a hint is answered within Discord's 3 s (after a deferral, this is only manners)
AWAY_LEVEL = DEFAULT_LEVEL  # who plays an away seat until its player is back
MODES = ("process", "thread")


def seeded(table_id: int, seq: int, seat: int, what: str = "move") -> random.Random:
    """The search's only source of chance: the same position, the same move."""
    return random.Random(f"{what}:{table_id}:{seq}:{seat}")


def _choose(game: str, view: Mapping[str, Any], legal: Sequence[Hashable], level: str,
            seed: str) -> Hashable:
    return games.ai.choose(game, view, legal, level, random.Random(seed))


def _hint(game: str, view: Mapping[str, Any], legal: Sequence[Hashable], seed: str) -> Hint:
    return games.ai.hint(game, view, legal, random.Random(seed))


def has_player(game: str) -> bool:
    """Whether the game has a bot player module (imported here once, so a
    broken one fails loudly in this process's log at its first move)."""
    try:
        games.ai.player(game)
    except ModuleNotFoundError as exc:
        if exc.name not in (f"games.{game}", f"games.{game}.ai"):
            raise  # the module is there but broken: a fallback, logged
        return False
    return True


def _warm() -> bool:
    """Import every game's bot module in a new worker before it is needed."""
    for name in GAMES:
        games.ai.player(name)
    return True


class AiMoves:
    """The pool the bot players search in (one per bot process)."""

    def __init__(self, mode: str = "process") -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; one of {', '.join(MODES)}")
        self.mode = mode
        self._executor: concurrent.futures.Executor | None = None
        self._ready: concurrent.futures.Future[bool] | None = None  # the new worker has imported the games
        self._warned: set[int] = set()  # tables whose fallback was logged
        self.fallbacks = 0

    def _pool(self) -> concurrent.futures.Executor:
        if self._executor is None:
            if self.mode == "process":
                # forkserver: a clean child, not a fork of a process with
                # running threads (the store's, the loop's).
                context = multiprocessing.get_context("forkserver")
                self._executor = concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=context)
                self._ready = self._executor.submit(_warm)
            else:
                # Several threads: one hung search must not hold up the next table's.
                self._executor = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="ai")
        return self._executor

    def _reset(self) -> None:
        """Kill a worker that outran its budget and start afresh (process
        mode; a thread cannot be stopped and is left to finish)."""
        executor, self._executor, self._ready = self._executor, None, None
        if isinstance(executor, concurrent.futures.ProcessPoolExecutor):
            _kill_workers(executor)
            executor.shutdown(wait=False, cancel_futures=True)
        elif executor is not None:
            self._executor = executor  # threads: the pool goes on beside the late search

    async def _run(self, budget: float, fn: Any, *args: Any) -> Any:
        pool = self._pool()
        if self._ready is not None:
            # A new worker's start (a second or so) is not the search's time.
            try:
                await asyncio.wait_for(asyncio.wrap_future(self._ready), STARTUP_BUDGET)
            except Exception:
                self._reset()
                raise
            self._ready = None
        future = asyncio.get_running_loop().run_in_executor(pool, fn, *args)
        try:
            return await asyncio.wait_for(future, budget)
        except (asyncio.TimeoutError, BrokenProcessPool):
            self._reset()
            raise
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # this table's own task is stopping
            # The pool was closed under the search (the bot stopping): a failure, not a cancel.
            raise RuntimeError("the bot players' pool closed during a search") from None

    async def choose(self, table_id: int, seq: int, game: str, state: State, seat: int, level: str) -> Hashable:
        """The bot's move for ``seat``; the default move if the search fails."""
        legal = state.legal_actions(seat)
        if level not in LEVELS:
            level = DEFAULT_LEVEL
        started = time.perf_counter()
        try:
            if not has_player(game):
                return state.default_action(seat)  # a game without a bot player (the tests' tiny games)
            action: Hashable = await self._run(BUDGET[level], _choose, game, state.view(seat), legal, level,
                                               f"move:{table_id}:{seq}:{seat}")
            if action not in legal:
                raise ValueError("the bot chose an action that is not legal")
            return action
        except Exception as exc:
            self._fell_back(table_id, exc, time.perf_counter() - started)
            return state.default_action(seat)

    async def hint(self, table_id: int, seq: int, game: str, state: State, seat: int) -> Hint:
        """What ``hard`` would play for ``seat``, and why. Raises on failure."""
        legal = state.legal_actions(seat)
        hint: Hint = await self._run(HINT_BUDGET, _hint, game, state.view(seat), legal, f"hint:{table_id}:{seq}:{seat}")
        if hint.action not in legal:
            raise ValueError("the hint is not a legal action")
        return hint

    def _fell_back(self, table_id: int, exc: BaseException, seconds: float) -> None:
        self.fallbacks += 1
        if table_id in self._warned:
            return
        self._warned.add(table_id)
        # The error's type only: its text may quote a card or a role.
        log.warning("table %s: a bot search failed (%s after %.2f s); it played the default move "
                    "(logged once per table)", table_id, type(exc).__name__, seconds)

    def forget(self, table_id: int) -> None:
        self._warned.discard(table_id)

    def close(self) -> None:
        executor, self._executor, self._ready = self._executor, None, None
        if isinstance(executor, concurrent.futures.ProcessPoolExecutor):
            # The worker keeps nothing: it is stopped, and the pool's manager
            # thread joined here. Left closing on its own, it races the
            # interpreter's exit, which wakes every live pool through a pipe the
            # thread may just have closed: "OSError: [Errno 9] Bad file
            # descriptor" printed as the process ends (Python 3.11; gh-125451
            # fixed it in 3.12.8 and 3.13.1).
            _kill_workers(executor)
            executor.shutdown(wait=True, cancel_futures=True)
        elif executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


def _kill_workers(executor: concurrent.futures.ProcessPoolExecutor) -> None:
    for process in list(getattr(executor, "_processes", {}).values()):
        process.kill()  # no public way before Python 3.14's terminate_workers


_shared: AiMoves | None = None


def shared() -> AiMoves:
    """The process's pool (created at first use; ``use`` replaces it)."""
    global _shared
    if _shared is None:
        _shared = AiMoves()
    return _shared


def use(moves: AiMoves | None) -> AiMoves | None:
    """Install ``moves`` as the process's pool (tests pick a mode); returns the old one."""
    global _shared
    old, _shared = _shared, moves
    return old
