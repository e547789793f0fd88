from ner_plugins.NER_abstract import NER_abstract, iter_param_list

from pathlib import Path

from mask_framework.whitelist.resources import LANGUAGES, resolve_user_path

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def _parse_bool(name: str, value: str | None, default: bool) -> bool:
    if value is None or value.strip() == "":
        return default
    lowered = value.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise ValueError(f"{name}: expected true or false, got {value!r}")


def _parse_paths(name: str, value: str | None) -> list[Path]:
    paths = [resolve_user_path(item) for item in iter_param_list(value)]
    for path in paths:
        if not path.is_file():
            raise ValueError(f"{name}: file not found: {path}")
    return paths


class NER_Dutch_whitelist(NER_abstract):
    """Whitelist (default-deny): masks every word not known to be safe (Hunspell nl/en + clinical list)

    After deperson's whitelist, but on the original text's offsets. The word lists
    come from the OpenTaal (Dutch) or SCOWL en_US (English) Hunspell dictionary
    with proper names removed, a curated clinical list, and the user's own lists;
    Hunspell itself settles compounds. Names that are dictionary words (``de
    Vries``, ``Bakker``) are caught by their context (titles, initials, particles).

    Parameters (all strings):

    * ``language``: ``nl`` (default for this plugin) or ``en``
    * ``label``: entity of every span (default ``NAME``)
    * ``whitelists``: comma-separated paths of extra word lists (one word a line)
    * ``autocorrect``: comma-separated paths of ``misspelling<TAB>correction`` lists
    * ``blacklists``: comma-separated paths of words/phrases always masked (whole words)
    * ``check_compounds``: ``true`` (default) / ``false``: ask Hunspell about unknown words
    * ``medical``: ``true`` (default) / ``false``: use the curated clinical whitelist
    """

    def __init__(self, **params: str) -> None:
        params.setdefault("language", "nl")
        super().__init__(**params)
        self.language = (self.params.get("language") or "nl").strip().lower()
        if self.language not in LANGUAGES:
            raise ValueError(f"language: no whitelist for {self.language!r} (available: {', '.join(LANGUAGES)})")
        self.label = (self.params.get("label") or "NAME").strip()
        if not self.label:
            raise ValueError("label: must not be empty")
        self.whitelists = _parse_paths("whitelists", self.params.get("whitelists"))
        self.autocorrect = _parse_paths("autocorrect", self.params.get("autocorrect"))
        self.blacklists = _parse_paths("blacklists", self.params.get("blacklists"))
        self.check_compounds = _parse_bool("check_compounds", self.params.get("check_compounds"), True)
        self.medical = _parse_bool("medical", self.params.get("medical"), True)
        self.matcher = None

    def initialize(self) -> None:
        from mask_framework.whitelist import create_matcher

        self.matcher = create_matcher(
            language=self.language,
            whitelists=self.whitelists,
            autocorrect=self.autocorrect,
            blacklists=self.blacklists,
            check_compounds=self.check_compounds,
            medical=self.medical,
        )

    def perform_NER(self, text: str) -> list[tuple[str, int, int]]:
        if self.matcher is None:
            self.initialize()
        return [(self.label, start, end) for start, end in self.matcher.find_spans(text)]
