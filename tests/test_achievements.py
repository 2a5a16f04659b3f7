"""Achievements: the shipped data files, the condition tests, and awards
decided from real engines' outcomes and final public views."""

from __future__ import annotations

import random

import pytest

import games.datafiles
from bot import achievements
from bot.achievements import earned, for_game
from games import GAMES
from games.base import SeatResult
from games.datafiles import DataError

SHIPPED = ("somnia", "traumland", "somna", "somnikum", "darkly_dreaming")


@pytest.mark.parametrize("game", SHIPPED)
def test_every_game_declares_two_to_four(game):
    found = for_game(game)
    assert 2 <= len(found) <= 4
    assert all(a.name and a.description and a.when for a in found)


def test_a_game_without_a_file_has_none():
    assert for_game("tinygame") == ()


def _seat(seat: int, place: int = 2, won: bool = False, **details) -> SeatResult:
    return SeatResult(seat, place, won, 0.0, details)


def test_somnia_by_a_thread_and_untouched():
    outcome = [_seat(0, 1, True, lives=3, deals=4), _seat(1, 2, False, lives=1, deals=4),
               _seat(2, 3, False, lives=0, deals=4)]
    assert earned("somnia", outcome, {}) == {0: ["untouched"], 1: ["by_a_thread"]}
    long = [_seat(0, 1, True, lives=2, deals=6), _seat(1, 2, False, lives=0, deals=6)]
    assert earned("somnia", long, {}) == {0: ["long_night"], 1: ["long_night"]}


def test_the_demon_alone_needs_no_witch_alive():
    def table(witch_alive: bool) -> list[SeatResult]:
        return [_seat(0, 1, True, role="demon", faction="evil", alive=True),
                _seat(1, 1, True, role="witch", faction="evil", alive=witch_alive),
                _seat(2, 2, False, role="priest", faction="village", alive=False)]

    assert "alone_in_the_dark" in earned("somna", table(witch_alive=False), {})[0]
    assert 0 not in earned("somna", table(witch_alive=True), {}), "a living Witch: no award"
    assert earned("somna", table(witch_alive=True), {})[1] == ["seduced"]


def test_a_missing_detail_fails_its_test():
    assert earned("somnia", [_seat(0, 1, True), _seat(1, 2)], {}) == {}


def _playout(name: str, players: int, seed: int):
    state = GAMES[name].new(players=players, seed=seed, options={})
    rng = random.Random(seed)
    while not state.is_over:
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_traumland_says_who_took_the_12_card_from_someone_else():
    for seed in range(60):
        state = _playout("traumland", 4, seed)
        if len(state.reached_12) > 1:
            break
    else:
        pytest.fail("no game in 60 where two players reached 12")
    first, holder = state.reached_12[0], state.holder_of_12
    outcome = state.outcome()
    assert holder == state.reached_12[-1] != first
    assert [r.details["took_12"] for r in outcome] == [s == holder for s in range(4)]
    won = earned("traumland", outcome, state.view(None))
    assert won[holder] == ["stolen_summit"] and won[first] == ["so_close"]


def test_the_somna_demon_award_from_a_real_game():
    for seed in range(40):
        state = _playout("somna", 7, seed)
        view = state.view(None)
        alone = state.winner == "evil" and not any(view["roles"][s] == "witch" for s in view["alive"])
        if alone:
            break
    else:
        pytest.fail("no evil win without a living Witch in 40 games")
    demon = view["roles"].index("demon")
    assert "alone_in_the_dark" in earned("somna", state.outcome(), view)[demon]


def test_bad_data_is_refused_with_the_file_named(tmp_path, monkeypatch):
    (tmp_path / "badgame").mkdir()
    (tmp_path / "badgame" / "achievements.toml").write_text(
        '[[achievement]]\nkey = "x"\nname = "X"\ndescription = "d"\nwhen = { "detail.lives" = 1 }\n')
    monkeypatch.setattr(games.datafiles, "DATA_DIR", tmp_path)
    monkeypatch.setattr(achievements, "DATA_DIR", tmp_path)
    achievements.for_game.cache_clear()
    try:
        with pytest.raises(DataError, match="badgame/achievements.toml.*unknown path 'detail.lives'"):
            for_game("badgame")
    finally:
        achievements.for_game.cache_clear()


def test_a_finished_table_awards_human_seats_only():
    from bot.store import SeatRow, TableRow
    from bot.tables import Table

    for seed in range(60):
        state = _playout("traumland", 4, seed)
        if len(state.reached_12) > 1:
            break
    holder, first = state.holder_of_12, state.reached_12[0]
    row = TableRow(id=1, guild_id=5, channel_id=6, game="traumland", options={}, seed=seed, status="running",
                   host_id=100, message_id=None, turn_seconds=None, created_at=0.0, started_at=0.0, ended_at=None)
    seats = [SeatRow(s, None, f"Dreambot {s}", is_ai=True) if s == first else SeatRow(s, 100 + s, f"p{s}")
             for s in range(4)]
    finish = Table(row, seats, store=None, state=state).finish_record()  # type: ignore[arg-type]
    won = earned("traumland", state.outcome(), state.view(None))
    assert won[first] == ["so_close"] and won[holder] == ["stolen_summit"]
    assert finish.achievements == [(100 + s, key) for s, keys in sorted(won.items()) if s != first for key in keys]
    assert (100 + holder, "stolen_summit") in finish.achievements, "the bot's So Close is nobody's"
    assert [r.user_id for r in finish.results] == [None if s == first else 100 + s for s in range(4)]


def test_comparisons_and_the_final_view(tmp_path, monkeypatch):
    (tmp_path / "testgame").mkdir()
    (tmp_path / "testgame" / "achievements.toml").write_text("""
[[achievement]]
key = "crowded"
name = "Crowded"
description = "Win at a table of four or more, with a red card on top at the end."
when = { won = true, players = { min = 4 }, "view.top.colour" = { in = ["red", "pink"] } }

[[achievement]]
key = "collector"
name = "Collector"
description = "End holding a 7 and no 1, in any place but last."
when = { "details.held" = { has = 7, lacks = 1 }, place = { max = 3, ne = 4 } }
""")
    monkeypatch.setattr(games.datafiles, "DATA_DIR", tmp_path)
    monkeypatch.setattr(achievements, "DATA_DIR", tmp_path)
    achievements.for_game.cache_clear()
    try:
        outcome = [_seat(0, 1, True, held=[7, 2]), _seat(1, 2, False, held=[7, 1]), _seat(2, 3, False, held=[7]),
                   _seat(3, 4, False, held=[7])]
        assert earned("testgame", outcome, {"top": {"colour": "red"}}) == {0: ["crowded", "collector"],
                                                                         2: ["collector"]}
        assert earned("testgame", outcome, {"top": {"colour": "blue"}}) == {0: ["collector"], 2: ["collector"]}
        assert earned("testgame", outcome, {}) == {0: ["collector"], 2: ["collector"]}, "no such view key: fails"
        assert earned("testgame", outcome[:3], {"top": {"colour": "red"}}) == {0: ["collector"], 2: ["collector"]}
    finally:
        achievements.for_game.cache_clear()


def test_an_award_that_cannot_be_decided_does_not_keep_the_game_from_finishing(monkeypatch, caplog):
    from bot.store import SeatRow, TableRow
    from bot.tables import Table

    state = _playout("traumland", 3, 1)
    row = TableRow(id=9, guild_id=5, channel_id=6, game="traumland", options={}, seed=1, status="running",
                   host_id=100, message_id=None, turn_seconds=None, created_at=0.0, started_at=0.0, ended_at=None)

    def broken(*args):
        raise KeyError("a condition that reads what is not there")

    monkeypatch.setattr(achievements, "earned", broken)
    finish = Table(row, [SeatRow(s, 100 + s, f"p{s}") for s in range(3)], store=None,  # type: ignore[arg-type]
                   state=state).finish_record()
    assert finish.achievements == [] and len(finish.results) == 3
    assert "table 9: achievements could not be decided" in caplog.text
