"""One error path for every slash command, button and menu.

Whatever went wrong, the player gets an ephemeral sentence saying what
happened, and the log gets the cause with its context (command or component,
table and its status, user, channel). Expected bad input (``GameError``) is
the player's answer and is not logged; a store that failed says whether
anything changed; an unknown failure says so and is logged with its
traceback. Custom ids are logged by kind only: their argument can be a card
from a hidden hand.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, cast

import aiohttp
import discord
from discord import app_commands

from .errors import GameError
from .store import ReadFailed, StoreError
from .ui import parse

if TYPE_CHECKING:
    from .app import DreamBot

log = logging.getLogger(__name__)

SAVE_FAILED = "I could not save that, so nothing changed. Please try again."
READ_FAILED = "I could not read my records just now; nothing changed. Please try again in a moment."
BROKEN = "Something went wrong on my side and I have logged it. Look at the table before you try again."
STOPPING = "I am restarting, so I did not take that. Please try again in a minute."
NOT_IN_USE = "This button is no longer in use."
UNKNOWN_COMMAND = "That command is no longer in use. Type / to see the current ones."


def context(interaction: discord.Interaction, table_id: int | None = None) -> str:
    """Where a failure happened, for the log: no custom id argument, no token."""
    parts = []
    # discord.py types the payload as a union of TypedDicts; only .get is used here.
    data = cast(dict[str, Any], interaction.data or {})
    if interaction.type is discord.InteractionType.application_command:
        command = interaction.command
        parts.append(f"command /{command.qualified_name if command else data.get('name', '?')}")
    elif interaction.type is discord.InteractionType.component:
        match = parse(str(data.get("custom_id", "")))
        if match is not None:
            table_id = table_id if table_id is not None else int(match["table"])
            parts.append(f"component {match['kind']} at seq {match['seq']}")
        else:
            parts.append("component (not ours)")
    else:
        parts.append(f"interaction type {interaction.type.name}")
    bot = cast("DreamBot", interaction.client)  # the one client this process runs
    manager = getattr(bot, "tables", None)
    table = None
    if manager is not None:
        table = manager.tables.get(table_id) if table_id is not None else manager.in_channel(interaction.channel_id or 0)
    if table is not None:
        parts.append(f"table {table.id} ({table.row.status})")
    elif table_id is not None:
        parts.append(f"table {table_id} (not open)")
    parts.append(f"user {interaction.user.id}")
    parts.append(f"channel {interaction.channel_id}" + (f" in guild {interaction.guild_id}" if interaction.guild_id else ""))
    return ", ".join(parts)


def _unwrap(error: BaseException) -> BaseException:
    # discord.py wraps a command's own exception; the cause is what we explain.
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    return error


def explain(error: BaseException, where: str) -> str:
    """The player's sentence for ``error``; logs the cause where it is not the player's doing."""
    error = _unwrap(error)
    if isinstance(error, GameError):
        return str(error)
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        log.warning("%s: %s", where, error)
        return UNKNOWN_COMMAND
    if isinstance(error, app_commands.TransformerError):
        return f"I could not use {str(error.value)[:100]!r} for that option."
    if isinstance(error, app_commands.NoPrivateMessage):
        return "Use this command in a server channel."
    if isinstance(error, app_commands.MissingPermissions):
        return f"You need {', '.join(p.replace('_', ' ').title() for p in error.missing_permissions)} for that."
    if isinstance(error, app_commands.CheckFailure):
        return "You can't use that here."
    if isinstance(error, ReadFailed):
        log.error("%s: the store could not be read: %s", where, error)
        return READ_FAILED
    if isinstance(error, StoreError):
        log.error("%s: the store refused a write: %s", where, error)
        return SAVE_FAILED
    if isinstance(error, discord.HTTPException):
        log.warning("%s: Discord refused a request (status %s, code %s)", where, error.status, error.code)
        return f"Discord refused part of my answer (status {error.status}). Please try again."
    log.error("%s failed", where, exc_info=error)
    return BROKEN


async def answer(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was acknowledged.
    Discord refusing it (a token past its 15 minutes) is logged, not raised."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not answer an interaction (status %s, code %s)", exc.status, exc.code)
    except (aiohttp.ClientError, RuntimeError) as exc:  # the bot is stopping: its connection just closed
        log.info("could not answer an interaction: the connection closed (%s)", type(exc).__name__)


async def report(interaction: discord.Interaction, error: BaseException, *, table_id: int | None = None) -> None:
    """The one error path: explain, log with context, answer."""
    await answer(interaction, explain(error, context(interaction, table_id)))
