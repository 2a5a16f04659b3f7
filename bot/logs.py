"""Logging: a console handler and a rotating file under var/, discord.http
kept quiet. Log lines never carry hands, roles, night choices or the token."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path


def setup_logging(level: int, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    fmt = logging.Formatter("[{asctime}] [{levelname:<7}] {name}: {message}", "%Y-%m-%d %H:%M:%S", style="{")
    root = logging.getLogger()
    root.setLevel(level)
    console = logging.StreamHandler()
    console.setFormatter(fmt)
    file = logging.handlers.RotatingFileHandler(
        folder / "bot.log", maxBytes=8 * 1024 * 1024, backupCount=5, encoding="utf-8")
    file.setFormatter(fmt)
    root.addHandler(console)
    root.addHandler(file)
    logging.getLogger("discord.http").setLevel(logging.WARNING)
    logging.getLogger("discord.gateway").setLevel(logging.WARNING)
