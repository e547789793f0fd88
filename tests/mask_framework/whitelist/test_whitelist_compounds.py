"""The quick compound split that spares most Hunspell calls."""
from mask_framework.whitelist.compounds import splits_into_words

WORDS = frozenset({"wijk", "verpleegkundige", "long", "functie", "onderzoek", "zout", "bier", "van", "der"})


def test_two_and_three_part_compounds_split():
    assert splits_into_words("wijkverpleegkundige", WORDS)
    assert splits_into_words("longfunctieonderzoek", WORDS)
    assert splits_into_words("functiesonderzoek", WORDS)     # linking s


def test_words_with_an_unlisted_part_do_not_split():
    assert not splits_into_words("vanderstraeten", WORDS)
    assert not splits_into_words("wijkverpleging", WORDS)
    assert not splits_into_words("longder", WORDS)            # "der": inner parts need four letters


def test_a_plurals_stem_heads_a_compound():
    words = frozenset({"kinderen", "wens", "hersenen", "zenuwen", "taken", "band", "huis"})
    assert splits_into_words("kinderwens", words)
    assert splits_into_words("hersenzenuwen", words)
    assert not splits_into_words("takband", words)           # 'tak' (taken) is too short a stem
    assert not splits_into_words("kinderwens", words - {"kinderen"})
