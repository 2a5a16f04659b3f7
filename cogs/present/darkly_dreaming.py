"""Darkly Dreaming on Discord: a press-your-luck game played in the open.

Everything but the deck order is public, so the whole game plays in the
channel (its ``GameType`` hides nothing): the turn message carries the choices of
whoever must act now (the dreamer, the player to the left for a Shadow of
Envy, a Nightmare for its activations) and pings them; a status line under
it shows what was drawn and how close the dreamer in focus is to each limit.

Dreams read as an emoji per type (🌊 Depths, 🐍 Envy, ⛓️ Cages, 🐺 Primeval),
dice as ⚀..⚅, results as ⭐ points, 🐾 hunt, 💤 exhaust (↑ face up, ↓ face
down) and 🌑 shadow. The table message shows every dreamer card, the sleep
marker, the deck, the Nightmares, the awaited choice, the danger figures and
this turn's dice. Legality comes from the engine's legal actions alone; the
averages shown on the return choices come from the view's die faces.
"""

from __future__ import annotations

import json
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping, Sequence

import discord

from bot.ui import Choice
from games.base import Event, SeatResult
from games.darkly_dreaming.actions import Become, Decline, Discard, EnvyMode, Pick, Return, Sleep, StayAwake, Target

from .base import COLOUR, MEDALS, Presenter

if TYPE_CHECKING:
    from bot.tables import Table

TYPES = ("D", "E", "C", "P")
EMOJI = {"D": "\U0001f30a", "E": "\U0001f40d", "C": "\u26d3\ufe0f", "P": "\U0001f43a"}
NAMES = {"D": "Depths", "E": "Envy", "C": "Cages", "P": "Primeval"}
DIE = "\u2680\u2681\u2682\u2683\u2684\u2685"
STAR, HUNT, EXHAUST, SHADOW = "\u2b50", "\U0001f43e", "\U0001f4a4", "\U0001f311"
UP, DOWN = "\u2191", "\u2193"
RESULT = {"1pt": f"{STAR}1", "2pt": f"{STAR}2", "exhaust": EXHAUST, "hunt": HUNT, "shadow": SHADOW}
RESULT_WORDS = {"1pt": f"{STAR} 1 pt", "2pt": f"{STAR} 2 pts", "exhaust": f"{EXHAUST} exhaust",
                "hunt": f"{HUNT} hunt", "shadow": f"{SHADOW} shadow"}
TURN, NIGHTMARE, COMATOSE, OUT, DREAMER = "\u25b6\ufe0f", "\U0001f608", "\U0001f635", "\u274c", "\U0001f6cc"
MOON, DECK, WAIT, WARN, DICE = "\U0001f319", "\U0001f0cf", "\u23f3", "\u26a0\ufe0f", "\U0001f3b2"
SLEEP, AWAKE, BELL, FLAG = "\U0001f634", "\u2615", "\U0001f514", "\U0001f3c1"
LEGEND = ("\U0001f30a Depths \u00b7 \U0001f40d Envy \u00b7 \u26d3\ufe0f Cages \u00b7 \U0001f43a Primeval | "
          "\u2b50 points \u00b7 \U0001f43e hunt \u00b7 \U0001f4a4 exhaust (\u2191 face up, \u2193 face down) "
          "\u00b7 \U0001f311 shadow")
RETURN_GROUP = "Choose the two dreams to shuffle back (the rest are rolled)"
MAX_DICE_SHOWN = 24


# -- words for components ----------------------------------------------------------

def dream(letter: str) -> str:
    """``🐍 Envy``."""
    return f"{EMOJI.get(letter, '?')} {NAMES.get(letter, letter)}"


def dreams_short(letters: Sequence[str]) -> str:
    """``🌊🐍🐍⛓️`` in the order given."""
    return "".join(EMOJI.get(x, "?") for x in letters) or "nothing"


def dreams_words(letters: Sequence[str]) -> str:
    """``🌊 Depths, 🐍 Envy ×2`` (type order)."""
    parts = []
    for t in TYPES:
        n = list(letters).count(t)
        if n:
            parts.append(dream(t) + (f" \u00d7{n}" if n > 1 else ""))
    return ", ".join(parts) or "nothing"


def die_face(value: int) -> str:
    return DIE[value - 1] if 1 <= value <= 6 else str(value)


def roll_text(roll: Mapping[str, Any]) -> str:
    """``🐍⚅🌑`` compact, for the board."""
    return f"{EMOJI.get(roll['dream'], '?')}{die_face(roll['die'])}{RESULT.get(roll['result'], roll['result'])}"


def roll_words(roll: Mapping[str, Any]) -> str:
    """``🐍 Envy ⚅ → 🌑 shadow`` for event lines and labels."""
    return f"{dream(roll['dream'])} {die_face(roll['die'])} \u2192 {RESULT_WORDS.get(roll['result'], roll['result'])}"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def danger_text(d: Mapping[str, Any] | None) -> str:
    """``Exhaust 2/3 · face down 1/3 · Hunt 3/4 · Shadow of Envy 2/3``."""
    if not d:
        return ""
    shadow = f"Shadow of {NAMES[d['shadow_type']]}" if d.get("shadow_type") else "Shadow"
    return (f"{EXHAUST} Exhaust {d['exhaust']}/{d['exhaust_limit']} \u00b7 face down {d['face_down']}/"
            f"{d['face_down_limit']} \u00b7 {HUNT} Hunt {d['hunt']}/{d['hunt_limit']} \u00b7 {SHADOW} "
            f"{shadow} {d['shadow']}/{d['shadow_limit']}")


def spot_text(piles: Mapping[str, Any], spot: str) -> str:
    """The dream a spot names on a dreamer card, in words."""
    pile, key = spot.split(":", 1)
    if pile == "s":
        return f"{dream(key)} from the shadow pile"
    if pile == "h":
        return f"{dream(key)} from the hunt pile"
    if pile == "x":
        index = int(key)
        exhaust = piles.get("exhaust") or []
        entry: Mapping[str, Any] = exhaust[index] if index < len(exhaust) else {"dream": "?", "face_down": False}
        side = "face down" if entry["face_down"] else "face up"
        return f"{dream(entry['dream'])} from exhaust (#{index + 1} from the bottom, {side})"
    worth = key[1:]
    return f"{dream(key[0])} from the points ({worth} pt{'s' if worth != '1' else ''})"


def odds(letters: Sequence[str], faces: Mapping[str, Any]) -> str:
    """The average outcome of rolling these dreams, from the view's die faces."""
    totals = {"pts": 0.0, "exhaust": 0.0, "hunt": 0.0, "shadow": 0.0}
    for x in letters:
        kinds = (faces.get(x) or {}).get("faces") or []
        for face in kinds:
            share = 1 / len(kinds)
            if face.endswith("pt"):
                totals["pts"] += share * int(face[:-2])
            elif face in totals:
                totals[face] += share
    return (f"avg {STAR}{totals['pts']:.1f} {EXHAUST}{totals['exhaust']:.1f} {HUNT}{totals['hunt']:.1f} "
            f"{SHADOW}{totals['shadow']:.1f}")


def points_text(points: Sequence[str]) -> str:
    """``⭐ 7: 🌊1×3 🐍1 🐺2×2`` grouped by dream and worth."""
    total = sum(int(p[1:]) for p in points)
    groups = []
    for t in TYPES:
        for v in ("1", "2"):
            n = list(points).count(f"{t}{v}")
            if n:
                groups.append(f"{EMOJI[t]}{v}" + (f"\u00d7{n}" if n > 1 else ""))
    return f"{STAR} Points **{total}**" + (": " + " ".join(groups) if groups else "")


def status_text(status: str | None, nightmare: str | None, *, at_end: bool) -> str:
    """A player's standing: on the board during the game, or in the results."""
    if status == "nightmare":
        return f"{NIGHTMARE} Nightmare of {NAMES.get(nightmare or '', '?')}"
    if status == "comatose":
        return f"{COMATOSE} " + ("comatose dreamer" if at_end else "comatose (misses the next turn)")
    if status == "out":
        return f"{OUT} " + ("out of the game (cannot win)" if at_end else "out")
    return f"{DREAMER} dreamer"


def card_lines(piles: Mapping[str, Any], danger: Mapping[str, Any] | None, limits: Mapping[str, Any],
               status: str, nightmare: str | None) -> list[str]:
    """One dreamer card as lines: points, hunt, exhaust, shadow piles."""
    if status == "out":
        return ["Out of the game: cannot win."]
    lines = [points_text(piles.get("points") or [])]
    if status == "nightmare":
        lines.append(f"{NIGHTMARE} Takes every {dream(nightmare or '?')} shadow a dreamer would resolve.")
        return lines
    hunt = piles.get("hunt") or []
    lines.append(f"{HUNT} Hunt {len(hunt)}/{limits.get('hunt', 4)}" + (f": {dreams_short(hunt)}" if hunt else ""))
    exhaust = piles.get("exhaust") or []
    down = sum(1 for x in exhaust if x["face_down"])
    marks = " ".join(f"{EMOJI.get(x['dream'], '?')}{DOWN if x['face_down'] else UP}" for x in exhaust)
    lines.append(f"{EXHAUST} Exhaust {len(exhaust)}/{limits.get('exhaust', 3)}" + (f": {marks}" if marks else "")
                 + f" \u00b7 face down {down}/{limits.get('face_down', 3)}")
    shadow = piles.get("shadow") or {}
    lines.append(f"{SHADOW} Shadow " + " ".join(f"{EMOJI[t]}{shadow.get(t, 0)}" for t in TYPES)
                 + f" (Nightmare at {limits.get('shadow', 3)})")
    return lines


class DarklyDreamingPresenter(Presenter):
    hand_label = "My card"
    tagline = "press your luck against the nightmares"
    group_ends = frozenset({"turn", "final_round"})
    hand_emoji = "\U0001f6cc"

    # -- helpers ---------------------------------------------------------------

    @staticmethod
    def public(table: "Table") -> dict[str, Any]:
        return table.state.view(None) if table.state is not None else {}

    def nightmare_name(self, public: Mapping[str, Any], seat: int) -> str:
        kinds = public.get("nightmare") or []
        kind = kinds[seat] if seat < len(kinds) else None
        return f"the Nightmare of {NAMES[kind]}" if kind else "a Nightmare"

    def status_title(self, table: "Table", public: Mapping[str, Any], seat: int) -> str:
        status = public["status"][seat]
        points = public["points"][seat]
        name = self.name(table, seat)
        away = " (away)" if table.shown_away(seat) else ""
        what = status_text(status, public["nightmare"][seat], at_end=False)
        return f"{name}{away} \u00b7 {STAR}{points} \u00b7 {what}"

    def awaited(self, table: "Table", public: Mapping[str, Any]) -> str | None:
        """What the pending choice is, in one sentence naming who makes it."""
        p = public.get("pending")
        if not p:
            return None
        who = f"**{self.name(table, p['seat'])}**"
        of = self.name(table, p["dreamer"]) if isinstance(p.get("dreamer"), int) else ""
        kind = p["kind"]
        if kind == "return":
            if p["count"] == 1:
                return f"{who} ({self.nightmare_name(public, p['seat'])}) drew {dreams_words(p['dreams'])}: " \
                       "keep one to roll for a dreamer"
            return f"{who} drew {dreams_short(p['dreams'])} ({dreams_words(p['dreams'])}): " \
                   f"shuffle {p['count']} back, the rest are rolled"
        if kind == "target":
            return f"{who} ({self.nightmare_name(public, p['seat'])}) chooses the dreamer to roll {dream(p['dream'])} for"
        if kind == "envy":
            why = "Shadow of Envy" if p.get("source") == "shadow" else "Nightmare of Envy"
            return f"{who} chooses one of **{of}**'s dreams to reroll ({why})"
        if kind == "primeval":
            return f"{who} may move a shadow dream to their hunt pile (Shadow of Primeval)"
        if kind == "nm_envy":
            return f"{who} (Nightmare of Envy) chooses how to strike **{of}**"
        if kind == "envy_two":
            left = p["count"] - len(p.get("held") or [])
            return f"{who} picks {plural(left, 'more dream')} of theirs to reroll (Nightmare of Envy)"
        if kind == "nm_depths":
            rolls = " and ".join(roll_words(r) for r in p["rolls"])
            return f"{who} (Nightmare of Depths) sends one of **{of}**'s rolls back: {rolls}"
        if kind == "nm_primeval":
            return f"{who} (Nightmare of Primeval) may move **{of}**'s 2-point Primeval to their hunt pile"
        if kind == "become":
            return f"{who} chooses the Nightmare to become: " + " or ".join(NAMES[t] for t in p["choices"])
        if kind == "sleep":
            if p.get("forced"):
                return f"{who} is at sleep marker {public.get('sleep_marker')}: they must sleep"
            return f"{who} chooses: {SLEEP} sleep, or {AWAKE} stay awake and draw {(public.get('sleep_marker') or 0) + 1}"
        return f"{who} must choose"

    def danger_line(self, table: "Table", public: Mapping[str, Any]) -> str | None:
        d = public.get("current_danger")
        if not d:
            return None
        seat = d["seat"]
        marker = public.get("sleep_marker")
        mark = f" \u00b7 {MOON} marker {marker}" if marker and public.get("current") == seat else ""
        return f"{WARN} **{self.name(table, seat)}** {STAR}{public['points'][seat]}{mark} \u00b7 {danger_text(d)}"

    # -- the board -------------------------------------------------------------

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """This turn's dice and every dreamer card against its limits (all public)."""
        from .darkly_dreaming_images import KEYS, draw_board

        key = json.dumps({k: public.get(k) for k in KEYS}, sort_keys=True)
        return partial(draw_board, key, tuple(self.name(table, s) for s in range(len(table.seats))))

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=table.game.title, colour=COLOUR)
        current = public["current"]
        status = public["status"]
        lines = []
        if public.get("over"):
            lines.append(f"{FLAG} The game is over ({self.over_words(public)}).")
        elif status[current] == "nightmare":
            lines.append(f"{MOON} Turn {public['turn']}: **{self.name(table, current)}**, "
                         f"{self.nightmare_name(public, current)}, haunts a dreamer")
        else:
            lines.append(f"{MOON} Turn {public['turn']}: **{self.name(table, current)}** dreams \u00b7 sleep marker "
                         f"**{public.get('sleep_marker')}** (3\u2192{public['limits']['max_marker']})")
        deck = f"{DECK} Deck: {plural(public['deck_size'], 'dream')} \u00b7 goal {public['goal']} points"
        if public.get("final_round") and not public.get("over"):
            deck += f" \u00b7 {BELL} final round: it ends before **{self.name(table, public['first_player'])}**'s turn"
        lines.append(deck)
        claimed = [f"{dream(k)} ({self.name(table, s)})" for s, k in enumerate(public.get("nightmare") or []) if k]
        if claimed:
            lines.append(f"{NIGHTMARE} Nightmares: " + ", ".join(claimed))
        waiting = self.awaited(table, public)
        if waiting:
            lines.append(f"{WAIT} Waiting for {waiting}.")
        danger = self.danger_line(table, public)
        if danger:
            lines.append(danger)
        embed.description = "\n".join(lines)[:4000]
        acting = set(table.to_act())
        for seat in range(len(table.seats)):
            mark = TURN + " " if seat == current and not public.get("over") else ""
            hand = " \u270b" if seat in acting and seat != current else ""
            embed.add_field(
                name=f"{mark}{self.status_title(table, public, seat)}{hand}"[:256],
                value="\n".join(card_lines(public["piles"][seat], public["danger"][seat], public["limits"],
                                           status[seat], public["nightmare"][seat]))[:1024],
                inline=False)
        rolls = public.get("last_rolls") or []
        if rolls:
            shown = rolls[-MAX_DICE_SHOWN:]
            more = f"\u2026 {len(rolls) - len(shown)} earlier, " if len(rolls) > len(shown) else ""
            embed.add_field(name=f"{DICE} Dice this turn", value=(more + " ".join(roll_text(r) for r in shown))[:1024],
                            inline=False)
        elif not public.get("over"):
            embed.add_field(name=f"{DICE} Dice this turn", value="No die rolled yet.", inline=False)
        embed.set_footer(text=LEGEND)
        return embed

    @staticmethod
    def over_words(public: Mapping[str, Any]) -> str:
        return {"final_round": "the final round is over", "all_nightmares": "no dreamer is left",
                "deck_empty": "the deck ran out"}.get(public.get("over") or "", str(public.get("over")))

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=f"{table.game.title}: your dreamer card", colour=COLOUR)
        lines = [f"**{self.status_title(table, view, seat)}**"]
        lines += card_lines(view["piles"][seat], view["danger"][seat], view["limits"], view["status"][seat],
                            view["nightmare"][seat])
        if view["danger"][seat]:
            lines.append(f"{WARN} {danger_text(view['danger'][seat])}")
        waiting = self.awaited(table, view)
        if waiting:
            lines.append(f"{WAIT} Waiting for {waiting}.")
        embed.description = "\n".join(lines)[:4000]
        return embed

    # -- choices ---------------------------------------------------------------

    def choices(self, table: "Table", seat: int) -> list[Choice]:
        assert table.state is not None
        actions = table.state.legal_actions(seat)
        if not actions:
            return []
        public = self.public(table)
        return [self._choice(table, public, seat, a) for a in actions]

    def choice(self, table: "Table", seat: int, action: Hashable) -> Choice:
        return self._choice(table, self.public(table), seat, action)

    def _choice(self, table: "Table", public: Mapping[str, Any], seat: int, action: Hashable) -> Choice:
        value = table.game.encode(action)
        p = public.get("pending") or {}
        label, group = self._label(table, public, seat, action), self._group(table, public)
        style = discord.ButtonStyle.secondary
        emoji = None
        description = None
        if isinstance(action, Return) and p.get("count", 2) > 1:
            kept = list(p.get("dreams") or [])
            for x in action.dreams:
                if x in kept:
                    kept.remove(x)
            description = f"Roll {dreams_short(kept)}: {odds(kept, public.get('dreams') or {})}"
        elif isinstance(action, Sleep):
            style, emoji = discord.ButtonStyle.success, SLEEP
        elif isinstance(action, StayAwake):
            style, emoji = discord.ButtonStyle.danger, AWAKE
        elif isinstance(action, (Pick, Target, Become, EnvyMode, Discard)):
            style = discord.ButtonStyle.primary
        return Choice(group=group, label=label, value=value, style=style, emoji=emoji, description=description)

    def _group(self, table: "Table", public: Mapping[str, Any]) -> str:
        p = public.get("pending") or {}
        kind = p.get("kind")
        of = self.name(table, p["dreamer"]) if isinstance(p.get("dreamer"), int) else ""
        return {
            "return": RETURN_GROUP if p.get("count", 2) > 1 else "Keep one dream to roll for a dreamer",
            "target": "Choose the dreamer to roll for",
            "envy": f"Choose one of {of}'s dreams to reroll",
            "envy_two": "Choose a dream of yours to reroll",
            "primeval": "Shadow of Primeval: move a shadow dream to your hunt pile?",
            "nm_envy": "How the Nightmare of Envy strikes",
            "nm_depths": "Which roll goes back to the deck",
            "nm_primeval": f"Move {of}'s 2-point Primeval to their hunt pile?",
            "become": "Choose the Nightmare to become",
            "sleep": "Sleep or stay awake",
        }.get(kind or "", "Choose")

    def group(self, action: Hashable) -> str:
        return type(action).__name__

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        """A choice's label; the platform also calls it after the action was
        applied (to show what was chosen), when the pending choice it was made
        for is gone: then a label that needs no context."""
        assert table.state is not None
        if action in table.state.legal_actions(seat):
            return self._label(table, self.public(table), seat, action)
        return self.label_after(table, action)

    def label_after(self, table: "Table", action: Hashable) -> str:
        if isinstance(action, Return):
            return "Return " + " + ".join(dream(x) for x in action.dreams)
        if isinstance(action, Target):
            return f"Roll for {self.name(table, action.seat)}"
        if isinstance(action, Pick):
            pile, key = action.spot.split(":", 1)
            if pile == "x":
                return f"Pick exhaust dream #{int(key) + 1}"
            where = {"s": "shadow pile", "h": "hunt pile", "p": "points"}[pile]
            return f"Pick {dream(key[0])} from the {where}"
        if isinstance(action, Decline):
            return "Move nothing"
        if isinstance(action, EnvyMode):
            return "Pick the dream to reroll" if action.mode == "pick" else "The dreamer rerolls two"
        if isinstance(action, Discard):
            return f"Send back roll {action.index + 1}"
        if isinstance(action, Become):
            return f"Become the Nightmare of {dream(action.kind)}"
        if isinstance(action, Sleep):
            return "Sleep: end my turn"
        if isinstance(action, StayAwake):
            return "Stay awake"
        return table.game.encode(action)

    def _label(self, table: "Table", public: Mapping[str, Any], seat: int, action: Hashable) -> str:
        p = public.get("pending") or {}
        kind = p.get("kind")
        dreamer = p.get("dreamer")
        of = self.name(table, dreamer) if isinstance(dreamer, int) else ""
        piles = public["piles"][dreamer] if isinstance(dreamer, int) else {}
        if isinstance(action, Return):
            if p.get("count", 2) == 1:
                kept = list(p.get("dreams") or [])
                for x in action.dreams:
                    if x in kept:
                        kept.remove(x)
                return f"Keep {dreams_words(kept)}, return {dreams_words(action.dreams)}"
            return "Return " + " + ".join(dream(x) for x in action.dreams)
        if isinstance(action, Target):
            what = dream(p["dream"]) if p.get("dream") else "the dream"
            return f"Roll {what} for {self.name(table, action.seat)} ({STAR}{public['points'][action.seat]})"
        if isinstance(action, Pick):
            if kind == "primeval":
                return f"Move a {dream(action.spot[2:])} shadow to my hunt pile"
            if kind == "nm_primeval":
                return f"Move {of}'s 2-point {dream('P')} to their hunt pile"
            return f"Reroll {spot_text(piles, action.spot)}"
        if isinstance(action, Decline):
            return "Move nothing" if kind == "primeval" else f"Leave {of}'s points alone"
        if isinstance(action, EnvyMode):
            if action.mode == "pick":
                return f"I pick one of {of}'s dreams to reroll"
            return f"{of} rerolls two: each {STAR}1 result is mine"
        if isinstance(action, Discard):
            rolls = p.get("rolls") or []
            if len(rolls) == 2:
                back, keep = rolls[action.index], rolls[1 - action.index]
                return f"Send back {roll_words(back)}; {of} keeps {roll_words(keep)}"
            return f"Send back roll {action.index + 1}"
        if isinstance(action, Become):
            return f"Become the Nightmare of {dream(action.kind)}"
        if isinstance(action, Sleep):
            return "Sleep: end my turn"
        if isinstance(action, StayAwake):
            marker = (public.get("sleep_marker") or 0) + 1
            return f"Stay awake: draw {marker}"
        return table.game.encode(action)

    def prefer_selects(self, table: "Table", seat: int | None) -> bool:
        """The dreamer's return is a menu (each option tells what will be rolled)."""
        p = self.public(table).get("pending") or {}
        return p.get("kind") == "return" and p.get("count", 2) > 1

    def channel_prompt(self, table: "Table") -> list[Choice] | None:
        """The choices of the one seat the engine waits for (the dreamer, the
        player to the left for Envy, a Nightmare)."""
        acting = table.to_act()
        if not acting or table.state is None:
            return None
        return self.choices(table, acting[0])

    def prompt_status(self, table: "Table") -> str | None:
        """The live line under the turn message: the awaited choice, this
        turn's dice when deciding to sleep, and the danger of the dreamer in focus."""
        public = self.public(table)
        dice = None
        rolls = public.get("last_rolls") or []
        if (public.get("pending") or {}).get("kind") == "sleep" and rolls:
            shown = rolls[-12:]
            dice = f"{DICE} this turn: " + ("\u2026 " if len(rolls) > len(shown) else "") + " ".join(
                roll_text(r) for r in shown)
        parts = [x for x in (self.awaited(table, public), dice, self.danger_line(table, public)) if x]
        return " \u2014 ".join(parts) or None

    def prompt_footer(self, table: "Table", seat: int, choices: Sequence[Choice]) -> str:
        if not choices:
            return "Nothing to do right now." if table.running else "The game is over."
        return "Your choice."

    # -- events ----------------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        d = event.data
        kind = event.kind

        def n(s: int) -> str:
            return f"**{self.name(table, s)}**"

        if kind == "placed":
            return None  # the roll line already says where each dream lands
        if kind == "turn":
            seat = d["seat"]
            if d.get("comatose"):
                return f"{MOON} **Turn {d['number']}: {self.name(table, seat)}** is comatose."
            if d.get("role") == "nightmare":
                public = self.public(table)
                return f"{MOON} **Turn {d['number']}: {self.name(table, seat)}**, " \
                       f"{self.nightmare_name(public, seat)}, haunts."
            return f"{MOON} **Turn {d['number']}: {self.name(table, seat)}** falls asleep (sleep marker 3)."
        if kind == "comatose_turn":
            back = dreams_words(d.get("returned") or [])
            return f"{COMATOSE} {n(d['seat'])} sleeps through the turn: {back} go back to the deck " \
                   f"({plural(d.get('face_down', 0), 'face-down dream')} stay)."
        if kind == "drew":
            cause = d.get("cause")
            drawn = dreams_words(d["dreams"])
            if cause == "depths":
                return f"{EMOJI['D']} Shadow of Depths: {n(d['seat'])} draws one more dream: {drawn}."
            if cause == "nightmare_depths":
                return f"{EMOJI['D']} Nightmare of Depths: {n(d['seat'])} draws two: {drawn}."
            if cause == "nightmare":
                return f"{NIGHTMARE} {n(d['seat'])} draws {drawn}."
            return f"{DECK} {n(d['seat'])} draws {len(d['dreams'])}: {dreams_short(d['dreams'])} ({drawn})."
        if kind == "returned":
            cause = d.get("cause")
            if cause == "choice":
                return f"\u21a9\ufe0f {n(d['seat'])} shuffles {dreams_words(d['dreams'])} back into the deck."
            if cause == "nightmare_depths":
                return f"\u21a9\ufe0f {dreams_words(d['dreams'])} goes back to the deck; {n(d['seat'])} keeps the other."
            return None  # sleep, comatose, out, becoming a Nightmare: their own lines say it
        if kind == "rolled":
            rolls = ", ".join(roll_words(r) for r in d["rolls"])
            cause = d.get("cause")
            if cause == "envy":
                return f"{DICE} Reroll on {n(d['seat'])}'s card: {rolls} (no ability)."
            if cause == "nightmare":
                return f"{DICE} {n(d['by'])} rolls for {n(d['seat'])}: {rolls}."
            if cause == "nightmare_envy":
                return f"{DICE} {n(d['seat'])} rerolls: {rolls}."
            if cause == "nightmare_depths":
                return f"{DICE} {n(d['seat'])} rolls the Nightmare's two: {rolls}."
            return f"{DICE} {n(d['seat'])} rolls: {rolls}."
        if kind == "targeted":
            return f"{NIGHTMARE} {n(d['nightmare'])} keeps {dream(d['dream'])} and haunts {n(d['seat'])} with it."
        if kind == "nightmare_activated":
            return f"{NIGHTMARE} {n(d['seat'])}'s {dream(d['dream'])} shadow wakes {n(d['nightmare'])}, " \
                   f"the Nightmare of {NAMES[d['dream']]}: they take it as 1 point."
        if kind == "nightmare_took":
            return f"{NIGHTMARE} {n(d['nightmare'])} takes {n(d['seat'])}'s {dream(d['dream'])} as 1 point."
        if kind == "cages":
            if d.get("flipped") is None:
                return f"{EMOJI['C']} Cages on {n(d['seat'])}: no face-up exhaust dream to turn face down."
            return f"{EMOJI['C']} Cages on {n(d['seat'])}: their {dream(d['dream'])} exhaust dream " \
                   f"(#{d['flipped'] + 1} from the bottom) turns face down."
        if kind == "envy_pick":
            what = dream(d["dream"])
            if d["chooser"] == d["seat"]:
                return f"{EMOJI['E']} {n(d['seat'])} picks their own {what} to reroll."
            return f"{EMOJI['E']} {n(d['chooser'])} picks {n(d['seat'])}'s {what} to reroll."
        if kind == "envy_mode":
            if d["mode"] == "pick":
                return f"{NIGHTMARE} {n(d['nightmare'])} will pick one of {n(d['seat'])}'s dreams to reroll."
            return f"{NIGHTMARE} {n(d['nightmare'])} makes {n(d['seat'])} reroll two dreams: " \
                   f"each {STAR}1 result goes to the Nightmare."
        if kind == "moved_to_hunt":
            if d.get("source") == "points":
                return f"{HUNT} {n(d['by'])} moves {n(d['seat'])}'s 2-point {dream(d['dream'])} to their hunt pile."
            return f"{HUNT} {n(d['seat'])} moves a {dream(d['dream'])} shadow to their hunt pile."
        if kind == "declined":
            if d.get("choice") == "nm_primeval":
                return f"{n(d['seat'])} leaves the 2-point Primeval where it is."
            return f"{n(d['seat'])} moves nothing to their hunt pile."
        if kind == "out":
            why = "is hunted down (4 hunt dreams)" if d.get("reason") == "hunted" else \
                "never wakes up (3 face-down exhaust dreams)"
            return f"{OUT} {n(d['seat'])} {why} and is out of the game; their dreams go back to the deck."
        if kind == "became_nightmare":
            return f"{NIGHTMARE} {n(d['seat'])} becomes the **Nightmare of {NAMES[d['nightmare']]}** " \
                   f"{EMOJI[d['nightmare']]} with {plural(d['points'], 'point')}; their other dreams go back."
        if kind == "comatose":
            return f"{COMATOSE} {n(d['seat'])} falls comatose ({d['exhaust']} exhaust) and misses their next turn."
        if kind == "slept":
            back = f"; {dream(d['returned'])} leaves the exhaust pile" if d.get("returned") else ""
            points = self.public(table).get("points") or []
            have = f" with {STAR}{points[d['seat']]}" if d["seat"] < len(points) else ""
            return f"{SLEEP} {n(d['seat'])} sleeps{have}{back}."
        if kind == "stayed_awake":
            return f"{AWAKE} {n(d['seat'])} stays awake: sleep marker {d['marker']}."
        if kind == "final_round":
            who = ", ".join(n(s) for s in d.get("seats") or [])
            return f"{BELL} {who} reached the goal: **final round**! The game ends before " \
                   f"{n(d['ends_before'])}'s turn."
        if kind == "game_over":
            reason = d.get("reason")
            if reason == "deck_empty":
                return f"{FLAG} The deck ran out: {n(d['seat'])} needed {d['needed']} dreams, " \
                       f"{d['left']} left. The game ends."
            if reason == "all_nightmares":
                return f"{FLAG} No dreamer is left. The game ends."
            return f"{FLAG} The final round is over."
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        det = result.details
        what = status_text(det.get("status"), det.get("nightmare"), at_end=True)
        dreams = det.get("dreams")
        tail = f", {plural(int(dreams), 'dream')} on the card" if dreams is not None else ""
        return f"{medal} **{self.name(table, result.seat)}**: {STAR} {plural(int(result.score), 'point')} \u00b7 {what}{tail}"


PRESENTER = DarklyDreamingPresenter()

