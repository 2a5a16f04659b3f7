"""A Somna game night as a real server plays it: 13 and 20 players, basic and
Advanced, with bot players, players who never answer (they time out, then
play by default as "away"), concurrent and double clicks, and a restart in
the middle of a night. Every game must end, within a bounded number of
stored actions, and:

- no public message says who acted, did not act or ran out of time at night;
- every player gets at most one new private prompt per decision, and every
  player the night or the pyre waits for holds a live one (the deciding
  voter included);
- a second click of an answered prompt is "already done" and changes nothing.
"""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from cogs.present.somna import PRESENTER as SOMNA
from tests import dreambot

pytestmark = pytest.mark.e2e

SECRET_STAGES = ("night", "pyre")


def _names(n: int) -> list[str]:
    return [f"p{i:02d}" for i in range(n)]


class GameNight:
    def __init__(self, fake, bot, table, users, silent, seed):
        self.fake, self.bot, self.table_id = fake, bot, table.id
        self.users = users  # seat -> User (humans only)
        self.silent = silent  # seats whose players never answer
        self.rng = random.Random(seed)
        self.expiries = 0
        self.bursts = 0
        self.double_refused = 0

    @property
    def table(self):
        return self.bot.tables.tables.get(self.table_id)

    def clickers(self) -> list[int]:
        """Human seats the decision waits for, that answer and have something
        to decide (at the pyre only a Monger who may sabotage)."""
        t = self.table
        return [s for s in t.state.awaiting() if s in self.users and s not in self.silent
                and SOMNA.needs_prompt(t, s)]

    async def prompt(self, seat):
        user = self.users[seat]
        msg = dreambot.fresh_prompt(self.fake, user, self.table)
        if msg is None:
            board = self.fake.message(self.table.row.message_id)
            msg = await (await self.fake.click(user, board, "My role")).response()
        assert dreambot.action_prompt_ids(msg), f"{user.name} must act but was shown no choices"
        return msg

    def prefer(self, stage):
        if stage == "nominate":
            end = self.rng.random() < 0.6
            return lambda o: o["label"].startswith("End the day") == end
        if stage == "pyre":
            return lambda o: o["label"].startswith("Watch")
        return None

    def dm_prompts(self) -> dict[int, int]:
        return {s: sum(1 for m in self.fake.dms(u) if dreambot.action_prompt_ids(m)) for s, u in self.users.items()}

    def public_count(self) -> int:
        return len(self.fake.messages_in("general"))

    def check_live_prompts(self):
        """Every human the secret stage waits for holds a live DM prompt
        (dm closed or away players excepted)."""
        t = self.table
        if t is None or t.state.stage not in SECRET_STAGES:
            return
        for seat in t.state.awaiting():
            if seat in self.users and not t.seats[seat].away and SOMNA.needs_prompt(t, seat):
                msg = dreambot.action_prompt(self.fake, self.users[seat], t.id)
                assert msg is not None and msg.channel.is_dm and dreambot.is_current(msg, t, self.users[seat]), (
                    f"{self.users[seat].name} is awaited at the {t.state.stage} but holds no live DM prompt")

    async def expire(self):
        """Time runs out for the decision (only the silent are left)."""
        t = self.table
        stage, seq, mark = t.state.stage, t.seq, self.public_count()
        t.due_at, t.reminded = time.time(), True
        self.bot.tables.arm(t)
        await self.fake.wait_for(lambda: self.table is None or self.table.seq != seq, 5, "the timeout's defaults")
        await dreambot.idle(self.fake, self.bot)
        self.expiries += 1
        if stage in SECRET_STAGES:
            said = "\n".join(m.text for m in self.fake.messages_in("general")[mark:])
            assert "ran out of time" not in said and "away" not in said, said
            names = [self.users[seat].name for seat in self.silent]
            for line in said.replace("**", "").splitlines():
                if any(n in line for n in names):
                    assert not any(w in line.lower() for w in ("ran out", "away", "answer", "slept", "silent")), line

    def _pick(self, msg, stage, seat):
        """One direct choice (no confirmation) of a prompt that the seat may
        take (a shared channel prompt also offers nominating yourself):
        press(user) clicks it."""
        buttons = [b for b in msg.buttons if b.get("custom_id", "").split(":")[3:4] == ["a"] and not b.get("disabled")]
        options = [(None, b) for b in buttons] + [
            (s, o) for s in msg.selects if s.get("custom_id", "").split(":")[3:4] == ["a"]
            for o in s.get("options", []) if not o["value"].startswith("!")]
        options = [o for o in options if o[1].get("label") != f"Nominate {self.users[seat].name}"]
        prefer = self.prefer(stage)
        if prefer is not None:
            options = [o for o in options if prefer(o[1])] or options
        select, item = self.rng.choice(options)
        if select is None:
            return lambda user: self.fake.click(user, msg, item["custom_id"])
        return lambda user: self.fake.select(user, msg, [item["value"]], custom_id=select["custom_id"])

    async def burst(self, seats):
        """Several players click at once; the first of them clicks twice at once."""
        stage = self.table.state.stage
        presses = [(seat, self._pick(await self.prompt(seat), stage, seat)) for seat in seats]
        first_seat, first_press = presses[0]
        before = len(await self.bot.store.actions(self.table_id))
        handles = await asyncio.gather(first_press(self.users[first_seat]),
                                       *(press(self.users[seat]) for seat, press in presses))
        await asyncio.gather(*(h.ack() for h in handles))
        await dreambot.idle(self.fake, self.bot)
        applied = len(await self.bot.store.actions(self.table_id)) - before
        # the answer, or a followup after it where the click was acknowledged
        # first (a table with bot or away seats, whose searches follow the click)
        answers = [m for h in handles[:2] for m in h.messages]
        # one of the two applies; the other is "already done" (or the game
        # just ended with the first)
        refusals = ("already done",) if self.table is not None else ("already done", "not running")
        refused = [a for a in answers if any(r in (a.content or "") for r in refusals)]
        assert len(refused) == 1 and refused[0].ephemeral, [a.content for a in answers]
        self.double_refused += 1
        # the seats' own answers (bots and away seats may follow automatically)
        assert applied >= len(seats), (applied, len(seats))
        self.bursts += 1

    async def play(self, max_rounds=2500):
        for _ in range(max_rounds):
            t = self.table
            if t is None:
                return
            self.check_live_prompts()
            before, posts = self.dm_prompts(), self.public_count()
            clickers = self.clickers()
            if not clickers:
                await self.expire()
            else:
                stage = t.state.stage
                simultaneous = stage in ("night", "vote", "final", "pyre")
                count = min(len(clickers), self.rng.randint(1, 4)) if simultaneous else 1
                waiting_out = [s for s in t.state.awaiting() if s in self.users and not t.seats[s].away
                               and not SOMNA.needs_prompt(t, s)]
                await self.burst(self.rng.sample(clickers, count))
                if stage == "pyre" and waiting_out:
                    assert self.table.state.stage == "pyre", "the pyre burns only when its time runs out"
            after = self.dm_prompts()
            t = self.table
            if t is not None and t.state.stage == "pyre":
                asked = {s for s in after if after[s] > before[s]}
                assert all(SOMNA.needs_prompt(t, s) for s in asked), "only a Monger who may sabotage is asked"
                assert t.state.condemned not in asked or SOMNA.needs_prompt(t, t.state.condemned)
            extra = {self.users[s].name: after[s] - before[s] for s in after if after[s] - before[s] > 1}
            assert not extra, f"more than one new DM prompt for one decision: {extra}"
            # one notification per decision: a DM prompt, or a channel mention, never both, never twice
            said = "\n".join(m.content for m in self.fake.messages_in("general")[posts:])
            for seat, user in self.users.items():
                mentions = said.count(f"<@{user.id}>")
                assert mentions <= 1, f"{user.name} was mentioned {mentions} times for one step"
                assert not (mentions and after[seat] > before[seat]), f"{user.name} got a DM prompt and a mention"
        raise AssertionError("the game did not end")


async def _choose(fake, user, msg, label):
    """Press the button, or pick the menu option, with that label."""
    for select in msg.selects:
        for option in select.get("options", []):
            if option["label"] == label:
                return await fake.select(user, msg, [option["value"]], custom_id=select["custom_id"])
    return await fake.click(user, msg, label)


async def _open(fake, bot, players, bots, advanced):
    names = _names(players - bots)
    for name in names:
        fake.add_user(name, guilds=(fake.guilds[0],))
    lobby = await (await fake.slash(names[0], "general", "play somna", advanced=advanced)).response()
    for guest in names[1:]:
        await (await fake.click(guest, lobby, "Join")).response()
    for _ in range(bots):
        await (await fake.click(names[0], lobby, "Add bot player")).response()
    start = await fake.click(names[0], lobby, "Start")
    await start.ack()  # Start is acknowledged even with bot seats in the night
    await dreambot.idle(fake, bot)
    table = bot.tables.in_channel(fake.channel("general").id)
    assert table is not None and table.running
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in names}
    return table, users


@pytest.mark.parametrize("players, advanced, seed", [(13, False, 3), (13, True, 4), (20, False, 6), (20, True, 5)])
async def test_game_night_with_away_and_bot_players_ends(discord_fake, tmp_path, monkeypatch, players, advanced, seed):
    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 4242 + players)
    db = tmp_path / "bot.sqlite3"
    bot = await dreambot.start(fake, db)
    table, users = await _open(fake, bot, players, bots=2, advanced=advanced)
    silent = set(random.Random(seed).sample(sorted(users), 2))
    night = GameNight(fake, bot, table, users, silent, seed)

    # half of the first night answers, then the bot crashes and comes back
    while len([s for s in night.clickers()]) > len(night.clickers()) // 2 + 1 and night.table.state.phase == "night":
        await night.burst(night.rng.sample(night.clickers(), 1))
    await fake.crash_bot(bot)
    bot = await dreambot.start(fake, db)
    night.bot = bot
    await night.play()

    rows = await bot.store.actions(table.id)
    assert len(rows) < 40 * players, f"{len(rows)} actions stored: automatic play ran away"
    # every Somna decision takes one answer per seat: an automatic seat never answers twice running
    twice = [(a["seq"], a["seat"]) for a, b in zip(rows, rows[1:])
             if a["seat"] == b["seat"] and a["source"] in ("ai", "away") and b["source"] in ("ai", "away")
             and a["action"] == b["action"]]
    assert not twice, twice
    assert {r["source"] for r in rows} >= {"player", "ai", "timeout", "away"}, "bots and away players took part"
    assert night.expiries >= 2 and night.bursts > 0 and night.double_refused > 0
    assert (await bot.store.table(table.id)).status == "finished"
    stats = await bot.store.user_stats(users[min(users)].id, "somna")
    assert [r["played"] for r in stats] == [1]
    await fake.stop_bot(bot)


def _defaults_only(monkeypatch) -> None:
    """Bot and away seats play their default moves: the bot player (games
    code) raises, and bot.ai_moves falls back; searched in this process so
    the patch holds."""
    import games.ai
    from bot import ai_moves

    class Defaults:
        @staticmethod
        def choose(view, legal, level, rng):
            raise LookupError("play the default")

    monkeypatch.setattr(games.ai, "player", lambda game: Defaults)
    monkeypatch.setattr(ai_moves, "_shared", ai_moves.AiMoves("thread"))


async def test_refusals_name_the_real_reason_and_old_prompts_change_nothing(discord_fake, tmp_path, monkeypatch):
    from bot import tables as tables_module

    fake = discord_fake
    dreambot.fix_table_seed(monkeypatch, 77)
    # one missed public decision is enough to play by default (a missed night counts for nothing)
    monkeypatch.setattr(tables_module, "AWAY_AFTER_TIMEOUTS", 1)
    # The away seat's bot gives way to the default move (its search fails), so
    # the day goes as this test scripts it (a searching bot would nominate).
    _defaults_only(monkeypatch)
    bot = await dreambot.start(fake, tmp_path / "bot.sqlite3")
    for name in _names(7) + ["watcher"]:
        fake.add_user(name, guilds=(fake.guilds[0],))

    # Somna sets its own times: /play somna has no turn_time, the lobby shows the phase times
    assert "turn_time" not in {o["name"] for o in next(
        o for o in fake.synced()["play"]["options"] if o["name"] == "somna").get("options", [])}
    table, users = await _open(fake, bot, 7, bots=0, advanced=False)
    lobby_text = fake.messages_in("general")[0].history[0]  # the lobby, now one line above the table message
    assert "night 90 s" in str(lobby_text) and "nominations 8 min" in str(lobby_text)

    night = GameNight(fake, bot, table, users, silent=set(), seed=1)
    st = table.state
    silent = next(s for s in users if st.roles[s] == "villager")
    night.silent = {silent}
    board = fake.message(table.row.message_id)
    assert "I'm back" in [b["label"] for b in board.buttons], "offered from the start, so its appearing tells nothing"

    # a spectator is told they are not playing (not to join "before the game starts")
    spectator = await (await fake.click("watcher", board, "My role")).response()
    assert "not playing" in spectator.content and "before the game starts" not in spectator.content

    while night.clickers():
        await night.burst([night.clickers()[0]])
    night_prompts = {s: dreambot.action_prompt(fake, users[s], table.id) for s in users}
    await night.expire()  # the silent villager's night times out, privately
    assert table.state.phase == "night", "after the deadline's defaults the night waits for its close"
    assert await dreambot.close_now(fake, bot, table)
    assert not table.seats[silent].away and table.seats[silent].timeouts == 0, "away comes from public behaviour only"
    note = [m for m in fake.dms(users[silent]) if "Your time ran out" in m.content]
    assert len(note) == 1
    board_text = fake.message(table.row.message_id).text
    assert "(away)" not in board_text, "a night timeout is not shown on the board"
    # after sunrise a night prompt that kept buttons (no edit spends the bot's budget on it, issue 30)
    # only answers that it is from an earlier turn, and changes nothing
    assert table.state.phase == "day"
    for seat, msg in night_prompts.items():
        assert msg is not None and msg.channel.is_dm
        if dreambot.action_prompt_ids(fake.message(msg.id)):
            await dreambot.assert_stale(fake, bot, table, users[seat], fake.message(msg.id))
    # day 1: a nomination; the plea runs out without counting against the accused
    st = table.state
    accused = next(s for s in st.living() if s != silent and st.roles[s] not in ("demon",))
    accuser = next(s for s in st.living() if s not in (silent, accused))
    msg = dreambot.action_prompt(fake, users[accuser], table.id)
    await (await _choose(fake, users[accuser], msg, f"Nominate {users[accused].name}")).ack()
    await dreambot.idle(fake, bot)
    assert table.state.stage == "plea"
    await night.expire()
    assert table.state.stage == "vote" and table.seats[accused].timeouts == 0 and not table.seats[accused].away
    # everyone votes yes: the accused burns
    while night.clickers() and table.state.stage == "vote":
        seat = night.clickers()[0]
        vote = dreambot.action_prompt(fake, users[seat], table.id)
        await (await _choose(fake, users[seat], vote, "Yes: execute")).ack()
        await dreambot.idle(fake, bot)
    if table.state.stage == "vote":  # the silent villager's vote runs out: a public miss, now away
        await night.expire()
        assert table.seats[silent].away
    while table.state.stage == "pyre":
        if night.clickers():
            await night.burst([night.clickers()[0]])
        else:
            await night.expire()
    assert not table.state.alive[accused]
    # night 2 (everyone answers), then day 2's vote: the dead try to vote and are told why not
    while table.state.phase == "night":
        if night.clickers():
            await night.burst([night.clickers()[0]])
        else:
            await night.expire()
    assert table.running and table.state.stage == "nominate"
    st = table.state
    accused = next(s for s in st.living() if s != silent)
    accuser = next(s for s in st.living() if s not in (silent, accused))
    msg = dreambot.action_prompt(fake, users[accuser], table.id)
    posts = night.public_count()
    await (await _choose(fake, users[accuser], msg, f"Nominate {users[accused].name}")).ack()
    await dreambot.idle(fake, bot)
    # the accusation is one post that calls every living voter once: the accused
    # pleads there, and the vote, its tally and its result are edited into it
    (trial,) = fake.messages_in("general")[posts:]
    voters = [s for s in table.state.living() if s in users and not table.seats[s].away]
    assert all(trial.content.count(f"<@{users[s].id}>") == 1 for s in voters), trial.content
    dead = next(s for s in users if not table.state.alive[s])
    assert f"<@{users[dead].id}>" not in trial.content
    await night.expire()
    assert table.state.stage == "vote" and night.public_count() == posts + 1, "opening the vote posts nothing"
    vote = dreambot.action_prompt(fake, users[accuser], table.id)
    assert vote.id == trial.id and "Yes: execute" in [b["label"] for b in vote.buttons]
    refused = await _choose(fake, users[dead], vote, "Yes: execute")
    await refused.ack()
    await dreambot.idle(fake, bot)
    # in words, privately (a followup where the click was acknowledged before the bots' searches)
    answer = next(m for m in refused.messages if m.ephemeral)
    assert answer.ephemeral and "dead" in answer.content and "not your turn" not in answer.content.lower()
    assert str(dead) not in table.state.votes
    # the accuser votes; the halfway reminder edits the vote message to name who
    # has still to vote, and calls nobody again
    await (await _choose(fake, users[accuser], vote, "No: spare")).ack()
    await dreambot.idle(fake, bot)
    posts, edits = night.public_count(), len(trial.history)
    table.remind_at, table.reminded, table.due_at = time.time(), False, time.time() + 60
    bot.tables.arm(table)
    await fake.wait_for(lambda: "half the time is gone" in fake.message(trial.id).content, 5, "the reminder")
    await dreambot.idle(fake, bot)
    assert night.public_count() == posts and len(fake.message(trial.id).history) == edits + 1
    late = [s for s in table.state.awaiting() if s in users and not table.seats[s].away]
    status = fake.message(trial.id).content.split("\u2502")[-1]
    waiting = status.split("waiting for ")[1].split(" \u00b7 ")[0].split(", ")
    assert late and {users[s].name for s in late} <= set(waiting) and users[accuser].name not in waiting
    assert users[dead].name not in waiting and "<@" not in status
    await fake.stop_bot(bot)
