"""Process settings: the environment and an optional ``.env`` file, read once
into one frozen object."""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from dotenv import dotenv_values

from .storage import UnknownDatabase, sqlite_path
from .storage.base import without_password
from .shards import ShardPlan, parse_shard_ids

TOKEN_HELP = (
    "Create an application at https://discord.com/developers/applications, open Bot, "
    "press Reset Token and put it in .env as DISCORD_TOKEN=..."
)
# Three dot-separated base64url parts; the first encodes the bot's user id.
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")
# Where var/ (the database, the log) and .env are: the project's folder, the
# clone it runs from, whatever the working directory; DREAMGAMES_HOME moves it
# (an installed package, a service's state folder: docs/platform.md).
PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = Path("var") / "dreamgames.sqlite3"  # under the home folder
_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says how to fix it."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str
    database_path: Path = DEFAULT_DATABASE
    # DATABASE_URL: None keeps the SQLite file at database_path; a postgresql://
    # URL moves the store to PostgreSQL (the log stays beside database_path).
    database_url: str | None = None
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Loopback Discord for tests and benchmarks only; production never sets it.
    api_base: str | None = None
    # SHARD_COUNT / SHARD_IDS; None: one process, one connection (no sharding).
    shards: ShardPlan | None = None
    # PSEUDO_LOCALE=1: every message in the pseudo-locale (words/pseudo.py), so
    # a sentence that bypasses the catalogue stands out. For developers only.
    pseudo_locale: bool = False

    def __repr__(self) -> str:  # never print the token
        return (
            f"Settings(token='***', database_path={str(self.database_path)!r}, "
            f"database_url={None if self.database_url is None else without_password(self.database_url)!r}, "
            f"dev_guild_id={self.dev_guild_id}, log_level={self.log_level!r}, api_base={self.api_base!r}, "
            f"shards={self.shards!r}, pseudo_locale={self.pseudo_locale})"
        )

    @property
    def database(self) -> str | Path:
        """What ``Store.open`` opens."""
        return self.database_url or self.database_path

    @property
    def log_level_number(self) -> int:
        level: int = getattr(logging, self.log_level)
        return level

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, env_file: str | Path | None = ".env") -> "Settings":
        """Real environment variables win over the ``.env`` file, which is
        read from the home folder (a relative ``env_file`` is under it)."""
        values: dict[str, str] = {}
        env_file = None if env_file is None else home(os.environ if environ is None else environ) / env_file
        if env_file is not None and env_file.is_file():
            values.update({k: v for k, v in dotenv_values(env_file).items() if v is not None})
        values.update(os.environ if environ is None else environ)
        return cls.from_mapping(values)

    @classmethod
    def from_mapping(cls, values: Mapping[str, str]) -> "Settings":
        token = (values.get("DISCORD_TOKEN") or "").strip()
        if not token:
            raise SettingsError(f"DISCORD_TOKEN is not set. {TOKEN_HELP}")
        if not _TOKEN_SHAPE.match(token):
            raise SettingsError(f"DISCORD_TOKEN does not look like a bot token. {TOKEN_HELP}")
        guild = (values.get("DEV_GUILD_ID") or "").strip()
        if guild and not guild.isdigit():
            raise SettingsError("DEV_GUILD_ID must be a server id (digits), or empty to sync globally.")
        level = (values.get("LOG_LEVEL") or "INFO").strip().upper()
        if level not in _LEVELS:
            raise SettingsError(f"LOG_LEVEL must be one of {', '.join(_LEVELS)}.")
        root = home(values)
        db = (values.get("DATABASE_PATH") or "").strip()
        url = (values.get("DATABASE_URL") or "").strip() or None
        if url is not None:
            try:
                path = sqlite_path(url)
            except UnknownDatabase as exc:
                raise SettingsError(f"DATABASE_URL: {exc}") from None
            if path is not None:  # a SQLite URL is the same as DATABASE_PATH
                db, url = str(path), None
        api_base = (values.get("DISCORD_API_BASE") or "").strip() or None
        return cls(
            token=token,
            database_path=root / (db or DEFAULT_DATABASE),
            database_url=url,
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
            api_base=api_base,
            shards=_shard_plan(values),
            pseudo_locale=(values.get("PSEUDO_LOCALE") or "").strip().lower() in ("1", "true", "yes"),
        )


def home(values: Mapping[str, str]) -> Path:
    """The folder relative paths resolve against: DREAMGAMES_HOME, else the project's."""
    given = (values.get("DREAMGAMES_HOME") or "").strip()
    return Path(given).expanduser().resolve() if given else PROJECT_ROOT


# -- shards (issue 18) ---------------------------------------------------------

def _uses_postgresql(values: Mapping[str, str]) -> bool:
    url = (values.get("DATABASE_URL") or "").strip().lower()
    return url.startswith(("postgresql://", "postgres://"))


def _shard_plan(values: Mapping[str, str]) -> ShardPlan | None:
    """SHARD_COUNT (a number, or ``auto`` for Discord's recommended count) and
    SHARD_IDS (this process's part, e.g. ``0-3`` or ``0,2``; empty: all)."""
    count_text = (values.get("SHARD_COUNT") or "").strip().lower()
    ids_text = (values.get("SHARD_IDS") or "").strip()
    if not count_text:
        if ids_text:
            raise SettingsError("SHARD_IDS needs SHARD_COUNT, the number of shards across all processes "
                                "(e.g. SHARD_COUNT=4 SHARD_IDS=0-1).")
        return None
    if count_text == "auto":
        if ids_text:
            raise SettingsError("SHARD_IDS needs a fixed SHARD_COUNT (not auto): every process must agree on it.")
        return ShardPlan()
    if not count_text.isdigit() or int(count_text) < 1:
        raise SettingsError("SHARD_COUNT must be a whole number of shards (1 or more), or auto.")
    count = int(count_text)
    try:
        plan = ShardPlan(count, parse_shard_ids(ids_text, count) if ids_text else None)
    except ValueError as exc:
        raise SettingsError(f"SHARD_IDS: {exc}.") from None
    if not plan.whole and not _uses_postgresql(values):
        # Other processes run the other shards, and processes cannot share a SQLite file safely.
        raise SettingsError(f"SHARD_IDS={ids_text} runs {plan.describe()}, so other processes must run the rest, "
                            "and several processes cannot share one SQLite file: set DATABASE_URL to a "
                            "PostgreSQL database, or leave SHARD_IDS empty to run every shard in this process.")
    return plan
