"""Resident memory of a process and all its descendants, sampled from /proc (Linux).

The sum of RSS over the tree counts shared library pages once per process, so it is
an upper bound on what the run costs the machine: the conservative figure.
"""
from __future__ import annotations

import os
import threading
import time


def _children_map() -> dict[int, list[int]]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
        except OSError:
            continue
        # the command name may hold spaces and parentheses: fields start after the last ')'
        fields = stat[stat.rfind(b")") + 2:].split()
        children.setdefault(int(fields[1]), []).append(int(entry))
    return children


def _rss_bytes(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm", "rb") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, IndexError, ValueError):
        return 0


def tree_rss(root: int) -> int:
    children, total, todo = _children_map(), 0, [root]
    while todo:
        pid = todo.pop()
        total += _rss_bytes(pid)
        todo.extend(children.get(pid, ()))
    return total


class PeakSampler:
    """Samples the tree's RSS every ``interval`` seconds in a thread; ``peak`` is the largest sum seen."""

    def __init__(self, root: int, interval: float = 0.05):
        self.root, self.interval, self.peak, self.samples = root, interval, 0, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, tree_rss(self.root))
            self.samples += 1
            self._stop.wait(self.interval)

    def __enter__(self) -> "PeakSampler":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()


def wait_for_first_file(folder: str, suffix: str, process, started: float, poll: float = 0.01) -> float | None:
    """Seconds from ``started`` until a finished ``*suffix`` file appears in ``folder`` (None if the process ended first)."""
    while process.poll() is None:
        try:
            with os.scandir(folder) as entries:
                if any(e.name.endswith(suffix) and not e.name.startswith(".") for e in entries):
                    return time.perf_counter() - started
        except FileNotFoundError:
            pass
        time.sleep(poll)
    return None
