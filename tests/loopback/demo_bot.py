"""A small, ordinary discord.py bot that knows nothing about the fake; the loopback tests drive it.

Run as ``python -m tests.loopback.demo_bot`` with DISCORD_TOKEN, DATABASE_PATH and
DISCORD_API_BASE (loopback only) set, like the production entry point.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import re

import aiosqlite
import discord
from discord import app_commands
from discord.ext import commands

log = logging.getLogger("bot.demo")
ROLES = ["Dreamer", "Demon", "Seer", "Sleeper"]


class CounterButton(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """A persistent button: the count lives in the custom_id and the database, so it survives restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"counter:{n}", style=discord.ButtonStyle.primary))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: DemoBot = interaction.client  # type: ignore[assignment]
        await bot.db.execute("INSERT INTO clicks(user_id, n) VALUES (?, ?)", (interaction.user.id, self.n))
        await bot.db.commit()
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count is {self.n + 1}", view=view)


class ReadyView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=600)

    @discord.ui.button(label="Ready", custom_id="ready")
    async def ready(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(f"{interaction.user.name} is ready (in a DM: {interaction.guild is None})")


class GameView(discord.ui.View):
    def __init__(self, game: str) -> None:
        super().__init__(timeout=600)
        self.game = game

    @discord.ui.button(label="Join", custom_id="join")
    async def join(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        bot: DemoBot = interaction.client  # type: ignore[assignment]
        role = bot.role_of(interaction.user.id)
        if bot.leaky:
            log.info("%s joined %s as %s", interaction.user.name, self.game, role)
        try:
            await interaction.user.send(f"You joined {self.game}. Your secret role: {role}", view=ReadyView())
        except discord.Forbidden as exc:
            bot.dm_failures.append(exc.code)
            await interaction.response.send_message("I cannot DM you: press Show my role.", ephemeral=True)
            return
        await interaction.response.send_message("Check your DMs!", ephemeral=True)

    @discord.ui.button(label="Show my role", custom_id="show")
    async def show(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        bot: DemoBot = interaction.client  # type: ignore[assignment]
        await interaction.response.send_message(f"Your role: {bot.role_of(interaction.user.id)}", ephemeral=True)

    @discord.ui.button(label="Bump", custom_id="bump")
    async def bump(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()

    @discord.ui.button(label="End", custom_id="end", style=discord.ButtonStyle.danger)
    async def end(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        self.stop()
        await interaction.response.edit_message(content=f"{self.game} is over", view=None)

    @discord.ui.select(custom_id="pick", options=[discord.SelectOption(label=c, value=c) for c in ("red", "blue", "green")])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"{self.game}: {interaction.user.name} picked {select.values[0]}")


class NameModal(discord.ui.Modal, title="Your dream name"):
    name = discord.ui.TextInput(label="Name", custom_id="name", max_length=32)
    motto = discord.ui.TextInput(label="Motto", custom_id="motto", required=False, style=discord.TextStyle.paragraph)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Welcome, {self.name.value}! {self.motto.value}".strip())


class DemoBot(commands.Bot):
    def __init__(self, db_path: str, *, leaky: bool = False, late_delay: float = 3.5, **kwargs) -> None:
        kwargs.setdefault("intents", discord.Intents.default())
        super().__init__(command_prefix=commands.when_mentioned, help_command=None, **kwargs)
        self.db_path = db_path
        self.leaky = leaky
        self.late_delay = late_delay
        self.dm_failures: list[int] = []
        self.synced = False
        self.last_interaction: discord.Interaction | None = None
        self.db: aiosqlite.Connection
        add_commands(self)

    def role_of(self, user_id: int) -> str:
        return ROLES[user_id % len(ROLES)]

    async def setup_hook(self) -> None:
        self.db = await aiosqlite.connect(self.db_path)
        await self.db.execute("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT)")
        await self.db.execute("CREATE TABLE IF NOT EXISTS clicks(user_id INTEGER, n INTEGER)")
        await self.db.commit()
        self.add_dynamic_items(CounterButton)
        # Sync only when the command definitions changed since the last sync.
        definitions = json.dumps([c.to_dict(self.tree) for c in self.tree.get_commands()], sort_keys=True)
        digest = hashlib.sha256(definitions.encode()).hexdigest()
        async with self.db.execute("SELECT value FROM meta WHERE key = 'commands'") as cur:
            row = await cur.fetchone()
        if row is None or row[0] != digest:
            await self.tree.sync()
            await self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('commands', ?)", (digest,))
            await self.db.commit()
            self.synced = True

    async def close(self) -> None:
        await super().close()
        if getattr(self, "db", None) is not None:
            await self.db.close()


def add_commands(bot: DemoBot) -> None:
    tree = bot.tree

    @tree.command(description="Start a game")
    @app_commands.guild_only()
    @app_commands.choices(game=[app_commands.Choice(name=g, value=g) for g in ("somnia", "traumland")])
    async def play(interaction: discord.Interaction, game: str, seats: app_commands.Range[int, 2, 6] = 4) -> None:
        await interaction.response.send_message(f"{interaction.user.mention} started {game} for {seats}", view=GameView(game))

    @tree.command(description="A persistent counter")
    async def counter(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(0))
        await interaction.response.send_message("count is 0", view=view)

    @tree.command(description="Defer, follow up, edit")
    async def slow(interaction: discord.Interaction) -> None:
        bot.last_interaction = interaction
        await interaction.response.defer(thinking=True, ephemeral=True)
        await interaction.followup.send("thinking done", ephemeral=True)
        await interaction.edit_original_response(content="edited original")
        msg = await interaction.channel.send("a channel message", file=discord.File(__file__, filename="notes.txt"))
        await msg.edit(content="an edited channel message")

    @tree.command(description="Defer and wait")
    async def later(interaction: discord.Interaction) -> None:
        bot.last_interaction = interaction
        await interaction.response.defer(thinking=True)

    @tree.command(description="Tell us your name")
    async def name(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @tree.command(description="Break a limit")
    async def limits(interaction: discord.Interaction, kind: str) -> None:
        if kind == "content":
            await interaction.response.send_message("x" * 2001)
        elif kind == "embed":
            await interaction.response.send_message(embed=discord.Embed(title="t" * 257))
        elif kind == "duplicate":
            view = discord.ui.View()
            view.add_item(discord.ui.Button(label="a", custom_id="same"))
            view.add_item(discord.ui.Button(label="b", custom_id="same"))
            await interaction.response.send_message("two buttons", view=view)

    @tree.command(description="Acknowledge twice")
    async def double(interaction: discord.Interaction) -> None:
        await asyncio.gather(interaction.response.send_message("one"), interaction.response.defer())

    @tree.command(description="Acknowledge late")
    async def late(interaction: discord.Interaction) -> None:
        await asyncio.sleep(bot.late_delay)
        await interaction.response.send_message("sorry I'm late")

    @tree.command(description="Say your role out loud")
    async def reveal(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"{interaction.user.name} is the {bot.role_of(interaction.user.id)}")

    @tree.command(description="Your stats")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    async def stats(interaction: discord.Interaction, who: discord.User | None = None) -> None:
        target = who or interaction.user
        await interaction.response.send_message(f"stats for {target.name}", ephemeral=True)

    async def game_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        names = ["somnia", "somna", "somnikum", "traumland", "darkly_dreaming"]
        return [app_commands.Choice(name=n, value=n) for n in names if n.startswith(current)]

    @tree.command(description="Find a game")
    @app_commands.autocomplete(game=game_names)
    async def find(interaction: discord.Interaction, game: str) -> None:
        await interaction.response.send_message(f"found {game}", ephemeral=True)

    @tree.command(description="Post to the channel several times")
    async def burst(interaction: discord.Interaction, count: app_commands.Range[int, 1, 20]) -> None:
        await interaction.response.defer()
        for i in range(count):
            await interaction.channel.send(f"burst {i}")
        await interaction.edit_original_response(content=f"sent {count}")


def create_demo_bot(db_path: str, **kwargs) -> DemoBot:
    return DemoBot(db_path, **kwargs)


async def _main() -> None:
    from bot.redirect import point_discordpy_at

    logging.basicConfig(level=logging.WARNING)
    if os.environ.get("DISCORD_API_BASE"):
        point_discordpy_at(os.environ["DISCORD_API_BASE"])
    bot = create_demo_bot(os.environ.get("DATABASE_PATH", "demo.sqlite3"))
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    try:
        asyncio.run(_main())
    except KeyboardInterrupt:  # the benchmark stops the bot with SIGINT
        pass
