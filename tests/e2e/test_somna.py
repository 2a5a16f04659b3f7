"""Somna through the loopback Discord with the real bot, the Storyteller:
roles by DM, private nights, public days with a live tally, the pyre, the end,
the stats; a restart in the middle of a night; and the secrecy audit.

Players act only by clicking what the bot showed them: DM prompts (or the
ephemeral "My role" screen) at night and at the pyre, the channel's prompts by
day. The test steers which option gets clicked (it knows the roles), never what
is offered.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable

import pytest

from cogs.present.somna_story import SUNRISE
from games.somna.rules import ROLES
from tests import dreambot
from tests.loopback.audit import assert_no_leaks

pytestmark = pytest.mark.e2e

NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi")


@pytest.fixture
def world(discord_fake):
    fake = discord_fake
    for name in NAMES:
        fake.add_user(name, guilds=(fake.guilds[0],))
    return fake


async def _open(fake, bot):
    table = await dreambot.open_table(fake, bot, "alice", "general", "somna", list(NAMES[1:]))
    users = {table.seat_of(fake.users[n].id): fake.users[n] for n in NAMES}
    return table, users


def _secrets(table, users) -> dict[Any, list[str]]:
    """Role words that must reach nobody but their holder: the role card's
    header of every role held by one player only (Villagers are many) and,
    except for the Witch (a word the rules use for everyone, and the Demon
    knows its Witch), the role's title. Public text says "the Demon", never
    the role's title."""
    roles = table.state.roles
    return {users[seat]: [f"{ROLES[role].title} (your role)"] + ([ROLES[role].title] if role != "witch" else [])
            for seat, role in enumerate(roles) if roles.count(role) == 1 and role != "villager"}


class Driver:
    """Plays a Somna table by clicking, with a steering policy."""

    def __init__(self, fake, bot, table, users, seed=0):
        self.fake, self.bot, self.table_id, self.users = fake, bot, table.id, users
        self.rng = random.Random(seed)
        self.plan: dict[str, Any] = {}
        self.clicks = 0

    @property
    def table(self):
        return self.bot.tables.tables.get(self.table_id)

    def name(self, seat):
        return self.users[seat].name

    def role(self, seat):
        return self.table.state.roles[seat]

    def seats_with(self, role):
        return [s for s in self.table.state.living() if self.role(s) == role]

    def unanswered(self):
        """Living seats with no answer tonight (answered seats stay in
        to_act() until sunrise: they may change their answer)."""
        st = self.table.state
        return [s for s in st.to_act() if st.choices[s] is None]

    async def prompt(self, seat):
        user = self.users[seat]
        msg = dreambot.action_prompt(self.fake, user, self.table_id)
        if msg is None or not dreambot.is_current(msg, self.table, user):
            board = self.fake.message(self.table.row.message_id)
            msg = await (await self.fake.click(user, board, "My role")).response()
        assert dreambot.action_prompt_ids(msg), f"{user.name} must act but was shown no choices"
        return msg

    async def click(self, seat, prefer: Callable[[dict], bool] | None = None):
        msg = await self.prompt(seat)
        handle = await dreambot.click_choice(self.fake, self.users[seat], msg, self.rng, prefer)
        await handle.ack()
        await dreambot.idle(self.fake, self.bot)
        self.clicks += 1
        return msg

    def labels(self, msg) -> list[str]:
        return [b["label"] for b in msg.buttons if b.get("custom_id", "").split(":")[3:4] == ["a"]] + [
            o["label"] for s in msg.selects for o in s.get("options", [])]

    # -- steering ---------------------------------------------------------

    def night_prefer(self, seat) -> Callable[[dict], bool] | None:
        role, st = self.role(seat), self.table.state
        victim = self.plan.get("night_victim")
        if role == "demon" and st.night > 1 and victim is not None:
            return lambda o: o["label"] == f"Slay {self.name(victim)}"
        if role == "priest":
            return lambda o: o["label"] == f"Bless the house of {self.name(seat)}"
        if role in ("apothecary", "witch"):
            return lambda o: o["label"] == "Sleep"
        return None

    def day_target(self):
        """Day 1: a failed vote, then execute a plain Villager; later: the Demon."""
        st = self.table.state
        if st.day == 1:
            return next(s for s in st.living() if self.role(s) == "villager")
        return self.seats_with("demon")[0]

    async def step(self) -> None:
        st = self.table.state
        public = st.view(None)
        stage = public["stage"]
        acting = st.to_act()
        if stage == "night":
            if not self.unanswered():  # every answer is in: the night's close, seconds later, comes now
                assert await dreambot.close_now(self.fake, self.bot, self.table)
                return
            seat = self.rng.choice(self.unanswered())
            await self.click(seat, self.night_prefer(seat))
        elif stage == "nominate":
            target = self.day_target()
            accuser = next(s for s in acting if s != target)
            await self.click(accuser, lambda o: o["label"] == f"Nominate {self.name(target)}")
        elif stage == "plea":
            await self.click(acting[0])
        elif stage == "vote":
            yes = not (st.day == 1 and public["failed_votes"] == 0)
            seat = next(s for s in acting if str(s) not in public["votes"])
            await self.click(seat, lambda o: o["label"].startswith("Yes" if yes else "No"))
        elif stage == "final":
            seat = next(s for s in acting if str(s) not in public["votes"])
            await self.click(seat)
        elif stage == "pyre":
            await self.click(acting[0], lambda o: o["label"].startswith("Watch"))
        else:  # pragma: no cover
            raise AssertionError(stage)

    def choose_victim(self):
        """Tonight the Demon slays a living village player other than the Priest."""
        st = self.table.state
        self.plan["night_victim"] = next(
            s for s in st.living() if ROLES[self.role(s)].faction == "village" and self.role(s) != "priest")


def _all_text(fake, msgs) -> str:
    return "\n".join(m.text for m in msgs)


SEND_MESSAGES, ADD_REACTIONS = 1 << 11, 1 << 6


def _silenced(fake) -> set[int]:
    """Users the table's channel denies Send Messages and Add Reactions, by overwrite."""
    return {oid for oid, o in fake.channel("general").overwrites.items()
            if o["type"] == 1 and int(o["deny"]) & SEND_MESSAGES and int(o["deny"]) & ADD_REACTIONS}


def _spirit_threads(fake):
    general = fake.channel("general")
    return [c for c in general.guild.channels if c.parent_id == general.id and "Spirits" in c.name]


def _dead(table, users) -> set[int]:
    return {users[s].id for s in range(len(table.seats)) if not table.state.alive[s]}


async def test_full_game_from_play_to_stats(world, database):
    fake = world
    bot = await dreambot.start(fake, database.path or database.url)
    table, users = await _open(fake, bot)
    d = Driver(fake, bot, table, users, seed=3)
    general = fake.channel("general")

    # The table message: the night board with the "My role" button.
    board = fake.message(table.row.message_id)
    assert "night 1" in board.text and "My role" in [b["label"] for b in board.buttons]
    assert board.filenames == ["board.png"]  # the village circle
    # Every player got a role card by DM with their night prompt.
    for seat, user in users.items():
        prompt = dreambot.action_prompt(fake, user, table.id)
        assert prompt is not None and prompt.channel.is_dm
        title = ROLES[table.state.roles[seat]].title
        assert f"{title} (your role)" in prompt.text
        labels = d.labels(prompt)
        if table.state.roles[seat] == "demon":
            assert all(lab.startswith("Seduce ") for lab in labels) and len(labels) == 7
        else:
            assert labels == ["Sleep"]
    # "My role" answers ephemerally with the same card.
    mine = await (await fake.click(users[0], board, "My role")).response()
    assert mine.ephemeral and f"{ROLES[table.state.roles[0]].title} (your role)" in mine.text
    assert_no_leaks(fake, _secrets(table, users))

    # Night 1: nothing public changes until sunrise.
    before = len(fake.messages_in(general))
    board_text = board.text
    while table.state.phase == "night" and len(d.unanswered()) > 1:
        await d.step()
        assert len(fake.messages_in(general)) == before and board.text == board_text
    # The answer is confirmed in the DM.
    answered = [s for s in users if table.state.choices[s] == "sleep"]
    confirm = [m for m in fake.visible_to(users[answered[0]]) if "your choice tonight: **Sleep**" in m.text]
    assert confirm, "the DM confirms the night's choice"
    while table.state.phase == "night":  # the last answer (a resisted seduction chooses again): sunrise
        await d.step()
    assert table.state.phase == "day"
    text = _all_text(fake, fake.messages_in(general)[before:])
    assert "Sunrise after night 1" in text and "nobody died" in text and "Day 1" in text
    assert any(dawn in text for dawn in SUNRISE["dawn"]), "the sunrise is told from the story bank"
    witch = d.seats_with("witch")[0]
    assert any("you are now a **Witch**" in m.text for m in fake.dms(users[witch]))
    assert_no_leaks(fake, _secrets(table, users))

    # Day 1: the channel prompt offers every nomination and ending the day.
    day_prompt = fake.messages_in(general)[-1]
    labels = d.labels(day_prompt)
    assert [f"Nominate {users[s].name}" for s in range(8)] == labels[:8] and labels[-1].startswith("End the day")
    # A dead-end click: nominating yourself is refused by the engine, with its message.
    assert len(day_prompt.selects) == 1, "nominating is a menu over the living"
    mine = next(o for o in day_prompt.selects[0]["options"] if o["label"] == "Nominate alice")
    self_click = await (await fake.select(users[0], day_prompt, [mine["value"]])).response()
    assert self_click.ephemeral and "cannot nominate yourself" in self_click.content

    # First vote fails, second passes, the pyre burns a Villager.
    while table.state.day == 1 and table.state.phase == "day":
        stage = table.state.stage
        await d.step()
        if stage == "vote" and table.state.stage == "vote":
            status = [m for m in fake.messages_in(general) if "\u2502" in m.content][-1]
            assert "yes needed" in status.content and "waiting for" in status.content
    text = _all_text(fake, fake.messages_in(general))
    assert "\u274c **failed**" in text and "\u2705 **passed**" in text
    assert "was executed" in text and "The Demon was not purged" in text
    assert table.state.night == 2
    assert_no_leaks(fake, _secrets(table, users))
    # The executed player is silenced in the channel and joins a private spirits thread.
    executed = _dead(table, users)
    assert len(executed) == 1 and _silenced(fake) == executed
    (spirits,) = _spirit_threads(fake)
    assert spirits.type == 12 and spirits.thread_members == {bot.user.id} | executed
    assert "living cannot see" in fake.messages_in(spirits)[0].content

    # Night 2: the Demon slays; Villagers still get a single Sleep.
    d.choose_victim()
    victim = d.plan["night_victim"]
    villager = next(s for s in table.state.living() if d.role(s) == "villager")
    assert d.labels(await d.prompt(villager)) == ["Sleep"]
    # A choice can be changed until the night ends: the Demon clicks one
    # target, then another on the same prompt, which confirms the new choice.
    demon = d.seats_with("demon")[0]
    other = next(s for s in table.state.living() if s not in (demon, victim) and d.role(s) != "witch")
    before, board_text = len(fake.messages_in(general)), board.text
    prompt = await d.prompt(demon)
    for target in (other, victim):
        label = f"Slay {users[target].name}"
        await (await dreambot.click_choice(fake, users[demon], prompt, d.rng, lambda o, x=label: o["label"] == x)).ack()
        await dreambot.idle(fake, bot)
        assert table.state.choices[demon] == f"slay.{target}" and demon in table.to_act()
        assert f"your choice tonight: **{label}**" in prompt.text
        assert "You can change your choice until the night ends." in prompt.text
        assert label in d.labels(prompt)  # the same choices stay offered
        assert len(fake.messages_in(general)) == before and board.text == board_text
    assert table.state.phase == "night"
    while table.state.phase == "night":
        await d.step()
    assert not table.state.alive[victim]
    text = _all_text(fake, fake.messages_in(general))
    assert any(f"**{users[victim].name}**" in line and "slain in their sleep" in line for line in text.split("\n"))
    assert _silenced(fake) == _dead(table, users) == executed | {users[victim].id}
    assert _spirit_threads(fake) == [spirits] and spirits.thread_members == {bot.user.id} | _dead(table, users)
    assert_no_leaks(fake, _secrets(table, users))

    # Day 2: the Demon goes to the pyre; audit just before the last click.
    demon = d.seats_with("demon")[0]
    while table.state.stage != "pyre" or len(table.to_act()) > 1:
        await d.step()
    assert_no_leaks(fake, _secrets(table, users))
    # A dead player sees no choices and cannot vote.
    dead_user = users[victim]
    dead_mine = await (await fake.click(dead_user, board, "My role")).response()
    assert "You are dead" in dead_mine.text and not dreambot.action_prompt_ids(dead_mine)
    await d.step()
    assert bot.tables.tables.get(table.id) is None

    end = _all_text(fake, fake.messages_in(general)[-3:])
    assert "The village wins" in end and "The roles:" in end and "The story:" in end
    assert "Night 2:" in end and f"**{users[demon].name}**: Dream Demon" in end
    rows = await bot.store._fetchall("SELECT * FROM results WHERE table_id = ? ORDER BY seat", (table.id,))
    assert len(rows) == 8
    for r in rows:
        details = json.loads(r["details"])
        assert details["role"] == table.state.roles[r["seat"]]
        assert details["faction"] == ROLES[details["role"]].faction
        assert bool(r["won"]) == (details["faction"] == "village")
    # rated by team: the village against evil, each player's own rating moved (all new: the same per side)
    moved = await bot.store.rating_changes(table.id, general.guild.id)
    assert set(moved) == {u.id for u in users.values()}
    sides = {f: {moved[users[s].id]["after"] for s in users if ROLES[table.state.roles[s]].faction == f}
             for f in ("village", "evil")}
    assert len(sides["village"]) == len(sides["evil"]) == 1 and min(sides["village"]) > max(sides["evil"])
    stats = await (await fake.slash(users[demon], "general", "stats")).response()
    assert stats.ephemeral and "1** games" in stats.text
    assert "Wins with the Dream Demon: 0 of 1, expected 0.0" in stats.text, "evil won none of the rated tables"
    assert "Results are saved" in fake.messages_in(general)[-1].content
    # The game is over: every voice is back.
    assert general.overwrites == {} and "every voice is back" in fake.messages_in(spirits)[-1].content
    await fake.stop_bot(bot)


async def test_restart_mid_night_finishes(world, database):
    fake = world
    db = database.path or database.url
    bot = await dreambot.start(fake, db)
    table, users = await _open(fake, bot)
    d = Driver(fake, bot, table, users, seed=5)
    while table.state.night < 2:
        await d.step()
    d.choose_victim()
    # Half the night answered, then the bot crashes.
    while len(d.unanswered()) > 4:
        await d.step()
    seq, to_act, pending = table.seq, table.to_act(), d.unanswered()
    plan = dict(d.plan)
    dead = _dead(table, users)
    assert dead and _silenced(fake) == dead and len(_spirit_threads(fake)) == 1
    await fake.crash_bot(bot)
    bot2 = await dreambot.start(fake, db)
    again = bot2.tables.tables[table.id]
    assert again.seq == seq and again.to_act() == to_act
    d2 = Driver(fake, bot2, again, users, seed=6)
    d2.plan = plan
    # The DM prompts sent before the crash still work.
    seat = pending[0]
    old = dreambot.action_prompt(fake, users[seat], table.id)
    assert old is not None and old.channel.is_dm and dreambot.is_current(old, again, users[seat])
    await (await dreambot.click_choice(fake, users[seat], old, random.Random(0), d2.night_prefer(seat))).ack()
    await dreambot.idle(fake, bot2)
    assert again.seq == seq + 1 and again.state.choices[seat] is not None and seat in again.to_act()
    while again.state.phase == "night":
        await d2.step()
    assert not again.state.alive[plan["night_victim"]]
    while bot2.tables.tables.get(table.id) is not None:
        await d2.step()
    rows = await bot2.store._fetchall("SELECT * FROM results WHERE table_id = ?", (table.id,))
    assert len(rows) == 8 and (await bot2.store.table(table.id)).status == "finished"
    assert "The village wins" in _all_text(fake, fake.messages_in("general")[-3:])
    # The restarted bot found its overwrites and its thread: one thread, and
    # every overwrite released at the end.
    (spirits,) = _spirit_threads(fake)
    assert spirits.thread_members >= dead | {users[plan["night_victim"]].id}
    assert fake.channel("general").overwrites == {}
    await fake.stop_bot(bot2)


async def test_without_permissions_the_dead_keep_the_channel(world, database):
    """Manage Roles and Create Private Threads are optional: without them the
    bot never tries, and the game goes on the same."""
    from tests.loopback.model import DEFAULT_PERMS

    fake = world
    fake.guilds[0].roles[2].permissions = DEFAULT_PERMS  # the bot's role: no Administrator
    bot = await dreambot.start(fake, database.path or database.url)
    table, users = await _open(fake, bot)
    d = Driver(fake, bot, table, users, seed=3)
    while table.state.night < 2:
        await d.step()
    assert _dead(table, users), "the day ended with an execution"
    assert not [c for c in fake.calls if "/permissions/" in c.route or "thread" in c.route]
    assert fake.channel("general").overwrites == {} and _spirit_threads(fake) == []
    assert "was executed" in _all_text(fake, fake.messages_in("general"))
    await fake.stop_bot(bot)


async def test_elixir_gives_the_voice_back_and_table_end_releases_the_dead(world, database):
    fake = world
    bot = await dreambot.start(fake, database.path or database.url)
    table, users = await _open(fake, bot)
    d = Driver(fake, bot, table, users, seed=3)
    while table.state.night < 2:
        await d.step()
    (executed,) = [s for s in range(8) if not table.state.alive[s]]
    apothecary = d.seats_with("apothecary")[0]
    victim = next(s for s in table.state.living() if d.role(s) == "villager")
    d.plan["night_victim"] = victim
    prefer = d.night_prefer
    d.night_prefer = lambda seat: (  # type: ignore[method-assign]
        (lambda o: o["label"] == f"Elixir: bring back {users[executed].name}") if seat == apothecary else prefer(seat))
    while table.state.phase == "night":
        await d.step()
    assert table.state.alive[executed] and not table.state.alive[victim]
    # The returned player speaks again and leaves the spirits thread; tonight's victim joins it.
    (spirits,) = _spirit_threads(fake)
    assert _silenced(fake) == {users[victim].id}
    assert spirits.thread_members == {bot.user.id, users[victim].id}
    # /table end by the host: nobody stays silenced.
    ended = await (await fake.slash(users[0], "general", "table end")).response()
    assert "ended the table" in ended.content
    await dreambot.idle(fake, bot)
    assert fake.channel("general").overwrites == {} and "every voice is back" in fake.messages_in(spirits)[-1].content
    await fake.stop_bot(bot)
