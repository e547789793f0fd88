"""Which shipped lexicons feed the CRF's membership features, per language.

Each feature group unites some lists of ``mask_framework.lexicons``. The group
names are stored with a trained model (see ``crf_model``), so a model is always
tagged with the same groups it was trained with.
"""
from __future__ import annotations

from mask_framework.lexicons import load_lexicon

FEATURE_LEXICONS: dict[str, dict[str, tuple[str, ...]]] = {
    "nl": {
        "first": ("nl_first_names",),
        "sur": ("nl_surnames", "nl_surnames_with_prefix", "nl_interfix_surnames"),
        "interfix": ("nl_interfixes",),
        "title": ("nl_prefixes",),
        "street": ("nl_streets",),
        "place": ("nl_places", "be_places", "nl_countries"),
        "inst": ("nl_institutions", "nl_hospitals", "nl_hospital_abbr"),
        "prof": ("professions_nl",),
        "common": ("nl_common_words", "nl_stop_words", "nl_medical_terms"),
        # the OpenTaal dictionary: a capitalised word that is an ordinary word, a
        # place or nationality, or a person name (ned.testa F1 0.760 -> 0.767 with
        # these; 0.772 with dword too)
        "dword": ("nl_dict_words",),
        "dproper": ("nl_dict_proper",),
        "dname": ("nl_dict_names",),
    },
    "en": {
        "first": ("en_first_names",),
        "first_amb": ("en_first_names_ambiguous",),
        "sur": ("en_surnames",),
        "sur_amb": ("en_surnames_ambiguous",),
        "interfix": ("en_surname_prefixes",),
        "place": ("en_places", "en_us_states", "en_countries"),
        "place_amb": ("en_places_ambiguous",),
        "inst": ("en_hospitals", "en_companies"),
        "prof": ("professions_en",),
    },
}


#: groups left out of spaCy's lexicon classes (``spacy_lexicons``): 300,000 dictionary
#: words would add megabytes to the pipeline, and the CNN did not gain from them
#: (ned.testa F1 0.729 with the dictionary classes, 0.731 without)
DICTIONARY_GROUPS = frozenset({"dword", "dproper", "dname"})


def lexicon_groups(language: str) -> tuple[str, ...]:
    if language not in FEATURE_LEXICONS:
        raise ValueError(f"no CRF lexicon features for language {language!r} (known: {', '.join(FEATURE_LEXICONS)})")
    return tuple(sorted(FEATURE_LEXICONS[language]))


def load_feature_lexicons(language: str, groups: tuple[str, ...] | None = None) -> dict[str, frozenset[str]]:
    """``{group: entries}`` for ``language``; ``groups`` restricts to the ones a model uses."""
    known = FEATURE_LEXICONS.get(language, {})
    wanted = lexicon_groups(language) if groups is None else groups
    result = {}
    for group in wanted:
        if group not in known:
            raise ValueError(f"the model uses lexicon feature group {group!r}, unknown for language {language!r}")
        result[group] = frozenset().union(*(load_lexicon(name) for name in known[group]))
    return result
