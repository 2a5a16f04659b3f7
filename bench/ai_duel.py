"""A quick tournament and timing check for the card games' bot players.

    python -m bench.ai_duel somnia 3 --games 200 --seat hard --others easy

One seat plays at ``--seat`` level, every other at ``--others``; the strong
seat rotates through the seats (game g puts it at seat g % players). Prints
its win share with a 95% Wilson interval (a shared first place counts as a
win split among the winners) and decision times (p50/p99) per level.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import defaultdict

from games import GAMES
from games.ai import choose


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("players", type=int)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seat", default="hard")
    ap.add_argument("--others", default="easy")
    ap.add_argument("--start", type=int, default=0)
    args = ap.parse_args()
    game = GAMES[args.game]
    times: dict[str, list[float]] = defaultdict(list)
    share = 0.0
    for g in range(args.start, args.start + args.games):
        state = game.new(args.players, seed=f"duel:{g}")
        strong = g % args.players
        levels = [args.seat if s == strong else args.others for s in range(args.players)]
        rngs = [random.Random(f"bot:{g}:{s}") for s in range(args.players)]
        while not state.is_over:
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            t = time.perf_counter()
            action = choose(args.game, view, legal, levels[seat], rngs[seat])
            times[levels[seat]].append(time.perf_counter() - t)
            state.apply(seat, action)
        winners = [r.seat for r in state.outcome() if r.won]
        if strong in winners:
            share += 1 / len(winners)
    lo, hi = wilson(share, args.games)
    print(f"{args.game} {args.players}p: {args.seat} vs {args.others}: {args.seat} wins "
          f"{share / args.games:.1%} [{lo:.1%}, {hi:.1%}] of {args.games} (fair {1 / args.players:.1%})")
    for level, xs in times.items():
        print(f"  {level:6} decisions {len(xs):6}  p50 {pct(xs, .5) * 1e3:6.1f} ms  p99 {pct(xs, .99) * 1e3:6.1f} ms")


if __name__ == "__main__":
    main()
