"""The words that say a note was typed or dictated, shared by every rule that reads a typist's or an author's
initials after them ('getypt kdb', 'dict. ivdb/lv', 'uitgewerkt EB 12-11-24').

One list, so that a cue learnt for one shape of mark ('getikt', 'transcribed') is known to all of them; the
rules differ in what they read after the cue, not in which cues they know.
"""
from __future__ import annotations

#: a typist's cue: the text was typed out by the initials after it
TYPED = ("getypt", "uitgetypt", "getikt", "uitgewerkt", "typed", "transcribed")
#: an author's dictation cue: 'dict.' and 'd/t' are how letters abbreviate it
DICTATED = ("dictated", "gedicteerd", "dictaat", "dict")


def alternation(*words: str) -> str:
    """The words as a regular-expression alternation, longest first so that 'dictated' is not read as 'dict'."""
    return "|".join(sorted(words, key=len, reverse=True))
