"""Benchmark scripts (not tests): ``python -m bench.engines`` and ``python -m bench.tables``.

Every speed is printed next to a floor measured in the same run, because the
machine is shared and absolute numbers drift. See bench/README.md.
"""
