"""Running the real bot (the production factory) against the loopback Discord,
and players who act only by clicking what the bot showed them."""

from __future__ import annotations

import asyncio
import os
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

from bot.app import HANDLER_TASK_PREFIXES, DreamBot, create_bot
from bot.limits import Limits, Rules, Window
from bot.settings import Settings
from bot.shards import ShardPlan
from tests.loopback.model import Message, User
from tests.replay_check import record_every_snapshot


def fix_table_seed(monkeypatch: Any, seed: int) -> None:
    """Deal the same cards every run (the manager draws a table's seed at random):
    with the players' seeded clicks the game, and so the test's length, is fixed."""
    from types import SimpleNamespace

    from bot import manager

    monkeypatch.setattr(manager, "secrets", SimpleNamespace(randbits=lambda bits: seed))


ROOT = Path(__file__).resolve().parents[1]


async def spawn(fake: Any, folder: Path, module: str = "bot", **settings: str) -> asyncio.subprocess.Process:
    """``python -m bot`` in its own process against the loopback, its
    database under ``folder``/var, its output piped (stderr into stdout);
    ``settings`` adds environment variables (``SHARD_COUNT="2"``, ``DATABASE_URL=...``);
    ``module="tests.tinybot"`` runs it with the tiny test game too."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD", "SHARD_"))}
    env.update(DISCORD_TOKEN=fake.token, DISCORD_API_BASE=fake.base_url,
               DATABASE_PATH=str(folder / "var" / "bot.sqlite3"), PYTHONPATH=str(ROOT), DREAMGAMES_HOME=str(folder),
               **settings)
    return await asyncio.create_subprocess_exec(sys.executable, "-m", module, cwd=folder, env=env,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)


# Test players click and /play at machine speed, many times a second: the
# per-person rates of the abuse limits (bot/limits.py) would refuse them. The
# other limits stand; tests/e2e/test_limits.py runs the production ``Rules()``.
MACHINE_SPEED = Rules(plays=Window(1_000_000, 1.0), clicks=Window(1_000_000, 1.0))


async def start(fake: Any, db: Path | str, *, log_level: str = "INFO", shards: ShardPlan | None = None,
                pseudo_locale: bool = False, limits: Rules = MACHINE_SPEED, **options: Any) -> DreamBot:
    """The bot in this process; ``db`` a SQLite path or a DATABASE_URL;
    ``limits`` its abuse limits' rules."""
    where = dict(database_path=db) if isinstance(db, Path) else dict(database_url=db)
    bot = create_bot(Settings(token=fake.token, log_level=log_level, shards=shards, pseudo_locale=pseudo_locale,
                              **where),
                     guild_ready_timeout=0.05, **options)
    bot.edit_delay = 0
    # Tests click far faster than people: a thread's webhook messages keep Discord's pace (30 a minute)
    # only where a test turns the loopback's webhook limits on and sets it back (bot.voice.WEBHOOK_MESSAGES).
    bot.voice.webhook_messages = (1_000_000, 60.0)
    bot.limits = Limits(limits)
    await fake.start_bot(bot)
    if isinstance(db, Path):  # the replay check compares every step (tests/replay_check.py), on SQLite files
        record_every_snapshot(db)
    return bot


CHOICE_KINDS = ("a", "c")  # an action, or an action that asks for confirmation first
_BOT_TASKS = HANDLER_TASK_PREFIXES + ("table-", "dm-", "discord.py: on_")
# What ``idle`` asks of the loopback once the bot's tasks are done: nothing for
# this long (and over a few loop turns, FakeDiscord.settle). The listeners'
# tasks ("discord.py: on_message"...) count as the bot's work above, so the
# span only bridges a task's end and the request it just wrote.
IDLE_QUIET = 0.01
# A bot on a shared store (PostgreSQL, perhaps beside a second process) also
# hears of work through the database, outside this process's tasks: the span
# stays the loopback's default for it.
SHARED_IDLE_QUIET = 0.05


def _busy(bot: DreamBot | None = None) -> list[asyncio.Task[Any]]:
    """The bot's interaction handlers, table edits and DM workers still running,
    and deadlines at work (a timer still sleeping, for minutes, is not waited for)."""
    me = asyncio.current_task()
    firing = bot.tables._firing if bot is not None and bot.tables is not None else set()
    return [t for t in asyncio.all_tasks() if t is not me and not t.done()
            and t.get_name().startswith(_BOT_TASKS) and (not t.get_name().endswith("-deadline") or t in firing)]


async def idle(fake: Any, bot: DreamBot, timeout: float = 10.0) -> None:
    """Wait until the bot has nothing left to send."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        busy = _busy(bot)
        if busy:
            # A firing deadline task goes back to sleep (the next deadline) when
            # done: look again soon rather than wait for it to end.
            firing = any(t.get_name().endswith("-deadline") for t in busy)
            await asyncio.wait(busy, timeout=0.05 if firing else max(0.01, end - loop.time()),
                               return_when=asyncio.FIRST_COMPLETED if firing else asyncio.ALL_COMPLETED)
            continue
        await fake.settle(quiet=SHARED_IDLE_QUIET if bot.store is not None and bot.store.shared else IDLE_QUIET)
        if not _busy(bot):
            return
    raise AssertionError(f"the bot was still busy after {timeout}s: {[t.get_name() for t in _busy(bot)]}")


def below_board(fake: Any, table: Any) -> int:
    """How many messages of the table's channel sit below its table message."""
    ids = [m.id for m in fake.messages_in(table_channel(fake, table))]
    assert table.row.message_id in ids, "the table message is in its channel"
    return len(ids) - 1 - ids.index(table.row.message_id)


async def chat(fake: Any, bot: DreamBot, user: User | str, table: Any, words: str = "nice one") -> None:
    """A player says something in the table's channel (the bot sees only that a message came)."""
    await fake.say(user, table_channel(fake, table), words)
    await idle(fake, bot)


def action_prompt(fake: Any, user: User, table_id: int) -> Message | None:
    """The newest message this user can see that offers them game choices."""
    prefixes = (f"dg:{table_id}:", f"ds:{table_id}:")
    for msg in reversed(fake.visible_to(user)):
        ids = [c for c in msg.custom_ids if c.startswith(prefixes)]
        if any(c.split(":")[3] in CHOICE_KINDS for c in ids):
            return msg
    return None


def button_of(msg: Message, kind: str) -> str:
    """The custom id of the message's button of this kind ("hand", "back", "join"...),
    whatever its label says in the reader's language."""
    return next(c for c in msg.custom_ids if c.split(":")[3:4] == [kind])


def action_prompt_ids(msg: Message) -> list[str]:
    return [c for c in msg.custom_ids if c.split(":")[3:4][0:1] and c.split(":")[3] in CHOICE_KINDS]


def is_current(msg: Message, table: Any, user: User | None = None) -> bool:
    """Whether the prompt is still live: drawn at or after its seat's epoch
    (the user's seat; without a user, every acting seat's)."""
    ids = action_prompt_ids(msg)
    seat = table.seat_of(user.id) if user is not None else None
    seats = [seat] if seat is not None else table.to_act()
    return bool(ids) and int(ids[0].split(":")[2]) >= max(table.epoch(s) for s in seats)


async def close_now(fake: Any, bot: DreamBot, table: Any) -> bool:
    """A decision that waits for its close (Somna's night once every answer
    is in: ``State.closing``) is closed now rather than at its seeded moment
    seconds later; whether it was waiting."""
    if not table.running or table.state.closing() is None:
        return False
    seq, now = table.seq, time.time()
    if bot.store.shared:  # the deadline is claimed as stored
        await bot.store.set_deadline(table.id, seq, now, None)
    table.due_at, table.reminded = now, True
    bot.tables.arm(table)
    await fake.wait_for(lambda: table.seq != seq, 5, "the night's close")
    await idle(fake, bot)
    return True


def fresh_prompt(fake: Any, user: User, table: Any) -> Message | None:
    """The user's newest prompt, if it belongs to the current decision."""
    msg = action_prompt(fake, user, table.id)
    return msg if msg is not None and is_current(msg, table, user) else None


STALE_ANSWERS = ("from an earlier turn", "already done")


async def assert_stale(fake: Any, bot: DreamBot, table: Any, user: User, msg: Message) -> None:
    """A click on each of an old prompt's choices is answered, privately, that
    it is from an earlier turn (or already done), and changes nothing: no
    action is written, the table's sequence number stays, the message stays."""
    ids = action_prompt_ids(msg)
    assert ids, "the prompt shows no choices"
    before, seq = len(await bot.store.actions(table.id)), table.seq
    clicks = [fake.click(user, msg, b["custom_id"]) for b in msg.buttons
              if b.get("custom_id", "").split(":")[3:4] in (["a"], ["c"])]
    clicks += [fake.select(user, msg, [select["options"][0]["value"]], custom_id=select["custom_id"])
               for select in msg.selects if select.get("custom_id", "").split(":")[3:4] == ["a"]]
    for click in clicks:
        answer = await (await click).response()
        await idle(fake, bot)
        assert answer.ephemeral and any(s in answer.content for s in STALE_ANSWERS), answer.content
    assert len(await bot.store.actions(table.id)) == before and table.seq == seq, "a stale click changed the game"
    assert action_prompt_ids(fake.message(msg.id)) == ids, "answered privately: the old prompt is as it was"


async def click_choice(fake: Any, user: User, msg: Message, rng: random.Random,
                       prefer: Callable[[dict], bool] | None = None) -> Any:
    """Pick one of the message's choices (a button or a select option) and use it."""
    buttons = [b for b in msg.buttons if b.get("custom_id", "").split(":")[3:4] in (["a"], ["c"])
               and not b.get("disabled")]
    selects = [s for s in msg.selects if s.get("custom_id", "").split(":")[3:4] == ["a"]]
    options = [("b", b) for b in buttons] + [("s", (s, o)) for s in selects for o in s.get("options", [])]
    if prefer is not None:
        options = [o for o in options if prefer(o[1] if o[0] == "b" else o[1][1])] or options
    kind, item = rng.choice(options)
    if kind == "b":
        handle = await fake.click(user, msg, item["custom_id"])
        if item["custom_id"].split(":")[3] != "c":
            return handle
    else:
        select, option = item
        handle = await fake.select(user, msg, [option["value"]], custom_id=select["custom_id"])
        if not option["value"].startswith("!"):
            return handle
    # a choice that asks first: the player reads the question and says yes
    question = await handle.response()
    yes = next(b for b in question.buttons if b.get("custom_id", "").split(":")[3:4] == ["a"])
    return await fake.click(user, question, yes["custom_id"])


async def open_table(fake: Any, bot: DreamBot, host: str, channel: str, game: str, guests: list[str],
                     **options: Any) -> Any:
    lobby = await (await fake.slash(host, channel, f"play {game}", **options)).response()
    for guest in guests:
        await (await fake.click(guest, lobby, button_of(lobby, "join"))).response()
    await (await fake.click(host, lobby, button_of(fake.message(lobby.id), "start"))).response()
    await idle(fake, bot)
    # the lobby became the board, or the card of a thread, or (a webhook posting the board) one line
    table = next((t for t in bot.tables.tables.values() if lobby.id in (t.row.message_id, t.row.lobby_message_id)),
                 None) or bot.tables.in_channel(fake.channel(channel).id)
    assert table is not None and table.running
    return table


def table_channel(fake: Any, table: Any) -> Any:
    """Where the table plays: its own thread, or the channel it was opened in."""
    return fake.channels[table.row.channel_id]


async def finish_simultaneous(fake: Any, bot: DreamBot, table: Any, seat_users: dict[int, User],
                              going_on: Callable[[], bool], seed: int = 0) -> None:
    """Everyone answers a simultaneous decision (e.g. the tiny game's bids) by clicking."""
    rng = random.Random(seed)
    while going_on():
        user = seat_users[table.to_act()[0]]
        msg = action_prompt(fake, user, table.id)
        await (await click_choice(fake, user, msg, rng)).ack()
        await idle(fake, bot)


async def play_out(fake: Any, bot: DreamBot, table_id: int, seat_users: dict[int, User], seed: int = 0,
                   max_steps: int = 3000) -> int:
    """Click until the table is finished; returns the number of clicks.
    A decision whose answers are all in and that waits for its close
    (Somna's night) is closed at once, as tests/e2e/test_somna.py does: the
    seeded close comes 31-35 s into a night, and clicking changed answers
    until then made a game thousands of clicks, as many as the machine's
    speed allowed (the answers change before the last one comes all the same)."""
    return await play_mixed(fake, bot, table_id, seat_users, random.Random(seed), hand=0, max_clicks=max_steps)


async def play_mixed(fake: Any, bot: DreamBot, table_id: int, seat_users: dict[int, User], rng: random.Random,
                     hand: float = 1 / 3, max_clicks: int = 5000) -> int:
    """Click until the table is finished, a share ``hand`` of the moves through
    My hand even when a DM prompt is fresh (that DM prompt is then answered
    elsewhere); a night whose answers are all in is closed at once (why:
    ``play_out``, which is this with ``hand=0``). Returns the clicks."""
    for clicks in range(max_clicks):
        table = bot.tables.tables.get(table_id)
        if table is None:
            return clicks
        if await close_now(fake, bot, table):
            continue
        user = seat_users[rng.choice(table.to_act())]
        msg = fresh_prompt(fake, user, table)
        if msg is None or (hand and rng.random() < hand):
            # no fresh DM (closed DMs, Discord refused it), or the player's choice: the table's My hand
            board = fake.message(table.row.message_id or table.row.lobby_message_id)
            msg = await (await fake.click(user, board, button_of(board, "hand"))).response()
        if not action_prompt_ids(msg):  # a vote in the channel the hand does not show: the newest prompt
            msg = action_prompt(fake, user, table_id)
        assert msg is not None and action_prompt_ids(msg), f"{user.name} must act but was shown no choices"
        await (await click_choice(fake, user, msg, rng)).ack()
        await idle(fake, bot)
    raise AssertionError(f"the game did not end in {max_clicks} clicks")


async def clicks_and_forced_moves(bot: DreamBot, table_id: int) -> tuple[int, int]:
    """The table's action log replayed on the engine: (player clicks, forced
    moves), asserting every other source is absent and every forced move was
    the seat's only legal one when it was played."""
    from games import GAMES

    row = await bot.store.table(table_id)
    seats = await bot.store.seats(table_id)
    game = GAMES[row.game]
    state = game.new(players=len(seats), seed=row.seed, options=row.options)
    counts = {"player": 0, "forced": 0}
    for action in await bot.store.actions(table_id):
        assert action["source"] in counts, dict(action)
        legal = state.legal_actions(action["seat"])
        if action["source"] == "forced":
            assert [game.encode(a) for a in legal] == [action["action"]], "a forced move had a choice"
        counts[action["source"]] += 1
        state.apply(action["seat"], game.decode(action["action"]))
    return counts["player"], counts["forced"]


class Ticker:
    """The abuse limits' clock (bot/limits.py) in a test that acts faster than a
    person: real time plus what the test adds ("ten minutes later"), or, frozen,
    only what it adds (a flood that must land in one window however slow the machine)."""

    def __init__(self, frozen: bool = False) -> None:
        self.frozen, self.offset = frozen, 0.0
        self.start = time.monotonic()

    def __call__(self) -> float:
        return (self.start if self.frozen else time.monotonic()) + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


def limits_clock(bot: DreamBot, frozen: bool = False) -> Ticker:
    """Run the bot's abuse limits on a ``Ticker``."""
    ticker = Ticker(frozen)
    bot.limits.clock = ticker
    return ticker
