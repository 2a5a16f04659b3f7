"""``python -m bot`` with the tiny test game registered, as tests/conftest.py
registers it in the test process: the multi-process e2e runs whole games in
bot subprocesses in a few dozen clicks."""

import games
from bot.__main__ import main
from tests.tinygame import GAME

games.GAMES.setdefault(GAME.name, GAME)

if __name__ == "__main__":
    raise SystemExit(main())
