"""Logging: a console handler and a rotating file under var/. Log lines never
carry hands, roles, night choices, interaction tokens or the bot token, at
any level the bot offers (LOG_LEVEL=DEBUG included).

Our own loggers (bot, cogs, games) follow LOG_LEVEL. Library loggers are
capped, because some of them write what players may not see:

* aiosqlite logs every statement with its parameters at DEBUG, and the
  parameters are snapshots holding hidden hands, roles and goals;
* discord.http and discord.webhook log request URLs, and an interaction's URL
  holds its token (a 429 warning names the URL too, so those are redacted);
* discord.gateway logs every event payload at DEBUG, interaction tokens and
  session ids included.
"""

from __future__ import annotations

import logging
import logging.handlers
import re
from pathlib import Path

# The lowest level each library logger may write at, whatever LOG_LEVEL says.
LIBRARY_FLOORS = {
    "discord": logging.INFO,
    "discord.http": logging.WARNING,
    "discord.gateway": logging.WARNING,
    "discord.webhook": logging.WARNING,
    "aiosqlite": logging.WARNING,
    "asyncpg": logging.WARNING,  # the same care as aiosqlite, should it ever log a statement
    "aiohttp": logging.INFO,
    "PIL": logging.INFO,
}
# Loggers whose messages name request URLs (interaction and webhook tokens).
URL_LOGGERS = ("discord.http", "discord.webhook.async_", "discord.webhook.sync")

# /interactions/<id>/<token>/callback and /webhooks/<application id>/<token>
_URL_TOKEN = re.compile(r"(/(?:interactions|webhooks)/\d+/)[^/\s?'\"]+")
# A bot token: three dot-separated base64url parts (see settings._TOKEN_SHAPE).
_BOT_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}")


def redact(text: str) -> str:
    return _BOT_TOKEN.sub("<token>", _URL_TOKEN.sub(r"\1<token>", text))


class RedactTokens(logging.Filter):
    """Replace tokens in a record's message (a logger filter: every handler,
    ours or a test's, then sees the redacted line)."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a broken log call: leave it for the handler to report
            return True
        clean = redact(message)
        if clean != message:
            record.msg, record.args = clean, None
        return True


class RedactingFormatter(logging.Formatter):
    """The last line of defence for our own handlers: tracebacks included."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


class OneLineReconnects(logging.Filter):
    """discord.py logs each failed gateway connection with its traceback
    ("Attempting a reconnect in ..."); the reason fits one line."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and str(record.msg).startswith("Attempting a reconnect"):
            exc = record.exc_info[1]
            record.msg = f"{record.getMessage()} (the connection failed: {' '.join(str(exc).split()) or type(exc).__name__})"
            record.args, record.exc_info, record.exc_text = None, None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


_REDACT = RedactTokens()
_ONE_LINE = OneLineReconnects()


def cap_library_loggers(level: int) -> None:
    """Hold library loggers at or above their floor (never below ``level``,
    so LOG_LEVEL=WARNING does not make them chattier). Idempotent."""
    for name, floor in LIBRARY_FLOORS.items():
        logging.getLogger(name).setLevel(max(level, floor))
    for name in URL_LOGGERS:
        logger = logging.getLogger(name)
        if _REDACT not in logger.filters:
            logger.addFilter(_REDACT)
    client = logging.getLogger("discord.client")
    if _ONE_LINE not in client.filters:
        client.addFilter(_ONE_LINE)


def setup_logging(level: int, folder: Path) -> list[logging.Handler]:
    """Console and rotating file on the root logger; returns the handlers."""
    folder.mkdir(parents=True, exist_ok=True)
    fmt = RedactingFormatter("[{asctime}] [{levelname:<7}] {name}: {message}", "%Y-%m-%d %H:%M:%S", style="{")
    root = logging.getLogger()
    root.setLevel(level)
    console = logging.StreamHandler()
    console.setFormatter(fmt)
    file = logging.handlers.RotatingFileHandler(
        folder / "bot.log", maxBytes=8 * 1024 * 1024, backupCount=5, encoding="utf-8")
    file.setFormatter(fmt)
    root.addHandler(console)
    root.addHandler(file)
    cap_library_loggers(level)
    return [console, file]
