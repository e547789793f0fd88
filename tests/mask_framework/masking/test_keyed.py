import pytest

from mask_framework.masking.keyed import (MissingKeyError, digest, keyed_below, keyed_choice, keyed_hex, keyed_int,
                                          keyed_stream, normalize_value)

KEY = b"0123456789abcdef0123456789abcdef"


def test_normalize_folds_case_width_and_spaces():
    assert normalize_value("  Jan\u00a0  JANSEN ") == "jan jansen"
    assert normalize_value("Ｊａｎ") == "jan"  # full-width letters (NFKC)


def test_digest_is_hmac_sha256_of_purpose_counter_value():
    import hashlib, hmac
    expected = hmac.new(KEY, "name\x1f0\x1fjan".encode(), hashlib.sha256).digest()
    assert digest(KEY, "name", "jan") == expected


def test_purpose_and_key_separate_the_choices():
    assert digest(KEY, "surname", "jansen") != digest(KEY, "city", "jansen")
    assert digest(KEY, "surname", "jansen") != digest(b"another key of sixteen+", "surname", "jansen")


def test_empty_key_is_refused():
    with pytest.raises(MissingKeyError):
        digest(b"", "name", "jan")


def test_choice_and_int_are_stable_and_in_range():
    pool = [f"item{i}" for i in range(50)]
    assert keyed_choice(KEY, "p", "v", pool) == keyed_choice(KEY, "p", "v", pool)
    values = {keyed_int(KEY, "p", str(i), 7) for i in range(200)}
    assert values == set(range(7))  # all residues reached
    with pytest.raises(ValueError):
        keyed_choice(KEY, "p", "v", [])


def test_stream_draws_are_unbiased_in_range():
    stream = keyed_stream(KEY, "digits", "x")
    draws = [keyed_below(stream, 10) for _ in range(5000)]
    counts = [draws.count(d) for d in range(10)]
    assert min(counts) > 400 and max(counts) < 600  # expected 500 each
    assert len(keyed_hex(KEY, "p", "v", 8)) == 8
