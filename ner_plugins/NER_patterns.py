from ner_plugins.NER_abstract import NER_abstract, iter_param_list

from mask_framework.patterns.ocr_digits import ocr_digit_view
from mask_framework.patterns.registry import FAMILIES, PatternRecognizer, base_language, pattern_specs

CANONICAL_ENTITIES = ("NAME", "DATE", "AGE", "PROFESSION", "LOCATION", "ORGANIZATION", "PHONE", "EMAIL", "URL", "ID")
SUPPORTED_LANGUAGES = ("en", "nl", "all", "*")


class NER_patterns(NER_abstract):
    """Validated rules for dates, ages, phones, e-mails, URLs, IDs and postcodes (English, Dutch, Belgian).

    Parameters (all optional except ``language``):
      ``families``  comma-separated subset of phones, web, ids, dates, ages, postcodes, jobs (default: all)
      ``exclude``   comma-separated pattern names to switch off (e.g. ``long_number,date_bare_year``)
      ``entities``  comma-separated canonical entities to report (default: all the patterns find)
    AGE spans cover the number only ('67' in '67 jaar'). Numbers that OCR garbled ('DOB: O3/O9/1971') are read
    with their letters as digits (``patterns/ocr_digits.py``; same offsets).
    """

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        if base_language(self.language) not in SUPPORTED_LANGUAGES:
            raise ValueError(f"NER_patterns: parameter 'language' must be one of en, nl (or nl-BE), all; "
                             f"got {self.language!r}")
        self.families = list(iter_param_list(self.params.get("families"))) or None
        self.exclude = list(iter_param_list(self.params.get("exclude")))
        entities = list(iter_param_list(self.params.get("entities")))
        unknown = [entity for entity in entities if entity not in CANONICAL_ENTITIES]
        if unknown:
            raise ValueError(f"NER_patterns: parameter 'entities' has unknown entities {unknown}; "
                             f"known: {', '.join(CANONICAL_ENTITIES)}")
        self.entities = entities or None
        try:  # validates 'families' and 'exclude' without compiling anything
            pattern_specs(self.language, self.families, self.exclude)
        except ValueError as error:
            raise ValueError(f"NER_patterns: parameter 'families' or 'exclude': {error} "
                             f"(families: {', '.join(FAMILIES)})") from None
        self.recognizer = None

    def initialize(self) -> None:
        self.recognizer = PatternRecognizer(self.language, self.families, self.exclude, self.entities)

    def perform_NER(self, text):
        if self.recognizer is None:
            self.initialize()
        return self.recognizer.find(ocr_digit_view(text))
