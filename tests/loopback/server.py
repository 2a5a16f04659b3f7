"""The loopback Discord: an aiohttp app on 127.0.0.1 serving REST v10 and the gateway.

``FakeDiscord`` holds the world (guilds, channels, users, messages,
interactions), records every REST call, enforces Discord's rules and limits,
and injects what people do (``actors.py``). Route handlers live in ``rest.py``.
"""

from __future__ import annotations

import asyncio
import base64
import json
import re
import secrets
import socket
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

from aiohttp import web

from . import rest
from .actors import ActorsMixin
from .command_rules import LOCALES
from .faults import Fault, Faults, RateLimits, WebhookLimits
from .gateway import Gateway
from .lifecycle import LifecycleMixin
from .logs import LogCapture
from .model import (
    ADMINISTRATOR, ALL_PERMS, DEFAULT_PERMS, Channel, Clock, Guild, Interaction, Message, Role, Snowflakes, User,
    Webhook, Webhooks,
)

_SNOWFLAKE = re.compile(r"^\d{5,}$")
# Event-loop turns ``settle`` watches after its quiet span: a reply in a socket
# becomes a read, then a task, then a request or a handler, within two or three.
SETTLE_TURNS = 5


def normalise(method: str, path: str) -> str:
    """``POST /channels/123/messages`` -> ``POST /channels/:id/messages``; interaction tokens -> ``:token``."""
    parts = path.strip("/").split("/")
    out = []
    for i, part in enumerate(parts):
        if i >= 2 and parts[i - 2] in ("webhooks", "interactions"):
            out.append(":token")
        elif _SNOWFLAKE.match(part):
            out.append(":id")
        else:
            out.append(part)
    return f"{method} /{'/'.join(out)}"


@dataclass
class Call:
    """One REST request as the fake saw it."""

    index: int
    t: float
    method: str
    route: str  # normalised, e.g. "POST /channels/:id/messages"
    path: str
    query: dict[str, str]
    json: Any
    files: list[str] = field(default_factory=list)
    status: int | None = None
    response: Any = None
    after: Callable[[], Any] | None = None  # run once the answer has been written to the bot

    def __repr__(self) -> str:
        return f"<Call #{self.index} {self.route} -> {self.status}>"


@dataclass
class Problem:
    """A rule the bot broke (late ack, double ack, limit violation, unmodelled route, ...)."""

    kind: str
    route: str
    detail: Any
    call: Call | None = None

    def __repr__(self) -> str:
        return f"<{self.kind} {self.route}: {self.detail}>"


def _locale(locale: str) -> str:
    """A locale a Discord client or server can have (the API reference's list), or the test is wrong."""
    if locale not in LOCALES:
        raise ValueError(f"{locale!r} is not one of Discord's locales: {sorted(LOCALES)}")
    return locale


class FakeDiscord(ActorsMixin, LifecycleMixin):
    def __init__(self, *, ack_deadline: float = 3.0, token_ttl: float = 15 * 60, world: bool = True) -> None:
        self.clock = Clock()
        self.ids = Snowflakes(self.clock)
        self.ack_deadline = ack_deadline
        self.reaction_time = 0.01  # seconds before a person can click a message that just appeared
        self.token_ttl = token_ttl
        self.bot_user = User(self.ids.next(), "Dreamkeeper", bot=True)
        # shaped like a real bot token: base64url(bot id) . timestamp part . hmac part
        head = base64.urlsafe_b64encode(str(self.bot_user.id).encode()).decode().rstrip("=")
        self.token = f"{head}.{secrets.token_urlsafe(6)[:6]}.{secrets.token_urlsafe(27)}"
        self.app_id = self.bot_user.id
        self.app_owner = User(self.ids.next(), "app-owner")
        self.users: dict[str, User] = {}
        self.guilds: list[Guild] = []
        self.channels: dict[int, Channel] = {}
        self.store: dict[int, Message] = {}
        self.by_channel: dict[int, list[Message]] = {}
        self.dm_channels: dict[int, Channel] = {}  # user id -> DM channel
        self.files: dict[str, bytes] = {}
        self.interactions: dict[int, Interaction] = {}
        self.by_token: dict[str, Interaction] = {}
        self.webhooks = Webhooks()  # live channel webhooks by id
        self.deleted_webhooks: list[Webhook] = []  # their tokens stay secrets
        self.commands: dict[int | None, dict[str, dict[str, Any]]] = {}  # guild id (None = global) -> name -> command
        self.command_puts: list[tuple[int | None, list[str]]] = []
        self.calls: list[Call] = []
        self.unhandled: list[Problem] = []
        self.late: list[Problem] = []
        self.double_acks: list[Problem] = []
        self.violations: list[Problem] = []
        # Edits that left their message exactly as it was: a request (rate
        # limited, outside interaction answers) spent for nothing.
        self.wasted_edits: list[Call] = []
        self.server_errors: list[str] = []
        self.dm_opens = 0
        self.faults = Faults()
        self.gateway = Gateway(self)
        self.logs = LogCapture()
        self.inflight = 0
        self.last_activity = time.monotonic()
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self._bots = {}
        self.recommended_shards: int | None = None  # GET /gateway/bot's "shards"; None: one per 1,000 guilds
        self.port = 0
        if world:
            self._default_world()

    # ----------------------------------------------------------------- world
    def _default_world(self) -> None:
        dreamland = self.add_guild("Dreamland", channels=("general", "games", "lounge"))
        other = self.add_guild("Nightmare Realm", channels=("general",))
        for name in ("alice", "bob", "carol", "dave", "erin"):
            self.add_user(name, guilds=(dreamland,))
        self.add_user("admin", guilds=(dreamland,), admin=True)
        for name in ("alice", "bob", "frank"):
            self.add_user(name, guilds=(other,))

    def add_guild(self, name: str, channels: tuple[str, ...] = ("general",), *,
                  shard: tuple[int, int] | None = None, locale: str = "en-US") -> Guild:
        """A guild with the bot in it; ``shard=(shard_id, num_shards)`` picks an
        id whose events go to that shard; ``locale`` is its preferred locale
        (every interaction in it carries it as ``guild_locale``)."""
        gid = self.ids.next(shard)
        guild = Guild(gid, name, self.clock, owner_id=self.app_owner.id, joined_at=self.clock.iso(),
                      preferred_locale=_locale(locale))
        guild.roles.append(Role(gid, "@everyone", DEFAULT_PERMS))
        guild.roles.append(Role(self.ids.next(), "Admin", ADMINISTRATOR, position=2))
        guild.roles.append(Role(self.ids.next(), "Dreamkeeper", ADMINISTRATOR, position=1))
        guild.members[self.bot_user.id] = self.bot_user
        guild.member_roles[self.bot_user.id] = [guild.roles[2].id]
        self.guilds.append(guild)
        for i, cname in enumerate(channels):
            self.add_channel(guild, cname, position=i)
        return guild

    def add_channel(self, guild: Guild, name: str, *, type: int = 0, position: int = 0, parent_id: int | None = None,
                    channel_id: int | None = None) -> Channel:
        ch = Channel(channel_id or self.ids.next(), name, type=type, guild=guild, position=position, parent_id=parent_id)
        guild.channels.append(ch)
        self.channels[ch.id] = ch
        self.by_channel[ch.id] = []
        return ch

    async def delete_channel(self, channel: "Channel | str") -> None:
        """A moderator deletes a channel (or thread): the bot hears it, and posting there fails."""
        ch = self.channel(channel)
        assert ch.guild is not None
        # Its threads go with it; Discord tells only of the channel.
        for gone in [c for c in ch.guild.channels if c.parent_id == ch.id and c.type in (10, 11, 12)] + [ch]:
            ch.guild.channels.remove(gone)
            del self.channels[gone.id]
        for hook in self.webhooks_in(ch):  # a channel's webhooks are deleted with it
            self.deleted_webhooks.append(self.webhooks.pop(hook.id))
        self._touch()
        if ch.type in (10, 11, 12):
            await self.gateway.dispatch("THREAD_DELETE", {"id": str(ch.id), "guild_id": str(ch.guild.id),
                                                          "parent_id": str(ch.parent_id), "type": ch.type})
        else:
            await self.gateway.dispatch("CHANNEL_DELETE", ch.payload())

    async def archive_thread(self, thread: "Channel | str", *, locked: bool = False, heard: bool = True) -> None:
        """Discord archives a thread after its auto_archive_duration without a
        message (or a moderator archives, and may lock, it). ``heard=False``:
        it happened while the bot was away, so no THREAD_UPDATE reaches it."""
        ch = self.channel(thread)
        assert ch.type in (10, 11, 12), f"{ch} is not a thread"
        ch.archived, ch.locked = True, locked
        self._touch()
        if heard:
            await self.gateway.dispatch("THREAD_UPDATE", ch.payload())

    async def kick_bot(self, guild: Guild) -> None:
        """The bot is removed from a guild (GUILD_DELETE without ``unavailable``)."""
        self.guilds.remove(guild)
        for ch in guild.channels:  # out of the bot's reach: posting there now fails
            self.channels.pop(ch.id, None)
        self._touch()
        await self.gateway.dispatch("GUILD_DELETE", {"id": str(guild.id)})

    async def invite_bot(self, guild: Guild) -> None:
        """A guild that removed the bot invites it back, as it was: a join's
        GUILD_CREATE (without ``unavailable``, which a guild back from an outage carries)."""
        assert guild not in self.guilds, f"{guild!r} still has the bot"
        self.guilds.append(guild)
        for ch in guild.channels:
            self.channels[ch.id] = ch
        self._touch()
        joined = guild.create_payload()
        del joined["unavailable"]
        await self.gateway.dispatch("GUILD_CREATE", joined)

    def add_user(self, name: str, *, guilds: tuple[Guild, ...] | None = None, admin: bool = False, dms_closed: bool = False,
                 locale: str | None = None) -> User:
        """A person (made once per name) joined to ``guilds`` (default: the
        first); ``locale`` is their Discord client's language, carried by every
        interaction they start (default en-US)."""
        user = self.users.get(name)
        if user is None:
            user = self.users[name] = User(self.ids.next(), name, dms_closed=dms_closed)
        if locale is not None:
            user.locale = _locale(locale)
        for guild in self.guilds[:1] if guilds is None else guilds:
            guild.members[user.id] = user
            guild.member_roles[user.id] = [guild.roles[1].id] if admin else []
        return user

    async def set_guild_locale(self, guild: Guild, locale: str) -> None:
        """A moderator changes the server's language: GUILD_UPDATE, and later
        interactions there carry the new ``guild_locale``."""
        guild.preferred_locale = _locale(locale)
        self._touch()
        update = {k: v for k, v in guild.create_payload().items()
                  if k not in ("channels", "threads", "members", "member_count", "large", "unavailable", "joined_at")}
        await self.gateway.dispatch("GUILD_UPDATE", update)

    def user(self, who: "User | str") -> User:
        return who if isinstance(who, User) else self.users[who]

    def channel(self, name: "Channel | str | int", guild: Guild | None = None) -> Channel:
        if isinstance(name, Channel):
            return name
        if isinstance(name, int):
            return self.channels[name]
        return (guild or self.guilds[0]).channel(name)

    @property
    def guild(self) -> Guild:
        return self.guilds[0]

    def guild_by_id(self, gid: int) -> Guild | None:
        return next((g for g in self.guilds if g.id == gid), None)

    def bot_guilds(self) -> list[Guild]:
        return [g for g in self.guilds if self.bot_user.id in g.members]

    def dm_channel(self, user: "User | str") -> Channel:
        user = self.user(user)
        ch = self.dm_channels.get(user.id)
        if ch is None:
            ch = Channel(self.ids.next(), f"dm-{user.name}", type=1, recipient=user)
            self.dm_channels[user.id] = ch
            self.channels[ch.id] = ch
            self.by_channel[ch.id] = []
        return ch

    def close_dms(self, user: "User | str", closed: bool = True) -> None:
        """Messages from the bot to this user's DM answer 403 50007, as when a user closes DMs."""
        self.user(user).dms_closed = closed

    def bot_payload(self) -> dict[str, Any]:
        return {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "locale": "en-US", "bot": True}

    # ------------------------------------------------------------ webhooks
    def add_webhook(self, channel: "Channel | str", name: str, *, owner: "User | str | None" = None) -> Webhook:
        """A channel webhook, as ``POST /channels/{id}/webhooks`` makes it (no event):
        the bot's (application-owned) by default, or one a member made in the
        server settings (``owner``: no application, so no interactive components)."""
        ch = self.channel(channel)
        creator = self.user(owner) if owner is not None else self.bot_user
        hook = Webhook(self.ids.next(), secrets.token_urlsafe(51), ch, name,
                       application_id=self.app_id if owner is None else None, creator=creator)
        self.webhooks[hook.id] = hook
        self._touch()
        return hook

    def webhooks_in(self, channel: "Channel | str") -> list[Webhook]:
        ch = self.channel(channel)
        return self.webhooks.in_channel(ch)

    def webhook_tokens(self) -> list[str]:
        """The token of every channel webhook ever made here (secrets, as the bot's token is)."""
        return [h.token for h in [*self.webhooks.values(), *self.deleted_webhooks]]

    def sent_by_bot(self, msg: Message) -> bool:
        """Whether the bot said it: as itself, or through a webhook it created
        (application-owned). Readers of "what the bot posted" (the secrecy audit)
        ask this rather than comparing authors: a webhook message's author is the webhook."""
        return msg.author is self.bot_user or (msg.webhook is not None and msg.webhook.application_id == self.app_id)

    # ------------------------------------------------------------ messages
    def new_message(self, channel: Channel, author: User, **kw: Any) -> Message:
        msg = Message(self.ids.next(), channel, author, self.clock.iso(), created=time.monotonic(), **kw)
        self.store[msg.id] = msg
        self.by_channel.setdefault(channel.id, []).append(msg)
        self._touch()
        return msg

    def message(self, mid: "int | Message") -> Message:
        return mid if isinstance(mid, Message) else self.store[int(mid)]

    def can_see(self, user: User, msg: Message) -> bool:
        if msg.deleted:
            return False
        if msg.ephemeral_for is not None:
            return msg.ephemeral_for is user
        if msg.channel.is_dm:
            return msg.channel.recipient is user
        return msg.channel.guild is not None and user.id in msg.channel.guild.members

    def messages_in(self, channel: "Channel | str", user: "User | str | None" = None) -> list[Message]:
        """A channel's messages in order: public ones, plus ``user``'s own ephemerals when given."""
        ch = self.channel(channel)
        who = self.user(user) if user is not None else None
        return [m for m in self.by_channel.get(ch.id, []) if not m.deleted and (
            m.ephemeral_for is None or m.ephemeral_for is who)]

    async def delete_message(self, msg: Message) -> None:
        """A message is deleted (by the bot, or by a moderator in a test): gone
        for everyone, and the bot hears MESSAGE_DELETE unless it was ephemeral."""
        msg.deleted = True
        self._touch()
        if msg.ephemeral_for is None:
            data = {"id": str(msg.id), "channel_id": str(msg.channel.id)}
            if msg.channel.guild is not None:
                data["guild_id"] = str(msg.channel.guild.id)
            await self.gateway.dispatch("MESSAGE_DELETE", data)

    def dms(self, user: "User | str") -> list[Message]:
        """The DM conversation between the bot and ``user`` (as the user sees it)."""
        user = self.user(user)
        ch = self.dm_channels.get(user.id)
        return [m for m in self.by_channel.get(ch.id, []) if not m.deleted] if ch else []

    def public_messages(self) -> list[Message]:
        return [m for m in self.store.values() if not m.deleted and m.ephemeral_for is None and not m.channel.is_dm]

    def visible_to(self, user: "User | str") -> list[Message]:
        """Public channel messages in the user's guilds + their own ephemerals + their DMs."""
        user = self.user(user)
        return [m for m in self.store.values() if self.can_see(user, m)]

    def last_message(self, channel: "Channel | str | None" = None, *, user: "User | str | None" = None) -> Message:
        msgs = self.messages_in(channel, user) if channel is not None else [m for m in self.store.values() if not m.deleted]
        assert msgs, "no messages"
        return msgs[-1]

    # -------------------------------------------------------------- calls
    def routes(self, since: int = 0) -> list[str]:
        return [c.route for c in self.calls[since:]]

    def mark(self) -> int:
        """An index into ``calls``; pass it as ``since`` to see only later calls."""
        return len(self.calls)

    def calls_to(self, pattern: str, since: int = 0) -> list[Call]:
        from fnmatch import fnmatchcase

        return [c for c in self.calls[since:] if fnmatchcase(c.route, pattern)]

    def webhook_calls(self, since: int = 0) -> list[Call]:
        """Calls made with a channel webhook's token (interaction follow-ups share
        their routes, ``/webhooks/{application id}/{token}``, and are left out)."""
        return [c for c in self.calls[since:] if "/webhooks/:id/:token" in c.route
                and c.path.split("/")[2] != str(self.app_id)]

    def synced(self, guild: Guild | None = None) -> dict[str, dict[str, Any]]:
        return self.commands.get(guild.id if guild else None, {})

    # -------------------------------------------------------------- faults
    def fail_with_429(self, route: str = "*", *, times: int | None = 1, retry_after: float = 0.05, is_global: bool = False) -> Fault:
        return self.faults.add(Fault("429", route, times, retry_after=retry_after, is_global=is_global))

    def fail_with_500(self, route: str = "*", *, times: int | None = 1) -> Fault:
        return self.faults.add(Fault("500", route, times))

    def slow_down(self, route: str = "*", delay: float = 0.5, *, times: int | None = None) -> Fault:
        return self.faults.add(Fault("slow", route, times, delay=delay))

    def refuse_dm_opens(self, times: int | None = 1) -> Fault:
        """``POST /users/@me/channels`` answers 400 40003 (opening DMs too fast)."""
        return self.faults.add(Fault("dm_open_refused", "POST /users/@me/channels", times))

    def discord_rate_limits(self, per_channel: tuple[int, float] = (5, 5.0), global_per_s: int = 50) -> None:
        """The bot token's limits: its per-channel message buckets and the global 50 requests/s."""
        self.faults.limits = RateLimits(per_channel, global_per_s)

    def webhook_rate_limits(self, per_webhook: tuple[int, float] = (5, 2.0), per_channel: tuple[int, float] = (30, 60.0),
                            per_ip_per_s: int = 50) -> None:
        """Discord's limits on channel webhooks' token calls (``faults.WebhookLimits``):
        per webhook, per channel for webhook messages, and the address's global
        limit for calls without a token. Off unless a test turns them on."""
        self.faults.webhook_limits = WebhookLimits(per_webhook, per_channel, per_ip_per_s)

    async def drop_gateway(self, code: int = 4000, *, shard: int | None = None) -> None:
        await self.gateway.drop(code, shard=shard)

    async def request_reconnect(self, *, resumable: bool = True, shard: int | None = None) -> None:
        """Discord's op 7: the bot must reconnect and resume (see ``Gateway.request_reconnect``);
        ``shard``: that shard's session (default: the latest session)."""
        await self.gateway.request_reconnect(resumable=resumable, shard=shard)

    async def request_heartbeat(self, *, shard: int | None = None) -> int:
        """Discord's op 1: the bot must heartbeat at once (see ``Gateway.request_heartbeat``)."""
        return await self.gateway.request_heartbeat(shard=shard)

    # ------------------------------------------------------------ moderators
    def bot_role(self, guild: Guild | None = None) -> Role:
        """The bot's own role (Administrator in the default world: tests about
        permissions take that away first, or no overwrite applies to the bot)."""
        return (guild or self.guild).roles[2]

    async def grant_bot(self, permissions: int, guild: Guild | None = None) -> None:
        """A moderator adds permissions (e.g. ``MANAGE_WEBHOOKS``) to the bot's role;
        the bot hears GUILD_ROLE_UPDATE. (The default world's role is
        Administrator, which holds every permission already: a test about one
        permission sets the role's permissions first, e.g. to DEFAULT_PERMS.)"""
        await self._set_bot_role(self.bot_role(guild).permissions | permissions, guild)

    async def revoke_bot(self, permissions: int, guild: Guild | None = None) -> None:
        """A moderator takes permissions (e.g. ``MANAGE_WEBHOOKS``) from the bot's
        role; the bot hears GUILD_ROLE_UPDATE. Administrator would keep them all,
        so a role holding it gets every other permission instead (channel
        overwrites then apply to the bot, as to any member)."""
        role = self.bot_role(guild)
        held = ALL_PERMS & ~ADMINISTRATOR if role.permissions & ADMINISTRATOR else role.permissions
        await self._set_bot_role(held & ~permissions, guild)

    async def _set_bot_role(self, permissions: int, guild: Guild | None) -> None:
        g = guild or self.guild
        role = self.bot_role(g)
        role.permissions = permissions
        self._touch()
        await self.gateway.dispatch("GUILD_ROLE_UPDATE", {"guild_id": str(g.id), "role": role.payload()})

    async def set_overwrite(self, channel: "Channel | str", target: "User | Role | str", *, allow: int = 0,
                            deny: int = 0, remove: bool = False) -> None:
        """A moderator edits a channel's permission overwrite for a role or member
        (``remove`` deletes it); every client hears CHANNEL_UPDATE, as on Discord."""
        ch = self.channel(channel)
        assert ch.guild is not None
        who = target if isinstance(target, Role) else self.user(target)
        if remove:
            ch.overwrites.pop(who.id, None)
        else:
            ch.overwrites[who.id] = {"id": str(who.id), "type": 0 if isinstance(who, Role) else 1,
                                     "allow": str(allow), "deny": str(deny)}
        self._touch()
        await self.gateway.dispatch("CHANNEL_UPDATE", ch.payload())

    # ------------------------------------------------------------- waiting
    def _touch(self) -> None:
        self.last_activity = time.monotonic()
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(self, pred: Callable[[], Any], timeout: float = 5.0, what: str = "a condition",
                       poll: float = 0.05) -> Any:
        """``pred`` looked at on every change and at least every ``poll`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            value = pred()
            if value:
                return value
            left = deadline - time.monotonic()
            if left <= 0:
                tail = "\n  ".join(f"{c.route} -> {c.status}" for c in self.calls[-8:])
                raise AssertionError(f"timed out after {timeout}s waiting for {what}; last calls:\n  {tail}")
            try:
                await asyncio.wait_for(self._changed.wait(), min(left, poll))
            except asyncio.TimeoutError:
                pass

    async def settle(self, quiet: float = 0.05, timeout: float = 5.0) -> None:
        """Wait until no request is in flight and nothing has happened for ``quiet``
        seconds, nor over the event loop's next ``SETTLE_TURNS`` turns: bytes already
        in a socket (a request on its way, a gateway event the bot has yet to read)
        are read within those turns however long the process was descheduled,
        which a span of seconds alone does not promise on a loaded machine."""
        deadline = time.monotonic() + timeout
        while True:
            await self.wait_for(lambda: self.inflight == 0 and time.monotonic() - self.last_activity >= quiet,
                                max(0.0, deadline - time.monotonic()), "the bot to go quiet",
                                poll=max(quiet, 0.001))
            seen = self.last_activity
            for _ in range(SETTLE_TURNS):
                await asyncio.sleep(0)
            if self.inflight == 0 and self.last_activity == seen:
                return

    # ------------------------------------------------------------ problems
    def problems(self) -> list[str]:
        out = [f"unhandled route {p.route} ({p.detail})" for p in self.unhandled]
        out += [f"late acknowledgement: {p.detail}" for p in self.late]
        out += [f"double acknowledgement: {p.detail}" for p in self.double_acks]
        out += [f"limit violation on {p.route}: {p.detail}" for p in self.violations]
        out += [f"fake server error: {e}" for e in self.server_errors]
        out += [f"an edit that changed nothing: {c.method} {c.path}" for c in self.wasted_edits]
        out += [f"bot error logged: {line}" for line in self.logs.error_lines()]
        return out

    def take(self, kind: str) -> list[Any]:
        """Return and clear one problem list ("late", "violations", "double_acks", "unhandled", "wasted_edits",
        "bot_errors")."""
        if kind == "bot_errors":
            return self.logs.take_errors()
        items = list(getattr(self, kind))
        getattr(self, kind).clear()
        return items

    # --------------------------------------------------------------- server
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway-ws/"

    async def start(self, port: int = 0) -> "FakeDiscord":
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        app.router.add_route("*", "/api/{tail:.*}", self._rest)
        app.router.add_get("/attachments/{key:.*}", self._attachment)
        app.router.add_get("/gateway-ws/", self.gateway.handle)
        app.router.add_get("/gateway-ws", self.gateway.handle)  # as GET /gateway(/bot) gives it
        app.router.add_get("/", self.gateway.handle)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        sock.listen(4096)
        sock.setblocking(False)
        site = web.SockSite(self._runner, sock, backlog=4096)
        await site.start()
        self.port = sock.getsockname()[1]
        return self

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.files.get(request.match_info["key"])
        return web.Response(body=data) if data is not None else web.Response(status=404)

    async def _read_body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes, str]]]:
        if not request.body_exists:
            return None, []
        ctype = request.content_type
        if ctype.startswith("multipart/"):
            payload: Any = None
            files: list[tuple[str, bytes, str]] = []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    files.append((part.filename or part.name or "file", await part.read(), part.headers.get("Content-Type", "")))
            return payload, files
        raw = await request.read()
        if not raw:
            return None, []
        try:
            return json.loads(raw), []
        except ValueError:
            return raw.decode(errors="replace"), []

    def _interaction_call(self, route: str, path: str) -> bool:
        """An interaction's callback or follow-up (its token routes carry the application's id)."""
        return route.startswith("POST /interactions/") or (
            route.startswith(("POST /webhooks/", "GET /webhooks/", "PATCH /webhooks/", "DELETE /webhooks/"))
            and path.split("/")[2] == str(self.app_id))

    def _reply(self, call: Call, status: int, data: Any, headers: dict[str, str] | None = None) -> web.Response:
        call.status, call.response = status, data
        # a generous synthetic bucket, unless a 429 says which limit it is (a global one names no bucket)
        base = {} if status == 429 else {
            "X-RateLimit-Limit": "10000", "X-RateLimit-Remaining": "9999", "X-RateLimit-Reset-After": "60.000",
            "X-RateLimit-Reset": f"{time.time() + 60:.3f}", "X-RateLimit-Bucket": f"b{abs(hash(call.route)) % 10**8:x}",
        }
        base.update(headers or {})
        if status == 204 or data is None:
            return web.Response(status=204 if status < 300 else status, headers=base)
        return web.Response(status=status, body=json.dumps(data).encode(), content_type="application/json", headers=base)

    async def _rest(self, request: web.Request) -> web.Response:
        method, path = request.method, "/" + request.match_info["tail"]
        route = normalise(method, path)
        call = Call(len(self.calls), self.clock.now(), method, route, path, dict(request.query), None)
        self.calls.append(call)
        self.inflight += 1
        self._touch()
        try:
            call.json, files = await self._read_body(request)
            call.files = [f[0] for f in files]
            handler, params = rest.match(method, path)
            if handler is None:
                self.unhandled.append(Problem("unhandled", route, path, call))
                return self._reply(call, 404, {"message": "404: Not Found", "code": 0})
            if handler.auth and request.headers.get("Authorization") != f"Bot {self.token}":
                return self._reply(call, 401, {"message": "401: Unauthorized", "code": 0})
            if (fault := self.faults.take("slow", route)) is not None:
                await asyncio.sleep(fault.delay)
            if (fault := self.faults.take("429", route)) is not None:
                self.faults.count_429 += 1
                scope = "global" if fault.is_global else "user"
                headers = {"Via": "1.1 google", "Retry-After": str(max(1, round(fault.retry_after))), "X-RateLimit-Scope": scope,
                           "X-RateLimit-Remaining": "0", "X-RateLimit-Reset-After": f"{fault.retry_after:.3f}"}
                if fault.is_global:
                    headers["X-RateLimit-Global"] = "true"
                body = {"message": "You are being rate limited.", "retry_after": fault.retry_after, "global": fault.is_global}
                return self._reply(call, 429, body, headers)
            if self.faults.take("500", route) is not None:
                return self._reply(call, 500, {"message": "500: Internal Server Error", "code": 0})
            unauthenticated = "Authorization" not in request.headers and not self._interaction_call(route, path)
            headers, limited = self.faults.rate_limit(route, path, call.query, self.webhooks,
                                                      unauthenticated=unauthenticated)
            if limited is not None:
                self.faults.count_429 += 1
                return self._reply(call, 429, limited, {**headers, "Via": "1.1 google"})
            status, data = await handler(self, call, files, **params)
            response = self._reply(call, status, data, headers)
            if call.after is not None:
                try:
                    await response.prepare(request)
                    await response.write_eof()
                except ConnectionResetError:
                    pass  # the client hung up (a bot closing its session): the request was still carried out
                call.after()
            return response
        except Exception:
            self.server_errors.append(f"{route}: {traceback.format_exc()}")
            return self._reply(call, 500, {"message": "fake server error", "code": 0})
        finally:
            self.inflight -= 1
            self._touch()
