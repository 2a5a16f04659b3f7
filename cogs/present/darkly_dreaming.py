"""Darkly Dreaming on Discord: a press-your-luck game played in the open.

Everything but the deck order is public (its ``GameType`` hides nothing),
yet a decision's choices come privately, as the card games' do: a DM prompt
to whoever must act now (the dreamer, the player to the left for a Shadow
of Envy, a Nightmare for its activations), its one notification, and My
card for a player whose DMs are closed (the channel mentions them, with the
button). The table message, edited, shows the last moves and whose turn it
is, so a round of the whole table posts almost nothing: only the final
round's start and the end are posted (``posted_kinds``).

Dreams read as an emoji per type (🌊 Depths, 🐍 Envy, ⛓️ Cages, 🐺 Primeval),
dice as ⚀..⚅, results as ⭐ points, 🐾 hunt, 💤 exhaust (↑ face up, ↓ face
down) and 🌑 shadow. The table message shows every dreamer card, the sleep
marker, the deck, the Nightmares, the awaited choice, the danger figures and
this turn's dice; a prompt shows the chooser's card, the awaited choice,
this turn's dice and the danger of the dreamer in focus. Legality comes from
the engine's legal actions alone; the averages shown on the return choices
come from the view's die faces.
"""

from __future__ import annotations

import json
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping, Sequence

import discord

from bot.ui import Choice
from games.base import Event, SeatResult
from games.darkly_dreaming.actions import Become, Decline, Discard, EnvyMode, Pick, Return, Sleep, StayAwake, Target

from words import t

from .base import COLOUR, MEDALS, Presenter
from .darkly_dreaming_lines import LINES
from .darkly_dreaming_words import (STAR, TURN, WARN, SLEEP, AWAKE, MAX_DICE_SHOWN, PILES, GROUPS, dream_name, dream, dreams_short, dreams_words, roll_text, roll_words, danger_text, spot_text, odds, status_text, card_lines)
from .said import Said

if TYPE_CHECKING:
    from bot.tables import Table

class DarklyDreamingPresenter(Presenter):
    hand_label = Said("darkly-hand-label")
    tagline = Said("darkly-tagline")
    group_ends = frozenset({"turn", "final_round"})
    # Each move's line shows in the table message's "Last moves"; only these
    # are posted (a whole-table round posts at most its calls of closed-DM players).
    posted_kinds = frozenset({"final_round", "game_over"})
    replay_stops = frozenset({"turn", "final_round", "game_over"})
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
        """The seat's card, then what a choice needs (the channel no longer
        shows it beside the buttons): who must choose what, this turn's
        dice, and the danger of the dreamer in focus when it is someone else."""
        embed = discord.Embed(title=t("darkly-private-title", game=table.game.title), colour=COLOUR)
        lines = [f"**{self.status_title(table, view, seat)}**"]
        lines += card_lines(view["piles"][seat], view["danger"][seat], view["limits"], view["status"][seat],
                            view["nightmare"][seat])
        if view["danger"][seat]:
            lines.append(f"{WARN} {danger_text(view['danger'][seat])}")
        waiting = self.awaited(table, view)
        if waiting:
            lines.append(t("darkly-waiting", what=waiting))
        dice = self.dice_line(view)
        if dice and not view.get("over"):
            lines.append(dice)
        if (view.get("current_danger") or {}).get("seat") not in (None, seat):
            lines.append(self.danger_line(table, view) or "")
        embed.description = "\n".join(lines)[:4000]
        return embed

    @staticmethod
    def dice_line(public: Mapping[str, Any]) -> str | None:
        """This turn's dice (the last dozen), or None before the first roll."""
        rolls = public.get("last_rolls") or []
        if not rolls:
            return None
        shown = rolls[-12:]
        return t("darkly-dice-line", dice=("\u2026 " if len(rolls) > len(shown) else "") + " ".join(
            roll_text(r) for r in shown))

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
            return _return_label(p, action)
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
            return _discard_label(p, action, of)
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

    def prompts_by_dm(self, table: "Table") -> bool:
        """Choices come privately though nothing is hidden: a channel turn
        message with buttons was a post and a mention per decision (six a
        round of three players); a DM prompt is its player's one
        notification, and the table message shows everyone the rest."""
        return True

    def prompt_footer(self, table: "Table", seat: int, choices: Sequence[Choice]) -> str:
        if not choices:
            return t("darkly-footer-nothing") if table.running else t("darkly-footer-over")
        return t("darkly-footer-choice")

    # -- events ----------------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        line = LINES.get(event.kind)
        return line(self, table, event.data) if line is not None else super().event_line(table, event)

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


def _return_label(pending: Mapping[str, Any], action: Return) -> str:
    """Dreams sent back: with one to keep, which is kept and which goes."""
    if pending.get("count", 2) == 1:
        kept = list(pending.get("dreams") or [])
        for x in action.dreams:
            if x in kept:
                kept.remove(x)
        return t("darkly-label-keep-return", kept=dreams_words(kept), back=dreams_words(action.dreams))
    return t("darkly-label-return", dreams=" + ".join(dream(x) for x in action.dreams))


def _discard_label(pending: Mapping[str, Any], action: Discard, of: str) -> str:
    """A die sent back: with two rolls, which goes back and which stays."""
    rolls = pending.get("rolls") or []
    if len(rolls) == 2:
        back, keep = rolls[action.index], rolls[1 - action.index]
        return t("darkly-label-discard", back=roll_words(back), of=of, keep=roll_words(keep))
    return t("darkly-label-send-back", number=action.index + 1)


PRESENTER = DarklyDreamingPresenter()
