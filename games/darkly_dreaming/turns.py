"""Turn flow: starting and ending turns, comatose turns, dreamer and Nightmare
draws, sleeping, and the ends of the game (D-8, D-9, D-13, D-14, D-17)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import COMATOSE, NIGHTMARE, OUT, StateFields
from .cards import RULES


class TurnMixin(StateFields):
    """Turn-level flow; mixed into ``DarklyState``."""

    first: int
    final: bool
    turn: int

    if TYPE_CHECKING:
        @property
        def goal(self) -> int: ...  # ``DarklyState`` reads it from the options

    def _start_turn(self, seat: int) -> bool:
        """Begin ``seat``'s turn. True if the turn ended at once (comatose)."""
        self.current = seat
        self.turn += 1
        self.last_rolls = []
        self.marker = RULES.start_marker  # D-8: every dreamer turn starts at 3
        card = self.cards[seat]
        role = "nightmare" if card.status == NIGHTMARE else "dreamer"
        self._emit("turn", seat=seat, role=role, number=self.turn, comatose=card.status == COMATOSE)
        if card.status == COMATOSE:
            # D-9: face-up exhaust dreams go back; face-down ones stay.
            up = [x[0] for x in card.exhaust if x[1] == "+"]
            card.exhaust = [x for x in card.exhaust if x[1] == "-"]
            card.status = "dreamer"
            self._emit("comatose_turn", seat=seat, returned=up, face_down=len(card.exhaust))
            self._shuffle_in(up, seat, "comatose")
            return True
        if card.status == NIGHTMARE:
            self._nightmare_draw()
        else:
            self._dreamer_draw()
        return False

    def _finish_turn(self) -> None:
        """End the current turn and start the next one (skipping comatose turns)."""
        while self.over is None:
            self._check_final_round()
            self._check_dreamers_left()
            if self.over is not None:
                return
            nxt = self._next_seat()
            if nxt is None:
                self._end_game("final_round")
                return
            if not self._start_turn(nxt):
                return

    def _check_final_round(self) -> None:
        if self.final:
            return
        leaders = [s for s, c in enumerate(self.cards) if c.status != OUT and c.score >= self.goal]
        if leaders:
            self.final = True
            self._emit("final_round", seats=leaders, points=[self.cards[s].score for s in leaders],
                       ends_before=self.first)

    def _next_seat(self) -> int | None:
        """The next seat in the game, or None when the final round is over (D-13)."""
        for step in range(1, self.players + 1):
            seat = (self.current + step) % self.players
            if self.final and seat == self.first:
                return None
            if self.cards[seat].status != OUT:
                return seat
        return None

    def _dreamer_draw(self) -> None:
        drawn = self._draw(self.marker, self.current, "turn")
        if drawn is not None:
            self.pending = {"kind": "return", "seat": self.current, "dreams": drawn, "count": RULES.returned}

    def _nightmare_draw(self) -> None:
        drawn = self._draw(RULES.nightmare_draw, self.current, "nightmare")
        if drawn is not None:
            self.pending = {"kind": "return", "seat": self.current, "dreams": drawn,
                            "count": RULES.nightmare_returned}

    def _sleep(self, seat: int) -> None:
        card = self.cards[seat]
        self.marker = RULES.start_marker
        top = card.exhaust.pop()[0] if card.exhaust else None
        self._emit("slept", seat=seat, returned=top)
        if top is not None:
            self._shuffle_in([top], seat, "sleep")
        self._finish_turn()

    def _stay_awake(self, seat: int) -> None:
        self.marker += 1
        self._emit("stayed_awake", seat=seat, marker=self.marker)
        self._dreamer_draw()
