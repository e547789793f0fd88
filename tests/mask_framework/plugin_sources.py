"""Source code of small drop-in plugins that the core tests write to disk.

A module of its own (not conftest) so test files anywhere below can import it unambiguously.
"""

# a plugin that records each initialize() with its process id, to prove plugins load once per worker
COUNTING_PLUGIN = '''
import gc
import os
from ner_plugins.NER_abstract import NER_abstract


class NER_counting(NER_abstract):
    """Finds 'Piet'; notes each initialize() with the process id in the file named by `tally`,
    and, given `frozen`, how many objects the garbage collector had frozen at each text."""

    def initialize(self):
        with open(self.params["tally"], "a") as handle:
            handle.write(f"{os.getpid()}\\n")

    def perform_NER(self, text):
        if self.params.get("frozen"):
            with open(self.params["frozen"], "a") as handle:
                handle.write(f"{gc.get_freeze_count()}\\n")
        at = text.find("Piet")
        return [] if at < 0 else [("NAME", at, at + 4)]
'''
