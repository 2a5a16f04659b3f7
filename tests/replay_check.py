"""The determinism proof of the e2e suite: every game a test finished is
replayed from its seed and action log (``bot.replays``), every step checked
(the stored action was the seat's to make, legal, and applied), and the last
position compared with the stored final snapshot and results.

``tests/e2e/conftest.py`` runs it after every e2e test, once the test's bots
have stopped, over every SQLite file the test left under its ``tmp_path``.
"""

from __future__ import annotations

from pathlib import Path

from bot.replays import LoggedAction, Replay, ReplayError, verify
from tests.soak.db import TableDump, dump


def replay_of(t: TableDump) -> Replay:
    return Replay(t.game, seed=t.seed, options=t.options, players=len(t.seats),
                  actions=[LoggedAction(seq, seat, action, source) for seq, seat, _user, action, source in t.actions])


def check_table(t: TableDump) -> str | None:
    """Why the table does not replay, or None when it does."""
    if t.snapshot is None:
        return "finished without a snapshot"
    seq, final = t.snapshot
    if seq != len(t.actions):
        return f"the snapshot is at seq {seq} but the log holds {len(t.actions)} actions"
    try:
        state = verify(replay_of(t), final)
    except ReplayError as exc:
        return str(exc)
    if not state.is_over:
        return "the replayed game is not over, yet the table is finished"
    return None


def check_database(path: Path) -> tuple[int, list[str]]:
    """(finished games replayed, problems) for one bot database."""
    # A finished table with neither a snapshot nor a single action was never
    # played: its results were written straight through the store by a test
    # of what reads them (tests/e2e/test_ratings.py). Every played game has both.
    tables = [t for t in dump(path).values() if t.status == "finished" and (t.snapshot or t.actions)]
    problems = [f"{path.name}: table {t.id} ({t.game}): {why}" for t in tables if (why := check_table(t))]
    return len(tables), problems


def check_folder(folder: Path) -> tuple[int, list[str]]:
    replayed, problems = 0, []
    for path in sorted(folder.rglob("*.sqlite3")):
        n, found = check_database(path)
        replayed += n
        problems += found
    return replayed, problems
