import games
from tests.tinygame import GAME as TINY

pytest_plugins = ["tests.loopback.fixtures"]

# The tiny test game plays through the real bot in end-to-end tests. It is
# registered before any cog builds its commands so /play offers it.
games.GAMES.setdefault(TINY.name, TINY)
