"""REST v10 route handlers. Each returns ``(status, json_or_None)``.

Interaction callbacks and webhook (followup / @original) routes live in
``rest_interactions.py``; both register into the same table here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from .command_rules import check_command, check_commands
from .faults import globally_limited
from .limits import check_message, check_thread_name, error_body
from .model import HAS_THREAD
from .permissions import (
    CREATE_PRIVATE_THREADS, CREATE_PUBLIC_THREADS, MANAGE_MESSAGES, MANAGE_ROLES, MANAGE_THREADS,
    READ_MESSAGE_HISTORY, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL, ATTACH_FILES, EMBED_LINKS, missing, post_needs,
)

if TYPE_CHECKING:
    from .model import Channel, Interaction, Message, User, Webhook
    from .server import Call, FakeDiscord

Files = list[tuple[str, bytes, str]]
Handler = Callable[..., Awaitable[tuple[int, Any]]]
_TABLE: list[tuple[str, re.Pattern[str], Handler]] = []


def route(method: str, pattern: str, *, auth: bool = True) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        fn.auth = auth  # type: ignore[attr-defined]
        _TABLE.append((method, re.compile(f"^/{pattern}$"), fn))
        return fn

    return deco


def match(method: str, path: str) -> tuple[Handler | None, dict[str, str]]:
    for m, rx, fn in _TABLE:
        if m == method and (hit := rx.match(path)):
            return fn, hit.groupdict()
    return None, {}


def err(status: int, code: int, message: str) -> tuple[int, dict[str, Any]]:
    return status, {"code": code, "message": message}


UNKNOWN_CHANNEL = err(404, 10003, "Unknown Channel")
UNKNOWN_MESSAGE = err(404, 10008, "Unknown Message")
MISSING_PERMISSIONS = err(403, 50013, "Missing Permissions")
UNKNOWN_WEBHOOK = err(404, 10015, "Unknown Webhook")
INVALID_TOKEN = err(401, 50027, "Invalid Webhook Token")


def lacks(fake: "FakeDiscord", channel: "Channel", needed: int) -> bool:
    """Whether the bot lacks any of ``needed`` in a guild channel (DMs need none).
    Only the bot's own REST routes ask: interaction callbacks and followups go
    through the interaction's webhook, which Discord does not hold to the bot's
    channel permissions (discord-api-docs issue #2330: "working as intended")."""
    return channel.guild is not None and bool(missing(channel, fake.bot_user, needed))


# ------------------------------------------------------------------ message helpers
def build_message(fake: "FakeDiscord", channel: "Channel", body: dict[str, Any], files: Files, call: "Call", *,
                  interaction: "Interaction | None" = None, extra_flags: int = 0, author: "User | None" = None,
                  webhook: "Webhook | None" = None) -> "tuple[int, Any] | Message":
    """Validate and store a message the bot sends (or one of its channel webhooks,
    as ``author``); a violation answers 400 50035 and is recorded."""
    body = body or {}
    flags = int(body.get("flags") or 0) | extra_flags
    attachments = new_attachments(fake, channel, body, files)
    candidate = {**body, "flags": flags, "attachments": attachments}
    problems = check_message(candidate, creating=not extra_flags)
    if problems:
        return violation(fake, call, problems)
    from .model import EPHEMERAL

    ephemeral_for = interaction.user if interaction is not None and flags & EPHEMERAL else None
    ref = body.get("message_reference")
    return fake.new_message(
        channel, author or fake.bot_user, webhook=webhook, content=body.get("content") or "",
        embeds=list(body.get("embeds") or []), components=list(body.get("components") or []), attachments=attachments,
        flags=flags,
        ephemeral_for=ephemeral_for, interaction=interaction,
        reference={"message_id": str(ref["message_id"]), "channel_id": str(channel.id)} if ref else None,
    )


def edit_message(fake: "FakeDiscord", msg: "Message", body: dict[str, Any], files: Files, call: "Call", *,
                 spends: bool | None = None) -> "tuple[int, Any] | None":
    """Apply a PATCH to a stored message; returns an error answer or None.
    ``spends``: whether the call spends a rate limit, so that an edit changing
    nothing is wasted (default: whether it counts against the global limit)."""
    from .model import EPHEMERAL, LOADING

    body = body or {}
    new = {
        "content": msg.content, "embeds": msg.embeds, "components": msg.components,
        "flags": (msg.flags & (EPHEMERAL | LOADING)), "attachments": msg.attachments,
    }
    for key in ("content", "embeds", "components"):
        if key in body:
            new[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
    if body.get("flags") is not None:
        new["flags"] = int(body["flags"]) | (msg.flags & EPHEMERAL)
    if "attachments" in body and body["attachments"] is not None:
        keep = {str(a.get("id")) for a in body["attachments"]}
        new["attachments"] = [a for a in msg.attachments if a["id"] in keep]
    new["attachments"] = new["attachments"] + new_attachments(fake, msg.channel, body, files)
    new["flags"] &= ~LOADING
    problems = check_message(new, creating=False)
    if problems:
        return violation(fake, call, problems)
    # An interaction's answer is owed and free even when it changes nothing.
    unchanged = (new["content"] or "", list(new["embeds"]), list(new["components"]), new["attachments"]) == (
        msg.content, msg.embeds, msg.components, msg.attachments)
    if unchanged and (globally_limited(call.route) if spends is None else spends):
        fake.wasted_edits.append(call)
    msg.history.append(msg.payload(fake.bot_user))
    msg.content = new["content"] or ""
    msg.embeds, msg.components = list(new["embeds"]), list(new["components"])
    msg.flags, msg.attachments = new["flags"], new["attachments"]
    msg.edited_timestamp = fake.clock.iso()
    fake._touch()
    return None


def new_attachments(fake: "FakeDiscord", channel: "Channel", body: dict[str, Any], files: Files) -> list[dict[str, Any]]:
    out = []
    described = {str(a.get("id")): a for a in (body or {}).get("attachments") or []}
    for i, (filename, data, ctype) in enumerate(files):
        aid = str(fake.ids.next())
        meta = described.get(str(i), {})
        name = meta.get("filename") or filename
        key = f"{channel.id}/{aid}/{name}"
        fake.files[key] = data
        url = f"{fake.base_url}/attachments/{key}"
        out.append({"id": aid, "filename": name, "size": len(data), "url": url, "proxy_url": url,
                    "content_type": ctype or None, "description": meta.get("description"), "ephemeral": False})
    return out


def violation(fake: "FakeDiscord", call: "Call", problems: dict[str, str]) -> tuple[int, Any]:
    from .server import Problem

    fake.violations.append(Problem("violation", call.route, problems, call))
    return 400, error_body(problems)


async def echo(fake: "FakeDiscord", event: str, msg: "Message") -> None:
    """Non-ephemeral bot messages come back over the gateway, as on Discord."""
    if msg.ephemeral_for is None and not msg.ephemeral:
        await fake.gateway.dispatch(event, msg.payload(fake.bot_user))


# ------------------------------------------------------------------ login, gateway
@route("GET", r"users/@me")
async def get_me(fake: "FakeDiscord", call: "Call", files: Files) -> tuple[int, Any]:
    return 200, fake.bot_payload()


@route("GET", r"users/(?P<uid>\d+)")
async def get_user(fake: "FakeDiscord", call: "Call", files: Files, uid: str) -> tuple[int, Any]:
    user = next((u for u in fake.users.values() if u.id == int(uid)), None)
    if int(uid) == fake.bot_user.id:
        user = fake.bot_user
    return (200, user.payload()) if user else err(404, 10013, "Unknown User")


@route("GET", r"oauth2/applications/@me")
async def app_info(fake: "FakeDiscord", call: "Call", files: Files) -> tuple[int, Any]:
    return 200, {
        "id": str(fake.app_id), "name": fake.bot_user.name, "description": "", "icon": None, "bot_public": True,
        "bot_require_code_grant": False, "owner": fake.app_owner.payload(), "verify_key": "0" * 64, "flags": 0,
        "team": None, "interactions_endpoint_url": None, "rpc_origins": [], "summary": "", "bot": fake.bot_payload(),
    }


@route("GET", r"gateway")
async def gateway(fake: "FakeDiscord", call: "Call", files: Files) -> tuple[int, Any]:
    return 200, {"url": fake.ws_url.rstrip("/")}


@route("GET", r"gateway/bot")
async def gateway_bot(fake: "FakeDiscord", call: "Call", files: Files) -> tuple[int, Any]:
    """Discord's recommended shard count (about one shard per 1,000 guilds) and the session start limit."""
    shards = fake.recommended_shards or max(1, -(-len(fake.bot_guilds()) // 1000))
    return 200, {"url": fake.ws_url.rstrip("/"), "shards": shards, "session_start_limit": {
        "total": 1000, "remaining": max(0, 1000 - fake.gateway.identifies), "reset_after": 24 * 3600 * 1000,
        "max_concurrency": fake.gateway.max_concurrency}}


# ------------------------------------------------------------------ application commands
_CMD = r"applications/(?P<app>\d+)(?:/guilds/(?P<gid>\d+))?/commands"


def _store_command(fake: "FakeDiscord", gid: str | None, body: dict[str, Any]) -> dict[str, Any]:
    key = int(gid) if gid else None
    table = fake.commands.setdefault(key, {})
    old = table.get(body["name"])
    cmd = {"type": 1, "description": "", "options": [], "default_member_permissions": None, "nsfw": False, **body,
           "id": old["id"] if old else str(fake.ids.next()), "application_id": str(fake.app_id),
           "version": str(fake.ids.next())}
    if key is not None:
        cmd["guild_id"] = str(key)
    table[cmd["name"]] = cmd
    return cmd


@route("PUT", _CMD)
async def put_commands(fake: "FakeDiscord", call: "Call", files: Files, app: str, gid: str | None = None) -> tuple[int, Any]:
    if int(app) != fake.app_id:
        return err(403, 50001, "Missing Access")
    if (problems := check_commands(call.json)):
        return violation(fake, call, problems)  # refused whole: nothing is stored
    old = fake.commands.get(int(gid) if gid else None, {})
    fresh: dict[str, dict[str, Any]] = {}
    fake.commands[int(gid) if gid else None] = fresh
    for body in call.json or []:
        if body["name"] in old:
            fresh[body["name"]] = old[body["name"]]
        _store_command(fake, gid, body)
    fake.command_puts.append((int(gid) if gid else None, [c["name"] for c in call.json or []]))
    return 200, list(fresh.values())


@route("GET", _CMD)
async def get_commands(fake: "FakeDiscord", call: "Call", files: Files, app: str, gid: str | None = None) -> tuple[int, Any]:
    return 200, list(fake.commands.get(int(gid) if gid else None, {}).values())


@route("POST", _CMD)
async def post_command(fake: "FakeDiscord", call: "Call", files: Files, app: str, gid: str | None = None) -> tuple[int, Any]:
    problems: dict[str, str] = {}
    check_command(call.json, "_root", problems)
    if problems:
        return violation(fake, call, problems)
    return 201, _store_command(fake, gid, call.json)


# ------------------------------------------------------------------ users, DMs, guilds, channels
@route("POST", r"users/@me/channels")
async def open_dm(fake: "FakeDiscord", call: "Call", files: Files) -> tuple[int, Any]:
    if fake.faults.take("dm_open_refused", call.route) is not None:
        return err(400, 40003, "You are opening direct messages too fast.")
    rid = int((call.json or {}).get("recipient_id", 0))
    user = next((u for u in fake.users.values() if u.id == rid), None)
    if user is None:
        return err(400, 50033, "Invalid Recipient(s)")
    fake.dm_opens += 1
    return 200, fake.dm_channel(user).payload()


@route("GET", r"guilds/(?P<gid>\d+)")
async def get_guild(fake: "FakeDiscord", call: "Call", files: Files, gid: str) -> tuple[int, Any]:
    guild = fake.guild_by_id(int(gid))
    return (200, guild.create_payload()) if guild else err(404, 10004, "Unknown Guild")


@route("GET", r"guilds/(?P<gid>\d+)/channels")
async def get_guild_channels(fake: "FakeDiscord", call: "Call", files: Files, gid: str) -> tuple[int, Any]:
    guild = fake.guild_by_id(int(gid))
    return (200, [c.payload() for c in guild.channels]) if guild else err(404, 10004, "Unknown Guild")


@route("GET", r"guilds/(?P<gid>\d+)/members/(?P<uid>\d+)")
async def get_member(fake: "FakeDiscord", call: "Call", files: Files, gid: str, uid: str) -> tuple[int, Any]:
    guild = fake.guild_by_id(int(gid))
    if guild is None:
        return err(404, 10004, "Unknown Guild")
    user = guild.members.get(int(uid))
    return (200, guild.member_payload(user)) if user else err(404, 10007, "Unknown Member")


@route("GET", r"channels/(?P<cid>\d+)")
async def get_channel(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    ch = fake.channels.get(int(cid))
    return (200, ch.payload()) if ch else UNKNOWN_CHANNEL


@route("POST", r"channels/(?P<cid>\d+)/typing")
async def typing(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    return (204, None) if int(cid) in fake.channels else UNKNOWN_CHANNEL


@route("POST", r"channels/(?P<cid>\d+)(?:/messages/(?P<mid>\d+))?/threads")
async def create_thread(fake: "FakeDiscord", call: "Call", files: Files, cid: str, mid: str | None = None) -> tuple[int, Any]:
    parent = fake.channels.get(int(cid))
    if parent is None or parent.guild is None:
        return UNKNOWN_CHANNEL
    body = call.json or {}
    if (problems := check_thread_name(body.get("name"))):
        return violation(fake, call, problems)
    archive_after = body.get("auto_archive_duration", 1440)
    if archive_after not in ARCHIVE_DURATIONS:
        return violation(fake, call, {"auto_archive_duration": f"must be one of {ARCHIVE_DURATIONS}"})
    # A thread started from a message is public and takes the message's id;
    # a message starts at most one thread (Discord: 160004).
    kind = 11 if mid is not None else body.get("type", 12)
    if lacks(fake, parent, VIEW_CHANNEL | (CREATE_PRIVATE_THREADS if kind == 12 else CREATE_PUBLIC_THREADS)):
        return MISSING_PERMISSIONS
    starter = None
    if mid is not None:
        starter = next((m for m in fake.by_channel.get(parent.id, []) if m.id == int(mid)), None)
        if starter is None:
            return UNKNOWN_MESSAGE
        if int(mid) in fake.channels:
            return err(400, 160004, "A thread has already been created for this message")
    thread = fake.add_channel(parent.guild, body.get("name", "thread"), type=kind, parent_id=parent.id,
                              channel_id=int(mid) if mid is not None else None)
    if starter is not None:
        starter.flags |= HAS_THREAD
    thread.owner_id = fake.bot_user.id
    thread.auto_archive_duration = archive_after
    thread.thread_members.add(fake.bot_user.id)
    payload = thread.payload()
    await fake.gateway.dispatch("THREAD_CREATE", {**payload, "newly_created": True})
    return 201, payload


ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes, the only values Discord takes
ARCHIVED = err(400, 50083, "Thread is archived")


@route("PATCH", r"channels/(?P<cid>\d+)")
async def patch_channel(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    """Only what the bot does to a thread: unarchive it (or archive, lock,
    rename). Discord: unarchiving needs Send Messages in Threads, and Manage
    Threads when the thread is locked."""
    ch = fake.channels.get(int(cid))
    if ch is None:
        return UNKNOWN_CHANNEL
    body = call.json or {}
    if ch.type not in (10, 11, 12) or not set(body) <= {"archived", "locked", "name", "auto_archive_duration"}:
        return violation(fake, call, {"body": "the loopback edits only threads' archived, locked, name, auto_archive_duration"})
    needed = VIEW_CHANNEL | SEND_MESSAGES_IN_THREADS | (MANAGE_THREADS if ch.locked or "locked" in body else 0)
    if lacks(fake, ch, needed):
        return MISSING_PERMISSIONS
    if body.get("auto_archive_duration", ch.auto_archive_duration) not in ARCHIVE_DURATIONS:
        return violation(fake, call, {"auto_archive_duration": f"must be one of {ARCHIVE_DURATIONS}"})
    if "name" in body and (problems := check_thread_name(body["name"])):
        return violation(fake, call, problems)
    ch.archived = bool(body.get("archived", ch.archived))
    ch.locked = bool(body.get("locked", ch.locked))
    ch.name = body.get("name", ch.name)
    ch.auto_archive_duration = body.get("auto_archive_duration", ch.auto_archive_duration)
    payload = ch.payload()
    await fake.gateway.dispatch("THREAD_UPDATE", payload)
    return 200, payload


@route("PUT", r"channels/(?P<cid>\d+)/permissions/(?P<oid>\d+)")
async def put_overwrite(fake: "FakeDiscord", call: "Call", files: Files, cid: str, oid: str) -> tuple[int, Any]:
    return await _set_overwrite(fake, cid, oid, call.json or {})


@route("DELETE", r"channels/(?P<cid>\d+)/permissions/(?P<oid>\d+)")
async def delete_overwrite(fake: "FakeDiscord", call: "Call", files: Files, cid: str, oid: str) -> tuple[int, Any]:
    return await _set_overwrite(fake, cid, oid, None)


async def _set_overwrite(fake: "FakeDiscord", cid: str, oid: str, body: dict[str, Any] | None) -> tuple[int, Any]:
    """Editing a guild channel's overwrites takes Manage Roles; Discord then
    tells every client with CHANNEL_UPDATE."""
    ch = fake.channels.get(int(cid))
    if ch is None or ch.guild is None:
        return UNKNOWN_CHANNEL
    if lacks(fake, ch, VIEW_CHANNEL | MANAGE_ROLES):
        return MISSING_PERMISSIONS
    if body is None:
        ch.overwrites.pop(int(oid), None)
    else:
        ch.overwrites[int(oid)] = {"id": oid, "type": int(body.get("type", 1)),
                                   "allow": str(body.get("allow", "0")), "deny": str(body.get("deny", "0"))}
    fake._touch()
    await fake.gateway.dispatch("CHANNEL_UPDATE", ch.payload())
    return 204, None


@route("PUT", r"channels/(?P<cid>\d+)/thread-members/(?P<uid>\d+)")
async def add_thread_member(fake: "FakeDiscord", call: "Call", files: Files, cid: str, uid: str) -> tuple[int, Any]:
    return _thread_member(fake, cid, uid, add=True)


@route("DELETE", r"channels/(?P<cid>\d+)/thread-members/(?P<uid>\d+)")
async def remove_thread_member(fake: "FakeDiscord", call: "Call", files: Files, cid: str, uid: str) -> tuple[int, Any]:
    return _thread_member(fake, cid, uid, add=False)


def _thread_member(fake: "FakeDiscord", cid: str, uid: str, *, add: bool) -> tuple[int, Any]:
    thread = fake.channels.get(int(cid))
    if thread is None or thread.type not in (10, 11, 12):
        return UNKNOWN_CHANNEL
    if thread.guild is None or int(uid) not in thread.guild.members:
        return err(404, 10007, "Unknown Member")
    if fake.bot_user.id not in thread.thread_members:
        return MISSING_PERMISSIONS
    if add:
        thread.thread_members.add(int(uid))
    else:
        thread.thread_members.discard(int(uid))
    fake._touch()
    return 204, None


@route("POST", r"channels/(?P<cid>\d+)/messages")
async def send_message(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    ch = fake.channels.get(int(cid))
    if ch is None:
        return UNKNOWN_CHANNEL
    if ch.is_dm and ch.recipient is not None and ch.recipient.dms_closed:
        return err(403, 50007, "Cannot send messages to this user")
    if lacks(fake, ch, post_needs(ch, embeds=bool((call.json or {}).get("embeds")), files=bool(files))):
        return MISSING_PERMISSIONS
    if ch.archived and ch.locked and lacks(fake, ch, MANAGE_THREADS):
        return ARCHIVED
    msg = build_message(fake, ch, call.json, files, call)
    if isinstance(msg, tuple):
        return msg
    if ch.archived:  # Discord: a message unarchives a thread that is not locked
        ch.archived = False
        await fake.gateway.dispatch("THREAD_UPDATE", ch.payload())
    await echo(fake, "MESSAGE_CREATE", msg)
    return 200, msg.payload(fake.bot_user)


def _channel_message(fake: "FakeDiscord", cid: str, mid: str) -> "Message | None":
    msg = fake.store.get(int(mid))
    if msg is None or msg.deleted or msg.channel.id != int(cid) or msg.ephemeral_for is not None:
        return None
    return msg


@route("GET", r"channels/(?P<cid>\d+)/messages")
async def history(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    ch = fake.channels.get(int(cid))
    if ch is None:
        return UNKNOWN_CHANNEL
    if lacks(fake, ch, VIEW_CHANNEL):
        return MISSING_PERMISSIONS
    if lacks(fake, ch, READ_MESSAGE_HISTORY):
        return 200, []  # the docs: "no messages will be returned"
    limit = int(call.query.get("limit", 50))
    before = int(call.query.get("before", 0)) or None
    after = int(call.query.get("after", 0))
    msgs = [m for m in fake.by_channel.get(int(cid), []) if not m.deleted and m.ephemeral_for is None
            and (before is None or m.id < before) and m.id > after]
    return 200, [m.payload(fake.bot_user) for m in reversed(msgs)][:limit]


@route("GET", r"channels/(?P<cid>\d+)/messages/(?P<mid>\d+)")
async def get_message(fake: "FakeDiscord", call: "Call", files: Files, cid: str, mid: str) -> tuple[int, Any]:
    msg = _channel_message(fake, cid, mid)
    if msg is not None and lacks(fake, msg.channel, VIEW_CHANNEL | READ_MESSAGE_HISTORY):
        return MISSING_PERMISSIONS
    return (200, msg.payload(fake.bot_user)) if msg else UNKNOWN_MESSAGE


@route("PATCH", r"channels/(?P<cid>\d+)/messages/(?P<mid>\d+)")
async def patch_message(fake: "FakeDiscord", call: "Call", files: Files, cid: str, mid: str) -> tuple[int, Any]:
    msg = _channel_message(fake, cid, mid)
    if msg is None:
        return UNKNOWN_MESSAGE
    if msg.author is not fake.bot_user:
        return err(403, 50005, "Cannot edit a message authored by another user")
    # Editing one's own message survives a denied Send Messages; only losing
    # View Channel stops it (Discord staff on discord-api-docs issue #3096).
    # What an edit adds (embeds, files) is held to the rules for posting them.
    body = call.json or {}
    if lacks(fake, msg.channel, VIEW_CHANNEL | (EMBED_LINKS if body.get("embeds") else 0)
             | (ATTACH_FILES if files else 0)):
        return MISSING_PERMISSIONS
    if msg.channel.archived:  # an archived thread's messages cannot be edited until it is unarchived
        return ARCHIVED
    if (problem := edit_message(fake, msg, call.json, files, call)) is not None:
        return problem
    await echo(fake, "MESSAGE_UPDATE", msg)
    return 200, msg.payload(fake.bot_user)


@route("DELETE", r"channels/(?P<cid>\d+)/messages/(?P<mid>\d+)")
async def delete_message(fake: "FakeDiscord", call: "Call", files: Files, cid: str, mid: str) -> tuple[int, Any]:
    msg = _channel_message(fake, cid, mid)
    if msg is None:
        return UNKNOWN_MESSAGE
    # Another's message (a member's, a webhook's) takes Manage Messages (Delete Message in the docs).
    if msg.author is not fake.bot_user and lacks(fake, msg.channel, MANAGE_MESSAGES):
        return MISSING_PERMISSIONS
    await fake.delete_message(msg)
    return 204, None


from . import rest_interactions, rest_webhooks  # noqa: E402,F401  (register their routes)
