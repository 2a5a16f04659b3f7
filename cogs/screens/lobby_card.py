"""The cards of a table outside play: the lobby (seats, options, times,
Join / Leave / Add bot / Start / Cancel) and the buttons under a finished
game's result (Play again, Ping me). The lobby and rematch cogs and the
renderer share them here, so neither reaches into another cog."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.ui import RoutedView, button_id
from cogs.present.base import COLOUR
from games import GAMES
from games.ai import DEFAULT_LEVEL, LEVELS
from words import t

if TYPE_CHECKING:
    from bot.tables import Table


def duration(seconds: int) -> str:
    if seconds >= 120 and seconds % 60 == 0:
        return t("duration-minutes", minutes=seconds // 60)
    return t("duration-seconds", seconds=seconds)


def _value(value: object) -> str:
    """An option's value as the lobby shows it (yes/no in the reader's language)."""
    return t("lobby-option-value", value=str(value).lower() if isinstance(value, bool) else str(value))


def lobby_message(table: "Table") -> dict[str, Any]:
    game = GAMES[table.row.game]
    embed = discord.Embed(title=t("lobby-title", game=game.title), colour=COLOUR)
    robot = "\U0001f916 "
    seats = "\n".join(f"{i + 1}. {robot if s.is_ai else ''}{s.name}"
                      + (" " + t("lobby-host") if s.user_id == table.row.host_id else "")
                      for i, s in enumerate(table.seats))
    lo, hi = table.seat_limits
    embed.description = (t("lobby-description", min=lo, max=hi) + "\n\n**"
                         + t("lobby-seats", taken=len(table.seats), max=hi) + f"**\n{seats}")
    if table.row.options:
        embed.add_field(name=t("lobby-options"), value="\n".join(
            f"{t('lobby-option', name=k)}: {_value(v)}" for k, v in table.row.options.items())[:1024], inline=False)
    times = game.decision_times(table.row.options)
    if times:
        embed.add_field(name=t("lobby-times"), value=", ".join(f"{t('lobby-time', stage=k.replace(' ', '_'))} {duration(v)}"
                                                          for k, v in times.items()),
                        inline=False)
    elif table.row.turn_seconds:
        embed.add_field(name=t("lobby-time-per-decision"), value=duration(table.row.turn_seconds), inline=False)
    if table.practice:
        embed.add_field(name=t("lobby-practice"), value=t("lobby-practice-value"),
                        inline=False)
    embed.set_footer(text=t("lobby-footer"))
    view = RoutedView()
    full = len(table.seats) >= hi
    for kind, label, style in (("join", t("lobby-join"), discord.ButtonStyle.success),
                               ("leave", t("lobby-leave"), discord.ButtonStyle.secondary),
                               ("ai", t("lobby-add-bot"), discord.ButtonStyle.secondary),
                               ("start", t("lobby-start"), discord.ButtonStyle.primary),
                               ("cancel", t("lobby-cancel"), discord.ButtonStyle.danger)):
        disabled = (kind in ("join", "ai") and full) or (kind == "start" and len(table.seats) < lo)
        view.add_item(discord.ui.Button(label=label, style=style, disabled=disabled,
                                        custom_id=button_id(table.id, 0, kind)))
    # Add bot player seats a normal bot; these two the other levels.
    for level in (lv for lv in LEVELS if lv != DEFAULT_LEVEL):
        view.add_item(discord.ui.Button(label=t("lobby-add-level-bot", level=level), style=discord.ButtonStyle.secondary,
                                        disabled=full, row=1, custom_id=button_id(table.id, 0, "ai", level)))
    return {"embed": embed, "view": view}


def result_view(table_id: int) -> discord.ui.View:
    """The buttons under a finished game's result."""
    view = RoutedView()
    view.add_item(discord.ui.Button(label=t("rematch-play-again"), style=discord.ButtonStyle.success, emoji="\U0001f501",
                                    custom_id=button_id(table_id, 0, "again")))
    view.add_item(discord.ui.Button(label=t("rematch-ping-me"), style=discord.ButtonStyle.secondary,
                                    emoji="\U0001f514", custom_id=button_id(table_id, 0, "ping")))
    return view
