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
        self._plays: dict[int, collections.deque[float]] = {}
        self._clicks: dict[int, collections.deque[float]] = {}
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
        return _take(self._plays, user_id, self.rules.plays, self.clock())

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
        return _take(self._clicks, user_id, self.rules.clicks, self.clock())


def _take(events: dict[int, collections.deque[float]], key: int, window: Window, now: float) -> float | None:
    """Count an event in ``key``'s sliding window, or the wait until the
    oldest event leaves it. Keys whose window emptied are dropped, so the
    counters hold only the users active in the last window."""
    seen = events.get(key)
    if seen is None:
        seen = events[key] = collections.deque()
    while seen and now - seen[0] >= window.seconds:
        seen.popleft()
    if len(seen) >= window.count:
        return window.seconds - (now - seen[0])
    seen.append(now)
    if len(events) > 4096:  # bounded memory under many users: forget the idle ones
        for idle in [k for k, v in events.items() if not v or now - v[-1] >= window.seconds]:
            del events[idle]
    return None


def retry_at(wait: float, now: Callable[[], float] = time.time) -> int:
    """The wall-clock second (for a Discord ``<t:…:R>`` timestamp) when a
    request refused for ``wait`` seconds may be made again; rounded up."""
    return int(now() + wait) + 1
