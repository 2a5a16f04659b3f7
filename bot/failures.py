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

import words
from words import Text

from .errors import GameError, SaveFailed
from .store import ReadFailed, StoreError
from .ui import parse, thinking

if TYPE_CHECKING:
    from .app import DreamBot

log = logging.getLogger(__name__)

# The answers, as catalogue keys: each is formatted in the clicking user's
# language when it is sent (``answer``).
SAVE_FAILED = Text("bot-failure-save")
READ_FAILED = Text("bot-failure-read")
BROKEN = Text("bot-failure-broken")
STOPPING = Text("bot-failure-stopping")
NOT_IN_USE = Text("bot-failure-not-in-use")
UNKNOWN_COMMAND = Text("bot-failure-unknown-command")
# Discord's answer to an acknowledgement after its 3 s: the interaction is gone.
UNKNOWN_INTERACTION = 10062


def _reader(interaction: discord.Interaction) -> str:
    """The locale of an error answer: the one its caller speaks (the screens
    choose the clicking user's, cogs/screens/speech.of_answer); where nobody
    chose (a refusal from bot/app.py, a command's error), the user's Discord
    client's, or the pseudo-locale of a PSEUDO_LOCALE run."""
    spoken = words.current()
    if spoken != words.ENGLISH:
        return spoken
    settings = getattr(interaction.client, "settings", None)
    if getattr(settings, "pseudo_locale", False):
        return words.PSEUDO
    return str(interaction.locale)


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


def explain(error: BaseException, where: str) -> str | Text:
    """The player's sentence for ``error``; logs the cause where it is not the player's doing."""
    error = _unwrap(error)
    if isinstance(error, SaveFailed):  # a save failure says so, in the reader's language
        return SAVE_FAILED
    if isinstance(error, GameError):
        return str(error)
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        log.warning("%s: %s", where, error)
        return UNKNOWN_COMMAND
    if isinstance(error, app_commands.TransformerError):
        return Text("bot-failure-bad-value", {"value": repr(str(error.value)[:100])})
    if isinstance(error, app_commands.NoPrivateMessage):
        return Text("bot-failure-server-only")
    if isinstance(error, app_commands.MissingPermissions):
        names = ", ".join(p.replace("_", " ").title() for p in error.missing_permissions)  # Discord's own names
        return Text("bot-failure-missing-permissions", {"permissions": names})
    if isinstance(error, app_commands.CheckFailure):
        return Text("bot-failure-not-here")
    if isinstance(error, ReadFailed):
        log.error("%s: the store could not be read: %s", where, error)
        return READ_FAILED
    if isinstance(error, StoreError):
        log.error("%s: the store refused a write: %s", where, error)
        return SAVE_FAILED
    if isinstance(error, discord.HTTPException):
        log.warning("%s: Discord refused a request (status %s, code %s)", where, error.status, error.code)
        return Text("bot-failure-discord", {"status": error.status})
    log.error("%s failed", where, exc_info=error)
    return BROKEN


async def answer(interaction: discord.Interaction, text: str | Text) -> None:
    """An ephemeral answer, whether or not the interaction was acknowledged
    (a "thinking" acknowledgement is edited into it), in the clicking user's language. Discord refusing it (a token past its 15
    minutes) is logged, not raised."""
    with words.speaking(_reader(interaction)):
        text = str(text)
    try:
        if thinking(interaction):  # a slow save was acknowledged as "thinking": that answer says it
            await interaction.edit_original_response(content=text)
        elif interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not answer an interaction (status %s, code %s)", exc.status, exc.code)
    except (aiohttp.ClientError, RuntimeError) as exc:  # the bot is stopping: its connection just closed
        log.info("could not answer an interaction: the connection closed (%s)", type(exc).__name__)


async def report(interaction: discord.Interaction, error: BaseException, *, table_id: int | None = None) -> None:
    """The one error path: explain, log with context, answer (unless Discord
    no longer knows the interaction: its token died unanswered, so a second
    answer would only be refused too, one more request on a bot already late)."""
    with words.speaking(_reader(interaction)):  # a GameError's Text is formatted here
        text = explain(error, context(interaction, table_id))
    if isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION:
        return
    await answer(interaction, text)
