"""Which language each screen speaks: a channel post the server's, a DM
its player's, an ephemeral answer the clicking user's (issue 26). The
screens wrap what they build in ``words.speaking(...)`` with these."""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, cast

import discord

from bot import locales
from words import ENGLISH, PSEUDO, speaking

if TYPE_CHECKING:
    from bot.app import DreamBot
    from bot.tables import Table

def of_channel(bot: "DreamBot", table: "Table") -> str:
    """The language of the table's channel posts and table message: the server's."""
    return of_guild(bot, table.row.guild_id)


def of_guild(bot: "DreamBot", guild_id: int | None) -> str:
    """The language of a server's channel posts (bot/locales.py's rule, on
    what the store has read: ``warm`` reads it first)."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    if not guild_id:
        return ENGLISH
    settings = bot.store.cached_guild_settings(guild_id) if bot.store is not None else None
    return locales.guild_locale(settings.locale if settings is not None else None, bot.get_guild(guild_id))


def of_user(bot: "DreamBot", user_id: int | None) -> str:
    """The language of a player's DMs and private screens (bot/locales.py's rule)."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    if bot.store is None or user_id is None:
        return ENGLISH
    return locales.user_locale(bot.store.cached_user_locales(user_id))


def of_seat(bot: "DreamBot", table: "Table", seat: int) -> str:
    return of_user(bot, table.user_of(seat))


def of_answer(bot: "DreamBot", interaction: discord.Interaction) -> str:
    """The language of an answer only the clicking user sees (bot/locales.py's rule)."""
    if bot.settings.pseudo_locale:
        return PSEUDO
    known = bot.store.cached_user_locales(interaction.user.id) if bot.store is not None else None
    return locales.interaction_locale(known, interaction)


async def answer_language(bot: "DreamBot", interaction: discord.Interaction) -> str:
    """``of_answer`` after reading what it needs (commands outside a table)."""
    assert bot.store is not None
    return PSEUDO if bot.settings.pseudo_locale else await locales.for_interaction(bot.store, interaction)


async def post_language(bot: "DreamBot", guild: discord.Guild | None) -> str:
    """``of_guild`` after reading what it needs (posts outside a table)."""
    assert bot.store is not None
    return PSEUDO if bot.settings.pseudo_locale else await locales.for_guild(bot.store, guild)


async def user_language(bot: "DreamBot", user_id: int) -> str:
    """``of_user`` after reading what it needs (a DM outside a render)."""
    assert bot.store is not None
    return PSEUDO if bot.settings.pseudo_locale else await locales.for_user(bot.store, user_id)


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
