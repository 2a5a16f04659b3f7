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

from words import t

from .base import COLOUR, MEDALS, Presenter
from .somnikum_lines import LINES
from .somnikum_words import (PLOT_EMOJI, WHEEL, STAR, EYE, ENCOUNTER, TOKEN, TURN, DOT, BONUSES, _dashed, what_now, you_now, particle_emoji, particle_text, plot_emoji, card_text, card_words, encounter_words, encounter_short, gap_text, ring_lines, dream_lines, backs_text, round_end_text, _clip, _lines_value)
from .said import Said
from .somnikum_names import (encounter_name, encounter_text, goal_name)
from .somnikum_dream_image import draw_dream, dream_part, dream_words
from .somnikum_images import RING_KEYS, draw_ring, ring_words
from .somnikum_takes import fields_of, reachable_lines, signed, start_choices, take_choices
from cogs.table_log import BoardLine
from games.somnikum.takes import dream_gain

if TYPE_CHECKING:
    from bot.tables import Table
    from games.somnikum.state import SomnikumState

class SomnikumPresenter(Presenter):
    hand_label = Said("somnikum-hand-label")
    tagline = Said("somnikum-tagline")
    # A round is some 16 short turns: its lines are one post (the table
    # message's "Last moves" shows the turns as they come).
    group_ends = frozenset({"round_ended"})
    group_lines = 60
    round_starts = frozenset({"round_started"})
    replay_stops = frozenset({"turn_ended", "round_ended"})
    replay_chapters = frozenset({"round_started"})
    picture = True

    # -- the board -----------------------------------------------------------

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        over = public.get("over")
        players = public.get("players", len(table.seats))
        title = (t("somnikum-board-title-over", game=table.game.title) if over
                 else t("somnikum-board-title", game=table.game.title, round=public.get("round", 1)))
        embed = discord.Embed(title=title, colour=COLOUR)
        head: list[str] = []
        current = public.get("current")
        if not over and current is not None:
            head.append(t("somnikum-board-turn", name=self.name(table, current), what=what_now(public.get("phase"))))
            turn = public.get("turn") or {}
            bits = []
            if turn.get("wheel") is not None:
                bits.append(t("somnikum-board-picked", wheel=WHEEL[turn["wheel"]], number=turn["wheel"] + 1))
            if turn.get("taken"):
                bits.append(t("somnikum-board-took", card=card_text(turn["taken"])))
            if turn.get("free_steps", 3) != 3:
                bits.append(t("somnikum-board-free-steps", count=turn["free_steps"]))
            if turn.get("backspin"):
                bits.append(t("somnikum-board-backspin"))
            if bits:
                head.append("\u2003" + "; ".join(bits) + ".")
            ending = round_end_text(turn, players)
            if ending:
                head.append(f"\u2003{ending}.")
        field = public.get("field") or []
        count = public.get("field_count", sum(1 for c in field if c))
        if not over:
            if public.get("phase") == "flywheels":
                head.append(t("somnikum-board-fresh-ring", count=count))
            head.append(t("somnikum-board-ring", count=count, players=players))
            head += ring_lines(public)
        embed.description = _clip("\n".join(head), 4096)
        dreams = public.get("dreams") or []
        scores = public.get("scores") or []
        for seat in range(players):
            marker = f"{TURN} " if seat == current and not over else ""
            away = " " + t("somnikum-away") if seat < len(table.seats) and table.shown_away(seat) else ""
            tokens = (public.get("token_counts") or [0] * players)[seat]
            backs = (public.get("token_backs") or [None] * players)[seat]
            held = (public.get("encounters_held") or [0] * players)[seat]
            name = (f"{marker}{self.name(table, seat)}{away} \u00b7 {TOKEN}{tokens} ({backs_text(backs)}) "
                    f"\u00b7 {ENCOUNTER}{held}")
            if over and seat < len(scores):
                name = t("somnikum-board-score", name=self.name(table, seat), score=scores[seat]["total"])
            lines = dream_lines(dreams[seat] if seat < len(dreams) else [])
            front = (public.get("encounters_played") or [[]] * players)[seat]
            if front:
                lines.append(t("somnikum-face-up", cards=", ".join(encounter_name(c) for c in front)))
            if over and seat < len(scores):
                goal = (public.get("goals") or [None] * players)[seat]
                lines += self.score_lines(scores[seat], goal)
            embed.add_field(name=_clip(name, 256), value=_lines_value(lines), inline=False)
        piles = t("somnikum-piles", deck=public.get("deck_size", 0), bag=public.get("bag_size", 0),
                  encounters=public.get("encounter_deck_size", 0))
        discard = public.get("encounter_discard") or []
        if discard:
            piles += "\n" + t("somnikum-discarded", cards=", ".join(encounter_name(c) for c in discard))
        embed.add_field(name=t("somnikum-piles-title"), value=_clip(piles, 1024), inline=False)
        embed.set_footer(text=t("somnikum-over") if over else t("somnikum-board-footer", hand=self.hand_label))
        return embed

    def score_lines(self, b: Mapping[str, Any], goal: str | None) -> list[str]:
        lines = [t("somnikum-score-stars", one=b["stars_level1"], two=b["stars_level2"], three=b["stars_level3"],
                   isolated=b["stars_isolated"]),
                 t("somnikum-score-eyes", eyes=b["eyes"], unplayed=b["encounters_unplayed"])]
        by = ", ".join(f"{particle_text(p)} {n}" for p, n in (b.get("goal_by_particle") or {}).items())
        lines.append(t("somnikum-score-goal-named" if goal else "somnikum-score-goal", goal=goal_name(goal or ""),
                       points=b["goal"], by=by))
        for key, vp in (b.get("encounter_bonus") or {}).items():
            bonus = t(f"somnikum-bonus-{_dashed(key)}") if key in BONUSES else key.replace("_", " ").title()
            lines.append(t("somnikum-score-bonus", bonus=bonus, points=vp))
        return lines

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """The ring; each dream follows as a picture of its own (``more_pictures``)."""
        if not self.picture:
            return None
        names = tuple(self.name(table, s) for s in range(public.get("players", len(table.seats))))
        key = _picture_key(public, RING_KEYS)
        # the words are resolved here, in the reader's language, not in the painter's thread
        return partial(draw_ring, key, names, words=ring_words(json.loads(key), names))

    def more_pictures(self, table: "Table", public: dict[str, Any]) -> list[tuple[str, Callable[[], bytes]]]:
        """One picture per dream, keyed by what it shows: an unchanged dream comes from the cache."""
        if not self.picture:
            return []
        pictures: list[tuple[str, Callable[[], bytes]]] = []
        for seat in range(public.get("players", len(table.seats))):
            part = dream_part(public, seat)
            pictures.append((f"dream-{seat + 1}.png",
                             partial(draw_dream, json.dumps(part, sort_keys=True), self.name(table, seat),
                                     words=dream_words(part))))
        return pictures

    # -- the private view ----------------------------------------------------

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        embed = discord.Embed(title=t("somnikum-private-title", game=table.game.title, round=view.get("round", 1)),
                              colour=COLOUR)
        lines = []
        current = view.get("current")
        if view.get("over"):
            lines.append(t("somnikum-over"))
        elif current == seat:
            lines.append(t("somnikum-private-turn", what=you_now(view.get("phase"))))
            turn = view.get("turn") or {}
            if view.get("phase") in ("start", "steps") and turn:
                lines.append(t("somnikum-private-steps", free=turn.get("free_steps", 3), most=turn.get("max_steps", 0)))
            if turn.get("taken"):
                lines.append(t("somnikum-private-attach", card=card_text(turn["taken"])))
            ending = round_end_text(turn, view.get("players", len(table.seats)))
            if ending:
                lines.append(t("somnikum-private-ending-a" if turn.get("round_ends_by") == "A"
                               else "somnikum-private-ending", ending=ending))
            if view.get("picked_token"):
                lines.append(t("somnikum-private-picked", token=particle_text(view["picked_token"])))
        elif current is not None:
            lines.append(t("somnikum-private-waiting", name=self.name(table, current)))
        tokens = view.get("tokens") or []
        counts: dict[str, int] = {}
        for p in tokens:
            counts[p] = counts.get(p, 0) + 1
        held = ", ".join(f"{particle_text(p)}" + (f" x{n}" if n > 1 else "") for p, n in counts.items())
        lines.append(t("somnikum-private-tokens", count=len(tokens), tokens=held or t("somnikum-none")))
        goal = view.get("goal")
        particles = ", ".join(particle_text(p) for p in view.get("goal_particles") or [])
        lines.append(t("somnikum-private-goal-named", goal=goal_name(goal), particles=particles) if goal
                     else t("somnikum-private-goal", particles=particles))
        embed.description = _clip("\n".join(lines), 4096)
        hand = view.get("encounters") or []
        if hand:
            embed.add_field(name=t("somnikum-private-hand", count=len(hand)),
                            value=_lines_value([t("somnikum-private-hand-card", card=e["id"],
                                                  name=encounter_name(e["id"]),
                                                  kind=t("somnikum-permanent" if e["kind"] == "permanent"
                                                         else "somnikum-one-shot"),
                                                  text=encounter_text(e["id"])) for e in hand]), inline=False)
        drawn = view.get("drawn") or []
        if drawn:
            embed.add_field(name=t("somnikum-private-drawn"),
                            value=_lines_value([t("somnikum-private-drawn-card", card=e["id"],
                                                  name=encounter_name(e["id"]), text=encounter_text(e["id"]))
                                                for e in drawn]),
                            inline=False)
        state = cast("SomnikumState | None", table.state)  # this presenter's tables play Somnikum
        reachable = reachable_lines(state, seat) if current == seat and state is not None else []
        for part, lines_ in enumerate(fields_of(reachable)):  # every card: as many fields as it takes
            embed.add_field(name=t("somnikum-private-reachable") if part == 0 else "\u2026",
                            value="\n".join(lines_), inline=False)
        dreams = view.get("dreams") or []
        if seat < len(dreams):
            embed.add_field(name=t("somnikum-private-dream"), value=_lines_value(dream_lines(dreams[seat])),
                            inline=False)
        return embed

    # -- choices ---------------------------------------------------------------

    def choices(self, table: "Table", seat: int) -> list[Choice]:
        """The engine's legal actions, and at the start of a turn every
        reachable card first, chained with its level (``somnikum_takes``)."""
        single = super().choices(table, seat)
        state = cast("SomnikumState", table.state)
        if getattr(state, "phase", None) != rules.Phase.START:
            return single
        return start_choices(state, seat, single, table.game.encode, t("somnikum-group-wheel"))

    def prefer_selects(self, table: "Table", seat: int | None) -> bool:
        """The start of a turn lists cards as menus (a card and its level in one pick)."""
        return getattr(table.state, "phase", None) == rules.Phase.START

    def group(self, action: Hashable) -> str:
        match action:
            case A.ChooseWheel():
                return t("somnikum-group-wheel")
            case A.ChooseToken():
                return t("somnikum-group-token")
            case A.Play():
                return t("somnikum-group-play")
            case A.Steps():
                return t("somnikum-group-steps")
            case A.PlaceFlywheels():
                return t("somnikum-group-gaps")
        return t("somnikum-group-choose")

    def _landing(self, s: Any, wheel: int, steps: int, reverse: bool) -> str | None:
        try:
            place = rules.landing(s, s.wheels[wheel], steps, reverse)
        except (IndexError, AttributeError):
            return None
        card: str | None = s.field[place]
        return card

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        s = cast("SomnikumState", table.state)  # this presenter's tables play Somnikum
        turn = getattr(s, "turn", None) or {}
        phase = getattr(s, "phase", None)
        match action:
            case A.PlaceFlywheels(gap):
                n = len(s.field)
                return f"{WHEEL[0]} {gap_text(gap, n)}, {WHEEL[1]} {gap_text((gap + n // 2) % n, n)}"
            case A.ChooseWheel(w) if phase == "extra":
                card = self._landing(s, w, 1, False)
                return t("somnikum-label-extra", number=w + 1, card=card_words(card) if card else "?")
            case A.ChooseWheel(w):
                card = self._landing(s, w, 1, bool(turn.get("backspin")))
                return t("somnikum-label-wheel", number=w + 1, card=card_words(card) if card else "?")
            case A.ChooseToken(p) if phase == "dust":
                return t("somnikum-label-dust", token=particle_text(p))
            case A.ChooseToken(p):
                return t("somnikum-label-token", token=particle_text(p))
            case A.PlaceOn(level):
                entry = s.dreams[seat][level - 1][-1]
                picked = cast(str, turn.get("particle"))  # picked before PlaceOn is offered
                need = 1 if phase == "dust_target" else rules.tokens_needed(s, seat, picked, level)
                return t("somnikum-label-place-on", token=particle_emoji(picked), level=level,
                         card=card_words(entry["card"]), tokens=need)
            case A.Back():
                return t("somnikum-label-back")
            case A.Steps(k):
                w = turn.get("wheel") or 0
                reverse = bool(turn.get("backspin"))
                card = self._landing(s, w, k, reverse)
                free = rules.free_steps(s, seat)
                if k > free:
                    cost = t("somnikum-cost-pay", count=k - free)
                else:
                    cost = t({1: "somnikum-cost-free-two", 2: "somnikum-cost-free-one"}.get(k, "somnikum-cost-free"))
                way = " \u21ba" if reverse else ""  # counter-clockwise (Backspin)
                return t("somnikum-label-steps", number=w + 1, steps=k, way=way,
                         card=card_words(card) if card else "?", cost=cost)
            case A.Pay(p):
                return t("somnikum-label-pay", token=particle_text(p), left=turn.get("to_pay", 1))
            case A.Attach(level):
                return self._attach_label(s, seat, level)
            case A.Keep(e):
                return t("somnikum-label-keep", card=encounter_words(e), effect=encounter_short(e))
            case A.Play(e):
                return t("somnikum-label-play", card=encounter_words(e), effect=encounter_short(e))
            case A.Mend(level, pos):
                mended = next((x for x in s.dreams[seat][level - 1] if x["pos"] == pos), None)
                card = card_words(mended["card"]) if mended else "?"
                return t("somnikum-label-mend", card=card, level=level)
            case A.Rob(victim):
                return t("somnikum-label-rob", name=self.name(table, victim), count=len(s.tokens[victim]))
            case A.EndTurn():
                return t("somnikum-label-end-turn")
            case A.Chain(chained):
                value = table.game.encode(action)
                offered = [c for c in sum(take_choices(s, seat, table.game.encode), []) if c.value == value]
                return offered[0].label if offered else self.label(table, seat, chained[0])
        return super().label(table, seat, action)

    def _attach_label(self, s: Any, seat: int, level: int) -> str:
        card = s.turn.get("taken")
        dream = s.dreams[seat]
        row = dream[level - 1]
        pos = next_position(dream, level)
        if level > 1 and pos is not None:
            where = t("somnikum-attach-under", level=level, left=pos + 1, right=pos + 2)
        else:
            where = t("somnikum-attach", level=level)
        if not row:
            how = t("somnikum-attach-starts")
        elif card and matches(row[-1], card):
            how = t("somnikum-attach-continuous")
        else:
            how = t("somnikum-attach-break")
        if card and CATALOG.cards[card].encounter:
            label = t("somnikum-attach-draws", where=where, how=how, count=level)
        else:
            label = f"{where}: {how}"
        if not card:
            return label
        return t("somnikum-attach-gain", label=label, gain=signed(dream_gain(s, seat, card, level)[0]))

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
                description = _clip(encounter_text(e), 100)
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
        """A round's turns show in the table message's "Last moves" only
        (``BoardLine``); the channel is posted the round's end, one line per
        player, and the final scoring."""
        line = LINES.get(event.kind)
        text = line(self, table, event.data) if line is not None else super().event_line(table, event)
        if text is None or event.kind in POSTED or not event.public:
            return text
        return BoardLine(text)

    # -- the end ---------------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        medal = MEDALS.get(result.place, f"#{result.place}")
        b = result.details.get("breakdown") or {}
        stars = sum(b.get(k, 0) for k in ("stars_level1", "stars_level2", "stars_level3", "stars_isolated"))
        bonus = sum((b.get("encounter_bonus") or {}).values())
        parts = [f"{STAR} {stars}", t("somnikum-result-goal", points=b.get("goal", 0)), f"{EYE} {b.get('eyes', 0)}",
                 t("somnikum-result-encounters", points=b.get("encounters_unplayed", 0) + bonus),
                 f"{TOKEN} {result.details.get('tokens_held', 0)}"]
        return t("somnikum-result", medal=medal, name=self.name(table, result.seat), score=result.score,
                 parts=DOT.join(parts))


def _picture_key(public: Mapping[str, Any], keys: Sequence[str]) -> str:
    return json.dumps({k: public.get(k) for k in keys}, sort_keys=True)


POSTED = frozenset({"round_ended", "final_scoring", "game_over"})  # a round's post: these events only

PRESENTER = SomnikumPresenter()
