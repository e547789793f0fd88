"""Keep Python's cyclic garbage collector off the loaded models and lexicons.

Once the plugins are loaded, the process holds lexicons of hundreds of thousands of
words in sets and dicts, a CRF's word cache and, in English, a spaCy pipeline. None
of it becomes garbage while documents are masked, but every full collection walks
every element of every container it tracks, and the allocations of masking trigger
one now and then: a full collection cost 0.18 s in the Dutch configuration's
process (about 1.5 s of a 32 s run over 600 notes; ``BENCHMARKS.md``, session 25).
``gc.freeze`` moves everything alive into a permanent generation that collections
skip; objects created later are collected as before.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


def freeze_loaded_objects() -> None:
    """Collect what is garbage now, then freeze the rest, for the life of the process.

    For processes MASK owns from start to end (its worker processes)."""
    gc.collect()
    gc.freeze()


@contextmanager
def loaded_objects_frozen() -> Iterator[None]:
    """Freeze what is loaded for the duration of a run, and unfreeze after it.

    Leaves the collector alone if something else in the process has frozen objects
    already: unfreezing would undo that too."""
    if gc.get_freeze_count():
        yield
        return
    freeze_loaded_objects()
    try:
        yield
    finally:
        gc.unfreeze()
