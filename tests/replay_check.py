"""The determinism proof of the e2e suite: every game a test finished is
replayed from its seed and action log (``bot.replays``), every step checked
(the stored action was the seat's to make, legal, and applied), and every
position compared with the snapshot the bot stored at that step, the last
one with the stored final snapshot.

The store keeps only a table's newest snapshot, so ``record_every_snapshot``
(called by ``tests/dreambot.start`` on the bot's SQLite file) adds a trigger
that copies each snapshot the bot writes into a history table of the test's
own. ``tests/e2e/conftest.py`` runs the check after every e2e test, once the
test's bots have stopped, over every SQLite file under its ``tmp_path``.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from bot.replays import LoggedAction, Replay, ReplayError, verify
from tests.soak.db import TableDump, dump

# What the check compared in this process (its summary line: tests/conftest.py,
# which adds up the xdist workers' totals).
TOTALS = {"games": 0, "steps": 0}


def replay_of(t: TableDump) -> Replay:
    return Replay(t.game, seed=t.seed, options=t.options, players=len(t.seats),
                  actions=[LoggedAction(seq, seat, action, source) for seq, seat, _user, action, source in t.actions])


HISTORY = "test_snapshot_history"
_RECORD = (
    f"CREATE TABLE IF NOT EXISTS {HISTORY} (table_id INTEGER, seq INTEGER, state TEXT, PRIMARY KEY (table_id, seq))",
    *(f"CREATE TRIGGER IF NOT EXISTS {HISTORY}_{when} AFTER {when} ON snapshots BEGIN "
      f"INSERT INTO {HISTORY} VALUES (new.table_id, new.seq, new.state) "
      f"ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state; END"
      for when in ("INSERT", "UPDATE")),
)


def record_every_snapshot(path: Path) -> None:
    """Keep a copy of every snapshot the bot stores in this file (the store
    itself keeps the newest only). Idempotent; call once the schema exists."""
    with sqlite3.connect(str(path), timeout=10) as conn:
        for statement in _RECORD:
            conn.execute(statement)


def _history(path: Path) -> dict[int, dict[int, dict]]:
    """Every recorded snapshot of the file: table -> seq -> state."""
    with sqlite3.connect(str(path), timeout=10) as conn:
        try:
            rows = conn.execute(f"SELECT table_id, seq, state FROM {HISTORY}").fetchall()
        except sqlite3.OperationalError:  # a database no test recorded
            return {}
    out: dict[int, dict[int, dict]] = {}
    for table_id, seq, state in rows:
        out.setdefault(table_id, {})[seq] = json.loads(state)
    return out


def check_table(t: TableDump, history: dict[int, dict] | None = None) -> tuple[str | None, int]:
    """(why the table does not replay or None, how many stored steps were
    compared on the way)."""
    if t.snapshot is None:
        return "finished without a snapshot", 0
    seq, final = t.snapshot
    if seq != len(t.actions):
        return f"the snapshot is at seq {seq} but the log holds {len(t.actions)} actions", 0
    replay, compared = replay_of(t), 0
    try:
        for position in replay.positions(check=True):
            stored = (history or {}).get(position.step)
            if stored is not None:
                compared += 1
                if json.loads(json.dumps(position.state.to_dict())) != stored:
                    return f"step {position.step} differs from the snapshot stored at that step", compared
        state = verify(replay, final)
    except ReplayError as exc:
        return str(exc), compared
    if not state.is_over:
        return "the replayed game is not over, yet the table is finished", compared
    return None, compared


def check_database(path: Path) -> tuple[int, int, list[str]]:
    """(finished games replayed, stored steps compared, problems) for one bot database."""
    # A finished table with neither a snapshot nor a single action was never
    # played: its results were written straight through the store by a test
    # of what reads them (tests/e2e/test_ratings.py). Every played game has both.
    tables = [t for t in dump(path).values() if t.status == "finished" and (t.snapshot or t.actions)]
    problems, steps, history = [], 0, _history(path)
    for t in tables:
        why, compared = check_table(t, history.get(t.id))
        steps += compared
        if why:
            problems.append(f"{path.name}: table {t.id} ({t.game}): {why}")
    return len(tables), steps, problems


def check_folder(folder: Path) -> tuple[int, int, list[str]]:
    replayed, steps, problems = 0, 0, []
    for path in sorted(folder.rglob("*.sqlite3")):
        n, compared, found = check_database(path)
        replayed += n
        steps += compared
        problems += found
    return replayed, steps, problems
