"""The public move lines of each table, grouped so the channel stays calm.

While a trick or a round step goes on, its lines are shown in the table
message's "Last moves" (an edit, which notifies nobody); when the presenter
says the group ended (a trick taken, a round scored) they are posted as one
channel message. Nothing here is secret: only public events' lines come in.

A presenter that folds its lines into one message (``Presenter.post_kinds``,
Somna's day) has a *live post*: the channel message later lines and choices
are edited into, with the lines it shows and a digest of what it shows (an
edit that would change nothing is skipped).

The pending lines and the live post live in memory and are kept in the store
over a clean stop (``dump``/``load``), so a restart loses no line; after a
crash the channel misses at most one group's lines, which the board and the
next group's post make up for, and the next line after it is posted anew.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable

RECENT = 5  # lines the table message shows


@dataclass(frozen=True)
class LivePost:
    """The message a table's later lines are edited into."""

    message_id: int
    lines: tuple[str, ...]
    shown: str = ""  # digest of the content and choices the message shows


class TableLog:
    def __init__(self) -> None:
        self._pending: dict[int, list[str]] = {}
        self._recent: dict[int, deque[str]] = {}
        self._live: dict[int, LivePost] = {}

    def add(self, table_id: int, lines: list[str], *, fresh_from: int | None = None) -> None:
        """Queue lines for the channel; ``fresh_from`` is the index of the
        first line of a new deal or round, where "Last moves" starts afresh."""
        recent = self._recent.setdefault(table_id, deque(maxlen=RECENT))
        if fresh_from is not None:
            recent.clear()
        recent.extend(lines[fresh_from or 0:])
        if lines:
            self._pending.setdefault(table_id, []).extend(lines)

    def full(self, table_id: int, size: int) -> bool:
        """Whether the group waiting has ``size`` lines or more (posted then anyway)."""
        return len(self._pending.get(table_id, ())) >= size

    def take(self, table_id: int) -> list[str]:
        """The lines not posted yet, which the caller posts now."""
        return self._pending.pop(table_id, [])

    def recent(self, table_id: int) -> list[str]:
        return list(self._recent.get(table_id, ()))

    def live(self, table_id: int) -> LivePost | None:
        return self._live.get(table_id)

    def keep_live(self, table_id: int, post: LivePost) -> None:
        self._live[table_id] = post

    def dump(self, open_tables: Iterable[int]) -> dict[str, Any]:
        """The open tables' unposted and recent lines and live posts, JSON-safe."""
        out: dict[str, Any] = {}
        for t in open_tables:
            if not (self._pending.get(t) or self._recent.get(t) or t in self._live):
                continue
            out[str(t)] = {"pending": self._pending.get(t, []), "recent": list(self._recent.get(t, ()))}
            if (post := self._live.get(t)) is not None:
                out[str(t)]["live"] = {"id": post.message_id, "lines": list(post.lines), "shown": post.shown}
        return out

    def load(self, data: dict[str, Any]) -> None:
        for key, lines in data.items():
            table_id = int(key)
            if lines.get("pending"):
                self._pending[table_id] = list(lines["pending"])
            self._recent[table_id] = deque(lines.get("recent", ()), maxlen=RECENT)
            if (live := lines.get("live")) is not None:
                self._live[table_id] = LivePost(int(live["id"]), tuple(live["lines"]), str(live.get("shown", "")))

    def forget(self, table_id: int) -> None:
        self._pending.pop(table_id, None)
        self._recent.pop(table_id, None)
        self._live.pop(table_id, None)
