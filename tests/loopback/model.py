"""State of the loopback Discord: users, guilds, channels, messages, interactions.

Everything here is plain data plus the JSON payload builders discord.py 2.7.1
needs (see /work/shared/design/loopback-discord-notes.md for the required fields).
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

DISCORD_EPOCH_MS = 1420070400000
HAS_THREAD = 1 << 5
EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15

# Permissions: what @everyone may do by default, and the administrator bit.
DEFAULT_PERMS = (
    (1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 18) | (1 << 31) | (1 << 35) | (1 << 38)
)
ADMINISTRATOR = 1 << 3
ALL_PERMS = (1 << 50) - 1


class Clock:
    """Monotonic time the test can advance (for the 3 s and 15 min interaction rules)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        return time.monotonic() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds

    def utcnow(self) -> datetime:
        return datetime.now(timezone.utc) + timedelta(seconds=self.offset)

    def iso(self) -> str:
        return self.utcnow().isoformat()


class Snowflakes:
    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.counter = itertools.count()

    def next(self, shard: tuple[int, int] | None = None) -> int:
        """A new id; with ``shard=(shard_id, num_shards)`` one whose guild would be
        on that shard (its time part is moved up to ``num_shards - 1`` ms ahead)."""
        ms = int(self.clock.utcnow().timestamp() * 1000) - DISCORD_EPOCH_MS
        if shard is not None:
            ms += (shard[0] - ms) % shard[1]
        return (ms << 22) | (next(self.counter) & 0x3FFFFF)


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    dms_closed: bool = False
    locale: str = "en-US"  # the language of their Discord client: an interaction's ``locale``

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "username": self.name, "discriminator": "0", "global_name": self.name,
            "avatar": None, "bot": self.bot, "public_flags": 0, "flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def __repr__(self) -> str:
        return f"<User {self.name}>"


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id), "name": self.name, "permissions": str(self.permissions), "position": self.position,
            "color": 0, "colors": {"primary_color": 0}, "hoist": False, "managed": False, "mentionable": False,
            "flags": 0, "icon": None, "unicode_emoji": None,
        }


@dataclass(eq=False)
class Channel:
    id: int
    name: str
    type: int = 0  # 0 text, 1 DM, 11 public thread
    guild: "Guild | None" = None
    recipient: User | None = None  # DMs
    parent_id: int | None = None  # threads
    owner_id: int | None = None
    position: int = 0
    # Per-member or per-role permission overwrites as Discord stores them
    # ({"id", "type", "allow", "deny"}), and a thread's members (user ids).
    overwrites: dict[int, dict[str, Any]] = field(default_factory=dict)
    thread_members: set[int] = field(default_factory=set)
    # Threads: Discord archives one after auto_archive_duration minutes without
    # a message; a locked one only members with Manage Threads may unarchive.
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440

    @property
    def is_dm(self) -> bool:
        return self.type == 1

    def payload(self, bot_user: User | None = None) -> dict[str, Any]:
        if self.is_dm:
            assert self.recipient is not None
            return {"id": str(self.id), "type": 1, "last_message_id": None, "recipients": [self.recipient.payload()], "flags": 0}
        assert self.guild is not None
        data: dict[str, Any] = {
            "id": str(self.id), "type": self.type, "name": self.name, "guild_id": str(self.guild.id),
            "position": self.position, "permission_overwrites": list(self.overwrites.values()), "nsfw": False, "topic": None,
            "rate_limit_per_user": 0, "last_message_id": None, "flags": 0,
            "parent_id": str(self.parent_id) if self.parent_id else None,
        }
        if self.type in (10, 11, 12):
            data.update(
                owner_id=str(self.owner_id or 0), message_count=0, member_count=len(self.thread_members),
                total_message_sent=0,
                thread_metadata={"archived": self.archived, "auto_archive_duration": self.auto_archive_duration,
                                 "archive_timestamp": self.guild.clock.iso(), "locked": self.locked, "invitable": True},
            )
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name} {self.id}>"


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    clock: Clock
    owner_id: int = 0
    channels: list[Channel] = field(default_factory=list)
    members: dict[int, User] = field(default_factory=dict)
    roles: list[Role] = field(default_factory=list)
    member_roles: dict[int, list[int]] = field(default_factory=dict)
    joined_at: str = ""
    preferred_locale: str = "en-US"  # the server's language (Community settings): ``guild_locale``

    def channel(self, name: str) -> Channel:
        for ch in self.channels:
            if ch.name == name:
                return ch
        raise KeyError(f"no channel #{name} in {self.name}")

    def permissions_of(self, user: User) -> int:
        """Guild-level (base) permissions; ``permissions.channel_permissions`` applies a channel's overwrites."""
        from .permissions import base_permissions

        return base_permissions(self, user)

    def member_payload(self, user: User, *, with_user: bool = True, interaction: bool = False,
                       channel: "Channel | None" = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.member_roles.get(user.id, [])], "joined_at": self.joined_at,
            "deaf": False, "mute": False, "flags": 0, "nick": None, "avatar": None, "pending": False,
            "premium_since": None, "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = user.payload()
        if interaction:  # the member's permissions where the interaction happened, overwrites included
            from .permissions import channel_permissions

            data["permissions"] = str(channel_permissions(channel, user) if channel is not None else self.permissions_of(user))
        return data

    def create_payload(self) -> dict[str, Any]:
        """GUILD_CREATE: the guild with its channels, members and roles."""
        return {
            "id": str(self.id), "name": self.name, "icon": None, "splash": None, "discovery_splash": None,
            "owner_id": str(self.owner_id), "afk_channel_id": None, "afk_timeout": 300, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0,
            "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": self.preferred_locale,
            "features": [],
            "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
            "public_updates_channel_id": None, "description": None, "banner": None, "vanity_url_code": None,
            "max_members": 500000, "max_video_channel_users": 25, "application_id": None,
            "roles": [r.payload() for r in self.roles], "emojis": [], "stickers": [], "soundboard_sounds": [],
            "channels": [c.payload() for c in self.channels if c.type not in (10, 11, 12)],
            "threads": [c.payload() for c in self.channels if c.type in (10, 11, 12)],
            "members": [self.member_payload(u) for u in self.members.values()],
            "member_count": len(self.members), "large": False, "unavailable": False, "joined_at": self.joined_at,
            "presences": [], "voice_states": [], "stage_instances": [], "guild_scheduled_events": [],
            "premium_progress_bar_enabled": False,
        }

    def __repr__(self) -> str:
        return f"<Guild {self.name}>"


@dataclass(eq=False)
class Message:
    """A message as stored by the fake. ``ephemeral_for`` is the only user who sees an ephemeral message."""

    id: int
    channel: Channel
    author: User
    timestamp: str
    created: float = 0.0  # time.monotonic() when stored
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    ephemeral_for: User | None = None
    interaction: "Interaction | None" = None
    edited_timestamp: str | None = None
    deleted: bool = False
    reference: dict[str, Any] | None = None
    history: list[dict[str, Any]] = field(default_factory=list)  # earlier versions (payloads)
    webhook: "Webhook | None" = None  # the channel webhook that posted it (its author is then that webhook)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def filenames(self) -> list[str]:
        return [a["filename"] for a in self.attachments]

    def walk_components(self) -> list[dict[str, Any]]:
        return list(walk_components(self.components))

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.walk_components() if c.get("type") in (3, 5, 6, 7, 8)]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.walk_components() if "custom_id" in c]

    @property
    def text(self) -> str:
        """Everything a person can read on the message: content, embeds, component labels, file names."""
        return text_of(self.content, self.embeds, self.components, self.attachments)

    def payload(self, bot_user: User) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id), "channel_id": str(self.channel.id),
            "author": self.webhook.author_payload(self.author.name) if self.webhook else self.author.payload(),
            "content": self.content, "timestamp": self.timestamp, "edited_timestamp": self.edited_timestamp,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "mention_channels": [],
            "attachments": self.attachments, "embeds": self.embeds, "reactions": [], "pinned": False,
            "type": 19 if self.reference else (20 if self.interaction and self.interaction.type == 2 else 0),
            "flags": self.flags, "components": self.components,
        }
        if self.channel.guild is not None:
            data["guild_id"] = str(self.channel.guild.id)
        if self.reference:
            data["message_reference"] = self.reference
        if self.webhook is not None:
            data["webhook_id"] = str(self.webhook.id)
            if self.webhook.application_id is not None:
                data["application_id"] = str(self.webhook.application_id)
        if self.interaction is not None:
            ix = self.interaction
            data["webhook_id"] = str(bot_user.id)
            data["application_id"] = str(bot_user.id)
            data["interaction_metadata"] = {
                "id": str(ix.id), "type": ix.type, "user": ix.user.payload(),
                "authorizing_integration_owners": ix.integration_owners(),
            }
            if ix.type == 3 and ix.message is not None:
                data["interaction_metadata"]["interacted_message_id"] = str(ix.message.id)
        return data

    def __repr__(self) -> str:
        where = f"DM with {self.channel.recipient.name}" if self.channel.is_dm and self.channel.recipient else f"#{self.channel.name}"
        eph = f" ephemeral for {self.ephemeral_for.name}" if self.ephemeral_for else ""
        return f"<Message {self.id} in {where}{eph}: {self.content[:60]!r}>"


@dataclass(eq=False)
class Webhook:
    """An incoming webhook of a guild channel (Webhook resource, type 1). One the
    bot creates is application-owned (``application_id`` set): it may send
    interactive components, and its messages count as the bot's in the fake."""

    id: int
    token: str
    channel: Channel
    name: str
    application_id: int | None = None
    creator: User | None = None

    def payload(self, *, with_user: bool = True) -> dict[str, Any]:
        assert self.channel.guild is not None
        data: dict[str, Any] = {
            "id": str(self.id), "type": 1, "guild_id": str(self.channel.guild.id), "channel_id": str(self.channel.id),
            "name": self.name, "avatar": None, "token": self.token,
            "application_id": str(self.application_id) if self.application_id is not None else None,
        }
        if with_user and self.creator is not None:
            data["user"] = self.creator.payload()
        return data

    def author_payload(self, username: str) -> dict[str, Any]:
        """A webhook message's author: the webhook itself, under the name the message was sent with."""
        return {"id": str(self.id), "username": username, "avatar": None, "discriminator": "0000", "bot": True,
                "global_name": None, "public_flags": 0, "flags": 0}

    def __repr__(self) -> str:
        return f"<Webhook {self.name!r} {self.id} in #{self.channel.name}>"


class Webhooks(dict[int, Webhook]):
    """The live channel webhooks by id, indexed by channel as well: the bot
    creates one per channel it speaks through, and a scan of all of them per
    create made thousands of channels cost the harness quadratic time."""

    def __init__(self) -> None:
        super().__init__()
        self._by_channel: dict[int, dict[int, Webhook]] = {}
        self._where: dict[int, int] = {}  # webhook id -> the channel id it is indexed under

    def __setitem__(self, key: int, hook: Webhook) -> None:
        super().__setitem__(key, hook)
        self._index(key, hook)

    def __delitem__(self, key: int) -> None:
        super().__delitem__(key)
        self._unindex(key)

    def pop(self, key: int, *default: Any) -> Any:  # type: ignore[override]
        if key not in self:
            return super().pop(key, *default)
        hook = self[key]
        del self[key]
        return hook

    def in_channel(self, channel: Channel) -> list[Webhook]:
        """The webhooks of ``channel`` in the order they came to it."""
        return [h for h in self._by_channel.get(channel.id, {}).values() if h.channel is channel]

    def moved(self, hook: Webhook) -> None:
        """``hook.channel`` was changed (Modify Webhook's channel_id)."""
        if hook.id in self:
            self._index(hook.id, hook)

    def _index(self, key: int, hook: Webhook) -> None:
        self._unindex(key)
        self._where[key] = hook.channel.id
        self._by_channel.setdefault(hook.channel.id, {})[key] = hook

    def _unindex(self, key: int) -> None:
        cid = self._where.pop(key, None)
        bucket = self._by_channel.get(cid, {}) if cid is not None else {}
        bucket.pop(key, None)
        if cid is not None and not bucket:
            self._by_channel.pop(cid, None)


@dataclass(eq=False)
class Interaction:
    id: int
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete, 5 modal submit
    user: User
    channel: Channel
    data: dict[str, Any]
    created: float
    message: Message | None = None  # the message a component sits on
    ack_type: int | None = None
    ack_data: dict[str, Any] | None = None
    ack_time: float | None = None
    original: Message | None = None  # the response message (type 4/5), or the component message for 6/7
    followups: list[Message] = field(default_factory=list)
    refused: list[dict[str, Any]] = field(default_factory=list)  # error answers given to this interaction
    settled: asyncio.Event = field(default_factory=asyncio.Event)  # set on acknowledgement or refusal
    shards: list[tuple[int, int]] = field(default_factory=list)  # the (shard_id, num_shards) it was sent on

    def integration_owners(self) -> dict[str, str]:
        if self.channel.guild is not None:
            return {"0": str(self.channel.guild.id)}
        return {"1": str(self.user.id)}

    def payload(self, bot_user: User, app_id: int) -> dict[str, Any]:
        from .permissions import channel_permissions

        data: dict[str, Any] = {
            "id": str(self.id), "application_id": str(app_id), "type": self.type, "token": self.token, "version": 1,
            "attachment_size_limit": 10 * 1024 * 1024, "data": self.data, "channel_id": str(self.channel.id),
            "channel": self.channel.payload(), "locale": self.user.locale, "entitlements": [],
            "authorizing_integration_owners": self.integration_owners(),
            # The bot's permissions where it was used, channel overwrites included
            # (Discord's changelog "Calculated Permissions in Interaction Payloads").
            "app_permissions": str(channel_permissions(self.channel, bot_user) if self.channel.guild else ALL_PERMS),
        }
        guild = self.channel.guild
        if guild is not None:
            data["guild_id"] = str(guild.id)
            data["guild_locale"] = guild.preferred_locale
            data["member"] = guild.member_payload(self.user, interaction=True, channel=self.channel)
            data["context"] = 0
        else:
            data["user"] = self.user.payload()
            data["context"] = 1
        if self.message is not None:
            data["message"] = self.message.payload(bot_user)
        return data

    def __repr__(self) -> str:
        what = self.data.get("name") or self.data.get("custom_id")
        return f"<Interaction {self.id} type {self.type} {what!r} by {self.user.name}>"


def walk_components(components: list[dict[str, Any]]):
    """Every component in a tree, classic action rows and Components V2 layouts alike."""
    for comp in components or []:
        yield comp
        yield from walk_components(comp.get("components") or [])
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                yield from walk_components([comp[key]])


def text_of(content: str, embeds: list[dict[str, Any]], components: list[dict[str, Any]],
            attachments: list[dict[str, Any]]) -> str:
    """Everything a person can read on a message: content, embeds, component labels, file names."""
    out = [content or ""]
    for e in embeds or []:
        for key in ("title", "description", "url"):
            if e.get(key):
                out.append(str(e[key]))
        for part in ("footer", "author"):
            if isinstance(e.get(part), dict):
                out.append(str(e[part].get("text") or e[part].get("name") or ""))
        for f in e.get("fields") or []:
            out.append(f"{f.get('name', '')}: {f.get('value', '')}")
    for c in walk_components(components):
        for key in ("label", "placeholder", "content", "url"):
            if c.get(key):
                out.append(str(c[key]))
        for opt in c.get("options") or []:
            out.append(str(opt.get("label", "")))
            if opt.get("description"):
                out.append(str(opt["description"]))
    out += [a["filename"] for a in attachments or []]
    return "\n".join(out)
