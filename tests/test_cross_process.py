"""Several processes over one PostgreSQL database: two stores and table
managers in this test process stand for two bot processes (A owns the
guild's shard, B does not: it is the process of shard 0 where DM clicks
arrive). Each change runs under the table's row lock, checked against the
stored version, so any process applies a click correctly, exactly one of two
concurrent clicks counts, and a deadline armed in both fires once."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.errors import StaleChoice, TableGone
from bot.manager import TableManager
from bot.store import Store

USERS = (100, 101, 102)


@pytest.fixture
async def processes(postgres_url):
    """Manager A (owns every guild) and manager B (owns none), one database."""
    store_a = await Store.open(postgres_url)
    store_b = await Store.open(postgres_url)
    a = TableManager(store_a)
    b = TableManager(store_b, owns=lambda guild_id: False)
    yield a, b
    for mgr in (a, b):
        await mgr.close()
        await mgr.store.close()


async def _running(a: TableManager):
    table = await a.open_lobby(guild_id=1, channel_id=2, game="tinygame", options={}, host_id=USERS[0],
                               host_name="u0")
    for i, user in enumerate(USERS[1:], 1):
        await a.join(table.id, user, f"u{i}")
    await a.start(table.id, USERS[0], True)
    return table


def _click(table, user: int) -> tuple[str, int]:
    """A legal action of the user's seat and the seq its prompt carries."""
    seat = table.seat_of(user)
    return table.game.encode(table.state.legal_actions(seat)[0]), table.epoch(seat)


async def _stored_seq(store: Store, table_id: int) -> int:
    return (await store.snapshot(table_id)).seq


async def test_a_click_through_another_process_applies_and_the_owner_sees_it(processes):
    a, b = processes
    table = await _running(a)
    assert table.id not in b.tables
    text, seq = _click(table, USERS[1])
    await b.act(table.id, USERS[1], text, seq)  # B loads the table on demand and applies under the lock
    theirs = b.tables[table.id]
    assert theirs is not table and theirs.seq == 1 and table.seq == 0, "A's copy is one action behind"
    assert theirs.id in b._timers, "B arms what it holds: the row lock lets one of them fire"

    # A's next action finds the stored table moved, reloads it, then applies on top of it
    text, seq = _click(theirs, USERS[2])
    await a.act(table.id, USERS[2], text, seq)
    assert table.seq == 2 and table.moved
    actions = await a.store.actions(table.id)
    assert [(r["seq"], r["user_id"]) for r in actions] == [(1, USERS[1]), (2, USERS[2])]
    stored = await a.store.snapshot(table.id)
    assert table.state.to_dict() == stored.state and table.meta == stored.meta
    # the bid B applied is in A's copy: that seat is no longer asked
    assert table.seat_of(USERS[1]) not in table.state.to_act()

    # and B's copy catches up as well at its next click (the last bid)
    text, seq = _click(table, USERS[0])
    result = await b.act(table.id, USERS[0], text, seq)
    assert result.new_decision and theirs.seq == 3 == await _stored_seq(a.store, table.id)
    assert theirs.state.to_dict() == (await b.store.snapshot(table.id)).state


async def test_two_concurrent_clicks_on_one_prompt_through_two_processes_count_once(processes):
    a, b = processes
    table = await _running(a)
    await b.fetch(table.id)
    text, seq = _click(table, USERS[1])
    answers = await asyncio.gather(a.act(table.id, USERS[1], text, seq), b.act(table.id, USERS[1], text, seq),
                                   return_exceptions=True)
    applied = [x for x in answers if not isinstance(x, BaseException)]
    refused = [x for x in answers if isinstance(x, BaseException)]
    assert len(applied) == 1 and len(refused) == 1, answers
    assert isinstance(refused[0], StaleChoice), refused  # "already done: your choice counted once"
    assert [r["user_id"] for r in await a.store.actions(table.id)] == [USERS[1]]
    assert a.store.locks + b.store.locks >= 2

    # different seats of one simultaneous decision through the two: both count
    x, sx = _click(table, USERS[0])
    y, sy = _click(table, USERS[2])
    await asyncio.gather(a.act(table.id, USERS[0], x, sx), b.act(table.id, USERS[2], y, sy))
    actions = await a.store.actions(table.id)
    assert [r["seq"] for r in actions] == [1, 2, 3]
    assert sorted(r["user_id"] for r in actions) == sorted(USERS)


async def test_a_deadline_armed_in_two_processes_fires_once(processes):
    a, b = processes
    table = await _running(a)
    theirs = await b.fetch(table.id)
    passed = time.time() - 1
    await a.store.set_deadline(table.id, table.seq, passed, None)
    for copy in (table, theirs):
        copy.due_at, copy.remind_at, copy.reminded = passed, None, True
    await asyncio.gather(a.fire(table, catch_up=True), b.fire(theirs, catch_up=True))
    actions = await a.store.actions(table.id)
    assert [r["source"] for r in actions] == ["timeout"] * len(USERS), "one firing: each seat's default once"
    assert sorted(r["seat"] for r in actions) == [0, 1, 2]
    due = await a.store.deadline(table.id)
    assert due.due_at > time.time()
    for mgr, copy in ((a, table), (b, theirs)):
        assert copy.seq == len(USERS) and copy.due_at == due.due_at, "both copies wait for the next decision"
        assert copy.id in mgr._timers


async def test_a_passed_deadline_fires_once_after_a_restart_while_another_process_holds_it(processes, postgres_url):
    a, b = processes
    table = await _running(a)
    theirs = await b.fetch(table.id)
    passed = time.time() - 5
    await a.store.set_deadline(table.id, table.seq, passed, None)
    theirs.due_at, theirs.remind_at, theirs.reminded = passed, None, True
    a.store.backend.terminate()  # A dies: its connections drop, as with SIGKILL

    restarted = TableManager(await Store.open(postgres_url))
    try:
        [mine] = await restarted.load_all()
        assert mine.due_at == pytest.approx(passed)
        await asyncio.gather(restarted.fire(mine, catch_up=True), b.fire(theirs, catch_up=True))
        actions = await b.store.actions(table.id)
        assert [r["source"] for r in actions] == ["timeout"] * len(USERS)
        assert mine.seq == theirs.seq == len(USERS)
    finally:
        await restarted.close()
        await restarted.store.close()


async def test_the_owner_rearms_for_a_decision_another_process_started(processes):
    a, b = processes
    table = await _running(a)
    old_due = table.due_at
    for user in USERS:  # every bid through B: the bidding decision ends, the play starts
        text, seq = _click(b.tables.get(table.id) or table, user)
        await b.act(table.id, user, text, seq)
    new = await a.store.deadline(table.id)
    assert new.seq == len(USERS) and new.due_at >= old_due
    # A's timer comes to its (old) deadline: nothing is played, its copy now waits for the new one
    table.due_at = time.time() - 1
    await a.fire(table)
    assert len(await a.store.actions(table.id)) == len(USERS)
    assert table.seq == len(USERS) and table.due_at == new.due_at and table.id in a._timers


async def test_a_finished_game_elsewhere_is_let_go(processes):
    a, b = processes
    table = await _running(a)
    await b.fetch(table.id)
    await b.close_without_results(b.tables[table.id])  # e.g. ended from the process that holds it too
    text, seq = _click(table, USERS[0])
    with pytest.raises(Exception) as refused:
        await a.act(table.id, USERS[0], text, seq)
    assert "not running" in str(refused.value)
    assert table.id not in a.tables and table.id not in a._timers
    with pytest.raises(TableGone):
        await b.fetch(table.id)


async def test_one_sqlite_process_takes_no_row_lock_and_loads_nothing_on_demand(tmp_path):
    store = await Store.open(tmp_path / "bot.sqlite3")
    mgr = TableManager(store)
    try:
        assert not store.shared
        table = await _running(mgr)
        text, seq = _click(table, USERS[1])
        await mgr.act(table.id, USERS[1], text, seq)
        assert store.locks == 0 and table.seq == 1
        with pytest.raises(TableGone):
            await mgr.fetch(table.id + 1)
    finally:
        await mgr.close()
        await store.close()


async def test_a_failed_write_inside_the_lock_rolls_the_whole_block_back(processes, postgres_url):
    import asyncpg

    a, _ = processes
    table = await _running(a)
    passed = time.time() - 1
    await a.store.set_deadline(table.id, table.seq, passed, None)
    table.due_at, table.remind_at, table.reminded = passed, None, True
    conn = await asyncpg.connect(postgres_url)
    try:  # the second default of the firing cannot be written (as a full disk would refuse it)
        await conn.execute("CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ "
                           "LANGUAGE plpgsql")
        await conn.execute("CREATE TRIGGER refuse_second BEFORE INSERT ON actions FOR EACH ROW "
                           "WHEN (NEW.seq = 2) EXECUTE FUNCTION refuse()")
        stored = await a.store.snapshot(table.id)
        await a.fire(table)
        assert await a.store.actions(table.id) == [], "the first default rolled back with the second"
        assert table.seq == 0 and table.state.to_dict() == stored.state and table.meta == stored.meta
        assert [s.timeouts for s in table.seats] == [0, 0, 0], "no missed turn counted in memory either"
        assert table.due_at > time.time() and table.id in a._timers, "the deadline is tried again soon"

        await conn.execute("DROP TRIGGER refuse_second ON actions")
        table.due_at = passed
        await a.fire(table)
        assert [r["source"] for r in await a.store.actions(table.id)] == ["timeout"] * len(USERS)
    finally:
        await conn.close()


async def test_im_back_in_one_process_reaches_the_other_copy_without_a_move(processes):
    a, b = processes
    table = await _running(a)
    theirs = await b.fetch(table.id)
    for copy in (table, theirs):  # seat 1 plays by default (it missed its turns), in both copies
        copy.seats[1].away = True
    await a.store.update_seat(table.id, table.seats[1])
    assert await theirs.set_back(USERS[1])  # "I'm back", pressed where process B hears it: no seq moves
    assert table.seats[1].away and table.seq == theirs.seq == 0

    text, seq = _click(table, USERS[0])
    await a.act(table.id, USERS[0], text, seq)  # A's copy takes the seat's mark under the lock
    assert not table.seats[1].away
    assert [(r["user_id"], r["source"]) for r in await a.store.actions(table.id)] == [(USERS[0], "player")], \
        "nobody played for the seat that is back"


async def test_a_table_message_posted_again_by_one_process_is_the_one_the_other_edits(processes):
    """Process B posts the table message again (the old one was deleted, or
    its webhook was): A's next change under the lock takes the newer message
    and its webhook, with or without a move, and never an older one."""
    a, b = processes
    table = await _running(a)
    theirs = await b.fetch(table.id)
    table.row.message_id, table.row.webhook_id = 500, 7
    await a.store.set_message(table.id, 500, 7)
    theirs.row.message_id, theirs.row.webhook_id = 900, None  # B posted it again, as the bot
    await b.store.set_message(table.id, 900, None)
    await table.sync()  # no move: the lock's read alone brings it
    assert (table.row.message_id, table.row.webhook_id) == (900, None)
    text, seq = _click(theirs, USERS[1])
    await b.act(table.id, USERS[1], text, seq)
    table.row.message_id = 950  # A posted a newer one meanwhile, not yet stored
    await table.sync()  # a move: the whole table is read again
    assert table.seq == theirs.seq and table.row.message_id == 950, "an older stored message never wins"


class Screens:
    """Screens that are told of nothing under a row lock: the table calls none of them."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    async def on_timeout(self, table, result, *, catch_up):
        self.calls.append("timeout")

    async def on_reminder(self, table):
        self.calls.append("reminder")

    async def on_lobby_expired(self, table):
        self.calls.append("lobby expired")

    async def on_finished(self, table):
        self.calls.append("finished")


async def test_each_result_is_recorded_as_data_in_its_transaction_and_a_handed_down_log_is_stored_once(processes):
    """The table stores each result as plain data (its steps and events, the
    table as it was after it, the state once a later result follows), which
    any process makes the move lines from after the commit; a table log
    handed down for part of the record becomes its new base. A process
    without screens keeps no record."""
    from bot.table_record import RECORD_META_KEY, SHOWN_META_KEY, SHOWN_SEQ_META_KEY

    a, b = processes
    table = await _running(a)
    assert RECORD_META_KEY not in (await a.store.snapshot(table.id)).meta, "no screens: no record"
    a.renderer, b.renderer = Screens(), Screens()
    assert table.recording
    results = []
    for mgr in (a, b, a):  # A, then B (loading the table on demand), then A again
        mine = mgr.tables.get(table.id) or table
        await mine.sync()
        user = mine.user_of(mine.to_act()[0])
        text, seq = _click(mine, user)
        results.append(await mgr.act(table.id, user, text, seq))

    snap = await a.store.snapshot(table.id)
    record = snap.meta[RECORD_META_KEY]
    assert [entry["seq"] for entry in record] == [1, 2, 3], "each move, in order"
    actions = await a.store.actions(table.id)
    replay = table.game.new(players=3, seed=table.row.seed, options={})
    states = [replay.to_dict()]
    for entry, action, result in zip(record, actions, results):
        events = replay.apply(action["seat"], table.game.decode(action["action"]))
        states.append(replay.to_dict())
        assert entry["steps"] == [{"seat": action["seat"], "action": action["action"], "source": "player",
                                   "secret": False, "missed": False, "events": [e.to_dict() for e in events]}]
        assert [e.to_dict() for e in result.events] == [e.to_dict() for e in events]
        assert entry["new_decision"] == result.new_decision and entry["finished"] is False
        assert entry["status"] == "running" and entry["due_at"] is not None
        assert [s[1] for s in entry["seats"]] == list(USERS)
        assert RECORD_META_KEY not in entry["meta"] and "epochs" in entry["meta"]
    # Each entry but the last carries the state after it; the last one's is the snapshot's.
    assert [entry.get("state") for entry in record] == states[1:3] + [None]
    assert snap.state == states[3]
    assert results[-1].record is not None
    assert results[-1].record.entries == record and results[-1].record.state == snap.state
    assert results[-1].record.base is None
    then = a.tables[table.id].at(record[0], record[0]["state"])
    assert then.seq == 1 and then.state.to_dict() == states[1] and then.due_at == record[1]["due_at"]

    # B hands down the table log as of seq 2: B's next change stores it and drops what it covers.
    mine = b.tables[table.id]
    await mine.sync()
    mine.shown_log = (2, {"pending": ["two lines"], "recent": ["so far"]})
    user = mine.user_of(mine.to_act()[0])
    text, seq = _click(mine, user)
    result = await b.act(table.id, user, text, seq)
    snap = await a.store.snapshot(table.id)
    assert snap.meta[SHOWN_META_KEY] == {"pending": ["two lines"], "recent": ["so far"]}
    assert snap.meta[SHOWN_SEQ_META_KEY] == 2
    assert [entry["seq"] for entry in snap.meta[RECORD_META_KEY]] == [3, 4]
    assert snap.meta[RECORD_META_KEY][0]["state"] == states[3]
    assert result.record is not None and result.record.base == {"pending": ["two lines"], "recent": ["so far"]}

    # An older log handed down later (another process was behind) changes nothing.
    mine = a.tables[table.id]
    await mine.sync()
    mine.shown_log = (1, {"pending": [], "recent": ["old"]})
    user = mine.user_of(mine.to_act()[0])
    text, seq = _click(mine, user)
    await a.act(table.id, user, text, seq)
    snap = await a.store.snapshot(table.id)
    assert snap.meta[SHOWN_SEQ_META_KEY] == 2 and snap.meta[SHOWN_META_KEY]["recent"] == ["so far"]
    assert [entry["seq"] for entry in snap.meta[RECORD_META_KEY]] == [3, 4, 5]
    assert a.renderer.calls == [] and b.renderer.calls == [], "the screens were told nothing by the table"
