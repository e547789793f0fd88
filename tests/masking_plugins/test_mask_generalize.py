import pytest

from masking_helpers import mask_document, mask_one
from masking_plugins.Mask_generalize import Mask_generalize


def make(**params):
    plugin = Mask_generalize(language="nl", **params)
    plugin.initialize()
    return plugin


def precision(records):
    """PETWorks/Sweeney precision: 1 - mean(level / (height - 1))."""
    return 1 - sum(r["level"] / (r["height"] - 1) for r in records) / len(records)


def test_seed_002_worked_example(tmp_path):
    """The seed's table: birthplaces to one level of two (1/2), years to one level of three (1/3): 1 - 5/12."""
    places = tmp_path / "place.csv"
    places.write_text("Germany;Europe;*\nFrance;Europe;*\n", encoding="utf-8")
    years = tmp_path / "year.csv"
    years.write_text("1970;197*;19**;*\n1977;197*;19**;*\n1983;198*;19**;*\n1988;198*;19**;*\n", encoding="utf-8")
    records = []
    place_plugin, year_plugin = make(hierarchy=str(places), level="1"), make(hierarchy=str(years), level="1")
    out = [mask_one(place_plugin, v, "PLACE", records=records) for v in ["Germany", "France", "France", "France"]]
    out += [mask_one(year_plugin, v, "YEAR", records=records) for v in ["1970", "1977", "1983", "1988"]]
    assert out == ["Europe"] * 4 + ["197*", "197*", "198*", "198*"]
    assert precision(records) == pytest.approx(1 - 5 / 12)


def test_records_per_replacement():
    records = []
    text = "Leeftijd 93, postcode 1234 AB"
    out = mask_document(make(hierarchy="age", level="1"), text, [(9, 11, "AGE")], records=records)
    out += mask_document(make(hierarchy="postcode", level="2"), text, [(22, 29, "LOCATION")], records=records)
    assert out == ["90+", "12**"]
    assert records == [{"entity": "AGE", "level": 1, "height": 4}, {"entity": "LOCATION", "level": 2, "height": 4}]


def test_dates_and_unknown_values():
    records = []
    plugin = make(hierarchy="date", level="2")
    assert [mask_one(plugin, v, "DATE", records=records) for v in ["3 okt. 2004", "19 maart"]] == ["2004", "*"]
    assert [r["level"] for r in records] == [2, 4]


def test_csv_value_not_found_is_fully_generalized(tmp_path):
    path = tmp_path / "h.csv"
    path.write_text("Utrecht;Provincie Utrecht;Nederland;*\n", encoding="utf-8")
    records = []
    assert mask_one(make(hierarchy=str(path), level="1"), "Zwolle", "LOCATION", records=records) == "*"
    assert records == [{"entity": "LOCATION", "level": 3, "height": 4}]


@pytest.mark.parametrize("params,name", [({}, "hierarchy"), ({"hierarchy": "nowhere.csv"}, "hierarchy"),
                                         ({"hierarchy": "age", "level": "4"}, "level"),
                                         ({"hierarchy": "age", "level": "0"}, "level")])
def test_bad_parameters(params, name):
    with pytest.raises(ValueError, match=name):
        Mask_generalize(language="nl", **params)


def test_level_beyond_a_csv_height_fails_at_initialize(tmp_path):
    path = tmp_path / "h.csv"
    path.write_text("a;*\n", encoding="utf-8")
    with pytest.raises(ValueError, match="level"):
        make(hierarchy=str(path), level="2")
