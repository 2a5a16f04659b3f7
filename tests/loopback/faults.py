"""Faults switched on from a test, and optional Discord-like rate limits.

Routes are matched with fnmatch on the normalised route, e.g.
``"POST /channels/:id/messages"`` or ``"POST /interactions/*"`` or ``"*"``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any


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
    """Discord-like limits: per-channel message buckets and a global requests/s budget."""

    per_channel: tuple[int, float] = (5, 5.0)
    global_per_s: int = 50
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
    call but interaction callbacks and webhook (interaction follow-up) calls."""
    return not route.startswith("POST /interactions/") and " /webhooks/" not in route


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

    def rate_limit(self, route: str, path: str) -> tuple[dict[str, str], dict[str, Any] | None]:
        """Headers for this call, and a 429 body when an emulated limit is exceeded."""
        lim = self.limits
        if lim is None:
            return {}, None
        if globally_limited(route):
            _, reset, ok = lim._take("global", lim.global_per_s, 1.0)
            if not ok:
                return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}, {
                    "message": "You are being rate limited.", "retry_after": round(reset, 3), "global": True}
        if route in ("POST /channels/:id/messages", "PATCH /channels/:id/messages/:id"):
            channel = path.split("/")[1]
            limit, period = lim.per_channel
            remaining, reset, ok = lim._take(f"channel:{channel}", limit, period)
            headers = {"X-RateLimit-Limit": str(limit), "X-RateLimit-Remaining": str(max(remaining, 0)),
                       "X-RateLimit-Reset-After": f"{reset:.3f}", "X-RateLimit-Reset": f"{time.time() + reset:.3f}",
                       "X-RateLimit-Bucket": f"channel-messages-{channel}"}
            if not ok:
                headers["X-RateLimit-Scope"] = "user"
                return headers, {"message": "You are being rate limited.", "retry_after": round(reset, 3), "global": False}
            return headers, None
        return {}, None
