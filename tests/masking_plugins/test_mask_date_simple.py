from masking_helpers import mask_one
from masking_plugins.Mask_date_simple import Mask_date_simple


def test_every_date_becomes_DATE():
    plugin = Mask_date_simple(language="en")
    assert mask_one(plugin, "3 okt. 2004", "DATE") == "DATE"
    assert mask_one(plugin, "gisteren", "DATE") == "DATE"
    assert mask_one(plugin, "Date", "DATE") == "***"  # would otherwise print the value
