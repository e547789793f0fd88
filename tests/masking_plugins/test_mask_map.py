import re

import pytest

from masking_helpers import KEY, OTHER_KEY, mask_document, mask_one, spans_of
from mask_framework import checksums
from mask_framework.masking.identifiers import identifier_kind
from mask_framework.masking.keyed import MissingKeyError
from masking_plugins.Mask_map import Mask_map


@pytest.fixture(scope="module")
def nl():
    plugin = Mask_map(language="nl")
    plugin.initialize()
    return plugin


def test_consistent_across_documents_and_case(nl):
    a = mask_one(nl, "Jan Jansen", "NAME", document_id="a.txt")
    assert a == mask_one(nl, "Jan Jansen", "NAME", document_id="b/c.txt")
    assert mask_one(nl, "JAN JANSEN", "NAME") == a.upper()
    assert mask_one(nl, "Jan Jansen", "NAME", key=OTHER_KEY) != a


def test_initials_and_lone_given_names_follow_the_full_name(nl):
    text = "Jan Jansen kwam. J. Jansen belde. Jan ging weg."
    full, initial, lone = mask_document(nl, text, spans_of(text, "NAME", "Jan Jansen", "J. Jansen", "Jan"))
    given, surname = full.split(" ", 1)
    assert initial == f"{given[0]}. {surname}" and lone == given


def test_legacy_mask_labels_are_understood(nl):
    assert mask_one(nl, "Jan Jansen", "PATIENT_NAME") == mask_one(nl, "Jan Jansen", "NAME")
    assert re.fullmatch(r"06-\d{8}", mask_one(nl, "06-12345678", "PHONE_NUMBER"))


def test_each_kind_gets_a_surrogate_of_its_kind(nl):
    assert re.fullmatch(r"[1-9]\d{3} [A-Z]{2}", mask_one(nl, "1234 AB", "LOCATION"))
    assert re.fullmatch(r"\D+ \d+[a-z]", mask_one(nl, "Kerkstraat 12a", "LOCATION"))
    assert mask_one(nl, "Amsterdam", "LOCATION") in nl.pools.cities
    assert mask_one(nl, "UMC Utrecht", "ORGANIZATION") in nl.pools.hospitals
    assert mask_one(nl, "verpleegkundige", "PROFESSION").lower() in {p.lower() for p in nl.pools.professions}
    assert re.fullmatch(r"\d+ jaar", mask_one(nl, "45 jaar", "AGE"))
    assert re.fullmatch(r"\d{1,2} [a-z]{3}\.? \d{4}", mask_one(nl, "3 okt. 2004", "DATE"))
    assert "@" in mask_one(nl, "j.jansen@umcg.nl", "EMAIL")
    assert mask_one(nl, "https://www.jansen.nl/p/123", "URL").startswith("https://www.")


def test_ids_pass_the_same_checksum(nl):
    bsn = mask_one(nl, "111222333", "ID")
    iban = mask_one(nl, "NL91 ABNA 0417 1643 00", "ID")
    card = mask_one(nl, "4111-1111-1111-1111", "ID")
    bnn = mask_one(nl, "85.07.30-033.28", "ID")
    assert checksums.bsn_valid(bsn) and bsn != "111222333"
    assert checksums.iban_valid(iban) and iban.startswith("NL") and len(iban) == 22
    assert checksums.luhn_valid(card.replace("-", "")) and card[4] == "-"
    assert identifier_kind(bnn) == "belgian_nn" and re.fullmatch(r"\d\d\.\d\d\.\d\d-\d{3}\.\d\d", bnn)


def test_unknown_entity_gets_a_keyed_token(nl):
    token = mask_one(nl, "longontsteking", "DIAGNOSIS")
    assert re.fullmatch(r"DIAGNOSIS-[0-9a-f]{8}", token)
    assert token == mask_one(nl, "Longontsteking", "DIAGNOSIS") != mask_one(nl, "griep", "DIAGNOSIS")


def test_missing_key_is_an_error_not_a_weak_hash(nl):
    with pytest.raises(MissingKeyError):
        mask_one(nl, "Jan Jansen", "NAME", key=b"")


def test_english_pools():
    plugin = Mask_map(language="en")
    plugin.initialize()
    out = mask_one(plugin, "John Smith", "NAME", language="en")
    assert out.split()[-1] in plugin.pools.last_names
    assert re.fullmatch(r"[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}", mask_one(plugin, "March 3rd, 2020", "DATE", language="en"))


def test_a_value_without_letters_or_digits_is_not_mapped_to_itself():
    """Found by the slow property run: a NAME span ',' came back as ','."""
    from masking_plugins.Mask_abstract import MaskContext
    from masking_plugins.Mask_map import Mask_map

    plugin = Mask_map(language="nl")
    plugin.initialize()
    context = MaskContext(text=",", start=0, end=1, entity="NAME", key=b"k" * 32)
    replacement = plugin.mask(",", "NAME", context)
    assert replacement != "," and replacement.startswith("NAME-")
