from datetime import date

import pytest

from masking_helpers import KEY, OTHER_KEY, mask_document, spans_of
from mask_framework.masking.dates import parse_date
from masking_plugins.Mask_date_shift import Mask_date_shift, allowed_magnitudes, patient_offset

NOTE = ("Opname 3 okt. 2004, controle 14/02/2011 en 2021-03-12; geboren 3-7-1954. "
        "Op 19 maart en ma 04/05/2009 gezien, sinds 1987. Gisteren nog.")
DATES = ["3 okt. 2004", "14/02/2011", "2021-03-12", "3-7-1954", "19 maart", "ma 04/05/2009", "1987", "Gisteren"]


def make(**params):
    plugin = Mask_date_shift(language="nl", **params)
    plugin.initialize()
    return plugin


def as_date(text):
    parsed = parse_date(text, "nl")
    return date(parsed.year, parsed.month, parsed.day)


def test_one_offset_per_patient_keeps_intervals_and_formats():
    out = mask_document(make(), NOTE, spans_of(NOTE, "DATE", *DATES), document_id="p1/note.txt")
    offset = patient_offset(KEY, "file:p1/note.txt", 365)
    assert offset != 0 and abs(offset) <= 365
    for original, new in zip(DATES[:4], out[:4]):
        assert (as_date(new) - as_date(original)).days == offset
    assert out[0].split()[1].endswith(".") and len(out[1]) == 10 and out[2][4] == "-"
    assert out[5][:3] in {f"{d} " for d in ("ma", "di", "wo", "do", "vr", "za", "zo")}
    assert ["ma", "di", "wo", "do", "vr", "za", "zo"][as_date(out[5][3:]).weekday()] == out[5][:2]
    assert out[6] != "1987" and out[6].isdigit()
    assert out[7] == "DATE"  # unreadable: redacted, never kept


def test_patient_keys():
    file_plugin, folder_plugin, id_plugin = make(), make(patient_key="folder"), make(patient_key="id")
    text = "BSN 111222333, gezien 3-7-2020"
    spans = [(4, 13, "ID"), (22, 30, "DATE")]
    a = mask_document(folder_plugin, text, spans[1:], document_id="p1/a.txt")
    b = mask_document(folder_plugin, text, spans[1:], document_id="p1/b.txt")
    assert a == b  # same folder, same patient
    x = mask_document(id_plugin, text, [spans[0][:2] + ("ID",), spans[1]], document_id="x.txt")[1]
    y = mask_document(id_plugin, text, [spans[0][:2] + ("ID",), spans[1]], document_id="y.txt")[1]
    assert x == y  # same ID in different files
    offsets = {patient_offset(KEY, f"file:{n}.txt", 365) for n in range(40)}
    assert len(offsets) > 30  # files get different offsets


def test_different_key_different_offset():
    assert patient_offset(KEY, "file:a.txt", 365) != patient_offset(OTHER_KEY, "file:a.txt", 365)


def test_offsets_skip_whole_years():
    assert 365 not in allowed_magnitudes(800) and 730 not in allowed_magnitudes(800) and 366 not in allowed_magnitudes(800)
    assert len(allowed_magnitudes(365)) == 364


def test_english_month_first_is_configurable():
    text = "03/04/2021"
    month_first = mask_document(Mask_date_shift(language="en"), text, [(0, 10, "DATE")], language="en")[0]
    day_first = mask_document(Mask_date_shift(language="en", dayfirst="true"), text, [(0, 10, "DATE")], language="en")[0]
    offset = patient_offset(KEY, "file:doc.txt", 365)
    assert (parse_date(month_first, "en").month, parse_date(month_first, "en").day) == \
        ((date(2021, 3, 4).fromordinal(date(2021, 3, 4).toordinal() + offset)).month,
         (date(2021, 3, 4).fromordinal(date(2021, 3, 4).toordinal() + offset)).day)
    moved = date.fromordinal(date(2021, 4, 3).toordinal() + offset)
    assert day_first == f"{moved.day:02d}/{moved.month:02d}/{moved.year}"


@pytest.mark.parametrize("params,name", [({"patient_key": "ward"}, "patient_key"), ({"max_days": "0"}, "max_days"),
                                         ({"max_days": "lots"}, "max_days"), ({"dayfirst": "maybe"}, "dayfirst")])
def test_bad_parameters(params, name):
    with pytest.raises(ValueError, match=name):
        Mask_date_shift(language="nl", **params)
