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
from games.traumland.cards import COLOUR_NAMES, COLOURS, DIVINE, DREAMER, TARGET_LEVEL, is_value

from .base import MEDALS, Presenter
from .card_images import Face, art_face, draw_hand, suit_face
from .drawing import GOLD, VIOLET
from .traumland_images import Track, draw_table

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

CARD_GROUP = "Play a card"
PASS_GROUP = "Pass"
DREAM_GROUP = f"{MOON} Play the Dreamer as{ELLIPSIS}"


# -- words for cards ------------------------------------------------------

def value_words(colour: str, value: int) -> str:
    """``blue 7``."""
    return f"{COLOUR_NAMES.get(colour, colour)} {value}"


def value_text(colour: str, value: int) -> str:
    """``🟦 blue 7``."""
    return f"{SQUARE.get(colour, '?')} {value_words(colour, value)}"


def card_text(card: str) -> str:
    """A card as it is held: ``🟦 blue 7``, ``✨ Divine``, ``🌙 Dreamer``."""
    if is_value(card):
        return value_text(card[0], int(card[1:]))
    return {DIVINE: f"{SPARKLES} Divine", DREAMER: f"{MOON} Dreamer"}.get(card, card)


def entry_text(entry: Mapping[str, Any]) -> str:
    """A played card with its declaration: ``🟦 blue 7``, ``🌙 Dreamer as 🟦 blue 9``,
    ``🌙 Dreamer as ✨ Divine``, ``✨ Divine``."""
    if entry.get("card") == DREAMER:
        shown = f"{SPARKLES} Divine" if entry.get("divine") else value_text(str(entry["colour"]), int(entry["value"]))
        return f"{MOON} Dreamer as {shown}"
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
            lines.append(f"{SQUARE[colour]} {COLOUR_NAMES[colour]}: {shown}")
    for card, emoji, name in ((DREAMER, MOON, "Dreamer"), (DIVINE, SPARKLES, "Divine")):
        count = sum(1 for c in hand if c == card)
        if count:
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
    for card, art, word, fill in ((DREAMER, "moon", "Dreamer", DREAMER_RGB), (DIVINE, "sun", "Divine", DIVINE_RGB)):
        faces += [art_face(art, word, fill, bright=not bright or card in bright)] * hand.count(card)
    return tuple(faces)


def top_face(entry: Mapping[str, Any]) -> Face:
    """The card on top as it counts: a Dreamer shows what it was declared as,
    with "Dreamer" for its word."""
    card = str(entry.get("card"))
    if card == DREAMER:
        if entry.get("divine"):
            return art_face("sun", "Dreamer", DIVINE_RGB)
        colour = str(entry["colour"])
        face = suit_face(colour, str(entry["value"]))
        return Face(face.big, "Dreamer", face.fill, face.ink, suit=colour)
    if card == DIVINE:
        return art_face("sun", "Divine", DIVINE_RGB)
    return suit_face(card[0], card[1:])


def hand_line(hand: Sequence[str]) -> str:
    """The hand on one line, for a DM: ``🟥 1 4 7 · 🟦 2 · 🌙 Dreamer · ✨ Divine ×2``."""
    parts = []
    for colour in COLOURS:
        values = sorted(int(c[1:]) for c in hand if is_value(c) and c[0] == colour)
        if values:
            parts.append(f"{SQUARE[colour]} {COLOUR_NAMES[colour]} " + " ".join(map(str, values)))
    for card, emoji, name in ((DREAMER, MOON, "Dreamer"), (DIVINE, SPARKLES, "Divine")):
        count = sum(1 for c in hand if c == card)
        if count:
            parts.append(f"{emoji} {name}" + (f" \u00d7{count}" if count > 1 else ""))
    return " \u00b7 ".join(parts) or "no cards"


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


class TraumlandPresenter(Presenter):
    tagline = "climbing: shed your hand"
    group_ends = frozenset({"trick_won", "round_over"})
    round_starts = frozenset({"round_started"})

    def names(self, table: "Table", seats: Sequence[int]) -> str:
        return ", ".join(f"**{self.name(table, s)}**" for s in seats)

    # -- the board -------------------------------------------------------

    def top_text(self, table: "Table", public: Mapping[str, Any]) -> str:
        """The card on top, who played it, who passed since, and the trick so far."""
        top = public.get("top")
        if not top:
            if public.get("over"):
                return "-"
            return f"No card yet: **{self.name(table, public.get('leader'))}** leads."
        lines = [f"{entry_text(top)}, played by **{self.name(table, top['seat'])}**"]
        passes = public.get("passes") or []
        lines.append(f"Passed since: {self.names(table, passes)}" if passes else "Nobody has passed since.")
        trick = public.get("trick") or []
        if len(trick) > 1:
            steps = " \u2192 ".join(f"{self.name(table, e['seat'])} {entry_text(e)}" for e in trick)
            lines.append(f"Trick so far: {steps}")
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
            parts.append(f"{STAR} retired at 12")
        else:
            parts.append(_cards(sizes[seat] if seat < len(sizes) else 0))
        if seat < len(tricks) and tricks[seat]:
            parts.append(f"{TROPHY} {tricks[seat]}")
        tags = []
        if public.get("holder_of_12") == seat:
            tags.append(f"{CROWN} holds the 12")
        if not public.get("over") and public.get("leader") == seat:
            tags.append("led this trick" if public.get("top") else "leads")
        if seat in (public.get("passes") or []):
            tags.append("passed")
        if table.shown_away(seat):
            tags.append("away")
        return " \u00b7 ".join(parts) + (f" \u00b7 {', '.join(tags)}" if tags else "")

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        over = bool(public.get("over"))
        title = f"Traumland \u00b7 round {public.get('round', 1)}" + (" \u00b7 game over" if over else "")
        embed = discord.Embed(title=title, colour=COLOUR)
        embed.description = "\n".join(self.seat_line(table, public, s) for s in range(len(table.seats)))[:4000]
        if over:
            holder = public.get("holder_of_12")
            if holder is not None:
                text = f"{CROWN} **{self.name(table, holder)}** holds the 12 card and wins."
            else:
                text = "The highest level wins."
            embed.add_field(name="Game over", value=text, inline=False)
        else:
            embed.add_field(name="On top", value=self.top_text(table, public), inline=False)
            current = public.get("current")
            if current is not None:
                doing = "leads a card" if public.get("phase") == "lead" else "plays higher or passes"
                embed.add_field(name="Turn", value=f"{TURN} **{self.name(table, current)}** {doing}", inline=True)
            holder = public.get("holder_of_12")
            embed.add_field(name="The 12 card",
                            value=f"{CROWN} **{self.name(table, holder)}**" if holder is not None else "nobody yet",
                            inline=True)
        last = public.get("last_round")
        if last and not over:
            embed.add_field(name=f"Round {last['round']}", value=self.round_summary(table, last)[:1024], inline=False)
        footer = [f"Dealer: {self.name(table, public.get('dealer'))}",
                  f"{_cards(public.get('out_count', 0))} out of play"]
        footer.append("Variant: most levels beyond 12" if public.get("most_beyond_12")
                      else "The last to reach 12 holds the 12 card and wins")
        embed.set_footer(text=" \u00b7 ".join(footer))
        return embed

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """The card on top and every player's level track."""
        over = bool(public.get("over"))
        title = f"Round {public.get('round', 1)}" + ("  \u00b7  game over" if over else "")
        top = public.get("top")
        if top:
            face, by = top_face(top), f"by {self.name(table, top['seat'])}"
        else:
            face, by = None, ""  # the arrow on the tracks says who leads
        levels = public.get("levels") or []
        retired = set(public.get("retired") or [])
        current = None if over else public.get("current")
        tracks = tuple(Track(self.name(table, s), levels[s] if s < len(levels) else 0, to_act=s == current,
                             holds_12=public.get("holder_of_12") == s, retired=s in retired)
                       for s in range(len(table.seats)))
        return partial(draw_table, title, face, by, tracks)

    def round_summary(self, table: "Table", data: Mapping[str, Any]) -> str:
        """Why a round ended and the levels after it (no card named: the cards
        are dealt again)."""
        seat = data.get("seat")
        reason = data.get("reason")
        who = f"**{self.name(table, seat)}**" if isinstance(seat, int) else "someone"
        if reason == "out":
            unwon = len(data.get("unwon") or [])
            why = f"{who} played their last card" + (
                f"; the open trick ({_cards(unwon)}) goes to nobody" if unwon > 1 else "")
        elif reason == "divine":
            why = f"{who} won a trick with a Divine on top"
        elif reason == "all_retired":
            why = "nobody is left to play"
        elif reason == "lone_player":
            why = f"only {who} was left in the round"
        else:
            why = str(reason)
        levels = data.get("levels") or []
        shown = " \u00b7 ".join(f"{self.name(table, s)} **{lv}**" for s, lv in enumerate(levels))
        return f"{why}.\nLevels: {shown}"

    # -- the private view ------------------------------------------------

    def hand_image(self, table: "Table", seat: int, view: dict[str, Any]) -> Callable[[], bytes] | None:
        hand = list(view.get("hand") or [])
        playable = view.get("playable") or []
        title = f"Your hand ({_cards(len(hand))})" + (
            "  \u00b7  your turn: raised cards play" if playable and len(playable) < len(set(hand))
            else "  \u00b7  your turn" if playable else "")
        return partial(draw_hand, title, hand_faces(hand, playable))

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        hand = view.get("hand") or []
        playable = view.get("playable") or []
        embed = discord.Embed(title=f"Traumland \u00b7 your hand ({_cards(len(hand))})", colour=COLOUR)
        lines = hand_lines(hand, playable) or ["No cards in hand."]
        if playable:
            lines.append("*Bold: cards you may play now.*")
        embed.description = "\n".join(lines)[:4000]
        levels = view.get("levels") or []
        if seat < len(levels):
            embed.add_field(name="Your level", value=level_track(levels[seat]), inline=True)
        holder = view.get("holder_of_12")
        if holder is not None:
            embed.add_field(name="The 12 card", value=f"{CROWN} **{self.name(table, holder)}**", inline=True)
        if not view.get("over"):
            embed.add_field(name="On top", value=self.top_text(table, view), inline=False)
            current = view.get("current")
            if seat in (view.get("retired") or []):
                todo = f"{STAR} You reached 12 and are out of this round."
            elif current == seat and view.get("phase") == "lead":
                todo = "Your turn: **lead** a card."
                if view.get("opening_lead") and (DIVINE in playable or DREAMER in playable):
                    # Ruling 1: only the round's first lead may be a Divine
                    # (or a Dreamer as one) beside other cards; say why now.
                    todo += (f" It is the round's opening lead: any card may lead, a {SPARKLES} Divine "
                             f"or a {MOON} Dreamer standing for a Divine too.")
            elif current == seat:
                todo = f"Your turn: play higher on the {entry_text(view['top'])}, or pass."
            else:
                todo = f"Waiting for **{self.name(table, current)}**."
            if current == seat and DREAMER in playable:
                todo += f"\nTo play a {MOON} Dreamer, pick what it stands for under *Play the Dreamer as{ELLIPSIS}*."
            embed.add_field(name="Now", value=todo, inline=False)
        return embed

    # -- choices ---------------------------------------------------------

    def group(self, action: Hashable) -> str:
        return DREAM_GROUP if isinstance(action, Dream) else CARD_GROUP

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        if isinstance(action, Pass):
            return "Pass"
        if isinstance(action, Play):
            return card_text(action.card)
        if isinstance(action, Dream):
            shown = f"{SPARKLES} Divine" if action.divine else value_text(str(action.colour), int(action.value or 0))
            return f"{MOON} Dreamer as {shown}"
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
        card_group = CARD_GROUP
        dream_groups = self._dream_groups([a for a in actions if isinstance(a, Dream)])
        out = []
        for a in actions:
            if isinstance(a, Pass):
                out.append(Choice(PASS_GROUP, "Pass", encode(a), emoji=PASS_EMOJI,
                                  description="Let your turn go by; you may still play later in this trick."))
            elif isinstance(a, Play):
                if is_value(a.card):
                    out.append(Choice(card_group, value_words(a.card[0], int(a.card[1:])), encode(a),
                                      emoji=SQUARE[a.card[0]]))
                else:
                    out.append(Choice(card_group, "Divine", encode(a), emoji=SPARKLES))
            elif isinstance(a, Dream):
                group = dream_groups[a]
                if a.divine:
                    out.append(Choice(group, "a Divine", encode(a), emoji=SPARKLES,
                                      description="The Dreamer counts as a Divine."))
                else:
                    out.append(Choice(group, value_words(str(a.colour), int(a.value or 0)), encode(a),
                                      emoji=SQUARE[str(a.colour)]))
        return out

    def _button(self, table: "Table", seat: int, value: str, action: Hashable) -> Choice:
        if isinstance(action, Pass):
            return Choice(CARD_GROUP, "Pass", value, discord.ButtonStyle.secondary, PASS_EMOJI)
        if isinstance(action, Play) and is_value(action.card):
            return Choice(CARD_GROUP, value_words(action.card[0], int(action.card[1:])), value,
                          discord.ButtonStyle.primary, SQUARE[action.card[0]])
        if isinstance(action, Play):
            return Choice(CARD_GROUP, "Divine", value, discord.ButtonStyle.primary, SPARKLES)
        return Choice(self.group(action), self.label(table, seat, action), value, discord.ButtonStyle.success)

    def _dream_groups(self, dreams: Sequence[Dream]) -> dict[Dream, str]:
        """One "Play the Dreamer as…" group, or several by colour so each fits a select."""
        if len(dreams) <= SELECT_LIMIT:
            return {d: DREAM_GROUP for d in dreams}
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
            words = " or ".join(COLOUR_NAMES[c] if c else "Divine" for c in colours)
            for colour in colours:
                for d in by_colour[colour]:
                    named[d] = f"{DREAM_GROUP} ({words})"
        return named

    # -- events ----------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        d = event.data
        kind = event.kind
        who = f"**{self.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
        if kind == "played":
            entry = entry_text(d)
            verb = "leads" if d.get("led") else "plays"
            left = d.get("cards_left", 0)
            tail = " (last card!)" if left == 0 else " (1 card left)" if left == 1 else ""
            auto = " (I play it for them)" if d.get("auto") else ""
            return f"{who} {verb} {entry}{tail}{auto}."
        if kind == "passed":
            return f"{who} passes."
        if kind == "trick_won":
            how = " with a Divine" if d.get("divine") else ""
            return f"{TROPHY} {who} wins the trick{how} ({_cards(len(d.get('cards') or []))}) and is now at level **{d['level']}**."
        if kind == "retired":
            took = d.get("took_12_from")
            card = (f"takes the 12 card from **{self.name(table, took)}**" if isinstance(took, int)
                    else "takes the 12 card")
            out = d.get("cards_out", 0)
            return (f"{STAR} {who} reaches **12**, {card} {CROWN} and retires for this round"
                    + (f"; {_cards(out)} leave play." if out else "."))
        if kind == "lone_player":
            return (f"{who} is the only player left in the round: I lead their {_cards(d.get('cards', 0))} "
                    "for them, each a trick at once.")
        if kind == "round_over":
            line = f"\U0001f51a **Round {d['round']} is over**: {self.round_summary(table, d)}"
            holder = d.get("holder_of_12")
            if isinstance(holder, int):
                line += f"\n{CROWN} **{self.name(table, holder)}** holds the 12 card."
            return line.replace("\nLevels:", " Levels:", 1)
        if kind == "round_started":
            sizes = d.get("hand_sizes") or []
            each = f"{sizes[0]} cards each" if sizes else "cards"
            return (f"\U0001f0cf **Round {d['round']}**: {self.name(table, d.get('dealer'))} deals {each}; "
                    f"**{self.name(table, d.get('leader'))}** leads.")
        if kind == "hand":
            return f"\U0001f0cf Round {d.get('round')}, your hand: {hand_line(d.get('hand') or [])}"
        if kind == "game_over":
            holder = d.get("holder_of_12")
            if isinstance(holder, int):
                return f"\U0001f3c1 The game ends: **{self.name(table, holder)}** holds the 12 card {CROWN}."
            return "\U0001f3c1 The game ends: someone reached 12; the highest level wins."
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        details = result.details
        level = details.get("level", int(result.score))
        line = f"{medal} **{self.name(table, result.seat)}**: level {level}"
        if details.get("holder_of_12"):
            line += f" \u00b7 {CROWN} holds the 12 card"
        elif details.get("reached_12"):
            line += " \u00b7 reached 12 but lost the 12 card"
        return line


PRESENTER = TraumlandPresenter()
