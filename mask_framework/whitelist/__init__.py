"""Default-deny de-identification from the Hunspell dictionary (the whitelist).

``create_matcher`` loads the prepared resources of one language plus the user's
own lists and returns a ``WhitelistMatcher``; ``ner_plugins/NER_Dutch_whitelist``
wraps it as a MASK plugin. ``python -m mask_framework.whitelist.build``
regenerates the prepared resources from the shipped dictionaries.
"""
from __future__ import annotations

from pathlib import Path

from mask_framework.whitelist.classify import Vocabulary
from mask_framework.whitelist.language import RULES
from mask_framework.whitelist.matcher import WhitelistMatcher
from mask_framework.whitelist.resources import (
    load_autocorrect,
    load_blacklist,
    load_language,
    load_word_list,
)


def create_matcher(
    language: str = "nl",
    whitelists: list[Path] = (),
    autocorrect: list[Path] = (),
    blacklists: list[Path] = (),
    check_compounds: bool = True,
    medical: bool = True,
) -> WhitelistMatcher:
    res = load_language(language)
    rules = RULES[language]
    user_words: frozenset[str] = frozenset().union(*(load_word_list(p) for p in whitelists))
    corrections: dict[str, str] = {}
    for path in autocorrect:
        corrections.update(load_autocorrect(path))
    phrases = [phrase for path in blacklists for phrase in load_blacklist(path)]
    vocab = Vocabulary(
        words=res.words,
        names=res.names,
        common=res.common,
        medical=res.medical if medical else frozenset(),
        flagged=res.flagged if medical else frozenset(),
        user_words=user_words,
        autocorrect=corrections,
        interfixes=rules.interfixes | rules.particle_prepositions,
    )
    spell = None
    if check_compounds:
        import hunspell  # chunspell: a wheel with its own libhunspell

        checker = hunspell.Hunspell("noname", hunspell_data_dir=str(res.hunspell_dir))
        spell = checker.spell
    return WhitelistMatcher(vocab, rules, spell=spell, blacklist=phrases)


__all__ = ["WhitelistMatcher", "create_matcher"]
