from ner_plugins.NER_abstract import NER_abstract, iter_param_list

from pathlib import Path

NOT_PII_LABELS = frozenset({"MISC"})


class NER_CRF(NER_abstract):
    """CRF tagger (sklearn-crfsuite model) for names, locations and organizations.

    A linear-chain CRF (python-crfsuite) over MASK's offset-keeping tokens.

    Parameters (all strings):

    * ``model``: the name of a shipped model (``crf_en``, ``crf_nl``, ``crf_nl_clinical``),
      or the path (relative to the configuration's folder) of a ``.crfsuite`` model trained
      by ``mask train crf`` (its ``.json`` metadata next to it); default the shipped model
      for ``language`` (``nl``: ``crf_nl``, CoNLL-2002 + synthetic notes; ``en``: ``crf_en``,
      WNUT-17 + synthetic and development notes; see the model cards). The Dutch
      configuration uses ``crf_nl_clinical``, ``crf_nl`` trained with the development notes too;
    * ``labels``: comma-separated labels to emit; default every label of the model
      except ``MISC`` (miscellaneous names are not PII);
    * ``min_entity_probability``: a number between 0 and 1. Besides the model's most
      probable tag sequence, tag every word the model gives at least this probability
      of being inside an entity (a marginal probability, as the model sees the whole
      sentence). Lower finds more and flags more; default none (the best sequence only).
      The shipped configurations use 0.3: on development notes no model was trained on it
      found 0.3 points more of the PII characters and cost 0.25-0.45 points of precision;
    * ``cleanup``: ``clinical`` (default for ``en`` and ``nl``) trims titles, relation words
      and credentials from the spans and drops clinical abbreviations, headers and ordinary
      words (``mask_framework/span_cleanup.py``); ``none`` emits the tagger's spans.

    Native labels of the shipped models: ``PER``, ``LOC``, ``ORG`` (and ``MISC``).
    Map them in the configuration: ``PER`` -> NAME, ``LOC`` -> LOCATION,
    ``ORG`` -> ORGANIZATION, via ``<original_name>``.
    """

    def __init__(self, **params: str) -> None:
        super().__init__(**params)
        from mask_framework.training.shipped import shipped_crf_model, shipped_crf_model_named, shipped_crf_names

        model = (self.params.get("model") or "").strip()
        if model:
            named = shipped_crf_model_named(model)
            # a path is read against the configuration's folder, like every path in it
            self.model_path = named or Path(self.params.get("config_dir") or ".") / model
        else:
            try:
                self.model_path = shipped_crf_model(self.language)
            except ValueError as exc:
                raise ValueError(f"NER_CRF parameter 'language': {exc}; give a 'model'") from None
        if not self.model_path.is_file():
            raise ValueError(
                f"NER_CRF parameter 'model': no model file at {self.model_path} "
                f"(shipped models: {', '.join(shipped_crf_names())})"
            )
        self.wanted_labels = frozenset(iter_param_list(self.params.get("labels"))) or None
        from mask_framework.span_cleanup import cleanup_parameter

        self.cleanup = cleanup_parameter("NER_CRF", self.params.get("cleanup"), self.language)
        self.min_entity_probability = probability_parameter(self.params.get("min_entity_probability"))
        self._tagger = None
        self.word_sets = None

    def initialize(self) -> None:
        from mask_framework.training.crf_model import CrfTagger

        if self._tagger is None:
            self._tagger = CrfTagger(self.model_path)
            model_labels = {tag[2:] for tag in self._tagger.labels if tag[:2] in ("B-", "I-")}
            if self.wanted_labels is None:
                self.emitted = frozenset(model_labels - NOT_PII_LABELS)
            else:
                unknown = self.wanted_labels - model_labels
                if unknown:
                    raise ValueError(f"NER_CRF parameter 'labels': the model has no label(s) {', '.join(sorted(unknown))}")
                self.emitted = self.wanted_labels
            if self.cleanup == "clinical":
                from mask_framework.span_cleanup import load_word_sets

                self.word_sets = load_word_sets(self.language)

    def perform_NER(self, text: str) -> list[tuple[str, int, int]]:
        from mask_framework.training.bio import bio_to_spans
        from mask_framework.training.tokenizer import split_sentences, tokenize

        if self._tagger is None:
            self.initialize()
        found = []
        for sentence in split_sentences(text, tokenize(text)):
            tags = self._tagger.tag_words([token.text for token in sentence], self.min_entity_probability)
            offsets = [(token.start, token.end) for token in sentence]
            spans = drop_abbreviation_organisations(text, drop_credentials_after_names(text, bio_to_spans(offsets, tags)))
            found.extend(span for span in spans if span[0] in self.emitted)
        if self.word_sets is not None:
            from mask_framework.span_cleanup import clean_spans

            found = clean_spans(text, found, self.word_sets)
        return found


def probability_parameter(value: str | None) -> float | None:
    if value is None or not value.strip():
        return None
    try:
        probability = float(value)
    except ValueError:
        raise ValueError(f"NER_CRF parameter 'min_entity_probability' must be a number, not {value!r}") from None
    if not 0.0 < probability < 1.0:
        raise ValueError(f"NER_CRF parameter 'min_entity_probability' must lie between 0 and 1 (exclusive), not {value!r}")
    return probability


def drop_credentials_after_names(text: str, spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """'Daniel Ferreira, MD', 'Kwame Asante, LPC': the English CRF tags the credential
    after a name as a place (MD is also Maryland). A role abbreviation right after a
    person, after a comma or a space, is no place or organisation."""
    from mask_framework.lexicon_ner.roles import ROLES_AFTER

    kept = []
    for span in spans:
        label, start, end = span
        previous = kept[-1] if kept else None
        if label != "PER" and text[start:end] in ROLES_AFTER and previous is not None and previous[0] == "PER" \
                and text[previous[2]:start] in (", ", " ", ",\t", "\t"):
            continue
        kept.append(span)
    return kept


def drop_abbreviation_organisations(text: str, spans: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """An ``ORG`` that is one word in capitals of up to five letters ('CRP', 'STEMI', 'MRI',
    'SSRI') is a clinical abbreviation far more often than an institution; the known
    institution abbreviations ('UMCU', 'LUMC') are the lexicon plugin's to find."""
    return [
        (label, start, end) for label, start, end in spans
        if not (label == "ORG" and len(text[start:end]) <= 5 and text[start:end].isalpha() and text[start:end].isupper())
    ]
