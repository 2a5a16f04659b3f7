"""Gateway intents: which events a session asked for (the developer docs,
"Gateway" > "List of Intents"; events not listed there are always sent).

``allows(intents, event, data)`` says whether Discord would send the event;
``shape(intents, event, data)`` trims what intents hide inside an event (a
GUILD_CREATE without GUILD_PRESENCES lists only the bot among its members:
"Guild Create" in the gateway events docs).
"""

from __future__ import annotations

from typing import Any

GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_MODERATION = 1 << 2
GUILD_WEBHOOKS = 1 << 5
GUILD_PRESENCES = 1 << 8
GUILD_MESSAGES = 1 << 9
GUILD_MESSAGE_REACTIONS = 1 << 10
GUILD_MESSAGE_TYPING = 1 << 11
DIRECT_MESSAGES = 1 << 12
DIRECT_MESSAGE_REACTIONS = 1 << 13
DIRECT_MESSAGE_TYPING = 1 << 14
MESSAGE_CONTENT = 1 << 15  # privileged

_GUILDS_EVENTS = {
    "GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE", "GUILD_ROLE_CREATE", "GUILD_ROLE_UPDATE", "GUILD_ROLE_DELETE",
    "CHANNEL_CREATE", "CHANNEL_UPDATE", "CHANNEL_DELETE", "THREAD_CREATE", "THREAD_UPDATE", "THREAD_DELETE",
    "THREAD_LIST_SYNC", "THREAD_MEMBER_UPDATE", "THREAD_MEMBERS_UPDATE", "STAGE_INSTANCE_CREATE",
    "STAGE_INSTANCE_UPDATE", "STAGE_INSTANCE_DELETE",
}
# event -> (intent in a guild, intent in a DM)
_BY_PLACE = {
    "MESSAGE_CREATE": (GUILD_MESSAGES, DIRECT_MESSAGES),
    "MESSAGE_UPDATE": (GUILD_MESSAGES, DIRECT_MESSAGES),
    "MESSAGE_DELETE": (GUILD_MESSAGES, DIRECT_MESSAGES),
    "MESSAGE_DELETE_BULK": (GUILD_MESSAGES, GUILD_MESSAGES),
    "MESSAGE_REACTION_ADD": (GUILD_MESSAGE_REACTIONS, DIRECT_MESSAGE_REACTIONS),
    "MESSAGE_REACTION_REMOVE": (GUILD_MESSAGE_REACTIONS, DIRECT_MESSAGE_REACTIONS),
    "MESSAGE_REACTION_REMOVE_ALL": (GUILD_MESSAGE_REACTIONS, DIRECT_MESSAGE_REACTIONS),
    "MESSAGE_REACTION_REMOVE_EMOJI": (GUILD_MESSAGE_REACTIONS, DIRECT_MESSAGE_REACTIONS),
    "TYPING_START": (GUILD_MESSAGE_TYPING, DIRECT_MESSAGE_TYPING),
    "CHANNEL_PINS_UPDATE": (GUILDS, DIRECT_MESSAGES),
}
_SIMPLE = {
    "GUILD_MEMBER_ADD": GUILD_MEMBERS, "GUILD_MEMBER_UPDATE": GUILD_MEMBERS, "GUILD_MEMBER_REMOVE": GUILD_MEMBERS,
    "GUILD_BAN_ADD": GUILD_MODERATION, "GUILD_BAN_REMOVE": GUILD_MODERATION,
    "GUILD_AUDIT_LOG_ENTRY_CREATE": GUILD_MODERATION, "PRESENCE_UPDATE": GUILD_PRESENCES,
    "WEBHOOKS_UPDATE": GUILD_WEBHOOKS,
}


def needed(event: str, data: dict[str, Any]) -> int:
    """The intent an event needs (0: none, always sent)."""
    if event in _GUILDS_EVENTS:
        return GUILDS
    if event in _BY_PLACE:
        in_guild, in_dm = _BY_PLACE[event]
        return in_guild if data.get("guild_id") else in_dm
    return _SIMPLE.get(event, 0)


def allows(intents: int, event: str, data: dict[str, Any]) -> bool:
    need = needed(event, data)
    return not need or bool(intents & need)


def shape(intents: int, event: str, data: dict[str, Any], bot_id: int) -> dict[str, Any]:
    if event == "GUILD_CREATE" and not intents & GUILD_PRESENCES:
        members = [m for m in data.get("members") or [] if m.get("user", {}).get("id") == str(bot_id)]
        return {**data, "members": members, "presences": []}
    if event in ("MESSAGE_CREATE", "MESSAGE_UPDATE") and data.get("guild_id") and not intents & MESSAGE_CONTENT:
        own = (data.get("author") or {}).get("id") == str(bot_id)
        mentioned = any(u.get("id") == str(bot_id) for u in data.get("mentions") or [])
        if not own and not mentioned:
            hidden = {"content": "", "embeds": [], "attachments": [], "components": []}
            return {**{k: v for k, v in data.items() if k != "poll"}, **hidden}
    return data
