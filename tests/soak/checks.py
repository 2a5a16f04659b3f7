"""The soak's verdicts, computed from the store (``db.dump``) and the ledger of clicks.

Matching, per table and user, is a bipartite matching (Kuhn's augmenting paths; a seat has at most a
few hundred actions, so it is cheap):

* lost: every acknowledged move (table, user, action text, drawn seq d) needs its own stored
  'player' action by that user with the same text and a stored seq s >= d. Unmatched ones are lost.
* applied twice: every stored 'player' action needs its own *prompt* (table, user, drawn seq) among
  the real clicks (any outcome: a click unanswered because of a kill may still have been applied)
  with that text and d <= s. A prompt explains at most one action: a seat's epoch moves when it
  acts, so one prompt can never legally give two (bot/tables.py). Unmatched actions were applied
  twice (or came from nowhere); a fuzzed click that explains one is reported as "fuzz applied".
  A double click whose two clicks were both acknowledged as moves counts too.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from games import GAMES

from .db import TableDump
from .ledger import Click

STUCK_GRACE = 5.0  # seconds a deadline may be overdue: the timer fires, then commits


def _match(left: list[Any], right: list[Any], fits: Callable[[Any, Any], bool]) -> dict[int, int]:
    """Maximum bipartite matching: left index -> right index."""
    owner: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for j, r in enumerate(right):
            if j in seen or not fits(left[i], r):
                continue
            seen.add(j)
            if j not in owner or augment(owner[j], seen):
                owner[j] = i
                return True
        return False

    for i in range(len(left)):
        augment(i, set())
    return {i: j for j, i in owner.items()}


def _player_actions(dumps: dict[int, TableDump]) -> dict[tuple[int, int], list[tuple[int, str]]]:
    by: dict[tuple[int, int], list[tuple[int, str]]] = defaultdict(list)
    for t in dumps.values():
        for seq, _seat, user, action, source in t.actions:
            if source == "player" and user is not None:
                by[(t.id, user)].append((seq, action))
    return by


def lost(moves: Iterable[Click], dumps: dict[int, TableDump]) -> list[Click]:
    """Acknowledged moves absent from the action log."""
    stored = _player_actions(dumps)
    items: dict[tuple[int, int], dict[tuple[int, str], Click]] = defaultdict(dict)
    for c in moves:
        if c.table in dumps:
            items[(c.table, c.user.id)].setdefault((c.drawn, c.text), c)
    missing = []
    for key, wanted in items.items():
        left = list(wanted)
        right = stored.get(key, [])
        matched = _match(left, right, lambda w, a: w[1] == a[1] and w[0] <= a[0])
        missing += [wanted[left[i]] for i in range(len(left)) if i not in matched]
    return missing


@dataclass
class Twice:
    actions: list[tuple[int, int, int, str]] = field(default_factory=list)  # table, user, seq, text
    fuzz_applied: list[tuple[int, int, int, str]] = field(default_factory=list)
    double_moves: list[tuple[Click, Click]] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.actions) + len(self.double_moves)


def applied_twice(clicks: list[Click], dumps: dict[int, TableDump]) -> Twice:
    out = Twice()
    prompts: dict[tuple[int, int], dict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    fuzz: set[tuple[int, int, str]] = set()
    for c in clicks:
        if c.fuzz:
            fuzz.add((c.table, c.user.id, c.text))
        elif c.text:
            prompts[(c.table, c.user.id)][c.drawn].add(c.text)
    for key, actions in _player_actions(dumps).items():
        groups = list(prompts.get(key, {}).items())  # (drawn, texts)
        matched = _match(actions, groups, lambda a, g: a[1] in g[1] and g[0] <= a[0])
        for i, (seq, text) in enumerate(actions):
            if i not in matched:
                item = (key[0], key[1], seq, text)
                (out.fuzz_applied if (key[0], key[1], text) in fuzz else out.actions).append(item)
    pairs: dict[int, list[Click]] = defaultdict(list)
    for c in clicks:
        if c.pair is not None:
            pairs[c.pair].append(c)
    for pair in pairs.values():
        if len(pair) == 2 and all(c.outcome == "move" for c in pair):
            out.double_moves.append((pair[0], pair[1]))
    return out


def double_click_outcomes(clicks: list[Click]) -> dict[str, int]:
    """How double clicks were answered: one move + one refusal is right; the rest is reported."""
    pairs: dict[int, list[Click]] = defaultdict(list)
    for c in clicks:
        if c.pair is not None:
            pairs[c.pair].append(c)
    out: dict[str, int] = defaultdict(int)
    for pair in pairs.values():
        kinds = sorted(c.outcome for c in pair)
        if kinds == ["move", "refused"]:
            done = any("already done" in c.answer for c in pair)
            out["one move + one refusal" + ("" if done else " (not 'already done')")] += 1
        else:
            out[" + ".join(kinds)] += 1
    return dict(out)


def odd_double_clicks(clicks: list[Click]) -> list[tuple[Click, Click]]:
    """Double clicks answered with one move and a refusal other than "already done"."""
    pairs: dict[int, list[Click]] = defaultdict(list)
    for c in clicks:
        if c.pair is not None:
            pairs[c.pair].append(c)
    return [(p[0], p[1]) for p in pairs.values() if len(p) == 2 and sorted(c.outcome for c in p) == ["move", "refused"]
            and not any("already done" in c.answer for c in p)]


def replay(t: TableDump) -> tuple[Any, str]:
    """The game rebuilt from its seed and stored actions: (state or None, problem or "")."""
    game = GAMES[t.game]
    try:
        state = game.new(len(t.seats), t.seed, t.options)
        for seq, seat, _user, action, _source in t.actions:
            state.apply(seat, game.decode(action))
    except Exception as exc:  # an action the engine refuses on replay is itself a finding
        return None, f"replay failed at a stored action: {exc!r}"
    return state, ""


def _norm(d: Any) -> Any:
    return json.loads(json.dumps(d))


@dataclass
class TableVerdict:
    stuck: list[tuple[int, str]] = field(default_factory=list)
    mismatches: list[tuple[int, str]] = field(default_factory=list)
    over: int = 0


def tables(dumps: dict[int, TableDump], now: float | None = None) -> TableVerdict:
    now = time.time() if now is None else now
    out = TableVerdict()
    for t in dumps.values():
        if t.snapshot is None:
            continue  # a lobby, or a lobby closed before its start
        state, problem = replay(t)
        if state is None:
            out.mismatches.append((t.id, problem))
            continue
        seq, stored = t.snapshot
        if _norm(state.to_dict()) != stored:
            out.mismatches.append((t.id, f"replay of {len(t.actions)} actions differs from the snapshot at seq {seq}"))
        if state.is_over:
            out.over += 1
            if t.status != "finished":
                out.stuck.append((t.id, f"the game is over but the table is {t.status!r}"))
        elif t.status == "running":
            if t.deadline is None:
                out.stuck.append((t.id, "running with no deadline"))
            elif t.deadline < now - STUCK_GRACE:
                out.stuck.append((t.id, f"running, deadline {now - t.deadline:.1f} s in the past"))
    return out


def first_tracebacks(text: str, limit: int = 3, size: int = 1500) -> list[str]:
    out, at = [], 0
    for _ in range(limit):
        at = text.find("Traceback", at)
        if at < 0:
            break
        start = text.rfind("\n", 0, max(0, text.rfind("\n", 0, at))) + 1
        out.append(text[start:start + size])
        at += 1
    return out

