"""``python -m tests.bench_bot``: the production entry point (``bot.__main__.main``) with the tiny
test game registered, so the load benchmark can play short, deterministic games in a child process.

Nothing else differs from ``python -m bot``: same settings from the environment, same cogs, same
edit delay, and one more command, ``/calls`` (tests/bench_calls.py: the request floor's phase). The
tiny game must be in ``games.GAMES`` before the cogs build ``/play``.
"""

from __future__ import annotations

import sys

import games
from tests.tinygame import GAME as TINY

games.GAMES.setdefault(TINY.name, TINY)

VOICE_FIGURES = "table voice edits:"  # the line tests.bench reads in the bot's output


def main() -> int:
    import bot.app
    import bot.voice
    from bot.__main__ import main as bot_main

    # /calls (tests/bench_calls.py): the request floor's phase of tests.bench
    bot.app.EXTENSIONS = (*bot.app.EXTENSIONS, "tests.bench_calls")
    voices: list[bot.voice.Voice] = []
    made = bot.voice.Voice.__init__

    def keep(self: bot.voice.Voice, *args: object) -> None:
        made(self, *args)  # type: ignore[arg-type]
        voices.append(self)

    bot.voice.Voice.__init__ = keep  # type: ignore[method-assign]
    try:
        return bot_main()
    finally:
        for v in voices:  # the bot's output goes to the bench's log file
            print(f"{VOICE_FIGURES} asked {v.edits_asked}, sent {v.edits_sent}, coalesced {v.coalesced}; "
                  f"posts that waited for their thread's pace {v.paced}",
                  file=sys.stderr, flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
