"""Interaction callbacks, followups and @original edits, with Discord's timing rules.

The token routes are shared with channel webhooks: a call whose id is not the
application's goes to ``rest_webhooks``.

* acknowledge within ``fake.ack_deadline`` (3 s) or get 404 10062 (recorded in ``fake.late``);
* a second acknowledgement gets 400 40060 (recorded in ``fake.double_acks``);
* the token works for ``fake.token_ttl`` (15 min) after the interaction, then 401 50027.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import rest_webhooks
from .limits import check_modal
from .model import EPHEMERAL, LOADING
from .rest import (
    INVALID_TOKEN, UNKNOWN_MESSAGE, UNKNOWN_WEBHOOK, Files, build_message, echo, edit_message, err, route, violation,
)

if TYPE_CHECKING:
    from .model import Interaction, Message
    from .server import Call, FakeDiscord

# interaction type -> callback types Discord accepts for it
ALLOWED = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}
UNKNOWN_INTERACTION = err(404, 10062, "Unknown interaction")


@route("POST", r"interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", auth=False)
async def callback(fake: "FakeDiscord", call: "Call", files: Files, iid: str, token: str) -> tuple[int, Any]:
    from .server import Problem

    ix = fake.interactions.get(int(iid))
    if ix is None or ix.token != token:
        return UNKNOWN_INTERACTION
    if ix.ack_type is not None:
        fake.double_acks.append(Problem("double_ack", call.route, f"{ix!r} already acknowledged with type {ix.ack_type}", call))
        ix.refused.append({"code": 40060})
        ix.settled.set()
        fake._touch()
        return err(400, 40060, "Interaction has already been acknowledged.")
    age = fake.clock.now() - ix.created
    if age > fake.ack_deadline:
        fake.late.append(Problem("late", call.route, f"{ix!r} acknowledged after {age:.2f}s", call))
        ix.refused.append({"code": 10062})
        ix.settled.set()
        fake._touch()
        return UNKNOWN_INTERACTION
    body = call.json or {}
    kind = body.get("type")
    data = body.get("data") or {}
    if kind not in ALLOWED[ix.type] or (kind in (6, 7) and ix.message is None):
        return violation(fake, call, {"type": f"callback type {kind} is not valid for interaction type {ix.type}"})
    msg: "Message | None" = None
    if kind == 4:
        made = build_message(fake, ix.channel, data, files, call, interaction=ix)
        if isinstance(made, tuple):
            return made
        msg = ix.original = made
        await echo(fake, "MESSAGE_CREATE", msg)
    elif kind == 5:
        made = build_message(fake, ix.channel, {"flags": int(data.get("flags") or 0) & EPHEMERAL}, [], call,
                             interaction=ix, extra_flags=LOADING)
        assert not isinstance(made, tuple)
        msg = ix.original = made
        await echo(fake, "MESSAGE_CREATE", msg)
    elif kind in (6, 7):
        msg = ix.original = ix.message
        assert msg is not None
        if kind == 7:
            if (problem := edit_message(fake, msg, data, files, call)) is not None:
                return problem
            await echo(fake, "MESSAGE_UPDATE", msg)
    elif kind == 8:
        choices = data.get("choices") or []
        if len(choices) > 25 or any(len(str(c.get("name", ""))) > 100 for c in choices):
            return violation(fake, call, {"data.choices": "Must be 25 or fewer choices, names of 100 or fewer."})
    elif kind == 9:
        problems = check_modal(data)
        if problems:
            return violation(fake, call, problems)
    ix.ack_type, ix.ack_data, ix.ack_time = kind, data, fake.clock.now()
    call.after = ix.settled.set  # tests see the acknowledgement once the bot has its answer
    fake._touch()
    if "with_response" not in call.query:
        return 204, None
    answer: dict[str, Any] = {"interaction": {
        "id": str(ix.id), "type": ix.type,
        "response_message_id": str(msg.id) if msg else None,
        "response_message_loading": kind == 5,
        "response_message_ephemeral": bool(msg and msg.ephemeral),
    }, "resource": {"type": kind}}
    if msg is not None and kind in (4, 5, 7):
        answer["resource"]["message"] = msg.payload(fake.bot_user)
    if kind == 8:
        answer["resource"] = {"type": 8}
    return 200, answer


def _live(fake: "FakeDiscord", app: str, token: str) -> "Interaction | tuple[int, Any]":
    ix = fake.by_token.get(token)
    if ix is None or int(app) != fake.app_id:
        return UNKNOWN_WEBHOOK
    if fake.clock.now() - ix.created > fake.token_ttl:
        return INVALID_TOKEN
    return ix


@route("POST", r"webhooks/(?P<app>\d+)/(?P<token>[^/]+)", auth=False)
async def followup(fake: "FakeDiscord", call: "Call", files: Files, app: str, token: str) -> tuple[int, Any]:
    if int(app) != fake.app_id:
        return await rest_webhooks.execute(fake, call, files, app, token)
    ix = _live(fake, app, token)
    if isinstance(ix, tuple):
        return ix
    if ix.ack_type is None:
        return violation(fake, call, {"interaction": f"followup to {ix!r} before it was acknowledged"})
    original = ix.original
    if ix.ack_type == 5 and original is not None and original.loading:
        # Discord: the first followup after a "thinking" defer replaces the loading message.
        body = {**(call.json or {}), "flags": (original.flags & EPHEMERAL)}
        if (problem := edit_message(fake, original, body, files, call)) is not None:
            return problem
        await echo(fake, "MESSAGE_UPDATE", original)
        msg = original
    else:
        made = build_message(fake, ix.channel, call.json, files, call, interaction=ix)
        if isinstance(made, tuple):
            return made
        msg = made
        ix.followups.append(msg)
        await echo(fake, "MESSAGE_CREATE", msg)
    if call.query.get("wait") in ("1", "true", "True"):
        return 200, msg.payload(fake.bot_user)
    return 204, None


def _target(fake: "FakeDiscord", app: str, token: str, mid: str) -> "Message | tuple[int, Any]":
    """The original response or a followup of a live interaction, or the error Discord answers."""
    ix = _live(fake, app, token)
    if isinstance(ix, tuple):
        return ix
    if mid == "@original":
        msg = ix.original
    else:
        msg = next((m for m in [ix.original, *ix.followups] if m is not None and m.id == int(mid)), None)
    return UNKNOWN_MESSAGE if msg is None or msg.deleted else msg


_WEBHOOK_MSG = r"webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)"


@route("GET", _WEBHOOK_MSG, auth=False)
async def get_webhook_message(fake: "FakeDiscord", call: "Call", files: Files, app: str, token: str, mid: str) -> tuple[int, Any]:
    if int(app) != fake.app_id:
        return await rest_webhooks.get_message(fake, call, files, app, token, mid)
    msg = _target(fake, app, token, mid)
    return msg if isinstance(msg, tuple) else (200, msg.payload(fake.bot_user))


@route("PATCH", _WEBHOOK_MSG, auth=False)
async def patch_webhook_message(fake: "FakeDiscord", call: "Call", files: Files, app: str, token: str, mid: str) -> tuple[int, Any]:
    if int(app) != fake.app_id:
        return await rest_webhooks.edit(fake, call, files, app, token, mid)
    msg = _target(fake, app, token, mid)
    if isinstance(msg, tuple):
        return msg
    if (problem := edit_message(fake, msg, call.json, files, call)) is not None:
        return problem
    await echo(fake, "MESSAGE_UPDATE", msg)
    return 200, msg.payload(fake.bot_user)


@route("DELETE", _WEBHOOK_MSG, auth=False)
async def delete_webhook_message(fake: "FakeDiscord", call: "Call", files: Files, app: str, token: str, mid: str) -> tuple[int, Any]:
    if int(app) != fake.app_id:
        return await rest_webhooks.delete_message(fake, call, files, app, token, mid)
    msg = _target(fake, app, token, mid)
    if isinstance(msg, tuple):
        return msg
    await fake.delete_message(msg)
    return 204, None
