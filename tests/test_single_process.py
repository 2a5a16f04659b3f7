"""The lock that keeps a second process off a SQLite file."""

from __future__ import annotations

import os

import pytest

from bot.single_process import DatabaseInUse, ProcessLock


def test_the_lock_is_held_until_released(tmp_path):
    db = tmp_path / "var" / "bot.sqlite3"
    held = ProcessLock.take(db)
    assert (tmp_path / "var" / "bot.sqlite3.lock").read_text().strip() == str(os.getpid())
    with pytest.raises(DatabaseInUse, match=rf"pid {os.getpid()}\) is using .*bot.sqlite3"):
        ProcessLock.take(db)
    ProcessLock.take(tmp_path / "other.sqlite3").release()  # another file, another lock
    held.release()
    ProcessLock.take(db).release()
