"""The lines of a table's record, on a shared store (several processes).

The table keeps its results not yet folded into the stored table log as
data (``bot/table_record.py``); nothing of the screens runs under its row
lock. After a commit, the process that made a result turns every entry
since the stored log into sentences, in the channel's language, and the
live post's plan, in order, each from the table as it was after that entry:
the same way in every process, so a group of lines begun on one process
is posted by the one that ends it, once and in order. The result's own
entry gives what its render shows (``ActResult.shown``: each seat's private
lines, the lines taken, the live post's plan), and the log after it goes
back to the table as data (``Table.shown_log``), stored with its next change.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from bot.table_record import SHOWN_META_KEY, Recorded, event_of
from bot.tables import ActResult, Step
from cogs.present import presenter_for
from cogs.table_log import TableLog
from words import speaking

from .channel import Channel
from .kit import LivePlan
from .lines import event_lines, log_and_take, missed_lines, turn_call
from .live import LivePosts
from .speech import audience

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table

log = logging.getLogger(__name__)

# What a recorded result shows: each seat's private lines, the lines the
# channel gets now, and the live post's plan (None: no change).
Shown = tuple[dict[int, list[str]], list[str], LivePlan | None]


def result_of(entry: dict[str, Any]) -> ActResult:
    """A recorded result, as the screens read one."""
    steps = [Step(step["seat"], step["action"], step["source"], [event_of(e) for e in step["events"]],
                  step["secret"], step["missed"]) for step in entry["steps"]]
    return ActResult(steps=steps, new_decision=entry["new_decision"], finished=entry["finished"])


class RecordLines:
    def __init__(self, bot: "DreamBot", log_: TableLog, live: LivePosts, channel: Channel) -> None:
        self.bot = bot
        self.log = log_  # a shared store's tables' logs are the record's: this one is scratch for them
        self.live = live
        self.channel = channel

    def shown(self, table: "Table", result: ActResult) -> None:
        """Fill ``result.shown`` from its record (a shared store), once. If
        the lines cannot be made (a presentation bug must not cost the
        game) it stays None: the render falls back on this process's log."""
        if result.shown is not None or result.record is None:
            return
        try:
            result.shown = self._fold(table, result.record, own=True)
        except Exception:
            log.exception("table %s: the lines of its record could not be made", table.id)

    def current(self, table: "Table") -> dict[str, Any] | None:
        """The table log as of the table's last recorded result (what "Last
        moves" and a reminder's live post show), as stored data."""
        if table.shown_log is not None and table.shown_log[0] == table.seq:
            return table.shown_log[1]
        recorded = table.recorded()
        if recorded is None:
            kept: dict[str, Any] | None = table.meta.get(SHOWN_META_KEY)
            return kept
        try:
            self._fold(table, recorded, own=False)
        except Exception:
            log.exception("table %s: the lines of its record could not be made", table.id)
            kept = table.meta.get(SHOWN_META_KEY)
            return kept
        assert table.shown_log is not None
        return table.shown_log[1]

    def _fold(self, table: "Table", recorded: Recorded, *, own: bool) -> Shown:
        """Every entry since the base, in order; what the last one shows.
        Only the result's own entry (``own``, the last) may change which
        channel message holds the turn's buttons: the others were made, and
        are shown, by their processes."""
        self.log.load_table(table.id, recorded.base)
        turns = self.channel.turns.get(table.id)
        shown: Shown = ({}, [], None)
        last = len(recorded.entries) - 1
        for index, entry in enumerate(recorded.entries):
            then = table.at(entry, recorded.state if index == last else entry["state"])
            shown = self._one(then, result_of(entry))
            if not (own and index == last):
                if turns is None:
                    self.channel.turns.pop(table.id, None)
                else:
                    self.channel.turns[table.id] = turns
        seq = recorded.entries[-1]["seq"]
        if table.shown_log is None or table.shown_log[0] < seq:
            table.shown_log = (seq, self.log.dump_table(table.id))
        return shown

    def _one(self, table: "Table", result: ActResult) -> Shown:
        """One result's lines added to the table log (``self.log``, loaded
        with the table's): what it shows."""
        readers = audience(self.bot, table)
        with speaking(readers.channel):
            missed = missed_lines(table, result)
        lines, private, fresh_from = event_lines(table, result, missed, readers)
        with speaking(readers.channel):
            call, choices = turn_call(table, result)
        taken = log_and_take(self.log, table, result, lines, fresh_from, bool(call or choices))
        plan = None
        if presenter_for(table.row.game).post_kinds is not None and not result.finished:
            with speaking(readers.channel):
                plan = self.live.plan(table, result, taken)
        return private, taken, plan
