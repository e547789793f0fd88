"""Plain spaces, apostrophes and line breaks for the detectors: the same text, character for character.

Notes exported from Windows end their lines with '\r\n', and those from word processors and web forms
carry no-break spaces (U+00A0), narrow and thin spaces (U+202F, U+2009), figure spaces in tables
(U+2007), typographic apostrophes, form feeds at page breaks and Unicode line separators. The patterns
and the lexicons separate words by the ordinary space and tab and lines by '\n', so a name or a date
joined by a no-break space went unseen: with every space of the dev notes a no-break space, English
recall fell from 0.989 to 0.889, Dutch from 0.988 to 0.891; with Windows line ends English recall fell
to 0.987, with old Mac ones ('\r' alone) to 0.985.

``plain_spaces`` maps each of those characters to one ordinary space, apostrophe or line break ('\r\n'
to ' \n'), Markdown's bold asterisks, which notes pasted from chat tools and generated letters carry,
to spaces, and the escaped line ends, tabs and quotes of a note exported as one string ('...\\nDOB: ...')
to a space and the character they stand for, and HTML's tags to spaces (and a line break where a block
ends). The detectors read the result; masking splices the original text, so the released text keeps
its own characters. One character maps to one character, so offsets are the same in both.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from itertools import islice

#: typographic apostrophes, read as the typewriter's: "O’Brien", "St Mary’s", "zo’n"; with the dev notes'
#: apostrophes so written, English recall fell from 0.989 to 0.988, and nothing changes on them as written.
#: (Dashes are left alone: read as hyphens, an en dash joined two towns and ran organisations into the
#: next cell of a letterhead, 'Schiphol–Tenerife'.)
_APOSTROPHES = "\u2018\u2019\u02bc"
#: line breaks other than '\n' and '\r': vertical tab, form feed, next line, line and paragraph separators
_BREAKS = "\x0b\x0c\x85\u2028\u2029"
#: Markdown's bold, two asterisks and no more: '**Medicare:** 2951 48370 1' is a labelled field (with the dev
#: notes' labels so written, English recall fell from 0.989 to 0.986, Dutch from 0.988 to 0.987); a rule of
#: asterisks stays one, and so do the stars of a masked number ('SSN: ***-**-6614'): bold opens before a word and
#: closes after one
_BOLD = re.compile(r"(?<!\*)\*\*(?=[^\W_])|(?<=[^\W_]|[:.)])\*\*(?!\*)")


#: a note exported as an escaped string (JSON, CSV, a log) writes its line ends as the two characters '\\n' and
#: its tabs and quotes as '\\t' and '\\"': read so, English recall on the dev notes fell from 0.989 to 0.958
#: ('\\nName: ...' reads as the word 'nName'). Each is read as a space before the character it stands for
_ESCAPE = re.compile(r"\\r\\n|\\[nrt\"]")
_UNESCAPED = {"\\r\\n": "   \n", "\\n": " \n", "\\r": " \n", "\\t": " \t", '\\"': ' "'}


#: HTML's tags, in notes exported from web forms and rich-text fields ('<p>Naam: Jan de Vries</p>'): read so,
#: English recall fell from 0.989 to 0.982. A tag that ends a block is read as spaces and a line break, any
#: other as spaces
_HTML_TAG = re.compile(r"<(/?)(p|br|div|td|th|tr|table|tbody|thead|li|ul|ol|h[1-6]|span|b|strong|i|em|u|font)"
                       r"\b[^<>\n]{0,200}?/?>", re.IGNORECASE)
_BLOCK_END = frozenset({"p", "br", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table"})


def _tag_as_spaces(match: re.Match) -> str:
    tag = match.group(2).lower()
    # a block's end before a line end of its own is spaces: '</p>\n' read as two line ends would part an address
    ends_block = (tag == "br" or (match.group(1) and tag in _BLOCK_END)) \
        and match.string[match.end():match.end() + 1] not in ("\n", "\r")
    length = len(match.group())
    return " " * (length - 1) + "\n" if ends_block else " " * length


def escaped_line_ends(text: str) -> bool:
    """Whether ``text`` writes its line ends escaped: two '\\n' or more on at most one real line end (a
    Windows path, 'C:\\notes\\new', in an ordinary note is left alone)."""
    return text.count("\\n") >= 2 and text.count("\n") <= 1


@lru_cache(maxsize=1)
def _table() -> dict[int, str]:
    table = {ord(c): "\n" for c in _BREAKS}
    for code in range(0x80, 0x3001):
        if unicodedata.category(chr(code)) == "Zs":
            table[code] = " "  # no-break, en, em, thin, hair, narrow no-break, figure, ideographic spaces
    for quote in _APOSTROPHES:
        table[ord(quote)] = "'"
    return table


def plain_spaces(text: str) -> str:
    """``text`` with Unicode spaces as ' ', typographic apostrophes as "'" and other line breaks as
    '\\n'; the same length. A Windows line end '\\r\\n' is read as ' \\n' (a line's trailing space, which
    the patterns allow; '\\n\\n' would read as a blank line and part an address block), a lone '\\r' as
    '\\n'; Markdown's bold and HTML's tags as spaces (a block's end with a line break); in a note exported as
    one escaped string, '\\\\n' as ' \\n'."""
    if "\\" in text and escaped_line_ends(text):
        text = _ESCAPE.sub(lambda match: _UNESCAPED[match.group()], text)
    if "<" in text and len(list(islice(_HTML_TAG.finditer(text), 2))) == 2:  # one tag alone is no HTML
        text = _HTML_TAG.sub(_tag_as_spaces, text)
    if "\r" in text:
        text = text.replace("\r\n", " \n").replace("\r", "\n")
    if "**" in text:
        text = _BOLD.sub("  ", text)
    if text.isascii() and "\x0b" not in text and "\x0c" not in text:
        return text
    return text.translate(_table())
