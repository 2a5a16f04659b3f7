"""How noisy a table is: whole games through the loopback Discord with the
real bot (in this process), players clicking only what they were shown, and
per phase what reached them: channel posts, mentions, new DMs and DM prompts.

    python -m bench.noise                       # Somnia 3, Traumland 4, Somnikum 3, Darkly Dreaming 3,
                                                # Somna 13 basic and 20 Advanced
    python -m bench.noise --game somna --players 20 --advanced --seed 7

A phase is what the public view calls it (Somna: night N, day N; the card
games: the deal or round; Darkly Dreaming, whose rules number turns only: the round, one turn of the whole
table); what a step sends counts in the phase it opens
(the sunrise and the day's first call count in the day). Somna players all answer their own prompts; the
pyre (and any decision nobody is prompted for) ends at its deadline, which
this script brings forward. Every game is bounded in clicks.

Notifications per own decision: a step's new DMs and mentions count for the
decisions it gives each player (``own_decisions``). A new DM of private news
(a screen without choices: what a sunrise told that player) is a decision of
its own, and its one notification. Three readings make that
what players get:

- The answer to a player's own click that shows their next choices in the
  message they clicked (``in_answer``) counts as the one notification of that
  decision when nothing else notified them: they see it where they look.
- A call counts for the decision it announces, at most one step ahead: a
  player notified by a step that gives them no new decision, and given one
  by the very next step, was called to that one (Somna calls a trial's voters
  with the accusation; they vote once the accused has pleaded). Any other
  notification without a decision is for others' moves.
- A Somna nomination round that reopens after a failed vote resumes the
  day's nominations (``RESUMES``): the sunrise called every living player to
  them, and they are at the table, in the message where they have just voted.
  It is not counted as a new own decision, but any call it makes still counts
  (a second call for the day's nominations raises the figure). The figure
  with each reopening counted as a new decision is printed too.

Channel posts are given per round, and per round step (a trick or turn: the
public events that close a group of move lines, ``Presenter.group_ends``)
for the games that group their lines.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord.gateway
import discord.http

from bot.replays import LoggedAction, Replay
from cogs.present import presenter_for
from tests import dreambot
from tests.loopback import FakeDiscord
from tests.loopback.faults import call_kind, globally_limited

MENTION = re.compile(r"<@(\d+)>")
DEFAULTS = [("somnia", 3, False), ("traumland", 4, False), ("somnikum", 3, False),
            ("darkly_dreaming", 3, False), ("somna", 13, False), ("somna", 20, True)]
MAX_CLICKS = 4000
# Decision kinds that, given again in the same phase, resume the decision
# the players were called to (not a new one): see the module's docstring.
RESUMES = {"somna": frozenset({"nominate"})}


@dataclass
class Phase:
    posts: int = 0
    moved: int = 0  # the table message posted again at the bottom
    mentions: collections.Counter = field(default_factory=collections.Counter)
    dms: collections.Counter = field(default_factory=collections.Counter)
    prompts: collections.Counter = field(default_factory=collections.Counter)
    decisions: int = 0  # clicks and deadlines that moved the game


@dataclass
class Totals:
    """The issue's figures for a whole game."""
    own_decisions: int = 0  # (player, step) pairs where the step gave the player a new decision
    board_depth: int = 0  # the most messages seen below the table message at a decision
    own_notifications: int = 0  # new DMs + mentions for those (or one step before), a resumed one, or the answer
    in_answer: int = 0  # of those: the new choices shown in the answer to the player's own click
    other_notifications: int = 0  # new DMs + mentions for no decision of the player's
    resumed: int = 0  # (player, step) pairs where the step resumed a decision the player was called to
    carried: dict = field(default_factory=dict)  # user -> notifications of the last step that asked them nothing
    stale_prompts: int = 0  # ephemeral prompts (My hand) seen still offering choices after their decision ended
    # DM prompts seen still showing buttons of a decision that ended (superseded by a newer DM or
    # answered elsewhere): never edited for it (issue 30), their clicks are refused as from an earlier turn
    stale_dm_buttons: int = 0
    news: int = 0  # new DMs of private news (no choices): each its own decision and notification
    rounds: set = field(default_factory=set)
    rest_limited: int = 0  # calls counted against Discord's global 50/s
    limited_by_kind: collections.Counter = field(default_factory=collections.Counter)
    clicks: int = 0
    forced: int = 0
    moves: int = 0
    round_steps: int = 0  # tricks, rounds or turns: the events that close a group of move lines
    turns: int = 0  # decisions (turns) in which a player clicked: a key repeats only after another's turn
    last_turn: Any = None


def phase_of(table: Any, rounds: "TableRounds | None" = None) -> str:
    public = table.state.view(None)
    if table.row.game == "somna":
        return f"{public['phase']} {public['night'] if public['phase'] == 'night' else public['day']}"
    for key in ("deal_number", "round", "day"):
        if public.get(key) is not None:
            return f"{key.replace('_number', '')} {public[key]}"
    if table.row.game == "darkly_dreaming" and rounds is not None:  # its rules number turns, not rounds
        return rounds.of(public)
    if public.get("turn"):
        return f"turn {public['turn']}"
    return "game"


@dataclass
class TableRounds:
    """Darkly Dreaming's rounds, which its rules do not number: one turn of
    the whole table. The view's ``turn`` counts every seat's turn; a round
    begins when a turn starts at or before the last one's place counted
    from the first player (every seat still in the game has had its turn),
    or when as many turns as seats went by in one step."""

    number: int = 1
    place: int = -1
    turn: int = 0

    def of(self, public: dict[str, Any]) -> str:
        if public["turn"] != self.turn:
            seats = len(public["status"])
            place = (public["current"] - public["first_player"]) % seats
            if place <= self.place or public["turn"] - self.turn >= seats:
                self.number += 1
            self.place, self.turn = place, public["turn"]
        return f"round {self.number}"


class Counter:
    """What the fake holds now, to diff after each step."""

    def __init__(self, fake: FakeDiscord, channels: list[Any], users: list[Any]) -> None:
        self.fake, self.channels, self.users = fake, channels, users
        # the table message as posted again lower down (chat or results buried it; the old one is deleted):
        # not a post of its own, counted apart
        self.boards: set[int] = set()

    def snapshot(self) -> tuple[dict[int, set[int]], dict[int, int]]:
        # by id: a table message posted again lower down deletes the old one, so counts would miss posts
        posts = {c.id: {m.id for m in self.fake.messages_in(c)} for c in self.channels}
        dms = {u.id: len(self.fake.dms(u)) for u in self.users}
        return posts, dms

    def add(self, phase: Phase, before: tuple[dict[int, set[int]], dict[int, int]],
            asked: set[int] | None = None, totals: Totals | None = None, answered: int | None = None,
            resumed: set[int] = frozenset()) -> None:
        """Count what the step sent; ``asked``: the users it gave a new decision;
        ``answered``: the user whose click was answered with their next choices
        (the message they clicked now offers them): they see their decision
        where they are looking, which a new DM or mention would only repeat;
        ``resumed``: those it gave back a decision they were called to."""
        posts, dms = before
        new = [m for c in self.channels for m in self.fake.messages_in(c) if m.id not in posts[c.id]]
        phase.moved += sum(1 for m in new if m.id in self.boards)
        new = [m for m in new if m.id not in self.boards]
        phase.posts += len(new)
        notified: collections.Counter = collections.Counter()
        for msg in new:
            for uid in MENTION.findall(msg.content or ""):
                phase.mentions[int(uid)] += 1
                notified[int(uid)] += 1
        news: collections.Counter = collections.Counter()
        for u in self.users:
            fresh = self.fake.dms(u)[dms[u.id]:]
            phase.dms[u.id] += len(fresh)
            phase.prompts[u.id] += sum(1 for m in fresh if dreambot.action_prompt_ids(m))
            # a new private screen without choices: news of its own (what a sunrise told them)
            news[u.id] = sum(1 for m in fresh if m.embeds and not dreambot.action_prompt_ids(m))
            notified[u.id] += len(fresh) - news[u.id]
        if totals is not None:
            # Each piece of private news is a decision of its own (to read it), its DM its one notification.
            totals.news += sum(news.values())
            totals.own_decisions += sum(news.values())
            totals.own_notifications += sum(news.values())
        if totals is not None and asked is not None:
            carried, totals.carried = totals.carried, {}
            for u in self.users:
                if u.id in asked or u.id in resumed:
                    totals.own_decisions += u.id in asked
                    totals.resumed += u.id in resumed
                    heard = notified[u.id] + carried.pop(u.id, 0)
                    totals.own_notifications += heard
                    if u.id in asked and u.id == answered and not heard:
                        totals.own_notifications += 1
                        totals.in_answer += 1
                elif notified[u.id]:
                    totals.carried[u.id] = notified[u.id]  # a call for the next step's decision, or for nothing
            totals.other_notifications += sum(carried.values())

    def stale(self, table: Any) -> tuple[int, int]:
        """Prompts a player can see that still show choices of a decision
        that ended: their ephemeral answers (My hand), and their DMs."""
        if table.state is None or not table.running:
            return 0, 0
        ephemeral = dm = 0
        ephemerals = [m for m in self.fake.store.values() if m.ephemeral_for is not None and not m.deleted]
        for u in self.users:
            seat = table.seat_of(u.id)
            for msg in self.fake.dms(u) + [m for m in ephemerals if m.ephemeral_for.id == u.id]:
                ids = [c for c in dreambot.action_prompt_ids(msg) if c.split(":")[1] == str(table.id)]
                if ids and int(ids[0].split(":")[2]) < table.epoch(seat):
                    if msg.ephemeral_for is None:
                        dm += 1
                    else:
                        ephemeral += 1
        return ephemeral, dm


def new_decisions(table: Any, before: tuple[Any, set[int]], users: dict[int, Any],
                  intervened: bool = False) -> set[int]:
    """The users a step gave a decision of their own: awaited now, and newly
    (a new decision, or not awaited before it). ``intervened``: a seat the
    decision before did not ask acted during the step (a forced reply, say),
    so what is awaited now is a decision of its own even under the same key
    (the contract lets keys of decisions further apart repeat)."""
    key, awaited = before
    now_key, now = decision_state(table, users)
    fresh = now if now_key is None or now_key != key or intervened else now - awaited
    return {users[s].id for s in fresh}


def resumed_now(table: Any, asked: set[int], faced: dict[tuple[str, str], set[int]]) -> set[int]:
    """Of the users a step gave a new decision, those it gave back one of a
    resuming kind (``RESUMES``) that they faced earlier in this phase; the
    others are marked as having faced it."""
    if table.state is None or not table.running or (decision := table.state.decision()) is None \
            or decision.kind not in RESUMES.get(table.row.game, ()):
        return set()
    seen = faced.setdefault((phase_of(table), decision.kind), set())
    again = asked & seen
    seen |= asked
    return again


def decision_state(table: Any, users: dict[int, Any]) -> tuple[Any, set[int]]:
    if table.state is None or not table.running:
        return None, set()
    decision = table.state.decision()
    presenter = presenter_for(table.row.game)
    return (None if decision is None else decision.key,
            {s for s in table.state.awaiting() if s in users and presenter.needs_prompt(table, s)})


async def _open(fake: FakeDiscord, bot: Any, game: str, players: int, advanced: bool) -> tuple[Any, dict]:
    names = [f"n{i:02d}" for i in range(players)]
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    options = {"advanced": True} if advanced else {}
    table = await dreambot.open_table(fake, bot, names[0], "general", game, names[1:], **options)
    return table, {table.seat_of(fake.users[n].id): fake.users[n] for n in names}


async def _step(fake: FakeDiscord, bot: Any, table: Any, users: dict, rng: random.Random) -> tuple[Any, int] | None:
    """One click (or a deadline): the user who clicked and the message they clicked."""
    presenter = presenter_for(table.row.game)
    waiting = [s for s in table.state.awaiting() if presenter.needs_prompt(table, s)]
    if not waiting:  # nobody has anything to decide: the deadline ends it
        seq = table.seq
        table.due_at, table.reminded = time.time(), True
        bot.tables.arm(table)
        await fake.wait_for(lambda: table.id not in bot.tables.tables or table.seq != seq, 5, "the deadline")
        await dreambot.idle(fake, bot)
        return None
    seat = rng.choice(waiting)
    user = users[seat]
    msg = dreambot.fresh_prompt(fake, user, table)
    if msg is None:
        board = fake.message(table.row.message_id)
        msg = await (await fake.click(user, board, presenter.hand_label)).response()
    own = f"Nominate {user.name}"
    handle = await dreambot.click_choice(fake, user, msg, rng, prefer=lambda o: o.get("label") != own)
    await handle.ack()
    await dreambot.idle(fake, bot)
    return user, msg.id


def round_steps(table: Any, logged: list[Any]) -> int:
    """How many tricks, rounds or turns the game had: its public events that
    close a group of move lines (``Presenter.group_ends``), from the replayed log."""
    ends = presenter_for(table.row.game).group_ends
    if not ends:
        return 0
    replay = Replay(table.row.game, seed=table.row.seed, options=table.row.options, players=len(table.seats),
                    actions=[LoggedAction(r["seq"], r["seat"], r["action"], r["source"]) for r in logged])
    return sum(1 for position in replay.positions() for e in position.events if e.public and e.kind in ends)


async def play(game: str, players: int, advanced: bool, seed: int) -> tuple[dict[str, Phase], int, Totals]:
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    fake = FakeDiscord()
    await fake.start()
    try:
        with tempfile.TemporaryDirectory() as folder:
            bot = await dreambot.start(fake, Path(folder) / "noise.sqlite3")
            table, users = await _open(fake, bot, game, players, advanced)
            # the table's own thread (or its channel) and the channel it was opened in
            channels = {table.row.channel_id, fake.channel("general").id}
            counter = Counter(fake, [fake.channels[c] for c in sorted(channels)], list(users.values()))
            phases: dict[str, Phase] = {}
            totals = Totals()
            faced: dict[tuple[str, str], set[int]] = {}
            rng = random.Random(seed)
            rounds = TableRounds()
            mark = fake.mark()
            for _ in range(MAX_CLICKS):
                if table.id not in bot.tables.tables:
                    break
                before, decided = counter.snapshot(), decision_state(table, users)
                asked_before, seq_before = set(table.state.awaiting()), table.seq
                clicked = await _step(fake, bot, table, users, rng)
                if clicked is not None and decided[0] != totals.last_turn:
                    totals.turns, totals.last_turn = totals.turns + 1, decided[0]
                # what a step sends is for the decision it opens: counted in the phase after it
                name = phase_of(table, rounds) if table.id in bot.tables.tables else "the end"
                phase = phases.setdefault(name, Phase())
                phase.decisions += 1
                totals.rounds.add(name)
                acted = {r["seat"] for r in await bot.store.actions(table.id) if r["seq"] > seq_before}
                answered = None
                if clicked is not None and table.id in bot.tables.tables:
                    user, message_id = clicked
                    shown = fake.store.get(message_id)
                    if shown is not None and dreambot.is_current(shown, table, user):
                        answered = user.id
                counter.boards.add(table.row.message_id)
                asked = new_decisions(table, decided, users, bool(acted - asked_before))
                resumed = resumed_now(table, asked, faced)
                counter.add(phase, before, asked - resumed, totals, answered, resumed)
                ephemeral, dm = counter.stale(table)
                totals.stale_prompts = max(totals.stale_prompts, ephemeral)
                totals.stale_dm_buttons = max(totals.stale_dm_buttons, dm)
                if table.id in bot.tables.tables:
                    totals.board_depth = max(totals.board_depth, dreambot.below_board(fake, table))
            else:
                raise SystemExit(f"{game}: not over after {MAX_CLICKS} steps")
            totals.other_notifications += sum(totals.carried.values())  # called for nothing that came
            limited = [c for c in fake.calls[mark:] if globally_limited(c.route)]
            totals.rest_limited = len(limited)
            totals.limited_by_kind = collections.Counter(call_kind(fake.channels, c) for c in limited)
            logged = await bot.store.actions(table.id)
            sources = collections.Counter(r["source"] for r in logged)
            totals.round_steps = round_steps(table, logged)
            totals.clicks, totals.forced, totals.moves = sources["player"], sources["forced"], sum(sources.values())
            await fake.stop_bot(bot)
    finally:
        await fake.stop()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved
    return phases, len(users), totals


def report(game: str, players: int, advanced: bool, phases: dict[str, Phase], totals: Totals) -> None:
    title = f"{game} ({players} players{', Advanced' if advanced else ''})"
    print(f"\n{title}")
    print(f"  {'phase':<12} {'steps':>5} {'posts':>5} {'mentions':>8} {'max/plyr':>8} {'DMs':>5} "
          f"{'max/plyr':>8} {'prompts':>7} {'max/plyr':>8}")
    total = Phase()
    for name, p in phases.items():
        print(f"  {name:<12} {p.decisions:>5} {p.posts:>5} {sum(p.mentions.values()):>8} "
              f"{max(p.mentions.values(), default=0):>8} {sum(p.dms.values()):>5} {max(p.dms.values(), default=0):>8} "
              f"{sum(p.prompts.values()):>7} {max(p.prompts.values(), default=0):>8}")
        total.decisions += p.decisions
        total.posts += p.posts
        total.moved += p.moved
        total.mentions.update(p.mentions)
        total.dms.update(p.dms)
        total.prompts.update(p.prompts)
    print(f"  {'game':<12} {total.decisions:>5} {total.posts:>5} {sum(total.mentions.values()):>8} "
          f"{max(total.mentions.values(), default=0):>8} {sum(total.dms.values()):>5} "
          f"{max(total.dms.values(), default=0):>8} {sum(total.prompts.values()):>7} "
          f"{max(total.prompts.values(), default=0):>8}")
    rounds = max(1, len(totals.rounds - {"the end"}))
    per_move = totals.rest_limited / max(totals.moves, 1)
    resumed = (f" (with {totals.resumed} resumed decisions counted as new: "
               f"{totals.own_notifications / max(totals.own_decisions + totals.resumed, 1):.2f})"
               if totals.resumed else "")
    print(f"  notifications per own decision {totals.own_notifications / max(totals.own_decisions, 1):.2f} "
          f"({totals.own_notifications} for {totals.own_decisions}, {totals.in_answer} of them the answer to the "
          f"player's own click; {totals.news} private news DMs){resumed}; for others' moves {totals.other_notifications}; "
          f"channel posts per round {total.posts / rounds:.1f} (most in one: "
          f"{max((p.posts for n, p in phases.items() if n != 'the end'), default=0)}; the table message at most "
          f"{totals.board_depth} messages up, posted again at the bottom {total.moved} times)"
          + (f" (per round step, a trick or turn: {total.posts / totals.round_steps:.2f})" if totals.round_steps else "")
          + f"; new DMs per player per round {sum(total.dms.values()) / max(players, 1) / rounds:.1f} (aim: at most "
          f"2 + own decisions per player per round = {2 + totals.own_decisions / max(players, 1) / rounds:.1f})")
    print(f"  clicks per move {totals.clicks / max(totals.moves, 1):.2f} ({totals.clicks} clicks, {totals.moves} moves, "
          f"{totals.forced} forced moves played); clicks per turn {totals.clicks / max(totals.turns, 1):.2f} "
          f"({totals.turns} turns with a click); stale live prompts {totals.stale_prompts} (ephemeral; "
          f"old DM prompts showing buttons that answer 'earlier turn': at most {totals.stale_dm_buttons}); "
          f"rate-limited REST calls per move {per_move:.2f} (whole bot: {50 / per_move if per_move else float('inf'):.0f} "
          f"moves/s)")
    moves = max(totals.moves, 1)
    print("  rate-limited calls per move by kind: " + "; ".join(
        f"{kind} {n / moves:.2f}" for kind, n in totals.limited_by_kind.most_common()))


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game")
    ap.add_argument("--players", type=int)
    ap.add_argument("--advanced", action="store_true")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    runs = [(args.game, args.players, args.advanced)] if args.game else DEFAULTS
    print("per phase: steps (clicks and deadlines), channel posts, mentions (all, most for one player), "
          "new DMs (all, most for one player), DM prompts (all, most for one player)")
    for game, players, advanced in runs:
        phases, _, totals = await play(game, players or 3, advanced, args.seed)
        report(game, players or 3, advanced, phases, totals)


if __name__ == "__main__":
    asyncio.run(main())
