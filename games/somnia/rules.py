"""Which cards may be played, who wins a trick, and why a card is refused.

Pure functions over a hand, the current trick (a list of ``(seat, card)`` in
play order) and the Nightmare suit (``None`` until set). Rulings (somnia.md):

1. Follow the suit led if you can; a Nightmare card may always be played once
   the Nightmare is set (subject to 3).
2. The first card off the suit led sets the Nightmare at once, for that trick too.
3. A Nightmare card played to a plain lead must beat every Nightmare card already
   in the trick, unless the hand is all Nightmare. On a Nightmare lead any
   Nightmare card may be played (but one must be, if held).
4. The Nightmare 7 (rank 12) is never forced: if it is your only Nightmare card
   and the Nightmare is led, you may play any card.
5. A revoke (option ``allow_revoke``) is a card refused by 1-4 played while
   holding the suit led: "a card of a different suit than the suit led though
   you had a card of that suit".
"""

from __future__ import annotations

from typing import Sequence

from words import Text

from .cards import DEALS, RANK_OF, SUIT_OF, SUITS, deck_for, describe, points, strength

Trick = Sequence[tuple[int, str]]

# The card that is never forced: the Nightmare 7, which ranks 12.
NEVER_FORCED_RANK = 7


def led_suit(trick: Trick) -> str | None:
    return SUIT_OF[trick[0][1]] if trick else None


def nightmare_after(trick: Trick, card: str, nightmare: str | None) -> str | None:
    """The Nightmare once ``card`` is added to ``trick`` (ruling 2)."""
    if nightmare is None and trick and SUIT_OF[card] != SUIT_OF[trick[0][1]]:
        return SUIT_OF[card]
    return nightmare


def _best_nightmare(trick: Trick, nightmare: str) -> int:
    return max((strength(c, nightmare) for _, c in trick if SUIT_OF[c] == nightmare), default=0)


def legal_cards(hand: Sequence[str], trick: Trick, nightmare: str | None) -> list[str]:
    """The cards of ``hand`` that may be played now, in hand order."""
    if not trick:
        return list(hand)
    led = SUIT_OF[trick[0][1]]
    if nightmare is None:
        follow = [c for c in hand if SUIT_OF[c] == led]
        return follow or list(hand)
    trumps = [c for c in hand if SUIT_OF[c] == nightmare]
    if led == nightmare:
        if not trumps or all(RANK_OF[c] == NEVER_FORCED_RANK for c in trumps):
            return list(hand)
        return trumps
    if len(trumps) == len(hand):
        return list(hand)
    best = _best_nightmare(trick, nightmare)
    has_led = any(SUIT_OF[c] == led for c in hand)
    out = []
    for c in hand:
        s = SUIT_OF[c]
        if s == nightmare:
            if strength(c, nightmare) > best:
                out.append(c)
        elif s == led or not has_led:
            out.append(c)
    return out


def revoke_cards(hand: Sequence[str], trick: Trick, nightmare: str | None) -> list[str]:
    """Cards that would be a revoke: refused, while the hand holds the suit led."""
    if not trick:
        return []
    led = SUIT_OF[trick[0][1]]
    if not any(SUIT_OF[c] == led for c in hand):
        return []
    legal = set(legal_cards(hand, trick, nightmare))
    return [c for c in hand if c not in legal]


def trick_winner(trick: Trick, nightmare: str | None) -> int:
    """The seat that wins ``trick``: the highest Nightmare, else the highest of the suit led."""
    led = SUIT_OF[trick[0][1]]
    best_seat, best_key = trick[0][0], (0, 0)
    for seat, card in trick:
        suit = SUIT_OF[card]
        if suit == nightmare:
            key = (2, strength(card, nightmare))
        elif suit == led:
            key = (1, RANK_OF[card])
        else:
            continue
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


def shown_voids(players: int, tricks: Sequence[Trick], current: Trick) -> list[list[str]]:
    """Per seat, the suits its plays this deal prove it does not hold now.

    A public deduction from the deal's completed ``tricks`` and the ``current``
    one, replaying the following rules (1-4): a card off the suit led while no
    Nightmare is set, or off both the led suit and the Nightmare, shows a void
    in the suit led; a plain card on a Nightmare lead shows no Nightmare (only
    once the Nightmare 7, which is never forced, is already out); a Nightmare
    card that fails to beat the trick's Nightmare shows a hand of nothing
    else. A draw (2 players) may refill any suit, so it clears the drawer's
    voids. Revokes break these rules: the view makes no deduction at a table
    that allows them."""
    voids: list[set[str]] = [set() for _ in range(players)]
    deck = len(deck_for(players)) - players * DEALS[players].hand
    night: str | None = None
    out: set[str] = set()
    for number, trick in enumerate([*tricks, current]):
        for i, (seat, card) in enumerate(trick):
            before = trick[:i]
            if before:
                _deduce(voids[seat], before, card, night, out)
            night = nightmare_after(before, card, night)
            out.add(card)
        if number < len(tricks) and deck > 0:
            drawers = min(deck, players)
            deck -= drawers
            winner = trick_winner(trick, night)
            for k in range(drawers):
                voids[(winner + k) % players].clear()
    return [[s for s in SUITS if s in v] for v in voids]


def _deduce(void: set[str], before: Trick, card: str, night: str | None, out: set[str]) -> None:
    led, suit = SUIT_OF[before[0][1]], SUIT_OF[card]
    if night is None or (suit != led and suit != night):
        if suit != led:
            void.add(led)
        return
    if led == night:
        if suit != night and f"{night}{NEVER_FORCED_RANK}" in out:
            void.add(night)
        return
    if suit == night and strength(card, night) < _best_nightmare(before, night):
        void.update(s for s in SUITS if s != night)


def quiet_card(seat: int, hand: Sequence[str], trick: Trick, nightmare: str | None) -> str:
    """The default play: the lowest-ranked legal card that wins nothing when it can."""
    def key(card: str) -> tuple[bool, int, int]:
        night = nightmare_after(trick, card, nightmare)
        wins = trick_winner([*trick, (seat, card)], night) == seat
        return (wins, strength(card, night), points(card, night))

    return min(legal_cards(hand, trick, nightmare), key=key)


def why_illegal(hand: Sequence[str], trick: Trick, nightmare: str | None, card: str,
                revoke: bool, allow_revoke: bool, lives: int) -> Text:
    """The rule that refuses ``card`` (or ``revoke``), as a catalogue key."""
    if card not in hand:
        return Text("game-somnia-not-held", {"card": describe(card)})
    legal = card in legal_cards(hand, trick, nightmare)
    if revoke:
        if not allow_revoke:
            return Text("game-somnia-revoke-off")
        if legal:
            return Text("game-somnia-revoke-legal", {"card": describe(card)})
        if card not in revoke_cards(hand, trick, nightmare):
            return Text("game-somnia-revoke-not-allowed")
        return Text("game-somnia-revoke-no-life")
    led = led_suit(trick)
    assert led is not None  # any card may be led
    if nightmare is None:
        held = next(c for c in hand if SUIT_OF[c] == led)
        return Text("game-somnia-must-follow", {"suit": led, "card": describe(held)})
    if led == nightmare:
        return Text("game-somnia-nightmare-led", {"suit": nightmare})
    if SUIT_OF[card] == nightmare:
        top = max((c for _, c in trick if SUIT_OF[c] == nightmare),
                  key=lambda c: strength(c, nightmare))
        return Text("game-somnia-nightmare-must-beat", {"suit": led, "card": describe(top)})
    held = next(c for c in hand if SUIT_OF[c] == led)
    return Text("game-somnia-follow-or-win", {"suit": led, "card": describe(held), "nightmare": nightmare})
