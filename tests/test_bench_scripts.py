"""Smoke test of the benchmark scripts: they run end to end with tiny bounds
and print their figures. No timing is asserted (the machine is shared)."""

from __future__ import annotations

import json

import pytest

from bench import engines, tables


def test_engines_script_prints_its_table(capsys):
    rc = engines.main(["--seconds", "0.05", "--games", "tinygame", "--max-games", "50"])
    out = capsys.readouterr().out
    assert rc == 0
    for name in ("games/s", "actions/s", "actions/game", "cost x floor", "x tiny", "floor", "tinygame"):
        assert name in out


def test_tables_script_prints_its_figures(capsys):
    rc = tables.main(["--tables", "5", "--actions", "60", "--seconds", "1", "--rate", "200",
                      "--floor-actions", "50"])
    out = capsys.readouterr().out
    assert rc == 0
    for name in ("memory per idle table", "actions/s", "p50 ms", "p95 ms", "p99 ms", "hops/act",
                 "cost x floor", "saturation", "paced@200", "floor", "aim >= 1,000 actions/s",
                 "aim p99 < 20 ms", "aim < 100 KB per idle table", "floor@NORMAL", "durable commits"):
        assert name in out


async def test_requests_script_counts_a_whole_game_by_kind(capsys):
    from bench import requests

    await requests.main(["--game", "tinygame", "--seed", "2"])
    out = capsys.readouterr().out
    assert "tinygame (2 players, seed 2):" in out and "per move" in out and "per click" in out
    # the first game pays its two players' DM channels and the game's thread, with the bot's token
    assert "POST /users/@me/channels" in out and "threads in channel" in out


async def test_noise_script_counts_what_reaches_players(capsys):
    from bench import noise

    phases, players, totals = await noise.play("tinygame", 2, False, seed=3)
    noise.report("tinygame", 2, False, phases, totals)
    out = capsys.readouterr().out
    assert "tinygame (2 players)" in out and "prompts" in out
    for figure in ("notifications per own decision", "for others' moves", "channel posts per round",
                   "clicks per move", "forced moves played", "stale live prompts", "rate-limited REST calls per move"):
        assert figure in out
    # one notification per own decision at most, none for the other's moves, no old prompt left live
    assert 0 < totals.own_notifications <= totals.own_decisions and totals.other_notifications == 0
    assert totals.stale_prompts == 0 and totals.clicks + totals.forced == totals.moves > 0
    assert totals.rest_limited > 0
    total_prompts = sum(sum(p.prompts.values()) for p in phases.values())
    steps = sum(p.decisions for p in phases.values())
    # a private prompt per own decision, none twice: at most one per step after the deal
    assert players == 2 and 0 < total_prompts <= steps
    assert not any(p.mentions for p in phases.values()), "a DM game mentions nobody in the channel"


def test_table_cpu_script_prints_the_table_over_the_engine(capsys):
    from bench import table_cpu

    rc = table_cpu.main(["--game", "somna", "--players", "7", "--actions", "200", "--seconds", "1"])
    out = capsys.readouterr().out
    assert rc == 0
    lines = out.splitlines()
    floor = next(line for line in lines if line.startswith("floor"))
    table = next(line for line in lines if line.startswith("table "))
    assert floor.split()[1] == table.split()[1] == "200", "both loops play the same bounded count"
    assert "us/action" in out and "x floor" in out and "around the engine" in out


@pytest.mark.slow  # tens of seconds of CPU: out of the fast lane
def test_pictures_script_prints_every_kind_before_and_after(capsys):
    from bench import pictures

    rc = pictures.main(["--seconds", "0.01", "--max-runs", "2"])
    out = capsys.readouterr().out
    assert rc == 0
    for name in ("somnia-hand", "somnia-trick", "traumland-hand", "somnikum-ring", "darkly-dreaming-board",
                 "before ms", "after ms", "cached ms", "floor ms", "x floor", "load average", "encoders weighed",
                 "fixed palette, 3"):
        assert name in out
    rows = [line.split() for line in out.splitlines()
            if line.startswith(("somnia-", "traumland-", "somnikum-", "darkly-dreaming-"))]
    assert len(rows) == 16  # eight kinds, each in the figures and in the encoders table
    for kind in ("somnikum-ring-game", "somnikum-dream-game", "traumland-table-game", "darkly-dreaming-board"):
        row = next(row for row in rows if row[0] == kind)
        assert row[3] == row[6], f"{kind}: a picture from pieces has the bytes of the picture mapped whole"


def test_gallery_writes_a_png_per_kind_and_prints_its_cost(capsys, tmp_path):
    from PIL import Image

    from bench import gallery

    rc = gallery.main(["--out", str(tmp_path), "--runs", "1"])
    out = capsys.readouterr().out
    assert rc == 0
    names = [k.name for k in gallery.kinds()]
    assert len(names) == len(set(names)) and {"somnia-hand", "traumland-table", "somnikum-board", "somnikum-ring", "somnikum-dream-1",
                                                "darkly_dreaming-board-late", "somna-village-sunrise"} <= set(names)
    for name in names:
        with Image.open(tmp_path / f"{name}.png") as image:
            assert image.format == "PNG" and image.width >= 300
        row = next(line.split() for line in out.splitlines() if line.startswith(name + " "))
        assert float(row[-1]) > 0  # x floor
    assert "floor ms" in out and "median ms" in out


def test_restart_script_prints_restore_and_memory(capsys):
    from bench import restart

    rc = restart.main(["--sizes", "20", "50", "--runs", "1", "--game", "tinygame", "--players", "2",
                       "--scenario-tables", "0"])
    out = capsys.readouterr().out
    assert rc == 0
    for name in ("floor ms", "restore ms", "x floor", "per table us", "arm ms", "load average",
                 "memory with 50 idle tables loaded and armed: process RSS", "aim < 1 GB for 50 idle tables"):
        assert name in out
    rows = [line.split() for line in out.splitlines() if line.strip().startswith(("20 ", "50 "))]
    assert [r[0] for r in rows] == ["20", "50"] and all("loaded" not in r for r in rows), out


@pytest.mark.e2e
async def test_restart_scenario_answers_every_press(capsys):
    from tests import bench_restart

    text = await bench_restart.run(3, "tinygame", seconds=60)
    assert "3 of 3 tables opened by clicks" in text and "stopped by SIGINT (exit 0)" in text
    assert "My hand answered within 3 s: 3 of 3" in text and "answered but wrong or empty 0" in text
    assert "tracebacks in the bot's log: 0" in text


@pytest.mark.slow  # seconds to tens of seconds of CPU: out of the fast lane
def test_processes_script_prints_its_rows(capsys):
    from bench import processes

    rc = processes.main(["--processes", "1", "2", "--tables", "4", "--seconds", "0.5"])
    out = capsys.readouterr().out
    assert rc == 0
    if "skipped:" in out:
        pytest.skip(out.strip())
    for name in ("processes", "actions/s", "x 1 proc", "cross clicks", "waited", "aim >= 1.6x with two processes"):
        assert name in out
    rows = [line.split() for line in out.splitlines() if line.strip()[:1].isdigit() and "process(es)" not in line]
    assert [r[0] for r in rows] == ["1", "2"] and all(int(r[1].replace(",", "")) > 0 for r in rows)


@pytest.mark.slow  # whole Somna games of bot players (7, 10 and 13 seats): ~20 s of CPU, the fast lane's longest test
def test_ai_script_prints_its_table(capsys):
    from bench import ai

    rc = ai.main(["--games", "3", "--only", "traumland", "--players", "2", "--playouts", "1", "--cpu-moves", "3"])
    out = capsys.readouterr().out
    assert rc == 0
    for figure in ("hard vs easy", "hard vs normal", "normal vs easy", "ceiling vs easy", "95% CI", "p50 ms",
                   "p99 ms", "CPU p99 ms", "CPU per move", "default move in process", "Somna"):
        assert figure in out
    row = next(line for line in out.splitlines() if "hard vs easy" in line).split()
    assert row[:2] == ["traumland", "2"] and row[5] == "3", "three games, seats rotating"
    assert ai.wilson(50, 100) == pytest.approx((0.404, 0.596), abs=1e-3)


def test_limits_script_prints_its_figures(capsys):
    from bench import limits

    assert limits.main(["--clicks", "30", "--batch", "10"]) == 0
    out = capsys.readouterr().out
    for figure in ("30 clicks from one player", "slow down", "callbacks", "rate-limited", "production",
                   "no click rate (floor)", "rate-limited requests beyond the answers (production rules): 0"):
        assert figure in out


def test_ai_ledger_resumes_a_tournament_and_catches_a_forged_result(capsys, tmp_path):
    """A tournament cut in two runs by its ledger counts exactly what one
    run counts; --verify plays recorded chunks again and names one that lies."""
    from bench import ai

    common = ["--only", "darkly_dreaming", "--players", "2", "--no-ceiling", "--no-somna", "--cpu-moves", "2"]
    assert ai.main([*common, "--games", "12"]) == 0
    whole = [line for line in capsys.readouterr().out.splitlines() if " vs " in line]
    path = str(tmp_path / "ledger.jsonl")
    assert ai.main([*common, "--games", "5", "--ledger", path]) == 0
    assert ai.main([*common, "--games", "12", "--ledger", path, "--jobs", "2"]) == 0
    resumed = [line for line in capsys.readouterr().out.splitlines() if " vs " in line][-3:]
    assert resumed == whole and len(whole) == 3
    ledger = ai.Ledger(path)
    assert all(sorted(row) == list(range(12)) for row in ledger.rows.values()) and len(ledger.rows) == 3
    assert ai.main([*common, "--ledger", path, "--report"]) == 0  # plays nothing: the rows as recorded
    assert [line for line in capsys.readouterr().out.splitlines() if " vs " in line] == whole
    lines = open(path, encoding="utf-8").read().splitlines()
    first = json.loads(lines[0])
    first["games"] = "".join("L" if c == "W" else "W" for c in first["games"])  # a forged chunk
    open(path, "w", encoding="utf-8").write("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    assert ai.main([*common, "--games", "12", "--ledger", path, "--verify", str(len(lines))]) == 1
    out = capsys.readouterr().out
    assert f"{len(lines)} chunk(s) played again, 1 differ" in out and first["row"] in out
