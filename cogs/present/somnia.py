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
from words import t

from .base import COLOUR, MEDALS, Presenter
from .said import Said
from .card_images import Face, draw_hand, hand_words, suit_face
from .somnia_images import draw_trick, trick_words

if TYPE_CHECKING:
    from bot.tables import Table

SUITS = ("R", "B", "G", "Y")
SUIT_EMOJI = {"R": "\U0001f7e5", "B": "\U0001f7e6", "G": "\U0001f7e9", "Y": "\U0001f7e8"}
MOON = "\U0001f319"
CHIP = "\u2764\ufe0f"
NO_CHIP = "\U0001f5a4"
TURN = "\u25b6\ufe0f"
# The choice groups as English reads them (a group is also the menu's title;
# ``group`` speaks the reader's locale).
PLAY_GROUP = t("somnia-group-play")
REVOKE_GROUP = t("somnia-group-revoke")
START_CHIPS = 3
ELLIPSIS = "\u2026"


def _suits(view: Mapping[str, Any] | None) -> Mapping[str, Mapping[str, str]]:
    return (view or {}).get("suits") or {s: {"name": suit_name(s), "emoji": SUIT_EMOJI[s]} for s in SUITS}


def suit_name(suit: str) -> str:
    """A suit's colour in words (``red``); an unknown letter as it is."""
    return t(f"somnia-suit-{suit.lower()}") if suit in SUITS else suit


def suit_of(card: str) -> str:
    return card[0]


def rank_of(card: str) -> int:
    return int(card[1:])


def card_text(card: str) -> str:
    """A card in public text: colour square and rank, e.g. ``🟥7``."""
    return f"{SUIT_EMOJI.get(suit_of(card), '?')}{rank_of(card)}"


def card_words(card: str) -> str:
    """A card in words: ``red 7``."""
    suit = suit_of(card)
    return t("somnia-card-words", suit=suit_name(suit) if suit in SUITS else "?", rank=rank_of(card))


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
    return t("somnia-rank-promoted", rank=rank_of(card), high=high) if high else str(rank_of(card))


def play_words(card: str, view: Mapping[str, Any]) -> str:
    """A card on its button: ``red 7``, or ``yellow 7 🌙 Nightmare, ranks 12``."""
    if view.get("nightmare") and suit_of(card) == view["nightmare"]:
        high = promoted(card, view.get("card_values"))
        return t("somnia-card-nightmare", card=card_words(card), high=high or 0)
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
        return t("somnia-suit-unset")
    return f"{SUIT_EMOJI.get(suit, '?')} {suit_name(suit)}"


class SomniaPresenter(Presenter):
    tagline = Said("somnia-tagline")

    group_ends = frozenset({"trick_won", "deal_scored"})
    round_starts = frozenset({"deal_started"})
    replay_stops = frozenset({"trick_won", "deal_scored"})
    replay_chapters = frozenset({"deal_started"})
    replay_chapter = "deal"
    posted_kinds = frozenset({"deal_scored", "deal_started", "chip_lost", "game_over"})

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
        title = (t("somnia-board-title-over", game=table.game.title, deal=public.get("deal_number", 1)) if over
                 else t("somnia-board-title", game=table.game.title, deal=public.get("deal_number", 1),
                        trick=public.get("trick_number", 1)))
        embed = discord.Embed(title=title, colour=COLOUR)
        current = public.get("current")
        lines = []
        for seat in range(players):
            marker = TURN if seat == current and not over else "\u2003"
            dealer = f" {t('somnia-board-dealer')}" if seat == public.get("dealer") and not over else ""
            away = f" {t('play-board-away')}" if seat < len(table.seats) and table.shown_away(seat) else ""
            lives = public["lives"][seat]
            hand = public["hand_sizes"][seat]
            lines.append(f"{marker} **{self.name(table, seat)}**{away} {chips(lives)} "
                         f"{t('somnia-board-seat', lives=lives, cards=hand)}{dealer}")
        embed.description = "\n".join(lines)
        embed.add_field(name=t("somnia-nightmare-field"), value=suit_label(public.get("nightmare")), inline=True)
        if players == 2:
            embed.add_field(name=t("somnia-deck-field"), value=t("somnia-cards", count=public.get("deck_size", 0)),
                            inline=True)
        if not over:
            trick = public.get("trick") or []
            leader = public.get("leader")
            led = public.get("led_suit")
            name = self._trick_name(public.get("trick_number", 1), led)
            winning = public.get("winning")
            if winning is not None and len(trick) > 1:
                name = t("somnia-trick-winning", trick=name, name=self.name(table, winning))
            embed.add_field(name=name[:256], value=self._trick_line(table, trick, players, leader)[:1024],
                            inline=False)
        captured = public.get("captured") or []
        points = public.get("points") or [0] * players
        tricks_won = public.get("tricks_won") or [0] * players
        pile_lines = []
        for seat in range(players):
            cards = sort_hand(captured[seat], public.get("card_values")) if seat < len(captured) else []
            pile_lines.append(f"**{self.name(table, seat)}**: {t('somnia-pile', points=points[seat], tricks=tricks_won[seat])}"
                              + (f": {cards_line(cards)}" if cards else ""))
        embed.add_field(name=t("somnia-captured-field"),
                        value="\n".join(pile_lines)[:1024], inline=False)
        last = public.get("last_trick")
        if last and not over:
            embed.add_field(name=t("somnia-last-trick-field"),
                            value=t("somnia-last-trick", name=self.name(table, last["winner"]),
                                    cards=self._pile_line(table, last["cards"]))[:1024],
                            inline=False)
        deal = public.get("last_deal")
        if deal:
            embed.add_field(name=t("somnia-deal-field", deal=deal["deal_number"], ending=deal["ending"]),
                            value=self._deal_summary(table, deal)[:1024], inline=False)
        if over:
            embed.set_footer(text=t("play-footer-over"))
        elif current is not None:
            embed.set_footer(text=t("somnia-board-footer", name=self.name(table, current), hand=self.hand_label))
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
            title = t("somnia-trick", trick=public.get("trick_number", 1))
            winning = public.get("winning")
        else:
            leader = last["cards"][0]["seat"]
            played = {t["seat"]: t["card"] for t in last["cards"]}
            title = t("somnia-trick", trick=public.get("trick_number", 2) - (0 if public.get("over") else 1))
            winning = last["winner"]
        order = [(leader + i) % players for i in range(players)]
        faces = dict(zip(played, hand_faces(list(played.values()), public)))
        slots = tuple((self.name(table, s), faces.get(s)) for s in order)
        winner = order.index(winning) if winning in order else None
        return partial(draw_trick, title, slots, night, winner, taken, words=trick_words())

    def _deal_summary(self, table: "Table", deal: Mapping[str, Any]) -> str:
        pts = ", ".join(f"{self.name(table, s)} {p}" for s, p in enumerate(deal["points"]))
        losers = deal.get("losers") or []
        lost = (t("somnia-summary-lost", names=", ".join(f"**{self.name(table, s)}**" for s in losers), count=len(losers))
                if losers else t("somnia-summary-nobody-lost"))
        night = suit_label(deal.get("nightmare")) if deal.get("nightmare") else t("somnia-summary-no-nightmare")
        return t("somnia-summary", points=pts, nightmare=night, total=deal["total"], lost=lost)

    def _trick_name(self, number: int, led: str | None) -> str:
        """A trick's field name: ``Trick 3``, or ``Trick 3 (🟥 red led)``."""
        if led:
            return t("somnia-trick-led", trick=number, suit=suit_label(led))
        return t("somnia-trick", trick=number)

    # -- the private view ----------------------------------------------------

    def hand_image(self, table: "Table", seat: int, view: dict[str, Any]) -> Callable[[], bytes] | None:
        """The hand as cards, those playable now bright (a revoke is never shown as playable)."""
        values = view.get("card_values")
        hand = sort_hand(view.get("hand") or [], values)
        state = table.state  # a running table has one
        playable = frozenset(a.card for a in state.legal_actions(seat) if isinstance(a, PlayCard) and not a.revoke
                             ) if table.running and state is not None else frozenset()
        deal = view.get("deal_number", 1)
        title = (t("somnia-hand-title-raised", deal=deal) if playable and len(playable) < len(hand)
                 else t("somnia-hand-title-turn", deal=deal) if playable else t("somnia-hand-title", deal=deal))
        return partial(draw_hand, title, hand_faces(hand, view, playable), empty=hand_words())

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        night = view.get("nightmare")
        values = view.get("card_values")
        hand = sort_hand(view.get("hand") or [], values)
        embed = discord.Embed(title=t("somnia-private-title", game=table.game.title, deal=view.get("deal_number", 1)),
                              colour=COLOUR)
        rows = []
        for suit in SUITS:
            cards = [c for c in hand if suit_of(c) == suit]
            if cards:
                mark = f" {t('somnia-nightmare-field')}" if suit == night else ""
                rows.append(f"{SUIT_EMOJI[suit]} **{suit_name(suit)}**{mark}: "
                            + " ".join(rank_words(c, values) for c in cards))
        embed.description = "\n".join(rows) or t("somnia-hand-empty")
        embed.add_field(name=t("somnia-nightmare-field"), value=suit_label(night), inline=True)
        embed.add_field(name=t("somnia-lives-field"), value=f"{chips(view['lives'][seat])} ({view['lives'][seat]})",
                        inline=True)
        if view.get("players") == 2:
            embed.add_field(name=t("somnia-deck-field"), value=t("somnia-cards", count=view.get("deck_size", 0)),
                            inline=True)
        if not view.get("over"):
            trick = view.get("trick") or []
            name = self._trick_name(view.get("trick_number", 1), view.get("led_suit"))
            embed.add_field(name=name, value=self._trick_line(table, trick, view["players"], view.get("leader"))[:1024],
                            inline=False)
        embed.add_field(name=t("somnia-points-field"),
                        value=t("somnia-pile", points=view["points"][seat], tricks=view["tricks_won"][seat]), inline=True)
        if view.get("playable") and view.get("revokes"):
            embed.add_field(name=t("somnia-revoke-field"), value=t("somnia-revoke-help"), inline=False)
        return embed

    # -- choices ---------------------------------------------------------------

    def group(self, action: Hashable) -> str:
        return t("somnia-group-revoke") if getattr(action, "revoke", False) else t("somnia-group-play")

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        card = getattr(action, "card", None)
        if not isinstance(card, str):
            return super().label(table, seat, action)
        if getattr(action, "revoke", False):
            return t("somnia-revoke-label", card=card_words(card))
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
        description = (t("somnia-revoke-description") if revoke
                       else (t("somnia-nightmare-card") if night and suit_of(card) == night else None))
        label = (t("somnia-revoke-label", card=card_words(card)) if revoke
                 else play_words(card, public) if card else self.label(table, seat, action))
        return Choice(group=self.group(action), label=label,
                      value=table.game.encode(action), style=style,
                      emoji=SUIT_EMOJI.get(suit_of(card)) if card else None, description=description,
                      confirm=t("somnia-revoke-confirm", card=card_words(card)) if revoke else None)

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
                return t("somnia-event-revoked", name=who, card=card_text(d["card"]))
            return t("somnia-event-played", name=who, card=card_text(d["card"]))
        if kind == "nightmare_set":
            return t("somnia-event-nightmare", name=who, suit=suit_label(d["suit"]))
        if kind == "chip_lost":
            if d.get("reason") == "revoke":
                return t("somnia-event-revoke-chip", name=who, lives=d["lives"])
            return None  # the deal's line names the losers
        if kind == "trick_won":
            cards = " ".join(card_text(t["card"]) for t in d["cards"])
            return t("somnia-event-trick", name=who, trick=d["trick_number"], cards=cards, points=d["points"])
        if kind == "drew":
            return t("somnia-event-drew", name=who, deck=d["deck_size"])
        if kind == "card_drawn":
            return t("somnia-event-card-drawn", card=card_text(d["card"]), words=card_words(d["card"]))
        if kind == "hand_dealt":
            return t("somnia-event-hand", cards=cards_line(sort_hand(d["hand"])))
        if kind == "deal_started":
            lives = ", ".join(f"{self.name(table, s)} {l}" for s, l in enumerate(d["lives"]))
            return t("somnia-event-deal", deal=d["deal_number"], dealer=self.name(table, d["dealer"]),
                     leader=self.name(table, d["leader"]), lives=lives)
        if kind == "deal_scored":
            losers = d.get("losers") or []
            pts = ", ".join(f"{self.name(table, s)} {p}" for s, p in enumerate(d["points"]))
            lost = "; ".join(t("somnia-event-chip-lost", name=self.name(table, s), lives=d["lives"][s])
                             for s in losers) or t("somnia-event-nobody-lost")
            night = (t("somnia-event-deal-nightmare", suit=suit_label(d["nightmare"])) if d.get("nightmare")
                     else t("somnia-event-deal-no-nightmare"))
            return t("somnia-event-deal-scored", deal=d["deal_number"], ending=d["ending"], points=pts,
                     nightmare=night, total=d["total"], lost=lost)
        if kind == "game_over":
            out = [self.name(table, s) for s, l in enumerate(d["lives"]) if l <= 0]
            return t("somnia-event-game-over", names=", ".join(f"**{n}**" for n in out), count=len(out))
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        lives = int(result.details.get("lives", result.score))
        deals = result.details.get("deals")
        left = (t("somnia-result-after", lives=lives, deals=int(deals)) if deals
                else t("somnia-result", lives=lives))
        return f"{medal} **{self.name(table, result.seat)}**: {left}"


PRESENTER = SomniaPresenter()
