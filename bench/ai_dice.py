"""Quick tournaments and decision times for the Somnikum and Darkly Dreaming
bots (issue 25): ``python -m bench.ai_dice GAME PLAYERS GAMES LINEUP``.

``python -m bench.ai_dice times DEALS`` times every decision of games where
every seat plays one level.

LINEUP is the level of the lone player and of the others, e.g. ``hard,easy``:
the first level sits at one seat, rotating over the seats of each deal (every
deal is played once per seat), the second fills the others. Prints the first level's win share with a 95% Wilson interval
and decision times (p50/p99 ms) per level. ``omniscient`` is a benchmark-only
player that sees every card (the ceiling, where the game supports it).
"""

from __future__ import annotations

import math
import random
import sys
import time
from typing import Any

from games import GAMES
from games.ai import player


def darkly_omniscient(state: Any, seat: int, rng: random.Random) -> Any:
    """The ``hard`` player, but its sampled draws come from the real deck order
    (only the dice stay unknown): the ceiling of what seeing more could give."""
    from games.darkly_dreaming import ai
    from games.darkly_dreaming.actions import Sleep, StayAwake

    view, legal = state.view(seat), state.legal_actions(seat)

    def sample(r: random.Random) -> Any:
        d = state.to_dict()
        d["rng"] = {"seed": str(r.getrandbits(64)), "n": 0, "forced": []}
        return state.game.from_dict(d)

    if len(legal) > 1 and view["pending"]["kind"] == "sleep" and not ai._last_turn(view, seat):
        return StayAwake() if ai._draw_outcome(view, rng, ai.HARD_DRAWS, sample) > 0 else Sleep()
    return ai.choose(view, legal, "hard", rng)


OMNISCIENT = {"darkly_dreaming": darkly_omniscient}


def wilson(wins: float, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p, z = wins / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play(game: str, players: int, levels: list[str], seed: int, times: dict[str, list[float]]) -> list[float]:
    state = GAMES[game].new(players, seed=seed)
    module = player(game)
    step = 0
    while not state.is_over:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        rng = random.Random(f"{seed}:{seat}:{step}")
        level = levels[seat]
        t = time.perf_counter()
        if level == "omniscient":
            action = OMNISCIENT[game](state, seat, rng)
        else:
            action = module.choose(state.view(seat), legal, level, rng)
        times.setdefault(level, []).append(time.perf_counter() - t)
        state.apply(seat, action)
        step += 1
    out = state.outcome()
    winners = [r.seat for r in out if r.won]
    return [1.0 / len(winners) if r.won else 0.0 for r in out]  # all zero: nobody won (all out)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def decision_times(deals: int) -> None:
    """Every seat at one level, ``deals`` games per game, player count and
    level: the time of each decision, p50 and p99."""
    for game in ("darkly_dreaming", "somnikum"):
        for level in ("easy", "normal", "hard"):
            times: dict[str, list[float]] = {}
            for players in (2, 3, 4):
                for deal in range(deals):
                    play(game, players, [level] * players, 2_000_000 + deal, times)
            values = times[level]
            print(f"{game} {level}: {len(values)} decisions, p50 {pct(values, 0.5):.2f} ms, "
                  f"p99 {pct(values, 0.99):.2f} ms, max {1000 * max(values):.1f} ms", flush=True)


def main(argv: list[str]) -> None:
    if argv[0] == "times":
        decision_times(int(argv[1]))
        return
    game, players, games = argv[0], int(argv[1]), int(argv[2])
    first, rest = argv[3].split(",")
    times: dict[str, list[float]] = {}
    share = 0.0
    nobody = 0
    for g in range(games):
        # Each deal is played once per seat of the lone player: the seats'
        # luck (who starts, the deck) cancels out of the comparison.
        hero = g % players
        levels = [first if s == hero else rest for s in range(players)]
        shares = play(game, players, levels, 1_000_000 + g // players, times)
        share += shares[hero]
        nobody += not any(shares)
    lo, hi = wilson(share, games)
    print(f"{game} {players}p {first} vs {rest}: {first} wins {share / games:.1%} "
          f"[{lo:.1%}, {hi:.1%}] of {games} (fair share {1 / players:.1%}; {nobody} games nobody won)")
    for level, values in sorted(times.items()):
        print(f"  {level}: {len(values)} decisions, p50 {pct(values, 0.5):.2f} ms, "
              f"p99 {pct(values, 0.99):.2f} ms, max {1000 * max(values):.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
