import pytest

from mask_framework.masking.hierarchies import (AgeHierarchy, CsvHierarchy, DateHierarchy, PostcodeHierarchy,
                                                build_hierarchy)


def test_date_levels():
    h = DateHierarchy("nl")
    assert h.height == 5
    assert [h.generalize("3 okt. 2004", level) for level in (1, 2, 3, 4)] == [
        ("okt. 2004", 1), ("2004", 2), ("2000-2009", 3), ("*", 4)]
    assert h.generalize("2004", 1) == ("2000-2009", 3)  # no month, and the year is the value itself: climb
    assert h.generalize("19 maart", 2) == ("*", 4)  # no year to show
    assert h.generalize("gisteren", 1) == ("*", 4)


def test_age_levels_and_safe_harbor():
    h = AgeHierarchy()
    assert h.generalize("45", 1) == ("45-49", 1)
    assert h.generalize("47 jaar", 2) == ("40-49 jaar", 2)
    assert h.generalize("93", 1) == ("90+", 1) and h.generalize("90", 2) == ("90+", 2)
    assert h.generalize("89", 1) == ("85-89", 1)
    assert h.generalize("2 jaar en 3 maanden", 1) == ("*", 3)


def test_postcode_levels():
    h = PostcodeHierarchy()
    assert [h.generalize("1234 AB", level) for level in (1, 2, 3)] == [("1234", 1), ("12**", 2), ("*", 3)]
    assert h.generalize("1234", 1) == ("12**", 2)
    assert h.generalize("Amsterdam", 1) == ("*", 3)


def test_csv_hierarchy_arx_layout(tmp_path):
    path = tmp_path / "country.csv"
    path.write_text("Germany;Europe;*\nFrance;Europe;*\nJapan;Asia;*\n", encoding="utf-8")
    h = build_hierarchy(str(path))
    assert isinstance(h, CsvHierarchy) and h.height == 3
    assert h.generalize("france", 1) == ("Europe", 1)
    assert h.generalize("Peru", 1) == ("*", 2)  # unknown values are fully generalized


def test_csv_hierarchy_rejects_ragged_rows(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("a;b;*\nc;*\n", encoding="utf-8")
    with pytest.raises(ValueError, match="same number"):
        CsvHierarchy(path)


def test_level_out_of_range():
    with pytest.raises(ValueError):
        AgeHierarchy().generalize("45", 4)
