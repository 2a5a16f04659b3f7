"""Somnia (Tarte Games 2019): a Jass-like trick-taking game for 2-4 players.

Rules in brief (shared/rules/somnia.md stands over the rulebook):

- 36 cards, suits R/B/G/Y (red, blue, green, yellow), ranks 2..10; 2 players use
  ranks 5..10 only, deal 6 each and draw after each trick (winner first) from a
  12-card deck; 3 players hold 12 cards, 4 players 9. Everyone starts with 3
  life chips; the first dealer is drawn at random, the deal passes left
  (seat + 1) and the dealer's left neighbour leads.
- Follow suit if you can. The first card off the suit led makes its suit the
  Nightmare (trump) at once, for that trick too; its 5 then ranks 11 (13
  points) and its 7 ranks 12 (20 points). A Nightmare card may always be
  played, but one played to a plain lead must beat every Nightmare card in the
  trick unless the hand is all Nightmare. On a Nightmare lead you must play a
  Nightmare card, except that a lone Nightmare 7 is never forced.
- Points are counted at the end of the deal with the final Nightmare (120 or
  151 in all); the ending table for the player count names the losers, who
  lose a life chip. The game ends after a deal in which someone reached 0
  chips; places go by chips left (ties share).

Option: ``allow_revoke`` (bool, default False) also offers revokes,
``Play(card, revoke=True)``, which cost a life chip at once.

Action: ``Play(card, revoke=False)``, encoded ``"pR7"`` / ``"rR7"``.

View keys: ``players``, ``lives``, ``nightmare``, ``nightmare_name``,
``trick`` ([{seat, card}]), ``winning`` (the seat winning the trick so far,
or None), ``card_values`` ({card: [rank, points]} with the Nightmare as it
stands), ``captured`` (per seat), ``hand_sizes``,
``dealer``, ``deck_size``, ``current``, ``leader``, ``led_suit``, ``points``,
``tricks_won``, ``deal_tricks``, ``voids``, ``trick_number``, ``deal_number``, ``last_trick``,
``last_deal``, ``allow_revoke``, ``suits``, ``over``; a seat's view adds
``seat``, ``hand``, ``playable`` and ``revokes``.

>>> from games.somnia import GAME
>>> state = GAME.new(players=3, seed=1)
>>> sorted(state.view(None)["hand_sizes"])
[12, 12, 12]
>>> GAME.decode(GAME.encode(GAME.decode("rB10")))
Play(card='B10', revoke=True)
"""

from .actions import Play
from .game import GAME, SomniaGame
from .state import SomniaState

__all__ = ["GAME", "Play", "SomniaGame", "SomniaState"]
