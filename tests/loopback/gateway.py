"""The gateway websocket: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME with replay.

A session gets only the events its IDENTIFY intents ask for (``intents.py``).
The server side of the protocol is driven from tests: ``request_heartbeat``
(op 1: the client must heartbeat at once), ``request_reconnect`` (op 7: the
client reconnects and RESUMEs; missed events are replayed in order, then
RESUMED; with ``resumable=False`` the RESUME gets op 9 and the client must
IDENTIFY anew, as when Discord can no longer resume a session).

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

from .intents import GUILD_MEMBERS, allows, shape

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
        self.heartbeat_interval = 41250  # ms, as HELLO tells the client
        self.heartbeats = 0  # op 1 frames received from the client

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
        await self._send(ws, {"op": 10, "d": {"heartbeat_interval": self.heartbeat_interval}, "s": None, "t": None})
        session: Session | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                op, d = data.get("op"), data.get("d")
                self.log.append((f"recv op {op}", d))
                if op == 1:
                    self.heartbeats += 1
                    await self._send(ws, {"op": 11, "d": None, "s": None, "t": None})
                    self.fake._touch()
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
        session = self.session
        if not d.get("query") and not d.get("user_ids") and not (session and session.intents & GUILD_MEMBERS):
            # "GUILD_MEMBERS intent is required to request the entire member list" (Request Guild Members)
            from .server import Problem

            self.fake.violations.append(Problem("violation", "gateway op 8", "the whole member list requested "
                                                "without the GUILD_MEMBERS intent"))
            return
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
        if not allows(session.intents, event, data):
            self.log.append((f"not asked for {event}", data))  # Discord sends nothing, and no seq is used
            return
        data = shape(session.intents, event, data, self.fake.bot_user.id)
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

    async def request_heartbeat(self) -> int:
        """Discord asks for a heartbeat now (op 1); returns the count to wait past
        (``wait_for(lambda: gateway.heartbeats > n)``)."""
        session = self.session
        assert session is not None and session.ws is not None, "the bot is not connected"
        seen = self.heartbeats
        await self._send(session.ws, {"op": 1, "d": None, "s": None, "t": None})
        self.log.append(("sent op 1", None))
        return seen

    async def request_reconnect(self, *, resumable: bool = True) -> None:
        """Discord tells the client to reconnect (op 7). From now on events wait
        for the RESUME and are replayed then; with ``resumable=False`` the session
        is forgotten, so the RESUME is answered with op 9 (d: false) and events
        meanwhile are lost, as on Discord when a session cannot be resumed."""
        session = self.session
        assert session is not None and session.ws is not None, "the bot is not connected"
        self.resumed.clear()
        ws, session.ws = session.ws, None
        if not resumable:
            self.sessions.pop(session.id, None)
            self.session = None
        await self._send(ws, {"op": 7, "d": None, "s": None, "t": None})
        self.log.append(("sent op 7", {"resumable": resumable}))

    async def close_all(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None:
                ws, session.ws = session.ws, None
                await ws.close(code=1001)
