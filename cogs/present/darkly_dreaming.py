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

from words import number, t

from .base import COLOUR, MEDALS, Presenter
from .said import Said

if TYPE_CHECKING:
    from bot.tables import Table

TYPES = ("D", "E", "C", "P")
EMOJI = {"D": "\U0001f30a", "E": "\U0001f40d", "C": "\u26d3\ufe0f", "P": "\U0001f43a"}
DIE = "\u2680\u2681\u2682\u2683\u2684\u2685"
STAR, HUNT, EXHAUST, SHADOW = "\u2b50", "\U0001f43e", "\U0001f4a4", "\U0001f311"
UP, DOWN = "\u2191", "\u2193"
RESULT = {"1pt": f"{STAR}1", "2pt": f"{STAR}2", "exhaust": EXHAUST, "hunt": HUNT, "shadow": SHADOW}
RESULTS = frozenset(RESULT)  # the results the catalogue words (darkly-result-<result>)
TURN, NIGHTMARE, COMATOSE, OUT, DREAMER = "\u25b6\ufe0f", "\U0001f608", "\U0001f635", "\u274c", "\U0001f6cc"
MOON, DECK, WAIT, WARN, DICE = "\U0001f319", "\U0001f0cf", "\u23f3", "\u26a0\ufe0f", "\U0001f3b2"
SLEEP, AWAKE, BELL, FLAG = "\U0001f634", "\u2615", "\U0001f514", "\U0001f3c1"
MAX_DICE_SHOWN = 24
PILES = {"s": "shadow", "h": "hunt", "p": "points"}  # a spot's pile (darkly-label-pick-<pile>)
# The pending choices whose group heading the catalogue words (darkly-group-<kind>).
GROUPS = frozenset({"target", "envy", "envy_two", "primeval", "nm_envy", "nm_depths", "nm_primeval", "become", "sleep"})


# -- words for components ----------------------------------------------------------

def dream_name(letter: str) -> str:
    """``Envy``: a dream type's name (data/darkly_dreaming/dreams.toml keeps the letters)."""
    return t("darkly-dream", dream=letter) if letter in EMOJI else letter


def dream(letter: str) -> str:
    """``🐍 Envy``."""
    return f"{EMOJI.get(letter, '?')} {dream_name(letter)}"


def dreams_short(letters: Sequence[str]) -> str:
    """``🌊🐍🐍⛓️`` in the order given."""
    return "".join(EMOJI.get(x, "?") for x in letters) or t("darkly-nothing")


def dreams_words(letters: Sequence[str]) -> str:
    """``🌊 Depths, 🐍 Envy ×2`` (type order)."""
    parts = []
    for kind in TYPES:
        n = list(letters).count(kind)
        if n:
            parts.append(dream(kind) + (f" \u00d7{n}" if n > 1 else ""))
    return ", ".join(parts) or t("darkly-nothing")


def die_face(value: int) -> str:
    return DIE[value - 1] if 1 <= value <= 6 else str(value)


def roll_text(roll: Mapping[str, Any]) -> str:
    """``🐍⚅🌑`` compact, for the board."""
    return f"{EMOJI.get(roll['dream'], '?')}{die_face(roll['die'])}{RESULT.get(roll['result'], roll['result'])}"


def roll_words(roll: Mapping[str, Any]) -> str:
    """``🐍 Envy ⚅ → 🌑 shadow`` for event lines and labels."""
    result = roll["result"]
    said = t(f"darkly-result-{result}") if result in RESULTS else result
    return f"{dream(roll['dream'])} {die_face(roll['die'])} \u2192 {said}"


def danger_text(d: Mapping[str, Any] | None) -> str:
    """``Exhaust 2/3 · face down 1/3 · Hunt 3/4 · Shadow of Envy 2/3``."""
    if not d:
        return ""
    shadow = t("darkly-shadow-of", dream=d["shadow_type"]) if d.get("shadow_type") else t("darkly-shadow")
    return t("darkly-danger", exhaust=d["exhaust"], exhaust_limit=d["exhaust_limit"], face_down=d["face_down"],
             face_down_limit=d["face_down_limit"], hunt=d["hunt"], hunt_limit=d["hunt_limit"], shadow=shadow,
             shadows=d["shadow"], shadow_limit=d["shadow_limit"])


def spot_text(piles: Mapping[str, Any], spot: str) -> str:
    """The dream a spot names on a dreamer card, in words."""
    pile, key = spot.split(":", 1)
    if pile == "s":
        return t("darkly-spot-shadow", dream=dream(key))
    if pile == "h":
        return t("darkly-spot-hunt", dream=dream(key))
    if pile == "x":
        index = int(key)
        exhaust = piles.get("exhaust") or []
        entry: Mapping[str, Any] = exhaust[index] if index < len(exhaust) else {"dream": "?", "face_down": False}
        return t("darkly-spot-exhaust-down" if entry["face_down"] else "darkly-spot-exhaust-up",
                 dream=dream(entry["dream"]), place=index + 1)
    return t("darkly-spot-points", dream=dream(key[0]), points=int(key[1:]) if key[1:].isdigit() else 0)


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
    return t("darkly-odds", points=number(totals["pts"]), exhaust=number(totals["exhaust"]),
             hunt=number(totals["hunt"]), shadow=number(totals["shadow"]))


def points_text(points: Sequence[str]) -> str:
    """``⭐ 7: 🌊1×3 🐍1 🐺2×2`` grouped by dream and worth."""
    total = sum(int(p[1:]) for p in points)
    groups = []
    for kind in TYPES:
        for v in ("1", "2"):
            n = list(points).count(f"{kind}{v}")
            if n:
                groups.append(f"{EMOJI[kind]}{v}" + (f"\u00d7{n}" if n > 1 else ""))
    if groups:
        return t("darkly-points-groups", total=total, groups=" ".join(groups))
    return t("darkly-points", total=total)


def status_text(status: str | None, nightmare: str | None, *, at_end: bool) -> str:
    """A player's standing: on the board during the game, or in the results."""
    if status == "nightmare":
        return t("darkly-status-nightmare", dream=nightmare or "?")
    if status == "comatose":
        return t("darkly-status-comatose-end" if at_end else "darkly-status-comatose")
    if status == "out":
        return t("darkly-status-out-end" if at_end else "darkly-status-out")
    return t("darkly-status-dreamer")


def card_lines(piles: Mapping[str, Any], danger: Mapping[str, Any] | None, limits: Mapping[str, Any],
               status: str, nightmare: str | None) -> list[str]:
    """One dreamer card as lines: points, hunt, exhaust, shadow piles."""
    if status == "out":
        return [t("darkly-card-out")]
    lines = [points_text(piles.get("points") or [])]
    if status == "nightmare":
        lines.append(t("darkly-card-nightmare", dream=dream(nightmare or "?")))
        return lines
    hunt = piles.get("hunt") or []
    lines.append(t("darkly-card-hunt", count=len(hunt), limit=limits.get("hunt", 4), dreams=dreams_short(hunt))
                 if hunt else t("darkly-card-hunt-none", count=0, limit=limits.get("hunt", 4)))
    exhaust = piles.get("exhaust") or []
    down = sum(1 for x in exhaust if x["face_down"])
    marks = " ".join(f"{EMOJI.get(x['dream'], '?')}{DOWN if x['face_down'] else UP}" for x in exhaust)
    lines.append(t("darkly-card-exhaust", count=len(exhaust), limit=limits.get("exhaust", 3), marks=marks,
                   down=down, down_limit=limits.get("face_down", 3)) if marks else
                 t("darkly-card-exhaust-none", count=len(exhaust), limit=limits.get("exhaust", 3), down=down,
                   down_limit=limits.get("face_down", 3)))
    shadow = piles.get("shadow") or {}
    lines.append(t("darkly-card-shadow", counts=" ".join(f"{EMOJI[kind]}{shadow.get(kind, 0)}" for kind in TYPES),
                   limit=limits.get("shadow", 3)))
    return lines


class DarklyDreamingPresenter(Presenter):
    hand_label = Said("darkly-hand-label")
    tagline = Said("darkly-tagline")
    group_ends = frozenset({"turn", "final_round"})
    hand_emoji = "\U0001f6cc"

    # -- helpers ---------------------------------------------------------------

    @staticmethod
    def public(table: "Table") -> dict[str, Any]:
        return table.state.view(None) if table.state is not None else {}

    def nightmare_name(self, public: Mapping[str, Any], seat: int) -> str:
        kinds = public.get("nightmare") or []
        kind = kinds[seat] if seat < len(kinds) else None
        return t("darkly-the-nightmare-of", dream=kind) if kind else t("darkly-a-nightmare")

    def status_title(self, table: "Table", public: Mapping[str, Any], seat: int) -> str:
        status = public["status"][seat]
        points = public["points"][seat]
        name = self.name(table, seat)
        away = " " + t("darkly-away") if table.shown_away(seat) else ""
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
                return t("darkly-await-return-one", who=who, nightmare=self.nightmare_name(public, p["seat"]),
                         dreams=dreams_words(p["dreams"]))
            return t("darkly-await-return", who=who, short=dreams_short(p["dreams"]), dreams=dreams_words(p["dreams"]),
                     count=p["count"])
        if kind == "target":
            return t("darkly-await-target", who=who, nightmare=self.nightmare_name(public, p["seat"]),
                     dream=dream(p["dream"]))
        if kind == "envy":
            return t("darkly-await-envy-shadow" if p.get("source") == "shadow" else "darkly-await-envy-nightmare",
                     who=who, of=of)
        if kind == "primeval":
            return t("darkly-await-primeval", who=who)
        if kind == "nm_envy":
            return t("darkly-await-nm-envy", who=who, of=of)
        if kind == "envy_two":
            return t("darkly-await-envy-two", who=who, count=p["count"] - len(p.get("held") or []))
        if kind == "nm_depths":
            return t("darkly-await-nm-depths", who=who, of=of,
                     rolls=t("darkly-and").join(roll_words(r) for r in p["rolls"]))
        if kind == "nm_primeval":
            return t("darkly-await-nm-primeval", who=who, of=of)
        if kind == "become":
            return t("darkly-await-become", who=who, choices=t("darkly-or").join(dream_name(k) for k in p["choices"]))
        if kind == "sleep":
            if p.get("forced"):
                return t("darkly-await-sleep-forced", who=who, marker=public.get("sleep_marker"))
            return t("darkly-await-sleep", who=who, draw=(public.get("sleep_marker") or 0) + 1)
        return t("darkly-await-other", who=who)

    def danger_line(self, table: "Table", public: Mapping[str, Any]) -> str | None:
        d = public.get("current_danger")
        if not d:
            return None
        seat = d["seat"]
        marker = public.get("sleep_marker")
        mark = " \u00b7 " + t("darkly-marker", marker=marker) if marker and public.get("current") == seat else ""
        return f"{WARN} **{self.name(table, seat)}** {STAR}{public['points'][seat]}{mark} \u00b7 {danger_text(d)}"

    # -- the board -------------------------------------------------------------

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """This turn's dice and every dreamer card against its limits (all public)."""
        from .darkly_dreaming_images import KEYS, board_words, draw_board

        key = json.dumps({k: public.get(k) for k in KEYS}, sort_keys=True)
        names = tuple(self.name(table, s) for s in range(len(table.seats)))
        # the words are resolved here, in the reader's language, not in the painter's thread
        return partial(draw_board, key, names, words=board_words(json.loads(key), names))

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=table.game.title, colour=COLOUR)
        current = public["current"]
        status = public["status"]
        lines = []
        if public.get("over"):
            lines.append(t("darkly-board-over", why=self.over_words(public)))
        elif status[current] == "nightmare":
            lines.append(t("darkly-board-haunts", turn=public["turn"], name=self.name(table, current),
                           nightmare=self.nightmare_name(public, current)))
        else:
            lines.append(t("darkly-board-dreams", turn=public["turn"], name=self.name(table, current),
                           marker=public.get("sleep_marker"), max=public["limits"]["max_marker"]))
        deck = t("darkly-board-deck", count=public["deck_size"], goal=public["goal"])
        if public.get("final_round") and not public.get("over"):
            deck += " \u00b7 " + t("darkly-board-final-round", name=self.name(table, public["first_player"]))
        lines.append(deck)
        claimed = [f"{dream(k)} ({self.name(table, s)})" for s, k in enumerate(public.get("nightmare") or []) if k]
        if claimed:
            lines.append(t("darkly-board-nightmares", claimed=", ".join(claimed)))
        waiting = self.awaited(table, public)
        if waiting:
            lines.append(t("darkly-waiting", what=waiting))
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
            more = t("darkly-dice-earlier", count=len(rolls) - len(shown)) + " " if len(rolls) > len(shown) else ""
            embed.add_field(name=t("darkly-dice-title"), value=(more + " ".join(roll_text(r) for r in shown))[:1024],
                            inline=False)
        elif not public.get("over"):
            embed.add_field(name=t("darkly-dice-title"), value=t("darkly-dice-none"), inline=False)
        embed.set_footer(text=t("darkly-legend"))
        return embed

    @staticmethod
    def over_words(public: Mapping[str, Any]) -> str:
        over = public.get("over") or ""
        if over in ("final_round", "all_nightmares", "deck_empty"):
            return t(f"darkly-over-{over.replace('_', '-')}")
        return str(public.get("over"))

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=t("darkly-private-title", game=table.game.title), colour=COLOUR)
        lines = [f"**{self.status_title(table, view, seat)}**"]
        lines += card_lines(view["piles"][seat], view["danger"][seat], view["limits"], view["status"][seat],
                            view["nightmare"][seat])
        if view["danger"][seat]:
            lines.append(f"{WARN} {danger_text(view['danger'][seat])}")
        waiting = self.awaited(table, view)
        if waiting:
            lines.append(t("darkly-waiting", what=waiting))
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
            description = t("darkly-roll-odds", dreams=dreams_short(kept), odds=odds(kept, public.get("dreams") or {}))
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
        if kind == "return":
            return t("darkly-group-return" if p.get("count", 2) > 1 else "darkly-group-return-one")
        if kind in GROUPS:
            return t(f"darkly-group-{kind.replace('_', '-')}", of=of)
        return t("darkly-group-choose")

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
            return t("darkly-label-return", dreams=" + ".join(dream(x) for x in action.dreams))
        if isinstance(action, Target):
            return t("darkly-label-roll-for", name=self.name(table, action.seat))
        if isinstance(action, Pick):
            pile, key = action.spot.split(":", 1)
            if pile == "x":
                return t("darkly-label-pick-exhaust", place=int(key) + 1)
            return t(f"darkly-label-pick-{PILES[pile]}", dream=dream(key[0]))
        if isinstance(action, Decline):
            return t("darkly-label-move-nothing")
        if isinstance(action, EnvyMode):
            return t("darkly-label-envy-pick-after" if action.mode == "pick" else "darkly-label-envy-two-after")
        if isinstance(action, Discard):
            return t("darkly-label-send-back", number=action.index + 1)
        if isinstance(action, Become):
            return t("darkly-label-become", dream=action.kind)
        if isinstance(action, Sleep):
            return t("darkly-label-sleep")
        if isinstance(action, StayAwake):
            return t("darkly-label-stay-awake")
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
                return t("darkly-label-keep-return", kept=dreams_words(kept), back=dreams_words(action.dreams))
            return t("darkly-label-return", dreams=" + ".join(dream(x) for x in action.dreams))
        if isinstance(action, Target):
            what = dream(p["dream"]) if p.get("dream") else t("darkly-the-dream")
            return t("darkly-label-target", dream=what, name=self.name(table, action.seat),
                     points=public["points"][action.seat])
        if isinstance(action, Pick):
            if kind == "primeval":
                return t("darkly-label-primeval", dream=dream(action.spot[2:]))
            if kind == "nm_primeval":
                return t("darkly-label-nm-primeval", of=of, dream=dream("P"))
            return t("darkly-label-reroll", spot=spot_text(piles, action.spot))
        if isinstance(action, Decline):
            return t("darkly-label-move-nothing") if kind == "primeval" else t("darkly-label-leave", of=of)
        if isinstance(action, EnvyMode):
            if action.mode == "pick":
                return t("darkly-label-envy-pick", of=of)
            return t("darkly-label-envy-two", of=of)
        if isinstance(action, Discard):
            rolls = p.get("rolls") or []
            if len(rolls) == 2:
                back, keep = rolls[action.index], rolls[1 - action.index]
                return t("darkly-label-discard", back=roll_words(back), of=of, keep=roll_words(keep))
            return t("darkly-label-send-back", number=action.index + 1)
        if isinstance(action, Become):
            return t("darkly-label-become", dream=action.kind)
        if isinstance(action, Sleep):
            return t("darkly-label-sleep")
        if isinstance(action, StayAwake):
            return t("darkly-label-stay-awake-draw", draw=(public.get("sleep_marker") or 0) + 1)
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
            dice = t("darkly-dice-line", dice=("\u2026 " if len(rolls) > len(shown) else "") + " ".join(
                roll_text(r) for r in shown))
        parts = [x for x in (self.awaited(table, public), dice, self.danger_line(table, public)) if x]
        return " \u2014 ".join(parts) or None

    def prompt_footer(self, table: "Table", seat: int, choices: Sequence[Choice]) -> str:
        if not choices:
            return t("darkly-footer-nothing") if table.running else t("darkly-footer-over")
        return t("darkly-footer-choice")

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
                return t("darkly-event-turn-comatose", turn=d["number"], name=self.name(table, seat))
            if d.get("role") == "nightmare":
                public = self.public(table)
                return t("darkly-event-turn-nightmare", turn=d["number"], name=self.name(table, seat),
                         nightmare=self.nightmare_name(public, seat))
            return t("darkly-event-turn", turn=d["number"], name=self.name(table, seat))
        if kind == "comatose_turn":
            return t("darkly-event-comatose-turn", who=n(d["seat"]), dreams=dreams_words(d.get("returned") or []),
                     count=d.get("face_down", 0))
        if kind == "drew":
            cause = d.get("cause")
            drawn = dreams_words(d["dreams"])
            if cause == "depths":
                return t("darkly-event-drew-depths", who=n(d["seat"]), dreams=drawn)
            if cause == "nightmare_depths":
                return t("darkly-event-drew-nightmare-depths", who=n(d["seat"]), dreams=drawn)
            if cause == "nightmare":
                return t("darkly-event-drew-nightmare", who=n(d["seat"]), dreams=drawn)
            return t("darkly-event-drew", who=n(d["seat"]), count=len(d["dreams"]), short=dreams_short(d["dreams"]),
                     dreams=drawn)
        if kind == "returned":
            cause = d.get("cause")
            if cause == "choice":
                return t("darkly-event-returned", who=n(d["seat"]), dreams=dreams_words(d["dreams"]))
            if cause == "nightmare_depths":
                return t("darkly-event-returned-depths", who=n(d["seat"]), dreams=dreams_words(d["dreams"]))
            return None  # sleep, comatose, out, becoming a Nightmare: their own lines say it
        if kind == "rolled":
            rolls = ", ".join(roll_words(r) for r in d["rolls"])
            cause = d.get("cause")
            if cause == "envy":
                return t("darkly-event-rolled-envy", who=n(d["seat"]), rolls=rolls)
            if cause == "nightmare":
                return t("darkly-event-rolled-nightmare", by=n(d["by"]), who=n(d["seat"]), rolls=rolls)
            if cause == "nightmare_envy":
                return t("darkly-event-rolled-nightmare-envy", who=n(d["seat"]), rolls=rolls)
            if cause == "nightmare_depths":
                return t("darkly-event-rolled-nightmare-depths", who=n(d["seat"]), rolls=rolls)
            return t("darkly-event-rolled", who=n(d["seat"]), rolls=rolls)
        if kind == "targeted":
            return t("darkly-event-targeted", nightmare=n(d["nightmare"]), dream=dream(d["dream"]), who=n(d["seat"]))
        if kind == "nightmare_activated":
            return t("darkly-event-nightmare-activated", who=n(d["seat"]), dream=dream(d["dream"]),
                     nightmare=n(d["nightmare"]), kind=d["dream"])
        if kind == "nightmare_took":
            return t("darkly-event-nightmare-took", nightmare=n(d["nightmare"]), who=n(d["seat"]),
                     dream=dream(d["dream"]))
        if kind == "cages":
            if d.get("flipped") is None:
                return t("darkly-event-cages-none", who=n(d["seat"]))
            return t("darkly-event-cages", who=n(d["seat"]), dream=dream(d["dream"]), place=d["flipped"] + 1)
        if kind == "envy_pick":
            what = dream(d["dream"])
            if d["chooser"] == d["seat"]:
                return t("darkly-event-envy-pick-own", who=n(d["seat"]), dream=what)
            return t("darkly-event-envy-pick", chooser=n(d["chooser"]), who=n(d["seat"]), dream=what)
        if kind == "envy_mode":
            if d["mode"] == "pick":
                return t("darkly-event-envy-mode-pick", nightmare=n(d["nightmare"]), who=n(d["seat"]))
            return t("darkly-event-envy-mode-two", nightmare=n(d["nightmare"]), who=n(d["seat"]))
        if kind == "moved_to_hunt":
            if d.get("source") == "points":
                return t("darkly-event-hunt-points", by=n(d["by"]), who=n(d["seat"]), dream=dream(d["dream"]))
            return t("darkly-event-hunt-shadow", who=n(d["seat"]), dream=dream(d["dream"]))
        if kind == "declined":
            if d.get("choice") == "nm_primeval":
                return t("darkly-event-declined-nm-primeval", who=n(d["seat"]))
            return t("darkly-event-declined", who=n(d["seat"]))
        if kind == "out":
            return t("darkly-event-out-hunted" if d.get("reason") == "hunted" else "darkly-event-out-asleep",
                     who=n(d["seat"]))
        if kind == "became_nightmare":
            return t("darkly-event-became-nightmare", who=n(d["seat"]), kind=d["nightmare"],
                     emoji=EMOJI[d["nightmare"]], count=d["points"])
        if kind == "comatose":
            return t("darkly-event-comatose", who=n(d["seat"]), exhaust=d["exhaust"])
        if kind == "slept":
            points = self.public(table).get("points") or []
            have = points[d["seat"]] if d["seat"] < len(points) else None
            back = dream(d["returned"]) if d.get("returned") else None
            key = "darkly-event-slept" + ("-points" if have is not None else "") + ("-back" if back else "")
            return t(key, who=n(d["seat"]), points=have if have is not None else 0, dream=back or "")
        if kind == "stayed_awake":
            return t("darkly-event-stayed-awake", who=n(d["seat"]), marker=d["marker"])
        if kind == "final_round":
            who = ", ".join(n(s) for s in d.get("seats") or [])
            return t("darkly-event-final-round", who=who, before=n(d["ends_before"]))
        if kind == "game_over":
            reason = d.get("reason")
            if reason == "deck_empty":
                return t("darkly-event-over-deck", who=n(d["seat"]), needed=d["needed"], left=d["left"])
            if reason == "all_nightmares":
                return t("darkly-event-over-nightmares")
            return t("darkly-event-over-final")
        return super().event_line(table, event)

    # -- the end ---------------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        det = result.details
        what = status_text(det.get("status"), det.get("nightmare"), at_end=True)
        dreams = det.get("dreams")
        if dreams is not None:
            return t("darkly-result-dreams", medal=medal, name=self.name(table, result.seat), points=int(result.score),
                     status=what, dreams=int(dreams))
        return t("darkly-result", medal=medal, name=self.name(table, result.seat), points=int(result.score),
                 status=what)


PRESENTER = DarklyDreamingPresenter()
