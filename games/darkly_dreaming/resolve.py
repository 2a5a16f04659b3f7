"""Step 3 of a turn: applying rolled dreams, shadows, Nightmare activations
and the end-of-step checks (rulings D-3, D-4, D-5..D-7, D-10..D-12, D-15).

Resolution is a small task machine so that it can stop for a player's choice
anywhere (an Envy pick inside a chain of Depths shadows, say) and resume after
the choice. ``state.stack`` holds JSON-safe tasks, the last one runs first:

- ``{"op": "resolve", "seat", "by", "dream", "result"}``: apply one rolled dream;
- ``{"op": "checks", "seat"}``: the D-4 checks of a dreamer;
- ``{"op": "step4", "seat"}``: the dreamer's sleep-or-stay-awake choice;
- ``{"op": "end_turn"}``: end a Nightmare's turn.

``state.pending`` is the choice awaited (``kind``, ``seat`` who chooses, and
its context); the machine runs until a choice is pending or the game is over.
"""

from __future__ import annotations

from typing import Any

from games.base import public

from .board import COMATOSE, DREAMER, NIGHTMARE, OUT, StateFields
from .cards import RULES, TYPES

_ORDER = {"1pt": 0, "2pt": 0, "hunt": 1, "exhaust": 2}


def resolution_rank(roll: dict[str, Any]) -> int:
    """D-3: points, hunt, exhaust, then shadows in the order D, E, C, P."""
    return _ORDER.get(roll["result"], 3 + TYPES.index(roll["dream"]))


class ResolveMixin(StateFields):
    """Step-3 machinery; mixed into ``DarklyState``."""

    # -- low-level helpers --------------------------------------------------

    def _emit(self, kind: str, **data: Any) -> None:
        self._ev.append(public(kind, **data))

    def _shuffle_in(self, dreams: list[str], seat: int, cause: str) -> None:
        """Shuffle dreams back into the deck (the deck order is the only secret)."""
        if not dreams:
            return
        self.deck.extend(dreams)
        self.rng.shuffle(self.deck)
        self._emit("returned", seat=seat, dreams=sorted(dreams, key=TYPES.index), cause=cause)

    def _draw(self, n: int, seat: int, cause: str) -> list[str] | None:
        """Draw n dreams from the top, or end the game (D-14) if the deck runs out."""
        if len(self.deck) < n:
            self._end_game("deck_empty", seat=seat, needed=n, left=len(self.deck))
            return None
        drawn = self.deck[:n]
        del self.deck[:n]
        self._emit("drew", seat=seat, dreams=list(drawn), cause=cause)
        return drawn

    def _roll(self, seat: int, by: int, dreams: list[str], cause: str) -> list[dict[str, Any]]:
        """Roll one die per dream for dreamer ``seat``; ``by`` rolled them."""
        rolls = []
        for dream in dreams:
            die = self.rng.roll(6)
            rolls.append({"dream": dream, "die": die, "result": RULES.kinds[dream].result(die)})
        for r in rolls:
            self.last_rolls.append({"seat": seat, "by": by, "cause": cause, **r})
        self._emit("rolled", seat=seat, by=by, cause=cause, rolls=[dict(r) for r in rolls])
        return rolls

    def _push_resolve(self, seat: int, by: int, rolls: list[dict[str, Any]]) -> None:
        """Queue rolled dreams so the first in D-3 order resolves first."""
        for r in sorted(rolls, key=resolution_rank, reverse=True):
            self.stack.append({"op": "resolve", "seat": seat, "by": by, "dream": r["dream"], "result": r["result"]})

    def nightmare_of(self, kind: str) -> int | None:
        for seat, card in enumerate(self.cards):
            if card.status == NIGHTMARE and card.nightmare == kind:
                return seat
        return None

    def left_active(self, seat: int) -> int:
        """D-5: the next player to the left still in the game (may be ``seat`` itself)."""
        for step in range(1, self.players + 1):
            other = (seat + step) % self.players
            if self.cards[other].status != OUT:
                return other
        return seat

    @property
    def shadow_limit(self) -> int:
        return RULES.shadow_limit(self.players)

    # -- the machine ----------------------------------------------------------

    def _run(self) -> None:
        while self.over is None and self.pending is None:
            if not self.stack:
                raise RuntimeError("darkly_dreaming: nothing pending and nothing to do")
            task = self.stack.pop()
            getattr(self, "_task_" + task["op"])(task)

    def _task_resolve(self, task: dict[str, Any]) -> None:
        seat, dream, result = task["seat"], task["dream"], task["result"]
        card = self.cards[seat]
        if not card.is_dreamer:  # cannot happen: checks run only after step 3
            self._shuffle_in([dream], seat, "unresolved")
            return
        if result != "shadow":
            pile = card.place(dream, result)
            self._emit("placed", seat=seat, dream=dream, result=result, pile=pile)
            return
        holder = self.nightmare_of(dream)
        if holder is not None:
            self._activate(holder, seat, dream)
            return
        card.place(dream, "shadow")
        self._emit("placed", seat=seat, dream=dream, result=result, pile="shadow")
        getattr(self, "_shadow_" + dream)(seat)

    def _task_checks(self, task: dict[str, Any]) -> None:
        self._checks(task["seat"])

    def _task_step4(self, task: dict[str, Any]) -> None:
        seat = task["seat"]
        if seat == self.current and self.cards[seat].status == DREAMER:
            self.pending = {"kind": "sleep", "seat": seat, "forced": self.marker >= RULES.max_marker}
        else:
            self._finish_turn()

    def _task_end_turn(self, task: dict[str, Any]) -> None:
        self._finish_turn()

    # -- shadow abilities (a dreamer's own shadow pile) ------------------------

    def _shadow_D(self, seat: int) -> None:
        """Depths: draw one dream, roll it and resolve it at once (D-3)."""
        drawn = self._draw(1, seat, "depths")
        if drawn is not None:
            self._push_resolve(seat, seat, self._roll(seat, seat, drawn, "depths"))

    def _shadow_E(self, seat: int) -> None:
        """Envy: the player to the left picks a dream to reroll (D-5)."""
        self.pending = {"kind": "envy", "seat": self.left_active(seat), "dreamer": seat, "source": "shadow"}

    def _shadow_C(self, seat: int) -> None:
        self._cages(seat)

    def _shadow_P(self, seat: int) -> None:
        """Primeval: the dreamer may move a shadow dream to the hunt pile (D-7)."""
        self.pending = {"kind": "primeval", "seat": seat, "dreamer": seat}

    def _cages(self, seat: int) -> None:
        card = self.cards[seat]
        index = card.flip_lowest()
        self._emit("cages", seat=seat, flipped=index, dream=None if index is None else card.exhaust[index][0])

    # -- Nightmare activations (D-10) ----------------------------------------

    def _activate(self, holder: int, seat: int, dream: str) -> None:
        self.cards[holder].points.append(f"{dream}1")
        self._emit("nightmare_activated", nightmare=holder, seat=seat, dream=dream)
        card = self.cards[seat]
        if dream == "C":
            self._cages(seat)
        elif dream == "D":
            drawn = self._draw(2, seat, "nightmare_depths")
            if drawn is not None:
                rolls = self._roll(seat, seat, drawn, "nightmare_depths")
                self.pending = {"kind": "nm_depths", "seat": holder, "dreamer": seat, "rolls": rolls}
        elif dream == "E":
            if card.dream_count():
                self.pending = {"kind": "nm_envy", "seat": holder, "dreamer": seat}
        elif "P2" in card.points:
            self.pending = {"kind": "nm_primeval", "seat": holder, "dreamer": seat}

    # -- end of step 3 (D-4) -------------------------------------------------

    def _checks(self, seat: int) -> None:
        card = self.cards[seat]
        if not card.is_dreamer:
            return
        if len(card.hunt) >= RULES.hunt_limit:
            self._knock_out(seat, "hunted")
        elif card.face_down >= RULES.face_down_limit:
            self._knock_out(seat, "never_wakes")
        elif card.largest_shadow >= self.shadow_limit:
            choices = self.nightmare_choices(seat)
            if len(choices) == 1:
                self._become(seat, choices[0])
            else:
                self.pending = {"kind": "become", "seat": seat, "choices": choices}
        elif len(card.exhaust) >= RULES.exhaust_limit:
            card.status = COMATOSE
            self._emit("comatose", seat=seat, exhaust=len(card.exhaust))

    def nightmare_choices(self, seat: int) -> list[str]:
        """D-12: the free Nightmares matching the largest of the player's piles among them."""
        shadow = self.cards[seat].shadow
        free = [t for t in TYPES if self.nightmare_of(t) is None]
        best = max(shadow[t] for t in free)
        return [t for t in free if shadow[t] == best]

    def _knock_out(self, seat: int, reason: str) -> None:
        card = self.cards[seat]
        dreams = card.clear(keep_points=False)
        card.status = OUT
        self._emit("out", seat=seat, reason=reason)
        self._shuffle_in(dreams, seat, "out")
        self._check_dreamers_left()

    def _become(self, seat: int, kind: str) -> None:
        card = self.cards[seat]
        dreams = card.clear(keep_points=True)
        card.status, card.nightmare = NIGHTMARE, kind
        self._emit("became_nightmare", seat=seat, nightmare=kind, points=card.score)
        self._shuffle_in(dreams, seat, "nightmare")
        self._check_dreamers_left()

    def _check_dreamers_left(self) -> None:
        if not any(c.is_dreamer for c in self.cards):
            self._end_game("all_nightmares")

    def _end_game(self, reason: str, **data: Any) -> None:
        """End at once. In-flight dreams stay where they are (pending, stack)."""
        self.over = reason
        self._emit("game_over", reason=reason, points=[c.score for c in self.cards], **data)
