"""Traumland on Discord: a climbing trick game.

The table message shows every player's level as a 12-cell track, the card on
top (a Dreamer with its declaration) and who played it, who passed since,
hand sizes, who leads, who retired and who holds the 12 card. Hands go by DM
(and the ephemeral "My hand" answer), sorted by colour with the cards the
seat may play now in bold.

Choices are exactly the engine's legal actions. A Dreamer's declaration is
part of the action, so every legal declaration is its own choice. Without a
Dreamer to play the prompt is buttons (Pass and one per card); with one it is
menus, the plain cards (and Pass) in one and the declarations in their own,
"Play the Dreamer as…", so picking a Dreamer reads as a second choice.

Value cards read as a colour square and words (``🟦 blue 7``); the Divine is
``✨``, the Dreamer ``🌙``. No card of a hand appears in public text: only
cards that were played (face up) and Dreamer declarations.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping, Sequence

import discord

from bot.ui import MAX_BUTTONS, Choice
from games.base import Event, SeatResult
from games.traumland import Dream, Pass, Play
from games.traumland.cards import COLOURS, DIVINE, DREAMER, TARGET_LEVEL, is_value

from .base import MEDALS, Presenter
from .said import Said
from .card_images import Face, art_face, draw_hand, hand_words, suit_face
from .drawing import GOLD, VIOLET
from .traumland_images import Track, draw_table
from words import t

if TYPE_CHECKING:
    from bot.tables import Table

COLOUR = discord.Colour(0x3B5BA5)
SQUARE = {"R": "\U0001f7e5", "B": "\U0001f7e6", "Y": "\U0001f7e8", "G": "\U0001f7e9"}
SPARKLES = "\u2728"
MOON = "\U0001f319"
CROWN = "\U0001f451"
TROPHY = "\U0001f3c6"
STAR = "\U0001f31f"
PASS_EMOJI = "\u23ed\ufe0f"
TURN = "\u25b6\ufe0f"
FULL, EMPTY = "\u25b0", "\u25b1"
ELLIPSIS = "\u2026"
SELECT_LIMIT = 25

# The choice groups as English reads them (a group is also a menu's title;
# ``choices`` speaks the reader's locale).
CARD_GROUP = t("traumland-group-card")
PASS_GROUP = t("traumland-group-pass")
DREAM_GROUP = t("traumland-group-dreamer")


def colour_name(colour: str) -> str:
    """A colour in words (``blue``); an unknown code as it is."""
    return t(f"traumland-colour-{colour.lower()}") if colour in COLOURS else colour


def special_name(card: str) -> str:
    """``Dreamer`` or ``Divine``."""
    return t("traumland-dreamer") if card == DREAMER else t("traumland-divine")


# -- words for cards ------------------------------------------------------

def value_words(colour: str, value: int) -> str:
    """``blue 7``."""
    return t("traumland-value-words", colour=colour_name(colour), value=value)


def value_text(colour: str, value: int) -> str:
    """``🟦 blue 7``."""
    return f"{SQUARE.get(colour, '?')} {value_words(colour, value)}"


def card_text(card: str) -> str:
    """A card as it is held: ``🟦 blue 7``, ``✨ Divine``, ``🌙 Dreamer``."""
    if is_value(card):
        return value_text(card[0], int(card[1:]))
    return {DIVINE: f"{SPARKLES} {special_name(DIVINE)}", DREAMER: f"{MOON} {special_name(DREAMER)}"}.get(card, card)


def entry_text(entry: Mapping[str, Any]) -> str:
    """A played card with its declaration: ``🟦 blue 7``, ``🌙 Dreamer as 🟦 blue 9``,
    ``🌙 Dreamer as ✨ Divine``, ``✨ Divine``."""
    if entry.get("card") == DREAMER:
        shown = card_text(DIVINE) if entry.get("divine") else value_text(str(entry["colour"]), int(entry["value"]))
        return t("traumland-dreamer-as", card=shown)
    return card_text(str(entry.get("card")))


def level_track(level: int) -> str:
    """A 12-cell track: ``▰▰▰▰▰▱▱▱▱▱▱▱ 5/12`` (the variant may go past 12)."""
    filled = max(0, min(level, TARGET_LEVEL))
    bar = FULL * filled + EMPTY * (TARGET_LEVEL - filled)
    return f"`{bar}` **{level}**/{TARGET_LEVEL}"


def hand_lines(hand: Sequence[str], playable: Sequence[str] = ()) -> list[str]:
    """The hand by colour, values ascending, then Dreamers and Divines;
    cards that may be played now in bold."""
    bold = set(playable)
    lines = []
    for colour in COLOURS:
        values = sorted(int(c[1:]) for c in hand if is_value(c) and c[0] == colour)
        if values:
            shown = " \u00b7 ".join(f"**{v}**" if f"{colour}{v}" in bold else str(v) for v in values)
            lines.append(f"{SQUARE[colour]} {colour_name(colour)}: {shown}")
    for card, emoji in ((DREAMER, MOON), (DIVINE, SPARKLES)):
        count = sum(1 for c in hand if c == card)
        if count:
            name = special_name(card)
            word = f"**{name}**" if card in bold else name
            lines.append(f"{emoji} {word}" + (f" \u00d7{count}" if count > 1 else ""))
    return lines


DREAMER_RGB, DIVINE_RGB = VIOLET, GOLD


def hand_faces(hand: Sequence[str], playable: Sequence[str] = ()) -> tuple[Face, ...]:
    """The hand as ``hand_lines`` orders it, as faces for a picture (the
    Dreamer a moon among stars, the Divine a sun); on the player's turn
    (``playable`` not empty) only the playable cards are bright."""
    bright = set(playable)
    faces = []
    for colour in COLOURS:
        for v in sorted(int(c[1:]) for c in hand if is_value(c) and c[0] == colour):
            faces.append(suit_face(colour, str(v), bright=not bright or f"{colour}{v}" in bright))
    for card, art, fill in ((DREAMER, "moon", DREAMER_RGB), (DIVINE, "sun", DIVINE_RGB)):
        faces += [art_face(art, special_name(card), fill, bright=not bright or card in bright)] * hand.count(card)
    return tuple(faces)


def top_face(entry: Mapping[str, Any]) -> Face:
    """The card on top as it counts: a Dreamer shows what it was declared as,
    with "Dreamer" for its word."""
    card = str(entry.get("card"))
    if card == DREAMER:
        if entry.get("divine"):
            return art_face("sun", special_name(DREAMER), DIVINE_RGB)
        colour = str(entry["colour"])
        face = suit_face(colour, str(entry["value"]))
        return Face(face.big, special_name(DREAMER), face.fill, face.ink, suit=colour)
    if card == DIVINE:
        return art_face("sun", special_name(DIVINE), DIVINE_RGB)
    return suit_face(card[0], card[1:])


def hand_line(hand: Sequence[str]) -> str:
    """The hand on one line, for a DM: ``🟥 1 4 7 · 🟦 2 · 🌙 Dreamer · ✨ Divine ×2``."""
    parts = []
    for colour in COLOURS:
        values = sorted(int(c[1:]) for c in hand if is_value(c) and c[0] == colour)
        if values:
            parts.append(f"{SQUARE[colour]} {colour_name(colour)} " + " ".join(map(str, values)))
    for card, emoji in ((DREAMER, MOON), (DIVINE, SPARKLES)):
        count = sum(1 for c in hand if c == card)
        if count:
            parts.append(f"{emoji} {special_name(card)}" + (f" \u00d7{count}" if count > 1 else ""))
    return " \u00b7 ".join(parts) or t("traumland-no-cards")


def _cards(n: int) -> str:
    return t("traumland-cards", count=n)


class TraumlandPresenter(Presenter):
    tagline = Said("traumland-tagline")

    group_ends = frozenset({"trick_won", "round_over"})
    round_starts = frozenset({"round_started"})
    replay_stops = frozenset({"trick_won", "round_over"})
    replay_chapters = frozenset({"round_started"})
    posted_kinds = frozenset({"round_over", "round_started", "retired", "game_over"})

    def names(self, table: "Table", seats: Sequence[int]) -> str:
        return ", ".join(f"**{self.name(table, s)}**" for s in seats)

    # -- the board -------------------------------------------------------

    def top_text(self, table: "Table", public: Mapping[str, Any]) -> str:
        """The card on top, who played it, who passed since, and the trick so far."""
        top = public.get("top")
        if not top:
            if public.get("over"):
                return "-"
            return t("traumland-top-none", name=self.name(table, public.get("leader")))
        lines = [t("traumland-top-played", card=entry_text(top), name=self.name(table, top["seat"]))]
        passes = public.get("passes") or []
        lines.append(t("traumland-top-passed", names=self.names(table, passes)) if passes
                     else t("traumland-top-nobody-passed"))
        trick = public.get("trick") or []
        if len(trick) > 1:
            steps = " \u2192 ".join(f"{self.name(table, e['seat'])} {entry_text(e)}" for e in trick)
            lines.append(t("traumland-top-trick", steps=steps))
        return "\n".join(lines)[:1024]

    def seat_line(self, table: "Table", public: Mapping[str, Any], seat: int) -> str:
        levels = public.get("levels") or []
        sizes = public.get("hand_sizes") or []
        tricks = public.get("tricks") or []
        retired = public.get("retired") or []
        current = public.get("current")
        level = levels[seat] if seat < len(levels) else 0
        marker = TURN if current == seat and not public.get("over") else "\u2003"
        parts = [f"{marker} **{self.name(table, seat)}** {level_track(level)}"]
        if seat in retired:
            parts.append(t("traumland-seat-retired"))
        else:
            parts.append(_cards(sizes[seat] if seat < len(sizes) else 0))
        if seat < len(tricks) and tricks[seat]:
            parts.append(f"{TROPHY} {tricks[seat]}")
        tags = []
        if public.get("holder_of_12") == seat:
            tags.append(t("traumland-seat-holds-12"))
        if not public.get("over") and public.get("leader") == seat:
            tags.append(t("traumland-seat-led") if public.get("top") else t("traumland-seat-leads"))
        if seat in (public.get("passes") or []):
            tags.append(t("traumland-seat-passed"))
        if table.shown_away(seat):
            tags.append(t("traumland-seat-away"))
        return " \u00b7 ".join(parts) + (f" \u00b7 {', '.join(tags)}" if tags else "")

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        over = bool(public.get("over"))
        title = t("traumland-board-title-over" if over else "traumland-board-title", round=public.get("round", 1))
        embed = discord.Embed(title=title, colour=COLOUR)
        embed.description = "\n".join(self.seat_line(table, public, s) for s in range(len(table.seats)))[:4000]
        if over:
            holder = public.get("holder_of_12")
            if holder is not None:
                text = t("traumland-board-winner", name=self.name(table, holder))
            else:
                text = t("traumland-board-highest-wins")
            embed.add_field(name=t("traumland-board-over-field"), value=text, inline=False)
        else:
            embed.add_field(name=t("traumland-top-field"), value=self.top_text(table, public), inline=False)
            current = public.get("current")
            if current is not None:
                doing = "traumland-board-turn-lead" if public.get("phase") == "lead" else "traumland-board-turn-follow"
                embed.add_field(name=t("traumland-board-turn-field"),
                                value=f"{TURN} {t(doing, name=self.name(table, current))}", inline=True)
            holder = public.get("holder_of_12")
            embed.add_field(name=t("traumland-twelve-field"),
                            value=f"{CROWN} **{self.name(table, holder)}**" if holder is not None
                            else t("traumland-twelve-nobody"),
                            inline=True)
        last = public.get("last_round")
        if last and not over:
            embed.add_field(name=t("traumland-round", round=last["round"]), value=self.round_summary(table, last)[:1024], inline=False)
        footer = [t("traumland-footer-dealer", name=self.name(table, public.get("dealer"))),
                  t("traumland-footer-out", count=public.get("out_count", 0))]
        footer.append(t("traumland-footer-variant") if public.get("most_beyond_12")
                      else t("traumland-footer-rule"))
        embed.set_footer(text=" \u00b7 ".join(footer))
        return embed

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """The card on top and every player's level track."""
        over = bool(public.get("over"))
        title = t("traumland-picture-title-over" if over else "traumland-picture-title", round=public.get("round", 1))
        top = public.get("top")
        if top:
            face, by = top_face(top), t("traumland-picture-by", name=self.name(table, top["seat"]))
        else:
            face, by = None, ""  # the arrow on the tracks says who leads
        levels = public.get("levels") or []
        retired = set(public.get("retired") or [])
        current = None if over else public.get("current")
        tracks = tuple(Track(self.name(table, s), levels[s] if s < len(levels) else 0, to_act=s == current,
                             holds_12=public.get("holder_of_12") == s, retired=s in retired)
                       for s in range(len(table.seats)))
        return partial(draw_table, title, face, by, tracks, to_lead=t("traumland-picture-to-lead"))

    def round_summary(self, table: "Table", data: Mapping[str, Any]) -> str:
        """Why a round ended and the levels after it (no card named: the cards
        are dealt again)."""
        why, shown = self._round_why(table, data)
        return t("traumland-round-summary", why=why, levels=shown)

    def _round_why(self, table: "Table", data: Mapping[str, Any]) -> tuple[str, str]:
        """Why a round ended, and the levels after it on one line."""
        seat = data.get("seat")
        reason = data.get("reason")
        who = f"**{self.name(table, seat)}**" if isinstance(seat, int) else t("traumland-why-someone")
        if reason == "out":
            unwon = len(data.get("unwon") or [])
            why = (t("traumland-why-out-unwon", name=who, count=unwon) if unwon > 1
                   else t("traumland-why-out", name=who))
        elif reason == "divine":
            why = t("traumland-why-divine", name=who)
        elif reason == "all_retired":
            why = t("traumland-why-all-retired")
        elif reason == "lone_player":
            why = t("traumland-why-lone", name=who)
        else:
            why = str(reason)
        levels = data.get("levels") or []
        shown = " \u00b7 ".join(f"{self.name(table, s)} **{lv}**" for s, lv in enumerate(levels))
        return why, shown

    # -- the private view ------------------------------------------------

    def hand_image(self, table: "Table", seat: int, view: dict[str, Any]) -> Callable[[], bytes] | None:
        hand = list(view.get("hand") or [])
        playable = view.get("playable") or []
        key = ("traumland-hand-title-raised" if playable and len(playable) < len(set(hand))
               else "traumland-hand-title-turn" if playable else "traumland-hand-title")
        title = t(key, count=len(hand))
        return partial(draw_hand, title, hand_faces(hand, playable), empty=hand_words())

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        hand = view.get("hand") or []
        playable = view.get("playable") or []
        embed = discord.Embed(title=t("traumland-private-title", count=len(hand)), colour=COLOUR)
        lines = hand_lines(hand, playable) or [t("traumland-private-empty")]
        if playable:
            lines.append(t("traumland-private-bold"))
        embed.description = "\n".join(lines)[:4000]
        levels = view.get("levels") or []
        if seat < len(levels):
            embed.add_field(name=t("traumland-private-level-field"), value=level_track(levels[seat]), inline=True)
        holder = view.get("holder_of_12")
        if holder is not None:
            embed.add_field(name=t("traumland-twelve-field"), value=f"{CROWN} **{self.name(table, holder)}**",
                            inline=True)
        if not view.get("over"):
            embed.add_field(name=t("traumland-top-field"), value=self.top_text(table, view), inline=False)
            current = view.get("current")
            if seat in (view.get("retired") or []):
                todo = t("traumland-now-retired")
            elif current == seat and view.get("phase") == "lead":
                todo = t("traumland-now-lead")
                if view.get("opening_lead") and (DIVINE in playable or DREAMER in playable):
                    # Ruling 1: only the round's first lead may be a Divine
                    # (or a Dreamer as one) beside other cards; say why now.
                    todo += " " + t("traumland-now-opening-lead")
            elif current == seat:
                # on a Divine nothing is "higher": only a 1 or a Dreamer may follow (the rules' wording)
                on_divine = view["top"].get("card") == DIVINE or bool(view["top"].get("divine"))
                todo = t("traumland-now-follow-divine" if on_divine else "traumland-now-follow",
                         card=entry_text(view["top"]))
            else:
                todo = t("traumland-now-waiting", name=self.name(table, current))
            if current == seat and DREAMER in playable:
                todo += "\n" + t("traumland-now-dreamer-help")
            embed.add_field(name=t("traumland-now-field"), value=todo, inline=False)
        return embed

    # -- choices ---------------------------------------------------------

    def group(self, action: Hashable) -> str:
        return t("traumland-group-dreamer") if isinstance(action, Dream) else t("traumland-group-card")

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        if isinstance(action, Pass):
            return t("traumland-pass")
        if isinstance(action, Play):
            return card_text(action.card)
        if isinstance(action, Dream):
            shown = card_text(DIVINE) if action.divine else value_text(str(action.colour), int(action.value or 0))
            return t("traumland-dreamer-as", card=shown)
        return super().label(table, seat, action)

    def _as_selects(self, actions: Sequence[Hashable]) -> bool:
        return len(actions) > MAX_BUTTONS or any(isinstance(a, Dream) for a in actions)

    def prefer_selects(self, table: "Table", seat: int | None) -> bool:
        """Menus whenever a Dreamer may be played: the plain cards (and Pass) in
        one list, the Dreamer's declarations in their own ("Play the Dreamer
        as…"), so a Dreamer is a second choice."""
        if seat is None or table.state is None or not table.running:
            return False
        return self._as_selects(table.state.legal_actions(seat))

    def choices(self, table: "Table", seat: int) -> list[Choice]:
        """Pass, the plain cards, then every legal Dreamer declaration. Without
        a Dreamer to play these are buttons; with one, menus: "Play a card" and
        "Play the Dreamer as…" (split by colours when there are more
        declarations than a menu holds), and Pass, a group of its own, stays a
        button."""
        assert table.state is not None
        actions = table.state.legal_actions(seat)
        encode = table.game.encode
        if not self._as_selects(actions):
            return [self._button(table, seat, encode(a), a) for a in actions]
        card_group = t("traumland-group-card")
        dream_groups = self._dream_groups([a for a in actions if isinstance(a, Dream)])
        out = []
        for a in actions:
            if isinstance(a, Pass):
                out.append(Choice(t("traumland-group-pass"), t("traumland-pass"), encode(a), emoji=PASS_EMOJI,
                                  description=t("traumland-pass-description")))
            elif isinstance(a, Play):
                if is_value(a.card):
                    out.append(Choice(card_group, value_words(a.card[0], int(a.card[1:])), encode(a),
                                      emoji=SQUARE[a.card[0]]))
                else:
                    out.append(Choice(card_group, special_name(DIVINE), encode(a), emoji=SPARKLES))
            elif isinstance(a, Dream):
                group = dream_groups[a]
                if a.divine:
                    out.append(Choice(group, t("traumland-dream-divine"), encode(a), emoji=SPARKLES,
                                      description=t("traumland-dream-divine-description")))
                else:
                    out.append(Choice(group, value_words(str(a.colour), int(a.value or 0)), encode(a),
                                      emoji=SQUARE[str(a.colour)]))
        return out

    def _button(self, table: "Table", seat: int, value: str, action: Hashable) -> Choice:
        if isinstance(action, Pass):
            return Choice(t("traumland-group-card"), t("traumland-pass"), value, discord.ButtonStyle.secondary,
                          PASS_EMOJI)
        if isinstance(action, Play) and is_value(action.card):
            return Choice(t("traumland-group-card"), value_words(action.card[0], int(action.card[1:])), value,
                          discord.ButtonStyle.primary, SQUARE[action.card[0]])
        if isinstance(action, Play):
            return Choice(t("traumland-group-card"), special_name(DIVINE), value, discord.ButtonStyle.primary, SPARKLES)
        return Choice(self.group(action), self.label(table, seat, action), value, discord.ButtonStyle.success)

    def _dream_groups(self, dreams: Sequence[Dream]) -> dict[Dream, str]:
        """One "Play the Dreamer as…" group, or several by colour so each fits a select."""
        if len(dreams) <= SELECT_LIMIT:
            return {d: t("traumland-group-dreamer") for d in dreams}
        by_colour: dict[str | None, list[Dream]] = {}
        for d in dreams:
            by_colour.setdefault(d.colour, []).append(d)
        groups: list[list[str | None]] = [[]]
        size = 0
        for colour, items in by_colour.items():
            if size and size + len(items) > SELECT_LIMIT:
                groups.append([])
                size = 0
            groups[-1].append(colour)
            size += len(items)
        named: dict[Dream, str] = {}
        for colours in groups:
            words = t("traumland-or").join(colour_name(c) if c else special_name(DIVINE) for c in colours)
            for colour in colours:
                for d in by_colour[colour]:
                    named[d] = t("traumland-group-dreamer-some", colours=words)
        return named

    # -- events ----------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        d = event.data
        kind = event.kind
        who = f"**{self.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
        if kind == "played":
            auto = " " + t("traumland-event-auto") if d.get("auto") else ""
            return t("traumland-event-led" if d.get("led") else "traumland-event-played", name=who,
                     card=entry_text(d), left=d.get("cards_left", 0), auto=auto)
        if kind == "passed":
            return t("traumland-event-passed", name=who)
        if kind == "trick_won":
            return t("traumland-event-trick-divine" if d.get("divine") else "traumland-event-trick", name=who,
                     count=len(d.get("cards") or []), level=d["level"])
        if kind == "retired":
            took = d.get("took_12_from")
            card = (t("traumland-event-takes-12-from", name=self.name(table, took)) if isinstance(took, int)
                    else t("traumland-event-takes-12"))
            return t("traumland-event-retired", name=who, took=card, out=d.get("cards_out", 0))
        if kind == "lone_player":
            return t("traumland-event-lone", name=who, count=d.get("cards", 0))
        if kind == "round_over":
            why, shown = self._round_why(table, d)
            line = t("traumland-event-round-over", round=d["round"], why=why, levels=shown)
            holder = d.get("holder_of_12")
            if isinstance(holder, int):
                line += "\n" + t("traumland-event-holder", name=self.name(table, holder))
            return line
        if kind == "round_started":
            sizes = d.get("hand_sizes") or []
            return t("traumland-event-round-started", round=d["round"], dealer=self.name(table, d.get("dealer")),
                     leader=self.name(table, d.get("leader")), each=sizes[0] if sizes else -1)
        if kind == "hand":
            return t("traumland-event-hand", round=d.get("round"), hand=hand_line(d.get("hand") or []))
        if kind == "game_over":
            holder = d.get("holder_of_12")
            if isinstance(holder, int):
                return t("traumland-event-game-over", name=self.name(table, holder))
            return t("traumland-event-game-over-level")
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        details = result.details
        level = details.get("level", int(result.score))
        line = f"{medal} **{self.name(table, result.seat)}**: {t('traumland-result-level', level=level)}"
        if details.get("holder_of_12"):
            line += f" \u00b7 {t('traumland-result-holder')}"
        elif details.get("reached_12"):
            line += f" \u00b7 {t('traumland-result-lost-12')}"
        return line


PRESENTER = TraumlandPresenter()
