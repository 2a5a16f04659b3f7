"""bench/words.py counts prose left in code and nothing else."""

from __future__ import annotations

import ast
import subprocess
import sys

from bench.words import _literals, ROOT

SOURCE = '''
"""A module docstring is not counted."""
import logging
log = logging.getLogger(__name__)

@app_commands.command(name="x", description="Slash command English is localised")
async def f(n):
    """Nor a function's docstring."""
    log.warning("a log line is not counted %s", n)
    assert n, "nor an assert message"
    button = Button(label="Join the table", custom_id="lobby:join:12")
    await store.execute("SELECT user_id FROM seats WHERE table_id = ?")
    key = "somnia-trick-taken"
    if n < 0:
        raise ValueError("nor a programming error")
    return f"You have {n} cards left" + t("somnia-hand-shown")
'''


def test_only_prose_counts():
    found = [text for _, text in _literals(ast.parse(SOURCE))]
    assert sorted(found) == ["Join the table", "You have  cards left"]


def test_the_script_prints_its_figures():
    done = subprocess.run([sys.executable, "-m", "bench.words", "--files", "3"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=True)
    lines = done.stdout.splitlines()
    assert lines[0].startswith("catalogue keys: en ") and "problems 0" in lines[0]
    assert lines[1].startswith("player-facing literals left in code: ")
    assert len(lines) <= 5
