"""Generalization precision: the PETWorks worked example and the text records."""
import pytest

from mask_framework.evaluation.generalization import evaluate_precision, precision_from_records


@pytest.fixture
def petworks_example(tmp_path):
    """The seed's tables: birthplace (3 levels) and birth year (4 levels), each generalized once."""
    (tmp_path / "original.csv").write_text("birthplace;birthyear\nGermany;1970\nFrance ; 1977\nFrance;1983\n"
                                           "France;1988\n", encoding="utf-8")
    (tmp_path / "anonymized.csv").write_text("birthplace;birthyear\nEurope;197*\nEurope;197*\nEurope;198*\n"
                                             "Europe;198*\n", encoding="utf-8")
    hierarchy = tmp_path / "hierarchy"
    hierarchy.mkdir()
    (hierarchy / "example_hierarchy_birthplace.csv").write_text("Germany;Europe;*\nFrance;Europe;*\n")
    (hierarchy / "example_hierarchy_birthyear.csv").write_text(
        "1970;197*;19**;*\n1977;197*;19**;*\n1983;198*;19**;*\n1988;198*;19**;*\n")
    return tmp_path


def test_worked_example_gives_one_minus_five_twelfths(petworks_example):
    report = evaluate_precision(petworks_example / "original.csv", petworks_example / "anonymized.csv",
                                petworks_example / "hierarchy")
    assert report["precision"] == pytest.approx(1 - 5 / 12)
    assert round(report["precision"], 4) == 0.5833
    assert report["cells"] == 8
    assert report["per_attribute"] == pytest.approx({"birthplace": 0.5, "birthyear": 2 / 3})


def test_yaml_selects_quasi_identifiers_next_to_the_data(petworks_example):
    (petworks_example / "anonymized.yaml").write_text(
        'DATASET:\n  ATTRIBUTE_TYPE:\n    QUASI_IDENTIFIER:\n      - "birthyear"\n    SENSITIVE_ATTRIBUTE:\n'
        '      - "birthplace"\n  HIERARCHY: "hierarchy"\n', encoding="utf-8")
    report = evaluate_precision(petworks_example / "original.csv", petworks_example / "anonymized.csv",
                                petworks_example / "hierarchy")
    assert report["quasi_identifiers"] == ["birthyear"]
    assert report["precision"] == pytest.approx(2 / 3)


def test_suppressed_rows_and_unknown_values_are_fully_generalized(petworks_example):
    (petworks_example / "anonymized.csv").write_text(
        "birthplace;birthyear\n*;*\nFrance;1977\nAtlantis;1983\nEurope;19**\n", encoding="utf-8")
    report = evaluate_precision(petworks_example / "original.csv", petworks_example / "anonymized.csv",
                                petworks_example / "hierarchy")
    # distortions: (1 + 1) + (0 + 0) + (1 + 0) + (1/2 + 2/3) over 8 cells
    assert report["precision"] == pytest.approx(1 - (2 + 1 + 0.5 + 2 / 3) / 8)


def test_mismatched_tables_are_refused(petworks_example):
    (petworks_example / "anonymized.csv").write_text("birthplace;birthyear\nEurope;197*\n", encoding="utf-8")
    with pytest.raises(ValueError, match="1 rows, but the original has 4"):
        evaluate_precision(petworks_example / "original.csv", petworks_example / "anonymized.csv",
                           petworks_example / "hierarchy")


def test_precision_from_records():
    assert precision_from_records([]) == 1.0
    records = [{"entity": "DATE", "level": 1, "height": 3}, {"entity": "DATE", "level": 1, "height": 4},
               {"entity": "AGE", "level": 0, "height": 2}, {"entity": "AGE", "level": 0, "height": 1}]
    assert precision_from_records(records) == pytest.approx(1 - (1 / 2 + 1 / 3) / 4)
