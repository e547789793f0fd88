"""Recognizers shared by the lexicon tests: loading the lists once per session keeps them fast."""
import pytest

from mask_framework.lexicon_ner.recognizer import LexiconRecognizer


@pytest.fixture(scope="session")
def nl():
    return LexiconRecognizer("nl")


@pytest.fixture(scope="session")
def en():
    return LexiconRecognizer("en")
