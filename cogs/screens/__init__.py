"""What players see of a table, split by screen, one way: the router
(``cogs/play.py``) and the lobby and rematch cogs use ``render``, which
uses the board, the channel, live posts and private prompts, which use
``lines`` (where events become sentences) and ``kit``."""

from .render import Renderer, screens

__all__ = ["Renderer", "screens"]
