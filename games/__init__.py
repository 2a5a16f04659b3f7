"""Pure rule engines for the five dream games.

``GAMES`` maps a game's name to its :class:`~games.base.Game` descriptor. Each
game lives in its own package ``games/<name>/`` whose ``__init__`` exposes
``GAME``; the registry discovers them, so adding a game touches no shared file.
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import BadOptions, Event, Game, GameType, IllegalAction, Option, Rng, SeatResult, State

__all__ = ["GAMES", "BadOptions", "Event", "Game", "GameType", "IllegalAction", "Option", "Rng", "SeatResult",
           "State"]

# The order players see in menus.
ORDER = ("somnia", "traumland", "somna", "somnikum", "darkly_dreaming")


def _discover() -> dict[str, Game]:
    found: dict[str, Game] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.name] = game
    ranked = sorted(found, key=lambda n: (ORDER.index(n) if n in ORDER else len(ORDER), n))
    return {name: found[name] for name in ranked}


GAMES: dict[str, Game] = _discover()
