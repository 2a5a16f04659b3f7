"""Point discord.py at a loopback Discord (tests and benchmarks only).

discord.py 2.7.1 has no option for the API base or the gateway URL, so this
overwrites the two class attributes every request and gateway connection is
built from: ``discord.http.Route.BASE`` (REST, webhooks and interaction
callbacks) and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``. Both are
process-global; call this before ``bot.login()``.

Only loopback hosts are accepted, so a stray setting can never send the bot
token to some other machine.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

import yarl

__all__ = ["is_loopback_host", "point_discordpy_at"]


def is_loopback_host(host: str | None) -> bool:
    """True for localhost, 127.0.0.0/8 and ::1."""
    if not host:
        return False
    host = host.strip("[]").lower()
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def point_discordpy_at(base_url: str) -> None:
    """Send discord.py's REST calls to ``{base}/api/v10`` and its gateway to ``{ws base}/gateway-ws/``.

    Raises ValueError unless ``base_url`` is an http(s) URL on a loopback host.
    """
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https"):
        raise ValueError(f"DISCORD_API_BASE must be an http:// or https:// URL, not {base_url!r}")
    if not is_loopback_host(parts.hostname):
        raise ValueError(f"DISCORD_API_BASE must point at a loopback host (127.0.0.0/8, localhost, ::1), not {parts.hostname!r}")
    import discord.gateway
    import discord.http

    base = base_url.rstrip("/")
    ws_scheme = "wss" if parts.scheme == "https" else "ws"
    discord.http.Route.BASE = f"{base}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"{ws_scheme}://{parts.netloc}/gateway-ws/")
