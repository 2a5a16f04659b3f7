"""Abuse limits (issue 28): how often one user may open lobbies, call
players and click, and how many tables a server may hold open. The rules
are data (``Rules``); the counters live in memory, per process, so a
restart forgets them (a flood that survives a restart is a slow one).

Every check answers ``None`` (go ahead) or the seconds to wait; a refused
request is not recorded, so refusals never lengthen the wait. The clock is
passed in (``time.monotonic`` in the bot, a fake in the tests).

The values, and why:

- ``lobbies_per_user`` 2: a host can wait for players in two channels at
  once; a third open lobby is a flood (one user opened 12 in 0.3 s).
- ``plays`` 5 per 60 s per user: a host who plays game after game opens
  one a minute at most; a flood of /play is stopped at the sixth.
- ``after_cancel`` 10 s: /play, Cancel, /play... is the flood that pinged
  every opted-in player ten times; a real host who cancelled by mistake
  waits a few seconds.
- ``ping_every`` 600 s per user per server: the players who asked to be
  called hear one host at most every 10 minutes; the lobby still opens.
- ``clicks`` 8 per 2 s per user across all tables: no player needs more
  than four clicks a second; above it the click is answered "slow down"
  and changes nothing, so a flood costs only its own answers.
- ``tables_per_guild`` 25 open tables (lobbies and games) per server by
  default, a server setting (``/settings max_tables``).
"""

from __future__ import annotations

import collections
import contextlib
import time
from dataclasses import dataclass
from typing import Callable, Iterator

TABLES_PER_GUILD = 25  # the default of the server setting


@dataclass(frozen=True, slots=True)
class Window:
    """At most ``count`` events per ``seconds``, sliding."""

    count: int
    seconds: float


@dataclass(frozen=True, slots=True)
class Rules:
    lobbies_per_user: int = 2
    plays: Window = Window(5, 60.0)
    after_cancel: float = 10.0
    ping_every: float = 600.0
    clicks: Window = Window(8, 2.0)
    tables_per_guild: int = TABLES_PER_GUILD


class Limits:
    """The counters behind the rules, keyed by user (and server for pings)."""

    def __init__(self, rules: Rules = Rules(), clock: Callable[[], float] = time.monotonic) -> None:
        self.rules = rules
        self.clock = clock
        self._plays = _Windows(rules.plays)
        self._clicks = _Windows(rules.clicks)
        self._cancelled: dict[int, float] = {}
        self._pinged: dict[tuple[int, int], float] = {}
        self._opening: set[int] = set()

    # -- /play and Cancel ------------------------------------------------------

    def after_cancel(self, user_id: int) -> float | None:
        """The seconds this user still waits after their own Cancel, or ``None``."""
        cancelled = self._cancelled.get(user_id)
        if cancelled is None:
            return None
        waited = self.clock() - cancelled
        if waited >= self.rules.after_cancel:
            del self._cancelled[user_id]
            return None
        return self.rules.after_cancel - waited

    def play(self, user_id: int) -> float | None:
        """A /play by this user: ``None`` and counted, or the seconds until
        the window's oldest leaves it."""
        return self._plays.take(user_id, self.clock())

    @contextlib.contextmanager
    def opening(self, user_id: int) -> Iterator[bool]:
        """One /play per user at a time (True: this one): the counts its
        checks read from the store hold until its lobby is stored, so a
        burst of concurrent /play cannot open more than the rules allow."""
        if user_id in self._opening:
            yield False
            return
        self._opening.add(user_id)
        try:
            yield True
        finally:
            self._opening.discard(user_id)

    def cancelled(self, user_id: int) -> None:
        """The user cancelled a lobby: their next /play waits ``after_cancel``."""
        self._cancelled[user_id] = self.clock()

    def lobbies(self, hosted: int) -> bool:
        """Whether a user hosting ``hosted`` open lobbies may open another."""
        return hosted < self.rules.lobbies_per_user

    @staticmethod
    def tables(open_tables: int, cap: int) -> bool:
        """Whether a server with ``open_tables`` open under its ``cap`` may open another."""
        return open_tables < cap

    # -- pings -------------------------------------------------------------------

    def may_ping(self, guild_id: int, user_id: int) -> float | None:
        """``None`` if this user's /play may call the opted-in players of
        this server now, else the seconds until it may."""
        last = self._pinged.get((guild_id, user_id))
        if last is None:
            return None
        waited = self.clock() - last
        if waited >= self.rules.ping_every:
            del self._pinged[(guild_id, user_id)]
            return None
        return self.rules.ping_every - waited

    def pinged(self, guild_id: int, user_id: int) -> None:
        """A call went out: the next waits ``ping_every``."""
        self._pinged[(guild_id, user_id)] = self.clock()

    # -- clicks ------------------------------------------------------------------

    def click(self, user_id: int) -> float | None:
        """A component click by this user: ``None`` and counted, or the
        seconds until one more is accepted."""
        return self._clicks.take(user_id, self.clock())


class _Windows:
    """Each key's events in a sliding window. Keys whose window emptied are
    swept when the map has doubled since the last sweep, so memory follows
    the users active in the last window at an amortised constant cost."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.events: dict[int, collections.deque[float]] = {}
        self._sweep_at = 4096

    def take(self, key: int, now: float) -> float | None:
        """Count an event, or the wait until the oldest leaves the window."""
        seen = self.events.get(key)
        if seen is None:
            seen = self.events[key] = collections.deque()
            if len(self.events) >= self._sweep_at:
                self._sweep(now)
        while seen and now - seen[0] >= self.window.seconds:
            seen.popleft()
        if len(seen) >= self.window.count:
            return self.window.seconds - (now - seen[0])
        seen.append(now)
        return None

    def _sweep(self, now: float) -> None:
        for idle in [k for k, v in self.events.items() if not v or now - v[-1] >= self.window.seconds]:
            del self.events[idle]
        self._sweep_at = max(4096, 2 * len(self.events))


def retry_at(wait: float, now: Callable[[], float] = time.time) -> int:
    """The wall-clock second (for a Discord ``<t:…:R>`` timestamp) when a
    request refused for ``wait`` seconds may be made again; rounded up."""
    return int(now() + wait) + 1
