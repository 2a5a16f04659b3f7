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


# ---------------------------------------------------------------- the verdicts on made-up records
# Quick, no bot: each check must catch the failure it names, or the soak's zeros mean nothing.

import random  # noqa: E402
from types import SimpleNamespace  # noqa: E402

from games import GAMES  # noqa: E402
from tests.loopback.model import User  # noqa: E402
from tests.soak import checks  # noqa: E402
from tests.soak.db import TableDump  # noqa: E402
from tests.soak.ledger import Click  # noqa: E402

ALICE = User(11, "alice")


def _click(text: str, drawn: int, ack: int | None, pair: int | None = None, answer: str = "") -> Click:
    ix = SimpleNamespace(ack_type=ack, original=SimpleNamespace(text=answer) if ack == 4 else None)
    return Click(1, ALICE, f"dg:1:{drawn}:a:{text}", text, drawn, 0, pair=pair, ix=ix)


def _table(actions: list[tuple[int, str]]) -> dict[int, TableDump]:
    t = TableDump(1, 5, "somnia", {}, 1, "running", seats={0: ALICE.id, 1: 12})
    t.actions = [(seq, 0, ALICE.id, text, "player") for seq, text in actions]
    return {1: t}


def test_lost_is_an_acknowledged_move_missing_from_the_log():
    moves = [_click("R7", 3, 7), _click("B2", 5, 7)]
    assert checks.lost(moves, _table([(4, "R7"), (6, "B2")])) == []
    assert [c.text for c in checks.lost(moves, _table([(4, "R7")]))] == ["B2"]
    # a stored action older than the prompt cannot be that click's
    assert [c.text for c in checks.lost([_click("R7", 9, 7)], _table([(4, "R7")]))] == ["R7"]


def test_applied_twice_is_one_prompt_giving_two_stored_actions():
    once = [_click("R7", 3, 7, pair=1), _click("R7", 3, 4, pair=1, answer="That is already done")]
    assert checks.applied_twice(once, _table([(4, "R7")])).count == 0
    assert checks.double_click_outcomes(once) == {"one move + one refusal": 1}
    assert checks.applied_twice(once, _table([(4, "R7"), (5, "R7")])).actions == [(1, ALICE.id, 5, "R7")]
    both = [_click("R7", 3, 7, pair=2), _click("R7", 3, 7, pair=2)]
    assert len(checks.applied_twice(both, _table([(4, "R7")])).double_moves) == 1
    # two prompts (seq 3 and 6) explain two actions, whatever the order of matching
    two = [_click("R7", 3, None), _click("R7", 6, 7)]
    assert checks.applied_twice(two, _table([(4, "R7"), (7, "R7")])).count == 0


def _played(seed: int, n: int) -> TableDump:
    game = GAMES["somnia"]
    state, rng, actions = game.new(3, seed, {}), random.Random(seed), []
    for seq in range(1, n + 1):
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seq, seat, 100 + seat, game.encode(action), "player"))
    t = TableDump(1, 5, "somnia", game.resolve_options({}), seed, "running", seats={s: 100 + s for s in range(3)})
    t.actions, t.snapshot, t.deadline = actions, (n, state.to_dict()), 4e9
    return t


def test_tables_catch_a_replay_mismatch_and_a_table_without_deadline():
    t = _played(3, 20)
    assert checks.tables({1: t}) == checks.TableVerdict()
    t.snapshot = (20, {**t.snapshot[1], "dealer": (t.snapshot[1]["dealer"] + 1) % 3})
    assert [i for i, _ in checks.tables({1: t}).mismatches] == [1]
    t = _played(3, 20)
    t.deadline = None
    assert [i for i, _ in checks.tables({1: t}).stuck] == [1]
    t.deadline = 1.0  # long past
    assert [i for i, _ in checks.tables({1: t}, now=100.0).stuck] == [1]


class _Log:
    """The child's side of the auditor: one generation's log in memory."""

    def __init__(self, level: str) -> None:
        self.data, self.level = b"", level

    def log_size(self) -> int:
        return len(self.data)

    def log_spans(self, start: int, end: int) -> list[tuple[int, int, str]]:
        return [(start, end, self.level)] if start < end else []

    def log_bytes(self, start: int = 0, end: int | None = None) -> bytes:
        return self.data[start:end]


def test_the_auditor_finds_a_hand_in_public_and_in_the_log_but_not_in_its_owners_dm():
    from cogs.present.somnia import card_text
    from tests.loopback import FakeDiscord
    from tests.soak.leaks import Auditor

    fake = FakeDiscord()
    ch = fake.add_channel(fake.guild, "soak-somnia-0")
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    t = _played(3, 4)
    t.channel_id, t.seats = ch.id, {0: alice.id, 1: bob.id, 2: None}
    log = _Log("DEBUG")
    auditor = Auditor(fake, log, {ch.id: [alice, bob]})
    state = GAMES["somnia"].from_dict(t.snapshot[1])
    card = state.view(0)["hand"][0]
    for _ in range(2):
        auditor.point(lambda: {1: t})
    fake.new_message(fake.dm_channel(alice), fake.bot_user, content=f"Your hand: {card_text(card)}")
    fake.new_message(ch, fake.bot_user, content="a turn message")
    auditor.point(lambda: {1: t})
    assert auditor.leaks == [] and auditor.intervals == 1
    fake.new_message(ch, fake.bot_user, content=f"alice holds {card_text(card)}")
    log.data += f'[DEBUG] aiosqlite: executing (\'{{"hands":[["{card}"]]}}\',)\n'.encode()
    auditor.point(lambda: {1: t})
    where = sorted(leak.where.split(" ")[0] for leak in auditor.leaks)
    assert where == ["bot", "public"], auditor.leaks
