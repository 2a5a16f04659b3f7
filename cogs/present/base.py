"""How a game looks on Discord. A Presenter turns views, events and legal
actions into embeds, lines and choices; it decides no rule.

``Presenter`` is a complete, generic presentation that works for any game in
``GAMES`` from its views and action codec; each game's own presenter
overrides what reads better with knowledge of its cards and events.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, Hashable, Sequence

import discord
from discord import app_commands

from bot.ui import Choice
from games import GAMES
from games.base import Event, SeatResult
from words import t

from .said import Said

if TYPE_CHECKING:
    from bot.tables import Table

COLOUR = discord.Colour(0x6B4FBB)
MEDALS = {1: "\U0001f947", 2: "\U0001f948", 3: "\U0001f949"}


def game_choices() -> list[app_commands.Choice[str]]:
    """The games as slash-command choices: titles shown, names sent."""
    return [app_commands.Choice(name=g.title, value=name) for name, g in GAMES.items()]


def unknown_game(name: str) -> str:
    """The answer to a game name that is not one of the choices."""
    return t("play-unknown-game", name=repr(name[:50]), games=", ".join(g.title for g in GAMES.values()))


def short(value: Any, limit: int = 1000) -> str:
    text = value if isinstance(value, str) else json.dumps(value, separators=(", ", ": "))
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class Presenter:
    # Whether choices are private (DM prompt and the "My hand" button) or sit
    # on the channel's turn message follows the game's declared hidden
    # information (``GameType.hidden_information``; see ``prompts_by_dm``).
    # Class-level words read in the language spoken when read (cogs/present/said.py).
    hand_label = Said("play-hand-label")
    # What kind of game it is, in a few words (the /play subcommand's description).
    tagline = ""
    hand_emoji = "\U0001f0cf"
    # The host's "more time" button (``Table.extend``), where the game offers it.
    extend_label: str | None = None
    # Public view keys that hold per-seat lists, shown as one line per player.
    seat_keys: Sequence[str] = ()
    # Event kinds that end a group of move lines (a trick taken, a round
    # scored): the group is posted as one channel message then, and the lines
    # in between only show in the table message's "Last moves". None posts
    # every public line at once (Somna, whose lines are whole phases already).
    group_ends: frozenset[str] | None = None
    # With ``group_ends``: the event kinds whose lines are posted (a deal's
    # or round's result, the next one's start); the other lines (each card,
    # each trick) show only in the table message's "Last moves", which stays
    # in view. None: every line is posted with its group.
    posted_kinds: frozenset[str] | None = None
    # Lines a group may gather before it is posted anyway, so nothing waits for ever.
    group_lines = 12
    # Event kinds that begin a new deal or round: "Last moves" starts afresh,
    # since cards named there may be back in the new hands.
    round_starts: frozenset[str] = frozenset()
    # Event kinds that are news of their own (a sunrise, a nomination): each
    # opens a new channel message, and the lines and choices of every later
    # result are edited into that message (the table's live post) until the
    # next such event. None: a result posts its lines and its decision's call
    # as new messages (grouped by ``group_ends``).
    post_kinds: frozenset[str] | None = None
    # /replay: a step (Next, Previous) ends at a move causing one of these event
    # kinds, a trick taken or a round scored (empty: every move is a step; the
    # "one move" buttons step by move anyway), and its select jumps to where
    # one of ``replay_chapters`` happens, each a ``replay_chapter`` ("deal",
    # "round", "day") numbered on from ``replay_first_chapter``, the number of
    # the chapter the deal itself begins (0: the deal begins none, as Somna's
    # first night comes before day 1).
    replay_stops: frozenset[str] = frozenset()
    replay_chapters: frozenset[str] = frozenset()
    replay_chapter = "round"
    replay_first_chapter = 1
    # The deal's DM (a hand or a role, by DM to every player) is each
    # player's one call to the game: the channel's "begins" line names them
    # without a mention (Somna). False: it mentions them as well.
    deal_calls_by_dm = False
    # Private news between a player's own decisions (what a sunrise told
    # them, a role they were given) comes as a new DM, its one notification,
    # the old prompt losing its buttons (Somna). False: the newest DM is
    # edited to show it, which notifies nobody.
    news_notifies = False

    def role_title(self, role: str) -> str:
        """A role or team as a player reads it, e.g. in /stats' wins by role."""
        return role.replace("_", " ").title()

    def name(self, table: "Table", seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(table.seats):
            return "?"
        return table.name_of(seat)

    def mention(self, table: "Table", seat: int) -> str:
        user = table.user_of(seat)
        return f"<@{user}>" if user else table.name_of(seat)

    # -- the board -------------------------------------------------------

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=table.game.title, colour=COLOUR)
        acting = set(table.to_act())
        lines = []
        for seat in range(len(table.seats)):
            marker = "\u25b6\ufe0f" if seat in acting else "\u2003"
            extra = ", ".join(f"{k} {short(public[k][seat], 60)}" for k in self.seat_keys
                              if isinstance(public.get(k), list) and seat < len(public[k]))
            away = f" {t('play-board-away')}" if table.shown_away(seat) else ""
            lines.append(f"{marker} **{self.name(table, seat)}**{away}" + (f": {extra}" if extra else ""))
        embed.description = "\n".join(lines)[:4000]
        for key, value in public.items():
            if key in self.seat_keys or len(embed.fields) >= 20:
                continue
            embed.add_field(name=key.replace("_", " "), value=short(value, 1000) or "-", inline=True)
        return embed

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """A function drawing the board as PNG bytes (run in a thread, so it
        must only use its arguments), or None for a text-only board. The
        picture is attached to the table message as ``attachment://board.png``."""
        return None

    def more_pictures(self, table: "Table", public: dict[str, Any]) -> list[tuple[str, Callable[[], bytes]]]:
        """Pictures shown under the board's, as (file name, drawing function)
        like ``board_image``: each in an embed of its own (Discord shows one
        picture an embed), so a large table splits into pictures each legible
        at Discord's width (Somnikum: the ring, then one per dream)."""
        return []

    def hand_image(self, table: "Table", seat: int, view: dict[str, Any]) -> Callable[[], bytes] | None:
        """Like ``board_image``, for a seat's private prompt (DM and My hand),
        attached as ``attachment://hand.png``; None for text only."""
        return None

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        public = table.state.view(None) if table.state is not None else {}
        embed = discord.Embed(title=t("play-private-title", game=table.game.title, hand=self.hand_label.lower()),
                              colour=COLOUR)
        secret = {k: v for k, v in view.items() if public.get(k) != v}
        embed.description = "\n".join(f"**{k.replace('_', ' ')}**: {short(v, 300)}" for k, v in secret.items())[:4000]
        return embed

    # -- events ----------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        data = dict(event.data)
        who = self.name(table, data.pop("seat")) if isinstance(data.get("seat"), int) else None
        words = event.kind.replace("_", " ")
        rest = ", ".join(f"{k} {short(v, 80)}" for k, v in data.items())
        return " ".join(p for p in (f"**{who}**" if who else None, words, rest and f"({rest})") if p)

    # -- choices ---------------------------------------------------------

    def choice(self, table: "Table", seat: int, action: Hashable) -> Choice:
        text = table.game.encode(action)
        return Choice(group=self.group(action), label=self.label(table, seat, action), value=text)

    def group(self, action: Hashable) -> str:
        return type(action).__name__

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        fields = getattr(action, "__dataclass_fields__", {})
        parts = [type(action).__name__] + [str(getattr(action, f)) for f in fields]
        return " ".join(parts)

    def choices(self, table: "Table", seat: int) -> list[Choice]:
        assert table.state is not None
        return [self.choice(table, seat, a) for a in table.state.legal_actions(seat)]

    def prefer_selects(self, table: "Table", seat: int | None) -> bool:
        """Menus instead of buttons even when few choices would fit as buttons
        (e.g. choosing a player)."""
        return False

    def prompt_footer(self, table: "Table", seat: int, choices: Sequence[Choice]) -> str:
        """The line under a private prompt."""
        if not choices:
            return t("play-footer-idle") if table.running else t("play-footer-over")
        return t("play-footer-move") if len(table.to_act()) == 1 else t("play-footer-together")

    def called_seats(self, table: "Table") -> list[int]:
        """Seats a new public decision mentions: those it waits for, unless
        the game called them for it already (Somna calls a trial's voters
        with the accusation, before the plea)."""
        assert table.state is not None
        return list(table.state.awaiting())

    def called_by_dm(self, table: "Table") -> list[int]:
        """Seats a new public decision calls by DM: where the game posts no
        message for it (Somna's final vote after the day's last post), a new
        DM is their one notification."""
        return []

    def call_line(self, table: "Table", seats: Sequence[int], until: str) -> str:
        """The line that calls ``seats`` to a new decision; ``until`` is
        " (until <time>)" or empty."""
        key = "play-call-turn" if len(table.to_act()) == 1 else "play-call-move"
        if self.prompts_by_dm(table):
            key += "-private"
        return t(key, mentions=" ".join(self.mention(table, s) for s in seats), hand=self.hand_label, until=until)

    def opens_post(self, table: "Table", events: Sequence[Event]) -> bool:
        """With ``post_kinds``: whether these events open a new channel
        message rather than being edited into the live post."""
        return self.post_kinds is None or any(e.public and e.kind in self.post_kinds for e in events)

    def secret_called(self, table: "Table", acting: Sequence[int]) -> list[int]:
        """Of the seats a secret decision may wait for, whom the channel may
        call when their DMs are closed: all of them alike by default, so the
        call does not say who has a choice."""
        return list(acting)

    def dm_notice_due(self, table: "Table", events: Sequence[Event]) -> bool | None:
        """When the channel says that a player's DMs are closed: None at
        once; otherwise whether these events are the moment (Somna: the
        sunrise, when every living player was sent a DM alike, so the
        notice does not tell which DM failed)."""
        return None

    def needs_prompt(self, table: "Table", seat: int) -> bool:
        """Whether a seat the decision waits for is sent a prompt: not where
        its only choice is what the deadline does anyway (Somna's pyre for
        all but a Monger who may sabotage)."""
        return True

    def prompts_by_dm(self, table: "Table") -> bool:
        """Whether the current decision is prompted privately (DM, My hand):
        in a game with hidden hands or roles."""
        return table.game.game_type.hidden_information

    def channel_prompt(self, table: "Table") -> list[Choice] | None:
        """Choices shown on the channel's turn message, for whoever may use
        them (the table checks the seat); None when choices are private."""
        if self.prompts_by_dm(table):
            return None
        acting = table.to_act()
        return self.choices(table, acting[0]) if len(acting) == 1 else None

    def prompt_status(self, table: "Table") -> str | None:
        """A line shown under a shared channel prompt that stays open while
        several seats act (e.g. a live vote tally)."""
        return None

    def spirits(self, table: "Table") -> set[int]:
        """Seats the game has taken out of play while it goes on (Somna's
        dead): silenced in the channel and gathered in a private thread when
        the bot may do so. Empty where everyone plays to the end."""
        return set()

    def spirit_roles(self, table: "Table") -> str | None:
        """What the dead may see of every seat's secret in their private
        thread, when the table allows it (Somna's ``spirits_see_roles``)."""
        return None

    # -- the end ---------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        score = int(result.score) if float(result.score).is_integer() else result.score
        extra = ", ".join(f"{k} {short(v, 60)}" for k, v in result.details.items()
                          if isinstance(v, (str, int, float)))
        return f"{medal} **{self.name(table, result.seat)}**: {score}" + (f" ({extra})" if extra else "")
