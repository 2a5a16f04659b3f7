"""``python -m tests.bench_bot``: the production entry point (``bot.__main__.main``) with the tiny
test game registered, so the load benchmark can play short, deterministic games in a child process.

Nothing else differs from ``python -m bot``: same settings from the environment, same cogs, same
edit delay, and one more command, ``/calls`` (tests/bench_calls.py: the request floor's phase). The
tiny game must be in ``games.GAMES`` before the cogs build ``/play``.
"""

from __future__ import annotations

import games
from tests.tinygame import GAME as TINY

games.GAMES.setdefault(TINY.name, TINY)


def main() -> int:
    import bot.app
    from bot.__main__ import main as bot_main

    # /calls (tests/bench_calls.py): the request floor's phase of tests.bench
    bot.app.EXTENSIONS = (*bot.app.EXTENSIONS, "tests.bench_calls")
    return bot_main()


if __name__ == "__main__":
    raise SystemExit(main())
