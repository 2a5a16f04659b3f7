"""bot.replays: any game rebuilt step by step from its seed and log, and the
e2e suite's determinism check (tests/replay_check.py) on a real store."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest

from bot.replays import CHECKPOINT_EVERY, LoggedAction, Replay, ReplayError, verify
from bot.store import Finish, ResultRow, SeatRow, Snapshot, Store
from games import GAMES
from tests.replay_check import HISTORY, check_database, record_every_snapshot


def _played(name: str, seed: int) -> tuple[int, list[LoggedAction], list[dict]]:
    """A random game to its end: (players, its log, to_dict after each step)."""
    game = GAMES[name]
    players = game.min_players
    rng = random.Random(seed)
    state = game.new(players=players, seed=seed, options={})
    log, states = [], [state.to_dict()]
    while not state.is_over and len(log) < 5000:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append(LoggedAction(len(log) + 1, seat, game.encode(action)))
        states.append(state.to_dict())
    assert state.is_over
    return players, log, states


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_position_of_a_game_replays_in_any_order(name):
    players, log, states = _played(name, seed=7)
    replay = Replay(name, seed=7, options={}, players=players, actions=log)
    assert len(replay) == len(log)
    assert [p.state.to_dict() for p in replay.positions(check=True)] == states
    # stepping as the replay buttons do: forward, back, jumps (checkpoints on the way)
    for step in (len(log), 0, 1, len(log) // 2, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, len(log) - 1, 3):
        step = max(0, min(step, len(log)))
        position = replay.at(step)
        assert position.step == step and position.state.to_dict() == states[step]
        assert position.action == (log[step - 1] if step else None)
    assert replay.at(len(log) + 10).step == len(log) and replay.at(-3).step == 0
    assert verify(replay, states[-1]).is_over


def test_a_tampered_log_or_final_state_is_caught_at_its_step():
    players, log, states = _played("tinygame", seed=3)
    with pytest.raises(ReplayError, match="differs from the stored final snapshot"):
        verify(Replay("tinygame", seed=3, options={}, players=players, actions=log), states[-2])
    # the last action played by another seat: not that seat's to make
    bad = log[:-1] + [LoggedAction(log[-1].seq, (log[-1].seat + 1) % players, log[-1].action)]
    with pytest.raises(ReplayError) as caught:
        verify(Replay("tinygame", seed=3, options={}, players=players, actions=bad), states[-1])
    assert caught.value.step == len(log)
    # a different seed deals other cards: some logged card is not in the hand
    with pytest.raises(ReplayError):
        verify(Replay("tinygame", seed=4, options={}, players=players, actions=log), states[-1])
    with pytest.raises(ReplayError, match="gap"):
        Replay("tinygame", seed=3, options={}, players=players, actions=log[:2] + log[3:])
    with pytest.raises(ReplayError, match="does not decode"):
        Replay("tinygame", seed=3, options={}, players=players,
               actions=[LoggedAction(1, 0, "\u2603nonsense")]).at(1)


async def _stored_game(store: Store, seed: int) -> int:
    """A finished game written through the store's own path, as the bot writes it."""
    players, log, states = _played("tinygame", seed)
    tid = await store.create_table(guild_id=1, channel_id=100 + seed, game="tinygame", options={}, seed=seed,
                                   host_id=10, host_name="a")
    seats = [SeatRow(i, 10 + i, f"p{i}") for i in range(players)]
    await store.start_table(tid, seats, Snapshot(0, states[0]), (1e10, None))
    game = GAMES["tinygame"]
    for logged in log:
        last = logged.seq == len(log)
        finish = None
        if last:
            outcome = game.from_dict(states[-1]).outcome()
            finish = Finish(1, "tinygame", [ResultRow(r.seat, 10 + r.seat, r.place, r.won, r.score, {}) for r in outcome])
        await store.record_action(tid, seat=logged.seat, user_id=None, action=logged.action, source="player",
                                  snapshot=Snapshot(logged.seq, states[logged.seq]), finish=finish)
    return tid


async def test_the_e2e_check_replays_finished_tables_and_names_a_bad_one(tmp_path):
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    record_every_snapshot(path)
    try:
        good = await _stored_game(store, seed=1)
        bad = await _stored_game(store, seed=2)
        running = await store.create_table(guild_id=1, channel_id=5, game="tinygame", options={}, seed=9,
                                           host_id=10, host_name="a")
        assert (await store.table(good)).status == "finished" and (await store.table(running)).status == "lobby"
        steps = len(await store.actions(good)) + len(await store.actions(bad)) + 2  # and each game's deal
        assert check_database(path) == (2, steps, []), "every stored step compared"
        # a snapshot stored on the way that the log does not lead to is named by its step
        with sqlite3.connect(path) as db:
            stored = json.loads(db.execute(f"SELECT state FROM {HISTORY} WHERE table_id = ? AND seq = 2",
                                           (good,)).fetchone()[0])
            db.execute(f"UPDATE {HISTORY} SET state = ? WHERE table_id = ? AND seq = 2",
                       (json.dumps(dict(stored, turn=(stored.get("turn", 0) + 1) % 2)), good))
        assert check_database(path)[2] == [f"bot.sqlite3: table {good} (tinygame): step 2 differs from the "
                                           "snapshot stored at that step"]
        with sqlite3.connect(path) as db:
            db.execute(f"UPDATE {HISTORY} SET state = ? WHERE table_id = ? AND seq = 2", (json.dumps(stored), good))
        # a stored final snapshot that the log does not lead to
        last = (await store.snapshot(bad)).state
        tampered = dict(last, turn=(last.get("turn", 0) + 1) % 2)
        async with store.transaction() as db:  # the test corrupts what the bot wrote
            await db.execute("UPDATE snapshots SET state = ? WHERE table_id = ?", (json.dumps(tampered), bad))
    finally:
        await store.close()
    replayed, _, problems = check_database(path)
    assert replayed == 2 and len(problems) == 1 and f"table {bad} " in problems[0]


async def test_a_replay_button_pressed_by_someone_else_is_refused():
    # Discord shows an ephemeral replay to its viewer only; the custom id names
    # the viewer anyway, so a click by anyone else changes nothing.
    from types import SimpleNamespace

    from bot.errors import GameError
    from cogs.replay import Replays, replay_id

    cog = Replays(SimpleNamespace(store=None))
    stranger = SimpleNamespace(user=SimpleNamespace(id=2))
    assert replay_id(5, 1, 3, "next") == "rp:5:1:3:next"
    with pytest.raises(GameError, match="opened by someone else.*/replay table:5"):
        await cog.button(stranger, 5, 1, 3, "next")  # type: ignore[arg-type]


def test_bench_script_prints_its_figures(capsys):
    from bench import replays

    assert replays.main(["--games", "tinygame", "--games-per", "1", "--jumps", "5"]) == 0
    out = capsys.readouterr().out
    for figure in ("verify ms", "last cold", "step p95", "page p95", "tinygame"):
        assert figure in out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_marks_and_stretches_of_any_game(name):
    """Where a replay's steps end and chapters begin, and a step's moves: the
    same positions and events as replaying move by move."""
    from bot.replays import marks
    from cogs.present import presenter_for

    players, log, states = _played(name, seed=11)
    replay = Replay(name, seed=11, options={}, players=players, actions=log)
    presenter = presenter_for(name)
    found = marks(replay, presenter.replay_stops, presenter.replay_chapters)
    kinds = [{e.kind for e in p.events} for p in Replay(name, seed=11, options={}, players=players,
                                                        actions=log).positions()]
    expected = [i for i, k in enumerate(kinds) if i and (not presenter.replay_stops or k & presenter.replay_stops)]
    assert list(found.stops) == expected + ([len(log)] if len(log) not in expected else [])
    assert list(found.chapters) == [i for i, k in enumerate(kinds) if k & presenter.replay_chapters]
    if presenter.replay_stops:
        assert len(found.stops) <= len(log) / 2, "a step is several moves (a two-player trick: two)"
    for step in (0, 1, len(log) // 2, len(log)):
        assert found.after(step) == next((s for s in found.stops if s > step), len(log))
        assert found.before(step) == next((s for s in reversed(found.stops) if s < step), 0)
        start = found.before(step)
        position, moves = replay.stretch(start, step)
        assert position.step == step and position.state.to_dict() == states[step]
        assert [m.seq for m, _ in moves] == list(range(start + 1, step + 1))
