"""Shards: which shard a guild's events arrive on, which shards a process
runs, and so which process owns a table (the one whose shards hold its guild).

Discord's rule (Gateway docs, "Sharding"): a guild's events go to shard
``(guild_id >> 22) % num_shards``; DMs go to shard 0 only. The bot and the
loopback Discord both route by ``shard_of``, so a table's owner and the session
that hears its clicks always agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Discord lets ``max_concurrency`` sessions start per this many seconds, one per
# bucket ``shard_id % max_concurrency`` (Gateway docs, "Session Start Limit").
IDENTIFY_WINDOW_SECONDS = 5.0

_RANGE = re.compile(r"^(\d+)(?:-(\d+))?$")


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that hears this guild (``None``: a DM, heard on shard 0).

    >>> shard_of(81384788765712384, 17)
    7
    """
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def parse_shard_ids(text: str, shard_count: int) -> tuple[int, ...]:
    """``"0-3"``, ``"0,2"`` or ``"0-1,4"`` as sorted shard ids; a ValueError
    whose message says what is wrong otherwise."""
    ids: list[int] = []
    for part in text.split(","):
        match = _RANGE.match(part.strip())
        if match is None:
            raise ValueError(f"{part.strip()!r} is not a shard id or a range like 0-3")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) is not None else first
        if last < first:
            raise ValueError(f"the range {first}-{last} runs backwards")
        ids.extend(range(first, last + 1))
    if max(ids) >= shard_count:
        raise ValueError(f"shard {max(ids)} does not exist: with {shard_count} shard(s) the ids are "
                         f"0-{shard_count - 1}")
    if len(set(ids)) != len(ids):
        raise ValueError("a shard is listed twice")
    return tuple(sorted(ids))


@dataclass(frozen=True, slots=True)
class ShardPlan:
    """The shards this process runs: ``count`` in all (None: Discord's
    recommended count, asked at start), of which ``ids`` (None: all of them)."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    @property
    def whole(self) -> bool:
        """Whether this process runs every shard (so it is the only process)."""
        return self.ids is None or self.count is None or self.ids == tuple(range(self.count))

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process hears the guild (``None``: DMs), and so owns its tables."""
        if self.whole:
            return True
        assert self.count is not None and self.ids is not None
        return shard_of(guild_id, self.count) in self.ids

    def describe(self) -> str:
        if self.count is None:
            return "Discord's recommended number of shards"
        if self.whole:
            return f"all {self.count} shard(s)"
        assert self.ids is not None
        return f"shard(s) {', '.join(map(str, self.ids))} of {self.count}"


class IdentifyPacer:
    """When a shard may IDENTIFY: at most one session start per bucket
    (``shard_id % max_concurrency``) per window. discord.py waits 5 s before
    every shard but the first, which is right only for ``max_concurrency`` 1."""

    def __init__(self, max_concurrency: int, window: float = IDENTIFY_WINDOW_SECONDS) -> None:
        self.max_concurrency = max(1, max_concurrency)
        self.window = window
        self._last: dict[int, float] = {}

    def wait(self, shard_id: int, now: float) -> float:
        """Seconds to wait before this shard identifies; the start is booked at
        ``now`` plus that wait."""
        bucket = shard_id % self.max_concurrency
        last = self._last.get(bucket)
        delay = 0.0 if last is None else max(0.0, last + self.window - now)
        self._last[bucket] = now + delay
        return delay
