"""Dutch names that open with the old article ''t' ('kinderdagverblijf 't Rupsje', 'Huisartsenpraktijk
't Kruispunt', 'Brasserie 't Zand', ''t Harde'). Written inside a sentence, ''t' before a capitalised
word is no article of the running text, which writes 'het' or a lower-case ''t': the capital marks
the name of a crèche, a practice, a café or a village, whatever its words mean on their own (most are
ordinary diminutives: 'Rupsje', 'Klavertje').

A capital after a sentence's end, a colon, a quote or a line start is the sentence's own (''t Gaat al
beter'), and a function word after ''t' ('t Is) is old spelling, not a name.

A capitalised kind of place right before the article is part of the name ('Huisartsenpraktijk 't Oude
Dorp'): it is taken along. In lower case it is the sentence's word ('naar kinderdagverblijf 't Rupsje'), and
the development notes' annotators include it as often as not, so it is left.
"""
from __future__ import annotations

import re

#: ''t', then one to three capitalised words joined by a space or a hyphen
_ARTICLE_NAME = re.compile(r"(?<![\w'’])['’]t[ ](?P<words>[A-Z][a-zà-ÿ]+(?:[ -][A-Z][a-zà-ÿ]+){0,2})(?![\w'’-])")
#: what may stand before ''t' inside a sentence: a word, a comma or an opening bracket (spaces may follow it:
#: 'naar  't Rupsje' typed with two)
_INSIDE_SENTENCE = re.compile(r"(?:\w|[,(])[ \t]{0,4}\Z")
#: the word right before the article (one space or tab between)
_WORD_BEFORE = re.compile(r"(?<![\w-])(?P<word>[\w-]+)[ \t]\Z")


def article_names(text: str, stop_words: frozenset[str],
                  kinds: frozenset[str] = frozenset()) -> list[tuple[str, int, int]]:
    """ORGANIZATION spans of names opening with ''t'; ``kinds`` are the lower-case words for a kind of place
    ('huisartsenpraktijk'), taken along when one stands capitalised right before the article."""
    found = []
    for match in _ARTICLE_NAME.finditer(text):
        start = match.start()
        if _INSIDE_SENTENCE.search(text, max(0, start - 6), start) is None:
            continue
        if match.group("words").split()[0].split("-")[0].lower() in stop_words:
            continue
        kind = _WORD_BEFORE.search(text, max(0, start - 40), start)
        if kind is not None and kind.group("word")[:1].isupper() and kind.group("word").lower() in kinds:
            start = kind.start("word")
        found.append(("ORGANIZATION", start, match.end()))
    return found
