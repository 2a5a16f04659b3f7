"""The permissions the bot uses, in one place: what it checks before a
table opens, what changes how a table plays, and the invite that asks for
exactly these (logged at start, and in README.md)."""

from __future__ import annotations

import discord

# A table's channel: post turns and boards (embeds, pictures) and edit them.
REQUIRED = ("view_channel", "send_messages", "send_messages_in_threads", "embed_links", "attach_files",
            "read_message_history")
# Each changes how a table plays when present (the table plays on without it).
OPTIONAL = (
    "create_public_threads",  # each table in a thread of its own
    "manage_webhooks",  # tables speak through a webhook, outside the bot's global request budget
    "manage_roles",  # Somna: the dead lose Send Messages and Add Reactions in the game channel
    "create_private_threads",  # Somna: the dead talk in a private spirits thread
)
SCOPES = ("bot", "applications.commands")


def invite_permissions() -> discord.Permissions:
    """Every permission the bot uses, and no other."""
    return discord.Permissions(**{name: True for name in REQUIRED + OPTIONAL})


def invite_url(client_id: int) -> str:
    return discord.utils.oauth_url(client_id, permissions=invite_permissions(), scopes=SCOPES)
