"""The shipped whitelist resources: built from the shipped sources, names removed,
clinical list checked against the name lists."""
from __future__ import annotations

import gzip

import pytest

from mask_framework.whitelist import build
from mask_framework.whitelist.keys import word_key
from mask_framework.whitelist.resources import RESOURCE_DIR, load_language


@pytest.fixture(scope="module")
def nl():
    return load_language("nl")


def test_key_normalisation():
    assert word_key("Wĳziging") == "wijziging"          # the ĳ ligature of nl.dic
    assert word_key("Patie\u0308nt") == "patiënt"        # combining diaeresis
    assert word_key("µmol/L") == word_key("μmol/l")       # micro sign vs Greek mu
    assert word_key("auto’s") == "auto's"


def test_proper_names_are_not_whitelisted(nl):
    for word in ("amsterdam", "aafje", "aaftink"):      # PN-flagged or capitalised in nl.dic
        assert word not in nl.words
        assert word in nl.names
    for word in ("ziekenhuis", "ziekenhuizen", "opgenomen", "wijziging", "patiënten"):
        assert word in nl.words


def test_clinical_list_has_no_unflagged_name(nl):
    assert {"bisoprolol", "furosemide", "apixaban", "egfr", "µmol/l".replace("µ", "μ"), "copd", "mmse", "z.n."} <= nl.medical
    assert not (nl.medical & nl.names - nl.common - nl.words)
    assert {"crohn", "addison", "cushing"} <= nl.flagged


def test_resources_are_what_the_build_script_makes(tmp_path, monkeypatch):
    """Regenerate Dutch into a copy and compare byte for byte with the shipped files."""
    import shutil

    copy = tmp_path / "whitelist"
    shutil.copytree(RESOURCE_DIR, copy)
    monkeypatch.setattr(build, "RESOURCE_DIR", copy)
    for name in ("words.txt.gz", "names.txt.gz", "medical.txt.gz"):
        (copy / "nl" / name).unlink()
    build.build_language("nl", out=open("/dev/null", "w"))
    for name in ("words.txt.gz", "names.txt.gz", "medical.txt.gz", "common.txt.gz", "noname.dic",
                 "medical_name_conflicts.txt"):
        assert (copy / "nl" / name).read_bytes() == (RESOURCE_DIR / "nl" / name).read_bytes(), name


def test_english_resources(tmp_path):
    en = load_language("en")
    assert {"walked", "patients", "hospital"} <= en.words
    assert "smith" in en.words and "smith" in en.names   # a word and a name: context decides
    assert "furosemide" in en.medical


def test_unknown_language_is_rejected():
    with pytest.raises(ValueError, match="language"):
        load_language("fr")


def test_compressed_resources_stay_small():
    total = sum(p.stat().st_size for p in RESOURCE_DIR.glob("*/*.gz"))
    assert total < 3_000_000
    with gzip.open(RESOURCE_DIR / "nl" / "words.txt.gz", "rt", encoding="utf-8") as handle:
        assert handle.read().count("\n") > 250_000
