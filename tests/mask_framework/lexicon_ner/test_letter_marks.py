"""Typists' marks and dotted initials that the staff-initials rules do not read."""
import pytest

from mask_framework.lexicon_ner.letter_marks import letter_marks


def found(text):
    return [text[start:end] for _, start, end in letter_marks(text)]


@pytest.mark.parametrize("text, expected", [
    ("radiotherapeut-oncoloog\nd/t 04.04.2024/wb\n", ["wb"]),
    ("getypt 12-03-2024 / kv\n", ["kv"]),
    ("Ontslagbericht naar HA Brouwer via Zorgmail. /ky\n", ["ky"]),
    ("Met vriendelijke groet,\n/ab\n", ["ab"]),
    ("paracetamol 1 g iv (dr. W.V.)\n", ["W.V."]),
    ("for Dr. E. Gauthier  D: 05/16/2024  T: 05/17/2024 lmc\ncc: Dr. G. Bains", ["lmc"]),
    ("Printed 15/04/2024 11:02 by clk (C. Lynskey-Kearns, admin)", ["clk"]),
    ("King Country Physio\nTyped KT / file: TKMC_ZKT4831.pdf", ["KT"]),
    ("Date typed: 07/06/2024   Typist: LM\n\nDr Siobhan Gallagher", ["LM"]),
    ("Bespreking met nachtploeg (S.V., J.D.) op 25/03.", ["S.V.", "J.D."]),
    ("Ons kenmerk: DER/FLB/HvW/jb\n", ["HvW", "jb"]),  # department codes, then the writer and the typist
    ("Our ref: RK/sl/CCR\n", ["sl"]),  # a clinic's code after the typist (the writer's capitals: staff_initials)
])
def test_typists_and_dotted_initials(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", [
    "dhr. J.K. Jansen belde",  # a surname follows: the name rules take the whole
    "dr. A.B. van Dijk",
    "Dosis 5 mg. /dl\n",  # a unit after a slash
    "(B.D., O.D.)",  # dosing abbreviations
    "start 04.04.2024/ 12.04.2024",  # a date range
    "Signed by the patient (see consent)",  # a word after 'by'
    "Typed: OK\n",
])
def test_what_is_no_mark(text):
    assert found(text) == []
