"""Slash commands in the reader's language (issue 26): discord.py asks this
translator for each command's, option's and choice's name and description
in every Discord locale when the tree syncs; the answers come from the
catalogue (``words/*.ftl``, section ``## commands``).

Keys name where the string sits, not what it says:
``command-<command path>-name`` / ``-description``,
``command-<command path>-<option>-name`` / ``-description``,
``command-choice-<value>-name``; a game's own option on its /play is
described by the game's key ``game-<game>-option-<option>``; an option every game's /play shares
(turn_time, thread, practice) has one ``command-option-<option>-...`` key
that a command's own key overrides. A locale without the key gets no
localisation (Discord shows the English), never an English copy.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import words

_SEPARATORS = re.compile(r"[^a-z0-9]+")


def _part(text: str) -> str:
    return _SEPARATORS.sub("-", text.lower()).strip("-")


def keys_for(context: app_commands.TranslationContextTypes) -> list[str]:
    """The catalogue keys of a command string, by where it sits, most
    particular first."""
    data: Any = context.data
    where = context.location
    if where in (Where.command_name, Where.group_name):
        return [f"command-{_part(data.qualified_name)}-name"]
    if where in (Where.command_description, Where.group_description):
        return [f"command-{_part(data.qualified_name)}-description"]
    if where in (Where.parameter_name, Where.parameter_description):
        suffix = "name" if where is Where.parameter_name else "description"
        found = [f"command-{_part(data.command.qualified_name)}-{_part(data.name)}-{suffix}",
                 f"command-option-{_part(data.name)}-{suffix}"]
        command = data.command.qualified_name.split()
        if suffix == "description" and len(command) == 2 and command[0] == "play":
            # a game's own option: described once, by the game (game-<game>-option-<option>)
            found.insert(1, f"game-{_part(command[1])}-option-{_part(data.name)}")
        return found
    if where is Where.choice_name:
        return [f"command-choice-{_part(str(data.value))}-name"]
    return []


class CatalogueTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = words.resolve(locale.value)
        # Only the translated languages, and only their exact Discord locale
        # ("ru", "de"): English is the commands' own text.
        if language == words.ENGLISH or locale.value != language:
            return None
        catalogue = words.catalogue()
        for key in keys_for(context):
            if catalogue.has(language, key):
                return catalogue.format(language, key, {})
        return None
