"""Which language each screen speaks: a channel post the server's, a DM
its player's, an ephemeral answer the clicking user's (issue 26). The
screens wrap what they build in ``words.speaking(...)`` with these."""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, cast

import discord

from words import ENGLISH, PSEUDO, resolve, speaking

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table

def of_channel(bot: "DreamBot", table: "Table") -> str:
    """The language of the table's channel posts and table message: the server's."""
    return of_guild(bot, table.row.guild_id)


def of_guild(bot: "DreamBot", guild_id: int | None) -> str:
    """The language of a server's channel posts (bot/locales.py's rule, from
    what the store has read: ``warm`` reads it first): /settings language,
    else the guild's preferred locale, else English."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    if not guild_id:
        return ENGLISH
    settings = bot.store.cached_guild_settings(guild_id) if bot.store is not None else None
    if settings is not None and settings.locale:
        return resolve(settings.locale)
    guild = bot.get_guild(guild_id)
    return resolve(guild.preferred_locale.value) if guild is not None and guild.preferred_locale else ENGLISH


def of_user(bot: "DreamBot", user_id: int | None) -> str:
    """The language of a player's DMs and private screens: their
    /preferences language, else the locale Discord last said they speak."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    known = bot.store.cached_user_locales(user_id) if bot.store is not None and user_id is not None else None
    if known is None:
        return ENGLISH
    remembered, override = known
    return resolve(override or remembered)


def of_seat(bot: "DreamBot", table: "Table", seat: int) -> str:
    return of_user(bot, table.user_of(seat))


def of_answer(bot: "DreamBot", interaction: discord.Interaction) -> str:
    """The language of an answer only the clicking user sees: their
    /preferences language, else their Discord client's."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    known = bot.store.cached_user_locales(interaction.user.id) if bot.store is not None else None
    if known is not None and known[1]:
        return resolve(known[1])
    return resolve(interaction.locale.value if interaction.locale is not None else None)


async def warm(bot: "DreamBot", table: "Table") -> None:
    """Read (once) what the lookups above need for this table's readers."""
    if bot.store is not None:
        await bot.store.warm_locales(table.row.guild_id, [s.user_id for s in table.seats if s.user_id is not None])


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
