"""Which language each message speaks (issue 26). Answers a catalogue
locale (``words.resolve``): "en", "ru", "de"; anything unknown is English.

- an ephemeral answer to an interaction: the player's override
  (/preferences language), else the locale their Discord client sends;
- a DM a timer sends: the override, else the locale last heard from that
  player, else English;
- a post in a guild's channel or thread: the server's setting
  (/settings language), else the guild's preferred locale, else English.

The locale each interaction carries is remembered (``remember``) so a timer's
DM later speaks it; the write happens in the background, only on a change.
"""

from __future__ import annotations

import asyncio
import logging

import discord

import words

from .store_settings import SettingStore

log = logging.getLogger(__name__)

# Background writes of remembered locales, kept referenced until done.
_pending: set[asyncio.Task[None]] = set()


def remember(store: SettingStore, interaction: discord.Interaction) -> None:
    """Note the locale ``interaction`` carries for its user, without
    delaying the answer (the store writes only when it changed)."""
    locale = interaction.locale.value if interaction.locale is not None else None
    if locale is None or store.knows_user_locale(interaction.user.id, locale):
        return
    task = asyncio.create_task(_remember(store, interaction.user.id, locale), name="remember-locale")
    _pending.add(task)
    task.add_done_callback(_pending.discard)


async def _remember(store: SettingStore, user_id: int, locale: str) -> None:
    try:
        await store.set_user_locale(user_id, locale)
    except Exception:  # a failed note must not surface anywhere: the next interaction tries again
        log.warning("could not remember a user's locale", exc_info=True)


async def settled() -> None:
    """Wait for the locales being remembered (tests; shutdown)."""
    while _pending:
        await asyncio.gather(*list(_pending), return_exceptions=True)


def interaction_locale(known: tuple[str | None, str | None] | None, interaction: discord.Interaction) -> str:
    """The rule for an answer: the player's override, else what their
    Discord client sends (``known``: the store's (remembered, override))."""
    if known is not None and known[1]:
        return words.resolve(known[1])
    return words.resolve(interaction.locale.value if interaction.locale is not None else None)


def user_locale(known: tuple[str | None, str | None] | None) -> str:
    """The rule for a DM: the override, else the remembered locale, else English."""
    if known is None:
        return words.ENGLISH
    remembered, override = known
    return words.resolve(override or remembered)


def guild_locale(setting: str | None, guild: discord.Guild | None) -> str:
    """The rule for a channel post: the server's setting, else its preferred locale, else English."""
    if setting:
        return words.resolve(setting)
    if guild is None or guild.preferred_locale is None:
        return words.ENGLISH
    return words.resolve(guild.preferred_locale.value)


async def for_interaction(store: SettingStore, interaction: discord.Interaction) -> str:
    """The language of an ephemeral answer to ``interaction``."""
    await store.warm_locales(None, [interaction.user.id])
    return interaction_locale(store.cached_user_locales(interaction.user.id), interaction)


async def for_user(store: SettingStore, user_id: int) -> str:
    """The language of a DM sent with no interaction at hand (a timer's)."""
    await store.warm_locales(None, [user_id])
    return user_locale(store.cached_user_locales(user_id))


async def for_guild(store: SettingStore, guild: discord.Guild | None) -> str:
    """The language of a post in ``guild``'s channels (None: a DM channel: English)."""
    if guild is None:
        return words.ENGLISH
    return guild_locale((await store.guild_settings(guild.id)).locale, guild)
