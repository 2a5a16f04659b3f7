"""Discord's permission computation, as its developer docs give it
("Permissions" > "Permission Overwrites" and "Inherited Permissions (Threads)"):

1. base: @everyone's permissions OR the member's roles; the owner, or
   anyone with Administrator, has everything (and overwrites do not apply);
2. the channel's @everyone overwrite (deny, then allow);
3. the member's roles' overwrites together (all denies, then all allows);
4. the member's own overwrite (deny, then allow).

A thread takes its parent channel's overwrites. Its posts need Send Messages
in Threads, not Send Messages (the docs: "The SEND_MESSAGES permission is not
inherited"); without View Channel nothing else counts ("Implicit Permissions").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import Channel, Guild, User

ADMINISTRATOR = 1 << 3
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MANAGE_ROLES = 1 << 28
MANAGE_WEBHOOKS = 1 << 29
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL_PERMS = (1 << 50) - 1

NAMES = {
    VIEW_CHANNEL: "View Channel", SEND_MESSAGES: "Send Messages", EMBED_LINKS: "Embed Links",
    ATTACH_FILES: "Attach Files", SEND_MESSAGES_IN_THREADS: "Send Messages in Threads",
    MANAGE_MESSAGES: "Manage Messages", MANAGE_ROLES: "Manage Roles", MANAGE_WEBHOOKS: "Manage Webhooks",
    CREATE_PUBLIC_THREADS: "Create Public Threads",
    CREATE_PRIVATE_THREADS: "Create Private Threads",
}

THREAD_TYPES = (10, 11, 12)


def base_permissions(guild: "Guild", user: "User") -> int:
    if user.id == guild.owner_id:
        return ALL_PERMS
    perms = guild.roles[0].permissions  # @everyone
    mine = guild.member_roles.get(user.id, [])
    for role in guild.roles[1:]:
        if role.id in mine:
            perms |= role.permissions
    return ALL_PERMS if perms & ADMINISTRATOR else perms


def _overwrites_of(channel: "Channel") -> dict[int, dict]:
    guild = channel.guild
    assert guild is not None
    if channel.type in THREAD_TYPES and channel.parent_id:
        parent = next((c for c in guild.channels if c.id == channel.parent_id), None)
        return parent.overwrites if parent is not None else {}
    return channel.overwrites


def channel_permissions(channel: "Channel", user: "User") -> int:
    """The user's permissions in a guild channel or thread, overwrites applied
    (the docs' ``compute_permissions``; the implicit rules are the callers':
    every need below includes View Channel)."""
    guild = channel.guild
    assert guild is not None, "DM channels have no permission overwrites"
    perms = base_permissions(guild, user)
    if perms & ADMINISTRATOR:
        return ALL_PERMS
    overwrites = _overwrites_of(channel)
    everyone = overwrites.get(guild.id)
    if everyone:
        perms = (perms & ~int(everyone["deny"])) | int(everyone["allow"])
    allow = deny = 0
    for role_id in guild.member_roles.get(user.id, []):
        ow = overwrites.get(role_id)
        if ow:
            allow |= int(ow["allow"])
            deny |= int(ow["deny"])
    perms = (perms & ~deny) | allow
    member = overwrites.get(user.id)
    if member:
        perms = (perms & ~int(member["deny"])) | int(member["allow"])
    return perms


def missing(channel: "Channel", user: "User", needed: int) -> int:
    """The bits of ``needed`` the user lacks there (0: none)."""
    return needed & ~channel_permissions(channel, user)


def post_needs(channel: "Channel", *, embeds: bool, files: bool) -> int:
    """What creating a message needs (Create Message "Limitations" in the docs:
    Send Messages; Embed Links for embeds and Attach Files for files, which a
    denied Send Messages takes with it)."""
    needed = VIEW_CHANNEL | (SEND_MESSAGES_IN_THREADS if channel.type in THREAD_TYPES else SEND_MESSAGES)
    if embeds:
        needed |= EMBED_LINKS
    if files:
        needed |= ATTACH_FILES
    return needed


def names(bits: int) -> list[str]:
    return [name for bit, name in NAMES.items() if bits & bit] or [hex(bits)]
