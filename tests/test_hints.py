"""The hint's one line of why (cogs/hints.py): the game's HINT_TEXTS sentence
with its placeholders filled, seats named by their players; a missing or
ill-fitting text gives no line rather than a broken one."""

from __future__ import annotations

import games.ai
from bot.store import SeatRow, TableRow
from bot.tables import Table
from cogs import hints


class _Player:
    HINT_TEXTS = {"hint.x.lead": "Lead low: {target_seat} is short in {colour}.", "hint.x.bad": "Oops {missing}."}


def _table() -> Table:
    row = TableRow(id=1, guild_id=1, channel_id=1, game="somnia", options={}, seed=1, status="running", host_id=1,
                   message_id=None, turn_seconds=None, created_at=0.0, started_at=None, ended_at=None)
    return Table(row, [SeatRow(0, 1, "alice"), SeatRow(1, None, "Dreambot 1 (hard)", is_ai=True, ai_level="hard")],
                 store=None)  # type: ignore[arg-type]


def test_the_reason_is_the_games_sentence_with_seats_named(monkeypatch):
    monkeypatch.setattr(games.ai, "player", lambda game: _Player)
    table = _table()
    data = hints._named(table, {"target_seat": 1, "colour": "red", "seat_count": 3})
    assert hints.reason_text("somnia", "hint.x.lead", data) == "Lead low: Dreambot 1 (hard) is short in red."
    assert data["seat_count"] == 3, "only seats are named"
    assert hints.reason_text("somnia", "hint.x.bad", {}) == "", "a text that does not fit its data says nothing"
    assert hints.reason_text("somnia", "hint.x.unknown", {}) == ""
    assert table.practice, "a table with a bot seat is practice"


def test_a_somna_hint_names_the_player_it_is_about():
    # Somna's reasons are about a seat: the line names its player, never a seat number.
    from games.somna import ai as somna_ai
    reason = next(key for key, text in somna_ai.HINT_TEXTS.items() if "{seat}" in text)
    line = hints.reason_text("somna", reason, hints._named(_table(), {"seat": 1}))
    assert "Dreambot 1 (hard)" in line and "{" not in line
