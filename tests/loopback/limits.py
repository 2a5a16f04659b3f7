"""Discord's message limits, checked on every message the bot sends or edits.

``check_message`` returns a dict of Discord-style form errors
(``{"content": "Must be 2000 or fewer in length."}``); empty means valid.
``error_body`` turns it into the 400 50035 "Invalid Form Body" answer.
"""

from __future__ import annotations

from typing import Any

from .model import COMPONENTS_V2, walk_components

BUTTON, ROW = 2, 1
SELECTS = (3, 5, 6, 7, 8)
TEXT_DISPLAY = 10


def _len(value: Any) -> int:
    return len(value) if isinstance(value, str) else 0


def _max(errors: dict[str, str], path: str, value: Any, limit: int) -> None:
    if _len(value) > limit:
        errors[path] = f"Must be {limit} or fewer in length."


def check_embeds(embeds: list[dict[str, Any]], errors: dict[str, str]) -> None:
    if len(embeds) > 10:
        errors["embeds"] = "Must be 10 or fewer in length."
    total = 0
    for i, e in enumerate(embeds):
        p = f"embeds.{i}"
        _max(errors, f"{p}.title", e.get("title"), 256)
        _max(errors, f"{p}.description", e.get("description"), 4096)
        footer = e.get("footer") or {}
        author = e.get("author") or {}
        _max(errors, f"{p}.footer.text", footer.get("text"), 2048)
        _max(errors, f"{p}.author.name", author.get("name"), 256)
        fields = e.get("fields") or []
        if len(fields) > 25:
            errors[f"{p}.fields"] = "Must be 25 or fewer in length."
        for j, f in enumerate(fields):
            _max(errors, f"{p}.fields.{j}.name", f.get("name"), 256)
            _max(errors, f"{p}.fields.{j}.value", f.get("value"), 1024)
            if not f.get("name") or not f.get("value"):
                errors[f"{p}.fields.{j}"] = "Field name and value are required."
            total += _len(f.get("name")) + _len(f.get("value"))
        total += sum(_len(x) for x in (e.get("title"), e.get("description"), footer.get("text"), author.get("name")))
    if total > 6000:
        errors["embeds"] = f"Embed size exceeds maximum size of 6000 (is {total})."


REQUIRED = "This field is required"


def _between(errors: dict[str, str], path: str, value: Any, low: int, high: int) -> None:
    """A required string of ``low``..``high`` characters."""
    if not isinstance(value, str):
        errors[path] = REQUIRED
    elif not low <= len(value) <= high:
        errors[path] = f"Must be between {low} and {high} in length."


def _check_button(comp: dict[str, Any], path: str, errors: dict[str, str]) -> None:
    """Discord's components reference, "Button": style 1-6 is required;
    non-link, non-premium buttons must have a custom_id and no url or sku_id;
    link buttons a url (max 512) and no custom_id; premium a sku_id only."""
    style, cid = comp.get("style"), comp.get("custom_id")
    _max(errors, f"{path}.label", comp.get("label"), 80)
    if style not in (1, 2, 3, 4, 5, 6):
        errors[f"{path}.style"] = REQUIRED if style is None else "Value must be one of (1, 2, 3, 4, 5, 6)."
    elif style == 5:
        _between(errors, f"{path}.url", comp.get("url"), 1, 512)
        if cid is not None:
            errors[f"{path}.custom_id"] = "A link button cannot have a custom_id."
    elif style == 6:
        if not comp.get("sku_id") or cid is not None or comp.get("label") or comp.get("url"):
            errors[f"{path}.sku_id"] = "A premium button needs a sku_id and no custom_id, label or url."
    else:
        if cid is None:
            errors[f"{path}.custom_id"] = REQUIRED
        if comp.get("url") is not None or comp.get("sku_id") is not None:
            errors[f"{path}.url"] = "Only link buttons can have a url."


def _check_item(comp: dict[str, Any], path: str, errors: dict[str, str], seen: set[str]) -> None:
    ctype = comp.get("type")
    cid = comp.get("custom_id")
    if cid is not None:
        _between(errors, f"{path}.custom_id", cid, 1, 100)
        if cid in seen:
            errors[f"{path}.custom_id"] = f"Component custom id cannot be duplicated ({cid!r})."
        seen.add(cid)
    if ctype == BUTTON:
        _check_button(comp, path, errors)
    elif ctype in SELECTS:
        if not cid:
            errors[f"{path}.custom_id"] = REQUIRED
        _max(errors, f"{path}.placeholder", comp.get("placeholder"), 150)
        options = comp.get("options") or []
        if ctype == 3:
            if not 1 <= len(options) <= 25:
                errors[f"{path}.options"] = "Must be between 1 and 25 in length."
            values = set()
            for k, opt in enumerate(options):
                # label and value are required (not optional in the reference), up to 100
                _between(errors, f"{path}.options.{k}.label", opt.get("label"), 1, 100)
                _between(errors, f"{path}.options.{k}.value", opt.get("value"), 1, 100)
                _max(errors, f"{path}.options.{k}.description", opt.get("description"), 100)
                if opt.get("value") in values:
                    errors[f"{path}.options.{k}.value"] = "Select option values must be unique."
                values.add(opt.get("value"))
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not (0 <= lo <= 25 and 1 <= hi <= 25 and lo <= hi) or (ctype == 3 and hi > len(options)):
            errors[f"{path}.max_values"] = "min_values/max_values out of range."
    elif ctype == 4:  # text input (modals)
        _max(errors, f"{path}.label", comp.get("label"), 45)
        _max(errors, f"{path}.placeholder", comp.get("placeholder"), 100)
        _max(errors, f"{path}.value", comp.get("value"), 4000)


def check_classic_components(rows: list[dict[str, Any]], errors: dict[str, str]) -> None:
    if len(rows) > 5:
        errors["components"] = "Must be 5 or fewer in length."
    seen: set[str] = set()
    for i, row in enumerate(rows):
        p = f"components.{i}"
        if row.get("type") != ROW:
            errors[f"{p}.type"] = "Top-level components must be action rows."
            continue
        items = row.get("components") or []
        if not items:
            errors[f"{p}.components"] = "Must be between 1 and 5 in length."
        kinds = {c.get("type") for c in items}
        if kinds & set(SELECTS) and len(items) != 1:
            errors[f"{p}.components"] = "A select menu must be alone in its action row."
        if len(items) > 5:
            errors[f"{p}.components"] = "Must be 5 or fewer in length."
        for j, comp in enumerate(items):
            _check_item(comp, f"{p}.components.{j}", errors, seen)


def check_v2_components(components: list[dict[str, Any]], errors: dict[str, str]) -> None:
    seen: set[str] = set()
    all_items = list(walk_components(components))
    if len(all_items) > 40:
        errors["components"] = f"Must be 40 or fewer components in total (is {len(all_items)})."
    text = sum(_len(c.get("content")) for c in all_items if c.get("type") == TEXT_DISPLAY)
    if text > 4000:
        errors["components"] = f"Text displays exceed 4000 characters (is {text})."
    for i, comp in enumerate(all_items):
        _check_item(comp, f"components[{i}]", errors, seen)
        if comp.get("type") == ROW and len(comp.get("components") or []) > 5:
            errors[f"components[{i}]"] = "Must be 5 or fewer in length."


def check_message(msg: dict[str, Any], *, creating: bool) -> dict[str, str]:
    """Validate the resulting message (content, embeds, components, attachments, flags)."""
    errors: dict[str, str] = {}
    content = msg.get("content") or ""
    embeds = msg.get("embeds") or []
    components = msg.get("components") or []
    _max(errors, "content", content, 2000)
    check_embeds(embeds, errors)
    if msg.get("flags", 0) & COMPONENTS_V2:
        if content or embeds:
            errors["content"] = "content and embeds cannot be used with the IS_COMPONENTS_V2 flag."
        check_v2_components(components, errors)
    else:
        check_classic_components(components, errors)
    if creating and not (content or embeds or components or msg.get("attachments") or msg.get("sticker_ids")):
        errors["_empty"] = "Cannot send an empty message"
    return errors


def check_modal(data: dict[str, Any]) -> dict[str, str]:
    errors: dict[str, str] = {}
    _max(errors, "data.title", data.get("title"), 45)
    _max(errors, "data.custom_id", data.get("custom_id"), 100)
    if not data.get("title") or not data.get("custom_id"):
        errors["data"] = "A modal needs a title and a custom_id."
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        errors["data.components"] = "Must be between 1 and 5 in length."
    seen: set[str] = set()
    for i, comp in enumerate(walk_components(comps)):
        _check_item(comp, f"data.components[{i}]", errors, seen)
    return errors


def check_thread_name(name: Any) -> dict[str, str]:
    """Start Thread: "1-100 character channel name" (channel resource docs)."""
    errors: dict[str, str] = {}
    _between(errors, "name", name, 1, 100)
    return errors


def check_webhook_name(name: Any, path: str = "name") -> dict[str, str]:
    """Create Webhook: 1-80 characters, and neither "clyde" nor "discord" in any
    case (the same rule holds for an execution's ``username``)."""
    errors: dict[str, str] = {}
    _between(errors, path, name, 1, 80)
    if isinstance(name, str) and any(word in name.lower() for word in ("clyde", "discord")):
        errors[path] = 'Webhook names cannot contain "clyde" or "discord".'
    return errors


def interactive(components: list[dict[str, Any]]) -> bool:
    """Whether a message's components hold any a person can use (buttons other than links, selects)."""
    return any((c.get("type") == BUTTON and c.get("style") != 5) or c.get("type") in SELECTS
               for c in walk_components(components))


def _tree(errors: dict[str, str]) -> dict[str, Any]:
    """Discord nests form errors by path ("embeds.0.title" -> embeds/0/title/_errors),
    as the API reference's "Array Error" example shows; "_root" is the body itself."""
    root: dict[str, Any] = {}
    for path, text in errors.items():
        node = root
        for key in [k for k in path.replace("[", ".").replace("]", "").split(".") if k and k != "_root"]:
            node = node.setdefault(key, {})
        code = "BASE_TYPE_REQUIRED" if text == REQUIRED else "BASE_TYPE_INVALID"
        node.setdefault("_errors", []).append({"code": code, "message": text})
    return root


def error_body(errors: dict[str, str]) -> dict[str, Any]:
    if set(errors) == {"_empty"}:
        return {"code": 50006, "message": "Cannot send an empty message"}
    return {"code": 50035, "message": "Invalid Form Body", "errors": _tree(errors)}
