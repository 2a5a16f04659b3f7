"""Channel webhooks (the Webhook resource): create, list, fetch, delete, execute,
and a webhook's own messages (get, edit, delete).

Interaction follow-ups share the token routes (``/webhooks/{application id}/{token}``):
``rest_interactions`` hands a call to this module when its id is not the
application's. What is modelled, from Discord's Webhook resource docs:

* creating, listing (channel or guild), modifying or deleting one takes Manage
  Webhooks (50013; reading one the application owns does not); creating takes a text channel
  (a thread or a DM: 400 50024), at most 15 per channel (30007) and a name of
  1-80 characters without "clyde" or "discord" (50035); WEBHOOKS_UPDATE follows
  creation and deletion (GUILD_WEBHOOKS intent);
* the token routes need no Authorization; a wrong token answers 401 50027, a
  deleted webhook (or one whose channel is gone) 404 10015;
* ``?thread_id=`` must name a thread of the webhook's channel (10003); posting
  unarchives it, a locked archived thread refuses (50083: a webhook holds no
  Manage Threads); a message in a thread is found only with its ``thread_id``
  (10008 without);
* only an application-owned webhook sends interactive components; another's
  components are dropped unless ``with_components`` is set, and then only
  non-interactive ones are taken (else 50035);
* a webhook message is the webhook's, not the bot's: the bot's own
  ``PATCH /channels/{id}/messages/{id}`` gets 50005. Messages from a webhook
  the bot created count as the bot's for the fake's readers (``FakeDiscord.sent_by_bot``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .limits import check_webhook_name, interactive
from .model import User
from .permissions import MANAGE_WEBHOOKS, THREAD_TYPES, VIEW_CHANNEL
from .rest import (
    ARCHIVED, INVALID_TOKEN, MISSING_PERMISSIONS, UNKNOWN_CHANNEL, UNKNOWN_MESSAGE, UNKNOWN_WEBHOOK, Files,
    build_message, echo, edit_message, err, lacks, route, violation,
)

if TYPE_CHECKING:
    from .model import Channel, Message, Webhook
    from .server import Call, FakeDiscord

MAX_PER_CHANNEL = 15
WRONG_CHANNEL_TYPE = err(400, 50024, "Cannot execute action on this channel type")
SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, COMPONENTS_V2 = 1 << 2, 1 << 12, 1 << 15
EXECUTE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | COMPONENTS_V2  # the only flags Execute Webhook takes
EDIT_FLAGS = SUPPRESS_EMBEDS | COMPONENTS_V2


def _true(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true")


async def _webhooks_update(fake: "FakeDiscord", channel: "Channel") -> None:
    assert channel.guild is not None
    await fake.gateway.dispatch("WEBHOOKS_UPDATE", {"guild_id": str(channel.guild.id), "channel_id": str(channel.id)})


def _by_id(fake: "FakeDiscord", wid: str) -> "Webhook | None":
    hook = fake.webhooks.get(int(wid))
    return hook if hook is not None and hook.channel.id in fake.channels else None


def _by_token(fake: "FakeDiscord", wid: str, token: str) -> "Webhook | tuple[int, Any]":
    hook = _by_id(fake, wid)
    if hook is None:
        return UNKNOWN_WEBHOOK
    return hook if token == hook.token else INVALID_TOKEN


def _place(fake: "FakeDiscord", hook: "Webhook", call: "Call") -> "Channel | tuple[int, Any]":
    """Where a token call acts: the webhook's channel, or the thread of it ``thread_id`` names."""
    tid = call.query.get("thread_id")
    if not tid:
        return hook.channel
    thread = fake.channels.get(int(tid)) if tid.isdigit() else None
    if thread is None or thread.type not in THREAD_TYPES or thread.parent_id != hook.channel.id:
        return UNKNOWN_CHANNEL
    return thread


def _components_problems(hook: "Webhook", body: dict[str, Any], call: "Call") -> dict[str, str]:
    """Application-owned webhooks always send components; others only with
    ``with_components``, and only non-interactive ones (their components are
    otherwise ignored: dropped from ``body`` here)."""
    if hook.application_id is not None or "components" not in body:
        return {}
    if not _true(call.query.get("with_components")):
        body.pop("components")
        return {}
    if interactive(body.get("components") or []):
        return {"components": "Interactive components can only be sent by application-owned webhooks."}
    return {}


def _flags_problems(body: dict[str, Any], allowed: int) -> dict[str, str]:
    flags = int(body.get("flags") or 0)
    return {"flags": f"Only flags {allowed} can be set on a webhook message."} if flags & ~allowed else {}


# ------------------------------------------------------------------ the webhook itself (bot auth)
def _managed_channel(fake: "FakeDiscord", cid: str) -> Any:
    """The guild channel (not a thread) whose webhooks the bot may manage, or the error Discord answers."""
    ch = fake.channels.get(int(cid))
    if ch is None:
        return UNKNOWN_CHANNEL
    if ch.guild is None or ch.type in THREAD_TYPES:
        return WRONG_CHANNEL_TYPE
    if lacks(fake, ch, VIEW_CHANNEL | MANAGE_WEBHOOKS):
        return MISSING_PERMISSIONS
    return ch


@route("POST", r"channels/(?P<cid>\d+)/webhooks")
async def create_webhook(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    ch = _managed_channel(fake, cid)
    if isinstance(ch, tuple):
        return ch
    body = call.json or {}
    if (problems := check_webhook_name(body.get("name"))):
        return violation(fake, call, problems)
    if len(fake.webhooks_in(ch)) >= MAX_PER_CHANNEL:
        return err(400, 30007, f"Maximum number of webhooks reached ({MAX_PER_CHANNEL})")
    hook = fake.add_webhook(ch, body["name"])
    await _webhooks_update(fake, ch)
    return 200, hook.payload()


@route("GET", r"channels/(?P<cid>\d+)/webhooks")
async def channel_webhooks(fake: "FakeDiscord", call: "Call", files: Files, cid: str) -> tuple[int, Any]:
    ch = _managed_channel(fake, cid)
    if isinstance(ch, tuple):
        return ch
    return 200, [h.payload() for h in fake.webhooks_in(ch)]


@route("GET", r"guilds/(?P<gid>\d+)/webhooks")
async def guild_webhooks(fake: "FakeDiscord", call: "Call", files: Files, gid: str) -> tuple[int, Any]:
    guild = fake.guild_by_id(int(gid))
    if guild is None:
        return err(404, 10004, "Unknown Guild")
    if not guild.permissions_of(fake.bot_user) & MANAGE_WEBHOOKS:  # guild-wide: the role's, no overwrite
        return MISSING_PERMISSIONS
    return 200, [h.payload() for h in fake.webhooks.values()
                 if h.channel.guild is guild and h.channel.id in fake.channels]


@route("GET", r"webhooks/(?P<wid>\d+)")
async def get_webhook(fake: "FakeDiscord", call: "Call", files: Files, wid: str) -> tuple[int, Any]:
    hook = _by_id(fake, wid)
    if hook is None:
        return UNKNOWN_WEBHOOK
    # Manage Webhooks, unless the application asking owns the webhook.
    if hook.application_id != fake.app_id and lacks(fake, hook.channel, MANAGE_WEBHOOKS):
        return MISSING_PERMISSIONS
    return 200, hook.payload()


def _managed_hook(fake: "FakeDiscord", wid: str) -> Any:
    """A webhook the bot may delete or change (Manage Webhooks in its channel), or the error Discord answers."""
    hook = _by_id(fake, wid)
    if hook is None:
        return UNKNOWN_WEBHOOK
    return MISSING_PERMISSIONS if lacks(fake, hook.channel, MANAGE_WEBHOOKS) else hook


@route("DELETE", r"webhooks/(?P<wid>\d+)")
async def delete_webhook(fake: "FakeDiscord", call: "Call", files: Files, wid: str) -> tuple[int, Any]:
    hook = _managed_hook(fake, wid)
    if isinstance(hook, tuple):
        return hook
    await _forget(fake, hook)
    return 204, None


@route("PATCH", r"webhooks/(?P<wid>\d+)")
async def modify_webhook(fake: "FakeDiscord", call: "Call", files: Files, wid: str) -> tuple[int, Any]:
    hook = _managed_hook(fake, wid)
    if isinstance(hook, tuple):
        return hook
    body = call.json or {}
    moved = None
    if body.get("channel_id") is not None:
        moved = fake.channels.get(int(body["channel_id"]))
        if moved is None or moved.guild is not hook.channel.guild:
            return UNKNOWN_CHANNEL
        if moved.type in THREAD_TYPES:
            return WRONG_CHANNEL_TYPE
        if lacks(fake, moved, MANAGE_WEBHOOKS):
            return MISSING_PERMISSIONS
    return await _modify(fake, hook, body, call, moved)


@route("PATCH", r"webhooks/(?P<wid>\d+)/(?P<token>[^/]+)", auth=False)
async def modify_webhook_with_token(fake: "FakeDiscord", call: "Call", files: Files, wid: str,
                                    token: str) -> tuple[int, Any]:
    hook = _by_token(fake, wid, token)
    if isinstance(hook, tuple):
        return hook
    body = call.json or {}
    if "channel_id" in body:  # "does not accept a channel_id parameter"
        return violation(fake, call, {"channel_id": "Modify Webhook with Token cannot move a webhook."})
    status, data = await _modify(fake, hook, body, call, None)
    return status, ({k: v for k, v in data.items() if k != "user"} if status == 200 else data)


async def _modify(fake: "FakeDiscord", hook: "Webhook", body: dict[str, Any], call: "Call",
                  moved: "Channel | None") -> tuple[int, Any]:
    if "name" in body and (problems := check_webhook_name(body["name"])):
        return violation(fake, call, problems)
    hook.name = body.get("name", hook.name)
    old, hook.channel = hook.channel, moved or hook.channel
    fake.webhooks.moved(hook)
    fake._touch()
    await _webhooks_update(fake, hook.channel)
    if hook.channel is not old:
        await _webhooks_update(fake, old)
    return 200, hook.payload()


async def _forget(fake: "FakeDiscord", hook: "Webhook") -> None:
    fake.deleted_webhooks.append(fake.webhooks.pop(hook.id))
    fake._touch()
    await _webhooks_update(fake, hook.channel)


# ------------------------------------------------------------------ with the token (no auth)
@route("GET", r"webhooks/(?P<wid>\d+)/(?P<token>[^/]+)", auth=False)
async def get_webhook_with_token(fake: "FakeDiscord", call: "Call", files: Files, wid: str, token: str) -> tuple[int, Any]:
    hook = _by_token(fake, wid, token)
    return hook if isinstance(hook, tuple) else (200, hook.payload(with_user=False))


@route("DELETE", r"webhooks/(?P<wid>\d+)/(?P<token>[^/]+)", auth=False)
async def delete_webhook_with_token(fake: "FakeDiscord", call: "Call", files: Files, wid: str, token: str) -> tuple[int, Any]:
    hook = _by_token(fake, wid, token)
    if isinstance(hook, tuple):
        return hook
    await _forget(fake, hook)
    return 204, None


async def execute(fake: "FakeDiscord", call: "Call", files: Files, wid: str, token: str) -> tuple[int, Any]:
    """POST /webhooks/{id}/{token} (routed through ``rest_interactions.followup``)."""
    hook = _by_token(fake, wid, token)
    if isinstance(hook, tuple):
        return hook
    place = _place(fake, hook, call)
    if isinstance(place, tuple):
        return place
    body = dict(call.json or {})
    problems = _components_problems(hook, body, call) | _flags_problems(body, EXECUTE_FLAGS)
    if body.get("username") is not None:
        problems |= check_webhook_name(body["username"], "username")
    if problems:
        return violation(fake, call, problems)
    if place.archived and place.locked:
        return ARCHIVED
    author = User(hook.id, body.get("username") or hook.name, bot=True)
    msg = build_message(fake, place, body, files, call, author=author, webhook=hook)
    if isinstance(msg, tuple):
        return msg
    if place.archived:  # "The thread will automatically be unarchived" (Execute Webhook, thread_id)
        place.archived = False
        await fake.gateway.dispatch("THREAD_UPDATE", place.payload())
    await echo(fake, "MESSAGE_CREATE", msg)
    return (200, msg.payload(fake.bot_user)) if _true(call.query.get("wait")) else (204, None)


def _own_message(fake: "FakeDiscord", call: "Call", wid: str, token: str, mid: str) -> "Message | tuple[int, Any]":
    """A message this webhook sent, found where ``thread_id`` says (the channel without it)."""
    hook = _by_token(fake, wid, token)
    if isinstance(hook, tuple):
        return hook
    place = _place(fake, hook, call)
    if isinstance(place, tuple):
        return place
    msg = fake.store.get(int(mid)) if mid.isdigit() else None
    if msg is None or msg.deleted or msg.webhook is not hook or msg.channel is not place:
        return UNKNOWN_MESSAGE
    return msg


async def get_message(fake: "FakeDiscord", call: "Call", files: Files, wid: str, token: str, mid: str) -> tuple[int, Any]:
    msg = _own_message(fake, call, wid, token, mid)
    return msg if isinstance(msg, tuple) else (200, msg.payload(fake.bot_user))


async def edit(fake: "FakeDiscord", call: "Call", files: Files, wid: str, token: str, mid: str) -> tuple[int, Any]:
    msg = _own_message(fake, call, wid, token, mid)
    if isinstance(msg, tuple):
        return msg
    assert msg.webhook is not None
    body = dict(call.json or {})
    if (problems := _components_problems(msg.webhook, body, call) | _flags_problems(body, EDIT_FLAGS)):
        return violation(fake, call, problems)
    if msg.channel.archived:  # as for the bot's own edits: not until the thread is unarchived
        return ARCHIVED
    # Outside the global limit, yet it spends the webhook's bucket: an edit that changes nothing is wasted.
    if (problem := edit_message(fake, msg, body, files, call, spends=True)) is not None:
        return problem
    await echo(fake, "MESSAGE_UPDATE", msg)
    return 200, msg.payload(fake.bot_user)


async def delete_message(fake: "FakeDiscord", call: "Call", files: Files, wid: str, token: str, mid: str) -> tuple[int, Any]:
    msg = _own_message(fake, call, wid, token, mid)
    if isinstance(msg, tuple):
        return msg
    await fake.delete_message(msg)
    return 204, None
