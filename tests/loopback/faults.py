"""Faults switched on from a test, and optional Discord-like rate limits.

Routes are matched with fnmatch on the normalised route, e.g.
``"POST /channels/:id/messages"`` or ``"POST /interactions/*"`` or ``"*"``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any, Mapping


@dataclass
class Fault:
    kind: str  # "429", "500", "slow", "dm_open_refused"
    route: str = "*"
    times: int | None = 1  # None = until cleared
    retry_after: float = 0.05
    is_global: bool = False
    delay: float = 0.0
    hits: int = 0

    def matches(self, route: str) -> bool:
        return (self.times is None or self.hits < self.times) and fnmatchcase(route, self.route)


def _take(windows: dict[str, tuple[float, int]], key: str, limit: int, period: float) -> tuple[int, float, bool]:
    """One request from a fixed window of ``limit`` per ``period`` s: (remaining, reset after, allowed)."""
    now = time.monotonic()
    start, used = windows.get(key, (now, 0))
    if now - start >= period:
        start, used = now, 0
    ok = used < limit
    if ok:
        used += 1
    windows[key] = (start, used)
    return limit - used, max(0.0, period - (now - start)), ok


@dataclass
class RateLimits:
    """Discord-like limits on the bot token's calls: per-channel message
    buckets (the bot's own posts and edits) and a global requests/s budget."""

    per_channel: tuple[int, float] = (5, 5.0)
    global_per_s: int = 50
    windows: dict[str, tuple[float, int]] = field(default_factory=dict)

    def _take(self, key: str, limit: int, period: float) -> tuple[int, float, bool]:
        return _take(self.windows, key, limit, period)


@dataclass
class WebhookLimits:
    """Discord's limits on a channel webhook's token calls, which the bot's
    token does not pay for (Rate Limits docs; Discord's support articles):

    * ``per_webhook``: every token call (execute, get/edit/delete its
      messages) takes from the webhook's bucket, keyed by webhook id and token
      (about 5 per 2 s); a 429 there has scope ``user``;
    * ``per_channel``: a webhook message (an execution) also takes from the
      channel's bucket for webhook messages (about 30 a minute), shared by
      every webhook posting there: scope ``shared``; a thread is a channel of
      its own;
    * ``per_ip_per_s``: a request without an Authorization header counts
      against the global limit of the address it came from (the loopback
      has one: 127.0.0.1); interaction callbacks and follow-ups do not
      count (they are outside the global limit). A 429 there is global."""

    per_webhook: tuple[int, float] = (5, 2.0)
    per_channel: tuple[int, float] = (30, 60.0)
    per_ip_per_s: int = 50
    windows: dict[str, tuple[float, int]] = field(default_factory=dict)


def globally_limited(route: str) -> bool:
    """Whether a call counts against Discord's global 50 requests/s: every
    call but interaction callbacks and calls made with a webhook's token
    (interaction follow-ups and channel webhooks alike, which send no
    Authorization). ``GET/DELETE /webhooks/{id}`` are the bot's own calls: they count."""
    return not route.startswith("POST /interactions/") and "/webhooks/:id/:token" not in route


def call_kind(channels: Mapping[int, Any], call: Any) -> str:
    """A call named by what it does and where: "PATCH /channels/:id/messages/:id in DM"
    (``channels``: the fake's channels by id). A private thread apart: Somna's
    spirits thread is the bot's own (no webhook), not the table's."""
    parts = call.path.strip("/").split("/")
    where = ""
    if len(parts) > 1 and parts[0] == "channels" and parts[1].isdigit():
        channel = channels.get(int(parts[1]))
        where = " in DM" if channel is not None and channel.is_dm else \
            " in private thread" if channel is not None and channel.type == 12 else " in channel"
    return f"{call.route}{where}"


def _webhook_call(route: str, path: str, webhooks: Mapping[int, Any]) -> Any:
    """The channel webhook a token call uses (None: not one; an interaction's token routes look alike)."""
    if "/webhooks/:id/:token" not in route:
        return None
    return webhooks.get(int(path.split("/")[2]))


def _bucket_headers(limit: int, remaining: int, reset: float, bucket: str) -> dict[str, str]:
    return {"X-RateLimit-Limit": str(limit), "X-RateLimit-Remaining": str(max(remaining, 0)),
            "X-RateLimit-Reset-After": f"{reset:.3f}", "X-RateLimit-Reset": f"{time.time() + reset:.3f}",
            "X-RateLimit-Bucket": bucket}


def _limited(headers: dict[str, str], reset: float, scope: str = "user") -> tuple[dict[str, str], dict[str, Any]]:
    """Discord's 429 for a bucket: its headers, the scope, Retry-After in whole
    seconds (rounded up) and the exact wait in the body."""
    return {**headers, "X-RateLimit-Scope": scope, "Retry-After": str(math.ceil(reset))}, {
        "message": "You are being rate limited.", "retry_after": round(reset, 3), "global": False}


def _global(reset: float) -> tuple[dict[str, str], dict[str, Any]]:
    """Discord's 429 for a global limit: no bucket headers."""
    return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global", "Retry-After": str(math.ceil(reset))}, {
        "message": "You are being rate limited.", "retry_after": round(reset, 3), "global": True}


class Faults:
    def __init__(self) -> None:
        self.active: list[Fault] = []
        self.limits: RateLimits | None = None
        self.webhook_limits: WebhookLimits | None = None
        self.count_429 = 0

    def add(self, fault: Fault) -> Fault:
        self.active.append(fault)
        return fault

    def clear(self) -> None:
        self.active.clear()
        self.limits = None
        self.webhook_limits = None

    def take(self, kind: str, route: str) -> Fault | None:
        for f in self.active:
            if f.kind == kind and f.matches(route):
                f.hits += 1
                return f
        return None

    def rate_limit(self, route: str, path: str, query: Mapping[str, str] | None = None,
                   webhooks: Mapping[int, Any] | None = None, *,
                   unauthenticated: bool = False) -> tuple[dict[str, str], dict[str, Any] | None]:
        """Headers for this call, and a 429 body when an emulated limit is exceeded.
        ``webhooks``: the live channel webhooks by id; ``unauthenticated``: the
        call carried no Authorization and is not an interaction's (callback,
        follow-up), so it counts against the address's global limit."""
        headers: dict[str, str] = {}
        lim, hooks = self.limits, self.webhook_limits
        if lim is not None and globally_limited(route):
            _, reset, ok = lim._take("global", lim.global_per_s, 1.0)
            if not ok:
                return _global(reset)
        if hooks is not None and unauthenticated:
            _, reset, ok = _take(hooks.windows, "ip:127.0.0.1", hooks.per_ip_per_s, 1.0)
            if not ok:
                return _global(reset)
        if lim is not None and route in ("POST /channels/:id/messages", "PATCH /channels/:id/messages/:id"):
            channel = path.split("/")[2]  # path: /channels/{id}/messages
            limit, period = lim.per_channel
            remaining, reset, ok = lim._take(f"channel:{channel}", limit, period)
            headers = _bucket_headers(limit, remaining, reset, f"channel-messages-{channel}")
            if not ok:
                return _limited(headers, reset)
        elif hooks is not None and (hook := _webhook_call(route, path, webhooks or {})) is not None:
            limit, period = hooks.per_webhook
            remaining, reset, ok = _take(hooks.windows, f"webhook:{hook.id}:{hook.token}", limit, period)
            headers = _bucket_headers(limit, remaining, reset, f"webhook-{hook.id}")
            if not ok:
                return _limited(headers, reset)
            if route == "POST /webhooks/:id/:token":  # a webhook message: its channel's bucket, shared by all webhooks
                channel = (query or {}).get("thread_id") or str(hook.channel.id)
                limit, period = hooks.per_channel
                _, reset, ok = _take(hooks.windows, f"channel:{channel}", limit, period)
                if not ok:
                    return _limited(_bucket_headers(limit, 0, reset, f"webhook-messages-{channel}"), reset, "shared")
        return headers, None
