"""What people do: slash commands, button clicks, selects, modal submits, autocomplete.

Each actor checks the action is one a real Discord client could make (a synced
command with known, well-typed options; a custom_id on that message, enabled and
visible to that user; select values among the options) and raises ``Refused``
otherwise. It returns an ``InteractionHandle`` to await the bot's answer.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import TYPE_CHECKING, Any

from .model import Channel, Interaction, Message, Role, User, walk_components

if TYPE_CHECKING:
    from .server import FakeDiscord


class Refused(AssertionError):
    """The fake refused an action a real Discord client would not let a person make."""


class InteractionHandle:
    def __init__(self, fake: "FakeDiscord", ix: Interaction, mark: int) -> None:
        self.fake, self.interaction, self.mark = fake, ix, mark

    def __repr__(self) -> str:
        return f"<Handle {self.interaction!r} ack={self.interaction.ack_type}>"

    async def ack(self, timeout: float = 5.0) -> Interaction:
        """Wait for the bot's acknowledgement (any callback type); fails if Discord refused it."""
        ix = self.interaction
        try:
            await asyncio.wait_for(ix.settled.wait(), timeout)
        except asyncio.TimeoutError:
            raise AssertionError(f"timed out after {timeout}s waiting for an acknowledgement of {ix!r}") from None
        if ix.ack_type is None:
            raise AssertionError(f"{ix!r}: acknowledgement refused by Discord: {ix.refused}")
        return ix

    @property
    def ack_type(self) -> int | None:
        return self.interaction.ack_type

    async def response(self, timeout: float = 5.0) -> Message:
        """The message this interaction shows: the reply (after a defer, once filled in) or the updated message."""
        ix = await self.ack(timeout)
        if ix.ack_type in (8, 9):
            raise AssertionError(f"{ix!r} was answered with callback type {ix.ack_type}, not a message")
        await self.fake.wait_for(lambda: ix.original is not None and not ix.original.loading, timeout,
                                 f"the response to {ix!r} to be filled in")
        assert ix.original is not None
        return ix.original

    async def followup(self, n: int = 1, timeout: float = 5.0) -> Message:
        ix = self.interaction
        await self.fake.wait_for(lambda: len(ix.followups) >= n, timeout, f"followup #{n} of {ix!r}")
        return ix.followups[n - 1]

    @property
    def messages(self) -> list[Message]:
        ix = self.interaction
        return [m for m in [ix.original, *ix.followups] if m is not None]

    @property
    def modal(self) -> dict[str, Any]:
        assert self.interaction.ack_type == 9, f"{self.interaction!r} was not answered with a modal"
        return self.interaction.ack_data or {}

    @property
    def choices(self) -> list[dict[str, Any]]:
        assert self.interaction.ack_type == 8, f"{self.interaction!r} was not answered with autocomplete choices"
        return (self.interaction.ack_data or {}).get("choices", [])

    def routes(self) -> list[str]:
        """REST calls made since this interaction was injected."""
        return self.fake.routes(self.mark)


class ActorsMixin:
    async def inject(self: "FakeDiscord", user: User, channel: Channel, type: int, data: dict[str, Any],
                     message: Message | None = None) -> InteractionHandle:
        ix = Interaction(self.ids.next(), "ixtok." + secrets.token_urlsafe(32), type, user, channel, data,
                         self.clock.now(), message=message)
        self.interactions[ix.id] = ix
        self.by_token[ix.token] = ix
        mark = self.mark()
        guild_id = channel.guild.id if channel.guild is not None else None
        if not any(s.hears(guild_id) for s in self.gateway.live.values()):
            raise Refused("no bot is connected to the gateway" if not self.gateway.live
                          else f"no bot session holds the shard of {channel!r}")
        ix.shards = await self.gateway.dispatch("INTERACTION_CREATE", ix.payload(self.bot_user, self.app_id))
        return InteractionHandle(self, ix, mark)

    def _check_place(self: "FakeDiscord", user: User, channel: Channel) -> None:
        if channel.is_dm:
            if channel.recipient is not user:
                raise Refused(f"{user.name} cannot act in another user's DM ({channel!r})")
        elif channel.guild is None or user.id not in channel.guild.members:
            raise Refused(f"{user.name} is not a member of the guild of {channel!r}")

    def _find_command(self: "FakeDiscord", channel: Channel, name: str) -> dict[str, Any]:
        root = name.split()[0]
        if channel.guild is not None and root in self.commands.get(channel.guild.id, {}):
            return self.commands[channel.guild.id][root]
        cmd = self.commands.get(None, {}).get(root)
        if cmd is None:
            raise Refused(f"/{root} was never synced (synced: {sorted(self.commands.get(None, {}))})")
        if channel.is_dm:
            contexts = cmd.get("contexts")
            if cmd.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
                raise Refused(f"/{root} is not available in DMs")
        return cmd

    async def slash(self: "FakeDiscord", user: "User | str", channel: "Channel | str", name: str, /, **options: Any) -> InteractionHandle:
        """``/name`` (``"somnia start"`` for subcommands) with options typed by the synced definition."""
        user, channel = self.user(user), self.channel(channel)
        self._check_place(user, channel)
        cmd = self._find_command(channel, name)
        resolved: dict[str, dict[str, Any]] = {}
        spec, parts = cmd, name.split()[1:]
        path: list[dict[str, Any]] = []
        for part in parts:
            sub = next((o for o in spec.get("options") or [] if o["name"] == part and o.get("type") in (1, 2)), None)
            if sub is None:
                raise Refused(f"/{name}: {part!r} is not a subcommand of /{spec['name']}")
            path.append({"type": sub["type"], "name": part})
            spec = sub
        if any(o.get("type") in (1, 2) for o in spec.get("options") or []):
            raise Refused(f"/{name} needs a subcommand")
        values = self._typed_options(spec, options, resolved, channel)
        for node in reversed(path):
            node["options"] = values
            values = [node]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": cmd.get("type", 1), "options": values}
        if resolved:
            data["resolved"] = resolved
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return await self.inject(user, channel, 2, data)

    async def autocomplete(self: "FakeDiscord", user: "User | str", channel: "Channel | str", name: str, focused: str, /,
                           **options: Any) -> InteractionHandle:
        """The user is typing ``options[focused]`` of ``/name``; await ``handle.ack()`` then read ``handle.choices``."""
        user, channel = self.user(user), self.channel(channel)
        cmd = self._find_command(channel, name)
        spec = next((o for o in cmd.get("options") or [] if o["name"] == focused), None)
        if spec is None or not spec.get("autocomplete"):
            raise Refused(f"/{name} option {focused!r} has no autocomplete")
        opts = [{"type": o["type"], "name": o["name"], "value": str(options.get(o["name"], "")), **(
            {"focused": True} if o["name"] == focused else {})}
            for o in cmd.get("options") or [] if o["name"] in options or o["name"] == focused]
        return await self.inject(user, channel, 4, {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts})

    def _typed_options(self: "FakeDiscord", spec: dict[str, Any], options: dict[str, Any],
                       resolved: dict[str, dict[str, Any]], channel: Channel) -> list[dict[str, Any]]:
        known = {o["name"]: o for o in spec.get("options") or []}
        for key in options:
            if key not in known:
                raise Refused(f"/{spec['name']} has no option {key!r} (has {sorted(known)})")
        out = []
        for oname, o in known.items():
            if oname not in options:
                if o.get("required"):
                    raise Refused(f"/{spec['name']}: option {oname!r} is required")
                continue
            out.append({"type": o["type"], "name": oname, "value": self._typed_value(o, options[oname], resolved, channel)})
        return out

    def _typed_value(self: "FakeDiscord", o: dict[str, Any], value: Any, resolved: dict[str, dict[str, Any]], channel: Channel) -> Any:
        t, name = o["type"], o["name"]
        bad = Refused(f"option {name!r} of type {t} cannot take {value!r}")
        if t == 3:
            if not isinstance(value, str):
                raise bad
            if not o.get("min_length", 0) <= len(value) <= o.get("max_length", 6000):
                raise Refused(f"option {name!r}: length {len(value)} out of range")
        elif t == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise bad
        elif t == 5:
            if not isinstance(value, bool):
                raise bad
        elif t == 10:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise bad
        elif t in (6, 9) and isinstance(value, (User, str)):
            user = self.user(value)
            resolved.setdefault("users", {})[str(user.id)] = user.payload()
            if channel.guild is not None and user.id in channel.guild.members:
                resolved.setdefault("members", {})[str(user.id)] = channel.guild.member_payload(user, with_user=False, interaction=True)
            return str(user.id)
        elif t == 7 and isinstance(value, (Channel, str)):
            ch = self.channel(value)
            resolved.setdefault("channels", {})[str(ch.id)] = {**ch.payload(), "permissions": str((1 << 50) - 1)}
            return str(ch.id)
        elif t == 8 and isinstance(value, Role):
            resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        else:
            raise bad
        if t in (4, 10) and not o.get("min_value", float("-inf")) <= value <= o.get("max_value", float("inf")):
            raise Refused(f"option {name!r}: {value} out of range")
        if o.get("choices") and value not in [c["value"] for c in o["choices"]]:
            raise Refused(f"option {name!r}: {value!r} is not one of the choices {[c['value'] for c in o['choices']]}")
        return value

    async def _component_target(self: "FakeDiscord", user: User, message: "Message | int") -> Message:
        """The message a person clicks on. Nobody clicks within ``reaction_time`` of a message appearing
        (the bot stores its View only once it has read the callback's answer)."""
        msg = self.message(message)
        wait = msg.created + self.reaction_time - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        if msg.deleted:
            raise Refused(f"{msg!r} was deleted")
        if msg.ephemeral_for is not None and msg.ephemeral_for is not user:
            raise Refused(f"{user.name} cannot see {msg!r}")
        self._check_place(user, msg.channel)
        return msg

    async def click(self: "FakeDiscord", user: "User | str", message: "Message | int", label_or_custom_id: str) -> InteractionHandle:
        """Press the button with that custom_id (or, failing that, that label) on the message as it is now."""
        user = self.user(user)
        msg = await self._component_target(user, message)
        buttons = msg.buttons
        hits = [b for b in buttons if b.get("custom_id") == label_or_custom_id] or [
            b for b in buttons if b.get("label") == label_or_custom_id]
        if not hits:
            raise Refused(f"no button {label_or_custom_id!r} on {msg!r} (buttons: {[b.get('custom_id') or b.get('label') for b in buttons]})")
        if len(hits) > 1:
            raise Refused(f"several buttons labelled {label_or_custom_id!r} on {msg!r}; use the custom_id")
        button = hits[0]
        if button.get("disabled"):
            raise Refused(f"button {label_or_custom_id!r} on {msg!r} is disabled")
        if "custom_id" not in button:
            raise Refused(f"button {label_or_custom_id!r} is a link or premium button")
        return await self.inject(user, msg.channel, 3, {"custom_id": button["custom_id"], "component_type": 2}, msg)

    async def select(self: "FakeDiscord", user: "User | str", message: "Message | int", values: list[Any],
                     custom_id: str | None = None) -> InteractionHandle:
        user = self.user(user)
        msg = await self._component_target(user, message)
        selects = [s for s in msg.selects if custom_id is None or s.get("custom_id") == custom_id]
        if len(selects) != 1:
            raise Refused(f"{len(selects)} select menus match {custom_id!r} on {msg!r}")
        sel = selects[0]
        if sel.get("disabled"):
            raise Refused(f"select {sel['custom_id']!r} is disabled")
        lo, hi = sel.get("min_values", 1), sel.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise Refused(f"select {sel['custom_id']!r} takes {lo}..{hi} values, not {len(values)}")
        data: dict[str, Any] = {"custom_id": sel["custom_id"], "component_type": sel["type"]}
        if sel["type"] == 3:
            allowed = [o["value"] for o in sel.get("options") or []]
            if any(v not in allowed for v in values) or len(set(values)) != len(values):
                raise Refused(f"values {values!r} are not among the options {allowed!r} of {sel['custom_id']!r}")
            data["values"] = list(values)
        elif sel["type"] == 5:
            resolved: dict[str, dict[str, Any]] = {}
            data["values"] = [self._typed_value({"type": 6, "name": sel["custom_id"]}, v, resolved, msg.channel) for v in values]
            data["resolved"] = resolved
        else:
            raise Refused(f"select type {sel['type']} is not modelled")
        return await self.inject(user, msg.channel, 3, data, msg)

    async def submit_modal(self: "FakeDiscord", user: "User | str", modal: InteractionHandle, values: dict[str, str]) -> InteractionHandle:
        """Fill in and submit the modal the bot answered ``modal`` with (text inputs by custom_id)."""
        user = self.user(user)
        await modal.ack()
        source = modal.interaction
        if source.user is not user:
            raise Refused(f"the modal was shown to {source.user.name}, not {user.name}")
        form = modal.modal
        inputs = {c["custom_id"]: c for c in walk_components(form.get("components") or []) if c.get("type") == 4}
        for key in values:
            if key not in inputs:
                raise Refused(f"the modal {form.get('custom_id')!r} has no text input {key!r} (has {sorted(inputs)})")
        for key, spec in inputs.items():
            text = values.get(key, "")
            if spec.get("required", True) and not text:
                raise Refused(f"text input {key!r} is required")
            if text and not spec.get("min_length", 0) <= len(text) <= spec.get("max_length", 4000):
                raise Refused(f"text input {key!r}: length {len(text)} out of range")

        def answer(comp: dict[str, Any]) -> dict[str, Any] | None:
            if comp.get("type") == 4:
                return {"type": 4, "custom_id": comp["custom_id"], "value": values.get(comp["custom_id"], "")}
            if comp.get("type") == 1:
                return {"type": 1, "components": [a for c in comp.get("components") or [] if (a := answer(c))]}
            if comp.get("type") == 18 and isinstance(comp.get("component"), dict):
                inner = answer(comp["component"])
                return {"type": 18, "id": comp.get("id", 0), "component": inner} if inner else None
            return None

        data = {"custom_id": form["custom_id"],
                "components": [a for c in form.get("components") or [] if (a := answer(c))]}
        return await self.inject(user, source.channel, 5, data, source.message)

    async def say(self: "FakeDiscord", user: "User | str", channel: "Channel | str", content: str) -> Message:
        """A person posts a plain message (MESSAGE_CREATE)."""
        user, channel = self.user(user), self.channel(channel)
        self._check_place(user, channel)
        msg = self.new_message(channel, user, content=content)
        payload = msg.payload(self.bot_user)
        if channel.guild is not None:
            payload["member"] = channel.guild.member_payload(user, with_user=False)
        await self.gateway.dispatch("MESSAGE_CREATE", payload)
        return msg
