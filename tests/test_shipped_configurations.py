"""The shipped configurations validate and de-identify a short note end to end (real plugins and models)."""
import re
from pathlib import Path

import pytest

from mask_framework.cli import main
from mask_framework.pipeline import Pipeline

REPO = Path(__file__).resolve().parent.parent
KEY = b"shipped-configuration-test-key-0123456789"

NOTES = {
    "configuration.cnf": (
        "Seen on 03/14/2026 by Dr. Helen Park.\n"
        "Mrs. Margaret O'Connell lives at 1187 Willow Creek Road, Springfield, IL 62704.\n"
        "Her son Daniel called; she has heart failure and takes furosemide 40 mg.\n"
        "Her grandson Braden Smith visits; Braden score 14.",
        ["Helen Park", "O'Connell", "Willow Creek", "Springfield", "Daniel", "03/14/2026", "Braden Smith"],
        ["heart failure", "furosemide 40 mg", "Seen on", "lives at", "Braden score 14"],
        r"Seen on \d\d/\d\d/\d{4} by Dr\. \w",
    ),
    "configuration_nl.cnf": (
        "Gezien op 14-03-2026 door dr. P. van der Meulen.\n"
        "Mevr. Anneke Hoogendoorn woont aan de Kerkstraat 12a in Zeist.\n"
        "Zoon Kees belt morgen; zij heeft hartfalen en gebruikt furosemide 40 mg.",
        ["van der Meulen", "Hoogendoorn", "Anneke", "Kerkstraat", "Zeist", "Kees", "14-03-2026"],
        ["hartfalen", "furosemide 40 mg", "Gezien op", "woont aan de"],
        r"Gezien op \d\d-\d\d-\d{4} door dr\. \w",
    ),
}


@pytest.mark.parametrize("name", sorted(NOTES))
def test_shipped_configuration_validates(name, capsys):
    assert main(["validate", str(REPO / name)]) == 0
    assert "OK" in capsys.readouterr().out


@pytest.mark.parametrize("name", sorted(NOTES))
def test_shipped_configuration_masks_a_note_end_to_end(name):
    text, pii, kept, shape = NOTES[name]
    pipeline = Pipeline.from_config(REPO / name, key=KEY)
    masked = pipeline.mask_text(text, document_id="note-1")
    assert [value for value in pii if value in masked] == []
    assert [value for value in kept if value not in masked] == []
    # surrogates, not tokens: names are replaced by other names and the date by a shifted date
    assert "[" not in masked and "NAME" not in masked
    assert masked.count("\n") == text.count("\n")
    assert re.search(shape, masked)  # a shifted date in the same format, a title kept before a surrogate name
    again = Pipeline.from_config(REPO / name, key=KEY).mask_text(text, document_id="note-1")
    assert again == masked  # keyed: the same key gives the same surrogates
