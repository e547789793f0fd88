"""Hunspell affix expansion, including the two-character flags of nl.aff."""
from __future__ import annotations

from pathlib import Path

from mask_framework.whitelist.affix import expand_entry, parse_aff, parse_dic_line

AFF = """\
SET UTF-8
FLAG long
ONLYINCOMPOUND Cx
FORBIDDENWORD Fw
SFX Aa Y 2
SFX Aa 0 en [^e]
SFX Aa e en e
SFX Bb N 1
SFX Bb 0 s/Cc .
SFX Cc Y 1
SFX Cc 0 je .
SFX Dd Y 1
SFX Dd 0 s/CaCx .
PFX Pp Y 1
PFX Pp 0 on .
"""


def make_aff(tmp_path: Path, text: str = AFF):
    path = tmp_path / "t.aff"
    path.write_text(text, encoding="utf-8")
    return parse_aff(path)


def test_long_flags_are_read_in_pairs(tmp_path):
    aff = make_aff(tmp_path)
    assert parse_dic_line(aff, "zorg/AaPp\tpo:noun") == ("zorg", ["Aa", "Pp"])
    assert parse_dic_line(aff, "km\\/h/Aa") == ("km/h", ["Aa"])
    assert parse_dic_line(aff, "12345") == ("12345", [])


def test_conditions_strip_and_cross_product(tmp_path):
    aff = make_aff(tmp_path)
    # "zorg" takes -en (condition [^e]), prefix on-, and the cross product on-...-en
    assert expand_entry(aff, "zorg", ["Aa", "Pp"]) == {"zorg", "zorgen", "onzorg", "onzorgen"}
    # "ziekte" strips e before adding en
    assert expand_entry(aff, "ziekte", ["Aa"]) == {"ziekte", "ziekten"}


def test_two_level_suffixes_and_compound_only_forms(tmp_path):
    aff = make_aff(tmp_path)
    # Bb adds -s and continues with Cc (-je); no cross product with a prefix
    assert expand_entry(aff, "huis", ["Bb"]) == {"huis", "huiss", "huissje"}
    # Dd's form only occurs inside compounds (Cx): not a stand-alone word
    assert expand_entry(aff, "werk", ["Dd"]) == {"werk"}
    # forbidden and compound-only roots give nothing
    assert expand_entry(aff, "kunne", ["Fw"]) == set()
    assert expand_entry(aff, "aan", ["Cx"]) == set()


def test_real_dutch_dictionary_entries():
    from mask_framework.whitelist.build import RESOURCE_DIR

    aff = parse_aff(RESOURCE_DIR / "nl" / "nl.aff")
    assert aff.flag_mode == "long"
    assert "PN" in aff.suffixes
    forms = expand_entry(aff, "ziekenhuis", ["Ze"]) if "Ze" in aff.suffixes else set()
    assert "ziekenhuis" in forms
