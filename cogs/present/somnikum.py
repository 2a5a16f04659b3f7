"""Somnikum on Discord: a ring of dream cards, two flywheels and a dream per player.

A dream card reads as plot colour, name (invented: data/somnikum/names.toml),
particle emoji, stars, eyes and the encounter symbol (``🟩*Dragon's Keep* 🐉🏰 ★1 ❓``).
The table message shows the round and whose turn, the ring as one line per
place (clockwise, numbered from 1) with the two flywheels (⚫ 1 and ⚪ 2)
between the places and, for every card, how many steps each flywheel needs to
reach it; then every player's dream as rows per level (``✂️`` marks a break,
``·`` an empty place under the pyramid), token counts with their public backs
(sand or blank, K-14) and encounter counts, the piles. When the engine says the
current turn ends the round or the game (condition A or B), the board and the
player's prompt say so.
The ring is attached as a picture, and each dream as a picture of its own
(``somnikum_images``), with its running score.

Secrets (sand token particles, goal card, encounter cards in hand, drawn
encounters) appear only in a seat's own view: the DM prompt and "My hand".
Public text names encounter cards by name, never by id; goal cards go by
their names, in the player's own view and in the final scoring. Legality and costs
come from the engine alone (legal actions, and the engine's own helpers to
describe where a move lands or what a token costs).
"""

from __future__ import annotations

import json
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping, Sequence, cast

import discord

from bot.ui import Choice
from games.base import Event, SeatResult
from games.somnikum import actions as A
from games.somnikum import rules
from games.somnikum.cards import CATALOG
from games.somnikum.dream import matches, next_position

from .base import COLOUR, MEDALS, Presenter
from .somnikum_names import card_name, goal_name
from .somnikum_images import RING_KEYS, draw_dream, draw_ring, dream_part

if TYPE_CHECKING:
    from bot.tables import Table
    from games.somnikum.state import SomnikumState

PLOT_EMOJI = {"F": "\U0001f7e9", "U": "\U0001f7e6", "S": "\U0001f7e5"}
PLOT_NAME = {"F": "fairy tale", "U": "underwater", "S": "space"}
NIGHTMARE = "\u2b1b"
WHEEL = ("\u26ab", "\u26aa")  # black pawn = flywheel 1, white pawn = flywheel 2
STAR = "\u2605"
EYE = "\U0001f441\ufe0f"
ENCOUNTER = "\u2753"
TOKEN = "\u23f3"
BREAK = "\u2702\ufe0f"
JOIN = "\u2014"
TURN = "\u25b6\ufe0f"
EMPTY = "\u00b7"
DOT = " \u00b7 "

GROUP_WHEEL = "Move a flywheel"
GROUP_TOKEN = "Add a particle first (optional)"
GROUP_PLAY = "Play an encounter card"
GROUP_STEPS = "How far"
GROUP_GAPS = "Place the flywheels"

WHAT_NOW: dict[str | None, str] = {
    "flywheels": "places the flywheels",
    "start": "may add a particle, play an encounter, then picks a flywheel",
    "token": "chooses the card for a sand token",
    "steps": "chooses how far the flywheel moves",
    "pay": "pays sand tokens for the extra steps",
    "attach": "attaches the card to their dream",
    "keep": "keeps one of the encounter cards drawn",
    "after": "may play encounters, then ends the turn",
    "extra": "takes the Wandering Star's extra card",
    "dust": "chooses a token for Golden Dust",
    "dust_target": "chooses the card for Golden Dust",
    "mend": "chooses the break to mend",
    "rob": "chooses whom to rob",
}

YOU_NOW: dict[str | None, str] = {
    "flywheels": "place the flywheels (pick the gap for flywheel 1; flywheel 2 goes opposite)",
    "start": "you may add a particle or play an encounter card; then pick the flywheel to move",
    "token": "choose the card for your sand token",
    "steps": "choose how far the flywheel moves",
    "pay": "choose the tokens that pay for the extra steps",
    "attach": "choose where the card goes in your dream",
    "keep": "keep one of the encounter cards you drew",
    "after": "play encounter cards or end your turn",
    "extra": "Wandering Star: choose the flywheel for the extra step",
    "dust": "Golden Dust: choose a token",
    "dust_target": "Golden Dust: choose the card",
    "mend": "Mending Thread: choose the break to mend",
    "rob": "Sand Thief: choose whom to rob",
}

EFFECT_SHORT = {
    "draw_tokens": "draw {amount} sand tokens",
    "extra_free_steps": "+{amount} free steps this turn",
    "reverse_move": "move counter-clockwise this turn",
    "mend_break": "remove a break from your dream",
    "golden_dust": "put one more token on a card",
    "draw_encounters": "draw {amount} encounters, keep 1",
    "extra_take": "take one more card (1 free step)",
    "steal_token": "take a random token from a player",
    "free_fourth_step": "your 4th step is free (permanent)",
    "plot_patron": "{plot} tokens on any card with 1 token (permanent)",
    "night_light": "nightmares lose 1 eye at scoring (permanent)",
    "constellation": "+2 VP per unbroken row of 3+ (permanent)",
    "sand_keeper": "+1 VP per 3 tokens held at the end (permanent)",
}


# -- words for components ------------------------------------------------------

def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def particle_emoji(p: str) -> str:
    return CATALOG.particles[p].emoji if p in CATALOG.particles else "?"


def particle_text(p: str) -> str:
    """``🐉 dragon``."""
    part = CATALOG.particles.get(p)
    return f"{part.emoji} {part.name}" if part else p


def plot_emoji(card_id: str) -> str:
    card = CATALOG.cards[card_id]
    return NIGHTMARE if card.nightmare else PLOT_EMOJI.get(card.plot or "", "?")


def _worth(card_id: str) -> str:
    c = CATALOG.cards[card_id]
    parts = [f"{STAR}{c.stars}"]
    if c.eyes:
        parts.append(f"{EYE}{c.eyes}")
    if c.encounter:
        parts.append(ENCOUNTER)
    return " ".join(parts)


def card_text(card_id: str) -> str:
    """A card in public text, by its name: ``🟩*Dragon's Keep* 🐉🏰 ★1 ❓``."""
    c = CATALOG.cards[card_id]
    return (f"{plot_emoji(card_id)}*{card_name(card_id)}* {''.join(particle_emoji(p) for p in c.particles)} "
            f"{_worth(card_id)}")


def card_words(card_id: str) -> str:
    """A card for a label (80 characters hold it and its cost): ``Dragon's Keep 🐉🏰 ★1 ❓``
    (nightmares: ``Locked Out (nightmare) 👁1``)."""
    c = CATALOG.cards[card_id]
    if c.nightmare:
        return f"{card_name(card_id)} (nightmare) {_worth(card_id)}"
    return f"{card_name(card_id)} {''.join(particle_emoji(p) for p in c.particles)} {_worth(card_id)}"


def encounter_words(card: str) -> str:
    """An encounter card for its owner: ``E05 'Tailwind'``."""
    e = CATALOG.encounters[card]
    return f"{card} '{e.name}'"


def encounter_short(card: str) -> str:
    e = CATALOG.encounters[card]
    params = {"amount": 2, **e.params}
    if "plot" in params:
        params["plot"] = PLOT_NAME.get(params["plot"], params["plot"])
    return EFFECT_SHORT.get(e.effect, e.text).format(**params)


def gap_text(gap: int, size: int) -> str:
    """Where a flywheel stands: between two places (numbered from 1)."""
    before = (gap - 1) % size + 1
    return f"between places {before} and {gap % size + 1}"


# -- geometry for the reader (how far each card is) ---------------------------------

def steps_to(field: Sequence[str | None], gap: int) -> dict[int, int]:
    """Place -> steps clockwise from a flywheel in ``gap`` (steps count cards only)."""
    n = len(field)
    out: dict[int, int] = {}
    for i in range(n):
        place = (gap + i) % n
        if field[place] is not None:
            out[place] = len(out) + 1
    return out


def ring_lines(public: Mapping[str, Any]) -> list[str]:
    """The ring, one line per place clockwise, with the flywheels between places."""
    field = public.get("field") or []
    wheels = public.get("flywheels") or [0, 0]
    placing = public.get("phase") == "flywheels"
    far = [steps_to(field, g) for g in wheels]
    lines = []
    for place, card in enumerate(field):
        if not placing:
            here = [f"{WHEEL[w]} **flywheel {w + 1}**" for w in (0, 1) if wheels[w] == place]
            if here:
                lines.append(" ".join(here))
        num = f"`{place + 1:>2}`"
        if card is None:
            lines.append(f"{num} {EMPTY}")
            continue
        reach = "" if placing else " \u2003" + " ".join(f"{WHEEL[w]}{far[w][place]}" for w in (0, 1))
        lines.append(f"{num} {card_text(card)}{reach}")
    return lines


def dream_lines(dream: Sequence[Sequence[Mapping[str, Any]]]) -> list[str]:
    """A dream as one line per level; ``✂️`` a break, ``·`` an empty place, ``+🐉`` a placed token."""
    lines = []
    for level, row in enumerate(dream, start=1):
        if not row:
            continue
        parts: list[str] = []
        expect = 0
        for entry in sorted(row, key=lambda e: e["pos"]):
            if parts:
                parts.append(BREAK if entry["break"] else JOIN)
            parts += [EMPTY] * max(0, entry["pos"] - expect)
            tokens = "".join(f"+{particle_emoji(p)}" for p in entry.get("tokens") or [])
            parts.append(card_text(entry["card"]) + tokens)
            expect = entry["pos"] + 1
        lines.append(f"**L{level}** " + " ".join(parts))
    return lines or ["(no cards yet)"]


def backs_text(backs: Mapping[str, int] | None) -> str:
    """The backs of a player's held tokens (public, K-14): ``2 sand, 1 blank``."""
    backs = backs or {}
    return f"{backs.get('sand', 0)} sand, {backs.get('blank', 0)} blank"


def round_end_text(turn: Mapping[str, Any], players: int) -> str | None:
    """What the engine says this turn ends, and why; None when it ends nothing yet."""
    why = {"A": f"only {plural(players, 'card')} will be left on the ring",
           "B": "no card between the flywheels and a blank back drawn"}.get(turn.get("round_ends_by") or "")
    if not turn.get("round_ends_after_turn"):
        return None
    what = "the game" if turn.get("game_ends_after_turn") else "the round"
    return f"⚠️ **This turn ends {what}**" + (f" ({why})" if why else "")


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _lines_value(lines: Sequence[str], limit: int = 1024) -> str:
    out: list[str] = []
    size = 0
    for line in lines:
        line = _clip(line, limit)
        if size + len(line) + 1 > limit:
            out[-1:] = [_clip(out[-1], limit - size - 2) + "\u2026"] if out else []
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out) or "-"


class SomnikumPresenter(Presenter):
    hand_label = "My hand"
    tagline = "drafting dreams from the ring"
    # A round is some 16 short turns: its lines are one post (the table
    # message's "Last moves" shows the turns as they come).
    group_ends = frozenset({"round_ended"})
    group_lines = 60
    round_starts = frozenset({"round_started"})
    picture = True

    # -- the board -----------------------------------------------------------

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        over = public.get("over")
        players = public.get("players", len(table.seats))
        title = f"{table.game.title}: " + ("final scores" if over else f"round {public.get('round', 1)} of 3")
        embed = discord.Embed(title=title, colour=COLOUR)
        head: list[str] = []
        current = public.get("current")
        if not over and current is not None:
            head.append(f"{TURN} **{self.name(table, current)}** {WHAT_NOW.get(public.get('phase'), 'acts')}.")
            turn = public.get("turn") or {}
            bits = []
            if turn.get("wheel") is not None:
                bits.append(f"flywheel {WHEEL[turn['wheel']]} {turn['wheel'] + 1} picked")
            if turn.get("taken"):
                bits.append(f"took {card_text(turn['taken'])}")
            if turn.get("free_steps", 3) != 3:
                bits.append(f"{turn['free_steps']} free steps")
            if turn.get("backspin"):
                bits.append("moving counter-clockwise (Backspin)")
            if bits:
                head.append("\u2003" + "; ".join(bits) + ".")
            ending = round_end_text(turn, players)
            if ending:
                head.append(f"\u2003{ending}.")
        field = public.get("field") or []
        count = public.get("field_count", sum(1 for c in field if c))
        if not over:
            if public.get("phase") == "flywheels":
                head.append(f"A fresh ring of {plural(count, 'card')}: ⚫ goes between two places, ⚪ opposite.")
            head.append(f"**The ring** (clockwise; {plural(count, 'card')} left, the round ends at {players}; "
                        f"{WHEEL[0]}n / {WHEEL[1]}n = steps from flywheel 1 / 2; 3 steps are free):")
            head += ring_lines(public)
        embed.description = _clip("\n".join(head), 4096)
        dreams = public.get("dreams") or []
        scores = public.get("scores") or []
        for seat in range(players):
            marker = f"{TURN} " if seat == current and not over else ""
            away = " (away)" if seat < len(table.seats) and table.shown_away(seat) else ""
            tokens = (public.get("token_counts") or [0] * players)[seat]
            backs = (public.get("token_backs") or [None] * players)[seat]
            held = (public.get("encounters_held") or [0] * players)[seat]
            name = (f"{marker}{self.name(table, seat)}{away} \u00b7 {TOKEN}{tokens} ({backs_text(backs)}) "
                    f"\u00b7 {ENCOUNTER}{held}")
            if over and seat < len(scores):
                name = f"{self.name(table, seat)}: {scores[seat]['total']} VP"
            lines = dream_lines(dreams[seat] if seat < len(dreams) else [])
            front = (public.get("encounters_played") or [[]] * players)[seat]
            if front:
                lines.append("Face up: " + ", ".join(CATALOG.encounters[c].name for c in front))
            if over and seat < len(scores):
                goal = (public.get("goals") or [None] * players)[seat]
                lines += self.score_lines(scores[seat], goal)
            embed.add_field(name=_clip(name, 256), value=_lines_value(lines), inline=False)
        piles = (f"Dream deck {public.get('deck_size', 0)} \u00b7 bag {TOKEN}{public.get('bag_size', 0)} \u00b7 "
                 f"encounter deck {public.get('encounter_deck_size', 0)}")
        discard = public.get("encounter_discard") or []
        if discard:
            piles += "\nDiscarded: " + ", ".join(CATALOG.encounters[c].name for c in discard)
        embed.add_field(name="Piles", value=_clip(piles, 1024), inline=False)
        embed.set_footer(text="The game is over." if over else
                         f"{TOKEN} sand tokens held (sand or blank backs are public, particles secret), "
                         f"{ENCOUNTER} encounter cards held (secret). Your tokens, goal and encounters: the "
                         f"{self.hand_label} button.")
        return embed

    def score_lines(self, b: Mapping[str, Any], goal: str | None) -> list[str]:
        lines = [f"{STAR} level 1: {b['stars_level1']} \u00b7 level 2 (x2): {b['stars_level2']} \u00b7 "
                 f"level 3 (x3): {b['stars_level3']} \u00b7 isolated (x1): {b['stars_isolated']}",
                 f"{EYE} eyes: {b['eyes']} \u00b7 unplayed encounters: {b['encounters_unplayed']}"]
        by = ", ".join(f"{particle_text(p)} {n}" for p, n in (b.get("goal_by_particle") or {}).items())
        lines.append(f"Goal{' ' + goal_name(goal) if goal else ''}: {b['goal']} ({by})")
        for key, vp in (b.get("encounter_bonus") or {}).items():
            lines.append(f"{key.replace('_', ' ').title()}: {vp}")
        return lines

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """The ring; each dream follows as a picture of its own (``more_pictures``)."""
        if not self.picture:
            return None
        names = [self.name(table, s) for s in range(public.get("players", len(table.seats)))]
        return partial(draw_ring, _picture_key(public, RING_KEYS), tuple(names))

    def more_pictures(self, table: "Table", public: dict[str, Any]) -> list[tuple[str, Callable[[], bytes]]]:
        """One picture per dream, keyed by what it shows: an unchanged dream comes from the cache."""
        if not self.picture:
            return []
        return [(f"dream-{seat + 1}.png",
                 partial(draw_dream, json.dumps(dream_part(public, seat), sort_keys=True), self.name(table, seat)))
                for seat in range(public.get("players", len(table.seats)))]

    # -- the private view ----------------------------------------------------

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=f"{table.game.title}: your dream and hand (round {view.get('round', 1)})",
                              colour=COLOUR)
        lines = []
        current = view.get("current")
        if view.get("over"):
            lines.append("The game is over.")
        elif current == seat:
            lines.append(f"{TURN} **Your turn**: {YOU_NOW.get(view.get('phase'), 'act')}.")
            turn = view.get("turn") or {}
            if view.get("phase") in ("start", "steps") and turn:
                lines.append(f"Free steps: {turn.get('free_steps', 3)}; at most {turn.get('max_steps', 0)} steps "
                             f"(each step past the free ones costs a token). 1 step gives 2 tokens, 2 steps 1.")
            if turn.get("taken"):
                lines.append(f"Card to attach: {card_text(turn['taken'])}")
            ending = round_end_text(turn, view.get("players", len(table.seats)))
            if ending:
                lines.append(ending + (": nothing can be played after you attach your card."
                                       if turn.get("round_ends_by") == "A" else "."))
            if view.get("picked_token"):
                lines.append(f"Token picked: {particle_text(view['picked_token'])}")
        elif current is not None:
            lines.append(f"{self.name(table, current)} is playing; nothing to do right now.")
        tokens = view.get("tokens") or []
        counts: dict[str, int] = {}
        for p in tokens:
            counts[p] = counts.get(p, 0) + 1
        lines.append(f"**Your sand tokens** ({len(tokens)}): "
                     + (", ".join(f"{particle_text(p)}" + (f" x{n}" if n > 1 else "") for p, n in counts.items())
                        or "none"))
        goal = view.get("goal")
        head = f"**Your goal card, {goal_name(goal)}**: " if goal else "**Your goal card**: "
        lines.append(head + ", ".join(particle_text(p) for p in view.get("goal_particles") or [])
                     + " (1 VP for each on your dream's cards)")
        embed.description = _clip("\n".join(lines), 4096)
        hand = view.get("encounters") or []
        if hand:
            embed.add_field(name=f"Your encounter cards ({len(hand)}, 1 VP each if unplayed)",
                            value=_lines_value([f"{ENCOUNTER} **{e['id']} {e['name']}** "
                                                f"({'permanent' if e['kind'] == 'permanent' else 'one-shot'}): "
                                                f"{e['text']}" for e in hand]), inline=False)
        drawn = view.get("drawn") or []
        if drawn:
            embed.add_field(name="Just drawn: keep one",
                            value=_lines_value([f"**{e['id']} {e['name']}**: {e['text']}" for e in drawn]),
                            inline=False)
        dreams = view.get("dreams") or []
        if seat < len(dreams):
            embed.add_field(name="Your dream", value=_lines_value(dream_lines(dreams[seat])), inline=False)
        return embed

    # -- choices ---------------------------------------------------------------

    def group(self, action: Hashable) -> str:
        match action:
            case A.ChooseWheel():
                return GROUP_WHEEL
            case A.ChooseToken():
                return GROUP_TOKEN
            case A.Play():
                return GROUP_PLAY
            case A.Steps():
                return GROUP_STEPS
            case A.PlaceFlywheels():
                return GROUP_GAPS
        return "Choose"

    def _landing(self, s: Any, wheel: int, steps: int, reverse: bool) -> str | None:
        try:
            place = rules.landing(s, s.wheels[wheel], steps, reverse)
        except (IndexError, AttributeError):
            return None
        card: str | None = s.field[place]
        return card

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        s = cast("SomnikumState", table.state)  # this presenter's tables play Somnikum
        t = getattr(s, "turn", None) or {}
        phase = getattr(s, "phase", None)
        match action:
            case A.PlaceFlywheels(gap):
                n = len(s.field)
                return f"{WHEEL[0]} {gap_text(gap, n)}, {WHEEL[1]} {gap_text((gap + n // 2) % n, n)}"
            case A.ChooseWheel(w) if phase == "extra":
                card = self._landing(s, w, 1, False)
                return f"Wandering Star: flywheel {w + 1} one step \u2192 take {card_words(card) if card else '?'}"
            case A.ChooseWheel(w):
                card = self._landing(s, w, 1, bool(t.get("backspin")))
                return f"Move flywheel {w + 1} (next card: {card_words(card) if card else '?'})"
            case A.ChooseToken(p) if phase == "dust":
                return f"Golden Dust: use your {particle_text(p)} token"
            case A.ChooseToken(p):
                return f"Put a {particle_text(p)} token on one of your cards"
            case A.PlaceOn(level):
                entry = s.dreams[seat][level - 1][-1]
                picked = cast(str, t.get("particle"))  # picked before PlaceOn is offered
                need = 1 if phase == "dust_target" else rules.tokens_needed(s, seat, picked, level)
                cost = "uses 1 token" if need == 1 else "uses 2 identical tokens, one back to the bag"
                return f"{particle_emoji(picked)} on level {level}'s last card {card_words(entry['card'])} ({cost})"
            case A.Back():
                return "\u2190 Back: choose again"
            case A.Steps(k):
                w = t.get("wheel") or 0
                reverse = bool(t.get("backspin"))
                card = self._landing(s, w, k, reverse)
                free = rules.free_steps(s, seat)
                if k > free:
                    cost = f"pay {plural(k - free, 'token')}"
                else:
                    cost = {1: "free, +2 tokens", 2: "free, +1 token"}.get(k, "free")
                way = " \u21ba" if reverse else ""  # counter-clockwise (Backspin)
                return (f"Flywheel {w + 1}: {plural(k, 'step')}{way} \u2192 take "
                        f"{card_words(card) if card else '?'} ({cost})")
            case A.Pay(p):
                return f"Pay with a {particle_text(p)} token ({t.get('to_pay', 1)} still to pay)"
            case A.Attach(level):
                return self._attach_label(s, seat, level)
            case A.Keep(e):
                return f"Keep {encounter_words(e)}: {encounter_short(e)}"
            case A.Play(e):
                return f"Play {encounter_words(e)}: {encounter_short(e)}"
            case A.Mend(level, pos):
                mended = next((x for x in s.dreams[seat][level - 1] if x["pos"] == pos), None)
                card = card_words(mended["card"]) if mended else "?"
                return f"Mend the break left of {card} (level {level})"
            case A.Rob(victim):
                return f"Rob {self.name(table, victim)} ({plural(len(s.tokens[victim]), 'token')})"
            case A.EndTurn():
                return "End my turn"
        return super().label(table, seat, action)

    def _attach_label(self, s: Any, seat: int, level: int) -> str:
        card = s.turn.get("taken")
        dream = s.dreams[seat]
        row = dream[level - 1]
        pos = next_position(dream, level)
        where = f"Attach to level {level}"
        if level > 1 and pos is not None:
            where += f" (under places {pos + 1}-{pos + 2})"
        if not row:
            how = "starts the row"
        elif card and matches(row[-1], card):
            how = "continuous"
        else:
            how = f"break {BREAK}"
        draws = ""
        if card and CATALOG.cards[card].encounter:
            draws = f", draw {plural(level, 'encounter')}"
        return f"{where}: {how}{draws}"

    def choice(self, table: "Table", seat: int, action: Hashable) -> Choice:
        state = cast("SomnikumState", table.state)  # this presenter's tables play Somnikum
        style = discord.ButtonStyle.secondary
        emoji = None
        description = None
        match action:
            case A.ChooseWheel(w):
                style, emoji = discord.ButtonStyle.primary, WHEEL[w]
            case A.Steps(k):
                card = self._landing(state, state.turn.get("wheel") or 0, k,
                                     bool(state.turn.get("backspin")))
                emoji = plot_emoji(card) if card else None
                style = (discord.ButtonStyle.danger if k > rules.free_steps(state, seat)
                         else discord.ButtonStyle.primary)
            case A.Attach():
                style = discord.ButtonStyle.primary
            case A.Play(e) | A.Keep(e):
                style = discord.ButtonStyle.success
                description = _clip(CATALOG.encounters[e].text, 100)
            case A.ChooseToken(p) | A.Pay(p):
                emoji = PLOT_EMOJI.get(CATALOG.plot_of(p))
            case A.EndTurn():
                style = discord.ButtonStyle.primary
            case A.Back():
                style = discord.ButtonStyle.secondary
        return Choice(group=self.group(action), label=self.label(table, seat, action),
                      value=table.game.encode(action), style=style, emoji=emoji, description=description)

    # -- events ----------------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        d = event.data
        kind = event.kind
        who = f"**{self.name(table, d['seat'])}**" if isinstance(d.get("seat"), int) else ""
        size = len(getattr(table.state, "field", []) or []) or 16
        if kind == "flywheels_placed":
            g = d["gaps"]
            return (f"{WHEEL[0]}{WHEEL[1]} {who} places the flywheels: {WHEEL[0]} 1 {gap_text(g[0], size)}, "
                    f"{WHEEL[1]} 2 {gap_text(g[1], size)}.")
        if kind in ("turn_started", "turn_ended"):
            return None
        if kind == "token_placed":
            how = {"A": "", "B": " (another plot: a second identical token went back to the bag)",
                   "dust": " (Golden Dust)"}.get(d.get("rule") or "", "")
            return (f"{who} puts a {particle_text(d['particle'])} token on {card_text(d['card'])} "
                    f"(level {d['level']}){how}.")
        if kind == "token_paid":
            return f"You paid a {particle_text(d['particle'])} token."
        if kind == "flywheel_moved":
            if d.get("extra"):
                return (f"\U0001f31f {who} moves flywheel {WHEEL[d['wheel']]} {d['wheel'] + 1} one more step "
                        f"(Wandering Star) and takes {card_text(d['card'])} from place {d['place'] + 1}.")
            paid = f", paying {plural(d['paid'], 'token')}" if d.get("paid") else ""
            way = " counter-clockwise" if d.get("direction") == "counter-clockwise" else ""
            return (f"{who} moves flywheel {WHEEL[d['wheel']]} {d['wheel'] + 1} {plural(d['steps'], 'step')}{way}"
                    f"{paid} and takes {card_text(d['card'])} from place {d['place'] + 1}.")
        if kind == "tokens_drawn":
            why = " (Sandman's Pouch)" if d.get("reason") == "encounter" else ""
            empty = " The bag is empty." if d.get("bag_empty") else ""
            return f"{who} draws {plural(d['count'], 'sand token')}{why}.{empty}"
        if kind == "tokens_received":
            got = ", ".join(particle_text(p) for p in d.get("particles") or [])
            return f"{TOKEN} You drew: {got}." if got else None
        if kind == "condition_b":
            if not d.get("drawn"):
                return "No cards are left between the flywheels, but no tokens were drawn: the round goes on."
            if d.get("round_ends"):
                return (f"\u26a0\ufe0f No cards are left between the flywheels and {d['blank']} of the "
                        f"{plural(d['drawn'], 'drawn token')} has a blank back: **the round ends after this turn**.")
            return ("No cards are left between the flywheels; no drawn token has a blank back, "
                    "so the round goes on.")
        if kind == "card_attached":
            how = f"with a break {BREAK}" if d.get("broken") else "continuing the dream"
            if d.get("broken") and not d.get("break_token"):
                how += " (bag empty: no token)"
            first = d.get("pos") == 0 and not d.get("broken")
            return (f"{who} attaches {card_text(d['card'])} to level {d['level']}, place {d['pos'] + 1}"
                    + ("." if first else f", {how}."))
        if kind == "encounters_reshuffled":
            return f"The encounter discard pile is shuffled into a new deck ({plural(d['size'], 'card')})."
        if kind == "encounters_drawn":
            why = "with Dream Catcher" if d.get("level") == 0 else f"for the {ENCOUNTER} on level {d['level']}"
            if not d.get("count"):
                return f"{who} would draw encounter cards {why}, but none are left."
            return f"{who} draws {plural(d['count'], 'encounter card')} {why}."
        if kind == "encounters_seen":
            return f"{ENCOUNTER} You drew " + ", ".join(encounter_words(c) for c in d["cards"]) + "."
        if kind == "encounter_kept":
            return f"You keep {encounter_words(d['card'])}."
        if kind == "encounters_discarded":
            if not d.get("cards"):
                return None
            return f"{who} discards " + ", ".join(CATALOG.encounters[c].name for c in d["cards"]) + " (face up)."
        if kind == "encounter_played":
            what = "permanent, stays face up" if d.get("permanent") else "one-shot"
            return f"\u2728 {who} plays **{d['name']}** ({what}): {d['text']}"
        if kind == "break_mended":
            return f"\U0001f9f5 {who} mends the break left of {card_text(d['card'])} (level {d['level']})."
        if kind == "token_stolen":
            return f"{who} takes a random sand token from **{self.name(table, d['victim'])}** (Sand Thief)."
        if kind == "token_stolen_particle":
            return (f"Sand Thief: {who} took a {particle_text(d['particle'])} token from "
                    f"**{self.name(table, d['victim'])}**.")
        if kind == "round_ended":
            why = ("only as many cards left as players" if d.get("condition") == "A"
                   else "no cards between the flywheels and a blank-backed token")
            left = d.get("removed") or []
            gone = (" Leftover cards leave the game: " + " ".join(card_text(c) for c in left) + ".") if left else ""
            return f"\U0001f305 **Round {d['round']} ends** ({why}).{gone}"
        if kind == "round_started":
            return (f"\U0001f319 **Round {d['round']}**: a fresh ring of {plural(len(d['field']), 'card')} is dealt; "
                    f"**{self.name(table, d['placer'])}** places the flywheels.")
        if kind == "final_scoring":
            out = ["\U0001f4dc **Final scoring**"]
            for r in sorted(d["seats"], key=lambda r: (r["place"], r["seat"])):
                b = r["breakdown"]
                out.append(f"**{self.name(table, r['seat'])}**: **{r['score']} VP** "
                           f"({plural(r.get('tokens_held', 0), 'token')} held)")
                out += [f"\u2003{x}" for x in self.score_lines(b, r.get("goal"))]
            return "\n".join(out)
        if kind == "game_over":
            return None
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        b = result.details.get("breakdown") or {}
        stars = sum(b.get(k, 0) for k in ("stars_level1", "stars_level2", "stars_level3", "stars_isolated"))
        bonus = sum((b.get("encounter_bonus") or {}).values())
        parts = [f"{STAR} {stars}", f"goal {b.get('goal', 0)}", f"{EYE} {b.get('eyes', 0)}",
                 f"encounters {b.get('encounters_unplayed', 0) + bonus}",
                 f"{TOKEN} {result.details.get('tokens_held', 0)}"]
        return f"{medal} **{self.name(table, result.seat)}**: {result.score} VP ({DOT.join(parts)})"


def _picture_key(public: Mapping[str, Any], keys: Sequence[str]) -> str:
    return json.dumps({k: public.get(k) for k in keys}, sort_keys=True)


PRESENTER = SomnikumPresenter()
