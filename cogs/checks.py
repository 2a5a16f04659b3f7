"""What a command checks of Discord's permissions before it acts: the bot's
in a table's channel, and whether the user may manage the server. Shared by
the lobby, Play again and /settings, which import it rather than each other."""

from __future__ import annotations

import discord

from words import t


# What the bot needs in a table's channel: post turns and boards (embeds,
# pictures). Interaction answers would work without them; the game would not.
NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files")


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """Discord's names (in the language being spoken) of the permissions the
    bot lacks in the interaction's channel."""
    needed = list(NEEDED)
    if isinstance(interaction.channel, discord.Thread):
        needed.remove("send_messages")
        needed.append("send_messages_in_threads")
    perms = interaction.app_permissions
    return [t("lobby-permission-" + flag.replace("_", "-")) for flag in needed if not getattr(perms, flag)]


def can_manage(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)
