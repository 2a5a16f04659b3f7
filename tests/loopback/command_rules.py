"""Discord's rules for application command definitions, checked on every sync.

From the developer docs, "Application Commands" (the application command and
option structures, "Application Command Naming", "Registering a Command" and
the 8000-character note):

* CHAT_INPUT names and option names match ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``
  and use the lowercase variant of any letter that has one; USER and MESSAGE
  command names are 1-32 characters of anything;
* descriptions are 1-100 characters (empty for USER and MESSAGE commands);
* at most 25 options per command or subcommand, 25 choices per option
  (choice names 1-100, string values up to 100), option names unique at each
  level, required options before optional ones, no ``autocomplete`` with
  ``choices``, ``min_length`` 0-6000 and ``max_length`` 1-6000;
* ``name_localizations`` and ``description_localizations`` (on commands,
  options, and ``name_localizations`` on choices) are keyed by the locales of
  the API reference's "Locales" table; each localised name follows its
  field's rule (the name pattern and lowercase for command and option names,
  1-100 characters for a choice's), each localised description 1-100;
* at most 8000 characters of names, descriptions and values per command
  (the longest localisation of each counted, not their sum);
* at most 100 CHAT_INPUT, 15 USER and 15 MESSAGE commands, names unique per type.

A bulk overwrite with any error is refused whole: 400 50035 with the errors
under each command's index, and the commands stay as they were.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Callable

# The API reference's "Locales" table: the only keys a localisation may use.
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
    "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW",
    "ko",
})
CHAT_INPUT, USER, MESSAGE = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
CHOICE_TYPES = (3, 4, 10)  # STRING, INTEGER, NUMBER
OPTION_TYPES = range(1, 12)
MAX_COMMANDS = {CHAT_INPUT: 100, USER: 15, MESSAGE: 15}


def _name_char_ok(c: str) -> bool:
    # Python's re has no \p{..}: Unicode categories L* and N*, plus the
    # Devanagari (U+0900-097F) and Thai (U+0E00-0E7F) blocks for their scripts'
    # combining marks, stand in for the documented classes.
    if c in "-_'":
        return True
    if unicodedata.category(c)[0] in "LN":
        return c.lower() == c  # the lowercase variant, where a letter has one
    return "\u0900" <= c <= "\u097f" or "\u0e00" <= c <= "\u0e7f"


def check_name(name: Any, path: str, errors: dict[str, str], *, chat_input: bool = True) -> None:
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        errors[path] = "Must be between 1 and 32 in length."
    elif chat_input and not all(_name_char_ok(c) for c in name):
        errors[path] = "Command name is invalid"


def _check_text(value: Any, path: str, errors: dict[str, str], low: int = 1, high: int = 100) -> None:
    if not isinstance(value, str) or not low <= len(value) <= high:
        errors[path] = f"Must be between {low} and {high} in length."


def _localisations(node: dict[str, Any], field: str, path: str, errors: dict[str, str],
                    check: Callable[[Any, str, dict[str, str]], None]) -> None:
    """``<field>_localizations``: a map (or null) from Discord's locales to
    texts, each checked as the field itself is."""
    key = f"{field}_localizations"
    found = node.get(key)
    if found is None:
        return
    if not isinstance(found, dict):
        errors[f"{path}.{key}"] = "Must be an object."
        return
    for locale, text in found.items():
        if locale not in LOCALES:
            errors[f"{path}.{key}.{locale}"] = f"Invalid locale: {locale!r} is not one of Discord's locales."
        else:
            check(text, f"{path}.{key}.{locale}", errors)


def _longest(node: dict[str, Any], field: str) -> int:
    found = node.get(f"{field}_localizations")
    texts = [node.get(field)] + (list(found.values()) if isinstance(found, dict) else [])
    return max(len(str(t or "")) for t in texts)


def _size(node: dict[str, Any]) -> int:
    """Characters counted toward the 8000 limit: names, descriptions, values
    (of each, its longest localisation)."""
    total = _longest(node, "name") + _longest(node, "description")
    for choice in node.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value") or ""))
    return total + sum(_size(o) for o in node.get("options") or [])


def _check_option(o: dict[str, Any], path: str, errors: dict[str, str]) -> None:
    kind = o.get("type")
    if kind not in OPTION_TYPES:
        errors[f"{path}.type"] = "Value must be one of (1, 2, ..., 11)."
        return
    check_name(o.get("name"), f"{path}.name", errors)
    _check_text(o.get("description"), f"{path}.description", errors)
    _localisations(o, "name", path, errors, check_name)
    _localisations(o, "description", path, errors, _check_text)
    choices = o.get("choices") or []
    if choices and kind not in CHOICE_TYPES:
        errors[f"{path}.choices"] = "Only string, integer and number options can have choices."
    if len(choices) > 25:
        errors[f"{path}.choices"] = "Must be 25 or fewer in length."
    if choices and o.get("autocomplete"):
        errors[f"{path}.autocomplete"] = "Autocomplete cannot be set with choices."
    for k, choice in enumerate(choices):
        _check_text(choice.get("name"), f"{path}.choices.{k}.name", errors)
        _localisations(choice, "name", f"{path}.choices.{k}", errors, _check_text)
        if isinstance(choice.get("value"), str):
            _check_text(choice["value"], f"{path}.choices.{k}.value", errors, 0, 100)
    if "min_length" in o and not 0 <= int(o["min_length"]) <= 6000:
        errors[f"{path}.min_length"] = "Must be between 0 and 6000."
    if "max_length" in o and not 1 <= int(o["max_length"]) <= 6000:
        errors[f"{path}.max_length"] = "Must be between 1 and 6000."
    if kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
        if kind == SUB_COMMAND_GROUP and any(c.get("type") != SUB_COMMAND for c in o.get("options") or []):
            errors[f"{path}.options"] = "A subcommand group holds only subcommands."
        _check_options(o.get("options") or [], f"{path}.options", errors)
    elif o.get("options"):
        errors[f"{path}.options"] = "Only subcommands and groups have options."


def _check_options(options: list[dict[str, Any]], path: str, errors: dict[str, str]) -> None:
    if len(options) > 25:
        errors[path] = "Must be 25 or fewer in length."
    seen: set[str] = set()
    optional_seen = False
    for j, o in enumerate(options):
        p = f"{path}.{j}"
        _check_option(o, p, errors)
        if o.get("name") in seen:
            errors[f"{p}.name"] = "Option names must be unique."
        seen.add(o.get("name"))
        if o.get("type") not in (SUB_COMMAND, SUB_COMMAND_GROUP):
            if o.get("required") and optional_seen:
                errors[f"{p}.required"] = "Required options must be placed before non-required options."
            optional_seen = optional_seen or not o.get("required")
    kinds = {o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in options}
    if len(kinds) > 1:
        errors[path] = "Subcommands cannot be mixed with other options."


def check_command(cmd: Any, path: str, errors: dict[str, str]) -> None:
    if not isinstance(cmd, dict):
        errors[path] = "Must be an object."
        return
    kind = cmd.get("type", CHAT_INPUT)
    if kind not in MAX_COMMANDS:
        errors[f"{path}.type"] = "Value must be one of (1, 2, 3)."
        return
    check_name(cmd.get("name"), f"{path}.name", errors, chat_input=kind == CHAT_INPUT)
    _localisations(cmd, "name", path, errors,
                   lambda v, p, e: check_name(v, p, e, chat_input=kind == CHAT_INPUT))
    if kind == CHAT_INPUT:
        _check_text(cmd.get("description"), f"{path}.description", errors)
        _localisations(cmd, "description", path, errors, _check_text)
        _check_options(cmd.get("options") or [], f"{path}.options", errors)
    else:
        if cmd.get("description"):
            errors[f"{path}.description"] = "User and message commands have an empty description."
        if cmd.get("options"):
            errors[f"{path}.options"] = "Only CHAT_INPUT commands have options."
    if _size(cmd) > 8000:
        errors[path] = "Command exceeds maximum size (8000)"


def check_commands(commands: Any) -> dict[str, str]:
    """Form errors for a bulk overwrite (``PUT .../commands``); empty means valid."""
    errors: dict[str, str] = {}
    if not isinstance(commands, list):
        return {"_root": "Must be an array."}
    seen: set[tuple[int, str]] = set()
    for i, cmd in enumerate(commands):
        check_command(cmd, str(i), errors)
        if isinstance(cmd, dict):
            key = (cmd.get("type", CHAT_INPUT), cmd.get("name"))
            if key in seen:
                errors[f"{i}.name"] = "Application command names must be unique"
            seen.add(key)
    for kind, limit in MAX_COMMANDS.items():
        if sum(1 for c in commands if isinstance(c, dict) and c.get("type", CHAT_INPUT) == kind) > limit:
            errors["_root"] = f"At most {limit} commands of type {kind}."
    return errors
