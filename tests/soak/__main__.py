"""``python -m tests.soak [--quick] [--games N] [--kills N] [--seconds S] [--json]``: see the package docstring."""

from __future__ import annotations

import argparse
import asyncio
import json

from . import __doc__ as DOC
from .run import FAILURES, report, soak


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m tests.soak", description=(DOC or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="games opened in all (a bound)")
    ap.add_argument("--kills", type=int, default=10, help="SIGKILLs of the bot (a bound)")
    ap.add_argument("--seconds", type=float, default=300.0, help="seconds of play (a bound)")
    ap.add_argument("--tables-per-game", type=int, default=1, help="channels per game playing at once")
    ap.add_argument("--turn-time", type=int, default=15, help="/play turn_time: (15 is the least the bot takes)")
    ap.add_argument("--double-clicks", type=float, default=0.08, help="share of clicks made twice at once")
    ap.add_argument("--debug-generation", type=int, action="append", default=None,
                    help="bot generations (1 = the first start) run with LOG_LEVEL=DEBUG (default: 1, which deals every first game)")
    ap.add_argument("--audit-every", type=float, default=1.0, help="seconds between secrecy audit points")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workdir", help="an empty folder to keep the database and the child's log in (default: a temporary one)")
    ap.add_argument("--quick", action="store_true", help="the pytest mode: 35 s, 5 kills")
    ap.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = ap.parse_args(argv)
    if args.quick:
        args.seconds, args.kills, args.games = min(args.seconds, 35.0), min(args.kills, 5), min(args.games, 10)
    args.debug_generation = args.debug_generation or [1]
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    result = asyncio.run(soak(args))
    print(report(args, result), flush=True)
    if args.json:
        print(json.dumps({"figures": result.figures, "failures": list(FAILURES), "wall": round(result.wall, 1)}))
    return 1 if result.failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
