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
Several processes on one PostgreSQL database keep each table's lines and
live post with the table instead: its record of results as data, and this
log as of a seq (``dump_table`` / ``load_table``), which every process
rebuilds from them after a commit the same way (cogs/screens/record.py,
bot/table_record.py).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable

RECENT = 8  # lines the table message shows: a whole trick, with its draws and the one before it


class BoardLine(str):
    """A move line shown only in the table message's "Last moves", never
    posted: a card played, a trick taken (``Presenter.posted_kinds``), or a
    line a presenter's ``event_line`` returns as one (Somnikum's turns, whose
    round is posted as one line per player instead)."""

    __slots__ = ()



@dataclass(frozen=True)
class LivePost:
    """The message a table's later lines are edited into."""

    message_id: int  # 0: posted by another process, its id not known yet (see ``after``)
    lines: tuple[str, ...]
    shown: str = ""  # digest of the content and choices the message shows
    after: int = 0  # with no id yet: the live post it follows (its id is larger)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.message_id, "lines": list(self.lines), "shown": self.shown, "after": self.after}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "LivePost":
        return cls(int(data["id"]), tuple(data["lines"]), str(data.get("shown", "")), int(data.get("after", 0)))


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
        posted = [line for line in lines if not isinstance(line, BoardLine)]
        if posted:
            self._pending.setdefault(table_id, []).extend(posted)

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
        return {str(t): self.dump_table(t) for t in open_tables
                if self._pending.get(t) or self._recent.get(t) or t in self._live}

    def load(self, data: dict[str, Any]) -> None:
        for key, lines in data.items():
            self.load_table(int(key), lines)

    def dump_table(self, table_id: int) -> dict[str, Any]:
        """One table's unposted and recent lines and live post, JSON-safe (a
        shared store keeps them with the table: whichever process renders its
        next move goes on from there)."""
        out: dict[str, Any] = {"pending": list(self._pending.get(table_id, ())),
                               "recent": list(self._recent.get(table_id, ()))}
        if (post := self._live.get(table_id)) is not None:
            out["live"] = post.to_json()
        return out

    def load_table(self, table_id: int, lines: dict[str, Any] | None) -> None:
        """Take one table's lines as ``dump_table`` gave them (None: none)."""
        lines = lines or {}
        if lines.get("pending"):
            self._pending[table_id] = list(lines["pending"])
        else:
            self._pending.pop(table_id, None)
        self._recent[table_id] = deque(lines.get("recent", ()), maxlen=RECENT)
        if (live := lines.get("live")) is not None:
            self._live[table_id] = LivePost.from_json(live)
        else:
            self._live.pop(table_id, None)

    def forget(self, table_id: int) -> None:
        self._pending.pop(table_id, None)
        self._recent.pop(table_id, None)
        self._live.pop(table_id, None)
