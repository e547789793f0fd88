from ner_plugins.NER_abstract import NER_abstract, iter_param_list

from pathlib import Path

from mask_framework.lexicon_ner.recognizer import ENTITIES, LANGUAGES


def parse_user_lists(value: str | None, config_dir: Path) -> list[tuple[str, Path]]:
    """``ENTITY:path`` items, comma-separated; paths relative to the configuration's folder."""
    lists = []
    for item in iter_param_list(value):
        entity, sep, path = item.partition(":")
        entity = entity.strip().upper()
        if not sep or not path.strip():
            raise ValueError(f"NER_lexicon parameter 'lists': expected ENTITY:path, got {item!r}")
        if entity not in ENTITIES:
            raise ValueError(f"NER_lexicon parameter 'lists': unknown entity {entity!r} (known: {', '.join(ENTITIES)})")
        resolved = Path(path.strip()).expanduser()
        if not resolved.is_absolute():
            resolved = config_dir / resolved
        if not resolved.is_file():
            raise ValueError(f"NER_lexicon parameter 'lists': no file at {resolved}")
        lists.append((entity, resolved))
    return lists


class NER_lexicon(NER_abstract):
    """Dictionary lookup with context (DEDUCE-style) for names, institutions, places, streets and professions.

    Parameters (all strings):

    * ``language``: ``nl`` or ``en`` (which shipped lexicons to use);
    * ``entities``: comma-separated subset of NAME, LOCATION, ORGANIZATION, PROFESSION (default all);
    * ``lists``: comma-separated ``ENTITY:path`` extra lexicons, one entry a line ('#' comments),
      paths relative to the configuration's folder; NAME lists add surnames;
    * ``guess_unknown``: ``true`` / ``false``: also take a capitalised word mid-sentence that no word
      list knows for a name (recall for names missing from the lexicons). Default ``true`` for ``nl``
      (Dutch notes write nouns and generic drug names in lower case), ``false`` for ``en`` (English
      notes capitalise brand names such as Lovenox or Miralax, which no shipped list holds).

    Emits the canonical labels NAME, LOCATION, ORGANIZATION, PROFESSION.
    """

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        self.language = (self.params.get("language") or "").strip().lower()
        if self.language not in LANGUAGES:
            raise ValueError(f"NER_lexicon parameter 'language': must be one of {', '.join(LANGUAGES)}, got {self.language!r}")
        entities = [e.upper() for e in iter_param_list(self.params.get("entities"))]
        unknown = [e for e in entities if e not in ENTITIES]
        if unknown:
            raise ValueError(f"NER_lexicon parameter 'entities': unknown {', '.join(unknown)} (known: {', '.join(ENTITIES)})")
        self.entities = tuple(entities) or ENTITIES
        config_dir = Path(self.params.get("config_dir") or ".")
        self.user_lists = parse_user_lists(self.params.get("lists"), config_dir)
        default_guess = "true" if self.language == "nl" else "false"
        guess = (self.params.get("guess_unknown") or default_guess).strip().lower()
        if guess not in ("true", "false"):
            raise ValueError(f"NER_lexicon parameter 'guess_unknown': expected true or false, got {guess!r}")
        self.guess_unknown = guess == "true"
        self.recognizer = None

    def initialize(self) -> None:
        from mask_framework.lexicon_ner.recognizer import LexiconRecognizer

        if self.recognizer is None:
            self.recognizer = LexiconRecognizer(self.language, self.entities, self.user_lists, self.guess_unknown)

    def perform_NER(self, text: str) -> list[tuple[str, int, int]]:
        if self.recognizer is None:
            self.initialize()
        return self.recognizer.find(text)
