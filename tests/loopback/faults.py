"""Faults switched on from a test, and optional Discord-like rate limits.

Routes are matched with fnmatch on the normalised route, e.g.
``"POST /channels/:id/messages"`` or ``"POST /interactions/*"`` or ``"*"``.
"""

from __future__ import annotations

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


@dataclass
class RateLimits:
    """Discord-like limits: per-channel message buckets, a global requests/s
    budget, and per-webhook buckets (executions and message edits/deletes with
    a channel webhook's token: about 5 per 2 s per webhook)."""

    per_channel: tuple[int, float] = (5, 5.0)
    global_per_s: int = 50
    per_webhook: tuple[int, float] = (5, 2.0)
    windows: dict[str, tuple[float, int]] = field(default_factory=dict)

    def _take(self, key: str, limit: int, period: float) -> tuple[int, float, bool]:
        now = time.monotonic()
        start, used = self.windows.get(key, (now, 0))
        if now - start >= period:
            start, used = now, 0
        ok = used < limit
        if ok:
            used += 1
        self.windows[key] = (start, used)
        return limit - used, max(0.0, period - (now - start)), ok


def globally_limited(route: str) -> bool:
    """Whether a call counts against Discord's global 50 requests/s: every
    call but interaction callbacks and calls made with a webhook's token
    (interaction follow-ups and channel webhooks alike, which send no
    Authorization). ``GET/DELETE /webhooks/{id}`` are the bot's own calls: they count."""
    return not route.startswith("POST /interactions/") and "/webhooks/:id/:token" not in route


def _webhook_call(route: str, path: str, webhooks: Mapping[int, Any]) -> Any:
    """The channel webhook a token call uses (None: not one; an interaction's token routes look alike)."""
    if "/webhooks/:id/:token" not in route:
        return None
    return webhooks.get(int(path.split("/")[2]))


def _bucket_headers(limit: int, remaining: int, reset: float, bucket: str) -> dict[str, str]:
    return {"X-RateLimit-Limit": str(limit), "X-RateLimit-Remaining": str(max(remaining, 0)),
            "X-RateLimit-Reset-After": f"{reset:.3f}", "X-RateLimit-Reset": f"{time.time() + reset:.3f}",
            "X-RateLimit-Bucket": bucket}


def _limited(headers: dict[str, str], reset: float) -> tuple[dict[str, str], dict[str, Any]]:
    return {**headers, "X-RateLimit-Scope": "user"}, {
        "message": "You are being rate limited.", "retry_after": round(reset, 3), "global": False}


class Faults:
    def __init__(self) -> None:
        self.active: list[Fault] = []
        self.limits: RateLimits | None = None
        self.count_429 = 0

    def add(self, fault: Fault) -> Fault:
        self.active.append(fault)
        return fault

    def clear(self) -> None:
        self.active.clear()
        self.limits = None

    def take(self, kind: str, route: str) -> Fault | None:
        for f in self.active:
            if f.kind == kind and f.matches(route):
                f.hits += 1
                return f
        return None

    def rate_limit(self, route: str, path: str, query: Mapping[str, str] | None = None,
                   webhooks: Mapping[int, Any] | None = None) -> tuple[dict[str, str], dict[str, Any] | None]:
        """Headers for this call, and a 429 body when an emulated limit is exceeded.
        ``webhooks``: the live channel webhooks by id."""
        lim = self.limits
        if lim is None:
            return {}, None
        if globally_limited(route):
            _, reset, ok = lim._take("global", lim.global_per_s, 1.0)
            if not ok:
                return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}, {
                    "message": "You are being rate limited.", "retry_after": round(reset, 3), "global": True}
        headers: dict[str, str] = {}
        channel: str | None = None
        if route in ("POST /channels/:id/messages", "PATCH /channels/:id/messages/:id"):
            channel = path.split("/")[2]  # path: /channels/{id}/messages
        elif (hook := _webhook_call(route, path, webhooks or {})) is not None:
            limit, period = lim.per_webhook
            remaining, reset, ok = lim._take(f"webhook:{hook.id}", limit, period)
            headers = _bucket_headers(limit, remaining, reset, f"webhook-{hook.id}")
            if not ok:
                return _limited(headers, reset)
            if route == "POST /webhooks/:id/:token":  # a post also counts in its channel's message bucket
                channel = (query or {}).get("thread_id") or str(hook.channel.id)
        if channel is not None:
            limit, period = lim.per_channel
            remaining, reset, ok = lim._take(f"channel:{channel}", limit, period)
            channel_headers = _bucket_headers(limit, remaining, reset, f"channel-messages-{channel}")
            if not ok:
                return _limited(channel_headers, reset)
            headers = headers or channel_headers
        return headers, None
