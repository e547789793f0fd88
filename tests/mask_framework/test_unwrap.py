import textwrap

import pytest

from mask_framework.unwrap import unwrapped_view, wrap_width

LETTER_HEAD = "Dr A. Whitfield\n14 Tanner Row\nYork YO1 6JB\n\n"
PROSE = ("Thank you for seeing this 58-year-old retired postman who was admitted under the care of "
         "Leeds Teaching Hospitals NHS Trust after a fall at home. His daughter can be reached on "
         "0113 392 6411 and has asked to be kept informed. He lives alone in a bungalow on Moor Lane and "
         "was independent before this admission; his neighbour Mrs Patricia Holroyd looks in daily.")


def wrapped(width):
    return LETTER_HEAD + textwrap.fill(PROSE, width) + "\n"


@pytest.mark.parametrize("width", [50, 60, 72, 80])
def test_a_note_wrapped_at_a_fixed_width_is_recognised_with_its_width(width):
    note = wrapped(width)
    assert wrap_width(note) == max(len(line) for line in note.split("\n"))
    assert width - 10 <= wrap_width(note) <= width


def test_the_view_joins_the_wrapped_lines_and_keeps_every_offset():
    note = wrapped(60)
    view = unwrapped_view(note)
    assert len(view) == len(note)
    assert [i for i, (a, b) in enumerate(zip(note, view)) if a != b] == \
        [i for i, c in enumerate(note) if c == "\n" and i > len(LETTER_HEAD) and i < len(note) - 1]
    # the letterhead's short lines and the blank line stay lines: an address block is not a sentence
    assert view.startswith(LETTER_HEAD)
    assert view.endswith(PROSE + "\n")


@pytest.mark.parametrize("note", [
    "",                                                                            # empty
    PROSE + "\n\n" + PROSE + "\n",                                                 # paragraphs on one line each
    "Name:    Harold Bates\nDOB:     03/04/1951\nGP:      Dr Okafor\nNHS no:  485 777 3456\n",  # a form
    "\n".join(f"| 2024-01-0{i} | Pneu-C-13 | {i} | LT | lot A21CB40{i} | J. Ocampo / Evergreen CHC |"
              for i in range(1, 9)) + "\n",                                      # a table: each row is a row
    "\n".join(["-" * 70, "Discharge summary " * 3, "-" * 70, "Ward 7, bed 12 " * 4, "=" * 70]) + "\n",
])
def test_notes_that_were_not_wrapped_are_read_as_written(note):
    assert wrap_width(note) is None
    assert unwrapped_view(note) is note


def test_a_line_the_next_word_would_have_fitted_on_is_no_wrap():
    lines = ["The patient was reviewed on the ward this morning with his wife present,",   # 72: full
             "comfortable at rest, no chest pain overnight.",                               # 45: ends a sentence
             "Plan: continue bisoprolol, repeat troponin in the morning and review at",    # 71
             "noon by the registrar on call, who will also speak to the cardiology team",  # 73: the width
             "Discharge planning has started with the ward's social worker this week."]
    note = "\n".join(lines) + "\n"
    assert wrap_width(note) == 73
    view = unwrapped_view(note)
    # 'comfortable' (11 letters) would not have fitted after the first line's 72 characters: a wrap;
    # 'Plan:' would have fitted after the second line's 45, so the writer broke that line: kept
    assert view.split("\n") == [lines[0] + " " + lines[1], lines[2] + " " + lines[3] + " " + lines[4], ""]


def test_a_field_a_rule_or_a_bullet_on_the_next_line_keeps_the_line_end():
    prose = textwrap.fill(PROSE, 72).split("\n")
    field = "Huisarts:   dr. Jan Verbruggen, Huisartsenpraktijk Nekkerspoel, Mechelen"   # as full as prose
    after = ["Kinderarts: dr. Ann-Sofie Goossens", "-" * 40, "- controle over 6 weken", "  vervolg bij de huisarts"]
    for line in after:
        note = "\n".join(prose + [field, line]) + "\n"
        width = wrap_width(note)
        assert width == 72 and len(field) + 1 + len(line.split()[0]) > width
        assert unwrapped_view(note).split("\n")[-3:] == [field, line, ""]


def test_the_shipped_configuration_reads_a_wrapped_note_unwrapped(shipped_english, covered_when):
    assert shipped_english.config.unwrap is True
    note = LETTER_HEAD + textwrap.fill(
        "Thank you for seeing this 58-year-old retired postman, admitted under Leeds Teaching Hospitals NHS Trust "
        "after a fall at home. His daughter can be reached on 0113 392 6411 and has asked to be kept informed; his "
        "neighbour Mrs Patricia Holroyd looks in daily and has a key. He was independent before and walks with a "
        "stick.", 84) + "\n"
    assert "0113 392\n6411" in note and "Teaching\nHospitals" in note
    phone = set(range(note.index("0113"), note.index("6411") + 4))
    trust = set(range(note.index("Leeds"), note.index("Trust") + 5))
    as_written = covered_when(shipped_english, note, unwrap=False)
    unwrapped = covered_when(shipped_english, note, unwrap=True)
    assert not phone <= as_written
    assert phone <= unwrapped
    assert trust <= unwrapped


def test_a_note_that_was_not_wrapped_is_read_as_written(shipped_english, covered_when):
    note = LETTER_HEAD + PROSE + "\n"
    assert covered_when(shipped_english, note, unwrap=False) == covered_when(shipped_english, note, unwrap=True)
