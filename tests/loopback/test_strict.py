"""What Discord refuses, the fake refuses: command definitions on sync, malformed
components, thread names out of range. Requests go straight to the fake's
REST API, as any client would send them."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from tests.loopback.command_rules import check_commands

pytestmark = pytest.mark.e2e


async def call(fake, method: str, path: str, body: Any) -> tuple[int, Any]:
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fake.token}"}) as http:
        async with http.request(method, f"{fake.base_url}/api/v10{path}", json=body) as resp:
            return resp.status, (await resp.json() if resp.status != 204 else None)


def command(**extra: Any) -> dict[str, Any]:
    return {"type": 1, "name": "play", "description": "Open a table", **extra}


def option(name: str, **extra: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "an option", **extra}


BAD_COMMANDS = {
    "33-character name": (command(name="a" * 33), ["1", "name"]),
    "uppercase name": (command(name="Play"), ["1", "name"]),
    "space in a name": (command(name="play now"), ["1", "name"]),
    "101-character description": (command(description="d" * 101), ["1", "description"]),
    "empty description": (command(description=""), ["1", "description"]),
    "26 options": (command(options=[option(f"o{i}") for i in range(26)]), ["1", "options"]),
    "option name too long": (command(options=[option("o" * 33)]), ["1", "options", "0", "name"]),
    "option description too long": (command(options=[option("o", description="x" * 101)]),
                                     ["1", "options", "0", "description"]),
    "26 choices": (command(options=[option("o", choices=[{"name": f"c{i}", "value": f"c{i}"} for i in range(26)])]),
                   ["1", "options", "0", "choices"]),
    "required after optional": (command(options=[option("a"), option("b", required=True)]),
                                ["1", "options", "1", "required"]),
    "duplicate option names": (command(options=[option("a"), option("a")]), ["1", "options", "1", "name"]),
    "autocomplete with choices": (command(options=[option("a", autocomplete=True, choices=[{"name": "x", "value": "x"}])]),
                                  ["1", "options", "0", "autocomplete"]),
    "over 8000 characters": (command(options=[option(f"o{i}", choices=[
        {"name": "n" * 100, "value": "v" * 100} for _ in range(25)]) for i in range(2)]), ["1", "_errors"]),
}


@pytest.mark.parametrize("case", list(BAD_COMMANDS))
async def test_a_bad_command_refuses_the_whole_sync(discord_fake, case):
    fake = discord_fake
    good = command(name="rules")
    assert (await call(fake, "PUT", f"/applications/{fake.app_id}/commands", [good]))[0] == 200
    bad, path = BAD_COMMANDS[case]
    status, body = await call(fake, "PUT", f"/applications/{fake.app_id}/commands", [good, bad])
    assert status == 400 and body["code"] == 50035 and body["message"] == "Invalid Form Body"
    node = body["errors"]
    for key in path:  # Discord's nested error tree: index, field, ...
        node = node[key]
    assert "_errors" in node or path[-1] == "_errors"
    assert list(fake.synced()) == ["rules"], "a refused sync changes nothing"
    assert len(fake.take("violations")) == 1


def test_command_rules_accept_what_discord_accepts():
    """Names with digits, - _ ' and non-Latin lowercase letters; user commands
    with mixed case and spaces; exactly 25 options and choices; 32 and 100 characters."""
    ok = [
        command(name="a" * 32, description="d" * 100, options=[option(f"o{i}") for i in range(25)]),
        command(name="spiel-2_ok'", options=[option("wähle", choices=[{"name": "c" * 100, "value": "v" * 100}] * 25)]),
        command(name="ночь"),
        {"type": 2, "name": "Show Hand", "description": ""},
        command(name="table", options=[{"type": 1, "name": "end", "description": "End it", "options": [
            option("why", required=True), option("note")]}]),
    ]
    assert check_commands(ok) == {}


def test_commands_are_unique_per_type_and_limited_in_number():
    assert "1.name" in check_commands([command(), command()])
    assert check_commands([command(), {"type": 2, "name": "play", "description": ""}]) == {}
    assert "_root" in check_commands([command(name=f"c{i}") for i in range(101)])


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def button(cid: str = "b", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": cid, **extra}


def select(*options: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"type": 3, "custom_id": "s", "options": list(options), **extra}


BAD_COMPONENTS = {
    "button without style": ([row({"type": 2, "label": "Go", "custom_id": "b"})], "style"),
    "button style 7": ([row(button(style=7))], "style"),
    "button without custom_id": ([row({"type": 2, "style": 1, "label": "Go"})], "custom_id"),
    "empty custom_id": ([row(button(""))], "custom_id"),
    "101-character custom_id": ([row(button("c" * 101))], "custom_id"),
    "81-character label": ([row(button(label="l" * 81))], "label"),
    "link button without url": ([row({"type": 2, "style": 5, "label": "Site"})], "url"),
    "link button with a custom_id": ([row({"type": 2, "style": 5, "label": "Site", "url": "https://example.org",
                                           "custom_id": "x"})], "custom_id"),
    "duplicate custom_id": ([row(button("x"), button("x"))], "custom_id"),
    "six buttons in a row": ([row(*[button(f"b{i}") for i in range(6)])], "components"),
    "six rows": ([row(button(f"b{i}")) for i in range(6)], "components"),
    "select option without label": ([row(select({"value": "v"}))], "label"),
    "select option without value": ([row(select({"label": "L"}))], "value"),
    "select option label of 101": ([row(select({"label": "l" * 101, "value": "v"}))], "label"),
    "select without options": ([row(select())], "options"),
    "26 select options": ([row(select(*[{"label": f"{i}", "value": f"{i}"} for i in range(26)]))], "options"),
    "placeholder of 151": ([row(select({"label": "L", "value": "v"}, placeholder="p" * 151))], "placeholder"),
    "max_values above the options": ([row(select({"label": "L", "value": "v"}, max_values=2))], "max_values"),
    "select beside a button": ([row(select({"label": "L", "value": "v"}), button())], "components"),
}


def _has(tree: dict[str, Any], key: str) -> bool:
    return any(k == key or (isinstance(v, dict) and _has(v, key)) for k, v in tree.items())


@pytest.mark.parametrize("case", list(BAD_COMPONENTS))
async def test_malformed_components_are_refused(discord_fake, case):
    fake = discord_fake
    components, field = BAD_COMPONENTS[case]
    status, body = await call(fake, "POST", f"/channels/{fake.channel('general').id}/messages",
                              {"content": "choose", "components": components})
    assert status == 400 and body["code"] == 50035 and _has(body["errors"], field), body
    assert fake.messages_in("general") == []
    fake.take("violations")


async def test_well_formed_components_pass(discord_fake):
    fake = discord_fake
    components = [
        row(*[button(f"b{i}", style=1 + i % 4) for i in range(5)]),
        row({"type": 2, "style": 5, "label": "Rules", "url": "https://example.org/rules"}),
        row(select(*[{"label": f"Card {i}", "value": f"c{i}"} for i in range(25)], placeholder="p" * 150,
                   min_values=0, max_values=25)),
    ]
    status, _ = await call(fake, "POST", f"/channels/{fake.channel('general').id}/messages",
                           {"content": "choose", "components": components})
    assert status == 200 and len(fake.messages_in("general")) == 1


@pytest.mark.parametrize("name, ok", [("", False), ("x" * 101, False), (None, False), ("x", True), ("x" * 100, True)])
async def test_thread_names_are_1_to_100_characters(discord_fake, name, ok):
    fake = discord_fake
    status, body = await call(fake, "POST", f"/channels/{fake.channel('general').id}/threads",
                              {"name": name, "type": 11} if name is not None else {"type": 11})
    assert (status == 201) is ok, body
    if not ok:
        assert body["code"] == 50035 and "name" in body["errors"]
        fake.take("violations")
