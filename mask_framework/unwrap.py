"""A reading of hard-wrapped notes with their wrapped lines joined again, for the detectors.

Many exports break every line at a fixed width (60 to 80 characters: MIMIC-style discharge summaries,
terminal-era systems, e-mailed letters), so a name, an address, an organisation or a phone number falls
across a line end ('Leeds Teaching Hospitals NHS\\nTrust', '0113 392\\n6411'). The patterns and the
lexicons stop at a line end (it parts an address block from the next field), and the statistical
models read it as a boundary: with the dev notes wrapped at 72 characters English character recall fell
from 0.989 to 0.972, Dutch from 0.988 to 0.976 (organisations, phones and jobs most).

``wrap_width`` decides from the lines' lengths whether a note is hard-wrapped, and at what width;
``unwrapped_view`` replaces each line end that wrapping made with a space. A line end is taken to be the
wrapper's when the line is nearly full and the next line's first word would not have fitted on it (the
rule every wrapper follows). A short line, a blank line, a line the next word would have fitted on, a
table row and a line before a rule, a bullet or a ``Label:`` keep their line ends, so address blocks and
fields stay apart. One character for one, so the offsets are the original's; the detectors read the
view, masking splices the original text. With ``<unwrap>`` the dev notes wrapped at 72 characters read
as they do unwrapped: English recall 0.972 -> 0.989, Dutch 0.976 -> 0.988 (precision 0.917 -> 0.916 and
0.945 -> 0.941); the held-back sets wrapped so 0.964 -> 0.979 and 0.961 -> 0.976.
"""
from __future__ import annotations

import re

#: a note is read as wrapped only at a width a wrapper uses: narrower lines are forms, wider ones prose
MIN_WIDTH, MAX_WIDTH = 40, 132
#: a wrapped line is at least this share of the width long (a wrapper leaves at most a long word's room)
FULL_SHARE = 0.6
#: a note is hard-wrapped when this many of its line ends are the wrapper's ...
MIN_WRAPS = 3
#: ... and they are this share of its lines that have a next line (a paragraph end is not a wrap)
MIN_WRAP_SHARE = 0.25

_FIRST_WORD = re.compile(r"\S+")
#: a wrapped line goes on with a word, a number or a bracket or quote before one
_CONTINUES = re.compile(r"[(\"'\[]?\w")
#: ... but a line that opens with a label is a new field ('Kinderarts: dr. G. Peeters', 'Anesth.-verpl.: K.')
_LABEL = re.compile(r"[^\W\d][\w.\-/]*(?: [\w.\-/]+){0,2} ?:(?:\s|$)")


def _wrap_ends(lines: list[str], width: int) -> list[int]:
    """Indexes of the lines whose end the wrapper made: the line is nearly full, the next line is not
    blank and begins with a word that would not have fitted after it."""
    ends = []
    for i in range(len(lines) - 1):
        line = lines[i].rstrip()
        if len(line) < FULL_SHARE * width or not lines[i + 1].strip():
            continue
        nxt = lines[i + 1]
        if not _CONTINUES.match(nxt) or _LABEL.match(nxt) or line.count("|") > 1:
            continue  # an indented line, a rule ('-----'), a bullet, a field or a table row is no wrapped sentence
        word = _FIRST_WORD.match(nxt)
        if word is not None and len(line) + 1 + len(word.group()) > width:
            ends.append(i)
    return ends


def _wrapping(text: str) -> tuple[list[str], int, list[int]] | None:
    """A hard-wrapped note's lines, its width and the lines whose end the wrapper made; None when the
    note's lines were not wrapped."""
    if text.count("\n") < MIN_WRAPS:
        return None
    lines = text.split("\n")
    spaced = [len(line.rstrip()) for line in lines if " " in line.strip()]
    if not spaced:
        return None
    width = max(spaced)
    if not MIN_WIDTH <= width <= MAX_WIDTH:
        return None
    ends = _wrap_ends(lines, width)
    continued = sum(1 for i in range(len(lines) - 1) if lines[i].strip() and lines[i + 1].strip())
    if len(ends) < MIN_WRAPS or len(ends) < MIN_WRAP_SHARE * continued:
        return None
    return lines, width, ends


def wrap_width(text: str) -> int | None:
    """The width a hard-wrapped note was wrapped at, or None when its lines were not wrapped."""
    wrapping = _wrapping(text)
    return wrapping[1] if wrapping else None


def unwrapped_view(text: str) -> str:
    """``text`` with the line ends its wrapper made read as spaces, or ``text`` itself when it was not
    hard-wrapped; the same length."""
    wrapping = _wrapping(text)
    if wrapping is None:
        return text
    lines, _, ends = wrapping
    joined = set(ends)
    return "".join(line + (" " if i in joined else "\n") for i, line in enumerate(lines))[:len(text)]
