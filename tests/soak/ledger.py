"""What the players did, as the harness saw it: every click with the prompt it was drawn from, and
how the bot answered it.

A click's *outcome* is read from the loopback's interaction record:

* ``move``: acknowledged with callback type 7 (the bot edits the prompt it was clicked on): the bot
  accepted the move; it commits before it answers (bot/tables.py), so a move is in the store;
* ``refused``: answered with a message (type 4/5; the bot's refusals are ephemeral sentences);
* ``unanswered``: no acknowledgement (the child was killed, or the bot ignored the click).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from tests.loopback.model import Interaction, User

# How the bot accepts a move: it updates the clicked message at once (7), or
# first and then with a picture drawn after (6, deferred update).
ACCEPTED = (7, 6)
_ids = itertools.count(1)


@dataclass
class Click:
    table: int
    user: User
    custom_id: str
    text: str  # the engine's encoded action (button argument or select value)
    drawn: int  # the sequence number the prompt was drawn at (from the custom id)
    epoch: int  # the harness's kill counter when the click was injected
    fuzz: bool = False
    pair: int | None = None  # double clicks share a pair number
    ix: Interaction | None = None
    id: int = field(default_factory=lambda: next(_ids))

    @property
    def outcome(self) -> str:
        ix = self.ix
        if ix is None or ix.ack_type is None:
            return "unanswered"
        return "move" if ix.ack_type in ACCEPTED else "refused"

    @property
    def answer(self) -> str:
        ix = self.ix
        if ix is None:
            return ""
        msg = ix.original if ix.ack_type not in ACCEPTED else None
        return msg.text if msg is not None else ""


def parse_choice(custom_id: str, value: str | None = None) -> tuple[int, int, str, str] | None:
    """``dg:<table>:<seq>:<kind>[:<arg>]`` (or ``ds:``) -> (table, seq, kind, action text)."""
    parts = custom_id.split(":", 4)
    if len(parts) < 4 or parts[0] not in ("dg", "ds") or not parts[1].isdigit():
        return None
    try:
        seq = int(parts[2])
    except ValueError:
        return None
    text = value if value is not None else (parts[4] if len(parts) > 4 else "")
    return int(parts[1]), seq, parts[3], text


@dataclass
class Ledger:
    clicks: list[Click] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    _pairs: Any = field(default_factory=lambda: itertools.count(1))

    def add(self, click: Click) -> Click:
        self.clicks.append(click)
        return click

    def new_pair(self) -> int:
        return next(self._pairs)

    def count(self, key: str, n: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    def moves(self) -> list[Click]:
        return [c for c in self.clicks if not c.fuzz and c.outcome == "move"]
