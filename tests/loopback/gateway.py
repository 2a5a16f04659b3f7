"""The gateway websocket: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME with replay.

A session gets only the events its IDENTIFY intents ask for (``intents.py``),
and only those of its shard: IDENTIFY's ``shard: [shard_id, num_shards]``
(none means ``[0, 1]``) takes the guilds with ``(guild_id >> 22) % num_shards
== shard_id``; DMs go to shard 0 (Gateway docs, "Sharding"). Several sessions
(several bot processes, or one ``AutoShardedClient``) are connected at once; a
new IDENTIFY on a shard takes over from the session that held it. A shard that
does not exist closes with 4010 (Invalid shard), one that would hold more than
``max_guilds_per_shard`` guilds with 4011 (Sharding required). With
``identify_window`` set, a session start within that many seconds of another
in its bucket (``shard_id % max_concurrency``) is a violation and answered
with op 9, as Discord does past its session start limit.
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
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from bot.shards import shard_of

from .intents import GUILD_MEMBERS, allows, shape

if TYPE_CHECKING:
    from .server import FakeDiscord

REPLAY_KEEP = 20000
MAX_GUILDS_PER_SHARD = 2500  # past this Discord closes with 4011 (Sharding required)
_GUILD_KEYED = ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE")  # the guild's id is the payload's "id"


def guild_of(event: str, data: dict[str, Any]) -> int | None:
    """The guild an event belongs to (None: a DM or no guild; heard on shard 0)."""
    gid = data.get("id") if event in _GUILD_KEYED else data.get("guild_id")
    return int(gid) if gid else None


@dataclass(eq=False)
class Session:
    id: str
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    buffer: list[tuple[int, str]] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    intents: int = 0
    shard: tuple[int, int] = (0, 1)  # (shard_id, num_shards) as IDENTIFY gave them

    def hears(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.shard[1]) == self.shard[0]


class Gateway:
    def __init__(self, fake: "FakeDiscord") -> None:
        self.fake = fake
        self.sessions: dict[str, Session] = {}  # every session, for RESUME
        self.live: dict[tuple[int, int], Session] = {}  # the session holding each shard: it gets the events
        self.session: Session | None = None  # the latest identified session
        self.log: list[tuple[str, Any]] = []  # (direction + op/t, data) for tests
        self.identifies = 0
        self.resumes = 0
        self.connections = 0
        self.queries: list[str] = []
        self.resumed = asyncio.Event()
        self.heartbeat_interval = 41250  # ms, as HELLO tells the client
        self.heartbeats = 0  # op 1 frames received from the client
        self.max_guilds_per_shard = MAX_GUILDS_PER_SHARD
        self.max_concurrency = 1  # session_start_limit.max_concurrency in GET /gateway/bot
        # Seconds between session starts in one bucket; None: not enforced
        # (tests restart bots faster than Discord would let them).
        self.identify_window: float | None = None
        self._started: dict[int, float] = {}  # bucket -> time of its last session start

    @property
    def connected(self) -> bool:
        """Whether some session holds a shard and every such session is connected."""
        return bool(self.live) and all(s.ws is not None and not s.ws.closed for s in self.live.values())

    def shard_session(self, shard_id: int) -> Session:
        """The live session of a shard (the latest one, if bots disagree on the shard count)."""
        found = [s for s in self.live.values() if s.shard[0] == shard_id]
        assert found, f"no session holds shard {shard_id}"
        return found[-1]

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
                    await self._members_chunk(session, d)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
        return ws

    def _shard_problem(self, shard: Any) -> str | None:
        if not (isinstance(shard, list) and len(shard) == 2 and all(type(n) is int for n in shard)):
            return "shard must be [shard_id, num_shards]"
        shard_id, count = shard
        if count < 1 or not 0 <= shard_id < count:
            return f"shard {shard_id} of {count} does not exist"
        return None

    def _too_soon(self, shard_id: int) -> bool:
        """A session start past the limit (one per bucket per window); books the start otherwise."""
        now = time.monotonic()
        bucket = shard_id % max(1, self.max_concurrency)
        last = self._started.get(bucket)
        if self.identify_window is not None and last is not None and now - last < self.identify_window:
            return True
        self._started[bucket] = now
        return False

    async def _identify(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> Session | None:
        fake = self.fake
        if d.get("token") != fake.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard = d.get("shard", [0, 1])
        if (problem := self._shard_problem(shard)) is not None:
            self.log.append(("closed 4010", problem))
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        key = (shard[0], shard[1])
        guilds = [g for g in fake.bot_guilds() if shard_of(g.id, key[1]) == key[0]]
        if len(guilds) > self.max_guilds_per_shard:
            self.log.append(("closed 4011", {"shard": shard, "guilds": len(guilds)}))
            await ws.close(code=4011, message=b"Sharding required.")
            return None
        if self._too_soon(key[0]):
            from .server import Problem

            fake.violations.append(Problem("violation", "gateway op 2", f"shard {key[0]} identified within "
                                           f"{self.identify_window} s of another session start in its bucket"))
            await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
            return None
        self.identifies += 1
        session = Session(id=secrets.token_hex(16), ws=ws, intents=d.get("intents", 0), shard=key)
        self.sessions[session.id] = session
        old = self.live.get(key)
        self.live[key] = session
        self.session = session
        if old is not None and old.ws is not None and old.ws is not ws:
            old.ws = None  # a new bot instance took over the shard; the old one gets nothing more
        ready = {
            "v": 10, "user": fake.bot_payload(), "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id, "resume_gateway_url": fake.ws_url, "shard": list(key),
            "application": {"id": str(fake.app_id), "flags": 0}, "private_channels": [], "relationships": [],
            "session_type": "normal", "presences": [], "guild_join_requests": [], "geo_ordered_rtc_regions": [],
        }
        await self._deliver(session, "READY", ready)
        for guild in guilds:
            await self._deliver(session, "GUILD_CREATE", guild.create_payload())
        return session

    async def _resume(self, ws: web.WebSocketResponse, d: dict[str, Any]) -> Session | None:
        session = self.sessions.get(d.get("session_id", ""))
        if session is None or d.get("token") != self.fake.token or self.live.get(session.shard) is not session:
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
        await self._deliver(session, "RESUMED", {})
        self.resumed.set()
        return session

    async def _members_chunk(self, session: Session | None, d: dict[str, Any]) -> None:
        if session is None:
            return
        if not d.get("query") and not d.get("user_ids") and not session.intents & GUILD_MEMBERS:
            # "GUILD_MEMBERS intent is required to request the entire member list" (Request Guild Members)
            from .server import Problem

            self.fake.violations.append(Problem("violation", "gateway op 8", "the whole member list requested "
                                                "without the GUILD_MEMBERS intent"))
            return
        guild = self.fake.guild_by_id(int(d["guild_id"]))
        members = [guild.member_payload(u) for u in guild.members.values()] if guild else []
        await self._deliver(session, "GUILD_MEMBERS_CHUNK", {
            "guild_id": d["guild_id"], "members": members, "chunk_index": 0, "chunk_count": 1,
            "not_found": [], "nonce": d.get("nonce"),
        })

    async def dispatch(self, event: str, data: dict[str, Any]) -> list[tuple[int, int]]:
        """Send an event to the session of its guild's shard (DMs: shard 0);
        while that session is disconnected the event waits for a RESUME.
        Returns the shards it went to."""
        guild_id = guild_of(event, data)
        sessions = [s for s in self.live.values() if s.hears(guild_id)]
        if not sessions:
            self.log.append((f"dropped {event}", data))
            return []
        return [s.shard for s in sessions if await self._deliver(s, event, data)]

    async def _deliver(self, session: Session, event: str, data: dict[str, Any]) -> bool:
        if not allows(session.intents, event, data):
            self.log.append((f"not asked for {event}", data))  # Discord sends nothing, and no seq is used
            return False
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
        return True

    def _target(self, shard: int | None) -> Session:
        session = self.session if shard is None else self.shard_session(shard)
        assert session is not None and session.ws is not None, "the bot is not connected"
        return session

    async def drop(self, code: int = 4000, *, shard: int | None = None) -> None:
        """Close a socket (the latest session's, or ``shard``'s) with a
        resumable close code; events sent meanwhile are replayed on RESUME."""
        session = self._target(shard)
        self.resumed.clear()
        ws, session.ws = session.ws, None
        await ws.close(code=code, message=b"Loopback drop")

    async def request_heartbeat(self, *, shard: int | None = None) -> int:
        """Discord asks for a heartbeat now (op 1); returns the count to wait past
        (``wait_for(lambda: gateway.heartbeats > n)``)."""
        session = self._target(shard)
        seen = self.heartbeats
        await self._send(session.ws, {"op": 1, "d": None, "s": None, "t": None})
        self.log.append(("sent op 1", None))
        return seen

    async def request_reconnect(self, *, resumable: bool = True, shard: int | None = None) -> None:
        """Discord tells the client to reconnect (op 7). From now on events wait
        for the RESUME and are replayed then; with ``resumable=False`` the session
        is forgotten, so the RESUME is answered with op 9 (d: false) and events
        meanwhile are lost, as on Discord when a session cannot be resumed."""
        session = self._target(shard)
        self.resumed.clear()
        ws, session.ws = session.ws, None
        if not resumable:
            self.sessions.pop(session.id, None)
            if self.live.get(session.shard) is session:
                del self.live[session.shard]
            if self.session is session:
                self.session = None
        await self._send(ws, {"op": 7, "d": None, "s": None, "t": None})
        self.log.append(("sent op 7", {"resumable": resumable}))

    async def close_all(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None:
                ws, session.ws = session.ws, None
                await ws.close(code=1001)
