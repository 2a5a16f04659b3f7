"""Where a result's events become sentences: the public lines of a move,
each seat's private lines, who is called for a new decision, and which
lines the table log posts now. Pure functions of the table, the result and
the table log: no message is sent here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cogs.present import presenter_for
from cogs.table_log import BoardLine, TableLog
from words import speaking, t

from .kit import until
from .speech import Audience

if TYPE_CHECKING:
    from bot.tables import ActResult, Table

CAUGHT_UP = "lines-caught-up"


def caught_up() -> str:
    """The line before what happened while the bot was offline."""
    return t(CAUGHT_UP)


def event_lines(table: "Table", result: "ActResult", header: list[str],
                readers: Audience) -> tuple[list[str], dict[int, list[str]], int | None]:
    """The result's public lines (after ``header``) in the channel's
    language, each seat's private lines in its player's, and where a new
    deal's lines begin (None: none begins)."""
    with speaking(readers.channel):
        return _event_lines(table, result, header, readers)


def _event_lines(table: "Table", result: "ActResult", header: list[str],
                 readers: Audience) -> tuple[list[str], dict[int, list[str]], int | None]:
    presenter = presenter_for(table.row.game)
    lines = list(header)
    private: dict[int, list[str]] = {}
    fresh_from = None
    for step in result.steps:
        first = len(lines)
        for event in step.events:
            if event.kind in presenter.round_starts:
                fresh_from = len(lines)
            if event.public:
                line = presenter.event_line(table, event)
                if line:
                    lines.append(BoardLine(line) if _on_board(presenter, event.kind) else line)
                continue
            for seat in event.audience or ():
                with speaking(readers.seat(seat)):
                    line = presenter.event_line(table, event)
                if line:
                    private.setdefault(seat, []).append(line)
        if step.source == "forced" and not step.secret:  # said right after the move itself
            forced = t("lines-forced", name=table.name_of(step.seat))
            quiet = first < len(lines) and isinstance(lines[first], BoardLine)  # said where its move is
            lines.insert(min(first + 1, len(lines)), BoardLine(forced) if quiet or presenter.posted_kinds is not None
                         else forced)
    return lines, private, fresh_from


def _on_board(presenter: Any, kind: str) -> bool:
    """Whether an event's public line shows only in the table message."""
    return presenter.posted_kinds is not None and kind not in presenter.posted_kinds


def private_lines(table: "Table", result: "ActResult", readers: Audience) -> dict[int, list[str]]:
    """Each seat's private lines of this result (settled ones on a shared store)."""
    by_seat: dict[int, list[str]]
    if result.shown is not None:
        by_seat = result.shown[0]
        return by_seat
    if result.lines is None:
        result.lines = event_lines(table, result, [], readers)
    by_seat = result.lines[1]
    return by_seat


def missed_lines(table: "Table", result: "ActResult") -> list[str]:
    """The channel's lines on who ran out of time (none in a secret phase)."""
    lines = []
    for step in result.steps:
        if step.source != "timeout" or not step.missed or step.secret:
            continue
        lines.append(t("lines-timed-out", name=table.name_of(step.seat)))
        if table.seats[step.seat].away:
            lines.append(t("lines-now-away", name=table.name_of(step.seat)))
    return lines


def called(table: "Table", acting: list[int]) -> list[int]:
    """Whom the channel mentions for a new decision: one notification per
    decision, so where the choices come by DM the DM is it, and only
    players whose DMs are closed are called here (all of them who may
    act, in a secret phase, so the call does not say who has a choice)."""
    assert table.state is not None
    seats, presenter = table.seats, presenter_for(table.row.game)
    if presenter.prompts_by_dm(table):
        if table.state.secret_turns():
            acting = presenter.secret_called(table, acting)
        return [s for s in acting if not seats[s].is_ai and not seats[s].away and seats[s].dm_closed]
    return [s for s in presenter.called_seats(table) if not seats[s].is_ai and not seats[s].away]


def call(table: "Table", acting: list[int]) -> list[str]:
    """The line that calls the players of a new decision, if any is called."""
    seats = called(table, acting)
    if not seats:
        return []
    return [presenter_for(table.row.game).call_line(table, seats, until(table))]


def turn_call(table: "Table", result: "ActResult") -> tuple[list[str], Any]:
    """A new public decision's call (mentions, and the live tally) and the
    choices of its channel turn message (None: choices are private)."""
    if not (result.new_decision and not result.finished and table.to_act()):
        return [], None
    presenter = presenter_for(table.row.game)
    lines = call(table, table.to_act())
    choices = presenter.channel_prompt(table)
    if choices:
        status = presenter.prompt_status(table)
        if status:
            lines.append(f"\u2502 {status}")
    return lines, choices


def group_ended(log: TableLog, table: "Table", result: "ActResult") -> bool:
    """Whether the lines waiting in the table log are posted now: at the
    end of a trick or round step, when the group grew long, or at once
    for a game that does not group its lines."""
    presenter = presenter_for(table.row.game)
    ends = presenter.group_ends
    if ends is None or log.full(table.id, presenter.group_lines):
        return True
    return any(event.public and event.kind in ends for event in result.events)


def log_and_take(log: TableLog, table: "Table", result: "ActResult", lines: list[str], fresh_from: int | None,
                 posts_call: bool) -> list[str]:
    """Add the lines to the table log; the lines to post now (none while
    the group goes on): at the end, with a new decision's post, or when
    the group ended; at once where they go into the live post."""
    log.add(table.id, lines, fresh_from=fresh_from)
    if result.finished or posts_call or group_ended(log, table, result) \
            or presenter_for(table.row.game).post_kinds is not None:
        return log.take(table.id)
    return []
