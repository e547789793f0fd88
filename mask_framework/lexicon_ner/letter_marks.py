"""Initials that mark who dictated, typed or was named, in shapes the staff-initials rules do not read:
the typist after the date typed and a slash ('d/t 04.04.2024/wb'), a typist's slash mark closing a
letter ('... via Zorgmail. /ky'), a dictation line's transcriber ('T: 05/17/2024 lmc'), a login before
the user's name ('by clk (C. Lynskey-Kearns)'), dotted initials after a title with no surname ('(dr. W.V.)'), a
bracket listing dotted initials ('nachtploeg (S.V., J.D.)') and the people in a long reference
('Ons kenmerk: DER/FLB/HvW/jb', 'Our ref: RK/sl/CCR').

Each rule is a pattern and the group it marks; what the group holds must be no unit or stop word.
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.typing_cues import TYPED, alternation

_DATE = r"\d{1,2}[-/.]\d{1,2}[-/.]'?\d{2,4}"
_DOTTED = r"(?:[A-Z]\.){2,3}"

#: one pattern per shape; each marks its ``initials`` group
_SHAPES = (
    # dictated/typed, the date, a slash and the typist: 'd/t 04.04.2024/wb', 'getypt 12-03-2024 / kv'
    re.compile(rf"(?i:\bd/t|\bdict\.?|\b(?:{alternation(*TYPED)}))[ \t:]*{_DATE}[ \t]*/[ \t]*"
               r"(?P<initials>[A-Za-z]{2,3})(?![\w/])"),
    # a typist's mark alone after a letter's last sentence or on a line of its own: '... via Zorgmail. /ky'
    re.compile(r"(?m)(?:^|(?<=\.[ \t])|(?<=\.[ \t]{2}))[ \t]*/(?P<initials>[a-z]{2,3})[ \t]*$"),
    # a North American letter's dictation line: 'D: 05/16/2024  T: 05/17/2024 lmc'
    re.compile(rf"\bD:[ \t]*{_DATE}[ \t]+T:[ \t]*{_DATE}[ \t]+(?P<initials>[A-Za-z]{{2,4}})(?![\w/])"),
    # a short login before the user's name in brackets: 'Printed 15/04/2024 11:02 by clk (C. Lynskey-Kearns)'
    re.compile(r"(?i:\b(?:printed|exported|generated|entered|signed|created))\b[^\n]{0,40}?\bby[ \t]+"
               r"(?P<initials>[a-z]{2,4})(?=[ \t]*\([A-Z])"),
    # a typist's capitals before a slash or the line's end: 'Typed KT / file: ...', 'Typist: LM'
    re.compile(r"(?m)(?i:\b(?:" + alternation(*TYPED, "typiste", "typist") + r"))[ \t:]+"
               r"(?P<initials>[A-Z]{2,3})(?=[ \t]*/|[ \t]*$)"),
    # a title and dotted initials with no surname after them: '(dr. W.V.)', 'dhr. J.K. belde'
    re.compile(rf"(?<![\w.])(?i:dr|dhr|mevr|mw|mr|mrs|ms|prof)\.?[ \t]+(?P<initials>{_DOTTED})"
               r"(?![\w.]|[ \t]*(?:[a-z]{1,3}[ \t]+)*[A-Z][a-z])"),
)
#: a reference of three parts or more: 'Ons kenmerk: DER/FLB/HvW/jb', 'Our ref: RK/sl/CCR' (department and
#: clinic codes in capitals around the writer's and the typist's initials)
_REFERENCE_CHAIN = re.compile(r"(?i:\b(?:kenmerk|our ref|ref|referentie))\.?[ \t]*:?[ \t]*"
                              r"(?P<chain>[A-Za-z]{2,4}(?:/[A-Za-z]{2,4}){2,4})(?![\w/])")
#: a bracket listing dotted initials: '(S.V., J.D.)', '(A.B./C.D.)'
_DOTTED_LIST = re.compile(rf"\((?P<list>{_DOTTED}(?:[ \t]*[,/&][ \t]*{_DOTTED})+)\)")
_DOTTED_ONE = re.compile(_DOTTED)
#: what such marks are when they are no one's initials
_NOT_INITIALS = frozenset({"ml", "mg", "kg", "cm", "mm", "dl", "ul", "min", "hr", "wk", "dag", "jr", "pm", "am",
                           "nb", "ok", "eg", "ie", "etc", "cc", "bcc"})
_NOT_DOTTED = frozenset({"A.M.", "P.M.", "B.D.", "O.D.", "I.V.", "I.M.", "S.C.", "N.B.", "E.G.", "I.E.", "P.S."})


def letter_marks(text: str) -> list[tuple[str, int, int]]:
    found = []
    for pattern in _SHAPES:
        for match in pattern.finditer(text):
            initials = match.group("initials")
            if initials.lower() not in _NOT_INITIALS and initials.upper() not in _NOT_DOTTED:
                found.append(("NAME", match.start("initials"), match.end("initials")))
    for match in _REFERENCE_CHAIN.finditer(text):
        # lower and mixed case parts are people ('HvW', 'jb'); capitals may be a department or clinic ('DER', 'CCR')
        parts = [part for part in re.finditer(r"[A-Za-z]+", match.group("chain")) if not part.group().isupper()]
        found.extend(("NAME", match.start("chain") + part.start(), match.start("chain") + part.end()) for part in parts
                     if part.group().lower() not in _NOT_INITIALS)
    for match in _DOTTED_LIST.finditer(text):
        for one in _DOTTED_ONE.finditer(text, match.start("list"), match.end("list")):
            if one.group() not in _NOT_DOTTED:
                found.append(("NAME", one.start(), one.end()))
    return found
