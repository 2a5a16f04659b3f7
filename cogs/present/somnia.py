"""Somnia on Discord: a trick-taking table.

Cards read as a colour square and a rank (``🟥7``) in public text, and as
``🟥 red 7`` on the buttons of a private prompt. Every card button is grey: a
button's colour could be read as a suit (red, blue, green), so a Nightmare
card says so in words (``yellow 7 🌙 Nightmare, ranks 12``). The table message shows life
chips, the Nightmare, the trick in progress, every captured pile with its points
(captured cards are public), whose turn it is and, with 2 players, the draw
deck. Hands only ever appear in a seat's own view (DM or the ephemeral
"My hand" answer). Legality comes from the engine's legal actions alone.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping, Sequence

import discord

from bot.ui import Choice
from games.base import Event, SeatResult
from games.somnia.actions import Play as PlayCard

from .base import COLOUR, MEDALS, Presenter
from .card_images import Face, draw_hand, suit_face
from .somnia_images import draw_trick

if TYPE_CHECKING:
    from bot.tables import Table

SUITS = ("R", "B", "G", "Y")
SUIT_EMOJI = {"R": "\U0001f7e5", "B": "\U0001f7e6", "G": "\U0001f7e9", "Y": "\U0001f7e8"}
SUIT_NAME = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}
MOON = "\U0001f319"
CHIP = "\u2764\ufe0f"
NO_CHIP = "\U0001f5a4"
TURN = "\u25b6\ufe0f"
PLAY_GROUP = "Play a card"
REVOKE_GROUP = "Revoke... (costs a life chip)"
START_CHIPS = 3
ELLIPSIS = "\u2026"


def _suits(view: Mapping[str, Any] | None) -> Mapping[str, Mapping[str, str]]:
    return (view or {}).get("suits") or {s: {"name": SUIT_NAME[s], "emoji": SUIT_EMOJI[s]} for s in SUITS}


def suit_of(card: str) -> str:
    return card[0]


def rank_of(card: str) -> int:
    return int(card[1:])


def card_text(card: str) -> str:
    """A card in public text: colour square and rank, e.g. ``🟥7``."""
    return f"{SUIT_EMOJI.get(suit_of(card), '?')}{rank_of(card)}"


def card_words(card: str) -> str:
    """A card in words: ``red 7``."""
    return f"{SUIT_NAME.get(suit_of(card), '?')} {rank_of(card)}"


def sort_hand(cards: Sequence[str], values: Mapping[str, Sequence[int]] | None = None) -> list[str]:
    """By suit (red, blue, green, yellow), then rank: the rank as it stands
    with the Nightmare when ``values`` (the view's ``card_values``) are given,
    so the Nightmare 7 (ranks 12) sorts above its 10."""
    def rank(c: str) -> int:
        return values[c][0] if values and c in values else rank_of(c)
    return sorted(cards, key=lambda c: (SUITS.index(suit_of(c)) if suit_of(c) in SUITS else 9, rank(c)))


def promoted(card: str, values: Mapping[str, Sequence[int]] | None) -> int | None:
    """The card's trump rank when the Nightmare promotes it (the 5 and the 7), else None."""
    if not values or card not in values:
        return None
    rank = values[card][0]
    return rank if rank != rank_of(card) else None


def rank_words(card: str, values: Mapping[str, Sequence[int]] | None) -> str:
    """A rank in a hand's row: ``7``, or ``7 (ranks 12)`` for a promoted Nightmare card."""
    high = promoted(card, values)
    return f"{rank_of(card)} (ranks {high})" if high else str(rank_of(card))


def play_words(card: str, view: Mapping[str, Any]) -> str:
    """A card on its button: ``red 7``, or ``yellow 7 🌙 Nightmare, ranks 12``."""
    if view.get("nightmare") and suit_of(card) == view["nightmare"]:
        high = promoted(card, view.get("card_values"))
        return f"{card_words(card)} {MOON} Nightmare" + (f", ranks {high}" if high else "")
    return card_words(card)


def hand_faces(hand: Sequence[str], view: Mapping[str, Any], playable: frozenset[str] = frozenset()
               ) -> tuple[Face, ...]:
    """The cards as faces for a picture, with their points and, for the
    Nightmare, its frame and trump rank (all from the view's ``card_values``);
    on the player's turn (``playable`` not empty) only the playable cards are bright."""
    night = view.get("nightmare")
    values = view.get("card_values") or {}
    faces = []
    for c in hand:
        high = promoted(c, values)
        faces.append(suit_face(c[0], c[1:], bright=not playable or c in playable, framed=c[0] == night,
                               points=values[c][1] if c in values else None, badge=str(high) if high else ""))
    return tuple(faces)


def cards_line(cards: Sequence[str]) -> str:
    return " ".join(card_text(c) for c in cards) or "-"


def chips(lives: int) -> str:
    return CHIP * max(0, lives) + NO_CHIP * max(0, START_CHIPS - lives)


def suit_label(suit: str | None) -> str:
    if not suit:
        return "not yet set"
    return f"{SUIT_EMOJI.get(suit, '?')} {SUIT_NAME.get(suit, suit)}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class SomniaPresenter(Presenter):
    tagline = "trick-taking"
    group_ends = frozenset({"trick_won", "deal_scored"})
    round_starts = frozenset({"deal_started"})

    # -- helpers -----------------------------------------------------------

    def _trick_line(self, table: "Table", trick: Sequence[Mapping[str, Any]], players: int,
                    leader: int | None = None) -> str:
        """Who played what, in play order, with the seats still to play."""
        played = {t["seat"]: t["card"] for t in trick}
        if leader is None:
            leader = trick[0]["seat"] if trick else 0
        parts = []
        for i in range(players):
            seat = (leader + i) % players
            card = played.get(seat)
            parts.append(f"{self.name(table, seat)} {card_text(card) if card else ELLIPSIS}")
        return " \u00b7 ".join(parts)

    def _pile_line(self, table: "Table", trick: Sequence[Mapping[str, Any]]) -> str:
        return ", ".join(f"{card_text(t['card'])} ({self.name(table, t['seat'])})" for t in trick)

    # -- the board -----------------------------------------------------------

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        players = public.get("players", len(table.seats))
        over = public.get("over")
        title = f"{table.game.title}: deal {public.get('deal_number', 1)}"
        if not over:
            title += f", trick {public.get('trick_number', 1)}"
        embed = discord.Embed(title=title, colour=COLOUR)
        current = public.get("current")
        lines = []
        for seat in range(players):
            marker = TURN if seat == current and not over else "\u2003"
            dealer = " \U0001f0cf dealer" if seat == public.get("dealer") and not over else ""
            away = " (away)" if seat < len(table.seats) and table.shown_away(seat) else ""
            lives = public["lives"][seat]
            hand = public["hand_sizes"][seat]
            lines.append(f"{marker} **{self.name(table, seat)}**{away} {chips(lives)} "
                         f"({plural(lives, 'life chip')}) \u00b7 {plural(hand, 'card')} in hand{dealer}")
        embed.description = "\n".join(lines)
        embed.add_field(name=f"{MOON} Nightmare", value=suit_label(public.get("nightmare")), inline=True)
        if players == 2:
            embed.add_field(name="Draw deck", value=plural(public.get("deck_size", 0), "card"), inline=True)
        if not over:
            trick = public.get("trick") or []
            leader = public.get("leader")
            led = public.get("led_suit")
            name = f"Trick {public.get('trick_number', 1)}" + (f" ({suit_label(led)} led)" if led else "")
            winning = public.get("winning")
            if winning is not None and len(trick) > 1:
                name += f": {self.name(table, winning)} winning"
            embed.add_field(name=name[:256], value=self._trick_line(table, trick, players, leader)[:1024],
                            inline=False)
        captured = public.get("captured") or []
        points = public.get("points") or [0] * players
        tricks_won = public.get("tricks_won") or [0] * players
        pile_lines = []
        for seat in range(players):
            cards = sort_hand(captured[seat], public.get("card_values")) if seat < len(captured) else []
            pile_lines.append(f"**{self.name(table, seat)}**: {points[seat]} pts, "
                              f"{plural(tricks_won[seat], 'trick')}" + (f": {cards_line(cards)}" if cards else ""))
        embed.add_field(name="Captured (points with the Nightmare as it stands)",
                        value="\n".join(pile_lines)[:1024], inline=False)
        last = public.get("last_trick")
        if last and not over:
            embed.add_field(name="Last trick",
                            value=f"**{self.name(table, last['winner'])}** took {self._pile_line(table, last['cards'])}"[:1024],
                            inline=False)
        deal = public.get("last_deal")
        if deal:
            embed.add_field(name=f"Deal {deal['deal_number']}: {deal['ending']}",
                            value=self._deal_summary(table, deal)[:1024], inline=False)
        if over:
            embed.set_footer(text="The game is over.")
        elif current is not None:
            embed.set_footer(text=f"{self.name(table, current)} to play. Your cards: the {self.hand_label} button.")
        return embed

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """The trick in progress as cards with who is winning it (or, between
        tricks, the trick just taken and who took it)."""
        players = public.get("players", len(table.seats))
        night = public.get("nightmare")
        trick = public.get("trick") or []
        last = public.get("last_trick") or {}
        taken = not trick and bool(last)
        if not taken:
            leader = public.get("leader") or 0
            played = {t["seat"]: t["card"] for t in trick}
            title = f"Trick {public.get('trick_number', 1)}"
            winning = public.get("winning")
        else:
            leader = last["cards"][0]["seat"]
            played = {t["seat"]: t["card"] for t in last["cards"]}
            title = f"Trick {public.get('trick_number', 2) - (0 if public.get('over') else 1)}"
            winning = last["winner"]
        order = [(leader + i) % players for i in range(players)]
        faces = dict(zip(played, hand_faces(list(played.values()), public)))
        slots = tuple((self.name(table, s), faces.get(s)) for s in order)
        winner = order.index(winning) if winning in order else None
        return partial(draw_trick, title, slots, night, winner, taken)

    def _deal_summary(self, table: "Table", deal: Mapping[str, Any]) -> str:
        pts = ", ".join(f"{self.name(table, s)} {p}" for s, p in enumerate(deal["points"]))
        losers = deal.get("losers") or []
        lost = (", ".join(f"**{self.name(table, s)}**" for s in losers) + " lost a life chip") if losers else "nobody lost a chip"
        night = suit_label(deal.get("nightmare")) if deal.get("nightmare") else "none"
        return f"Points: {pts} (Nightmare {night}, {deal['total']} in all); {lost}."

    # -- the private view ----------------------------------------------------

    def hand_image(self, table: "Table", seat: int, view: dict[str, Any]) -> Callable[[], bytes] | None:
        """The hand as cards, those playable now bright (a revoke is never shown as playable)."""
        values = view.get("card_values")
        hand = sort_hand(view.get("hand") or [], values)
        state = table.state  # a running table has one
        playable = frozenset(a.card for a in state.legal_actions(seat) if isinstance(a, PlayCard) and not a.revoke
                             ) if table.running and state is not None else frozenset()
        title = f"Your hand, deal {view.get('deal_number', 1)}" + (
            "  \u00b7  your turn: raised cards play" if playable and len(playable) < len(hand)
            else "  \u00b7  your turn" if playable else "")
        return partial(draw_hand, title, hand_faces(hand, view, playable))

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        night = view.get("nightmare")
        values = view.get("card_values")
        hand = sort_hand(view.get("hand") or [], values)
        embed = discord.Embed(title=f"{table.game.title}: your hand (deal {view.get('deal_number', 1)})",
                              colour=COLOUR)
        rows = []
        for suit in SUITS:
            cards = [c for c in hand if suit_of(c) == suit]
            if cards:
                mark = f" {MOON} Nightmare" if suit == night else ""
                rows.append(f"{SUIT_EMOJI[suit]} **{SUIT_NAME[suit]}**{mark}: "
                            + " ".join(rank_words(c, values) for c in cards))
        embed.description = "\n".join(rows) or "Your hand is empty."
        embed.add_field(name=f"{MOON} Nightmare", value=suit_label(night), inline=True)
        embed.add_field(name="Your life chips", value=f"{chips(view['lives'][seat])} ({view['lives'][seat]})",
                        inline=True)
        if view.get("players") == 2:
            embed.add_field(name="Draw deck", value=plural(view.get("deck_size", 0), "card"), inline=True)
        if not view.get("over"):
            trick = view.get("trick") or []
            led = view.get("led_suit")
            name = f"Trick {view.get('trick_number', 1)}" + (f" ({suit_label(led)} led)" if led else "")
            embed.add_field(name=name, value=self._trick_line(table, trick, view["players"], view.get("leader"))[:1024],
                            inline=False)
        embed.add_field(name="Your points this deal",
                        value=f"{view['points'][seat]} pts, {plural(view['tricks_won'][seat], 'trick')}", inline=True)
        if view.get("playable") and view.get("revokes"):
            embed.add_field(name="Revoke", value="The *Revoke* buttons break the following rules on purpose: "
                            "that card is played and you lose a life chip at once.", inline=False)
        return embed

    # -- choices ---------------------------------------------------------------

    def group(self, action: Hashable) -> str:
        return REVOKE_GROUP if getattr(action, "revoke", False) else PLAY_GROUP

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        card = getattr(action, "card", None)
        if not isinstance(card, str):
            return super().label(table, seat, action)
        if getattr(action, "revoke", False):
            return f"Revoke: play {card_words(card)} (you lose a life chip now)"
        return play_words(card, table.state.view(None) if table.state is not None else {})

    def choice(self, table: "Table", seat: int, action: Hashable,
               public: Mapping[str, Any] | None = None) -> Choice:
        card = getattr(action, "card", "")
        revoke = bool(getattr(action, "revoke", False))
        if public is None:
            public = table.state.view(None) if table.state is not None else {}
        night = public.get("nightmare")
        # grey for every card: a blue, green or red button would read as that suit
        style = discord.ButtonStyle.danger if revoke else discord.ButtonStyle.secondary
        description = ("Breaks the following rules: costs a life chip at once." if revoke
                       else (f"{MOON} Nightmare card" if night and suit_of(card) == night else None))
        label = (f"Revoke: play {card_words(card)} (you lose a life chip now)" if revoke
                 else play_words(card, public) if card else self.label(table, seat, action))
        return Choice(group=self.group(action), label=label,
                      value=table.game.encode(action), style=style,
                      emoji=SUIT_EMOJI.get(suit_of(card)) if card else None, description=description,
                      confirm=(f"This is a revoke: you play {card_words(card)} against the following rules "
                               "and lose a life chip now. Play it?") if revoke else None)

    def choices(self, table: "Table", seat: int) -> list[Choice]:
        assert table.state is not None
        # the engine's legal actions as they come: plays in hand order (suit, rank), then revokes
        public = table.state.view(None)
        return [self.choice(table, seat, a, public) for a in table.state.legal_actions(seat)]

    # -- events ----------------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        d = event.data
        kind = event.kind
        who = self.name(table, d["seat"]) if isinstance(d.get("seat"), int) else "?"
        if kind == "card_played":
            if d.get("revoke"):
                return f"\u26a0\ufe0f **{who}** revokes with {card_text(d['card'])}."
            return f"**{who}** plays {card_text(d['card'])}."
        if kind == "nightmare_set":
            return (f"{MOON} **{who}** sets the Nightmare: {suit_label(d['suit'])} is trump for this deal "
                    f"(its 7 and 5 now rank highest).")
        if kind == "chip_lost":
            if d.get("reason") == "revoke":
                return f"\U0001f494 **{who}** loses a life chip for the revoke ({plural(d['lives'], 'chip')} left)."
            return None  # the deal's line names the losers
        if kind == "trick_won":
            cards = " ".join(card_text(t["card"]) for t in d["cards"])
            return (f"\U0001f3c6 **{who}** takes trick {d['trick_number']} ({cards}): "
                    f"{plural(d['points'], 'point')}.")
        if kind == "drew":
            return f"**{who}** draws a card ({plural(d['deck_size'], 'card')} left in the deck)."
        if kind == "card_drawn":
            return f"You drew {card_text(d['card'])} ({card_words(d['card'])})."
        if kind == "hand_dealt":
            return f"Deal: your new hand is {cards_line(sort_hand(d['hand']))}."
        if kind == "deal_started":
            lives = ", ".join(f"{self.name(table, s)} {l}" for s, l in enumerate(d["lives"]))
            return (f"\U0001f0cf **Deal {d['deal_number']}**: {self.name(table, d['dealer'])} deals, "
                    f"**{self.name(table, d['leader'])}** leads. Life chips: {lives}.")
        if kind == "deal_scored":
            losers = d.get("losers") or []
            pts = ", ".join(f"{self.name(table, s)} {p}" for s, p in enumerate(d["points"]))
            lost = "; ".join(f"\U0001f494 **{self.name(table, s)}** loses a life chip "
                             f"({plural(d['lives'][s], 'chip')} left)" for s in losers) or "nobody loses a chip"
            night = f"Nightmare {suit_label(d['nightmare'])}" if d.get("nightmare") else "no Nightmare"
            return (f"\U0001f305 **Deal {d['deal_number']} ends: {d['ending']}.** Points: {pts} "
                    f"({night}, {d['total']} in all). {lost}.")
        if kind == "game_over":
            out = [self.name(table, s) for s, l in enumerate(d["lives"]) if l <= 0]
            return f"\U0001f311 {', '.join(f'**{n}**' for n in out)} {'has' if len(out) == 1 else 'have'} no life chips left."
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        lives = int(result.details.get("lives", result.score))
        deals = result.details.get("deals")
        tail = f" after {plural(int(deals), 'deal')}" if deals else ""
        return f"{medal} **{self.name(table, result.seat)}**: {plural(lives, 'life chip')} left{tail}"


PRESENTER = SomniaPresenter()
