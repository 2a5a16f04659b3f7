"""Traumland (Piatnik 1996, Hartmut Witt): climb from level 1 to 12 by winning tricks, 2-4 players.

Rules in brief (shared/rules/traumland.md stands over the 1996 translation):

- 53 cards: values 1..11 in red, blue, yellow, green (R, B, Y, G), 4 Divines,
  4 Dreamers and one 12 card (the winner's marker, never dealt). Each round
  every player's level marker (a value card of their level, random free
  colour) is out of the deck; the rest is shuffled and dealt: 20 each with 2
  players (10 not dealt), 16 with 3 (1 left over), 12 with 4.
- The opening lead of a round may be any card (a Divine, or a Dreamer
  declared as anything, a Divine included). Every later lead is a value card
  or a Dreamer declared as one (colour and value); a Divine leads there only
  from a hand of nothing else. To beat the top card play a
  higher card of its colour, a Divine (not on a Divine) or a Dreamer declared
  as that colour and a higher value, or as a Divine. On a Divine only a 1 of
  any colour or a Dreamer (any colour and value) may be played. Anyone may
  pass and still play later in the trick; when play comes back to the owner of
  the top card, they win the trick and lead the next.
- Levels are live: each trick is one level at once. Reaching 12 retires the
  player at once (they take the 12 card, their hand leaves play, their left
  neighbour leads); a later player reaching 12 that round takes the 12 card
  from them. The round ends at once when someone plays their last card (the
  trick is won by nobody) or a trick is won with a Divine on top; the game
  ends with the round in which someone reached 12, and the holder of the 12
  card wins (others by level, ties share). The next round's leader is the
  lowest level (ties: first clockwise from the left of the highest player).
- A lone active player leads alone: the engine plays those leads itself
  (lowest value cards first, Divines last), each a trick at once.

Options:

- ``most_beyond_12`` (bool, False): the official variant; nobody retires,
  levels keep counting past 12, the game ends with the first round that ends
  with someone at 12 or more, and the highest level wins (ties share).
- ``lone_player_ends_round`` (bool, False): end the round as soon as only one
  active player is left.

Actions: ``Play(card)`` ``"pR7"``/``"pDIV"``; ``Dream(colour, value)`` (a
Dreamer with its declaration) ``"dB9"``, ``Dream()`` as a Divine ``"dDIV"``;
``Pass()`` ``"x"``.

View keys: ``players``, ``round``, ``dealer``, ``levels``, ``markers``,
``tricks``, ``hand_sizes``, ``top`` ({seat, card, colour, value, divine} or
null), ``trick_owner``, ``trick``, ``played``, ``passes``, ``leader``, ``current``,
``phase`` (lead/beat/over), ``opening_lead``, ``retired``, ``reached_12``, ``holder_of_12``,
``out_count``, ``target_level``, ``most_beyond_12``,
``lone_player_ends_round``, ``last_round``, ``over``; a seat's view adds
``seat``, ``hand`` and ``playable``.

>>> from games.traumland import GAME
>>> state = GAME.new(players=3, seed=1)
>>> state.view(None)["hand_sizes"]
[16, 16, 16]
>>> GAME.decode(GAME.encode(GAME.decode("dB9")))
Dream(colour='B', value=9)
"""

from .actions import Dream, Pass, Play
from .game import GAME, TraumlandGame
from .state import TraumlandState

__all__ = ["GAME", "Dream", "Pass", "Play", "TraumlandGame", "TraumlandState"]
