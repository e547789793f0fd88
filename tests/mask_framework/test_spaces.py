"""No-break spaces and other line breaks read as plain ones by the detectors (spaces.py)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from mask_framework.pipeline import Pipeline
from mask_framework.spaces import plain_spaces


@pytest.mark.parametrize("text, expected", [
    ("Jan\u00a0Jansen", "Jan Jansen"),                        # no-break space
    ("3\u202fokt.\u20092004", "3 okt. 2004"),                   # narrow no-break and thin spaces
    ("Totaal\u2007\u20071200", "Totaal  1200"),                 # figure spaces of a table
    ("Mr O\u2019Brien, St Mary\u2019s \u2013 ward", "Mr O'Brien, St Mary's \u2013 ward"),  # apostrophes, not dashes
    ("pagina 1\x0cpagina 2\u2028regel", "pagina 1\npagina 2\nregel"),  # form feed, line separator
    # a Windows line end is a trailing space and a line break, an old Mac one a line break
    ("Adres: Kerkstraat 12\r\n9000 Gent\r\n", "Adres: Kerkstraat 12 \n9000 Gent \n"),
    ("Adres: Kerkstraat 12\r9000 Gent\r", "Adres: Kerkstraat 12\n9000 Gent\n"),
    # Markdown's bold is read as spaces; a rule of asterisks and a footnote's star stay
    ("**Medicare:** 2951 48370 1\n*** CONFIDENTIAL ***\nBP 180/100*", "  Medicare:   2951 48370 1\n*** CONFIDENTIAL ***\nBP 180/100*"),
    ("SSN: ***-**-6614 ** see **ID**", "SSN: ***-**-6614 ** see   ID  "),  # a masked number's stars stay
    # a note exported as an escaped string: its line ends, tabs and quotes read as what they stand for
    (r'Name: Jan\nDOB: 1-2-1950\r\nSaid \"ok\"\tthen\n', 'Name: Jan \nDOB: 1-2-1950   \nSaid  "ok " \tthen \n'),
    # ... but not a path in a note with real line ends, nor one escape alone
    ("Photos: C:\\notes\\new\\PT1127.jpg\nSeen\n", "Photos: C:\\notes\\new\\PT1127.jpg\nSeen\n"),
    ("one \\n alone", "one \\n alone"),
    # HTML's tags as spaces, a block's end as a line end unless one follows; a comparison is no tag
    ("<p>Naam: Jan</p><p>Adres: Kerkstraat 12<br>9000 Gent</p>\n",
     "   Naam: Jan   \n   Adres: Kerkstraat 12   \n9000 Gent    \n"),
    ("<p>BP <90, <b>K</b> 3.1</p>", "   BP <90,    K     3.1   \n"),
    ("BP <90 and <b> once", "BP <90 and <b> once"),  # one tag alone is no HTML
    ("Jose\u0301 😀 Pe\u0301rez\n", "Jose\u0301 😀 Pe\u0301rez\n"),  # nothing else changes
    ("", ""),
])
def test_unicode_spaces_become_plain_ones_at_the_same_offsets(text, expected):
    assert plain_spaces(text) == expected
    assert len(plain_spaces(text)) == len(text)


def test_ascii_text_is_returned_as_it_is():
    text = "Seen by Dr Jones\tat 14:30\n"
    assert plain_spaces(text) is text


def test_a_name_joined_by_a_no_break_space_is_masked_and_the_space_kept_elsewhere(project):
    pipeline = Pipeline.from_config(project())
    # the keyword plugin looks for 'Jan Jansen' with an ordinary space
    assert pipeline.mask_text("Gezien:\u00a0Jan\u00a0Jansen, maandag.") == "Gezien:\u00a0XXX, DATE."


def test_the_shipped_english_configuration_finds_what_no_break_spaces_join():
    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    plain = "Seen by Dr Aoife Brennan on 3 March 2025.\n"
    joined = plain.replace(" ", "\u00a0")
    spans_plain, spans_joined = pipeline.detect([plain, joined])
    found = [(s.entity, s.start, s.end) for s in spans_joined]
    assert found == [(s.entity, s.start, s.end) for s in spans_plain]
    assert {(entity, plain[start:end]) for entity, start, end in found} >= {("DATE", "3 March 2025")}
    assert any(entity == "NAME" and "Brennan" in plain[start:end] for entity, start, end in found)


def test_windows_line_ends_find_what_unix_ones_do():
    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    # staff initials and an age close their lines; read with '\r' before the line break, both were missed
    unix = ("28/05/24 14:40  Rang pt to confirm infusion slot - no answer, VM left. MK\n"
            "28/05/24 15:05  Pt rang back, slot confirmed.\n"
            "Mother:           Chantelle Ashurst, 19\n")
    windows = unix.replace("\n", "\r\n")
    spans_unix, spans_windows = pipeline.detect([unix, windows])
    assert [windows[s.start:s.end] for s in spans_windows] == [unix[s.start:s.end] for s in spans_unix]
    assert {"MK", "19"} <= {unix[s.start:s.end] for s in spans_unix}


def test_a_field_in_markdown_bold_is_found_as_when_plain():
    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    plain = "Name:      Ryan McGlinchey     34M\nMedicare:  2951 48370 1\nAddr:      2/1, 58 Dumbarton Road, Partick\n"
    bold = "**Name:**  Ryan McGlinchey     34M\n**Medicare:** 2951 48370 1\n**Addr:**  2/1, 58 Dumbarton Road, Partick\n"
    spans_plain, spans_bold = pipeline.detect([plain, bold])
    found = {(s.entity, bold[s.start:s.end]) for s in spans_bold}
    assert found == {(s.entity, plain[s.start:s.end]) for s in spans_plain}
    assert {("ID", "2951 48370 1"), ("LOCATION", "2/1, 58 Dumbarton Road, Partick")} <= found


def test_a_note_exported_with_escaped_line_ends_is_found_as_when_plain():
    pipeline = Pipeline.from_config("configuration_nl.cnf", key=b"test-key-not-secret-0123")
    plain = "Patiënt: Jan de Vries\nAdres: Kerkstraat 12\n9000 Gent\nTel: 0471 23 45 67\n"
    escaped = plain.replace("\n", "\\n")  # one line, each line end written as backslash and 'n'
    spans_plain, spans_escaped = pipeline.detect([plain, escaped])
    found = [escaped[s.start:s.end].replace("\\n", "\n") for s in spans_escaped]
    assert len(escaped) > len(plain) and "\n" not in escaped
    assert found == [plain[s.start:s.end] for s in spans_plain]
    assert {"Jan de Vries", "Kerkstraat 12", "0471 23 45 67"} <= set(found)


def test_a_note_exported_as_html_is_found_as_when_plain():
    pipeline = Pipeline.from_config("configuration.cnf", key=b"test-key-not-secret-0123")
    lines = ["Patient: Harold Bates", "Address: 14 Tanner Row, York YO1 6JB", "GP: Dr Okafor, Priory Medical Group"]
    plain = "\n".join(lines) + "\n"
    html = "".join(f"<p>{line}</p>" for line in lines)  # one line, as a rich-text field stores it
    spans_plain, spans_html = pipeline.detect([plain, html])
    found = [(s.entity, html[s.start:s.end]) for s in spans_html]
    assert found == [(s.entity, plain[s.start:s.end]) for s in spans_plain]
    assert ("NAME", "Harold Bates") in found and ("ORGANIZATION", "Priory Medical Group") in found


MARKUP = st.sampled_from(["**", "\\n", "\\r\\n", "\\t", '\\"', "<p>", "</p>", "<br/>", "<td class=x>", "\r\n", "\n",
                          "\u00a0", "\u2019", " ", "a", "Z", "7", "*", "<", ">", "\\"])


@given(st.lists(MARKUP, max_size=40).map("".join))
def test_every_reading_keeps_the_length_and_leaves_plain_text_alone(text):
    view = plain_spaces(text)
    assert len(view) == len(text)
    if not any(mark in text for mark in ("**", "\\", "<", "\r", "\u00a0", "\u2019")):
        assert view == text
