"""Somna on Discord: the bot is the Storyteller.

Nights are private: every living player gets a DM prompt (a plain Villager a
single "Sleep" button) that confirms the current choice and stays open until
sunrise, so the choice can be changed; nothing public changes until sunrise. Days are
public: the nominations, the plea, the votes and the final vote sit on the
channel's messages with a live tally; the pyre goes by DM again so the
Monger's sabotage window looks like everyone else's.

A day is a few posts, one per real event: the sunrise (the night's news and
"the day is open", calling every living player once), one per nomination (it
calls every living voter once: the accused pleads, then they vote there), and
the final vote. Everything else is edited into the newest of them (the
table's live post, ``post_kinds``): the plea's end, the running tally, the
vote's result, nominations reopening, the pyre, the execution and nightfall.
A day posts at most ``MAX_DAY_POSTS``: a final vote after three trials is
edited into the last trial's message, and its voters are called by DM (an
edit notifies nobody).

Only presentation here: legality comes from the engine's legal actions, and
everything public is drawn from public events and ``view(None)``. Public text
says "the Demon" and never a role title, so a living player's role word only
ever appears in that player's own DMs (the end reveals every role).
"""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Hashable, Mapping

import discord

from bot.ui import Choice
from games.base import Event, SeatResult
from games.somna.actions import Daybreak, EndDay, EndPlea, Nominate, Pick, Sabotage, Sleep, UsePower, Vote, Watch
from games.somna.rules import ROLES
from words import t

from .base import Presenter
from .said import Said
from .somna_lines import LINES, QUIET
from .somna_story import Teller
from .somna_words import (DAY, EVIL, MAX_DAY_POSTS, NIGHT, POWER_EMOJI, ROLE_EMOJI, STAGES, VILLAGE, and_list, cause,
                          faction, power_title, power_verb, role_card, role_title, somna_state, stage_title, uses_left)

if TYPE_CHECKING:
    from bot.tables import Table

class SomnaPresenter(Presenter):
    hand_label = Said("somna-hand-label")
    extend_label = Said("somna-button-extend")
    tagline = Said("somna-tagline")
    # The lines go to the table message's "Last moves" and into the live post;
    # only ``post_kinds`` open a new message. "Last moves" starts afresh each day.
    group_ends: frozenset[str] = frozenset()
    round_starts = frozenset({"day_begins"})
    replay_stops = frozenset({"day_begins", "nominated", "vote_closed", "night_falls", "final_vote_opened",
                              "final_vote_closed", "game_over"})
    replay_chapters = frozenset({"day_begins"})
    replay_chapter = "day"
    replay_first_chapter = 0
    post_kinds = frozenset({"day_begins", "nominated", "final_vote_opened", "game_over"})
    deal_calls_by_dm = True
    news_notifies = True

    def role_title(self, role: str) -> str:
        return role_title(role) if role in ROLES else super().role_title(role)

    # -- helpers ---------------------------------------------------------

    def teller(self, table: "Table") -> Teller:
        """The Storyteller of this table: lines picked by the table's seed."""
        return Teller(table.row.seed, lambda seat: self.name(table, seat))

    def names(self, table: "Table", seats: Any) -> str:
        return ", ".join(self.name(table, int(s)) for s in seats) or t("somna-nobody")

    def deaths_text(self, table: "Table", deaths: list[dict[str, Any]]) -> list[str]:
        lines = []
        for d in deaths:
            how = and_list([cause(c) for c in d.get("how", [])])
            player = self.name(table, d["seat"])
            lines.append(t("somna-death-line-role", player=player, how=how, role=role_title(d["role"]))
                         if d.get("role") else t("somna-death-line", player=player, how=how))
        return lines

    @staticmethod
    def _stage(table: "Table") -> str:
        return table.state.view(None)["stage"] if table.state is not None else "over"

    def spirits(self, table: "Table") -> set[int]:
        if table.state is None:
            return set()
        return set(range(len(table.seats))) - set(table.state.view(None)["alive"])

    # -- the board -------------------------------------------------------

    def board_image(self, table: "Table", public: dict[str, Any]) -> Callable[[], bytes] | None:
        """The village circle: the living, the dead and the hexed, from the public view alone."""
        from .somna_images import draw_village, village

        return partial(draw_village, *village(public, [self.name(table, s) for s in range(len(table.seats))]))

    def board(self, table: "Table", public: dict[str, Any]) -> discord.Embed:
        phase, stage = public["phase"], public["stage"]
        if phase == "night":
            embed = discord.Embed(title=t("somna-board-night-title", night=public["night"]), colour=NIGHT)
            intro = t("somna-board-night-intro")
        elif phase == "day":
            embed = discord.Embed(title=t("somna-board-day-title", day=public["day"], stage=stage_title(stage)),
                                  colour=DAY)
            intro = t(f"somna-board-intro-{stage}", needed=public.get("needed", "")) if stage in STAGES else ""
        else:
            won = public.get("winner")
            embed = discord.Embed(title=t("somna-board-over-title", winner="village" if won == "village" else "evil"),
                                  colour=VILLAGE if won == "village" else EVIL)
            intro = t("somna-board-over-intro")
        alive = set(public["alive"])
        # Who has answered at the pyre is secret (it would point at the Monger).
        acting = set(table.to_act()) if phase == "day" and stage != "pyre" else set()
        # The Hex cards laid at sunrise stay in view through the day.
        hexed = set(public.get("hexed", [])) if phase == "day" else set()
        lines = []
        for seat in range(len(table.seats)):
            name = self.name(table, seat)
            away = ((f" ({t('somna-board-away')})" if table.shown_away(seat) else "")
                    + (f" \U0001fa84 {t('somna-board-hexed')}" if seat in hexed else ""))
            if seat in alive:
                marker = "\u25b6\ufe0f" if seat in acting else "\U0001f7e2"
                if phase == "over" and public.get("roles"):
                    role = public["roles"][seat]
                    lines.append(f"{marker} **{name}**: {ROLE_EMOJI.get(role, '')} {role_title(role)}")
                else:
                    lines.append(f"{marker} **{name}**{away}")
            else:
                record: dict[str, Any] = next((d for d in reversed(public["dead"]) if d["seat"] == seat), {})
                how = and_list([cause(c) for c in record.get("how", [])]) or t("somna-board-dead")
                when = (f" ({t('somna-board-when-night', night=record['night'])})" if "night" in record
                        else f" ({t('somna-board-when-day', day=record['day'])})" if "day" in record else "")
                role = record.get("role")
                if phase == "over" and public.get("roles"):
                    role = public["roles"][seat]
                shown = f", {role_title(role)}" if role else ""
                lines.append(f"\U0001f480 ~~{name}~~ {how}{when}{shown}")
        embed.description = (intro + "\n\n" + "\n".join(lines))[:4000]
        embed.add_field(name=t("somna-field-alive"), value=t("somna-field-alive-value", alive=len(alive),
                                                                 seats=len(table.seats)), inline=True)
        if phase == "day":
            if public.get("nominee") is not None:
                embed.add_field(name=t("somna-field-trial"), value=t(
                    "somna-field-trial-value", nominee=self.name(table, public["nominee"]),
                    accuser=self.name(table, public["accuser"])), inline=True)
            if stage == "vote":
                embed.add_field(name=t("somna-field-votes"), value=self.vote_tally(table, public)[:1024], inline=False)
            elif stage in ("final", "runoff"):
                embed.add_field(name=t("somna-field-final"), value=self.final_tally(table, public)[:1024], inline=False)
            elif stage == "pyre" and public.get("condemned") is not None:
                embed.add_field(name=t("somna-field-pyre"), value=f"**{self.name(table, public['condemned'])}**",
                                inline=True)
            embed.add_field(name=t("somna-field-failed"), value=t(
                "somna-field-failed-value", failed=public["failed_votes"], max=public["max_failed_votes"]), inline=True)
            history = [self.history_line(table, h) for h in public.get("vote_history") or []]
            if history:
                embed.add_field(name=t("somna-field-history"), value="\n".join(history)[-1024:], inline=False)
        return embed

    def vote_tally(self, table: "Table", public: dict[str, Any]) -> str:
        votes = public.get("votes") or {}
        yes = [self.name(table, int(s)) for s, v in sorted(votes.items(), key=lambda x: int(x[0])) if v == "yes"]
        no = [self.name(table, int(s)) for s, v in sorted(votes.items(), key=lambda x: int(x[0])) if v == "no"]
        waiting = [self.name(table, s) for s in public["alive"] if str(s) not in votes]
        text = (f"\u2705 {len(yes)}: {', '.join(yes) or '-'} \u00b7 \u274c {len(no)}: {', '.join(no) or '-'}"
                f" \u00b7 {t('somna-tally-needed', needed=public['needed'])}")
        return text + (f" \u00b7 {t('somna-tally-waiting', names=', '.join(waiting))}" if waiting else "")

    def final_tally(self, table: "Table", public: dict[str, Any]) -> str:
        votes = public.get("votes") or {}
        counts: dict[int, list[str]] = {}
        abstain = []
        for s, v in sorted(votes.items(), key=lambda x: int(x[0])):
            if v is None:
                abstain.append(self.name(table, int(s)))
            else:
                counts.setdefault(int(v), []).append(self.name(table, int(s)))
        parts = [f"**{self.name(table, s)}** {len(who)} ({', '.join(who)})"
                 for s, who in sorted(counts.items(), key=lambda x: (-len(x[1]), x[0]))]
        if abstain:
            parts.append(t("somna-tally-abstained", names=", ".join(abstain)))
        waiting = [self.name(table, s) for s in public["alive"] if str(s) not in votes]
        text = " \u00b7 ".join(parts) or t("somna-tally-no-picks")
        return text + (f" \u00b7 {t('somna-tally-waiting', names=', '.join(waiting))}" if waiting else "")

    def history_line(self, table: "Table", h: dict[str, Any]) -> str:
        if h.get("ballot") in ("final", "runoff"):
            tally = (", ".join(f"{self.name(table, int(s))} {c}" for s, c in h.get("tally", {}).items())
                     or t("somna-history-no-picks"))
            if h.get("chosen") is None:  # a tie: the runoff follows
                return t("somna-history-final-runoff", tally=tally, names=self.names(table, h.get("tied", [])))
            tie = "-tie" if len(h.get("tied", [])) > 1 else ""
            return t(f"somna-history-{h['ballot']}{tie}", tally=tally, chosen=self.name(table, h["chosen"]))
        return t("somna-history-vote", accuser=self.name(table, h["accuser"]), nominee=self.name(table, h["nominee"]),
                 yes=len(h["yes"]), yes_names=self.names(table, h["yes"]), no=len(h["no"]),
                 no_names=self.names(table, h["no"]), needed=h["needed"], passed="yes" if h["passed"] else "no")

    # -- the private screen ----------------------------------------------

    def knowledge_line(self, table: "Table", k: dict[str, Any]) -> str | None:
        kind, night = k.get("kind"), k.get("night")
        who = self.name(table, k["seat"]) if isinstance(k.get("seat"), int) else None
        name = {"name": who}
        keys: dict[str, tuple[str, dict[str, Any]]] = {
            "knows": ("somna-knowledge-knows", {"name": who, "role": role_title(k.get("role", ""))}),
            "resisted": ("somna-knowledge-resisted", name),
            "witch_made": ("somna-knowledge-witch-made", name),
            "beast_made": ("somna-knowledge-beast-made", name),
            "seduction_failed": ("somna-knowledge-seduction-failed", name),
            "seduced": ("somna-knowledge-seduced", {}),
            "corrupted": ("somna-knowledge-corrupted", {"demon": self.name(table, k.get("demon"))}),
            "spell": ("somna-knowledge-spell-yes" if k.get("demon") else "somna-knowledge-spell-no", name),
            "check": ("somna-knowledge-check-yes" if k.get("witch") else "somna-knowledge-check-no", name),
            "peek": ("somna-knowledge-peek", {"name": who, "role": role_title(k.get("role", ""))}),
            "power_failed": (("somna-knowledge-hexed", {}) if k.get("power") is None
                             else ("somna-knowledge-hexed-power", {"power": power_verb(k["power"]).lower()})),
            "returned": ("somna-knowledge-returned", {}),
        }
        if (kind or "") not in keys:
            return None
        key, args = keys[kind or ""]
        text = t(key, **args)
        return t("somna-knowledge-when", night=night, text=text) if night else text

    def choice_text(self, table: "Table", encoded: str | None) -> str:
        if not encoded:
            return t("somna-choice-none")
        action = table.game.decode(encoded)
        return self.label(table, -1, action)

    def private_embed(self, table: "Table", seat: int, view: dict[str, Any]) -> discord.Embed:
        role = view["role"]
        title = role_title(role)
        evil = view.get("faction") == "evil"
        embed = discord.Embed(title=t("somna-private-title", emoji=ROLE_EMOJI.get(role, ""), role=title),
                              colour=EVIL if evil else VILLAGE)
        card = role_card(role, bool(view.get("advanced")))
        lines = [card]
        if view.get("dealt_role") and view["dealt_role"] != role:
            lines.append(t("somna-private-dealt", role=role_title(view["dealt_role"])))
        alive = seat in view["alive"]
        if not alive:
            lines.append("\n" + t("somna-private-dead"))
        elif view["phase"] == "night":
            lines.append("\n" + (t("somna-private-night-chosen", night=view["night"],
                                    choice=self.choice_text(table, view.get("night_choice")))
                                  if view.get("night_choice") else t("somna-private-night-open", night=view["night"])))
        elif view["stage"] == "pyre":
            choice = view.get("pyre_choice")
            lines.append("\n" + (t("somna-private-pyre-chosen", choice=choice) if choice
                                  else t("somna-private-pyre-open")))
        elif view["phase"] == "day":
            lines.append("\n" + t("somna-private-day", day=view["day"]))
        embed.description = "\n".join(lines)[:4000]
        allies = view.get("allies") or {}
        known = []
        if allies.get("witches"):
            known.append(t("somna-known-witches", names=self.names(table, allies["witches"])))
        if allies.get("beast"):
            known.append(t("somna-known-beast", names=self.names(table, allies["beast"])))
        if isinstance(allies.get("demon"), int):
            known.append(t("somna-known-demon", name=self.name(table, allies["demon"])))
        for k in view.get("knowledge") or []:
            line = self.knowledge_line(table, k)
            if line and k.get("kind") not in ("witch_made", "beast_made"):
                known.append(line)
        if view.get("resisted_tonight"):
            known.append(t("somna-known-resisted", names=self.names(table, view["resisted_tonight"])))
        if known:
            text = "\n".join(known)
            embed.add_field(name=t("somna-field-known"), value=text if len(text) <= 1024 else "\u2026" + text[-1020:],
                            inline=False)
        uses = view.get("uses") or {}
        if uses:
            embed.add_field(name=t("somna-field-left"), value=", ".join(f"{uses_left(k)} {v}" for k, v in uses.items()),
                            inline=False)
        return embed

    # -- choices ---------------------------------------------------------

    def group(self, action: Hashable) -> str:
        if isinstance(action, UsePower):
            return power_title(action.power)
        if isinstance(action, Sleep):
            return t("somna-group-sleep")
        if isinstance(action, (Nominate, EndDay)):
            return t("somna-group-nominate")
        if isinstance(action, Pick):
            return t("somna-group-pick")
        return t("somna-group-choose")

    def label(self, table: "Table", seat: int, action: Hashable) -> str:
        if isinstance(action, UsePower):
            if action.power == "elixir" and table.state is not None:
                # The vial works only on the dead (or tonight's victim): say so on the button.
                name = self.name(table, action.target)
                return t("somna-label-elixir-back" if not somna_state(table).alive[action.target]
                         else "somna-label-elixir-tonight", name=name)
            return t("somna-label-power", verb=power_verb(action.power), name=self.name(table, action.target))
        if isinstance(action, Sleep):
            return t("somna-label-sleep")
        if isinstance(action, Nominate):
            return t("somna-label-nominate", name=self.name(table, action.target))
        if isinstance(action, EndDay):
            return t("somna-label-end-day")
        if isinstance(action, EndPlea):
            return t("somna-label-end-plea")
        if isinstance(action, Vote):
            return t("somna-label-vote-yes" if action.yes else "somna-label-vote-no")
        if isinstance(action, Pick):
            return (t("somna-label-abstain") if action.target is None
                    else t("somna-label-pick", name=self.name(table, action.target)))
        if isinstance(action, Watch):
            return t("somna-label-watch")
        if isinstance(action, Sabotage):
            return t("somna-label-sabotage")
        return super().label(table, seat, action)

    def choices(self, table: "Table", seat: int) -> list[Choice]:
        """The seat's choices; never Daybreak (the Storyteller ends the night)."""
        assert table.state is not None
        return [self.choice(table, seat, a) for a in table.state.legal_actions(seat) if not isinstance(a, Daybreak)]

    def choice(self, table: "Table", seat: int, action: Hashable) -> Choice:
        style, emoji = discord.ButtonStyle.secondary, None
        if isinstance(action, UsePower):
            emoji = POWER_EMOJI.get(action.power)
            style = discord.ButtonStyle.primary
        elif isinstance(action, Sleep):
            emoji = "\U0001f4a4"
        elif isinstance(action, Nominate):
            emoji, style = "\u2696\ufe0f", discord.ButtonStyle.primary
        elif isinstance(action, EndDay):
            emoji = "\U0001f305"
        elif isinstance(action, EndPlea):
            emoji, style = "\U0001f5e3\ufe0f", discord.ButtonStyle.primary
        elif isinstance(action, Vote):
            emoji = "\u2705" if action.yes else "\u274c"
            style = discord.ButtonStyle.danger if action.yes else discord.ButtonStyle.success
        elif isinstance(action, Pick):
            emoji = "\U0001f449" if action.target is not None else "\u2796"
            style = discord.ButtonStyle.primary if action.target is not None else discord.ButtonStyle.secondary
        elif isinstance(action, Watch):
            emoji = "\U0001f525"
        elif isinstance(action, Sabotage):
            emoji, style = "\U0001f4a7", discord.ButtonStyle.danger
        return Choice(group=self.group(action), label=self.label(table, seat, action),
                      value=table.game.encode(action), style=style, emoji=emoji)

    def prefer_selects(self, table: "Table", seat: int | None) -> bool:
        """Choosing a player is a menu over the living (the same look for
        every role); single choices such as Sleep stay buttons."""
        return self._stage(table) in ("night", "nominate", "final", "runoff")

    def prompt_footer(self, table: "Table", seat: int, choices: Any) -> str:
        """At night every living player keeps the prompt until sunrise: the
        current answer can be replaced (the same line for every role)."""
        if choices and self._stage(table) == "night":
            return t("somna-prompt-footer-night")
        return super().prompt_footer(table, seat, choices)

    def called_seats(self, table: "Table") -> list[int]:
        """The sunrise calls the living to the day; an accusation calls every
        living voter (the accused pleads, then they vote in that message); a
        final vote posted on its own calls them again. Reopened nominations
        are the day's, called at sunrise, and nobody is called twice for one
        vote (its reminder is an edit)."""
        st = somna_state(table)
        if st.stage == "plea":
            return st.living()
        if (st.stage == "nominate" and not st.history) or (st.stage == "final" and self.final_posted(table)):
            return list(st.awaiting())
        return []

    def secret_called(self, table: "Table", acting: Any) -> list[int]:
        """Nobody: a call at the pyre would point at the one who may sabotage
        (the Monger, who finds the choice on their role screen), and a player
        whose DMs are closed is called once a day, by the sunrise's call to
        the day (the night and the pyre follow it, on their role screen)."""
        return []

    def dm_notice_due(self, table: "Table", events: Any) -> bool | None:
        """At sunrise only: every living player was sent the night's prompt
        alike, so the notice says nothing of which DM failed (the Monger's
        at the pyre, a seer's news)."""
        return any(e.public and e.kind == "sunrise" for e in events)

    def spirit_roles(self, table: "Table") -> str | None:
        """Every seat's current role, for the spirits thread only, when the
        table's option lets the dead see them (off by default)."""
        st = somna_state(table)
        if not st.options.get("spirits_see_roles"):
            return None
        roles = ", ".join(f"**{self.name(table, s)}**: {self.role_title(st.roles[s])}" for s in range(st.players))
        return t("spirits-roles", roles=roles)

    def called_by_dm(self, table: "Table") -> list[int]:
        """A final vote edited into the last trial's message (the day's posts
        are used up), and a runoff (edited into the final vote's message),
        call their voters by DM: an edit notifies nobody."""
        st = somna_state(table)
        if (st.stage == "final" and not self.final_posted(table)) or st.stage == "runoff":
            return list(st.awaiting())
        return []

    def call_line(self, table: "Table", seats: Any, until: str) -> str:
        st, mentions = somna_state(table), " ".join(self.mention(table, s) for s in seats)
        if st.stage == "plea" and st.nominee is not None:
            return t("somna-call-plea", mentions=mentions, name=self.name(table, st.nominee), until=until)
        if st.stage in ("nominate", "final", "runoff"):  # a runoff is the final vote again, among the tied
            return t(f"somna-call-{'final' if st.stage == 'runoff' else st.stage}", mentions=mentions, until=until)
        return super().call_line(table, seats, until)

    def opens_post(self, table: "Table", events: Any) -> bool:
        kinds = {e.kind for e in events if e.public}
        if kinds & {"day_begins", "nominated", "game_over"}:
            return True
        return "final_vote_opened" in kinds and self.final_posted(table)

    def final_posted(self, table: "Table") -> bool:
        """Whether today's final vote has a message of its own: not when the
        sunrise and the trials before it used the day's posts."""
        trials = sum(1 for h in somna_state(table).history if h.get("ballot") == "majority")
        return 1 + trials < MAX_DAY_POSTS

    def needs_prompt(self, table: "Table", seat: int) -> bool:
        st = somna_state(table)
        return not (st.stage == "pyre" and st.legal_actions(seat) == [Watch()])

    def prompts_by_dm(self, table: "Table") -> bool:
        """Nights and the pyre are private; the rest of the day is public."""
        return self._stage(table) in ("night", "pyre", "over")

    def channel_prompt(self, table: "Table") -> list[Choice] | None:
        """During the public day stages: every choice any acting seat has (the
        table maps the clicker to their seat and the engine refuses what that
        seat may not do, e.g. nominating yourself), in the engine's order."""
        if self.prompts_by_dm(table) or table.state is None:
            return None
        seen: dict[str, Choice] = {}
        order: list[tuple[int, int, str]] = []
        for seat in table.to_act():
            for i, action in enumerate(table.state.legal_actions(seat)):
                text = table.game.encode(action)
                if text not in seen:
                    seen[text] = self.choice(table, seat, action)
                    order.append((self._rank(action), i, text))
        return [seen[t] for _, _, t in sorted(order)] or None

    @staticmethod
    def _rank(action: Hashable) -> int:
        """Stable order of a shared prompt: players by seat, then the pass."""
        if isinstance(action, (Nominate, Pick)) and action.target is not None:
            return action.target
        return 1000

    def prompt_status(self, table: "Table") -> str | None:
        """The live line under the day's choices; from the halfway mark on
        it also says so and names who has still to answer (the reminder is
        this line, edited in: it calls nobody again)."""
        if table.state is None:
            return None
        public = table.state.view(None)
        stage = public["stage"]
        parts = []
        if stage == "vote":
            parts.append(self.vote_tally(table, public))
        elif stage in ("final", "runoff"):
            parts.append(self.final_tally(table, public))
        elif stage == "nominate" and public.get("ready"):
            parts.append(t("somna-status-ready", names=self.names(table, public["ready"]),
                           ready=len(public["ready"]), alive=len(public["alive"]), needed=public["needed"]))
        if table.due_at and (table.reminded or (table.remind_at is not None and time.time() >= table.remind_at)):
            ends = f"<t:{int(table.due_at)}:R>"
            parts.append(t("somna-status-late", ends=ends) if stage in ("vote", "final", "runoff") else t(
                "somna-status-late-waiting", ends=ends, names=self.names(table, table.state.awaiting())))
        return " \u00b7 ".join(parts) or None

    # -- events ----------------------------------------------------------

    def event_line(self, table: "Table", event: Event) -> str | None:
        if not event.public:
            d, kind = event.data, event.kind
            line = self.knowledge_line(table, {"kind": kind, **{k: v for k, v in d.items() if k != "night"}})
            if line and kind == "resisted":
                line = t("somna-event-choose-again", line=line)
            return line
        if event.kind in QUIET:
            return None  # the live line under the prompt shows them
        said = LINES.get(event.kind)
        return said(self, table, event.data) if said is not None else super().event_line(table, event)

    def game_over(self, table: "Table", d: Mapping[str, Any]) -> str:
        lines = [t("somna-over-head", winner="village" if d["winner"] == "village" else "evil",
                   reason="demon_dead" if d.get("reason") == "demon_dead" else "other")]
        for seat in d.get("died_with_demon", []):
            lines.append(t("somna-over-died-with-demon", name=self.name(table, seat)))
        lines.append(t("somna-over-roles"))
        alive = set(d.get("alive", []))
        for seat, role in enumerate(d["roles"]):
            dealt = d["dealt"][seat]
            shown = (t("somna-over-dealt", role=role_title(role), dealt=role_title(dealt)) if dealt != role
                     else role_title(role))
            state = "" if seat in alive else " \U0001f480"
            lines.append(f"{ROLE_EMOJI.get(role, '')} **{self.name(table, seat)}**: {shown}, "
                         f"{faction(d['factions'][seat])}{state}")
        lines.append(t("somna-over-story"))
        teller = self.teller(table)
        for entry in d.get("story", []):
            line = teller.night_tale(entry, role_title) if "night" in entry else teller.day_tale(entry)
            lines.append(line[:1900])
        return "\n".join(lines)

    # -- the end ---------------------------------------------------------

    def result_line(self, table: "Table", result: SeatResult) -> str:
        det = result.details
        role = str(det.get("role", ""))
        mark = "\U0001f3c6" if result.won else "\u2003"
        return t("somna-result-line", mark=mark, name=self.name(table, result.seat), emoji=ROLE_EMOJI.get(role, ""),
                 role=role_title(role), faction=faction(str(det.get("faction", "?"))),
                 alive="yes" if det.get("alive") else "no", won="yes" if result.won else "no")


PRESENTER = SomnaPresenter()
