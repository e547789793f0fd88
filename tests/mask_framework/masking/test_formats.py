import re

from mask_framework.masking.formats import email_surrogate, phone_surrogate, replace_number, url_surrogate
from mask_framework.masking.identifiers import identifier_kind, identifier_surrogate
from mask_framework import checksums

KEY = b"0123456789abcdef0123456789abcdef"
WORDS = ("hollander", "vermeulen", "zwolle", "brouwer")


def shape(text):
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", text)))


def test_phone_keeps_prefix_and_layout():
    new = phone_surrogate(KEY, "06-12345678")
    assert new.startswith("06-") and shape(new) == "99-99999999" and new != "06-12345678"
    assert phone_surrogate(KEY, "+31 20 123 4567").startswith("+31 ")
    assert phone_surrogate(KEY, "0612345678")[2:] == new[3:]  # same number, other layout: same digits


def test_email_and_url():
    new = email_surrogate(KEY, "j.jansen@umcg.nl", WORDS)
    assert re.fullmatch(r"[a-z]+\.[a-z]+@[a-z]+\.nl", new) and "jansen" not in new and "umcg" not in new
    assert email_surrogate(KEY, "piet@gmail.com", WORDS).endswith("@gmail.com")
    assert email_surrogate(KEY, "not an address", WORDS) is None
    url = url_surrogate(KEY, "https://www.jansen.nl/patient/123", WORDS)
    assert url.startswith("https://www.") and ".nl/" in url and "jansen" not in url and "123" not in url


def test_identifiers_keep_their_checksum_and_layout():
    cases = {"111222333": "bsn", "NL91 ABNA 0417 1643 00": "iban", "4111 1111 1111 1111": "card",
             "85.07.30-033.28": "belgian_nn", "MRN-448812": "other"}
    for original, kind in cases.items():
        assert identifier_kind(original) == kind
        new = identifier_surrogate(KEY, original)
        assert new != original and shape(new) == shape(original)
        assert identifier_kind(new) == kind
    bnn = "".join(ch for ch in identifier_surrogate(KEY, "85.07.30-033.28") if ch.isdigit())
    assert int(bnn[6:9]) % 2 == 1  # serial parity (sex) kept: 033 is odd
    assert checksums.iban_valid(identifier_surrogate(KEY, "nl91abna0417164300"))


def test_replace_number():
    assert replace_number("45 jaar", lambda n: n + 2) == "47 jaar"
    assert replace_number("2 jaar en 3 maanden", lambda n: n) is None
