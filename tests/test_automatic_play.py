"""The table's automatic play (bot and away seats), its stale-click rule and
its declared decisions, on the real store and table manager with variants of
the tiny game.

The "sticky" variant keeps a seat that has bid in ``to_act()`` with the same
choices until everyone has bid (as Somna's night does) so a bid can be
changed: the shape that made automatic play loop for ever. The "steps"
variant makes each turn two sub-steps (play a card, then end the turn), one
declared decision, as Somnikum's turns are."""

from __future__ import annotations

import logging
import sqlite3
import time
from typing import Any, Hashable

import pytest

import games
from bot import manager as manager_module
from bot import tables as tables_module
from bot.errors import AlreadyDone, SaveFailed, StaleChoice
from bot.manager import TableManager
from bot.store import Store
from games.base import Decision, Event, public
from tests.tinygame import Bid, Pass, Play, TinyGame, TinyState


class StickyState(TinyState):
    def to_act(self) -> list[int]:
        if self.bidding:
            return list(range(self.players))
        return super().to_act()

    def _legal_actions(self, seat: int) -> list[Hashable]:
        return [Bid(0), Bid(1)] if self.bidding else super()._legal_actions(seat)

    def default_action(self, seat: int) -> Hashable:
        # keeps a cast bid, as Somna keeps a cast vote
        if self.bidding and self.bids[seat] is not None:
            return Bid(self.bids[seat])
        return super().default_action(seat)


class AwaitingState(StickyState):
    def awaiting(self) -> list[int]:
        if self.bidding:
            return [s for s, b in enumerate(self.bids) if b is None]
        return self.to_act()


class StepsState(TinyState):
    """A turn is two sub-steps, one decision: play a card, then end the turn."""

    def _legal_actions(self, seat: int) -> list[Hashable]:
        if self.bidding:
            return super()._legal_actions(seat)
        if len(self.played[seat]) > self.passes[seat]:
            return [Pass()]
        return [Play(c) for c in self.hands[seat]]

    def _apply(self, seat: int, action: Hashable) -> list[Event]:
        if isinstance(action, Play):
            self.hands[seat].remove(action.card)
            self.played[seat].append(action.card)
            return [public("played", seat=seat, card=action.card)]  # the turn goes on
        return super()._apply(seat, action)

    @property
    def is_over(self) -> bool:
        return not any(self.hands) and sum(self.passes) == sum(map(len, self.played))

    def decision(self) -> Decision | None:
        if self.bidding or self.is_over:
            return super().decision()
        return Decision(sum(self.passes), (self.turn,), steps=True)


def _game(name: str, state_cls: type) -> TinyGame:
    class Variant(TinyGame):
        def _new(self, players: int, seed: int | str, options: dict[str, Any]) -> TinyState:
            return state_cls(players, seed, options)

        def from_dict(self, d):
            s = super().from_dict(d)
            s.__class__ = state_cls
            return s

    Variant.name = name
    game = Variant()
    state_cls.game = game
    return game


async def _manager(target, monkeypatch):
    for name, cls in (("sticky", StickyState), ("awaiting", AwaitingState), ("steps", StepsState)):
        monkeypatch.setitem(games.GAMES, name, _game(name, cls))
    monkeypatch.setattr(tables_module, "GAMES", games.GAMES)
    store = await Store.open(target)
    mgr = TableManager(store)
    yield mgr
    await mgr.close()
    await store.close()


@pytest.fixture
async def manager(database, monkeypatch):
    """On each backend in turn."""
    async for mgr in _manager(database.url, monkeypatch):
        yield mgr


@pytest.fixture
async def sqlite_manager(tmp_path, monkeypatch):
    """For the tests that make SQLite fail with a trigger."""
    async for mgr in _manager(tmp_path / "bot.sqlite3", monkeypatch):
        yield mgr


HUMAN = 30


async def _start(mgr: TableManager, game: str, *, ai: int, humans: int = 1, away: tuple[int, ...] = ()):
    table = await mgr.open_lobby(guild_id=1, channel_id=2, game=game, options={}, host_id=HUMAN, host_name="h")
    for i in range(1, humans):
        await mgr.join(table.id, HUMAN + i, f"h{i}")
    for _ in range(ai):
        await mgr.add_ai(table.id, HUMAN, True)
    for seat in away:
        table.seats[seat].away = True
    result = await mgr.start(table.id, HUMAN, True)
    return table, result


async def test_an_automatic_move_that_changes_nothing_is_not_played(manager, caplog):
    # seats 1 and 2 are bots; the engine does not say who already answered
    caplog.set_level(logging.ERROR, logger="bot.tables")
    table, result = await _start(manager, "sticky", ai=2)
    rows = await manager.store.actions(table.id)
    assert [(r["seat"], r["source"]) for r in rows] == [(1, "ai"), (2, "ai")]
    assert [s.seat for s in result.steps] == [1, 2]
    assert "seat 1 changed nothing" in caplog.text and "seat 2 changed nothing" in caplog.text
    # the table is not held: the human's bid goes through and ends the bidding
    await manager.act(table.id, HUMAN, "b1", table.seq)
    assert not table.state.bidding


async def test_a_bot_answers_once_per_decision_where_the_engine_says_who_is_awaited(manager, caplog):
    caplog.set_level(logging.ERROR, logger="bot.tables")
    table, _ = await _start(manager, "awaiting", ai=2)
    rows = await manager.store.actions(table.id)
    assert [(r["seat"], r["source"]) for r in rows] == [(1, "ai"), (2, "ai")]
    assert "changed nothing" not in caplog.text


async def test_automatic_play_is_bounded_per_trigger(manager, monkeypatch, caplog):
    monkeypatch.setattr(tables_module, "MAX_AUTOMATIC_STEPS", 4)
    caplog.set_level(logging.WARNING, logger="bot.tables")
    # every seat plays by default: the game must not run out in one burst
    table, _ = await _start(manager, "tinygame", ai=2, away=(0,))
    assert len(await manager.store.actions(table.id)) == 4
    assert "automatic moves in a row" in caplog.text
    # the deadline plays on, again bounded
    await manager.fire(table)
    count = len(await manager.store.actions(table.id))
    assert 4 < count <= 4 + 1 + 4


async def test_a_second_click_of_an_answered_prompt_is_already_done(manager):
    table, _ = await _start(manager, "awaiting", ai=0, humans=3)
    drawn = table.seq  # everyone's bid prompt
    await manager.act(table.id, HUMAN, "b1", drawn)
    # the same click again: the seat's choices are the same, yet it counted once
    with pytest.raises(AlreadyDone):
        await manager.act(table.id, HUMAN, "b1", drawn)
    with pytest.raises(AlreadyDone):
        await manager.act(table.id, HUMAN, "b0", drawn)
    assert len(await manager.store.actions(table.id)) == 1
    # another seat's answer does not make the others' prompts stale
    await manager.act(table.id, HUMAN + 1, "b0", drawn)
    # a prompt drawn after the answer may change it (the game allows that)
    await manager.act(table.id, HUMAN, "b0", table.seq)
    assert table.state.bids[0] == 0
    assert len(await manager.store.actions(table.id)) == 3


async def test_a_click_from_an_earlier_turn_is_stale(manager):
    table, _ = await _start(manager, "tinygame", ai=0, humans=2)
    await manager.act(table.id, HUMAN, "b0", table.seq)
    await manager.act(table.id, HUMAN + 1, "b0", table.seq)
    before_turn = table.seq  # both have bid; a prompt drawn now is the first mover's
    first = table.to_act()[0]
    await manager.act(table.id, table.user_of(first), table.game.encode(table.state.legal_actions(first)[0]),
                      before_turn)
    second = table.to_act()[0]
    assert second != first
    with pytest.raises(StaleChoice) as caught:
        await manager.act(table.id, table.user_of(second),
                          table.game.encode(table.state.legal_actions(second)[0]), before_turn)
    assert not isinstance(caught.value, AlreadyDone), "the seat did not act after that prompt was drawn"


async def _bid_all(mgr: TableManager, table, humans: int) -> None:
    for i in range(humans):
        await mgr.act(table.id, HUMAN + i, "b0", table.seq)


async def test_a_multi_step_turn_is_one_decision_with_one_deadline(manager):
    table, _ = await _start(manager, "steps", ai=0, humans=2)
    for i in range(2):  # ending the turn is their only move: they asked to be asked anyway
        await manager.store.set_ask_forced(HUMAN + i, True)
    await _bid_all(manager, table, 2)
    first = table.to_act()[0]
    due = table.due_at
    card = table.game.encode(table.state.legal_actions(first)[0])
    result = await manager.act(table.id, table.user_of(first), card, table.seq)
    assert not result.new_decision, "a sub-step of a turn is no new decision: no ping"
    assert table.due_at == due, "the turn keeps its one deadline"
    assert result.prompts == {first: table.seq}, "the sub-step's new choices are a new prompt"
    result = await manager.act(table.id, table.user_of(first), "x", table.seq)
    assert result.new_decision and table.to_act() == [1 - first]
    assert table.due_at is not None and table.due_at >= due


async def test_a_deadline_finishes_a_multi_step_turn_by_defaults_and_counts_one_timeout(manager):
    table, _ = await _start(manager, "steps", ai=0, humans=2)
    await _bid_all(manager, table, 2)
    first = table.to_act()[0]
    await manager.fire(table)
    rows = (await manager.store.actions(table.id))[2:]
    assert [(r["seat"], r["source"]) for r in rows] == [(first, "timeout"), (first, "timeout")]
    assert [r["action"][0] for r in rows] == ["p", "x"], "the card, then the end of the turn"
    assert table.to_act() == [1 - first], "the next seat's turn has begun"
    seat = table.seats[first]
    assert (seat.timeouts, seat.away) == (1, False), "one turn run out is one timeout, not one per sub-step"


async def test_a_deadline_plays_a_seat_once_per_prompt_where_the_engine_does_not_say_who_answered(manager):
    # sticky bids: every seat stays in to_act() and awaiting() after bidding
    table, _ = await _start(manager, "sticky", ai=0, humans=3)
    await manager.act(table.id, HUMAN, "b1", table.seq)
    await manager.fire(table)
    rows = (await manager.store.actions(table.id))[1:]
    assert [(r["seat"], r["source"]) for r in rows] == [(0, "timeout"), (1, "timeout"), (2, "timeout")]
    assert table.state.bids == [1, 0, 0]


async def test_an_answer_within_a_decision_hashes_only_the_actors_choices(manager, monkeypatch):
    table, _ = await _start(manager, "awaiting", ai=0, humans=3)
    hashed = []
    real = tables_module._signature
    monkeypatch.setattr(tables_module, "_signature",
                        lambda game, actions: hashed.append(actions) or real(game, actions))
    await manager.act(table.id, HUMAN + 1, "b1", table.seq)
    assert hashed == [[Bid(0), Bid(1)]], "the other bidders' choices cannot have changed"
    hashed.clear()
    await manager.act(table.id, HUMAN, "b1", table.seq)
    await manager.act(table.id, HUMAN + 2, "b0", table.seq)
    first = table.to_act()[0]
    assert hashed == [[Bid(0), Bid(1)], table.state.legal_actions(first)], \
        "the last bid starts the turns: the seat to play gets its choices, the others lose theirs"
    assert [bool(sig) for sig in table.meta["sigs"]] == [seat == first for seat in range(3)]


class SecretStepsState(StepsState):
    """Who acts is secret (as at Somna's night)."""

    def secret_turns(self) -> bool:
        return not self.bidding


async def test_a_forced_move_plays_itself_and_says_so_unless_the_player_asks(manager, tmp_path):
    table, _ = await _start(manager, "steps", ai=0, humans=2)
    await _bid_all(manager, table, 2)
    first = table.to_act()[0]
    card = table.game.encode(table.state.legal_actions(first)[0])
    result = await manager.act(table.id, table.user_of(first), card, table.seq)
    # ending the turn was the only legal move: the table played it at once
    assert [(s.seat, s.source) for s in result.steps] == [(first, "player"), (first, "forced")]
    assert result.new_decision and table.to_act() == [1 - first] and first not in result.prompts
    rows = (await manager.store.actions(table.id))[2:]
    assert [(r["seat"], r["source"], r["action"]) for r in rows] == [(first, "player", card), (first, "forced", "x")]
    # a player who asks to be asked gets the prompt, and the preference survives a restart
    second = table.to_act()[0]
    await manager.store.set_ask_forced(table.user_of(second), True)
    again = await Store.open(manager.store.url)
    assert again.asks_forced(table.user_of(second)) and not again.asks_forced(table.user_of(first))
    await again.close()
    card = table.game.encode(table.state.legal_actions(second)[0])
    result = await manager.act(table.id, table.user_of(second), card, table.seq)
    assert [s.source for s in result.steps] == ["player"] and result.prompts == {second: table.seq}


async def test_a_forced_move_in_a_secret_phase_waits_for_the_player(manager, monkeypatch):
    monkeypatch.setitem(games.GAMES, "secret_steps", _game("secret_steps", SecretStepsState))
    table = await manager.open_lobby(guild_id=1, channel_id=3, game="secret_steps", options={}, host_id=HUMAN,
                                     host_name="h")
    await manager.join(table.id, HUMAN + 1, "h1")
    await manager.start(table.id, HUMAN, True)
    await _bid_all(manager, table, 2)
    first = table.to_act()[0]
    card = table.game.encode(table.state.legal_actions(first)[0])
    result = await manager.act(table.id, table.user_of(first), card, table.seq)
    assert [s.source for s in result.steps] == ["player"], "an answer at once would tell who acts"
    assert table.state.legal_actions(first) == [Pass()] and result.prompts == {first: table.seq}


async def test_a_deadline_whose_default_cannot_be_saved_changes_nothing_and_is_tried_again(sqlite_manager):
    manager = sqlite_manager
    table, _ = await _start(manager, "tinygame", ai=0, humans=2)
    seq, state = table.seq, table.state.to_dict()
    with sqlite3.connect(manager.store.path) as db:
        db.execute("CREATE TRIGGER fail BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")
    table.due_at = time.time() - 1  # the deadline passed
    await manager.fire(table)
    # the missed turn was not counted: nothing of the default happened
    assert (table.seq, table.state.to_dict()) == (seq, state)
    assert [(s.timeouts, s.away) for s in table.seats] == [(0, False), (0, False)]
    assert time.time() < table.due_at <= time.time() + manager_module.SAVE_RETRY_SECONDS
    assert table.id in manager._timers, "the deadline is armed again"
    with sqlite3.connect(manager.store.path) as db:
        db.execute("DROP TRIGGER fail")
    table.due_at = time.time() - 1
    await manager.fire(table)
    assert table.seq > seq and [s.timeouts for s in table.seats] == [1, 1]


async def test_a_bot_move_that_cannot_be_saved_leaves_the_players_saved_click_standing(sqlite_manager):
    manager = sqlite_manager
    def trigger(when: str) -> None:
        with sqlite3.connect(manager.store.path) as db:
            db.execute("DROP TRIGGER IF EXISTS fail")
            db.execute(f"CREATE TRIGGER fail BEFORE INSERT ON actions {when} "
                       "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")

    trigger("WHEN NEW.source = 'ai'")
    table, result = await _start(manager, "tinygame", ai=1, humans=1)
    assert table.running and result.save_failed and table.state.bids == [None, None], "the bot's bid waits"
    # a click whose own save fails changes nothing, its seat's timeout count included
    trigger("")
    table.seats[0].timeouts = 1
    with pytest.raises(SaveFailed):
        await manager.act(table.id, HUMAN, "b1", table.seq)
    assert table.seats[0].timeouts == 1 and table.state.bids == [None, None]
    # the click saves, the bot's answer after it does not: the click stands and is answered as such
    trigger("WHEN NEW.source = 'ai'")
    result = await manager.act(table.id, HUMAN, "b1", table.seq)
    assert result.save_failed and [s.source for s in result.steps] == ["player"]
    assert table.state.bids == [1, None] and table.seats[0].timeouts == 0
    assert [r["source"] for r in await manager.store.actions(table.id)] == ["player"]
