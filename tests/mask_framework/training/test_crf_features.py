"""CRF token features: shape, affixes, window, lexicon membership (single and multi-word)."""
from mask_framework.training.crf_features import CrfFeaturizer, word_shape


def test_word_shape_collapses_runs():
    assert word_shape("Jansen") == "Xx"
    assert word_shape("12-03-2020") == "d-d-d"
    assert word_shape("UMCU") == "X"
    assert word_shape("McDonald") == "XxXx"


def test_features_of_a_word_and_its_window():
    featurizer = CrfFeaturizer()
    first, middle, last = featurizer.sentence_features(["De", "Vries", "belde"])
    assert {"bias", "BOS", "w=de", "t=1", "p1=d", "s2=de"} <= set(first)
    assert {"w=vries", "sh=Xx", "-1:w=de", "1:w=belde", "s3=ies", "p3=vri"} <= set(middle)
    assert "BOS" not in middle and "EOS" not in middle
    assert {"EOS", "-2:w=de", "-1:t=1"} <= set(last)
    assert not any(f.startswith("2:") for f in last)


def test_lexicon_membership_single_and_multi_word():
    lexicons = {"first": frozenset({"Piet"}), "inst": frozenset({"Academisch Medisch Centrum"})}
    featurizer = CrfFeaturizer(lexicons)
    words = ["Piet", "lag", "in", "het", "academisch", "medisch", "centrum"]
    features = featurizer.sentence_features(words)
    assert "lex=first" in features[0] and "1:lex=first" not in features[0]
    assert "-1:lex=first" in features[1]
    assert [("lexm=inst" in f) for f in features] == [False, False, False, False, True, True, True]
    assert "lex=inst" not in features[4]


def test_cached_features_are_identical_on_reuse():
    featurizer = CrfFeaturizer()
    assert featurizer.sentence_features(["Jan", "Jan"]) == featurizer.sentence_features(["Jan", "Jan"])
    assert featurizer.sentence_features([]) == []


def test_decomposed_accents_meet_composed_lexicon_entries():
    featurizer = CrfFeaturizer({"first": frozenset({"René"})})
    composed, decomposed = featurizer.sentence_features(["René", "Rene\u0301"])
    assert "lex=first" in composed and "lex=first" in decomposed
    assert "w=rené" in decomposed


def test_a_capitalised_word_conjoins_its_lexicon_groups_with_the_capital():
    featurizer = CrfFeaturizer({"dword": frozenset({"bij"}), "first": frozenset({"piet"})})
    bij, piet, lower_bij, unknown = featurizer.sentence_features(["Bij", "Piet", "bij", "Xylo"])
    assert "tlex=dword" in bij and "1:tlex=first" in bij
    assert "tlex=first" in piet and "-1:tlex=dword" in piet
    assert not any(f.startswith("tlex=") for f in lower_bij) and "lex=dword" in lower_bij
    assert "tlex=none" in unknown  # capitalised and in no lexicon: the shape of an unseen name


def test_the_dutch_dictionary_groups():
    from mask_framework.training.crf_lexicons import load_feature_lexicons

    groups = load_feature_lexicons("nl", ("dword", "dproper", "dname"))
    assert "amerikaanse" not in groups["dword"] and "Amerikaanse" in groups["dproper"]  # nationality
    assert "België" in groups["dproper"] and "bijvoorbeeld" in groups["dword"]
    assert "Aalbers" in groups["dname"] and "Aalbers" not in groups["dproper"]
    assert "ijsbeer" in groups["dword"]  # the dictionary's "ĳ" ligature is written "ij"
