"""Presenters by game name; a game without its own uses the generic one."""

from __future__ import annotations

import importlib

from .base import Presenter

_cache: dict[str, Presenter] = {}


def presenter_for(game: str) -> Presenter:
    if game not in _cache:
        try:
            module = importlib.import_module(f"{__name__}.{game}")
            _cache[game] = module.PRESENTER
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{game}":
                raise
            _cache[game] = Presenter()
    return _cache[game]
