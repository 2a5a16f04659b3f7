"""The 💡 Hint button of practice tables, and how a result names the bot's part.

A practice table (a bot seat, or ``/play <game> practice``) is unrated
(bot.ratings), so a player may ask what the ``hard`` bot would play: the
hint is searched off the event loop (bot.ai_moves) from the player's own
view and legal moves only, so it cannot know another seat's cards or role,
and its one line of why is the catalogue's ``hint-<game>-<reason>`` sentence
(words/*.ftl) with the hint's data, in the asker's language. It is shown
to the asker alone (ephemeral). A rated table has no Hint button, and a
click that reaches one anyway is told so and shown nothing.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Mapping

import discord

from bot import ai_moves
from bot.errors import GameError, NotSeated
from bot.tables import Table
from bot.ui import button_id
from cogs.present import presenter_for
from games.ai import hint_key
from words import ENGLISH, Text, catalogue, number, t
from words.keys import placeholders

if TYPE_CHECKING:
    from bot.manager import TableManager

log = logging.getLogger(__name__)

HINT = "\U0001f4a1"


def hint_buttons(table: Table) -> list[discord.ui.Button[Any]]:
    """The prompt's Hint button: on a practice table only."""
    if not table.practice:
        return []
    return [discord.ui.Button(label=t("play-hint-button"), emoji=HINT, style=discord.ButtonStyle.secondary,
                              custom_id=button_id(table.id, table.seq, "hint"))]


def reason_text(game: str, reason: str, data: Mapping[str, Any]) -> str:
    """The catalogue's sentence for a hint's reason, its placeholders filled
    from ``data``, in the locale being spoken; "" (and a log line) when the
    catalogue has no such key or the data lacks a placeholder. A decimal in
    a hint is a rounded figure: it is written with one digit."""
    key = hint_key(reason)
    if not catalogue().has(ENGLISH, key):
        log.warning("%s: no hint text for %s", game, reason)
        return ""
    if not placeholders(key) <= set(data):
        log.warning("%s: the hint text for %s does not fit its data", game, reason)
        return ""
    return t(key, **{name: number(value, 1) if isinstance(value, float) else value for name, value in data.items()})


def _named(table: Table, data: Mapping[str, Any]) -> dict[str, Any]:
    """A hint's data with seats (``seat``, ``*_seat``) given as the players' names."""
    return {key: table.name_of(value) if (key == "seat" or key.endswith("_seat")) and isinstance(value, int)
            and 0 <= value < len(table.seats) else value for key, value in data.items()}


async def show_hint(manager: "TableManager", interaction: discord.Interaction, table_id: int) -> None:
    """Answer a Hint click (ephemeral; deferred before the search)."""
    table = await manager.fetch(table_id)
    if not table.practice:
        await interaction.response.send_message(t("play-hint-rated"), ephemeral=True)
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise NotSeated(running=True)
    if not table.running or table.state is None:
        raise GameError(Text("play-game-not-running"))
    if seat not in table.state.awaiting():
        await interaction.response.send_message(t("play-hint-not-now"), ephemeral=True)
        return
    # The position asked about, taken now: the table may move on during the search.
    state, seq = table.game.from_dict(table.state.to_dict()), table.seq
    labels = {c.value: c.label for c in presenter_for(table.row.game).choices(table, seat)}
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        hint = await ai_moves.shared().hint(table.id, seq, table.row.game, state, seat)
    except Exception as exc:  # the type only: the text may quote the seat's hand
        log.warning("table %s: a hint failed (%s)", table.id, type(exc).__name__)
        await interaction.followup.send(t("play-hint-failed"), ephemeral=True)
        return
    label = labels.get(table.game.encode(hint.action), table.game.encode(hint.action))
    why = reason_text(table.row.game, hint.reason, _named(table, hint.data))
    moved = "" if table.seq == seq else "\n" + t("play-hint-moved-on")
    await interaction.followup.send(t("play-hint-line", label=label) + (f" {why}" if why else "") + moved,
                                    ephemeral=True)


def result_note(table: Table, seat: int) -> str:
    """A result line's mark for a seat the bot played while its player was
    away; none in a game with secret phases (Somna), where the end must not
    tell who missed a night (the stored result details still say it)."""
    if table.game.game_type.secret_turns:
        return ""
    if seat in table.meta.get("bot_played", ()):
        to_the_end = table.seats[seat].away and not table.practice
        return " " + t("play-result-bot-played-to-end" if to_the_end else "play-result-bot-played")
    return ""
