"""Somna's bot players in whole games: the village's win rate and decision time.

    python -m bench.ai_somna --games 200            # every size (7, 10, 13), every match-up
    python -m bench.ai_somna --games 50 --sizes 7 --modes bots --levels hard
    python -m bench.ai_somna --games 500 --modes bots --versus   # levels against each other

Match-ups (a seat's side is its faction when it acts: a seduced Villager
plays for evil from then on):

- ``bots``: every seat the bot player at one level; the village's win rate.
- ``village``: village seats the bot, evil seats the engine's default move
  (``state.default_action``); aim: the village wins at least 70%.
- ``evil``: evil seats the bot, village seats the default move; aim: evil
  wins at least 70%.

A seat to act is drawn at random among those the game waits for, so no seat
order is favoured; game ``i`` of a size uses seed ``i`` in every match-up (the
same deals). Decision time is the wall time of ``choose`` alone, per level. ``--versus``
adds bot against bot at different levels (the village at one, evil at
another).
Win rates carry a 95% Wilson interval. Bounded: games count and a step cap.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any, Hashable

from bench.ai import percentile, wilson
from games.base import close_waiting
from games.somna import GAME
from games.somna import ai
from games.somna.state import SomnaState

MODES = ("bots", "village", "evil")
MAX_STEPS = 5_000


def sides(mode: str, level: str) -> dict[str, str | None]:
    """The level each side plays at in a match-up (None: the default move)."""
    if mode == "bots":
        return {"village": level, "evil": level}
    if mode == "village":
        return {"village": level, "evil": None}
    if mode == "evil":
        return {"village": None, "evil": level}
    raise ValueError(f"unknown match-up {mode!r}")


def play(players: int, seed: int, mode: str | dict[str, str | None], level: str, times: list[float],
         options: dict[str, Any] | None = None, choices: list[float] | None = None) -> str:
    """One game; returns the winner ("village" or "evil"). ``mode`` is a
    match-up name or the level per side. Bot decision times (seconds) are
    appended to ``times``, and those of decisions with more than one legal
    action to ``choices`` too."""
    levels = sides(mode, level) if isinstance(mode, str) else mode
    st = GAME.new(players=players, seed=seed, options=options or {})
    assert isinstance(st, SomnaState)
    order = random.Random(f"order:{seed}:{players}")
    for step in range(MAX_STEPS):
        if st.is_over:
            break
        if close_waiting(st):
            continue
        seat = order.choice(st.awaiting())
        view = st.view(seat)
        legal = st.legal_actions(seat)
        action: Hashable
        bot_level = levels[view["faction"]]
        if bot_level is not None:
            rng = random.Random(f"bot:{seed}:{step}:{seat}")
            start = time.perf_counter()
            action = ai.choose(view, legal, bot_level, rng)
            spent = time.perf_counter() - start
            times.append(spent)
            if choices is not None and len(legal) > 1:
                choices.append(spent)
        else:
            action = st.default_action(seat)
        st.apply(seat, action)
    else:
        raise RuntimeError(f"somna {players} seed {seed}: no end in {MAX_STEPS} steps")
    assert st.winner is not None
    return st.winner


def run(games: int, sizes: tuple[int, ...] = (7, 10, 13), modes: tuple[str, ...] = MODES,
        levels: tuple[str, ...] = ("normal",), seed: int = 0) -> list[dict[str, Any]]:
    """One row per (mode, level, size): games, village wins, rate and its 95%
    interval, the aim (if any) and the bot's decision times."""
    rows = []
    for mode in modes:
        for level in levels:
            for size in sizes:
                times: list[float] = []
                choices: list[float] = []
                wins = 0
                start = time.perf_counter()
                for i in range(games):
                    wins += play(size, seed + i, mode, level, times, choices=choices) == "village"
                low, high = wilson(wins, games)
                side_wins = wins if mode != "evil" else games - wins
                s_low, s_high = wilson(side_wins, games)
                rows.append({
                    "game": "somna", "mode": mode, "level": level, "players": size, "games": games,
                    "village_wins": wins, "village_rate": wins / games if games else 0.0,
                    "village_ci": (low, high),
                    "bot_side_rate": side_wins / games if games else 0.0, "bot_side_ci": (s_low, s_high),
                    "aim": None if mode == "bots" else 0.70,
                    "decisions": len(times),
                    "p50_ms": percentile(times, 0.50) * 1000, "p99_ms": percentile(times, 0.99) * 1000,
                    "max_ms": max(times, default=0.0) * 1000,
                    "choice_p50_ms": percentile(choices, 0.50) * 1000,
                    "choice_p99_ms": percentile(choices, 0.99) * 1000,
                    "seconds": time.perf_counter() - start,
                })
    return rows


def versus(games: int, sizes: tuple[int, ...] = (7, 10, 13),
           pairs: tuple[tuple[str, str], ...] = (("easy", "normal"), ("normal", "normal"), ("hard", "normal"),
                                                  ("normal", "easy"), ("normal", "hard")),
           seed: int = 0) -> list[dict[str, Any]]:
    """Bot against bot at different levels: one row per (village level, evil
    level, size) with the village's win rate; a stronger village level
    raises it, a stronger evil level lowers it."""
    rows = []
    for village, evil in pairs:
        for size in sizes:
            times: list[float] = []
            wins = sum(play(size, seed + i, {"village": village, "evil": evil}, village, times) == "village"
                       for i in range(games))
            rows.append({"game": "somna", "village_level": village, "evil_level": evil, "players": size,
                         "games": games, "village_wins": wins, "village_rate": wins / games if games else 0.0,
                         "village_ci": wilson(wins, games)})
    return rows


def versus_table(rows: list[dict[str, Any]]) -> str:
    head = f"{'village':<8} {'evil':<8} {'n':>3} {'games':>5} {'village wins [95% CI]':>24}"
    out = [head, "-" * len(head)]
    for r in rows:
        lo, hi = r["village_ci"]
        out.append(f"{r['village_level']:<8} {r['evil_level']:<8} {r['players']:>3} {r['games']:>5} "
                   f"{r['village_rate']:>7.1%} [{lo:.1%}-{hi:.1%}]")
    return "\n".join(out)


def table(rows: list[dict[str, Any]]) -> str:
    head = (f"{'match-up':<28} {'level':<6} {'n':>3} {'games':>5} {'village [95% CI]':>22} "
            f"{'bot side [95% CI]':>22} {'aim':>5} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} {'choice p99':>10}")
    out = [head, "-" * len(head)]
    names = {"bots": "every seat a bot", "village": "bot village vs default evil",
             "evil": "bot evil vs default village"}
    for r in rows:
        lo, hi = r["village_ci"]
        slo, shi = r["bot_side_ci"]
        village = f"{r['village_rate']:.1%} [{lo:.1%}-{hi:.1%}]"
        side = "" if r["mode"] == "bots" else f"{r['bot_side_rate']:.1%} [{slo:.1%}-{shi:.1%}]"
        aim = "" if r["aim"] is None else ("ok" if r["bot_side_ci"][0] >= r["aim"] else
                                           ("~" if r["bot_side_rate"] >= r["aim"] else "MISS"))
        out.append(f"{names[r['mode']]:<28} {r['level']:<6} {r['players']:>3} {r['games']:>5} {village:>22} "
                   f"{side:>22} {aim:>5} {r['p50_ms']:>7.2f} {r['p99_ms']:>7.2f} {r['max_ms']:>7.2f} "
                   f"{r['choice_p99_ms']:>10.2f}")
    out.append("aim: ok = the 95% interval's floor clears 70%; ~ = the rate does, the floor does not.")
    out.append("times: per bot decision (choose alone); choice p99 counts only decisions with 2+ legal actions.")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200, help="games per size and match-up")
    parser.add_argument("--sizes", type=int, nargs="+", default=[7, 10, 13])
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    parser.add_argument("--levels", nargs="+", choices=("easy", "normal", "hard"), default=["normal"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--versus", action="store_true",
                        help="also bot against bot at different levels (village level x evil level)")
    args = parser.parse_args(argv)
    rows = run(args.games, tuple(args.sizes), tuple(args.modes), tuple(args.levels), args.seed)
    print(table(rows))
    if args.versus:
        print()
        print(versus_table(versus(args.games, tuple(args.sizes), seed=args.seed)))


if __name__ == "__main__":
    main()
