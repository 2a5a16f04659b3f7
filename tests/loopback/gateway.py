"""The gateway websocket: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME with replay.

Frames are sent as text (discord.py only decompresses binary frames), so the
``compress`` query parameter the client asks for is ignored.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .server import FakeDiscord

REPLAY_KEEP = 20000


@dataclass(eq=False)
class Session:
    id: str
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    buffer: list[tuple[int, str]] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    intents: int = 0


class Gateway:
    def __init__(self, fake: "FakeDiscord") -> None:
        self.fake = fake
        self.sessions: dict[str, Session] = {}
        self.session: Session | None = None  # the latest identified session receives events
        self.log: list[tuple[str, Any]] = []  # (direction + op/t, data) for tests
        self.identifies = 0
        self.resumes = 0
        self.connections = 0
        self.queries: list[str] = []
        self.resumed = asyncio.Event()

    @property
    def connected(self) -> bool:
        s = self.session
        return s is not None and s.ws is not None and not s.ws.closed

    async def _send(self, ws: web.WebSocketResponse, payload: dict[str, Any]) -> None:
        try:
            await ws.send_str(json.dumps(payload))
        except (ConnectionError, RuntimeError):
            pass

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self.connections += 1
        self.queries.append(request.query_string)
        await self._send(ws, {"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        session: Session | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                op, d = data.get("op"), data.get("d")
                self.log.append((f"recv op {op}", d))
                if op == 1:
                    await self._send(ws, {"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    session = await self._identify(ws, d)
                elif op == 6:
                    session = await self._resume(ws, d)
                elif op == 8:
                    await self._members_chunk(ws, d)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
        return ws

    async def _identify(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> Session | None:
        fake = self.fake
        if d.get("token") != fake.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        self.identifies += 1
        old = self.session
        session = Session(id=secrets.token_hex(16), ws=ws, intents=d.get("intents", 0))
        self.sessions[session.id] = session
        self.session = session
        if old is not None and old.ws is not None and old.ws is not ws:
            old.ws = None  # a new bot instance took over; the old one gets nothing more
        ready = {
            "v": 10, "user": fake.bot_payload(), "guilds": [{"id": str(g.id), "unavailable": True} for g in fake.bot_guilds()],
            "session_id": session.id, "resume_gateway_url": fake.ws_url, "shard": [0, 1],
            "application": {"id": str(fake.app_id), "flags": 0}, "private_channels": [], "relationships": [],
            "session_type": "normal", "presences": [], "guild_join_requests": [], "geo_ordered_rtc_regions": [],
        }
        await self.dispatch("READY", ready)
        for guild in fake.bot_guilds():
            await self.dispatch("GUILD_CREATE", guild.create_payload())
        return session

    async def _resume(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> Session | None:
        session = self.sessions.get(d.get("session_id", ""))
        if session is None or d.get("token") != self.fake.token or session is not self.session:
            await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
            return None
        self.resumes += 1
        async with session.lock:
            session.ws = ws
            after = d.get("seq") or 0
            for seq, frame in session.buffer:
                if seq > after:
                    try:
                        await ws.send_str(frame)
                    except (ConnectionError, RuntimeError):
                        return session
        await self.dispatch("RESUMED", {})
        self.resumed.set()
        return session

    async def _members_chunk(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> None:
        guild = self.fake.guild_by_id(int(d["guild_id"]))
        members = [guild.member_payload(u) for u in guild.members.values()] if guild else []
        await self.dispatch("GUILD_MEMBERS_CHUNK", {
            "guild_id": d["guild_id"], "members": members, "chunk_index": 0, "chunk_count": 1,
            "not_found": [], "nonce": d.get("nonce"),
        })

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send an event to the current session; while it is disconnected the event waits for a RESUME."""
        session = self.session
        if session is None:
            self.log.append((f"dropped {event}", data))
            return
        async with session.lock:
            session.seq += 1
            frame = json.dumps({"op": 0, "t": event, "s": session.seq, "d": data})
            session.buffer.append((session.seq, frame))
            if len(session.buffer) > REPLAY_KEEP:
                del session.buffer[: REPLAY_KEEP // 2]
            ws = session.ws
            if ws is not None and not ws.closed:
                try:
                    await ws.send_str(frame)
                except (ConnectionError, RuntimeError):
                    pass
        self.fake._touch()

    async def drop(self, code: int = 4000) -> None:
        """Close the bot's socket with a resumable close code; events sent meanwhile are replayed on RESUME."""
        session = self.session
        assert session is not None and session.ws is not None, "the bot is not connected"
        self.resumed.clear()
        ws, session.ws = session.ws, None
        await ws.close(code=code, message=b"Loopback drop")

    async def close_all(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None:
                ws, session.ws = session.ws, None
                await ws.close(code=1001)
