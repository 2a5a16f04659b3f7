"""The 💡 Hint button of practice tables, and how a result names the bot's part.

A practice table (a bot seat, or ``/play <game> practice``) is unrated
(bot.ratings), so a player may ask what the ``hard`` bot would play: the
hint is searched off the event loop (bot.ai_moves) from the player's own
view and legal moves only, so it cannot know another seat's cards or role,
and its one line of why is the game's ``HINT_TEXTS`` sentence. It is shown
to the asker alone (ephemeral). A rated table has no Hint button, and a
click that reaches one anyway is told so and shown nothing.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Mapping

import discord

import games.ai
from bot import ai_moves
from bot.errors import GameError, NotSeated
from bot.tables import Table
from bot.ui import button_id
from cogs.present import presenter_for

if TYPE_CHECKING:
    from bot.manager import TableManager

log = logging.getLogger(__name__)

HINT = "\U0001f4a1"
RATED = ("Hints are for practice tables only (a table with a bot player, or /play with practice): "
         "this game is rated, so I show nothing.")
NOT_NOW = "You have nothing to decide right now: ask for a hint when it is your move."
FAILED = "I could not work out a hint in time. Your choices are as they were; try again in a moment."


def hint_buttons(table: Table) -> list[discord.ui.Button[Any]]:
    """The prompt's Hint button: on a practice table only."""
    if not table.practice:
        return []
    return [discord.ui.Button(label="Hint", emoji=HINT, style=discord.ButtonStyle.secondary,
                              custom_id=button_id(table.id, table.seq, "hint"))]


def reason_text(game: str, reason: str, data: Mapping[str, Any]) -> str:
    """The game's sentence for a hint's reason key (its placeholders filled)."""
    texts: Mapping[str, str] = getattr(games.ai.player(game), "HINT_TEXTS", {})
    text = texts.get(reason)
    if text is None:
        log.warning("%s: no hint text for %s", game, reason)
        return ""
    try:
        return text.format_map(data)
    except (KeyError, IndexError, ValueError):
        log.warning("%s: the hint text for %s does not fit its data", game, reason)
        return ""


def _named(table: Table, data: Mapping[str, Any]) -> dict[str, Any]:
    """A hint's data with seats (``seat``, ``*_seat``) given as the players' names."""
    return {key: table.name_of(value) if (key == "seat" or key.endswith("_seat")) and isinstance(value, int)
            and 0 <= value < len(table.seats) else value for key, value in data.items()}


async def show_hint(manager: "TableManager", interaction: discord.Interaction, table_id: int) -> None:
    """Answer a Hint click (ephemeral; deferred before the search)."""
    table = await manager.fetch(table_id)
    if not table.practice:
        await interaction.response.send_message(RATED, ephemeral=True)
        return
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise NotSeated(running=True)
    if not table.running or table.state is None:
        raise GameError("This game is not running any more.")
    if seat not in table.state.awaiting():
        await interaction.response.send_message(NOT_NOW, ephemeral=True)
        return
    # The position asked about, taken now: the table may move on during the search.
    state, seq = table.game.from_dict(table.state.to_dict()), table.seq
    labels = {c.value: c.label for c in presenter_for(table.row.game).choices(table, seat)}
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        hint = await ai_moves.shared().hint(table.id, seq, table.row.game, state, seat)
    except Exception as exc:  # the type only: the text may quote the seat's hand
        log.warning("table %s: a hint failed (%s)", table.id, type(exc).__name__)
        await interaction.followup.send(FAILED, ephemeral=True)
        return
    label = labels.get(table.game.encode(hint.action), table.game.encode(hint.action))
    why = reason_text(table.row.game, hint.reason, _named(table, hint.data))
    moved = "" if table.seq == seq else "\n(The table has moved on since you asked: check your choices.)"
    await interaction.followup.send(f"{HINT} **Hint**: the hard bot would play **{label}**."
                                    + (f" {why}" if why else "") + moved, ephemeral=True)


def result_note(table: Table, seat: int) -> str:
    """A result line's mark for a seat the bot played while its player was
    away; none in a game with secret phases (Somna), where the end must not
    tell who missed a night (the stored result details still say it)."""
    if table.game.game_type.secret_turns:
        return ""
    if seat in table.meta.get("bot_played", ()):
        return " \u00b7 \U0001f916 played by the bot while away" + (" (to the end: counted as a loss)"
                                                                  if table.seats[seat].away and not table.practice
                                                                  else "")
    return ""
