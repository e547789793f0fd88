"""The collector's freeze around a run: frozen inside, as it was after, garbage still collected."""
from __future__ import annotations

import gc
import weakref

from mask_framework.heap import loaded_objects_frozen


class Node:
    def __init__(self):
        self.other = None


def test_objects_alive_at_entry_are_frozen_inside_and_unfrozen_after():
    loaded = [Node() for _ in range(100)]
    assert gc.get_freeze_count() == 0
    with loaded_objects_frozen():
        assert gc.get_freeze_count() >= len(loaded)
    assert gc.get_freeze_count() == 0


def test_cycles_made_inside_the_run_are_still_collected():
    with loaded_objects_frozen():
        first, second = Node(), Node()
        first.other, second.other = second, first  # a cycle: only the collector frees it
        alive = weakref.ref(first)
        del first, second
        gc.collect()
        assert alive() is None


def test_garbage_present_at_entry_is_collected_not_frozen():
    first, second = Node(), Node()
    first.other, second.other = second, first
    alive = weakref.ref(first)
    del first, second
    with loaded_objects_frozen():
        assert alive() is None  # collected before the freeze, so it cannot leak


def test_someone_elses_freeze_is_left_alone():
    gc.freeze()
    try:
        before = gc.get_freeze_count()
        with loaded_objects_frozen():
            pass
        assert gc.get_freeze_count() == before > 0
    finally:
        gc.unfreeze()
