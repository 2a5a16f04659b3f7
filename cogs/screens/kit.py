"""What every screen uses: the constants of a table's messages and the
small formatting helpers of private and channel messages (an ephemeral
answer is bot.failures.answer). It imports no other screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.ui import table_buttons as _table_buttons
from cogs.posts import CONTENT_MAX
from cogs.present import presenter_for
from words import t

if TYPE_CHECKING:
    from bot.tables import Table

KEPT_META_KEY = "kept_over_stop"  # unposted move lines and what each table message shows
CHANNEL = 0  # the place of a table's channel turn message in shown_messages (players are by user id)
HAND_PICTURE = "hand.png"
BOARD_PICTURE = "board.png"
THREAD_ARCHIVED = 50083  # Discord refuses edits in an archived thread until it is unarchived
MAX_PROMPT_TABLES = 10_000  # tables whose prompts are kept (the open ones, in practice)
# An interaction's answer can be edited for 15 minutes (a little less, to be safe), with the
# interaction's token: outside the bot's global request budget.
ANSWER_EDITABLE_SECONDS = 14 * 60


@dataclass(frozen=True)
class LivePlan:
    """What a result does to the table's live post (``Presenter.post_kinds``):
    a new post of ``lines``, or an edit showing ``payload`` (``lines``, the
    new ones, are posted instead if the edit is refused)."""

    post: bool
    lines: list[str]
    payload: dict[str, Any] | None = None
    message_id: int = 0  # the live post as known when planned (0: see LivePost.after)
    after: int = 0


def last_lines(lines: list[str], limit: int) -> str:
    """The newest lines that fit an embed field, oldest first."""
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        line = line if len(line) < limit else line[: limit - 2] + "\u2026"  # room for its newline
        if size + len(line) + 1 > limit:
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(reversed(kept))


def table_buttons(table: "Table", back: bool = False) -> list[discord.ui.Button[discord.ui.View]]:
    """The table message's buttons (My hand, I'm back, the host's More time)
    in the game's words."""
    presenter = presenter_for(table.row.game)
    return _table_buttons(table.id, hand_label=presenter.hand_label, hand_emoji=presenter.hand_emoji, back=back,
                          extend=presenter.extend_label if offers_extend(table) else None)


def offers_extend(table: "Table") -> bool:
    """Whether the game offers the host's More time now. Whether it may be
    used (the host only, once per period) is the table's rule
    (``Table.extend``), and a refusal says why, so the button stays put:
    its going would tell nothing the refusal does not."""
    return table.running and table.state is not None and table.state.pace_period() is not None


def dm_content(table: "Table", lines: list[str]) -> str:
    """A private message's text: the table it is about, then the lines."""
    header = t("dm-header", game=table.game.title, channel=str(table.row.channel_id))
    return (header + "\n" + "\n".join(lines))[:CONTENT_MAX]


def until(table: "Table") -> str:
    """A call's deadline, as Discord shows it in each reader's time."""
    return " " + t("call-until", when=str(int(table.due_at))) if table.due_at else ""
