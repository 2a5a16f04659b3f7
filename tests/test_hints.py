"""The hint's one line of why (cogs/hints.py): the catalogue's sentence for
the reason with its placeholders filled, seats named by their players, in the
locale spoken; a missing or ill-fitting text gives no line rather than a
broken one."""

from __future__ import annotations

from bot.store import SeatRow, TableRow
from bot.tables import Table
from cogs import hints
from words import speaking


def _table() -> Table:
    row = TableRow(id=1, guild_id=1, channel_id=1, game="somnia", options={}, seed=1, status="running", host_id=1,
                   message_id=None, turn_seconds=None, created_at=0.0, started_at=None, ended_at=None)
    return Table(row, [SeatRow(0, 1, "alice"), SeatRow(1, None, "Dreambot 1 (hard)", is_ai=True, ai_level="hard")],
                 store=None)  # type: ignore[arg-type]


def test_the_reason_is_the_games_sentence_with_seats_named():
    table = _table()
    data = hints._named(table, {"seat": 1, "target_seat": 0, "seat_count": 3})
    assert data == {"seat": "Dreambot 1 (hard)", "target_seat": "alice", "seat_count": 3}, "only seats are named"
    assert (hints.reason_text("somna", "hint.somna.spell", data)
            == "Cast your Spell on Dreambot 1 (hard) to learn whether they are the Demon.")
    assert hints.reason_text("somna", "hint.somna.spell", {}) == "", "a text that does not fit its data says nothing"
    assert hints.reason_text("somnia", "hint.x.unknown", {}) == ""
    assert table.practice, "a table with a bot seat is practice"


def test_a_hint_speaks_the_askers_language_with_its_figures():
    data = {"dice": 3, "gain": 2.5, "risk": 40}
    assert (hints.reason_text("darkly_dreaming", "hint.darkly_dreaming.stay_awake", data)
            == "Stay awake: 3 more dice are worth about 2.5 points, against a 40% chance of losing your dream.")
    with speaking("ru"):
        line = hints.reason_text("darkly_dreaming", "hint.darkly_dreaming.stay_awake", data)
    assert line.startswith("Не спите: ещё 3 кубика стоят около 2,5 очка"), line
    with speaking("de"):
        line = hints.reason_text("somna", "hint.somna.spell", {"seat": "Zoë"})
    assert line == "Sprich deinen Zauber über Zoë, um zu erfahren, ob das der Dämon ist."


def test_a_somna_hint_names_the_player_it_is_about():
    # Somna's reasons are about a seat: the line names its player, never a seat number.
    from words.keys import keys, placeholders
    key = next(key for key in keys("hint-somna-") if "seat" in placeholders(key))
    line = hints.reason_text("somna", key.replace("hint-somna-", "hint.somna.").replace("-", "_"),
                             hints._named(_table(), {"seat": 1}))
    assert "Dreambot 1 (hard)" in line and "{" not in line
