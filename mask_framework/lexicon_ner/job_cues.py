"""Jobs named right after 'works as' / 'werkt als', whatever the job is.

The profession lists cannot hold every trade ('taxi guard', 'bekister',
'heftruckchauffeur'), but 'works as a', 'worked as', 'werkzaam als' say that the
next words are a job. The value is one to three words and ends at a preposition,
a conjunction or punctuation ('works as a taxi guard on the Mitchells Plain route').
Idioms and a drug's action are not jobs: 'works as expected', 'werkt als een trein',
'werkt als pijnstiller' (a clinical word).
"""
from __future__ import annotations

import re

from mask_framework.lexicon_ner.text import is_alpha

#: when or how much, between the verb and 'as': 'works nights as porter', 'werkt halftijds als kapster'
_WHEN = (r"(?:(?i:nights|days|evenings|weekends|shifts|part[- ]time|full[- ]time|casually|seasonally|now|currently|"
         r"previously|mainly|mostly|also|still|locally|'s[ \t]+nachts|deeltijds|halftijds|voltijds|parttime|fulltime|"
         r"nu|momenteel|vroeger|ook|nog|eerst)[ \t]+)?")
_CUE = (r"(?<![\w-])(?i:works?|worked|working|employed|job|werkt|werkte|werkzaam|gewerkt|tewerkgesteld)"
        rf"[ \t]+{_WHEN}(?i:as|als)[ \t]+(?:(?i:a|an|een)(?:[ \t]+|[ \t]*\r?\n[ \t]*))?")
_WORD = r"[^\W\d_][\w'’-]*"
#: what ends a job: punctuation, a line end, or a word that opens a phrase after it
_END = (r"(?=[ \t]*(?:[,.;:()/\r\n]|$)|[ \t]+(?i:at|in|for|with|on|from|since|until|and|or|but|when|who|the|"
        r"bij|op|voor|met|van|sinds|tot|en|of|maar|te|aan|via|toen|die|dat|tijdens|during)(?![\w-]))")
_JOB = re.compile(rf"{_CUE}(?P<value>{_WORD}(?:[ \t]+{_WORD}){{0,2}}?){_END}", re.MULTILINE)

#: values after the cue that are no job
_NOT_JOBS = frozenset({
    "expected", "intended", "usual", "normal", "before", "planned", "designed", "needed", "required", "prescribed",
    "advertised", "such", "well", "much", "possible", "team", "group", "family", "unit", "charm", "treat",
    "verwacht", "gewoonlijk", "normaal", "voorheen", "trein", "tierelier", "zodanig", "zo", "groep",
    "gezin", "geheel", "eenheid", "zelfstandige", "zelfstandig", "vrijwilliger", "volunteer",
    # an article whose job stands on the next line ('working part-time as a\ncare assistant')
    "a", "an", "the", "een", "de", "het",
})


def cued_jobs(text: str, clinical_words: frozenset[str] = frozenset()) -> list[tuple[str, int, int]]:
    """``("PROFESSION", start, end)`` for each job written after a 'works as' cue."""
    found = []
    for match in _JOB.finditer(text):
        words = match.group("value").split()
        keys = [word.lower() for word in words]
        if keys[0] in _NOT_JOBS or keys[-1] in clinical_words or not all(is_alpha(w.replace("-", "")) for w in words):
            continue
        found.append(("PROFESSION", match.start("value"), match.end("value")))
    return found
