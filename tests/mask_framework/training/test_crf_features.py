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


def test_a_full_cache_evicts_the_least_recently_used_word(monkeypatch):
    from mask_framework.training import crf_features

    monkeypatch.setattr(crf_features, "_CACHE_LIMIT", 2)
    featurizer = CrfFeaturizer()
    # 'de' is used again before 'patiënt' arrives, so 'Jan' is the word that leaves
    featurizer.sentence_features(["de", "Jan", "de", "patiënt", "de"])
    assert featurizer._word_features.cache_info().misses == 3
    featurizer.sentence_features(["de", "patiënt"])
    assert featurizer._word_features.cache_info().misses == 3
    featurizer.sentence_features(["Jan"])
    assert featurizer._word_features.cache_info().misses == 4


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


def _one_word_at_a_time(featurizer: CrfFeaturizer, words: list[str]) -> list[list[str]]:
    """The features in the order the shipped models were trained with, assembled the slow and
    obvious way: own, BOS/EOS, window -2 to +2, the word's multi-word memberships, the previous
    word's. (crfsuite sums the weights in this order, so even the order is part of the result.)"""
    phrases = featurizer.lexicon_index.phrase_memberships([word.lower() for word in words])
    result = []
    for i, word in enumerate(words):
        single = featurizer.sentence_features([word])[0]  # own features, then BOS and EOS
        features = single[:-2]
        features += ["BOS"] if i == 0 else []
        features += ["EOS"] if i == len(words) - 1 else []
        for offset in (-2, -1, 1, 2):
            if 0 <= i + offset < len(words):
                keys = ("w", "sh", "t", "lex") if abs(offset) == 2 else ("w", "sh", "s3", "t", "u", "d", "lex", "tlex")
                neighbour = featurizer.sentence_features([words[i + offset]])[0]
                features += [f"{offset}:{f}" for f in neighbour if f.split("=")[0] in keys and not f.endswith("=none")]
        features += [f"lexm={name}" for name in phrases[i]]
        features += [f"-1:lexm={name}" for name in phrases[i - 1]] if i else []
        result.append(features)
    return result


def test_sentences_of_every_length_get_each_word_its_window_in_training_order():
    lexicons = {"first": frozenset({"piet"}), "inst": frozenset({"medisch centrum"})}
    words = ["Piet", "lag", "in", "Medisch", "Centrum", "Leeuwarden", "met", "Piet", "Jansen"]
    for length in range(len(words) + 1):
        featurizer = CrfFeaturizer(lexicons)
        assert featurizer.sentence_features(words[:length]) == _one_word_at_a_time(featurizer, words[:length]), length
