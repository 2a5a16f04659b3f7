"""Darkly Dreaming (Foxtale Games print-and-play v1.6, Shannon Kelly): a
press-your-luck game of nightmares and insomnia for 2-4 players.

Rules in brief (shared/rules/darkly-dreaming.md and rulings D-1..D-17 stand
over the seed text; docs/games/darkly_dreaming.md documents this engine):

- 80 dreams, 20 each of Depths (D), Envy (E), Cages (C) and Primeval (P); each
  is rolled on a d6 whose faces (data/darkly_dreaming/dreams.toml) give 1 or 2
  points, Exhaust, Hunt or Shadow.
- A dreamer's turn: draw as many dreams as the sleep marker (3 at the start of
  every turn), choose two to shuffle back, roll the rest and apply them in the
  order points, hunt, exhaust, shadows (D, E, C, P). Shadows have abilities:
  Depths draws and resolves another dream at once, Envy lets the player to the
  left reroll any dream on the card, Cages flips the lowest face-up exhaust
  dream face down, Primeval may move a shadow dream to the hunt pile. Then the
  checks: 4 hunt or 3 face-down exhaust: out; a shadow pile of 4 (2 players)
  or 3 (3-4 players): become that Nightmare; 3 exhaust: comatose (the next turn
  only returns face-up exhaust dreams). Otherwise sleep (marker back to 3, top
  exhaust dream back to the deck) or stay awake (marker + 1, draw again); at 9
  you must sleep.
- A Nightmare keeps its points; on its turn it draws 2, returns 1 and rolls the
  other for a dreamer of its choice. Whenever a dreamer would resolve a shadow
  of its type, the Nightmare takes that dream as 1 point and its card acts.
- 15 points at the end of a turn start the final round, which ends when the
  first player's turn would begin; the game also ends when no dreamer is left
  or a draw finds the deck too small. Most points wins; ties: most dreams on
  the card, then shared. Players out of the game cannot win.

Option: ``goal`` (int, default 15): points that start the final round.

Actions (see ``actions``): ``Return`` ``r:DE``, ``Target`` ``t:2``, ``Pick``
``k:x:0``, ``Decline`` ``n``, ``EnvyMode`` ``m:pick``/``m:two``, ``Discard``
``d:1``, ``Become`` ``b:C``, ``Sleep`` ``s``, ``StayAwake`` ``w``.

View keys (the same for every seat but ``seat``): ``seat``, ``current``,
``first_player``, ``turn``, ``sleep_marker``, ``piles``, ``points``,
``status``, ``nightmare``, ``deck_size``, ``pending``, ``last_rolls``,
``danger``, ``current_danger``, ``final_round``, ``goal``, ``over``,
``limits``, ``dreams``, ``deck_counts``, ``stack``.

>>> from games.darkly_dreaming import GAME
>>> state = GAME.new(players=3, seed=1)
>>> state.view(None)["pending"]["kind"], state.view(None)["sleep_marker"]
('return', 3)
>>> GAME.decode(GAME.encode(GAME.decode("k:x:0")))
Pick(spot='x:0')
"""

from .game import DarklyGame
from .state import DarklyState

GAME = DarklyGame()
DarklyState.game = GAME

__all__ = ["GAME", "DarklyGame", "DarklyState"]
