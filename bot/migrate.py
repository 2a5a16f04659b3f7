"""Move a server's whole history from one database to another:

    python -m bot.migrate --from sqlite:///var/dreamgames.sqlite3 --to postgresql://user@host/dreamgames

The target is migrated to the source's schema version first and must be
empty; every table (whatever the migrations created) is copied with its ids,
the id sequences are moved past them, and both databases are read back: rows
per table and a checksum of every row in primary-key order are printed side
by side. Exit status 0 when every figure matches, 1 when one does not, 2 when
the copy was refused (nothing written). The source is only read.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Sequence

from .storage import StoreError, open_backend, sqlite_path
from .storage.base import without_password
from .storage.copy import CopyRefused, copy
from .storage.schema import migrations, plan


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bot.migrate", description=__doc__.split("\n")[0])
    p.add_argument("--from", dest="source", required=True, help="sqlite:///path (or a path): the database to copy")
    p.add_argument("--to", dest="target", required=True, help="postgresql://...: an empty database")
    return p.parse_args(argv)


async def run(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if sqlite_path(args.target) is not None:
        print("error: --to must be a postgresql:// URL (the copy goes from SQLite to PostgreSQL)", file=sys.stderr)
        return 2
    src_path = sqlite_path(args.source)
    if src_path is not None and not src_path.is_file():
        print(f"error: no database at {src_path}", file=sys.stderr)
        return 2
    source = await open_backend(args.source)
    try:
        version = await source.schema_version()
        if not 0 < version <= len(migrations()):
            print(f"error: the source is at schema version {version}; this code knows 1..{len(migrations())}",
                  file=sys.stderr)
            return 2
        try:
            target = await open_backend(args.target)
        except Exception as exc:  # the driver's or the network's: refused, unknown host, bad password
            print(f"error: cannot open {without_password(args.target)}: {exc}", file=sys.stderr)
            return 2
        try:
            target_version = await target.schema_version()
            if target_version > version:
                print("error: the target's schema is newer than the source's; copy into a new database",
                      file=sys.stderr)
                return 2
            await target.migrate(lambda current: plan(current, version, target.dialect))
            try:
                before, after = await copy(source, target, fresh=target_version == 0)
            except CopyRefused as exc:
                print(f"error: {exc}", file=sys.stderr)
                return 2
        finally:
            await target.close()
    except StoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        await source.close()

    print(f"copied {source.url} -> {without_password(args.target)} at schema version {version}")
    print(f"{'table':<16} {'rows':>9} {'copied':>9}  {'checksum':<16}  {'copied':<16}  ")
    bad = 0
    for table, src in before.items():
        dst = after[table]
        ok = src == dst
        bad += not ok
        print(f"{table:<16} {src.rows:>9,} {dst.rows:>9,}  {src.checksum:<16}  {dst.checksum:<16}  "
              f"{'ok' if ok else 'MISMATCH'}")
    total = sum(f.rows for f in before.values())
    if bad:
        print(f"{bad} table(s) differ: do not switch DATABASE_URL to the target", file=sys.stderr)
        return 1
    print(f"all {len(before)} tables match ({total:,} rows)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return asyncio.run(run(argv))


if __name__ == "__main__":
    raise SystemExit(main())
