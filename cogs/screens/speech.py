"""Which language each screen speaks: a channel post the server's, a DM
its player's, an ephemeral answer the clicking user's (issue 26). The
screens wrap what they build in ``words.speaking(...)`` with these."""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, cast

import discord

from words import PSEUDO, speaking

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table

# Each user's locale as their last interaction showed it (what a DM sent by
# a timer speaks).
_remembered: dict[int, str] = {}


def of_channel(bot: "DreamBot", table: "Table") -> str:
    """The language of the table's channel posts and table message: the server's."""
    return of_guild(bot, table.row.guild_id)


def of_guild(bot: "DreamBot", guild_id: int | None) -> str:
    """The language of a server's channel posts outside a table (a lobby, a thread's name)."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    guild = bot.get_guild(guild_id) if guild_id else None
    return str(guild.preferred_locale) if guild is not None else "en"


def of_user(bot: "DreamBot", user_id: int | None) -> str:
    """The language of a player's DMs and private screens."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    return _remembered.get(user_id, "en") if user_id is not None else "en"


def of_seat(bot: "DreamBot", table: "Table", seat: int) -> str:
    return of_user(bot, table.user_of(seat))


def of_answer(bot: "DreamBot", interaction: discord.Interaction) -> str:
    """The language of an answer only the clicking user sees (and remembered for their DMs)."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    locale = str(interaction.locale)
    _remembered[interaction.user.id] = locale
    return locale


@dataclass(frozen=True)
class Audience:
    """Who reads a result's lines: the channel in its language, each seat in its player's."""

    channel: str
    seat: Callable[[int], str]


def audience(bot: "DreamBot", table: "Table") -> Audience:
    return Audience(of_channel(bot, table), lambda seat: of_seat(bot, table, seat))


def answering(interaction: discord.Interaction) -> AbstractContextManager[str]:
    """Speak the clicking user's language for this interaction's answer."""
    return speaking(of_answer(cast("DreamBot", interaction.client), interaction))
