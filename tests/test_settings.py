"""Settings from the environment and .env, and the entry point's answers."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import DEFAULT_DATABASE, PROJECT_ROOT, Settings, SettingsError
from bot.shards import ShardPlan

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
ROOT = Path(__file__).resolve().parent.parent


def test_defaults_and_parsing():
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN})
    assert s.database_path == PROJECT_ROOT / DEFAULT_DATABASE and s.dev_guild_id is None and s.log_level == "INFO"
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "42", "LOG_LEVEL": "debug",
                               "DATABASE_PATH": "/tmp/x.db"})
    assert s.dev_guild_id == 42 and s.log_level == "DEBUG" and str(s.database_path) == "/tmp/x.db"
    assert TOKEN not in repr(s)


def test_database_url_chooses_the_backend():
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN})
    assert s.database_url is None and s.database == PROJECT_ROOT / DEFAULT_DATABASE, "SQLite at the default path"
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": "sqlite:///var/other.sqlite3"})
    assert s.database_url is None and s.database == PROJECT_ROOT / "var/other.sqlite3" == s.database_path
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": "sqlite:////srv/dg.sqlite3"})
    assert s.database == Path("/srv/dg.sqlite3"), "four slashes: an absolute path"
    url = "postgresql://dreams:s3cret-pw@db.example:5432/dreamgames"
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url, "DATABASE_PATH": "/tmp/x.db"})
    assert s.database == url and s.database_path == Path("/tmp/x.db"), "the log stays beside DATABASE_PATH"
    assert "s3cret-pw" not in repr(s) and "dreams:***@db.example" in repr(s)


@pytest.mark.parametrize("values, words", [
    ({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": "mysql://x/y"}, "DATABASE_URL: expected sqlite:///path or postgresql://"),
    ({}, "DISCORD_TOKEN is not set"),
    ({"DISCORD_TOKEN": "not-a-token"}, "does not look like a bot token"),
    ({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID"),
    ({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
])
def test_bad_settings_say_what_is_wrong(values, words):
    with pytest.raises(SettingsError, match=words):
        Settings.from_mapping(values)


def test_env_file_is_read_and_environment_wins(tmp_path):
    env = tmp_path / ".env"
    env.write_text(f"DISCORD_TOKEN={TOKEN}\nLOG_LEVEL=WARNING\nDEV_GUILD_ID=7\n")
    s = Settings.load({"LOG_LEVEL": "ERROR"}, env)
    assert s.token == TOKEN and s.log_level == "ERROR" and s.dev_guild_id == 7


def test_paths_resolve_against_the_home_folder_never_the_working_directory(tmp_path, monkeypatch):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    assert Settings.from_mapping({"DISCORD_TOKEN": TOKEN}).database_path == PROJECT_ROOT / "var" / "dreamgames.sqlite3"
    home = tmp_path / "home"
    home.mkdir()
    (home / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nDATABASE_PATH=data/dg.sqlite3\n")
    s = Settings.load({"DREAMGAMES_HOME": str(home)})
    assert s.token == TOKEN, "the home folder's .env is read, not the working directory's"
    assert s.database_path == home / "data" / "dg.sqlite3"
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "DREAMGAMES_HOME": str(home), "DATABASE_PATH": "/srv/x.db"})
    assert s.database_path == Path("/srv/x.db"), "an absolute path stays as it is"


@pytest.mark.parametrize("token, words", [("", "DISCORD_TOKEN is not set"), ("nope", "does not look like")])
def test_python_m_bot_exits_2_with_one_line(tmp_path, token, words):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env["DISCORD_TOKEN"] = token
    env["PYTHONPATH"] = str(ROOT)
    env["DREAMGAMES_HOME"] = str(tmp_path)
    run = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "developers/applications" in lines[0]
    assert "Traceback" not in run.stderr
    assert not (tmp_path / "var").exists(), "nothing is created before the settings are valid"


def test_api_base_only_accepts_loopback(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env.update(DISCORD_TOKEN=TOKEN, DISCORD_API_BASE="http://discord.example.com", PYTHONPATH=str(ROOT),
               DREAMGAMES_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2 and "DISCORD_API_BASE" in run.stderr and "Traceback" not in run.stderr


def test_shard_settings():
    assert Settings.from_mapping({"DISCORD_TOKEN": TOKEN}).shards is None, "unset: today's single connection"
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4"})
    assert s.shards == ShardPlan(4) and s.shards.whole
    assert Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "auto"}).shards == ShardPlan()
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4", "SHARD_IDS": "0-3"})
    assert s.shards.whole, "every shard in one process is fine on SQLite"
    s = Settings.from_mapping({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4", "SHARD_IDS": "2,3",
                               "DATABASE_URL": "postgresql://dream@db/dreamgames"})
    assert s.shards == ShardPlan(4, (2, 3)) and "shards=ShardPlan" in repr(s)


@pytest.mark.parametrize("values, words", [
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number"),
    ({"SHARD_IDS": "0-1"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "auto", "SHARD_IDS": "0"}, "fixed SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0-2"}, "shard 2 does not exist"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "cannot share one SQLite file"),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "0-1", "DATABASE_URL": "sqlite:///var/x.sqlite3"}, "DATABASE_URL"),
])
def test_bad_shard_settings_say_what_is_wrong(values, words):
    with pytest.raises(SettingsError, match=words):
        Settings.from_mapping({"DISCORD_TOKEN": TOKEN, **values})


@pytest.mark.parametrize("values, words", [({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "cannot share one SQLite file"),
                                           ({"SHARD_COUNT": "many"}, "SHARD_COUNT")])
def test_python_m_bot_refuses_shard_settings_with_one_line_and_status_2(tmp_path, values, words):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD", "SHARD_"))}
    env.update(DISCORD_TOKEN=TOKEN, PYTHONPATH=str(ROOT), DREAMGAMES_HOME=str(tmp_path), **values)
    run = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], run.stderr
    assert not (tmp_path / "var").exists(), "nothing is created before the settings are valid"


@pytest.mark.parametrize("where, words", [("folder", "unable to open database file"),
                                          ("garbage", "file is not a database"),
                                          ("under-a-file", "is a file, not a folder")])
def test_a_database_the_bot_cannot_use_is_one_line_and_status_2(tmp_path, where, words):
    """A wrong path, a file that is not a database or a read-only disk: one
    line before the bot connects anywhere, exit 2, no traceback (issue 28)."""
    path = {"folder": tmp_path / "a-folder", "garbage": tmp_path / "garbage.sqlite3",
            "under-a-file": tmp_path / "plain-file" / "dg.sqlite3"}[where]
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "garbage.sqlite3").write_bytes(b"not sqlite " * 100)
    (tmp_path / "plain-file").write_text("x")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env.update(DISCORD_TOKEN=TOKEN, DISCORD_API_BASE="http://127.0.0.1:9", PYTHONPATH=str(ROOT),
               DREAMGAMES_HOME=str(tmp_path), DATABASE_PATH=str(path))
    run = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2, run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: the database") and words in lines[0], run.stderr
    assert "Traceback" not in run.stderr and "logging in" not in run.stdout + run.stderr
