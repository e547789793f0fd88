import pytest

from masking_helpers import mask_document, mask_one, spans_of
from masking_plugins.Mask_redact import Mask_redact


def make(**params):
    plugin = Mask_redact(language="nl", **params)
    plugin.initialize()
    return plugin


def test_default_is_mask_xxx():
    assert mask_one(make(), "Jan Jansen", "NAME") == "XXX"
    assert mask_one(make(token="[WEG]"), "Jan Jansen", "NAME") == "[WEG]"


def test_entity_style_and_length_independence():
    plugin = make(style="entity")
    assert mask_one(plugin, "Jan", "NAME") == mask_one(plugin, "Johannes Theodorus van der Berg", "NAME") == "[NAME]"


def test_numbered_tags_follow_the_person_within_a_document():
    text = "Jan Jansen zag Piet de Vries. J. Jansen belde later; Jansen en Jan kwamen. P. de Vries niet."
    spans = spans_of(text, "NAME", "Jan Jansen", "Piet de Vries", "J. Jansen", "Jansen", "Jan", "P. de Vries")
    assert mask_document(make(style="numbered"), text, spans) == [
        "[NAME-1]", "[NAME-2]", "[NAME-1]", "[NAME-1]", "[NAME-1]", "[NAME-2]"]


def test_numbering_restarts_per_document_and_per_entity():
    plugin = make(style="numbered")
    text = "Utrecht en Jan Jansen"
    spans = [(0, 7, "LOCATION"), (11, 21, "NAME")]
    assert mask_document(plugin, text, spans) == ["[LOCATION-1]", "[NAME-1]"]
    assert mask_document(plugin, "Piet Bakker", [(0, 11, "NAME")]) == ["[NAME-1]"]


def test_fill_keeps_length_in_code_points():
    plugin = make(style="fill", fill_char="#")
    for value in ["Jan", "Zoë\u0301 Jansen", "😀 Jan\r\nJansen", ""]:
        assert mask_one(plugin, value, "NAME") == "#" * len(value)


def test_token_that_would_contain_the_value_is_replaced():
    assert mask_one(make(), "xx", "NAME") == "***"  # "XXX" contains "xx"
    assert mask_one(make(style="fill"), "XXXX", "NAME") == "****"


@pytest.mark.parametrize("params,name", [({"style": "bold"}, "style"), ({"fill_char": "ab"}, "fill_char"),
                                         ({"token": ""}, "token")])
def test_bad_parameters_name_the_parameter(params, name):
    with pytest.raises(ValueError, match=name):
        Mask_redact(language="en", **params)
