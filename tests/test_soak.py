"""The soak's quick mode (``python -m tests.soak --quick``): the real bot process on the loopback
Discord through games of every game with SIGKILLs, faults, double clicks and fuzzed custom ids.
Every failure figure must be 0; the printed report (with its evidence) is the failure message.
Run as a subprocess: the soak owns its event loop, its child processes and its temporary folder."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parent.parent


def test_quick_soak_has_no_failures():
    proc = subprocess.run([sys.executable, "-m", "tests.soak", "--quick", "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=240)
    out = proc.stdout
    assert out.strip(), f"the soak printed nothing (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
    result = json.loads(out.strip().splitlines()[-1])
    figures = result["figures"]
    report = out.rsplit("\n", 2)[0]
    # The run did something: without moves, kills and fuzz every figure would be 0 for free.
    assert figures["acknowledged actions"] > 0, report
    assert "kills: 0" not in report and "answered (ephemeral)" in report, report
    failed = {name: figures[name] for name in result["failures"] if figures[name]}
    assert not failed, f"failure figures not 0: {failed}\n{report}"
    assert proc.returncode == 0, report
